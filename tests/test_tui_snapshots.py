"""Snapshots of the main views at 80x24 (pytest-textual-snapshot; ``--snapshot-update`` to accept).

Deterministic: a frozen clock, the fake controller, no user keymap or themes, a fixed results folder,
no blink.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input
from tui_harness import FATAL, Harness, isolated_config, select_row, wait_for

from specdec_tui.domain import events as ev
from specdec_tui.tui.screens.edit_cell import EditCellScreen
from specdec_tui.tui.widgets.queue_table import QueueTable
from specdec_tui.tui.widgets.results_table import ResultsTable

__all__ = ["isolated_config"]  # the autouse fixture, imported so pytest finds it

SnapCompare = Callable[..., bool]


async def settle(pilot: Pilot[Any]) -> None:
    """Freeze what would otherwise differ from run to run."""
    for widget in pilot.app.screen.query(Input):
        widget.cursor_blink = False
    pilot.app.clear_notifications()
    # The header names the results folder: pytest's differs on every run.
    pilot.app.identity = dataclasses.replace(pilot.app.identity, results_dir="specdec-results/fake-sweep")
    await pilot.pause()


async def crashed_sweep(h: Harness, pilot: Pilot[Any]) -> None:
    table = pilot.app.query_one(QueueTable)
    await wait_for(pilot, lambda: len(table.states) == 8)
    h.fake.finish_cell("baseline / short", output_tok_s=101.5, ttft_ms_p50=31.0, itl_ms_p50=9.7)
    h.fake.emit(ev.ServerStarting("ddtree-b8", ("python", "-m", "specdec_tui.sim", "--api-key", "***"), "logs/b8.log"))
    h.fake.emit(ev.ServerLog(tuple(f"[2026-01-01 00:00:{i % 60:02d}] Decode batch. #running-req: 1, accept len: 2.{i % 10}"
                                   for i in range(1, 40)), 1))
    h.fake.emit(ev.ServerLog(("Traceback (most recent call last):", FATAL), 40))
    h.fake.start_cell("ddtree-b8 / short")
    h.fake.crash_cell("ddtree-b8 / short", lineno=41, text=FATAL)
    h.fake.finish_cell("ddtree-b16 / short", output_tok_s=187.3, accept_length=3.41, accept_rate=0.79,
                       ttft_ms_p50=35.0, itl_ms_p50=5.2)
    h.fake.emit(ev.GpuSample((), None, "no NVIDIA GPU: NVML library not found"))
    await wait_for(pilot, lambda: len(pilot.app.query_one(ResultsTable).results) == 3)


def scenario(h: Harness, *keys: str, then: Callable[[Pilot[Any]], Awaitable[None]] | None = None) -> Callable[
        [Pilot[Any]], Awaitable[None]]:
    async def run_before(pilot: Pilot[Any]) -> None:
        await crashed_sweep(h, pilot)
        if keys:
            await pilot.press(*keys)
        if then is not None:
            await then(pilot)
        await settle(pilot)

    return run_before


@pytest.mark.slow  # measured 1.6 s
def test_queue_after_a_crash(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path)
    assert snap_compare(h.app, run_before=scenario(h, "down", "down"))


@pytest.mark.slow  # measured 2.4 s
def test_results_with_speedups(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path)
    assert snap_compare(h.app, run_before=scenario(h, "2"))


@pytest.mark.slow  # measured 3.9 s
def test_log_at_the_fatal_line(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path)
    assert snap_compare(h.app, run_before=scenario(h, "3", "f"))


@pytest.mark.slow  # measured 2.3 s
def test_gpu_pane_without_a_gpu(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path)
    assert snap_compare(h.app, run_before=scenario(h, "4"))


@pytest.mark.slow  # measured 4.5 s
def test_edit_form_revalidating(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path)

    async def open_editor(pilot: Pilot[Any]) -> None:
        await select_row(pilot, "ddtree-b16 / long-context")
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, EditCellScreen))
        pilot.app.screen.query_one("#f-wl-prompt_tokens_max", Input).value = "25000"
        await pilot.pause()

    assert snap_compare(h.app, run_before=scenario(h, then=open_editor))


@pytest.mark.slow  # measured 1.4 s
def test_queue_in_the_light_theme(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path, theme="light")
    assert snap_compare(h.app, run_before=scenario(h))


@pytest.mark.slow  # measured 1.3 s
def test_queue_in_the_high_contrast_theme(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path, theme="high-contrast")
    assert snap_compare(h.app, run_before=scenario(h))


@pytest.mark.slow  # measured 3.5 s
def test_abort_dialog_over_crash_notifications(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The dialog's buttons and the table stay readable while crash notifications arrive."""
    h = Harness(tmp_path)

    async def crashes_then_abort(pilot: Pilot[Any]) -> None:
        h.fake.start_cell("ddtree-b12 / short")
        h.fake.crash_cell("ddtree-b12 / short", lineno=7, text=FATAL)
        await wait_for(pilot, lambda: len(pilot.app.query_one(ResultsTable).results) == 4)
        await pilot.press("X")
        await wait_for(pilot, lambda: type(pilot.app.screen).__name__ == "ConfirmScreen")
        pilot.app.notify("another crash while the dialog is open", severity="error")
        await pilot.pause()

    assert snap_compare(h.app, run_before=scenario(h, then=crashes_then_abort))


@pytest.mark.slow  # measured 2.2 s
def test_notifications_list(snap_compare: SnapCompare, tmp_path: Path) -> None:
    h = Harness(tmp_path)
    assert snap_compare(h.app, run_before=scenario(h, "n"))
