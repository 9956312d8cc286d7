"""Every attempt of one configuration of a cell, newest first: how each ended, and its detail on enter."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from specdec_tui.domain.record import CellResult
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.tui.formatting import fmt_float, line_core

HISTORY_COLUMNS = ("attempt", "started", "status", "tok/s", "speedup", "why")


class HistoryScreen(Screen[None]):
    """The attempts of one results row (``ResultRow.attempts``), newest first."""

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "Back", id="history.back"),
        Binding("enter", "detail", "Details", id="history.detail"),
    ]

    def __init__(self, row_id: str, attempts: list[CellResult]) -> None:
        super().__init__()
        self.row_id = row_id
        self.attempts = list(reversed(attempts))  # newest first

    def compose(self) -> ComposeResult:
        latest = self.attempts[0] if self.attempts else None
        heading = Text(self.row_id, style="bold")
        if latest is not None:
            params = latest.params_text()
            heading.append(f"   {len(self.attempts)} attempt(s)")
            if params:
                heading.append(f"   {params}")
        yield Static(heading, id="history-heading")
        yield DataTable(id="history-table", cursor_type="row", zebra_stripes=True)
        yield Static("", id="history-why")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#history-table", DataTable)
        for label in HISTORY_COLUMNS:
            table.add_column(label, key=label)
        for index, result in enumerate(self.attempts):
            table.add_row(
                Text(str(result.attempt), justify="right"),
                Text(_when(result.started_at)),
                Text(result.triage_label or result.status),
                Text(fmt_float(result.output_tok_s), justify="right"),
                Text(fmt_float(result.speedup, ".2f", "×"), justify="right"),
                Text(_why(result, 60), no_wrap=True, overflow="ellipsis"),
                key=str(index),
            )
        table.focus()
        self._show_why(0)

    def _show_why(self, index: int) -> None:
        if 0 <= index < len(self.attempts):
            self.query_one("#history-why", Static).update(Text(_why(self.attempts[index], 2000)))

    @on(DataTable.RowHighlighted, "#history-table")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_why(event.cursor_row)

    @on(DataTable.RowSelected, "#history-table")
    def _selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self._open(event.cursor_row)

    def action_detail(self) -> None:
        self._open(self.query_one("#history-table", DataTable).cursor_row)

    def _open(self, index: int) -> None:
        from specdec_tui.tui.screens.run_detail import RunDetailScreen

        if 0 <= index < len(self.attempts):
            self.app.push_screen(RunDetailScreen(None, self.attempts[index], self.row_id))


def _when(started_at: str | None) -> str:
    """``2026-12-03T08:30:42+00:00`` as ``12-03 08:30:42`` (UTC, as recorded)."""
    if not started_at:
        return ""
    date, _, time = started_at.partition("T")
    return f"{date[5:]} {time[:8]}".strip()


def _why(result: CellResult, limit: int) -> str:
    """How an attempt ended, in words: the triage label and first fatal line, else the first reason."""
    if result.triage_label:
        line = line_core(result.first_fatal_line or "")
        return safe_text(f"{result.triage_label}: {line}" if line else result.triage_label, limit)
    if result.reasons:
        return safe_text(result.reasons[0], limit)
    return result.status
