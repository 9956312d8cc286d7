"""``specdec run SWEEP.toml --headless``: run a sweep and print one line per event."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import re
import signal
import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model import Sweep

RESULTS_ROOT = Path("specdec-results")


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("run", help="run a sweep (headless, or in the TUI without --headless)")
    p.add_argument("sweep", help="sweep file (TOML)")
    p.add_argument("--headless", action="store_true", help="print progress lines instead of opening the TUI")
    p.add_argument("--results", metavar="DIR", help="results directory (default: specdec-results/<sweep>-<time>)")
    p.add_argument("--resume", action="store_true", help="skip cells already finished in the results directory")
    p.add_argument("--show-log", action="store_true", help="headless: echo the server log (made safe)")
    p.add_argument("--no-gpu", action="store_true", help="do not sample GPUs through NVML")
    p.add_argument("--theme", default=None, help="TUI theme (without --headless)")
    p.set_defaults(func=run)


def slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-").lower()[:60] or "sweep"


def pick_results_dir(sweep_name: str, explicit: str | None, resume: bool) -> Path:
    """Explicit --results wins; --resume alone picks the newest run directory of this sweep."""
    if explicit:
        return Path(explicit)
    base = slug(sweep_name)
    if resume:
        previous = sorted(RESULTS_ROOT.glob(f"{base}-2*"))
        if previous:
            return previous[-1]
    return RESULTS_ROOT / f"{base}-{datetime.now().strftime('%Y%m%d-%H%M%S')}"


def rules_path_for(results_dir: Path, explicit: str | None) -> Path:
    """Learned crash rules live in the results root shared by later sweeps (or in --results DIR)."""
    return results_dir / "known_crashes.toml" if explicit else RESULTS_ROOT / "known_crashes.toml"


def prepare(args: argparse.Namespace) -> tuple[Sweep, Path] | int:
    """Load the sweep and choose its results folder; an exit status (2) with one line on error."""
    from ..config import SweepError, load_sweep

    try:
        sweep = load_sweep(args.sweep)
    except SweepError as exc:
        print(f"specdec: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"specdec: {args.sweep}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    results_dir = pick_results_dir(sweep.name, args.results, args.resume)
    if (results_dir / "results.jsonl").exists() and not args.resume:
        print(
            f"specdec: {results_dir}/results.jsonl exists: pass --resume to continue it or another --results",
            file=sys.stderr,
        )
        return 2
    problem = check_results_dir(results_dir, rules_path_for(results_dir, args.results))
    if problem:
        print(f"specdec: {problem}", file=sys.stderr)
        return 2
    return sweep, results_dir


def check_results_dir(results_dir: Path, rules_path: Path) -> str | None:
    """One line saying why results cannot be kept there (or the rules file cannot be read), or None."""
    from ..config import SweepError
    from ..rules import load_rules_file

    created = [p for p in (results_dir, *results_dir.parents) if not p.exists()]
    try:
        results_dir.mkdir(parents=True, exist_ok=True)
        probe = results_dir / ".specdec-write-check"
        probe.write_bytes(b"")
        probe.unlink()
        load_rules_file(rules_path)
    except SweepError as exc:
        return str(exc)
    except OSError as exc:
        return f"cannot keep results in {results_dir}: {exc.strerror or exc}"
    finally:
        # Only a check: folders it made are removed again (the run makes them for real).
        for folder in created:
            with contextlib.suppress(OSError):
                folder.rmdir()
    return None


def run(args: argparse.Namespace) -> int:
    prepared = prepare(args)
    if isinstance(prepared, int):
        return prepared
    sweep, results_dir = prepared
    if not args.headless:
        from .open import open_tui

        return int(
            open_tui(
                sweep,
                results_dir=results_dir,
                resume=args.resume,
                theme=args.theme,
                rules_path=rules_path_for(results_dir, args.results),
                gpu=not args.no_gpu,
            )
        )
    return asyncio.run(run_headless(sweep, results_dir, args))


async def run_headless(sweep, results_dir: Path, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    from ..controller import Controller
    from ..headless import HeadlessPrinter

    printer = HeadlessPrinter(show_log=args.show_log)
    gpu_monitor, hardware = _gpu(sweep, disabled=args.no_gpu)
    try:
        controller = Controller(
            sweep,
            results_dir=results_dir,
            sink=printer,
            resume=args.resume,
            hardware=hardware,
            gpu_monitor=gpu_monitor,
            rules_path=rules_path_for(results_dir, args.results),
        )
    except (OSError, ValueError) as exc:  # ValueError: SweepError from a broken rules file
        print(f"specdec: {exc}", file=sys.stderr)
        return 2
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        loop.add_signal_handler(sig, controller.abort)
    try:
        summary = await controller.run()
    except OSError as exc:
        print(f"specdec: {exc}", file=sys.stderr)
        return 2
    print()
    print(_final_table(controller.results_path))
    print(f"\nresults: {controller.results_path}")
    return summary.exit_code


def _gpu(sweep, disabled: bool):  # type: ignore[no-untyped-def]
    """A GPU monitor and the hardware to validate against (declared values win over detected)."""
    hardware = sweep.hardware
    if disabled:
        return None, hardware
    try:
        from ..gpu import GpuMonitor, detect_hardware
    except ImportError:
        return None, hardware
    detected = detect_hardware()
    if detected.gpu_count:
        import dataclasses

        hardware = dataclasses.replace(
            detected,
            **{k: v for k, v in dataclasses.asdict(sweep.hardware).items() if v is not None and k != "detected"},
        )
    return GpuMonitor(), hardware


def _final_table(results_path: Path) -> str:
    from ..headless import final_table
    from ..results import ResultsStore, latest_results

    return final_table(latest_results(ResultsStore(results_path).load()))
