"""The Categories view: the grid's data (pure) and Pilot flows at 80x24 and 120x40 (fake controller)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_fakes import screen_text
from tui_harness import Harness, isolated_config, wait_for

from specdec_tui.domain.record import CellResult
from specdec_tui.report.categories import (
    ALL,
    METRICS,
    build_grid,
    cell_figures,
    describe,
    workloads_with_categories,
)
from specdec_tui.tui.screens.categories import EMPTY, CategoriesScreen
from specdec_tui.tui.screens.run_detail import RunDetailScreen
from specdec_tui.tui.widgets.results_table import ResultsTable

__all__ = ["isolated_config"]


def figures(tok_s: float, *, speedup: float | None = None, length: float | None = None, n: int = 4) -> dict[str, Any]:
    return {
        "requests_ok": n, "requests_failed": 0, "output_tokens_total": int(tok_s * 10), "tok_s": tok_s,
        "accept_length": length, "accept_rate": None if length is None else round((length - 1) / 4, 4),
        "speedup": speedup, "ttft_ms_p50": 120.0, "itl_ms_p50": 14.5, "e2e_ms_p50": 2100.0,
    }  # fmt: skip


def base_and_spec() -> list[CellResult]:
    base = CellResult("baseline", "spec-bench", "ok", algorithm="none", speedup=1.0, output_tok_s=50.0)
    base.categories = {"coding": figures(20.0, speedup=1.0), "writing": figures(25.0, speedup=1.0)}
    spec = CellResult("ngram", "spec-bench", "ok", algorithm="ngram", speedup=1.6, accept_length=2.4,
                      output_tok_s=80.0)  # fmt: skip
    spec.categories = {"coding": figures(60.0, speedup=3.0, length=3.4), "writing": figures(25.0, speedup=1.0, length=1.3),
                       "math": figures(40.0, length=2.8)}  # fmt: skip
    crashed = CellResult("ddtree", "spec-bench", "crashed", algorithm="ddtree", triage_label="cuda_oom")
    other = CellResult("baseline", "short", "ok", algorithm="none")
    return [base, spec, crashed, other]


# ---------------------------------------------------------------------------------------------- data
def test_grid_is_categories_by_runs_baseline_first_with_the_cells_left_out() -> None:
    results = base_and_spec()
    assert workloads_with_categories(results) == ["spec-bench"]
    grid = build_grid(list(reversed(results)), "spec-bench")
    assert [c.label for c in grid.columns] == ["baseline", "ngram"]
    assert set(grid.categories) == {"coding", "writing", "math"}
    assert grid.left_out == ("ddtree (cuda_oom)",)
    assert grid.figures("math", 0) is None  # the baseline did not measure it
    speedup = METRICS[0]
    assert speedup.text(grid.figures("coding", 1) or {}) == "3.00× 3.40"
    assert speedup.text(grid.figures("math", 1) or {}) == "–× 2.80".replace("–×", "–")
    assert grid.sorted_categories(speedup, 1) == ["coding", "writing", "math"]  # unmeasured last


def test_the_all_row_is_the_cell_with_per_request_throughput() -> None:
    spec = base_and_spec()[1]
    whole = cell_figures(spec)
    assert whole["speedup"] == 1.6 and whole["accept_length"] == 2.4
    # 600 + 250 + 400 tokens over 10 + 10 + 10 s of request latency
    assert whole["tok_s"] == round(1250 / 30, 3)
    grid = build_grid(base_and_spec(), "spec-bench")
    assert "speedup 1.60×" in describe(grid, ALL, 1)
    assert describe(grid, "math", 0) == "math · baseline: not measured in this run"


def test_two_configurations_under_one_run_name_get_two_columns() -> None:
    a = CellResult("ngram", "w", "ok", algorithm="ngram", speculative={"n": 3}, categories={"x": figures(1.0)})
    b = CellResult("ngram", "w", "ok", algorithm="ngram", speculative={"n": 5}, categories={"x": figures(2.0)})
    labels = [c.label for c in build_grid([a, b], "w").columns]
    assert len(set(labels)) == 2 and all(label.startswith("ngram ·") for label in labels)


def test_hostile_category_names_are_made_safe() -> None:
    r = CellResult("run", "w", "ok", categories={"\x1b[31mred\x07": figures(1.0)})
    text = describe(build_grid([r], "w"), "\x1b[31mred\x07", 0)
    assert "\x1b" not in text and "\x07" not in text


# ---------------------------------------------------------------------------------------------- Pilot
def finish_dataset_cells(h: Harness) -> None:
    """The fake sweep's 'short' workload as if it were a dataset workload with categories."""
    h.fake.finish_cell("baseline / short", output_tok_s=100.0,
                       categories={"coding": figures(20.0, speedup=1.0), "writing": figures(25.0, speedup=1.0)})
    h.fake.finish_cell("ddtree-b16 / short", output_tok_s=190.0, accept_length=3.1,
                       categories={"coding": figures(60.0, speedup=3.0, length=3.4),
                                   "writing": figures(26.0, speedup=1.04, length=1.9)})  # fmt: skip


