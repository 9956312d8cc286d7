"""A crashed or hung cell's partial figures (what it measured before it stopped) are never shown as
its measurement: the Markdown and CSV exports, the headless table, the TUI's Results table and the
per-category tables show a dash, and only the detail screen shows them, marked "partial". An
unbounded speedup interval reads ``±∞ n.s.`` in the TUI as everywhere else."""

from __future__ import annotations

import csv
import io

from textual.app import App, ComposeResult
from textual.widgets import Static

from specdec_tui.domain.record import CellResult
from specdec_tui.headless import final_table
from specdec_tui.report.summary import export_text, figures_by_identity
from specdec_tui.run.results import result_rows
from specdec_tui.tui.screens.run_detail import RunDetailScreen
from specdec_tui.tui.widgets.results_table import ResultsTable

CATS = {"math": {"tok_s": 50.0, "accept_length": 1.0}, "code": {"tok_s": 40.0, "accept_length": 1.0}}
PARTIAL_CATS = {"math": {"tok_s": 1743.7, "accept_length": 1.82}, "code": {"tok_s": 1500.0, "accept_length": 1.7}}


def records() -> list[CellResult]:
    return [
        CellResult("baseline", "w", "ok", algorithm="none", output_tok_s=2918.9, requests_ok=9, categories=CATS,
                   repeats=[{"repeat": i, "output_tok_s": v} for i, v in enumerate([1998.709, 3403.839], 1)]),
        CellResult("ngram", "w", "ok", algorithm="ngram", output_tok_s=3750.6, accept_length=1.98, requests_ok=6,
                   speculative={"algorithm": "ngram", "num_draft_tokens": 4},
                   repeats=[{"repeat": i, "output_tok_s": v} for i, v in enumerate([2413.533, 5087.605], 1)]),
        CellResult("crash2", "w", "crashed", algorithm="ngram", output_tok_s=1743.69, ttft_ms_p50=2.7,
                   tpot_ms_p50=0.13, accept_length=1.82, accept_rate=0.14, requests_ok=4, requests_failed=1,
                   speculative={"algorithm": "ngram", "num_draft_tokens": 7}, categories=PARTIAL_CATS,
                   triage_label="cuda_illegal_memory_access"),
    ]


def test_exports_and_the_headless_table_show_no_partial_figure() -> None:
    recs = records()
    latest = [row.latest for row in result_rows(recs)]
    md = export_text("md", latest, recs)
    crash_row = next(line for line in md.splitlines() if line.startswith("| crash2 "))
    assert "1743.7" not in crash_row and "1.82" not in crash_row and crash_row.count("| — ") == 6
    assert "1743" not in md and "1.82" not in md  # the per-category table leaves the crash out too
    rows = {r["run"]: r for r in csv.DictReader(io.StringIO(export_text("csv", latest, recs)))}
    crash = rows["crash2"]
    assert crash["output_tok_s"] == crash["accept_length"] == crash["speedup"] == crash["categories"] == ""
    assert crash["figures"] == "partial" and crash["requests_ok"] == "4"  # counts are facts, kept
    assert rows["ngram"]["figures"] == "measured" and rows["ngram"]["output_tok_s"] == "3750.6"
    table = final_table(latest, 120)
    line = next(t for t in table.splitlines() if t.startswith("crash2"))
    assert "1743" not in line and "1.82" not in line and line.count("—") == 5
    assert "1743" not in table.split("not ok:")[0]
    ngram = next(t for t in table.splitlines() if t.startswith("ngram"))
    assert ngram.endswith("1.39x ±∞ n.s.")  # the unbounded interval, not a bare 1.39x


class ResultsApp(App[None]):
    def compose(self) -> ComposeResult:
        yield ResultsTable()


async def test_the_results_table_shows_a_dash_for_a_crash_and_the_unbounded_interval() -> None:
    recs = records()
    rows = result_rows(recs)
    app = ResultsApp()
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.query_one(ResultsTable)
        table.show_rows(rows, figures_by_identity(rows, recs))
        await pilot.pause()
        cell = {key: str(table.get_cell("crash2 / w", key)) for key in ("tok_s", "speedup", "accept_length", "ttft")}
        assert set(cell.values()) == {"—"}, cell
        assert str(table.get_cell("ngram / w", "speedup")) == "1.39× ±∞ n.s."
        table.sort_by("tok_s")  # a partial figure does not sort among the measured ones
        assert table.ordered_ids()[-1] == "crash2 / w"
        # without the summaries over repeats (a live row): the record's own interval says the same
        table.set_results([rows[1].latest])
        await pilot.pause()
        assert str(table.get_cell("ngram / w", "speedup")) == "1.39× ±∞ n.s."


async def _detail_summary(cell: CellResult) -> str:
    """The summary text of ``cell``'s detail screen at 80x24."""
    app = ResultsApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(RunDetailScreen(None, cell, cell.key))
        await pilot.pause()
        return str(app.screen.query_one("#detail-summary", Static).render())


async def test_the_detail_screen_marks_the_partial_figures() -> None:
    text = await _detail_summary(records()[2])
    assert "partial (not a measurement)  1743.7 tok/s over 4 finished requests" in text
    assert "tok/s 1743" not in text and "speedup" not in text


async def test_the_detail_screen_says_why_a_cell_is_marked_with_a_warning() -> None:
    """The tables mark a cell that carries warnings with "!"; its detail screen is where the reason is read."""
    cell = records()[0]
    cell.warnings = ["host oversubscribed: its 2 CPUs were 100% busy; the figures measure the contention"]
    assert "! host oversubscribed: its 2 CPUs were 100% busy" in await _detail_summary(cell)


async def test_the_detail_screen_says_when_the_baseline_is_the_suspect_one() -> None:
    """A cell whose baseline carries a warning is marked "!" too; its detail screen says it is the baseline's."""
    cell = records()[0]
    cell.warnings = []
    cell.baseline_warnings = ["its baseline (baseline): host oversubscribed: its 2 CPUs were 100% busy"]
    assert "! its baseline (baseline): host oversubscribed" in await _detail_summary(cell)
