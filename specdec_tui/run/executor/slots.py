"""GPU slots: several server jobs at once on disjoint GPU sets of this machine. A job needing ``tp``
GPUs gets the lowest free set through ``CUDA_VISIBLE_DEVICES``; it runs as a ``specdec job``
process with its own free port and its own output and server log. When it ends, its set is freed
only after the GPU release check of its process tree (the processes seen while it ran)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from specdec_tui.domain.exits import exit_status
from specdec_tui.run.executor.fanout import Handle
from specdec_tui.run.executor.jobs import LedgerEntry, ServerJob
from specdec_tui.run.executor.slurm_cli import JobInfo

# How long a cancelled job has to stop its server before its process group is killed.
CANCEL_GRACE_S = 30.0


class SlotLauncher:
    kind = "slots"

    def __init__(self, gpus: Sequence[int], *, monitor: Any = None, poll_s: float = 0.5, release_timeout_s: float = 30.0) -> None:
        """``monitor``: a GpuMonitor (or None: no GPU to check) for the per-set release check and the
        per-job GPU memory (the memory of the job's process tree)."""
        self.gpus = list(gpus)
        self.free = list(gpus)
        self.monitor = monitor
        self.poll_s = poll_s
        self.release_timeout_s = release_timeout_s
        self.procs: dict[str, subprocess.Popen[bytes]] = {}

    def free_for(self, job: ServerJob) -> bool:
        if job.tp > len(self.gpus):
            return False
        return len(self.free) >= job.tp

    def argv_options(self) -> dict[str, bool]:
        return {"free_port": True}

    async def start(self, job: ServerJob, argv: list[str], output: Path) -> Handle:
        if job.tp > len(self.gpus):
            raise OSError(f"run needs {job.tp} GPUs, this machine's slots have {len(self.gpus)}")
        taken = sorted(self.free)[: job.tp]
        devices = ",".join(str(i) for i in taken)
        env = {**os.environ, "CUDA_VISIBLE_DEVICES": devices}
        path = Path(str(output).replace("%j", f"gpu{devices.replace(',', '-')}"))
        with open(path, "ab") as out:
            proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
                                    start_new_session=True)  # fmt: skip
        for i in taken:
            self.free.remove(i)
        job_id = str(proc.pid)
        self.procs[job_id] = proc
        handle = Handle(job, job_id, where=f"GPU {devices}")
        handle.extra.update(gpus=taken, tree={proc.pid})
        return handle

    async def poll(self, handles: Sequence[Handle]) -> dict[str, JobInfo]:
        from specdec_tui.gpu.monitor import expand_process_tree

        found: dict[str, JobInfo] = {}
        for handle in handles:
            proc = self.procs.get(handle.job_id)
            if proc is None:
                continue
            code = proc.poll()
            tree: Any = handle.extra.setdefault("tree", set())
            if code is None:
                tree |= expand_process_tree({proc.pid})  # the server and its workers, seen while they run
                found[handle.job_id] = JobInfo(handle.job_id, "RUNNING", handle.where)
                continue
            if code in (0, 1):  # 1: some cells crashed, which the cells record
                found[handle.job_id] = JobInfo(handle.job_id, "COMPLETED", handle.where)
            else:
                found[handle.job_id] = JobInfo(handle.job_id, "FAILED", handle.where, reason=exit_status(code))
        if self.monitor is not None:
            for handle in handles:
                tree = handle.extra.get("tree")
                if isinstance(tree, set):
                    mib = handle.extra["mib"] = self.monitor.server_memory_mib(tree)
                    if mib:
                        handle.extra["held"] = True
                    devices = ",".join(str(i) for i in handle.extra.get("gpus", []))  # type: ignore[attr-defined]
                    # 0 MiB before the tree was ever seen on the GPU is a server still loading, not a
                    # figure: say so rather than "0 MiB" (the H200 run showed "on GPU 0 · 0 MiB").
                    shown = f" · {mib:.0f} MiB" if mib is not None and (mib or handle.extra.get("held")) else ""
                    if mib == 0 and not handle.extra.get("held"):
                        shown = " · loading"
                    handle.where = f"GPU {devices}{shown}"
        return found

    def memory_mib(self, handle: Handle) -> float | None:
        """GPU memory held by the job's process tree in the latest sample (None: unknown)."""
        value = handle.extra.get("mib")
        return float(value) if isinstance(value, (int, float)) else None

    async def cancel(self, handles: Sequence[Handle]) -> None:
        procs = [self.procs[h.job_id] for h in handles if h.job_id in self.procs]
        for proc in procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)  # the job aborts: its server stopped, its cell unrecorded
        loop = asyncio.get_running_loop()
        deadline = loop.time() + CANCEL_GRACE_S
        while any(p.poll() is None for p in procs) and loop.time() < deadline:
            await asyncio.sleep(0.05)
        for proc in procs:
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait()

    async def finished(self, handle: Handle) -> str | None:
        """The release check of this job's GPU set, then the set is free for the next job."""
        self.procs.pop(handle.job_id, None)
        warning = None
        tree = handle.extra.get("tree")
        if self.monitor is not None and isinstance(tree, set):
            warning = await self.monitor.wait_released(set(tree), self.release_timeout_s)
        gpus = handle.extra.get("gpus")
        if isinstance(gpus, list):
            self.free.extend(gpus)
        return warning

    def ended(self) -> bool:
        return any(proc.poll() is not None for proc in self.procs.values())

    async def adopt(self, job: ServerJob, entry: LedgerEntry) -> Handle | None:
        return None  # a local job does not outlive the controller that started it
