"""Metric definitions: acceptance (ours and the server's), TPOT against ITL, host-load suspicion."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from specdec_tui.backends.base import SpecStats
from specdec_tui.backends.common import (
    NUM_ACCEPTED_TOKENS,
    NUM_DRAFT_TOKENS,
    NUM_DRAFTS,
    spec_stats_from_counters,
)
from specdec_tui.backends.llamacpp import LlamaCppBackend, drafts_from_mean_len
from specdec_tui.measure import hostload
from specdec_tui.measure.loadgen import RequestSample
from specdec_tui.measure.stats import compare_acceptance, server_acceptance, summarize_cell


@st.composite
def draft_windows(draw: st.DrawFn) -> tuple[int, dict[str, float], dict[str, float]]:
    """Counters before and after a window in which every draft had at most ``n`` tokens."""
    n = draw(st.integers(1, 64))
    drafts = draw(st.lists(st.integers(1, n), min_size=0, max_size=50))
    accepted = [draw(st.integers(0, size)) for size in drafts]
    base = {NUM_DRAFTS: draw(st.integers(0, 10**6)), NUM_DRAFT_TOKENS: draw(st.integers(0, 10**7))}
    base[NUM_ACCEPTED_TOKENS] = draw(st.integers(0, base[NUM_DRAFT_TOKENS]))
    after = {
        NUM_DRAFTS: base[NUM_DRAFTS] + len(drafts),
        NUM_DRAFT_TOKENS: base[NUM_DRAFT_TOKENS] + sum(drafts),
        NUM_ACCEPTED_TOKENS: base[NUM_ACCEPTED_TOKENS] + sum(accepted),
    }
    return n, {k: float(v) for k, v in base.items()}, {k: float(v) for k, v in after.items()}


@given(draft_windows())
def test_acceptance_from_counters_never_exceeds_its_maximum(window: tuple[int, dict, dict]) -> None:
    n, before, after = window
    stats = spec_stats_from_counters(before, after, requests=3)
    assert stats is not None
    if after[NUM_DRAFTS] == before[NUM_DRAFTS]:
        assert stats.accept_length is None  # no draft in the window: no length made up
    else:
        assert stats.accept_length is not None and 1.0 <= stats.accept_length <= n + 1 + 1e-9


@pytest.mark.slow  # measured 0.4 s
@given(st.integers(1, 16), st.lists(st.tuples(st.integers(1, 40), st.data()), min_size=1, max_size=20))
def test_server_figure_from_log_lines_stays_within_the_maximum(n: int, requests: list) -> None:
    """The cell figure made of llama-server's per-request lines (2-decimal mean len) stays <= n + 1."""
    backend = LlamaCppBackend()
    figures = []
    for drafts, data in requests:
        accepted = data.draw(st.integers(0, drafts * n))
        mean_len = round(1 + accepted / drafts, 2)
        line = (
            f"slot print_timing: id  0 | task 1 | draft acceptance = 0.5 ({accepted:5d} accepted / "
            f"{drafts * n:5d} generated), mean len = {mean_len:5.2f}"
        )
        parsed = backend.parse_log_line(line)
        assert parsed is not None and parsed.accept_length == mean_len
        figures.append({"accept_length": parsed.accept_length, **parsed.extra})
    figure = server_acceptance(figures)
    assert figure is not None and 1.0 <= figure <= n + 1 + 0.01


def test_server_figure_is_weighted_by_drafts() -> None:
    # 2 drafts of mean 9.00 (16 accepted) and 8 drafts of mean 2.00 (8 accepted): 1 + 24/10
    figures = [
        {"accept_length": 9.0, "accepted_draft_tokens": 16.0, "num_drafts": 2.0},
        {"accept_length": 2.0, "accepted_draft_tokens": 8.0, "num_drafts": 8.0},
    ]
    assert server_acceptance(figures) == pytest.approx(3.4)
    # periodic lines (SGLang, vLLM) carry only the length: their mean
    assert server_acceptance([{"accept_length": 3.0}, {"accept_length": 4.0}]) == pytest.approx(3.5)
    assert server_acceptance([]) is None
    assert drafts_from_mean_len(56, 9.0) == 7 and drafts_from_mean_len(0, 1.0) is None


def test_disagreement_is_one_line_past_the_tolerance() -> None:
    assert compare_acceptance(3.00, 3.00) is None
    assert compare_acceptance(3.05, 3.00) is None  # 1.7%
    warning = compare_acceptance(3.20, 3.00)
    assert warning is not None and "3.20" in warning and "3.00" in warning and "\n" not in warning
    assert compare_acceptance(None, 3.0) is None and compare_acceptance(3.0, None) is None


