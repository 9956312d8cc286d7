"""``specdec triage LOGFILE``: the crash verdict for a saved server log."""

from __future__ import annotations

import argparse
import json
import sys

from ..textsafe import safe_text
from ..triage import SERVERS, Triage


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "triage",
        help="classify a saved server log: first fatal line, its label and a hint",
        description="Exit status: 0 healthy, 1 a fatal event was found, 2 the log could not be read.",
    )
    p.add_argument("logfile", help="server log file (any bytes; read in blocks)")
    p.add_argument(
        "--json", action="store_true", help='print {"fatal": bool, "events": [...]} (primary first)'
    )
    p.add_argument(
        "--server", choices=SERVERS, default=None, help="server kind (default: detected from the log)"
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    triage = Triage(args.server or "unknown")
    try:
        with open(args.logfile, "rb") as stream:
            triage.feed_file(stream)
    except OSError as exc:
        print(
            f"specdec triage: cannot read {safe_text(args.logfile)}: {exc.strerror or exc}", file=sys.stderr
        )
        return 2
    events = triage.events
    if args.json:
        print(
            json.dumps({"fatal": bool(events), "events": [e.to_dict() for e in events]}, ensure_ascii=False)
        )
        return 1 if events else 0
    if not events:
        print(f"healthy: no fatal event ({triage.lines_seen} lines, server: {triage.server})")
        return 0
    for n, event in enumerate(events):
        where = f"line {event.line}" if event.line is not None else "exit"
        head = "fatal" if n == 0 else "also"
        print(f"{head}: {event.label} ({where}, server: {event.server})")
        print(f"  {event.text}")
        if n == 0:
            print(f"  hint: {event.hint}")
    return 1
