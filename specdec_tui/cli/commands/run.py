"""``specdec run SWEEP.toml --headless``: run a sweep and print one line per event."""

from __future__ import annotations

import argparse
import asyncio
import re
import signal
import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from specdec_tui.cli.launch import (  # noqa: F401  (claim_results_dir, check_results_dir: also used through this module)
    MIN_FREE_MB,
    add_min_free,
    check_results_dir,
    check_theme,
    claim_results_dir,
    gpu_and_hardware,
    open_tui,
    report_unsaved,
)
from specdec_tui.safety.textsafe import safe_text

if TYPE_CHECKING:
    from specdec_tui.domain.model import Sweep
    from specdec_tui.run.results import ResultsLock

RESULTS_ROOT = Path("specdec-results")


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("run", help="run a sweep (headless, or in the TUI without --headless)")
    p.add_argument("sweep", help="sweep file (TOML), or the name of a packaged example (specdec examples)")
    p.add_argument("--headless", action="store_true", help="print progress lines instead of opening the TUI")
    p.add_argument("--results", metavar="DIR", help="results directory (default: specdec-results/<sweep>-<time>)")
    p.add_argument("--resume", action="store_true", help="skip cells already finished in the results directory")
    p.add_argument("--show-log", action="store_true", help="headless: echo the server log (made safe)")
    p.add_argument("--no-gpu", action="store_true", help="do not sample GPUs through NVML")
    p.add_argument("--theme", default=None, help="TUI theme (without --headless)")
    add_detach_flags(p)
    p.add_argument("--detach", action="store_true", help="start the sweep in the background and print its id")
    p.add_argument(
        "--executor", choices=("local", "slots", "slurm"), default=None,
        help="where server jobs run: local (one at a time, in this process), slots (several at once on "
        "disjoint GPU sets: [hardware] gpus, or the GPUs NVML sees) or slurm (one Slurm job each); "
        "default: the sweep's [executor] kind (slots when [hardware] gpus is set)",
    )
    add_min_free(p)
    p.set_defaults(func=run)


def add_detach_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--foreground", action="store_true",
        help="TUI: run the sweep inside this process (it stops when the terminal goes away), not in a daemon",
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
    args.warmed_datasets = []  # read here for the check below; the headless printer reports them
    # The TUI opens all the same: its edit form is where an invalid cell is fixed.
    unattended = getattr(args, "headless", False) or getattr(args, "detach", False)
    nothing = nothing_valid(sweep, args.warmed_datasets) if unattended else None
    if nothing:
        print(f"specdec: {safe_text(str(args.sweep))}: cannot run: {nothing}", file=sys.stderr)
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


def nothing_valid(sweep, warmed: list | None = None) -> str | None:  # type: ignore[no-untyped-def,type-arg]
    """Why nothing of ``sweep`` could be measured (every cell is invalid: a broken dataset, a context
    too short ...), naming the first cell and its reason; None when some cell can run. Reads each
    dataset once (cached, so a headless run does not read it again); what it read is added to
    ``warmed`` (``datasets.Warmed``) for the progress lines."""
    from specdec_tui.measure import datasets
    from specdec_tui.validate.checks import INVALID, validate_sweep

    read = datasets.warm([cell.workload for cell in sweep.cells()])
    if warmed is not None:
        warmed.extend(read)
    verdicts = validate_sweep(sweep)
    if not verdicts or any(v.status != INVALID for v in verdicts.values()):
        return None
    key, verdict = next(iter(verdicts.items()))
    reason = verdict.reasons[0] if verdict.reasons else "invalid"
    more = f" (and {len(verdicts) - 1} more; specdec validate lists them)" if len(verdicts) > 1 else ""
    return safe_text(f"every cell is invalid, nothing could be measured: {key}: {reason}{more}", limit=600)


def run(args: argparse.Namespace) -> int:
    if not args.headless:
        problem = check_theme(args.theme)
        if problem:  # before the results folder is made
            print(f"specdec: {problem}", file=sys.stderr)
            return 2
    prepared = prepare(args)
    if isinstance(prepared, int):
        return prepared
    sweep, results_dir, lock = prepared
    if getattr(args, "detach", False) or not (args.headless or getattr(args, "foreground", False)):
        if getattr(args, "executor", None) and args.executor != sweep.executor.kind:
            lock.release()
            print(f"specdec: --executor {args.executor} applies to --headless or --foreground runs; "
                  f"the background daemon reads it from the sweep: [executor] kind = \"{args.executor}\"",
                  file=sys.stderr)  # fmt: skip
            return 2
        return run_detached(args, results_dir, lock)
    if getattr(args, "executor", None):
        import dataclasses

        sweep.executor = dataclasses.replace(sweep.executor, kind=args.executor)
        if args.executor == "local":  # one at a time here, even where the sweep lists GPUs for slots
            sweep.hardware = dataclasses.replace(sweep.hardware, gpus=None)
    with lock:  # held until the process is done with the folder
        if not args.headless:
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


