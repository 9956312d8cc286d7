"""What ``specdec run``, ``specdec open`` and ``specdec demo`` share: the results folder's checks and
one-writer lock, the GPU monitor and hardware, the TUI's launch, the closing line of unsaved results.

The command modules import this one and never each other's privates (no import circle)."""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from specdec_tui.run.results import ResultsLock

# Refuse to start with less free space than this in the results folder (--min-free-mb).
MIN_FREE_MB = 8.0


def add_min_free(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--min-free-mb", type=float, default=MIN_FREE_MB, metavar="MB",
        help=f"refuse to start with less free space in the results folder (default {MIN_FREE_MB:g}; 0: no check)",
    )  # fmt: skip


def claim_results_dir(
    results_dir: Path, rules_path: Path, min_free_mb: float = MIN_FREE_MB, *, raise_busy: bool = False
) -> ResultsLock | str:
    """Check the folder (writable, room, rules readable) and take its one-writer lock; or one line
    saying why not (another process holds it: its pid, host and start time; ``raise_busy`` raises
    ResultsFolderBusy instead). Taking over the lock of a process that is gone prints a notice."""
    from specdec_tui.run.results import ResultsFolderBusy, ResultsLock, missing_folders

    # keep: the folders the check makes stay (the lock needs them); removing them again raced with a second run
    # started in the same second, which then found its folder gone between its own mkdir and its write check
    made = missing_folders(results_dir)
    problem = check_results_dir(results_dir, rules_path, min_free_mb, keep=True)
    if problem:
        return problem
    command = " ".join(["specdec", *sys.argv[1:]])
    try:
        lock = ResultsLock.acquire(results_dir, command=command, made=made)
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


def check_results_dir(
    results_dir: Path, rules_path: Path, min_free_mb: float = 0.0, *, keep: bool = False
) -> str | None:
    """One line saying why results cannot be kept there (not writable, less than ``min_free_mb`` MB
    free, or the rules file cannot be read), or None. Folders it had to make are removed again unless
    ``keep`` and the folder can be used."""
    from specdec_tui.rules.learned import load_rules_file
    from specdec_tui.run.results import missing_folders
    from specdec_tui.safety.safeio import UnreadableFile, check_regular_or_missing
    from specdec_tui.sweepfile.config import SweepError

    created = missing_folders(results_dir)
    usable = False
    try:
        results_dir.mkdir(parents=True, exist_ok=True)
        probe = results_dir / f".specdec-write-check-{os.getpid()}"  # per process: two runs check one folder at once
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
        usable = True
    except UnreadableFile as exc:
        return f"{results_dir / 'results.jsonl'}: {exc}"
    except SweepError as exc:
        return str(exc)
    except OSError as exc:
        return f"cannot keep results in {results_dir}: {exc.strerror or exc}"
    finally:
        # Only a check: folders it made are removed again (the run makes them for real), unless kept.
        for folder in [] if keep and usable else created:
            with contextlib.suppress(OSError):
                folder.rmdir()
    return None


def _size(n: float) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1000
    return f"{n:.1f} GB"  # pragma: no cover


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


def gpu_and_hardware(sweep, disabled: bool):  # type: ignore[no-untyped-def]
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


def check_theme(name: str | None) -> str | None:
    """One line naming the themes there are when ``name`` is not one of them; None when it is."""
    if name is None:
        return None
    from textual.theme import BUILTIN_THEMES

    from specdec_tui.tui.themes import load_themes, resolve_theme_name

    themes, _ = load_themes()
    available = {t.name for t in themes} | set(BUILTIN_THEMES)
    if resolve_theme_name(name, available) is not None:
        return None
    ours = ", ".join(sorted(t.name.removeprefix("specdec-") for t in themes))
    return f"unknown theme '{name}' (themes: {ours}; or a Textual theme such as textual-dark, nord)"


def open_tui(
    sweep: Any,
    *,
    results_dir: Path,
    resume: bool = False,
    theme: str | None = None,
    rules_path: Path | None = None,
    gpu: bool = True,
    lock: Any = None,
) -> int:
    """Run the TUI on ``sweep`` until the user quits; prints where the results are on the way out.

    ``lock``: the results folder's one-writer lock, when the caller took it; otherwise it is taken
    here (and refused in one line when another process holds the folder)."""
    problem = check_theme(theme)
    if problem:
        print(f"specdec: {problem}", file=sys.stderr)
        return 2
    if lock is None:
        claimed = claim_results_dir(results_dir, rules_path or results_dir / "known_crashes.toml")
        if isinstance(claimed, str):
            print(f"specdec: {claimed}", file=sys.stderr)
            return 2
        with claimed:
            return open_tui(
                sweep, results_dir=results_dir, resume=resume, theme=theme, rules_path=rules_path, gpu=gpu,
                lock=claimed,
            )  # fmt: skip
    from specdec_tui.cli.wiring import WRITE_RETRY_S, build_controller
    from specdec_tui.run.controller import Controller
    from specdec_tui.tui.app import SpecdecApp

    gpu_monitor, hardware = gpu_and_hardware(sweep, disabled=not gpu)

    def make_controller(sink: Any) -> Controller:
        return build_controller(
            sweep,
            results_dir=results_dir,
            sink=sink,
            resume=resume,
            hardware=hardware,
            gpu_monitor=gpu_monitor,
            rules_path=rules_path,
            write_retry_s=WRITE_RETRY_S,  # the TUI waits for room, with a banner and a retry key
        )

    def prepare(report: Any) -> Any:
        # The controller's first verdicts read every dataset: parsed here, in the app's worker thread.
        from specdec_tui.measure import datasets

        return datasets.warm([cell.workload for cell in sweep.cells()], report)

    has_datasets = any(getattr(w, "dataset", None) for w in sweep.workloads)
    app = SpecdecApp(make_controller, theme=theme, prepare=prepare if has_datasets else None)
    code = app.run()
    print(f"results: {results_dir}")
    controller = app.controller
    if isinstance(controller, Controller) and controller.unsaved:
        from specdec_tui.run.persistence import EXIT_UNSAVED, SweepSummary

        report_unsaved(
            SweepSummary(
                controller.results_path, {}, unsaved=len(controller.unsaved),
                fallback_path=controller.fallback_path, write_error=controller.write_error,
            ),
            sweep_arg=str(getattr(sweep, "path", None) or "SWEEP"),
        )  # fmt: skip
        return EXIT_UNSAVED
    return code if isinstance(code, int) else 1
