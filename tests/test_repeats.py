"""Repeats (issue 14): ``repeats = N`` measures a cell N times on one server after one warm-up phase;
the record keeps every repeat, the means, and the intervals (Student t; the speedup's by Fieller over
the baseline's repeats); a resume keeps the repeats an interrupted run finished (repeats.jsonl, the
results file's crash-safe store). The controller runs with a fake session and a scripted measurer."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from test_controller_unit import CUDA, Events, FakeMeasurer, FakeSession, of

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell
from specdec_tui.domain.record import CellResult
from specdec_tui.measure.intervals import ratio_interval, summarize
from specdec_tui.run.controller import Controller
from specdec_tui.run.learning import RuleBook
from specdec_tui.run.persistence import ResultsKeeper
from specdec_tui.run.protocols import CellStop, Interrupts
from specdec_tui.run.repeats import REPEATS_FILENAME, RepeatingMeasurer, combine
from specdec_tui.run.results import ResultsStore, compute_speedups
from specdec_tui.sweepfile.config import SweepError, dump_sweep, loads_sweep

SWEEP = """
name = "rep"
repeats = 3
[server]
backend = "sim"
model = "sim/model"
[[workload]]
name = "w"
prompt_tokens = 16
output_tokens = 8
requests = 2
warmup_requests = 2
[[run]]
name = "base"
speculative = { algorithm = "none" }
[[run]]
name = "ng"
speculative = { algorithm = "ngram", num_draft_tokens = 4 }
"""

# Throughput of each repeat, per run, in the order they are measured.
FIGURES = {"base": [100.0, 104.0, 96.0], "ng": [150.0, 159.0, 147.0]}


class Scripted(FakeMeasurer):
    """The fake measurer with a throughput per repeat and the warm-up each measurement was given."""

    def __init__(self, scripts: dict[str, Any] | None = None) -> None:
        super().__init__(scripts)
        self.warmups: list[tuple[str, int]] = []
        self._next = {run: itertools.cycle(values) for run, values in FIGURES.items()}

    async def measure(self, cell: Cell, result: CellResult, session: Any, interrupts: Interrupts) -> None:
        self.warmups.append((cell.run.name, cell.workload.warmup_requests))
        await super().measure(cell, result, session, interrupts)
        if result.output_tok_s is not None and cell.run.name in self._next:
            result.output_tok_s = next(self._next[cell.run.name])
            result.ttft_ms_mean = result.output_tok_s / 10
            result.verify_steps, result.accepted_draft_tokens, result.proposed_draft_tokens = 10, 20, 40
            result.accept_histogram, result.accept_per_position = [1, 2, 3], [0.5 + len(self.warmups) / 100, 0.25]
            result.acceptance_source = "per-request"
            if len(self.warmups) == 5:
                result.warnings = ["host oversubscribed in the second repeat"]


def build(tmp_path: Path, measurer: Scripted, *, resume: bool = False, text: str = SWEEP) -> tuple[Controller, Events]:
    events = Events()
    sweep = loads_sweep(text, tmp_path / "s.toml")
    repeating = RepeatingMeasurer(measurer, ResultsStore(tmp_path / REPEATS_FILENAME), sink=events, resume=resume)
    controller = Controller(
        sweep, sink=events, session=FakeSession(), measurer=repeating,
        results=ResultsKeeper(ResultsStore(tmp_path / "results.jsonl"), events),
        rules=RuleBook(tmp_path / "known_crashes.toml", events), hardware=sweep.hardware,
        log_dir=tmp_path / "logs", resume=resume,
    )  # fmt: skip
    return controller, events


def records(tmp_path: Path) -> dict[str, CellResult]:
    return {r.key: r for r in ResultsStore(tmp_path / "results.jsonl").load()}


async def test_each_repeat_is_recorded_with_the_means_and_intervals(tmp_path: Path) -> None:
    measurer = Scripted()
    controller, events = build(tmp_path, measurer)
    summary = await controller.run()
    assert summary.counts == {"ok": 2}
    # one warm-up phase per server: the later repeats of a cell start measuring at once
    assert measurer.warmups == [("base", 2), ("base", 0), ("base", 0), ("ng", 2), ("ng", 0), ("ng", 0)]
    ng = records(tmp_path)["ng / w"]
    assert [r["repeat"] for r in ng.repeats] == [1, 2, 3]
    assert [r["output_tok_s"] for r in ng.repeats] == FIGURES["ng"]
    assert ng.output_tok_s == pytest.approx(152.0) and ng.requests_ok == 6 and ng.output_tokens_total == 48
    expected = summarize(FIGURES["ng"])
    tok_s = ng.intervals["output_tok_s"]
    assert tok_s["n"] == 3 and tok_s["mean"] == pytest.approx(expected.mean)
    assert tok_s["std"] == pytest.approx(expected.std, abs=1e-4) and tok_s["ci_low"] == pytest.approx(expected.ci_low, abs=1e-4)
    assert ng.intervals["ttft_ms_mean"]["mean"] == pytest.approx(15.2)
    # the acceptance detail: counts and histogram summed, per-position rates averaged
    assert (ng.verify_steps, ng.accepted_draft_tokens, ng.proposed_draft_tokens) == (30, 60, 120)
    assert ng.accept_histogram == [3, 6, 9] and ng.acceptance_source == "per-request"
    assert ng.accept_per_position == pytest.approx([0.55, 0.25])
    assert ng.warnings == ["host oversubscribed in the second repeat"]  # a middle repeat's warning stays
    speedup = ratio_interval(FIGURES["ng"], FIGURES["base"])
    shown = ng.intervals["speedup"]
    assert shown["mean"] == pytest.approx(speedup.ratio, abs=1e-4) == pytest.approx(ng.speedup, abs=1e-4)
    assert shown["ci_low"] == pytest.approx(speedup.ci_low, abs=1e-4) and shown["ci_high"] == pytest.approx(speedup.ci_high, abs=1e-4)
    assert shown["significant"] is True and shown["n"] == shown["n_base"] == 3
    assert "speedup" not in records(tmp_path)["base / w"].intervals  # the baseline's own is 1.0
    notices = [e.text for e in of(events, ev.Notice)]
    assert "ng / w: repeat 2 of 3" in notices
    assert len(ResultsStore(tmp_path / REPEATS_FILENAME).load()) == 6  # each repeat kept as it finished


async def test_a_cell_interrupted_after_two_of_three_repeats_resumes_at_the_third(tmp_path: Path) -> None:
    holder: list[Controller] = []
    calls = itertools.count(1)

    async def abort_in_third(cell: Cell, result: CellResult, interrupts: Interrupts) -> None:
        if next(calls) == 3:
            holder[0].abort()
            raise CellStop("skipped", None, "aborted")

    measurer = Scripted({"ng": abort_in_third})
    controller, _ = build(tmp_path, measurer)
    holder.append(controller)
    summary = await controller.run()
    assert summary.aborted and "ng / w" not in records(tmp_path)  # not recorded: --resume runs it
    kept = [r for r in ResultsStore(tmp_path / REPEATS_FILENAME).load() if r.run == "ng"]
    assert [r.repeats[0]["repeat"] for r in kept] == [1, 2]
    series = kept[0].started_at

    measurer = Scripted()
    measurer._next["ng"] = iter([147.0])  # what the third repeat measures now
    controller, events = build(tmp_path, measurer, resume=True)
    await controller.run()
    assert measurer.warmups == [("ng", 2)]  # only the third repeat ran, after its new server's warm-up
    ng = records(tmp_path)["ng / w"]
    assert [(r["repeat"], r["output_tok_s"]) for r in ng.repeats] == [(1, 150.0), (2, 159.0), (3, 147.0)]
    assert ng.started_at == series and ng.intervals["output_tok_s"]["n"] == 3
    assert "ng / w: 2 of 3 repeats kept from an earlier run" in [e.text for e in of(events, ev.Notice)]


async def test_without_resume_a_cell_measures_every_repeat_again(tmp_path: Path) -> None:
    calls = itertools.count(1)
    holder: list[Controller] = []

    async def abort_in_second(cell: Cell, result: CellResult, interrupts: Interrupts) -> None:
        if next(calls) == 2:
            holder[0].abort()
            raise CellStop("skipped", None, "aborted")

    controller, _ = build(tmp_path, Scripted({"base": abort_in_second}))
    holder.append(controller)
    await controller.run()
    measurer = Scripted()
    controller, _ = build(tmp_path, measurer)
    await controller.run()
    assert [run for run, _ in measurer.warmups] == ["base"] * 3 + ["ng"] * 3
    # ... and a later resume does not mix that interrupted series into a finished cell
    assert [r["repeat"] for r in records(tmp_path)["base / w"].repeats] == [1, 2, 3]


async def test_a_crash_in_a_repeat_records_the_finished_repeats_and_says_which(tmp_path: Path) -> None:
    calls = itertools.count(1)

    def crash_in_second(cell: Cell, result: CellResult, _: Interrupts) -> None:
        if next(calls) == 2:
            raise CellStop("crashed", CUDA, "server crashed during the workload")

    controller, _ = build(tmp_path, Scripted({"ng": crash_in_second}))
    await controller.run()
    ng = records(tmp_path)["ng / w"]
    assert ng.status == "crashed" and ng.triage_label == "cuda_illegal_memory_access"
    assert ng.reasons[0] == "server crashed during the workload (repeat 2 of 3)"
    assert [r["repeat"] for r in ng.repeats] == [1] and ng.speedup is None
    # the counts are the cell's: repeat 1's two requests and the crashed repeat's two, not its alone
    assert (ng.requests_ok, ng.output_tokens_total) == (4, 32)
    assert "1 of 3 repeats finished before it" in ng.reasons


async def test_a_crash_in_the_first_repeat_says_none_finished(tmp_path: Path) -> None:
    def crash(cell: Cell, result: CellResult, _: Interrupts) -> None:
        result.requests_ok, result.requests_failed = 1, 1
        raise CellStop("crashed", CUDA, "server crashed during the workload")

    controller, _ = build(tmp_path, Scripted({"ng": crash}))
    await controller.run()
    ng = records(tmp_path)["ng / w"]
    assert ng.repeats == [] and (ng.requests_ok, ng.requests_failed) == (1, 1)
    assert "none of its 3 repeats finished" in ng.reasons


async def test_the_repeat_journal_is_not_taken_for_a_results_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from specdec_tui.cli.main import main

    controller, _ = build(tmp_path, Scripted())
    await controller.run()
    journal = tmp_path / REPEATS_FILENAME
    for command in ("results", "report"):
        assert main([command, str(journal)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"{journal} is the per-repeat journal" in err
        assert str(tmp_path / "results.jsonl") in err
    assert main(["results", str(tmp_path)]) == 0  # the folder itself is fine
    capsys.readouterr()
    events = tmp_path / "events.jsonl"
    events.write_text('{"v":1,"t":"event","seq":1}\n{"v":1,"t":"event","seq":2}\n')
    assert main(["results", str(events)]) == 2
    assert "is not a results file: none of its 2 line(s) is a cell result" in capsys.readouterr().err


async def test_a_failed_repeat_fails_the_cell(tmp_path: Path) -> None:
    def fail(cell: Cell, result: CellResult, _: Interrupts) -> None:
        result.status, result.requests_failed, result.reasons = "failed", 1, ["1 of 3 requests failed"]

    measurer = Scripted({"ng": fail})
    controller, _ = build(tmp_path, measurer)
    await controller.run()
    ng = records(tmp_path)["ng / w"]
    assert ng.status == "failed"
    assert ng.reasons == ["repeat 1 of 3: 1 of 3 requests failed", "none of its 3 repeats finished"]
    assert (ng.requests_ok, ng.requests_failed) == (2, 1)  # the failed repeat's, counted once
    assert [run for run, _ in measurer.warmups].count("ng") == 1  # no more repeats after a failure


async def test_one_measurement_is_the_measurer_itself(tmp_path: Path) -> None:
    measurer = Scripted()
    controller, _ = build(tmp_path, measurer, text=SWEEP.replace("repeats = 3\n", ""))
    await controller.run()
    base = records(tmp_path)["base / w"]
    assert base.repeats == [] and base.intervals == {} and len(measurer.warmups) == 2
    assert not (tmp_path / REPEATS_FILENAME).exists()


def test_speedup_interval_needs_repeats_on_both_sides() -> None:
    base = CellResult("base", "w", "ok", algorithm="none", output_tok_s=100.0)
    cell = CellResult("ng", "w", "ok", algorithm="ngram", output_tok_s=150.0)
    combine(cell, [{"repeat": i, "output_tok_s": v} for i, v in enumerate([150.0, 152.0, 148.0], 1)])
    compute_speedups([base, cell])
    assert cell.speedup == 1.5 and "speedup" not in cell.intervals  # the baseline was measured once
    combine(base, [{"repeat": i, "output_tok_s": v} for i, v in enumerate([100.0, 140.0, 60.0], 1)])
    compute_speedups([base, cell])
    assert cell.intervals["speedup"]["significant"] is False  # a wide baseline: 1.0 is inside


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('repeats = 0', "'repeats' must be an integer from 1 to 1000, got 0"),
        ('repeats = "3"', "'repeats' must be an integer from 1 to 1000, got a string '3'"),
        ('repeats = 2.5', "'repeats' must be an integer from 1 to 1000"),
        ('repeats = true', "'repeats' must be an integer from 1 to 1000"),
    ],
)
def test_repeats_must_be_a_whole_number_of_at_least_one(text: str, message: str) -> None:
    top = SWEEP.replace("repeats = 3", text)
    with pytest.raises(SweepError) as caught:
        loads_sweep(top, "sweeps/x.toml")
    assert str(caught.value).startswith("sweeps/x.toml: ") and message in str(caught.value)
    in_workload = SWEEP.replace("repeats = 3\n", "").replace("warmup_requests = 2", f"warmup_requests = 2\n{text}")
    with pytest.raises(SweepError) as caught:
        loads_sweep(in_workload, "sweeps/x.toml")
    assert "sweeps/x.toml: [[workload]] #1 'w': " in str(caught.value) and message in str(caught.value)


def test_repeats_in_a_workload_override_the_top_level_and_survive_writing() -> None:
    text = SWEEP + '[[workload]]\nname = "once"\nprompt_tokens = 8\noutput_tokens = 8\nrepeats = 1\n'
    sweep = loads_sweep(text)
    assert sweep.repeats == 3 and [w.measurements for w in sweep.workloads] == [3, 1]
    again = loads_sweep(dump_sweep(sweep))
    assert again.repeats == 3 and [w.repeats for w in again.workloads] == [3, 1]
    assert "repeats = 1" in dump_sweep(sweep) and dump_sweep(sweep).count("repeats = 3") == 1


def test_headless_shows_the_repeats_and_the_speedup_interval() -> None:
    import io

    from specdec_tui.headless import HeadlessPrinter, final_table

    base = CellResult("base", "w", "ok", algorithm="none")
    fast = CellResult("ng", "w", "ok", algorithm="ngram")
    close = CellResult("ng2", "w", "ok", algorithm="ngram")
    combine(base, [{"repeat": i, "output_tok_s": v} for i, v in enumerate(FIGURES["base"], 1)])
    combine(fast, [{"repeat": i, "output_tok_s": v} for i, v in enumerate(FIGURES["ng"], 1)])
    combine(close, [{"repeat": i, "output_tok_s": v} for i, v in enumerate([101.0, 97.0, 105.0], 1)])
    compute_speedups([base, fast, close])
    out = io.StringIO()
    printer = HeadlessPrinter(stream=out, width=200)
    for result in (fast, close):
        printer(ev.CellFinished(result))
    text = out.getvalue()
    half = (fast.intervals["speedup"]["ci_high"] - fast.intervals["speedup"]["ci_low"]) / 2
    assert f"OK ng / w: 152.0 tok/s ±{(fast.intervals['output_tok_s']['ci_high'] - 152.0):.1f}" in text
    assert f"speedup 1.52x ±{half:.2f} (" in text and "3 repeats: 150.0, 159.0, 147.0 tok/s" in text
    assert "speedup 1.01x ±" in text  # a gap the interval cannot tell from none:
    assert next(line for line in text.splitlines() if "ng2 / w" in line).endswith("n.s.")
    table = final_table([base, fast, close], 120)
    assert f"1.52x ±{half:.2f}" in table and "n.s." in table.splitlines()[-1]
