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


def test_an_interval_holding_one_is_not_significant_and_unbounded_is_none() -> None:
    noisy = ratio_interval([1.04, 1.21, 1.48], [1.0, 1.0, 1.0])
    assert noisy.ci_low < 1.0 < noisy.ci_high and noisy.significant is False
    wild = ratio_interval([5, 6, 7], [0.1, 5.0, 10.0])  # baseline mean not distinguishable from 0
    assert wild.ratio is not None and wild.ci_low is None and wild.significant is None
    single = ratio_interval([3.0], [1.0, 1.1])
    assert single.ratio == pytest.approx(3 / 1.05) and single.half_width is None


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
