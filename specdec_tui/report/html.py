"""``specdec report``: one self-contained HTML file from a results folder.

What it holds, top to bottom: the best configuration of each workload with its exact launch command
(secrets redacted) and its confidence interval; a summary table of every configuration; the charts
(inline SVG drawn by matplotlib: speedup, output tok/s and acceptance length against each swept key);
the per-category tables of dataset workloads. Nothing is fetched when the file is opened: no
script, no stylesheet link, no font, no image URL.

A cell that did not measure (crashed, hung, failed, invalid, skipped) shows its status and why, and a
dash where a figure would be; never a zero.
"""

from __future__ import annotations

import html
import os
import shlex
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from specdec_tui.domain.record import CellResult, workload_text
from specdec_tui.domain.status import CellStatus
from specdec_tui.report import plots
from specdec_tui.report.categories import build_grid, speedup_matrix, workloads_with_categories
from specdec_tui.report.charts import METRIC_NAMES, Chart, build_chart, swept_keys
from specdec_tui.report.summary import RowFigures, figures_by_identity
from specdec_tui.run.results import ResultRow, result_rows
from specdec_tui.safety.redact import redact_argv
from specdec_tui.safety.textsafe import safe_number, safe_text

DASH = "—"  # where a cell has no figure (it did not measure): never a zero