async def test_results_view_opens_the_categories_grid_and_follows_new_results(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        finish_dataset_cells(h)
        await wait_for(pilot, lambda: len(h.app.query_one(ResultsTable).results) == 2)
        await pilot.press("2")
        await pilot.press("C")
        await wait_for(pilot, lambda: isinstance(h.app.screen, CategoriesScreen))
        screen = h.app.screen
        assert isinstance(screen, CategoriesScreen)
        await pilot.pause()
        text = screen_text(h.app)
        assert "workload short" in text and "baseline" in text and "ddtree-b16" in text
        assert "3.00× 3.40" in text and "1.04× 1.90" in text
        assert screen.rows == ["coding", "writing", ALL]
        # the highlighted cell in full under the table
        assert "coding · baseline" in text and "TTFT p50 120 ms" in text
        # another run of the same workload finishes while the view is open: a third column
        h.fake.finish_cell("ddtree-b8 / short", output_tok_s=150.0,
                           categories={"coding": figures(45.0, speedup=2.25, length=2.9)})  # fmt: skip
        await wait_for(pilot, lambda: len(screen.grid.columns) == 3)
        await pilot.pause()
        assert "2.25× 2.90" in screen_text(h.app)
        # m: another figure for every cell
        await pilot.press("m")
        await pilot.pause()
        assert "output tok/s per request" in screen_text(h.app)
        assert screen.table.get_row("coding")[2].plain == "60.0"
        # o: sort the categories by the highlighted run (the baseline column: writing 25 > coding 20)
        await pilot.press("o")
        await pilot.pause()
        assert screen.rows == ["writing", "coding", ALL]
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(h.app.screen, CategoriesScreen))


async def test_detail_screen_opens_categories_on_its_run_at_120x40(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(120, 40), message_hook=h.messages.append) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        finish_dataset_cells(h)
        await wait_for(pilot, lambda: len(h.app.query_one(ResultsTable).results) == 2)
        await pilot.press("2")
        await pilot.press("down", "enter")
        await wait_for(pilot, lambda: isinstance(h.app.screen, RunDetailScreen))
        await pilot.press("C")
        await wait_for(pilot, lambda: isinstance(h.app.screen, CategoriesScreen))
        screen = h.app.screen
        assert isinstance(screen, CategoriesScreen)
        await pilot.pause()
        # the cursor starts on the detail's run
        assert "coding · ddtree-b16" in screen_text(h.app)
        # enter opens that run's cell detail
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(h.app.screen, RunDetailScreen))
        assert h.app.screen.key == "ddtree-b16 / short"  # type: ignore[attr-defined]


