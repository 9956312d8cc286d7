"""An attached TUI whose daemon stops answering (a stuck loop, as under SIGSTOP) or whose connection
breaks while the daemon lives: the UI stays live, says so in the status bar, refuses commands at
once instead of waiting on the socket, and picks the sweep up again when the daemon answers. Only a
daemon whose process is gone is gone.

The daemon is test_tui_daemon_gone's real socket server on a loop of its own; "stuck" blocks that
loop on an event the test sets, so the socket takes connections but nothing answers."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from test_tui_daemon_gone import ThreadedDaemon, notices, short_dir
from textual.widgets import TabbedContent
from tui_harness import isolated_config, wait_for

from specdec_tui.daemon.client import DaemonUnresponsive, RemoteController
from specdec_tui.domain import events as ev
from specdec_tui.tui.app import SpecdecApp
from specdec_tui.tui.widgets.status_bar import StatusBar

__all__ = ["isolated_config", "short_dir"]

QUICK = {"heartbeat_s": 0.05, "silent_after_s": 0.3, "call_s": 0.3, "reconnect_s": 0.05}


def quick_app(daemon: ThreadedDaemon) -> tuple[SpecdecApp, list[RemoteController]]:
    made: list[RemoteController] = []

    def factory(sink: ev.EventSink) -> RemoteController:
        made.append(RemoteController(daemon.record(), daemon.socket_path, sink, tail_logs=False, **QUICK))
        return made[0]

    return SpecdecApp(factory, clock=lambda: 0.0), made


def stick(daemon: ThreadedDaemon) -> threading.Event:
    """Block the daemon's loop until the returned event is set (its process lives, nothing answers)."""
    release = threading.Event()
    assert daemon.server is not None and daemon.server._loop is not None
    daemon.server._loop.call_soon_threadsafe(lambda: release.wait(30))
    return release


class CountingCalls:
    """Counts the calls that reached the socket."""

    def __init__(self, remote: RemoteController) -> None:
        self.sent = 0
        self._reply = remote._caller.reply

        def reply(*args: Any, **kwargs: Any) -> dict[str, Any]:
            self.sent += 1
            return self._reply(*args, **kwargs)

        remote._caller.reply = reply  # type: ignore[method-assign]


async def test_a_stuck_daemon_shows_not_answering_keeps_the_ui_live_and_comes_back(short_dir: Path) -> None:
    daemon = ThreadedDaemon(short_dir, gated=("base",))
    app, made = quick_app(daemon)
    messages: list[Any] = []
    release: threading.Event | None = None
    try:
        async with app.run_test(size=(80, 24), message_hook=messages.append) as pilot:
            await wait_for(pilot, lambda: app.status.current == "base / w1", timeout=10)
            remote = made[0]
            calls = CountingCalls(remote)
            release = stick(daemon)
            await wait_for(pilot, lambda: app.status.daemon_silent == "not answering", timeout=10)
            assert "⚠ daemon not answering" in str(app.query_one(StatusBar).render())
            assert app.status.state == "running" and not app.status.daemon_gone  # not gone: its process lives
            for key in ("p", "s", "r"):  # refused at once, nothing sent over the socket
                before = len(notices(messages))
                await pilot.press(key)
                await wait_for(pilot, lambda n=before: len(notices(messages)) > n)
                assert "has not answered" in notices(messages)[-1] and "Nothing was sent" in notices(messages)[-1]
            assert calls.sent == 0
            with pytest.raises(DaemonUnresponsive):
                remote.result("base / w1")
            await pilot.press("2")  # the UI is live
            await wait_for(pilot, lambda: app.query_one(TabbedContent).active == "tab-results")
            release.set()
            await wait_for(pilot, lambda: app.status.daemon_silent == "", timeout=10)
            assert "the sweep daemon answers again" in notices(messages)
            await pilot.press("1", "p")
            await wait_for(pilot, lambda: calls.sent == 1 and app.status.state in ("running", "paused"))
            assert "Pausing after the cell in flight" in notices(messages)[-1]
            remote.resume()  # so the sweep can end
    finally:
        if release is not None:
            release.set()
        daemon.end()


async def test_a_lost_connection_to_a_live_daemon_reconnects_instead_of_going(short_dir: Path) -> None:
    daemon = ThreadedDaemon(short_dir, gated=("base",))
    app, made = quick_app(daemon)
    messages: list[Any] = []
    try:
        async with app.run_test(size=(80, 24), message_hook=messages.append) as pilot:
            await wait_for(pilot, lambda: app.status.current == "base / w1", timeout=10)
            remote = made[0]
            server = daemon.server
            assert server is not None and server._loop is not None
            # The daemon drops this client's stream (as a broken connection would); its process lives.
            server._loop.call_soon_threadsafe(lambda: [task.cancel() for task in list(server._streaming)])
            await wait_for(pilot, lambda: remote.reconnects == 1, timeout=10)
            said = notices(messages)
            assert any("lost the connection to the sweep daemon" in text and "reconnecting" in text for text in said)
            assert remote.gone is None and not app.status.daemon_gone and app.status.state != "gone"
            await wait_for(pilot, lambda: app.status.daemon_silent == "")
            daemon.open_gates()  # the sweep goes on and its end reaches this client over the new connection
            await wait_for(pilot, lambda: app.status.state == "finished", timeout=20)
            assert all(state.status == "ok" for state in app.cell_states.values()), app.cell_states
    finally:
        daemon.end()


def test_a_call_that_finds_no_connection_to_a_live_daemon_is_not_gone(short_dir: Path) -> None:
    daemon = ThreadedDaemon(short_dir)
    seen: list[ev.Event] = []
    try:
        remote = RemoteController(daemon.record(), short_dir / "elsewhere.sock", seen.append, tail_logs=False, **QUICK)
        with pytest.raises(DaemonUnresponsive, match="lost the connection"):
            remote.pause()
        assert remote.gone is None and remote.gone_message() is None
        assert ev.DaemonContact(False, "connection lost, reconnecting") in seen
    finally:
        daemon.end()
