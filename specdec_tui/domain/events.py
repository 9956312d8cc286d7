"""Typed events the controller emits to a sink (the TUI and the headless printer are two sinks).

Events are small frozen dataclasses; ``coalesce`` marks "latest value" events a front end may drop
when a newer one of the same type is queued (GPU samples, live stats); deltas never coalesce.
"""

from __future__ import annotations

import signal
from dataclasses import dataclass, field
from typing import Any, Protocol

from specdec_tui.domain.exits import exit_signal, exit_status
from specdec_tui.domain.gpu import GpuState
from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import CellStatus, ServerState


@dataclass(frozen=True)
class Event:
    coalesce = False


@dataclass(frozen=True)
class CellState:
    """One row of the live queue."""

    key: str
    run: str
    workload: str
    status: CellStatus | str  # a CellStatus: pending | running | ok | crashed | failed | skipped | invalid | hang
    verdict: str  # valid | invalid | warning
    reasons: tuple[str, ...] = ()
    params: tuple[tuple[str, Any], ...] = ()  # speculative parameters, for display
    where: str = ""  # where an executor runs the cell (GPUs, node, job), or why it waits


@dataclass(frozen=True)
class SweepStarted(Event):
    name: str
    results_path: str
    cells: tuple[CellState, ...]


@dataclass(frozen=True)
class QueueChanged(Event):
    cells: tuple[CellState, ...]
    coalesce = True


@dataclass(frozen=True)
class ServerStarting(Event):
    run: str
    argv: tuple[str, ...]  # secrets redacted
    log_path: str
    reused: bool = False


@dataclass(frozen=True)
class ServerReady(Event):
    run: str
    startup_s: float
    pid: int | None = None
    log_path: str = ""


@dataclass(frozen=True)
class ServerStopped(Event):
    run: str
    returncode: int | None
    reason: str = ""  # "next run needs other arguments", "crashed", "sweep finished", ...
    stopped_by_us: bool | None = None  # our stop signalled it (False: it had exited on its own first)

    def status_text(self) -> str:
        """``exit status -6 (SIGABRT)``; a death by our own stop signal says so, as it is not the
        server's own exit."""
        text = exit_status(self.returncode)
        if self.returncode is None:
            return text
        if self.stopped_by_us and exit_signal(self.returncode) in (signal.SIGTERM, signal.SIGKILL, signal.SIGINT):
            return f"{text}, from specdec's stop"
        return text + (", on its own before the stop" if self.stopped_by_us is False else "")


@dataclass(frozen=True)
class ServerLog(Event):
    """A batch of new server log lines (already made safe), with the 1-based number of the first."""

    lines: tuple[str, ...]
    first_lineno: int


@dataclass(frozen=True)
class CellStarted(Event):
    key: str
    run: str
    workload: str
    where: str = ""  # where an executor runs it (GPUs, node); empty for this process's own server
    params: str = ""  # the workload's parameters in words (record.workload_text)
    age_s: float = 0.0  # how long the cell had run when this was told (a view that attached to it mid-cell)


@dataclass(frozen=True)
class CellProgress(Event):
    key: str
    requests_done: int
    requests_total: int
    output_tokens: int
    tok_s: float | None = None
    coalesce = True


@dataclass(frozen=True)
class LiveStats(Event):
    """Throughput and acceptance read from the server's periodic log lines."""

    gen_throughput: float | None = None
    accept_length: float | None = None
    accept_rate: float | None = None
    coalesce = True


@dataclass(frozen=True)
class CrashDetected(Event):
    """A fatal triage event (label, first fatal line verbatim, its line number, server, hint)."""

    key: str | None
    label: str
    lineno: int | None
    text: str
    server: str
    hint: str
    detected_at: float = 0.0  # time.monotonic() when the controller acted on it


@dataclass(frozen=True)
class CellFinished(Event):
    result: CellResult


@dataclass(frozen=True)
class RuleLearned(Event):
    match: dict[str, Any]
    reason: str
    path: str


@dataclass(frozen=True)
class GpuSample(Event):
    gpus: tuple[GpuState, ...]
    server_mem_mib: float | None = None
    error: str | None = None
    server_pids: tuple[int, ...] = ()  # the server's process tree: its GPU processes are "ours"
    server_state: ServerState | str | None = None  # a ServerState (None: no controller state)
    coalesce = True


@dataclass(frozen=True)
class Notice(Event):
    level: str  # info | warning | error
    text: str


@dataclass(frozen=True)
class DaemonContact(Event):
    """An attached front end's contact with the sweep's daemon, made on the client's side: the daemon
    stopped answering (``answering`` False, ``why`` says how) or answers again."""

    answering: bool
    why: str = ""  # "not answering" | "connection lost, reconnecting"; "" when answering


@dataclass(frozen=True)
class ResultsNotSaved(Event):
    """A write to the results file failed: no new cell starts until the results waiting are written.

    ``retry_s`` is how often the controller tries again (None: the sweep stops after this)."""

    path: str
    error: str  # "No space left on device"
    unsaved: int
    retry_s: float | None = None


@dataclass(frozen=True)
class ResultsSaved(Event):
    """A later write put every result that was waiting into the results file."""

    path: str
    count: int


@dataclass(frozen=True)
class ResultsKept(Event):
    """Results that could not be written to the results file were kept in a fallback file."""

    path: str
    fallback_path: str
    count: int
    error: str


@dataclass(frozen=True)
class StorageWarning(Event):
    """A server log or the learned-rules file could not be written; the sweep goes on."""

    what: str  # "server log" | "rules file"
    path: str
    error: str


@dataclass(frozen=True)
class SweepPaused(Event):
    paused: bool


@dataclass(frozen=True)
class SweepFinished(Event):
    results_path: str
    counts: dict[str, int] = field(default_factory=dict)
    aborted: bool = False


class EventSink(Protocol):
    def __call__(self, event: Event) -> None: ...
