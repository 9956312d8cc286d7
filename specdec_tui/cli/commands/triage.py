"""``specdec triage LOGFILE``: the crash verdict for a saved server log."""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys

from specdec_tui.safety.textsafe import safe_text
from specdec_tui.triage.classifier import SERVERS, Triage


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "triage",
        help="classify a saved server log: first fatal line, its label and a hint; request errors and warnings",
        description="Exit status: 0 no fatal event (findings such as rejected requests or KV-cache "
        "retractions may still be listed), 1 a fatal event was found, 2 the log could not be read.",
    )
    p.add_argument("logfile", help="server log file (any bytes; read in blocks)")
    p.add_argument(
        "--json",
        action="store_true",
        help='print {"fatal": bool, "events": [...], "findings": [...]} (primary event first; '
        "findings: non-fatal request errors and warnings with their count and first instance)",
    )
    p.add_argument(
        "--server", choices=SERVERS, default=None, help="server kind (default: detected from the log)"
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    triage = Triage(args.server or "unknown")
    try:
        kind = os.stat(args.logfile).st_mode
        if stat.S_ISCHR(kind) or stat.S_ISBLK(kind) or stat.S_ISDIR(kind):
            # /dev/zero would be read for ever; a pipe (``cat log | specdec triage /dev/stdin``) is fine.
            what = "a directory" if stat.S_ISDIR(kind) else "a device"
            print(f"specdec triage: {safe_text(args.logfile)}: is {what}, not a log file", file=sys.stderr)
            return 2
        with open(args.logfile, "rb") as stream:
            triage.feed_file(stream)
    except OSError as exc:
        print(
            f"specdec triage: cannot read {safe_text(args.logfile)}: {exc.strerror or exc}", file=sys.stderr
        )
        return 2
    events = triage.fatal_events
    findings = triage.findings
    if args.json:
        print(
            json.dumps(
                {
                    "fatal": bool(events),
                    "events": [e.to_dict() for e in events],
                    "findings": [f.to_dict() for f in findings],
                },
                ensure_ascii=False,
            )
        )
        return 1 if events else 0
    if not events:
        head = "healthy: no fatal event" if not findings else "no fatal event"
        print(f"{head} ({triage.lines_seen} lines, server: {triage.server})")
    for n, event in enumerate(events):
        where = f"line {event.line}" if event.line is not None else "exit"
        head = "fatal" if n == 0 else "also"
        print(f"{head}: {event.label} ({where}, server: {event.server})")
        print(f"  {event.text}")
        if n == 0:
            print(f"  hint: {event.hint}")
    for finding in findings:
        times = "1 time" if finding.count == 1 else f"{finding.count} times"
        print(f"{finding.kind}: {finding.label} ({times}, first at line {finding.line})")
        print(f"  {finding.text}")
        print(f"  hint: {finding.hint}")
    return 1 if events else 0
