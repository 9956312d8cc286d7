"""Acceptance in detail (issue 14 item 2): per-position rates, the histogram and the step cost, from
each server's own channel (recorded real output where there is one), and the sim end to end."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import httpx
import pytest

from specdec_tui.backends.base import BadField, SpecStats, StreamUpdate, check_update
from specdec_tui.backends.common import NUM_ACCEPTED_TOKENS, NUM_DRAFTS
from specdec_tui.backends.llamacpp import LlamaCppBackend
from specdec_tui.backends.sglang import SGLangBackend
from specdec_tui.backends.vllm import VLLMBackend
from specdec_tui.domain.record import CellResult
from specdec_tui.measure import acceptance
from specdec_tui.measure.loadgen import RequestSample
from specdec_tui.run.results import ResultsStore, compute_speedups

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures"


def _at_start(scrape: str) -> str:
    """The same server just started: every counter sample at 0 (the ``_created`` gauges keep theirs)."""
    return re.sub(r"^(vllm:[a-z_]+_total\{[^}]*\}) \S+$", r"\1 0.0", scrape, flags=re.MULTILINE)


async def _scrape(backend: Any, text: str) -> dict[str, float] | None:
    transport = httpx.MockTransport(lambda request: httpx.Response(200, text=text))
    async with httpx.AsyncClient(transport=transport) as client:
        result: dict[str, float] | None = await backend.scrape_spec_counters(client, "http://x")
        return result


# ------------------------------------------------------------------ the relations
def test_histogram_and_per_position_determine_each_other() -> None:
    histogram = [2, 1, 3, 4]  # 10 steps: exactly 0, 1, 2, 3 drafts accepted
    rates = acceptance.rates_from_histogram(histogram)
    assert rates == pytest.approx([8 / 10, 7 / 10, 4 / 10])
    assert sum(rates) == pytest.approx(sum(j * c for j, c in enumerate(histogram)) / 10)  # = accept_length - 1
    at = [round(r * 10) for r in rates]
    assert acceptance.histogram_from_positions(10, at) == histogram
    assert acceptance.histogram_from_positions(10, [8, 9]) is None  # a later position accepted more: no prefix law
    assert acceptance.histogram_from_positions(10, [11]) is None
    assert acceptance.rates_from_histogram([]) == []


# ------------------------------------------------------------------ vLLM: recorded real /metrics text
async def test_vllm_per_position_rates_from_the_recorded_live_scrape() -> None:
    """The live DGX Spark scrape (fixtures/vllm_metrics/README.md): 5 speculative tokens per draft,
    positions 0-3 exported (the capture was trimmed). Rates are vLLM's accepted_per_pos / num_drafts;
    position 4 is missing, so the per-position counts fall short of the accepted total and no
    histogram is made up."""
    live = (FIXTURES / "vllm_metrics" / "live_dgx_spark.prom").read_text()
    before = await _scrape(VLLMBackend(), _at_start(live))
    after = await _scrape(VLLMBackend(), live)
    detail = acceptance.from_counters(before, after)
    assert detail is not None and detail.source == "counters"
    assert detail.verify_steps == 2_043_630 and detail.accepted_draft_tokens == 7_268_642
    accepted_at = [1_883_866, 1_732_372, 1_489_894, 1_204_113]
    assert detail.per_position == pytest.approx([a / 2_043_630 for a in accepted_at], abs=1e-4)
    assert detail.per_position == sorted(detail.per_position, reverse=True)  # a prefix law falls
    assert detail.histogram == []
    missing = 7_268_642 - sum(accepted_at)
    assert detail.notes and f"{missing} accepted tokens" in detail.notes[0] and "0-3" in detail.notes[0]
    # What the capture has is consistent with the counter figure: 1 + the rates <= the acceptance length.
    assert 1 + sum(detail.per_position) <= 1 + 7_268_642 / 2_043_630


async def test_vllm_per_position_over_a_window_and_two_engines() -> None:
    """Deltas per position, summed over engines; the histogram once every position is exported."""

    def scrape(drafts: tuple[int, int], accepted_at: tuple[list[int], list[int]]) -> str:
        lines = []
        for engine in (0, 1):
            total = sum(accepted_at[engine])
            lines.append(f'vllm:spec_decode_num_drafts_total{{engine="{engine}",model_name="m"}} {drafts[engine]}.0')
            lines.append(f'vllm:spec_decode_num_draft_tokens_total{{engine="{engine}",model_name="m"}} {3 * drafts[engine]}.0')
            lines.append(f'vllm:spec_decode_num_accepted_tokens_total{{engine="{engine}",model_name="m"}} {total}.0')
            for position, count in enumerate(accepted_at[engine]):
                lines.append(
                    f'vllm:spec_decode_num_accepted_tokens_per_pos_total{{engine="{engine}",model_name="m",'
                    f'position="{position}"}} {count}.0'
                )
        return "\n".join(lines) + "\n"

    before = await _scrape(VLLMBackend(), scrape((10, 5), ([8, 6, 2], [4, 3, 1])))
    after = await _scrape(VLLMBackend(), scrape((30, 15), ([24, 16, 6], [12, 7, 3])))
    detail = acceptance.from_counters(before, after)
    assert detail is not None
    # window: 30 drafts; accepted at positions 0..2: 24, 14, 6 (44 = the accepted delta)
    assert detail.verify_steps == 30 and detail.accepted_draft_tokens == 44
    assert detail.per_position == pytest.approx([24 / 30, 14 / 30, 6 / 30], abs=1e-4)
    assert detail.histogram == [6, 10, 8, 6] and detail.notes == []
    assert acceptance.from_counters(after, before) is None  # counters went down: a restart


def test_vllm_per_request_histogram_and_decode_time() -> None:
    """The final usage chunk of ``--per-request-spec-decode-metrics summary`` (the shape of vLLM
    0.34.0's RequestSpecDecodeMetrics.to_dict) with ``--enable-per-request-metrics`` timing."""
    update = VLLMBackend().parse_chunk(
        {
            "choices": [],
            "usage": {"prompt_tokens": 12, "completion_tokens": 30, "total_tokens": 42},
            "metrics": {
                "generation_time_ms": 260.0,
                "speculative_decoding": {
                    "mean_acceptance_length": 2.9, "draft_acceptance_rate": 19 / 30,
                    "acceptance_histogram": [2, 1, 3, 4], "num_spec_steps": 10,
                    "num_accepted_draft_tokens": 19, "num_draft_tokens": 30, "num_spec_tokens": 3,
                },
            },
        }
    )  # fmt: skip
    check_update(update)
    assert update.spec is not None and update.spec.accept_histogram == [2, 1, 3, 4]
    assert update.server_decode_s == pytest.approx(0.26)
    sample = RequestSample(ok=True, output_tokens=30, spec=update.spec, server_decode_s=update.server_decode_s)
    assert acceptance.decode_steps(sample) == 30 - 1 - 19 == 10  # = num_spec_steps
    detail = acceptance.from_requests([sample, sample])
    assert detail is not None and detail.source == "per-request"
    assert detail.histogram == [4, 2, 6, 8] and detail.verify_steps == 20 and detail.accepted_draft_tokens == 38
    assert detail.per_position == pytest.approx([0.8, 0.7, 0.4])
    assert detail.proposed_draft_tokens == 60


def test_a_broken_histogram_fails_its_request() -> None:
    for bad in ([1, -2], ["x"], [1.5]):
        update = StreamUpdate(spec=SpecStats(accept_histogram=bad))  # type: ignore[arg-type]
        with pytest.raises(BadField, match="accept_histogram"):
            check_update(update)
    with pytest.raises(BadField, match="server_decode_s"):
        check_update(StreamUpdate(server_decode_s=-1.0))


# ------------------------------------------------------------------ SGLang meta_info
def test_sglang_meta_info_histogram_and_decode_throughput() -> None:
    """SGLang 0.5.23's final meta_info (``_calculate_spec_decoding_metrics``; ``decode_throughput``
    with ``--enable-metrics``: 1 / (decode latency / (completion_tokens - 1)))."""
    meta = {
        "completion_tokens": 21, "finish_reason": {"type": "length", "length": 21},
        "spec_verify_ct": 8, "spec_num_correct_drafts": 12, "spec_num_proposed_drafts": 24,
        "spec_accept_length": 21 / 8, "spec_accept_rate": 0.5,
        "spec_correct_drafts_histogram": [2, 2, 2, 2], "decode_throughput": 100.0,
    }  # fmt: skip
    update = SGLangBackend().parse_chunk({"text": "x", "meta_info": meta})
    check_update(update)
    assert update.spec is not None and update.spec.accept_histogram == [2, 2, 2, 2]
    assert update.server_decode_s == pytest.approx(20 / 100.0)
    # 0.5.5: no histogram (nothing is made up); its decode timing divides by all 21 tokens
    old_meta = {"completion_tokens": 21, "spec_verify_ct": 8, "decode_throughput": 21 / 0.2, "time_per_token": 0.2 / 21}
    old = SGLangBackend().parse_chunk({"text": "x", "meta_info": old_meta})
    assert old.spec is not None and old.spec.accept_histogram is None
    assert old.server_decode_s == pytest.approx(0.2)
    bare = SGLangBackend().parse_chunk({"text": "x", "meta_info": {"completion_tokens": 21, "spec_verify_ct": 8}})
    assert bare.server_decode_s is None


# ------------------------------------------------------------------ llama-server: recorded real output
def test_llamacpp_recorded_timings_give_the_decode_time_and_steps() -> None:
    """The recorded draft-simple completion (40 tokens, 34 drafts accepted): ``predicted_ms`` is the
    decode time; the steps it took, 40 - 1 - 34 = 5, are what the counters say (10 drafts over the
    two recorded requests)."""
    backend = LlamaCppBackend()
    lines = (FIXTURES / "llamacpp" / "completion-draft-simple-n8.sse").read_text().splitlines()
    sample = RequestSample(ok=True)
    for line in (x for x in lines if x.startswith("data: ") and x != "data: [DONE]"):
        update = backend.parse_chunk(json.loads(line[len("data: ") :]))
        check_update(update)
        sample.spec = update.spec or sample.spec
        sample.server_decode_s = update.server_decode_s or sample.server_decode_s
        sample.output_tokens = update.completion_tokens or sample.output_tokens
    assert sample.output_tokens == 40 and sample.spec is not None
    assert sample.server_decode_s == pytest.approx(1.236755)
    assert acceptance.decode_steps(sample) == 5
    ms, source = acceptance.decode_step_ms([sample], None, None, speculative=True)
    assert source == "server" and ms == pytest.approx(1236.755 / 5, abs=1e-3)


async def test_llamacpp_per_position_and_histogram_from_the_recorded_counters() -> None:
    """metrics-draft-simple.txt: after two identical requests, so the state after the first is half."""
    text = (FIXTURES / "llamacpp" / "metrics-draft-simple.txt").read_text()
    after = await _scrape(LlamaCppBackend(), text)
    assert after is not None
    before = {k: v / 2 for k, v in after.items()}
    detail = acceptance.from_counters(before, after)
    assert detail is not None and detail.verify_steps == 5 and detail.accepted_draft_tokens == 34
    assert detail.per_position == pytest.approx([1.0, 1.0] + [0.8] * 6)
    assert detail.histogram == [0, 0, 1, 0, 0, 0, 0, 0, 4]
    # the log's mean len 7.80 is 1 + the rates
    assert 1 + sum(detail.per_position) == pytest.approx(7.8)
    # positions the server had not exported yet (it adds them with the first draft) count from 0
    fresh = {NUM_DRAFTS: 0.0, NUM_ACCEPTED_TOKENS: 0.0}
    first = acceptance.from_counters(fresh, after)
    assert first is not None and first.histogram == [0, 0, 2, 0, 0, 0, 0, 0, 8]


# ------------------------------------------------------------------ the cell's choice and step cost
def _sample(tokens: int, histogram: list[int], decode_s: float | None = None) -> RequestSample:
    accepted = sum(j * c for j, c in enumerate(histogram))
    spec = SpecStats(
        verify_steps=sum(histogram), accepted_draft_tokens=accepted, proposed_draft_tokens=3 * sum(histogram),
        accept_histogram=histogram,
    )  # fmt: skip
    return RequestSample(ok=True, output_tokens=tokens, spec=spec, server_decode_s=decode_s)


def test_choose_prefers_counters_then_requests_then_log_and_names_the_sim() -> None:
    samples = [_sample(21, [2, 2, 2, 2])]  # 8 steps, 12 accepted: 1 + 12/8 = 2.5
    counters = ({NUM_DRAFTS: 0.0, NUM_ACCEPTED_TOKENS: 0.0}, {NUM_DRAFTS: 10.0, NUM_ACCEPTED_TOKENS: 20.0})
    by_counters = acceptance.choose(samples, 2.5, 0.5, counters, 2.9)
    assert by_counters.acceptance_source == "counters" and by_counters.accept_length == 3.0
    # the counters carry no per-position series here: the requests' histogram fills the detail
    assert by_counters.detail is not None and by_counters.detail.source == "per-request"
    by_requests = acceptance.choose(samples, 2.5, 0.5, (None, None), 2.9)
    assert by_requests.acceptance_source == "per-request" and by_requests.accept_length == 2.5
    assert by_requests.server_accept_length == 2.9
    by_log = acceptance.choose([RequestSample(ok=True, output_tokens=21)], None, None, (None, None), 2.9)
    assert by_log.acceptance_source == "log" and by_log.accept_length == 2.9 and by_log.detail is None
    simulated = acceptance.choose(samples, 2.5, 0.5, (None, None), None, simulated=True)
    assert simulated.acceptance_source == "sim" and simulated.detail is not None and simulated.detail.source == "sim"
    nothing = acceptance.choose([RequestSample(ok=True, output_tokens=21)], None, None, (None, None), None)
    assert nothing.acceptance_source is None and nothing.accept_length is None


def test_step_time_server_timed_or_derived() -> None:
    timed = [_sample(21, [2, 2, 2, 2], decode_s=0.16)]  # 20 - 12 = 8 steps in 160 ms
    assert acceptance.decode_step_ms(timed, 2.5, 7.0, speculative=True) == (20.0, "server")
    untimed = [_sample(21, [2, 2, 2, 2])]
    assert acceptance.decode_step_ms(untimed, 2.5, 7.0, speculative=True) == (17.5, "derived")
    assert acceptance.decode_step_ms(untimed, None, 7.0, speculative=True) == (None, None)
    baseline = [RequestSample(ok=True, output_tokens=21, server_decode_s=0.1)]
    assert acceptance.decode_step_ms(baseline, None, 5.2, speculative=False) == (5.0, "server")
    assert acceptance.decode_step_ms([RequestSample(ok=True, output_tokens=21)], None, 5.2, False) == (5.2, "derived")


def test_step_cost_explains_acceptance_up_speedup_down() -> None:
    """A longer draft accepts more (3.0 > 2.5) but its step costs more (2.0x > 1.25x): the decode
    speedup, acceptance over cost, falls (1.5 < 2.0)."""

    def cell(length: float | None, tpot: float, step: float | None, source: str | None) -> Any:
        return SimpleNamespace(accept_length=length, tpot_ms_mean=tpot, decode_step_ms=step, decode_step_ms_source=source)

    base = cell(None, 10.0, 10.0, "server")
    short = cell(2.5, 5.0, 12.5, "server")
    long = cell(3.0, 6.667, 20.0, "server")
    assert acceptance.step_cost(short, base) == (1.25, "server")
    assert acceptance.step_cost(long, base) == (2.0, "server")
    assert 3.0 / 2.0 < 2.5 / 1.25
    # one side not server-timed: both derived from TPOT (accept_length x TPOT over the baseline's TPOT)
    assert acceptance.step_cost(cell(2.5, 5.0, 12.5, "derived"), base) == (1.25, "derived")
    assert acceptance.step_cost(base, base) == (None, None)
    assert acceptance.step_cost(cell(None, 5.0, None, None), base) == (None, None)


def test_compute_speedups_records_the_step_cost_against_the_baseline() -> None:
    base = CellResult(run="baseline", workload="w", status="ok", output_tok_s=100.0, tpot_ms_mean=10.0,
                      decode_step_ms=10.0, decode_step_ms_source="server")  # fmt: skip
    spec = CellResult(run="s", workload="w", status="ok", algorithm="eagle3", output_tok_s=180.0, accept_length=2.5,
                      tpot_ms_mean=5.0, decode_step_ms=12.5, decode_step_ms_source="server")  # fmt: skip
    crashed = CellResult(run="c", workload="w", status="crashed", algorithm="eagle3", accept_length=2.5, tpot_ms_mean=5.0)
    compute_speedups([base, spec, crashed])
    assert (spec.verify_step_cost, spec.verify_step_cost_source) == (1.25, "server")
    assert base.verify_step_cost is None and crashed.verify_step_cost is None


def test_old_results_read_with_acceptance_source(tmp_path: Path) -> None:
    """A results line written before acceptance_source (it said accept_length_source = "requests")
    reads back with the new name and value, and empty detail."""
    path = tmp_path / "results.jsonl"
    old = {"run": "r", "workload": "w", "status": "ok", "accept_length": 2.5, "accept_length_source": "requests"}
    older = {"run": "r2", "workload": "w", "status": "ok", "accept_length": 2.5, "accept_length_source": "server log"}
    path.write_text(json.dumps(old) + "\n" + json.dumps(older) + "\n")
    first, second = ResultsStore(path).load()
    assert first.acceptance_source == "per-request" and second.acceptance_source == "log"
    assert first.accept_per_position == [] and first.accept_histogram == [] and first.verify_step_cost is None
    # the new field wins over the old one, and a new record round-trips
    both = CellResult.from_dict({**old, "acceptance_source": "counters"})
    assert both.acceptance_source == "counters"
    new = CellResult(run="r", workload="w", status="ok", accept_per_position=[0.8, 0.5], accept_histogram=[2, 3, 5])
    assert CellResult.from_dict(json.loads(json.dumps(new.to_dict()))) == new


# ------------------------------------------------------------------ the sim, end to end
@pytest.mark.slow
def test_sim_sweep_records_per_position_histogram_and_step_cost(tmp_path: Path) -> None:
    """A real headless sweep on the sim: its per-request histograms give per-position rates that
    follow its model (a truncated geometric law: P(at least j accepted) = alpha^j, so each rate is
    about the previous one times alpha), the rates add up to accept_length - 1, and the sim's
    decode timing gives a server-timed step cost against the baseline."""
    sweep = tmp_path / "sweep.toml"
    sweep.write_text(textwrap.dedent("""\
        name = "acceptance detail"
        [server]
        backend = "sim"
        model = "sim/Qwen3.6-27B"
        context_length = 8192
        port = 0
        extra_args = ["--sim-speed", "20"]
        [[workload]]
        name = "w"
        prompt_tokens = 200
        output_tokens = 160
        requests = 6
        concurrency = 1
        warmup_requests = 1
        [[run]]
        name = "baseline"
        speculative = { algorithm = "none" }
        [[run]]
        name = "eagle3"
        speculative = { algorithm = "eagle3", draft_model = "sim/eagle3-head", num_steps = 5, topk = 1, num_draft_tokens = 6 }
    """))
    results = tmp_path / "res"
    done = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--results", str(results)],
        cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100"}, capture_output=True, timeout=180,
    )  # fmt: skip
    out = (done.stdout + done.stderr).decode(errors="replace")
    assert done.returncode == 0, out
    records = {r["run"]: r for r in map(json.loads, (results / "results.jsonl").read_text().splitlines())}
    base, spec = records["baseline"], records["eagle3"]
    assert base["acceptance_source"] is None and base["accept_per_position"] == []
    assert base["decode_step_ms_source"] == "server" and base["decode_step_ms"] > 0
    assert spec["acceptance_source"] == "sim"
    rates, histogram = spec["accept_per_position"], spec["accept_histogram"]
    assert 1 <= len(rates) <= 5 and len(histogram) == len(rates) + 1  # at most num_draft_tokens - 1 drafts
    assert sum(histogram) == spec["verify_steps"] and spec["verify_steps"] >= 100
    assert sum(j * c for j, c in enumerate(histogram)) == spec["accepted_draft_tokens"]
    assert rates == pytest.approx(acceptance.rates_from_histogram(histogram), abs=1e-4)
    assert 1 + sum(rates) == pytest.approx(spec["accept_length"], abs=1e-3)
    assert rates == sorted(rates, reverse=True)
    alpha = rates[0]
    for i in range(1, min(3, len(rates))):  # the geometric law, within sampling noise
        assert rates[i] == pytest.approx(alpha ** (i + 1), abs=0.1), rates
    assert spec["decode_step_ms_source"] == "server" and spec["verify_step_cost_source"] == "server"
    assert spec["verify_step_cost"] == pytest.approx(spec["decode_step_ms"] / base["decode_step_ms"], abs=1e-3)
    assert spec["verify_step_cost"] > 1.0  # drafting and a wider verify cost more than one token


