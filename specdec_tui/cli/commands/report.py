"""``specdec report RESULTS``: an offline HTML report of a results folder, or its charts as images."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from specdec_tui.cli.commands import load_results
from specdec_tui.report.plots import MissingExtra, require_matplotlib
from specdec_tui.safety.textsafe import safe_text

FORMATS = ("html", "png", "svg", "md", "csv", "json")
# What -o FILE's suffix asks for (``.htm`` is HTML too); any other suffix is refused, naming it.
SUFFIX_FORMATS = {".html": "html", ".htm": "html", ".png": "png", ".svg": "svg", ".md": "md", ".csv": "csv",
                  ".json": "json"}


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "report",
        help="write an offline HTML report (or the charts as PNG/SVG) of a results folder",
        description="One self-contained HTML file (no network needed to open it): the best configuration of "
        "each workload with its launch command (secrets redacted) and confidence interval, a summary table "
        "of every configuration, charts of speedup, output tok/s and acceptance length against each swept "
        "key (inline SVG), and per-category tables. --format png or svg writes the charts as images, one "
        "file per swept key; md, csv or json the results table (as `specdec results`). -o FILE picks the "
        "format by its suffix (.html, .png, .svg, .md, .csv, .json). Needs matplotlib: "
        "pip install 'specdec-tui[report]'.",
    )
    p.add_argument("path", metavar="RESULTS", help="a results directory holding results.jsonl, or a results .jsonl file")
    p.add_argument("--format", choices=FORMATS, default=None,
                   help="html (default), png, svg, md, csv or json (default: from -o FILE's suffix, else html)")
    p.add_argument("--output", "-o", metavar="FILE",
                   help="where to write (default: report.html, or report-<key>.png/.svg, beside the results file); "
                   "its suffix picks the format; with several charts as images, FILE's name gets -<key> before "
                   "its suffix")
    p.set_defaults(func=run)


def _write(target: Path, text: str, size: str = "") -> int:
    """Write one text report; a failure is one line naming the file."""
    try:
        target.write_text(text, encoding="utf-8")
    except OSError as exc:
        return _fail(f"cannot write {safe_text(str(target))}: {safe_text(str(exc))}")
    print(f"wrote {safe_text(str(target))}{size}", file=sys.stderr)
    return 0


def _fail(message: str) -> int:
    print(f"specdec report: {message}", file=sys.stderr)
    return 2


def image_paths(base: Path, keys: list[str], fmt: str) -> list[Path]:
    """Where each chart goes: ``base`` itself for one chart, ``base-<key>.<fmt>`` for several."""
    if len(keys) == 1:
        return [base]
    return [base.with_name(f"{base.stem}-{key}{base.suffix or '.' + fmt}") for key in keys]


def output_format(output: str | None, given: str | None) -> str:
    """The format to write: ``given`` (--format), else the suffix of ``output`` (-o FILE), else html.
    ValueError with the one line to show when the suffix is unknown or contradicts --format."""
    if not output:
        return given or "html"
    suffix = Path(output).suffix.lower()
    if not suffix:
        return given or "html"
    by_suffix = SUFFIX_FORMATS.get(suffix)
    if by_suffix is None:
        known = ", ".join(dict.fromkeys(SUFFIX_FORMATS))
        raise ValueError(f"{safe_text(output)}: unknown output format {safe_text(suffix, 20)!r} "
                         f"(the suffix picks it: one of {known})")
    if given is not None and given != by_suffix:
        raise ValueError(f"{safe_text(output)}: the suffix {safe_text(suffix, 20)} says {by_suffix}, "
                         f"but --format says {given}: drop one, or make them agree")
    return by_suffix


def run(args: argparse.Namespace) -> int:
    try:
        fmt = output_format(args.output, args.format)
    except ValueError as exc:
        return _fail(str(exc))
    if fmt in ("html", "png", "svg"):
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

    if fmt in ("md", "csv", "json"):
        from specdec_tui.report.summary import export_text
        from specdec_tui.run.results import result_rows

        target = Path(args.output) if args.output else path.parent / f"report.{fmt}"
        return _write(target, export_text(fmt, [row.latest for row in result_rows(records)], records))

    from specdec_tui.report.html import chart_images, render

    source = f"{path.parent.name}/{path.name}" if path.parent.name else path.name
    if fmt == "html":
        target = Path(args.output) if args.output else path.parent / "report.html"
        text = render(records, source=source, warnings=store.warnings)
        return _write(target, text, size=f" ({len(text.encode('utf-8')) // 1024} KiB)")
    images = chart_images(records, fmt)
    if not images:
        print("specdec report: no chart to write: no key (budget, draft tokens, concurrency, prompt length, ...) "
              "takes two values among the cells that ran", file=sys.stderr)
        return 1
    keys = [key for key, _ in images]
    targets = (image_paths(Path(args.output), keys, fmt) if args.output
               else [path.parent / f"report-{key}.{fmt}" for key in keys])
    for target, (_, data) in zip(targets, images, strict=True):
        try:
            target.write_bytes(data)
        except OSError as exc:
            return _fail(f"cannot write {safe_text(str(target))}: {safe_text(str(exc))}")
        print(f"wrote {safe_text(str(target))}", file=sys.stderr)
    return 0
