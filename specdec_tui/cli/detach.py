"""Detached sweeps: starting a sweep daemon, the daemon's own main, and attaching to one.

``start_daemon`` runs ``specdec _serve`` in its own session and process group (stdin from /dev/null,
output to ``daemon.log`` in the results folder) and waits for its ``ready ID`` (or ``error ...``) on a
pipe. The daemon takes the results folder's lock, builds the controller as ``specdec open`` does,
serves it (``daemon.server.SweepServer``) and ignores SIGHUP; SIGTERM/SIGINT abort the sweep. The
server it starts is tied to it by the reaper's parent-death signal, so even a SIGKILLed daemon leaves
no server behind.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from specdec_tui.daemon.runtime import (
    Listed,
    RuntimeDirError,
    SweepRecord,
    end_record,
    forget_unless_ended,
    list_sweeps,
    new_sweep_id,
    runtime_dir,
    socket_path,
    write_record,
)

DAEMON_LOG = "daemon.log"


def start_daemon(
    sweep_path: Path, results_dir: Path, rules_path: Path, *, resume: bool, no_gpu: bool, min_free_mb: float,
    meanwhile: Callable[[], object] | None = None,
) -> SweepRecord | str:
    """Start a sweep daemon; its record once it serves, or one line saying why it did not start.
    ``meanwhile`` runs while the daemon starts (the TUI's imports)."""
    try:
        folder = runtime_dir()
    except (RuntimeDirError, OSError) as exc:
        return f"cannot use the runtime folder: {exc}"
    sweep_id = new_sweep_id()
    while socket_path(folder, sweep_id).exists():
        sweep_id = new_sweep_id()
    results_dir = results_dir.resolve()
    results_dir.mkdir(parents=True, exist_ok=True)
    read_fd, write_fd = os.pipe()
    # This very package, whatever the working folder holds (``-m`` would look there first).
    import specdec_tui

    root = str(Path(specdec_tui.__file__).resolve().parent.parent)
    bootstrap = f"import sys; sys.path.insert(0, {root!r}); from specdec_tui.cli.main import main; sys.exit(main())"
    argv = [
        sys.executable, "-c", bootstrap, "_serve", "--id", sweep_id,
        "--sweep", str(Path(sweep_path).resolve()), "--results", str(results_dir),
        "--rules", str(Path(rules_path).resolve()), "--status-fd", str(write_fd),
        "--min-free-mb", str(min_free_mb),
        *(["--resume"] if resume else []), *(["--no-gpu"] if no_gpu else []),
    ]  # fmt: skip
    with open(results_dir / DAEMON_LOG, "ab") as log:
        process = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log, pass_fds=(write_fd,),
            start_new_session=True, close_fds=True,
        )  # fmt: skip
    os.close(write_fd)
    if meanwhile is not None:
        meanwhile()
    with os.fdopen(read_fd, "rb") as status:
        line = _read_status(status, process)
    if line.startswith("ready "):
        record_file = folder / f"{sweep_id}.json"
        from specdec_tui.daemon.runtime import read_record

        record = read_record(record_file)
        if record is not None:
            return record
        return "the sweep daemon started but wrote no record"
    if line.startswith("error "):
        return line[len("error ") :]
    code = process.poll()
    tail = _log_tail(results_dir / DAEMON_LOG)
    return f"the sweep daemon exited ({code}) before serving" + (f": {tail}" if tail else f" (see {results_dir / DAEMON_LOG})")


def _read_status(status: Any, process: subprocess.Popen[bytes]) -> str:
    """The daemon's first status line; blocks until it writes one or ends (the pipe closes)."""
    line = status.readline()
    return bytes(line).decode("utf-8", "replace").strip()


def _log_tail(path: Path) -> str:
    with contextlib.suppress(OSError):
        lines = [line for line in path.read_text(errors="replace").splitlines() if line.strip()]
        return lines[-1][:300] if lines else ""
    return ""


# ------------------------------------------------------------------------------- the daemon itself
def add_serve_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("_serve")  # internal: started by start_daemon
    p.add_argument("--id", required=True)
    p.add_argument("--sweep", required=True)
    p.add_argument("--results", required=True)
    p.add_argument("--rules", required=True)
    p.add_argument("--status-fd", type=int, required=True)
    p.add_argument("--min-free-mb", type=float, default=0.0)
    p.add_argument("--resume", action="store_true")
    p.add_argument("--no-gpu", action="store_true")
    p.set_defaults(func=serve)


def serve(args: argparse.Namespace) -> int:
    """The daemon's main: answer ``ready ID`` or ``error LINE`` on the status pipe, then run the sweep."""
    signal.signal(signal.SIGHUP, signal.SIG_IGN)  # a terminal that goes away does not stop the sweep
    status = os.fdopen(args.status_fd, "w", encoding="utf-8")

    def say(line: str) -> None:
        with contextlib.suppress(OSError, ValueError):
            status.write(line + "\n")
            status.flush()
            status.close()

    from specdec_tui.cli.launch import claim_results_dir
    from specdec_tui.sweepfile.config import SweepError, load_sweep

    try:
        folder = runtime_dir()
        sweep = load_sweep(args.sweep)
    except (RuntimeDirError, SweepError, OSError) as exc:
        say(f"error {exc}")
        return 2
    results_dir, rules_path = Path(args.results), Path(args.rules)
    claimed = claim_results_dir(results_dir, rules_path, args.min_free_mb)
    if isinstance(claimed, str):
        say(f"error {claimed}")
        return 2
    with claimed:
        try:
            return asyncio.run(_serve(args, sweep, folder, results_dir, rules_path, say))
        finally:
            forget_unless_ended(folder, args.id)  # an ended sweep stays listed with how it ended
            say("error the sweep daemon stopped before serving")


