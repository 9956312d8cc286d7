"""Sweep overhead: time between runs beyond the server's own start-up, and what server reuse saves.

The same sim sweep (``--runs`` runs with identical server arguments x ``--workloads`` workloads) runs
through the controller twice in one process: once as written, where every cell reuses the one
server, and once with a distinct harmless flag per run (``--revision rN``, which the sim accepts
and ignores) so that every run needs its own server. Events are timestamped as the sink receives
them, and ``loadgen.run_workload`` is wrapped to time each workload exactly, so each cell's wall time
splits into:

- stop: the previous server's shutdown (CellStarted -> ServerStopped), when the cell needs a new one;
- start-up: the server's own start-up (``ServerReady.startup_s``);
- workload: ``run_workload`` from call to return (prompt building, warm-ups, measured requests);
- overhead: everything else (launch bookkeeping, the health check before the workload, the
  result's summary and fsync, event emission).

A third sweep (skip with ``--no-experiment``) repeats the reuse case with every ``httpx.AsyncClient``
built with ``verify=False``, to size a proposed change (no TLS context for plain-http local servers).

The DESIGN §8 aim: no time lost beyond the server's own start-up, and a server reused across runs
whose server arguments are identical.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from _util import Tee, machine, percentile, table

from specdec_tui.domain import events as ev
from specdec_tui.measure import loadgen


def make_sweep(runs: int, workloads: int, *, distinct_args: bool, speed: float) -> Any:
    from specdec_tui.domain.model import Limits, RunSpec, ServerSpec, Sweep, Workload

    server = ServerSpec(
        backend="sim",
        model="sim/Qwen3.6-27B",
        context_length=32768,
        port=0,
        extra_args=["--sim-speed", f"{speed:g}"],
        startup_timeout_s=120,
    )
    loads = [
        Workload(f"w{i}", 100, 400, 32, requests=4, concurrency=2, warmup_requests=1, index=i)
        for i in range(workloads)
    ]
    spec = {"algorithm": "ddtree", "draft_model": "sim/Qwen3.6-27B-DFlash-drafter", "budget": 16}
    run_specs = [
        RunSpec(f"r{i}", dict(spec), extra_args=["--revision", f"r{i}"] if distinct_args else [], index=i)
        for i in range(runs)
    ]
    return Sweep(
        name="sweep overhead",
        server=server,
        workloads=loads,
        runs=run_specs,
        limits=Limits(hang_timeout_s=30, request_timeout_s=60, stop_grace_s=10),
    )


async def run_sweep(sweep: Any, results_dir: Path) -> dict[str, Any]:
    from specdec_tui.run.controller import Controller

    timeline: list[tuple[float, ev.Event]] = []
    workloads: list[tuple[float, float]] = []
    original = loadgen.run_workload

    async def timed(*args: Any, **kwargs: Any) -> Any:
        t0 = time.monotonic()
        try:
            return await original(*args, **kwargs)
        finally:
            workloads.append((t0, time.monotonic()))

    def sink(event: ev.Event) -> None:
        timeline.append((time.monotonic(), event))

    loadgen.run_workload = timed  # the controller imports it at call time
    try:
        controller = Controller(sweep, results_dir=results_dir, sink=sink)
        t0 = time.monotonic()
        summary = await controller.run()
        total = time.monotonic() - t0
    finally:
        loadgen.run_workload = original
    return {"timeline": timeline, "workloads": workloads, "total": total, "counts": summary.counts, "t0": t0}


def cells(result: dict[str, Any]) -> list[dict[str, float]]:
    """Per cell: wall, stop, start-up, workload and the rest, from the event timeline."""
    out: list[dict[str, float]] = []
    current: dict[str, float] | None = None
    workloads = list(result["workloads"])
    for at, event in result["timeline"]:
        if isinstance(event, ev.CellStarted):
            current = {"start": at, "stop": 0.0, "startup": 0.0, "workload": 0.0, "reused": 0.0}
        elif current is None:
            continue
        elif isinstance(event, ev.ServerStopped):
            current["stop"] = at - current["start"]
        elif isinstance(event, ev.ServerStarting):
            current["reused"] = 1.0 if event.reused else 0.0
        elif isinstance(event, ev.ServerReady):
            current["startup"] = event.startup_s
        elif isinstance(event, ev.CellFinished):
            current["wall"] = at - current["start"]
            inside = [(a, b) for a, b in workloads if current["start"] <= a and b <= at]
            current["workload"] = sum(b - a for a, b in inside)
            # the overhead's two halves: before the workload (launch, health check), after it (results)
            current["after"] = at - inside[-1][1] if inside else 0.0
            current["status_ok"] = 1.0 if event.result.status == "ok" else 0.0
            current["overhead"] = current["wall"] - current["stop"] - current["startup"] - current["workload"]
            out.append(current)
            current = None
    return out


def describe(name: str, result: dict[str, Any], out: Tee) -> list[dict[str, float]]:
    rows = cells(result)
    bad = [r for r in rows if not r["status_ok"]]
    last_finish = max(at for at, e in result["timeline"] if isinstance(e, ev.CellFinished))
    final_stop = result["t0"] + result["total"] - last_finish
    out()
    out(f"## {name}: {len(rows)} cells in {result['total']:.2f} s; statuses {result['counts']}")
    table_rows = [
        (
            f"cell {i + 1}" + (" (server reused)" if r["reused"] else " (new server)"),
            f"{r['wall']:.3f}",
            f"{r['stop']:.3f}",
            f"{r['startup']:.3f}",
            f"{r['workload']:.3f}",
            f"{r['overhead'] * 1000:.1f}",
            f"{(r['overhead'] - r['after']) * 1000:.1f}",
            f"{r['after'] * 1000:.1f}",
        )
        for i, r in enumerate(rows)
    ]
    out(
        table(
            table_rows,
            (
                "cell",
                "wall s",
                "stop prev s",
                "start-up s",
                "workload s",
                "overhead ms",
                "before wl",
                "after wl",
            ),
        )
    )
    overheads = [r["overhead"] * 1000 for r in rows]
    out(
        f"overhead per cell: p50 {percentile(overheads, 50):.1f} ms, max {max(overheads):.1f} ms; "
        f"stops {sum(r['stop'] for r in rows):.2f} s, start-ups {sum(r['startup'] for r in rows):.2f} s, "
        f"workloads {sum(r['workload'] for r in rows):.2f} s; final stop after the last cell {final_stop:.2f} s"
    )
    if bad:
        out(f"PROBLEM: {len(bad)} cells did not finish ok")
    return rows


@contextlib.contextmanager
def verify_false_clients() -> Iterator[None]:
    """Experiment: every ``httpx.AsyncClient`` made in this process skips the SSL context."""
    import httpx

    original = httpx.AsyncClient

    class NoTLSContext(original):  # type: ignore[misc,valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs.setdefault("verify", False)
            super().__init__(*args, **kwargs)

    httpx.AsyncClient = NoTLSContext  # type: ignore[misc]
    try:
        yield
    finally:
        httpx.AsyncClient = original  # type: ignore[misc]


async def amain(args: argparse.Namespace) -> int:
    out = Tee(args.save)
    out(
        f"# sweep overhead: sim sweep of {args.runs} runs x {args.workloads} workloads (identical server "
        f"arguments), --sim-speed {args.speed:g}; reuse vs a new server per run"
    )
    out(f"# {machine()}")
    with tempfile.TemporaryDirectory(prefix="specdec-bench-") as tmpdir:
        tmp = Path(tmpdir)
        reuse = await run_sweep(
            make_sweep(args.runs, args.workloads, distinct_args=False, speed=args.speed), tmp / "a"
        )
        restart = await run_sweep(
            make_sweep(args.runs, args.workloads, distinct_args=True, speed=args.speed), tmp / "b"
        )
        fast = None
        if not args.no_experiment:
            with verify_false_clients():
                fast = await run_sweep(
                    make_sweep(args.runs, args.workloads, distinct_args=False, speed=args.speed), tmp / "c"
                )
    a = describe("reuse (identical server arguments)", reuse, out)
    b = describe("forced restart (a distinct --revision per run)", restart, out)
    if fast is not None:
        c = describe("experiment: reuse, every httpx.AsyncClient built with verify=False", fast, out)
        p50 = [percentile([r["overhead"] * 1000 for r in rows], 50) for rows in (a, c)]
        out(f"overhead per cell p50: {p50[0]:.1f} ms as is, {p50[1]:.1f} ms without building SSL contexts")
    saved = restart["total"] - reuse["total"]
    starts_a = sum(1 for r in a if not r["reused"])
    starts_b = sum(1 for r in b if not r["reused"])
    out()
    out(
        f"server starts: reuse {starts_a}, forced restart {starts_b}; sweep wall: reuse {reuse['total']:.2f} s, "
        f"restart {restart['total']:.2f} s; reuse saves {saved:.2f} s "
        f"({saved / restart['total'] * 100:.0f}% of the restart sweep)"
    )
    out.save()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--runs", type=int, default=4, help="runs with identical server arguments (default 4)"
    )
    parser.add_argument("--workloads", type=int, default=2, help="workloads per run (default 2)")
    parser.add_argument("--speed", type=float, default=50.0, help="--sim-speed (default 50)")
    parser.add_argument(
        "--no-experiment",
        action="store_true",
        help="skip the third sweep (httpx clients without SSL contexts)",
    )
    parser.add_argument("--save", type=Path, default=None, help="also write the report to this file")
    return asyncio.run(amain(parser.parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
