"""``specdec results PATH``: print or write a results file as Markdown, CSV or JSON."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from specdec_tui.cli.commands import load_results
from specdec_tui.report.summary import export_text
from specdec_tui.run.results import EXPORTERS, compute_speedups, result_rows
from specdec_tui.safety.textsafe import safe_text


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "results",
        help="export a results file (Markdown, CSV or JSON)",
        description="Export every configuration recorded in a results folder (all passes, resumes and "
        "re-runs): its latest attempt, with its parameters and a speedup over the latest baseline run "
        "(algorithm 'none') of the same workload found anywhere in the folder. An edited run is its own "
        "row, so a crash is never hidden by a later result of another configuration.",
    )
    p.add_argument("path", metavar="PATH", help="a results .jsonl file, or a results directory holding results.jsonl")
    p.add_argument("--format", choices=sorted(EXPORTERS), default="md", help="output format (default: md)")
    p.add_argument("--all", action="store_true", help="every attempt, not only the latest of each configuration")
    p.add_argument("--output", "-o", metavar="FILE", help="write to FILE instead of standard output")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    loaded = load_results("results", args.path)
    if isinstance(loaded, int):
        return loaded
    path, _store, records = loaded
    if not records:
        print(f"specdec results: {safe_text(str(path))}: no results yet", file=sys.stderr)
    if args.all:
        results = list(records)
        compute_speedups(results, baselines_from=records)
    else:
        results = [row.latest for row in result_rows(records)]
    text = export_text(args.format, results, records)
    if args.output:
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            print(f"specdec results: cannot write {safe_text(args.output)}: {safe_text(str(exc))}", file=sys.stderr)
            return 2
        print(f"wrote {len(results)} results to {safe_text(args.output)}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0