async def _serve(args: argparse.Namespace, sweep: Any, folder: Path, results_dir: Path, rules_path: Path,
                 say: Any) -> int:  # fmt: skip
    from specdec_tui.cli.launch import gpu_and_hardware
    from specdec_tui.cli.wiring import WRITE_RETRY_S, build_controller
    from specdec_tui.daemon.journal import JOURNAL_NAME, Journal
    from specdec_tui.daemon.server import SweepServer
    from specdec_tui.daemon.wire import Scrubber
    from specdec_tui.measure import datasets

    workloads = [cell.workload for cell in sweep.cells()]
    if any(w.dataset for w in workloads):
        await asyncio.to_thread(datasets.warm, workloads, lambda source: None)
    gpu_monitor, hardware = gpu_and_hardware(sweep, disabled=args.no_gpu)

    def build(sink: Any) -> Any:
        return build_controller(
            sweep, results_dir=results_dir, sink=sink, resume=args.resume, hardware=hardware,
            gpu_monitor=gpu_monitor, rules_path=rules_path, write_retry_s=WRITE_RETRY_S,
        )  # fmt: skip

    record = SweepRecord(
        id=args.id, pid=os.getpid(), name=sweep.name, sweep_path=str(Path(args.sweep).resolve()),
        results_dir=str(results_dir), rules_path=str(rules_path), started_at=time.time(), no_gpu=args.no_gpu,
    )  # fmt: skip

    def listening() -> None:
        write_record(folder, record)
        say(f"ready {args.id}")

    try:
        server = SweepServer(
            build, socket_path=socket_path(folder, args.id), sweep_id=args.id,
            scrub=Scrubber(sweep, results_dir), journal=Journal(results_dir / JOURNAL_NAME),
            on_listening=listening,
        )  # fmt: skip
    except (OSError, ValueError) as exc:
        say(f"error {exc}")
        return 2
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, server.controller.abort)
    summary = await server.serve()
    status = server.status()
    counts = ", ".join(f"{n} {getattr(label, 'value', label)}"
                       for label, n in sorted(summary.counts.items(), key=lambda kv: -kv[1]) if n)  # fmt: skip
    end_record(folder, record, outcome="stopped" if summary.aborted else "finished",
               progress=f"{status['done']}/{status['total']}", counts=counts)  # fmt: skip
    print(f"sweep {args.id} ended: exit status {summary.exit_code}", flush=True)
    return int(summary.exit_code)


# ------------------------------------------------------------------------------- attaching
def attach_headless(listed: Listed, folder: Path, *, from_start: bool, show_log: bool) -> int:
    """Follow a sweep as text until it ends (or Ctrl-C, which leaves it running)."""
    from specdec_tui.daemon.client import DaemonGone, RemoteController
    from specdec_tui.headless import HeadlessPrinter

    remote: RemoteController | None = None
    printer = HeadlessPrinter(show_log=show_log, elapsed=lambda: remote.sweep_time if remote is not None else 0.0)
    remote = RemoteController(
        listed.record, socket_path(folder, listed.record.id), printer, from_start=from_start,
        show_snapshot=not from_start, tail_logs=show_log,
    )  # fmt: skip

    async def follow() -> Any:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            loop.add_signal_handler(sig, remote.detach)
        return await remote.run()

    try:
        summary = asyncio.run(follow())
    except DaemonGone as exc:
        print(f"specdec: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # `specdec attach --headless | head`: the reader left, the sweep goes on
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (nothing more can be printed)
        return 0
    if summary.detached:
        print(f"\nleft sweep {listed.record.id} running (specdec attach {listed.record.id} follows it again)")
        return 0
    if summary.finished:
        from specdec_tui.headless import final_table
        from specdec_tui.run.results import ResultsStore, latest_results

        print()
        print(final_table(latest_results(ResultsStore(listed.record.results_path).load())))
        print(f"\nresults: {listed.record.results_path}")
    return int(summary.exit_code)


def attach_tui(listed: Listed, folder: Path, *, theme: str | None = None) -> int:
    """Open the TUI on a running sweep; quitting asks whether to stop it or leave it running."""
    from specdec_tui.daemon.client import RemoteController
    from specdec_tui.tui.app import SpecdecApp

    record = listed.record
    made: list[RemoteController] = []

    def make_controller(sink: Any) -> RemoteController:
        made.append(RemoteController(record, socket_path(folder, record.id), sink))
        return made[0]

    app = SpecdecApp(make_controller, theme=theme)
    code = app.run()
    print(f"results: {record.results_dir}")
    gone = made[0].gone_message() if made else None
    if gone is not None and made[0].gone not in ("finished", "stopped"):
        print(gone)  # killed under the TUI: what resumes it stays on the terminal
    summary = app.summary
    if not getattr(summary, "finished", False) and not getattr(summary, "lost", False):
        if app.left_paused:
            print(f"sweep {record.id} stays paused in the background: specdec attach {record.id}, then p, resumes it "
                  f"(specdec stop {record.id} stops it)")  # fmt: skip
        else:
            print(f"the sweep goes on in the background: specdec attach {record.id} (specdec stop {record.id} stops it)")
        return 0
    return code if isinstance(code, int) else 1


def running_sweeps() -> tuple[list[Listed], Path] | str:
    try:
        folder = runtime_dir()
    except (RuntimeDirError, OSError) as exc:
        return f"cannot use the runtime folder: {exc}"
    return list_sweeps(folder), folder
