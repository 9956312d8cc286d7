"""The Controller's loop with a fake server session and a fake measurer: no process, no HTTP, no sleep.

Each test scripts what the session and the measurer do per run and checks what the controller
records, emits, learns and keeps."""

from __future__ import annotations

import asyncio
import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from specdec_tui.backends.base import Backend
from specdec_tui.backends.sim import SimBackend
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell, RunSpec
from specdec_tui.domain.record import CellResult
from specdec_tui.run.controller import Controller
from specdec_tui.run.learning import RuleBook
from specdec_tui.run.persistence import EXIT_UNSAVED, ResultsKeeper
from specdec_tui.run.protocols import CellMeasurer, CellStop, Interrupts, ServerSession
from specdec_tui.run.results import ResultsStore
from specdec_tui.server.supervisor import ServerProcess
from specdec_tui.sweepfile.config import loads_sweep
from specdec_tui.triage.classifier import TriageEvent

SWEEP = """
name = "unit"
[server]
backend = "sim"
model = "sim/model"
[[workload]]
name = "w1"
prompt_tokens = 16
output_tokens = 8
requests = 2
[[workload]]
name = "w2"
prompt_tokens = 16
output_tokens = 8
requests = 2
[[run]]
name = "base"
speculative = { algorithm = "none" }
[[run]]
name = "ng"
speculative = { algorithm = "ngram", num_draft_tokens = 4 }
[[run]]
name = "ng-same"
speculative = { algorithm = "ngram", num_draft_tokens = 4 }
"""

CUDA = TriageEvent("cuda_illegal_memory_access", 12, "CUDA error: an illegal memory access", "sim", "a kernel bug")


class FakeSession:
    """Starts a pretend server per distinct argument set and counts starts, reuses and stops."""

    def __init__(self, *, reuse_key: Callable[[RunSpec], object] = lambda run: dict(run.speculative).items()) -> None:
        self.backend: Backend = SimBackend()
        self.process: ServerProcess | None = None
        self.state = "stopped"
        self.version: str | None = "1.0"
        self.current_key: str | None = None
        self.acceptance_lines: list[dict[str, float | None]] | None = None
        self.fatal_signal = asyncio.Event()
        self.reuse_key = reuse_key
        self.running: object | None = None
        self.starts: list[str] = []
        self.reused: list[str] = []
        self.stops: list[str] = []
        self.announced: list[tuple[str | None, str]] = []
        self.fail_start: dict[str, CellStop] = {}

    @property
    def base_url(self) -> str:
        return "http://fake"

    @property
    def pid(self) -> int | None:
        return None

    async def ensure(self, run: RunSpec, result: CellResult, skip: asyncio.Event) -> None:
        key = tuple(sorted(self.reuse_key(run)))  # type: ignore[call-overload]
        result.argv = ["fake-server", run.name]
        if self.running == key:
            self.reused.append(run.name)
            return
        if self.running is not None:
            await self.stop("next run needs other server arguments")
        if run.name in self.fail_start:
            raise self.fail_start[run.name]
        self.starts.append(run.name)
        self.running, self.state = key, "ready"

    async def check_health(self, key: str, skip: asyncio.Event) -> None:
        if skip.is_set():
            raise CellStop("skipped", None, "skipped during the health check")

    async def stop(self, reason: str) -> list[str]:
        if self.running is not None:
            self.stops.append(reason)
        self.running, self.state = None, "stopped"
        return []

    def fatal_event(self) -> TriageEvent | None:
        return None

    def findings(self) -> list[Any]:
        return []

    def mark_hang(self, seconds: float, detail: str) -> TriageEvent:
        return TriageEvent("hang", None, detail, "sim", "")

    def process_gone(self) -> bool:
        return self.running is None

    async def wait_exit(self) -> int:
        return 0

    def announce(self, key: str | None, event: TriageEvent | None) -> None:
        if event is not None:
            self.announced.append((key, event.label))

    def redact(self, text: str) -> str:
        return text.replace("SECRET", "***")


