"""The cell editor on a dataset workload (review B): it shows the dataset's own fields, saves, and an
edit for one cell gets a name of its own, so the old result keeps its name and its baseline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App
from textual.widgets import Input
from tui_harness import isolated_config, set_input, wait_for

from specdec_tui.domain.model import RunSpec, Workload
from specdec_tui.sweepfile.config import edited_workload
from specdec_tui.tui.screens.edit_cell import CellEdit, EditCellScreen
from specdec_tui.validate.checks import Verdict

__all__ = ["isolated_config"]


class _Host(App[None]):
    def __init__(self, screen: EditCellScreen) -> None:
        super().__init__()
        self.form = screen
        self.result: Any = "open"

    def on_mount(self) -> None:
        self.push_screen(self.form, self._done)

    def _done(self, result: CellEdit | None) -> None:
        self.result = result


def _dataset_workload(tmp_path: Path) -> Workload:
    data = tmp_path / "mtbench.jsonl"
    data.write_text('{"category": "math", "turns": ["1+1?"]}\n{"category": "coding", "turns": ["fib?"]}\n')
    return Workload(name="w", prompt_tokens_min=0, prompt_tokens_max=0, output_tokens=64, requests=0,
                    warmup_requests=0, dataset=str(data), category=["math", "coding"], sample=2)


def _form(workload: Workload) -> tuple[_Host, list[tuple[RunSpec, Workload]]]:
    seen: list[tuple[RunSpec, Workload]] = []

    def validate(run: RunSpec, w: Workload) -> Verdict:
        seen.append((run, w))
        return Verdict("valid", ())

    run = RunSpec(name="ngram", speculative={"algorithm": "ngram", "num_draft_tokens": 8})
    return _Host(EditCellScreen("Edit ngram / w", run, workload, validate, backend="sim")), seen


async def test_a_dataset_cell_shows_its_dataset_fields_and_saves_unchanged(tmp_path: Path) -> None:
    workload = _dataset_workload(tmp_path)
    app, seen = _form(workload)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, EditCellScreen))
        shown = {i.id: i.value for i in app.screen.query(Input)}
        assert shown["f-wl-dataset"] == workload.dataset
        assert shown["f-wl-category"] == "math, coding"
        assert shown["f-wl-sample"] == "2" and shown["f-wl-requests"] == "all"
        assert shown["f-wl-turns"] == "first" and shown["f-wl-api"] == "chat"
        assert "f-wl-prompt_tokens_min" not in shown and "f-wl-prompt_tokens_max" not in shown
        assert seen and seen[-1][1] == workload  # the candidate is the workload as it is
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.result != "open")
    assert isinstance(app.result, CellEdit)
    assert app.result.workload == workload and app.result.workload.name == "w"  # same name: same baseline
    assert app.result.run.speculative["num_draft_tokens"] == 8


async def test_a_dataset_cell_edit_parses_its_fields(tmp_path: Path) -> None:
    workload = _dataset_workload(tmp_path)
    app, _ = _form(workload)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, EditCellScreen))
        screen = app.screen
        assert isinstance(screen, EditCellScreen)
        await set_input(pilot, "#f-wl-sample", "zero")
        assert screen.candidate is None
        await set_input(pilot, "#f-wl-sample", "all")
        await set_input(pilot, "#f-wl-requests", "8")
        await set_input(pilot, "#f-wl-category", "math")
        await set_input(pilot, "#f-wl-turns", "all")
        assert screen.candidate is not None
        edited = screen.candidate[1]
        assert (edited.sample, edited.requests, edited.category, edited.turns) == (None, 8, ["math"], "all")
        assert edited.dataset == workload.dataset and edited.api is None  # untouched: as the file had it
        await set_input(pilot, "#f-wl-turns", "both")
        assert screen.candidate is None


def test_an_edit_for_one_cell_is_named_for_what_changed_and_never_takes_the_old_name(tmp_path: Path) -> None:
    """The baseline keeps the old definition (and its results their name); the edited cell's workload
    is named for the change, numbered (domain.model.numbered_name) when even that is taken."""
    before = _dataset_workload(tmp_path)
    from dataclasses import replace

    after = replace(before, requests=8, sample=None)
    renamed = edited_workload(before, after, [before])
    assert renamed.name == "w-req8-sample-all"
    taken = replace(before, name="w-req8-sample-all", seed=5)
    assert edited_workload(before, after, [before, taken]).name == "w-req8-sample-all-2"
    assert edited_workload(before, replace(before, category=["math"], turns="all"), [before]).name == (
        "w-cat-math-turns-all"
    )
    assert edited_workload(before, after, []).name == "w"  # no other cell keeps the old one: same name


def _queue(tmp_path: Path):  # type: ignore[no-untyped-def]
    from specdec_tui.domain.model import Hardware
    from specdec_tui.run.queue import CellQueue
    from specdec_tui.sweepfile.config import loads_sweep

    data = _dataset_workload(tmp_path).dataset
    sweep = loads_sweep(
        f'name = "s"\n[server]\nbackend = "sim"\nmodel = "sim/m"\ncontext_length = 8192\n'
        f'[[workload]]\nname = "w"\noutput_tokens = 8\ndataset = "{data}"\nsample = 2\n'
        '[[run]]\nname = "baseline"\nspeculative = { algorithm = "none" }\n'
        '[[run]]\nname = "ngram"\nspeculative = { algorithm = "ngram", num_draft_tokens = 8 }\n'
    )
    return CellQueue(sweep, Hardware(), lambda: [], lambda: None)


def test_an_edited_cell_that_gets_its_own_workload_gets_its_own_baseline(tmp_path: Path) -> None:
    """B: the baseline ran on 'w'; the ngram cell re-run with requests = 8 is 'w-req8' (its old result
    keeps 'w'), and a baseline cell of 'w-req8' is queued before it, so its speedup has a baseline."""
    from dataclasses import replace

    from specdec_tui.domain.status import CellStatus

    queue = _queue(tmp_path)
    base, ngram = queue.entries
    base.status = ngram.status = CellStatus.OK
    edited = edited_workload(ngram.workload, replace(ngram.workload, requests=8), [base.workload])
    queue.edit_cell("ngram / w", None, edited)
    assert [e.key for e in queue.entries] == ["baseline / w", "baseline / w-req8", "ngram / w-req8"]
    assert queue.entries[1].workload == queue.entries[2].workload and queue.entries[1].status == CellStatus.PENDING
    # Edited again: the baseline is there already; no second one.
    queue.edit_cell("ngram / w-req8", RunSpec(name="ngram", speculative={"algorithm": "ngram", "num_draft_tokens": 4}))
    assert [e.key for e in queue.entries] == ["baseline / w", "baseline / w-req8", "ngram / w-req8"]


def test_a_workload_edited_everywhere_keeps_one_baseline(tmp_path: Path) -> None:
    from dataclasses import replace

    from specdec_tui.domain.status import CellStatus

    queue = _queue(tmp_path)
    base, ngram = queue.entries
    # Nothing ran: the edit applies to both cells, under the same name; no cell is added.
    queue.update_workload("w", replace(base.workload, requests=8))
    assert [e.key for e in queue.entries] == ["baseline / w", "ngram / w"]
    # The baseline ran: it keeps 'w'; the pending cell moves to the renamed workload with a baseline.
    base.status = CellStatus.OK
    renamed = edited_workload(ngram.workload, replace(ngram.workload, sample=1), [base.workload])
    queue.update_workload("w", renamed)
    assert [e.key for e in queue.entries] == ["baseline / w", f"baseline / {renamed.name}", f"ngram / {renamed.name}"]


def test_a_requeue_with_edits_gets_its_baseline_too(tmp_path: Path) -> None:
    """What the TUI's 'e' on a finished cell does (re-queue with edits): seen at 80x24, the re-run
    'ngram / w-req5' had no baseline and so no speedup."""
    from dataclasses import replace

    from specdec_tui.domain.status import CellStatus

    queue = _queue(tmp_path)
    base, ngram = queue.entries
    base.status = ngram.status = CellStatus.OK
    edited = edited_workload(ngram.workload, replace(ngram.workload, requests=5), [base.workload])
    assert queue.requeue("ngram / w", None, edited) == "ngram / w-req5"
    assert [e.key for e in queue.entries] == ["baseline / w", "baseline / w-req5", "ngram / w-req5"]


async def test_a_loading_verdict_in_the_form_is_asked_again_until_it_is_known(tmp_path: Path) -> None:
    workload = _dataset_workload(tmp_path)
    answers = iter(["loading", "loading"])

    def validate(run: RunSpec, w: Workload) -> Verdict:
        return Verdict(next(answers, "valid"), ())

    run = RunSpec(name="ngram", speculative={"algorithm": "ngram"})
    app = _Host(EditCellScreen("Edit", run, workload, validate, backend="sim"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, EditCellScreen))
        verdict = app.screen.query_one("#edit-verdict")
        await wait_for(pilot, lambda: "verdict: valid" in str(verdict.render()))


def test_an_edited_baseline_stays_for_the_cells_of_its_workload(tmp_path: Path) -> None:
    """Review: editing 'baseline / w' into another dataset left 'ngram / w' without a baseline in the
    queue (and in a queue saved with ctrl+s): the old baseline now stays, as it was, beside the edit."""
    from dataclasses import replace

    from specdec_tui.domain.status import CellStatus

    queue = _queue(tmp_path)
    base, ngram = queue.entries
    base.status = ngram.status = CellStatus.OK
    other = tmp_path / "other.jsonl"
    other.write_text('{"prompt": "x"}\n{"prompt": "y"}\n')
    edited = edited_workload(base.workload, replace(base.workload, dataset=str(other)), [ngram.workload])
    queue.edit_cell("baseline / w", None, edited)
    keys = [e.key for e in queue.entries]
    assert keys == ["baseline / w", f"baseline / {edited.name}", "ngram / w"], keys
    assert queue.entries[0].status == CellStatus.OK  # kept as it ran, not queued again
    # The same through a re-queue with edits.
    queue = _queue(tmp_path)
    base, ngram = queue.entries
    base.status = ngram.status = CellStatus.OK
    queue.requeue("baseline / w", None, edited)
    assert [e.key for e in queue.entries] == ["baseline / w", "ngram / w", f"baseline / {edited.name}"]
    # A baseline whose workload nothing else uses is simply replaced.
    queue = _queue(tmp_path)
    queue.remove_cell("ngram / w")
    queue.edit_cell("baseline / w", None, edited)
    assert [e.key for e in queue.entries] == [f"baseline / {edited.name}"]
