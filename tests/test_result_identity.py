"""Issue 20: a result's identity is its configuration; edited runs are renamed; the Results view is
built from the whole results folder."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from textual.widgets import Checkbox
from tui_harness import FATAL, Harness, isolated_config, select_row, wait_for

from specdec_tui.cli.main import main
from specdec_tui.cli.wiring import build_controller
from specdec_tui.domain.model import RunSpec, Workload
from specdec_tui.domain.record import CellResult, workload_params
from specdec_tui.run.controller import Controller
from specdec_tui.run.results import ResultsStore
from specdec_tui.sweepfile.config import (
    SweepError,
    edited_run,
    edited_workload,
    load_sweep,
    loads_sweep,
    save_sweep,
    sweep_for_queue,
)
from specdec_tui.tui.screens.requeue_many import RequeueManyScreen
from specdec_tui.tui.widgets.queue_table import QueueTable
from specdec_tui.tui.widgets.results_table import COLUMN_KEYS, ResultsTable

__all__ = ["isolated_config"]

B12 = RunSpec("ddtree-b12", {"algorithm": "ddtree", "budget": 12}, template="ddtree-b{budget}")


def _with(run: RunSpec, **speculative: object) -> RunSpec:
    return dataclasses.replace(run, speculative={**run.speculative, **speculative})


def test_an_edited_run_is_renamed_from_its_template() -> None:
    assert edited_run(B12, _with(B12, budget=20)).name == "ddtree-b20"
    assert edited_run(B12, _with(B12, budget=20)).template == "ddtree-b{budget}"
    # a parameter the template does not name gets a suffix, like grid expansion
    assert edited_run(B12, _with(B12, topk=4)).name == "ddtree-b12-topk4"
    # a literal name states nothing: a visible edit suffix
    literal = RunSpec("mine", {"algorithm": "ddtree", "budget": 12}, template="mine")
    assert edited_run(literal, _with(literal, budget=20)).name == "mine-budget20"
    # a name the user typed is theirs; an unchanged run keeps its name
    typed = dataclasses.replace(_with(B12, budget=20), name="fast")
    assert edited_run(B12, typed).name == "fast"
    assert edited_run(B12, dataclasses.replace(B12)).name == "ddtree-b12"
    # never the name of another run with other parameters; the same configuration may share it
    other = RunSpec("ddtree-b20", {"algorithm": "ddtree", "budget": 20, "topk": 8}, template="ddtree-b{budget}")
    assert edited_run(B12, _with(B12, budget=20), [other]).name == "ddtree-b20-2"
    same = RunSpec("ddtree-b20", {"algorithm": "ddtree", "budget": 20}, template="ddtree-b{budget}")
    assert edited_run(B12, _with(B12, budget=20), [same]).name == "ddtree-b20"


def test_a_workload_edited_for_one_cell_never_shares_a_name_with_another_definition() -> None:
    chat = Workload("chat", 200, 800, 128)
    longer = dataclasses.replace(chat, output_tokens=256)
    assert edited_workload(chat, longer, [chat]).name == "chat-out256"
    assert edited_workload(chat, longer, []).name == "chat"  # no other cell keeps the old one


def _record(run: str, workload: Workload, status: str = "ok", tok_s: float | None = 100.0, **kw: object) -> CellResult:
    algorithm = "none" if run == "baseline" else "ddtree"
    spec: dict[str, object] = {"algorithm": algorithm}
    if run.startswith("ddtree-b"):
        spec["budget"] = int(run.removeprefix("ddtree-b"))
    return CellResult(run=run, workload=workload.name, status=status, output_tok_s=tok_s, algorithm=algorithm,
                      speculative=spec, workload_params=workload_params(workload), **kw)  # type: ignore[arg-type]


@pytest.mark.slow  # measured 0.8 s
async def test_results_view_holds_the_earlier_pass_and_its_baseline(tmp_path: Path) -> None:
    """Issue 20: after --resume the view held only this session's cells, so every speedup was missing."""
    short = Workload("short", 200, 400, 128, requests=4)
    store = ResultsStore(tmp_path / "results.jsonl")
    store.append(_record("baseline", short, tok_s=100.0))  # the first pass, killed after this cell
    store.append(_record("ddtree-b8", short, "crashed", None, triage_label="cuda_illegal_instruction"))
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(ResultsTable)
        await wait_for(pilot, lambda: len(table.results) == 2)
        h.fake.finish_cell("ddtree-b16 / short", output_tok_s=190.0)
        await wait_for(pilot, lambda: len(table.results) == 3)
        speedup = COLUMN_KEYS.index("speedup")
        assert table.get_row("ddtree-b16 / short")[speedup].plain == "1.90×"
        assert table.get_row("baseline / short")[speedup].plain == "1.00×"
        assert table.results["ddtree-b8 / short"].status == "crashed"
        # the palette's export writes the whole folder, never only this session's rows
        path = await h.app.export_results("markdown")
        assert path is not None
        text = path.read_text()
        assert "| baseline | short |" in text and "| ddtree-b8 | short |" in text and "1.90x" in text


