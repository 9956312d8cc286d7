"""The async controller: walks the queue of cells, owns the server, and emits events to a sink.

It never imports Textual: the TUI and the headless printer are two sinks over the same controller.
All public methods are called from the event loop that runs :meth:`Controller.run`.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import re
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import httpx
import psutil

from specdec_tui import __version__
from specdec_tui.backends import get_backend
from specdec_tui.backends.assets import AssetError
from specdec_tui.backends.base import Backend, LaunchPlan, ReadyState
from specdec_tui.backends.common import parse_version
from specdec_tui.backends.httpclient import make_client
from specdec_tui.backends.server_facts import PINNED
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell, Hardware, Rule, RunSpec, ServerSpec, Sweep, Workload, cell_key
from specdec_tui.domain.record import CellResult, same_config, workload_params
from specdec_tui.measure.hostload import HostMeter
from specdec_tui.measure.hostload import warnings as host_warnings
from specdec_tui.rules.learned import learn_rule, load_rules_file
from specdec_tui.run.results import (
    ResultsStore,
    compute_speedups,
    fallback_files,
    record_identity,
    write_fallback,
)
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.server.procutil import (
    REDACTED,
    SECRET_SHAPE_HINTS,
    _redact_text,
    _secret_name,
    free_port,
    port_is_free,
    redact_argv,
)
from specdec_tui.server.supervisor import ServerProcess, StartupError
from specdec_tui.triage.classifier import CUDA_LABELS, REQUEST_LABELS, TriageEvent
from specdec_tui.validate.checks import Verdict, validate_cell

# Triage labels that say something about the configuration itself, so the same configuration is
# flagged as a known crash next time. Port clashes, missing models, host OOM kills and plain exits
# are about the environment, not the configuration.
LEARNABLE_LABELS = frozenset(CUDA_LABELS) | {"triton_error", "fatal_signal", "hang"}

# After a fatal line, how long to let the rest of the crash burst arrive before recording the cell.
CRASH_SETTLE_S = 0.15

# After a workload whose requests failed while the server process is gone, how long to wait for the
# supervisor to read the rest of its output and triage its exit status.
EXIT_TRIAGE_WAIT_S = 3.0
# How long to wait for the server's per-request acceptance log lines and for its counters to settle.
LOG_SETTLE_S = 2.0
# Our acceptance length against the server's own: flagged past these relative differences.
ACCEPT_TOLERANCE_PER_REQUEST = 0.03
ACCEPT_TOLERANCE_PERIODIC = 0.10
COUNTER_SETTLE_S = 1.0

# Pause between health probes before a workload (the whole check is bounded by the limits).
HEALTH_RETRY_S = 0.25

# How often the TUI's controller tries again to write results it could not write (a full disk).
WRITE_RETRY_S = 5.0

# Shorter secret values are not hidden in server output: "1" or "true" would blank out half a log.
MIN_SECRET_LEN = 6
# The hang watchdog ticks every 0.25 s; a gap this long between two ticks means this process did not
# run (stopped, suspended, or its event loop blocked), not that the server stalled.
STALL_S = 2.0

FINAL_STATUSES = ("ok", "crashed", "failed", "skipped", "invalid", "hang")


@dataclass
class QueueEntry:
    run: RunSpec
    workload: Workload
    status: str = "pending"  # pending | running | one of FINAL_STATUSES
    verdict: Verdict = field(default_factory=lambda: Verdict("valid", ()))
    result: CellResult | None = None
    force: bool = False  # re-queued to retry despite known-crash rules (the user confirmed)

    @property
    def key(self) -> str:
        return cell_key(self.run.name, self.workload.name)

    @property
    def cell(self) -> Cell:
        return Cell(run=self.run, workload=self.workload)


# Exit status when measured results could not be written to the results file (they are in the
# fallback file, or only in the output when even that failed).
EXIT_UNSAVED = 3


@dataclass
class SweepSummary:
    results_path: Path
    counts: dict[str, int]
    aborted: bool = False
    unsaved: int = 0  # results not in the results file at the end
    fallback_path: Path | None = None  # where those are kept instead
    write_error: str | None = None  # why the results file could not be written (None: it could)

    @property
    def exit_code(self) -> int:
        """0 when every valid cell finished, 1 when some crashed, failed, hung or were skipped,
        3 when some results could not be written to the results file, or the sweep stopped at a
        failed write."""
        if self.unsaved or self.write_error:
            return EXIT_UNSAVED
        bad = sum(self.counts.get(s, 0) for s in ("crashed", "failed", "hang", "skipped", "pending", "running"))
        return 1 if bad or self.aborted else 0


class _Stop(Exception):
    """Internal: why a workload ended early."""

    def __init__(
        self, status: str, event: TriageEvent | None, reason: str, *, ends_run: bool = False, learnable: bool = True
    ) -> None:
        super().__init__(reason)
        self.learnable = learnable
        self.status = status
        self.event = event
        self.reason = reason
        # The run's other cells cannot run either (a dead or wedged server, a server that never starts).
        self.ends_run = ends_run or status in ("crashed", "hang")


def server_fatal(server: ServerProcess) -> TriageEvent | None:
    """The first triage event that means the server itself is dead or dying.

    A rejected request (``context_length_exceeded`` logged by a server that keeps serving) is a
    request error, recorded on the request, never a reason to call the server crashed."""
    return next((e for e in server.triage.events if e.label not in REQUEST_LABELS), None)


def _now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Controller:
    """Runs a sweep: one server at a time, one cell at a time, results on disk after every cell."""

    def __init__(
        self,
        sweep: Sweep,
        *,
        results_dir: Path,
        sink: ev.EventSink,
        resume: bool = False,
        hardware: Hardware | None = None,
        gpu_monitor: Any = None,
        rules_path: Path | None = None,
        write_retry_s: float | None = None,
    ) -> None:
        """``write_retry_s``: when results cannot be written, no new cell starts; with None the sweep
        stops there (headless), otherwise it waits and tries again every ``write_retry_s`` seconds or
        on :meth:`retry_writes` (the TUI)."""
        self.sweep = sweep
        self.results_dir = Path(results_dir)
        self.results_path = self.results_dir / "results.jsonl"
        self.log_dir = self.results_dir / "logs"
        self.rules_path = Path(rules_path) if rules_path else self.results_dir / "known_crashes.toml"
        self._sink = sink
        self._resume = resume
        self.hardware = hardware if hardware is not None else sweep.hardware
        self.gpu_monitor = gpu_monitor
        self.backend: Backend = get_backend(sweep.server.backend)
        self.entries: list[QueueEntry] = [QueueEntry(c.run, c.workload) for c in sweep.cells()]
        self.learned_rules = []  # type: list[Any]
        self.store = ResultsStore(self.results_path)
        self.server: ServerProcess | None = None
        self._server_plan: LaunchPlan | None = None
        self._server_version: str | None = None  # what the running server reports, when it says
        self._server_run: str | None = None
        self._launches = 0
        self._auto_port: int | None = None
        self._announced: TriageEvent | None = None
        self._last_stop_warnings: list[str] = []  # from the previous server's stop (GPU memory, leftovers)
        self._redact = _Redactor.for_launch(None, sweep.server)
        self._previous: list[CellResult] = []  # every record already in the results folder
        self._attempts: Counter[tuple[str, str, str]] = Counter()  # records per configuration
        self._paused = asyncio.Event()
        self._paused.set()  # set = running, clear = paused
        self._abort = False
        self._skip = asyncio.Event()
        self._fatal = asyncio.Event()
        self._current: QueueEntry | None = None
        # The server's own acceptance figures read from its log while a cell is measured (None: off).
        self._log_accept: list[dict[str, float | None]] | None = None
        self._started_monotonic: float | None = None
        self.state = "idle"  # idle | starting | running | paused | finished
        # Results measured but not in the results file yet (a failed write): oldest first.
        self.write_retry_s = write_retry_s
        self.unsaved: list[CellResult] = []
        self.write_error: str | None = None
        self.fallback_path: Path | None = None  # this process's fallback file, once written
        self._stopped_on_write = False
        self._recovered: list[Path] = []  # fallback files of earlier processes, loaded by a resume
        self._retry = asyncio.Event()
        self._unsaved_rules: list[Rule] = []  # learned rules a failed write keeps in memory
        self._log_warned: ServerProcess | None = None  # the server whose failed log write was reported
        self.server_state = "stopped"  # stopped | starting | ready | crashed
        # Known crashes and (with resume) finished cells are shown from the start, before run().
        self.learned_rules = load_rules_file(self.rules_path)
        self._load_previous_results()
        if resume:
            self._recover_fallback()
            self._apply_previous_results()
        self._revalidate_all()

    # ---------------------------------------------------------------------------- queries
    def snapshot(self) -> tuple[ev.CellState, ...]:
        return tuple(self._cell_state(e) for e in self.entries)

    def cell(self, key: str) -> Cell:
        return self._entry(key).cell

    def result(self, key: str) -> CellResult | None:
        return self._entry(key).result

    def verdict_for(self, run: RunSpec, workload: Workload) -> Verdict:
        return validate_cell(self.sweep, Cell(run, workload), self.hardware, self.learned_rules)

    def current_sweep(self) -> Sweep:
        """The queue as a sweep that reproduces it exactly (cells in order, as edited), with the
        learned rules, for saving. ValueError when one name stands for two configurations."""
        from specdec_tui.sweepfile.config import sweep_for_queue

        return sweep_for_queue(self.sweep, [e.cell for e in self.entries], self.learned_rules)

    @property
    def current_key(self) -> str | None:
        return self._current.key if self._current else None

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
        """Run a cell again (optionally edited), at the end of the queue. Returns its key.
        ``force``: retry it even where a known-crash rule greys it out (that rule stays for others)."""
        entry = self._entry(key)
        if entry is self._current:
            raise ValueError(f"{key}: cell is running; skip it first")
        self.entries.remove(entry)
        new = QueueEntry(run or entry.run, workload or entry.workload, force=force)
        if new.key != key and any(e.key == new.key for e in self.entries):
            self.entries.append(entry)
            raise ValueError(f"{new.key}: a cell with this name is already queued")
        self._revalidate(new)
        self.entries.append(new)
        self._queue_changed()
        return new.key

    def edit_cell(self, key: str, run: RunSpec | None = None, workload: Workload | None = None) -> None:
        entry = self._entry(key)
        if entry.status == "running":
            raise ValueError(f"{key}: cell is running; skip it and re-queue with edits")
        candidate = QueueEntry(run or entry.run, workload or entry.workload)
        if candidate.key != key and any(e.key == candidate.key for e in self.entries):
            raise ValueError(f"{candidate.key}: a cell with this name already exists")
        entry.run, entry.workload = candidate.run, candidate.workload
        entry.status, entry.result = "pending", None
        self._revalidate(entry)
        self._queue_changed()

    def update_workload(self, name: str, workload: Workload) -> None:
        """Edit a workload everywhere it is used; cells not yet run (or invalid) are re-validated."""
        for entry in self.entries:
            if entry.workload.name != name or entry.status not in ("pending", "invalid", "skipped"):
                continue
            entry.workload = workload
            self._revalidate(entry)
            recorded = entry.result
            if (
                entry.status == "invalid"
                and recorded is not None
                and entry.verdict.status == "invalid"
                and recorded.reasons == list(entry.verdict.reasons)
            ):
                continue  # still invalid for the same reasons: recording it again would say nothing new
            if entry.status != "pending":
                entry.status, entry.result = "pending", None
        self._queue_changed()

    def insert_cell(self, index: int, run: RunSpec, workload: Workload) -> str:
        entry = QueueEntry(run, workload)
        if any(e.key == entry.key for e in self.entries):
            raise ValueError(f"{entry.key}: a cell with this name already exists")
        self._revalidate(entry)
        self.entries.insert(max(0, min(index, len(self.entries))), entry)
        self._queue_changed()
        return entry.key

    def duplicate_cell(self, key: str) -> str:
        entry = self._entry(key)
        names = {e.run.name for e in self.entries}
        n = 2
        while f"{entry.run.name}-copy{n}" in names:
            n += 1
        run = dataclasses.replace(entry.run, name=f"{entry.run.name}-copy{n}")
        return self.insert_cell(self.entries.index(entry) + 1, run, entry.workload)

    def remove_cell(self, key: str) -> None:
        entry = self._entry(key)
        if entry is self._current:
            raise ValueError(f"{key}: cell is running; skip it first")
        self.entries.remove(entry)
        self._queue_changed()

    def move_cell(self, key: str, delta: int) -> None:
        entry = self._entry(key)
        i = self.entries.index(entry)
        j = max(0, min(len(self.entries) - 1, i + delta))
        self.entries.insert(j, self.entries.pop(i))
        self._queue_changed()

    def add_rule(self, match: dict[str, Any], reason: str, **meta: str) -> None:
        """Record a known-crash rule beside the results; matching queued cells turn invalid."""
        rule = learn_rule(self.rules_path, match, reason, **meta)
        self.learned_rules = load_rules_file(self.rules_path)
        self._emit(ev.RuleLearned(dict(rule.match), rule.reason, str(self.rules_path)))
        self._revalidate_all()
        self._queue_changed()

    # ---------------------------------------------------------------------------- the loop
    async def run(self) -> SweepSummary:
        self._started_monotonic = time.monotonic()
        self.state = "running"
        self.results_dir.mkdir(parents=True, exist_ok=True)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        # Another sweep may have learned rules into the same file since this controller was built.
        self._write_unsaved_rules()
        self.learned_rules = [*load_rules_file(self.rules_path), *self._unsaved_rules]
        self._revalidate_all()
        self._emit(ev.SweepStarted(self.sweep.name, str(self.results_path), self.snapshot()))
        if self._recovered and self.unsaved:
            files = ", ".join(str(p) for p in self._recovered)
            self._emit(ev.Notice(
                "info", f"writing {len(self.unsaved)} result(s) an earlier run could not write, kept in {files}"
            ))
        elif not self._resume and (
            left := [p for p in fallback_files(self.results_path) if p != self.fallback_path]
        ):
            self._emit(ev.Notice(
                "warning", f"results an earlier run could not write to {self.results_path} are kept in "
                f"{', '.join(map(str, left))}; --resume writes them there",
            ))
        for warning in self.store.warnings:  # unreadable lines met by the resume
            self._emit(ev.Notice("warning", warning))
        if self.sweep.server.backend == "sim":
            self._emit(ev.Notice("info", "sim backend: figures come from the simulator's cost model, not a real GPU"))
        try:
            if self.gpu_monitor is not None:
                await self.gpu_monitor.start(self._on_gpu_sample)
            self._stopped_on_write = False
            while not self._abort:
                if self.unsaved and not self._flush():
                    # Nothing new is measured while results cannot be kept.
                    if self.write_retry_s is None:
                        self._stopped_on_write = True
                        left = sum(1 for e in self.entries if e.status == "pending")
                        self._emit(ev.Notice(
                            "error", f"sweep stopped: results cannot be written to {self.results_path} "
                            f"({self.write_error}); {left} queued cells not run (--resume runs them)",
                        ))
                        break
                    self.state = "paused"
                    self._retry.clear()
                    with contextlib.suppress(asyncio.TimeoutError):
                        await asyncio.wait_for(self._retry.wait(), self.write_retry_s)
                    self.state = "running"
                    continue
                if not self._paused.is_set():
                    self.state = "paused"
                    await self._paused.wait()
                    self.state = "running"
                    continue
                entry = next((e for e in self.entries if e.status == "pending"), None)
                if entry is None:
                    break
                await self._run_entry(entry)
        finally:
            # Also on an exception or a cancellation (the TUI cancels its worker on quit): the cell in
            # flight is unrecorded, so it goes back to pending, and the server never outlives run().
            if self._current is not None and self._current.status == "running":
                self._current.status = "pending"
            self._current = None
            try:
                await self._stop_server("sweep finished" if not self._abort else "sweep aborted")
            finally:
                try:
                    if self.gpu_monitor is not None:
                        await self.gpu_monitor.stop()
                finally:
                    self.state = "finished"
                    self._keep_unsaved()
        counts = Counter(e.status for e in self.entries)
        summary = SweepSummary(
            self.results_path,
            dict(counts),
            aborted=self._abort,
            unsaved=len(self.unsaved),
            fallback_path=self.fallback_path if self.unsaved else None,
            write_error=self.write_error if (self.unsaved or self._stopped_on_write) else None,
        )
        self._emit(ev.SweepFinished(str(self.results_path), dict(counts), aborted=self._abort))
        return summary

    async def _run_entry(self, entry: QueueEntry) -> None:
        self._revalidate(entry)
        if entry.verdict.status == "invalid":
            previous = self._previous_result(entry)
            if previous is not None and previous.status == "invalid" and previous.reasons == list(entry.verdict.reasons):
                # Recorded by an earlier pass (resume): keep the file free of duplicates.
                entry.status, entry.result = "invalid", previous
                self._queue_changed()
                return
            result = self._new_result(entry, "invalid")
            result.reasons = list(entry.verdict.reasons)
            self._finish(entry, result)
            return
        self._current = entry
        entry.status = "running"
        self._skip.clear()
        self._queue_changed()
        self._emit(ev.CellStarted(entry.key, entry.run.name, entry.workload.name))
        started = time.monotonic()
        result = self._new_result(entry, "ok")
        try:
            await self._ensure_server(entry, result)
            await self._check_health(entry, result)
            await self._measure(entry, result)
        except _Stop as stop:
            if self._abort and stop.status == "skipped":
                # Aborted: not recorded, so --resume runs it again. A crash found meanwhile is kept.
                entry.status = "pending"
                self._current = None
                self._queue_changed()
                return
            self._record_stop(entry, result, stop)
            ends_run = stop.ends_run
        else:
            ends_run = False
        result.duration_s = round(time.monotonic() - started, 3)
        self._current = None
        self._finish(entry, result)
        if ends_run:
            self._end_run(entry, result)

    # ---------------------------------------------------------------------------- server
    def _launch_plan(self, run: RunSpec) -> LaunchPlan:
        server = self.sweep.server
        if server.port == 0:
            if self._auto_port is None:
                self._auto_port = free_port(server.host)
            server = dataclasses.replace(server, port=self._auto_port)
        if run.tp is not None and run.tp != server.tp:  # a run table's tp grid
            server = dataclasses.replace(server, tp=run.tp)
        return self.backend.launch_plan(server, run)

    async def _ensure_server(self, entry: QueueEntry, result: CellResult) -> None:
        try:
            plan = self._launch_plan(entry.run)
        except (ValueError, FileNotFoundError, AssetError) as exc:
            raise _Stop("failed", None, f"cannot build the server command: {exc}") from exc
        except OSError as exc:  # free_port: a host that does not resolve or cannot be bound
            raise _Stop("failed", None, f"cannot pick a port on [server] host: {exc}") from exc
        result.argv = redact_argv(plan.argv)
        server = self.server
        if (
            server is not None
            and server.alive
            and server_fatal(server) is None
            and self._server_plan is not None
            and self._server_plan.reuse_key() == plan.reuse_key()
        ):
            result.log_path = str(server.log_path)
            self._emit(ev.ServerStarting(entry.run.name, tuple(result.argv), str(server.log_path), True))
            return
        if server is not None:
            alive = server.alive and server_fatal(server) is None
            await self._stop_server("next run needs other server arguments" if alive else "server is not running")
        previous_warnings = list(self._last_stop_warnings)
        try:
            if self.sweep.server.port == 0 and not port_is_free(plan.host, plan.port):
                self._auto_port = None  # someone else took it meanwhile: pick another
                plan = self._launch_plan(entry.run)
                result.argv = redact_argv(plan.argv)
        except OSError as exc:
            raise _Stop("failed", None, f"cannot check the port on [server] host: {exc}") from exc
        for warning in plan.warnings:
            self._emit(ev.Notice("warning", f"run {entry.run.name}: {warning}"))
        self._launches += 1
        self._fatal.clear()
        limits = self.sweep.limits
        timeout = limits.startup_timeout_s or self.sweep.server.startup_timeout_s
        server = ServerProcess(
            plan.argv,
            env=plan.env,
            log_dir=self.log_dir,
            name=_safe_name(entry.run.name),
            host=plan.host,
            port=plan.port,
            backend=self.backend,
            server_kind=self.sweep.server.backend,
            on_lines=self._on_lines,
            on_fatal=self._on_fatal,
        )
        if self.gpu_monitor is not None:
            server.release_hooks.append(self.gpu_monitor.wait_released)
        self.server, self._server_plan, self._server_run = server, plan, entry.run.name
        self._redact = _Redactor.for_launch(plan, self.sweep.server)
        with contextlib.suppress(StartupError):
            server.open_log()  # so the event names the log; start() raises the same error again
        result.log_path = str(server.log_path) if server.log_path else None
        self.server_state = "starting"
        self._emit(ev.ServerStarting(entry.run.name, tuple(result.argv), str(server.log_path or ""), False))
        start_task = asyncio.ensure_future(server.start(timeout))
        skip_task = asyncio.ensure_future(self._skip.wait())
        try:
            done, _ = await asyncio.wait({start_task, skip_task}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            skip_task.cancel()
            if not start_task.done():
                # Skipped, or run() itself was cancelled: the start gives up and stops its process.
                start_task.cancel()
                await asyncio.gather(start_task, return_exceptions=True)
        result.log_path = str(server.log_path) if server.log_path else result.log_path
        if start_task not in done:
            await self._stop_server("skipped while starting")
            raise _Stop("skipped", None, "skipped while the server was starting")
        try:
            startup_s = start_task.result()
        except StartupError as exc:
            self.server_state = "crashed"
            await self._stop_server("failed to start")
            event = exc.event
            port_clash = event is not None and event.label == "port_in_use"
            status = "crashed" if event is not None and not port_clash else "failed"
            reason = f"server failed to start: {exc.reason}"
            # Out of memory right after a server that did not give its memory back (or left processes
            # behind) says nothing about this configuration: record it, learn nothing.
            leftover = previous_warnings if event is not None and event.label == "cuda_oom" else []
            if leftover:
                reason += f" (right after the previous server's stop: {'; '.join(leftover)})"
                result.gpu_release_warning = "; ".join(leftover)
            raise _Stop(status, event, reason, ends_run=not port_clash, learnable=not leftover) from exc
        self.server_state = "ready"
        if self.gpu_monitor is not None and server.pid is not None:
            self.gpu_monitor.track(server.tree_pids() if hasattr(server, "tree_pids") else {server.pid})
        self._emit(ev.ServerReady(entry.run.name, round(startup_s, 3), server.pid, str(server.log_path or "")))
        await self._detect_server_version(plan)
        result.server_version = self._server_version or self.sweep.server.version

    async def _detect_server_version(self, plan: LaunchPlan) -> None:
        """Ask the fresh server its release (SGLang /server_info, vLLM /version) for the results, and
        warn when it is not what the sweep declared: flags were checked against the declared one."""
        self._server_version = None
        if self.backend.name not in PINNED or not self.backend.version_paths:
            return  # SGLang and vLLM; the sim only pretends to be an SGLang release
        try:
            async with make_client(plan.base_url, timeout=self.sweep.limits.health_timeout_s) as client:
                reported = await self.backend.server_version(client, plan.base_url)
        except (httpx.HTTPError, OSError):
            return
        if reported is None:
            return
        self._server_version = reported
        declared = self.sweep.server.version
        if declared is None:
            self._emit(ev.Notice("warning", safe_text(
                f"the server reports version {reported}; declare [server] version = \"{reported}\" so "
                "validation checks its own flags", limit=300)))
        elif parse_version(declared) != parse_version(reported):
            self._emit(ev.Notice("warning", safe_text(
                f"the server reports version {reported}, the sweep declares {declared}", limit=300)))

    async def _check_health(self, entry: QueueEntry, result: CellResult) -> None:
        """Probe until ready within ``limits.health_timeout_s`` (one probe can be costly: SGLang's
        /health runs a generation). A dead server is a crash; one that never answers ready is
        stopped, so the next cell starts a fresh one."""
        server = self.server
        plan = self._server_plan
        assert server is not None and plan is not None
        if not server.alive or server_fatal(server) is not None:
            event = server_fatal(server)
            self._announce(entry.key, event)
            await self._stop_server("crashed")
            raise _Stop("crashed", event, "the server died between workloads")
        budget = self.sweep.limits.health_timeout_s
        deadline = time.monotonic() + budget
        state = ReadyState.DOWN
        while True:
            remaining = deadline - time.monotonic()
            try:
                async with make_client(plan.base_url, timeout=max(0.5, remaining)) as client:
                    state = await self.backend.probe(client, plan.base_url)
            except (httpx.HTTPError, OSError):
                state = ReadyState.DOWN
            if self._skip.is_set():
                raise _Stop("skipped", None, "skipped during the health check")
            if state is ReadyState.READY:
                return
            if not server.alive or server_fatal(server) is not None:
                event = server_fatal(server)
                self._announce(entry.key, event)
                await self._stop_server("crashed")
                raise _Stop("crashed", event, "the server died during the health check")
            if time.monotonic() + HEALTH_RETRY_S >= deadline:
                break
            await asyncio.sleep(HEALTH_RETRY_S)
        await self._stop_server("failed its health check")
        raise _Stop(
            "failed", None, f"health check before the workload: {state.value} for {budget:g} s (limits.health_timeout_s)"
        )

    async def _stop_server(self, reason: str) -> list[str]:
        """Stop the server (if any); returns its stop warnings (leftovers, busy port, GPU memory)."""
        server, self.server = self.server, None
        run, self._server_run, self._server_plan = self._server_run, None, None
        if server is None:
            return []
        returncode = await server.stop(self.sweep.limits.stop_grace_s)
        self.server_state = "stopped"
        self._emit(ev.ServerStopped(run or "", returncode, reason, getattr(server, "stop_signalled", None)))
        warnings = list(server.warnings)
        for warning in warnings:
            self._emit(ev.Notice("warning", f"run {run}: {warning}"))
        self._last_stop_warnings = warnings
        return warnings

    # ---------------------------------------------------------------------------- measuring
    async def _measure(self, entry: QueueEntry, result: CellResult) -> None:
        from specdec_tui.measure.loadgen import WorkloadOutcome, run_workload
        from specdec_tui.measure.stats import summarize

        server = self.server
        plan = self._server_plan
        assert server is not None and plan is not None
        if self.gpu_monitor is not None:
            self.gpu_monitor.reset_peak()
        workload = entry.workload
        limits = self.sweep.limits
        progress = _Progress(workload.requests)
        key = entry.key
        generation_path = self._generation_path(workload.effective_api)

        def is_generation(request: httpx.Request) -> bool:
            return generation_path is None or request.url.path.endswith(generation_path)

        def on_token(n: int) -> None:
            progress.tokens += n
            progress.last = time.monotonic()

        def on_request_done(sample: Any) -> None:
            if outcome.requests_planned:  # a dataset workload knows its count once prompts are read
                progress.total = outcome.requests_planned
            progress.done += 1
            progress.last = time.monotonic()
            self._emit(ev.CellProgress(key, progress.done, progress.total, progress.tokens, progress.tok_s()))

        # The watchdog counts from the first generation request sent. Before it, and between the
        # warm-ups and the measured requests, the load generator builds prompts through the server's
        # tokenizer: each of those round trips is progress, so slow tokenizer calls are never a hang.
        # Later generation requests are not progress (with a request rate they keep being sent, and
        # get their headers at once, even while the scheduler is wedged): only tokens are.
        async def on_request(request: httpx.Request) -> None:
            if not is_generation(request):
                progress.last = time.monotonic()
                return
            progress.sent += 1
            if not progress.armed:
                progress.armed = True
                progress.first = progress.last = time.monotonic()

        async def on_response(response: httpx.Response) -> None:
            if not is_generation(response.request):
                progress.last = time.monotonic()

        api_key = self.sweep.server.api_key
        # The load generator's own client settings, plus the hooks above.
        client = make_client(
            plan.base_url,
            timeout=httpx.Timeout(limits.request_timeout_s, connect=30.0, pool=None),
            limits=httpx.Limits(max_connections=max(1, workload.concurrency) + 4, max_keepalive_connections=None),
            headers={"Authorization": f"Bearer {api_key}"} if api_key else {},
            event_hooks={"request": [on_request], "response": [on_response]},
        )
        collector: list[Any] = []
        outcome = WorkloadOutcome()
        window = _AcceptWindow()
        self._log_accept = []
        meter = HostMeter(server.pid)

        async def on_measure_start() -> None:
            # The warm-ups' log lines and counter updates belong before the window, not in it.
            if self.backend.logs_acceptance_per_request:
                await self._wait_log_accept(_drafted(outcome.warmup_samples), LOG_SETTLE_S)
            window.log_start = len(self._log_accept or [])
            window.before = await self._stable_counters(client, plan.base_url)
            meter.start()

        workload_task = asyncio.ensure_future(
            run_workload(
                self.backend,
                plan.base_url,
                self.sweep.server.model,
                workload,
                api_key=api_key,
                client=client,
                on_token=on_token,
                on_request_done=on_request_done,
                request_timeout_s=limits.request_timeout_s,
                collector=collector,
                outcome=outcome,
                context_length=self.sweep.server.context_length,
                on_measure_start=on_measure_start,
            )
        )
        exit_task = asyncio.ensure_future(server.wait())
        fatal_task = asyncio.ensure_future(self._fatal.wait())
        skip_task = asyncio.ensure_future(self._skip.wait())
        hang_task = asyncio.ensure_future(self._watch_progress(progress, collector))
        watchers = {exit_task, fatal_task, skip_task, hang_task}
        stop: _Stop | None = None
        try:
            done, _ = await asyncio.wait({workload_task, *watchers}, return_when=asyncio.FIRST_COMPLETED)
            if workload_task not in done:
                # Act at once: the in-flight requests are cancelled before anything else happens.
                workload_task.cancel()
                await asyncio.gather(workload_task, return_exceptions=True)
                phase = _phase(outcome, collector)
                if fatal_task in done or exit_task in done:
                    # The requests are already cancelled; give the rest of the crash burst (other
                    # ranks, the traceback's root-cause line, the exit) a moment so the primary
                    # event is the root cause rather than a generic "worker died" line.
                    if exit_task not in done:
                        await asyncio.wait({exit_task}, timeout=CRASH_SETTLE_S)
                    await asyncio.sleep(0.01)
                    stop = _Stop("crashed", server_fatal(server), f"server crashed {phase}")
                elif hang_task in done:
                    hang_for = limits.hang_timeout_s
                    detail = f"no token progress for {hang_for:g} s"
                    event = server.triage.mark_hang(hang_for, detail)
                    stop = _Stop("hang", event, f"{detail} {phase} (limits.hang_timeout_s)")
                elif self._abort:
                    stop = _Stop("skipped", None, "aborted")
                else:
                    stop = _Stop("skipped", None, "skipped by the user")
        finally:
            meter.stop()
            if not workload_task.done():  # run() itself was cancelled
                workload_task.cancel()
                await asyncio.gather(workload_task, return_exceptions=True)
            for task in watchers:
                task.cancel()
            await asyncio.gather(*watchers, return_exceptions=True)
            if stop is None and workload_task.done() and not workload_task.cancelled():
                with contextlib.suppress(Exception):
                    await self._close_accept_window(window, outcome.samples, client, plan.base_url)
            self._log_accept = None
            await client.aclose()
        # After a stop, the collector holds what finished (and the cancelled requests, as failures).
        if stop is None:
            try:
                outcome = workload_task.result()
            except Exception as exc:  # a bug or an unexpected answer: this cell fails, the sweep goes on
                stop = _Stop("failed", None, f"load generator error: {type(exc).__name__}: {exc}")
        for note in outcome.notes:
            self._emit(ev.Notice("info", f"{key}: {note}"))
        try:
            summary = summarize(outcome if stop is None else collector)
        except Exception as exc:  # figures that cannot be summarized fail this cell, not the sweep
            summary = {}
            if stop is None:
                stop = _Stop("failed", None, f"cannot summarize the answers: {type(exc).__name__}: {exc}")
        for name, value in summary.items():
            if hasattr(result, name):
                setattr(result, name, value)
        if stop is None:
            self._record_acceptance(entry, result, window, summary)
        result.host = meter.figures()
        for warning in host_warnings(result.host, outcome.max_send_lag_s):
            self._cell_warning(entry, result, warning)
        if self.gpu_monitor is not None:
            try:
                # Short cells can end between two samples: take one now so the peak is real.
                await self.gpu_monitor.sample_now()
            except Exception as exc:  # a GPU lost mid-run must not lose the cell
                self._emit(ev.Notice("warning", f"GPU sample failed: {exc}"))
            result.gpu_peak_mem_mib = self.gpu_monitor.peak_mib()
        result.errors = [self._redact(e) for e in result.errors]
        if stop is None and result.requests_failed and _process_gone(server):
            # The server died under the requests (SIGKILL, the OOM killer) and every request failed
            # before the exit was triaged: wait for the triage so the cell is a crash, not a failure.
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(server.wait(), EXIT_TRIAGE_WAIT_S)
            stop = _Stop("crashed", server_fatal(server), "server died during the workload")
        if stop is None and server_fatal(server) is not None:
            # A fatal line can arrive just after the last token: the cell still counts as crashed.
            stop = _Stop("crashed", server_fatal(server), "server crashed at the end of the workload")
        if stop is not None:
            if stop.status in ("crashed", "hang"):
                self._announce(entry.key, stop.event)
                warnings = await self._stop_server(stop.status)
                if warnings:
                    result.gpu_release_warning = "; ".join(warnings)
            raise stop
        if result.requests_ok == 0 or result.requests_failed:
            result.status = "failed"
            total = result.requests_ok + result.requests_failed
            result.reasons = [f"{result.requests_failed} of {total} requests failed", *result.errors[:5]]

    # ---------------------------------------------------------------------------- acceptance
    async def _wait_log_accept(self, count: int, timeout: float) -> None:
        """Wait (briefly) until the server has logged ``count`` acceptance lines in this cell."""
        deadline = time.monotonic() + timeout
        while self._log_accept is not None and len(self._log_accept) < count and time.monotonic() < deadline:
            await asyncio.sleep(0.02)

    async def _stable_counters(self, client: httpx.AsyncClient, base_url: str) -> dict[str, float] | None:
        """The server's cumulative speculative counters once two reads agree (nothing left in flight)."""
        previous = await self.backend.scrape_spec_counters(client, base_url)
        deadline = time.monotonic() + COUNTER_SETTLE_S
        while previous is not None and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
            current = await self.backend.scrape_spec_counters(client, base_url)
            if current == previous:
                break
            previous = current
        return previous

    async def _close_accept_window(
        self, window: _AcceptWindow, samples: list[Any], client: httpx.AsyncClient, base_url: str
    ) -> None:
        """Read the server's counters and log figures at the end of the measured requests.

        The counters must account for every proposed draft token the requests reported: llama-server
        updates them just after it sends the final chunk, so they are read until they do (briefly)."""
        expected = sum(s.spec.proposed_draft_tokens or 0 for s in samples if s.spec is not None)
        from specdec_tui.backends.common import NUM_DRAFT_TOKENS

        deadline = time.monotonic() + COUNTER_SETTLE_S
        while True:
            window.after = await self.backend.scrape_spec_counters(client, base_url)
            before, after = window.before or {}, window.after or {}
            if NUM_DRAFT_TOKENS not in after or not expected:
                break
            if after[NUM_DRAFT_TOKENS] - before.get(NUM_DRAFT_TOKENS, 0.0) >= expected:
                break
            if time.monotonic() >= deadline:
                break
            await asyncio.sleep(0.05)
        if self.backend.logs_acceptance_per_request:
            await self._wait_log_accept(window.log_start + _drafted(samples), LOG_SETTLE_S)
        window.log_figures = list((self._log_accept or [])[window.log_start :])

    def _record_acceptance(
        self, entry: QueueEntry, result: CellResult, window: _AcceptWindow, summary: dict[str, Any]
    ) -> None:
        """Ours (the server's counters over the window, else the requests), the server's own beside it."""
        from specdec_tui.backends.common import spec_stats_from_counters
        from specdec_tui.measure.stats import compare_acceptance, server_acceptance

        counted = spec_stats_from_counters(window.before, window.after)
        if counted is not None and counted.accept_length is not None:
            result.accept_length = round(counted.accept_length, 4)
            if counted.accept_rate is not None:
                result.accept_rate = round(counted.accept_rate, 4)
            result.accept_length_source = "counters"
        elif summary.get("accept_length") is not None:
            result.accept_length_source = "requests"
        server_figure = server_acceptance(window.log_figures)
        result.server_accept_length = None if server_figure is None else round(server_figure, 4)
        if result.accept_length is None and server_figure is not None:
            result.accept_length = result.server_accept_length
            result.accept_length_source = "server log"
        elif result.accept_length is not None:
            # Per-request lines (llama-server) cover exactly the cell; periodic lines (SGLang's decode
            # batches, vLLM's intervals) also cover the edges of the window, so they get more slack.
            tolerance = ACCEPT_TOLERANCE_PER_REQUEST if self.backend.logs_acceptance_per_request else ACCEPT_TOLERANCE_PERIODIC
            disagreement = compare_acceptance(result.accept_length, server_figure, tolerance)
            if disagreement:
                self._cell_warning(entry, result, disagreement)
        n_max = entry.run.speculative.get("num_draft_tokens")
        if result.accept_length is not None and isinstance(n_max, int) and result.accept_length > n_max + 1 + 1e-6:
            self._cell_warning(
                entry, result, f"acceptance length {result.accept_length:.2f} exceeds its maximum "
                f"num_draft_tokens + 1 = {n_max + 1}: the server's counts do not add up"
            )  # fmt: skip

    def _cell_warning(self, entry: QueueEntry, result: CellResult, text: str) -> None:
        if text in result.warnings:
            return
        result.warnings.append(text)
        self._emit(ev.Notice("warning", f"{entry.key}: {text}"))

    def _generation_path(self, api: str = "completion") -> str | None:
        """The URL path of the backend's generation requests (to tell them from tokenizer calls)."""
        try:
            if api == "chat":
                path, _ = self.backend.build_chat_request(self.sweep.server.model, [], 1, 0.0, None)
            else:
                path, _ = self.backend.build_request(self.sweep.server.model, "", 1, 0.0, None)
        except Exception:  # an adapter that cannot build a request here: treat every call as generation
            return None
        return path.split("?", 1)[0] or None

    async def _watch_progress(
        self, progress: _Progress, finished: list[Any], clock: Callable[[], float] = time.monotonic
    ) -> None:
        """Return when tokens stop coming for ``limits.hang_timeout_s`` while requests are in flight
        (every request ends in ``finished``; with a low request rate the server may just be idle).

        A stopped runner is not a stuck server: when the clock jumped while this loop did not run
        (SIGSTOP, Ctrl-Z then ``fg``, a debugger, the event loop blocked), nothing could have been
        read meanwhile, so the watchdog re-arms and the server gets a full timeout again."""
        timeout = self.sweep.limits.hang_timeout_s
        interval = min(0.25, timeout / 4)
        ticked = clock()
        while True:
            await asyncio.sleep(interval)
            now = clock()
            gap = now - ticked
            ticked = now
            if gap > max(STALL_S, 4 * interval):
                progress.last = max(progress.last, now)  # we were not running: re-arm, blame nobody
                self._emit(
                    ev.Notice("info", f"specdec did not run for {gap:.1f} s (stopped?); the hang watchdog restarts")
                )
            elif progress.armed and progress.sent <= len(finished):
                progress.last = now  # nothing in flight: waiting for the next arrival is not a hang
            elif now - progress.last > timeout:
                return

    def _record_stop(self, entry: QueueEntry, result: CellResult, stop: _Stop) -> None:
        result.status = stop.status
        reason = self._redact(stop.reason)  # a start-up failure quotes the server's output
        if reason and reason not in result.reasons:
            result.reasons.insert(0, reason)
        event = stop.event
        if event is not None:
            result.triage_label = event.label
            result.first_fatal_line = self._redact(event.text)
            result.first_fatal_lineno = event.line
            result.hint = event.hint
            self._announce(entry.key, event)
        elif stop.status == "crashed":
            result.triage_label = "exited"
        # A baseline (no speculation) that crashes says nothing about a speculative configuration;
        # greying every later baseline out would take away the reference every speedup needs.
        # A hang before the first token may be a slow first prefill or kernel compile, not a bad
        # configuration: only a hang after tokens flowed is learned.
        if (
            stop.status in ("crashed", "hang")
            and event is not None
            and event.label in LEARNABLE_LABELS
            and not entry.run.is_baseline
            and not (stop.status == "hang" and not result.output_tokens_total)
            and stop.learnable
        ):
            self._learn(entry, event)

    def _end_run(self, entry: QueueEntry, result: CellResult) -> None:
        """A dead or wedged server ends the run, not the sweep: the run's other pending cells are
        skipped (or invalid, when a learned rule now covers them); re-queue them to retry."""
        why = f"server {result.status} earlier in this run ({result.triage_label or result.status}) on {entry.key}"
        for other in self.entries:
            if other is entry or other.status != "pending" or other.run.name != entry.run.name:
                continue
            self._revalidate(other)
            if other.verdict.status == "invalid":
                continue
            skipped = self._new_result(other, "skipped")
            skipped.reasons = [why]
            self._finish(other, skipped)

    def _learn(self, entry: QueueEntry, event: TriageEvent) -> None:
        # What the crash is known to depend on: the server, the GPU, the parallelism, the drafting.
        context: dict[str, Any] = {
            "backend": self.sweep.server.backend,
            "model": self.sweep.server.model,
            "algorithm": entry.run.algorithm,
            "tp": entry.run.effective_tp(self.sweep.server),
        }
        if self.hardware.gpu_arch:
            context["gpu_arch"] = self.hardware.gpu_arch
        for name, value in entry.run.speculative.items():
            if name not in ("algorithm", "draft_model", "extra") and isinstance(value, (int, float, str)):
                context[name] = value
        text = self._redact(event.text)
        reason = f"{event.label} in run '{entry.run.name}': {text[:160]}"
        try:
            self.add_rule(context, reason, label=event.label, first_fatal_line=text[:500], run=entry.run.name)
        except OSError as exc:
            # The crash is still known: the rule holds in memory and is written when a write succeeds.
            meta = {"label": event.label, "first_fatal_line": text[:500], "run": entry.run.name}
            rule = Rule(dict(context), reason, source="learned", path=str(self.rules_path), meta=meta)
            self._unsaved_rules.append(rule)
            self.learned_rules = [*self.learned_rules, rule]
            self._emit(ev.StorageWarning(
                "rules file", str(self.rules_path), f"{_os_error_text(exc)} (the rule holds in memory until it can be)"
            ))
            self._revalidate_all()
            self._queue_changed()
        except ValueError as exc:
            self._emit(ev.Notice("warning", f"could not write {self.rules_path}: {exc}"))

    def _write_unsaved_rules(self) -> None:
        """Learned rules a failed write kept in memory go to the rules file once it can be written."""
        while self._unsaved_rules:
            rule = self._unsaved_rules[0]
            try:
                learn_rule(self.rules_path, rule.match, rule.reason, **rule.meta)
            except (OSError, ValueError):
                return
            self._unsaved_rules.pop(0)
            self._emit(ev.RuleLearned(dict(rule.match), rule.reason, str(self.rules_path)))

    # ---------------------------------------------------------------------------- bookkeeping
    def _new_result(self, entry: QueueEntry, status: str) -> CellResult:
        server = self.sweep.server
        result = CellResult(
            run=entry.run.name,
            workload=entry.workload.name,
            status=status,
            algorithm=entry.run.algorithm,
            speculative={k: v for k, v in entry.run.speculative.items()},
            backend=server.backend,
            model=server.model,
            specdec_version=__version__,
            server_version=self._server_version or server.version,
            gpu_name=self.hardware.gpu_name,
            gpu_arch=self.hardware.gpu_arch,
            started_at=_now_iso(),
            workload_params=workload_params(entry.workload),
            tp=entry.run.effective_tp(server),
            run_args=redact_argv(list(entry.run.extra_args)),
        )
        result.attempt = self._attempts[result.identity] + 1
        return result

    def _finish(self, entry: QueueEntry, result: CellResult) -> None:
        entry.status = result.status
        entry.result = result
        finished = [e.result for e in self.entries if e.result is not None]
        # A baseline recorded by an earlier pass (or an earlier attempt) counts as much as this pass's.
        compute_speedups(finished, baselines_from=[*self._previous, *finished])
        # Counted now: a result that cannot be written yet is kept (memory, then the fallback file).
        self._attempts[result.identity] += 1
        # Written after any result still waiting, so the file keeps the order cells finished in.
        self.unsaved.append(result)
        self._flush()
        self._emit(ev.CellFinished(result))
        self._queue_changed()

    # ---------------------------------------------------------------------------- persistence
    def _flush(self) -> bool:
        """Write the results waiting to be written, oldest first; False (and an event on a new
        error) when a write fails: what is left stays in ``unsaved``."""
        written = 0
        while self.unsaved:
            try:
                self.store.append(self.unsaved[0])
            except OSError as exc:
                error = _os_error_text(exc)
                if error != self.write_error:
                    self.write_error = error
                    self._emit(
                        ev.ResultsNotSaved(str(self.results_path), error, len(self.unsaved), self.write_retry_s)
                    )
                return False
            self.unsaved.pop(0)
            written += 1
        if self.write_error is not None:
            self._emit(ev.ResultsSaved(str(self.results_path), written))
            if not self._stopped_on_write:
                self.write_error = None
        if written:
            self._drop_fallbacks()
            self._write_unsaved_rules()
        return True

    def _drop_fallbacks(self) -> None:
        """Everything is in the results file: the fallback files this process owns are done with."""
        for path in [*self._recovered, *([self.fallback_path] if self.fallback_path else [])]:
            try:
                path.unlink(missing_ok=True)
            except OSError as exc:
                self._emit(ev.Notice("warning", f"could not remove {path}: {_os_error_text(exc)}"))
        if self._recovered or self.fallback_path:
            self._emit(ev.Notice("info", f"every result is in {self.results_path}; fallback file removed"))
        self._recovered = []
        self.fallback_path = None

    def _keep_unsaved(self) -> None:
        """At the end of run(): a last write attempt, then what is still unsaved goes to the fallback
        file in the user's state directory (never lost with the process)."""
        if not self.unsaved or self._flush():
            return
        count = len(self.unsaved)
        try:
            self.fallback_path = write_fallback(self.results_path, self.unsaved)
        except OSError as exc:
            self._emit(ev.Notice(
                "error",
                f"{count} results could not be written to {self.results_path} ({self.write_error}) "
                f"nor to a fallback file ({_os_error_text(exc)}): they are only in this output",
            ))
            return
        self._emit(ev.ResultsKept(str(self.results_path), str(self.fallback_path), count, self.write_error or ""))

    def _recover_fallback(self) -> None:
        """A resume takes back what earlier processes could not write: those cells count as done and
        are written first (a record already in the results file is not written twice)."""
        files = fallback_files(self.results_path)
        if not files:
            return
        on_disk = {record_identity(r) for r in self._previous}
        for path in files:
            try:
                records = ResultsStore(path).load()
            except OSError as exc:
                self._emit(ev.Notice("warning", f"could not read fallback file {path}: {_os_error_text(exc)}"))
                continue
            for record in records:
                identity = record_identity(record)
                if identity not in on_disk:
                    on_disk.add(identity)
                    self.unsaved.append(record)
                    self._previous.append(record)  # written when run() starts
                    self._attempts[record.identity] += 1
            self._recovered.append(path)

    def _load_previous_results(self) -> None:
        """What the results folder already holds: attempts are numbered over all of it."""
        self._previous = self.store.load()
        self._attempts = Counter(r.identity for r in self._previous)

    def _previous_result(self, entry: QueueEntry) -> CellResult | None:
        """The latest record of this very configuration (names and parameters), if any."""
        args = redact_argv(list(entry.run.extra_args))
        return next((r for r in reversed(self._previous) if same_config(r, entry.run, entry.workload, args)), None)

    def _apply_previous_results(self) -> None:
        for entry in self.entries:
            previous = self._previous_result(entry)
            if previous is not None and previous.status in FINAL_STATUSES and previous.status != "invalid":
                entry.status, entry.result = previous.status, previous

    def _revalidate(self, entry: QueueEntry) -> None:
        if entry.force:  # known-crash rules (the sweep's and learned ones) do not apply to it
            sweep = dataclasses.replace(self.sweep, rules=[])
            entry.verdict = validate_cell(sweep, entry.cell, self.hardware, ())
            return
        entry.verdict = self.verdict_for(entry.run, entry.workload)

    def _revalidate_all(self) -> None:
        """Verdicts of every cell, finished ones too: a crashed cell shows as a known crash."""
        for entry in self.entries:
            self._revalidate(entry)

    def _entry(self, key: str) -> QueueEntry:
        for entry in self.entries:
            if entry.key == key:
                return entry
        raise KeyError(key)

    def _cell_state(self, entry: QueueEntry) -> ev.CellState:
        params = tuple((k, v) for k, v in entry.run.speculative.items() if k not in ("extra",))
        return ev.CellState(
            key=entry.key,
            run=entry.run.name,
            workload=entry.workload.name,
            status=entry.status,
            verdict=entry.verdict.status,
            reasons=tuple(entry.verdict.reasons),
            params=params,
        )

    def _queue_changed(self) -> None:
        self._emit(ev.QueueChanged(self.snapshot()))

    def _emit(self, event: ev.Event) -> None:
        self._sink(event)

    # ---------------------------------------------------------------------------- callbacks
    def _on_lines(self, lines: list[str], first_lineno: int) -> None:
        server = self.server
        log_error = getattr(server, "log_error", None)
        if log_error and server is not None and server is not self._log_warned:
            self._log_warned = server
            self._emit(ev.StorageWarning("server log", str(server.log_path or self.log_dir), log_error))
        # The lines are the server's: no escape sequence or secret it printed reaches a front end.
        self._emit(ev.ServerLog(self._redact.lines(lines), first_lineno))
        stats = None
        for line in lines:
            parsed = self.backend.parse_log_line(line)
            if parsed is not None and (parsed.gen_throughput is not None or parsed.accept_length is not None):
                stats = parsed
            if parsed is not None and parsed.accept_length is not None and self._log_accept is not None:
                self._log_accept.append({"accept_length": parsed.accept_length, **parsed.extra})
        if stats is not None:
            self._emit(ev.LiveStats(stats.gen_throughput, stats.accept_length, stats.accept_rate))

    def _on_fatal(self, event: TriageEvent) -> None:
        self.server_state = "crashed"
        self._fatal.set()
        if self._current is None:
            # No cell to record it on (idle server): announce the settled primary event.
            server = self.server
            asyncio.get_running_loop().call_later(
                CRASH_SETTLE_S, lambda: self._announce(None, (server_fatal(server) if server else None) or event)
            )

    def _announce(self, key: str | None, event: TriageEvent | None) -> None:
        """Tell the front ends about a fatal event once."""
        if event is None or event is self._announced:
            return
        self._announced = event
        self._emit(ev.CrashDetected(key, event.label, event.line, self._redact(event.text), event.server,
                                    event.hint, time.monotonic()))

    def _on_gpu_sample(self, gpus: list[dict[str, Any]], error: str | None) -> None:
        server_mem, ours = None, ()
        if self.server is not None and self.gpu_monitor is not None:
            server_mem = self.gpu_monitor.tracked_mib()
            ours = tuple(sorted(self.gpu_monitor.tracked_tree()))
        self._emit(ev.GpuSample(tuple(gpus), server_mem, error, ours, self.server_state))


