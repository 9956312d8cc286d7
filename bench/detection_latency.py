"""Detection latency: from a fatal line written by the server to the cell marked crashed, one run.

Two measurements, each over ``--trials`` fresh server processes:

1. Supervisor: ``ServerProcess`` runs a small child that, once told to go (SIGUSR1, after ``start()``
   has returned), writes ``--lines`` normal SGLang lines in one burst and then the fatal line
   ``RuntimeError: CUDA error: an illegal instruction was encountered t=<CLOCK_MONOTONIC>``, the
   timestamp taken right before its ``write()``. Latency = the parent's ``time.monotonic()`` inside
   ``on_fatal`` minus that timestamp (CLOCK_MONOTONIC is one clock for every process on Linux).
2. Controller: a one-cell sweep on the sim (``--sim-gpu-arch sm_120``, DDTree budget 8, which crashes
   the simulated server with that CUDA error on its first decode step). A ``sitecustomize`` module put
   on the sim's ``PYTHONPATH`` by this script (the sim itself is unchanged) records CLOCK_MONOTONIC just
   before the sim's ``write()`` of the fatal line. Latencies: to ``CrashDetected.detected_at`` and to the
   sink receiving ``CellFinished`` with status ``crashed``. The controller deliberately waits up to
   ``CRASH_SETTLE_S`` (or until the server's exit) for the rest of the crash burst before recording,
   so that figure includes that wait.

Target (DESIGN §8): acted on within 200 ms of being written.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import signal
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any

from _util import Tee, machine, percentile, table

from specdec_tui.backends.base import Backend, ReadyState
from specdec_tui.domain import events as ev
from specdec_tui.server.supervisor import ServerProcess

TARGET_MS = 200.0
FATAL = "RuntimeError: CUDA error: an illegal instruction was encountered"

CHILD = textwrap.dedent(
    r"""
    import os, signal, sys, time
    n = int(sys.argv[1])
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1})
    os.write(1, b"[2026-05-12 10:00:00] The server is fired up and ready to roll!\n")
    signal.sigwait({signal.SIGUSR1})
    line = (b"[2026-05-12 10:00:01 TP0] Decode batch, #running-req: 8, #token: 91234, token usage: 0.21, "
            b"accept len: 3.12, accept rate: 0.52, cuda graph: True, gen throughput (token/s): 1234.56, "
            b"#queue-req: 0\n")
    if n:
        os.write(1, line * n)
    stamp = time.monotonic()
    os.write(1, b"[2026-05-12 10:00:01 TP0] RuntimeError: CUDA error: an illegal instruction was encountered"
                b" t=%r\n" % stamp)
    time.sleep(60)
    """
)

# On the sim's PYTHONPATH: note CLOCK_MONOTONIC right before the sim writes the fatal line.
SIM_CLOCK = textwrap.dedent(
    r"""
    import os, sys, time

    class _StampFatal:
        def __init__(self, stream, path):
            self._stream, self._path, self._done = stream, path, False
        def write(self, text):
            if not self._done and "CUDA error: an illegal instruction" in text:
                self._done = True
                stamp = time.monotonic()
                with open(self._path, "w") as f:
                    f.write(repr(stamp))
            return self._stream.write(text)
        def __getattr__(self, name):
            return getattr(self._stream, name)

    _path = os.environ.get("SPECDEC_BENCH_FATAL_CLOCK")
    if _path:
        sys.stderr = _StampFatal(sys.stderr, _path)
    """
)


class ReadyAtOnce(Backend):
    """The child is 'ready' as soon as it runs, so its fatal line arrives after ``start()``."""

    name = "bench"

    async def probe(self, client: Any, base_url: str) -> ReadyState:
        return ReadyState.READY


def free_port() -> int:
    from specdec_tui.sim.launcher import free_port as pick

    return pick()


# ---------------------------------------------------------------------------------------- 1
async def supervisor_trial(tmp: Path, child: Path, lines: int) -> float:
    fired: list[tuple[float, str]] = []
    seen = asyncio.Event()
    waiting = asyncio.Event()  # the child's first line: SIGUSR1 is blocked, so it can be sent

    def on_fatal(event: Any) -> None:
        fired.append((time.monotonic(), event.text))
        seen.set()

    server = ServerProcess(
        [sys.executable, "-S", str(child), str(lines)], env=None, log_dir=tmp / "logs", name="fatal",
        host="127.0.0.1", port=free_port(), backend=ReadyAtOnce(), server_kind="sglang",
        on_lines=lambda batch, first: waiting.set(), on_fatal=on_fatal,
    )  # fmt: skip
    try:
        await server.start(timeout_s=30)
        assert server.pid is not None
        await asyncio.wait_for(waiting.wait(), 30)
        os.kill(server.pid, signal.SIGUSR1)
        await asyncio.wait_for(seen.wait(), 30)
    finally:
        await server.stop(grace_s=2)
    now, text = fired[0]
    match = re.search(r"t=([0-9.]+)", text)
    if match is None:
        raise RuntimeError(f"no timestamp in the fatal event: {text!r}")
    return now - float(match.group(1))


# ---------------------------------------------------------------------------------------- 2
async def controller_trial(tmp: Path, index: int, hook_dir: Path) -> dict[str, float]:
    from specdec_tui.domain.model import Hardware, Limits, RunSpec, ServerSpec, Sweep, Workload
    from specdec_tui.run.controller import Controller

    clock = tmp / f"fatal-written-{index}"
    server = ServerSpec(
        backend="sim",
        model="sim/Qwen3.6-27B",
        context_length=32768,
        port=0,
        extra_args=["--sim-gpu-arch", "sm_120", "--sim-speed", "50", "--sim-startup-s", "0"],
        env={"PYTHONPATH": str(hook_dir), "SPECDEC_BENCH_FATAL_CLOCK": str(clock)},
        startup_timeout_s=60,
    )
    sweep = Sweep(
        name="detection latency",
        server=server,
        workloads=[Workload("w", 64, 64, 32, requests=1, concurrency=1, warmup_requests=0)],
        runs=[RunSpec("ddtree-b8", {"algorithm": "ddtree", "draft_model": "sim/drafter", "budget": 8})],
        hardware=Hardware(gpu_arch="sm_120"),
        limits=Limits(hang_timeout_s=30, request_timeout_s=30, stop_grace_s=5),
    )
    seen: dict[str, float] = {}
    crash: list[ev.CrashDetected] = []
    finished: list[ev.CellFinished] = []

    def sink(event: ev.Event) -> None:
        now = time.monotonic()
        if isinstance(event, ev.ServerLog) and "log" not in seen and any(FATAL in x for x in event.lines):
            seen["log"] = now
        elif isinstance(event, ev.CrashDetected) and not crash:
            crash.append(event)
        elif isinstance(event, ev.CellFinished) and not finished:
            seen["finished"] = now
            finished.append(event)

    controller = Controller(sweep, results_dir=tmp / f"results-{index}", sink=sink)
    await controller.run()
    if not finished or finished[0].result.status != "crashed" or not clock.exists():
        status = finished[0].result.status if finished else "none"
        raise RuntimeError(f"trial {index}: expected a crashed cell, got {status}")
    written = float(clock.read_text())
    out = {
        "finished": seen["finished"] - written,
        "label_ok": float(finished[0].result.triage_label == "cuda_illegal_instruction"),
    }
    if "log" in seen:
        out["log_event"] = seen["log"] - written
    if crash:
        out["detected"] = crash[0].detected_at - written
    return out


# ---------------------------------------------------------------------------------------- main
def summary(name: str, values_s: list[float]) -> tuple[str, ...]:
    ms = [v * 1000 for v in values_s]
    within = sum(1 for v in ms if v <= TARGET_MS)
    return (
        name, str(len(ms)), f"{percentile(ms, 50):.1f}", f"{percentile(ms, 99):.1f}", f"{max(ms):.1f}",
        f"{within}/{len(ms)}",
    )  # fmt: skip


async def amain(args: argparse.Namespace) -> int:
    out = Tee(args.save)
    out(f"# detection latency: fatal line written -> acted on; {args.trials} supervisor trials per burst size, "
        f"{args.controller_trials} controller trials")  # fmt: skip
    out(f"# {machine()}")
    rows = []
    with tempfile.TemporaryDirectory(prefix="specdec-bench-") as tmpdir:
        tmp = Path(tmpdir)
        child = tmp / "fatal_child.py"
        child.write_text(CHILD)
        t0 = time.perf_counter()
        for lines in args.lines:
            latencies = [await supervisor_trial(tmp, child, lines) for _ in range(args.trials)]
            rows.append(summary(f"supervisor: write -> on_fatal, {lines:,} lines just before", latencies))
        out(f"# supervisor trials took {time.perf_counter() - t0:.0f} s")

        if args.controller_trials:
            hook_dir = tmp / "hook"
            hook_dir.mkdir()
            (hook_dir / "sitecustomize.py").write_text(SIM_CLOCK)
            results: list[dict[str, float]] = []
            t0 = time.perf_counter()
            for i in range(args.controller_trials):
                results.append(await controller_trial(tmp, i, hook_dir))
            out(f"# controller trials took {time.perf_counter() - t0:.0f} s")
            logged = [r["log_event"] for r in results if "log_event" in r]
            detected = [r["detected"] for r in results if "detected" in r]
            if logged:
                rows.append(summary("controller: sim write -> ServerLog event with the line", logged))
            if detected:
                rows.append(summary("controller: sim write -> CrashDetected.detected_at", detected))
            rows.append(
                summary(
                    "controller: sim write -> CellFinished(crashed) in the sink",
                    [r["finished"] for r in results],
                )
            )
            labels = sum(int(r["label_ok"]) for r in results)
            out(f"# cells labelled cuda_illegal_instruction: {labels}/{len(results)}")
    out()
    out(table(rows, ("path", "trials", "p50 ms", "p99 ms", "max ms", f"<= {TARGET_MS:.0f} ms")))
    out.save()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--trials", type=int, default=50, help="supervisor-level trials per --lines value (default 50)"
    )
    parser.add_argument(
        "--lines",
        type=lambda text: [int(x) for x in text.split(",")],
        default=[0, 2000, 100_000],
        help="normal lines written in one burst just before the fatal one, comma-separated (default 0,2000,100000)",
    )
    parser.add_argument(
        "--controller-trials", type=int, default=50, help="sim sweeps through the controller (default 50)"
    )
    parser.add_argument("--save", type=Path, default=None, help="also write the report to this file")
    return asyncio.run(amain(parser.parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
