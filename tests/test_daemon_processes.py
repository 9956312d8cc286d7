"""Detached sweeps with real processes: the demo in a daemon, a tmux session killed under it, a
daemon SIGKILLed and resumed. Every wait is for a condition (a file line, a process gone, a command's
end), with a deadline; nothing sleeps for a fixed time to let something happen."""

from __future__ import annotations

import collections
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from specdec_tui.cli.commands.demo import demo_sweep_path
from specdec_tui.daemon.runtime import list_sweeps, pid_alive

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


@pytest.fixture
def env() -> Iterator[dict[str, str]]:
    """A private runtime folder (short: socket paths are limited) and this checkout's package."""
    with tempfile.TemporaryDirectory(prefix="sdx-", dir="/tmp") as folder:
        os.chmod(folder, 0o700)
        yield {**os.environ, "XDG_RUNTIME_DIR": folder, "PYTHONPATH": str(ROOT), "TERM": "xterm-256color"}


def specdec(env: dict[str, str], *args: str, timeout: float = 120, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "specdec_tui.cli.main", *args], env=env, cwd=cwd or ROOT,
                          capture_output=True, text=True, timeout=timeout)  # fmt: skip


def wait_until(condition: Callable[[], object], what: str, timeout: float = 60.0, every: float = 0.05) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(every)


def journal(results: Path) -> list[dict]:  # type: ignore[type-arg]
    path = results / "events.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def event_types(results: Path) -> list[str]:
    return [frame["e"]["__t"] for frame in journal(results)]


def server_pids(results: Path) -> set[int]:
    return {frame["e"]["pid"] for frame in journal(results) if frame["e"]["__t"] == "ServerReady" and frame["e"]["pid"]}


def cells_in(results: Path) -> collections.Counter[tuple[str, str]]:
    rows = [json.loads(line) for line in (results / "results.jsonl").read_text().splitlines() if line.strip()]
    return collections.Counter((row["run"], row["workload"]) for row in rows)


def runtime(env: dict[str, str]) -> Path:
    return Path(env["XDG_RUNTIME_DIR"]) / "specdec"


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_a_sweep_outlives_its_tmux_session_and_attach_prints_it_from_the_start(env: dict[str, str], tmp_path: Path) -> None:
    results = tmp_path / "r"
    session = f"specdec-daemon-{os.getpid()}"
    command = (f"env XDG_RUNTIME_DIR={env['XDG_RUNTIME_DIR']} PYTHONPATH={ROOT} TERM=xterm-256color "
               f"{sys.executable} -m specdec_tui.cli.main open {demo_sweep_path()} --results {results} --no-gpu")  # fmt: skip
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "80", "-y", "24", "-c", str(ROOT), command],
                   check=True, env=env)  # fmt: skip
    try:
        wait_until(lambda: "CellStarted" in event_types(results), "the first cell to start")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], env=env, check=False)
    listed = specdec(env, "ls")
    assert listed.returncode == 0 and "running" in listed.stdout and "demo" in listed.stdout, listed.stdout
    [item] = list_sweeps(runtime(env))
    assert item.alive
    # Attached from a new terminal, it prints the events from the start and follows to the end.
    followed = specdec(env, "attach", item.record.id, "--headless", "--from-start", timeout=180)
    lines = followed.stdout.splitlines()
    assert lines[0].endswith("sweep 'demo: DDTree budgets on a simulated sm_120': 14 cells"), lines[:3]
    assert any(">> baseline / chat" in line for line in lines)  # the first cell, from before the attach
    assert any("sweep finished" in line for line in lines)
    assert "results:" in followed.stdout
    counts = cells_in(results)
    assert len(counts) == 14 and set(counts.values()) == {1}  # all 14 cells, each exactly once
    pids = server_pids(results)
    assert pids and not any(pid_alive(pid) for pid in pids)  # no sim server left
    # The ended sweep stays listed with how it ended and where its results are (a user back after the SSH
    # session dropped finds it), and attach shows its final table instead of following.
    wait_until(lambda: all(i.ended for i in list_sweeps(runtime(env))), "the daemon to mark its sweep ended")
    listed = specdec(env, "ls")
    assert re.search(rf"{item.record.id}\s+finished\s+14/14\s", listed.stdout), listed.stdout
    assert f"results: {results}" in listed.stdout, listed.stdout
    shown = specdec(env, "attach")  # no id: the only sweep, ended
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith(f"sweep {item.record.id} ('demo: DDTree budgets on a simulated sm_120') finished")
    assert "14/14 cells (" in shown.stdout and "ddtree-b32" in shown.stdout and f"results: {results}" in shown.stdout
    forgotten = specdec(env, "stop", item.record.id)
    assert forgotten.returncode == 0 and "had already finished" in forgotten.stdout, forgotten.stdout
    assert "no sweeps" in specdec(env, "ls").stdout


