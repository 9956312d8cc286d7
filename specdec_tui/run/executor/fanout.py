"""The fan-out driver: the controller's cells run as server jobs placed by a launcher (GPU slots on
this machine, or Slurm), each job a ``specdec job`` process that runs its cells headless and appends
their results to the shared results file. The driver follows the jobs, tails the results file and
shows every job's cell in flight with where it runs.

A job that ends before recording all its cells (killed by the scheduler, cancelled from outside, a
node lost) is written to the job ledger with the scheduler's state as the reason; its unfinished
cells go back to pending and stay there for this pass (``--resume`` runs them)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Hardware, Sweep
from specdec_tui.domain.record import CellResult, workload_params, workload_text
from specdec_tui.domain.status import FINISHED, CellStatus
from specdec_tui.run.executor.jobs import JOBS_DIRNAME, JobLedger, LedgerEntry, ServerJob, group_jobs
from specdec_tui.run.executor.slurm_cli import JobInfo
from specdec_tui.run.queue import QueueEntry
from specdec_tui.safety.safeio import loads_json
from specdec_tui.validate.checks import INVALID

# How often the abort flag is looked at while waiting for the next poll.
WAKE_S = 0.05


class JobHost(Protocol):
    """What the driver uses of the controller (``run.controller.JobHostView`` gives it)."""

    sweep: Sweep
    hardware: Hardware
    entries: list[QueueEntry]
    results_path: Path
    rules_path: Path

    @property
    def aborted(self) -> bool: ...

    @property
    def paused(self) -> bool: ...

    async def settle(self, entry: QueueEntry) -> None:
        """Wait for the entry's verdict (its dataset read)."""

    async def record_here(self, entry: QueueEntry) -> None:
        """Record a cell that needs no server (an invalid one) the controller's own way."""

    def adopt(self, result: CellResult) -> bool:
        """A result a job wrote to the results file: the entry takes it (False: no such cell)."""

    def place(self, entry: QueueEntry, status: CellStatus, where: str) -> None:
        """Show the entry as running or pending, and where (GPUs, node, job)."""

    def reload_rules(self) -> None:
        """Read the rules file again (a job learned a crash rule) and re-judge queued cells."""

    def emit(self, event: ev.Event) -> None: ...

    def queue_sweep(self) -> Sweep:
        """The queue as it stands, as a sweep a job process reads."""


@dataclass
class Handle:
    """A job placed somewhere: its id there and where it runs."""

    job: ServerJob
    job_id: str
    where: str = ""
    info: JobInfo | None = None
    extra: dict[str, object] = field(default_factory=dict)


class Launcher(Protocol):
    kind: str
    poll_s: float

    def free_for(self, job: ServerJob) -> bool:
        """Whether the job can be placed now (a GPU set free; Slurm: always, the scheduler queues)."""

    async def start(self, job: ServerJob, argv: list[str], output: Path) -> Handle:
        """Place the job. Raises OSError or SlurmError with one line."""

    async def poll(self, handles: Sequence[Handle]) -> dict[str, JobInfo]:
        """The state of these jobs, by job id (one scheduler call for all of them)."""

    async def cancel(self, handles: Sequence[Handle]) -> None: ...

    async def finished(self, handle: Handle) -> str | None:
        """The job has ended: free what it held (a release check); a warning, or None."""

    async def adopt(self, job: ServerJob, entry: LedgerEntry) -> Handle | None:
        """A job an earlier controller placed that may still run (Slurm); None when it has ended or
        cannot be followed from here."""

    def ended(self) -> bool:
        """Cheap: whether a job has ended since the last poll (the driver polls at once rather than
        at the next interval); False when only a poll can tell (Slurm)."""

    def argv_options(self) -> dict[str, bool]:
        """Options of the job command this launcher needs (a free port on a shared machine)."""


