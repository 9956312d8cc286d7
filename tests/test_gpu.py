"""GPU monitoring against a fake NVML module (real pynvml error classes, fake devices)."""

from __future__ import annotations

import asyncio
import io
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import psutil
import pynvml as real
import pytest

from specdec_tui.cli import main as cli
from specdec_tui.cli.commands import gpu as gpu_command
from specdec_tui.gpu import (
    GpuMonitor,
    GpuProcess,
    GpuSampler,
    GpuSnapshot,
    GpuState,
    arch_from_compute_cap_text,
    compute_capability_to_arch,
    detect_hardware,
    expand_process_tree,
    server_memory_mib,
    wait_released,
)
from specdec_tui.gpu import (
    monitor as monitor_module,
)
from specdec_tui.gpu.smi import GPU_FIELDS, SmiFailed, SmiUnavailable, parse_gpu_csv, snapshot_from_csv

MIB = 1024 * 1024
FIXTURES = Path(__file__).parent / "fixtures" / "gpu"
FOREIGN_PID = 2**22 + 42  # above Linux's largest pid_max: no process here has it


def nvml_error(code: int) -> real.NVMLError:
    return real.NVMLError(code)


class FakeDevice:
    def __init__(
        self,
        uuid: str,
        *,
        name: str = "NVIDIA H200",
        cc: tuple[int, int] = (9, 0),
        used_mib: float = 1024,
        total_mib: float = 143771,
        util: int = 37,
        temp: int = 41,
        power_mw: int = 118_500,
        procs: list[tuple[int, float | None]] | None = None,
        graphics: list[tuple[int, float | None]] | None = None,
        proc_error: int | None = None,
        events: int = real.nvmlEventTypeXidCriticalError,
        migs: list[FakeDevice] | None = None,
        gi: int | None = None,
        ci: int | None = None,
    ) -> None:
        self.uuid = uuid
        self.name = name
        self.cc = cc
        self.used_mib = used_mib
        self.total_mib = total_mib
        self.util = util
        self.temp = temp
        self.power_mw = power_mw
        self.procs = procs or []
        self.graphics = graphics
        self.proc_error = proc_error
        self.events = events
        self.migs = migs or []
        self.gi, self.ci = gi, ci
        self.is_mig = gi is not None
        self.lost = False

    def check(self) -> None:
        if self.lost:
            raise nvml_error(real.NVML_ERROR_GPU_IS_LOST)


