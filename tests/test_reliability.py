"""Reliability under faults (issue 7): no orphans, nothing lost, wedged servers, bad sweeps, a bad
environment, exposure. Most tests drive the real CLI or the real controller against the sim; each
server process is found by a unique marker (its ``--model-path``) in its command line."""

from __future__ import annotations

import asyncio
import errno
import io
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import textwrap
import time
import uuid
from collections import Counter
from collections.abc import Callable
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import psutil
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from specdec_tui.backends import get_backend
from specdec_tui.cli import main as cli
from specdec_tui.cli.wiring import build_controller
from specdec_tui.domain import events as ev
from specdec_tui.domain.status import CellStatus
from specdec_tui.rules.learned import learn_rule, load_rules_file
from specdec_tui.run.controller import Controller
from specdec_tui.run.results import ResultsStore
from specdec_tui.sim.launcher import sim_argv
from specdec_tui.sweepfile.config import load_sweep, loads_sweep, save_sweep

ROOT = Path(__file__).resolve().parent.parent
SWEEPS = sorted((ROOT / "sweeps").glob("*.toml"))
ORPHAN_DEADLINE_S = 2.0


# ------------------------------------------------------------------------------------------ helpers
def new_marker() -> str:
    return f"sim/rel-{uuid.uuid4().hex[:10]}"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def marked(marker: str) -> list[psutil.Process]:
    """Live processes whose command line carries ``marker`` (the server and its supervisor shim)."""
    found = []
    for proc in psutil.process_iter(["cmdline"]):
        try:
            if any(marker in part for part in proc.info["cmdline"] or []) and proc.status() != psutil.STATUS_ZOMBIE:
                found.append(proc)
        except psutil.Error:
            pass
    return found


def gone_within(marker: str, since: float, limit_s: float = ORPHAN_DEADLINE_S) -> tuple[list[psutil.Process], float]:
    """Wait until no marked process is left or ``limit_s`` after ``since``; the survivors are killed."""
    while True:
        left = marked(marker)
        took = time.monotonic() - since
        if not left or took > limit_s:
            break
        time.sleep(0.02)
    for proc in left:
        try:
            proc.kill()
        except psutil.Error:
            pass
    return left, took


def sim_sweep(
    marker: str,
    runs: str,
    *,
    name: str = "reliability",
    port: int = 0,
    speed: float = 50,
    workloads: str | None = None,
    limits: str = "hang_timeout_s = 3.0\nrequest_timeout_s = 30.0\nstop_grace_s = 2.0",
) -> str:
    default_workloads = """
        [[workload]]
        name = "w1"
        prompt_tokens = [40, 80]
        output_tokens = 16
        requests = 2
        concurrency = 1
        warmup_requests = 0

        [[workload]]
        name = "w2"
        prompt_tokens = 60
        output_tokens = 12
        requests = 2
        concurrency = 2
        warmup_requests = 0
    """
    return "\n".join(
        [
            f'name = "{name}"',
            "[server]",
            'backend = "sim"',
            f'model = "{marker}"',
            "context_length = 4096",
            f"port = {port}",
            f'extra_args = ["--sim-speed", "{speed:g}", "--sim-startup-s", "0.1"]',
            "startup_timeout_s = 30.0",
            "[limits]",
            limits,
            textwrap.dedent(workloads or default_workloads),
            textwrap.dedent(runs),
        ]
    )


def write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def specdec(*args: str, cwd: Path, stdout: Any = subprocess.PIPE) -> subprocess.Popen[Any]:
    return subprocess.Popen(
        [sys.executable, "-m", "specdec_tui", *args], stdout=stdout, stderr=subprocess.STDOUT, cwd=cwd
    )


