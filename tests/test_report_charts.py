"""The charts' data model, headless: series from results and the queue (specdec_tui.report.charts)."""

from __future__ import annotations

from typing import Any

import pytest

from specdec_tui.domain.events import CellState
from specdec_tui.domain.record import CellResult
from specdec_tui.report.charts import build_chart, spaced_ticks, swept_keys, x_key
from specdec_tui.report.summary import figures_by_identity
from specdec_tui.run.results import result_rows

CHAT = {"prompt_tokens_min": 200, "prompt_tokens_max": 800, "output_tokens": 128, "requests": 4, "concurrency": 2}
LONG = {"prompt_tokens_min": 4000, "prompt_tokens_max": 32768, "output_tokens": 256, "requests": 2, "concurrency": 1}


def cell(run: str, status: str = "ok", *, budget: int | None = None, workload: str = "chat",
         params: dict[str, Any] | None = None, tok_s: float | None = None, accept: float | None = None,
         algorithm: str | None = None, speculative_extra: dict[str, Any] | None = None, **kw: Any) -> CellResult:
    algorithm = algorithm or ("ddtree" if budget is not None else "none")
    spec: dict[str, Any] = {"algorithm": algorithm, **(speculative_extra or {})}
    if budget is not None:
        spec["budget"] = budget
    return CellResult(run=run, workload=workload, status=status, algorithm=algorithm, speculative=spec,
                      workload_params=dict(params if params is not None else CHAT), output_tok_s=tok_s,
                      accept_length=accept, **kw)


def demo_results() -> list[CellResult]:
    """The demo's shape: a baseline, two crashes, one failed, measured budgets, invalid long-context."""
    records = [
        cell("baseline", tok_s=500.0),
        cell("baseline", "invalid", workload="long-context", params=LONG, reasons=["32768 + 256 > 32768"]),
        cell("ddtree-b8", "crashed", budget=8, triage_label="cuda_illegal_instruction"),
        cell("ddtree-b12", "failed", budget=12, reasons=["HTTP 500"]),
        cell("ddtree-b15", budget=15, tok_s=1700.0, accept=5.7),
        cell("ddtree-b16", budget=16, tok_s=1750.0, accept=5.9),
        cell("ddtree-b32", budget=32, tok_s=1800.0, accept=7.4),
        cell("ddtree-b64", budget=64, tok_s=1450.0, accept=8.3),
        cell("ddtree-b64", "invalid", budget=64, workload="long-context", params=LONG),
        cell("ddtree-b99", "skipped", budget=99),
    ]
    return [row.latest for row in result_rows(records)]


def test_speedup_against_budget_one_series_with_crashes_marked_and_invalid_left_out() -> None:
    chart = build_chart(demo_results())
    assert chart.x.key == "budget" and chart.metric.key == "speedup"
    assert [s.name for s in chart.series] == ["chat"]
    points = chart.series[0].points
    assert [p.x for p in points] == [8, 12, 15, 16, 32, 64]
    assert [p.value for p in points] == [None, None, 3.4, 3.5, 3.6, 2.9]
    assert [(p.status, p.label) for p in chart.failures] == [("crashed", "cuda_illegal_instruction"),
                                                             ("failed", "failed")]
    # Never a zero: failed points have no value and sit on the axis floor, which is above zero here.
    assert all(p.value is None for p in chart.failures)
    assert len(chart.left_out) == 3 and all("invalid" in t or "skipped" in t for t in chart.left_out)
    assert chart.off_axis == 0  # the baseline's speedup is the 1.0 line, not a point
    assert build_chart(demo_results(), metric_name="tok_s").off_axis == 1  # its tok/s has no budget
    low, high = chart.y_range() or (0, 0)
    assert low < 1.0 < 2.9 < 3.6 < high  # the baseline's 1.0 is on the axis
    assert chart.failure_y() == low
    assert chart.summary() == ("1 series · 4 measured · ✗ 2 crashed/failed (budget 8, 12) · "
                               "3 invalid or skipped left out")


def test_the_figure_changes_and_an_unmeasured_figure_is_not_a_point() -> None:
    results = demo_results()
    tok_s = build_chart(results, metric_name="tok_s")
    assert [p.value for p in tok_s.series[0].measured] == [1700.0, 1750.0, 1800.0, 1450.0]
    # Against prompt length the baseline is on the axis, but its acceptance length was never
    # measured: it is neither a point nor a failure, and its series (with nothing to draw) is left out.
    by_prompt = build_chart(results, x="prompt_tokens", metric_name="accept_length")
    assert [s.name for s in by_prompt.series] == ["ddtree-b8", "ddtree-b12", "ddtree-b15", "ddtree-b16",
                                                  "ddtree-b32", "ddtree-b64"]
    assert [p.run for p in by_prompt.failures] == ["ddtree-b8", "ddtree-b12"]
    with pytest.raises(KeyError, match="unknown figure"):
        build_chart(results, metric_name="joy")
    with pytest.raises(KeyError, match="unknown x key"):
        build_chart(results, x="colour")


