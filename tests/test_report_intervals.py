"""Mean, standard deviation, Student-t intervals and the speedup's Fieller interval, checked against
values computed independently (textbook t quantiles, the defining equation of Fieller's set)."""

from __future__ import annotations

import math

import pytest

from specdec_tui.domain.record import CellResult
from specdec_tui.measure.intervals import ratio_interval, summarize, t_quantile
from specdec_tui.report.summary import export_text, figures_by_identity, samples, speedup_text
from specdec_tui.run.results import result_rows


def test_t_quantiles_match_the_printed_table() -> None:
    # Two-sided 95%: the values every statistics textbook prints.
    assert t_quantile(1) == pytest.approx(12.706, abs=1e-3)
    assert t_quantile(2) == pytest.approx(4.303, abs=1e-3)
    assert t_quantile(4) == pytest.approx(2.776, abs=1e-3)
    assert t_quantile(30) == pytest.approx(2.042, abs=1e-3)


def test_summary_of_one_to_five() -> None:
    s = summarize([1, 2, 3, 4, 5])
    assert s.n == 5 and s.mean == 3.0
    assert s.std == pytest.approx(math.sqrt(2.5))  # sample standard deviation (n - 1)
    half = 2.7764451051977987 * math.sqrt(2.5) / math.sqrt(5)
    assert s.ci_low == pytest.approx(3 - half) and s.ci_high == pytest.approx(3 + half)
    assert s.half_width == pytest.approx(1.963243, abs=1e-6)


def test_summary_leaves_out_missing_values_and_needs_two_for_an_interval() -> None:
    assert summarize([]).mean is None
    one = summarize([None, 7.0, float("nan"), True])
    assert (one.n, one.mean, one.std, one.ci_low) == (1, 7.0, None, None)


def test_fieller_with_an_exact_baseline_is_the_cells_interval_over_the_baseline() -> None:
    cell = [3.4, 3.5, 3.6]
    r = ratio_interval(cell, [1.0, 1.0, 1.0])
    s = summarize(cell)
    assert r.ratio == pytest.approx(3.5)
    assert r.ci_low == pytest.approx(s.ci_low) and r.ci_high == pytest.approx(s.ci_high)
    assert r.df == pytest.approx(2.0)
    assert r.significant is True


def test_fieller_bounds_solve_the_defining_equation() -> None:
    a, b = [10.0, 12.0, 14.0], [4.0, 5.0, 6.0]
    r = ratio_interval(a, b)
    assert r.ratio == pytest.approx(2.4)
    va, vb = 4.0 / 3, 1.0 / 3  # sample variances over n
    df = (va + 2.4**2 * vb) ** 2 / (va**2 / 2 + (2.4**2 * vb) ** 2 / 2)  # Welch-Satterthwaite
    assert r.df == pytest.approx(df) and r.df == pytest.approx(3.874, abs=1e-3)
    t = t_quantile(df)
    for theta in (r.ci_low, r.ci_high):
        assert (12 - theta * 5) ** 2 == pytest.approx(t * t * (va + theta * theta * vb))
    assert r.ci_low < 2.4 < r.ci_high
    assert (r.ci_high - 2.4) > (2.4 - r.ci_low)  # a ratio's interval leans upwards


def test_fieller_agrees_with_the_delta_method_when_the_spread_is_small() -> None:
    a = [352.0, 351.0, 353.0, 352.5]
    b = [100.0, 100.2, 99.8, 100.1]
    r = ratio_interval(a, b)
    ratio = (sum(a) / 4) / (sum(b) / 4)
    sa, sb = summarize(a), summarize(b)
    se = ratio * math.sqrt((sa.std**2 / 4) / sa.mean**2 + (sb.std**2 / 4) / sb.mean**2)
    assert r.half_width == pytest.approx(t_quantile(r.df) * se, rel=0.02)