def wait_for_generation(results: Path, proc: subprocess.Popen[Any], timeout: float = 60.0) -> None:
    """Until the server's log (in the results folder) shows a generation request: a cell is in flight."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for log in (results / "logs").glob("*.log") if (results / "logs").is_dir() else []:
            if "POST /generate" in log.read_text(errors="replace"):
                return
        assert proc.poll() is None, f"specdec exited ({proc.returncode}) before a request was sent"
        time.sleep(0.05)
    raise AssertionError(f"no generation request within {timeout} s")


def records(results: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (results / "results.jsonl").read_text().splitlines() if line.strip()]


def run_controller(sweep_text: str, tmp_path: Path, sink: Callable[[ev.Event], None] | None = None,
                   timeout: float = 90.0) -> tuple[Any, list[ev.Event]]:  # fmt: skip
    events: list[ev.Event] = []

    def collect(event: ev.Event) -> None:
        events.append(event)
        if sink is not None:
            sink(event)

    sweep = loads_sweep(sweep_text, tmp_path / "sweep.toml")
    controller = build_controller(sweep, results_dir=tmp_path / "results", sink=collect)
    summary = asyncio.run(asyncio.wait_for(controller.run(), timeout))
    return summary, events


def finished(events: list[ev.Event]) -> dict[str, Any]:
    return {e.result.key: e.result for e in events if isinstance(e, ev.CellFinished)}


LONG_RUN = """
    [[run]]
    name = "baseline"
    speculative = { algorithm = "none" }
"""
LONG_WORKLOAD = """
    [[workload]]
    name = "long"
    prompt_tokens = 50
    output_tokens = 4000
    requests = 1
    warmup_requests = 0