class FakeNvml:
    """The subset of pynvml the sampler calls; errors are the real binding's classes."""

    NVMLError = real.NVMLError
    NVMLError_LibraryNotFound = real.NVMLError_LibraryNotFound
    NVMLError_DriverNotLoaded = real.NVMLError_DriverNotLoaded
    NVMLError_GpuIsLost = real.NVMLError_GpuIsLost
    NVMLError_NoPermission = real.NVMLError_NoPermission
    NVMLError_NotSupported = real.NVMLError_NotSupported
    NVMLError_Timeout = real.NVMLError_Timeout
    NVML_TEMPERATURE_GPU = real.NVML_TEMPERATURE_GPU
    nvmlEventTypeXidCriticalError = real.nvmlEventTypeXidCriticalError

    def __init__(self, devices: list[FakeDevice], init_error: int | None = None) -> None:
        self.devices = devices
        self.init_error = init_error
        self.init_calls = 0
        self.shutdown_calls = 0
        self.registered: list[str] = []
        self.pending: list[SimpleNamespace] = []
        self.wait_timeouts: list[int] = []
        self.process_names: dict[int, bytes] = {}  # what nvmlSystemGetProcessName answers, by pid

    def nvmlInit(self) -> None:
        self.init_calls += 1
        if self.init_error is not None:
            raise nvml_error(self.init_error)

    def nvmlShutdown(self) -> None:
        self.shutdown_calls += 1

    def nvmlDeviceGetCount(self) -> int:
        return len(self.devices)

    def nvmlDeviceGetHandleByIndex(self, i: int) -> FakeDevice:
        return self.devices[i]

    def nvmlDeviceGetUUID(self, h: FakeDevice) -> str:
        h.check()
        return h.uuid

    def nvmlDeviceGetName(self, h: FakeDevice) -> str:
        h.check()
        return h.name

    def nvmlDeviceGetCudaComputeCapability(self, h: FakeDevice) -> tuple[int, int]:
        h.check()
        return h.cc

    def nvmlDeviceGetMemoryInfo(self, h: FakeDevice) -> SimpleNamespace:
        h.check()
        return SimpleNamespace(used=int(h.used_mib * MIB), total=int(h.total_mib * MIB))

    def nvmlDeviceGetUtilizationRates(self, h: FakeDevice) -> SimpleNamespace:
        h.check()
        if h.is_mig:
            raise nvml_error(real.NVML_ERROR_NOT_SUPPORTED)
        return SimpleNamespace(gpu=h.util, memory=0)

    def nvmlDeviceGetTemperature(self, h: FakeDevice, sensor: int) -> int:
        h.check()
        assert sensor == real.NVML_TEMPERATURE_GPU
        if h.is_mig:
            raise nvml_error(real.NVML_ERROR_NOT_SUPPORTED)
        return h.temp

    def nvmlDeviceGetPowerUsage(self, h: FakeDevice) -> int:
        h.check()
        if h.is_mig:
            raise nvml_error(real.NVML_ERROR_NOT_SUPPORTED)
        return h.power_mw

    def _procs(self, h: FakeDevice, listed: list[tuple[int, float | None]] | None) -> list[SimpleNamespace]:
        h.check()
        if h.proc_error is not None:
            raise nvml_error(h.proc_error)
        if listed is None:
            raise nvml_error(real.NVML_ERROR_NOT_SUPPORTED)
        return [
            SimpleNamespace(pid=pid, usedGpuMemory=None if mib is None else int(mib * MIB))
            for pid, mib in listed
        ]

    def nvmlDeviceGetComputeRunningProcesses(self, h: FakeDevice) -> list[SimpleNamespace]:
        return self._procs(h, h.procs)

    def nvmlDeviceGetGraphicsRunningProcesses(self, h: FakeDevice) -> list[SimpleNamespace]:
        return self._procs(h, h.graphics)

    def nvmlSystemGetProcessName(self, pid: int) -> bytes:
        if pid not in self.process_names:
            raise nvml_error(real.NVML_ERROR_NOT_FOUND)
        return self.process_names[pid]

    def nvmlDeviceGetMaxMigDeviceCount(self, h: FakeDevice) -> int:
        return len(h.migs)

    def nvmlDeviceGetMigDeviceHandleByIndex(self, h: FakeDevice, i: int) -> FakeDevice:
        return h.migs[i]

    def nvmlDeviceGetGpuInstanceId(self, h: FakeDevice) -> int:
        if h.gi is None:
            raise nvml_error(real.NVML_ERROR_INVALID_ARGUMENT)
        return h.gi

    def nvmlDeviceGetComputeInstanceId(self, h: FakeDevice) -> int:
        if h.ci is None:
            raise nvml_error(real.NVML_ERROR_INVALID_ARGUMENT)
        return h.ci

    def nvmlEventSetCreate(self) -> object:
        return object()

    def nvmlEventSetFree(self, event_set: object) -> None:
        pass

    def nvmlDeviceGetSupportedEventTypes(self, h: FakeDevice) -> int:
        return h.events

    def nvmlDeviceRegisterEvents(self, h: FakeDevice, mask: int, event_set: object) -> None:
        self.registered.append(h.uuid)

    def nvmlEventSetWait_v2(self, event_set: object, timeout_ms: int) -> SimpleNamespace:
        self.wait_timeouts.append(timeout_ms)
        if not self.pending:
            raise nvml_error(real.NVML_ERROR_TIMEOUT)
        return self.pending.pop(0)

    def raise_xid(self, device: FakeDevice, xid: int) -> None:
        self.pending.append(
            SimpleNamespace(device=device, eventType=real.nvmlEventTypeXidCriticalError, eventData=xid)
        )


def no_smi(args: Any) -> str:
    raise AssertionError("nvidia-smi must not be called on this path")


def sampler_for(fake: FakeNvml, env: dict[str, str] | None = None, smi: Any = no_smi) -> GpuSampler:
    return GpuSampler(nvml_loader=lambda: fake, smi_runner=smi, env=env or {})


def h200s(n: int = 2) -> list[FakeDevice]:
    return [FakeDevice(f"GPU-{chr(ord('a') + i) * 8}-0000-0000-0000-00000000000{i}") for i in range(n)]


# -- the "no NVIDIA GPU" state -------------------------------------------------------------------------


def test_binding_not_installed_is_the_no_gpu_state() -> None:
    def missing() -> Any:
        raise ImportError("No module named 'pynvml'")

    sampler = GpuSampler(nvml_loader=missing, smi_runner=None, env={})
    snap = sampler.sample()
    assert snap.gpus == () and not snap.available
    assert snap.error == "no NVIDIA GPU: the NVML Python binding (nvidia-ml-py) is not installed"
    assert snap.to_dict() == {"gpus": [], "error": snap.error, "source": None}


def test_library_not_found_is_caught_once() -> None:
    fake = FakeNvml([], init_error=real.NVML_ERROR_LIBRARY_NOT_FOUND)
    calls: list[list[str]] = []

    def smi(args: Any) -> str:
        calls.append(list(args))
        raise SmiUnavailable("nvidia-smi not found on PATH")

    sampler = sampler_for(fake, smi=smi)
    first, second = sampler.sample(), sampler.sample()
    assert first.error == second.error == "no NVIDIA GPU: NVML library (libnvidia-ml.so.1) not found"
    assert fake.init_calls == 1, "NVML init must not be retried every sample"
    assert len(calls) == 1, "a missing nvidia-smi is remembered too"