def test_a_sigkilled_daemon_leaves_no_server_shows_dead_and_attach_resumes_it(env: dict[str, str], tmp_path: Path) -> None:
    results = tmp_path / "r"
    started = specdec(env, "run", str(demo_sweep_path()), "--detach", "--results", str(results), "--no-gpu")
    assert started.returncode == 0, started.stderr
    sweep_id = started.stdout.strip()
    [item] = list_sweeps(runtime(env))
    assert item.record.id == sweep_id and item.alive
    # Kill it while a server runs and at least one cell is recorded.
    def server_up_after_two_cells() -> bool:
        types = event_types(results)
        last = {name: i for i, name in enumerate(types)}
        return types.count("CellFinished") >= 2 and last.get("ServerReady", -1) > last.get("ServerStopped", -1)

    wait_until(server_up_after_two_cells, "a running server after two finished cells")
    pids = server_pids(results)
    os.kill(item.record.pid, signal.SIGKILL)
    wait_until(lambda: not pid_alive(item.record.pid), "the daemon to die")
    wait_until(lambda: not any(pid_alive(pid) for pid in pids), "its server to die with it", timeout=20)
    listed = specdec(env, "ls")
    assert f"{sweep_id}  dead" in listed.stdout and "attach resumes" in listed.stdout, listed.stdout
    got = re.search(rf"{sweep_id}\s+dead\s+(\d+)/14\s", listed.stdout)  # how far it got, from its journal
    assert got is not None and int(got.group(1)) >= 2, listed.stdout
    before = cells_in(results)
    # attach offers resume (--yes: no terminal to ask on); the finished cells are kept, the rest run.
    resumed = specdec(env, "attach", sweep_id, "--headless", "--yes", timeout=180)
    assert resumed.returncode in (0, 1), resumed.stderr
    assert "is not running" in resumed.stdout and "resumed as sweep" in resumed.stdout
    assert "sweep finished" in resumed.stdout
    counts = cells_in(results)
    assert len(counts) == 14 and set(counts.values()) == {1}
    assert set(before) <= set(counts)
    assert not any(pid_alive(pid) for pid in server_pids(results))
    # the dead record went when it was resumed; the resumed sweep's record stays, ended
    wait_until(lambda: [i.ended for i in list_sweeps(runtime(env))] == [True], "one ended sweep left")


def test_stop_after_the_cell_and_a_dead_attach_without_a_terminal(env: dict[str, str], tmp_path: Path) -> None:
    results = tmp_path / "r"
    started = specdec(env, "run", str(demo_sweep_path()), "--detach", "--results", str(results), "--no-gpu")
    sweep_id = started.stdout.strip()
    wait_until(lambda: "CellStarted" in event_types(results), "the first cell")
    stopped = specdec(env, "stop", sweep_id[:4])  # an id's start is enough
    assert stopped.returncode == 0 and "after the cell in flight" in stopped.stdout, stopped.stdout
    wait_until(lambda: all(i.ended for i in list_sweeps(runtime(env))), "the daemon to end")
    assert event_types(results)[-1] == "SweepFinished" and journal(results)[-1]["e"]["aborted"]
    assert cells_in(results)[("baseline", "chat")] == 1  # the cell in flight was finished and kept
    assert not any(pid_alive(pid) for pid in server_pids(results))
    assert re.search(rf"{sweep_id}\s+stopped\s+\d+/14\s", specdec(env, "ls").stdout)
    shown = specdec(env, "attach", sweep_id)  # a stopped sweep: how to continue it, nothing to resume here
    assert shown.returncode == 0 and " stopped " in shown.stdout and "--resume" in shown.stdout, shown.stdout
    assert specdec(env, "stop", sweep_id).returncode == 0  # forgets it
    gone = specdec(env, "attach", sweep_id)
    assert gone.returncode == 2 and "no sweep" in gone.stderr