class _Redactor:
    """Hides a launch's secrets in what its server prints: the values it was given (api key, secret
    argv values, secret environment values) and credentials in free text (URL user:password,
    ``?token=``, bearer tokens)."""

    def __init__(self, secrets: Iterable[str]) -> None:
        values = sorted({s for s in secrets if len(s) >= MIN_SECRET_LEN}, key=len, reverse=True)
        self._values = tuple(values)  # longest first: a secret that contains another goes whole
        self._known = re.compile("|".join(map(re.escape, values))) if values else None

    def __call__(self, text: str) -> str:
        # Substring tests first: much faster than the alternation on lines that hold no secret.
        if self._known is not None and any(value in text for value in self._values):
            text = self._known.sub(REDACTED, text)
        if _may_hold_credentials(text):
            text = _redact_text(text)
        return text

    def lines(self, lines: list[str]) -> tuple[str, ...]:
        """Log lines made safe to show: one pass over the whole batch, line by line only when the
        batch holds a control character, a known secret or something that looks like a credential."""
        joined = "\n".join(lines)  # the lines hold no newline, so a hit is a hit in some line
        printable = " ".join(lines).isprintable() or _UNSAFE.search(joined) is None
        if printable and not any(value in joined for value in self._values) and not _may_hold_credentials(joined):
            return tuple(lines)
        return tuple(self(safe_text(line)) for line in lines)

    @classmethod
    def for_launch(cls, plan: LaunchPlan | None, server: ServerSpec) -> _Redactor:
        secrets = [server.api_key or ""]
        argv = plan.argv if plan is not None else []
        for arg, shown in zip(argv, redact_argv(argv), strict=True):
            if arg != shown:
                secrets.extend(_hidden_parts(arg, shown))
        env = {**os.environ, **server.env, **(plan.env if plan is not None else {})}
        secrets.extend(value for name, value in env.items() if _secret_name(name))
        return cls(secrets)