def test_driver_not_loaded_does_not_try_nvidia_smi() -> None:
    fake = FakeNvml(h200s(), init_error=real.NVML_ERROR_DRIVER_NOT_LOADED)
    snap = sampler_for(fake).sample()
    assert snap.error == "no NVIDIA GPU: the NVIDIA driver is not loaded"
    assert snap.gpus == ()


def test_no_device() -> None:
    snap = sampler_for(FakeNvml([])).sample()
    assert snap.gpus == ()
    assert snap.error == "no NVIDIA GPU: the driver lists no devices"


# -- device readings -----------------------------------------------------------------------------------


def test_device_readings_and_json() -> None:
    devices = h200s(2)
    devices[1].procs = [(FOREIGN_PID, 4096.0)]
    snap = sampler_for(FakeNvml(devices)).sample()
    assert snap.error is None and snap.source == "nvml"
    gpu = snap.gpus[1].to_dict()
    assert gpu["index"] == 1 and gpu["uuid"] == devices[1].uuid
    assert gpu["name"] == "NVIDIA H200" and gpu["gpu_arch"] == "sm_90" and gpu["compute_capability"] == "9.0"
    assert gpu["memory_used_mib"] == pytest.approx(1024) and gpu["memory_total_mib"] == pytest.approx(143771)
    assert (
        gpu["utilization_pct"] == 37 and gpu["temperature_c"] == 41 and gpu["power_w"] == pytest.approx(118.5)
    )
    # a pid no process here has (another container's): its name is said to be unknown, not null
    assert gpu["processes"] == [{"pid": FOREIGN_PID, "used_mib": 4096.0, "type": "compute", "name": "unknown"}]
    decoded = json.loads(snap.to_json())
    assert set(decoded) >= {"gpus", "error"} and decoded["error"] is None and len(decoded["gpus"]) == 2


@pytest.mark.parametrize(
    ("cc", "arch"),
    [((9, 0), "sm_90"), ((10, 0), "sm_100"), ((12, 0), "sm_120"), ((8, 6), "sm_86"), ((10, 3), "sm_103")],
)
def test_compute_capability_to_arch(cc: tuple[int, int], arch: str) -> None:
    assert compute_capability_to_arch(*cc) == arch
    assert arch_from_compute_cap_text(f"{cc[0]}.{cc[1]}") == arch
    device = FakeDevice("GPU-x", cc=cc)
    assert sampler_for(FakeNvml([device])).sample().gpus[0].gpu_arch == arch


@pytest.mark.parametrize("text", [None, "", "[N/A]", "9", "9.x"])
def test_unreadable_compute_capability_is_none(text: str | None) -> None:
    assert arch_from_compute_cap_text(text) is None


def test_one_process_in_both_lists_counts_once() -> None:
    device = FakeDevice("GPU-a", procs=[(10, 500.0)], graphics=[(10, 500.0), (11, None)])
    snap = sampler_for(FakeNvml([device])).sample()
    procs = {p.pid: p for p in snap.gpus[0].processes or ()}
    assert procs[10].kind == "compute+graphics" and procs[10].used_mib == 500.0
    assert procs[11].used_mib is None and procs[11].kind == "graphics"
    assert snap.memory_of({10, 11}) == 500.0


def test_gpu_lost_mid_run() -> None:
    devices = h200s(2)
    sampler = sampler_for(FakeNvml(devices))
    assert sampler.sample().error is None
    devices[0].lost = True
    snap = sampler.sample()
    assert snap.gpus[0].error is not None and snap.gpus[0].error.startswith("GPU is lost")
    assert snap.gpus[0].memory_used_mib is None and snap.gpus[0].processes is None
    assert snap.error is not None and snap.error.startswith("GPU 0: GPU is lost")
    assert snap.gpus[1].error is None and snap.gpus[1].memory_used_mib == pytest.approx(1024)


def test_no_permission_for_processes_keeps_device_stats() -> None:
    device = FakeDevice("GPU-a", proc_error=real.NVML_ERROR_NO_PERMISSION, used_mib=2048)
    snap = sampler_for(FakeNvml([device])).sample()
    gpu = snap.gpus[0]
    assert gpu.processes is None and gpu.processes_error == "no permission to read GPU processes"
    assert gpu.memory_used_mib == pytest.approx(2048) and gpu.temperature_c == 41
    assert snap.memory_of({1}) is None
    assert gpu.to_dict()["processes"] is None


def test_device_name_with_escapes_is_sanitised_in_the_table() -> None:
    device = FakeDevice("GPU-a", name="NVIDIA\x1b]0;owned\x07 H200")
    text = gpu_command.format_snapshot(sampler_for(FakeNvml([device])).sample())
    assert "\x1b" not in text and "\x07" not in text and "H200" in text


# -- CUDA_VISIBLE_DEVICES ------------------------------------------------------------------------------


def test_visible_devices_by_index_reorder() -> None:
    devices = h200s(3)
    snap = sampler_for(FakeNvml(devices), env={"CUDA_VISIBLE_DEVICES": "2,0"}).sample()
    assert [g.uuid for g in snap.gpus] == [devices[2].uuid, devices[0].uuid]
    assert [g.index for g in snap.gpus] == [0, 1] and [g.nvml_index for g in snap.gpus] == [2, 0]


