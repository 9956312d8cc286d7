"""Datasets are parsed before the sweep's first verdicts, off the event loop: ``datasets.warm`` (each
selection once, errors cached), the TUI's loading state (the controller is built only after it), and
the headless runner's lines."""

from __future__ import annotations

import asyncio
import io
import threading
from pathlib import Path
from typing import Any

import pytest
from tui_fakes import FakeController, demo_like_sweep
from tui_harness import isolated_config, wait_for

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell
from specdec_tui.headless import HeadlessPrinter
from specdec_tui.measure import datasets
from specdec_tui.sweepfile.config import loads_sweep
from specdec_tui.tui.app import SpecdecApp
from specdec_tui.validate.checks import validate_cell

__all__ = ["isolated_config"]

FIX = Path(__file__).parent / "fixtures" / "datasets"


@pytest.fixture(autouse=True)
def _fresh_cache():
    datasets.clear_cache()
    yield
    datasets.clear_cache()


def _sweep(tmp_path: Path, workloads: str) -> Any:
    (tmp_path / "q.jsonl").write_bytes((FIX / "spec_bench_question.jsonl").read_bytes())
    text = f'name = "t"\n[server]\nbackend = "sim"\nmodel = "m"\n{workloads}\n[[run]]\nname = "base"\n'
    return loads_sweep(text, tmp_path / "s.toml")


def _count_parses(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    parsed: list[Path] = []
    real = datasets.parse_file

    def counting(path: Path, *args: Any, **kwargs: Any) -> Any:
        parsed.append(Path(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(datasets, "parse_file", counting)
    return parsed


# ---------------------------------------------------------------------------------------- warm
def test_warm_reads_each_selection_once_and_the_verdicts_then_read_the_cache(tmp_path, monkeypatch):
    sweep = _sweep(
        tmp_path,
        '[[workload]]\nname = "sb-c{concurrency}"\ndataset = "q.jsonl"\nsample = 1\nconcurrency = [1, 4]\n'
        'output_tokens = 16\n[[workload]]\nname = "synthetic"\nprompt_tokens = 8\noutput_tokens = 8',
    )
    parsed = _count_parses(monkeypatch)
    reported: list[str] = []
    ticks = iter(range(100))
    warmed = datasets.warm([c.workload for c in sweep.cells()], reported.append, clock=lambda: float(next(ticks)))
    # two workloads (concurrency 1 and 4) select the same prompts: one entry, one parse
    assert len(warmed) == 1 and warmed[0].prompts == 6 and warmed[0].error is None and warmed[0].seconds == 1.0
    assert reported == [f"{tmp_path / 'q.jsonl'} ({(tmp_path / 'q.jsonl').stat().st_size / 1e3:.0f} kB)"]
    assert len(parsed) == 1
    for cell in sweep.cells():
        assert validate_cell(sweep, cell).runnable
    assert len(parsed) == 1  # the verdicts read the cache
    assert datasets.warm([c.workload for c in sweep.cells()]) == []  # nothing left to read


def test_a_broken_dataset_is_parsed_once_and_every_verdict_names_it(tmp_path, monkeypatch):
    (tmp_path / "bad.jsonl").write_text('{"prompt": "broken\n{"answer": 1}\n')  # no usable record
    sweep = _sweep(tmp_path, '[[workload]]\nname = "b"\ndataset = "bad.jsonl"\noutput_tokens = 8')
    parsed = _count_parses(monkeypatch)
    warmed = datasets.warm(sweep.workloads)
    assert warmed[0].error is not None and "bad.jsonl:" in warmed[0].error
    for _ in range(3):
        verdict = validate_cell(sweep, Cell(sweep.runs[0], sweep.workloads[0]))
        assert not verdict.runnable and "bad.jsonl:" in str(verdict)
    assert len(parsed) == 1


def test_warm_skips_a_missing_file_for_the_verdict_to_name(tmp_path):
    sweep = _sweep(tmp_path, '[[workload]]\nname = "g"\ndataset = "q.jsonl"\noutput_tokens = 8')
    (tmp_path / "q.jsonl").unlink()
    assert datasets.warm(sweep.workloads) == []
    verdict = validate_cell(sweep, Cell(sweep.runs[0], sweep.workloads[0]))
    assert not verdict.runnable and "no such file" in str(verdict)


# ---------------------------------------------------------------------------------------- TUI
async def test_tui_shows_loading_and_builds_the_controller_after_prepare(tmp_path):
    release = threading.Event()
    built: list[FakeController] = []

    def prepare(report: Any) -> list[datasets.Warmed]:
        report("sharegpt (125.3 MB)")
        assert release.wait(5)
        return [datasets.Warmed("sharegpt (125.3 MB)", 2.5, 200)]

    def factory(sink: ev.EventSink) -> FakeController:
        built.append(FakeController(demo_like_sweep(), sink=sink, results_dir=tmp_path))
        return built[-1]

    app = SpecdecApp(factory, clock=lambda: 0.0, prepare=prepare)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.status.current == "dataset sharegpt (125.3 MB) …")
        assert app.status.state == "loading" and not built
        await pilot.press("1")  # the UI answers while the thread parses
        assert not built
        release.set()
        await wait_for(pilot, lambda: bool(built) and app.status.state == "running")
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        assert any("sharegpt (125.3 MB): 200 prompts in 2.5 s" in n.message for n in app.notices.newest_first())
        built[0].finished.set()


async def test_tui_opens_the_sweep_when_prepare_fails(tmp_path):
    def prepare(report: Any) -> None:
        raise OSError("disk on fire")

    built: list[FakeController] = []

    def factory(sink: ev.EventSink) -> FakeController:
        built.append(FakeController(demo_like_sweep(), sink=sink, results_dir=tmp_path))
        return built[-1]

    app = SpecdecApp(factory, clock=lambda: 0.0, prepare=prepare)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: bool(built) and app.status.state == "running")
        assert any("disk on fire" in n.message for n in app.notices.newest_first())
        built[0].finished.set()


# ---------------------------------------------------------------------------------------- headless
def test_headless_prints_a_line_per_dataset_before_the_sweep(tmp_path):
    from specdec_tui.cli.commands.run import load_datasets

    sweep = _sweep(tmp_path, '[[workload]]\nname = "sb"\ndataset = "q.jsonl"\nsample = 1\noutput_tokens = 16')
    stream = io.StringIO()
    asyncio.run(load_datasets(sweep, HeadlessPrinter(stream=stream)))
    lines = stream.getvalue().splitlines()
    assert "info: loading dataset" in lines[0] and "q.jsonl" in lines[0]
    assert "6 prompts in" in lines[1] and lines[1].endswith(" s")
    assert datasets.warm(sweep.workloads) == []  # cached for the controller's verdicts