async def test_categories_view_without_categories_says_why(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        h.fake.finish_cell("baseline / short", output_tok_s=100.0)
        await wait_for(pilot, lambda: len(h.app.query_one(ResultsTable).results) == 1)
        await pilot.press("2")
        await pilot.press("C")
        await wait_for(pilot, lambda: isinstance(h.app.screen, CategoriesScreen))
        await pilot.pause()
        assert EMPTY.split(":")[0] in screen_text(h.app).replace("\n", " ")
        for key in ("m", "o", "w", "enter"):  # nothing to act on: nothing breaks
            await pilot.press(key)
        await pilot.pause()
        assert isinstance(h.app.screen, CategoriesScreen)


async def test_categories_keys_are_in_help_and_remappable(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        ids = h.app.binding_ids()
        assert {"results.categories", "detail.categories", "categories.metric", "categories.sort"} <= set(ids)
        assert any(c.title == "view: categories" for c in h.app.palette_commands())


def test_a_category_named_all_is_not_the_whole_cell() -> None:
    r = CellResult("run", "w", "ok", speedup=1.5, categories={"all": figures(1.0, speedup=9.0)})
    grid = build_grid([r], "w")
    assert (grid.figures("all", 0) or {})["speedup"] == 9.0
    assert (grid.figures(ALL, 0) or {})["speedup"] == 1.5


# ------------------------------------------------------------------------------------ intervals
def repeated(per_repeat: dict[str, list[float]], *, speedup: dict[str, float] | None = None) -> dict[str, Any]:
    """Per-category figures merged over repeats (the mean tok/s) and the repeats themselves."""
    n = len(next(iter(per_repeat.values())))
    categories = {name: figures(round(sum(v) / n, 3), speedup=(speedup or {}).get(name), length=2.5 if speedup else None)
                  for name, v in per_repeat.items()}  # fmt: skip
    repeats = [{"repeat": i + 1, "categories": {name: figures(v[i]) for name, v in per_repeat.items()}} for i in range(n)]
    return {"categories": categories, "repeats": repeats}


BASE_REPEATS = {"coding": [20.0, 21.0, 19.0], "writing": [25.0, 24.0, 26.0]}
SPEC_REPEATS = {"coding": [60.0, 62.0, 58.0], "writing": [22.0, 30.0, 26.5]}  # writing: no clear gain


def test_grid_cells_carry_their_interval_over_repeats_and_say_n_s() -> None:
    from specdec_tui.measure.intervals import ratio_interval, ratio_text

    base = CellResult("baseline", "w", "ok", algorithm="none", speedup=1.0, output_tok_s=50.0,
                      **repeated(BASE_REPEATS, speedup={"coding": 1.0, "writing": 1.0}))  # fmt: skip
    spec = CellResult("ngram", "w", "ok", algorithm="ngram", speedup=1.6, output_tok_s=80.0,
                      intervals={"speedup": {"n": 3, "n_base": 3, "mean": 1.6, "ci_low": 1.5, "ci_high": 1.7}},
                      **repeated(SPEC_REPEATS, speedup={"coding": 3.0, "writing": 1.05}))  # fmt: skip
    grid = build_grid([base, spec], "w")
    speedup = METRICS[0]
    coding = grid.cell_text(speedup, "coding", 1)
    expected = ratio_text(3.0, ratio_interval(SPEC_REPEATS["coding"], BASE_REPEATS["coding"]), suffix="×")
    assert coding == f"{expected} 2.50" and "±" in coding and "n.s." not in coding
    writing = grid.cell_text(speedup, "writing", 1)
    assert "±" in writing and writing.endswith("n.s. 2.50"), writing  # its interval holds 1.0
    assert grid.cell_text(speedup, ALL, 1) == "1.60× ±0.10 –"  # the cell's own interval, as Results shows it
    assert grid.cell_text(speedup, "coding", 0) == "1.00× 2.50"  # the baseline: no interval against itself
    tok_s = METRICS[1]
    assert grid.cell_text(tok_s, "coding", 1).startswith("60.0 ±")
    assert "±" in describe(grid, "coding", 1) and "(" in describe(grid, "coding", 1)  # the bounds below the grid
    # One measurement: no interval, nothing claimed.
    single = build_grid(base_and_spec(), "spec-bench")
    assert single.cell_text(speedup, "coding", 1) == "3.00× 3.40"


async def test_the_categories_grid_shows_intervals_within_80_columns(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        h.fake.finish_cell("baseline / short", output_tok_s=100.0, **repeated(BASE_REPEATS, speedup={"coding": 1.0, "writing": 1.0}))
        h.fake.finish_cell("ddtree-b16 / short", output_tok_s=190.0, accept_length=3.1,
                           **repeated(SPEC_REPEATS, speedup={"coding": 3.0, "writing": 1.05}))  # fmt: skip
        h.fake.finish_cell("ddtree-b8 / short", output_tok_s=150.0,
                           **repeated(SPEC_REPEATS, speedup={"coding": 3.0, "writing": 1.05}))  # fmt: skip
        await wait_for(pilot, lambda: len(h.app.query_one(ResultsTable).results) == 3)
        await pilot.press("2", "C")
        await wait_for(pilot, lambda: isinstance(h.app.screen, CategoriesScreen))
        await pilot.pause()
        lines = screen_text(h.app).splitlines()
        writing = next(line for line in lines if line.lstrip().startswith("writing"))
        assert writing.count("n.s.") == 2 and writing.count("±") == 2, writing  # both runs, whole on screen
        coding = next(line for line in lines if line.lstrip().startswith("coding"))
        assert coding.count("±") == 2 and "n.s." not in coding, coding
