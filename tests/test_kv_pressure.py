"""A KV cache that runs full while a cell's requests run: the server retracts requests, and the cell says so.

SGLang admits requests on an estimate (the new-token ratio: 0.7 of what each may still generate, decaying
while decoding goes well); when a decode step then finds no room it retracts requests back to the queue
("Decode out of memory happened. #retracted_reqs: N, #new_token_ratio: a -> b") and recomputes them later.
The sim does the same, so the measurer's check runs against a real server process: a cell whose measured
requests were retracted gets a warning (its throughput and latency include the recomputation), a cell
measured before or after the pressure does not."""

from __future__ import annotations

import asyncio
import io
import re
from pathlib import Path

import httpx
import pytest
from test_controller import Recorder, run, sweep_from, workload

from specdec_tui.backends.common import PREEMPTIONS
from specdec_tui.backends.vllm import VLLMBackend
from specdec_tui.cli.wiring import build_controller
from specdec_tui.domain.model import cell_key
from specdec_tui.run.measurer import _AcceptWindow, _pressure_warnings
from specdec_tui.sim.args import SpecConfig
from specdec_tui.sim.engine import Engine, EngineConfig, SimRequest
from specdec_tui.sim.logfmt import SimLog
from specdec_tui.triage.classifier import Triage

RETRACTED = "the server retracted running requests (KV cache full)"


async def _engine_run(capacity: int, requests: int, prompt: int, output: int) -> tuple[Engine, list[SimRequest], str]:
    stream = io.StringIO()
    engine = Engine(
        EngineConfig(spec=SpecConfig("", 0, 0, 1, None, []), speed=1e6, max_total_tokens=capacity),
        SimLog(stream=stream), die=lambda sig: None,
    )  # fmt: skip
    batch = [SimRequest(rid=f"r{i}", prompt_tokens=prompt, max_new_tokens=output) for i in range(requests)]
    engine.start()
    for request in batch:
        engine.submit(request)
    try:
        await asyncio.wait_for(asyncio.gather(*(_finished(r) for r in batch)), timeout=30)
    finally:
        await engine.stop()
    return engine, batch, stream.getvalue()


async def _finished(request: SimRequest) -> None:
    while not request.finished:
        await request.changed.wait()
        request.changed.clear()


async def test_the_sim_retracts_when_decoding_outgrows_the_cache_and_loses_no_output() -> None:
    # 8 requests of 200 + 400 tokens in a 3000-token cache: admitted on the 0.7 estimate (200 + 280 each),
    # they outgrow it while decoding.
    engine, batch, log = await _engine_run(3000, 8, 200, 400)
    lines = [line for line in log.splitlines() if "Decode out of memory happened" in line]
    assert lines, log[-2000:]
    # the ratio had decayed while decoding went well; a retraction raises it again
    old, new = (float(x) for x in re.search(r"#new_token_ratio: ([0-9.]+) -> ([0-9.]+)", lines[0]).groups())
    assert old < 0.7 and new > old, lines[0]
    assert int(re.search(r"#retracted_reqs: ([0-9]+)", lines[0]).group(1)) >= 1
    assert engine.retractions == sum(r.retractions for r in batch) > 0
    assert all(r.completion_tokens == 400 for r in batch)  # a retracted request goes on where it stopped
    assert engine.counters.prompt_tokens == 8 * 200  # its prompt is counted once, not per prefill
    # the triage reads the line as the warning it is, not as a crash
    triage = Triage("sglang")
    triage.feed_lines(log.splitlines())
    assert not triage.fatal_events
    assert [f.count for f in triage.findings if f.label == "kv_cache_retraction"] == [len(lines)]


async def test_a_cache_large_enough_never_retracts() -> None:
    engine, batch, log = await _engine_run(8 * 600, 8, 200, 400)
    assert engine.retractions == 0 and "out of memory" not in log
    assert all(r.completion_tokens == 400 for r in batch)


