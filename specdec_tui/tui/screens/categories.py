"""The Categories view: a dataset workload's prompt categories by its runs (Spec-Bench's table), each
cell the speedup over the same category of the baseline and the acceptance length, or another figure
(``m``); every figure of the highlighted cell under the table. It follows the results as cells finish.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.signal import Signal
from textual.widgets import DataTable, Footer, Static
from textual.widgets.data_table import CellDoesNotExist

from specdec_tui.domain.record import CellResult
from specdec_tui.report.categories import (
    ALL,
    ALL_LABEL,
    METRICS,
    CategoryGrid,
    build_grid,
    describe,
    workloads_with_categories,
)
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.tui.formatting import foreground_only

EMPTY = (
    "No per-category figures yet: a dataset workload (dataset = ...) records them per prompt category "
    "as its cells finish."
)


class CategoryTable(DataTable[Text]):
    """The grid itself (its component classes colour the speedups)."""

    DEFAULT_CSS = """
    CategoryTable {
        height: 1fr;
    }

    CategoryTable > .categories--faster {
        color: $text-success;
    }

    CategoryTable > .categories--slower {
        color: $text-warning;
    }

    CategoryTable > .categories--muted {
        color: $text-muted;
    }
    """

    COMPONENT_CLASSES = {"categories--faster", "categories--slower", "categories--muted"}

    def fit_columns(self) -> None:
        """Every column as wide as its widest cell now (rebuilt in a burst of new results, the
        table could keep the width measured on an earlier, narrower fill)."""
        for column in self.columns.values():
            column.content_width = max(
                [column.label.cell_len, *(cell.cell_len for cell in self.get_column(column.key))]
            )
        self._require_update_dimensions = True
        self.refresh()

    def fg(self, component: str) -> Style:
        return foreground_only(self.get_component_rich_style(component))


class CategoriesScreen(Screen[None]):
    """``results()`` gives the latest attempt of every configuration; ``changed`` (when given) fires
    when they change. Opens on ``workload`` (else the first with categories), cursor on ``run``."""

    DEFAULT_CSS = """
    CategoriesScreen #categories-heading {
        height: auto;
        padding: 0 1;
        background: $boost;
    }

    CategoriesScreen #categories-detail {
        height: auto;
        max-height: 5;
        padding: 0 1;
        border-top: hkey $primary-muted;
    }
    """

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "Back", id="categories.back"),
        Binding("m", "next_metric", "Figure", id="categories.metric"),
        Binding("M", "previous_metric", "Previous figure", show=False, id="categories.metric-back"),
        Binding("w", "next_workload", "Workload", id="categories.workload"),
        Binding("W", "previous_workload", "Previous workload", show=False, id="categories.workload-back"),
        Binding("o", "toggle_sort", "Sort by this run", id="categories.sort"),
        Binding("enter", "detail", "Cell details", id="categories.detail"),
    ]

    def __init__(
        self,
        results: Callable[[], Sequence[CellResult]],
        *,
        changed: Signal[None] | None = None,
        workload: str | None = None,
        run: str | None = None,
    ) -> None:
        super().__init__()
        self._results = results
        self._changed = changed
        self.workload = workload
        self._focus_run = run
        self.metric_index = 0
        self.sorted_by_column: int | None = None  # None: the categories in the order the file has them
        self.grid = CategoryGrid("", (), ())
        self.rows: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("", id="categories-heading")
        yield CategoryTable(id="categories-table", cursor_type="cell", zebra_stripes=True)
        yield Static("", id="categories-detail")
        make_bar = getattr(self.app, "notice_bar", None)  # the app's one notification area, here too
        if make_bar is not None:
            yield make_bar(id="categories-notice-bar")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        if self._changed is not None:
            self._changed.subscribe(self, lambda _: self.rebuild())
        self.rebuild()
        self.table.focus()

    @property
    def table(self) -> CategoryTable:
        return self.query_one("#categories-table", CategoryTable)

    # ------------------------------------------------------------------ building
    def rebuild(self) -> None:
        """Lay the grid out again from the current results, keeping the cursor's category and run."""
        results = list(self._results())
        workloads = workloads_with_categories(results)
        if self.workload not in workloads:
            self.workload = workloads[0] if workloads else None
        old_category, old_run = self._cursor_names()
        self.grid = build_grid(results, self.workload) if self.workload else CategoryGrid("", (), ())
        metric = METRICS[self.metric_index]
        table = self.table
        table.clear(columns=True)
        if not self.grid.columns:
            self.rows = []
            self._show_heading(workloads)
            self.query_one("#categories-detail", Static).update(Text(EMPTY))
            return
        if self.sorted_by_column is not None and self.sorted_by_column >= len(self.grid.columns):
            self.sorted_by_column = None
        table.fixed_columns = 1
        table.add_column("category", key="category")
        for index, column in enumerate(self.grid.columns):
            label = column.label + (" ▼" if index == self.sorted_by_column else "")
            table.add_column(Text(label, justify="right"), key=str(index))
        categories = (
            self.grid.sorted_categories(metric, self.sorted_by_column)
            if self.sorted_by_column is not None
            else list(self.grid.categories)
        )
        self.rows = [*categories, ALL]
        for name in self.rows:
            row_label = Text(ALL_LABEL, style="bold") if name == ALL else Text(safe_text(name, 40))
            table.add_row(row_label, *self._cells(name), key=name)
        table.fit_columns()
        self._restore_cursor(old_category or (self.rows[0] if self.rows else None), old_run or self._focus_run)
        self._focus_run = None
        self._show_heading(workloads)
        self._show_detail()

    def _cells(self, category: str) -> list[Text]:
        metric = METRICS[self.metric_index]
        table = self.table
        cells = []
        for index in range(len(self.grid.columns)):
            figures = self.grid.figures(category, index)
            if figures is None:
                cells.append(Text("–", style=table.fg("categories--muted"), justify="right"))
                continue
            cell = Text(self.grid.cell_text(metric, category, index), justify="right")
            speedup = figures.get("speedup")
            if metric.key == "speedup" and isinstance(speedup, (int, float)) and self.grid.columns[index].result.algorithm != "none":
                cell.stylize(table.fg("categories--faster" if speedup >= 1.0 else "categories--slower"))
            cells.append(cell)
        return cells

    def _show_heading(self, workloads: list[str]) -> None:
        text = Text()
        text.append("Categories", style="bold")
        if not self.workload:
            self.query_one("#categories-heading", Static).update(text)
            return
        text.append("  workload ")
        text.append(safe_text(self.workload, 80), style="bold")
        if len(workloads) > 1:
            text.append(f" ({workloads.index(self.workload) + 1}/{len(workloads)}, w: next)")
        text.append(f"  ·  {METRICS[self.metric_index].label} (m)")
        if self.sorted_by_column is not None:
            text.append(f"  ·  sorted by {self.grid.columns[self.sorted_by_column].label}")
        if self.grid.left_out:
            text.append("\nnot shown (no per-category figures): " + ", ".join(self.grid.left_out))
        self.query_one("#categories-heading", Static).update(text)

    def _show_detail(self) -> None:
        category, column = self._cursor()
        detail = self.query_one("#categories-detail", Static)
        if category is None or column is None:
            detail.update("")
            return
        detail.update(Text(describe(self.grid, category, column)))

    # ------------------------------------------------------------------ the cursor
    def _cursor(self) -> tuple[str | None, int | None]:
        """The highlighted category and run column (the category column counts as the first run)."""
        table = self.table
        if not self.rows or not self.grid.columns:
            return None, None
        row, col = table.cursor_coordinate
        if not 0 <= row < len(self.rows):
            return None, None
        return self.rows[row], min(max(col - 1, 0), len(self.grid.columns) - 1)

    def _cursor_names(self) -> tuple[str | None, str | None]:
        category, column = self._cursor()
        return category, (self.grid.columns[column].label if column is not None else None)

    def _restore_cursor(self, category: str | None, run: str | None) -> None:
        row = self.rows.index(category) if category in self.rows else 0
        labels = [c.label for c in self.grid.columns]
        runs = [c.result.run for c in self.grid.columns]
        col = labels.index(run) if run in labels else runs.index(run) if run in runs else 0
        try:
            self.table.move_cursor(row=row, column=col + 1, animate=False)
        except CellDoesNotExist:  # pragma: no cover - the table was just filled with these
            pass

    @on(DataTable.CellHighlighted, "#categories-table")
    def _highlighted(self, event: DataTable.CellHighlighted) -> None:
        self._show_detail()

    # ------------------------------------------------------------------ actions
    def action_next_metric(self) -> None:
        self.metric_index = (self.metric_index + 1) % len(METRICS)
        self.rebuild()

    def action_previous_metric(self) -> None:
        self.metric_index = (self.metric_index - 1) % len(METRICS)
        self.rebuild()

    def _step_workload(self, delta: int) -> None:
        workloads = workloads_with_categories(self._results())
        if len(workloads) < 2 or self.workload not in workloads:
            return
        self.workload = workloads[(workloads.index(self.workload) + delta) % len(workloads)]
        self.sorted_by_column = None
        self.table.move_cursor(row=0, column=1, animate=False)
        self.rebuild()

    def action_next_workload(self) -> None:
        self._step_workload(1)

    def action_previous_workload(self) -> None:
        self._step_workload(-1)

    def action_toggle_sort(self) -> None:
        _, column = self._cursor()
        if column is None:
            return
        self.sorted_by_column = None if self.sorted_by_column == column else column
        self.rebuild()

    def action_detail(self) -> None:
        from specdec_tui.tui.screens.run_detail import RunDetailScreen

        _, column = self._cursor()
        if column is not None:
            result = self.grid.columns[column].result
            self.app.push_screen(RunDetailScreen(None, result, result.key))

    @on(DataTable.CellSelected, "#categories-table")
    def _selected(self, event: DataTable.CellSelected) -> None:
        event.stop()
        self.action_detail()