class ResultsTail:
    """New complete lines of the results file since the last read."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self.offset = path.stat().st_size
        except FileNotFoundError:
            self.offset = 0

    def read(self) -> list[CellResult]:
        try:
            fd = os.open(self.path, os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            return []
        try:
            size = os.fstat(fd).st_size
            data = os.pread(fd, max(0, size - self.offset), self.offset) if size > self.offset else b""
        finally:
            os.close(fd)
        end = data.rfind(b"\n")
        if end < 0:
            return []
        self.offset += end + 1
        results = []
        for raw in data[: end + 1].split(b"\n"):
            if not raw.strip():
                continue
            try:
                record = loads_json(raw)
                if isinstance(record, dict):
                    results.append(CellResult.from_dict(record))
            except (ValueError, TypeError):
                continue  # the store's reader warns about it on load
        return results


class FanoutExecutor:
    """Runs the controller's queue as server jobs through a launcher."""

    def __init__(self, launcher: Launcher, *, python: str | None = None, no_gpu: bool = False, resume: bool = False) -> None:
        self.launcher = launcher
        self.python = python
        self.no_gpu = no_gpu
        self.resume = resume
        self.active: list[Handle] = []
        self.returned: set[str] = set()  # keys a dead job gave back: not placed again in this pass
        self.ended: list[LedgerEntry] = []
        # Release checks under way (a job's GPU set is free again once its check is done): they run
        # beside the loop, so one set's wait holds up neither the other jobs nor their results.
        self.releasing: set[asyncio.Task[None]] = set()
        self.released = False  # a check finished since the last wait: its set may take a job now

    @property
    def kind(self) -> str:
        return self.launcher.kind

    async def run(self, host: JobHost) -> None:
        results_dir = host.results_path.parent
        jobs_dir = results_dir / JOBS_DIRNAME
        jobs_dir.mkdir(parents=True, exist_ok=True)
        ledger = JobLedger(results_dir)
        tail = ResultsTail(host.results_path)
        if self.resume:
            await self._follow_earlier(host, ledger)
        try:
            while True:
                self._take(host, tail.read())
                await self._poll(host, tail, ledger)
                if self.releasing:
                    await asyncio.sleep(0)  # a check that needs no wait (no GPU to sample) frees its set now
                if host.aborted:
                    break
                if not host.paused:
                    await self._record_invalid(host)
                    await self._place(host, jobs_dir, ledger)
                if not self.active and not self.releasing and not self._placeable(host):
                    break
                self._show(host)
                await self._wait(host, tail)
        finally:
            if self.active:
                await self._cancel_all(host, tail, ledger)
            if self.releasing:
                await asyncio.gather(*self.releasing, return_exceptions=True)

    # ---------------------------------------------------------------------------- placing
    def _placeable(self, host: JobHost) -> list[QueueEntry]:
        busy = {key for h in self.active for key in h.job.keys}
        return [
            e for e in host.entries
            if e.status == CellStatus.PENDING and e.key not in busy and e.key not in self.returned
        ]  # fmt: skip

    async def _record_invalid(self, host: JobHost) -> None:
        for entry in self._placeable(host):
            await host.settle(entry)
            if entry.verdict.status == INVALID and entry.status == CellStatus.PENDING:
                await host.record_here(entry)

    async def _place(self, host: JobHost, jobs_dir: Path, ledger: JobLedger) -> None:
        cells = [(e.key, e.run) for e in self._placeable(host) if e.verdict.status != INVALID]
        if not cells:
            return
        taken = {h.job.name for h in self.active}
        server = host.sweep.server
        sweep_file: Path | None = None
        per_job = host.sweep.executor.gpus_per_job  # [executor] gpus_per_job: a job's GPU count, else its run's tp
        for job in group_jobs(cells, lambda run: per_job or run.effective_tp(server)):
            if job.name in taken or not self.launcher.free_for(job):
                continue
            if sweep_file is None:
                sweep_file = self._write_sweep(host, jobs_dir)
            argv = job.argv(python=self.python, sweep_file=sweep_file, results_dir=host.results_path.parent.resolve(),
                            rules_path=host.rules_path.resolve(), no_gpu=self.no_gpu, **self.launcher.argv_options())  # fmt: skip
            try:
                handle = await self.launcher.start(job, argv, jobs_dir / f"{job.name}-%j.out")
            except Exception as exc:  # OSError, SlurmError: one line, the cells stay pending for --resume
                host.emit(ev.Notice("error", f"could not place job {job.name} ({self.kind}): {exc}"))
                self.returned.update(job.keys)
                continue
            self.active.append(handle)
            ledger.append(LedgerEntry(job.name, handle.job_id, self.kind, list(job.keys), where=handle.where))
            host.emit(ev.Notice("info", f"job {job.name}: {len(job.keys)} cells, {self.kind} {handle.job_id}"
                                        f"{' on ' + handle.where if handle.where else ''}"))  # fmt: skip

    def _write_sweep(self, host: JobHost, jobs_dir: Path) -> Path:
        from specdec_tui.sweepfile.config import save_sweep

        path = jobs_dir / f"sweep-{os.getpid()}.toml"
        save_sweep(host.queue_sweep(), path)
        return path.resolve()

    async def _follow_earlier(self, host: JobHost, ledger: JobLedger) -> None:
        """A resumed controller follows the jobs an earlier one left running (its node was lost, its
        terminal closed) instead of placing their cells again."""
        by_key = {e.key: e for e in host.entries}
        server = host.sweep.server
        for entry in ledger.open_jobs(self.kind):
            keys = [k for k in entry.keys if k in by_key and by_key[k].status not in FINISHED]
            if not keys:
                continue
            run = by_key[keys[0]].run
            job = ServerJob(entry.job, run, keys, run.effective_tp(server))
            handle = await self.launcher.adopt(job, entry)
            if handle is None:
                continue
            self.active.append(handle)
            host.emit(ev.Notice("info", f"following job {entry.job} ({self.kind} {entry.job_id}) an earlier run placed"))

    # ---------------------------------------------------------------------------- following
    def _take(self, host: JobHost, results: list[CellResult]) -> None:
        learned = False
        for result in results:
            if host.adopt(result):
                learned = learned or result.status in (CellStatus.CRASHED, CellStatus.HANG)
        if learned:
            host.reload_rules()

    async def _poll(self, host: JobHost, tail: ResultsTail, ledger: JobLedger) -> None:
        if not self.active:
            return
        try:
            infos = await self.launcher.poll(self.active)
        except Exception as exc:  # a scheduler that does not answer: try again next interval
            host.emit(ev.Notice("warning", f"{self.kind}: could not read job states: {exc}"))
            return
        for handle in list(self.active):
            info = infos.get(handle.job_id)
            if info is not None:
                handle.info = info
                if info.nodes and self.kind == "slurm":
                    handle.where = f"{info.nodes} (job {handle.job_id})"
            if info is None or info.finished:
                self._take(host, tail.read())  # the job's last lines are on disk before it ends
                await self._end(host, handle, info, ledger)

    async def _end(self, host: JobHost, handle: Handle, info: JobInfo | None, ledger: JobLedger) -> None:
        self.active.remove(handle)
        state = info.state if info is not None else "UNKNOWN"
        by_key = {e.key: e for e in host.entries}
        left = [by_key[k] for k in handle.job.keys if k in by_key and by_key[k].status not in FINISHED]
        reason = f"{self.kind} job {handle.job_id} ended {state}"
        if info is not None and info.reason:
            reason += f" ({info.reason})"
        task = asyncio.get_running_loop().create_task(self._release(host, handle))
        self.releasing.add(task)
        task.add_done_callback(self.releasing.discard)
        for entry in left:
            self.returned.add(entry.key)
            host.place(entry, CellStatus.PENDING, reason)
        record = LedgerEntry(handle.job.name, handle.job_id, self.kind, [e.key for e in left], state,
                             info.reason if info is not None else "", handle.where)  # fmt: skip
        ledger.append(record)
        self.ended.append(record)
        if left:
            host.emit(ev.Notice(
                "warning", f"job {handle.job.name}: {reason} with {len(left)} cells unfinished; "
                "they are pending again (--resume runs them)",
            ))

    async def _release(self, host: JobHost, handle: Handle) -> None:
        try:
            warning = await self.launcher.finished(handle)
        except Exception as exc:  # a failing check must not end the sweep; say it
            warning = f"release check failed: {exc}"
        self.released = True
        if warning:
            host.emit(ev.Notice("warning", f"job {handle.job.name}: {warning}"))

    def _show(self, host: JobHost) -> None:
        """Each running job's cell in flight (its first unfinished cell) is running, where it runs."""
        by_key = {e.key: e for e in host.entries}
        for handle in self.active:
            info = handle.info
            running = info is not None and info.state in ("RUNNING", "COMPLETING")
            first = True
            for key in handle.job.keys:
                entry = by_key.get(key)
                if entry is None or entry.status in FINISHED:
                    continue
                if running and first:
                    if entry.status != CellStatus.RUNNING:
                        host.place(entry, CellStatus.RUNNING, handle.where)
                        host.emit(ev.CellStarted(entry.key, entry.run.name, entry.workload.name, handle.where,
                                                          workload_text(workload_params(entry.workload))))
                else:
                    waiting = handle.where if running else f"{self.kind} job {handle.job_id} {info.state if info else 'submitted'}"
                    host.place(entry, CellStatus.PENDING, f"queued: {waiting}")
                first = False

    async def _wait(self, host: JobHost, tail: ResultsTail) -> None:
        """Until the next poll: results are taken as they land, and a job that ends (its GPU set
        free for the next) cuts the wait short."""
        waited = 0.0
        while waited < self.launcher.poll_s and not host.aborted:
            await asyncio.sleep(WAKE_S)
            waited += WAKE_S
            self._take(host, tail.read())
            if self.launcher.ended() or self.released:
                self.released = False
                return

    async def _cancel_all(self, host: JobHost, tail: ResultsTail, ledger: JobLedger) -> None:
        """Abort (or an error): cancel every job, then wait until the scheduler lists none as active."""
        handles = list(self.active)
        try:
            await self.launcher.cancel(handles)
        except Exception as exc:
            host.emit(ev.Notice("error", f"{self.kind}: could not cancel jobs {', '.join(h.job_id for h in handles)}: {exc}"))
        for _ in range(int(120 / max(self.launcher.poll_s, 0.2))):
            if not self.active:
                break
            await self._poll(host, tail, ledger)
            if self.active:
                await asyncio.sleep(min(self.launcher.poll_s, 1.0))
        self._take(host, tail.read())