def test_only_retractions_during_the_measured_requests_count() -> None:
    triage = Triage("sglang")
    line = "[2026-12-04 11:00:00 TP0] Decode out of memory happened. #retracted_reqs: 2, #new_token_ratio: 0.5 -> 0.8"
    triage.feed_lines([line])
    before = {f.label: f.count for f in triage.findings}
    assert _pressure_warnings(_AcceptWindow(findings=triage.findings, findings_before=before)) == []
    triage.feed_lines([line, line])
    (warning,) = _pressure_warnings(_AcceptWindow(findings=triage.findings, findings_before=before))
    assert warning.startswith(f"{RETRACTED} 2 times during the measured requests:")
    # the first instance is quoted only when it fell inside the window
    (warning,) = _pressure_warnings(_AcceptWindow(findings=triage.findings))
    assert "3 times" in warning and "(first at log line 1: " in warning


@pytest.mark.slow
async def test_a_cell_measured_under_kv_pressure_is_warned_and_a_calm_one_is_not(tmp_path: Path) -> None:
    sweep = sweep_from(
        run("baseline"),
        workload("calm", prompt=(200, 220), output=200, requests=2, concurrency=1)
        + workload("crowded", prompt=(200, 220), output=400, requests=8, concurrency=8),
        server_args=("--max-total-tokens", "3000"),
        # the crowded cell's eight requests must reach the sim before their decode outgrows the cache: at 200x a busy
        # host spread their arrival over enough simulated time that none was retracted (4 of 5 runs failed under six
        # CPU hogs); at 40x none failed (5 of 5)
        speed=40.0,
    )
    rec = Recorder()
    summary = await build_controller(sweep, results_dir=tmp_path, sink=rec).run()
    results = rec.finished()
    crowded, calm = results[cell_key("baseline", "crowded")], results[cell_key("baseline", "calm")]
    assert crowded.status == calm.status == "ok", (crowded.reasons, calm.reasons)
    assert [w for w in crowded.warnings if w.startswith(RETRACTED)], crowded.warnings
    assert crowded.caveats  # the tables' "!"
    assert not [w for w in calm.warnings if "retracted" in w], calm.warnings
    assert summary.exit_code == 0


PREEMPTED_LOG = (
    "WARNING 12-04 11:00:00 scheduler.py:1057] Sequence group 7 is preempted by PreemptionMode.RECOMPUTE mode "
    "because there is not enough KV cache space. This can affect the end-to-end performance."
)


async def test_vllm_preemptions_come_from_its_counter_when_its_log_is_silent() -> None:
    # vLLM V1 counts preemptions (vllm:num_preemptions_total) without a log line per preemption
    def metrics(after: int) -> str:
        return (
            f'vllm:generation_tokens_total{{engine="0",model_name="m"}} {100 + after}.0\n'
            f'vllm:num_preemptions_total{{engine="0",model_name="m"}} {after}.0\n'
        )

    scraped = []
    for value in (3, 7):
        transport = httpx.MockTransport(lambda request, v=value: httpx.Response(200, text=metrics(v)))
        async with httpx.AsyncClient(transport=transport) as client:
            scraped.append(await VLLMBackend().scrape_spec_counters(client, "http://x"))
    before, after = scraped
    assert before is not None and after is not None and after[PREEMPTIONS] == 7.0
    (warning,) = _pressure_warnings(_AcceptWindow(before=before, after=after))
    assert warning.startswith("the server preempted requests for lack of KV cache space 4 times during the measured")
    assert "(its counter vllm:num_preemptions_total)" in warning
    assert _pressure_warnings(_AcceptWindow(before=after, after=after)) == []
    # a log that says it too gives one warning, the log's
    triage = Triage("vllm")
    triage.feed_lines([PREEMPTED_LOG])
    (warning,) = _pressure_warnings(_AcceptWindow(before=before, after=after, findings=triage.findings))
    assert "once during the measured requests (first at log line 1: " in warning
