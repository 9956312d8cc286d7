"""``specdec open SWEEP.toml``: open a sweep in the TUI (``specdec SWEEP.toml`` is short for it)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("open", help="open a sweep in the terminal UI and run it")
    p.add_argument("sweep", help="sweep file (TOML), or the name of a packaged example (specdec examples)")
    p.add_argument("--results", metavar="DIR", help="results directory (default: specdec-results/<sweep>-<time>)")
    p.add_argument("--resume", action="store_true", help="skip cells already finished in the results directory")
    p.add_argument("--theme", metavar="NAME", default=None, help="dark, light, high-contrast (or any Textual theme)")
    p.add_argument("--no-gpu", action="store_true", help="do not sample GPUs through NVML")
    from specdec_tui.cli.commands.run import add_min_free

    add_min_free(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from specdec_tui.cli.commands import run as run_command

    args.headless = False  # `specdec open` is `specdec run` in the TUI
    return run_command.run(args)


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
        from specdec_tui.cli.commands.run import claim_results_dir

        claimed = claim_results_dir(results_dir, rules_path or results_dir / "known_crashes.toml")
        if isinstance(claimed, str):
            print(f"specdec: {claimed}", file=sys.stderr)
            return 2
        with claimed:
            return open_tui(
                sweep, results_dir=results_dir, resume=resume, theme=theme, rules_path=rules_path, gpu=gpu,
                lock=claimed,
            )  # fmt: skip
    from specdec_tui.cli.commands.run import _gpu, report_unsaved
    from specdec_tui.cli.wiring import WRITE_RETRY_S, build_controller
    from specdec_tui.run.controller import Controller
    from specdec_tui.tui.app import SpecdecApp

    gpu_monitor, hardware = _gpu(sweep, disabled=not gpu)

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
