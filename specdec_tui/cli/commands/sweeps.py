"""``specdec ls``, ``specdec attach [ID]``, ``specdec stop ID``: the sweeps running in the background.

A sweep started by ``specdec open`` (or ``specdec run --detach``) runs in its own daemon; these find
it through the per-user runtime folder (``daemon.runtime``).
"""

from __future__ import annotations

import argparse
import sys
import time

from specdec_tui.safety.textsafe import safe_text


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("ls", help="list this user's background sweeps: running, dead, or ended in the "
                              "last 7 days")  # fmt: skip
    p.set_defaults(func=run_ls)

    p = subparsers.add_parser("attach", help="open the TUI (or follow as text) on a background sweep")
    p.add_argument("id", nargs="?", help="the sweep's id, or its start (default: the only one running)")
    p.add_argument("--headless", action="store_true", help="print one line per event instead of the TUI")
    start = p.add_mutually_exclusive_group()
    start.add_argument("--from-start", dest="from_start", action="store_true", default=True,
                       help="headless: print the sweep's events from its start (default)")  # fmt: skip
    start.add_argument("--from-now", dest="from_start", action="store_false", help="headless: only new events")
    p.add_argument("--show-log", action="store_true", help="headless: echo the server log (read from its file)")
    p.add_argument("--theme", metavar="NAME", default=None, help="TUI theme")
    p.add_argument("--yes", action="store_true", help="a dead sweep: resume it without asking")
    p.set_defaults(func=run_attach)

    p = subparsers.add_parser("stop", help="stop a background sweep after its cell in flight (or --now)")
    p.add_argument("id", help="the sweep's id, or its start")
    p.add_argument("--now", action="store_true", help="stop at once (the cell in flight is not recorded)")
    p.set_defaults(func=run_stop)

    from specdec_tui.cli.detach import add_serve_parser

    add_serve_parser(subparsers)


def run_ls(args: argparse.Namespace) -> int:
    from specdec_tui.cli.detach import running_sweeps
    from specdec_tui.daemon.client import call
    from specdec_tui.daemon.journal import JOURNAL_NAME, last_progress
    from specdec_tui.daemon.runtime import age_text, socket_path

    found = running_sweeps()
    if isinstance(found, str):
        print(f"specdec: {found}", file=sys.stderr)
        return 2
    listed, folder = found
    if not listed:
        print("no sweeps in the background (specdec open SWEEP starts one)")
        return 0
    rows = [("ID", "STATE", "PROGRESS", "AGE", "NAME", "CURRENT")]
    for item in listed:
        record = item.record
        age = age_text(time.time() - record.started_at)
        if item.ended:  # how it ended, and where its results are
            ended = age_text(time.time() - (record.ended_at or record.started_at))
            rows.append((record.id, record.outcome or "ended", record.progress or "-", age, record.name,
                         f"ended {ended} ago · results: {_home(record.results_dir)}"))  # fmt: skip
            continue
        if not item.alive:
            got = last_progress(record.results_path.with_name(JOURNAL_NAME))  # how far it got, from its journal
            progress = "-" if got is None else f"{got[0]}/{got[1]}"
            rows.append((record.id, "dead", progress, age, record.name, "(specdec attach resumes it)"))
            continue
        try:
            status = call(socket_path(folder, record.id), "status", timeout_s=3.0)
        except (OSError, ValueError) as exc:
            rows.append((record.id, "no answer", "-", age, record.name, str(exc)))
            continue
        state = str(status.get("state"))
        if status.get("stopping"):
            state = "stopping after the cell" if status.get("current") else "stopping"
        elif status.get("paused"):
            state = "paused"
        progress = f"{status.get('done')}/{status.get('total')}"
        rows.append((record.id, state, progress, age, record.name, str(status.get("current") or "-")))
    widths = [max(len(safe_text(row[i])) for row in rows) for i in range(len(rows[0]) - 1)]
    for row in rows:
        cells = [safe_text(value).ljust(width) for value, width in zip(row[:-1], widths, strict=False)]
        print("  ".join([*cells, safe_text(row[-1])]).rstrip())
    return 0


