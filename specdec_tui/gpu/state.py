"""What one GPU sample holds: per-device readings, per-process memory, XID events; plain data only."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

MIB = 1024 * 1024

# The message for the one "nothing to monitor here" state; the reason is appended after the colon.
NO_GPU = "no NVIDIA GPU"

# Xid numbers a user is most likely to meet, from NVIDIA's "Xid Errors" catalogue
# (docs.nvidia.com/deploy/xid-errors); others are shown by number alone.
XID_DESCRIPTIONS: dict[int, str] = {
    13: "graphics engine exception (often an illegal memory access in a kernel)",
    31: "GPU memory page fault (often an illegal memory access in a kernel)",
    43: "GPU stopped processing (a user application faulted)",
    45: "preemptive cleanup after an application fault",
    48: "double-bit ECC error",
    62: "internal micro-controller halt",
    63: "ECC page retirement or row remapping recorded",
    64: "ECC page retirement or row remapping failed",
    74: "NVLink error",
    79: "GPU has fallen off the bus",
    92: "high single-bit ECC error rate",
    94: "contained ECC error",
    95: "uncontained ECC error",
    109: "context switch timeout",
    119: "GSP RPC timeout",
    120: "GSP error",
}


def compute_capability_to_arch(major: int | None, minor: int | None) -> str | None:
    """``(9, 0)`` -> ``"sm_90"``, ``(12, 0)`` -> ``"sm_120"``, ``(10, 3)`` -> ``"sm_103"``."""
    if major is None or minor is None or major < 0 or minor < 0:
        return None
    return f"sm_{int(major)}{int(minor)}"


def arch_from_compute_cap_text(text: str | None) -> str | None:
    """nvidia-smi's ``compute_cap`` column (``"9.0"``) -> ``"sm_90"``; anything else -> None."""
    if not text:
        return None
    major, sep, minor = text.strip().partition(".")
    if not sep or not major.isdigit() or not minor.isdigit():
        return None
    return compute_capability_to_arch(int(major), int(minor))


@dataclass(frozen=True)
class GpuProcess:
    """One process holding memory on one device; ``used_mib`` is None where the driver cannot say."""

    pid: int
    used_mib: float | None
    kind: str = "compute"  # compute | graphics | compute+graphics
    name: str | None = None  # the process name, where this host can see it (not in another container)

    def to_dict(self) -> dict[str, Any]:
        return {"pid": self.pid, "used_mib": self.used_mib, "type": self.kind, "name": self.name}


@dataclass(frozen=True)
class XidEvent:
    """A critical error the driver reported for a device (an "Xid")."""

    xid: int
    gpu_index: int | None  # position in the visible order, None if the device is not visible
    uuid: str | None
    at: float = 0.0  # time.time() when the sampler read it

    @property
    def description(self) -> str:
        return XID_DESCRIPTIONS.get(self.xid, "see NVIDIA's Xid catalogue")

    def to_dict(self) -> dict[str, Any]:
        return {
            "xid": self.xid,
            "gpu_index": self.gpu_index,
            "uuid": self.uuid,
            "description": self.description,
            "at": self.at,
        }

    def text(self) -> str:
        where = f"GPU {self.gpu_index}" if self.gpu_index is not None else (self.uuid or "a GPU")
        return f"Xid {self.xid} on {where}: {self.description}"


@dataclass(frozen=True)
class GpuState:
    """One visible device at one moment. ``None`` means not available (shown as N/A)."""

    index: int  # position in CUDA_VISIBLE_DEVICES order: the CUDA device ordinal
    nvml_index: int | None = None  # the driver's own index of the physical GPU
    uuid: str | None = None
    name: str | None = None
    gpu_arch: str | None = None
    compute_capability: str | None = None  # "9.0"
    memory_used_mib: float | None = None
    memory_total_mib: float | None = None
    utilization_pct: float | None = None
    temperature_c: float | None = None
    power_w: float | None = None
    processes: tuple[GpuProcess, ...] | None = None  # None: the driver refused or cannot list them
    processes_error: str | None = None
    mig: bool = False
    parent_uuid: str | None = None  # the physical GPU of a MIG instance
    xid_events: tuple[XidEvent, ...] = ()  # new since the previous sample
    error: str | None = None  # e.g. "GPU is lost"

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "nvml_index": self.nvml_index,
            "uuid": self.uuid,
            "name": self.name,
            "gpu_arch": self.gpu_arch,
            "compute_capability": self.compute_capability,
            "memory_used_mib": self.memory_used_mib,
            "memory_total_mib": self.memory_total_mib,
            "utilization_pct": self.utilization_pct,
            "temperature_c": self.temperature_c,
            "power_w": self.power_w,
            "processes": None if self.processes is None else [p.to_dict() for p in self.processes],
            "processes_error": self.processes_error,
            "mig": self.mig,
            "parent_uuid": self.parent_uuid,
            "xid_events": [x.to_dict() for x in self.xid_events],
            "error": self.error,
        }


@dataclass(frozen=True)
class GpuSnapshot:
    """Every visible device at one moment, or the reason there is nothing to show."""

    gpus: tuple[GpuState, ...] = ()
    error: str | None = None
    source: str | None = None  # "nvml" | "nvidia-smi" | None (nothing could be read)
    notes: tuple[str, ...] = ()  # non-fatal remarks, e.g. an unmatched CUDA_VISIBLE_DEVICES entry
    taken_at: float = field(default_factory=time.time)

    @property
    def available(self) -> bool:
        """True when a GPU source answered (the devices may still carry their own errors)."""
        return self.source is not None

    @property
    def xid_events(self) -> tuple[XidEvent, ...]:
        return tuple(x for g in self.gpus for x in g.xid_events)

    @property
    def processes_known(self) -> bool:
        """True when every healthy device listed its processes, so absence means "holds nothing"."""
        return self.available and all(g.processes is not None for g in self.gpus if g.error is None)

    def process_memory(self) -> dict[int, float]:
        """MiB held per PID, summed over the visible devices (unknown amounts count as 0)."""
        held: dict[int, float] = {}
        for gpu in self.gpus:
            for proc in gpu.processes or ():
                held[proc.pid] = held.get(proc.pid, 0.0) + (proc.used_mib or 0.0)
        return held

    def holders(self, pids: set[int]) -> dict[int, float]:
        """The PIDs among ``pids`` that appear on a device, with the MiB each holds."""
        held: dict[int, float] = {}
        for gpu in self.gpus:
            for proc in gpu.processes or ():
                if proc.pid in pids:
                    held[proc.pid] = held.get(proc.pid, 0.0) + (proc.used_mib or 0.0)
        return held

    def memory_of(self, pids: set[int]) -> float | None:
        """MiB held by exactly these PIDs; None when per-process memory cannot be read."""
        if not self.processes_known:
            return None
        return float(sum(self.holders(pids).values()))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"gpus": [g.to_dict() for g in self.gpus], "error": self.error}
        out["source"] = self.source
        if self.notes:
            out["notes"] = list(self.notes)
        return out

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent)