def test_only_keys_that_vary_among_cells_that_ran_are_offered() -> None:
    results = demo_results()
    # long-context differs in every workload key, but it is invalid: it sweeps nothing.
    assert [k.key for k in swept_keys(results)] == ["budget"]
    chart = build_chart(results, x="concurrency")
    assert chart.x.key == "concurrency" and [k.key for k in chart.x_keys] == ["budget"]


def test_one_series_per_workload_named_by_what_differs() -> None:
    code = {**CHAT, "prompt_style": "repetitive"}
    records = [
        cell("baseline", tok_s=100.0),
        cell("baseline", workload="code", params=code, tok_s=100.0),
        cell("b16", budget=16, tok_s=200.0),
        cell("b32", budget=32, tok_s=300.0),
        cell("b16", budget=16, workload="code", params=code, tok_s=400.0),
        cell("b32", budget=32, workload="code", params=code, tok_s=500.0),
        cell("eagle-b16", budget=16, algorithm="eagle", tok_s=150.0),
    ]
    chart = build_chart([r.latest for r in result_rows(records)])
    assert [s.name for s in chart.series] == ["chat · ddtree", "code · ddtree", "chat · eagle"]
    assert [[p.value for p in s.points] for s in chart.series] == [[2.0, 3.0], [4.0, 5.0], [1.5]]


def test_concurrency_sweep_gives_one_series_per_run() -> None:
    c1, c4 = {**CHAT, "concurrency": 1}, {**CHAT, "concurrency": 4}
    records = [
        cell("baseline", workload="chat-c1", params=c1, tok_s=100.0),
        cell("baseline", workload="chat-c4", params=c4, tok_s=300.0),
        cell("eagle", workload="chat-c1", params=c1, tok_s=250.0, algorithm="eagle3"),
        cell("eagle", "crashed", workload="chat-c4", params=c4, algorithm="eagle3", triage_label="cuda_oom"),
    ]
    chart = build_chart([r.latest for r in result_rows(records)])
    assert chart.x.key == "concurrency"
    assert [s.name for s in chart.series] == ["eagle"]  # the baseline is the speedup's 1.0 line
    assert [(p.x, p.value, p.label) for p in chart.series[0].points] == [(1, 2.5, ""), (4, None, "cuda_oom")]
    tok_s = build_chart([r.latest for r in result_rows(records)], metric_name="tok_s")
    assert [s.name for s in tok_s.series] == ["baseline", "eagle"]
    assert [p.value for p in tok_s.series[0].points] == [100.0, 300.0]


def test_a_key_is_swept_only_within_a_series_and_labels_name_what_splits_series() -> None:
    c1, c4 = {**CHAT, "concurrency": 1}, {**CHAT, "concurrency": 4}
    records = []
    for workload, params in (("chat-c1", c1), ("chat-c4", c4)):
        records += [
            cell("baseline", workload=workload, params=params, tok_s=100.0),
            cell("eagle3", workload=workload, params=params, algorithm="eagle3", tok_s=200.0,
                 speculative_extra={"num_draft_tokens": 4, "draft_model": "eagle3-head"}),
            cell("ngram", workload=workload, params=params, algorithm="ngram", tok_s=150.0,
                 speculative_extra={"num_draft_tokens": 8}),
        ]
    results = [r.latest for r in result_rows(records)]
    # 4 and 8 draft tokens belong to two algorithms: no series sweeps them; concurrency is swept.
    assert [k.key for k in swept_keys(results)] == ["concurrency"]
    by_tokens = build_chart(results, x="num_draft_tokens")
    # Named by workload, then algorithm; the draft model differs only with the algorithm: not named.
    assert [s.name for s in by_tokens.series] == ["chat-c1 · eagle3", "chat-c1 · ngram", "chat-c4 · eagle3",
                                                  "chat-c4 · ngram"]


def _dataset_cell(run: str, budget: int | None, cats: dict[str, float], status: str = "ok") -> CellResult:
    r = cell(run, status, budget=budget, workload="spec-bench", params={**CHAT, "dataset": "spec-bench.jsonl"},
             tok_s=sum(cats.values()) or None, accept=3.0 if budget else None)
    r.categories = {name: {"tok_s": v, "accept_length": 2.0 + budget / 16 if budget else None}
                    for name, v in cats.items()}
    return r