@pytest.mark.slow  # measured 1.8 s
async def test_results_view_keeps_the_crash_and_counts_attempts(tmp_path: Path) -> None:
    short = Workload("short", 200, 400, 128, requests=4)
    store = ResultsStore(tmp_path / "results.jsonl")
    store.append(_record("ddtree-b16", short, "crashed", None, triage_label="cuda_illegal_instruction"))
    store.append(_record("ddtree-b12", short, "crashed", None, triage_label="cuda_illegal_instruction"))
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(ResultsTable)
        await wait_for(pilot, lambda: len(table.results) == 2)
        # the same configuration again (a retry): one row, two attempts, the crash in its history
        h.fake.finish_cell("ddtree-b16 / short", output_tok_s=150.0,
                           workload_params=workload_params(short))
        await wait_for(pilot, lambda: table.attempts("ddtree-b16 / short") == 2)
        assert table.get_row("ddtree-b16 / short")[COLUMN_KEYS.index("attempts")].plain == "2✗"
        assert table.results["ddtree-b12 / short"].status == "crashed"
        table.focus()
        table.move_cursor(row=table.get_row_index("ddtree-b16 / short"))
        await pilot.press("h")
        await wait_for(pilot, lambda: type(h.app.screen).__name__ == "HistoryScreen")
        history = h.app.screen.query_one("#history-table")
        assert history.row_count == 2
        assert "cuda_illegal_instruction" in str(history.get_row_at(1)[2])


# ------------------------------------------------------------------------------------ saving the queue
DEMO = Path(__file__).resolve().parent.parent / "specdec_tui" / "sweeps" / "demo.toml"


def _validate_json(path: Path, capsys: pytest.CaptureFixture[str]) -> list[tuple[str, str, str, list[str]]]:
    assert main(["validate", str(path), "--json"]) == 0
    cells = json.loads(capsys.readouterr().out)["cells"]
    return [(c["run"], c["workload"], c["verdict"], c["reasons"]) for c in cells]


