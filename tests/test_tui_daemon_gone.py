"""The TUI attached to a background sweep whose daemon is gone (finished, stopped, killed), and two
clients editing one queue: every command path answers with a notice, never a traceback.

The daemon is the real socket server and RemoteController of test_daemon (a real Controller with a
fake session and measurer) on its own loop in a thread, so the TUI's blocking calls reach it; cells
wait on gates the test opens, never on a clock."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_controller_unit import FakeMeasurer, FakeSession
from test_daemon import SWEEP
from test_daemon_processes import wait_until
from textual.notifications import Notify
from textual.widgets import Button, Static
from tui_fakes import FakeController, demo_like_sweep, screen_text
from tui_harness import isolated_config, select_row, wait_for

from specdec_tui.daemon import runtime
from specdec_tui.daemon.client import Caller, DaemonGone, RemoteController, gone_text
from specdec_tui.daemon.journal import Journal
from specdec_tui.daemon.server import SweepServer
from specdec_tui.daemon.wire import Scrubber
from specdec_tui.domain import events as ev
from specdec_tui.run.controller import Controller
from specdec_tui.run.learning import RuleBook
from specdec_tui.run.persistence import ResultsKeeper
from specdec_tui.run.results import ResultsStore
from specdec_tui.sweepfile.config import loads_sweep
from specdec_tui.tui.app import SpecdecApp
from specdec_tui.tui.screens.dialogs import ConfirmScreen, LeaveOrStopScreen
from specdec_tui.tui.screens.edit_cell import EditCellScreen
from specdec_tui.tui.widgets.status_bar import StatusBar

__all__ = ["isolated_config"]


class ThreadedDaemon:
    """test_daemon's sweep served on a loop of its own; each cell of a run in ``gated`` waits for
    ``gates[key]``."""

    def __init__(self, folder: Path, gated: tuple[str, ...] = ()) -> None:
        self.folder = folder
        self.socket_path = folder / "t1.sock"
        self.sweep_path = folder / "s.toml"
        self.sweep_path.write_text(SWEEP)
        self.results_dir = folder / "r"
        self.results_dir.mkdir()
        self.gates = {f"{run} / {w}": threading.Event() for run in gated for w in ("w1", "w2")}
        self.started = {key: threading.Event() for key in self.gates}
        self.listening = threading.Event()
        self.server: SweepServer | None = None
        self.summary: Any = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._serve()), daemon=True)
        self.thread.start()
        assert self.listening.wait(10), "the daemon did not listen"

    async def _serve(self) -> None:
        async def wait_gate(cell: Any, result: Any, interrupts: Any) -> None:
            key = f"{cell.run.name} / {cell.workload.name}"
            if key in self.gates:
                self.started[key].set()
                await asyncio.to_thread(self.gates[key].wait)

        measurer = FakeMeasurer({run: wait_gate for run in {k.split(" / ")[0] for k in self.gates}})
        sweep = loads_sweep(SWEEP)

        def build(sink: Any) -> Controller:
            keeper = ResultsKeeper(ResultsStore(self.results_dir / "results.jsonl"), sink)
            return Controller(
                sweep, sink=sink, session=FakeSession(), measurer=measurer, results=keeper,
                rules=RuleBook(self.results_dir / "known_crashes.toml", sink), hardware=sweep.hardware,
                log_dir=self.results_dir / "logs",
            )  # fmt: skip

        self.server = SweepServer(
            build, socket_path=self.socket_path, sweep_id="t1", scrub=Scrubber(sweep, self.results_dir),
            journal=Journal(self.results_dir / "events.jsonl"), on_listening=self.listening.set,
        )  # fmt: skip
        self.summary = await self.server.serve()

    def record(self, pid: int | None = None) -> runtime.SweepRecord:
        return runtime.SweepRecord("t1", os.getpid() if pid is None else pid, "daemon", str(self.sweep_path),
                                   str(self.results_dir), "", 0.0)  # fmt: skip

    def open_gates(self) -> None:
        for gate in self.gates.values():
            gate.set()

    def keys(self) -> list[str]:
        assert self.server is not None
        return [entry.key for entry in self.server.controller.entries]

    def end(self) -> None:
        self.open_gates()
        self.thread.join(20)


@pytest.fixture
def short_dir() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="sdt-", dir="/tmp") as folder:
        yield Path(folder)


def attached_app(daemon: ThreadedDaemon) -> tuple[SpecdecApp, list[RemoteController]]:
    made: list[RemoteController] = []

    def factory(sink: ev.EventSink) -> RemoteController:
        made.append(RemoteController(daemon.record(), daemon.socket_path, sink, tail_logs=False))
        return made[0]

    return SpecdecApp(factory, clock=lambda: 0.0), made


def notices(messages: list[Any]) -> list[str]:
    return [m.notification.message for m in messages if isinstance(m, Notify)]


# ------------------------------------------------------------------------------------ a daemon gone
@pytest.mark.parametrize(("ending", "state"), [("finished", "finished"), ("stopped", "aborted")])
async def test_every_command_after_the_daemon_ended_says_it_is_gone_and_nothing_raises(
    short_dir: Path, ending: str, state: str
) -> None:
    daemon = ThreadedDaemon(short_dir, gated=("ng",))
    app, _ = attached_app(daemon)
    messages: list[Any] = []
    other = Caller(daemon.socket_path)
    try:
        async with app.run_test(size=(80, 24), message_hook=messages.append) as pilot:
            await wait_for(pilot, lambda: app.status.current == "ng / w1", timeout=10)
            if ending == "stopped":
                await asyncio.to_thread(other.call, "stop", now=True)  # specdec stop --now, from elsewhere
            daemon.open_gates()
            await wait_for(pilot, lambda: app.status.state == state and app.status.daemon_gone, timeout=10)
            bar = str(app.query_one(StatusBar).render())
            assert f"{state} (daemon exited)" in bar and "c runs them" not in bar
            for key in ("r", "e", "R", "p", "s", "X", "c", "d", "x", "a", "K", "ctrl+s", "ctrl+r"):
                await select_row(pilot, "base / w1")  # a finished cell
                before = len(notices(messages))
                await pilot.press(key)
                await wait_for(pilot, lambda n=before: len(notices(messages)) > n)
                assert notices(messages)[-1].startswith(f"the sweep {'was stopped' if ending == 'stopped' else 'finished'} and its daemon exited"), key
                assert f"specdec open {daemon.sweep_path} --results {daemon.results_dir} --resume" in notices(messages)[-1]
                assert len(app.screen_stack) == 1, f"{key} opened {app.screen}"
                brief = f"sweep {ending}; daemon exited (n: how to go on)"
                await wait_for(pilot, lambda b=brief: b in screen_text(app))  # the notification bar, at 80 columns
            await pilot.press("q")  # nothing runs: quits at once
            await wait_for(pilot, lambda: app.return_code is not None)
    finally:
        other.close()
        daemon.end()


async def test_a_stop_after_the_cell_from_elsewhere_shows_stopping_not_paused(short_dir: Path) -> None:
    daemon = ThreadedDaemon(short_dir, gated=("base",))
    app, _ = attached_app(daemon)
    other = Caller(daemon.socket_path)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: app.status.current == "base / w1", timeout=10)
            await asyncio.to_thread(other.call, "stop", now=False)  # specdec stop, from another terminal
            await wait_for(pilot, lambda: app.status.state == "stopping")
            bar = str(app.query_one(StatusBar).render())
            assert "stopping after the cell" in bar and "paused" not in bar and "resumes" not in bar, bar
            await wait_for(pilot, lambda: "asked to stop: the sweep ends after base / w1" in screen_text(app))
            await pilot.press("q")
            await wait_for(pilot, lambda: isinstance(app.screen, LeaveOrStopScreen))
            await pilot.pause()
            body = str(app.screen.query_one(".dialog-body", Static).render())
            buttons = [str(b.label) for b in app.screen.query(Button)]
            assert "ends after its cell in flight" in body and buttons == ["Leave it (l/enter)", "Stop the sweep (s)"]
            await pilot.press("escape")
            late = RemoteController(daemon.record(), daemon.socket_path, lambda event: None, tail_logs=False)
            following = asyncio.create_task(late.run())
            await wait_for(pilot, lambda: late.first_snapshot is not None)
            assert late.stopping  # a client attaching now learns it from the snapshot
            daemon.gates["base / w1"].set()
            await wait_for(pilot, lambda: app.status.state == "aborted" and app.status.daemon_gone, timeout=10)
            assert (await following).gone == "stopped"
    finally:
        other.close()
        daemon.end()


async def test_commands_that_find_the_daemon_killed_show_it_gone_in_the_status_bar(short_dir: Path) -> None:
    """The daemon dies between two frames (its process gone, no end frame): the next command finds
    it gone, says so and what resumes it, and the status bar stops saying running."""
    daemon = ThreadedDaemon(short_dir, gated=("base",))
    app, made = attached_app(daemon)
    messages: list[Any] = []
    try:
        async with app.run_test(size=(80, 24), message_hook=messages.append) as pilot:
            await wait_for(pilot, lambda: app.status.current == "base / w1", timeout=10)
            remote = made[0]
            ended = subprocess.Popen(["true"])
            ended.wait()
            # As if the daemon were SIGKILLed: its pid is dead, its socket answers no more.
            remote.record = dataclasses.replace(remote.record, pid=ended.pid)
            remote._caller.close()
            remote._caller.socket_path = remote.socket_path = short_dir / "gone.sock"
            await pilot.press("p")
            await wait_for(pilot, lambda: app.status.state == "gone")
            said = notices(messages)[-1]
            assert said == gone_text(remote.record, "killed") and "specdec attach t1 resumes" in said
            bar = str(app.query_one(StatusBar).render())
            assert "not running: daemon gone" in bar and "running" not in bar.replace("not running", ""), bar
            await wait_for(pilot, lambda: "daemon killed: specdec attach t1 resumes it" in screen_text(app))
            assert app.cell_states["base / w1"].status == "pending"  # not recorded: a resume runs it again
            for key in ("p", "s", "e", "r"):
                before = len(notices(messages))
                await pilot.press(key)
                await wait_for(pilot, lambda n=before: len(notices(messages)) > n)
                assert "killed or crashed" in notices(messages)[-1], key
            await pilot.press("q")
            await wait_for(pilot, lambda: app.return_code is not None)
    finally:
        daemon.end()


# ------------------------------------------------------------------------------------ two clients
async def test_a_cell_another_client_removed_while_the_editor_was_open_is_refused_clearly(short_dir: Path) -> None:
    daemon = ThreadedDaemon(short_dir, gated=("base",))
    app, _ = attached_app(daemon)
    messages: list[Any] = []
    other = Caller(daemon.socket_path)
    try:
        async with app.run_test(size=(100, 30), message_hook=messages.append) as pilot:
            await wait_for(pilot, lambda: app.status.current == "base / w1", timeout=10)
            await select_row(pilot, "ng / w2")
            await pilot.press("e")
            await wait_for(pilot, lambda: isinstance(app.screen, EditCellScreen))
            await asyncio.to_thread(other.call, "remove_cell", "ng / w2")  # client A
            await wait_for(pilot, lambda: "ng / w2" not in app.cell_states)
            app.screen.query_one("#save").press()  # client B saves its edit of the removed cell
            await wait_for(pilot, lambda: any("removed from the queue by another client" in n for n in notices(messages)))
            assert len(app.screen_stack) == 1
            # B re-queues with edits a finished cell that A then removes.
            daemon.gates["base / w1"].set()
            await wait_for(pilot, lambda: app.cell_states["base / w1"].status == "ok", timeout=10)
            await select_row(pilot, "base / w1")
            await pilot.press("R")
            await wait_for(pilot, lambda: isinstance(app.screen, EditCellScreen))
            await asyncio.to_thread(other.call, "remove_cell", "base / w1")
            app.screen.query_one("#save").press()
            await wait_for(pilot, lambda: any(n.startswith("base / w1: that cell was removed") for n in notices(messages)))
            assert daemon.keys() == ["base / w2", "ng / w1"]  # the queue as A left it, nothing doubled
            daemon.open_gates()
            await wait_for(pilot, lambda: app.status.state == "finished", timeout=10)
    finally:
        other.close()
        daemon.end()
    assert daemon.summary.counts == {"ok": 2}  # base / w1 ran, then left the queue
    recorded = sorted(r.key for r in ResultsStore(daemon.results_dir / "results.jsonl").load())
    assert recorded == ["base / w1", "base / w2", "ng / w1"]


# ------------------------------------------------------------------------------------ quit keys and a paused sweep
class Detachable(FakeController):
    class record:
        id = "ab12cd"

    def detach(self) -> None:
        self.calls.append(("detach", ()))
        self.finished.set()

    def resume(self) -> None:
        self.calls.append(("resume", ()))
        super().resume()


def detachable_app(tmp_path: Path) -> tuple[SpecdecApp, dict[str, Any]]:
    made: dict[str, Any] = {}

    def factory(sink: ev.EventSink) -> Detachable:
        made["fake"] = Detachable(demo_like_sweep(), sink=sink, results_dir=tmp_path)
        return made["fake"]

    return SpecdecApp(factory, clock=lambda: 0.0), made


@pytest.mark.parametrize(("key", "resumed"), [("l", False), ("r", True)])
async def test_leaving_a_paused_sweep_says_it_stays_paused_or_resumes_it(tmp_path: Path, key: str, resumed: bool) -> None:
    app, made = detachable_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        await pilot.press("p")
        await wait_for(pilot, lambda: app.status.state == "paused")
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, LeaveOrStopScreen))
        text = " ".join(screen_text(app).split())
        assert "stays paused" in text and "specdec attach ab12cd" in text and "goes on" not in text, text
        assert "Leave paused (l/enter)" in text and "Resume, leave (r)" in text
        await pilot.press(key)
        await wait_for(pilot, lambda: app.return_code is not None)
    calls = [name for name, _ in made["fake"].calls]
    assert "detach" in calls and ("resume" in calls) == resumed and "abort" not in calls
    assert app.left_paused is not resumed


async def test_ctrl_q_asks_the_same_question_as_q_when_attached(tmp_path: Path) -> None:
    app, made = detachable_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        await pilot.press("ctrl+q")
        await wait_for(pilot, lambda: isinstance(app.screen, LeaveOrStopScreen))
        assert app.return_code is None and not made["fake"].calls
        await pilot.press("escape")  # stays attached
        await wait_for(pilot, lambda: not isinstance(app.screen, LeaveOrStopScreen))
        await pilot.press("ctrl+q", "ctrl+q")  # asked again, then its default: leave it running
        await wait_for(pilot, lambda: app.return_code is not None)
    assert [name for name, _ in made["fake"].calls] == ["detach"]


async def test_ctrl_q_in_the_foreground_still_stops_without_asking(tmp_path: Path) -> None:
    made: dict[str, FakeController] = {}

    def factory(sink: ev.EventSink) -> FakeController:
        made["fake"] = FakeController(demo_like_sweep(), sink=sink, results_dir=tmp_path)
        return made["fake"]

    app = SpecdecApp(factory, clock=lambda: 0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        await pilot.press("ctrl+q")
        await wait_for(pilot, lambda: ("abort", ()) in made["fake"].calls)
        assert not isinstance(app.screen, (LeaveOrStopScreen, ConfirmScreen))


async def test_ctrl_c_says_which_keys_quit_in_plain_words(tmp_path: Path) -> None:
    app, _ = detachable_app(tmp_path)
    messages: list[Any] = []
    async with app.run_test(size=(80, 24), message_hook=messages.append) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: bool(notices(messages)))
        assert notices(messages)[-1] == "Press q or ctrl+q to quit."
        await wait_for(pilot, lambda: "Press q or ctrl+q to quit." in screen_text(app))
        assert "[b]" not in screen_text(app)


def test_gone_text_names_what_goes_on_from_here() -> None:
    record = runtime.SweepRecord("ab12cd", 1, "n", "/s/sweep.toml", "/r/out", "", 0.0)
    assert gone_text(record, "finished").endswith("specdec open /s/sweep.toml --results /r/out --resume")
    assert "specdec attach ab12cd resumes" in gone_text(record, "killed")
    assert issubclass(DaemonGone, ConnectionError)


async def test_a_cell_gone_from_a_local_queue_under_the_editor_is_a_notice(tmp_path: Path) -> None:
    """The same refusal without a daemon: the in-process queue's KeyError is the bare key."""
    made: dict[str, FakeController] = {}

    def factory(sink: ev.EventSink) -> FakeController:
        made["fake"] = FakeController(demo_like_sweep(), sink=sink, results_dir=tmp_path)
        return made["fake"]

    app = SpecdecApp(factory, clock=lambda: 0.0)
    messages: list[Any] = []
    async with app.run_test(size=(100, 30), message_hook=messages.append) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        await select_row(pilot, "ddtree-b8 / short")
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(app.screen, EditCellScreen))
        made["fake"].remove_cell("ddtree-b8 / short")
        app.screen.query_one("#save").press()
        expected = "ddtree-b8 / short: that cell is no longer in the queue (removed or renamed); nothing was changed"
        await wait_for(pilot, lambda: expected in notices(messages))
        assert len(app.screen_stack) == 1 and "ddtree-b8 / short" not in app.cell_states