def test_an_interval_holding_one_is_not_significant_and_an_unbounded_one_neither() -> None:
    noisy = ratio_interval([1.04, 1.21, 1.48], [1.0, 1.0, 1.0])
    assert noisy.ci_low < 1.0 < noisy.ci_high and noisy.significant is False
    wild = ratio_interval([5, 6, 7], [0.1, 5.0, 10.0])  # baseline mean not distinguishable from 0
    assert wild.ratio is not None and wild.ci_low is None and wild.unbounded and wild.significant is False
    single = ratio_interval([3.0], [1.0, 1.1])
    assert single.ratio == pytest.approx(3 / 1.05) and single.half_width is None
    assert not single.unbounded and single.significant is None  # no interval at all: nothing said


# The reviewer's folder: two repeats a side, t(df~1-2) so wide that the baseline's interval holds 0.
BASE_2, CELL_2 = [1998.709, 3403.839], [2413.533, 5087.605]


def _unbounded_records() -> list[CellResult]:
    return [_record("baseline", "none", 2701.274, BASE_2), _record("ngram", "ngram", 3750.569, CELL_2)]


def test_an_unbounded_speedup_reads_the_same_in_every_front_end() -> None:
    import csv
    import io
    import json

    from specdec_tui.headless import final_table
    from specdec_tui.report.html import render

    records = _unbounded_records()
    assert ratio_interval(CELL_2, BASE_2).unbounded
    latest = [row.latest for row in result_rows(records)]
    assert latest[1].intervals["speedup"]["unbounded"] is True  # the record says so
    assert latest[1].intervals["speedup"]["significant"] is False
    md = export_text("md", latest, records)
    assert "| 1.39x ±∞ n.s. |" in md
    rows = list(csv.DictReader(io.StringIO(export_text("csv", latest, records))))
    assert rows[1]["speedup_interval"] == "unbounded" and rows[1]["speedup_significant"] == "False"
    assert rows[1]["speedup_text"] == "1.39x ±∞ n.s." and rows[0]["speedup_interval"] == "none"
    assert json.loads(export_text("json", latest, records))[1]["speedup_interval"] == "unbounded"
    table = final_table(latest, 120)
    assert "1.39x ±∞ n.s." in table
    page = render(records, source="r/results.jsonl")
    assert "1.39× [unbounded]" in page and "95% CI unbounded" in page
    figures = figures_by_identity(result_rows(records), records)
    assert speedup_text(latest[1].speedup, figures[records[1].identity]) == "1.39× ±∞ n.s."


def test_a_recorded_unbounded_interval_without_the_flag_is_read_as_unbounded() -> None:
    from specdec_tui.measure.intervals import RatioInterval, ratio_text

    old = {"n": 2, "n_base": 2, "mean": 1.3884, "ci_low": None, "ci_high": None, "significant": None}
    interval = RatioInterval.from_fields(old)
    assert interval is not None and interval.unbounded and ratio_text(1.3884, interval) == "1.39x ±∞ n.s."
    once = RatioInterval.from_fields({"n": 1, "n_base": 3, "mean": 1.5, "ci_low": None, "ci_high": None})
    assert once is not None and not once.unbounded and ratio_text(1.5, once) == "1.50x"


