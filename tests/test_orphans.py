"""No orphans: whatever kills the supervising process, no server process is left within 2 s."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import psutil
import pytest
from test_supervisor import kill_leftovers

# The server: a main process with a child in its group and a double-forked grandchild in its own
# session, both ignoring SIGTERM and neither with a parent-death signal (like vLLM's EngineCore).
SERVER = textwrap.dedent(
    r"""
    import os, signal, socket, sys, time
    port, workdir = int(sys.argv[1]), sys.argv[2]
    open(os.path.join(workdir, "server.pid"), "w").write(str(os.getpid()))
    def linger(name):
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        open(os.path.join(workdir, name), "w").write(str(os.getpid()))
        while True:
            time.sleep(1)
    if os.fork() == 0:
        linger("child.pid")
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            linger("grandchild.pid")
        os._exit(0)
    for name in ("child.pid", "grandchild.pid"):
        while not os.path.exists(os.path.join(workdir, name)):
            time.sleep(0.01)
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen()
    print("ready", flush=True)
    while True:
        listener.accept()[0].close()
    """
)

# The supervising process: starts the server through ServerProcess, prints the tree, waits.
SUPERVISOR = textwrap.dedent(
    r"""
    import asyncio, json, sys
    from pathlib import Path
    from specdec_tui.backends.base import Backend, ReadyState
    from specdec_tui.server.supervisor import ServerProcess

    class LogReady(Backend):
        ready_log_pattern = "^ready$"
        async def probe(self, client, base_url):
            return ReadyState.READY if self.seen else ReadyState.DOWN
        seen = False

    async def main():
        server_py, port, workdir = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
        backend = LogReady()
        def on_lines(lines, first):
            backend.seen = backend.seen or "ready" in lines
        server = ServerProcess(
            [sys.executable, server_py, str(port), str(workdir)], env=None, log_dir=workdir / "logs",
            name="orphan", host="127.0.0.1", port=port, backend=backend, server_kind="vllm",
            on_lines=on_lines,
        )
        await server.start(timeout_s=20)
        pids = sorted(server.tree_pids() | {server.reaper_pid})
        print(json.dumps(pids), flush=True)
        await asyncio.sleep(3600)

    asyncio.run(main())
    """
)


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _alive(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


@pytest.mark.slow  # measured 3.4 s
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM, signal.SIGHUP])
def test_killing_the_supervisor_leaves_no_server_process(tmp_path: Path, sig: signal.Signals) -> None:
    (tmp_path / "server.py").write_text(SERVER)
    (tmp_path / "supervisor.py").write_text(SUPERVISOR)
    port = _free_port()
    supervisor = subprocess.Popen(
        [sys.executable, str(tmp_path / "supervisor.py"), str(tmp_path / "server.py"), str(port), str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        assert supervisor.stdout is not None
        line = supervisor.stdout.readline()
        pids = json.loads(line)
        child = int((tmp_path / "child.pid").read_text())
        grandchild = int((tmp_path / "grandchild.pid").read_text())
        # server, child, grandchild and the shim: all there before the kill
        assert {child, grandchild} <= set(pids) and len(pids) == 4
        assert all(_alive(pid) for pid in pids)
        killed_at = time.monotonic()
        supervisor.send_signal(sig)
        supervisor.wait(timeout=30)  # the bound under test is on the server tree below, not on interpreter exit
        while any(_alive(pid) for pid in pids) and time.monotonic() - killed_at < 5:
            time.sleep(0.02)
        took = time.monotonic() - killed_at
        left = [pid for pid in pids if _alive(pid)]
        assert not left, f"still running {took:.2f} s after {sig.name}: {left}"
        assert took < 2.0, f"the tree took {took:.2f} s to go"
    finally:
        if supervisor.poll() is None:
            supervisor.kill()
        kill_leftovers(tmp_path)


# A server that is one process ignoring SIGTERM (a wedged server): only a kernel-delivered SIGKILL
# can end it once nobody supervises it.
SINGLE_SERVER = textwrap.dedent(
    r"""
    import os, signal, socket, sys, time
    port, workdir = int(sys.argv[1]), sys.argv[2]
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    open(os.path.join(workdir, "server.pid"), "w").write(str(os.getpid()))
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen()
    print("ready", flush=True)
    while True:
        listener.accept()[0].close()
    """
)


@pytest.mark.slow  # measured 0.7 s
def test_killing_runner_and_reaper_together_leaves_no_server_within_4s(tmp_path: Path) -> None:
    """``pkill -9 -f specdec`` kills the runner and its reaper shim at once: nobody is left to stop the
    server, so the server's own parent-death signal (set before exec) must end it (issue 22)."""
    (tmp_path / "server.py").write_text(SINGLE_SERVER)
    (tmp_path / "supervisor.py").write_text(SUPERVISOR)
    port = _free_port()
    supervisor = subprocess.Popen(
        [sys.executable, str(tmp_path / "supervisor.py"), str(tmp_path / "server.py"), str(port), str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert supervisor.stdout is not None
        pids = json.loads(supervisor.stdout.readline())
        server = int((tmp_path / "server.pid").read_text())
        reaper = [pid for pid in pids if pid != server]
        assert len(reaper) == 1 and _alive(server)
        assert psutil.Process(reaper[0]).ppid() == supervisor.pid
        killed_at = time.monotonic()
        supervisor.kill()
        psutil.Process(reaper[0]).kill()
        supervisor.wait(timeout=30)
        while _alive(server) and time.monotonic() - killed_at < 6:
            time.sleep(0.02)
        took = time.monotonic() - killed_at
        assert not _alive(server), f"the server is still running {took:.2f} s after both were SIGKILLed"
        assert took < 4.0, f"the server took {took:.2f} s to go"
    finally:
        if supervisor.poll() is None:
            supervisor.kill()
        kill_leftovers(tmp_path)
