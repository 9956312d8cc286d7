"""The sweep daemon's server and client in one process: a real Controller (fake session and measurer)
behind a real Unix socket, real clients. The measurer waits on gates the tests open, so every step
waits for a condition, never a clock."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import stat
import tempfile
import threading
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from test_controller_unit import Events, FakeMeasurer, FakeSession

from specdec_tui.daemon import runtime
from specdec_tui.daemon.client import Caller, RemoteController
from specdec_tui.daemon.journal import Journal
from specdec_tui.daemon.server import ClientQueue, SweepServer
from specdec_tui.daemon.wire import (
    MAX_FRAME,
    ProtocolError,
    Scrubber,
    decode_frame,
    encode_frame,
    from_wire,
    restore_hidden,
    to_wire,
    unscrubber,
)
from specdec_tui.domain import events as ev
from specdec_tui.domain.gpu import GpuState
from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import CellStatus
from specdec_tui.run.controller import Controller
from specdec_tui.run.learning import RuleBook
from specdec_tui.run.persistence import ResultsKeeper
from specdec_tui.run.results import ResultsStore
from specdec_tui.sweepfile.config import loads_sweep

API_KEY = "sk-live-abcdefghijklmnop1234"
SWEEP = f"""
name = "daemon"
[server]
backend = "sim"
model = "sim/model"
api_key = "{API_KEY}"
extra_args = ["--hf-token", "hf_secretsecretsecret123"]
[[workload]]
name = "w1"
prompt_tokens = 16
output_tokens = 8
requests = 2
[[workload]]
name = "w2"
prompt_tokens = 16
output_tokens = 8
requests = 2
[[run]]
name = "base"
speculative = {{ algorithm = "none" }}
[[run]]
name = "ng"
speculative = {{ algorithm = "ngram", num_draft_tokens = 4 }}
"""


@dataclass
class Served:
    server: SweepServer
    task: asyncio.Task[Any]
    socket_path: Path
    results_dir: Path
    gates: dict[str, asyncio.Event]
    started: dict[str, asyncio.Event]

    def record(self) -> runtime.SweepRecord:
        return runtime.SweepRecord("t1", os.getpid(), "daemon", "", str(self.results_dir), "", 0.0)


@pytest.fixture
def short_dir() -> Any:
    """Unix socket paths must stay under ~100 bytes: a short folder of our own."""
    with tempfile.TemporaryDirectory(prefix="sd-", dir="/tmp") as folder:
        yield Path(folder)


async def serve(short_dir: Path, *, gated: tuple[str, ...] = (), client_queue: int = 2000,
                allowed_uid: int | None = None) -> Served:  # fmt: skip
    """A daemon for SWEEP; each cell of a run in ``gated`` waits until ``gates[key]`` is set."""
    gates = {f"{run} / {w}": asyncio.Event() for run in gated for w in ("w1", "w2")}
    started = {key: asyncio.Event() for key in gates}

    async def wait_gate(cell: Any, result: Any, interrupts: Any) -> None:
        key = f"{cell.run.name} / {cell.workload.name}"
        if key in gates:
            started[key].set()
            await gates[key].wait()

    measurer = FakeMeasurer({run: wait_gate for run in gated})
    sweep = loads_sweep(SWEEP)
    results_dir = short_dir / "r"
    results_dir.mkdir()
    listening = asyncio.Event()

    def build(sink: Any) -> Controller:
        keeper = ResultsKeeper(ResultsStore(results_dir / "results.jsonl"), sink)
        return Controller(
            sweep, sink=sink, session=FakeSession(), measurer=measurer, results=keeper,
            rules=RuleBook(results_dir / "known_crashes.toml", sink), hardware=sweep.hardware,
            log_dir=results_dir / "logs",
        )  # fmt: skip

    server = SweepServer(
        build, socket_path=short_dir / "t1.sock", sweep_id="t1", scrub=Scrubber(sweep, results_dir),
        journal=Journal(results_dir / "events.jsonl"), client_queue=client_queue, allowed_uid=allowed_uid,
        on_listening=listening.set,
    )  # fmt: skip
    task = asyncio.create_task(server.serve())
    await listening.wait()
    return Served(server, task, short_dir / "t1.sock", results_dir, gates, started)


async def follow(served: Served, *, from_start: bool, sink: Events | None = None) -> tuple[RemoteController, Events]:
    events = sink if sink is not None else Events()
    remote = RemoteController(served.record(), served.socket_path, events, from_start=from_start,
                              show_snapshot=not from_start, tail_logs=False)  # fmt: skip
    return remote, events


async def raw(path: Path) -> AsyncIterator[Any]:
    reader, writer = await asyncio.open_unix_connection(str(path), limit=4 * MAX_FRAME)
    return reader, writer


def kinds(events: list[ev.Event]) -> list[str]:
    return [type(e).__name__ for e in events]


# ------------------------------------------------------------------------------------ wire format
def test_every_event_round_trips_and_unknown_types_are_refused() -> None:
    result = CellResult(run="r", workload="w", status=CellStatus.OK, output_tok_s=12.5, reasons=["a"])
    cell = ev.CellState("r / w", "r", "w", CellStatus.PENDING, "valid", ("why",), (("budget", 8),))
    samples = [
        ev.SweepStarted("s", "/x/results.jsonl", (cell,)),
        ev.QueueChanged((cell,)),
        ev.CellFinished(result),
        ev.GpuSample((GpuState(index=0, name="H200"),), 10.0, None, (1, 2), "ready"),
        ev.RuleLearned({"algorithm": "ddtree", "budget": [8, 12]}, "crash", "/p"),
        ev.ServerStopped("r", -9, "crashed", True),
        ev.SweepFinished("/x", {"ok": 3}, aborted=True),
    ]
    for event in samples:
        back = from_wire(json.loads(json.dumps(to_wire(event))))
        assert back == event, type(event).__name__
    assert isinstance(from_wire(to_wire(result)), CellResult)
    with pytest.raises(ProtocolError, match="unknown type"):
        from_wire({"__t": "Popen", "args": ["rm"]})
    with pytest.raises(TypeError):
        to_wire(socket.socket)
    with pytest.raises(ProtocolError, match="version"):
        decode_frame(b'{"v": 99, "op": "hello"}\n')
    with pytest.raises(ProtocolError, match="JSON"):
        decode_frame(b"\xff\xfe garbage\n")
    with pytest.raises(ProtocolError, match="bytes"):
        decode_frame(b"x" * (MAX_FRAME + 1))
    assert decode_frame(encode_frame({"t": "end"}))["t"] == "end"


def test_no_secret_or_results_path_crosses_and_an_edit_keeps_the_hidden_values(tmp_path: Path) -> None:
    sweep = loads_sweep(SWEEP)
    results_dir = tmp_path / "results"
    scrub = Scrubber(sweep, results_dir)
    home = os.path.expanduser("~")
    text = f"key {API_KEY} in {results_dir.resolve()}/logs/a.log, token hf_secretsecretsecret123, {home}/x"
    shown = scrub(text)
    assert API_KEY not in shown and "hf_secret" not in shown and str(results_dir) not in shown
    assert "$RESULTS/logs/a.log" in shown and "~/x" in shown and home not in shown.replace("~", "")
    assert unscrubber(results_dir)(shown).count(str(results_dir)) == 1
    wire = json.dumps(to_wire(sweep, scrub))
    assert API_KEY not in wire and "hf_secretsecretsecret123" not in wire
    # A client edits the run it was sent (secrets hidden): what it did not touch stays the real value.
    run = sweep.runs[1]
    run.extra_args = ["--api-key", "realsecretvalue"]
    sent = from_wire(to_wire(run, scrub))
    assert sent.extra_args == ["--api-key", "***"]
    edited = replace(sent, speculative={**sent.speculative, "num_draft_tokens": 6})
    kept = restore_hidden(edited, run, scrub)
    assert kept.extra_args == ["--api-key", "realsecretvalue"] and kept.speculative["num_draft_tokens"] == 6
    with pytest.raises(ValueError, match="hidden value"):
        restore_hidden(replace(sent, extra_args=["--api-key", "***", "--x"]), run, scrub)


async def test_a_client_queue_coalesces_latest_values_and_resyncs_when_it_overflows() -> None:
    queue = ClientQueue(limit=3)
    queue.put(b"a")
    queue.put(b"gpu1", slot=("GpuSample", None))
    queue.put(b"gpu2", slot=("GpuSample", None))  # replaces the waiting sample in place
    assert [await queue.get(), await queue.get()] == [b"a", b"gpu2"]
    for i in range(5):
        queue.put(f"e{i}".encode())
    assert queue.dropped == 3 and await queue.get() == b""  # owed a snapshot, then what came after
    assert [await queue.get(), await queue.get()] == [b"e3", b"e4"]
    queue.close()
    assert await queue.get() is None


# ------------------------------------------------------------------------------------ serving
async def test_two_clients_see_the_same_state_and_a_late_one_gets_a_snapshot_then_events(short_dir: Path) -> None:
    served = await serve(short_dir, gated=("ng",))
    early, early_events = await follow(served, from_start=True)
    early_task = asyncio.create_task(early.run())
    await served.started["ng / w1"].wait()  # base's two cells are done, ng / w1 is in flight
    late, late_events = await follow(served, from_start=False)
    late_task = asyncio.create_task(late.run())
    while late.first_snapshot is None:
        await asyncio.sleep(0)  # the loop delivers the snapshot frame
    snapshot = late.first_snapshot
    assert snapshot["current"] == "ng / w1"
    assert {r.key for r in snapshot["results"]} == {"base / w1", "base / w2"}
    assert late_events and isinstance(late_events[0], ev.SweepStarted)  # the snapshot, as events
    assert any(isinstance(e, ev.CellStarted) and e.key == "ng / w1" for e in late_events)
    # A command from the late client is seen by both.
    await asyncio.to_thread(late.pause)
    served.gates["ng / w1"].set()
    served.gates["ng / w2"].set()
    await asyncio.to_thread(late.resume)
    early_summary, late_summary = await asyncio.gather(early_task, late_task)
    assert early_summary.finished and late_summary.finished
    assert early.snapshot() == late.snapshot() == served.server.controller.snapshot()
    for events in (early_events, late_events):
        assert [e.paused for e in events if isinstance(e, ev.SweepPaused)][-2:] == [True, False]
        assert isinstance(events[-1], ev.SweepFinished)
    # From the start: the journal's events, the sweep's start first; each finished cell once.
    assert isinstance(early_events[0], ev.SweepStarted)
    finished = [e.result.key for e in early_events if isinstance(e, ev.CellFinished)]
    assert sorted(finished) == sorted(c.key for c in served.server.controller.snapshot())
    assert await served.task is served.server.summary
    assert not served.socket_path.exists()  # the daemon cleans its socket up at the end
    journal = (served.results_dir / "events.jsonl").read_text().splitlines()
    assert sum('"CellFinished"' in line for line in journal) == 4


async def test_garbage_oversized_frames_killed_clients_and_racing_edits_leave_it_consistent(short_dir: Path) -> None:
    served = await serve(short_dir, gated=("base",))
    path = served.socket_path
    for junk in (b"\x00\x01garbage\n", b'{"v": 1, "op": "call", "method": "__init__"}\n',
                 b'{"v": 7, "op": "hello"}\n', b"[1, 2]\n", b'{"v":1,"op":"call","method":"cell","args":{"__t":"X"}}\n'):  # fmt: skip
        reader, writer = await asyncio.open_unix_connection(str(path))
        writer.write(junk)
        reply = decode_frame(await reader.readline())
        assert reply["t"] == "error", junk
        writer.close()
    # An oversized frame: refused, the connection closed, the daemon still serving.
    reader, writer = await asyncio.open_unix_connection(str(path))
    writer.write(b"x" * (MAX_FRAME + 10))
    await writer.drain()
    assert b"longer than" in await reader.readline()
    writer.close()
    # A stream client killed mid-stream (it never reads and goes away).
    killed = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    killed.connect(str(path))
    killed.sendall(encode_frame({"op": "hello", "mode": "stream", "from": "start"}))
    killed.close()
    # Two clients racing edits on the same cells, from two threads at once.
    callers = [Caller(path), Caller(path)]

    def edit(caller: Caller, n: int) -> list[str]:
        keys = []
        for _ in range(n):
            keys.append(caller.call("duplicate_cell", "ng / w1"))
            caller.call("move_cell", "ng / w2", 1)
        return keys

    results: list[list[str]] = []
    threads = [threading.Thread(target=lambda c=c: results.append(edit(c, 5))) for c in callers]
    for thread in threads:
        thread.start()
    await asyncio.gather(*(asyncio.to_thread(thread.join) for thread in threads))
    copies = [key for keys in results for key in keys]
    assert len(copies) == len(set(copies)) == 10  # every duplicate got its own name
    keys = [c.key for c in served.server.controller.snapshot()]
    assert len(keys) == len(set(keys)) == 14
    assert served.server.protocol_errors >= 5 and not served.task.done()
    for gate in served.gates.values():
        gate.set()
    summary = await served.task
    assert summary.counts == {"ok": 14}
    records = ResultsStore(served.results_dir / "results.jsonl").load()
    assert sorted(r.key for r in records) == sorted(keys)  # each cell exactly once
    for caller in callers:
        caller.close()


async def test_a_slow_client_is_resynced_and_never_holds_the_sweep_up(short_dir: Path) -> None:
    served = await serve(short_dir, gated=("base",), client_queue=50)
    slow = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    slow.connect(str(served.socket_path))
    slow.sendall(encode_frame({"op": "hello", "mode": "stream", "from": "now"}))
    await served.started["base / w1"].wait()
    while not served.server.clients:  # the daemon has taken the client on
        await asyncio.sleep(0.01)
    for i in range(3000):  # far more than the slow client's socket and queue hold
        served.server.sink(ev.Notice("info", f"notice {i} " + "x" * 400))
    for gate in served.gates.values():
        gate.set()
    while not served.server.finished:  # the whole sweep ran while the client read nothing
        await asyncio.sleep(0.01)
    assert served.server.controller.state == "finished"

    def read_all() -> bytes:
        slow.settimeout(10)
        data = b""
        while chunk := slow.recv(1 << 16):
            data += chunk
        return data

    data, summary = await asyncio.gather(asyncio.to_thread(read_all), served.task)
    assert summary.counts == {"ok": 4}
    frames = [json.loads(line) for line in data.splitlines()]
    assert any(f.get("resync") for f in frames if f["t"] == "snapshot")
    assert frames[-1]["t"] == "end"
    slow.close()


async def test_only_the_owner_may_connect_and_the_socket_and_folder_are_private(short_dir: Path,
                                                                                monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    served = await serve(short_dir, gated=("base",), allowed_uid=os.getuid() + 1)  # as if we were another user
    assert stat.S_IMODE(os.stat(served.socket_path).st_mode) == 0o600
    reader, writer = await asyncio.open_unix_connection(str(served.socket_path))
    writer.write(encode_frame({"op": "call", "method": "snapshot"}))
    frame = decode_frame(await reader.readline())
    assert frame["t"] == "error" and "refused" in frame["error"] and await reader.read() == b""
    writer.close()
    assert served.server.refused == 1
    served.server.controller.abort()
    served.gates["base / w1"].set()
    await served.task
    # The runtime folder: made 0700; refused when open to others.
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(short_dir))
    folder = runtime.runtime_dir()
    assert folder == short_dir / "specdec" and stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    os.chmod(folder, 0o755)
    with pytest.raises(runtime.RuntimeDirError, match="open to other users"):
        runtime.runtime_dir()


async def test_commands_reach_the_controller_and_errors_come_back_as_themselves(short_dir: Path) -> None:
    served = await serve(short_dir, gated=("base",))
    remote, _ = await follow(served, from_start=False)
    cell = await asyncio.to_thread(remote.cell, "ng / w2")
    assert cell.run.name == "ng" and API_KEY not in json.dumps(to_wire(cell))
    sweep = await asyncio.to_thread(remote.current_sweep)
    assert sweep.server.api_key == "***"
    saved = await asyncio.to_thread(remote.save_queue, served.results_dir / "queue.toml")
    assert API_KEY in saved.read_text()  # the daemon writes the real sweep, not the client's copy
    edited = replace(cell.run, speculative={**cell.run.speculative, "num_draft_tokens": 7})
    await asyncio.to_thread(remote.edit_cell, "ng / w2", edited, None)
    real = served.server.controller.cell("ng / w2").run
    assert real.speculative["num_draft_tokens"] == 7
    with pytest.raises(KeyError):
        await asyncio.to_thread(remote.cell, "no / such")
    verdict = await asyncio.to_thread(remote.verdict_for, cell.run, cell.workload)
    assert verdict.status in ("valid", "warning")
    await asyncio.to_thread(remote.stop, False)  # after the cell in flight
    served.gates["base / w1"].set()
    summary = await served.task
    assert summary.aborted and summary.counts.get("ok") == 1


# ------------------------------------------------------------------------------------ cells gone, stops, ends
async def test_a_command_naming_a_cell_another_client_removed_or_renamed_gets_a_clear_refusal(short_dir: Path) -> None:
    served = await serve(short_dir, gated=("base",))
    await served.started["base / w1"].wait()
    a, b = Caller(served.socket_path), Caller(served.socket_path)
    await asyncio.to_thread(a.call, "remove_cell", "ng / w2")
    cell = served.server.controller.cell("ng / w1")
    renamed = replace(cell.run, name="ng6", speculative={**cell.run.speculative, "num_draft_tokens": 6})
    await asyncio.to_thread(a.call, "edit_cell", "ng / w1", renamed, None)  # "ng / w1" is now "ng6 / w1"
    before = served.server.controller.snapshot()
    calls = [("requeue", ("ng / w2",)), ("edit_cell", ("ng / w2", cell.run, None)), ("duplicate_cell", ("ng / w2",)),
             ("remove_cell", ("ng / w2",)), ("move_cell", ("ng / w2", 1)), ("cell", ("ng / w2",)),
             ("result", ("ng / w2",))]  # fmt: skip
    for method, args in calls:
        with pytest.raises(KeyError) as caught:
            await asyncio.to_thread(b.call, method, *args)
        assert caught.value.args[0] == "ng / w2: that cell was removed from the queue by another client; nothing was changed", method
    with pytest.raises(KeyError, match=r"ng / w1: that cell was renamed by an edit \(edit_cell\)"):
        await asyncio.to_thread(b.call, "requeue", "ng / w1")
    with pytest.raises(KeyError, match="no / such: no such cell in the queue"):
        await asyncio.to_thread(b.call, "edit_cell", "no / such", cell.run, None)
    assert served.server.controller.snapshot() == before  # the refusals changed nothing
    for gate in served.gates.values():
        gate.set()
    summary = await served.task
    assert summary.counts == {"ok": 3}
    records = ResultsStore(served.results_dir / "results.jsonl").load()
    assert sorted(r.key for r in records) == ["base / w1", "base / w2", "ng6 / w1"]
    a.close()
    b.close()


async def test_a_graceful_stop_is_stopping_not_paused_in_ls_and_cannot_be_resumed(
    short_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import argparse

    from specdec_tui.cli.commands.sweeps import run_ls

    served = await serve(short_dir, gated=("base",))
    await served.started["base / w1"].wait()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(short_dir))
    folder = runtime.runtime_dir()
    os.symlink(served.socket_path, runtime.socket_path(folder, "t1"))
    runtime.write_record(folder, replace(served.record(), name="daemon"))
    caller = Caller(served.socket_path)
    said = await asyncio.to_thread(caller.call, "stop", now=False)
    assert said == "stopping after the cell in flight"
    status = await asyncio.to_thread(caller.call, "status")
    assert status["stopping"] and status["current"] == "base / w1"
    assert await asyncio.to_thread(run_ls, argparse.Namespace()) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("t1"))
    assert "stopping after the cell" in row and "paused" not in row, row
    with pytest.raises(ValueError, match="stopping after the cell in flight"):
        await asyncio.to_thread(caller.call, "resume")
    served.gates["base / w1"].set()
    summary = await served.task
    assert summary.aborted and summary.counts.get("ok") == 1
    caller.close()


async def test_a_remote_controller_knows_its_daemon_ended_and_refuses_commands_at_once(short_dir: Path) -> None:
    from specdec_tui.daemon.client import DaemonGone

    served = await serve(short_dir, gated=("base",))
    remote, _ = await follow(served, from_start=True)
    following = asyncio.create_task(remote.run())
    while not served.server.clients:  # the daemon has taken the client on
        await asyncio.sleep(0.01)
    for gate in served.gates.values():
        gate.set()
    summary = await following
    assert summary.finished and summary.gone == remote.gone == "finished"
    message = remote.gone_message()
    assert message is not None and message.startswith("the sweep finished and its daemon exited")
    assert "--resume" in message
    for command in (remote.pause, remote.resume, remote.skip_current, lambda: remote.requeue("base / w1"),
                    lambda: remote.cell("base / w1"), lambda: remote.stop(False), remote.current_sweep):  # fmt: skip
        with pytest.raises(DaemonGone, match="the sweep finished"):
            command()
    with pytest.raises(DaemonGone, match="the sweep finished"):
        await remote.run()  # following again (the TUI's "run queued cells") is refused the same way
    await served.task


async def test_a_remote_controller_of_a_stopped_sweep_says_stopped(short_dir: Path) -> None:
    served = await serve(short_dir, gated=("base",))
    remote, _ = await follow(served, from_start=False)
    following = asyncio.create_task(remote.run())
    await served.started["base / w1"].wait()
    while not served.server.clients:
        await asyncio.sleep(0.01)
    await asyncio.to_thread(remote.stop, True)
    served.gates["base / w1"].set()
    summary = await following
    assert summary.gone == "stopped"
    assert "the sweep was stopped and its daemon exited. To continue it: specdec open" in (remote.gone_message() or "")
    await served.task


def test_a_daemon_being_torn_down_is_waited_for_before_it_is_called_killed() -> None:
    import subprocess
    import time

    from specdec_tui.daemon.client import daemon_died

    ticks = iter(range(1000))
    assert not daemon_died(os.getpid(), wait_s=3, clock=lambda: float(next(ticks)))  # alive past the wait
    assert next(ticks) >= 3
    exiting = subprocess.Popen(["sleep", "0.3"])  # a process that ends while it is waited for
    try:
        assert daemon_died(exiting.pid, wait_s=30, clock=time.monotonic)
    finally:
        exiting.wait()
    assert daemon_died(exiting.pid, wait_s=0)


def test_a_dead_sweeps_progress_comes_from_the_last_whole_queue_in_its_journal(tmp_path: Path) -> None:
    from specdec_tui.daemon.journal import last_progress

    def queue(*statuses: str) -> str:
        cells = [{"__t": "CellState", "key": f"r{i} / w", "status": s} for i, s in enumerate(statuses)]
        return json.dumps({"v": 1, "t": "event", "e": {"__t": "QueueChanged", "cells": {"__tuple": cells}}})

    path = tmp_path / "events.jsonl"
    assert last_progress(path) is None  # no journal
    path.write_text(queue("ok", "pending", "pending") + "\n" + queue("ok", "crashed", "invalid", "running") + "\n"
                    + '{"v":1,"t":"event","e":{"__t":"QueueChanged","cells":{"__tuple":[{"st')  # torn last line
    assert last_progress(path) == (3, 4)
    path.write_text('{"v":1,"t":"event","e":{"__t":"CellProgress"}}\n')
    assert last_progress(path) is None


def test_an_ended_sweep_stays_listed_for_a_week_and_is_picked_when_none_runs(tmp_path: Path) -> None:
    """A daemon whose sweep ended keeps its record, marked with how it ended: ls lists it, attach with no id
    picks it when nothing runs or died, a dead one is still preferred (it can be resumed), and a week after
    its end the record is removed. A daemon that goes without an end marked leaves nothing."""
    folder = tmp_path / "rt"
    folder.mkdir(mode=0o700)
    gone_pid = 2**22 + 12345  # above pid_max's default: no such process
    base = runtime.SweepRecord("e1", gone_pid, "demo", "/s.toml", "/r", "/r/rules.toml", 1000.0)
    runtime.write_record(folder, base)
    runtime.socket_path(folder, "e1").touch()
    ended = runtime.end_record(folder, base, outcome="finished", progress="14/14", counts="5 ok, 2 crashed",
                               clock=lambda: 2000.0)  # fmt: skip
    assert not runtime.socket_path(folder, "e1").exists()
    runtime.forget_unless_ended(folder, "e1")  # the daemon's last step keeps an ended record
    [item] = runtime.list_sweeps(folder, clock=lambda: 2000.0 + 3600)
    assert item.ended and not item.dead and item.record == ended
    assert runtime.find_sweep([item], None) is item
    # a dead sweep (its daemon killed) is what a bare attach picks: it can be resumed
    runtime.write_record(folder, replace(base, id="d1", started_at=1500.0))
    listed = runtime.list_sweeps(folder, clock=lambda: 2000.0 + 3600)
    picked = runtime.find_sweep(listed, None)
    assert not isinstance(picked, str) and picked.record.id == "d1" and picked.dead
    # a week after its end the ended record goes; a record without an end is never pruned by age
    left = runtime.list_sweeps(folder, clock=lambda: 2000.0 + runtime.ENDED_KEPT_S + 1)
    assert [i.record.id for i in left] == ["d1"] and not runtime.record_path(folder, "e1").exists()
    runtime.forget_unless_ended(folder, "d1")
    assert runtime.list_sweeps(folder) == []


def test_a_client_whose_daemon_went_after_marking_its_sweep_ended_says_finished_not_killed(tmp_path: Path) -> None:
    """The stream broke while the sweep ended (the client was reconnecting): the daemon's record says how it
    ended, so the client reports the sweep finished (or stopped) rather than killed and offers no resume."""
    from specdec_tui.daemon.client import GONE_FINISHED, GONE_KILLED, GONE_STOPPED

    folder = tmp_path / "rt"
    folder.mkdir(mode=0o700)
    record = runtime.SweepRecord("c1", 2**22 + 12346, "demo", "/s.toml", str(tmp_path), "", 1.0)
    runtime.write_record(folder, record)
    remote = RemoteController(record, runtime.socket_path(folder, "c1"), Events())
    assert remote._death_why() == GONE_KILLED
    runtime.end_record(folder, record, outcome="stopped", progress="3/14", counts="3 ok")
    assert remote._death_why() == GONE_STOPPED
    runtime.end_record(folder, record, outcome="finished", progress="14/14", counts="14 ok")
    summary = remote._after_death()
    assert summary.finished and not summary.lost and remote.gone == GONE_FINISHED
