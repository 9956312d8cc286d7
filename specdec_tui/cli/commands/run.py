"""``specdec run SWEEP.toml --headless``: run a sweep and print one line per event."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import re
import shutil
import signal
import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from specdec_tui.safety.textsafe import safe_text

if TYPE_CHECKING:
    from specdec_tui.domain.model import Sweep
    from specdec_tui.run.results import ResultsLock

RESULTS_ROOT = Path("specdec-results")

# Refuse to start with less free space than this in the results folder (--min-free-mb).
MIN_FREE_MB = 8.0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("run", help="run a sweep (headless, or in the TUI without --headless)")
    p.add_argument("sweep", help="sweep file (TOML), or the name of a packaged example (specdec examples)")
    p.add_argument("--headless", action="store_true", help="print progress lines instead of opening the TUI")
    p.add_argument("--results", metavar="DIR", help="results directory (default: specdec-results/<sweep>-<time>)")
    p.add_argument("--resume", action="store_true", help="skip cells already finished in the results directory")
    p.add_argument("--show-log", action="store_true", help="headless: echo the server log (made safe)")
    p.add_argument("--no-gpu", action="store_true", help="do not sample GPUs through NVML")
    p.add_argument("--theme", default=None, help="TUI theme (without --headless)")
    add_min_free(p)
    p.set_defaults(func=run)


def add_min_free(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--min-free-mb", type=float, default=MIN_FREE_MB, metavar="MB",
        help=f"refuse to start with less free space in the results folder (default {MIN_FREE_MB:g}; 0: no check)",
    )  # fmt: skip


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


def prepare(args: argparse.Namespace) -> tuple[Sweep, Path, ResultsLock] | int:
    """Load the sweep, choose its results folder and lock it (one writer per folder); an exit status
    (2) with one line on error."""
    from specdec_tui.cli.commands.examples import not_found_hint, resolve_sweep
    from specdec_tui.sweepfile.config import SweepError, load_sweep

    args.sweep = resolve_sweep(args.sweep)
    try:
        sweep = load_sweep(args.sweep)
    except SweepError as exc:
        hint = "" if Path(args.sweep).exists() else not_found_hint()
        print(f"specdec: {exc}{hint}", file=sys.stderr)
        return 2
    except OSError as exc:
        hint = not_found_hint() if isinstance(exc, FileNotFoundError) else ""
        print(f"specdec: {args.sweep}: {exc.strerror or exc}{hint}", file=sys.stderr)
        return 2
    from specdec_tui.validate.checks import server_asset_problems

    problems = server_asset_problems(sweep)
    if problems:
        # Every cell needs the server: refuse before anything starts (validate shows them invalid).
        print(f"specdec: {safe_text(str(args.sweep))}: cannot run: {safe_text(problems[0])}", file=sys.stderr)
        return 2
    results_dir = pick_results_dir(sweep.name, args.results, args.resume)
    min_free_mb = getattr(args, "min_free_mb", MIN_FREE_MB)
    if not args.results and not (args.resume and results_dir.exists()):
        # A folder named by the time: another sweep started in the same second gets its own.
        from specdec_tui.run.results import ResultsFolderBusy

        base, n = results_dir, 1
        while True:
            try:
                claimed = claim_results_dir(results_dir, rules_path_for(results_dir, None), min_free_mb, raise_busy=True)
            except ResultsFolderBusy:
                claimed = None
            if claimed is None or (not isinstance(claimed, str) and (results_dir / "results.jsonl").exists()):
                if claimed is not None:
                    claimed.release()
                n += 1
                results_dir = base.with_name(f"{base.name}-{n}")
                continue
            break
    else:
        claimed = claim_results_dir(results_dir, rules_path_for(results_dir, args.results), min_free_mb)
    if isinstance(claimed, str):
        print(f"specdec: {claimed}", file=sys.stderr)
        return 2
    if (results_dir / "results.jsonl").exists() and not args.resume:
        claimed.release()
        print(
            f"specdec: {results_dir}/results.jsonl exists: pass --resume to continue it or another --results",
            file=sys.stderr,
        )
        return 2
    return sweep, results_dir, claimed


def claim_results_dir(
    results_dir: Path, rules_path: Path, min_free_mb: float = MIN_FREE_MB, *, raise_busy: bool = False
) -> ResultsLock | str:
    """Check the folder (writable, room, rules readable) and take its one-writer lock; or one line
    saying why not (another process holds it: its pid, host and start time; ``raise_busy`` raises
    ResultsFolderBusy instead). Taking over the lock of a process that is gone prints a notice."""
    from specdec_tui.run.results import ResultsFolderBusy, ResultsLock

    problem = check_results_dir(results_dir, rules_path, min_free_mb)
    if problem:
        return problem
    command = " ".join(["specdec", *sys.argv[1:]])
    try:
        lock = ResultsLock.acquire(results_dir, command=command)
    except ResultsFolderBusy as exc:
        if raise_busy:
            raise
        return str(exc)
    except OSError as exc:
        return f"cannot lock results folder {results_dir}: {exc.strerror or exc}"
    if lock.unlocked:
        print(
            f"specdec: warning: the filesystem of {results_dir} cannot lock files: nothing keeps a second "
            "sweep from writing into this folder too",
            file=sys.stderr,
        )
    if lock.took_over is not None:
        gone = "which is gone" if lock.took_over.gone() else "which no longer holds it"
        print(
            f"specdec: notice: taking over results folder {results_dir} from {lock.took_over.describe()}, {gone}",
            file=sys.stderr,
        )
    return lock


def check_results_dir(results_dir: Path, rules_path: Path, min_free_mb: float = 0.0) -> str | None:
    """One line saying why results cannot be kept there (not writable, less than ``min_free_mb`` MB
    free, or the rules file cannot be read), or None."""
    from specdec_tui.rules.learned import load_rules_file
    from specdec_tui.safety.safeio import UnreadableFile, check_regular_or_missing
    from specdec_tui.sweepfile.config import SweepError

    created = [p for p in (results_dir, *results_dir.parents) if not p.exists()]
    try:
        results_dir.mkdir(parents=True, exist_ok=True)
        probe = results_dir / ".specdec-write-check"
        probe.write_bytes(b"")
        probe.unlink()
        free = shutil.disk_usage(results_dir).free
        if min_free_mb > 0 and free < min_free_mb * 1e6:
            return (
                f"only {_size(free)} free in {results_dir} (at least {min_free_mb:g} MB needed "
                "to keep results and server logs; --min-free-mb 0 skips this check)"
            )
        load_rules_file(rules_path)
        check_regular_or_missing(results_dir / "results.jsonl", "results file")
    except UnreadableFile as exc:
        return f"{results_dir / 'results.jsonl'}: {exc}"
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


def _size(n: float) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1000
    return f"{n:.1f} GB"  # pragma: no cover


def run(args: argparse.Namespace) -> int:
    if not args.headless:
        from specdec_tui.cli.commands.open import check_theme

        problem = check_theme(args.theme)
        if problem:  # before the results folder is made
            print(f"specdec: {problem}", file=sys.stderr)
            return 2
    prepared = prepare(args)
    if isinstance(prepared, int):
        return prepared
    sweep, results_dir, lock = prepared
    with lock:  # held until the process is done with the folder
        if not args.headless:
            from specdec_tui.cli.commands.open import open_tui

            return int(
                open_tui(
                    sweep,
                    results_dir=results_dir,
                    resume=args.resume,
                    theme=args.theme,
                    rules_path=rules_path_for(results_dir, args.results),
                    gpu=not args.no_gpu,
                    lock=lock,
                )
            )
        return asyncio.run(run_headless(sweep, results_dir, args))


async def run_headless(sweep, results_dir: Path, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    from specdec_tui.cli.wiring import build_controller
    from specdec_tui.headless import HeadlessPrinter

    printer = HeadlessPrinter(show_log=args.show_log)
    gpu_monitor, hardware = _gpu(sweep, disabled=args.no_gpu)
    await load_datasets(sweep, printer)
    try:
        controller = build_controller(
            sweep,
            results_dir=results_dir,
            sink=printer,
            resume=args.resume,
            hardware=hardware,
            gpu_monitor=gpu_monitor,
            rules_path=rules_path_for(results_dir, args.results),
            write_retry_s=None,  # headless: a failed results write stops the sweep
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
    print(_final_table(controller.results_path, controller.unsaved))
    print(f"\nresults: {controller.results_path}")
    report_unsaved(summary, sweep_arg=args.sweep)
    return summary.exit_code


async def load_datasets(sweep, printer) -> None:  # type: ignore[no-untyped-def]
    """Parse every dataset the sweep's cells read in a worker thread, before the controller's first
    verdicts read them (from the cache then), with a line per dataset: the loop stays free."""
    from specdec_tui.domain import events as ev
    from specdec_tui.measure import datasets

    workloads = [cell.workload for cell in sweep.cells()]
    if not any(w.dataset for w in workloads):
        return
    loop = asyncio.get_running_loop()

    def report(source: str) -> None:
        loop.call_soon_threadsafe(printer, ev.Notice("info", f"loading dataset {source} …"))

    warmed = await asyncio.to_thread(datasets.warm, workloads, report)
    for item in warmed:
        what = f"unusable ({item.error})" if item.error else f"{item.prompts} prompts"
        printer(ev.Notice("info", f"dataset {item.source}: {what} in {item.seconds:.1f} s"))


def report_unsaved(summary, sweep_arg: str = "SWEEP") -> None:  # type: ignore[no-untyped-def]
    """The closing line of a sweep whose results could not all be written (stderr)."""
    if summary.unsaved and summary.fallback_path is not None:
        print(
            f"specdec: {summary.unsaved} result{'s are' if summary.unsaved != 1 else ' is'} not in "
            f"{summary.results_path} ({summary.write_error}); "
            f"kept in {summary.fallback_path}; `specdec run {sweep_arg} --resume --results "
            f"{summary.results_path.parent}` writes them there",
            file=sys.stderr,
        )
    elif summary.unsaved:
        print(f"specdec: {summary.unsaved} unsaved result(s) are only in this output ({summary.write_error})",
              file=sys.stderr)
    elif summary.write_error:
        print(
            f"specdec: the sweep stopped: a write to {summary.results_path} failed ({summary.write_error}); "
            "every measured result was written later; --resume runs the rest",
            file=sys.stderr,
        )


def _gpu(sweep, disabled: bool):  # type: ignore[no-untyped-def]
    """A GPU monitor and the hardware to validate against (declared values win over detected)."""
    hardware = sweep.hardware
    if disabled:
        return None, hardware
    try:
        from specdec_tui.gpu import GpuMonitor, detect_hardware
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


def _final_table(results_path: Path, unsaved: list | None = None) -> str:  # type: ignore[type-arg]
    """Every cell's latest result: those in the file, and those that could not be written."""
    from specdec_tui.headless import final_table
    from specdec_tui.run.results import ResultsStore, latest_results

    records = [*ResultsStore(results_path).load(), *(unsaved or [])]
    return final_table(latest_results(records))
