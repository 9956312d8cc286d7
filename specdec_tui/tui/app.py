"""The Textual app: one front end over the core's controller (the headless printer is the other).

The controller runs in a named, exclusive async worker on Textual's loop; its events reach the app
as messages through :class:`~specdec_tui.tui.bridge.EventBridge`, and the app routes each to the
pane that shows it. User commands go straight back to the controller's methods.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
import traceback
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from textual import events, on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.notifications import SeverityLevel
from textual.reactive import reactive
from textual.widgets import Footer, TabbedContent, TabPane
from textual.worker import Worker, WorkerState

from specdec_tui.daemon.client import GONE_FINISHED, GONE_STOPPED, DaemonGone, DaemonUnresponsive
from specdec_tui.domain import events as ev
from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import FAILURES, FINISHED, CellStatus, ServerState
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.triage.classifier import CUDA_LABELS
from specdec_tui.tui.bridge import EventBridge
from specdec_tui.tui.cell_actions import CellActions, missing_cell_text
from specdec_tui.tui.formatting import line_core
from specdec_tui.tui.keymap import keymap_path, load_keymap
from specdec_tui.tui.messages import CellAction, ControllerEvent, LogLines
from specdec_tui.tui.notices import NoticeLog
from specdec_tui.tui.palette import EXPORT_FORMATS, PaletteCommand, SpecdecCommands, app_commands
from specdec_tui.tui.preparing import PREPARE_GROUP, Prepare, prepared, start_preparing
from specdec_tui.tui.protocol import ControllerLike
from specdec_tui.tui.screens.categories import CategoriesScreen
from specdec_tui.tui.screens.charts import ChartsScreen, open_charts
from specdec_tui.tui.screens.dialogs import ConfirmScreen, ErrorScreen, LeaveOrStopScreen, PromptScreen
from specdec_tui.tui.screens.edit_cell import EditCellScreen
from specdec_tui.tui.screens.help import HelpScreen, binding_rows
from specdec_tui.tui.screens.history import HistoryScreen
from specdec_tui.tui.screens.notices import NoticesScreen
from specdec_tui.tui.screens.run_detail import RunDetailScreen
from specdec_tui.tui.themes import DEFAULT_THEME, load_themes, resolve_theme_name
from specdec_tui.tui.widgets.banner import CrashBanner, WriteFailureBanner
from specdec_tui.tui.widgets.gpu_pane import GpuPane
from specdec_tui.tui.widgets.log_view import LogPane, LogView
from specdec_tui.tui.widgets.notice_bar import NotificationBar
from specdec_tui.tui.widgets.queue_table import QueuePane, QueueTable
from specdec_tui.tui.widgets.results_table import ResultsTable
from specdec_tui.tui.widgets.status_bar import StatusBar, SweepStatus
from specdec_tui.tui.widgets.sweep_header import SweepHeader, SweepIdentity

ControllerFactory = Callable[[ev.EventSink], ControllerLike]

TALL_ROWS = 40  # from this height the queue tab shows the log's tail under the table
TYPEAHEAD_MAX_S = 1.0  # keys are never held longer than this while a screen opens
TYPEAHEAD_POLL_S = 0.02


class SpecdecApp(App[int]):
    """``controller_factory(sink)`` builds the controller; the app owns it and its worker."""

    CSS_PATH = "app.tcss"
    TITLE = "specdec"
    COMMANDS = App.COMMANDS | {SpecdecCommands}
    ENABLE_COMMAND_PALETTE = True

    BINDINGS = [
        Binding("q", "request_quit", "Quit", id="app.quit"),
        Binding("question_mark,f1", "help", "Help", id="app.help"),
        Binding("n", "notices", "Notifications", show=False, id="app.notifications"),
        Binding("1", "show_tab('queue')", "Queue", show=False, id="view.queue"),
        Binding("2", "show_tab('results')", "Results", show=False, id="view.results"),
        Binding("3", "show_tab('log')", "Log", show=False, id="view.log"),
        Binding("4", "show_tab('gpu')", "GPU", show=False, id="view.gpu"),
        Binding("5", "charts", "Charts", show=False, id="view.charts"),
        Binding("p", "toggle_pause", "Pause", id="sweep.pause"),
        # The same key while paused, so that the footer says what it does now.
        Binding("p", "resume", "Resume", id="sweep.resume"),
        Binding("s", "skip_current", "Skip cell", id="sweep.skip"),
        Binding("X", "abort", "Abort sweep", show=False, id="sweep.abort"),
        # The sweep's keys once its background daemon is gone: they say so (the keys above are off).
        Binding("p,s,X,c,W", "daemon_gone", "Background sweep gone: say why", show=False, id="sweep.daemon-gone"),
        Binding("c", "continue_sweep", "Run queued cells", show=False, id="sweep.continue"),
        Binding("ctrl+s", "save_queue", "Save queue", show=False, id="queue.save"),
        Binding("ctrl+r", "requeue_failed", "Re-queue crashed/failed", show=False, id="queue.requeue-failed"),
        Binding("B", "dismiss_banner", "Dismiss banner", show=False, id="app.dismiss-banner"),
        Binding("W", "retry_writes", "Write results again", show=False, id="sweep.retry-write"),
        Binding("T", "next_theme", "Next theme", show=False, id="app.next-theme"),
    ]

    status: reactive[SweepStatus] = reactive(SweepStatus)
    identity: reactive[SweepIdentity] = reactive(SweepIdentity)
    notice_version: reactive[int] = reactive(0)

    def __init__(
        self,
        controller_factory: ControllerFactory,
        *,
        theme: str | None = None,
        keymap_file: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        autostart: bool = True,
        log_capacity: int = 100_000,
        tick_s: float = 1.0,
        prepare: Prepare | None = None,
    ) -> None:
        """``prepare(report)``: blocking work the controller's first verdicts need (parsing
        datasets), run in a thread before ``controller_factory``; ``report(what)`` shows it."""
        super().__init__()
        self._controller_factory = controller_factory
        self._prepare = prepare
        self._theme_request = theme
        self._keymap_file = keymap_file
        self._clock = clock
        self._opened_at = clock()
        self._autostart = autostart
        self._log_capacity = log_capacity
        self._tick_s = tick_s
        self.notices = NoticeLog()
        self.bridge = EventBridge(self)
        self.cell_actions = CellActions(self)
        self.controller: ControllerLike | None = None
        self.summary: Any = None
        self.user_keymap: dict[str, str] = {}
        self.cell_states: dict[str, ev.CellState] = {}
        self.result_records: list[CellResult] = []  # the results folder's records, then this session's
        self._started_at: float | None = None
        self._finished_at: float | None = None
        self._told: tuple[float, float] | None = None  # a daemon's elapsed seconds, and this clock when it said so
        self._cell_started_at: float | None = None
        self._elsewhere: dict[str, str] = {}  # running cells an executor placed (GPU set, node): key -> where
        self._paused_at: float | None = None
        self._typeahead: list[tuple[str, str | None]] | None = None
        self._typeahead_origin: Any = None
        self._typeahead_deadline = 0.0
        self._durations: list[float] = []
        self._recalled: set[str] = set()  # finished cells whose outcome was looked up in the results folder
        self._quitting = False
        self.left_paused = False  # the user left a background sweep paused (it stays so)
        self._write_blocked = False  # results cannot be written: the sweep waits, W retries
        self._handlers: dict[type[ev.Event], Callable[[Any], None]] = {
            ev.SweepStarted: self._on_sweep_started,
            ev.QueueChanged: self._on_queue_changed,
            ev.ServerStarting: self._on_server_starting,
            ev.ServerReady: self._on_server_ready,
            ev.ServerStopped: self._on_server_stopped,
            ev.CellStarted: self._on_cell_started,
            ev.CellProgress: self._on_cell_progress,
            ev.LiveStats: self._on_live_stats,
            ev.CrashDetected: self._on_crash,
            ev.CellFinished: self._on_cell_finished,
            ev.RuleLearned: self._on_rule_learned,
            ev.GpuSample: self._on_gpu_sample,
            ev.Notice: self._on_notice,
            ev.SweepPaused: self._on_sweep_paused,
            ev.ResultsNotSaved: self._on_results_not_saved,
            ev.ResultsSaved: self._on_results_saved,
            ev.ResultsKept: self._on_results_kept,
            ev.StorageWarning: self._on_storage_warning,
            ev.SweepFinished: self._on_sweep_finished,
            ev.DaemonContact: self._on_daemon_contact,
        }

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
        brief: str = "",
    ) -> None:
        """Every notification goes to the one notification bar (and the list behind ``n``), never
        to a toast over the tables or a dialog. Notifications carry server text, paths and cell
        names: never interpreted as markup. ``brief``: what the one-line bar shows instead."""
        timeout_s = timeout if timeout is not None else self.NOTIFICATION_TIMEOUT
        self.notices.add(
            "\n".join(safe_text(line) for line in message[:20000].split("\n")), title=safe_text(title, 500), severity=severity, raised_at=self._clock(),
            timeout_s=timeout_s, brief="\n".join(safe_text(line) for line in brief[:2000].split("\n")),
        )
        self.notice_version += 1
        # The Notify message still flows (tests and tools watch it); no toast shows it (below).
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)
        self.set_timer(timeout_s + 0.1, self._notice_went_stale)

    def _refresh_notifications(self) -> None:
        """Textual's toasts are never shown: they covered dialogs and the tables. (Textual is pinned
        exactly; this is the one place it shows them.)"""

    def _notice_went_stale(self) -> None:
        self.notice_version += 1

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield SweepHeader(id="sweep-header").data_bind(SpecdecApp.identity)
        yield CrashBanner(id="banner")
        yield WriteFailureBanner(id="write-banner")
        with TabbedContent(initial="tab-queue", id="tabs"):
            with TabPane("1 Queue", id="tab-queue"):
                yield QueuePane(id="queue")
            with TabPane("2 Results", id="tab-results"):
                yield ResultsTable(id="results")
            with TabPane("3 Log", id="tab-log"):
                yield LogPane(self._log_capacity, id="log")
            with TabPane("4 GPU", id="tab-gpu"):
                yield GpuPane(id="gpu")
        yield self.notice_bar(id="notice-bar")
        yield StatusBar(id="status").data_bind(SpecdecApp.status)
        yield Footer(compact=True)

    def notice_bar(self, **kwargs: Any) -> NotificationBar:
        """A notification bar over this app's notifications (the main screen and the detail screen
        each show one)."""
        return NotificationBar(self.notices, self._clock, self._notices_key(), **kwargs)

    def _notices_key(self) -> str:
        keys = self.user_keymap.get("app.notifications", "n")
        return self.get_key_display(Binding(keys.split(",")[0], ""))

    def on_mount(self) -> None:
        self._install_themes()
        self._install_keymap()
        if self._prepare is not None:
            start_preparing(self, self._prepare)  # then _open_sweep, when the worker is done
            return
        self._open_sweep()

    def _open_sweep(self) -> None:
        try:
            self.controller = self._controller_factory(self.bridge)
        except Exception as exc:  # a factory that cannot build the controller is shown, not raised
            self._show_error("Cannot start the sweep", str(exc), traceback.format_exc())
            return
        self._load_result_records()
        self._show_identity()
        # On a tall terminal the queue tab also shows the log's tail (the same lines, a second view).
        tail = self.query_one("#log-view", LogView).mirror(id="queue-log-tail")
        self.query_one(QueuePane).mount(tail)
        self._fit_layout()
        self.query_one(QueueTable).focus()
        self.set_interval(self._tick_s, self._tick)
        if self._autostart:
            self.start_sweep()

    def _show_identity(self, name: str | None = None) -> None:
        controller = self.controller
        if controller is None:
            return
        try:
            sweep = controller.current_sweep()
        except Exception:  # a partial controller (tests, tools) still gets a header
            sweep = None
        self.identity = SweepIdentity(
            name=safe_text(name or (sweep.name if sweep else ""), 300),
            backend=safe_text(sweep.server.backend, 50) if sweep else "",
            model=safe_text(sweep.server.model, 200) if sweep else "",
            results_dir=safe_text(str(controller.results_dir), 1000),
        )

    @property
    def log_view(self) -> LogView:
        """The server log (the queue tab's tail is a second view of it)."""
        return self.query_one("#log-view", LogView)

    def on_resize(self, event: events.Resize) -> None:
        self._fit_layout(event.size.height)

    def _fit_layout(self, height: int | None = None) -> None:
        rows = self.size.height if height is None else height
        self.screen.set_class(rows >= TALL_ROWS, "-tall")

    def _install_themes(self) -> None:
        themes, problems = load_themes()
        for theme in themes:
            self.register_theme(theme)
        for problem in problems:
            self.notify(problem, title="theme file", severity="warning")
        wanted = self._theme_request or DEFAULT_THEME
        name = resolve_theme_name(wanted, self.available_themes)
        if name is None:
            known = ", ".join(sorted(t.name for t in themes)) or "none found"
            self.notify(f"unknown theme '{wanted}' (themes: {known})", severity="error")
            name = resolve_theme_name(DEFAULT_THEME, self.available_themes) or "textual-dark"
        self.theme = name

    def _install_keymap(self) -> None:
        path = self._keymap_file or keymap_path()
        keymap, problems = load_keymap(path, self.binding_ids())
        for problem in problems:
            self.notify(problem, title="keymap", severity="warning")
        if keymap:
            self.user_keymap = keymap
            self.set_keymap(keymap)
        resume = self.user_keymap.get("sweep.resume", "p").split(",")[0]
        self.status = _replace(self.status, resume_key=self.get_key_display(Binding(resume, "")))

    def binding_contexts(self) -> list[tuple[str, Iterable[Binding]]]:
        from specdec_tui.tui.screens.dialogs import AddRuleScreen as _Rule

        return [
            ("app", _bindings(SpecdecApp.BINDINGS)),
            ("queue", _bindings(QueueTable.BINDINGS)),
            ("results", _bindings(ResultsTable.BINDINGS)),
            ("log", _bindings(LogView.BINDINGS) + _bindings(LogPane.BINDINGS)),
            ("cell detail", _bindings(RunDetailScreen.BINDINGS)),
            ("categories", _bindings(CategoriesScreen.BINDINGS)),
            ("charts", _bindings(ChartsScreen.BINDINGS)),
            ("result history", _bindings(HistoryScreen.BINDINGS)),
            ("cell editor", _bindings(EditCellScreen.BINDINGS)),
            ("rule", _bindings(_Rule.BINDINGS)),
        ]

    def binding_ids(self) -> list[str]:
        return [b.id for _, bindings in self.binding_contexts() for b in bindings if b.id]

    # ------------------------------------------------------------------ the controller worker
    def start_sweep(self) -> None:
        if self.controller is None:
            return
        if self._started_at is None:
            self._started_at = self._clock()
        self._finished_at = None
        self.status = _replace(self.status, state="running")
        self.run_worker(
            self._run_controller(),
            name="controller",
            group="controller",
            exclusive=True,
            exit_on_error=False,
        )

    async def _run_controller(self) -> Any:
        assert self.controller is not None
        return await self.controller.run()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group == PREPARE_GROUP:
            if prepared(self, event):
                self._open_sweep()
            return
        if event.state == WorkerState.ERROR and worker.group == "controller" and isinstance(worker.error, DaemonGone):
            # a background sweep's daemon that is gone (or does not take the connection): no traceback
            self.daemon_went(str(worker.error), unresponsive=isinstance(worker.error, DaemonUnresponsive))
            if self._quitting:
                self.exit(self.exit_code())
            return
        if event.state == WorkerState.ERROR:
            error = worker.error
            details = "".join(traceback.format_exception(error)) if isinstance(error, BaseException) else ""
            title = "The sweep stopped with an error" if worker.group == "controller" else "A background task failed"
            if worker.group == "controller":
                self.status = _replace(self.status, state="error", current=None)
            if self._quitting and worker.group == "controller":
                self.exit(2)
                return
            self._show_error(title, f"{type(error).__name__}: {error}", details)
        elif worker.group == "controller" and event.state == WorkerState.SUCCESS:
            self.summary = worker.result
            if getattr(self.summary, "gone", None):
                self._mark_gone()  # a lost daemon's notice came as an event; an ended sweep's daemon exits
            if self._quitting:
                self.exit(self.exit_code())
        elif worker.group == "controller" and event.state == WorkerState.CANCELLED and self._quitting:
            self.exit(self.exit_code())

    def _show_error(self, title: str, message: str, details: str = "") -> None:
        self.push_screen(ErrorScreen(title, safe_text(message, 2000), safe_text(details, 20000)))

    def exit_code(self) -> int:
        code = getattr(self.summary, "exit_code", None)
        return int(code) if isinstance(code, int) else 1

    @property
    def running(self) -> bool:
        return self.status.state in ("running", "paused", "stopping")

    # ------------------------------------------------------------------ a background sweep's daemon
    def daemon_refusal(self) -> str | None:
        """Why no command can reach the sweep now (a background sweep whose daemon is gone, and what
        goes on from here), or None."""
        message = getattr(self.controller, "gone_message", None)
        refusal = message() if callable(message) else None
        return refusal if isinstance(refusal, str) else None

    def refuse_if_gone(self) -> bool:
        """Say so and return True when the sweep's daemon is gone (the command is not sent)."""
        refusal = self.daemon_refusal()
        if refusal is None:
            return self._refuse_if_silent()
        self._mark_gone()
        self.notify(refusal, severity="warning", timeout=12, brief=self._gone_brief(refusal))
        return True

    def _refuse_if_silent(self) -> bool:
        """Say so and return True while a background sweep's daemon lives but does not answer (the
        command is not sent, and nothing waits for it)."""
        unanswered = getattr(self.controller, "unanswered_message", None)
        text = unanswered() if callable(unanswered) else None
        if not isinstance(text, str):
            return False
        self.notify(text, severity="warning", brief="the sweep daemon does not answer: nothing sent")
        return True

    def daemon_went(self, message: str, *, unresponsive: bool = False) -> None:
        """A command found the sweep's daemon gone: the status bar says the sweep no longer runs, and
        the notification why and what goes on from here. ``unresponsive``: its process lives but did
        not answer (stopped, stuck, reconnecting): said, and nothing is marked gone."""
        if unresponsive:
            self.notify(message, severity="warning")
            return
        self._mark_gone()
        self.notify(message, severity="error", timeout=12, brief=self._gone_brief(message))

    def _gone_brief(self, message: str) -> str:
        """One line for the notification bar (the list behind it holds the whole message)."""
        brief = getattr(self.controller, "gone_brief", None)
        text = brief() if callable(brief) else None
        if not isinstance(text, str):
            return ""
        # a sweep that ended (finished or stopped) goes on with a command the notices list holds; a killed daemon's
        # brief already names it
        ended = getattr(self.controller, "gone", None) in (GONE_FINISHED, GONE_STOPPED)
        return f"{text} ({self._notices_key()}: how to go on)" if ended else text

    def _mark_gone(self) -> None:
        self.status = _replace(self.status, daemon_gone=True, daemon_silent="")
        if self.status.state in ("running", "paused", "stopping", "starting", "loading"):
            # The cell in flight was not recorded: a resumed sweep runs it again.
            cells = tuple(dataclasses.replace(c, status=CellStatus.PENDING) if c.status == CellStatus.RUNNING else c
                          for c in self.cell_states.values())  # fmt: skip
            if any(c.status == CellStatus.RUNNING for c in self.cell_states.values()):
                self._show_states(cells)
            self._finished_at = self._clock()
            self._paused_at = None
            self.status = _replace(self.status, state="gone", current=None, requests="", eta_s=None,
                                   server=ServerState.STOPPED, tok_s=None, accept_length=None)  # fmt: skip

    def command(self, method: Callable[..., Any], *args: Any) -> tuple[bool, Any]:
        """Send a command to the controller: (sent, what it returned). Its refusals (ValueError,
        KeyError) and a daemon found gone are notifications, never a traceback."""
        try:
            return True, method(*args)
        except DaemonGone as exc:
            self.daemon_went(str(exc), unresponsive=isinstance(exc, DaemonUnresponsive))
        except KeyError as exc:
            self.notify(safe_text(missing_cell_text(exc), 500), severity="error")
        except ValueError as exc:
            self.notify(safe_text(str(exc), 500), severity="error")
        return False, None

    def action_daemon_gone(self) -> None:
        self.refuse_if_gone()

    # ------------------------------------------------------------------ events in
    @on(ControllerEvent)
    def _controller_event(self, message: ControllerEvent) -> None:
        event = self.bridge.take_event(message)
        handler = self._handlers.get(type(event))
        if handler is not None:
            handler(event)

    @on(LogLines)
    def _log_lines(self, message: LogLines) -> None:
        batches = self.bridge.take_lines(message)
        if batches:
            self.log_view.append_batches(batches)

    def _on_sweep_started(self, event: ev.SweepStarted) -> None:
        self.status = _replace(self.status, name=event.name, state="running")
        self.sub_title = f"{event.name} → {event.results_path}"
        self._show_identity(event.name)
        self._show_states(event.cells)

    def _on_queue_changed(self, event: ev.QueueChanged) -> None:
        self._show_states(event.cells)

    def _show_states(self, cells: tuple[ev.CellState, ...]) -> None:
        self.cell_states = {c.key: c for c in cells}
        self._recall_outcomes(cells)
        self.query_one(QueuePane).show_states(cells)
        done = sum(1 for c in cells if c.status in FINISHED)
        self.status = _replace(
            self.status, done=done, total=len(cells), eta_s=self._eta(), queued=self.queued_count()
        )

    def _recall_outcomes(self, cells: tuple[ev.CellState, ...]) -> None:
        """What the cells that ended before this TUI saw them said (a background sweep attached to,
        a resumed one), from the results folder's latest record of each: the reason column then
        reads as it does for a cell that ended under this TUI (figures, the crash's label and line),
        not as an empty cell or the verdict a learned rule gave the configuration afterwards."""
        table = self.query_one(QueueTable)
        ended = {c.key: c.status for c in cells
                 if c.status in FINISHED and c.key not in table.outcomes and c.key not in self._recalled}  # fmt: skip
        if not ended:
            return
        self._recalled.update(ended)  # each cell looked up once: the records are not read per queue change
        latest = {r.key: r for r in self.result_records if r.key in ended}
        for key, record in latest.items():
            if record.status == ended[key]:
                table.set_outcome(key, _outcome(record))

    def queued_count(self) -> int:
        """Queued cells the runner would run (pending and not invalid), asked of the controller: a
        command's own QueueChanged event reaches ``cell_states`` only after the command returns."""
        cells: Iterable[ev.CellState] = self.cell_states.values()
        if self.controller is not None:
            try:
                cells = self.controller.snapshot()
            except Exception:  # a controller that cannot answer now: the last snapshot we were sent
                cells = self.cell_states.values()
        return sum(1 for c in cells if c.status == CellStatus.PENDING and c.verdict != "invalid")

    def _on_server_starting(self, event: ev.ServerStarting) -> None:
        log = self.log_view
        if event.reused:
            log.start_launch(f"server reused for run {event.run}", new_process=False)
        else:
            where = f" · log {event.log_path}" if event.log_path else ""
            log.start_launch(f"server starting for run {event.run}{where}")
            log.append_lines([f"$ {' '.join(event.argv)}"], first_lineno=None)
        self.status = _replace(self.status, server=ServerState.READY if event.reused else ServerState.STARTING)

    def _on_server_ready(self, event: ev.ServerReady) -> None:
        self.log_view.start_launch(
            f"server ready in {event.startup_s:.1f} s (pid {event.pid})", new_process=False
        )
        self.status = _replace(self.status, server=ServerState.READY)

    def _on_server_stopped(self, event: ev.ServerStopped) -> None:
        self.log_view.start_launch(
            f"server stopped: {event.reason} ({event.status_text()})", new_process=False
        )
        crashed = self.status.server == ServerState.CRASHED
        self.status = _replace(self.status, server=ServerState.CRASHED if crashed else ServerState.STOPPED)

    def _on_cell_started(self, event: ev.CellStarted) -> None:
        # a view attached to a background sweep mid-cell is told how long the cell has run already
        self._cell_started_at = self._clock() - max(0.0, event.age_s)
        self.status = _replace(self.status, current=event.key, requests="", tok_s=None, accept_length=None)
        if event.where:
            self._elsewhere[event.key] = event.where
            self._show_servers_elsewhere()

    def _show_servers_elsewhere(self) -> None:
        """Under an executor (GPU slots, Slurm) the servers are the jobs', not this process's: the
        status bar says where they run instead of this process's own (stopped) server."""
        if not self._elsewhere:
            self.status = _replace(self.status, server=ServerState.STOPPED)
            return
        places = sorted({where.split(" · ")[0] for where in self._elsewhere.values()})
        if len(places) > 1 and all(p.startswith("GPU ") for p in places):  # short at 80 columns
            places = ["GPU " + ",".join(p.removeprefix("GPU ") for p in places)]
        shown = f"on {places[0]}" if len(self._elsewhere) == 1 else f"{len(self._elsewhere)} jobs: {', '.join(places)}"
        self.status = _replace(self.status, server=shown)

    def _on_cell_progress(self, event: ev.CellProgress) -> None:
        self.status = _replace(
            self.status, requests=f"{event.requests_done}/{event.requests_total} req", tok_s=event.tok_s
        )

    def _on_live_stats(self, event: ev.LiveStats) -> None:
        self.status = _replace(
            self.status,
            tok_s=event.gen_throughput if event.gen_throughput is not None else self.status.tok_s,
            accept_length=event.accept_length,
        )

    def _on_crash(self, event: ev.CrashDetected) -> None:
        self.log_view.mark_fatal(event.lineno)
        self.status = _replace(self.status, server=ServerState.CRASHED)
        where = event.key or "server start-up"
        core = line_core(safe_text(event.text, 2000))
        if event.label in CUDA_LABELS:
            banner = self.query_one(CrashBanner)
            banner.show(f"{where}: {event.label} · {core}", key=event.key)
        # The bar shows the line's words (no time/level prefix of the server); the list behind it (n)
        # carries the line verbatim.
        at = f"line {event.lineno}: " if event.lineno else ""
        self.notify(f"{where}\n{at}{event.text}\nhint: {event.hint}", title=f"crashed: {event.label}",
                    brief=f"{where}\n{at}{core}\nhint: {event.hint}",
                    severity="error", timeout=8)
        self._mark_tab("log", True)

    def _on_cell_finished(self, event: ev.CellFinished) -> None:
        result = event.result
        if result.duration_s and result.status in (CellStatus.OK, *FAILURES):
            self._durations.append(result.duration_s)
        self.result_records.append(result)
        self._show_results()
        self.query_one(QueueTable).set_outcome(result.key, _outcome(result))
        if result.status == CellStatus.OK:
            self.query_one(CrashBanner).cell_recovered(result.key)
        if self.status.current == result.key:
            self.status = _replace(self.status, current=None, requests="")
        if self._elsewhere.pop(result.key, None) is not None:
            self._show_servers_elsewhere()
        self.status = _replace(self.status, eta_s=self._eta())

    def _load_result_records(self) -> None:
        """The Results view shows the whole results folder (earlier passes, resumes, re-runs), read
        before this session's controller writes to it; this session's cells are added as they end."""
        from specdec_tui.run.results import load_folder

        path = getattr(self.controller, "results_path", None)
        if path is None:
            return
        try:
            records, warnings = load_folder(Path(path))
        except OSError as exc:
            records, warnings = [], [f"{path}: {exc}"]
        self.result_records = records
        for warning in warnings[:3]:
            self.notify(safe_text(warning, 300), title="results file", severity="warning")
        if records:
            self._show_results()

    def _show_results(self) -> None:
        from specdec_tui.report.summary import figures_by_identity
        from specdec_tui.run.results import result_rows

        table = self.query_one(ResultsTable)
        rows = result_rows(self.result_records)
        table.show_rows(rows, figures_by_identity(rows, self.result_records))
        self._set_tab_label("results", f"2 Results ({len(table.results)})")

    def _on_rule_learned(self, event: ev.RuleLearned) -> None:
        match = ", ".join(f"{k}={v}" for k, v in event.match.items())
        self.notify(f"{match}\n→ {event.path}", title="known-crash rule learned", timeout=6)

    def _on_gpu_sample(self, event: ev.GpuSample) -> None:
        self.query_one(GpuPane).show_sample(
            event.gpus, event.server_mem_mib, event.error, event.server_pids, event.server_state
        )
        xids = [x for gpu in event.gpus for x in gpu.xid_events]
        if xids:
            first = xids[0]
            self.query_one(CrashBanner).show(f"GPU Xid {first.xid} on GPU {first.gpu_index}: {first.description}")

    def _on_notice(self, event: ev.Notice) -> None:
        severity: SeverityLevel = {"error": "error", "warning": "warning"}.get(event.level, "information")  # type: ignore[assignment]
        gone = event.text == self.daemon_refusal()  # the stream broke: the daemon is gone
        self.notify(safe_text(event.text, 500), severity=severity, brief=self._gone_brief(event.text) if gone else "")

    def _on_sweep_paused(self, event: ev.SweepPaused) -> None:
        paused = event.paused or self._write_blocked
        if event.paused and self.running and getattr(self.controller, "stopping", False) is True:
            # A background sweep asked to stop after its cell (specdec stop): no pause to resume.
            self.status = _replace(self.status, state="stopping", eta_s=None)
            return
        if paused and self.status.state == "running":
            self._paused_at = self._clock()
            self.status = _replace(self.status, state="paused", eta_s=self._eta())
        elif not paused and self.status.state == "paused":
            self._paused_at = None
            self.status = _replace(self.status, state="running")
            self.status = _replace(self.status, eta_s=self._eta())

    def _on_results_not_saved(self, event: ev.ResultsNotSaved) -> None:
        self._write_blocked = True
        folder = str(Path(event.path).parent)
        retry = f"; retrying every {event.retry_s:g} s" if event.retry_s else ""
        self.query_one(WriteFailureBanner).message = (
            f"PAUSED, results not saved: {safe_text(event.error, 80)}. {event.unsaved} waiting, no new cell "
            f"starts; free space, then W writes them{retry}. Folder: {safe_text(folder, 200)}"
        )
        self.status = _replace(self.status, state="paused" if self.running else self.status.state,
                               warning="results not saved")
        self.notify(f"{safe_text(event.error, 200)}\n{safe_text(event.path, 300)}", title="results not saved: sweep paused", severity="error",
                    timeout=8)

    def _on_results_saved(self, event: ev.ResultsSaved) -> None:
        self._write_blocked = False
        self.query_one(WriteFailureBanner).message = ""
        self.status = _replace(self.status, state="running" if self.status.state == "paused" else self.status.state,
                               warning="")
        self.notify(f"{_n_results(event.count)} written to {safe_text(event.path, 300)}", title="results saved")

    def _on_results_kept(self, event: ev.ResultsKept) -> None:
        self.query_one(WriteFailureBanner).message = (
            f"results NOT in {safe_text(event.path, 120)} ({safe_text(event.error, 60)}): "
            f"{_n_results(event.count)} kept in {safe_text(event.fallback_path, 200)}; --resume writes them there"
        )
        self.notify(f"{_n_results(event.count)} kept in {safe_text(event.fallback_path, 300)}\n"
                    f"(--resume writes them to {safe_text(event.path, 300)})",
                    title="results not in the results file", severity="error", timeout=15)

    def _on_storage_warning(self, event: ev.StorageWarning) -> None:
        text = f"{event.what} not written: {safe_text(event.error, 60)}"
        self.status = _replace(self.status, warning=text)
        self.notify(f"{safe_text(event.error, 200)}\n{safe_text(event.path, 200)}",
                    title=f"could not write the {event.what}", severity="warning", timeout=8)

    def _on_daemon_contact(self, event: ev.DaemonContact) -> None:
        self.status = _replace(self.status, daemon_silent="" if event.answering else event.why)

    def _on_sweep_finished(self, event: ev.SweepFinished) -> None:
        self._finished_at = self._clock()
        counts = ", ".join(f"{n} {s}" for s, n in sorted(event.counts.items()))
        state = "aborted" if event.aborted else "finished"
        self.status = _replace(self.status, state=state, current=None, requests="", eta_s=None)
        self._tick()
        if not self._quitting:
            self.notify(f"{counts}\nresults: {event.results_path}", title=f"sweep {state}", timeout=10)

    # ------------------------------------------------------------------ status
    def _tick(self) -> None:
        if self._started_at is None:
            return
        end = self._finished_at if self._finished_at is not None else self._clock()
        self.status = _replace(self.status, elapsed_s=self._elapsed(self._started_at, end), eta_s=self._eta())

    def _elapsed(self, started: float, end: float) -> float:
        """The sweep's own elapsed time. A background sweep's daemon says how long the sweep has run (its
        snapshot, each event's time): a view attached late counts from there, not from when it attached."""
        told = getattr(self.controller, "sweep_time", None)
        if not isinstance(told, (int, float)) or isinstance(told, bool):
            return end - started
        if self._told is None or self._told[0] != told:
            self._told = (float(told), end)
        return self._told[0] if self._finished_at is not None else self._told[0] + end - self._told[1]

    def _eta(self) -> float | None:
        """Mean time of the cells that ran, times the runnable cells still queued, minus the current one's age."""
        if not self._durations or self.status.state not in ("running", "paused"):
            return None
        mean = sum(self._durations) / len(self._durations)
        queued = sum(1 for c in self.cell_states.values() if c.status == CellStatus.PENDING and c.verdict != "invalid")
        remaining = queued * mean
        if self.status.current and self._cell_started_at is not None:
            # Paused, the estimate stands still: nothing new starts until the user resumes.
            now = self._paused_at if self._paused_at is not None else self._clock()
            remaining += max(0.0, mean - (now - self._cell_started_at))
        return remaining

    def _mark_tab(self, tab: str, alert: bool) -> None:
        try:
            self.query_one(TabbedContent).get_tab(f"tab-{tab}").set_class(alert, "-alert")
        except Exception:  # the tab may not exist while the app shuts down
            pass

    def _set_tab_label(self, tab: str, label: str) -> None:
        try:
            self.query_one(TabbedContent).get_tab(f"tab-{tab}").label = label  # type: ignore[assignment]
        except Exception:
            pass

    # ------------------------------------------------------------------ app actions
    def action_show_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = f"tab-{tab}"
        if tab == "log":
            self._mark_tab("log", False)
        targets: dict[str, str] = {"queue": "#queue-table", "results": "#results", "log": "#log-view", "gpu": "#gpu"}
        target = targets.get(tab)
        if target is not None:
            self.query_one(target).focus()

    @on(TabbedContent.TabActivated)
    def _tab_activated(self, event: TabbedContent.TabActivated) -> None:
        if event.pane.id == "tab-log":
            self._mark_tab("log", False)

    def action_charts(self) -> None:
        """The Charts view over the Results rows and the queue (key 5)."""
        if not isinstance(self.screen, ChartsScreen):
            open_charts(self)

    def action_help(self) -> None:
        rows = binding_rows(
            self.binding_contexts(), self.user_keymap, lambda key: self.get_key_display(Binding(key, ""))
        )
        path = self._keymap_file or keymap_path()
        note = f"Remap keys by id in {path} (or $SPECDEC_KEYMAP), e.g.  \"queue.edit\" = \"enter,e\""
        self.push_screen(HelpScreen(rows, note))

    def action_notices(self) -> None:
        self.notices.mark_seen()
        self.notice_version += 1
        self.push_screen(NoticesScreen(self.notices.newest_first(), self._opened_at))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "resume":
            return self.status.state == "paused"
        if action == "toggle_pause":
            return self.running and self.status.state not in ("paused", "stopping")
        if action == "daemon_gone":
            return self.status.daemon_gone
        # Once the daemon is gone, the keys of the sweep's commands say so instead (sweep.daemon-gone).
        return not (action in ("skip_current", "abort", "continue_sweep", "retry_writes") and self.status.daemon_gone)

    def watch_status(self, old: SweepStatus, new: SweepStatus) -> None:
        if old.state != new.state:
            self.refresh_bindings()

    def action_resume(self) -> None:
        if self.controller is not None and self.status.state == "paused" and not self.refuse_if_gone():
            self.command(self.controller.resume)

    def action_toggle_pause(self) -> None:
        if self.controller is None or not self.running or self.refuse_if_gone():
            return
        if self.status.state == "stopping":
            self.notify("The sweep stops after the cell in flight (it was asked to stop).", severity="warning")
            return
        if self.status.state == "paused":
            self.command(self.controller.resume)
        elif self.command(self.controller.pause)[0]:
            self.notify("Pausing after the cell in flight (the server stays up).")

    def action_skip_current(self) -> None:
        if self.refuse_if_gone():
            return
        if self.controller is None or not self.status.current:
            self.notify("No cell is running.", severity="warning")
            return
        current = self.status.current
        if self.command(self.controller.skip_current)[0]:
            self.notify(f"Skipping {current}.")

    def action_continue_sweep(self) -> None:
        """Run the cells queued after the sweep finished (re-queued or edited ones)."""
        if self.controller is None or self.refuse_if_gone():
            return
        if self.running:
            self.notify("The sweep is running: queued cells run in turn.")
            return
        if self.status.state == "aborted":
            self.notify("The sweep was aborted; open it again with --resume to go on.", severity="warning")
            return
        if not self.queued_count():
            self.notify("No runnable cell is queued.", severity="warning")
            return
        self.start_sweep()

    def _hold_while_asking(self) -> Callable[[], None]:
        """Pause the sweep while a stop question is open, so no new cell starts under the dialog
        (the cell in flight goes on); the returned function resumes it if the answer is no."""
        controller = self.controller
        if controller is None or self.status.state != "running" or not self.command(controller.pause)[0]:
            return lambda: None

        def release() -> None:
            if self.controller is not None and self.status.state == "paused":
                self.command(self.controller.resume)

        return release

    def action_abort(self) -> None:
        if self.controller is None or self.refuse_if_gone() or not self.running:
            return
        release = self._hold_while_asking()

        def answer(yes: bool | None) -> None:
            if yes and self.controller is not None:
                if self.command(self.controller.abort)[0]:
                    self.notify("Aborting: stopping the server…")
            else:
                release()

        question = "Abort the sweep? The cell in flight is not recorded. (No new cell starts while this is open.)"
        self.push_screen(ConfirmScreen(question), answer)

    def action_request_quit(self) -> None:
        if not self.running or self.daemon_refusal() is not None:
            self.exit(self.exit_code())
            return
        if self._attached():  # a background sweep: leave it running (the default) or stop it
            if isinstance(self.screen, LeaveOrStopScreen):
                return  # the question is open already

            def choose(choice: str | None) -> None:
                if choice == "resume" and self.controller is not None:
                    if self.command(self.controller.resume)[0]:
                        self._leave_running(paused=False)
                elif choice == "leave":
                    self._leave_running(paused=self.status.state == "paused")
                elif choice == "stop":
                    self._begin_quit()

            sweep_id = str(getattr(getattr(self.controller, "record", None), "id", ""))
            state = self.status.state
            self.push_screen(LeaveOrStopScreen(sweep_id, paused=state == "paused", stopping=state == "stopping"), choose)
            return
        release = self._hold_while_asking()

        def answer(yes: bool | None) -> None:
            if yes:
                self._begin_quit()
            else:
                release()

        self.push_screen(ConfirmScreen("Stop the sweep and quit? The server will be stopped."), answer)

    async def action_quit(self) -> None:
        """ctrl+q. Attached to a background sweep that runs: the same question as ``q`` (asked again
        while it is open: its default, leave it running). In the foreground: stop the sweep and quit."""
        if self.running and not self._quitting and self._attached() and self.daemon_refusal() is None:
            if isinstance(self.screen, LeaveOrStopScreen):
                self.screen.dismiss("leave")
            else:
                self.action_request_quit()
        elif self.running and not self._quitting and not self._attached():
            self._begin_quit()
        else:
            self.exit(self.exit_code())

    def action_help_quit(self) -> None:
        """ctrl+c: says which keys quit (Textual's own says it in markup that notifications never render)."""
        quit_key = self.get_key_display(Binding(self.user_keymap.get("app.quit", "q").split(",")[0], ""))
        self.notify(f"Press {quit_key} or ctrl+q to quit.", title="Do you want to quit?")

    def _attached(self) -> bool:
        """Following a sweep that runs in a background daemon (the remote controller can detach)."""
        return callable(getattr(self.controller, "detach", None))

    def _leave_running(self, *, paused: bool = False) -> None:
        """Stop following a background sweep; it goes on (or, ``paused``, stays paused) in its daemon."""
        self._quitting = True
        self.left_paused = paused
        getattr(self.controller, "detach")()  # noqa: B009  (the remote controller's, not in ControllerLike)
        self.set_timer(5.0, lambda: self.exit(0))

    def _begin_quit(self) -> None:
        if self._quitting:
            self.exit(self.exit_code())  # asked twice: go now (the worker is cancelled on exit)
            return
        self._quitting = True
        if self.controller is not None and not self.command(self.controller.abort)[0]:
            if self._attached() and self.daemon_refusal() is None:
                self._quitting = False  # its daemon lives but did not take the stop (said why): stay
                return
            self.exit(self.exit_code())  # nothing left to stop (its daemon is gone)
            return
        self.notify("Stopping the server… (quit again to leave at once)")
        self.set_timer(30.0, lambda: self.exit(self.exit_code()))

    def action_retry_writes(self) -> None:
        retry = getattr(self.controller, "retry_writes", None)
        if not self._write_blocked or retry is None:
            self.notify("Every result is written.")
            return
        if not self.refuse_if_gone() and self.command(retry)[0]:
            self.notify("Writing the waiting results again…")

    def action_dismiss_banner(self) -> None:
        self.query_one(CrashBanner).dismiss()

    def action_next_theme(self) -> None:
        names = sorted(name for name in self.available_themes if name.startswith("specdec-"))
        if not names:
            return
        index = names.index(self.theme) if self.theme in names else -1
        self.set_theme(names[(index + 1) % len(names)])

    def set_theme(self, name: str) -> None:
        resolved = resolve_theme_name(name, self.available_themes)
        if resolved is None:
            self.notify(f"unknown theme '{name}'", severity="error")
            return
        self.theme = resolved

    def watch_theme(self, theme: str) -> None:
        # Component-class styles are read when cells are built: rebuild them in the new colours.
        def restyle() -> None:
            for table in self.query(QueueTable):
                table.restyle()
            for results in self.query(ResultsTable):
                results.restyle()

        self.call_after_refresh(restyle)

    # ------------------------------------------------------------------ cell commands
    @on(CellAction)
    def _cell_action(self, message: CellAction) -> None:
        message.stop()
        origin = self.screen
        self.cell_actions.handle(message)
        if self.screen is origin:
            self.end_typeahead()  # the command opened nothing: the keys held go where they were going

    # ------------------------------------------------------------------ type-ahead
    def begin_typeahead(self) -> None:
        """Hold the keys typed from now on until the screen being opened has its focus, then replay
        them there, in order: a fast burst ("w", "9", Tab, "7") lands in the form's fields, not in
        the table under it (Textual routes a key when it arrives, before the form exists)."""
        if self._typeahead is not None:
            return
        self._typeahead = []
        self._typeahead_origin = self.screen
        self._typeahead_deadline = time.monotonic() + TYPEAHEAD_MAX_S
        self.set_timer(TYPEAHEAD_POLL_S, self._poll_typeahead)

    def _poll_typeahead(self) -> None:
        if self._typeahead is None:
            return
        screen = self.screen
        opened = screen is not self._typeahead_origin and screen.is_mounted and screen.focused is not None
        if opened or time.monotonic() >= self._typeahead_deadline:
            self.end_typeahead()
        else:
            self.set_timer(TYPEAHEAD_POLL_S, self._poll_typeahead)

    def end_typeahead(self) -> None:
        """Replay the held keys, in order. Each goes to the widget focused at its turn; Tab moves
        the focus at once, so the keys after it reach the next field whatever the queues do."""
        keys, self._typeahead = self._typeahead, None
        screen = self.screen
        for key, character in keys or ():
            if key in ("tab", "shift+tab") and screen.focused is not None:
                screen.focus_next() if key == "tab" else screen.focus_previous()
                continue
            target = screen.focused or screen
            target._forward_event(events.Key(key, character))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and self._typeahead is not None:
            self._typeahead.append((event.key, event.character))
            return
        if isinstance(event, events.Key) and not event.is_forwarded:
            self._user_saw_the_bar()
        await super().on_event(event)

    def _user_saw_the_bar(self) -> None:
        """A key pressed while the screen shows the notification bar: its newest notification was
        seen (before the key's own answer is raised), so it no longer counts as new."""
        if any(bar.display for bar in self.screen.query(NotificationBar)) and self.notices.mark_latest_seen():
            self.notice_version += 1

    def push_screen(self, *args: Any, **kwargs: Any) -> Any:
        self.begin_typeahead()
        return super().push_screen(*args, **kwargs)

    def action_requeue_failed(self) -> None:
        if self.controller is not None and not self.refuse_if_gone():
            self.cell_actions.requeue_failed()

    # ------------------------------------------------------------------ save and export
    def action_save_queue(self) -> None:
        if self.controller is None or self.refuse_if_gone():
            return
        default = self.controller.results_dir / "queue.toml"

        async def save(path_text: str | None) -> None:
            if not path_text or self.controller is None:
                return
            from specdec_tui.sweepfile.config import save_sweep

            path = Path(path_text).expanduser()
            saver = getattr(self.controller, "save_queue", None)  # a background sweep's daemon writes it
            try:
                if callable(saver):
                    await asyncio.to_thread(saver, path)
                else:
                    await asyncio.to_thread(save_sweep, self.controller.current_sweep(), path)
            except DaemonGone as exc:
                self.daemon_went(f"{path} not saved: {exc}", unresponsive=isinstance(exc, DaemonUnresponsive))
                return
            except (OSError, ValueError) as exc:
                self.notify(f"could not save {path}: {exc}", severity="error")
                return
            self.notify(f"Saved the queue to {path}; open it again with: specdec {path}", timeout=8)

        self.push_screen(PromptScreen("Save the queue as a sweep file", str(default)), save)

    async def export_results(self, fmt: str) -> Path | None:
        """Write the results table to ``results.<ext>`` in the results directory."""
        from specdec_tui.report.summary import export_text
        from specdec_tui.run import results as results_module

        if self.controller is None:
            return None
        ext = EXPORT_FORMATS[fmt]
        if ext not in results_module.EXPORTERS:
            return None
        table = self.query_one(ResultsTable)
        order = {row_id: i for i, row_id in enumerate(table.ordered_ids())}
        results_path = Path(self.controller.results_path)
        path = self.controller.results_dir / f"results.{ext}"
        try:
            # Built from the whole results folder as it is on disk now (every pass and attempt), in
            # the table's order, so an export never holds less than the folder does.
            rows, records = await asyncio.to_thread(_export_rows, results_path, self.result_records, order)
            if not rows:
                self.notify("No results to export yet.", severity="warning")
                return None
            text = export_text(ext, rows, records)
            await asyncio.to_thread(_write_text, path, text)
        except OSError as exc:
            self.notify(f"could not write {path}: {exc}", severity="error")
            return None
        self.notify(f"Exported {len(rows)} results to {path}")
        return path

    # ------------------------------------------------------------------ command palette
    def palette_commands(self) -> list[PaletteCommand]:
        """The namespaced commands that apply now (the palette asks each time it opens)."""
        return app_commands(self)


def _outcome(result: CellResult) -> str:
    """One line on how a cell ended: ``cuda_illegal_instruction: RuntimeError: CUDA error: ...``."""
    if result.status == CellStatus.OK:
        speedup = f", {result.speedup:.2f}× baseline" if result.speedup is not None else ""
        tok_s = f"{result.output_tok_s:.1f} tok/s" if result.output_tok_s is not None else "ok"
        return tok_s + speedup
    if result.triage_label:
        line = line_core(safe_text(result.first_fatal_line or "", 200))
        return f"{result.triage_label}: {line}" if line else result.triage_label
    return safe_text(result.reasons[0], 200) if result.reasons else result.status


def _n_results(n: int) -> str:
    return f"{n} result" if n == 1 else f"{n} results"


def _bindings(bindings: Iterable[Any]) -> list[Binding]:
    return [b for b in bindings if isinstance(b, Binding)]


def _replace(status: SweepStatus, **changes: Any) -> SweepStatus:
    import dataclasses

    return dataclasses.replace(status, **changes)


def _export_rows(
    results_path: Path, session: list[CellResult], order: dict[str, int]
) -> tuple[list[CellResult], list[CellResult]]:
    """The latest attempt of every configuration in the results folder (or, when the folder holds
    fewer records than this session saw, in the session's records), in the table's order; and the
    records they come from (the samples of their intervals)."""
    from specdec_tui.run.results import load_folder, result_rows

    records, _ = load_folder(results_path)
    records = records if len(records) >= len(session) else session
    rows = result_rows(records)
    rows.sort(key=lambda row: order.get(row.row_id, len(order)))
    return [row.latest for row in rows], records


def _write_text(path: Path, text: str) -> None:
    from specdec_tui.sweepfile.config import atomic_write_text

    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, text)
