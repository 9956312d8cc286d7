"""Pilot flows over the queue editor (fake controller): edits re-validate, re-queues, commands."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_harness import FATAL, Harness, isolated_config, row_of, select_row, set_input, wait_for

from specdec_tui.domain import events as ev
from specdec_tui.tui.messages import CellAction
from specdec_tui.tui.screens.dialogs import ConfirmScreen
from specdec_tui.tui.screens.edit_cell import EditCellScreen
from specdec_tui.tui.screens.run_detail import RunDetailScreen
from specdec_tui.tui.widgets.queue_table import QueueTable

__all__ = ["isolated_config"]  # the autouse fixture, imported so pytest finds it


@pytest.mark.slow  # measured 1.8 s
async def test_editing_the_long_context_workload_revalidates_its_cells(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        long_cells = [k for k in table.states if k.endswith("/ long-context")]
        assert all(table.states[k].verdict == "invalid" for k in long_cells)
        assert "32768 + 256 > 32768" in row_of(table, "baseline / long-context")["reason"]

        await select_row(pilot, "baseline / long-context")
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        await set_input(pilot, "#f-wl-prompt_tokens_max", "25000")
        revalidated = [m for m in h.messages if isinstance(m, EditCellScreen.Revalidated)]
        assert revalidated[0].verdict is not None and revalidated[0].verdict.status == "invalid"
        assert revalidated[-1].verdict is not None and revalidated[-1].verdict.status == "valid"
        await set_input(pilot, "#f-wl-output_tokens", "many")
        last = [m for m in h.messages if isinstance(m, EditCellScreen.Revalidated)][-1]
        assert last.verdict is None and any("output" in p for p in last.problems)
        await set_input(pilot, "#f-wl-output_tokens", "256")
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: not isinstance(h.app.screen, EditCellScreen))
        await wait_for(pilot, lambda: all(table.states[k].verdict == "valid" for k in long_cells))

        # The edit reached the controller as a workload edit, and came back as a queue snapshot.
        assert [c[0] for c in h.fake.calls] == ["update_workload"]
        snapshot = h.events(ev.QueueChanged)[-1]
        assert {c.key: c.verdict for c in snapshot.cells if c.key in long_cells} == dict.fromkeys(long_cells, "valid")
        assert row_of(table, "ddtree-b8 / long-context")["status"] == "· pending"  # 80 columns: compact


@pytest.mark.slow
async def test_repeats_are_edited_in_the_form_and_checked(tmp_path: Path) -> None:
    """The workload's repeats (issue 14) in the edit form: shown as the count that will run, bounded,
    and saved into the workload only when changed."""
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        await select_row(pilot, "baseline / long-context")
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        screen = h.app.screen
        assert isinstance(screen, EditCellScreen)
        from textual.widgets import Input

        assert screen.query_one("#f-wl-repeats", Input).value == "1"
        await set_input(pilot, "#f-wl-repeats", "0")
        last = [m for m in h.messages if isinstance(m, EditCellScreen.Revalidated)][-1]
        assert last.verdict is None and any("repeats must be between 1 and" in p for p in last.problems)
        await set_input(pilot, "#f-wl-repeats", "5")
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: not isinstance(h.app.screen, EditCellScreen))
        [(name, (workload_name, workload))] = h.fake.calls
        assert name == "update_workload" and workload_name == "long-context"
        assert workload.repeats == 5 and workload.measurements == 5


@pytest.mark.slow  # measured 2.9 s
async def test_requeue_of_a_known_crash_asks_before_retrying_and_never_records_it_invalid(tmp_path: Path) -> None:
    """Issue 20: ``r`` on ddtree-b8 used to re-queue it greyed out, and its run recorded 'invalid' over
    the crash. Now it asks; 'No' leaves the crashed cell alone, 'Retry' runs it despite the rule."""
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        key = "ddtree-b8 / short"
        h.fake.start_cell(key)
        h.fake.crash_cell(key, lineno=3, text=FATAL)
        h.fake.add_rule({"algorithm": "ddtree", "budget": "<15"}, "cuda_illegal_instruction below budget 15")
        await wait_for(pilot, lambda: table.states[key].status == "crashed")
        await select_row(pilot, key)
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        assert "known crash: cuda_illegal_instruction" in h.app.screen.question
        await pilot.press("n")
        await wait_for(pilot, lambda: not isinstance(h.app.screen, ConfirmScreen))
        assert table.states[key].status == "crashed" and not any(c[0] == "requeue" for c in h.fake.calls)
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_for(pilot, lambda: table._order[-1] == key and table.states[key].status == "pending")
        assert ("requeue", (key, None, None, True)) in h.fake.calls
        state = table.states[key]
        assert state.verdict == "valid"  # the rule is ignored for this retry only
        assert table.states["ddtree-b12 / short"].verdict == "invalid"
        assert row_of(table, key)["status"] == "· pending"


@pytest.mark.slow  # measured 1.0 s
async def test_requeue_greys_out_a_cell_that_a_rule_now_covers(tmp_path: Path) -> None:
    """A finished cell that no known crash explains is re-queued at once; a rule learned later still
    greys it out (the queue shows why before it runs)."""
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        key = "ddtree-b8 / short"
        h.fake.start_cell(key)
        h.fake.finish_cell(key, "failed", reasons=["HTTP 500"])
        await wait_for(pilot, lambda: table.states[key].status == "failed")
        await select_row(pilot, key)
        await pilot.press("r")
        await wait_for(pilot, lambda: table._order[-1] == key and table.states[key].status == "pending")
        h.fake.add_rule({"algorithm": "ddtree", "budget": "<15"}, "cuda_illegal_instruction below budget 15")
        await wait_for(pilot, lambda: table.states[key].verdict == "invalid")
        state = table.states[key]
        assert state.reasons[0].startswith("known crash: cuda_illegal_instruction")
        invalid_style = table._fg("queue--invalid")
        assert invalid_style.color is not None and invalid_style.italic
        assert all(cell.style == invalid_style for cell in table.get_row(key)[1:])
        assert all(cell.style != invalid_style for cell in table.get_row("ddtree-b16 / short")[1:])
        assert row_of(table, key)["status"] == "⊘ invalid"


@pytest.mark.slow  # measured 3.3 s
async def test_requeue_with_edits_from_the_detail_screen(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        key = "ddtree-b8 / short"
        h.fake.start_cell(key)
        h.fake.crash_cell(key, lineno=1, text=FATAL)
        await wait_for(pilot, lambda: table.states[key].status == "crashed")
        h.app.post_message(CellAction("detail", key))
        await wait_for(pilot, lambda: isinstance(h.app.screen, RunDetailScreen))
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        await set_input(pilot, "#f-spec-budget", "16")
        await set_input(pilot, "#f-run-name", "ddtree-b16-retry")
        await pilot.press("ctrl+s")
        new_key = "ddtree-b16-retry / short"
        await wait_for(pilot, lambda: new_key in table.states)
        name, (old_key, run, _workload) = h.fake.calls[-1]
        assert name == "requeue" and old_key == key
        assert run.speculative == {"algorithm": "ddtree", "budget": 16}
        assert table.states[new_key].verdict == "valid"


@pytest.mark.slow  # measured 4.8 s
async def test_queue_commands_reach_the_controller(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        await select_row(pilot, "ddtree-b12 / short")
        await pilot.press("J")
        await wait_for(pilot, lambda: table._order[5] == "ddtree-b12 / short")
        assert table.highlighted_key == "ddtree-b12 / short"  # the cursor follows the moved row
        await pilot.press("K", "K")
        await wait_for(pilot, lambda: table._order[3] == "ddtree-b12 / short")
        await pilot.press("d")
        await wait_for(pilot, lambda: "ddtree-b12-copy2 / short" in table.states)
        await select_row(pilot, "ddtree-b12-copy2 / short")
        await pilot.press("x")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_for(pilot, lambda: "ddtree-b12-copy2 / short" not in table.states)
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        await set_input(pilot, "#f-spec-budget", "24")
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: [c[0] for c in h.fake.calls].count("insert_cell") == 2)
        # The cursor stayed where the deleted row was: the cell added is one after it.
        index, run, workload = [c[1] for c in h.fake.calls if c[0] == "insert_cell"][-1]
        added = f"{run.name} / {workload.name}"
        await wait_for(pilot, lambda: added in table._order)
        assert run.speculative["budget"] == 24 and index == table._order.index(added)
        names = [c[0] for c in h.fake.calls]
        # moves, the duplicate (an insert in the fake), the delete, the added cell
        assert names == ["move_cell", "move_cell", "move_cell", "insert_cell", "remove_cell", "insert_cell"]

        # pause, resume and skip
        h.fake.start_cell("baseline / short")
        await wait_for(pilot, lambda: h.app.status.current == "baseline / short")
        await pilot.press("p")
        await wait_for(pilot, lambda: h.app.status.state == "paused")
        await pilot.press("p", "s")
        await wait_for(pilot, lambda: h.app.status.state == "running")
        assert [c[0] for c in h.fake.calls][-3:] == ["pause", "resume", "skip_current"]


@pytest.mark.slow  # measured 1.6 s
async def test_refused_commands_become_notifications(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        key = "baseline / short"
        h.fake.start_cell(key)
        await wait_for(pilot, lambda: table.states[key].status == "running")
        await select_row(pilot, key)
        await pilot.press("e")
        await pilot.press("r")
        await pilot.pause()
        assert not isinstance(h.app.screen, EditCellScreen)
        notes = h.notifications()
        assert any("skip it" in n for n in notes)
        assert any("only finished cells can be re-queued" in n for n in notes)


@pytest.mark.slow  # measured 2.9 s
async def test_requeue_after_the_sweep_finished_runs_again(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        key = "ddtree-b16 / short"
        h.fake.start_cell(key)
        h.fake.finish_cell(key, "failed", reasons=["HTTP 500 from the server"])
        h.fake.finished.set()
        await wait_for(pilot, lambda: h.app.status.state == "finished")
        assert h.fake.runs == 1
        await pilot.press("c")  # runnable cells are still queued: c runs them
        await wait_for(pilot, lambda: h.fake.runs == 2)
        await wait_for(pilot, lambda: h.app.status.state == "finished")
        await select_row(pilot, key)
        await pilot.press("r")
        await wait_for(pilot, lambda: h.fake.runs == 3)
        assert len(h.events(ev.SweepFinished)) >= 2