def test_tpot_counts_tokens_and_itl_counts_chunks() -> None:
    """A speculative request: 9 tokens in 3 chunks of 3 after the first; ITL is per chunk, TPOT per token."""
    spec = RequestSample(ok=True, ttft_s=0.100, e2e_s=0.400, output_tokens=10, chunk_count=4,
                         itl_s=[0.1, 0.1, 0.1], spec=SpecStats(accepted_draft_tokens=6, proposed_draft_tokens=6))
    base = RequestSample(ok=True, ttft_s=0.100, e2e_s=1.000, output_tokens=10, chunk_count=10,
                         itl_s=[0.1] * 9)  # fmt: skip
    assert spec.tpot_s == pytest.approx(0.3 / 9)
    assert base.tpot_s == pytest.approx(0.1)
    s = summarize_cell([spec])
    assert s.tpot_ms_p50 == pytest.approx(300 / 9, rel=1e-3)
    assert s.itl_ms_p50 == pytest.approx(100.0)  # the chunk gap, not a per-token latency
    assert s.tokens_per_chunk_mean == pytest.approx(2.5)
    assert summarize_cell([base]).tpot_ms_p50 == pytest.approx(100.0)
    assert RequestSample(ok=True, ttft_s=0.1, e2e_s=0.1, output_tokens=1).tpot_s is None


def test_host_warnings() -> None:
    calm = {"cpus": 8, "wall_s": 10.0, "client_cpu_s": 1.0, "server_cpu_s": 10.0, "host_busy": 0.2,
            "other_cores": 0.1, "load1_end": 1.5}  # fmt: skip
    assert hostload.warnings(calm) == []
    starved = {**calm, "cpus": 2, "host_busy": 1.0, "other_cores": 0.9}
    (line,) = hostload.warnings(starved)
    assert "oversubscribed" in line and "0.9 cores" in line
    assert "load average" in hostload.warnings({**calm, "load1_end": 20.0})[0]
    assert "load generator" in hostload.warnings({**calm, "client_cpu_s": 9.5})[0]
    assert "behind" in hostload.warnings(calm, send_lag_s=0.4)[0]


def test_host_meter_measures_this_process() -> None:
    import os

    meter = hostload.HostMeter(os.getpid())
    meter.start()
    sum(i * i for i in range(200_000))  # some CPU time
    meter.stop()
    figures = meter.figures()
    assert figures["cpus"] >= 1 and figures["client_cpu_s"] >= 0.0 and figures["server_cpu_s"] >= 0.0
    assert 0.0 <= figures["host_busy"] <= 1.0
    assert hostload.HostMeter(None).figures() == {}


def test_cell_summary_fills_the_cell_result_field_by_field() -> None:
    """Every figure of a CellSummary is a CellResult field, and apply_to copies each one (a misspelt
    name would be a type error in apply_to, and a figure left out would stay at its default here)."""
    import dataclasses

    from specdec_tui.domain.record import CellResult
    from specdec_tui.measure.stats import CellSummary

    result_fields = {f.name for f in dataclasses.fields(CellResult)}
    summary_fields = [f.name for f in dataclasses.fields(CellSummary) if f.name != "context_overflows"]
    assert set(summary_fields) <= result_fields, set(summary_fields) - result_fields
    values: dict[str, Any] = {}
    for i, name in enumerate(summary_fields, 1):
        default = getattr(CellSummary(), name)
        values[name] = (
            [f"error {i}"] if isinstance(default, list)
            else {f"cat{i}": {"requests_ok": i}} if isinstance(default, dict)
            else i if isinstance(default, int)
            else i + 0.5
        )
    result = CellResult(run="r", workload="w", status="ok")
    CellSummary(**values).apply_to(result)
    assert {name: getattr(result, name) for name in summary_fields} == values


def test_failure_reasons_name_a_context_overflow() -> None:
    from specdec_tui.measure.loadgen import RequestSample, WorkloadOutcome

    refused = RequestSample(ok=False, status_code=400, error="HTTP 400: maximum context length is 1024 tokens",
                            context_overflow=True)
    other = RequestSample(ok=False, status_code=500, error="HTTP 500: boom")
    summary = summarize_cell(WorkloadOutcome(samples=[refused, refused, other], wall_s=1.0))
    assert summary.context_overflows == 2
    reasons = summary.failure_reasons(summary.errors)
    assert reasons[0] == "3 of 3 requests failed"
    assert reasons[1].startswith("2 of 3 requests do not fit the server's context")
    assert "HTTP 500: boom" in reasons and any("maximum context length" in r for r in reasons)
    assert not any("do not fit" in r for r in summarize_cell(WorkloadOutcome(samples=[other], wall_s=1.0)).failure_reasons([]))
