"""The sweep queue editor: every cell with its status, parameters and verdict; invalid cells greyed out."""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.reactive import reactive
from textual.widgets import DataTable, Static

from specdec_tui.domain.events import CellState
from specdec_tui.domain.status import CellStatus
from specdec_tui.tui.formatting import fmt_params, foreground_only
from specdec_tui.tui.messages import CellAction

COLUMN_LABELS = {
    "n": "#",
    "status": "status",
    "run": "run",
    "workload": "workload",
    "params": "parameters",
    "verdict": "verdict",
    "reason": "reason",
}
WIDE_COLUMNS = ("n", "status", "run", "workload", "params", "verdict", "reason")
# Below this width the verdict folds into the status column ("⊘ invalid" for a queued invalid cell)
# and the row number goes, so a triage label fits in the reason column at 80 columns.
COMPACT_BELOW = 100
COMPACT_COLUMNS = ("status", "run", "workload", "params", "reason")

STATUS_GLYPHS: dict[str, str] = {
    CellStatus.PENDING: "·",
    CellStatus.RUNNING: "▶",
    CellStatus.OK: "✓",
    CellStatus.CRASHED: "✗",
    CellStatus.FAILED: "!",
    CellStatus.HANG: "⧗",
    CellStatus.SKIPPED: "↷",
    CellStatus.INVALID: "⊘",
    "warning": "⚠",  # a queued cell's verdict, shown in the status column at 80 columns
    "loading": "…",  # no verdict yet: the cell's dataset is being read
}