async def test_cells_that_ended_before_the_tui_saw_them_read_as_they_do_in_the_foreground(tmp_path: Path) -> None:
    """Attached to a background sweep (or a resumed one), cells that ended earlier never send their
    end to this TUI: the reason column takes their outcome from the results folder, so an ok cell
    shows its figures (not an empty reason) and a crashed one its crash (not the learned rule)."""
    from tui_fakes import FakeVerdict
    from tui_harness import FATAL, row_of

    from specdec_tui.domain.record import CellResult
    from specdec_tui.tui.widgets.queue_table import QueueTable

    store = ResultsStore(tmp_path / "results.jsonl")
    store.append(CellResult(run="baseline", workload="short", status="ok", output_tok_s=123.4))
    store.append(CellResult(run="ddtree-b8", workload="short", status="crashed", triage_label="cuda_illegal_instruction",
                            first_fatal_line=FATAL))  # fmt: skip
    made: dict[str, FakeController] = {}

    def factory(sink: ev.EventSink) -> FakeController:
        fake = FakeController(demo_like_sweep(), sink=sink, results_dir=tmp_path)
        for entry in fake.entries:  # as the daemon's snapshot (or a resumed controller) has them
            if entry.key == "baseline / short":
                entry.status = "ok"
            elif entry.key == "ddtree-b8 / short":
                entry.status = "crashed"
                entry.verdict = FakeVerdict("invalid", ("learned crash: cuda_illegal_instruction in run 'ddtree-b8'",))
        made["fake"] = fake
        return fake

    app = SpecdecApp(factory, clock=lambda: 0.0)
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        table = app.query_one(QueueTable)
        await wait_for(pilot, lambda: row_of(table, "baseline / short")["reason"].startswith("123.4 tok/s"))
        crashed = row_of(table, "ddtree-b8 / short")["reason"]
        assert crashed.startswith("cuda_illegal_instruction: ") and "learned crash" not in crashed, crashed


