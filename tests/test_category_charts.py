"""Per-category charts that can be read: Spec-Bench's 13 categories on two workloads are 26 series,
which no legend or palette tells apart. The TUI draws at most six at a time (``v`` shows the next),
keeps its legend under the plot and fits the y axis to the points; the report draws one series per
workload configuration, and the categories as a heatmap (speedup per category and configuration,
with its interval), every label inside the image and every category ticked."""

from __future__ import annotations

from typing import Any

import pytest
from test_report_charts import cell

from specdec_tui.domain.record import CellResult
from specdec_tui.report.categories import speedup_matrix
from specdec_tui.report.charts import MAX_SERIES, build_chart, pages
from specdec_tui.run.results import result_rows

CATEGORIES = ("writing", "roleplay", "reasoning", "math", "coding", "extraction", "stem", "humanities",
              "translation", "summarization", "qa", "math_reasoning", "rag")
SB = {"prompt_tokens_min": 0, "prompt_tokens_max": 0, "output_tokens": 16, "concurrency": 1,
      "dataset": "specbench.jsonl"}


def _cats(scale: float, spread: list[float] | None = None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Per-category figures, and two repeats around them (``spread``: each repeat's factor)."""
    factors = spread or [0.98, 1.02]
    figures = {name: {"tok_s": round(scale * (100 + 10 * i), 3), "accept_length": 1.5 + i / 10}
               for i, name in enumerate(CATEGORIES)}
    repeats = [{"repeat": r + 1, "output_tok_s": scale * 100 * f,
                "categories": {n: {"tok_s": v["tok_s"] * f} for n, v in figures.items()}}
               for r, f in enumerate(factors)]
    return figures, repeats


def sweep() -> list[CellResult]:
    """Two workloads (concurrency 1 and 2), a baseline and draft tokens 4 and 8 on each, a crash."""
    records = []
    for workload, concurrency in (("sb-c1", 1), ("sb-c2", 2)):
        params = {**SB, "concurrency": concurrency}
        for run, draft, scale in (("baseline", None, 1.0), ("ng4", 4, 1.3), ("ng8", 8, 1.5)):
            figures, repeats = _cats(scale)
            extra = {"num_draft_tokens": draft} if draft else {}
            records.append(cell(run, workload=workload, params=params, tok_s=scale * 100, algorithm=None if draft is None
                                else "ngram", speculative_extra=extra, categories=figures, repeats=repeats,
                                accept=2.0 if draft else None))
    crash_figures, _ = _cats(1.2)
    records.append(cell("ng6", "crashed", workload="sb-c1", params={**SB, "concurrency": 1}, tok_s=120.0,
                        algorithm="ngram", speculative_extra={"num_draft_tokens": 6}, categories=crash_figures,
                        triage_label="cuda_illegal_memory_access"))
    return records


def test_a_view_draws_at_most_six_series_keeping_categories_together_and_every_crash() -> None:
    latest = [row.latest for row in result_rows(sweep())]
    chart = build_chart(latest, x="num_draft_tokens")
    assert chart.categories and sum(1 for s in chart.series if s.measured) == 26
    views = pages(chart)
    assert len(views) == 5 and all(sum(1 for s in v.series if s.measured) <= MAX_SERIES for v in views)
    drawn = [s.name for v in views for s in v.series if s.measured]
    assert sorted(drawn) == sorted(s.name for s in chart.series if s.measured)  # each series once
    first = [s.category for s in views[0].series if s.measured]
    assert first == ["writing", "writing", "roleplay", "roleplay", "reasoning", "reasoning"]
    for view in views:
        assert [p.x for p in view.failures] == [6.0]  # the crash (its partial figures are no point) on every view
        assert view.x_range() == chart.x_range() and view.series_total == 26
    assert views[1].view == (2, 5) and "6 of 26 series" in views[1].summary()
    low, high = views[0].y_range()  # fitted to the view's own points
    values = [p.value for s in views[0].series for p in s.measured]
    assert low <= min(values) and high - max(values) < 0.25 * (max(values) - min(values) + 1)
    assert pages(build_chart(latest, x="num_draft_tokens", categories=False)) == [
        build_chart(latest, x="num_draft_tokens", categories=False)]  # two series: one view


def test_the_speedup_matrix_has_every_category_by_every_configuration_with_its_interval() -> None:
    records = sweep()
    latest = [row.latest for row in result_rows(records)]
    matrix = speedup_matrix(latest, records)
    assert matrix.categories == CATEGORIES
    assert matrix.columns == ("ng4 · sb-c1", "ng8 · sb-c1", "ng4 · sb-c2", "ng8 · sb-c2")  # no baseline, no crash
    assert matrix.left_out == ("ng6 (cuda_illegal_memory_access) · sb-c1",)
    math = matrix.cells[CATEGORIES.index("math")][1]
    assert math is not None and math.ratio == pytest.approx(1.5) and math.n == math.n_base == 2
    assert math.ci_low is not None and math.ci_low < 1.5 < math.ci_high


async def test_the_tui_chart_shows_six_series_a_legend_under_the_plot_and_v_for_the_next() -> None:
    from textual.app import App
    from textual.widgets import Static

    from specdec_tui.tui.screens.charts import ChartPlot, ChartsScreen

    latest = [row.latest for row in result_rows(sweep())]
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(ChartsScreen(lambda: latest, x="num_draft_tokens"))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChartsScreen) and screen.chart is not None
        heading = str(screen.query_one("#charts-heading", Static).render())
        assert "series 1-6 of 26 (v: more)" in heading
        key = str(screen.query_one("#charts-legend", Static).render())
        assert key.count("sb-c") == 6 and "writing" in key and "rag" not in key
        plot = screen.query_one(ChartPlot).render().plain
        assert "writing" not in plot  # no legend over the points
        y_labels = [float(head) for line in plot.splitlines() if "┤" in line
                    and (head := line.split("┤")[0].strip()).replace(".", "", 1).isdigit()]
        low, high = screen.chart.y_range()
        assert max(y_labels) <= high + 1e-6 and min(y_labels) >= low - 1e-6  # no room made for a legend
        for _ in range(4):
            await pilot.press("v")
        assert screen.chart.view == (5, 5)
        assert "rag" in str(screen.query_one("#charts-legend", Static).render())
        await pilot.press("v")
        assert screen.chart.view == (1, 5)
        await pilot.press("c")  # one series per workload: one view, no v
        assert screen.chart.view == (1, 1) and not screen.chart.categories
        assert "series 1" not in str(screen.query_one("#charts-heading", Static).render())


@pytest.mark.slow  # matplotlib draws the figures (about 2 s)
def test_report_figures_have_distinct_series_every_category_ticked_and_nothing_clipped() -> None:
    from specdec_tui.report import plots
    from specdec_tui.report.html import report_charts
    from specdec_tui.report.summary import figures_by_identity

    records = sweep()
    rows = result_rows(records)
    latest = [row.latest for row in rows]
    groups = report_charts(latest, figures_by_identity(rows, records))
    assert groups and all(not chart.categories for charts in groups for chart in charts)
    styles = plots.series_styles([cell_chart for charts in groups for cell_chart in charts])
    assert len(set(styles.values())) == len(styles)
    many = {f"s{i}": None for i in range(40)}
    assert len({(plots.COLORS[i % 10], plots.MARKERS[i % 7]) for i in range(len(many))}) == 40
    heat = plots.heatmap(speedup_matrix(latest, records), title="speedup per category")
    figures = [plots.figure(charts) for charts in groups] + [heat]
    for fig in figures:
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        canvas = FigureCanvasAgg(fig)
        canvas.draw()
        drawn = fig.get_tightbbox(canvas.get_renderer())  # every drawn artist, labels and legend too
        page = fig.bbox_inches
        assert drawn.x0 >= page.x0 - 0.01 and drawn.y0 >= page.y0 - 0.01  # nothing cut at an edge
        assert drawn.x1 <= page.x1 + 0.01 and drawn.y1 <= page.y1 + 0.01
    ax = heat.axes[0]
    assert [t.get_text() for t in ax.get_yticklabels()] == list(CATEGORIES)
    assert len(ax.get_xticklabels()) == 4
    cell_texts = [t.get_text() for t in ax.texts]
    assert len(cell_texts) == 13 * 4 and all("×" in t for t in cell_texts)


def test_error_bars_of_series_at_one_x_are_moved_apart_a_little() -> None:
    from specdec_tui.report.plots import dodge

    left, right = dodge(0, 2, [4.0, 8.0], log=False), dodge(1, 2, [4.0, 8.0], log=False)
    assert left(4.0) < 4.0 < right(4.0) and right(4.0) - left(4.0) == pytest.approx(0.06)
    low, high = dodge(0, 2, [1.0, 64.0], log=True)(16.0), dodge(1, 2, [1.0, 64.0], log=True)(16.0)
    assert low < 16.0 < high and (low * high) == pytest.approx(256.0)  # centred on the true x, on a log axis
    assert dodge(0, 1, [4.0, 8.0], log=False)(4.0) == 4.0  # one series: where it is
