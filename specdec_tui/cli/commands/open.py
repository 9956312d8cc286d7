"""``specdec open SWEEP.toml``: open a sweep in the TUI (``specdec SWEEP.toml`` is short for it)."""

from __future__ import annotations

import argparse

from specdec_tui.cli.launch import add_min_free, check_theme, open_tui  # noqa: F401  (re-exported)


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("open", help="open a sweep in the terminal UI and run it")
    p.add_argument("sweep", help="sweep file (TOML), or the name of a packaged example (specdec examples)")
    p.add_argument("--results", metavar="DIR", help="results directory (default: specdec-results/<sweep>-<time>)")
    p.add_argument("--resume", action="store_true", help="skip cells already finished in the results directory")
    p.add_argument("--theme", metavar="NAME", default=None, help="dark, light, high-contrast (or any Textual theme)")
    p.add_argument("--no-gpu", action="store_true", help="do not sample GPUs through NVML")
    from specdec_tui.cli.commands.run import add_detach_flags

    add_detach_flags(p)
    add_min_free(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from specdec_tui.cli.commands import run as run_command

    args.headless = False  # `specdec open` is `specdec run` in the TUI (in a daemon unless --foreground)
    return run_command.run(args)