def test_visible_devices_by_uuid_prefix() -> None:
    devices = h200s(3)
    snap = sampler_for(FakeNvml(devices), env={"CUDA_VISIBLE_DEVICES": "GPU-cccc,GPU-aaaaaaaa-0000"}).sample()
    assert [g.nvml_index for g in snap.gpus] == [2, 0]


def test_visible_devices_stop_at_first_unmatched_entry() -> None:
    snap = sampler_for(FakeNvml(h200s(2)), env={"CUDA_VISIBLE_DEVICES": "1,7,0"}).sample()
    assert [g.nvml_index for g in snap.gpus] == [1]
    assert snap.notes and "'7' matches no GPU" in snap.notes[0] and "after it are ignored" in snap.notes[0]


def test_visible_devices_empty() -> None:
    snap = sampler_for(FakeNvml(h200s(2)), env={"CUDA_VISIBLE_DEVICES": ""}).sample()
    assert snap.gpus == ()
    assert snap.error == "no NVIDIA GPU visible: CUDA_VISIBLE_DEVICES is set and empty"


def _mig_board() -> tuple[FakeDevice, FakeDevice, FakeDevice]:
    first = FakeDevice("MIG-11111111-aaaa", used_mib=300, total_mib=16000, gi=1, ci=0, procs=[(77, 300.0)])
    second = FakeDevice("MIG-22222222-bbbb", used_mib=10, total_mib=16000, gi=2, ci=0)
    parent = FakeDevice("GPU-parent00-0000", name="NVIDIA H200", migs=[first, second], temp=50)
    return parent, first, second


@pytest.mark.parametrize("value", ["MIG-22222222", "MIG-GPU-parent00-0000/2/0"])
def test_visible_mig_instance(value: str) -> None:
    parent, _, second = _mig_board()
    snap = sampler_for(
        FakeNvml([FakeDevice("GPU-other"), parent]), env={"CUDA_VISIBLE_DEVICES": value}
    ).sample()
    assert len(snap.gpus) == 1
    gpu = snap.gpus[0]
    assert gpu.mig and gpu.uuid == second.uuid and gpu.parent_uuid == parent.uuid and gpu.nvml_index == 1
    assert gpu.memory_total_mib == pytest.approx(16000) and gpu.memory_used_mib == pytest.approx(10)
    assert gpu.name == "NVIDIA H200" and gpu.gpu_arch == "sm_90"
    assert gpu.utilization_pct is None and gpu.temperature_c == 50  # board readings come from the parent


# -- XID events ----------------------------------------------------------------------------------------


def test_xid_event_is_surfaced_once_without_blocking() -> None:
    devices = h200s(2)
    devices[0].events = 0  # this board offers no XID events: skipped, not an error
    fake = FakeNvml(devices)
    sampler = sampler_for(fake)
    assert sampler.sample().xid_events == ()
    assert fake.registered == [devices[1].uuid]
    fake.raise_xid(devices[1], 79)
    snap = sampler.sample()
    assert [(x.xid, x.gpu_index) for x in snap.xid_events] == [(79, 1)]
    assert snap.gpus[1].to_dict()["xid_events"][0]["description"] == "GPU has fallen off the bus"
    assert snap.gpus[0].xid_events == ()
    assert sampler.sample().xid_events == (), "an event is reported by the sample that drained it only"
    assert set(fake.wait_timeouts) == {0}


# -- nvidia-smi fallback -------------------------------------------------------------------------------

RECORDED_GPU_CSV = (FIXTURES / "h200_query_gpu.csv").read_text()
RECORDED_APPS_CSV = (FIXTURES / "h200_query_compute_apps.csv").read_text()


def test_smi_recorded_csv() -> None:
    # Recorded on an H200 by bench/gpu_check.py while a child held a 4 GiB torch block (pid 471).
    states = parse_gpu_csv(RECORDED_GPU_CSV)
    assert len(states) == 1
    assert states[0].name == "NVIDIA H200" and states[0].gpu_arch == "sm_90"
    assert states[0].memory_total_mib == 143771 and states[0].memory_used_mib == 4715
    assert states[0].power_w == pytest.approx(87.23) and states[0].temperature_c == 41
    snap = snapshot_from_csv(RECORDED_GPU_CSV, RECORDED_APPS_CSV, env={})
    assert snap.source == "nvidia-smi" and snap.error is None
    assert snap.holders({471, 472}) == {471: 4706.0}  # the apps CSV: pid 471 holds 4706 MiB, nothing else
    uuid = "GPU-ad093bff-e11c-174a-2414-d7164b6ca9c0"
    by_uuid = snapshot_from_csv(RECORDED_GPU_CSV, RECORDED_APPS_CSV, env={"CUDA_VISIBLE_DEVICES": uuid[:12]})
    assert [g.uuid for g in by_uuid.gpus] == [uuid]


