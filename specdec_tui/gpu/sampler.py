"""The NVML sampler: one blocking ``sample()`` per call, safe to run in a worker thread.

NVML is loaded lazily on the first sample. A missing library or driver is caught once and becomes the
"no NVIDIA GPU" state (values N/A, never retried); where only the Python binding is missing,
``nvidia-smi`` is read instead. A device that fails mid-run carries its own error in the snapshot.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from specdec_tui.gpu.names import with_process_names
from specdec_tui.gpu.smi import SmiRunner, SmiUnavailable, run_nvidia_smi, sample_with_smi
from specdec_tui.gpu.state import (
    MIB,
    NO_GPU,
    GpuProcess,
    GpuSnapshot,
    GpuState,
    XidEvent,
    compute_capability_to_arch,
)
from specdec_tui.gpu.visible import VisibleToken, match_uuid_prefix, unmatched_note, visible_tokens

# At most this many XID events are drained per sample, so a storm cannot stall the sampler.
MAX_EVENTS_PER_SAMPLE = 64


def import_pynvml() -> Any:
    import pynvml

    return pynvml


@dataclass
class _Device:
    """A resolved visible device; static facts are read once."""

    index: int
    handle: Any
    stats_handle: Any  # the physical GPU: temperature and power are per board, not per MIG instance
    nvml_index: int | None
    uuid: str | None
    parent_uuid: str | None
    mig: bool
    name: str | None = None
    compute_capability: str | None = None
    gpu_arch: str | None = None


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return str(value)


class GpuSampler:
    """Reads every visible GPU. ``nvml_loader`` and ``smi_runner`` are the seams tests replace."""

    def __init__(
        self,
        *,
        nvml_loader: Callable[[], Any] = import_pynvml,
        smi_runner: SmiRunner | None = run_nvidia_smi,
        env: Mapping[str, str] | None = None,
    ) -> None:
        self._nvml_loader = nvml_loader
        self._smi_runner = smi_runner
        self._env = env if env is not None else os.environ
        self._lock = threading.Lock()
        self._started = False
        self._nvml: Any = None
        self._unavailable: str | None = None  # the "no NVIDIA GPU" sentence, set once
        self._smi_ok = False  # whether the fallback may be tried
        self._devices: list[_Device] | None = None
        self._notes: tuple[str, ...] = ()
        self._event_set: Any = None
        self._names: dict[int, str | None] = {}  # process names by pid

    # -- lifecycle ---------------------------------------------------------------------------------

    def _start(self) -> None:
        self._started = True
        try:
            nvml = self._nvml_loader()
        except ImportError:
            self._unavailable = f"{NO_GPU}: the NVML Python binding (nvidia-ml-py) is not installed"
            self._smi_ok = self._smi_runner is not None
            return
        try:
            nvml.nvmlInit()
        except nvml.NVMLError_LibraryNotFound:
            self._unavailable = f"{NO_GPU}: NVML library (libnvidia-ml.so.1) not found"
            self._smi_ok = self._smi_runner is not None
            return
        except nvml.NVMLError_DriverNotLoaded:
            self._unavailable = f"{NO_GPU}: the NVIDIA driver is not loaded"
            return
        except nvml.NVMLError as exc:
            self._unavailable = f"{NO_GPU}: NVML could not start ({exc})"
            return
        self._nvml = nvml

    def close(self) -> None:
        """Release the event set and NVML; a later ``sample()`` starts again."""
        with self._lock:
            nvml, self._nvml = self._nvml, None
            if nvml is not None:
                if self._event_set is not None:
                    try:
                        nvml.nvmlEventSetFree(self._event_set)
                    except nvml.NVMLError:
                        pass
                try:
                    nvml.nvmlShutdown()
                except nvml.NVMLError:
                    pass
            self._event_set = None
            self._devices = None
            self._started = False
            self._unavailable = None

    def __enter__(self) -> GpuSampler:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- sampling ----------------------------------------------------------------------------------

    def sample(self) -> GpuSnapshot:
        """Read every visible device now (blocking; call from a thread in async code). Each process
        holding memory carries its name where this host can read it."""
        with self._lock:
            if not self._started:
                self._start()
            if self._nvml is not None:
                return with_process_names(self._sample_nvml(), self._names, self._nvml)
            if self._smi_ok and self._smi_runner is not None:
                try:
                    return with_process_names(sample_with_smi(self._smi_runner, self._env), self._names)
                except SmiUnavailable:
                    self._smi_ok = False
            return GpuSnapshot(error=self._unavailable, source=None)

    def _sample_nvml(self) -> GpuSnapshot:
        nvml = self._nvml
        if self._devices is None:
            try:
                self._devices, self._notes = self._resolve()
            except nvml.NVMLError as exc:
                return GpuSnapshot(error=f"NVML could not list devices: {exc}", source="nvml")
            self._arm_xid_events()
        if not self._devices:
            why = self._notes[0] if self._notes else "the driver lists no devices"
            empty = f"{NO_GPU}: {why}" if not self._notes else f"{NO_GPU} visible: {why}"
            return GpuSnapshot(error=empty, source="nvml", notes=self._notes)
        xids = self._drain_xid_events()
        states = [self._read(dev) for dev in self._devices]
        if xids:
            states = [replace(s, xid_events=tuple(x for x in xids if x.gpu_index == s.index)) for s in states]
            orphans = tuple(x for x in xids if x.gpu_index is None)
            if orphans and states:
                # An event from a GPU outside CUDA_VISIBLE_DEVICES is still worth showing.
                states[0] = replace(states[0], xid_events=states[0].xid_events + orphans)
        lost = [s for s in states if s.error]
        error = "; ".join(f"GPU {s.index}: {s.error}" for s in lost) or None
        return GpuSnapshot(gpus=tuple(states), error=error, source="nvml", notes=self._notes)

    def _opt(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Call NVML; a value the device does not offer (or refuses) is None, a lost GPU propagates."""
        nvml = self._nvml
        try:
            return fn(*args)
        except nvml.NVMLError_GpuIsLost:
            raise
        except nvml.NVMLError:
            return None

    def _read(self, dev: _Device) -> GpuState:
        nvml = self._nvml
        base = GpuState(
            index=dev.index,
            nvml_index=dev.nvml_index,
            uuid=dev.uuid,
            name=dev.name,
            gpu_arch=dev.gpu_arch,
            compute_capability=dev.compute_capability,
            mig=dev.mig,
            parent_uuid=dev.parent_uuid,
        )
        try:
            mem = self._opt(nvml.nvmlDeviceGetMemoryInfo, dev.handle)
            util = None if dev.mig else self._opt(nvml.nvmlDeviceGetUtilizationRates, dev.handle)
            temp = self._opt(nvml.nvmlDeviceGetTemperature, dev.stats_handle, nvml.NVML_TEMPERATURE_GPU)
            power_mw = self._opt(nvml.nvmlDeviceGetPowerUsage, dev.stats_handle)
            procs, procs_error = self._processes(dev.handle)
        except nvml.NVMLError_GpuIsLost as exc:
            return replace(base, error=f"GPU is lost ({exc})", processes_error="GPU is lost")
        return replace(
            base,
            memory_used_mib=None if mem is None else mem.used / MIB,
            memory_total_mib=None if mem is None else mem.total / MIB,
            utilization_pct=None if util is None else float(util.gpu),
            temperature_c=None if temp is None else float(temp),
            power_w=None if power_mw is None else power_mw / 1000.0,
            processes=procs,
            processes_error=procs_error,
        )

    def _processes(self, handle: Any) -> tuple[tuple[GpuProcess, ...] | None, str | None]:
        nvml = self._nvml
        merged: dict[int, GpuProcess] = {}
        for kind, fn_name in (
            ("compute", "nvmlDeviceGetComputeRunningProcesses"),
            ("graphics", "nvmlDeviceGetGraphicsRunningProcesses"),
        ):
            try:
                listed = getattr(nvml, fn_name)(handle)
            except nvml.NVMLError_GpuIsLost:
                raise
            except nvml.NVMLError as exc:
                if kind == "graphics":
                    continue  # compute GPUs often offer no graphics list; the compute one suffices
                if isinstance(exc, nvml.NVMLError_NoPermission):
                    return None, "no permission to read GPU processes"
                return None, f"cannot list GPU processes ({exc})"
            for proc in listed:
                used = getattr(proc, "usedGpuMemory", None)
                mib = None if used is None else used / MIB
                pid = int(proc.pid)
                seen = merged.get(pid)
                if seen is None:
                    merged[pid] = GpuProcess(pid, mib, kind)
                elif seen.kind != kind:
                    # A process in both lists is one holder (nvidia-smi's "C+G"), not two.
                    best = max((m for m in (seen.used_mib, mib) if m is not None), default=None)
                    merged[pid] = GpuProcess(pid, best, "compute+graphics")
        return tuple(sorted(merged.values(), key=lambda p: p.pid)), None

    # -- device resolution -------------------------------------------------------------------------

    def _resolve(self) -> tuple[list[_Device], tuple[str, ...]]:
        nvml = self._nvml
        count = int(nvml.nvmlDeviceGetCount())
        handles = [nvml.nvmlDeviceGetHandleByIndex(i) for i in range(count)]
        uuids = [_text(self._opt(nvml.nvmlDeviceGetUUID, h)) for h in handles]
        tokens = visible_tokens(self._env)
        if tokens is None:
            return [self._device(i, handles[i], handles[i], i, uuids[i], None) for i in range(count)], ()
        if not tokens:
            return [], ("CUDA_VISIBLE_DEVICES is set and empty",)
        devices: list[_Device] = []
        notes: list[str] = []
        for pos, token in enumerate(tokens):
            dev = self._match(pos, token, handles, uuids)
            if dev is None or any(d.uuid == dev.uuid for d in devices):
                notes.append(unmatched_note(token, len(tokens) - pos - 1))
                break
            devices.append(dev)
        return devices, tuple(notes)

    def _device(
        self,
        index: int,
        handle: Any,
        stats_handle: Any,
        nvml_index: int | None,
        uuid: str | None,
        parent_uuid: str | None,
    ) -> _Device:
        nvml = self._nvml
        # Name and compute capability belong to the physical GPU (a MIG handle may not offer them).
        cap = self._opt(nvml.nvmlDeviceGetCudaComputeCapability, stats_handle)
        major, minor = cap if cap is not None else (None, None)
        return _Device(
            index=index,
            handle=handle,
            stats_handle=stats_handle,
            nvml_index=nvml_index,
            uuid=uuid,
            parent_uuid=parent_uuid,
            mig=parent_uuid is not None,
            name=_text(self._opt(nvml.nvmlDeviceGetName, stats_handle)),
            compute_capability=None if major is None else f"{major}.{minor}",
            gpu_arch=compute_capability_to_arch(major, minor),
        )

    def _match(
        self, pos: int, token: VisibleToken, handles: list[Any], uuids: list[str | None]
    ) -> _Device | None:
        if token.kind == "index":
            i = token.index
            if i is None or i >= len(handles):
                return None
            return self._device(pos, handles[i], handles[i], i, uuids[i], None)
        if token.kind == "gpu_uuid":
            hit = match_uuid_prefix(token.text, uuids)
            return (
                None if hit is None else self._device(pos, handles[hit], handles[hit], hit, uuids[hit], None)
            )
        if token.kind == "mig_uuid":
            for parent_i, parent in enumerate(handles):
                for mig in self._mig_devices(parent):
                    mig_uuid = _text(self._opt(self._nvml.nvmlDeviceGetUUID, mig))
                    if mig_uuid and match_uuid_prefix(token.text, [mig_uuid]) == 0:
                        return self._device(pos, mig, parent, parent_i, mig_uuid, uuids[parent_i])
            return None
        if token.kind == "mig_legacy" and token.parent_uuid:
            owner = match_uuid_prefix(token.parent_uuid, uuids)
            if owner is None:
                return None
            parent = handles[owner]
            for mig in self._mig_devices(parent):
                gi = self._opt(self._nvml.nvmlDeviceGetGpuInstanceId, mig)
                ci = self._opt(self._nvml.nvmlDeviceGetComputeInstanceId, mig)
                if gi == token.gpu_instance and ci == token.compute_instance:
                    mig_uuid = _text(self._opt(self._nvml.nvmlDeviceGetUUID, mig))
                    return self._device(pos, mig, parent, owner, mig_uuid, uuids[owner])
            return None
        return None

    def _mig_devices(self, parent: Any) -> list[Any]:
        nvml = self._nvml
        count = self._opt(nvml.nvmlDeviceGetMaxMigDeviceCount, parent) or 0
        found = []
        for i in range(int(count)):
            mig = self._opt(nvml.nvmlDeviceGetMigDeviceHandleByIndex, parent, i)
            if mig is not None:
                found.append(mig)
        return found

    # -- XID events --------------------------------------------------------------------------------

    def _arm_xid_events(self) -> None:
        """Register for critical-error events on the visible GPUs, where the driver offers them."""
        nvml = self._nvml
        xid_mask = getattr(nvml, "nvmlEventTypeXidCriticalError", None)
        if xid_mask is None or not self._devices or self._event_set is not None:
            return
        try:
            event_set = nvml.nvmlEventSetCreate()
        except nvml.NVMLError:
            return
        registered = 0
        done: set[str | None] = set()
        for dev in self._devices:
            key = dev.parent_uuid or dev.uuid
            if key in done:
                continue
            done.add(key)
            try:
                supported = nvml.nvmlDeviceGetSupportedEventTypes(dev.stats_handle)
                if not int(supported) & xid_mask:
                    continue
                nvml.nvmlDeviceRegisterEvents(dev.stats_handle, xid_mask, event_set)
                registered += 1
            except nvml.NVMLError:
                continue  # not supported, or no permission: XIDs are a bonus, not a requirement
        if registered:
            self._event_set = event_set
        else:
            try:
                nvml.nvmlEventSetFree(event_set)
            except nvml.NVMLError:
                pass

    def _drain_xid_events(self) -> list[XidEvent]:
        nvml = self._nvml
        if self._event_set is None:
            return []
        wait = getattr(nvml, "nvmlEventSetWait_v2", None) or nvml.nvmlEventSetWait
        xid_mask = nvml.nvmlEventTypeXidCriticalError
        found: list[XidEvent] = []
        for _ in range(MAX_EVENTS_PER_SAMPLE):
            try:
                data = wait(self._event_set, 0)  # 0 ms: never block the sampler
            except nvml.NVMLError:
                break  # NVMLError_Timeout: nothing pending
            if not int(data.eventType) & xid_mask:
                continue
            uuid = _text(self._opt(nvml.nvmlDeviceGetUUID, data.device))
            index = next(
                (
                    d.index
                    for d in self._devices or ()
                    if uuid is not None and uuid in (d.uuid, d.parent_uuid)
                ),
                None,
            )
            found.append(XidEvent(xid=int(data.eventData), gpu_index=index, uuid=uuid, at=time.time()))
        return found