# ------------------------------------------------------------------ what the screens say
def _detailed(**fields: Any) -> CellResult:
    base: dict[str, Any] = {
        "run": "ddtree-b32", "workload": "chat", "status": "ok", "algorithm": "ddtree",
        "accept_length": 7.26, "server_accept_length": 7.03, "accept_rate": 0.2, "acceptance_source": "sim",
        "verify_steps": 70, "accepted_draft_tokens": 438,
        "accept_per_position": [0.81 - 0.028 * i for i in range(29)],
        "accept_histogram": [10, 10, 5, 4, 3] + [1] * 24 + [1],
        "decode_step_ms": 5.73, "decode_step_ms_source": "server",
        "verify_step_cost": 1.46, "verify_step_cost_source": "server",
    }  # fmt: skip
    return CellResult(**{**base, **fields})


def test_acceptance_lines_fit_80_columns_and_say_where_figures_come_from() -> None:
    from specdec_tui.report.acceptance import acceptance_lines, histogram_bar

    lines = acceptance_lines(_detailed(), width=76)
    assert all(len(line) <= 76 for line in lines)
    head, positions, histogram, step = lines
    assert head.startswith("acceptance  length 7.26 (server 7.03)  rate 0.20  from sim") and "438/70 steps" in head
    shown = positions.split("%")[1].split("…")[0].split()
    assert shown[:2] == ["81", "78"] and positions.endswith(f"…+{29 - len(shown)}")
    assert histogram.startswith("  accepted per step  0█") and histogram.endswith("29  most often 0")
    assert step == "  step 5.73 ms (server-timed), 1.46× an AR step: 7.26/1.46 = 4.97× per step"
    # a derived cost says so; a baseline has only its step; a cell with nothing says nothing
    *_, derived, gain = acceptance_lines(_detailed(verify_step_cost_source="derived"), width=76)
    assert derived.endswith("1.46× an AR step (derived from TPOT)")
    assert gain == "       length / step cost 7.26/1.46 = 4.97× per step"
    base = CellResult(run="baseline", workload="chat", status="ok", decode_step_ms=3.94, decode_step_ms_source="derived")
    assert acceptance_lines(base) == ["  step 3.94 ms (derived from TPOT)"]
    assert acceptance_lines(CellResult(run="b", workload="w", status="ok")) == []
    assert histogram_bar([0, 4, 8]) == " ▄█" and histogram_bar([]) == ""
    # the headless printer has the room for every position
    wide = acceptance_lines(_detailed(), width=120, position_lines=4)
    assert not any("…+" in line for line in wide)


def test_headless_prints_the_acceptance_detail_under_the_cell() -> None:
    import io

    from specdec_tui.domain import events as ev
    from specdec_tui.headless import HeadlessPrinter

    stream = io.StringIO()
    printer = HeadlessPrinter(stream=stream, width=100)
    printer(ev.CellFinished(_detailed(speedup=3.14, output_tok_s=1512.4, requests_ok=4)))
    out = stream.getvalue()
    assert "accept len 7.26 (server 7.03)" in out
    assert "per position % 81 78" in out and "accepted per step  0█" in out
    assert "step 5.73 ms (server-timed), 1.46× an AR step: 7.26/1.46 = 4.97× per step" in out
