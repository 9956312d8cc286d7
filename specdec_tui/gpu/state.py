"""What one GPU sample holds: per-device readings, per-process memory, XID events; plain data only."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from specdec_tui.domain.gpu import XID_DESCRIPTIONS, GpuProcess, GpuState, XidEvent

__all__ = [
    "MIB", "NO_GPU", "XID_DESCRIPTIONS", "GpuProcess", "GpuSnapshot", "GpuState", "XidEvent",
    "arch_from_compute_cap_text", "compute_capability_to_arch",
]

MIB = 1024 * 1024

# The message for the one "nothing to monitor here" state; the reason is appended after the colon.
NO_GPU = "no NVIDIA GPU"


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
