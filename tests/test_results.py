"""The results file: durable appends, torn lines, resume keys, speedups, exports, ``specdec results``."""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest

from specdec_tui.cli.main import main
from specdec_tui.domain.record import CellResult
from specdec_tui.run.results import ResultsStore, compute_speedups, result_rows, to_csv, to_json, to_markdown


def cell(run: str, workload: str = "short", status: str = "ok", tok_s: float | None = 100.0, **kw: object) -> CellResult:
    algorithm = kw.pop("algorithm", "none" if run == "baseline" else "ddtree")
    return CellResult(run=run, workload=workload, status=status, output_tok_s=tok_s, algorithm=str(algorithm),
                      **kw)  # type: ignore[arg-type]


def test_append_creates_dirs_and_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "dir" / "results.jsonl"
    store = ResultsStore(path)
    first = cell("baseline", argv=["python", "-m", "sglang.launch_server"], speculative={"algorithm": "none"},
                 errors=["HTTP 400: too long"], ttft_ms_p50=12.5)
    store.append(first)
    store.append(cell("ddtree-b16", tok_s=180.0))
    lines = path.read_bytes().split(b"\n")
    assert len(lines) == 3 and lines[-1] == b""  # one line per record, newline-terminated
    loaded = store.load()
    assert loaded[0] == first
    assert [r.key for r in loaded] == ["baseline / short", "ddtree-b16 / short"]
    assert store.warnings == []


def test_nan_is_recorded_as_null(tmp_path: Path) -> None:
    store = ResultsStore(tmp_path / "r.jsonl")
    store.append(cell("baseline", tok_s=float("nan")))
    assert json.loads((tmp_path / "r.jsonl").read_text())["output_tok_s"] is None


