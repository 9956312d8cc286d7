"""Issue 13: a verdict that needs a dataset read never reads it on the event loop. An edit made while
the loop runs (the TUI's) shows the cell as ``loading`` and reads the dataset in a worker thread; the
controller waits for the verdict before it runs the cell. The reader here is a slow fake that blocks
until the test lets it go, and records the thread it ran on."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from test_controller_unit import SWEEP, Events, FakeMeasurer, FakeSession, of

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Workload
from specdec_tui.measure import datasets
from specdec_tui.run.controller import Controller
from specdec_tui.run.learning import RuleBook
from specdec_tui.run.persistence import ResultsKeeper
from specdec_tui.run.results import ResultsStore
from specdec_tui.sweepfile.config import loads_sweep

FIX = Path(__file__).parent / "fixtures" / "datasets"


class SlowReader:
    """Reads for real (``datasets.warm``), but only once released; remembers every calling thread."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.threads: list[int] = []
        self.batches: list[list[str]] = []

    def __call__(self, workloads: Iterable[Workload]) -> Any:
        workloads = list(workloads)
        self.threads.append(threading.get_ident())
        self.batches.append([w.name for w in workloads])
        self.started.set()
        if not self.release.wait(10):
            raise TimeoutError("never released")
        return datasets.warm(workloads)


@pytest.fixture(autouse=True)
def _fresh_cache() -> Any:
    datasets.clear_cache()
    yield
    datasets.clear_cache()


def _build(tmp_path: Path, reader: SlowReader) -> tuple[Controller, Events, FakeMeasurer]:
    events = Events()
    sweep = loads_sweep(SWEEP)
    measurer = FakeMeasurer()
    controller = Controller(
        sweep, sink=events, session=FakeSession(), measurer=measurer,
        results=ResultsKeeper(ResultsStore(tmp_path / "results.jsonl"), events),
        rules=RuleBook(tmp_path / "known_crashes.toml", events), hardware=sweep.hardware,
        log_dir=tmp_path / "logs", read_datasets=reader,
    )  # fmt: skip
    return controller, events, measurer


def _dataset_workload(tmp_path: Path, name: str = "w1") -> Workload:
    if not (tmp_path / "q.jsonl").exists():  # written again, it would be another file to read
        (tmp_path / "q.jsonl").write_bytes((FIX / "spec_bench_question.jsonl").read_bytes())
    text = (
        f'name = "d"\n[server]\nbackend = "sim"\nmodel = "m"\n[[workload]]\nname = "{name}"\n'
        f'dataset = "{tmp_path / "q.jsonl"}"\nsample = 2\noutput_tokens = 8\n[[run]]\nname = "base"\n'
    )
    return loads_sweep(text).workloads[0]


def _verdicts(controller: Controller, workload: str) -> set[str]:
    return {e.verdict.status for e in controller.entries if e.workload.name == workload}


async def _until(condition: Any, seconds: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.01)


async def test_an_edit_shows_loading_and_reads_the_dataset_in_a_worker_thread(tmp_path: Path) -> None:
    reader = SlowReader()
    controller, events, _ = _build(tmp_path, reader)
    loop_thread = threading.get_ident()
    controller.update_workload("w1", _dataset_workload(tmp_path))  # returns at once: nothing read yet
    assert _verdicts(controller, "w1") == {"loading"} and "loading" not in _verdicts(controller, "w2")
    shown = {c.key: c for c in of(events, ev.QueueChanged)[-1].cells}
    assert shown["base / w1"].verdict == "loading" and shown["base / w1"].reasons[0].startswith("reading ")
    # The loop keeps running while the reader is blocked in its thread.
    ticks = 0
    while not reader.started.is_set() or ticks < 50:
        await asyncio.sleep(0)
        ticks += 1
        assert ticks < 100_000, "the reader never started"
    assert controller.queue.reading and _verdicts(controller, "w1") == {"loading"}
    reader.release.set()
    await _until(lambda: not controller.queue.reading)
    assert _verdicts(controller, "w1") == _verdicts(controller, "w2") == {"valid", "warning"}  # ng-same: a twin
    assert of(events, ev.QueueChanged)[-1].cells[0].verdict == "valid"
    # one read for the three cells of the edit, never on the loop's thread
    assert reader.batches == [["w1", "w1", "w1"]] and loop_thread not in reader.threads
    controller.update_workload("w1", _dataset_workload(tmp_path))  # now cached: no read, no loading
    assert "loading" not in _verdicts(controller, "w1") and len(reader.batches) == 1


async def test_the_controller_runs_a_loading_cell_only_once_its_verdict_arrives(tmp_path: Path) -> None:
    reader = SlowReader()
    controller, _, measurer = _build(tmp_path, reader)
    controller.move_cell("base / w2", -10)  # the first cell to run has no dataset
    controller.update_workload("w1", _dataset_workload(tmp_path))
    running = asyncio.ensure_future(controller.run())
    await _until(lambda: reader.started.is_set() and measurer.measured)
    for _ in range(50):
        await asyncio.sleep(0)
    assert measurer.measured == ["base / w2"]  # waiting on base / w1's verdict; the loop is not blocked
    reader.release.set()
    summary = await asyncio.wait_for(running, 10)
    assert summary.counts == {"ok": 6} and measurer.measured[1] == "base / w1"
    assert threading.get_ident() not in reader.threads


async def test_a_reader_that_breaks_makes_the_cell_invalid_with_the_error(tmp_path: Path) -> None:
    def broken(workloads: Iterable[Workload]) -> None:
        raise MemoryError("out of memory reading it")

    events = Events()
    sweep = loads_sweep(SWEEP)
    controller = Controller(
        sweep, sink=events, session=FakeSession(), measurer=FakeMeasurer(),
        results=ResultsKeeper(ResultsStore(tmp_path / "results.jsonl"), events),
        rules=RuleBook(tmp_path / "known_crashes.toml", events), hardware=sweep.hardware,
        log_dir=tmp_path / "logs", read_datasets=broken,
    )  # fmt: skip
    controller.update_workload("w1", _dataset_workload(tmp_path))
    await _until(lambda: not controller.queue.reading)
    entry = controller.queue.entry("base / w1")
    assert entry.verdict.status == "invalid" and "MemoryError: out of memory reading it" in entry.verdict.reasons[0]


def test_without_a_running_loop_the_verdict_is_computed_at_once(tmp_path: Path) -> None:
    """validate, or a front end before its loop: reading blocks nobody, so no loading state."""
    reader = SlowReader()
    reader.release.set()
    controller, _, _ = _build(tmp_path, reader)
    controller.update_workload("w1", _dataset_workload(tmp_path))
    assert _verdicts(controller, "w1") == {"valid", "warning"} and reader.batches == []


async def test_the_edit_forms_verdict_says_loading_instead_of_reading_on_the_loop(tmp_path: Path) -> None:
    reader = SlowReader()
    controller, _, _ = _build(tmp_path, reader)
    cell = controller.cell("base / w1")
    verdict = controller.verdict_for(cell.run, _dataset_workload(tmp_path))
    assert verdict.status == "loading" and verdict.reasons[0].startswith("reading ")
    reader.release.set()
    await _until(lambda: not controller.queue.reading)
    assert controller.verdict_for(cell.run, _dataset_workload(tmp_path)).status == "valid"
    assert threading.get_ident() not in reader.threads
