"""``specdec report RESULTS``: an offline HTML report of a results folder, or its charts as images."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from specdec_tui.cli.commands import load_results
from specdec_tui.report.plots import MissingExtra, require_matplotlib
from specdec_tui.safety.textsafe import safe_text

FORMATS = ("html", "png", "svg")


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "report",
        help="write an offline HTML report (or the charts as PNG/SVG) of a results folder",
        description="One self-contained HTML file (no network needed to open it): the best configuration of "
        "each workload with its launch command (secrets redacted) and confidence interval, a summary table "
        "of every configuration, charts of speedup, output tok/s and acceptance length against each swept "
        "key (inline SVG), and per-category tables. --format png or svg writes the charts as images, one "
        "file per swept key. Needs matplotlib: pip install 'specdec-tui[report]'.",
    )
    p.add_argument("path", metavar="RESULTS", help="a results directory holding results.jsonl, or a results .jsonl file")
    p.add_argument("--format", choices=FORMATS, default="html", help="html (default), png or svg")
    p.add_argument("--output", "-o", metavar="FILE",
                   help="where to write (default: report.html, or report-<key>.png/.svg, beside the results file); "
                   "with several charts as images, FILE's name gets -<key> before its suffix")
    p.set_defaults(func=run)


def _fail(message: str) -> int:
    print(f"specdec report: {message}", file=sys.stderr)
    return 2


def image_paths(base: Path, keys: list[str], fmt: str) -> list[Path]:
    """Where each chart goes: ``base`` itself for one chart, ``base-<key>.<fmt>`` for several."""
    if len(keys) == 1:
        return [base]
    return [base.with_name(f"{base.stem}-{key}{base.suffix or '.' + fmt}") for key in keys]


def run(args: argparse.Namespace) -> int:
    try:
        require_matplotlib()
    except MissingExtra as exc:
        return _fail(str(exc))
    loaded = load_results("report", args.path)
    if isinstance(loaded, int):
        return loaded
    path, store, records = loaded
    if not records:
        return _fail(f"{safe_text(str(path))}: no results yet")

    from specdec_tui.report.html import chart_images, render

    source = f"{path.parent.name}/{path.name}" if path.parent.name else path.name
    if args.format == "html":
        target = Path(args.output) if args.output else path.parent / "report.html"
        text = render(records, source=source, warnings=store.warnings)
        try:
            target.write_text(text, encoding="utf-8")
        except OSError as exc:
            return _fail(f"cannot write {safe_text(str(target))}: {safe_text(str(exc))}")
        print(f"wrote {safe_text(str(target))} ({len(text.encode('utf-8')) // 1024} KiB)", file=sys.stderr)
        return 0
    images = chart_images(records, args.format)
    if not images:
        print("specdec report: no chart to write: no key (budget, draft tokens, concurrency, prompt length, ...) "
              "takes two values among the cells that ran", file=sys.stderr)
        return 1
    keys = [key for key, _ in images]
    targets = (image_paths(Path(args.output), keys, args.format) if args.output
               else [path.parent / f"report-{key}.{args.format}" for key in keys])
    for target, (_, data) in zip(targets, images, strict=True):
        try:
            target.write_bytes(data)
        except OSError as exc:
            return _fail(f"cannot write {safe_text(str(target))}: {safe_text(str(exc))}")
        print(f"wrote {safe_text(str(target))}", file=sys.stderr)
    return 0