Script = Callable[[Cell, CellResult, Interrupts], Any]


class FakeMeasurer:
    """Fills results with fixed figures; ``scripts[run name]`` overrides what a cell does."""

    def __init__(self, scripts: dict[str, Script] | None = None) -> None:
        self.scripts = scripts or {}
        self.measured: list[str] = []

    async def measure(self, cell: Cell, result: CellResult, session: ServerSession, interrupts: Interrupts) -> None:
        self.measured.append(f"{cell.run.name} / {cell.workload.name}")
        result.requests_ok, result.output_tokens_total = 2, 16
        result.output_tok_s = 100.0 if cell.run.is_baseline else 150.0
        script = self.scripts.get(cell.run.name)
        if script is not None:
            outcome = script(cell, result, interrupts)
            if asyncio.iscoroutine(outcome):
                await outcome


class FailingStore(ResultsStore):
    """A results file on a full disk."""

    def append(self, result: CellResult) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


class Events(list[ev.Event]):
    """An event sink that keeps what it is given."""

    def __call__(self, event: ev.Event) -> None:
        self.append(event)


def build(
    tmp_path: Path,
    *,
    session: FakeSession | None = None,
    measurer: FakeMeasurer | None = None,
    store: ResultsStore | None = None,
    text: str = SWEEP,
    resume: bool = False,
    write_retry_s: float | None = None,
) -> tuple[Controller, Events, FakeSession, FakeMeasurer]:
    events = Events()
    sweep = loads_sweep(text)
    session = session or FakeSession()
    measurer = measurer or FakeMeasurer()
    keeper = ResultsKeeper(store or ResultsStore(tmp_path / "results.jsonl"), events, write_retry_s=write_retry_s)
    fake_session: ServerSession = session  # the fakes satisfy the protocols (checked by mypy)
    fake_measurer: CellMeasurer = measurer
    controller = Controller(
        sweep, sink=events, session=fake_session, measurer=fake_measurer, results=keeper,
        rules=RuleBook(tmp_path / "known_crashes.toml", events), hardware=sweep.hardware,
        log_dir=tmp_path / "logs", resume=resume,
    )  # fmt: skip
    return controller, events, session, measurer


def statuses(controller: Controller) -> dict[str, str]:
    return {e.key: e.status for e in controller.entries}


