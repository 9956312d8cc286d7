"""The Slurm launcher: one batch job per server job, followed through ``squeue`` (one call per poll
for every job of the sweep) and ``scontrol show job`` (once, for a job that has left the queue)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

from specdec_tui.domain.model import ExecutorSpec
from specdec_tui.run.executor.fanout import Handle
from specdec_tui.run.executor.jobs import LedgerEntry, ServerJob
from specdec_tui.run.executor.slurm_cli import JobInfo, SlurmClient, batch_script

GONE_REASON = "no longer known to the scheduler (purged; no accounting asked)"


class SlurmLauncher:
    kind = "slurm"

    def __init__(self, spec: ExecutorSpec, *, backend: str, workdir: Path, client: SlurmClient | None = None,
                 job_prefix: str = "specdec") -> None:  # fmt: skip
        self.spec = spec
        self.poll_s = spec.poll_s
        self.backend = backend
        self.workdir = workdir
        self.client = client or SlurmClient()
        self.job_prefix = job_prefix

    def free_for(self, job: ServerJob) -> bool:
        return True  # the scheduler queues what does not fit

    def argv_options(self) -> dict[str, bool]:
        # A node may be shared with other jobs: the server takes a free port there.
        return {"free_port": True}

    def gpus_for(self, job: ServerJob) -> int | None:
        if self.spec.gpus_per_job is not None:
            return self.spec.gpus_per_job or None
        return None if self.backend == "sim" else job.tp

    def script(self, job: ServerJob, argv: list[str], output: Path) -> str:
        spec = self.spec
        return batch_script(
            job_name=f"{self.job_prefix}-{job.name}", output=output, workdir=self.workdir, command=argv,
            partition=spec.partition, account=spec.account, time_limit=spec.time_limit, gpus=self.gpus_for(job),
            cpus=spec.cpus_per_job, extra=spec.sbatch, setup=spec.setup,
        )  # fmt: skip

    async def start(self, job: ServerJob, argv: list[str], output: Path) -> Handle:
        path = output.parent / f"{job.name}.sbatch"
        path.write_text(self.script(job, argv, output), encoding="utf-8")
        job_id = await asyncio.to_thread(self.client.submit, path)
        return Handle(job, job_id)

    async def poll(self, handles: Sequence[Handle]) -> dict[str, JobInfo]:
        ids = [h.job_id for h in handles]
        found = await asyncio.to_thread(self.client.poll, ids)
        for job_id in ids:
            if job_id not in found:
                info = await asyncio.to_thread(self.client.show, job_id)
                found[job_id] = info if info is not None else JobInfo(job_id, "UNKNOWN", reason=GONE_REASON)
        return found

    async def cancel(self, handles: Sequence[Handle]) -> None:
        await asyncio.to_thread(self.client.cancel, [h.job_id for h in handles])

    async def finished(self, handle: Handle) -> str | None:
        return None  # the node's own specdec did the release check before its job ended

    def ended(self) -> bool:
        return False  # only the scheduler can tell, at the next poll

    async def adopt(self, job: ServerJob, entry: LedgerEntry) -> Handle | None:
        infos = await self.poll([Handle(job, entry.job_id)])
        info = infos.get(entry.job_id)
        if info is None or info.finished:
            return None
        return Handle(job, entry.job_id, info=info)