def _hidden_parts(arg: str, shown: str) -> list[str]:
    """The parts of ``arg`` that ``shown`` (its redacted form) replaced by ``***``."""
    pattern = "(.*?)".join(re.escape(piece) for piece in shown.split(REDACTED))
    match = re.fullmatch(pattern, arg, re.S)
    return [part for part in match.groups() if part] if match else [arg]


_HEADER_START = re.compile(
    r"^[ \t]*(?:authorization|proxy-authorization|x-api-key|api-key|cookie|[\w-]*token)[ \t]*:", re.M
)
# Words without which _HEADER_START cannot match ("#token:" in SGLang's decode lines is not a header).
_HEADER_WORDS = ("authorization", "api-key", "cookie", "-token", "_token", "\ntoken")
# What textsafe.safe_text changes: C0/C1 controls (ESC included) but tab; newline cannot occur in a line.
_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _may_hold_credentials(line: str) -> bool:
    """A cheap test (a server can print 100k lines/s) for what ``_redact_text`` looks for, in one line
    or in a batch of lines joined by newlines."""
    low = "\n" + line.lower()
    return (
        ("://" in line and "@" in line)
        or any(hint in line for hint in SECRET_SHAPE_HINTS)
        or "bearer" in low
        or ("=" in line and ("?" in line or "&" in line or ";" in line))
        or ('"' in line and ('token"' in low or 'key"' in low or 'secret"' in low or 'password"' in low))
        or (any(word in low for word in _HEADER_WORDS) and _HEADER_START.search(low) is not None)
    )