async def test_a_tui_attached_to_a_sigkilled_daemon_says_it_is_gone_and_every_key_answers(
    env: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from textual.notifications import Notify

    from specdec_tui.daemon.client import RemoteController
    from specdec_tui.daemon.runtime import socket_path
    from specdec_tui.tui.app import SpecdecApp

    monkeypatch.setenv("SPECDEC_KEYMAP", str(tmp_path / "no-keymap.toml"))
    monkeypatch.setenv("SPECDEC_THEMES_DIR", str(tmp_path / "no-themes"))
    results = tmp_path / "r"
    started = specdec(env, "run", str(demo_sweep_path()), "--detach", "--results", str(results), "--no-gpu")
    assert started.returncode == 0, started.stderr
    [item] = list_sweeps(runtime(env))
    app = SpecdecApp(lambda sink: RemoteController(item.record, socket_path(runtime(env), item.record.id), sink))
    messages: list[Any] = []

    async def until(condition: Callable[[], object], what: str, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            assert time.monotonic() < deadline, f"timed out waiting for {what}"
            await pilot.pause(0.05)

    def said() -> list[str]:
        return [m.notification.message for m in messages if isinstance(m, Notify)]

    async with app.run_test(size=(80, 24), message_hook=messages.append) as pilot:
        await until(lambda: app.status.current is not None, "a cell in flight")
        os.kill(item.record.pid, signal.SIGKILL)
        await until(lambda: app.status.state == "gone", "the status bar to say the daemon is gone")
        assert said()[-1] == f"the sweep daemon is gone: it was killed or crashed. specdec attach {item.record.id} resumes the sweep"
        for key in ("p", "s", "r", "e", "R", "d", "ctrl+s", "ctrl+r", "c"):
            before = len(said())
            await pilot.press(key)
            await until(lambda n=before: len(said()) > n, f"an answer to {key}", timeout=5)
            assert "killed or crashed" in said()[-1], (key, said()[-1])
            assert len(app.screen_stack) == 1, key
        await pilot.press("q")  # nothing runs any more: quits at once
        await until(lambda: app.return_code is not None, "the app to quit", timeout=5)
    listed = specdec(env, "ls")
    assert f"{item.record.id}  dead" in listed.stdout, listed.stdout
    specdec(env, "stop", item.record.id)  # removes the dead sweep's record


async def test_a_sigstopped_daemon_is_not_answering_not_gone_and_comes_back_on_sigcont(
    env: dict[str, str], tmp_path: Path
) -> None:
    import asyncio

    from specdec_tui.daemon.client import DaemonUnresponsive, RemoteController
    from specdec_tui.daemon.runtime import socket_path
    from specdec_tui.domain import events as ev

    results = tmp_path / "r"
    started = specdec(env, "run", str(demo_sweep_path()), "--detach", "--results", str(results), "--no-gpu")
    assert started.returncode == 0, started.stderr
    [item] = list_sweeps(runtime(env))
    seen: list[ev.Event] = []
    remote = RemoteController(item.record, socket_path(runtime(env), item.record.id), seen.append, tail_logs=False,
                              heartbeat_s=0.1, silent_after_s=0.5, call_s=0.5)  # fmt: skip
    following = asyncio.ensure_future(remote.run())

    async def until(condition: Callable[[], object], what: str, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            assert time.monotonic() < deadline, f"timed out waiting for {what}"
            assert not following.done(), following.result()
            await asyncio.sleep(0.02)

    stopped = False
    try:
        await until(lambda: any(isinstance(e, ev.CellStarted) for e in seen), "a cell in flight")
        os.kill(item.record.pid, signal.SIGSTOP)
        stopped = True
        await until(lambda: ev.DaemonContact(False, "not answering") in seen, "the daemon shown not answering")
        with pytest.raises(DaemonUnresponsive, match="has not answered"):
            remote.pause()  # refused at once: nothing waits on the stopped daemon
        assert remote.gone is None
        listed = await asyncio.to_thread(specdec, env, "ls")
        assert f"{item.record.id}  no answer" in listed.stdout and "dead" not in listed.stdout, listed.stdout
        os.kill(item.record.pid, signal.SIGCONT)
        stopped = False
        await until(lambda: ev.DaemonContact(True) in seen, "the daemon answering again")
        summary = await asyncio.wait_for(following, 60)  # and it follows the sweep to its end
        assert summary.finished and remote.gone == "finished", summary
    finally:
        if stopped:
            os.kill(item.record.pid, signal.SIGCONT)
        if not following.done():
            following.cancel()
        specdec(env, "stop", item.record.id)
