"""The TUI over the real controller and the sim server: a crash, its banner, results, a re-queue."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_harness import isolated_config, row_of, select_row, wait_for

from specdec_tui.cli.wiring import build_controller
from specdec_tui.domain import events as ev
from specdec_tui.sweepfile.config import load_sweep
from specdec_tui.tui.app import SpecdecApp
from specdec_tui.tui.messages import ControllerEvent
from specdec_tui.tui.screens.dialogs import ConfirmScreen
from specdec_tui.tui.widgets.banner import CrashBanner
from specdec_tui.tui.widgets.queue_table import QueueTable
from specdec_tui.tui.widgets.results_table import ResultsTable

__all__ = ["isolated_config"]  # the autouse fixture, imported so pytest finds it

SWEEP = """
name = "tui on the sim"
[server]
backend = "sim"
model = "sim/Qwen3.6-27B"
context_length = 32768
port = 0
extra_args = ["--sim-gpu-arch", "sm_120", "--sim-speed", "10"]  # slow enough that HTTP overhead cannot hide the speedup
startup_timeout_s = 60.0
[hardware]
gpu_arch = "sm_120"
[limits]
hang_timeout_s = 10.0
[[workload]]
name = "chat"
prompt_tokens = [100, 200]
output_tokens = 64
requests = 2
concurrency = 1
warmup_requests = 0
[[run]]
name = "baseline"
speculative = { algorithm = "none" }
[[run]]
name = "ddtree-b{budget}"
speculative = { algorithm = "ddtree", draft_model = "sim/drafter", budget = [8, 16] }
"""


@pytest.mark.slow
async def test_a_real_sweep_on_the_sim(tmp_path: Path) -> None:
    sweep_path = tmp_path / "sweep.toml"
    sweep_path.write_text(SWEEP)
    sweep = load_sweep(sweep_path)
    results = tmp_path / "results"
    messages: list[object] = []
    app = SpecdecApp(
        lambda sink: build_controller(sweep, results_dir=results, sink=sink, rules_path=results / "known_crashes.toml"),
        clock=lambda: 0.0,
    )
    async with app.run_test(size=(80, 24), message_hook=messages.append) as pilot:
        await wait_for(pilot, lambda: app.status.state == "finished", timeout=90)
        table = app.query_one(QueueTable)
        assert table.states["ddtree-b8 / chat"].status == "crashed"
        assert table.states["ddtree-b16 / chat"].status == "ok"
        assert row_of(table, "ddtree-b8 / chat")["reason"].startswith("cuda_illegal_instruction")

        crashes = [m.event for m in messages if isinstance(m, ControllerEvent) and isinstance(m.event, ev.CrashDetected)]
        assert [c.label for c in crashes] == ["cuda_illegal_instruction"]
        banner = app.query_one(CrashBanner)
        assert banner.has_class("-visible") and "cuda_illegal_instruction" in banner.message

        log = app.log_view
        assert log.fatal_count == 1
        fatal_seqs = [s for s in range(log.ring.first, log.ring.total) if "illegal instruction" in log.ring[s]]
        assert fatal_seqs, "the fatal line reached the log pane"

        speedup = app.query_one(ResultsTable).results["ddtree-b16 / chat"].speedup
        assert speedup is not None and speedup > 1.0

        # The crashed budget is greyed out by the rule the controller learned: re-queuing it asks first.
        await select_row(pilot, "ddtree-b8 / chat")
        assert "learned crash" in table.states["ddtree-b8 / chat"].reasons[0]
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen), timeout=10)
        assert "learned crash" in app.screen.question
        await pilot.press("n")
        await wait_for(pilot, lambda: not isinstance(app.screen, ConfirmScreen), timeout=10)
        assert table.states["ddtree-b8 / chat"].status == "crashed" and app.status.state == "finished"
    assert (results / "results.jsonl").exists()