def test_intervals_of_figures_that_cannot_be_negative_are_clipped_at_their_floor() -> None:
    import io

    from specdec_tui.domain import events as ev
    from specdec_tui.headless import HeadlessPrinter
    from specdec_tui.measure.intervals import spread_text, summarize_figure
    from specdec_tui.run.repeats import combine

    wide = [3.75, 20000.0, 7.5]  # tok/s of three repeats, one wild: mean - half is far below zero
    assert summarize(wide).ci_low < 0  # the plain Student-t interval
    clipped = summarize_figure("output_tok_s", wide)
    assert clipped.ci_low == 0.0 and clipped.ci_high == summarize(wide).ci_high
    assert summarize_figure("accept_length", [1.1, 9.0, 1.2]).ci_low == 1.0  # at least the bonus token
    assert spread_text(10.0, -5.0, 25.0, 1) == " +15.0/-10.0"  # an old record's bound clipped when shown
    assert spread_text(10.0, 5.0, 15.0, 1) == " ±5.0"
    cell = CellResult("ng", "w", "ok", algorithm="ngram")
    combine(cell, [{"repeat": i, "output_tok_s": v} for i, v in enumerate(wide, 1)])
    assert cell.intervals["output_tok_s"]["ci_low"] == 0.0  # the record, the CSV and the charts agree
    out = io.StringIO()
    HeadlessPrinter(stream=out, width=200)(ev.CellFinished(cell))
    assert f"tok/s +{clipped.ci_high - clipped.mean:.1f}/-{clipped.mean:.1f}" in out.getvalue()
    assert ratio_interval([0.1, 50.0, 0.2], [10.0, 10.5, 9.5]).ci_low == 0.0  # a speedup is never negative


def _record(run: str, algorithm: str, tok_s: float, repeats: list[float] | None = None, **kw) -> CellResult:
    return CellResult(
        run=run, workload="chat", status=kw.pop("status", "ok"), algorithm=algorithm, output_tok_s=tok_s,
        speculative={"algorithm": algorithm} if algorithm != "none" else {},
        repeats=[{"output_tok_s": v, "accept_length": 3.0} for v in (repeats or [])], **kw,
    )


def test_repeats_are_the_samples_and_attempts_count_as_repeats() -> None:
    with_repeats = _record("eagle", "eagle", 350.0, [340.0, 350.0, 360.0])
    assert [s["output_tok_s"] for s in samples([with_repeats])] == [340.0, 350.0, 360.0]
    attempts = [_record("eagle", "eagle", 300.0), _record("eagle", "eagle", 310.0, status="crashed")]
    assert [s["output_tok_s"] for s in samples(attempts)] == [300.0]  # a crash is no sample


def test_rows_get_the_speedup_interval_against_their_baseline_row() -> None:
    records = [
        _record("baseline", "none", 100.0, [99.0, 100.0, 101.0]),
        _record("eagle", "eagle", 350.0, [349.0, 350.0, 351.0]),
        _record("ngram", "ngram", 102.0, [90.0, 102.0, 114.0]),
    ]
    rows = result_rows(records)
    figures = figures_by_identity(rows, records)
    eagle = figures[records[1].identity]
    assert eagle.n == 3 and eagle.figures["output_tok_s"].mean == pytest.approx(350.0)
    assert eagle.speedup.significant is True
    text = speedup_text(records[1].speedup, eagle)
    assert text.startswith("3.50× ±0.") and "n.s." not in text
    ngram = figures[records[2].identity]
    assert ngram.speedup.significant is False
    assert speedup_text(records[2].speedup, ngram).endswith(" n.s.")
    assert speedup_text(None, ngram) == ""


def test_exports_carry_mean_std_and_interval_fields() -> None:
    import csv
    import io
    import json

    records = [
        _record("baseline", "none", 100.0, [99.0, 100.0, 101.0]),
        _record("eagle", "eagle", 350.0, [349.0, 350.0, 351.0]),
    ]
    latest = [row.latest for row in result_rows(records)]
    data = json.loads(export_text("json", latest, records))
    eagle = data[1]
    assert eagle["n_samples"] == 3 and eagle["output_tok_s_std"] == pytest.approx(1.0)
    assert eagle["speedup_ci_low"] < 3.5 < eagle["speedup_ci_high"] and eagle["speedup_significant"] is True
    assert eagle["repeats"][0]["output_tok_s"] == 349.0
    rows = list(csv.DictReader(io.StringIO(export_text("csv", latest, records))))
    assert float(rows[1]["speedup_ci_high"]) == pytest.approx(eagle["speedup_ci_high"])
    md = export_text("md", latest, records)
    assert "3.50x ±0." in md
    assert rows[1]["speedup_interval"] == "bounded" and rows[1]["speedup_text"].startswith("3.50x ±0.")