STYLE = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1200px; padding: 0 1em; color: #222; }
h1 { font-size: 1.5em; margin-bottom: .2em; } h2 { margin-top: 2em; border-bottom: 1px solid #ccc; }
.meta { color: #555; } .sim { color: #8a5a00; font-weight: bold; }
table { border-collapse: collapse; margin: .5em 0 1em; font-size: 13px; }
th, td { border: 1px solid #ddd; padding: 3px 7px; text-align: left; vertical-align: top; }
th { background: #f3f3f3; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.status-crashed td, tr.status-hang td, tr.status-failed td { background: #fdecea; }
tr.status-invalid td, tr.status-skipped td { color: #777; }
td.status { font-weight: bold; } .ns { color: #8a5a00; }
pre.argv { background: #f6f6f6; padding: .6em; white-space: pre-wrap; word-break: break-all; font-size: 12px; }
figure { margin: 1em 0; } figure svg { max-width: 100%; height: auto; } figcaption { color: #555; font-size: 13px; }
"""


def _e(value: Any, limit: int = 500) -> str:
    return html.escape(safe_text(str(value), limit), quote=True)


def _num(value: float | None, digits: int = 1) -> str:
    shown = safe_number(value, digits)
    return shown if shown else DASH


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def _table(table_id: str, headers: Sequence[str], rows: Iterable[tuple[str, Sequence[tuple[str, str]]]],
           *, numeric: Sequence[int] = ()) -> str:
    """``rows``: (the row's class, [(cell html, cell class)]); headers are plain text."""
    out = [f'<table id="{_attr(table_id)}">', "<thead><tr>" + "".join(f"<th>{_e(h)}</th>" for h in headers)
           + "</tr></thead>", "<tbody>"]
    for row_class, cells in rows:
        tds = []
        for index, (text, cls) in enumerate(cells):
            classes = " ".join(c for c in (cls, "num" if index in numeric else "") if c)
            tds.append(f'<td class="{classes}">{text}</td>' if classes else f"<td>{text}</td>")
        out.append(f'<tr class="{_attr(row_class)}">' + "".join(tds) + "</tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


# ------------------------------------------------------------------------------------ figures of a row
def _speedup_cell(row: ResultRow, figures: RowFigures | None) -> str:
    latest = row.latest
    if latest.status != CellStatus.OK:
        return DASH
    interval = figures.speedup if figures else None
    ratio = interval.ratio if interval is not None and interval.ratio is not None else latest.speedup
    if ratio is None:
        return f"{DASH} (no baseline)"
    text = f"{safe_number(ratio, 2)}×"
    if interval is not None and interval.unbounded:
        return text + ' [unbounded] <span class="ns">±∞ n.s.</span>'
    if interval is not None and interval.ci_low is not None and interval.ci_high is not None:
        text += f" [{safe_number(interval.ci_low, 2)}, {safe_number(interval.ci_high, 2)}]"
        if interval.significant is False:
            text += ' <span class="ns">n.s.</span>'
    return text


def _why(result: CellResult) -> str:
    if result.status == CellStatus.OK:
        return "; ".join(result.caveats[:1])
    parts = [result.triage_label or ""]
    if result.first_fatal_line:
        parts.append(result.first_fatal_line)
    elif result.reasons:
        parts.append(result.reasons[0])
    return ": ".join(p for p in parts if p)


def _params(result: CellResult) -> str:
    shown = [result.params_text(), workload_text(result.workload_params)]
    if result.tp is not None:
        shown.append(f"tp={result.tp}")
    return " ".join(s for s in shown if s)


def summary_table(rows: Sequence[ResultRow], figures: dict[tuple[str, str, str], RowFigures]) -> str:
    headers = ("run", "workload", "algorithm", "parameters", "status", "attempts", "samples", "tok/s",
               "TTFT p50 ms", "TPOT p50 ms", "accept len", "speedup [95% CI]", "why / note")
    body = []
    for row in rows:
        r = row.latest
        ok = r.status == CellStatus.OK
        fig = figures.get(row.identity)
        body.append((
            f"status-{_attr(str(r.status))}",
            [
                (_e(r.run), ""), (_e(r.workload), ""), (_e(r.algorithm), ""), (_e(_params(r), 300), ""),
                (_e(r.status), "status"),
                (str(len(row.attempts)), ""),
                (str(fig.n) if fig and ok else DASH, ""),
                # Figures of a cell that did not measure are dashes, whatever a partial record holds.
                (_num(r.output_tok_s) if ok else DASH, ""),
                (_num(r.ttft_ms_p50, 0) if ok else DASH, ""),
                (_num(r.tpot_ms_p50, 2) if ok else DASH, ""),
                (_num(r.accept_length, 2) if ok else DASH, ""),
                (_speedup_cell(row, fig), ""),
                (_e(_why(r), 300), ""),
            ],
        ))
    return _table("summary-table", headers, body, numeric=(5, 6, 7, 8, 9, 10, 11))


# ------------------------------------------------------------------------------------ best per workload
@dataclass(frozen=True)
class Best:
    workload: str
    row: ResultRow
    figures: RowFigures | None
    by: str  # "speedup" or "tok/s" (no baseline to divide by)
    runner_up: ResultRow | None = None
    runner_up_figures: RowFigures | None = None

    @property
    def result(self) -> CellResult:
        return self.row.latest


def _score(row: ResultRow, figures: RowFigures | None, by: str) -> float:
    r = row.latest
    if by == "speedup":
        ratio = figures.speedup.ratio if figures and figures.speedup and figures.speedup.ratio is not None else r.speedup
        return ratio or 0.0
    return r.output_tok_s or 0.0


def best_per_workload(rows: Sequence[ResultRow], figures: dict[tuple[str, str, str], RowFigures]) -> list[Best]:
    """Per workload (in the order the results name them), its ok configuration with the highest
    speedup (the highest output tok/s when no baseline ran), and the one after it."""
    out = []
    for workload in dict.fromkeys(row.latest.workload for row in rows):
        ok = [row for row in rows if row.latest.workload == workload and row.latest.status == CellStatus.OK]
        if not ok:
            continue
        by = "speedup" if any(row.latest.speedup is not None for row in ok) else "tok/s"
        ranked = sorted(ok, key=lambda row: _score(row, figures.get(row.identity), by), reverse=True)
        runner = ranked[1] if len(ranked) > 1 else None
        out.append(Best(workload, ranked[0], figures.get(ranked[0].identity), by, runner,
                        figures.get(runner.identity) if runner else None))
    return out


def launch_command(result: CellResult) -> str:
    """The server's argv as recorded, secrets redacted (again: the record already is), the home
    directory as ``~``, quoted for a POSIX shell."""
    home = os.path.expanduser("~")
    argv = [a.replace(home, "~", 1) if home not in ("", "/") and a.startswith(home) else a
            for a in redact_argv([str(a) for a in result.argv])]
    return safe_text(shlex.join(argv), 4000)


def _interval_text(best: Best) -> str:
    fig, r = best.figures, best.result
    parts = []
    if best.by == "speedup":
        interval = fig.speedup if fig else None
        if interval is not None and interval.unbounded:
            parts.append(f"speedup {safe_number(interval.ratio, 2)}× (95% CI unbounded: the baseline's {interval.n_base} "
                         f"samples do not tell its mean from zero; not significant, ±∞ n.s.)")
        elif interval is not None and interval.ci_low is not None and interval.ci_high is not None:
            verdict = "significant" if interval.significant else "not significant: the interval holds 1.0"
            parts.append(f"speedup {safe_number(interval.ratio, 2)}× (95% CI {safe_number(interval.ci_low, 2)}"
                         f"–{safe_number(interval.ci_high, 2)}, {interval.n} samples against {interval.n_base}; "
                         f"{verdict})")
        else:
            n, n_base = (interval.n, interval.n_base) if interval else (fig.n if fig else 1, 1)
            parts.append(f"speedup {safe_number(r.speedup, 2)}× (no confidence interval: {n} sample(s) of the cell, "
                         f"{n_base} of its baseline; an interval needs two of each, e.g. repeats = 3)")
    tok = fig.figures.get("output_tok_s") if fig else None
    if tok is not None and tok.ci_low is not None and tok.ci_high is not None:
        parts.append(f"output {safe_number(tok.mean, 1)} tok/s (95% CI {safe_number(tok.ci_low, 1)}–"
                     f"{safe_number(tok.ci_high, 1)})")
    else:
        parts.append(f"output {safe_number(r.output_tok_s, 1) or DASH} tok/s")
    if r.accept_length is not None:
        parts.append(f"acceptance length {safe_number(r.accept_length, 2)}")
    return "; ".join(parts)


def _runner_up_text(best: Best) -> str:
    runner = best.runner_up
    if runner is None:
        return ""
    text = f"next: {safe_text(runner.latest.run, 80)} at "
    text += (f"{safe_number(_score(runner, best.runner_up_figures, 'speedup'), 2)}×" if best.by == "speedup"
             else f"{safe_number(runner.latest.output_tok_s, 1)} tok/s")
    a = best.figures.speedup if best.figures and best.by == "speedup" else None
    b = best.runner_up_figures.speedup if best.runner_up_figures and best.by == "speedup" else None
    if (a and a.unbounded) or (b and b.unbounded):
        text += " (an interval is unbounded: the gap may be noise)"
    elif a and b and None not in (a.ci_low, a.ci_high, b.ci_low, b.ci_high):
        overlap = a.ci_low <= b.ci_high and b.ci_low <= a.ci_high  # type: ignore[operator]
        text += " (the intervals overlap: the gap may be noise)" if overlap else " (the intervals do not overlap)"
    return text


def best_section(bests: Sequence[Best]) -> str:
    if not bests:
        return "<p>No workload has an ok configuration yet.</p>"
    out = []
    for best in bests:
        r = best.result
        out.append(f'<section class="best" data-workload="{_attr(safe_text(best.workload, 200))}">')
        out.append(f"<h3>{_e(best.workload)}: best is <strong class=\"best-run\">{_e(r.run)}</strong>"
                   f" ({_e(r.algorithm)}{' ' + _e(r.params_text()) if r.params_text() else ''})</h3>")
        out.append(f"<p class=\"interval\">{_e(_interval_text(best), 1000)}</p>")
        runner = _runner_up_text(best)
        if runner:
            out.append(f"<p class=\"runner-up\">{_e(runner, 400)}</p>")
        if best.by == "tok/s":
            out.append("<p>No baseline (algorithm none) ran on this workload: ranked by output tok/s.</p>")
        command = launch_command(r)
        out.append("<p>Launch command (secrets redacted):</p>")
        out.append(f'<pre class="argv">{html.escape(command) if command else "(not recorded)"}</pre>')
        out.append("</section>")
    return "\n".join(out)


# ------------------------------------------------------------------------------------ charts
def report_charts(latest: Sequence[CellResult], figures: dict[tuple[str, str, str], RowFigures]) -> list[list[Chart]]:
    """Per swept key, its three charts (speedup, tok/s, acceptance length)."""
    # One series per workload configuration: the per-category figures are the heatmap's and the
    # tables' (a series per category and configuration is unreadable past a handful).
    return [
        [build_chart(latest, x=key.key, metric_name=name, figures=figures, categories=False) for name in METRIC_NAMES]
        for key in swept_keys(latest)
    ]


def charts_section(groups: Sequence[Sequence[Chart]]) -> str:
    if not groups:
        return ("<p>No chart: no key (budget, draft tokens, concurrency, prompt length, ...) takes two values "
                "among the cells that ran.</p>")
    out = []
    for index, charts in enumerate(groups):
        first = charts[0]
        fig = plots.figure(charts)
        label = f"{', '.join(c.metric.label for c in charts)} against {first.x.label}"
        svg = plots.svg(fig, salt=f"specdec-chart-{index}").replace(
            "<svg ", f'<svg role="img" aria-label="{_attr(safe_text(label, 200))}" ', 1)
        out.append(f'<figure class="chart" data-x="{_attr(first.x.key)}">')
        out.append(svg)
        out.append(f"<figcaption>Against {_e(first.x.label)}: {_e(first.summary())}. Error bars: 95% "
                   "confidence intervals over repeats where a cell has them; ✗ marks a cell that did not "
                   "measure (drawn on the axis, not at a value).</figcaption>")
        out.append("</figure>")
    return "\n".join(out)


# ------------------------------------------------------------------------------------ categories
def categories_section(latest: Sequence[CellResult], records: Sequence[CellResult] = ()) -> str:
    workloads = workloads_with_categories(latest)
    if not workloads:
        return ""
    out = ['<h2 id="categories">Per category</h2>']
    matrix = speedup_matrix(latest, list(records) or None)
    if not matrix.empty:
        svg = plots.svg(plots.heatmap(matrix), salt="specdec-categories").replace(
            "<svg ", '<svg role="img" aria-label="speedup per category and configuration" ', 1)
        out += ['<figure class="chart" data-x="categories">', svg,
                "<figcaption>Speedup over the same category of the baseline, per category and configuration: blue "
                "faster, red slower; ± half the 95% interval over repeats (±∞ n.s.: unbounded); – not measured."
                + (f" Not shown (did not measure): {_e(', '.join(matrix.left_out), 600)}." if matrix.left_out else "")
                + "</figcaption>", "</figure>"]
    out.append("<p>Speedup over the same category of the baseline, and acceptance length.</p>")
    for index, workload in enumerate(workloads):
        grid = build_grid(latest, workload)
        out.append(f"<h3>{_e(workload)}</h3>")
        body = []
        for name in grid.categories:
            cells = [(_e(name, 80), "")]
            for column_index in range(len(grid.columns)):
                figures = grid.figures(name, column_index) or {}
                speedup, length = figures.get("speedup"), figures.get("accept_length")
                shown_speedup = safe_number(speedup, 2) if isinstance(speedup, (int, float)) else ""
                shown_length = safe_number(length, 2) if isinstance(length, (int, float)) else ""
                cells.append(((f"{shown_speedup}×" if shown_speedup else DASH) + " / " + (shown_length or DASH), ""))
            body.append(("", cells))
        out.append(_table(f"categories-{index}", ["category", *[c.label for c in grid.columns]], body,
                          numeric=tuple(range(1, len(grid.columns) + 1))))
        if grid.left_out:
            out.append(f"<p>Not in the table (no per-category figures): {_e(', '.join(grid.left_out), 1000)}</p>")
    return "\n".join(out)


# ------------------------------------------------------------------------------------ the page
def render(records: Sequence[CellResult], *, source: str, warnings: Sequence[str] = (),
           now: datetime | None = None) -> str:
    """The whole report for every record of a results folder. ``source`` names it (a file name,
    shown as is); ``warnings``: lines the folder's reader skipped."""
    records = list(records)
    rows = result_rows(records)
    figures = figures_by_identity(rows, records)
    latest = [row.latest for row in rows]
    when = (now or datetime.now(timezone.utc)).strftime("%Y-%m-%d %H:%M UTC")
    backends = sorted({r.backend for r in latest if r.backend})
    models = sorted({r.model for r in latest if r.model})
    counts: dict[str, int] = {}
    for r in latest:
        counts[str(r.status)] = counts.get(str(r.status), 0) + 1
    status_text = ", ".join(f"{n} {status}" for status, n in counts.items())
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>specdec report: {_e(source, 200)}</title>",
        f"<style>{STYLE}</style>",
        "</head><body>",
        f"<h1>specdec report: {_e(source, 200)}</h1>",
        f'<p class="meta">{len(records)} records, {len(rows)} configurations ({_e(status_text)}); '
        f"backend {_e(', '.join(backends) or DASH)}; model {_e(', '.join(models) or DASH, 300)}; written {when}.</p>",
    ]
    if "sim" in backends:
        parts.append('<p class="sim">The sim backend\'s figures are simulated, not measured on a GPU.</p>')
    for warning in warnings[:20]:
        parts.append(f'<p class="warning">warning: {_e(warning, 300)}</p>')
    parts += [
        '<h2 id="best">Best configuration per workload</h2>',
        best_section(best_per_workload(rows, figures)),
        '<h2 id="summary">Summary</h2>',
        "<p>Every configuration in the folder, its latest attempt. A cell that did not measure shows its "
        f"status and why, and {DASH} where a figure would be.</p>",
        summary_table(rows, figures),
        '<h2 id="charts">Charts</h2>',
        charts_section(report_charts(latest, figures)),
        categories_section(latest, records),
        "</body></html>",
    ]
    return "\n".join(p for p in parts if p) + "\n"


def chart_images(records: Sequence[CellResult], fmt: str) -> list[tuple[str, bytes]]:
    """The charts as image files: (the swept key, the file's bytes) per figure, ``fmt`` png or svg."""
    records = list(records)
    rows = result_rows(records)
    figures = figures_by_identity(rows, records)
    out = []
    latest = [row.latest for row in rows]
    for index, charts in enumerate(report_charts(latest, figures)):
        fig = plots.figure(charts, title=f"against {charts[0].x.label}")
        data = plots.png(fig) if fmt == "png" else plots.svg(fig, salt=f"specdec-chart-{index}").encode("utf-8")
        out.append((charts[0].x.key, data))
    matrix = speedup_matrix(latest, records)
    if not matrix.empty:
        fig = plots.heatmap(matrix, title="speedup per category")
        out.append(("categories", plots.png(fig) if fmt == "png"
                    else plots.svg(fig, salt="specdec-categories").encode("utf-8")))
    return out