def _pick(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    """The sweep ``args.id`` names (or the only one) and the runtime folder, or an exit status after
    saying why on stderr."""
    from specdec_tui.cli.detach import running_sweeps
    from specdec_tui.daemon.runtime import find_sweep

    found = running_sweeps()
    if isinstance(found, str):
        print(f"specdec: {found}", file=sys.stderr)
        return 2
    listed, folder = found
    picked = find_sweep(listed, args.id)
    if isinstance(picked, str):
        print(f"specdec: {picked}", file=sys.stderr)
        return 2
    return picked, folder


def _follow(picked, folder, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    """Attach to a live sweep: as text (``--headless``) or the TUI."""
    from specdec_tui.cli.detach import attach_headless, attach_tui

    if args.headless:
        return attach_headless(picked, folder, from_start=args.from_start, show_log=args.show_log)
    return attach_tui(picked, folder, theme=args.theme)


def run_attach(args: argparse.Namespace) -> int:
    found = _pick(args)
    if isinstance(found, int):
        return found
    picked, folder = found
    if picked.ended:
        return show_ended(picked)
    if not picked.alive:
        return offer_resume(picked, folder, args)
    return _follow(picked, folder, args)


def _home(path: str) -> str:
    from specdec_tui.daemon.client import home_short

    return home_short(path)


def show_ended(picked) -> int:  # type: ignore[no-untyped-def]
    """A sweep that ended while no one watched: how it ended, its final table and where its results are."""
    from specdec_tui.daemon.runtime import age_text
    from specdec_tui.headless import final_table
    from specdec_tui.run.results import ResultsStore, latest_results

    record = picked.record
    ago = age_text(time.time() - (record.ended_at or record.started_at))
    counts = f" ({record.counts})" if record.counts else ""
    print(f"sweep {record.id} ('{safe_text(record.name)}') {record.outcome or 'ended'} {ago} ago: "
          f"{record.progress or '?'} cells{counts}")  # fmt: skip
    try:
        results = latest_results(ResultsStore(record.results_path).load())
    except OSError as exc:
        print(f"specdec: cannot read {record.results_path}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    if results:
        print()
        print(final_table(results))
    results_dir = _home(record.results_dir)
    print(f"\nresults: {results_dir}  (specdec results {results_dir} · specdec report {results_dir})")
    if record.outcome == "stopped":
        print(f"to continue it: specdec open {_home(record.sweep_path)} --results {results_dir} --resume")
    return 0


def offer_resume(picked, folder, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    """A sweep whose daemon died (killed, the machine rebooted): offer to resume it in a new daemon."""
    from specdec_tui.cli.detach import start_daemon
    from specdec_tui.daemon.runtime import Listed, remove_record

    record = picked.record
    print(f"sweep {record.id} ('{safe_text(record.name)}') is not running: its daemon is gone.")
    print(f"  results so far: {record.results_dir}")
    answer = "y" if args.yes else ""
    if not answer:
        if not sys.stdin.isatty():
            print(f"  resume it with: specdec attach {record.id} --yes", file=sys.stderr)
            return 1
        try:
            answer = input("Resume it (the finished cells are kept)? [Y/n] ").strip().lower() or "y"
        except EOFError:
            answer = "n"
    if answer not in ("y", "yes"):
        return 1
    from pathlib import Path

    started = start_daemon(
        Path(record.sweep_path), Path(record.results_dir), Path(record.rules_path), resume=True,
        no_gpu=record.no_gpu, min_free_mb=0.0,
    )  # fmt: skip
    if isinstance(started, str):
        print(f"specdec: {started}", file=sys.stderr)
        return 2
    remove_record(folder, record.id)
    print(f"resumed as sweep {started.id}")
    return _follow(Listed(started, True), folder, args)


def run_stop(args: argparse.Namespace) -> int:
    from specdec_tui.daemon.client import call
    from specdec_tui.daemon.runtime import remove_record, socket_path

    found = _pick(args)
    if isinstance(found, int):
        return found
    picked, folder = found
    if picked.ended:
        remove_record(folder, picked.record.id)
        print(f"sweep {picked.record.id} had already {picked.record.outcome or 'ended'}; it is no longer listed "
              f"(results: {_home(picked.record.results_dir)})")  # fmt: skip
        return 0
    if not picked.alive:
        remove_record(folder, picked.record.id)
        print(f"sweep {picked.record.id} was not running (its daemon is gone); its record is removed")
        return 0
    try:
        said = call(socket_path(folder, picked.record.id), "stop", now=args.now)
    except (OSError, ValueError) as exc:
        print(f"specdec: {exc}", file=sys.stderr)
        return 1
    print(f"sweep {picked.record.id}: {said}")
    return 0
