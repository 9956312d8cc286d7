"""The Charts view (key 5): Pilot flows over the fake controller at 80x24, and one snapshot."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static
from tui_harness import FATAL, Harness, isolated_config, wait_for

from specdec_tui.tui.screens.charts import ChartPlot, ChartsScreen
from specdec_tui.tui.widgets.results_table import ResultsTable

__all__ = ["isolated_config"]

SnapCompare = Callable[..., bool]


async def budget_sweep(h: Harness, pilot: Pilot[Any]) -> None:
    """Baseline, a crash at budget 8, budgets 12 and 16 measured; the long-context cells invalid."""
    await wait_for(pilot, lambda: len(pilot.app.cell_states) == 8)
    h.fake.finish_cell("baseline / short", output_tok_s=100.0)
    h.fake.start_cell("ddtree-b8 / short")
    h.fake.crash_cell("ddtree-b8 / short", lineno=41, text=FATAL)
    h.fake.finish_cell("ddtree-b12 / short", output_tok_s=240.0, accept_length=3.1)
    h.fake.finish_cell("ddtree-b16 / short", output_tok_s=310.0, accept_length=3.9)
    await wait_for(pilot, lambda: len(pilot.app.query_one(ResultsTable).results) == 4)


def footer_text(pilot: Pilot[Any]) -> str:
    return " ".join(b.binding.description for b in pilot.app.screen.active_bindings.values() if b.binding.show)


@pytest.mark.slow  # measured 3.9 s
async def test_key_5_opens_speedup_against_budget_and_keys_cycle_the_figure(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await budget_sweep(h, pilot)
        await pilot.press("5")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, ChartsScreen))
        screen = pilot.app.screen
        assert isinstance(screen, ChartsScreen)
        chart = screen.chart
        assert chart is not None and chart.x.key == "budget" and chart.metric.key == "speedup"
        assert [(p.x, p.value) for p in chart.series[0].points] == [(8, None), (12, 2.4), (16, 3.1)]
        assert "X: budget" in footer_text(pilot) and "Y: speedup" in footer_text(pilot)
        plot = screen.query_one(ChartPlot).render().plain
        assert "budget" in plot and "✗" in plot  # the crash is marked on the axis floor ...
        key = str(screen.query_one("#charts-legend", Static).render())
        assert "✗ crashed" in key and "crashed" not in plot  # ... and named under the plot, not over it
        await pilot.press("m")
        assert screen.chart is not None and screen.chart.metric.key == "tok_s"
        assert "Y: tok/s" in footer_text(pilot)
        await pilot.press("m")
        assert [p.value for p in screen.chart.series[0].measured] == [3.1, 3.9]
        await pilot.press("M", "M")
        assert screen.chart.metric.key == "speedup"
        await pilot.press("5")  # already here: no second Charts view
        assert len(pilot.app.screen_stack) == 2


@pytest.mark.slow  # measured 6.2 s
async def test_the_chart_follows_cells_as_they_finish_and_1_goes_back(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(pilot.app.cell_states) == 8)
        h.fake.finish_cell("baseline / short", output_tok_s=100.0)
        await wait_for(pilot, lambda: len(pilot.app.query_one(ResultsTable).results) == 1)
        await pilot.press("5")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, ChartsScreen))
        screen = pilot.app.screen
        assert isinstance(screen, ChartsScreen)
        assert screen.chart is not None and screen.chart.empty
        assert "Nothing to chart yet" in screen.query_one(ChartPlot).render().plain
        h.fake.finish_cell("ddtree-b16 / short", output_tok_s=300.0)
        await wait_for(pilot, lambda: screen.chart is not None and not screen.chart.empty)
        assert [p.value for p in screen.chart.series[0].points] == [3.0]
        assert "Nothing to chart yet" not in screen.query_one(ChartPlot).render().plain
        h.fake.finish_cell("ddtree-b12 / short", "failed", reasons=["HTTP 500: boom"])
        await wait_for(pilot, lambda: screen.chart is not None and len(screen.chart.failures) == 1)
        assert (screen.chart.pending, screen.chart.pending_x) == (1, (8.0,))  # budget 8 still to run
        await pilot.press("1")
        assert not isinstance(pilot.app.screen, ChartsScreen)
        assert pilot.app.query_one("#tabs").active == "tab-queue"


@pytest.mark.slow  # measured 2.9 s
async def test_the_palette_offers_the_charts_view(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await budget_sweep(h, pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"view: charts")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, ChartsScreen))
        assert "charts.x" in pilot.app.binding_ids() and "view.charts" in pilot.app.binding_ids()


@pytest.mark.slow  # measured 1.3 s
def test_charts_view_snapshot(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path)

    async def run_before(pilot: Pilot[Any]) -> None:
        await budget_sweep(h, pilot)
        await pilot.press("5")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, ChartsScreen))
        pilot.app.clear_notifications()
        await pilot.pause()

    assert snap_compare(h.app, terminal_size=(80, 24), run_before=run_before)


class _Recorder:
    """Stands in for plotext: records what the chart widget asks it to draw."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def __getattr__(self, name: str) -> Callable[..., None]:
        return lambda *args, **kwargs: self.calls.append((name, args, kwargs))