def test_dataset_workloads_get_one_series_per_category_from_the_categories_model() -> None:
    records = [
        _dataset_cell("baseline", None, {"math": 100.0, "writing": 50.0}),
        _dataset_cell("b16", 16, {"math": 300.0, "writing": 60.0}),
        _dataset_cell("b32", 32, {"math": 350.0, "writing": 55.0}),
        _dataset_cell("b8", 8, {}, status="crashed"),
    ]
    results = [r.latest for r in result_rows(records)]
    chart = build_chart(results)
    assert chart.categories
    assert [(s.name, s.category) for s in chart.series] == [("math", "math"), ("writing", "writing")]
    assert [p.value for p in chart.series[0].measured] == [3.0, 3.5]
    assert [p.value for p in chart.series[1].measured] == [1.2, 1.1]
    assert len(chart.failures) == 1 and chart.failures[0].x == 8  # the crash once, not per category
    assert "1 crashed" in chart.summary() and "2 measured" in chart.summary()
    accept = build_chart(results, metric_name="accept_length")
    assert [p.value for p in accept.series[0].measured] == [3.0, 4.0]
    whole = build_chart(results, categories=False)
    assert [s.name for s in whole.series] == ["spec-bench"] and not whole.categories


def test_the_queue_widens_the_axis_and_counts_what_is_still_to_run() -> None:
    results = [r for r in demo_results() if r.run in ("baseline", "ddtree-b8", "ddtree-b15")]
    queue = [
        CellState("ddtree-b32 / chat", "ddtree-b32", "chat", "running", "valid", (), (("budget", 32),)),
        CellState("ddtree-b64 / chat", "ddtree-b64", "chat", "pending", "valid", (), (("budget", 64),)),
        CellState("ddtree-b64 / long-context", "ddtree-b64", "long-context", "pending", "invalid",
                  ("32768 + 256 > 32768",), (("budget", 64),)),
    ]
    chart = build_chart(results, queue=queue)
    assert chart.pending == 2 and chart.pending_x == (32.0, 64.0)
    assert chart.x_range() == (8.0, 64.0)
    assert "ddtree-b64 / long-context: invalid" in chart.left_out
    assert chart.summary().endswith("2 to run")


def test_points_carry_the_interval_over_repeats() -> None:
    def repeats(values: list[float]) -> list[dict[str, float]]:
        return [{"output_tok_s": v} for v in values]

    records = [
        cell("baseline", tok_s=100.0, repeats=repeats([99.0, 100.0, 101.0])),
        cell("b16", budget=16, tok_s=300.0, repeats=repeats([290.0, 300.0, 310.0])),
        cell("b32", budget=32, tok_s=320.0),
    ]
    rows = result_rows(records)
    figures = figures_by_identity(rows, records)
    chart = build_chart([r.latest for r in rows], figures=figures)
    b16, b32 = chart.series[0].points
    assert b16.low is not None and b16.high is not None and b16.low < 3.0 < b16.high
    assert (b32.low, b32.high) == (None, None)  # one sample: no interval, and none is made up
    tok = build_chart([r.latest for r in rows], figures=figures, metric_name="tok_s").series[0].points[0]
    assert tok.low is not None and tok.high is not None and tok.low < 300.0 < tok.high


def test_prompt_length_is_the_middle_of_a_range() -> None:
    assert x_key("prompt_tokens").value(cell("b", params=CHAT)) == 500.0
    assert x_key("prompt_tokens").value(cell("b", params={**CHAT, "prompt_tokens_max": 200})) == 200.0


def test_an_empty_folder_is_an_empty_chart() -> None:
    chart = build_chart([])
    assert chart.empty and chart.y_range() is None and chart.x_range() is None
    assert chart.summary() == "0 series · 0 measured"


def test_tick_labels_do_not_collide() -> None:
    values = [8, 12, 15, 16, 32, 64]
    assert spaced_ticks(values, 8, 64, 60) == [8, 12, 16, 32, 64]  # 15 sits 1 cell after 12
    assert spaced_ticks(values, 8, 64, 300) == values
    assert spaced_ticks(values, 8, 64, 10) == [8, 32, 64]
    assert spaced_ticks([8, 62, 64], 8, 64, 60) == [8, 64]  # the last label wins a collision


def test_a_workload_of_one_category_is_one_series_not_a_category() -> None:
    """A packaged dataset is one category (its own name): per-category series would only repeat it."""
    records = [_dataset_cell("baseline", None, {"gsm8k": 100.0}), _dataset_cell("b16", 16, {"gsm8k": 300.0}),
               _dataset_cell("b32", 32, {"gsm8k": 320.0})]
    chart = build_chart([r.latest for r in result_rows(records)])
    assert not chart.categories and [s.name for s in chart.series] == ["spec-bench"]
    assert [p.value for p in chart.series[0].points] == [3.0, 3.2]  # the cell's own speedups