def of(events: list[ev.Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def on_disk(tmp_path: Path) -> list[CellResult]:
    return ResultsStore(tmp_path / "results.jsonl").load()


async def test_ok_cells_are_measured_in_order_written_and_compared_with_the_baseline(tmp_path: Path) -> None:
    controller, events, _, measurer = build(tmp_path)
    summary = await controller.run()
    assert summary.exit_code == 0 and summary.counts == {"ok": 6}
    assert measurer.measured[:2] == ["base / w1", "base / w2"]
    records = on_disk(tmp_path)
    assert [r.key for r in records] == [e.key for e in controller.entries]
    assert {r.key: r.speedup for r in records}["ng / w1"] == pytest.approx(1.5)
    assert of(events, ev.SweepStarted) and of(events, ev.SweepFinished)[0].counts == {"ok": 6}
    assert [r.attempt for r in records] == [1] * 6


async def test_server_reused_across_runs_with_identical_arguments(tmp_path: Path) -> None:
    controller, _, session, _ = build(tmp_path)
    await controller.run()
    assert session.starts == ["base", "ng"]  # ng-same has ng's arguments: its server is reused
    assert session.reused == ["base", "ng", "ng-same", "ng-same"]
    assert session.stops == ["next run needs other server arguments", "sweep finished"]
    assert session.current_key is None  # no cell in flight after the run


async def test_crash_ends_the_run_and_learns_a_rule(tmp_path: Path) -> None:
    def crash(cell: Cell, result: CellResult, _: Interrupts) -> None:
        raise CellStop("crashed", CUDA, "server crashed during the workload SECRET")

    controller, events, session, measurer = build(tmp_path, measurer=FakeMeasurer({"ng": crash}))
    summary = await controller.run()
    state = statuses(controller)
    assert state["ng / w1"] == "crashed"
    assert state["ng / w2"] == "invalid"  # the learned rule covers the run's other cell
    assert state["ng-same / w1"] == state["ng-same / w2"] == "invalid"  # and every identical configuration
    assert "ng / w2" not in measurer.measured
    crashed = controller.result("ng / w1")
    assert crashed is not None and crashed.triage_label == "cuda_illegal_memory_access"
    assert crashed.reasons[0] == "server crashed during the workload ***"  # redacted by the session
    assert session.stops[1] == "crashed" and ("ng / w1", "cuda_illegal_memory_access") in session.announced
    learned = of(events, ev.RuleLearned)
    assert len(learned) == 1 and learned[0].match["algorithm"] == "ngram"
    assert [r.match["num_draft_tokens"] for r in RuleBook(tmp_path / "known_crashes.toml", Events()).rules] == [4]
    assert summary.exit_code == 1


async def test_a_crashing_baseline_learns_no_rule(tmp_path: Path) -> None:
    def crash(cell: Cell, result: CellResult, _: Interrupts) -> None:
        raise CellStop("crashed", CUDA, "server crashed")

    controller, events, _, _ = build(tmp_path, measurer=FakeMeasurer({"base": crash}))
    await controller.run()
    state = statuses(controller)
    assert state["base / w1"] == "crashed" and state["base / w2"] == "skipped"  # the run ended
    skipped = controller.result("base / w2")
    assert skipped is not None and "earlier in this run" in skipped.reasons[0]
    assert not of(events, ev.RuleLearned) and not (tmp_path / "known_crashes.toml").exists()
    assert state["ng / w1"] == "ok"  # the sweep goes on


async def test_hang_after_tokens_is_learned_before_tokens_is_not(tmp_path: Path) -> None:
    hang = TriageEvent("hang", None, "no token progress for 1 s", "sim", "")

    def hung(tokens: int) -> Script:
        def script(cell: Cell, result: CellResult, _: Interrupts) -> None:
            result.output_tokens_total = tokens
            raise CellStop("hang", hang, "no token progress for 1 s during the workload")

        return script

    controller, events, _, _ = build(tmp_path, measurer=FakeMeasurer({"ng": hung(0)}))
    await controller.run()
    assert statuses(controller)["ng / w1"] == "hang" and statuses(controller)["ng / w2"] == "skipped"
    assert not of(events, ev.RuleLearned)
    controller, events, _, _ = build(tmp_path / "again", measurer=FakeMeasurer({"ng": hung(7)}))
    await controller.run()
    assert statuses(controller)["ng / w1"] == "hang" and len(of(events, ev.RuleLearned)) == 1


async def test_skip_records_the_cell_as_skipped_and_the_sweep_goes_on(tmp_path: Path) -> None:
    holder: list[Controller] = []

    async def skipped(cell: Cell, result: CellResult, interrupts: Interrupts) -> None:
        holder[0].skip_current()
        await interrupts.skip.wait()
        raise CellStop("skipped", None, "skipped by the user")

    controller, _, _, _ = build(tmp_path, measurer=FakeMeasurer({"ng": skipped}))
    holder.append(controller)
    await controller.run()
    state = statuses(controller)
    assert state["ng / w1"] == state["ng / w2"] == "skipped"  # each skipped on its own
    assert state["ng-same / w1"] == "ok"  # a skip does not end the run
    assert [r.status for r in on_disk(tmp_path)].count("skipped") == 2


async def test_abort_leaves_the_cell_in_flight_pending_and_unrecorded(tmp_path: Path) -> None:
    holder: list[Controller] = []

    async def aborted(cell: Cell, result: CellResult, interrupts: Interrupts) -> None:
        holder[0].abort()
        assert interrupts.aborted()
        raise CellStop("skipped", None, "aborted")

    controller, events, session, _ = build(tmp_path, measurer=FakeMeasurer({"ng": aborted}))
    holder.append(controller)
    summary = await controller.run()
    assert summary.aborted and summary.exit_code == 1
    assert statuses(controller)["ng / w1"] == "pending"
    assert [r.key for r in on_disk(tmp_path)] == ["base / w1", "base / w2"]
    assert session.stops[-1] == "sweep aborted"
    assert of(events, ev.SweepFinished)[0].aborted


async def test_a_failed_write_stops_new_cells_and_keeps_the_result(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    controller, events, _, measurer = build(tmp_path, store=FailingStore(tmp_path / "results.jsonl"))
    summary = await controller.run()
    assert measurer.measured == ["base / w1"]  # nothing new is measured while results cannot be kept
    assert summary.exit_code == EXIT_UNSAVED and summary.unsaved == 1
    assert summary.write_error == "No space left on device"
    assert of(events, ev.ResultsNotSaved) and of(events, ev.ResultsKept)
    assert summary.fallback_path is not None and summary.fallback_path.exists()
    assert [r.key for r in ResultsStore(summary.fallback_path).load()] == ["base / w1"]


async def test_resume_skips_finished_cells(tmp_path: Path) -> None:
    first, _, _, _ = build(tmp_path)
    await first.run()
    controller, _, session, measurer = build(tmp_path, resume=True)
    assert set(statuses(controller).values()) == {"ok"}  # shown as done before run()
    summary = await controller.run()
    assert measurer.measured == [] and session.starts == [] and summary.exit_code == 0
    assert len(on_disk(tmp_path)) == 6  # nothing written twice


async def test_an_invalid_cell_is_recorded_without_a_server(tmp_path: Path) -> None:
    text = SWEEP + '[[rule]]\nmatch = { algorithm = "ngram", num_draft_tokens = 4 }\nreason = "known bad"\n'
    controller, _, session, measurer = build(tmp_path, text=text)
    await controller.run()
    assert statuses(controller)["ng-same / w1"] == "invalid" and session.starts == ["base"]
    assert measurer.measured == ["base / w1", "base / w2"]
    assert [r.status for r in on_disk(tmp_path)].count("invalid") == 4


async def test_edits_and_requeue(tmp_path: Path) -> None:
    controller, events, _, measurer = build(tmp_path)
    ng = controller.cell("ng / w1").run
    controller.edit_cell("ng / w1", run=RunSpec(**{**ng.__dict__, "name": "ng8", "speculative": {
        "algorithm": "ngram", "num_draft_tokens": 8}}))  # fmt: skip
    copy = controller.duplicate_cell("base / w1")
    controller.move_cell(copy, 10)
    controller.remove_cell("ng-same / w2")
    with pytest.raises(ValueError, match="already exists"):
        controller.insert_cell(0, controller.cell("base / w1").run, controller.cell("base / w1").workload)
    keys = [e.key for e in controller.entries]
    assert keys == ["base / w1", "base / w2", "ng8 / w1", "ng / w2", "ng-same / w1", "base-copy2 / w1"]
    assert of(events, ev.QueueChanged)[-1].cells[-1].key == "base-copy2 / w1"
    await controller.run()
    assert set(statuses(controller).values()) == {"ok"}
    assert measurer.measured[-1] == "base-copy2 / w1"
    again = controller.requeue("ng8 / w1")
    assert statuses(controller)[again] == "pending" and controller.entries[-1].key == again
    await controller.run()  # the queue runs again with the re-queued cell only
    assert measurer.measured[-1] == "ng8 / w1" and len(measurer.measured) == 7
    assert [r.attempt for r in on_disk(tmp_path) if r.run == "ng8"] == [1, 2]


async def test_a_running_cell_cannot_be_edited_or_removed(tmp_path: Path) -> None:
    holder: list[Controller] = []
    errors: list[str] = []

    def edit(cell: Cell, result: CellResult, _: Interrupts) -> None:
        for action in (lambda: holder[0].remove_cell("base / w1"), lambda: holder[0].edit_cell("base / w1"),
                       lambda: holder[0].requeue("base / w1")):  # fmt: skip
            with pytest.raises(ValueError) as caught:
                action()
            errors.append(str(caught.value))

    controller, _, _, _ = build(tmp_path, measurer=FakeMeasurer({"base": edit}))
    holder.append(controller)
    controller.remove_cell("base / w2")
    await controller.run()
    assert len(errors) == 3 and all("running" in e for e in errors)


async def test_a_start_failure_is_recorded_and_ends_the_run(tmp_path: Path) -> None:
    session = FakeSession()
    session.fail_start["ng"] = CellStop("failed", None, "cannot build the server command: no such file")
    controller, _, _, _ = build(tmp_path, session=session)
    await controller.run()
    state = statuses(controller)
    assert state["ng / w1"] == state["ng / w2"] == "failed"  # each tried: a failure ends nothing
    # ... but a failure that ends the run (a server that never starts) skips the rest of it.
    session = FakeSession()
    session.fail_start["ng"] = CellStop("failed", None, "server failed to start", ends_run=True)
    controller, _, _, _ = build(tmp_path / "b", session=session)
    await controller.run()
    assert statuses(controller)["ng / w2"] == "skipped"


async def test_resume_takes_the_latest_record_with_a_final_status(tmp_path: Path) -> None:
    """A resume skips a configuration whose latest record is finished (a crash re-run to ok is done),
    and runs again one whose latest record has a status the product does not write."""
    first, _, _, _ = build(tmp_path)
    await first.run()
    store = ResultsStore(tmp_path / "results.jsonl")
    by_key = {r.key: r for r in store.load()}
    for key, status in (("base / w1", "crashed"), ("base / w1", "ok"), ("ng / w1", "mystery")):
        again = CellResult.from_dict({**by_key[key].to_dict(), "status": status})
        store.append(again)
    controller, _, _, measurer = build(tmp_path, resume=True)
    state = statuses(controller)
    assert state["base / w1"] == "ok" and state["ng / w1"] == "pending"
    assert {key for key, status in state.items() if status == "ok"} == set(state) - {"ng / w1"}
    await controller.run()
    assert measurer.measured == ["ng / w1"]


async def test_a_learned_rule_is_the_crash_context_of_the_run(tmp_path: Path) -> None:
    """The controller learns rules.context.crash_context (what the TUI's add-rule proposes): model and
    tp in, the draft model and non-scalar parameters out, the GPU the crash ran on."""
    from specdec_tui.domain.model import Hardware
    from specdec_tui.rules.context import crash_context

    text = SWEEP.replace(
        'speculative = { algorithm = "ngram", num_draft_tokens = 4 }\n[[run]]\nname = "ng-same"',
        'speculative = { algorithm = "ngram", num_draft_tokens = 4, draft_model = "/d" }\n'
        'tp = 2\n[[run]]\nname = "ng-same"',
    )

    def crash(cell: Cell, result: CellResult, _: Interrupts) -> None:
        raise CellStop("crashed", CUDA, "server crashed")

    for hardware in (Hardware(gpu_arch="sm_90"), Hardware()):
        folder = tmp_path / (hardware.gpu_arch or "none")
        controller, events, _, _ = build(folder, measurer=FakeMeasurer({"ng": crash}), text=text)
        controller.hardware = hardware
        await controller.run()
        learned = of(events, ev.RuleLearned)
        run = controller.cell("ng / w1").run
        assert len(learned) == 1 and learned[0].match == crash_context(controller.sweep, hardware, run)
        assert learned[0].match["tp"] == 2 and learned[0].match["model"] == "sim/model"
        assert "draft_model" not in learned[0].match and learned[0].match.get("gpu_arch") == hardware.gpu_arch