async def test_intervals_over_repeats_are_drawn_as_bars_and_named_under_the_chart() -> None:
    from textual.app import App, ComposeResult

    from specdec_tui.report.charts import Chart, Point, Series, metric, x_key

    with_ci = Point(16.0, 3.0, "ok", "b16", "chat", low=2.6, high=3.5)
    without = Point(32.0, 3.2, "ok", "b32", "chat")  # one sample: no bar
    chart = Chart(x_key("budget"), metric("speedup"), (Series("chat", (with_ci, without)),), (x_key("budget"),))
    assert "95% interval over repeats" in chart.summary()
    bare = Chart(chart.x, chart.metric, (Series("chat", (Point(16.0, 3.0, "ok", "b16", "chat"), without)),), chart.x_keys)
    assert "interval" not in bare.summary()

    class One(App[None]):
        def compose(self) -> ComposeResult:
            yield ChartPlot()

    async with One().run_test(size=(60, 20)) as pilot:
        plot = pilot.app.query_one(ChartPlot)
        recorder = _Recorder()
        plot._draw(chart, recorder)
        bars = [args for name, args, kw in recorder.calls if name == "plot" and kw.get("marker") == "│"]
        assert bars == [([16.0, 16.0], [2.6, 3.5])]
        plot.show(bare)
        await pilot.pause()
        without_bars = plot.render().plain
        plot.show(chart)
        await pilot.pause()
        drawn = plot.render().plain
        assert drawn.count("│") > without_bars.count("│")  # the bar reaches the screen


async def test_an_unbounded_interval_is_drawn_edge_to_edge_and_named() -> None:
    from textual.app import App, ComposeResult

    from specdec_tui.report.charts import Chart, Point, Series, metric, x_key
    from specdec_tui.tui.screens.charts import UNBOUNDED_BAR, UNBOUNDED_BOTTOM, UNBOUNDED_TOP, legend

    bounded = Point(8.0, 2.0, "ok", "b8", "chat", low=1.8, high=2.2)
    wild = Point(12.0, 1.4, "ok", "b12", "chat", unbounded=True)  # ±∞ n.s.: no bounds at all
    chart = Chart(x_key("budget"), metric("speedup"), (Series("chat · ddtree", (bounded, wild)),), (x_key("budget"),))
    assert "chat · ddtree at budget 12" in chart.summary() and "±∞" in chart.summary()
    assert "±∞ unbounded interval" in legend(chart, (255, 0, 0), (128, 128, 128)).plain
    plain = Chart(chart.x, chart.metric, (Series("chat · ddtree", (bounded,)),), chart.x_keys)
    assert "±∞" not in plain.summary() and "±∞" not in legend(plain, (255, 0, 0), (128, 128, 128)).plain

    class One(App[None]):
        def compose(self) -> ComposeResult:
            yield ChartPlot()

    async with One().run_test(size=(60, 20)) as pilot:
        plot = pilot.app.query_one(ChartPlot)
        recorder = _Recorder()
        plot._draw(chart, recorder)
        span = chart.y_range()
        assert span is not None
        bars = [args for name, args, kw in recorder.calls if name == "plot" and kw.get("marker") == UNBOUNDED_BAR]
        assert bars == [([12.0, 12.0], list(span))]  # from the floor of the plot to its top
        ends = {kw.get("marker"): args for name, args, kw in recorder.calls if name == "scatter"}
        assert ends[UNBOUNDED_TOP] == ([12.0], [span[1]]) and ends[UNBOUNDED_BOTTOM] == ([12.0], [span[0]])
        plot.show(chart)
        await pilot.pause()
        drawn = plot.render().plain
        assert UNBOUNDED_TOP in drawn and UNBOUNDED_BOTTOM in drawn and drawn.count(UNBOUNDED_BAR) >= 5


def test_the_report_draws_an_unbounded_interval_too(tmp_path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from specdec_tui.report.charts import Chart, Point, Series, metric, x_key
    from specdec_tui.report.plots import UNBOUNDED_LABEL, _panel

    wild = Point(12.0, 1.4, "ok", "b12", "chat", unbounded=True)
    chart = Chart(x_key("budget"), metric("speedup"), (Series("chat", (Point(8.0, 2.0, "ok", "b8", "chat"), wild)),),
                  (x_key("budget"),))  # fmt: skip
    fig, ax = plt.subplots()
    _panel(ax, chart, {})
    assert UNBOUNDED_LABEL in ax.get_legend_handles_labels()[1]
    plt.close(fig)
