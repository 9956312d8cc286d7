"""Shared pieces of the TUI's Pilot tests: an app over the fake controller, the message stream it
dispatched, and helpers that wait on the app instead of sleeping."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.message import Message
from textual.notifications import Notify
from textual.pilot import Pilot
from textual.widgets import Input
from tui_fakes import FakeController, demo_like_sweep

from specdec_tui.domain import events as ev
from specdec_tui.tui.app import SpecdecApp
from specdec_tui.tui.messages import ControllerEvent
from specdec_tui.tui.widgets.queue_table import QueueTable

FATAL = "RuntimeError: CUDA error: an illegal instruction was encountered"


@pytest.fixture(autouse=True)
def isolated_config(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No user keymap or user themes leak into the tests."""
    monkeypatch.setenv("SPECDEC_KEYMAP", str(tmp_path / "no-keymap.toml"))
    monkeypatch.setenv("SPECDEC_THEMES_DIR", str(tmp_path / "no-themes"))


class Harness:
    def __init__(self, tmp_path: Path, **app_kwargs: Any) -> None:
        self.controller: FakeController | None = None
        self.messages: list[Message] = []
        self.tmp_path = tmp_path

        def factory(sink: ev.EventSink) -> FakeController:
            self.controller = FakeController(demo_like_sweep(), sink=sink, results_dir=tmp_path)
            return self.controller

        self.app = SpecdecApp(factory, clock=lambda: 0.0, **app_kwargs)

    @property
    def fake(self) -> FakeController:
        assert self.controller is not None
        return self.controller

    def events(self, kind: type[ev.Event]) -> list[Any]:
        """Controller events of one type, as the app dispatched them."""
        return [m.event for m in self.messages if isinstance(m, ControllerEvent) and isinstance(m.event, kind)]

    def notifications(self) -> list[str]:
        return [m.notification.message for m in self.messages if isinstance(m, Notify)]


async def wait_for(pilot: Pilot[Any], condition: Callable[[], bool], timeout: float = 3.0) -> None:
    """Let the app process messages until ``condition`` holds (no fixed sleeps)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError("condition not reached")
        await pilot.pause()


def row_of(table: QueueTable, key: str) -> dict[str, str]:
    """The text of a queue row by column key (the columns depend on the width)."""
    return {column: cell.plain for column, cell in zip(table.column_keys, table.get_row(key), strict=True)}


async def select_row(pilot: Pilot[Any], key: str) -> None:
    table = pilot.app.query_one(QueueTable)
    table.focus()
    table.move_cursor(row=table._order.index(key), animate=False)
    await pilot.pause()


async def set_input(pilot: Pilot[Any], selector: str, value: str) -> None:
    screen_input = pilot.app.screen.query_one(selector, Input)
    screen_input.value = value
    await pilot.pause()


