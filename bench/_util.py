"""Small helpers shared by the bench scripts: percentiles, a plain table, the machine's description."""

from __future__ import annotations

import math
import os
import platform
import sys
from collections.abc import Sequence
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
if str(REPO_ROOT) not in sys.path:  # run as `python bench/x.py` from a checkout
    sys.path.insert(0, str(REPO_ROOT))


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated percentile (q in 0..100) of a non-empty sequence."""
    if not values:
        return math.nan
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    pos = (len(ordered) - 1) * q / 100.0
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def table(rows: Sequence[Sequence[object]], header: Sequence[str]) -> str:
    """A fixed-width text table (first column left-aligned, the rest right-aligned)."""
    cells = [[str(c) for c in header], *[[str(c) for c in row] for row in rows]]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]

    def fmt(row: list[str]) -> str:
        parts = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]
        return "  ".join(parts).rstrip()

    out = [fmt(cells[0]), "  ".join("-" * w for w in widths)]
    out += [fmt(r) for r in cells[1:]]
    return "\n".join(out)


def machine() -> str:
    """One line: CPU count, load, Python, platform (figures on a shared box are only comparable in one run)."""
    try:
        load = "load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    except OSError:
        load = "load n/a"
    return (
        f"{os.cpu_count()} CPUs, {load}, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}"
    )


def human(n: float) -> str:
    """1234567 -> '1.23M'."""
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(n) >= size:
            return f"{n / size:.2f}{unit}"
    return f"{n:.0f}"


class Tee:
    """Print to stdout and, when given, append the same text to a results file."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._parts: list[str] = []

    def __call__(self, text: str = "") -> None:
        print(text, flush=True)
        self._parts.append(text)

    def save(self) -> None:
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text("\n".join(self._parts) + "\n")
        print(f"[saved to {self.path}]", flush=True)