def run_detached(args: argparse.Namespace, results_dir: Path, lock: ResultsLock) -> int:
    """Start the sweep in a daemon (it takes the folder's lock over), then print its id
    (``--detach``) or attach the TUI to it."""
    from specdec_tui.cli.detach import attach_tui, start_daemon
    from specdec_tui.daemon.runtime import Listed, runtime_dir

    lock.release()
    started = start_daemon(
        Path(args.sweep), results_dir, rules_path_for(results_dir, args.results), resume=args.resume,
        no_gpu=args.no_gpu, min_free_mb=getattr(args, "min_free_mb", MIN_FREE_MB),
        meanwhile=None if getattr(args, "detach", False) else _import_tui,
    )  # fmt: skip
    if isinstance(started, str):
        print(f"specdec: {safe_text(started)}", file=sys.stderr)
        return 2
    if getattr(args, "detach", False):
        print(started.id)
        return 0
    return attach_tui(Listed(started, True), runtime_dir(), theme=args.theme)


def _import_tui() -> None:
    import specdec_tui.tui.app  # noqa: F401  (while the daemon starts: the screen comes up sooner)


async def run_headless(sweep, results_dir: Path, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    from specdec_tui.cli.wiring import build_controller, build_executor, executor_kind
    from specdec_tui.headless import HeadlessPrinter

    printer = HeadlessPrinter(show_log=args.show_log)
    gpu_monitor, hardware = gpu_and_hardware(sweep, disabled=args.no_gpu)
    await load_datasets(sweep, printer, getattr(args, "warmed_datasets", ()))
    try:
        kind = executor_kind(sweep, getattr(args, "executor", None))
        executor = build_executor(sweep, kind, resume=args.resume, no_gpu=args.no_gpu, hardware=hardware,
                                  gpu_monitor=gpu_monitor)  # fmt: skip
    except ValueError as exc:
        print(f"specdec: {exc}", file=sys.stderr)
        return 2
    if executor is not None and kind == "slurm":
        gpu_monitor = None  # the GPUs are on the nodes; each job samples its own
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
            executor=executor,
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
    print(_final_table(controller.results_path, controller.unsaved, [c.key for c in controller.snapshot()]))
    print(f"\nresults: {controller.results_path}")
    report_unsaved(summary, sweep_arg=args.sweep)
    if summary.nothing_valid:
        print(f"specdec: {safe_text(str(args.sweep))}: nothing was measured: every cell is invalid "
              "(the reasons are above)", file=sys.stderr)  # fmt: skip
    return summary.exit_code


async def load_datasets(sweep, printer, already=()) -> None:  # type: ignore[no-untyped-def]
    """Parse every dataset the sweep's cells read in a worker thread, before the controller's first
    verdicts read them (from the cache then), with a line per dataset: the loop stays free.
    ``already``: those read before (``datasets.Warmed``), reported the same way."""
    from specdec_tui.domain import events as ev
    from specdec_tui.measure import datasets

    workloads = [cell.workload for cell in sweep.cells()]
    if not any(w.dataset for w in workloads):
        return
    loop = asyncio.get_running_loop()

    def report(source: str) -> None:
        loop.call_soon_threadsafe(printer, ev.Notice("info", f"loading dataset {source} …"))

    warmed = [*already, *await asyncio.to_thread(datasets.warm, workloads, report)]
    for item in warmed:
        what = f"unusable ({item.error})" if item.error else f"{item.prompts} prompts"
        printer(ev.Notice("info", f"dataset {item.source}: {what} in {item.seconds:.1f} s"))


def _final_table(results_path: Path, unsaved: list | None = None, order: list[str] | None = None) -> str:  # type: ignore[type-arg]
    """Every cell's latest result: those in the file, and those that could not be written; in the queue's
    ``order`` of cell keys where given (parallel executors finish cells out of order), the rest after."""
    from specdec_tui.headless import final_table
    from specdec_tui.run.results import ResultsStore, latest_results

    records = [*ResultsStore(results_path).load(), *(unsaved or [])]
    rank = {key: i for i, key in enumerate(order or [])}
    return final_table(sorted(latest_results(records), key=lambda r: rank.get(r.key, len(rank))))