class QueueTable(DataTable[Text]):
    """Rows keyed by cell key; rebuilt only when the order changes, otherwise updated in place."""

    DEFAULT_CSS = """
    QueueTable {
        height: 1fr;
    }

    QueueTable > .queue--invalid {
        color: $text-disabled;
        text-style: italic;
    }

    QueueTable > .queue--warning {
        color: $text-warning;
    }

    QueueTable > .queue--pending {
        color: $text-muted;
    }

    QueueTable > .queue--running {
        color: $text-accent;
        text-style: bold;
    }

    QueueTable > .queue--ok {
        color: $text-success;
    }

    QueueTable > .queue--crashed {
        color: $text-error;
        text-style: bold;
    }

    QueueTable > .queue--failed {
        color: $text-error;
    }

    QueueTable > .queue--skipped {
        color: $text-muted;
    }
    """

    COMPONENT_CLASSES = {
        "queue--invalid",
        "queue--warning",
        "queue--pending",
        "queue--running",
        "queue--ok",
        "queue--crashed",
        "queue--failed",
        "queue--skipped",
    }

    BINDINGS = [
        Binding("a", "cell('add')", "Add", id="queue.add"),
        Binding("e", "cell('edit')", "Edit", id="queue.edit"),
        Binding("w", "cell('edit-workload')", "Edit workload", show=False, id="queue.edit-workload"),
        Binding("d", "cell('duplicate')", "Duplicate", show=False, id="queue.duplicate"),
        Binding("delete,x", "cell('delete')", "Delete", show=False, id="queue.delete"),
        Binding("shift+up,K", "cell('move-up')", "Move up", show=False, id="queue.move-up"),
        Binding("shift+down,J", "cell('move-down')", "Move down", show=False, id="queue.move-down"),
        Binding("r", "cell('requeue')", "Re-queue", id="queue.requeue"),
        Binding("R", "cell('requeue-edit')", "Re-queue with edits", show=False, id="queue.requeue-edit"),
        Binding("enter", "cell('detail')", "Details", id="queue.detail"),
        Binding("home,g", "first_row", "First cell", show=False, id="queue.first"),
        Binding("end,G", "last_row", "Last cell", show=False, id="queue.last"),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=False)
        self.states: dict[str, CellState] = {}
        self.outcomes: dict[str, str] = {}  # key -> what the last run said (triage label and line, or why)
        self._order: list[str] = []

    compact: reactive[bool] = reactive(False, init=False)
    """The narrow layout (fewer columns); follows the width."""

    def on_mount(self) -> None:
        self._add_columns()

    def _add_columns(self) -> None:
        for key in COMPACT_COLUMNS if self.compact else WIDE_COLUMNS:
            self.add_column(COLUMN_LABELS[key], key=key)

    @property
    def column_keys(self) -> tuple[str, ...]:
        return COMPACT_COLUMNS if self.compact else WIDE_COLUMNS

    def on_resize(self) -> None:
        self.compact = 0 < self.size.width < COMPACT_BELOW
        self.call_after_refresh(self.fit_reason_column)

    def watch_compact(self) -> None:
        current = self.highlighted_key
        self.clear(columns=True)
        self._add_columns()
        if self._order:
            self._rebuild(keep=current)

    def fit_reason_column(self) -> None:
        """Give the reason column what is left of the width, so the table needs no sideways
        scrolling at 80 columns; the detail line under the table shows the reasons in full."""
        if "reason" not in self.columns or not self.size.width:
            return
        padding = 2 * self.cell_padding
        # Measured from the cells themselves: the table updates its own column widths lazily.
        others = sum(
            padding + max([len(str(column.label)), *(cell.cell_len for cell in self.get_column(key))])
            for key, column in self.columns.items()
            if key.value != "reason"
        )
        available = self.size.width - others - padding - self.scrollbar_size_vertical
        reason = self.columns[next(k for k in self.columns if k.value == "reason")]
        if available >= 12:
            if reason.auto_width or reason.width != available:
                reason.auto_width, reason.width = False, available
                self._widths_changed()
        elif not reason.auto_width:
            reason.auto_width = True
            self._widths_changed()

    def _widths_changed(self) -> None:
        # Rendered rows are cached per update; a new column width must not reuse them.
        self._clear_caches()
        self._require_update_dimensions = True
        self.refresh()

    @property
    def highlighted_key(self) -> str | None:
        if not self._order or self.cursor_row < 0 or self.cursor_row >= len(self._order):
            return None
        return self._order[self.cursor_row]

    def action_first_row(self) -> None:
        if self.row_count:
            self.move_cursor(row=0, animate=False)

    def action_last_row(self) -> None:
        if self.row_count:
            self.move_cursor(row=self.row_count - 1, animate=False)

    def action_cell(self, action: str) -> None:
        key = self.highlighted_key
        if key is None and action != "add":
            self.notify("The queue is empty.", severity="warning")
            return
        # Most commands open a form or a dialog: keys typed right after this one are meant for it.
        begin_typeahead = getattr(self.app, "begin_typeahead", None)
        if begin_typeahead is not None:
            begin_typeahead()
        self.post_message(CellAction(action, key or ""))

    def _fg(self, component: str) -> Style:
        return foreground_only(self.get_component_rich_style(component))

    # ------------------------------------------------------------------ updates
    def show_states(self, states: Sequence[CellState]) -> None:
        """Apply a full snapshot of the queue."""
        new_order = [s.key for s in states]
        new_states = {s.key: s for s in states}
        if new_order != self._order:
            current = self.highlighted_key
            row = self.cursor_row
            self._order = new_order
            self.states = new_states
            self._rebuild(keep=current, row=row)
            return
        changed = [k for k in new_order if self.states.get(k) != new_states[k]]
        self.states = new_states
        for key in changed:
            cells = self._cells(new_order.index(key), new_states[key])
            for column in self.column_keys:
                self.update_cell(key, column, cells[column], update_width=column != "reason")

    def set_outcome(self, key: str, outcome: str) -> None:
        """What a finished cell's run said, shown in the reason column while its verdict has none."""
        self.outcomes[key] = outcome
        state = self.states.get(key)
        if state is not None and key in self._order:
            cells = self._cells(self._order.index(key), state)
            self.update_cell(key, "reason", cells["reason"], update_width=False)

    def _rebuild(self, keep: str | None, row: int | None = None) -> None:
        """Rebuild every row; the cursor stays on ``keep``, or, when that cell is gone, on the row
        that took its place (``row``)."""
        self.clear()
        columns = self.column_keys
        for i, key in enumerate(self._order):
            cells = self._cells(i, self.states[key])
            self.add_row(*(cells[c] for c in columns), key=key)
        if keep in self.states:
            self.move_cursor(row=self._order.index(keep), animate=False)
        elif row is not None and self._order:
            self.move_cursor(row=min(max(row, 0), len(self._order) - 1), animate=False)
        self.call_after_refresh(self.fit_reason_column)

    def restyle(self) -> None:
        """Re-render every row (the theme changed)."""
        if self._order:
            self._rebuild(keep=self.highlighted_key)

    def _cells(self, index: int, state: CellState) -> dict[str, Text]:
        row_style = Style()
        if state.verdict == "invalid" or state.status == CellStatus.INVALID:
            row_style = self._fg("queue--invalid")
        status_class = f"queue--{state.status}" if f"queue--{state.status}" in self.COMPONENT_CLASSES else ""
        status_style = row_style + (
            self._fg(status_class) if status_class else Style()
        )
        if state.status == CellStatus.HANG:
            status_style = row_style + self._fg("queue--crashed")
        verdict_style = row_style
        if state.verdict == "warning":
            verdict_style = row_style + self._fg("queue--warning")
        status = state.status
        if self.compact and status == CellStatus.PENDING and state.verdict != "valid":
            status = state.verdict if state.verdict in ("invalid", "loading") else "warning"
            status_style = verdict_style
        glyph = STATUS_GLYPHS.get(status, "?")
        # A finished cell says how it ended (the crash label and line); a queued one why it is greyed
        # out. How the last run ended is stale once the cell is queued again.
        outcome = self.outcomes.get(state.key, "") if state.status not in (CellStatus.PENDING, CellStatus.RUNNING) else ""
        reason = outcome or (state.reasons[0] if state.reasons else "")
        # Where an executor runs the cell (its GPU set, its node) or what it waits for; a queued
        # cell's verdict reason comes first.
        if state.where and state.status == CellStatus.RUNNING:
            reason = state.where
        elif state.where and state.status == CellStatus.PENDING:
            reason = f"{reason} · {state.where}" if reason else state.where
        return {
            "n": Text(str(index + 1), style=row_style, justify="right"),
            "status": Text(f"{glyph} {status}", style=status_style),
            "run": Text(state.run, style=row_style),
            "workload": Text(state.workload, style=row_style),
            "params": Text(fmt_params(state.params), style=row_style),
            "verdict": Text(state.verdict, style=verdict_style),
            "reason": Text(_one_line(reason, 200), style=row_style, overflow="ellipsis", no_wrap=True),
        }


