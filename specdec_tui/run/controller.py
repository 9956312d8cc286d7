"""The async controller: a loop over a queue of cells that emits events to a sink (never Textual).

It is given its collaborators (``cli.wiring`` builds the real ones): a server session, a cell measurer,
a results keeper, a rule book, optionally a GPU monitor. Its public methods run on the loop of :meth:`run`.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from specdec_tui import __version__
from specdec_tui.backends.base import Backend
from specdec_tui.domain import events as ev
from specdec_tui.domain.gpu import GpuState
from specdec_tui.domain.model import Cell, Hardware, Rule, RunSpec, Sweep, Workload
from specdec_tui.domain.record import CellResult, workload_params, workload_text
from specdec_tui.domain.status import FINISHED, CellStatus, ServerState
from specdec_tui.measure import datasets
from specdec_tui.rules.context import crash_context
from specdec_tui.run.executor.fanout import FanoutExecutor
from specdec_tui.run.learning import RuleBook, worth_learning
from specdec_tui.run.persistence import ResultsKeeper, SweepSummary
from specdec_tui.run.protocols import CellMeasurer, CellStop, GpuMonitorLike, Interrupts, ServerSession
from specdec_tui.run.queue import CellQueue, DatasetReader, QueueEntry
from specdec_tui.run.results import compute_speedups
from specdec_tui.safety.redact import redact_argv
from specdec_tui.server.supervisor import ServerProcess
from specdec_tui.validate.checks import INVALID, Verdict


class Controller:
    """Runs a sweep: one server at a time, one cell at a time, results on disk after every cell."""

    def __init__(
        self,
        sweep: Sweep,
        *,
        sink: ev.EventSink,
        session: ServerSession,
        measurer: CellMeasurer,
        results: ResultsKeeper,
        rules: RuleBook,
        hardware: Hardware,
        log_dir: Path,
        gpu_monitor: GpuMonitorLike | None = None,
        resume: bool = False,
        read_datasets: DatasetReader = datasets.warm,
        executor: FanoutExecutor | None = None,
    ) -> None:
        """A failed results write stops new cells: the sweep ends there when ``results.write_retry_s``
        is None (headless), else it retries that often or on :meth:`retry_writes` (the TUI).
        ``read_datasets`` reads workloads' datasets into the cache (in a worker thread, for the
        verdicts of cells edited while the loop runs)."""
        self.sweep, self._sink, self.hardware, self._resume = sweep, sink, hardware, resume
        self.session, self.measurer, self.keeper, self.rules = session, measurer, results, rules
        self.gpu_monitor = gpu_monitor
        self.executor = executor  # None: this process runs the cells, one server at a time
        self.results_path, self.results_dir, self.log_dir = results.path, results.path.parent, log_dir
        self.rules_path, self.store = rules.path, results.store
        self.queue = CellQueue(
            sweep, hardware, lambda: self.rules.rules, self._queue_changed, read_datasets=read_datasets
        )
        self.entries = self.queue.entries
        results.after_write = rules.write_unsaved
        self._paused, self._skip, self._retry = asyncio.Event(), asyncio.Event(), asyncio.Event()
        self._paused.set()  # set = running, clear = paused
        self._abort = False
        self._current: QueueEntry | None = None
        self._started_monotonic: float | None = None
        self.state = "idle"  # idle | starting | running | paused | finished
        # Known crashes and (with resume) finished cells are shown from the start, before run().
        if resume:
            results.recover_fallback()
            for entry in self.entries:
                previous = results.previous_result(entry.run, entry.workload)
                if previous is not None and previous.status in FINISHED and previous.status != CellStatus.INVALID:
                    entry.status, entry.result = previous.status, previous
        self.queue.revalidate_all()

    # ---------------------------------------------------------------------------- queries
    @property
    def backend(self) -> Backend:
        return self.session.backend

    @property
    def server(self) -> ServerProcess | None:
        return self.session.process

    @property
    def server_state(self) -> ServerState:
        return self.session.state

    @property
    def learned_rules(self) -> list[Rule]:
        return self.rules.rules

    @property
    def unsaved(self) -> list[CellResult]:
        return self.keeper.unsaved

    @property
    def write_error(self) -> str | None:
        return self.keeper.write_error

    @property
    def fallback_path(self) -> Path | None:
        return self.keeper.fallback_path

    def snapshot(self) -> tuple[ev.CellState, ...]:
        return self.queue.snapshot()

    def cell(self, key: str) -> Cell:
        return self.queue.entry(key).cell

    def result(self, key: str) -> CellResult | None:
        return self.queue.entry(key).result

    def verdict_for(self, run: RunSpec, workload: Workload) -> Verdict:
        return self.queue.verdict_for(run, workload)

    def current_sweep(self) -> Sweep:
        """The queue as a sweep that reproduces it exactly (cells in order, as edited), with the
        learned rules, for saving. ValueError when one name stands for two configurations."""
        from specdec_tui.sweepfile.config import sweep_for_queue

        return sweep_for_queue(self.sweep, [e.cell for e in self.entries], self.learned_rules)

    @property
    def elapsed_s(self) -> float:
        return 0.0 if self._started_monotonic is None else time.monotonic() - self._started_monotonic

    # ---------------------------------------------------------------------------- commands
    def pause(self) -> None:
        """Pause after the cell in flight (the server stays up)."""
        if self._paused.is_set():
            self._paused.clear()
            self._emit(ev.SweepPaused(True))

    def resume(self) -> None:
        self._retry.set()
        if not self._paused.is_set():
            self._paused.set()
            self._emit(ev.SweepPaused(False))

    def retry_writes(self) -> None:
        """Try again now to write the results a failed write left unsaved."""
        self._retry.set()

    def skip_current(self) -> None:
        """Abandon the cell in flight; it is recorded as skipped with its partial samples."""
        if self._current is not None:
            self._skip.set()

    def abort(self) -> None:
        """Stop the sweep: the cell in flight is not recorded (``--resume`` runs it again)."""
        self._abort = True
        self._skip.set()
        self._paused.set()
        self._retry.set()

    def requeue(
        self, key: str, run: RunSpec | None = None, workload: Workload | None = None, *, force: bool = False
    ) -> str:
        """Run a cell again (optionally edited), at the end of the queue (see CellQueue.requeue)."""
        return self.queue.requeue(key, run, workload, force=force)

    def edit_cell(self, key: str, run: RunSpec | None = None, workload: Workload | None = None) -> None:
        self.queue.edit_cell(key, run, workload)

    def update_workload(self, name: str, workload: Workload) -> None:
        self.queue.update_workload(name, workload)

    def insert_cell(self, index: int, run: RunSpec, workload: Workload) -> str:
        return self.queue.insert_cell(index, run, workload)

    def duplicate_cell(self, key: str) -> str:
        return self.queue.duplicate_cell(key)

    def remove_cell(self, key: str) -> None:
        self.queue.remove_cell(key)

    def move_cell(self, key: str, delta: int) -> None:
        self.queue.move_cell(key, delta)

    def add_rule(self, match: dict[str, Any], reason: str, **meta: str) -> None:
        """Record a known-crash rule beside the results; matching queued cells turn invalid."""
        self.rules.add(match, reason, **meta)
        self.queue.revalidate_all()
        self._queue_changed()

    # ---------------------------------------------------------------------------- the loop
    async def run(self) -> SweepSummary:
        self._started_monotonic = time.monotonic()
        self.state = "running"
        self.results_dir.mkdir(parents=True, exist_ok=True)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        self.rules.reload()  # another sweep may have learned rules into the same file meanwhile
        self.queue.revalidate_all()
        self._emit(ev.SweepStarted(self.sweep.name, str(self.results_path), self.snapshot()))
        self.keeper.startup_notices(self._resume)
        if self.sweep.server.backend == "sim":
            self._emit(ev.Notice("info", "sim backend: figures come from the simulator's cost model, not a real GPU"))
        keeper = self.keeper
        try:
            if self.gpu_monitor is not None:
                await self.gpu_monitor.start(self._on_gpu_sample)
            keeper.stopped_on_write = False
            while not self._abort:
                if keeper.unsaved and not keeper.flush():
                    # Nothing new is measured while results cannot be kept.
                    if keeper.write_retry_s is None:
                        keeper.stopped_on_write = True
                        left = sum(1 for e in self.entries if e.status == CellStatus.PENDING)
                        self._emit(ev.Notice(
                            "error", f"sweep stopped: results cannot be written to {self.results_path} "
                            f"({keeper.write_error}); {left} queued cells not run (--resume runs them)",
                        ))
                        break
                    self.state = "paused"
                    self._retry.clear()
                    with contextlib.suppress(asyncio.TimeoutError):
                        await asyncio.wait_for(self._retry.wait(), keeper.write_retry_s)
                    self.state = "running"
                    continue
                if not self._paused.is_set():
                    self.state = "paused"
                    await self._paused.wait()
                    self.state = "running"
                    continue
                if self.executor is not None:  # server jobs placed elsewhere; this loop follows them
                    await self.executor.run(JobHostView(self))
                    break
                entry = self.queue.next_pending()
                if entry is None:
                    break
                await self._run_entry(entry)
        finally:
            # Also on an exception or a cancellation (the TUI cancels its worker on quit): the cell in
            # flight is unrecorded, so it goes back to pending, and the server never outlives run().
            if self._current is not None and self._current.status == CellStatus.RUNNING:
                self._current.status = CellStatus.PENDING
            self._set_current(None)
            try:
                await self.session.stop("sweep finished" if not self._abort else "sweep aborted")
            finally:
                try:
                    if self.gpu_monitor is not None:
                        with contextlib.suppress(Exception):  # the views' last sample: after the stop
                            await self.gpu_monitor.sample_now()
                        await self.gpu_monitor.stop()
                finally:
                    self.state = "finished"
                    keeper.keep_unsaved()
        counts = dict(Counter(e.status for e in self.entries))
        unsaved = len(keeper.unsaved)
        summary = SweepSummary(
            self.results_path, counts, aborted=self._abort, unsaved=unsaved,
            fallback_path=keeper.fallback_path if unsaved else None,
            write_error=keeper.write_error if (unsaved or keeper.stopped_on_write) else None,
        )  # fmt: skip
        self._emit(ev.SweepFinished(str(self.results_path), counts, aborted=self._abort))
        return summary

    async def _run_entry(self, entry: QueueEntry) -> None:
        await self.queue.settle(entry)
        if entry.verdict.status == INVALID:
            previous = self.keeper.previous_result(entry.run, entry.workload)
            if (
                previous is not None and previous.status == CellStatus.INVALID
                and previous.reasons == list(entry.verdict.reasons)
            ):  # fmt: skip
                # Recorded by an earlier pass (resume): keep the file free of duplicates.
                entry.status, entry.result = CellStatus.INVALID, previous
                self._queue_changed()
                return
            result = self._new_result(entry, CellStatus.INVALID)
            result.reasons = list(entry.verdict.reasons)
            self._finish(entry, result)
            return
        self._set_current(entry)
        entry.status = CellStatus.RUNNING
        self._skip.clear()
        self._queue_changed()
        self._emit(ev.CellStarted(entry.key, entry.run.name, entry.workload.name,
                                  params=workload_text(workload_params(entry.workload))))  # fmt: skip
        started = time.monotonic()
        result = self._new_result(entry, CellStatus.OK)
        ends_run = False
        try:
            await self.session.ensure(entry.run, result, self._skip)
            await self.session.check_health(entry.key, self._skip)
            await self._measure(entry, result)
        except CellStop as stop:
            if self._abort and stop.status == CellStatus.SKIPPED:
                # Aborted: not recorded, so --resume runs it again. A crash found meanwhile is kept.
                entry.status = CellStatus.PENDING
                self._set_current(None)
                self._queue_changed()
                return
            self._record_stop(entry, result, stop)
            ends_run = stop.ends_run
        result.duration_s = round(time.monotonic() - started, 3)
        self._set_current(None)
        self._finish(entry, result)
        if ends_run:
            self._end_run(entry, result)

    async def _measure(self, entry: QueueEntry, result: CellResult) -> None:
        interrupts = Interrupts(self._skip, lambda: self._abort)
        try:
            await self.measurer.measure(entry.cell, result, self.session, interrupts)
        except CellStop as stop:
            if stop.status in (CellStatus.CRASHED, CellStatus.HANG):  # a dead or wedged server is stopped at once
                self.session.announce(entry.key, stop.event)
                warnings = await self.session.stop(stop.status)
                if warnings:
                    result.gpu_release_warning = "; ".join(warnings)
            raise

    def _set_current(self, entry: QueueEntry | None) -> None:
        self._current = entry
        self.session.current_key = entry.key if entry is not None else None

    def _record_stop(self, entry: QueueEntry, result: CellResult, stop: CellStop) -> None:
        result.status = stop.status
        reason = self.session.redact(stop.reason)  # a start-up failure quotes the server's output
        if reason and reason not in result.reasons:
            result.reasons.insert(0, reason)
        event = stop.event
        if event is not None:
            result.triage_label = event.label
            result.first_fatal_line = self.session.redact(event.text)
            result.first_fatal_lineno = event.line
            result.hint = event.hint
            self.session.announce(entry.key, event)
        elif stop.status == CellStatus.CRASHED:
            result.triage_label = "exited"
        if event is not None and worth_learning(
            stop.status, event, entry.run, result.output_tokens_total, stop.learnable
        ):
            context = crash_context(self.sweep, self.hardware, entry.run)
            self.rules.learn(entry.run, event.label, self.session.redact(event.text), context)
            self.queue.revalidate_all()
            self._queue_changed()

    def _end_run(self, entry: QueueEntry, result: CellResult) -> None:
        """A dead or wedged server ends the run, not the sweep: the run's other pending cells are
        skipped (or invalid, when a learned rule now covers them); re-queue them to retry."""
        why = f"server {result.status} earlier in this run ({result.triage_label or result.status}) on {entry.key}"
        for other in self.entries:
            if other is entry or other.status != CellStatus.PENDING or other.run.name != entry.run.name:
                continue
            self.queue.revalidate(other)
            if other.verdict.status == INVALID:
                continue
            skipped = self._new_result(other, CellStatus.SKIPPED)
            skipped.reasons = [why]
            self._finish(other, skipped)

    # ---------------------------------------------------------------------------- bookkeeping
    def _new_result(self, entry: QueueEntry, status: CellStatus) -> CellResult:
        server = self.sweep.server
        result = CellResult(
            run=entry.run.name,
            workload=entry.workload.name,
            status=status,
            algorithm=entry.run.algorithm,
            speculative=dict(entry.run.speculative),
            backend=server.backend,
            model=server.model,
            specdec_version=__version__,
            server_version=self.session.version or server.version,
            gpu_name=self.hardware.gpu_name,
            gpu_arch=self.hardware.gpu_arch,
            started_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
            workload_params=workload_params(entry.workload),
            tp=entry.run.effective_tp(server),
            run_args=redact_argv(list(entry.run.extra_args)),
        )
        result.attempt = self.keeper.attempts[result.identity] + 1
        return result

    def _finish(self, entry: QueueEntry, result: CellResult) -> None:
        entry.status = result.status
        entry.result = result
        finished = [e.result for e in self.entries if e.result is not None]
        # A baseline recorded by an earlier pass (or an earlier attempt) counts as much as this pass's.
        compute_speedups(finished, baselines_from=[*self.keeper.previous, *finished])
        # Counted now and kept: a result that cannot be written yet waits (memory, then the fallback file).
        self.keeper.keep(result)
        self._emit(ev.CellFinished(result))
        self._queue_changed()

    def _queue_changed(self) -> None:
        self._emit(ev.QueueChanged(self.snapshot()))

    def _emit(self, event: ev.Event) -> None:
        self._sink(event)

    def _on_gpu_sample(self, gpus: list[GpuState], error: str | None) -> None:
        server_mem: float | None = None
        ours: tuple[int, ...] = ()
        # A stopping server's processes are still ours: it holds memory until the release is seen.
        running = self.session.process is not None or self.session.state == ServerState.STOPPING
        if running and self.gpu_monitor is not None:
            server_mem = self.gpu_monitor.tracked_mib()
            ours = tuple(sorted(self.gpu_monitor.tracked_tree()))
        self._emit(ev.GpuSample(tuple(gpus), server_mem, error, ours, self.session.state))


class JobHostView:
    """The controller as an executor's host (``run.executor.fanout.JobHost``): what the fan-out
    driver may see and do while it places server jobs and follows them."""

    def __init__(self, controller: Controller) -> None:
        self.c = controller
        self.sweep, self.hardware, self.entries = controller.sweep, controller.hardware, controller.entries
        self.results_path, self.rules_path = controller.results_path, controller.rules_path

    @property
    def aborted(self) -> bool:
        return self.c._abort

    @property
    def paused(self) -> bool:
        return not self.c._paused.is_set()

    async def settle(self, entry: QueueEntry) -> None:
        await self.c.queue.settle(entry)

    async def record_here(self, entry: QueueEntry) -> None:
        await self.c._run_entry(entry)

    def adopt(self, result: CellResult) -> bool:
        """A result a server job wrote to the results file: its cell takes it, as if finished here."""
        entry = next((e for e in self.c.entries if e.key == result.key and e.status not in FINISHED), None)
        if entry is None:
            return False
        entry.status, entry.result, entry.where = result.status, result, ""
        self.c.keeper.previous.append(result)
        self.c.keeper.attempts[result.identity] += 1
        finished = [e.result for e in self.c.entries if e.result is not None]
        compute_speedups(finished, baselines_from=[*self.c.keeper.previous, *finished])
        self.c._emit(ev.CellFinished(result))
        self.c._queue_changed()
        return True

    def place(self, entry: QueueEntry, status: CellStatus, where: str) -> None:
        if (entry.status, entry.where) != (status, where):
            entry.status, entry.where = status, where
            self.c._queue_changed()

    def reload_rules(self) -> None:
        self.c.rules.reload()
        self.c.queue.revalidate_all()
        self.c._queue_changed()

    def emit(self, event: ev.Event) -> None:
        self.c._emit(event)

    def queue_sweep(self) -> Sweep:
        return self.c.current_sweep()
