"""Quitting the TUI while attached to a background sweep: leave it running (the default) or stop it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_fakes import FakeController, demo_like_sweep, screen_text
from tui_harness import isolated_config, wait_for

from specdec_tui.domain import events as ev
from specdec_tui.tui.app import SpecdecApp
from specdec_tui.tui.screens.dialogs import LeaveOrStopScreen

__all__ = ["isolated_config"]


class DetachableController(FakeController):
    """A FakeController with what RemoteController adds: ``detach`` (the sweep goes on elsewhere)."""

    class record:
        id = "ab12cd"

    def detach(self) -> None:
        self.calls.append(("detach", ()))
        self.finished.set()  # run() returns: the app stops following


def make_app(tmp_path: Path) -> tuple[SpecdecApp, dict[str, Any]]:
    made: dict[str, Any] = {}

    def factory(sink: ev.EventSink) -> DetachableController:
        made["fake"] = DetachableController(demo_like_sweep(), sink=sink, results_dir=tmp_path)
        return made["fake"]

    return SpecdecApp(factory, clock=lambda: 0.0), made


@pytest.mark.parametrize(("keys", "call"), [(("enter",), "detach"), (("l",), "detach"), (("s",), "abort")])
async def test_quit_asks_leave_running_by_default_or_stop(tmp_path: Path, keys: tuple[str, ...], call: str) -> None:
    app, made = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, LeaveOrStopScreen))
        text = screen_text(app)
        assert "specdec attach ab12cd" in text and "Leave running (l/enter)" in text and "Stop the sweep (s)" in text
        await pilot.press(*keys)
        await wait_for(pilot, lambda: app.return_code is not None)
    calls = [name for name, _ in made["fake"].calls]
    assert call in calls and ({"detach", "abort"} - {call}).isdisjoint(calls)


async def test_escape_stays_attached(tmp_path: Path) -> None:
    app, made = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, LeaveOrStopScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, LeaveOrStopScreen))
        assert app.return_code is None and app.running
    assert not [c for c in made["fake"].calls if c[0] in ("detach", "abort")]
