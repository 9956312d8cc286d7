"""GPU slots against a fake NVML with 4 GPUs (the fake of test_gpu.py): each job's GPU memory is the
memory of its own server tree, on its own GPU set, and a finished job's set is handed out again
only once the release check of that job's tree saw its memory go (other jobs' memory is theirs)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest
from test_gpu import FOREIGN_PID, FakeNvml, FakeTree, h200s, sampler_for

from specdec_tui.domain.model import RunSpec
from specdec_tui.gpu import monitor as monitor_module
from specdec_tui.gpu.monitor import GpuMonitor
from specdec_tui.run.executor.fanout import Handle
from specdec_tui.run.executor.jobs import ServerJob
from specdec_tui.run.executor.slots import SlotLauncher

# A job's process: a real child that waits until its stdin is closed.
WAIT = [sys.executable, "-c", "import sys; sys.stdin.read()"]


def job(name: str, tp: int = 1) -> ServerJob:
    return ServerJob(name, RunSpec(name, {"algorithm": "none"}), [f"{name} / chat"], tp)


async def test_memory_per_server_tree_and_the_release_check_per_gpu_set(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    devices = h200s(4)
    fake = FakeNvml(devices)
    tree = FakeTree({})
    monkeypatch.setattr(monitor_module, "expand_process_tree", tree)
    monitor = GpuMonitor(sampler=sampler_for(fake), release_poll_s=0.001)
    launcher = SlotLauncher([0, 1, 2, 3], monitor=monitor, release_timeout_s=30)
    started: list[tuple[subprocess.Popen[bytes], str]] = []
    real_popen = subprocess.Popen

    def popen(argv, **kw):  # type: ignore[no-untyped-def]
        kw["stdin"] = subprocess.PIPE  # the test ends a job's process by closing its stdin
        proc = real_popen(argv, **kw)
        started.append((proc, kw["env"]["CUDA_VISIBLE_DEVICES"]))
        return proc

    monkeypatch.setattr(subprocess, "Popen", popen)

    async def start(name: str, tp: int) -> Handle:
        return await launcher.start(job(name, tp), WAIT, tmp_path / f"{name}-%j.out")

    a = await start("a", 1)  # GPU 0
    b = await start("b", 2)  # GPU 1,2
    assert [env for _, env in started] == ["0", "1,2"] and launcher.free == [3]
    assert not launcher.free_for(job("c", 2)) and launcher.free_for(job("c", 1))
    pid_a, pid_b = started[0][0].pid, started[1][0].pid
    # Before a server's tree holds any memory, it is loading: no "0 MiB" figure (the H200 run).
    await monitor.sample_now()
    await launcher.poll([a, b])
    assert a.where == "GPU 0 · loading" and b.where == "GPU 1,2 · loading"
    # Each server's worker (its child) holds memory on its own set; a foreign process on GPU 3.
    worker_a, worker_b = FOREIGN_PID + 1, FOREIGN_PID + 2
    tree.tree = {pid_a: {worker_a}, pid_b: {worker_b}}
    devices[0].procs = [(worker_a, 4000.0)]
    devices[1].procs = [(worker_b, 7000.0)]
    devices[2].procs = [(worker_b, 7000.0)]
    devices[3].procs = [(FOREIGN_PID, 50_000.0)]
    await monitor.sample_now()
    infos = await launcher.poll([a, b])
    assert {i.state for i in infos.values()} == {"RUNNING"}
    assert launcher.memory_mib(a) == 4000.0 and launcher.memory_mib(b) == 14000.0
    assert a.where == "GPU 0 · 4000 MiB" and b.where == "GPU 1,2 · 14000 MiB"

    # Job a ends, but its worker still holds GPU 0: the set stays taken until the release check sees it go.
    proc_a = started[0][0]
    assert proc_a.stdin is not None
    proc_a.stdin.close()
    proc_a.wait()
    assert launcher.ended()
    infos = await launcher.poll([a, b])
    assert infos[str(pid_a)].state == "COMPLETED" and infos[str(pid_b)].state == "RUNNING"
    release = asyncio.create_task(launcher.finished(a))
    for _ in range(20):
        await asyncio.sleep(0.005)
    assert not release.done() and 0 not in launcher.free  # still held by a's worker
    assert not launcher.free_for(job("c", 2))
    devices[0].procs = []  # a's worker gone; b's memory and the foreign process stay
    warning = await asyncio.wait_for(release, timeout=10)
    assert warning is None and sorted(launcher.free) == [0, 3]
    c = await start("c", 2)  # the released GPU 0 and the free GPU 3
    assert started[-1][1] == "0,3" and c.where == "GPU 0,3"
    for proc, _ in started[1:]:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait()


async def test_a_release_that_never_comes_is_a_warning_and_the_set_is_freed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    devices = h200s(4)
    monkeypatch.setattr(monitor_module, "expand_process_tree", FakeTree({}))
    monitor = GpuMonitor(sampler=sampler_for(FakeNvml(devices)), release_poll_s=0.001)
    launcher = SlotLauncher([0, 1, 2, 3], monitor=monitor, release_timeout_s=0.05)
    handle = await launcher.start(job("a"), [sys.executable, "-c", "pass"], tmp_path / "a-%j.out")
    launcher.procs[handle.job_id].wait()
    devices[0].procs = [(FOREIGN_PID + 1, 2048.0)]
    handle.extra["tree"] = {FOREIGN_PID + 1}  # its worker, seen while it ran, outlives it
    warning = await launcher.finished(handle)
    assert warning is not None and "still held" in warning and "2048 MiB" in warning
    assert sorted(launcher.free) == [0, 1, 2, 3]
