"""``specdec validate SWEEP.toml``: load a sweep and print every cell's verdict.

Exit status 0 when the file loads and some cell can run (whatever the other verdicts), 2 when it
(or the ``--rules`` file) is malformed, with the one-line error on stderr, or when every cell is
invalid (nothing could be measured: ``specdec run`` exits 2 for it too).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from specdec_tui.domain.model import Sweep
from specdec_tui.rules.learned import load_rules_file
from specdec_tui.safety.textsafe import safe_data, safe_text
from specdec_tui.sweepfile.config import SweepError, load_sweep
from specdec_tui.validate.checks import INVALID, VALID, WARNING, Verdict, validate_sweep


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "validate",
        help="check a sweep file and show the verdict on every (run, workload) cell",
        description="Load a sweep file strictly and give every (run, workload) cell a verdict: valid, "
        "warning or invalid, with the reasons. Exit status 0 when the file loads and some cell can run, 2 when "
        "it is malformed or every cell is invalid.",
    )
    parser.add_argument("sweep", metavar="SWEEP.toml", help="the sweep file, or a packaged example's name")
    parser.add_argument(
        "--json", action="store_true", help='print {"cells": [{run, workload, verdict, reasons}]}'
    )
    parser.add_argument(
        "--rules",
        metavar="PATH",
        help="also apply learned known-crash rules from this file (e.g. RESULTS_DIR/known_crashes.toml)",
    )
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    from specdec_tui.cli.commands.examples import not_found_hint, resolve_sweep

    args.sweep = resolve_sweep(args.sweep)
    try:
        sweep = load_sweep(args.sweep)
        learned = load_rules_file(args.rules) if args.rules else []
    except SweepError as exc:
        hint = "" if os.path.exists(args.sweep) else not_found_hint()
        print(f"specdec: {safe_text(str(exc))}{hint}", file=sys.stderr)
        return 2
    except OSError as exc:
        hint = not_found_hint() if isinstance(exc, FileNotFoundError) else ""
        print(f"specdec: {safe_text(str(args.sweep))}: {exc.strerror or exc}{hint}", file=sys.stderr)
        return 2
    host_problem = _unresolvable_host(sweep.server.host)
    if host_problem:
        print(f"specdec: {safe_text(str(args.sweep))}: [server] host: warning: {host_problem}", file=sys.stderr)
    verdicts = validate_sweep(sweep, extra_rules=learned)
    rows = [(cell.run.name, cell.workload.name, verdicts[cell.key]) for cell in sweep.cells()]
    if args.json:
        cells = [
            {"run": r, "workload": w, **({"grid": cell.workload.grid} if cell.workload.grid else {}), **v.to_dict()}
            for (r, w, v), cell in zip(rows, sweep.cells(), strict=True)
        ]
        print(json.dumps(safe_data({"cells": cells}), indent=2, ensure_ascii=False))
    else:
        print(render_table(sweep, rows))
    if rows and all(v.status == INVALID for _, _, v in rows):
        print(f"specdec: {safe_text(str(args.sweep))}: every cell is invalid: nothing could be measured",
              file=sys.stderr)  # fmt: skip
        return 2
    return 0


def _unresolvable_host(host: str) -> str | None:
    """Why ``host`` cannot be used (it does not resolve), or None; IP literals are not looked up."""
    from specdec_tui.server.procutil import _bind_host

    try:
        _bind_host(host)
    except OSError as exc:
        return safe_text(str(exc))
    return None


_SHOWN = {VALID: "valid", WARNING: "warning", INVALID: "INVALID"}


def render_table(sweep: Sweep, rows: list[tuple[str, str, Verdict]]) -> str:
    """One line per cell (run, workload, verdict, first reason), further reasons on lines below."""
    server = sweep.server
    facts = [server.backend, server.model, f"tp {server.tp}"]
    if server.context_length:
        facts.append(f"context {server.context_length}")
    if sweep.hardware.gpu_arch:
        facts.append(sweep.hardware.gpu_arch)
    lines = [safe_text(f"{sweep.name}: {', '.join(facts)}")]
    header = ("RUN", "WORKLOAD", "VERDICT")
    shown = [(safe_text(r), safe_text(w), _SHOWN.get(v.status, v.status), v) for r, w, v in rows]
    widths = [max([len(header[i]), *(len(str(row[i])) for row in shown)]) for i in range(3)]
    indent = sum(widths) + 3 * 2

    def cols(a: str, b: str, c: str) -> str:
        return f"{a:<{widths[0]}}  {b:<{widths[1]}}  {c:<{widths[2]}}  "

    lines.append((cols(*header) + "REASONS").rstrip())
    for run_name, workload_name, status, verdict in shown:
        reasons = [safe_text(r) for r in verdict.reasons] or [""]
        lines.append((cols(run_name, workload_name, status) + reasons[0]).rstrip())
        lines.extend(" " * indent + reason for reason in reasons[1:])
    counts = {s: sum(1 for *_, v in rows if v.status == s) for s in (VALID, WARNING, INVALID)}
    lines.append(
        f"{len(rows)} cells: {counts[VALID]} valid, {counts[WARNING]} with warnings, {counts[INVALID]} invalid"
    )
    return "\n".join(lines)