@dataclass
class _AcceptWindow:
    """The server's speculative counters and log figures around a cell's measured requests."""

    before: dict[str, float] | None = None
    after: dict[str, float] | None = None
    log_start: int = 0
    log_figures: list[dict[str, float | None]] = field(default_factory=list)


def _drafted(samples: Iterable[Any]) -> int:
    """Requests that proposed draft tokens (llama-server logs an acceptance line for each)."""
    return sum(1 for s in samples if s.spec is not None and (s.spec.proposed_draft_tokens or 0) > 0)


@dataclass
class _Progress:
    total: int
    done: int = 0
    tokens: int = 0
    armed: bool = False  # a generation request has been sent
    sent: int = 0  # generation requests sent (warm-ups included)
    first: float = field(default_factory=time.monotonic)
    last: float = field(default_factory=time.monotonic)

    def tok_s(self) -> float | None:
        elapsed = time.monotonic() - self.first
        return round(self.tokens / elapsed, 2) if elapsed > 0 and self.tokens else None


def _phase(outcome: Any, collector: list[Any]) -> str:
    """Where a workload was when it was stopped, for the reasons (a crash in the warm-up leaves no
    measured request, so 0 ok / 0 failed needs saying why)."""
    if outcome.measure_started is not None:
        return "during the workload"
    if any(getattr(sample, "warmup", False) for sample in collector):
        return "during the warm-up (no measured request ran)"
    return "before the first request (while preparing prompts)"


def _process_gone(server: ServerProcess) -> bool:
    """The server's main process has exited, even if the supervisor has not triaged it yet."""
    if not server.alive or server.pid is None:
        return True
    try:
        return psutil.Process(server.pid).status() == psutil.STATUS_ZOMBIE
    except psutil.Error:
        return True


def _os_error_text(exc: OSError) -> str:
    """``No space left on device`` rather than ``[Errno 28] No space left on device: '/x'``."""
    return exc.strerror or str(exc) or type(exc).__name__


def _safe_name(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name)[:80] or "server"
