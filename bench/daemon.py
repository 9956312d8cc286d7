"""The sweep daemon (issue 15), one run, two measurements.

1. Attach to a full screen: a terminal (tmux, 80x24) runs ``specdec attach ID`` on a running demo
   sweep (its daemon started with ``specdec run --detach``); the time from the command's start to the
   queue's last row on screen. Baseline in the same run: ``specdec open --foreground`` on the same
   sweep to the same row (one process, no socket). Best and median of ``--trials``.

2. Event throughput while the server prints 100k lines/s: a daemon (child process) hosts a real
   Controller whose cell, for ``--seconds``, does what a busy server's session does: appends
   ``--rate`` lines/s to the per-launch log file in 1 ms batches and emits, per batch, the ServerLog
   event (kept off the socket) and a LiveStats event (coalescing), a CellProgress every 20 ms and a
   Notice (a delta) every 10 ms. Two clients follow it at once: a fast one (RemoteController, tailing
   the log file itself) and a slow one (reads 1 KiB every 50 ms through a 4 KiB socket buffer).
   Reported: events published, per client frames received, resyncs and events dropped, the fast
   client's log lines/s and how late it read them (each line carries its write time), and the
   daemon loop's lag (a 5 ms sleep loop) with no client against with both (the ratio).

``python bench/daemon.py --help`` for the flags. Figures depend on the machine: see the header line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _util import REPO_ROOT, Tee, human, machine, percentile, table

from specdec_tui.backends.sim import SimBackend
from specdec_tui.daemon.client import RemoteController
from specdec_tui.daemon.journal import Journal
from specdec_tui.daemon.runtime import SweepRecord
from specdec_tui.daemon.server import SweepServer
from specdec_tui.daemon.wire import Scrubber, encode_frame
from specdec_tui.domain import events as ev
from specdec_tui.domain.status import ServerState
from specdec_tui.run.controller import Controller
from specdec_tui.run.learning import RuleBook
from specdec_tui.run.persistence import ResultsKeeper
from specdec_tui.run.results import ResultsStore
from specdec_tui.sweepfile.config import loads_sweep

SWEEP = """
name = "bench"
[server]
backend = "sim"
model = "sim/model"
[[workload]]
name = "w"
prompt_tokens = 16
output_tokens = 8
[[run]]
name = "base"
speculative = { algorithm = "none" }
"""


# ------------------------------------------------------------------------- 1. attach to a full screen
def _screen_time(command: str, session: str, marker: str, timeout_s: float = 60.0) -> float:
    t0 = time.monotonic()
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "80", "-y", "24", command], check=True)
    try:
        while time.monotonic() - t0 < timeout_s:
            screen = subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
            if marker in screen:
                return time.monotonic() - t0
            time.sleep(0.02)
        return float("nan")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], check=False)


def attach_bench(trials: int, out: Tee) -> None:
    if shutil.which("tmux") is None:
        out("tmux is not installed: attach measurement skipped")
        return
    work = Path(tempfile.mkdtemp(prefix="sdb-", dir="/tmp"))
    os.chmod(work, 0o700)
    env = f"env XDG_RUNTIME_DIR={work} PYTHONPATH={REPO_ROOT} TERM=xterm-256color"
    specdec = f"{env} {sys.executable} -m specdec_tui.cli.main"
    slow = work / "slow.toml"  # the demo, slowed down so that it runs through every trial
    slow.write_text((REPO_ROOT / "sweeps" / "demo.toml").read_text().replace('"--sim-speed", "10"', '"--sim-speed", "0.2"'))
    started = subprocess.run(f"{specdec} run {slow} --detach --no-gpu --results {work}/r", shell=True,
                             capture_output=True, text=True, check=True)  # fmt: skip
    sweep_id = started.stdout.strip()
    marker = "ddtree-b64  long-context"
    attach, foreground = [], []
    try:
        snapshot_ms = _snapshot_times(work, sweep_id, 20)
        for i in range(trials):
            attach.append(_screen_time(f"{specdec} attach {sweep_id}", f"sdb-a{i}", marker))
            foreground.append(_screen_time(
                f"{specdec} open {slow} --foreground --no-gpu --results {work}/f{i}", f"sdb-f{i}", marker))
    finally:
        subprocess.run(f"{specdec} stop {sweep_id} --now", shell=True, capture_output=True)
    rows = [
        (name, f"{min(v):.2f}", f"{percentile(v, 50):.2f}", f"{max(v):.2f}")
        for name, v in (("specdec attach ID (daemon)", attach), ("specdec open --foreground", foreground))
    ]
    out(table(rows, ("to the full queue on screen, s", "best", "median", "worst")))
    out(f"attach / foreground (medians): {percentile(attach, 50) / percentile(foreground, 50):.2f}")
    out(f"of which the socket part (connect, hello, snapshot decoded into events), 20 trials: "
        f"median {percentile(snapshot_ms, 50):.1f} ms, worst {max(snapshot_ms):.1f} ms")


def _snapshot_times(work: Path, sweep_id: str, trials: int) -> list[float]:
    """Milliseconds from connecting to the first snapshot turned into events, in this process."""
    from specdec_tui.daemon.runtime import read_record

    record = read_record(work / "specdec" / f"{sweep_id}.json")
    assert record is not None
    times: list[float] = []

    async def once() -> None:
        remote: RemoteController | None = None
        t0 = time.monotonic()

        def sink(event: ev.Event) -> None:
            if isinstance(event, ev.SweepStarted) and remote is not None:
                times.append((time.monotonic() - t0) * 1e3)
                remote.detach()

        remote = RemoteController(record, work / "specdec" / f"{sweep_id}.sock", sink, tail_logs=False)
        await remote.run()

    for _ in range(trials):
        asyncio.run(once())
    return times


# ------------------------------------------------------------------------- 2. throughput
class BusySession:
    """A server session whose server is always ready (the cell's measurer plays its output)."""

    def __init__(self) -> None:
        self.backend = SimBackend()
        self.process = None
        self.state = ServerState.READY
        self.version: str | None = "bench"
        self.current_key: str | None = None
        self.acceptance_lines = None
        self.fatal_signal = asyncio.Event()
        self.base_url = "http://bench"
        self.pid = None

    async def ensure(self, run: Any, result: Any, skip: Any) -> None:
        result.argv = ["bench-server"]

    async def check_health(self, key: str, skip: Any) -> None:
        return None

    async def stop(self, reason: str) -> list[str]:
        return []

    def fatal_event(self) -> None:
        return None

    def findings(self) -> list[Any]:
        return []

    def mark_hang(self, seconds: float, detail: str) -> Any:
        raise NotImplementedError

    def process_gone(self) -> bool:
        return False

    async def wait_exit(self) -> int:
        return 0

    def announce(self, key: Any, event: Any) -> None:
        return None

    def redact(self, text: str) -> str:
        return text


class BusyMeasurer:
    """Plays a server printing ``rate`` lines/s into ``log`` for ``seconds``, with the events a real
    session and measurer emit meanwhile."""

    def __init__(self, sink: Any, log: Path, rate: int, seconds: float) -> None:
        self.sink, self.log, self.rate, self.seconds = sink, log, rate, seconds
        self.lines_written = 0
        self.busy_s = 0.0  # how long it played the server (the clients' drain at the end is not in it)

    async def measure(self, cell: Any, result: Any, session: Any, interrupts: Any) -> None:
        self.sink(ev.ServerStarting("base", ("bench-server",), str(self.log)))
        self.sink(ev.ServerReady("base", 0.0, None, str(self.log)))
        fd = os.open(self.log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        start = time.monotonic()
        last_progress = last_notice = start
        pad = "Decode batch, #running-req: 8, #token: 91234, token usage: 0.21, gen throughput (token/s): 1234.56"
        try:
            while (now := time.monotonic()) - start < self.seconds:
                due = int((now - start) * self.rate) - self.lines_written
                if due > 0:
                    lines = [f"t={time.monotonic():.6f} {pad}" for _ in range(due)]
                    os.write(fd, ("\n".join(lines) + "\n").encode())
                    first = self.lines_written + 1
                    self.lines_written += due
                    self.sink(ev.ServerLog(tuple(lines), first))
                    self.sink(ev.LiveStats(1234.5, 3.1, 0.5))
                if now - last_progress >= 0.02:
                    last_progress = now
                    self.sink(ev.CellProgress(cell.key, 1, 2, self.lines_written, 1000.0))
                if now - last_notice >= 0.01:
                    last_notice = now
                    self.sink(ev.Notice("info", f"{self.lines_written} lines so far"))
                await asyncio.sleep(0.001)
        finally:
            os.close(fd)
            self.busy_s = time.monotonic() - start
        result.requests_ok, result.output_tokens_total, result.output_tok_s = 2, 16, 100.0


async def _loop_lag(stop: asyncio.Event, lags: list[float], until: Any) -> None:
    while not stop.is_set() and not until():
        t = time.monotonic()
        await asyncio.sleep(0.005)
        lags.append(time.monotonic() - t - 0.005)


async def daemon_child(folder: Path, rate: int, seconds: float) -> None:
    """The daemon side: serve one busy cell, print its figures as one JSON line."""
    sweep = loads_sweep(SWEEP)
    holder: dict[str, Any] = {}

    def build(sink: Any) -> Controller:
        keeper = ResultsKeeper(ResultsStore(folder / "results.jsonl"), sink)
        holder["measurer"] = BusyMeasurer(sink, folder / "server.log", rate, seconds)
        return Controller(sweep, sink=sink, session=BusySession(), measurer=holder["measurer"], results=keeper,
                          rules=RuleBook(folder / "rules.toml", sink), hardware=sweep.hardware,
                          log_dir=folder)  # type: ignore[arg-type]  # fmt: skip

    go = folder / "go"
    listening = asyncio.Event()
    server = SweepServer(build, socket_path=folder / "d.sock", sweep_id="bench", scrub=Scrubber(sweep, folder),
                         journal=Journal(folder / "events.jsonl"), on_listening=listening.set)  # fmt: skip
    # The cell waits for the clients the parent connects (it touches ``go``), or for none.
    server.controller.pause()
    task = asyncio.create_task(server.serve())
    await listening.wait()
    print("listening", flush=True)
    while not go.exists():
        await asyncio.sleep(0.01)
    stop, lags = asyncio.Event(), []
    lagger = asyncio.create_task(_loop_lag(stop, lags, lambda: server.finished))
    server.controller.resume()
    await task
    elapsed = holder["measurer"].busy_s
    stop.set()
    await lagger
    print(json.dumps({"published": server.seq, "lines": holder["measurer"].lines_written, "elapsed": elapsed,
                      "lag_p50_ms": percentile(lags, 50) * 1e3, "lag_p99_ms": percentile(lags, 99) * 1e3,
                      "lag_max_ms": max(lags) * 1e3}), flush=True)  # fmt: skip


async def _fast_client(folder: Path, result: dict[str, Any]) -> None:
    delays: list[float] = []
    lines = [0]
    batches = [0]

    def sink(event: ev.Event) -> None:
        if isinstance(event, ev.ServerLog):
            batches[0] += 1
            lines[0] += len(event.lines)
            now = time.monotonic()
            delays.append(now - float(event.lines[-1].split(" ", 1)[0][2:]))

    record = SweepRecord("bench", os.getpid(), "bench", "", str(folder), "", 0.0)
    remote = RemoteController(record, folder / "d.sock", sink, tail_logs=True, poll_s=0.02)
    t0 = time.monotonic()
    await remote.run()
    result.update(events=remote.events - batches[0], resyncs=remote.resyncs, log_lines=lines[0],
                  seconds=time.monotonic() - t0, delay_p50_ms=percentile(delays, 50) * 1e3,
                  delay_p99_ms=percentile(delays, 99) * 1e3)  # fmt: skip


def _slow_client(folder: Path, result: dict[str, Any]) -> None:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(str(folder / "d.sock"))
    sock.sendall(encode_frame({"op": "hello", "mode": "stream", "from": "now"}))
    data = b""
    while chunk := sock.recv(1024):
        data += chunk
        time.sleep(0.05)
    frames = [json.loads(line) for line in data.splitlines()]
    result.update(frames=len(frames), resyncs=sum(1 for f in frames if f.get("resync")),
                  dropped=sum(f.get("dropped", 0) for f in frames if f.get("resync")))  # fmt: skip


def throughput_bench(rate: int, seconds: float, out: Tee) -> None:
    rows = []
    lag_rows = []
    for clients in (False, True):
        folder = Path(tempfile.mkdtemp(prefix="sdt-", dir="/tmp"))
        child = subprocess.Popen([sys.executable, __file__, "--daemon-child", str(folder), "--rate", str(rate),
                                  "--seconds", str(seconds)], stdout=subprocess.PIPE, text=True)  # fmt: skip
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "listening"
        fast: dict[str, Any] = {}
        slow: dict[str, Any] = {}

        async def follow(fast: dict[str, Any] = fast, slow: dict[str, Any] = slow, folder: Path = folder) -> None:
            fast_task = asyncio.create_task(_fast_client(folder, fast))
            slow_task = asyncio.create_task(asyncio.to_thread(_slow_client, folder, slow))
            await asyncio.sleep(0.3)  # both connected before the cell starts
            (folder / "go").touch()
            await asyncio.gather(fast_task, slow_task)

        if clients:
            asyncio.run(follow())
        else:
            (folder / "go").touch()
        daemon = json.loads(child.stdout.readline())
        child.wait()
        lag_rows.append(("both clients" if clients else "no client", f"{daemon['lag_p50_ms']:.2f}",
                         f"{daemon['lag_p99_ms']:.2f}", f"{daemon['lag_max_ms']:.1f}",
                         human(daemon["lines"] / daemon["elapsed"])))  # fmt: skip
        if clients:
            rows.append(("daemon: events published", human(daemon["published"]),
                         f"{human(daemon['published'] / daemon['elapsed'])}/s", ""))  # fmt: skip
            rows.append(("fast client: events received", human(fast["events"]),
                         f"{human(fast['events'] / fast['seconds'])}/s", f"{fast['resyncs']} resyncs"))  # fmt: skip
            rows.append(("fast client: log lines read", human(fast["log_lines"]),
                         f"{human(fast['log_lines'] / fast['seconds'])}/s",
                         f"late p50 {fast['delay_p50_ms']:.0f} ms, p99 {fast['delay_p99_ms']:.0f} ms"))  # fmt: skip
            rows.append(("slow client: frames received", human(slow["frames"]), "",
                         f"{slow['resyncs']} resyncs, {human(slow['dropped'])} events dropped"))  # fmt: skip
            events_ratio = fast["events"] / max(1, slow["frames"])
        shutil.rmtree(folder, ignore_errors=True)
    out(table(rows, ("with the server at " + human(rate) + " lines/s", "count", "rate", "")))
    out(f"fast / slow client frames: {events_ratio:.1f}")
    out()
    out(table(lag_rows, ("daemon loop lag", "p50 ms", "p99 ms", "max ms", "lines/s written")))
    out(f"loop lag p99, both clients / no client: {float(lag_rows[1][2]) / max(1e-3, float(lag_rows[0][2])):.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=3, help="attach measurements (default 3)")
    parser.add_argument("--rate", type=int, default=100_000, help="server log lines/s (default 100000)")
    parser.add_argument("--seconds", type=float, default=5.0, help="how long the busy cell runs (default 5)")
    parser.add_argument("--skip-attach", action="store_true")
    parser.add_argument("--out", default=str(Path(__file__).parent / "results" / "daemon.txt"))
    parser.add_argument("--daemon-child", metavar="DIR", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.daemon_child:
        asyncio.run(daemon_child(Path(args.daemon_child), args.rate, args.seconds))
        return 0
    out = Tee(Path(args.out))
    out(f"bench/daemon.py  {machine()}")
    out(f"command: python bench/daemon.py --trials {args.trials} --rate {args.rate} --seconds {args.seconds}")
    out()
    if not args.skip_attach:
        attach_bench(args.trials, out)
        out()
    throughput_bench(args.rate, args.seconds, out)
    out.save()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