def test_smi_missing_values_and_visible_devices() -> None:
    csv_text = (
        "0, GPU-aaaa, NVIDIA H200, 9.0, 10, 143771, [N/A], 30, [N/A]\n"
        "1, GPU-bbbb, NVIDIA H200, 9.0, 4106, 143771, 12, 33, 121.75\n"
    )
    apps = "4242, GPU-bbbb, 4096\n99, GPU-aaaa, [N/A]\n"
    snap = snapshot_from_csv(csv_text, apps, env={"CUDA_VISIBLE_DEVICES": "1"})
    assert len(snap.gpus) == 1 and snap.gpus[0].uuid == "GPU-bbbb" and snap.gpus[0].index == 0
    assert snap.gpus[0].power_w == pytest.approx(121.75)
    assert snap.memory_of({4242}) == 4096.0
    first = snapshot_from_csv(csv_text, apps, env={}).gpus[0]
    assert first.utilization_pct is None and first.power_w is None and first.temperature_c == 30
    assert first.processes is not None and first.processes[0].used_mib is None


def test_smi_fallback_retries_without_compute_cap_on_old_drivers() -> None:
    seen: list[str] = []
    old_fields = [f for f in GPU_FIELDS if f != "compute_cap"]

    def smi(args: Any) -> str:
        seen.append(args[0])
        if "compute_cap" in args[0]:
            raise SmiFailed('Field "compute_cap" is not a valid field to query.')
        if args[0].startswith("--query-gpu"):
            assert args[0] == "--query-gpu=" + ",".join(old_fields)
            return "0, GPU-aaaa, Tesla V100, 512, 16384, 0, 30, 40.5\n"
        return ""

    fake = FakeNvml([], init_error=real.NVML_ERROR_LIBRARY_NOT_FOUND)
    snap = sampler_for(fake, smi=smi).sample()
    assert snap.source == "nvidia-smi" and snap.gpus[0].name == "Tesla V100"
    assert snap.gpus[0].gpu_arch is None and snap.gpus[0].memory_used_mib == 512
    assert snap.gpus[0].processes == ()
    assert len(seen) == 3


# -- hardware detection --------------------------------------------------------------------------------


def test_detect_hardware() -> None:
    devices = h200s(2)
    devices[1].total_mib = 81559
    hw = detect_hardware(sampler_for(FakeNvml(devices)))
    assert (hw.gpu_arch, hw.gpu_count, hw.gpu_name, hw.detected) == ("sm_90", 2, "NVIDIA H200", True)
    assert hw.gpu_memory_gib == pytest.approx(81559 / 1024, abs=0.01)
    none = detect_hardware(sampler_for(FakeNvml([], init_error=real.NVML_ERROR_LIBRARY_NOT_FOUND), smi=None))
    assert (none.gpu_arch, none.gpu_count, none.gpu_memory_gib, none.gpu_name) == (None, None, None, None)


# -- the async monitor ---------------------------------------------------------------------------------


class FakeTree:
    """Stands in for psutil's process tree: roots -> descendants, changeable mid-test."""

    def __init__(self, tree: dict[int, set[int]]) -> None:
        self.tree = tree

    def __call__(self, pids: Any) -> set[int]:
        out = set(pids)
        for pid in list(out):
            out |= self.tree.get(pid, set())
        return out


async def test_peak_of_the_tracked_process_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(monitor_module, "expand_process_tree", FakeTree({100: {101, 102}}))
    device = FakeDevice("GPU-a", procs=[(101, 1000.0), (999, 50_000.0)])
    seen: list[tuple[str, str | None, float | None]] = []

    def callback(gpus: list[GpuState], error: str | None) -> None:
        seen.append((gpus[0].uuid, error, monitor.tracked_mib()))

    monitor = GpuMonitor(callback, sampler=sampler_for(FakeNvml([device])))
    assert monitor.tracked_mib() is None
    monitor.track({100})
    for workers in ([(101, 1000.0)], [(101, 3000.0), (102, 500.0)], [(101, 2000.0)]):
        device.procs = [*workers, (999, 50_000.0)]
        await monitor.sample_now()
    assert monitor.peak_mib() == 3500.0
    assert seen == [("GPU-a", None, 1000.0), ("GPU-a", None, 3500.0), ("GPU-a", None, 2000.0)]
    monitor.reset_peak()
    assert monitor.peak_mib() is None
    await monitor.sample_now()
    assert monitor.peak_mib() == 2000.0
    assert monitor.server_memory_mib({100}) == 2000.0


async def test_poller_rearms_after_each_sample() -> None:
    class SlowSampler:
        def __init__(self) -> None:
            self.in_flight = 0
            self.most_in_flight = 0
            self.calls = 0
            self.guard = threading.Lock()

        def sample(self) -> GpuSnapshot:
            with self.guard:
                self.in_flight += 1
                self.most_in_flight = max(self.most_in_flight, self.in_flight)
                self.calls += 1
            time.sleep(0.03)  # a slow NVML call, longer than the interval
            with self.guard:
                self.in_flight -= 1
            return GpuSnapshot(source="nvml")

        def close(self) -> None:
            pass

    slow = SlowSampler()
    enough = asyncio.Event()
    seen: list[str | None] = []

    def callback(gpus: list[GpuState], error: str | None) -> None:
        seen.append(error)
        if len(seen) >= 4:
            enough.set()

    monitor = GpuMonitor(interval_s=0.001, sampler=slow)  # type: ignore[arg-type]
    await monitor.start(callback)
    await asyncio.wait_for(enough.wait(), timeout=10)
    await monitor.stop()
    assert slow.most_in_flight == 1 and slow.calls >= 4
    assert not monitor.running