"""


# ------------------------------------------------------------------------------------ no orphans
@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name)
def test_killing_headless_specdec_leaves_no_server_within_2s(tmp_path: Path, sig: signal.Signals) -> None:
    marker = new_marker()
    sweep = write(tmp_path / "s.toml", sim_sweep(marker, LONG_RUN, speed=1, workloads=LONG_WORKLOAD))
    out = tmp_path / "out.txt"
    with open(out, "wb") as handle:
        proc = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "r"),
                       cwd=tmp_path, stdout=handle)  # fmt: skip
    try:
        wait_for_generation(tmp_path / "r", proc)
        before = marked(marker)
        assert any("specdec_tui.sim" in " ".join(p.cmdline()) for p in before), "the sim is running"
        signalled = time.monotonic()
        proc.send_signal(sig)
        left, took = gone_within(marker, signalled)
        assert not left, f"{len(left)} server process(es) still alive {took:.2f} s after {sig.name}"
        assert proc.wait(timeout=10) is not None
    finally:
        if proc.poll() is None:
            proc.kill()


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGHUP, signal.SIGKILL, signal.SIGTERM], ids=lambda s: s.name)
def test_killing_the_tui_in_a_terminal_leaves_no_server_within_2s(tmp_path: Path, sig: signal.Signals) -> None:
    """The single-process TUI (``specdec run SWEEP --foreground``) on a pseudo-terminal: the terminal
    hangs up (SIGHUP), or the process is killed. Without --foreground the TUI is a client of a sweep
    daemon and the sweep is meant to outlive it: tests/test_daemon_processes.py covers that, and that a
    SIGKILLed daemon leaves no server."""
    import pty
    import threading

    marker = new_marker()
    sweep = write(tmp_path / "s.toml", sim_sweep(marker, LONG_RUN, speed=1, workloads=LONG_WORKLOAD))
    master, slave = pty.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "100", "LINES": "30",
           "SPECDEC_KEYMAP": str(tmp_path / "k.toml"), "SPECDEC_THEMES_DIR": str(tmp_path / "t")}  # fmt: skip
    proc = subprocess.Popen(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--foreground", "--no-gpu",
         "--results", str(tmp_path / "r")],
        stdin=slave, stdout=slave, stderr=slave, cwd=tmp_path, env=env, start_new_session=True,
    )
    os.close(slave)

    def drain() -> None:  # a terminal that reads what the app draws
        try:
            while os.read(master, 65536):
                pass
        except OSError:
            pass

    threading.Thread(target=drain, daemon=True).start()
    try:
        wait_for_generation(tmp_path / "r", proc)
        assert any("specdec_tui.sim" in " ".join(p.cmdline()) for p in marked(marker))
        signalled = time.monotonic()
        proc.send_signal(sig)
        left, took = gone_within(marker, signalled)
        assert not left, f"{len(left)} server process(es) still alive {took:.2f} s after {sig.name} of the TUI"
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=10)
        os.close(master)


def running(controller: Controller) -> bool:
    """A cell is in flight (as the queue view shows it)."""
    return any(cell.status == CellStatus.RUNNING for cell in controller.snapshot())


@pytest.mark.slow
@pytest.mark.parametrize("keys", [("q", "y"), ("ctrl+q",), ("ctrl+q", "ctrl+q"), ("X", "y", "!", "q")],
                         ids=["q-confirm", "ctrl+q", "ctrl+q-twice", "abort-then-q"])  # fmt: skip
async def test_leaving_the_tui_stops_the_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                keys: tuple[str, ...]) -> None:  # fmt: skip
    from specdec_tui.tui.app import SpecdecApp

    monkeypatch.setenv("SPECDEC_KEYMAP", str(tmp_path / "no-keymap.toml"))
    monkeypatch.setenv("SPECDEC_THEMES_DIR", str(tmp_path / "no-themes"))
    marker = new_marker()
    sweep = loads_sweep(sim_sweep(marker, LONG_RUN, speed=1, workloads=LONG_WORKLOAD), tmp_path / "s.toml")
    controllers: list[Controller] = []

    def factory(sink: ev.EventSink) -> Controller:
        controllers.append(build_controller(sweep, results_dir=tmp_path / "r", sink=sink))
        return controllers[0]

    app = SpecdecApp(factory)
    async with app.run_test(size=(100, 30)) as pilot:
        deadline = time.monotonic() + 30
        while not (controllers and controllers[0].server_state == "ready" and running(controllers[0])):
            assert time.monotonic() < deadline, "the server did not start"
            await pilot.pause(0.05)
        assert marked(marker)
        for key in keys:
            if key == "!":  # after an abort: the sweep ends and the server is gone before quitting
                aborted_at = time.monotonic()
                while controllers[0].state != "finished":
                    assert time.monotonic() - aborted_at < 15, "the abort did not end the sweep"
                    await pilot.pause(0.05)
                left, took = gone_within(marker, aborted_at, ORPHAN_DEADLINE_S)
                assert not left, f"server still running {took:.2f} s after the abort"
                continue
            await pilot.press(key)
            await pilot.pause(0.05)
        deadline = time.monotonic() + 15
        while app.is_running and time.monotonic() < deadline:
            await pilot.pause(0.05)
        assert not app.is_running, f"the app did not exit after {keys}"
    left_at = time.monotonic()
    await asyncio.sleep(0)
    while marked(marker) and time.monotonic() - left_at < ORPHAN_DEADLINE_S:
        await asyncio.sleep(0.05)
    left, took = gone_within(marker, left_at, 0.0)
    assert not left, f"server still running {took:.2f} s after leaving the TUI with {keys}"


@pytest.mark.slow
def test_stale_server_on_the_port_is_reported_not_reused(tmp_path: Path) -> None:
    """A sim left by an earlier (crashed) specdec holds the sweep's port: the cell fails naming it and
    the stale server gets no request."""
    port = free_port()
    stale_marker = new_marker()
    stale_log = tmp_path / "stale.log"
    with open(stale_log, "wb") as handle:
        stale = subprocess.Popen(sim_argv(port, model=stale_marker, startup_s=0.0), stdout=handle,
                                 stderr=subprocess.STDOUT, start_new_session=True)  # fmt: skip
    try:
        deadline = time.monotonic() + 20
        while "ready to roll" not in stale_log.read_text(errors="replace"):  # after its own warm-up request
            assert time.monotonic() < deadline and stale.poll() is None, "the stale sim did not start"
            time.sleep(0.05)
        requests_before = stale_log.read_text(errors="replace").count("POST /generate")
        sweep = write(tmp_path / "s.toml", sim_sweep(new_marker(), LONG_RUN, port=port))
        proc = subprocess.run(
            [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--results",
             str(tmp_path / "r")], capture_output=True, text=True, timeout=60, cwd=tmp_path,
        )  # fmt: skip
        assert proc.returncode == 1, proc.stdout[-2000:] + proc.stderr[-2000:]
        assert "Traceback" not in proc.stdout + proc.stderr
        rows = records(tmp_path / "r")
        assert {r["status"] for r in rows} == {"failed"} and all(r["requests_ok"] == 0 for r in rows)
        message = " ".join(rows[0]["reasons"])
        assert f"port {port}" in message and f"pid {stale.pid}" in message and "specdec_tui.sim" in message
        assert f"pid {stale.pid}" in proc.stdout  # shown to the user, not only recorded
        time.sleep(0.2)
        assert stale_log.read_text(errors="replace").count("POST /generate") == requests_before
        assert stale.poll() is None, "specdec must not kill a process it does not own"
    finally:
        stale.kill()
        stale.wait()


# ----------------------------------------------------------------------------------- nothing lost
THREE_RUNS = """
    [[run]]
    name = "baseline"
    speculative = { algorithm = "none" }

    [[run]]
    name = "dd{budget}"
    speculative = { algorithm = "ddtree", budget = [16, 20] }
