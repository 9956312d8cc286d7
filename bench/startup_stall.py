"""How long the event loop stalls while a sweep over the packaged ShareGPT file opens: the TUI (an
app over the real controller, ``specdec run sweeps/datasets.toml`` without the sweep running) and the
headless runner, each with the datasets read on the loop (as the controller's first verdicts did)
and read first in a worker thread (``datasets.warm``, what the front ends do now).

Each case runs in a fresh process (the dataset cache is per process). A heartbeat task on the loop
wakes every 5 ms; the longest stretch it could not run is the loop's longest stall, counted from the
app's mount (the TUI's own start-up before it, imports and CSS, is the same with or without
datasets) or the headless runner's start, until the controller exists (its verdicts computed).

    python bench/startup_stall.py            # 3 rounds each
"""

from __future__ import annotations

import json
import subprocess
import sys

from _util import REPO_ROOT, table

CHILD = r"""
import asyncio, json, sys, tempfile, time
from pathlib import Path
mode = sys.argv[1]
from specdec_tui.sweepfile.config import load_sweep
from specdec_tui.cli.wiring import build_controller
from specdec_tui.measure import datasets
sweep = load_sweep("sweeps/datasets.toml")
results = Path(tempfile.mkdtemp())
TICK = 0.005

async def main():
    gaps = []  # (start, end) of each heartbeat sleep that overslept
    stop = False

    async def heartbeat():
        while not stop:
            t = time.perf_counter()
            await asyncio.sleep(TICK)
            end = time.perf_counter()
            if end - t > 2 * TICK:
                gaps.append((t + TICK, end))

    beat = asyncio.create_task(heartbeat())
    await asyncio.sleep(0.05)
    workloads = [c.workload for c in sweep.cells()]
    if mode.startswith("tui"):
        from specdec_tui.tui.app import SpecdecApp

        original_on_mount = SpecdecApp.on_mount

        def on_mount(self):
            self.mount_started = time.perf_counter()
            original_on_mount(self)

        SpecdecApp.on_mount = on_mount

        factory = lambda sink: build_controller(sweep, results_dir=results, sink=sink)
        prepare = (lambda report: datasets.warm(workloads, report)) if mode == "tui-worker" else None
        app = SpecdecApp(factory, autostart=False, prepare=prepare)
        async with app.run_test(size=(80, 24)) as pilot:
            while app.controller is None:
                await pilot.pause(0.01)
            ready = time.perf_counter()
            start = app.mount_started
    else:
        start = time.perf_counter()
        if mode == "headless-worker":
            await asyncio.to_thread(datasets.warm, workloads)
        build_controller(sweep, results_dir=results, sink=lambda e: None)
        ready = time.perf_counter()
    stop = True
    await beat
    # The loop's longest blocked stretch between the app's mount (the app's own start-up before it,
    # imports and CSS, is the same with or without datasets) and the controller built.
    worst = max((min(e, ready) - max(s, start) for s, e in gaps), default=0.0)
    print(json.dumps({"ready_s": ready - start, "worst_stall_ms": max(worst, 0.0) * 1000}))

asyncio.run(main())
"""

MODES = {
    "tui-inline": "TUI, datasets read by the first verdicts (before)",
    "tui-worker": "TUI, datasets read in a worker first (now)",
    "headless-inline": "headless, read by the first verdicts (before)",
    "headless-worker": "headless, read in a worker first (now)",
}


def run(mode: str) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, mode], capture_output=True, text=True, cwd=REPO_ROOT,
        env={"PYTHONPATH": str(REPO_ROOT), "PATH": "/usr/bin:/bin", "SPECDEC_KEYMAP": "/nonexistent"}, check=True,
    )  # fmt: skip
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> None:
    rows = []
    for _ in range(3):
        for mode, label in MODES.items():
            r = run(mode)
            rows.append((label, f"{r['ready_s']:.2f}", f"{r['worst_stall_ms']:.0f}"))
    print(table(rows, ("case", "controller ready s", "longest loop stall ms")))


if __name__ == "__main__":
    main()
