"""Four sim servers at once (the slots executor, 4 GPUs declared) against one at a time (local) on
the demo sweep, in one run: the wall-time ratio slots / serial (target: under 0.5). The two arms
alternate for ``--rounds`` rounds (default 3); each round's ratio and the median are printed, with
the CPU seconds each arm used (its processes and their children: controller, jobs, sim servers).

    PYTHONPATH=. python bench/gpu_slots.py [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(sweep: Path, results: Path, *extra: str) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system, children included) of one headless run."""
    before = os.times()
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--results", str(results), *extra],
        capture_output=True, text=True, cwd=results.parent,
    )  # fmt: skip
    wall = time.monotonic() - started
    after = os.times()
    if done.returncode not in (0, 1):
        raise SystemExit(f"specdec run failed ({done.returncode}): {done.stderr[-500:]}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    ratios = []
    print(f"{os.cpu_count()} CPUs; demo sweep (7 servers, 7 measured cells) with [hardware] gpus = [0, 1, 2, 3]")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        sweep = folder / "demo4.toml"
        sweep.write_text((ROOT / "sweeps" / "demo.toml").read_text().replace("[hardware]", "[hardware]\ngpus = [0, 1, 2, 3]"))
        for i in range(args.rounds):
            serial, serial_cpu = run(sweep, folder / f"serial{i}", "--executor", "local")
            slots, slots_cpu = run(sweep, folder / f"slots{i}", "--executor", "slots")
            ratios.append(slots / serial)
            print(f"round {i + 1}: serial (local) {serial:.2f} s wall, {serial_cpu:.2f} s CPU; "
                  f"4 GPU slots {slots:.2f} s wall, {slots_cpu:.2f} s CPU; ratio {slots / serial:.2f}")  # fmt: skip
    print(f"ratio slots/serial, median of {len(ratios)}: {statistics.median(ratios):.2f} (target < 0.5)")


if __name__ == "__main__":
    main()
