"""The Charts view (key ``5``): a figure against a swept key, one series per workload (per prompt
category for dataset workloads), drawn by plotext through textual-plotext. ``x`` cycles the swept
key, ``m`` the figure (speedup, output tok/s, acceptance length), ``c`` the per-category series; the
footer names the current ones. Crashed, hung and failed cells are marked on the axis floor, invalid
ones left out, and the chart follows the results as cells finish.

The chart's data is :mod:`specdec_tui.report.charts` (no Textual); this module only draws it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from rich.color import Color as RichColor
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.color import Color
from textual.screen import Screen
from textual.signal import Signal
from textual.widgets import Footer, Static
from textual_plotext import PlotextPlot

from specdec_tui.domain.events import CellState
from specdec_tui.domain.record import CellResult
from specdec_tui.report.charts import METRICS, Chart, build_chart, pages, spaced_ticks, x_text
from specdec_tui.report.summary import RowFigures

Identity = tuple[str, str, str]

EMPTY = "Nothing to chart yet: a point appears when a cell that sweeps a key (budget, draft tokens, " \
        "concurrency, prompt length, ...) finishes."
Y_AXIS_CELLS = 8  # plotext's y tick labels and frame take about this many columns
# One colour and one marker per drawn series of a view (at most MAX_SERIES): Okabe and Ito's
# colour-blind-safe colours (their yellow left out: unreadable on a light theme), and a marker
# each, so two series differ in shape as well as colour.
SERIES_COLORS: tuple[tuple[int, int, int], ...] = (
    (230, 159, 0), (86, 180, 233), (0, 158, 115), (0, 114, 178), (213, 94, 0), (204, 121, 167),
)
SERIES_MARKERS = ("●", "▲", "■", "◆", "✚", "○")
# An unbounded interval (±∞ n.s.): a dotted bar over the whole plot, an arrow at each edge.
UNBOUNDED_BAR, UNBOUNDED_TOP, UNBOUNDED_BOTTOM = "┊", "↑", "↓"


def series_style(index: int) -> tuple[tuple[int, int, int], str]:
    """The colour and marker of the ``index``-th drawn series of a view."""
    return SERIES_COLORS[index % len(SERIES_COLORS)], SERIES_MARKERS[index % len(SERIES_MARKERS)]


def _rgb(rgb: tuple[int, int, int]) -> Style:
    return Style(color=RichColor.from_rgb(*rgb))


def legend(chart: Chart, error_rgb: tuple[int, int, int], muted_rgb: tuple[int, int, int]) -> Text:
    """The chart's legend, under the plot (never over its points): each drawn series with its marker
    in its colour, then the failed cells' marker and the baseline's line."""
    text = Text()
    drawn = [s for s in chart.series if s.measured]
    for index, series in enumerate(drawn):
        rgb, marker = series_style(index)
        if text:
            text.append("  ")
        text.append(f"{marker} ", style=_rgb(rgb))
        text.append(series.name)
    failures = chart.failures
    if failures:
        text.append(("  " if text else "") + "✗ ", style=_rgb(error_rgb))
        text.append("/".join(sorted({p.status for p in failures})))
    if chart.metric.key == "speedup" and drawn:
        text.append("  ── ", style=_rgb(muted_rgb))
        text.append("baseline 1.0×")
    if chart.unbounded_points():
        text.append(f"  {UNBOUNDED_TOP}{UNBOUNDED_BAR} ", style=_rgb(error_rgb))
        text.append("±∞ unbounded interval")
    return text


class ChartPlot(PlotextPlot):
    """The plot of one :class:`Chart`, rebuilt at every render so that its tick labels fit the width.
    Focusable, so that the screen has a focus (keys typed while it opens are replayed there)."""

    can_focus = True

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.chart: Chart | None = None

    def show(self, chart: Chart) -> None:
        self.chart = chart
        self.refresh()

    def _theme_rgb(self, name: str, fallback: str) -> tuple[int, int, int]:
        try:
            return Color.parse(self.app.theme_variables.get(name, fallback)).rgb
        except Exception:  # a theme without the variable, or one that is not a colour
            return Color.parse(fallback).rgb

    def render(self) -> Any:
        chart = self.chart
        if chart is None or chart.empty:
            return Text(EMPTY)
        plt = self.plt
        plt.clear_figure()
        self._draw(chart, plt)
        return super().render()

    def _draw(self, chart: Chart, plt: Any) -> None:
        width = self.size.width
        failures = chart.failures
        bars = [p for p in chart.points if not p.failed and p.low is not None and p.high is not None]
        if bars:  # the 95% interval over repeats, a vertical bar under each point (drawn first)
            muted = self._theme_rgb("foreground-muted", "grey")
            for p in bars:
                plt.plot([p.x, p.x], [p.low, p.high], marker="│", color=muted)
        unbounded = [p for _, p in chart.unbounded_points()]
        y_span = chart.y_range()
        if unbounded and y_span is not None:  # no bounds: the bar runs to both edges of the plot
            warning = self._theme_rgb("error", "red")
            for p in unbounded:
                plt.plot([p.x, p.x], list(y_span), marker=UNBOUNDED_BAR, color=warning)
            plt.scatter([p.x for p in unbounded], [y_span[1]] * len(unbounded), marker=UNBOUNDED_TOP, color=warning)
            plt.scatter([p.x for p in unbounded], [y_span[0]] * len(unbounded), marker=UNBOUNDED_BOTTOM, color=warning)
        # No legend inside the plot (it covered the points): the screen shows it under the plot.
        drawn = [s for s in chart.series if s.measured]
        for index, series in enumerate(drawn):
            measured = series.measured
            rgb, marker = series_style(index)
            xs, ys = [p.x for p in measured], [p.value for p in measured]
            plt.plot(xs, ys, marker="braille", color=rgb)
            plt.scatter(xs, ys, marker=marker, color=rgb)  # the measured points themselves, on the line
        if failures:
            plt.scatter([p.x for p in failures], [chart.failure_y()] * len(failures), marker="✗",
                        color=self._theme_rgb("error", "red"))
        x_span, y_span = chart.x_range(), chart.y_range()
        if x_span is not None:
            low, high = x_span
            pad = (high - low) * 0.04 or 1.0
            low, high = low - pad, high + pad
            plt.xlim(low, high)
            values = sorted({p.x for p in chart.points} | set(chart.pending_x) | set(chart.whole_x))
            ticks = spaced_ticks(values, low, high, max(1, width - Y_AXIS_CELLS))
            plt.xticks(ticks, [x_text(t) for t in ticks])
        if y_span is not None:
            y_low, y_high = y_span  # fitted to the points with a little margin (Chart.y_range)
            plt.ylim(y_low, y_high)
            if chart.metric.key == "speedup" and y_low < 1.0 < y_high:
                plt.hline(1.0, self._theme_rgb("foreground-muted", "grey"))  # the baseline
        elif failures:
            plt.ylim(0.0, 1.0)  # nothing measured: the markers still need an axis to sit on
            plt.yticks([])
        plt.xlabel(chart.x.label)


class ChartsScreen(Screen[None]):
    """``results()``: the latest attempt of every configuration, speedups set (the Results view's
    rows); ``queue()``: the live queue; ``figures()``: the summaries over repeats by identity;
    ``changed`` fires when the results change."""

    DEFAULT_CSS = """
    ChartsScreen #charts-heading {
        height: auto;
        padding: 0 1;
        background: $boost;
    }

    ChartsScreen ChartPlot {
        height: 1fr;
    }

    ChartsScreen #charts-legend {
        height: auto;
        max-height: 3;
        padding: 0 1;
    }

    ChartsScreen #charts-summary {
        height: auto;
        max-height: 3;
        padding: 0 1;
        color: $text-muted;
    }
    """

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "Back", id="charts.back"),
        Binding("x", "next_x", "X", id="charts.x"),
        Binding("X", "previous_x", "Previous x key", show=False, id="charts.x-back"),
        Binding("m", "next_metric", "Y", id="charts.metric"),
        Binding("M", "previous_metric", "Previous figure", show=False, id="charts.metric-back"),
        Binding("c", "toggle_categories", "Categories", id="charts.categories"),
        Binding("v", "next_view", "Series", id="charts.view"),
        Binding("V", "previous_view", "Previous series", show=False, id="charts.view-back"),
        Binding("1", "tab('queue')", "Queue", show=False, id="charts.queue"),
        Binding("2", "tab('results')", "Results", show=False, id="charts.results"),
        Binding("3", "tab('log')", "Log", show=False, id="charts.log"),
        Binding("4", "tab('gpu')", "GPU", show=False, id="charts.gpu"),
        Binding("5", "noop", "Charts", show=False, id="charts.charts"),
    ]

    def __init__(
        self,
        results: Callable[[], Sequence[CellResult]],
        *,
        queue: Callable[[], Iterable[CellState]] = tuple,
        figures: Callable[[], Mapping[Identity, RowFigures]] | None = None,
        changed: Signal[None] | None = None,
        x: str | None = None,
        metric: str = "speedup",
    ) -> None:
        super().__init__()
        self._results = results
        self._queue = queue
        self._figures = figures
        self._changed = changed
        self.x = x
        self.metric = metric
        self.categories = True
        self.view_index = 0  # which view of a chart with more series than one view draws
        self.views: list[Chart] = []
        self.chart: Chart | None = None
        self._queue_seen: tuple[tuple[str, str], ...] = ()

    def compose(self) -> ComposeResult:
        yield Static("", id="charts-heading")
        yield ChartPlot(id="charts-plot")
        yield Static("", id="charts-legend")
        yield Static("", id="charts-summary")
        make_bar = getattr(self.app, "notice_bar", None)  # the app's one notification area, here too
        if make_bar is not None:
            yield make_bar(id="charts-notice-bar")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        if self._changed is not None:
            self._changed.subscribe(self, lambda _: self.rebuild())
        # Cells starting and queued cells added move "to run" and the axis, without a result.
        self.set_interval(1.0, self._follow_queue)
        self.rebuild()
        self.query_one(ChartPlot).focus()

    def _follow_queue(self) -> None:
        seen = tuple((c.key, str(c.status)) for c in self._queue())
        if seen != self._queue_seen:
            self.rebuild()

    def rebuild(self) -> None:
        queue = list(self._queue())
        self._queue_seen = tuple((c.key, str(c.status)) for c in queue)
        whole = build_chart(
            list(self._results()), x=self.x, metric_name=self.metric, queue=queue,
            figures=self._figures() if self._figures is not None else None, categories=self.categories,
        )
        self.views = pages(whole)
        self.view_index = min(self.view_index, len(self.views) - 1)
        chart = self.views[self.view_index]
        self.chart = chart
        plot = self.query_one(ChartPlot)
        plot.show(chart)
        self._show_heading(chart)
        muted = plot._theme_rgb("foreground-muted", "grey")
        self.query_one("#charts-legend", Static).update(
            Text() if chart.empty else legend(chart, plot._theme_rgb("error", "red"), muted))
        self.query_one("#charts-summary", Static).update(Text(chart.summary()))
        self._name_keys(chart)

    def _show_heading(self, chart: Chart) -> None:
        text = Text()
        text.append("Charts", style="bold")
        text.append(f"  {chart.title()}")
        if chart.categories:
            text.append(" · per category")
        number, count = chart.view
        if count > 1:
            drawn = sum(1 for s in chart.series if s.measured)
            first = sum(sum(1 for s in view.series if s.measured) for view in self.views[: number - 1]) + 1
            text.append(f" · series {first}-{first + drawn - 1} of {chart.series_total} (v: more)")
        if len(chart.x_keys) > 1:
            text.append(f"  (x: {len(chart.x_keys)} swept keys)")
        self.query_one("#charts-heading", Static).update(text)

    def _name_keys(self, chart: Chart) -> None:
        """The footer says what x and m show now (``x X: budget  m Y: speedup``)."""
        names = {"charts.x": f"X: {chart.x.label}", "charts.metric": f"Y: {chart.metric.short}"}
        for key, bindings in self._bindings.key_to_bindings.items():
            self._bindings.key_to_bindings[key] = [
                dataclasses.replace(b, description=names[b.id]) if b.id in names else b for b in bindings
            ]
        self.refresh_bindings()

    # ------------------------------------------------------------------ actions
    def _step_x(self, delta: int) -> None:
        chart = self.chart
        if chart is None or not chart.x_keys:
            return
        keys = [k.key for k in chart.x_keys]
        index = keys.index(chart.x.key) if chart.x.key in keys else -delta
        self.x = keys[(index + delta) % len(keys)]
        self.view_index = 0
        self.rebuild()

    def action_next_x(self) -> None:
        self._step_x(1)

    def action_previous_x(self) -> None:
        self._step_x(-1)

    def _step_metric(self, delta: int) -> None:
        names = [m.key for m in METRICS]
        self.metric = names[(names.index(self.metric) + delta) % len(names)]
        self.rebuild()

    def action_next_metric(self) -> None:
        self._step_metric(1)

    def action_previous_metric(self) -> None:
        self._step_metric(-1)

    def action_toggle_categories(self) -> None:
        self.categories = not self.categories
        self.view_index = 0
        self.rebuild()

    def _step_view(self, delta: int) -> None:
        if len(self.views) > 1:
            self.view_index = (self.view_index + delta) % len(self.views)
            self.rebuild()

    def action_next_view(self) -> None:
        self._step_view(1)

    def action_previous_view(self) -> None:
        self._step_view(-1)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("next_view", "previous_view"):
            return len(self.views) > 1  # the key shows only when there are more series to see
        return True

    def action_tab(self, tab: str) -> None:
        self.app.pop_screen()
        show = getattr(self.app, "action_show_tab", None)
        if show is not None:
            show(tab)

    def action_noop(self) -> None:
        """``5`` here is this view already."""


def open_charts(app: Any) -> None:
    """Push the Charts view over the app's Results rows and live queue (the Results view's
    ``rows_changed`` redraws it as cells finish)."""
    from specdec_tui.tui.widgets.results_table import ResultsTable

    table = app.query_one(ResultsTable)

    def figures() -> dict[Identity, RowFigures]:
        return {table.results[k].identity: f for k, f in table.figures.items() if k in table.results}

    app.push_screen(
        ChartsScreen(
            lambda: list(table.results.values()),
            queue=lambda: list(app.cell_states.values()),
            figures=figures,
            changed=table.rows_changed,
        )
    )
