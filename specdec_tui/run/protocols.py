"""The controller's collaborators, as protocols: a server session, a cell measurer, a GPU monitor.

The controller is given one of each (``specdec_tui.cli.wiring`` builds the real ones); unit tests
give it fakes. Whatever ends a cell early is raised as :class:`CellStop`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from specdec_tui.backends.base import Backend
from specdec_tui.domain.gpu import GpuState
from specdec_tui.domain.model import Cell, RunSpec
from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import CellStatus, ServerState
from specdec_tui.server.supervisor import ServerProcess
from specdec_tui.triage.classifier import Finding, TriageEvent

# After a fatal line, how long to let the rest of the crash burst (other ranks, the traceback's
# root-cause line, the exit) arrive before a cell is recorded or an idle server's crash announced.
CRASH_SETTLE_S = 0.15
# Called with a sample's per-GPU states and its error (as events.GpuSample holds them).
SampleCallback = Callable[[list[GpuState], str | None], None]


class CellStop(Exception):
    """Why a cell ended early: its final status, the triage event behind it and a one-line reason."""

    def __init__(
        self, status: CellStatus, event: TriageEvent | None, reason: str, *, ends_run: bool = False, learnable: bool = True
    ) -> None:
        super().__init__(reason)
        self.learnable = learnable  # False: the crash says nothing about the configuration
        self.status = status
        self.event = event
        self.reason = reason
        # The run's other cells cannot run either (a dead or wedged server, a server that never starts).
        self.ends_run = ends_run or status in (CellStatus.CRASHED, CellStatus.HANG)


@dataclass
class Interrupts:
    """What the user asked while a cell is in flight: ``skip`` is set to abandon it (also on abort)."""

    skip: asyncio.Event
    aborted: Callable[[], bool]


class GpuMonitorLike(Protocol):
    """What the controller, session and measurer use of ``specdec_tui.gpu.GpuMonitor``."""

    async def start(self, callback: SampleCallback | None = None) -> None:
        """Start sampling; each sample goes to ``callback``. Raises nothing it can keep to itself."""

    async def stop(self) -> None:
        """Stop sampling."""

    def track(self, pids: Iterable[int]) -> None:
        """Count these processes (and their descendants) as the server's."""

    def tracked_tree(self) -> frozenset[int]:
        """The tracked processes and every descendant seen."""

    def tracked_mib(self) -> float | None:
        """GPU memory of the tracked processes in the latest sample (None: unknown)."""

    def peak_mib(self) -> float | None:
        """Peak GPU memory of the tracked processes since :meth:`reset_peak`."""

    def reset_peak(self) -> None:
        """Start a new peak (at the start of a cell)."""

    async def sample_now(self) -> object:
        """Take one sample now. Raises whatever the driver query raises (a GPU lost mid-run)."""

    async def wait_released(self, pids: set[int], timeout_s: float | None = None) -> str | None:
        """Wait until these processes hold no GPU memory; a one-line warning when they still do."""


class ServerSession(Protocol):
    """One inference server at a time for the runs of a sweep: started for a run's launch plan,
    reused by the next run with identical server arguments, health-checked before each cell, and
    stopped (with its release hooks: GPU memory given back, no leftover process)."""

    backend: Backend
    process: ServerProcess | None  # the running server process (None when stopped, or a fake)
    state: ServerState
    version: str | None  # the release the running server reports, when it says
    current_key: str | None  # the cell in flight (the controller sets it); a fatal line while None is announced
    # While a list, the server's own acceptance figures read from its log are appended to it.
    acceptance_lines: list[dict[str, float | None]] | None
    fatal_signal: asyncio.Event  # set when the server logs a fatal line

    @property
    def base_url(self) -> str:
        """Where the running server answers. Raises RuntimeError when none runs."""

    @property
    def pid(self) -> int | None:
        """The running server's process id (None when none runs)."""

    async def ensure(self, run: RunSpec, result: CellResult, skip: asyncio.Event) -> None:
        """Have a ready server for ``run``: the running one when its arguments are identical, else a
        fresh one (the old one is stopped first). Fills ``result``'s argv, log path, server version
        and GPU release warning. Raises CellStop: ``failed`` (no command, no port, a port clash),
        ``crashed`` (died while starting, with its triage event), ``skipped`` (``skip`` was set)."""

    async def check_health(self, key: str, skip: asyncio.Event) -> None:
        """Probe the server until it answers ready. Raises CellStop: ``crashed`` (it died),
        ``failed`` (never ready within limits.health_timeout_s; it is stopped), ``skipped``."""

    async def stop(self, reason: str) -> list[str]:
        """Stop the server, if any, and return its stop warnings (leftovers, GPU memory). Raises nothing."""

    def fatal_event(self) -> TriageEvent | None:
        """The first triage event saying the server is dead or dying (request errors are not)."""

    def findings(self) -> list[Finding]:
        """The running server's non-fatal triage findings so far (rejected requests, notable warnings)."""

    def mark_hang(self, seconds: float, detail: str) -> TriageEvent:
        """Record a hang in the server's triage and return its event."""

    def process_gone(self) -> bool:
        """The server's main process has exited, even if its exit is not triaged yet."""

    def wait_exit(self) -> Awaitable[int]:
        """Wait until the server process exits; its exit status."""

    def announce(self, key: str | None, event: TriageEvent | None) -> None:
        """Tell the front ends about a fatal event, once."""

    def redact(self, text: str) -> str:
        """``text`` with the running launch's secrets (and credential shapes) hidden."""


class CellMeasurer(Protocol):
    """Runs one cell's workload against a ready server and summarizes it into the result."""

    async def measure(self, cell: Cell, result: CellResult, session: ServerSession, interrupts: Interrupts) -> None:
        """Fill ``result`` with the cell's figures (status ``failed`` when requests failed). Raises
        CellStop: ``crashed`` (the server died or logged a fatal line), ``hang`` (no token progress for
        limits.hang_timeout_s), ``skipped`` (``interrupts.skip`` set), ``failed`` (the load generator
        or the summary broke). The session's server is left running; the caller stops it."""