# ------------------------------------------------------------------------------------ a view attached late
async def test_a_view_attached_late_shows_the_sweeps_own_elapsed_time_not_the_time_since_it_attached(
    short_dir: Path,
) -> None:
    """The status bar's elapsed time of a background sweep counts from the sweep's start, as its daemon tells
    it (snapshot, each event's time), not from when this view attached; once the sweep ends it stays put."""
    daemon = ThreadedDaemon(short_dir, gated=("ng",))
    now = [1000.0]
    made: list[RemoteController] = []

    def factory(sink: ev.EventSink) -> RemoteController:
        made.append(RemoteController(daemon.record(), daemon.socket_path, sink, tail_logs=False))
        return made[0]

    app = SpecdecApp(factory, clock=lambda: now[0])
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: app.status.current == "ng / w1", timeout=10)
            told = made[0].sweep_time
            assert told > 0.0  # the cells before ng ran before this view saw anything
            app._tick()  # the status timer's tick: the daemon's time is taken at this clock
            assert app.status.elapsed_s == pytest.approx(told)
            now[0] += 90.0  # a minute and a half later, the cell still running
            app._tick()
            assert app.status.elapsed_s == pytest.approx(told + 90.0)
            daemon.open_gates()
            await wait_for(pilot, lambda: app.status.state == "finished", timeout=10)
            ended = made[0].sweep_time
            now[0] += 3600.0  # an hour on, the finished sweep's time does not grow
            app._tick()
            assert app.status.elapsed_s == pytest.approx(ended) and ended >= told
    finally:
        daemon.end()


