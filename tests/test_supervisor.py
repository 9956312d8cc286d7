"""The server supervisor against small child programs that play a server's part."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import textwrap
import time
from pathlib import Path

import psutil
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from specdec_tui.backends.base import Backend, ReadyState
from specdec_tui.server import procutil
from specdec_tui.server.supervisor import (
    DELIVER_BATCH,
    LineSplitter,
    PortInUseError,
    ServerProcess,
    StartupError,
)

# A stand-in server. It answers GET /health with 200 once "ready", prints what the mode asks, and
# writes its own PID (and its grandchild's) to files so the test can look for them afterwards.
FAKE_SERVER = textwrap.dedent(
    r"""
    import os, signal, sys, threading, time
    from http.server import BaseHTTPRequestHandler, HTTPServer

    mode, port, workdir = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    state = {"ready": False}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            code = 200 if state["ready"] else 503
            self.send_response(code)
            self.send_header("Content-Length", "0")
            self.end_headers()
        def log_message(self, *args):
            pass

    def serve():
        HTTPServer(("127.0.0.1", port), Handler).serve_forever()

    def say(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    open(os.path.join(workdir, "server.pid"), "w").write(str(os.getpid()))
    say("Load weight begin.")
    if mode == "exit":
        sys.stderr.write("ValueError: unknown value for --dtype\n")
        sys.exit(3)
    if mode == "fatal":
        say("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 GiB")
        time.sleep(60)
    if mode == "generic-then-cause":
        say("[2026-08-01 12:00:00 TP0] Scheduler hit an exception: Traceback (most recent call last):")
        time.sleep(0.1)
        say('  File "/sglang/srt/model_executor/model_runner.py", line 1274, in load_model')
        say("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 GiB")
        time.sleep(60)
    if mode == "hang":
        time.sleep(60)
    if mode == "ignore-term":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if mode == "garbage":
        sys.stdout.buffer.write(b"bad \xff\xfe utf8\n" + b"x" * 200_000 + b"\nafter long\x00line\n")
        sys.stdout.flush()
    if mode == "grandchild":
        # A grandchild that ignores SIGTERM, double-forks into a new session and lingers.
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                signal.signal(signal.SIGTERM, signal.SIG_IGN)
                open(os.path.join(workdir, "grandchild.pid"), "w").write(str(os.getpid()))
                while True:
                    time.sleep(1)
            os._exit(0)
        while not os.path.exists(os.path.join(workdir, "grandchild.pid")):
            time.sleep(0.01)
    threading.Thread(target=serve, daemon=True).start()
    if mode == "log-ready":
        time.sleep(0.3)
        state["ready"] = True
        say("The server is fired up and ready to roll!")
    else:
        state["ready"] = True
    while True:
        time.sleep(1)
    """
)


class FakeBackend(Backend):
    name = "fake"
    health_path = "/health"
    ready_log_pattern = r"fired up and ready to roll"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def kill_leftovers(workdir: Path) -> None:
    """After a failed test: kill what the child programs of ``workdir`` left running (only
    processes whose command line names ``workdir``, so a recycled PID is never hit)."""
    for path in workdir.glob("*.pid"):
        try:
            proc = psutil.Process(int(path.read_text()))
            if str(workdir) in " ".join(proc.cmdline()):
                proc.kill()
        except (psutil.Error, ValueError):
            pass


@pytest.fixture
def fake(tmp_path: Path):  # type: ignore[no-untyped-def]
    script = tmp_path / "fake_server.py"
    script.write_text(FAKE_SERVER)
    yield script
    kill_leftovers(tmp_path)


def make_server(
    tmp_path: Path, fake: Path, mode: str, port: int | None = None, **kwargs: object
) -> ServerProcess:
    port = port or free_port()
    return ServerProcess(
        [sys.executable, str(fake), mode, str(port), str(tmp_path)],
        env=None,
        log_dir=tmp_path / "logs",
        name="fake",
        host="127.0.0.1",
        port=port,
        backend=FakeBackend(),
        server_kind="sglang",
        **kwargs,  # type: ignore[arg-type]
    )


def pid_from(path: Path) -> int:
    return int(path.read_text())


def gone(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


# -- readiness ---------------------------------------------------------------------------------


async def test_ready_by_probe_then_stop(tmp_path: Path, fake: Path) -> None:
    batches: list[tuple[list[str], int]] = []
    server = make_server(tmp_path, fake, "ready", on_lines=lambda lines, n: batches.append((lines, n)))
    startup_s = await server.start(timeout_s=20)
    assert server.ready and server.alive
    assert 0 < startup_s < 20
    assert server.pid == pid_from(tmp_path / "server.pid")
    assert server.reaper_pid != server.pid
    # The server runs in its own process group, apart from specdec's.
    assert os.getpgid(server.pid) == server.pid != os.getpgid(0)
    lines = [line for batch, _ in batches for line in batch]
    assert "Load weight begin." in lines
    assert batches[0][1] == 1
    returncode = await server.stop(grace_s=5)
    assert returncode == -signal.SIGTERM
    assert not server.alive and gone(pid_from(tmp_path / "server.pid"))
    assert procutil.port_is_free("127.0.0.1", server.port)
    assert await server.stop() == returncode  # idempotent


@pytest.mark.slow  # measured 0.5 s
async def test_ready_log_line_triggers_probe_at_once(tmp_path: Path, fake: Path) -> None:
    # With a 60 s probe interval only the ready log line can make start() return in time.
    server = make_server(tmp_path, fake, "log-ready")
    server.probe_interval_s = 60.0
    try:
        await server.start(timeout_s=15)
        assert server.ready
    finally:
        await server.stop(grace_s=5)


@pytest.mark.slow  # measured 1.0 s
async def test_startup_timeout_stops_the_server(tmp_path: Path, fake: Path) -> None:
    server = make_server(tmp_path, fake, "hang")
    with pytest.raises(StartupError) as info:
        await server.start(timeout_s=1.0)
    assert "not ready after 1 s" in info.value.reason
    assert not server.alive and gone(pid_from(tmp_path / "server.pid"))


async def test_early_exit_is_a_startup_error_with_reason(tmp_path: Path, fake: Path) -> None:
    server = make_server(tmp_path, fake, "exit")
    with pytest.raises(StartupError) as info:
        await server.start(timeout_s=20)
    assert "exited with code 3 while starting" in info.value.reason
    assert "\n" not in info.value.reason
    assert server.returncode == 3
    assert "ValueError: unknown value for --dtype" in server.log_path.read_text()


async def test_fatal_line_while_starting_fails_fast(tmp_path: Path, fake: Path) -> None:
    server = make_server(tmp_path, fake, "fatal")
    began = time.monotonic()
    with pytest.raises(StartupError) as info:
        await server.start(timeout_s=30)
    assert time.monotonic() - began < 15  # well before the 30 s timeout, and the child sleeps 60 s
    assert info.value.event is not None
    assert "CUDA out of memory" in info.value.event.text
    assert "CUDA out of memory" in info.value.reason
    assert gone(pid_from(tmp_path / "server.pid"))


async def test_startup_error_carries_the_cause_not_the_generic_first_line(tmp_path: Path, fake: Path) -> None:
    server = make_server(tmp_path, fake, "generic-then-cause")
    with pytest.raises(StartupError) as info:
        await server.start(timeout_s=30)
    assert info.value.event is not None and info.value.event.label == "cuda_oom"
    assert info.value.reason.startswith("fatal error while starting: cuda_oom: torch.OutOfMemoryError")


# -- stopping ----------------------------------------------------------------------------------


@pytest.mark.slow  # measured 0.7 s
async def test_stop_escalates_to_sigkill_when_sigterm_is_ignored(tmp_path: Path, fake: Path) -> None:
    server = make_server(tmp_path, fake, "ignore-term")
    await server.start(timeout_s=20)
    returncode = await server.stop(grace_s=0.5)
    assert returncode == -signal.SIGKILL
    assert gone(pid_from(tmp_path / "server.pid"))


@pytest.mark.slow  # measured 0.7 s
async def test_double_forked_grandchild_ignoring_sigterm_is_gone_after_stop(
    tmp_path: Path, fake: Path
) -> None:
    server = make_server(tmp_path, fake, "grandchild")
    await server.start(timeout_s=20)
    grandchild = pid_from(tmp_path / "grandchild.pid")
    assert psutil.pid_exists(grandchild)
    # It escaped into its own session, but the shim (a child subreaper) adopted it.
    assert os.getsid(grandchild) != os.getsid(server.pid)
    assert grandchild in server.tree_pids()
    seen: list[set[int]] = []

    async def release_hook(pids: set[int]) -> str | None:
        seen.append(pids)
        return "GPU memory still held by pid 1 (test)"

    server.release_hooks.append(release_hook)
    await server.stop(grace_s=0.5)
    assert gone(grandchild) and gone(server.pid)
    assert seen and {server.pid, grandchild} <= seen[0]
    assert "GPU memory still held by pid 1 (test)" in server.warnings


async def test_unexpected_exit_after_ready_reaches_wait_and_on_fatal(tmp_path: Path, fake: Path) -> None:
    events: list[object] = []
    server = make_server(tmp_path, fake, "ready", on_fatal=events.append)
    await server.start(timeout_s=20)
    os.kill(server.pid, signal.SIGKILL)  # what the host OOM killer does
    assert await asyncio.wait_for(server.wait(), 5) == -signal.SIGKILL
    assert not server.alive
    assert events, "an unexpected death is reported"
    await server.stop()


@pytest.mark.slow  # measured 0.3 s
async def test_if_the_shim_is_killed_the_supervisor_kills_the_tree(tmp_path: Path, fake: Path) -> None:
    server = make_server(tmp_path, fake, "grandchild")
    await server.start(timeout_s=20)
    grandchild = pid_from(tmp_path / "grandchild.pid")
    assert server.reaper_pid is not None
    os.kill(server.reaper_pid, signal.SIGKILL)
    assert await asyncio.wait_for(server.wait(), 10) == -signal.SIGKILL
    for _ in range(100):
        if gone(grandchild) and gone(server.pid):
            break
        await asyncio.sleep(0.02)
    assert gone(grandchild) and gone(server.pid)
    # The SIGKILL hit the shim, not the server: no OOM killer is blamed (issue 22).
    primary = server.triage.primary
    assert primary is not None and primary.label == "exited", primary
    assert "supervisor" in primary.text and "killed by signal 9" in primary.text
    await server.stop()


# -- environment -------------------------------------------------------------------------------


async def test_port_in_use_names_the_holder(tmp_path: Path, fake: Path) -> None:
    port = free_port()
    holder = await asyncio.create_subprocess_exec(
        sys.executable, "-c",
        f"import socket,time; s=socket.socket(); s.bind(('127.0.0.1',{port})); s.listen(); print('ok', flush=True); time.sleep(30)",
        "--api-key", "sk-secret",
        stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        assert holder.stdout is not None
        await holder.stdout.readline()
        server = make_server(tmp_path, fake, "ready", port=port)
        with pytest.raises(PortInUseError) as info:
            await server.start(timeout_s=5)
        assert f"pid {holder.pid}" in info.value.reason
        assert info.value.event is not None and info.value.event.label == "port_in_use"
        assert "sk-secret" not in info.value.reason  # the holder's argv is redacted
        assert not server.alive
    finally:
        holder.kill()
        await holder.wait()


async def test_missing_executable(tmp_path: Path) -> None:
    server = ServerProcess(
        ["no-such-server-binary-xyz", "--port", "1"], env=None, log_dir=tmp_path, name="x",
        host="127.0.0.1", port=free_port(), backend=FakeBackend(), server_kind="sglang",
    )  # fmt: skip
    with pytest.raises(StartupError, match="server executable not found: no-such-server-binary-xyz"):
        await server.start(timeout_s=5)


async def test_non_executable_file(tmp_path: Path) -> None:
    program = tmp_path / "server.sh"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o644)
    server = ServerProcess(
        [str(program)], env=None, log_dir=tmp_path, name="x",
        host="127.0.0.1", port=free_port(), backend=FakeBackend(), server_kind="sglang",
    )  # fmt: skip
    with pytest.raises(StartupError, match="permission denied"):
        await server.start(timeout_s=5)


async def test_unwritable_log_dir(tmp_path: Path, fake: Path) -> None:
    if os.geteuid() == 0:
        logs = Path("/sys")  # root writes through file modes; sysfs refuses new files even to root
    else:
        logs = tmp_path / "logs"
        logs.mkdir()
        logs.chmod(0o555)
    server = make_server(tmp_path, fake, "ready")
    server.log_dir = logs
    with pytest.raises(StartupError, match=f"cannot write server log in {logs}: Permission denied"):
        await server.start(timeout_s=5)
    assert not (tmp_path / "server.pid").exists()  # nothing was started


async def test_log_dir_that_cannot_be_created(tmp_path: Path, fake: Path) -> None:
    (tmp_path / "a-file").write_text("")
    server = make_server(tmp_path, fake, "ready")
    server.log_dir = tmp_path / "a-file" / "logs"
    with pytest.raises(StartupError, match=r"cannot create log directory .*a-file/logs: Not a directory"):
        await server.start(timeout_s=5)


# -- the log ------------------------------------------------------------------------------------


@pytest.mark.slow  # measured 0.4 s
async def test_log_file_keeps_raw_bytes_and_lines_are_capped(tmp_path: Path, fake: Path) -> None:
    lines: list[str] = []
    server = make_server(tmp_path, fake, "garbage", on_lines=lambda batch, n: lines.extend(batch))
    await server.start(timeout_s=20)
    await server.stop(grace_s=5)
    assert server.log_path is not None and server.log_path.name == "fake-1.log"
    raw = server.log_path.read_bytes()
    assert b"bad \xff\xfe utf8\n" + b"x" * 200_000 + b"\nafter long\x00line\n" in raw
    assert "bad \ufffd\ufffd utf8" in lines
    long_line = next(line for line in lines if line.startswith("xxx"))
    assert len(long_line) < 70_000 and long_line.endswith("[line truncated]")
    assert "after long\x00line" in lines
    # A second launch gets a new log file.
    await server.start(timeout_s=20)
    await server.stop(grace_s=5)
    assert server.log_path.name == "fake-2.log"


async def test_open_log_names_the_file_before_the_start(tmp_path: Path, fake: Path) -> None:
    server = make_server(tmp_path, fake, "ready")
    path = server.open_log()
    assert path.exists() and path.name == "fake-1.log" and server.log_path == path
    await server.start(timeout_s=20)
    await server.stop(grace_s=5)
    assert server.log_path == path and "Load weight begin." in path.read_text()
    assert sorted(p.name for p in (tmp_path / "logs").iterdir()) == ["fake-1.log"]


def test_line_splitter_bounds_a_line_without_newline() -> None:
    splitter = LineSplitter(max_bytes=100)
    out: list[str] = []
    for _ in range(1000):  # 1 MB with no newline in 1 kB chunks
        out += splitter.feed(b"y" * 1000)
    assert len(out) == 1 and out[0].startswith("y" * 100) and "truncated" in out[0]
    assert len(splitter._partial) == 0
    out = splitter.feed(b"tail\nnext line\r\npartial")
    assert out == ["next line"]  # the rest of the long line is dropped, CRLF handled
    assert splitter.flush() == ["partial"]
    assert LineSplitter().feed(b"10%\r50%\r100% done\n") == ["100% done"]


def _reference_split(splitter: LineSplitter, chunks: list[bytes]) -> list[str]:
    """The line-by-line path for every chunk (what ``feed`` keeps for chunks with a CR)."""
    out: list[str] = []
    for chunk in chunks:
        out += splitter._feed_lines(chunk)
    return out + splitter.flush()


_SPLIT_PIECES = [
    b"\n",
    b"\r",
    b"\r\n",
    b"ok",
    b"x" * 37,
    "é€😀".encode(),
    b"\xe2\x82",
    b"\xff",
    b"\x00",
    b"y" * 90,
]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.lists(st.one_of(st.sampled_from(_SPLIT_PIECES), st.binary(max_size=20)), max_size=12), max_size=12
    ),
    st.sampled_from([8, 64, 100, 1 << 16]),
)
@pytest.mark.slow  # measured 2.3 s
def test_line_splitter_chunk_path_agrees_with_line_by_line(pieces: list[list[bytes]], max_bytes: int) -> None:
    chunks = [b"".join(chunk) for chunk in pieces]
    fast = LineSplitter(max_bytes)
    out: list[str] = []
    for chunk in chunks:
        out += fast.feed(chunk)
    out += fast.flush()
    assert out == _reference_split(LineSplitter(max_bytes), chunks)


def test_line_splitter_cuts_long_lines_inside_a_chunk() -> None:
    chunk = b"short\n" + b"z" * 150 + b"\n" + "é".encode() * 60 + b"\nnext\n"
    lines = LineSplitter(max_bytes=100).feed(chunk)
    assert lines == _reference_split(LineSplitter(max_bytes=100), [chunk])
    assert lines[0] == "short" and lines[1] == "z" * 100 + " …[line truncated]" and lines[3] == "next"
    assert lines[2].endswith("[line truncated]") and len(lines[2].encode()) <= 100 + len(
        " …[line truncated]".encode()
    )


def _offline_server(tmp_path: Path, on_lines: object, on_fatal: object) -> ServerProcess:
    """A supervisor that is never started: its output handler is driven directly."""
    return ServerProcess(
        ["true"], env=None, log_dir=tmp_path, name="offline", host="127.0.0.1", port=1,
        backend=Backend(), server_kind="sglang", on_lines=on_lines, on_fatal=on_fatal,  # type: ignore[arg-type]
    )  # fmt: skip


NOISE = "[2026-08-01 12:00:00 TP0] Decode batch, #running-req: 1, #token: 10, gen throughput (token/s): 1.0"
FATAL = "RuntimeError: CUDA error: an illegal instruction was encountered"


@pytest.mark.parametrize("before", [0, 5, DELIVER_BATCH - 1, DELIVER_BATCH, 3 * DELIVER_BATCH + 17])
def test_a_fatal_line_is_acted_on_before_a_100k_line_batch_after_it_is_triaged(
    tmp_path: Path, before: int
) -> None:
    """The batch bound: however many lines arrive with the fatal one, at most DELIVER_BATCH - 1 more
    are triaged before ``on_fatal``, and ``on_lines`` has had exactly the lines up to the fatal one."""
    delivered: list[tuple[int, int]] = []
    at_fatal: list[tuple[int, int, int]] = []

    def on_lines(lines: list[str], first: int) -> None:
        assert first == (delivered[-1][0] + delivered[-1][1] if delivered else 1)
        delivered.append((first, len(lines)))

    def on_fatal(event: object) -> None:
        seen = sum(n for _, n in delivered)
        at_fatal.append((event.line, seen, server.triage.lines_seen))  # type: ignore[attr-defined]

    server = _offline_server(tmp_path, on_lines, on_fatal)
    lines = [NOISE] * before + [FATAL] + [NOISE] * 100_000
    server._deliver(lines)  # one list, larger than any pipe read
    assert at_fatal == [(before + 1, before + 1, at_fatal[0][2])]
    assert at_fatal[0][2] - (before + 1) < DELIVER_BATCH
    assert sum(n for _, n in delivered) == len(lines) == server._lineno == server.triage.lines_seen

    # the same through the output handler, in pipe-sized chunks
    delivered.clear()
    at_fatal.clear()
    server = _offline_server(tmp_path, on_lines, on_fatal)
    data = ("\n".join(lines) + "\n").encode()
    for at in range(0, len(data), 256 * 1024):
        server._on_output(data[at : at + 256 * 1024])
    assert [(line, seen) for line, seen, _ in at_fatal] == [(before + 1, before + 1)]
    assert at_fatal[0][2] - (before + 1) < DELIVER_BATCH
    assert sum(n for _, n in delivered) == len(lines)


def test_rejected_requests_do_not_split_the_batch_and_every_fatal_event_is_acted_on(tmp_path: Path) -> None:
    batches: list[tuple[int, int]] = []
    fired: list[tuple[str, int]] = []
    server = _offline_server(
        tmp_path,
        lambda lines, first: batches.append((first, len(lines))),
        lambda event: fired.append((event.label, event.line)),
    )
    rejected = (
        "ValueError: The input (40000 tokens) is longer than the model's context length (32768 tokens)."
    )
    lines = [
        NOISE,
        rejected,
        NOISE,
        "[2026-08-01 12:00:00 TP0] Scheduler hit an exception: Traceback",
        NOISE,
        FATAL,
        NOISE,
    ]
    server._deliver(lines)
    assert fired == [("exited", 4), ("cuda_illegal_instruction", 6)]
    assert batches == [(1, 4), (5, 2), (7, 1)]


FLOOD = textwrap.dedent(
    r"""
    import os, sys, time
    out, clock = sys.stdout.buffer, sys.argv[1]
    noise = b"".join(b"[2026-08-01 12:00:00 TP0] Decode batch, #running-req: 1, line %06d\n" % i for i in range(1000))
    for _ in range(100):  # 100k lines, written as fast as the pipe takes them
        out.write(noise)
    out.flush()
    with open(clock, "w") as f:
        f.write(repr(time.time()))
    out.write(b"RuntimeError: CUDA error: an illegal instruction was encountered\n")
    out.flush()
    for _ in range(50):
        out.write(noise)
    out.flush()
    time.sleep(60)
    """
)


async def test_fatal_line_after_a_flood_is_acted_on_within_200ms(tmp_path: Path) -> None:
    (tmp_path / "flood.py").write_text(FLOOD)
    clock = tmp_path / "written_at"
    fired: list[tuple[float, object]] = []
    seen = asyncio.Event()
    counted = [0]

    def on_fatal(event: object) -> None:
        fired.append((time.time(), event))
        delivered_before.append(counted[0])
        seen.set()

    delivered_before: list[int] = []

    class AtOnce(Backend):
        async def probe(self, client, base_url):  # type: ignore[no-untyped-def]
            return ReadyState.READY  # "ready" at once, so the fatal line arrives after start()

    server = ServerProcess(
        [sys.executable, str(tmp_path / "flood.py"), str(clock)], env=None, log_dir=tmp_path, name="flood",
        host="127.0.0.1", port=free_port(), backend=AtOnce(), server_kind="sglang",
        on_lines=lambda lines, n: counted.__setitem__(0, counted[0] + len(lines)), on_fatal=on_fatal,
    )  # fmt: skip
    try:
        await server.start(timeout_s=10)
        await asyncio.wait_for(seen.wait(), 30)
        latency_s = fired[0][0] - float(clock.read_text())
        print(f"after 100k lines: write() -> on_fatal {latency_s * 1000:.1f} ms")
        assert fired[0][1].line == 100_001  # type: ignore[attr-defined]
        assert 0 <= latency_s < 0.2
        assert delivered_before[0] == 100_001  # the lines up to the fatal one went to on_lines first
    finally:
        await server.stop(grace_s=2)


# -- must show: the sim's DDTree budget 8 on sm_120 crash, live -----------------------------------

# Loaded into the sim through PYTHONPATH: records the wall-clock time of the sim's own write() call
# that carries the fatal line, so the test measures write -> on_fatal, not a proxy for it.
STDERR_CLOCK = textwrap.dedent(
    r"""
    import os, sys, time

    class _Clocked:
        def __init__(self, stream, path):
            self._stream, self._path = stream, path
        def write(self, text):
            if "CUDA error: an illegal instruction" in text and not os.path.exists(self._path):
                with open(self._path, "w") as f:
                    f.write(repr(time.time()))
            return self._stream.write(text)
        def __getattr__(self, name):
            return getattr(self._stream, name)

    sys.stderr = _Clocked(sys.stderr, os.environ["SPECDEC_TEST_WRITE_CLOCK"])
    """
)


@pytest.mark.slow  # measured 0.8 s
async def test_sim_ddtree_budget8_sm120_crash_reaches_on_fatal_within_200ms(tmp_path: Path) -> None:
    import httpx

    from specdec_tui.backends import get_backend
    from specdec_tui.sim.launcher import free_port as sim_port
    from specdec_tui.sim.launcher import sim_argv

    (tmp_path / "clock").mkdir()
    (tmp_path / "clock" / "sitecustomize.py").write_text(STDERR_CLOCK)
    written_at = tmp_path / "written_at"
    port = sim_port()
    fatal_seen = asyncio.Event()
    fatal: list[tuple[float, object, bool]] = []
    server: ServerProcess | None = None

    def on_fatal(event: object) -> None:
        # A generic first line ("Scheduler hit an exception") may come first; wait for the cause.
        now = time.time()
        assert server is not None and server.log_path is not None
        in_log = b"CUDA error: an illegal instruction" in server.log_path.read_bytes()
        fatal.append((now, event, in_log))
        if event.label == "cuda_illegal_instruction":  # type: ignore[attr-defined]
            fatal_seen.set()

    server = ServerProcess(
        sim_argv(port, algorithm="ddtree", budget=8, gpu_arch="sm_120"),
        env={"PYTHONPATH": str(tmp_path / "clock"), "SPECDEC_TEST_WRITE_CLOCK": str(written_at)},
        log_dir=tmp_path / "logs", name="sim-b8", host="127.0.0.1", port=port,
        backend=get_backend("sim"), server_kind="sglang", on_fatal=on_fatal,
    )  # fmt: skip
    try:
        await server.start(timeout_s=30)
        pgid = os.getpgid(server.pid)
        tree = server.tree_pids()
        async with httpx.AsyncClient(timeout=10, trust_env=False) as client:
            with pytest.raises(httpx.HTTPError):  # the server dies under the request
                response = await client.post(
                    f"{server.base_url}/generate",
                    json={"text": "Hello", "sampling_params": {"max_new_tokens": 32}},
                )
                response.raise_for_status()
        await asyncio.wait_for(fatal_seen.wait(), 10)
        fired_at, event, in_log = fatal[-1]
        latency_s = fired_at - float(written_at.read_text())
        print(f"sim fatal line: write() -> on_fatal {latency_s * 1000:.1f} ms")
        assert event.label == "cuda_illegal_instruction"  # type: ignore[attr-defined]
        assert "RuntimeError: CUDA error: an illegal instruction was encountered" in event.text  # type: ignore[attr-defined]
        assert in_log  # the raw line was already in the log file when on_fatal ran
        log_lines = server.log_path.read_bytes().split(b"\n")  # type: ignore[union-attr]
        error_lineno = 1 + next(i for i, line in enumerate(log_lines) if b"RuntimeError: CUDA error" in line)
        assert event.line == error_lineno  # type: ignore[attr-defined]
        assert 0 <= latency_s < 0.2
        # The sim dies the way SGLang does (the tree kills itself with SIGKILL); nothing is left.
        assert await asyncio.wait_for(server.wait(), 10) == -signal.SIGKILL
        assert server.triage.primary is not None and server.triage.primary.label == "cuda_illegal_instruction"
        with pytest.raises(ProcessLookupError):
            os.killpg(pgid, 0)
        assert not [pid for pid in tree if not gone(pid)]
    finally:
        await server.stop(grace_s=5)


# -- procutil -----------------------------------------------------------------------------------


def test_redact_argv_hides_secret_values_and_keeps_flags() -> None:
    argv = [
        "python", "-m", "sglang.launch_server", "--api-key", "sk-abc", "--hf-token=hf_xyz",
        "--max-total-tokens", "4096", "--tokenizer-path", "/m/tok", "--speculative-num-draft-tokens", "8",
        "-H", "Authorization: Bearer abc.def", "HF_TOKEN=hf_env", "CUDA_VISIBLE_DEVICES=0",
        "--model-path", "https://user:pa55@hub.example/m?token=t0k&rev=main",
        "--url=http://h/x?api_key=k3y", "--speculative-config", '{"model": "d", "api_key": "inner"}',
    ]  # fmt: skip
    out = procutil.redact_argv(argv)
    text = " ".join(out)
    for secret in ("sk-abc", "hf_xyz", "abc.def", "hf_env", "pa55", "t0k", "k3y", "inner"):
        assert secret not in text
    assert out[3:6] == ["--api-key", "***", "--hf-token=***"]
    assert "--max-total-tokens 4096" in text and "--tokenizer-path /m/tok" in text
    assert "--speculative-num-draft-tokens 8" in text
    assert "Authorization: ***" in out and "HF_TOKEN=***" in out and "CUDA_VISIBLE_DEVICES=0" in out
    assert "https://user:***@hub.example/m?token=***&rev=main" in out
    assert len(out) == len(argv)


def test_redact_env() -> None:
    env = {
        "HF_TOKEN": "a", "OPENAI_API_KEY": "b", "AWS_SECRET_ACCESS_KEY": "c", "DB_PASSWORD": "d",
        "TOKENIZERS_PARALLELISM": "false", "CUDA_VISIBLE_DEVICES": "0,1", "MAX_TOKENS": "9",
        "HTTPS_PROXY": "http://u:pw@proxy:3128",
    }  # fmt: skip
    out = procutil.redact_env(env)
    assert {k for k, v in out.items() if v == "***"} == {
        "HF_TOKEN",
        "OPENAI_API_KEY",
        "AWS_SECRET_ACCESS_KEY",
        "DB_PASSWORD",
    }
    assert out["TOKENIZERS_PARALLELISM"] == "false" and out["MAX_TOKENS"] == "9"
    assert out["HTTPS_PROXY"] == "http://u:***@proxy:3128"


def test_port_helpers_see_a_listener_and_its_owner() -> None:
    port = free_port()
    assert procutil.port_is_free("127.0.0.1", port)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))
        sock.listen()
        assert not procutil.port_is_free("127.0.0.1", port)
        assert not procutil.port_is_free("0.0.0.0", port)
        holder = procutil.port_holder("127.0.0.1", port)
        assert holder is not None and holder.startswith(f"pid {os.getpid()} (")
    assert procutil.port_is_free("127.0.0.1", port)


@pytest.mark.slow  # measured 0.9 s
async def test_sim_starts_and_stops_gracefully_freeing_its_port(tmp_path: Path) -> None:
    from specdec_tui.backends import get_backend
    from specdec_tui.sim.launcher import free_port as sim_port
    from specdec_tui.sim.launcher import sim_argv

    port = sim_port()
    server = ServerProcess(
        sim_argv(port), env=None, log_dir=tmp_path, name="sim", host="127.0.0.1", port=port,
        backend=get_backend("sim"), server_kind="sglang",
    )  # fmt: skip
    try:
        await server.start(timeout_s=30)
        assert not procutil.port_is_free("127.0.0.1", port)
    finally:
        returncode = await server.stop(grace_s=10)
    assert returncode == 0  # SGLang (and the sim) exit 0 after a SIGTERM
    assert procutil.port_is_free("127.0.0.1", port)
    assert server.log_path is not None and "fired up and ready to roll" in server.log_path.read_text()
