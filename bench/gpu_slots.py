"""Four sim servers at once (the slots executor, 4 GPUs declared) against one at a time (local) on
the demo sweep, in one run: the wall-time ratio slots / serial (target: under 0.5).

    PYTHONPATH=. python bench/gpu_slots.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(sweep: Path, results: Path, *extra: str) -> float:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--results", str(results), *extra],
        capture_output=True, text=True, cwd=results.parent,
    )  # fmt: skip
    if done.returncode not in (0, 1):
        raise SystemExit(f"specdec run failed ({done.returncode}): {done.stderr[-500:]}")
    return time.monotonic() - started


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        sweep = folder / "demo4.toml"
        sweep.write_text((ROOT / "sweeps" / "demo.toml").read_text().replace("[hardware]", "[hardware]\ngpus = [0, 1, 2, 3]"))
        serial = run(sweep, folder / "serial", "--executor", "local")
        slots = run(sweep, folder / "slots", "--executor", "slots")
    print(f"demo, serial (local): {serial:.1f} s")
    print(f"demo, 4 GPU slots:    {slots:.1f} s")
    print(f"ratio slots/serial:   {slots / serial:.2f} (target < 0.5)")


if __name__ == "__main__":
    main()
