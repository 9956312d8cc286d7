"""The namespaced command palette ("export: markdown", "theme: light", "queue: save", ...).

The commands come from the app, which knows its state (a paused sweep offers "sweep: resume").
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from specdec_tui.tui.widgets.queue_table import QueueTable

if TYPE_CHECKING:
    from specdec_tui.tui.protocol import AppLike

TABS = ("queue", "results", "log", "gpu")
EXPORT_FORMATS = {"csv": "csv", "json": "json", "markdown": "md"}  # palette name -> file extension


@dataclass(frozen=True)
class PaletteCommand:
    title: str  # "namespace: what"
    help: str
    callback: Callable[[], object]


class SpecdecCommands(Provider):
    def _commands(self) -> list[PaletteCommand]:
        app = cast("AppLike", self.app)
        return app.palette_commands()

    async def discover(self) -> Hits:
        for command in self._commands():
            yield DiscoveryHit(command.title, command.callback, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self._commands():
            score = matcher.match(command.title)
            if score > 0:
                yield Hit(score, matcher.highlight(command.title), command.callback, help=command.help)


def app_commands(app: AppLike) -> list[PaletteCommand]:
    """Every command that applies to the app's state now."""
    commands = [
        PaletteCommand(f"export: {fmt}", f"Write every result in the results folder as {fmt.upper()} into it",
                       _later(app, app.export_results, fmt))
        for fmt in EXPORT_FORMATS
    ]
    commands.append(PaletteCommand("queue: save", "Save the queue (with edits) as a sweep file",
                                   app.action_save_queue))
    commands.append(PaletteCommand("queue: re-queue all crashed or failed cells",
                                   "Pick among every crashed, hung or failed cell and run them again",
                                   app.action_requeue_failed))
    commands.append(PaletteCommand("view: categories",
                                   "Per prompt category × run: speedup and acceptance length (dataset workloads)",
                                   _later(app, _categories, app)))
    commands.append(PaletteCommand("view: charts",
                                   "Speedup, tok/s or acceptance length against a swept key (budget, concurrency, ...)",
                                   app.action_charts))
    commands.append(PaletteCommand("results: history of the highlighted row",
                                   "Every attempt of that configuration, crashes included",
                                   _later(app, _results_history, app)))
    for label, action in (("add cell", "add"), ("edit cell", "edit"), ("edit workload", "edit-workload"),
                          ("duplicate cell", "duplicate"),
                          ("delete cell", "delete"), ("re-queue cell", "requeue"),
                          ("re-queue cell with edits", "requeue-edit"), ("cell details", "detail")):
        commands.append(PaletteCommand(f"queue: {label}", "On the highlighted cell of the queue",
                                       _later(app, _queue_action, app, action)))
    if app.running:
        if app.status.state == "paused":
            commands.append(PaletteCommand("sweep: resume", "Continue with the next cell", app.action_toggle_pause))
        else:
            commands.append(PaletteCommand("sweep: pause", "Pause after the cell in flight",
                                           app.action_toggle_pause))
        if app.status.current:
            commands.append(PaletteCommand("sweep: skip current cell", f"Skip {app.status.current}",
                                           app.action_skip_current))
        commands.append(PaletteCommand("sweep: abort", "Stop the sweep and the server", app.action_abort))
    elif app.queued_count():
        commands.append(PaletteCommand("sweep: run queued cells", f"Run the {app.queued_count()} queued cell(s)",
                                       app.action_continue_sweep))
    for name in sorted(n for n in app.available_themes if n.startswith("specdec-")):
        short = name.removeprefix("specdec-")
        marker = " (current)" if name == app.theme else ""
        commands.append(PaletteCommand(f"theme: {short}", f"Switch to the {short} theme{marker}",
                                       _later(app, app.set_theme, name)))
    commands.append(PaletteCommand("log: jump to first fatal line", "Show the fatal line of the latest crash",
                                   _later(app, _jump_to_fatal, app)))
    commands.append(PaletteCommand("log: follow tail", "Resume following the server log",
                                   _later(app, _follow_log, app)))
    for tab in TABS:
        commands.append(PaletteCommand(f"view: {tab}", f"Show the {tab} tab", _later(app, app.action_show_tab, tab)))
    commands.append(PaletteCommand("help: keys", "Every key binding and its id", app.action_help))
    return commands


def _queue_action(app: AppLike, action: str) -> None:
    app.action_show_tab("queue")
    app.query_one(QueueTable).action_cell(action)


def _results_history(app: AppLike) -> None:
    from specdec_tui.tui.widgets.results_table import ResultsTable

    app.action_show_tab("results")
    app.query_one(ResultsTable).action_history()


def _categories(app: AppLike) -> None:
    from specdec_tui.tui.widgets.results_table import ResultsTable

    app.action_show_tab("results")
    app.query_one(ResultsTable).action_categories()


def _jump_to_fatal(app: AppLike) -> None:
    app.action_show_tab("log")
    app.log_view.action_first_fatal()


def _follow_log(app: AppLike) -> None:
    app.action_show_tab("log")
    app.log_view.action_follow()


def _later(app: AppLike, function: Callable[..., Any], *args: Any) -> Callable[[], None]:
    """A palette callback that runs ``function(*args)`` (awaiting it if it is a coroutine)."""

    def callback() -> None:
        result = function(*args)
        if asyncio.iscoroutine(result):
            app.run_worker(result, group="palette", exit_on_error=False)

    return callback

