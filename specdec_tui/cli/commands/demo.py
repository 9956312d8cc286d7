"""``specdec demo``: the packaged demo sweep (sim backend) in the TUI, or ``--headless``, in a fresh
results folder.

A fresh folder (and its own learned-rules file) each time means every demo shows the first crash.
Exit status as ``specdec run``: 0 when every valid cell finished ok, 1 when some crashed, failed or
hung (the demo's DDTree budgets 8 and 12 crash by design, so a finished demo exits 1) or the sweep
was stopped before its end, 2 on bad input.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime
from pathlib import Path

import specdec_tui
from specdec_tui.domain.model import numbered_name

DEMO_SWEEP = "demo.toml"
DEMO_RESULTS_ROOT = Path("specdec-results")


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "demo", help="run the demo sweep (embedded sim server, no GPU) in the terminal UI, or --headless"
    )
    p.add_argument("--headless", action="store_true", help="print progress lines instead of opening the TUI")
    p.add_argument("--theme", metavar="NAME", default=None, help="dark, light, high-contrast (or any Textual theme)")
    p.add_argument("--results", metavar="DIR", help="results directory (default: specdec-results/demo-<time>)")
    p.add_argument("--show-log", action="store_true", help="headless: echo the server log (made safe)")
    p.add_argument("--no-gpu", action="store_true", help="do not sample GPUs through NVML")
    p.set_defaults(func=run)


def demo_sweep_path() -> Path | None:
    """The demo sweep beside the package (a checkout, or an install that ships ``sweeps/``)."""
    package = Path(specdec_tui.__file__).resolve().parent
    for candidate in (package.parent / "sweeps" / DEMO_SWEEP, package / "sweeps" / DEMO_SWEEP):
        if candidate.is_file():
            return candidate
    return None


def fresh_results_dir(root: Path = DEMO_RESULTS_ROOT, now: datetime | None = None) -> Path:
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    name = f"demo-{stamp}"
    if (root / name).exists():
        name = numbered_name(name, lambda candidate: (root / candidate).exists())
    return root / name


def run(args: argparse.Namespace) -> int:
    from specdec_tui.cli.launch import open_tui
    from specdec_tui.sweepfile.config import SweepError, load_sweep

    path = demo_sweep_path()
    if path is None:
        print(f"specdec: the demo sweep ({DEMO_SWEEP}) is not installed with this package", file=sys.stderr)
        return 2
    try:
        sweep = load_sweep(path)
    except SweepError as exc:
        print(f"specdec: {exc}", file=sys.stderr)
        return 2
    results_dir = Path(args.results) if args.results else fresh_results_dir()
    if (results_dir / "results.jsonl").exists():
        print(f"specdec: {results_dir}/results.jsonl exists: pass another --results", file=sys.stderr)
        return 2
    if args.headless:
        import asyncio

        from specdec_tui.cli.commands.run import run_headless
        from specdec_tui.cli.launch import check_results_dir

        problem = check_results_dir(results_dir, results_dir / "known_crashes.toml")
        if problem:
            print(f"specdec: {problem}", file=sys.stderr)
            return 2
        args.results, args.resume = str(results_dir), False  # learned rules stay in this folder
        return asyncio.run(run_headless(sweep, results_dir, args))
    return open_tui(
        sweep,
        results_dir=results_dir,
        theme=args.theme,
        rules_path=results_dir / "known_crashes.toml",
        gpu=not args.no_gpu,
    )
