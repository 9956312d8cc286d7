"""The names of the processes holding GPU memory, as this host can read them.

A PID the driver lists may belong to another container (another PID namespace): neither psutil nor
``/proc`` knows it, and NVML's own name lookup is the last resort. What cannot be read stays None and
is shown as ``unknown`` (``domain.gpu.UNKNOWN_PROCESS``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import psutil

from specdec_tui.gpu.state import GpuSnapshot
from specdec_tui.safety.textsafe import safe_text

NAME_CACHE_LIMIT = 4096  # pids are reused; the cache is cleared past this
PROC = Path("/proc")


def _nvml_name(nvml: Any, pid: int) -> str | None:
    lookup = getattr(nvml, "nvmlSystemGetProcessName", None) if nvml is not None else None
    if lookup is None:
        return None
    try:
        value = lookup(pid)
    except Exception:  # NVMLError_NotFound / NoPermission, or a binding without it: nothing to say
        return None
    if isinstance(value, bytes):
        value = value.decode("utf-8", errors="replace")
    if not value:
        return None
    # NVML answers with the executable's path; its last part is the name ps shows
    return str(value).rstrip("/").rsplit("/", 1)[-1] or None


def process_name(pid: int, nvml: Any = None, proc: Path = PROC) -> str | None:
    """The process's name: psutil's, else ``/proc/PID/comm``, else NVML's; None when none can say."""
    name: str | None = None
    try:
        name = psutil.Process(pid).name() or None
    except (psutil.Error, OSError):
        name = None
    if name is None:
        try:
            name = (proc / str(pid) / "comm").read_text(encoding="utf-8", errors="replace").strip() or None
        except OSError:
            name = None
    if name is None:
        name = _nvml_name(nvml, pid)
    return safe_text(name, limit=64) if name else None


def with_process_names(snapshot: GpuSnapshot, names: dict[int, str | None], nvml: Any = None) -> GpuSnapshot:
    """The snapshot with each GPU process's name filled in (``names`` caches them by pid)."""
    if not any(g.processes for g in snapshot.gpus):
        return snapshot
    gpus = []
    for gpu in snapshot.gpus:
        if not gpu.processes:
            gpus.append(gpu)
            continue
        procs = []
        for process in gpu.processes:
            if process.name is None and process.pid not in names:
                if len(names) >= NAME_CACHE_LIMIT:
                    names.clear()
                names[process.pid] = process_name(process.pid, nvml)
            procs.append(dataclasses.replace(process, name=process.name or names.get(process.pid)))
        gpus.append(dataclasses.replace(gpu, processes=tuple(procs)))
    return dataclasses.replace(snapshot, gpus=tuple(gpus))
