"""The ``specdec`` command line: one entry point, a subcommand per concept.

Each subcommand lives in ``specdec_tui.cli.commands.<name>`` with ``add_parser(subparsers)`` (which sets
``func``) and ``run(args) -> int``. ``specdec SWEEP.toml`` is short for ``specdec open SWEEP.toml``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys

from specdec_tui import __version__

# Subcommand modules, in help order. A module that is missing is simply not offered.
COMMAND_MODULES = ("run", "open", "sweeps", "demo", "examples", "validate", "triage", "results", "report", "gpu", "job")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="specdec",
        description="Speculative-decoding benchmark sweeps with a supervised server and live crash triage.",
    )
    parser.add_argument("--version", action="version", version=f"specdec-tui {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(f"specdec_tui.cli.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"specdec_tui.cli.commands.{name}":
                continue
            raise
        module.add_parser(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    sub = next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)
    known = set(sub.choices) if sub is not None else set()
    if args_list and args_list[0] not in known and not args_list[0].startswith("-"):
        args_list.insert(0, "open")
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("specdec: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader of our output left (`specdec triage LOG | head -1`): stop quietly, as a shell's tools do; what
        # is still buffered for stdout goes nowhere, so the interpreter's exit flush raises nothing either
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 128 + signal.SIGPIPE


if __name__ == "__main__":
    raise SystemExit(main())