def _one_line(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


class QueueDetail(Static):
    """The highlighted cell in full: its parameters, verdict and every reason."""

    DEFAULT_CSS = """
    QueueDetail {
        height: auto;
        max-height: 4;
        padding: 0 1;
        background: $panel;
        color: $foreground;
    }
    """

    state: reactive[CellState | None] = reactive(None, always_update=True)
    outcome: reactive[str] = reactive("")

    def render(self) -> Text:
        state = self.state
        if state is None:
            return Text("No cells in the queue. a: add a cell", no_wrap=False)
        text = Text()
        text.append(state.key, style="bold")
        text.append(f"  {fmt_params(state.params)}  ")
        text.append(f"{state.status} · {state.verdict}")
        if state.where and state.status in (CellStatus.PENDING, CellStatus.RUNNING):
            text.append(f" · {state.where}")
        for reason in state.reasons:
            text.append("\n  • ")
            text.append(reason)
        if self.outcome and state.status not in (CellStatus.PENDING, CellStatus.RUNNING):
            text.append("\n  ")
            text.append(self.outcome)
        return text


class QueuePane(Vertical):
    """The queue table and the detail of its highlighted row."""

    DEFAULT_CSS = """
    QueuePane {
        height: 1fr;
    }
    """

    def compose(self) -> ComposeResult:
        yield QueueTable(id="queue-table")
        yield QueueDetail(id="queue-detail")

    @property
    def table(self) -> QueueTable:
        return self.query_one(QueueTable)

    def show_states(self, states: Sequence[CellState]) -> None:
        table = self.table
        table.show_states(states)
        self._update_detail()

    @on(DataTable.RowHighlighted, "#queue-table")
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._update_detail()

    def _update_detail(self) -> None:
        table = self.table
        key = table.highlighted_key
        detail = self.query_one(QueueDetail)
        detail.outcome = table.outcomes.get(key, "") if key else ""
        detail.state = table.states.get(key) if key else None
