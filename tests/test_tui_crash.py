"""Pilot flows for a crash, the run detail screen, live results and the GPU pane (fake controller)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import TabbedContent
from tui_fakes import screen_text
from tui_harness import FATAL, Harness, isolated_config, row_of, select_row, set_input, wait_for

from specdec_tui.domain import events as ev
from specdec_tui.domain.gpu import GpuState
from specdec_tui.tui.messages import ControllerEvent, LogLines
from specdec_tui.tui.screens.dialogs import AddRuleScreen
from specdec_tui.tui.screens.run_detail import RunDetailScreen
from specdec_tui.tui.widgets.banner import CrashBanner
from specdec_tui.tui.widgets.gpu_pane import GpuPane
from specdec_tui.tui.widgets.log_view import LogView
from specdec_tui.tui.widgets.notice_bar import NotificationBar
from specdec_tui.tui.widgets.queue_table import QueueTable
from specdec_tui.tui.widgets.results_table import COLUMN_KEYS, ResultsTable

__all__ = ["isolated_config"]  # the autouse fixture, imported so pytest finds it


@pytest.mark.slow  # measured 1.9 s
async def test_a_crash_marks_the_row_and_raises_the_cuda_banner(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        banner = h.app.query_one(CrashBanner)
        assert not banner.has_class("-visible")

        key = "ddtree-b8 / short"
        h.fake.start_cell(key)
        h.fake.emit(ev.ServerStarting("ddtree-b8", ("python", "-m", "specdec_tui.sim"), str(tmp_path / "s.log")))
        h.fake.emit(ev.ServerLog(tuple(f"INFO decode line {i}" for i in range(1, 120)), 1))
        h.fake.emit(ev.ServerLog((FATAL,), 120))
        h.fake.crash_cell(key, lineno=120, text=FATAL)
        await wait_for(pilot, lambda: table.states[key].status == "crashed")

        crash = h.events(ev.CrashDetected)
        assert [c.label for c in crash] == ["cuda_illegal_instruction"]
        assert banner.has_class("-visible") and "cuda_illegal_instruction" in banner.message
        row = row_of(table, key)
        assert row["status"] == "✗ crashed"
        assert row["reason"].startswith("cuda_illegal_instruction: CUDA error")
        text = screen_text(h.app)
        assert "ddtree-b8 / short: cuda_illegal_instruction" in text
        assert "crashed" in text
        log = h.app.log_view
        assert log.fatal_count == 1
        assert h.app.query_one(TabbedContent).get_tab("tab-log").has_class("-alert")
        assert h.app.status.server == "crashed"

        await pilot.press("3", "f")
        await pilot.pause()
        assert f"   120 {FATAL}" in screen_text(h.app)
        assert not h.app.query_one(TabbedContent).get_tab("tab-log").has_class("-alert")

        await pilot.press("B")
        await pilot.pause()
        assert not banner.has_class("-visible")


@pytest.mark.slow  # measured 1.5 s
async def test_detail_screen_shows_the_fatal_excerpt_and_adds_a_rule(tmp_path: Path) -> None:
    log_path = tmp_path / "server.log"
    log_path.write_text("".join(f"INFO line {i}\n" for i in range(1, 300)) + FATAL + "\n" + "tail\n" * 50)
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        key = "ddtree-b12 / short"
        h.fake.start_cell(key)
        h.fake.emit(ev.CrashDetected(key, "cuda_illegal_instruction", 300, FATAL, "sglang", "use budget >= 15"))
        h.fake.finish_cell(
            key, "crashed", triage_label="cuda_illegal_instruction", first_fatal_line=FATAL,
            first_fatal_lineno=300, hint="use budget >= 15", log_path=str(log_path),
            argv=["python", "-m", "sglang.launch_server", "--api-key", "***"],
        )
        await wait_for(pilot, lambda: table.states[key].status == "crashed")
        await select_row(pilot, key)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(h.app.screen, RunDetailScreen))
        screen = h.app.screen
        view = screen.query_one("#detail-log", LogView)
        await wait_for(pilot, lambda: view.ring.total > 0)
        await pilot.pause()
        text = screen_text(h.app)
        assert "cuda_illegal_instruction" in text and "use budget >= 15" in text
        assert "--api-key ***" in text
        assert f"   300 {FATAL}" in text

        await pilot.press("k")
        await wait_for(pilot, lambda: isinstance(h.app.screen, AddRuleScreen))
        await set_input(pilot, "#rule-budget", "<15")
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: any(c[0] == "add_rule" for c in h.fake.calls))
        match, reason = next(c[1] for c in h.fake.calls if c[0] == "add_rule")
        # The learned rule's keys: the model and the tensor parallelism too (see the test below).
        assert match == {"backend": "sim", "model": "sim-model", "algorithm": "ddtree", "tp": 1, "budget": "<15"}
        assert reason.startswith("cuda_illegal_instruction in run 'ddtree-b12'")
        assert h.events(ev.RuleLearned)
        # the other small budget still queued is now greyed out
        await wait_for(pilot, lambda: table.states["ddtree-b8 / short"].verdict == "invalid")


@pytest.mark.slow  # measured 1.4 s
async def test_a_hand_added_rule_matches_exactly_what_a_learned_one_would(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """k on a crash proposes the match the controller learns for it (rules.context.crash_context):
    model and tp included, the draft model left out, the GPU the crash ran on."""
    import dataclasses

    import tui_harness
    from tui_fakes import demo_like_sweep

    from specdec_tui.domain.model import Hardware
    from specdec_tui.rules.context import crash_context as learned_context

    sweep = demo_like_sweep()
    runs = [
        dataclasses.replace(r, tp=2, speculative={**r.speculative, "draft_model": "/m/draft", "topk": 4})
        if r.name == "ddtree-b12" else r
        for r in sweep.runs
    ]
    sweep = dataclasses.replace(sweep, runs=runs)
    monkeypatch.setattr(tui_harness, "demo_like_sweep", lambda: sweep)
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        key = "ddtree-b12 / short"
        h.fake.start_cell(key)
        h.fake.finish_cell(key, "crashed", triage_label="cuda_illegal_instruction", first_fatal_line=FATAL,
                           gpu_arch="sm_120")
        await wait_for(pilot, lambda: table.states[key].status == "crashed")
        await select_row(pilot, key)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(h.app.screen, RunDetailScreen))
        await pilot.press("k")
        await wait_for(pilot, lambda: isinstance(h.app.screen, AddRuleScreen))
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: any(c[0] == "add_rule" for c in h.fake.calls))
        match, _ = next(c[1] for c in h.fake.calls if c[0] == "add_rule")
    run = next(r for r in runs if r.name == "ddtree-b12")
    learned = learned_context(sweep, Hardware(gpu_arch="sm_120"), run)
    assert match == learned
    assert match["model"] == "sim-model" and match["tp"] == 2 and match["topk"] == 4 and match["gpu_arch"] == "sm_120"
    assert "draft_model" not in match


@pytest.mark.slow  # measured 2.0 s
async def test_results_fill_live_with_speedups_and_sort(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(ResultsTable)
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        # The spec run finishes before its baseline: its speedup appears once the baseline does.
        h.fake.finish_cell("ddtree-b16 / short", output_tok_s=190.0, accept_length=3.4, accept_rate=0.8)
        await wait_for(pilot, lambda: len(table.results) == 1)
        speedup = COLUMN_KEYS.index("speedup")
        assert table.get_row("ddtree-b16 / short")[speedup].plain == "–"
        h.fake.finish_cell("baseline / short", output_tok_s=100.0)
        h.fake.finish_cell("ddtree-b12 / short", output_tok_s=150.0)
        await wait_for(pilot, lambda: len(table.results) == 3)
        assert len(h.events(ev.CellFinished)) == 3
        speedups = {key: table.get_row(key)[speedup].plain for key in table.results}
        assert speedups == {
            "ddtree-b16 / short": "1.90×",
            "baseline / short": "1.00×",
            "ddtree-b12 / short": "1.50×",
        }
        await pilot.press("2")
        table.sort_by("speedup")
        await pilot.pause()
        assert [table.coordinate_to_cell_key((r, 0)).row_key.value for r in range(3)] == [
            "ddtree-b16 / short",
            "ddtree-b12 / short",
            "baseline / short",
        ]
        await pilot.press("O")  # reverse
        await pilot.pause()
        assert table.coordinate_to_cell_key((0, 0)).row_key.value == "baseline / short"
        assert "1.90×" in screen_text(h.app)
        assert "Results (3)" in screen_text(h.app)


@pytest.mark.slow  # measured 1.0 s
async def test_bursts_of_events_coalesce(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        for i in range(2000):
            h.fake.emit(ev.GpuSample((GpuState(0, name="H200", memory_used_mib=float(i % 1000),
                                               memory_total_mib=1000.0),), float(i)))
            if i % 10 == 0:
                h.fake.emit(ev.ServerLog(tuple(f"line {i}.{j}" for j in range(500)), i * 50 + 1))
        await pilot.press("4")
        await wait_for(pilot, lambda: "999 MiB / 1000 MiB" in screen_text(h.app))
        gpu_messages = [m for m in h.messages if isinstance(m, ControllerEvent) and isinstance(m.event, ev.GpuSample)]
        log_messages = [m for m in h.messages if isinstance(m, LogLines)]
        assert 1 <= len(gpu_messages) <= 5
        assert 1 <= len(log_messages) <= 5
        assert h.app.log_view.ring.total == 200 * 500 + 0  # no line lost


@pytest.mark.slow  # measured 2.7 s
async def test_no_gpu_state_and_resizing(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        h.fake.emit(ev.GpuSample((), None, "no NVIDIA GPU: NVML library not found"))
        await pilot.press("4")
        await pilot.pause()
        assert "no NVIDIA GPU: NVML library not found" in screen_text(h.app)
        assert h.app.query_one(GpuPane).query_one("#gpu-state").has_class("-none")
        h.fake.emit(ev.ServerLog(("Decode batch. #running-req: 1, accept len: 3.25",), 1))
        table = h.app.query_one(QueueTable)
        tail = h.app.query_one("#queue-log-tail", LogView)
        for width, height in ((120, 40), (60, 16), (80, 24)):
            await pilot.resize_terminal(width, height)
            await pilot.press("1")
            await pilot.pause()
            text = screen_text(h.app)
            assert "baseline" in text
            # wide: a verdict column; narrow: the verdict folds into the status column
            assert table.compact == (width < 100)
            assert ("verdict" in text) == (width >= 100)
            assert "⊘ invalid" in text or width >= 100
            # tall: the queue tab also shows the log's tail (a second view of the same lines)
            assert tail.display == (height >= 40)
            assert ("accept len: 3.25" in text) == (height >= 40)


LLAMA_FATAL = (
    "0.01.514.210 E ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9000.00 MiB on device 0: "
    "cudaMalloc failed: out of memory"
)


@pytest.mark.slow  # measured 1.9 s
async def test_tui_crash_notification_shows_the_line_without_the_servers_prefix(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        key = "ddtree-b8 / short"
        h.fake.start_cell(key)
        h.fake.crash_cell(key, lineno=41, text=LLAMA_FATAL, label="cuda_oom")
        await wait_for(pilot, lambda: table.states[key].status == "crashed")
        crash = next(n for n in h.app.notices if n.title == "crashed: cuda_oom")
        # the one-line bar: the line's words; the list behind n: the line verbatim (as the record has it)
        assert "0.01.514.210" not in crash.one_line()
        assert "line 41: ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9000.00 MiB" in crash.one_line()
        assert f"line 41: {LLAMA_FATAL}" in crash.message
        bar = h.app.query_one(NotificationBar)
        assert "0.01.514.210" not in str(bar.render()) and "line 41: ggml_ba" in str(bar.render())
        assert h.events(ev.CrashDetected)[0].text == LLAMA_FATAL  # the event and the record keep it verbatim
        assert row_of(table, key)["reason"].startswith("cuda_oom: ggml_backend_cuda_buffer_type_alloc_buffer")


@pytest.mark.slow
async def test_detail_screen_shows_acceptance_in_detail_at_80x24(tmp_path: Path) -> None:
    """An ok speculative cell's detail: length and source, per-position rates, the histogram bar and
    the step cost, each line whole on an 80x24 screen."""
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        base = next(k for k in table.states if k.startswith("baseline /") and k.endswith("/ short"))
        h.fake.start_cell(base)
        h.fake.finish_cell(base, "ok", requests_ok=4, output_tok_s=480.0, tpot_ms_mean=3.9,
                           decode_step_ms=3.92, decode_step_ms_source="server")  # fmt: skip
        key = "ddtree-b16 / short"
        h.fake.start_cell(key)
        h.fake.finish_cell(
            key, "ok", requests_ok=4, output_tok_s=1500.0, accept_length=5.95, accept_rate=0.31, tpot_ms_mean=0.85,
            acceptance_source="sim", verify_steps=86, accepted_draft_tokens=422,
            accept_per_position=[0.84, 0.74, 0.63, 0.53, 0.48], accept_histogram=[14, 8, 10, 8, 5, 41],
            decode_step_ms=5.06, decode_step_ms_source="server",
        )  # fmt: skip
        await wait_for(pilot, lambda: table.states[key].status == "ok")
        await select_row(pilot, key)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(h.app.screen, RunDetailScreen))
        await pilot.pause()
        text = screen_text(h.app)
        assert "acceptance  length 5.95  rate 0.31  from sim  422/86 steps" in text
        assert "per position % 84 74 63 53 48" in text
        assert "accepted per step  0▃▂▂▂▁█5  most often 5" in text
        # the step cost against the baseline's step, as the app computes it with the speedup
        assert "speedup 3.12×" in text
        assert "step 5.06 ms (server-timed), 1.29× an AR step: 5.95/1.29 = 4.61× per step" in text
