"""Pilot tests for the TUI defects a user found (issue 20, point 5) and the one notification area
(issue 17): each failed before its fix."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Button, Input
from textual.widgets._toast import Toast
from tui_fakes import screen_text
from tui_harness import FATAL, Harness, isolated_config, row_of, select_row, set_input, wait_for

from specdec_tui.domain import events as ev
from specdec_tui.tui.screens.dialogs import ConfirmScreen
from specdec_tui.tui.screens.edit_cell import EditCellScreen
from specdec_tui.tui.screens.notices import NoticesScreen
from specdec_tui.tui.widgets.banner import CrashBanner
from specdec_tui.tui.widgets.log_view import LogPane, LogView
from specdec_tui.tui.widgets.notice_bar import NotificationBar
from specdec_tui.tui.widgets.queue_table import QueueTable
from specdec_tui.tui.widgets.results_table import ResultsTable

__all__ = ["isolated_config"]  # the autouse fixture, imported so pytest finds it

HINT = "small DDTree budgets crash tree-verify kernels on this GPU; use budget >= 15"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def crash(h: Harness, pilot: Pilot[Any], key: str, lineno: int = 41) -> None:
    h.fake.start_cell(key)
    h.fake.crash_cell(key, lineno=lineno, text=f"[2026-01-01 00:00:01 TP0] {FATAL}")
    table = pilot.app.query_one(QueueTable)
    await wait_for(pilot, lambda: table.states[key].status == "crashed")


# ---------------------------------------------------------------------------------- the log pane
class LogApp(App[None]):
    CSS = "LogPane { height: 1fr; }"

    def compose(self) -> ComposeResult:
        yield LogPane(capacity=5000, id="log")

    def on_mount(self) -> None:
        self.query_one(LogView).focus()


@pytest.mark.slow  # measured 0.3 s
async def test_f_jumps_to_the_first_fatal_line_of_the_log_first() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(LogView)
        for word in ("first", "second"):
            view.start_launch(f"server starting ({word})")
            view.append_lines([f"{word} filler {i}" for i in range(1, 200)], first_lineno=1)
            view.append_lines([f"{word} crash: CUDA error"], first_lineno=200)
            view.append_lines([f"{word} after {i}" for i in range(201, 400)], first_lineno=201)
            view.mark_fatal(200)
        await pilot.pause(0.1)
        await pilot.press("f")
        await pilot.pause()
        text = screen_text(app)
        assert "first crash: CUDA error" in text and "second crash" not in text
        await pilot.press("f")
        await pilot.pause()
        assert "second crash: CUDA error" in screen_text(app)


@pytest.mark.slow  # measured 0.7 s
async def test_log_separator_names_the_log_file_and_omits_an_unknown_one(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        h.fake.emit(ev.ServerStarting("baseline", ("python",), "/r/logs/baseline-1.log"))
        h.fake.emit(ev.ServerStarting("b8", ("python",), ""))
        ring = h.app.log_view.ring
        await wait_for(pilot, lambda: ring.total >= 4)
        lines = [ring[seq] for seq in range(ring.first, ring.first + ring.total)]
        assert "── server starting for run baseline · log /r/logs/baseline-1.log ──" in lines
        assert "── server starting for run b8 ──" in lines


# ---------------------------------------------------------------------------------- queue and status
@pytest.mark.slow  # measured 1.4 s
async def test_queued_count_after_an_edit_counts_the_edit(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(100, 30), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        h.fake.finished.set()
        await wait_for(pilot, lambda: h.app.status.state == "finished")
        await select_row(pilot, "baseline / long-context")
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        await set_input(pilot, "#f-wl-prompt_tokens_max", "25000")
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: any("queued" in n for n in h.notifications()))
        # Four short cells plus the four long-context ones the edit made valid.
        assert [n for n in h.notifications() if "queued" in n][-1].startswith("8 cell(s) queued")


@pytest.mark.slow  # measured 2.0 s
async def test_numeric_columns_show_their_sort_arrow(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(120, 30)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        h.fake.finish_cell("baseline / short", output_tok_s=101.5, speedup=1.0)
        h.fake.finish_cell("ddtree-b16 / short", output_tok_s=187.3, speedup=1.85)
        results = h.app.query_one(ResultsTable)
        await wait_for(pilot, lambda: len(results.results) == 2)
        await pilot.press("2")
        for column, label in (("run", "run ▲"), ("tok_s", "tok/s ▼"), ("speedup", "speedup ▼")):
            results.sort_by(column)
            await pilot.pause()
            header = next(line for line in screen_text(h.app).splitlines() if "TTFT" in line)
            assert label in header, header


def _clocked(tmp_path: Path) -> tuple[Harness, Clock]:
    h = Harness(tmp_path)
    clock = Clock()
    h.app._clock = clock
    return h, clock


async def _one_cell_done_one_running(pilot: Pilot[Any], h: Harness) -> None:
    """A 10 s cell finished, the next one started: the ETA has a mean to work with."""
    await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
    h.fake.finish_cell("baseline / short", duration_s=10.0)
    h.fake.start_cell("ddtree-b8 / short")
    await wait_for(pilot, lambda: h.app.status.current == "ddtree-b8 / short")


@pytest.mark.slow  # measured 1.0 s
async def test_paused_eta_stands_still_and_the_footer_says_p_resumes(tmp_path: Path) -> None:
    h, clock = _clocked(tmp_path)
    async with h.app.run_test(size=(120, 30)) as pilot:
        await _one_cell_done_one_running(pilot, h)
        clock.now = 3.0
        h.app._tick()
        running_eta = h.app.status.eta_s
        assert running_eta is not None
        await pilot.press("p")
        await wait_for(pilot, lambda: h.app.status.state == "paused")
        eta = h.app.status.eta_s
        clock.now = 60.0
        h.app._tick()
        assert h.app.status.eta_s == eta
        text = screen_text(h.app)
        assert "p resumes" in text
        assert "p Resume" in text.splitlines()[-1]  # the footer
        await pilot.press("p")
        await wait_for(pilot, lambda: h.app.status.state == "running")
        assert [c[0] for c in h.fake.calls][-2:] == ["pause", "resume"]
        assert "p Pause" in screen_text(h.app).splitlines()[-1]


async def test_a_view_attached_mid_cell_counts_the_eta_from_the_cells_start(tmp_path: Path) -> None:
    # a background sweep's snapshot says how long the cell in flight has run: the ETA takes that off its mean
    h, _ = _clocked(tmp_path)
    async with h.app.run_test(size=(120, 30)) as pilot:
        await _one_cell_done_one_running(pilot, h)
        h.app._tick()
        fresh = h.app.status.eta_s
        h.fake.start_cell("ddtree-b8 / short", age_s=8.0)  # the same cell, told by a snapshot 8 s into it
        await wait_for(pilot, lambda: h.app._cell_started_at == -8.0)
        h.app._tick()
        assert fresh is not None and h.app.status.eta_s == pytest.approx(fresh - 8.0)


@pytest.mark.slow  # measured 2.1 s
async def test_abort_holds_the_sweep_while_the_dialog_is_open(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        h.fake.start_cell("baseline / short")
        await pilot.press("X")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        # Nothing new starts while the user decides.
        assert [c[0] for c in h.fake.calls] == ["pause"]
        await pilot.press("n")
        await wait_for(pilot, lambda: not isinstance(h.app.screen, ConfirmScreen))
        assert [c[0] for c in h.fake.calls] == ["pause", "resume"]
        await wait_for(pilot, lambda: h.app.status.state == "running")

        await pilot.press("X")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_for(pilot, lambda: h.app.status.state in ("finished", "aborted"))  # the fake says finished
        assert [c[0] for c in h.fake.calls] == ["pause", "resume", "pause", "abort"]


@pytest.mark.slow  # measured 0.9 s
async def test_home_and_end_in_the_queue(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        await select_row(pilot, "ddtree-b8 / short")
        await pilot.press("end")
        assert table.cursor_row == 7
        await pilot.press("home")
        assert table.cursor_row == 0


@pytest.mark.slow  # measured 1.6 s
async def test_delete_asks_first_and_the_cursor_stays_where_the_row_was(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        await select_row(pilot, "ddtree-b12 / short")
        assert table.cursor_row == 4
        await pilot.press("x")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        await pilot.press("n")
        await wait_for(pilot, lambda: not isinstance(h.app.screen, ConfirmScreen))
        assert "ddtree-b12 / short" in table.states and ("remove_cell", ("ddtree-b12 / short",)) not in h.fake.calls
        await pilot.press("x")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_for(pilot, lambda: "ddtree-b12 / short" not in table.states)
        assert table.cursor_row == 4 and table.highlighted_key == "ddtree-b12 / long-context"


# ---------------------------------------------------------------------------------- the cell form
def _luminance(color: Any) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = color.rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def _contrast(a: Any, b: Any) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.slow  # measured 2.2 s
async def test_form_focus_is_visible_and_tab_does_not_select_the_value(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        await select_row(pilot, "ddtree-b8 / short")
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        screen = h.app.screen
        await pilot.pause()
        focused = screen.query_one("#f-spec-algorithm", Input)
        other = screen.query_one("#f-run-name", Input)
        assert screen.focused is focused
        # The focused field stands out from the others (dark theme: it was nearly invisible).
        assert _contrast(focused.background_colors[1], other.background_colors[1]) >= 2.0

        await pilot.press("shift+tab")  # back to the run name
        assert screen.focused is other
        await pilot.press("2")
        assert other.value == "ddtree-b82"  # edited at the end, not replaced


@pytest.mark.slow  # measured 2.3 s
async def test_typing_right_after_opening_the_form_edits_its_field(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        await select_row(pilot, "ddtree-b8 / short")
        await pilot.press("w", "9", "9")  # w: edit the workload, on prompt min
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        await pilot.pause()
        screen = h.app.screen
        assert screen.query_one("#f-wl-prompt_tokens_min", Input).value == "20099"
        assert h.app.query_one("#tabs").active == "tab-queue"  # "9" did not reach the app


@pytest.mark.slow  # measured 1.6 s
async def test_a_key_burst_that_opens_the_form_lands_in_its_fields(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        await select_row(pilot, "ddtree-b8 / short")
        # All at once, as a terminal delivers a fast typist's keys: nothing waits for the form.
        for key, character in (("w", "w"), ("9", "9"), ("tab", None), ("7", "7"), ("2", "2")):
            h.app.post_message(events.Key(key, character))
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        screen = h.app.screen
        await wait_for(pilot, lambda: screen.query_one("#f-wl-prompt_tokens_max", Input).value == "40072")
        assert screen.query_one("#f-wl-prompt_tokens_min", Input).value == "2009"
        assert h.app.query_one("#tabs").active == "tab-queue"  # "2" did not switch the tab under the form


@pytest.mark.slow  # measured 3.1 s
async def test_long_verdict_keeps_save_and_cancel_on_screen_at_80x24(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        await select_row(pilot, "ddtree-b8 / short")
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        await set_input(pilot, "#f-spec-algorithm", "no-such-algorithm-at-all")  # every field shows
        for field in ("prompt_tokens_min", "prompt_tokens_max", "output_tokens", "requests", "concurrency"):
            await set_input(pilot, f"#f-wl-{field}", "not a number " * 4)
        await pilot.pause()
        text = screen_text(h.app)
        assert "Save (ctrl+s)" in text and "Cancel (esc)" in text
        save = h.app.screen.query_one("#save", Button)
        assert save.region.bottom <= 24 and save.region.height == 1


@pytest.mark.slow  # measured 1.8 s
async def test_form_shows_only_the_fields_of_the_algorithm(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        await select_row(pilot, "ddtree-b8 / short")
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        screen = h.app.screen

        def shown() -> set[str]:
            return {row.id.removeprefix("row-f-spec-") for row in screen.query(".form-row")
                    if row.id and row.id.startswith("row-f-spec-") and row.display}

        assert shown() == {"algorithm", "draft_model", "budget"}
        await set_input(pilot, "#f-spec-algorithm", "eagle3")
        # The budget keeps its row while it holds a value: no value acts unseen.
        assert shown() == {"algorithm", "draft_model", "num_steps", "topk", "num_draft_tokens", "budget"}
        await set_input(pilot, "#f-spec-budget", "")
        await set_input(pilot, "#f-spec-algorithm", "none")
        assert shown() == {"algorithm"}


# ---------------------------------------------------------------------------------- crashes and truncation
@pytest.mark.slow  # measured 2.1 s
async def test_banner_stops_reporting_a_crash_once_that_cell_reran_ok(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        banner = h.app.query_one(CrashBanner)
        await crash(h, pilot, "ddtree-b8 / short")
        assert banner.has_class("-visible")
        await crash(h, pilot, "ddtree-b12 / short")
        h.fake.finish_cell("ddtree-b8 / short", output_tok_s=150.0)  # another cell's success
        await pilot.pause()
        assert banner.has_class("-visible") and "ddtree-b12" in banner.message
        h.fake.requeue("ddtree-b12 / short")
        h.fake.finish_cell("ddtree-b12 / short", output_tok_s=150.0)
        await wait_for(pilot, lambda: not banner.has_class("-visible"))


@pytest.mark.slow  # measured 1.1 s
async def test_truncation_keeps_the_cell_and_label_and_the_full_text_is_one_key_away(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        await crash(h, pilot, "ddtree-b8 / short")
        banner_line = screen_text(h.app).splitlines()[1]
        assert "ddtree-b8 / short: cuda_illegal_instruction · CUDA err" in banner_line
        # The reason column leads with the label and the words of the fatal line, not its prefix.
        assert row_of(table, "ddtree-b8 / short")["reason"].startswith("cuda_illegal_instruction: CUDA error")
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(h.app.screen, NoticesScreen))
        await pilot.pause()
        entries = [str(getattr(static.content, "plain", static.content)) for static in h.app.screen.query(".notice")]
        assert "crashed: cuda_illegal_instruction" in entries[0]
        assert f"hint: {HINT}" in entries[0] and FATAL in entries[0] and "more chars" not in entries[0]
        assert "crashed: cuda_illegal_instruction" in screen_text(h.app)  # shown, wrapped to the width


@pytest.mark.slow  # measured 1.5 s
async def test_notifications_never_cover_a_dialog_or_the_table(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        for key in ("ddtree-b8 / short", "ddtree-b12 / short", "ddtree-b8 / long-context"):
            await crash(h, pilot, key)
        for i in range(3):
            h.app.notify(f"note {i}", severity="warning")
        await pilot.pause()
        lines = screen_text(h.app).splitlines()
        for state in table.states.values():  # every row of the table is readable, reason included
            row = next((line for line in lines if f" {state.run} " in line and f" {state.workload} " in line), "")
            assert row and state.workload in row, lines
        bar = h.app.query_one(NotificationBar)
        assert "note 2" in str(bar.render()) and "all 6" in str(bar.render())
        await pilot.press("X")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        h.app.notify("a crash while the dialog is open", severity="error")
        await pilot.pause(0.1)
        text = screen_text(h.app)
        assert "Yes (y)" in text and "No (n)" in text, text
        assert not list(h.app.screen.query(Toast)) and not list(h.app.screen_stack[0].query(Toast))


@pytest.mark.slow  # measured 2.8 s
async def test_header_names_the_sweep_backend_model_and_results_folder(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        first = screen_text(h.app).splitlines()[0]
        # (pytest's folder is long: the header keeps its end)
        for part in ("fake ddtree sweep", "sim", "sim-model", str(tmp_path)[-40:], "simulated figures"):
            assert part in first, first
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        await crash(h, pilot, "ddtree-b8 / short")
        await pilot.press("3")  # another tab, a crash banner: the header stays
        first = screen_text(h.app).splitlines()[0]
        assert first.rstrip().endswith("simulated figures") and "sim-model" in first


@pytest.mark.slow  # measured 1.3 s
async def test_the_detail_screen_shows_the_notification_bar_too(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        await crash(h, pilot, "ddtree-b8 / short")
        await select_row(pilot, "ddtree-b8 / short")
        await pilot.press("enter")
        await wait_for(pilot, lambda: type(h.app.screen).__name__ == "RunDetailScreen")
        h.app.notify("Re-queued ddtree-b8 / short.")
        await pilot.pause()
        assert "• Re-queued ddtree-b8 / short." in screen_text(h.app)
