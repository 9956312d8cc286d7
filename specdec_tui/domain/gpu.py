"""One GPU as the core sees it: per-device readings, the processes holding memory, Xid events.

Plain typed data: the GPU sampler (``specdec_tui.gpu``) fills it, the ``GpuSample`` event carries it
to the front ends, which read its fields (never a dict)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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


# The name shown for a process whose name cannot be read from here (another container's PID namespace).
UNKNOWN_PROCESS = "unknown"


@dataclass(frozen=True)
class GpuProcess:
    """One process holding memory on one device; ``used_mib`` is None where the driver cannot say."""

    pid: int
    used_mib: float | None
    kind: str = "compute"  # compute | graphics | compute+graphics
    name: str | None = None  # the process name, where this host can see it (not in another container)

    def to_dict(self) -> dict[str, Any]:
        return {"pid": self.pid, "used_mib": self.used_mib, "type": self.kind, "name": self.name or UNKNOWN_PROCESS}


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
