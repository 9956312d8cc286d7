"""The results table: one row per configuration in the results folder (every pass, resume and
re-run), showing its latest attempt; filled live, sortable by any column."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rich.style import Style
from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.signal import Signal
from textual.widgets import DataTable
from textual.widgets.data_table import ColumnKey

from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import FAILURES, CellStatus
from specdec_tui.measure.intervals import RatioInterval, ratio_text
from specdec_tui.report.summary import RowFigures, speedup_text
from specdec_tui.run.results import ResultRow
from specdec_tui.tui.formatting import fmt_float, foreground_only
from specdec_tui.tui.messages import CellAction


@dataclass(frozen=True)
class ResultColumn:
    key: str
    label: str
    value: Callable[[CellResult], Any]  # the raw value, for sorting
    text: Callable[[CellResult], str]
    numeric: bool = False


def _num(name: str, spec: str, suffix: str = "") -> tuple[Callable[[CellResult], Any], Callable[[CellResult], str]]:
    return (lambda r: getattr(r, name)), (lambda r: fmt_float(getattr(r, name), spec, suffix))


COLUMNS: tuple[ResultColumn, ...] = (
    ResultColumn("run", "run", lambda r: r.run, lambda r: r.run),
    ResultColumn("workload", "workload", lambda r: r.workload, lambda r: r.workload),
    ResultColumn("status", "status", lambda r: r.status, lambda r: r.triage_label or r.status),
    # How many times this configuration ran (filled from the row's history: see ResultsTable._cells).
    ResultColumn("attempts", "runs", lambda r: r.attempt, lambda r: str(r.attempt), numeric=True),
    ResultColumn("tok_s", "tok/s", *_num("output_tok_s", ".1f"), numeric=True),
    ResultColumn(
        "speedup",
        "speedup",
        lambda r: r.speedup,
        # "!": the cell or its baseline carries warnings (host oversubscribed, acceptance disagreeing with the server's)
        lambda r: (ratio_text(r.speedup, RatioInterval.from_fields(r.intervals.get("speedup")), suffix="×") or "–")
        + ("!" if r.caveats else ""),
        numeric=True,
    ),
    ResultColumn("accept_length", "acc len", *_num("accept_length", ".2f"), numeric=True),
    ResultColumn("accept_rate", "acc rate", *_num("accept_rate", ".2f"), numeric=True),
    ResultColumn("ttft", "TTFT p50", *_num("ttft_ms_p50", ".0f", " ms"), numeric=True),
    ResultColumn("tpot", "TPOT p50", *_num("tpot_ms_p50", ".1f", " ms"), numeric=True),
    ResultColumn(
        "requests",
        "ok/fail",
        lambda r: (r.requests_ok, -r.requests_failed),
        lambda r: f"{r.requests_ok}/{r.requests_failed}",
        numeric=True,
    ),
    ResultColumn("duration", "time", *_num("duration_s", ".0f", " s"), numeric=True),
)
COLUMN_KEYS = tuple(c.key for c in COLUMNS)
# The columns that hold a measurement: "—" in a row whose cell crashed, hung or failed.
MEASURED_COLUMNS = frozenset({"tok_s", "speedup", "accept_length", "accept_rate", "ttft", "tpot"})
NOT_MEASURED = "—"


class ResultsTable(DataTable[Text]):
    """Finished cells; ``o`` cycles the sort column, ``O`` reverses, a header click sorts by it."""

    DEFAULT_CSS = """
    ResultsTable {
        height: 1fr;
    }

    ResultsTable > .results--ok {
        color: $text-success;
    }

    ResultsTable > .results--bad {
        color: $text-error;
        text-style: bold;
    }

    ResultsTable > .results--muted {
        color: $text-muted;
    }

    ResultsTable > .results--faster {
        color: $text-success;
        text-style: bold;
    }

    ResultsTable > .results--slower {
        color: $text-warning;
    }
    """

    COMPONENT_CLASSES = {
        "results--ok",
        "results--bad",
        "results--muted",
        "results--faster",
        "results--slower",
    }

    BINDINGS = [
        Binding("o", "sort_next", "Sort by next column", id="results.sort"),
        Binding("O", "sort_reverse", "Reverse sort", show=False, id="results.sort-reverse"),
        Binding("enter", "detail", "Details", id="results.detail"),
        Binding("h", "history", "History", id="results.history"),
        Binding("C", "categories", "Categories", id="results.categories"),
        Binding("home,g", "first_row", "First row", show=False, id="results.first"),
        Binding("end,G", "last_row", "Last row", show=False, id="results.last"),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.results: dict[str, CellResult] = {}  # row id -> the latest attempt of that configuration
        self.history: dict[str, list[CellResult]] = {}  # row id -> its earlier attempts, oldest first
        self._arrival: dict[str, int] = {}
        self.figures: dict[str, RowFigures] = {}  # row id -> its figures over repeats
        self.sort_column: str | None = None
        self.sort_reverse = False
        # Fires after every rebuild: views over the same rows (the Categories view) follow it.
        self.rows_changed: Signal[None] = Signal(self, "rows-changed")

    def on_mount(self) -> None:
        for column in COLUMNS:
            self.add_column(column.label, key=column.key)

    def _fg(self, component: str) -> Style:
        return foreground_only(self.get_component_rich_style(component))

    # ------------------------------------------------------------------ data
    def upsert(self, result: CellResult) -> None:
        key = result.key
        self._arrival.setdefault(key, len(self._arrival))
        self.results[key] = result
        self.rebuild()

    def set_results(self, results: Iterable[CellResult]) -> None:
        for result in results:
            self._arrival.setdefault(result.key, len(self._arrival))
            self.results[result.key] = result
        self.rebuild()

    def show_rows(self, rows: Iterable[ResultRow], figures: Mapping[tuple[str, str, str], RowFigures] | None = None) -> None:
        """Show every configuration of the results folder (``results.result_rows``), in its order;
        ``figures`` (by row identity) add the speedup's confidence interval over repeats."""
        self.results, self.history, self._arrival, self.figures = {}, {}, {}, {}
        for row in rows:
            self._arrival[row.row_id] = len(self._arrival)
            self.results[row.row_id] = row.latest
            self.history[row.row_id] = row.earlier
            if figures and row.identity in figures:
                self.figures[row.row_id] = figures[row.identity]
        self.rebuild()

    def attempts(self, row_id: str) -> int:
        return len(self.history.get(row_id, ())) + 1

    def _value(self, column: ResultColumn, row_id: str) -> Any:
        if column.key == "attempts":
            return self.attempts(row_id)
        result = self.results[row_id]
        if column.key in MEASURED_COLUMNS and result.status != CellStatus.OK:
            return None  # partial figures sort with the unknown ones, last
        return column.value(result)

    def ordered_ids(self) -> list[str]:
        ids = sorted(self.results, key=lambda i: self._arrival.get(i, len(self._arrival)))
        if self.sort_column is None:
            return ids
        column = next(c for c in COLUMNS if c.key == self.sort_column)
        present = [i for i in ids if self._value(column, i) is not None]
        missing = [i for i in ids if self._value(column, i) is None]
        # Numbers sort best-first (descending) by default; text ascending. Unknown values go last.
        descending = column.numeric != self.sort_reverse
        present.sort(key=lambda i: self._value(column, i), reverse=descending)
        return present + missing

    def ordered(self) -> list[CellResult]:
        return [self.results[i] for i in self.ordered_ids()]

    def rebuild(self) -> None:
        current = self._highlighted_key()
        self.clear()
        for row_id in self.ordered_ids():
            self.add_row(*self._cells(self.results[row_id], row_id), key=row_id)
        if current is not None and current in self.results:
            self.move_cursor(row=self.get_row_index(current), animate=False)
        self._label_columns()
        self.rows_changed.publish(None)

    def _highlighted_key(self) -> str | None:
        if not self.row_count:
            return None
        try:
            return self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value
        except Exception:  # the cursor can sit past the last row while the table is rebuilt
            return None

    def _label_columns(self) -> None:
        for column in COLUMNS:
            label = column.label
            if column.key == self.sort_column:
                descending = column.numeric != self.sort_reverse
                label = f"{label} {'▼' if descending else '▲'}"
            table_column = self.columns[ColumnKey(column.key)]
            table_column.label = Text(label)
            # The width was measured with the old label: a narrow numeric column would cut the arrow.
            table_column.content_width = max(
                [table_column.label.cell_len, *(cell.cell_len for cell in self.get_column(column.key))]
            )
        self._require_update_dimensions = True
        self.refresh()

    def _cells(self, result: CellResult, row_id: str | None = None) -> list[Text]:
        muted = self._fg("results--muted")
        ok = result.status == CellStatus.OK
        row_style = Style() if ok else muted
        cells = [
            # A cell that did not finish measuring shows no figure: its partial ones are in its details.
            Text(c.text(result) if ok or c.key not in MEASURED_COLUMNS else NOT_MEASURED, style=row_style,
                 justify="right" if c.numeric else "left")
            for c in COLUMNS
        ]
        earlier = self.history.get(row_id or result.key, [])
        attempts = cells[COLUMN_KEYS.index("attempts")]
        attempts.plain = str(len(earlier) + 1)
        if any(r.status in FAILURES for r in earlier):
            attempts.append("✗", style=self._fg("results--bad"))  # an earlier attempt failed: h shows it
        status_index = COLUMN_KEYS.index("status")
        status_class = "results--ok" if result.status == CellStatus.OK else "results--bad"
        cells[status_index].stylize(self._fg(status_class))
        figures = self.figures.get(row_id or result.key)
        interval = figures.speedup if figures and figures.speedup else RatioInterval.from_fields(result.intervals.get("speedup"))
        significant = interval.significant if interval else None
        if result.speedup is not None and figures is not None:
            # With repeats: the ratio of the means ±half its 95% interval, "n.s." when it holds 1.0.
            speedup_cell = cells[COLUMN_KEYS.index("speedup")]
            speedup_cell.plain = speedup_text(result.speedup, figures) + ("!" if result.caveats else "")
        if result.speedup is not None:
            faster = result.speedup >= 1.0
            style = "results--muted" if significant is False else "results--faster" if faster else "results--slower"
            cells[COLUMN_KEYS.index("speedup")].stylize(self._fg(style))
        return cells

    # ------------------------------------------------------------------ actions
    def action_first_row(self) -> None:
        if self.row_count:
            self.move_cursor(row=0, animate=False)

    def action_last_row(self) -> None:
        if self.row_count:
            self.move_cursor(row=self.row_count - 1, animate=False)

    def action_sort_next(self) -> None:
        keys = [c.key for c in COLUMNS]
        index = -1 if self.sort_column is None else keys.index(self.sort_column)
        self.sort_column = keys[(index + 1) % len(keys)]
        self.sort_reverse = False
        self.rebuild()

    def action_sort_reverse(self) -> None:
        if self.sort_column is None:
            self.sort_column = "speedup"
        else:
            self.sort_reverse = not self.sort_reverse
        self.rebuild()

    def sort_by(self, column_key: str, *, reverse: bool = False) -> None:
        self.sort_column = column_key
        self.sort_reverse = reverse
        self.rebuild()

    def action_detail(self) -> None:
        key = self._highlighted_key()
        if key is not None:
            self.post_message(CellAction("detail", key))

    def action_history(self) -> None:
        key = self._highlighted_key()
        if key is not None:
            self.post_message(CellAction("history", key))

    def action_categories(self) -> None:
        """The Categories view, on the highlighted row's workload and run (any row: the view says
        when no result has per-category figures)."""
        self.post_message(CellAction("categories", self._highlighted_key() or ""))

    @on(DataTable.HeaderSelected)
    def _header_selected(self, event: DataTable.HeaderSelected) -> None:
        event.stop()
        key = event.column_key.value
        if key is None:
            return
        if key == self.sort_column:
            self.sort_reverse = not self.sort_reverse
        else:
            self.sort_column, self.sort_reverse = key, False
        self.rebuild()

    def restyle(self) -> None:
        if self.results:
            self.rebuild()