"""


@pytest.mark.slow
@pytest.mark.parametrize("seed", [7, 11])
def test_sigkill_at_random_moments_then_resume_completes_without_duplicates(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    marker = new_marker()
    sweep = write(tmp_path / "s.toml", sim_sweep(marker, THREE_RUNS, speed=20))
    results = tmp_path / "r"
    expected = {f"{run} / {w}" for run in ("baseline", "dd16", "dd20") for w in ("w1", "w2")}
    kills = 0
    for attempt in range(6):
        out = tmp_path / f"out{attempt}.txt"
        args = ["run", str(sweep), "--headless", "--no-gpu", "--results", str(results)]
        with open(out, "wb") as handle:
            proc = specdec(*args, *(["--resume"] if attempt else []), cwd=tmp_path, stdout=handle)
        if attempt < 2:
            wait_for_generation(results, proc)
            try:
                proc.wait(timeout=rng.uniform(0.0, 1.5))
            except subprocess.TimeoutExpired:
                killed_at = time.monotonic()
                proc.kill()
                proc.wait()
                kills += 1
                left, _ = gone_within(marker, killed_at)
                assert not left, "a server outlived SIGKILL of specdec"
                store = ResultsStore(results / "results.jsonl")
                done = store.load()
                assert all(w.startswith(str(results)) and "torn" in w for w in store.warnings), store.warnings
                keys = Counter(r.key for r in done)
                assert all(n == 1 for n in keys.values()), f"duplicates after a kill: {keys}"
                continue
        assert proc.wait(timeout=120) == 0, out.read_text()[-3000:]
        break
    assert kills >= 1, "the sweep finished before any kill (make it longer)"
    rows = records(results)
    keys = Counter(f"{r['run']} / {r['workload']}" for r in rows)
    assert set(keys) == expected and all(n == 1 for n in keys.values()), keys
    assert {r["status"] for r in rows} == {"ok"}


def test_save_sweep_is_atomic_when_the_rename_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "queue.toml"
    sweep = load_sweep(ROOT / "sweeps" / "demo.toml")
    save_sweep(sweep, target)
    before = target.read_bytes()
    calls: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        calls.append("fsync")
        real_fsync(fd)

    def failing_replace(src: Any, dst: Any) -> None:
        calls.append("replace")
        raise OSError(errno.EIO, "simulated crash between write and rename")

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", failing_replace)
    sweep.name = "changed"
    with pytest.raises(OSError):
        save_sweep(sweep, target)
    assert target.read_bytes() == before
    assert calls[:2] == ["fsync", "replace"], "the data is fsynced before the rename"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["queue.toml"], "no temporary file is left"
    monkeypatch.undo()
    save_sweep(sweep, target)
    assert load_sweep(target).name == "changed"


def test_learn_rule_is_atomic_when_the_rename_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "known_crashes.toml"
    learn_rule(path, {"backend": "sim", "budget": 8}, "crashed", label="cuda_illegal_instruction")
    before = path.read_bytes()

    def failing_replace(src: Any, dst: Any) -> None:
        raise OSError(errno.ENOSPC, "simulated crash between write and rename")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        learn_rule(path, {"backend": "sim", "budget": 12}, "crashed too")
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if not p.name.startswith(".known_crashes.toml.lock")] == [path.name]
    monkeypatch.undo()
    assert [r.match["budget"] for r in load_rules_file(path)] == [8]


# --------------------------------------------------------------------------------- wedged server
@pytest.mark.slow
def test_wedged_server_is_a_hang_then_restarted_and_the_sweep_goes_on(tmp_path: Path) -> None:
    runs = """
        [[run]]
        name = "wedged"
        speculative = { algorithm = "ddtree", budget = 16 }
        extra_args = ["--sim-hang-after-tokens", "5"]

        [[run]]
        name = "after"
        speculative = { algorithm = "ddtree", budget = 20 }
    """
    hang_s = 2.0
    limits = f"hang_timeout_s = {hang_s}\nrequest_timeout_s = 60.0\nstop_grace_s = 2.0"
    sweep = write(tmp_path / "s.toml", sim_sweep(new_marker(), runs, limits=limits))
    proc = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--results",
         str(tmp_path / "r")], capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )  # fmt: skip
    assert proc.returncode == 1, proc.stdout[-3000:] + proc.stderr[-2000:]
    by_key = {f"{r['run']} / {r['workload']}": r for r in records(tmp_path / "r")}
    hung = by_key["wedged / w1"]
    assert hung["status"] == "hang" and hung["triage_label"] == "hang"
    assert hang_s <= hung["duration_s"] < hang_s + 15
    assert by_key["wedged / w2"]["status"] in ("skipped", "invalid")
    assert by_key["after / w1"]["status"] == "ok" and by_key["after / w2"]["status"] == "ok"
    # A new server process (a new log) for the next run, which was served by it.
    logs = sorted(p.name for p in (tmp_path / "r" / "logs").glob("*.log"))
    assert logs == ["after-1.log", "wedged-1.log"], logs
    assert "POST /generate" in (tmp_path / "r" / "logs" / "after-1.log").read_text(errors="replace")
    assert by_key["after / w1"]["log_path"].endswith("after-1.log")


# ------------------------------------------------------------------------------------ bad sweeps
def _cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(list(args))
    return code, out.getvalue(), err.getvalue()


def _mutate(text: str, data: st.DataObject) -> str:
    lines = text.splitlines()
    kind = data.draw(st.sampled_from(["drop", "dup", "truncate", "garbage", "typo", "type", "byte", "table"]))
    i = data.draw(st.integers(0, max(0, len(lines) - 1)))
    if kind == "drop" and lines:
        del lines[i]
    elif kind == "dup" and lines:
        lines.insert(i, lines[i])
    elif kind == "truncate":
        return text[: data.draw(st.integers(0, len(text)))]
    elif kind == "garbage":
        lines.insert(i, data.draw(st.text(max_size=30)))
    elif kind == "typo" and "=" in lines[i]:
        key, _, value = lines[i].partition("=")
        lines[i] = key.rstrip() + data.draw(st.sampled_from(["x", "_", "s", "t"])) + " =" + value
    elif kind == "type" and "=" in lines[i]:
        key = lines[i].partition("=")[0]
        value = data.draw(st.sampled_from(['"text"', "-1", "1e400", "[]", "{}", "true", '"<15"', "0", "99999999999"]))
        lines[i] = f"{key}= {value}"
    elif kind == "byte":
        return text + "\n" + data.draw(st.sampled_from(["\x00", "\ufeff", "\x1b[31m", "é", "\\"]))
    elif kind == "table":
        lines.insert(i, data.draw(st.sampled_from(["[[run]]", "[server]", "[[workload]]", "[limits]", "[x]"])))
    return "\n".join(lines) + "\n"


@pytest.mark.slow  # measured 1.9 s
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_cli_on_mutated_example_sweeps_never_tracebacks(tmp_path: Path, data: st.DataObject) -> None:
    source = data.draw(st.sampled_from(SWEEPS), label="example")
    text = _mutate(source.read_text(), data)
    path = tmp_path / "mutated.toml"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    code, _, err = _cli("validate", str(path))
    if code == 0:
        return  # still a valid sweep: nothing to check here (and nothing may be run)
    assert code == 2, err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", err), f"unsafe characters in {err!r}"
    assert "mutated.toml" in err, "the line names the file"
    code, out, run_err = _cli("run", str(path), "--headless", "--no-gpu", "--results", str(tmp_path / "r"))
    assert (code, out) == (2, "")
    assert run_err.count("\n") == 1 and "mutated.toml" in run_err and "Traceback" not in run_err, run_err
    assert not (tmp_path / "r").exists(), "nothing ran"


@pytest.mark.slow
def test_console_script_on_broken_files_prints_one_line(tmp_path: Path) -> None:
    demo = (ROOT / "sweeps" / "demo.toml").read_text()
    broken = {
        "typo.toml": demo.replace("budget = [8", "budgit = [8"),
        "truncated.toml": demo[: demo.index("[[workload]]") + 20],
        "binary.toml": "name = \"x\"\n\x00\xff",
    }
    for name, text in broken.items():
        path = write(tmp_path / name, text)
        for args in (["validate", str(path)], ["run", str(path), "--headless", "--no-gpu"]):
            proc = subprocess.run([sys.executable, "-m", "specdec_tui", *args], capture_output=True, text=True,
                                  timeout=60, cwd=tmp_path)  # fmt: skip
            assert proc.returncode == 2, (name, args, proc.stdout, proc.stderr)
            lines = proc.stderr.strip().splitlines()
            assert len(lines) == 1 and name in lines[0] and "Traceback" not in proc.stderr, proc.stderr
    assert not (tmp_path / "specdec-results").exists(), "nothing ran"


# ------------------------------------------------------------------------------ bad environment
def test_port_in_use_by_a_foreign_listener_fails_each_cell_clearly(tmp_path: Path) -> None:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        summary, events = run_controller(sim_sweep(new_marker(), THREE_RUNS, port=port), tmp_path, timeout=30)
    cells = finished(events)
    assert len(cells) == 6 and {r.status for r in cells.values()} == {"failed"}
    for result in cells.values():
        assert any(f"port {port}" in r and f"pid {os.getpid()}" in r for r in result.reasons), result.reasons
    assert not summary.aborted and summary.exit_code == 1


@pytest.mark.parametrize("backend", ["llamacpp", "sglang", "vllm", "command"])
def test_missing_server_executable_marks_the_cells_and_the_sweep_ends(tmp_path: Path, backend: str) -> None:
    missing = "/nonexistent/bin/server"
    program = (
        f'command = ["{missing}", "--port", "{{port}}"]' if backend == "command" else f'executable = "{missing}"'
    )
    second = "ngram-mod" if backend == "llamacpp" else "ngram"
    text = textwrap.dedent(
        f"""
        name = "no-exe"
        [server]
        backend = "{backend}"
        model = "/nonexistent/model.gguf"
        {program}
        port = 0
        [[workload]]
        name = "w"
        prompt_tokens = 20
        output_tokens = 4
        requests = 1
        [[run]]
        name = "a"
        speculative = {{ algorithm = "none" }}
        [[run]]
        name = "b"
        speculative = {{ algorithm = "{second}" }}
        """
    )
    summary, events = run_controller(text, tmp_path, timeout=30)
    cells = finished(events)
    assert len(cells) == 2, cells
    if backend == "llamacpp":
        # llama-server's binary and model file are checked before anything starts: invalid verdicts
        for result in cells.values():
            assert result.status == "invalid", result
            assert f"server.executable '{missing}' does not exist" in result.reasons, result.reasons
        assert summary.exit_code == 2  # every cell invalid: nothing could be measured (as the CLI refuses it)
        return
    for result in cells.values():
        if result.status == "invalid":  # a backend constraint on run b; not this test's subject
            continue
        assert result.status == "failed", result
        assert f"server executable not found: {missing}" in " ".join(result.reasons), result.reasons
    assert cells["a / w"].status == "failed"
    assert summary.exit_code == 1


@pytest.mark.llamacpp
def test_unloadable_model_file_with_the_real_llama_server(tmp_path: Path) -> None:
    """A model file that exists but is no GGUF: the server's own load error is triaged (a file that
    does not exist is an invalid verdict before anything starts: test_assets.py)."""
    from specdec_tui.backends import assets

    try:
        assets.llama_server_path()
    except Exception as exc:
        pytest.skip(f"llama-server not installed: {exc}")
    broken = tmp_path / "model.gguf"
    broken.write_bytes(b"not a gguf file\n" * 64)
    text = textwrap.dedent(
        """
        name = "no-model"
        [server]
        backend = "llamacpp"
        model = "MODEL"
        port = 0
        startup_timeout_s = 60.0
        [[workload]]
        name = "w"
        prompt_tokens = 20
        output_tokens = 4
        requests = 1
        [[run]]
        name = "a"
        speculative = { algorithm = "none" }
        """
    ).replace("MODEL", str(broken))
    _, events = run_controller(text, tmp_path, timeout=90)
    result = finished(events)["a / w"]
    assert result.status in ("crashed", "failed")
    shown = " ".join([*result.reasons, result.first_fatal_line or ""])
    assert str(broken) in shown or "model" in shown, shown
    assert result.triage_label == "model_load_error", (result.triage_label, shown)


@pytest.mark.slow
def test_a_run_whose_server_cannot_start_does_not_stop_the_sweep(tmp_path: Path) -> None:
    runs = """
        [[run]]
        name = "bad-flag"
        speculative = { algorithm = "none" }
        extra_args = ["--no-such-flag"]

        [[run]]
        name = "good"
        speculative = { algorithm = "ddtree", budget = 16 }
    """
    _, events = run_controller(sim_sweep(new_marker(), runs), tmp_path)
    cells = finished(events)
    assert cells["bad-flag / w1"].status in ("failed", "crashed")
    assert "exited with code 2" in " ".join(cells["bad-flag / w1"].reasons)
    assert cells["good / w1"].status == "ok" and cells["good / w2"].status == "ok"


def test_results_dir_under_a_file_is_one_clear_line(tmp_path: Path) -> None:
    # Tests run as root, where chmod 0o500 does not stop writes: a path below a regular file fails for
    # everyone (ENOTDIR), which is what an unwritable results folder looks like to specdec.
    blocker = write(tmp_path / "a-file", "")
    sweep = write(tmp_path / "s.toml", sim_sweep(new_marker(), LONG_RUN))
    code, out, err = _cli("run", str(sweep), "--headless", "--no-gpu", "--results", str(blocker / "results"))
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert str(blocker) in err and "Not a directory" in err, err
    assert "Traceback" not in out


@pytest.mark.slow
def test_results_file_unwritable_mid_sweep_stops_new_cells_and_keeps_the_result(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 19: a cell whose result cannot be written is not done; nothing more is measured."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    results_file = tmp_path / "results" / "results.jsonl"

    def block_after_first(event: ev.Event) -> None:
        # A real failure, not a mock: the results file becomes a directory after the first record.
        if isinstance(event, ev.CellFinished) and results_file.is_file():
            results_file.unlink()
            results_file.mkdir()

    summary, events = run_controller(sim_sweep(new_marker(), THREE_RUNS), tmp_path, sink=block_after_first)
    cells = finished(events)
    assert len(cells) == 2 and {r.status for r in cells.values()} == {"ok"}
    assert len([e for e in events if isinstance(e, ev.CellStarted)]) == 2, "no cell starts after the failed write"
    not_saved = [e for e in events if isinstance(e, ev.ResultsNotSaved)]
    assert len(not_saved) == 1 and not_saved[0].path == str(results_file) and "directory" in not_saved[0].error
    assert summary.exit_code == 3 and summary.unsaved == 1
    assert summary.fallback_path is not None and summary.fallback_path.is_relative_to(tmp_path / "state")
    kept = [json.loads(line) for line in summary.fallback_path.read_text().splitlines()]
    assert [(k["run"], k["workload"]) for k in kept] == [tuple(list(cells)[1].split(" / "))]


# ------------------------------------------------------------------------------------- exposure
@pytest.mark.parametrize("backend", ["sglang", "vllm", "llamacpp", "sim"])
def test_every_adapter_binds_loopback_by_default(backend: str) -> None:
    extra = 'executable = "/opt/llama-server"\n' if backend == "llamacpp" else ""
    text = textwrap.dedent(
        f"""
        name = "x"
        [server]
        backend = "{backend}"
        model = "org/model"
        {extra}
        [[workload]]
        name = "w"
        prompt_tokens = 10
        output_tokens = 4
        [[run]]
        name = "r"
        speculative = {{ algorithm = "none" }}
        """
    )
    sweep = loads_sweep(text)
    plan = get_backend(backend).launch_plan(sweep.server, sweep.runs[0])
    assert plan.argv[plan.argv.index("--host") + 1] == "127.0.0.1"
    assert plan.host == "127.0.0.1"
    sweep.server.host = "0.0.0.0"  # the user asks otherwise
    plan = get_backend(backend).launch_plan(sweep.server, sweep.runs[0])
    assert plan.argv[plan.argv.index("--host") + 1] == "0.0.0.0"


def test_command_backend_host_placeholder_defaults_to_loopback() -> None:
    sweep = loads_sweep(
        textwrap.dedent(
            """
            name = "x"
            [server]
            backend = "command"
            model = "m"
            command = ["srv", "--host", "{host}", "--port", "{port}"]
            [[workload]]
            name = "w"
            prompt_tokens = 10
            output_tokens = 4
            [[run]]
            name = "r"
            speculative = { algorithm = "none" }
            """
        )
    )
    plan = get_backend("command").launch_plan(sweep.server, sweep.runs[0])
    assert plan.argv[2] == "127.0.0.1"


@pytest.mark.slow  # measured 0.7 s
def test_the_sim_listens_on_loopback_only(tmp_path: Path) -> None:
    port = free_port()
    proc = subprocess.Popen(sim_argv(port, model=new_marker(), startup_s=0.0), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        handle = psutil.Process(proc.pid)
        deadline = time.monotonic() + 20
        listening: list[Any] = []
        while not listening:
            assert time.monotonic() < deadline and proc.poll() is None, "the sim did not listen"
            listening = [c for c in handle.net_connections(kind="inet") if c.status == psutil.CONN_LISTEN]
            time.sleep(0.05)
        assert {(c.laddr.ip, c.laddr.port) for c in listening} == {("127.0.0.1", port)}
    finally:
        proc.terminate()
        proc.wait(timeout=10)