def test_saved_queue_reopens_as_exactly_the_queue(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 20: a saved 15-cell queue reopened as 16 cells (the budget-12 run lost, a cell added for
    long-context only gained a chat cell) and without the learned rule."""
    controller = build_controller(load_sweep(DEMO), results_dir=tmp_path / "results", sink=lambda event: None)
    controller.add_rule({"backend": "sim", "algorithm": "ddtree", "gpu_arch": "sm_120", "budget": 8},
                        "cuda_illegal_instruction in run 'ddtree-b8'")
    # ddtree-b12 / chat edited to budget 20 and re-queued (renamed from its template)
    b12 = controller.cell("ddtree-b12 / chat").run
    controller.requeue("ddtree-b12 / chat", edited_run(b12, _with(b12, budget=20)))
    # a cell added for long-context only, with that workload edited for it alone
    long_context = controller.cell("baseline / long-context").workload
    fits = edited_workload(long_context, dataclasses.replace(long_context, prompt_tokens_max=25000),
                           [e.workload for e in controller.entries])
    b40 = edited_run(b12, _with(b12, budget=40))
    controller.insert_cell(3, b40, fits)
    controller.move_cell("ddtree-b64 / chat", -5)  # out of its run's order
    # In the saved file a learned rule is one of the file's own: "learned crash: R (file)" reads "known crash: R".
    queue = [(e.run.name, e.workload.name, e.verdict.status, [_as_saved(r) for r in e.verdict.reasons])
             for e in controller.entries]
    assert len(queue) == 15 and ("ddtree-b20", "chat", "valid", []) in queue
    assert ("ddtree-b40", "long-context-pmax25000", "valid", []) in queue
    assert queue.count(("ddtree-b40", "chat", "valid", [])) == 0

    target = tmp_path / "queue.toml"
    save_sweep(controller.current_sweep(), target)
    assert _validate_json(target, capsys) == queue
    text = target.read_text()
    assert "[[rule]]" in text and 'workloads = [\n    "long-context-pmax25000",\n]' in text
    # and saving the reopened file again is a fixed point
    again = tmp_path / "again.toml"
    save_sweep(sweep_for_queue(load_sweep(target), load_sweep(target).cells()), again)
    assert _validate_json(again, capsys) == queue


def _as_saved(reason: str) -> str:
    if reason.startswith("learned crash: "):
        return "known crash: " + reason.removeprefix("learned crash: ").rsplit(" (", 1)[0]
    return reason


def test_a_queue_where_one_name_means_two_configurations_is_not_saved_silently(tmp_path: Path) -> None:
    controller = build_controller(load_sweep(DEMO), results_dir=tmp_path, sink=lambda event: None)
    b12 = controller.cell("ddtree-b12 / chat").run
    controller.requeue("ddtree-b12 / chat", _with(b12, budget=20))  # a front end that did not rename it
    with pytest.raises(ValueError, match="run 'ddtree-b12' with different parameters"):
        controller.current_sweep()


def test_run_workloads_key_is_checked(tmp_path: Path) -> None:
    text = DEMO.read_text().replace('name = "baseline"\n', 'name = "baseline"\nworkloads = ["chatt"]\n')
    with pytest.raises(SweepError, match=r"'workloads' unknown workload 'chatt' \(did you mean 'chat'\?\)"):
        loads_sweep(text, "x.toml")
    twice = DEMO.read_text() + '\n[[run]]\nname = "baseline"\nspeculative = { algorithm = "none" }\nworkloads = ["chat"]\n'
    with pytest.raises(SweepError, match="run 'baseline' on workload 'chat' is already given by"):
        loads_sweep(twice, "x.toml")


@pytest.mark.slow  # measured 0.8 s
async def test_requeue_after_everything_finished_runs_the_cell(tmp_path: Path) -> None:
    """The re-queued cell is the only runnable one: the runner starts for it (it used to look at the
    app's copy of the queue, which the re-queue's snapshot had not reached yet)."""
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        for key in list(table.states):
            h.fake.finish_cell(key, "crashed" if key == "ddtree-b8 / short" else "ok")
        h.fake.finished.set()
        await wait_for(pilot, lambda: h.app.status.state == "finished")
        await select_row(pilot, "ddtree-b8 / short")
        await pilot.press("r")
        await wait_for(pilot, lambda: h.fake.runs == 2)


@pytest.mark.slow  # measured 1.3 s
async def test_ctrl_r_requeues_every_crashed_or_failed_cell(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        h.fake.crash_cell("ddtree-b8 / short", lineno=3, text=FATAL)
        h.fake.finish_cell("ddtree-b12 / short", "failed", reasons=["HTTP 500"])
        h.fake.finish_cell("ddtree-b16 / short", "ok")
        h.fake.add_rule({"algorithm": "ddtree", "budget": "<10"}, "cuda_illegal_instruction below budget 10")
        await wait_for(pilot, lambda: table.states["ddtree-b12 / short"].status == "failed")
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: isinstance(h.app.screen, RequeueManyScreen))
        assert h.app.screen.cells[0][0] == "ddtree-b8 / short" and "cuda_illegal_instruction" in h.app.screen.cells[0][1]
        assert [key for key, _ in h.app.screen.cells] == ["ddtree-b8 / short", "ddtree-b12 / short"]
        h.app.screen.query_one("#requeue-force", Checkbox).value = True
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: table._order[-2:] == ["ddtree-b8 / short", "ddtree-b12 / short"])
        assert ("requeue", ("ddtree-b8 / short", None, None, True)) in h.fake.calls
        assert table.states["ddtree-b8 / short"].verdict == "valid"  # retried despite the rule
        assert table.states["ddtree-b16 / short"].status == "ok"  # an ok cell is left alone


def _queue_entry(controller: Controller, key: str):  # type: ignore[no-untyped-def]
    return next(e for e in controller.entries if e.key == key)


def test_resume_skips_only_the_configuration_that_ran_and_attempts_count_on(tmp_path: Path) -> None:
    sweep = load_sweep(DEMO)
    first = build_controller(sweep, results_dir=tmp_path, sink=lambda event: None)
    b12 = _queue_entry(first, "ddtree-b12 / chat")
    crashed = first._new_result(b12, "crashed")
    assert crashed.attempt == 1 and crashed.workload_params["output_tokens"] == 128
    assert crashed.run_args == [] and crashed.speculative["budget"] == 12
    first.store.append(crashed)
    # the same name recorded at other parameters (a file written before edits were renamed)
    other = dataclasses.replace(crashed, status="ok", speculative={**crashed.speculative, "budget": 20})
    first.store.append(other)
    edited = load_sweep(DEMO)
    edited.workloads[0] = dataclasses.replace(edited.workloads[0], output_tokens=256)  # chat changed
    resumed = build_controller(sweep, results_dir=tmp_path, sink=lambda event: None, resume=True)
    assert _queue_entry(resumed, "ddtree-b12 / chat").status == "crashed"  # that configuration ran
    assert _queue_entry(resumed, "ddtree-b12 / chat").result.speculative["budget"] == 12
    again = resumed._new_result(_queue_entry(resumed, "ddtree-b12 / chat"), "ok")
    assert again.attempt == 2
    changed = build_controller(edited, results_dir=tmp_path, sink=lambda event: None, resume=True)
    assert _queue_entry(changed, "ddtree-b12 / chat").status == "pending"  # other workload parameters