def test_torn_last_line_is_skipped_and_next_append_starts_clean(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    store = ResultsStore(path)
    store.append(cell("baseline"))
    with open(path, "ab") as handle:  # a write cut short by power loss
        handle.write(b'{"run": "ddtree-b8", "workload": "short", "sta')
    assert [r.run for r in store.load()] == ["baseline"]
    assert len(store.warnings) == 1 and "torn last line" in store.warnings[0] and ":2:" in store.warnings[0]
    store.append(cell("ddtree-b8", status="crashed"))
    assert [r.run for r in store.load()] == ["baseline", "ddtree-b8"]
    assert len(store.warnings) == 1 and "unreadable line" in store.warnings[0]


def test_garbled_lines_never_crash(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    good = json.dumps(cell("baseline").to_dict())
    path.write_bytes(
        b"\xff\xfe\x00garbage\n"
        + good.encode() + b"\n"
        + b"[1, 2, 3]\n"
        + b'{"run": "x"}\n'
        + b'{"run": "x", "workload": "w", "status": "ok", "unknown_future_field": 1}\n'
        + b"\n"
        + b'{"run": "y", "workload": "w", "status": "ok", "requests_ok": "\\u001b]0;t\\u0007"}\n'
        + b'{"run": "z", "workload": "w", "status": "ok", "output_tok_s": 12, "speedup": null}\n'
    )
    store = ResultsStore(path)
    results = store.load()
    assert [r.run for r in results] == ["baseline", "x", "z"]
    assert len(store.warnings) == 4
    assert "'requests_ok' has a str value" in store.warnings[3]
    assert all("\x1b" not in w and "\x00" not in w for w in store.warnings)


def test_missing_file_loads_empty(tmp_path: Path) -> None:
    assert ResultsStore(tmp_path / "none.jsonl").load() == []


def test_append_is_fsynced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    ResultsStore(tmp_path / "r.jsonl").append(cell("baseline"))
    assert len(synced) == 1


def test_latest_record_per_cell(tmp_path: Path) -> None:
    store = ResultsStore(tmp_path / "results.jsonl")
    store.append(cell("ddtree-b8", status="crashed"))
    store.append(cell("baseline"))
    store.append(cell("ddtree-b8", status="ok", tok_s=50.0))  # re-queued: the latest record wins
    store.append(cell("ddtree-b16", status="mystery"))  # not a status the product writes
    latest = store.latest()
    assert list(latest) == ["ddtree-b8 / short", "baseline / short", "ddtree-b16 / short"]  # first-seen order
    assert latest["ddtree-b8 / short"].status == "ok" and latest["ddtree-b8 / short"].output_tok_s == 50.0
    # What a resume takes as done (the latest record of a configuration, with a final status) is
    # checked on the resume itself: test_controller_unit.test_resume_takes_the_latest_record_with_a_final_status


def test_speedups() -> None:
    results = [
        cell("baseline", "short", tok_s=100.0),
        cell("ddtree-b16", "short", tok_s=250.0),
        cell("ddtree-b8", "short", status="crashed", tok_s=3.0, speedup=9.0),
        cell("ddtree-b16", "long", tok_s=80.0),  # no baseline for 'long'
        cell("baseline", "mid", status="failed", tok_s=None),
        cell("ddtree-b16", "mid", tok_s=120.0),  # baseline failed: no speedup
        cell("eagle", "short", tok_s=None),
    ]
    compute_speedups(results)
    assert [r.speedup for r in results] == [1.0, 2.5, None, None, None, None, None]


def test_a_speedup_over_a_baseline_with_warnings_carries_them() -> None:
    """A baseline measured on an overloaded host makes every speedup over it suspect: seen on a real
    CPU sweep, whose first baseline ran 7x slow and made n-gram look 9.67x faster, with no mark."""
    busy = "host oversubscribed: its 2 CPUs were 100% busy"
    results = [
        cell("baseline", "short", tok_s=10.0, warnings=[busy]),
        cell("ngram", "short", tok_s=97.0),
        cell("eagle", "short", tok_s=50.0, warnings=["acceptance disagrees"]),
        cell("baseline", "long", tok_s=100.0),
        cell("ngram", "long", tok_s=150.0),
        cell("broken", "short", status="crashed", tok_s=None),
    ]
    compute_speedups(results)
    assert [r.baseline_warnings for r in results] == [[], [f"its baseline (baseline): {busy}"],
                                                      [f"its baseline (baseline): {busy}"], [], [], []]
    assert results[0].caveats == [busy]  # the baseline's own warning, once
    assert results[2].caveats == ["acceptance disagrees", f"its baseline (baseline): {busy}"]
    assert results[4].caveats == []
    # derived, not accumulated: computing again (each view does) gives the same, and a clean baseline clears it
    compute_speedups(results)
    assert results[1].baseline_warnings == [f"its baseline (baseline): {busy}"]
    results[0].warnings = []
    compute_speedups(results)
    assert results[1].baseline_warnings == [] and results[1].caveats == []


def test_the_final_table_marks_a_speedup_over_a_suspect_baseline() -> None:
    from specdec_tui.headless import final_table

    results = [cell("baseline", tok_s=10.0, warnings=["host oversubscribed: load average 9.0 on 2 CPUs"]),
               cell("ngram", tok_s=97.0)]
    compute_speedups(results)
    text = final_table(results, width=100)
    assert "9.70x!" in text or "9.70×!" in text, text
    assert "ngram / short: its baseline (baseline): host oversubscribed" in text


def test_the_final_table_follows_the_queue_not_the_finish_order(tmp_path: Path) -> None:
    # parallel executors (GPU slots, Slurm) finish cells out of the sweep's order; the table after the run does not
    from specdec_tui.cli.commands.run import _final_table

    store = ResultsStore(tmp_path / "results.jsonl")
    for run in ("ngram", "ddtree-b16", "baseline"):  # as they finished
        store.append(cell(run))
    unsaved = [cell("eagle3")]  # a result that could not be written goes in its place too
    queue = ["baseline / short", "eagle3 / short", "ddtree-b16 / short", "ngram / short"]
    rows = [line.split()[0] for line in _final_table(store.path, unsaved, queue).splitlines()[2:6]]
    assert rows == ["baseline", "eagle3", "ddtree-b16", "ngram"]
    rows = [line.split()[0] for line in _final_table(store.path, unsaved).splitlines()[2:6]]
    assert rows == ["ngram", "ddtree-b16", "baseline", "eagle3"]  # no queue known: as recorded


def test_csv_export_has_every_field() -> None:
    results = [cell("baseline", argv=["a", "b,c"], reasons=['x "quoted"']), cell("ddtree-b16", tok_s=None)]
    rows = list(csv.DictReader(io.StringIO(to_csv(results))))
    assert len(rows) == 2
    assert rows[0]["run"] == "baseline" and rows[0]["output_tok_s"] == "100.0"
    assert json.loads(rows[0]["argv"]) == ["a", "b,c"]
    assert json.loads(rows[0]["reasons"]) == ['x "quoted"']
    assert rows[1]["output_tok_s"] == ""
    assert set(rows[0]) == set(CellResult("r", "w", "ok").to_dict()) | {"figures"}
    assert rows[0]["figures"] == "measured"


def test_json_export_round_trips() -> None:
    results = [cell("baseline"), cell("ddtree-b16", status="crashed", triage_label="cuda_illegal_instruction")]
    assert [CellResult.from_dict(d) for d in json.loads(to_json(results))] == results


def test_markdown_table() -> None:
    results = [
        cell("baseline", ttft_ms_p50=41.26, tpot_ms_p50=28.571, speedup=1.0),
        cell("ddtree-b16", tok_s=212.345, accept_length=3.456, accept_rate=0.61, speedup=2.1234),
        cell("ddtree-b8", status="crashed", tok_s=None, triage_label="cuda_illegal_instruction"),
        cell("baseline", "long-context", status="invalid", tok_s=None, reasons=["30000 + 256 > 32768 (context_length)"]),
        cell("evil|run\x1b[2J", status="failed", tok_s=None),
    ]
    lines = to_markdown(results).splitlines()
    assert lines[0] == ("| run | workload | parameters | status | attempt | tok/s | TTFT p50 ms | TPOT p50 ms | "
                        "accept len | accept rate | speedup | label |")
    assert lines[2] == "| baseline | short |  | ok | 1 | 100.0 | 41.3 | 28.57 |  |  | 1.00x |  |"
    assert lines[3] == "| ddtree-b16 | short |  | ok | 1 | 212.3 |  |  | 3.46 | 0.61 | 2.12x |  |"
    assert lines[4].endswith("| cuda_illegal_instruction |") and "| crashed |" in lines[4]
    assert lines[5].endswith("| 30000 + 256 > 32768 (context_length) |")
    assert "\x1b" not in lines[6] and "evil\\|run" in lines[6]
    assert len(lines) == 7


# ------------------------------------------------------------------------------------ the command
def _write(path: Path, results: list[CellResult]) -> None:
    store = ResultsStore(path)
    for result in results:
        store.append(result)


def test_specdec_results_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    directory = tmp_path / "run1"
    _write(directory / "results.jsonl", [cell("baseline", tok_s=100.0), cell("ddtree-b16", tok_s=150.0)])
    with open(directory / "results.jsonl", "ab") as handle:
        handle.write(b'{"run": "torn')
    assert main(["results", str(directory)]) == 0
    out, err = capsys.readouterr()
    assert "| ddtree-b16 | short |  | ok | 1 | 150.0 |" in out and "1.50x" in out  # speedups recomputed
    assert "torn last line" in err
    assert main(["results", str(directory / "results.jsonl"), "--format", "json"]) == 0
    out, _ = capsys.readouterr()
    assert [r["run"] for r in json.loads(out)] == ["baseline", "ddtree-b16"]
    target = tmp_path / "out.csv"
    assert main(["results", str(directory), "--format", "csv", "--output", str(target)]) == 0
    assert target.read_text().startswith("run,workload,status,")


def test_specdec_results_missing_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["results", str(tmp_path / "nope")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no such results file" in err


# ------------------------------------------------------------------------------------ identity and rows
def test_rows_keep_a_crash_beside_a_later_result_of_another_configuration() -> None:
    """Issue 20: a re-run of an edited config under the old name used to replace the crash everywhere."""
    records = [
        cell("baseline", "chat", tok_s=100.0, speculative={"algorithm": "none"}),
        cell("ddtree-b12", "chat", status="crashed", tok_s=None, speculative={"algorithm": "ddtree", "budget": 12},
             triage_label="cuda_illegal_instruction"),
        # an older version re-ran the edited run under its old name at budget 20
        cell("ddtree-b12", "chat", tok_s=190.0, speculative={"algorithm": "ddtree", "budget": 20}),
        cell("ddtree-b16", "chat", status="crashed", tok_s=None, speculative={"algorithm": "ddtree", "budget": 16}),
        cell("ddtree-b16", "chat", tok_s=150.0, speculative={"algorithm": "ddtree", "budget": 16}, attempt=2),
    ]
    rows = result_rows(records)
    assert [(r.latest.run, r.latest.status, len(r.attempts)) for r in rows] == [
        ("baseline", "ok", 1), ("ddtree-b12", "crashed", 1), ("ddtree-b12", "ok", 1), ("ddtree-b16", "ok", 2),
    ]
    assert rows[1].row_id != rows[2].row_id and rows[1].row_id.startswith("ddtree-b12 / chat")
    assert rows[3].row_id == "ddtree-b16 / chat" and [r.status for r in rows[3].earlier] == ["crashed"]
    assert [r.latest.speedup for r in rows] == [1.0, None, 1.9, 1.5]


def test_speedups_use_a_baseline_from_an_earlier_pass_of_the_same_workload() -> None:
    chat = {"prompt_tokens_min": 200, "prompt_tokens_max": 800, "output_tokens": 128}
    longer = {**chat, "output_tokens": 512}
    records = [
        cell("baseline", "chat", tok_s=100.0, workload_params=chat),  # pass 1 (then killed)
        cell("ddtree-b16", "chat", tok_s=200.0, workload_params=chat),  # pass 2 (--resume)
        cell("ddtree-b32", "chat", tok_s=300.0, workload_params=longer),  # another workload definition
    ]
    rows = result_rows(records[1:])  # the rows of pass 2 alone have no baseline...
    assert [r.latest.speedup for r in rows] == [None, None]
    assert [r.latest.speedup for r in result_rows(records)] == [1.0, 2.0, None]  # ...the folder has one


def test_specdec_results_lists_every_configuration_and_attempt(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path / "results.jsonl", [
        cell("baseline", "chat", tok_s=100.0, speculative={"algorithm": "none"}),
        cell("ddtree-b12", "chat", status="crashed", tok_s=None, speculative={"algorithm": "ddtree", "budget": 12},
             triage_label="cuda_illegal_instruction"),
        cell("ddtree-b20", "chat", tok_s=190.0, speculative={"algorithm": "ddtree", "budget": 20}),
    ])
    assert main(["results", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "| ddtree-b12 | chat | budget=12 | crashed | 1 |" in out
    assert "| ddtree-b20 | chat | budget=20 | ok | 1 | 190.0 |" in out and "1.90x" in out
    assert main(["results", str(tmp_path), "--all", "--format", "json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 3


def test_markdown_keeps_the_whole_reason() -> None:
    reason = "CUDA error: an illegal instruction was encountered " * 4
    text = to_markdown([cell("ddtree-b8", status="crashed", tok_s=None, reasons=[reason])])
    assert "more chars" not in text and reason.strip() in text


def test_rows_follow_the_order_cells_started_not_the_order_they_finished(tmp_path: Path) -> None:
    # two slots: the second cell (started later) finished first and was written first
    store = ResultsStore(tmp_path / "results.jsonl")
    store.append(cell("ngram", started_at="2026-12-04T10:00:05+00:00"))
    store.append(cell("baseline", started_at="2026-12-04T10:00:01+00:00"))
    store.append(cell("eagle3", started_at="2026-12-04T11:00:03+01:00"))  # 10:00:03 UTC, another zone
    assert [row.key for row in result_rows(store.load())] == ["baseline / short", "eagle3 / short", "ngram / short"]
    out = tmp_path / "r.csv"
    assert main(["results", str(tmp_path), "--format", "csv", "-o", str(out)]) == 0
    assert [r["run"] for r in csv.DictReader(out.open())] == ["baseline", "eagle3", "ngram"]
    # a record without a start time (an older file): the file's order is kept
    store.append(cell("draft", workload="long"))
    assert [row.key for row in result_rows(store.load())][:2] == ["ngram / short", "baseline / short"]