async def test_a_view_attached_mid_cell_is_told_how_long_the_cell_has_run(short_dir: Path) -> None:
    """The daemon's snapshot says when the cell in flight started (the sweep's elapsed time then): a view that
    attaches mid-cell dates the cell's start back by that much, so its ETA does not count the cell from zero."""
    daemon = ThreadedDaemon(short_dir, gated=("ng",))
    waiter = Caller(daemon.socket_path)
    now = [1000.0]
    made: list[RemoteController] = []

    def factory(sink: ev.EventSink) -> RemoteController:
        made.append(RemoteController(daemon.record(), daemon.socket_path, sink, tail_logs=False))
        return made[0]

    try:
        # the cell runs before this view attaches
        wait_until(lambda: waiter.call("status").get("current") == "ng / w1", "the gated cell to start", timeout=10)
        app = SpecdecApp(factory, clock=lambda: now[0])
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: app.status.current == "ng / w1", timeout=10)
            snap = made[0].first_snapshot
            assert snap is not None
            age = snap["elapsed_s"] - snap["current_since_s"]
            assert age > 0.0 and app._cell_started_at == pytest.approx(now[0] - age)
            daemon.open_gates()
            await wait_for(pilot, lambda: app.status.state == "finished", timeout=10)
    finally:
        waiter.close()
        daemon.end()
