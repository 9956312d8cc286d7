"""``specdec run`` on vllm-eagle3.toml-style cells against a stand-in ``vllm serve`` that serves RECORDED
real ``/metrics`` text and no per-request statistics (no ``server.version``, so no
``--per-request-spec-decode-metrics``): the cell's acceptance comes from the counter deltas around it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from specdec_tui.sim.launcher import free_port

ROOT = Path(__file__).resolve().parents[1]
FAKE_VLLM = ROOT / "tests" / "fixtures" / "servers" / "fake_vllm.py"
ACCEPTED, DRAFTS, DRAFT_TOKENS = 7_268_642, 2_043_630, 10_218_118  # the recorded scrape's counters
LIVE = (ROOT / "tests" / "fixtures" / "vllm_metrics" / "live_dgx_spark.prom").read_text()


@pytest.mark.slow
def test_eagle3_cell_on_vllm_without_per_request_statistics_gets_acceptance_from_counters(tmp_path: Path) -> None:
    wrapper = tmp_path / "vllm"
    wrapper.write_text(f"#!/bin/sh\nexec {sys.executable} {FAKE_VLLM} \"$@\"\n")
    wrapper.chmod(0o755)
    sweep = tmp_path / "vllm-eagle3.toml"
    sweep.write_text(f"""
name = "eagle3 on a recorded vllm"
[server]
backend = "vllm"
model = "meta-llama/Llama-3.1-8B-Instruct"
executable = "{wrapper}"
context_length = 8192
port = {free_port()}
startup_timeout_s = 60

[[workload]]
name = "chat"
prompt_tokens = 64
output_tokens = 16
requests = 4
concurrency = 2
warmup_requests = 0  # the stand-in moves its counters once, on the first speculative request

[[run]]
name = "baseline"
speculative = {{ algorithm = "none" }}

[[run]]
name = "eagle3-k5"
speculative = {{ algorithm = "eagle3", draft_model = "yuhuili/EAGLE3-LLaMA3.1-Instruct-8B", num_draft_tokens = 5 }}
""")
    results = tmp_path / "res"
    done = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--results", str(results)],
        cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100"}, capture_output=True, timeout=180,
    )
    out = (done.stdout + done.stderr).decode(errors="replace")
    assert "Traceback" not in out, out
    records = {r["run"]: r for r in map(json.loads, (results / "results.jsonl").read_text().splitlines())}
    assert records["baseline"]["status"] == "ok", out
    assert records["baseline"]["accept_length"] is None  # no speculation, no counters moved
    spec = records["eagle3-k5"]
    assert spec["status"] == "ok", out
    assert spec["acceptance_source"] == "counters"
    assert spec["accept_length"] == pytest.approx(1 + ACCEPTED / DRAFTS, abs=1e-4)  # 4.5567
    assert spec["accept_rate"] == pytest.approx(ACCEPTED / DRAFT_TOKENS, abs=1e-4)  # 0.7113
    # per position from the recorded per-position counters (positions 0-3 of the trimmed capture):
    # the rates the capture holds, a warning that position 4 is missing, and no made-up histogram
    accepted_at = [float(v) for v in re.findall(r'_per_pos_total\{[^}]*\} (\S+)', LIVE)]
    assert spec["accept_per_position"] == pytest.approx([a / DRAFTS for a in accepted_at], abs=1e-4)
    assert spec["accept_histogram"] == [] and spec["verify_steps"] == DRAFTS
    assert any("cover positions 0-3 only" in w for w in spec["warnings"]), spec["warnings"]
    assert "per position % 92 85 73 59" in out, out
    assert done.returncode == 0, out