async def test_poller_survives_a_failing_sampler() -> None:
    class Broken:
        def sample(self) -> GpuSnapshot:
            raise RuntimeError("boom")

        def close(self) -> None:
            pass

    got = asyncio.Event()
    errors: list[str | None] = []

    def callback(gpus: list[GpuState], error: str | None) -> None:
        errors.append(error)
        if len(errors) >= 2:
            got.set()

    monitor = GpuMonitor(callback, interval_s=0.001, sampler=Broken())  # type: ignore[arg-type]
    await monitor.start()
    await asyncio.wait_for(got.wait(), timeout=10)
    await monitor.stop()
    assert errors[0] == "GPU sampler failed: RuntimeError: boom"


async def test_wait_released_sees_the_release(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(monitor_module, "expand_process_tree", FakeTree({}))
    device = FakeDevice("GPU-a", procs=[(500, 4096.0)])
    fake = FakeNvml([device])
    calls = 0
    original = fake.nvmlDeviceGetComputeRunningProcesses

    def releasing(h: FakeDevice) -> list[SimpleNamespace]:
        nonlocal calls
        calls += 1
        if calls == 3:
            h.procs = []
        return original(h)

    fake.nvmlDeviceGetComputeRunningProcesses = releasing  # type: ignore[method-assign]
    monitor = GpuMonitor(sampler=sampler_for(fake), release_poll_s=0.001)
    assert await asyncio.wait_for(monitor.wait_released({500}, timeout_s=30), timeout=10) is None
    assert calls == 3


async def test_the_release_checks_samples_reach_the_views(monkeypatch: pytest.MonkeyPatch) -> None:
    """H200: after a stop the GPU view kept listing the stopped server, because the samples of the
    release check were not handed on; the one that confirms the release must be the latest."""
    monkeypatch.setattr(monitor_module, "expand_process_tree", FakeTree({}))
    device = FakeDevice("GPU-a", procs=[(500, 4096.0), (FOREIGN_PID, 10.0)])
    fake = FakeNvml([device])
    calls = 0
    original = fake.nvmlDeviceGetComputeRunningProcesses

    def releasing(h: FakeDevice) -> list[SimpleNamespace]:
        nonlocal calls
        calls += 1
        if calls == 3:
            h.procs = [(FOREIGN_PID, 10.0)]
        return original(h)

    fake.nvmlDeviceGetComputeRunningProcesses = releasing  # type: ignore[method-assign]
    seen: list[tuple[list[int], float | None]] = []

    def callback(gpus: list[GpuState], error: str | None) -> None:
        seen.append(([p.pid for p in gpus[0].processes or ()], monitor.tracked_mib()))

    monitor = GpuMonitor(callback, sampler=sampler_for(fake), release_poll_s=0.001)
    monitor.track({500})
    await monitor.sample_now()
    assert await asyncio.wait_for(monitor.wait_released({500}, timeout_s=30), timeout=10) is None
    assert seen[0] == ([500, FOREIGN_PID], 4096.0)
    assert seen[-1] == ([FOREIGN_PID], 0.0)  # released: the view no longer lists the server
    assert len(seen) == 3 and monitor.latest is not None and monitor.latest.holders({500}) == {}


async def test_wait_released_times_out_with_a_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(monitor_module, "expand_process_tree", FakeTree({}))
    device = FakeDevice("GPU-a", procs=[(500, 4096.0), (501, 10.0)])
    monitor = GpuMonitor(sampler=sampler_for(FakeNvml([device])), release_poll_s=0.01)
    started = time.monotonic()
    monitor.release_timeout_s = 0.1
    warning = await monitor.wait_released({500})  # the one-argument form the supervisor calls
    assert warning == "GPU memory still held 0.1 s after the server stopped: pid 500 (4096 MiB)"
    assert time.monotonic() - started < 5


async def test_wait_released_remembers_workers_that_outlive_the_launcher(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tree = FakeTree({100: {101}})
    monkeypatch.setattr(monitor_module, "expand_process_tree", tree)
    device = FakeDevice("GPU-a", procs=[(101, 8000.0)])
    monitor = GpuMonitor(sampler=sampler_for(FakeNvml([device])), release_poll_s=0.01)
    monitor.track({100})
    await monitor.sample_now()
    tree.tree = {}  # the launcher died; its worker was re-parented and can no longer be found from it
    warning = await monitor.wait_released({100}, timeout_s=0.05)
    assert warning is not None and "pid 101 (8000 MiB)" in warning


async def test_wait_released_without_permission_warns_at_once() -> None:
    device = FakeDevice("GPU-a", proc_error=real.NVML_ERROR_NO_PERMISSION)
    monitor = GpuMonitor(sampler=sampler_for(FakeNvml([device])))
    warning = await monitor.wait_released({1}, timeout_s=30)
    assert warning == "GPU memory release not confirmed: GPU 0: no permission to read GPU processes"


async def test_wait_released_without_gpu_and_the_release_hook() -> None:
    sampler = sampler_for(FakeNvml([], init_error=real.NVML_ERROR_LIBRARY_NOT_FOUND), smi=None)
    assert await wait_released({1234}, timeout_s=30, sampler=sampler) is None
    hook = GpuMonitor(sampler=sampler).release_hook(timeout_s=30)
    assert await hook({1234}) is None
    assert await GpuMonitor(sampler=sampler).wait_released({1234}) is None


async def test_stop_closes_an_owned_sampler(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeNvml(h200s(1))
    monkeypatch.setattr(monitor_module, "GpuSampler", lambda: sampler_for(fake))
    monitor = GpuMonitor(interval_s=0.001)
    await monitor.start()
    while monitor.latest is None:
        await asyncio.sleep(0.001)
    await monitor.stop()
    assert fake.shutdown_calls == 1


# -- the CLI -------------------------------------------------------------------------------------------


def _cli_with(monkeypatch: pytest.MonkeyPatch, fake: FakeNvml) -> None:
    monkeypatch.setattr(gpu_command, "GpuSampler", lambda: sampler_for(fake, smi=None))


def test_cli_without_gpu(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    _cli_with(monkeypatch, FakeNvml([], init_error=real.NVML_ERROR_LIBRARY_NOT_FOUND))
    assert cli.main(["gpu"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("no NVIDIA GPU: NVML library (libnvidia-ml.so.1) not found.")
    assert cli.main(["gpu", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["gpus"] == [] and data["error"] == "no NVIDIA GPU: NVML library (libnvidia-ml.so.1) not found"


def test_cli_table_and_json(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    devices = h200s(1)
    devices[0].procs = [(4242, 4096.0)]
    devices[0].power_mw = 121_700
    _cli_with(monkeypatch, FakeNvml(devices))
    assert cli.main(["gpu"]) == 0
    out = capsys.readouterr().out
    assert "NVIDIA H200" in out and "sm_90" in out and "1024 / 143771" in out and "122 W" in out
    assert "pid 4242" in out and "4096 MiB" in out
    assert cli.main(["gpu", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["error"] is None and data["gpus"][0]["gpu_arch"] == "sm_90"


def test_cli_json_names_every_process_or_says_unknown(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """H200: `specdec gpu --json` gave "name": null for a process of another container."""
    devices = h200s(1)
    devices[0].procs = [(os.getpid(), 100.0), (FOREIGN_PID, 4096.0), (FOREIGN_PID + 1, 50.0)]
    fake = FakeNvml(devices)
    fake.process_names[FOREIGN_PID] = b"/usr/local/bin/ollama"  # psutil and /proc cannot see it; NVML can
    _cli_with(monkeypatch, fake)
    assert cli.main(["gpu", "--json"]) == 0
    names = {p["pid"]: p["name"] for p in json.loads(capsys.readouterr().out)["gpus"][0]["processes"]}
    assert names[os.getpid()] == psutil.Process().name()
    assert names[FOREIGN_PID] == "ollama"
    assert names[FOREIGN_PID + 1] == "unknown"
    assert cli.main(["gpu"]) == 0
    out = capsys.readouterr().out
    assert f"pid {FOREIGN_PID} ollama 4096 MiB" in out and f"pid {FOREIGN_PID + 1} unknown 50 MiB" in out
    assert "note: unknown: a process this host cannot see" in out


def test_cli_watch_stops_cleanly_on_interrupt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _cli_with(monkeypatch, FakeNvml(h200s(1)))
    ticks = 0

    def sleep(seconds: float) -> None:
        nonlocal ticks
        ticks += 1
        if ticks == 2:
            raise KeyboardInterrupt

    monkeypatch.setattr(gpu_command, "time", SimpleNamespace(monotonic=time.monotonic, sleep=sleep))
    assert cli.main(["gpu", "--json", "--watch", "0.5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all(json.loads(line)["gpus"] for line in lines)


def test_cli_rejects_a_bad_watch_interval(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(["gpu", "--watch", "-1"])
    assert exc.value.code == 2
    assert "'-1' must be more than 0 seconds" in capsys.readouterr().err


def test_expand_process_tree_and_server_memory_with_a_real_child() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        me = os.getpid()
        assert child.pid in expand_process_tree({me})
        assert expand_process_tree({child.pid}) == {child.pid}
        snap = GpuSnapshot(
            gpus=(GpuState(index=0, processes=(GpuProcess(child.pid, 2048.0), GpuProcess(1, 99.0))),),
            source="nvml",
        )
        assert server_memory_mib(snap, {me}) == 2048.0
    finally:
        child.kill()
        child.wait()
    assert expand_process_tree({child.pid}) == {child.pid}, "a gone process is kept as given, not an error"


# -- the server on the GPU, through the controller and a real (simulated) server ---------------------------


def _simulated_servers() -> list[int]:
    """The simulated servers this test process started (not their reaper shims)."""
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            if child.cmdline()[1:3] == ["-m", "specdec_tui.sim"]:
                found.append(child.pid)
        except psutil.Error:  # gone, or a zombie: it holds no GPU memory
            continue
    return found


@pytest.mark.slow  # measured 1.5 s
async def test_a_starting_server_is_ours_from_spawn_and_its_failed_start_keeps_its_peak(tmp_path: Path) -> None:
    """H200 (issue 17): a llama-server that ran out of memory while loading showed as 'not ours' and its
    cell recorded no peak, because GPU memory was attributed to the server only once it was ready."""
    from specdec_tui.cli.wiring import build_controller
    from specdec_tui.domain import events as ev
    from specdec_tui.headless import HeadlessPrinter
    from specdec_tui.sweepfile.config import loads_sweep

    device = FakeDevice("GPU-a", used_mib=5000.0)
    fake = FakeNvml([device])

    def listed(h: FakeDevice) -> list[SimpleNamespace]:
        # Each simulated server holds 3000 MiB from its spawn; another container's process 500 MiB.
        held = [(pid, 3000.0) for pid in _simulated_servers()] + [(FOREIGN_PID, 500.0)]
        return [SimpleNamespace(pid=pid, usedGpuMemory=int(mib * MIB)) for pid, mib in held]

    fake.nvmlDeviceGetComputeRunningProcesses = listed  # type: ignore[method-assign]
    sweep = loads_sweep("""
name = "oom while loading"
[server]
backend = "sim"
model = "sim/Qwen3.6-27B"
port = 0
extra_args = ["--sim-speed", "100", "--sim-startup-s", "1.2"]
startup_timeout_s = 60.0
[[workload]]
name = "w"
prompt_tokens = [60, 90]
output_tokens = 8
requests = 1
[[run]]
name = "base"
speculative = { algorithm = "none" }
[[run]]
name = "oom"
speculative = { algorithm = "none" }
extra_args = ["--sim-oom-at-start"]
""")
    events: list[ev.Event] = []
    # The poller samples once at the start, then not again: what the views see of a starting server
    # comes from the session's own sampling while it starts (a failed start can last under a second).
    monitor = GpuMonitor(sampler=sampler_for(fake), interval_s=300, release_poll_s=0.02)
    controller = build_controller(sweep, results_dir=tmp_path, sink=events.append, gpu_monitor=monitor)
    await asyncio.wait_for(controller.run(), timeout=60)

    results = {e.result.run: e.result for e in events if isinstance(e, ev.CellFinished)}
    assert results["base"].status == "ok" and results["base"].gpu_peak_mem_mib == 3000.0
    oom = results["oom"]
    assert oom.status == "crashed" and oom.triage_label == "cuda_oom"
    assert oom.gpu_peak_mem_mib == 3000.0  # what it held before it died (the foreign 500 MiB is not its)
    oom_from = next(i for i, e in enumerate(events) if isinstance(e, ev.ServerStarting) and e.run == "oom")
    samples = [e for e in events[oom_from:] if isinstance(e, ev.GpuSample)]
    starting = [s for s in samples if s.server_state == "starting" and s.server_mem_mib]
    assert starting, "no sample attributed memory to the server while it started"
    first = starting[0]
    listed_pids = {p.pid for p in first.gpus[0].processes or ()}
    assert first.server_mem_mib == 3000.0 and set(first.server_pids) & listed_pids  # ours, not 'not ours'
    every = [e for e in events if isinstance(e, ev.GpuSample)]
    assert all(FOREIGN_PID not in s.server_pids for s in every)
    # The base server's stop: sampled as stopping (its memory known, not 'none'), the release seen.
    stopping = [e for e in events[:oom_from] if isinstance(e, ev.GpuSample) and e.server_state == "stopping"]
    assert stopping and all(s.server_mem_mib is not None for s in stopping)
    assert stopping[-1].server_mem_mib == 0.0
    # After the sweep's last stop, the last sample follows it: nothing of ours is listed.
    stopped_at = max(i for i, e in enumerate(events) if isinstance(e, ev.ServerStopped))
    last = [e for e in events[stopped_at:] if isinstance(e, ev.GpuSample)][-1]
    assert last.server_state == "stopped" and last.server_pids == () and last.server_mem_mib is None
    assert [p.pid for p in last.gpus[0].processes or ()] == [FOREIGN_PID]
    printed = io.StringIO()
    printer = HeadlessPrinter(stream=printed, live_every_s=0.0, width=200)
    for event in events:
        printer(event)
    assert "holds no GPU memory" not in printed.getvalue() and "no server running" in printed.getvalue()
    # H200: 'failed to start (exit status -15)' named specdec's own SIGTERM; the server died on its own
    assert "server stopped: failed to start (exit status -9 (SIGKILL), on its own before the stop)" in printed.getvalue()
