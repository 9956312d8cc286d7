"""The charts of :mod:`specdec_tui.report.charts` drawn by matplotlib, offline, as SVG or PNG.

matplotlib is the optional extra ``specdec-tui[report]``: :func:`require_matplotlib` says in one line
how to install it. The figures are built on ``matplotlib.figure.Figure`` directly (no pyplot, no
global state, no display); SVG text is drawn as paths, so an inlined chart needs no font.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from typing import Any

from specdec_tui.report.charts import METRICS, Chart, spaced_ticks, x_text

INSTALL = "pip install 'specdec-tui[report]'"


class MissingExtra(RuntimeError):
    """matplotlib is not installed: the message is the one line to show."""


def require_matplotlib() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise MissingExtra(f"matplotlib is not installed (the charts need it): {INSTALL}") from None
    return matplotlib


# The three panels of a chart figure, left to right, and their y-axis titles.
PANELS = tuple(m.key for m in METRICS)
FAILURE_COLOR = "#c62828"
BASELINE_COLOR = "#777777"


def figure(charts: Sequence[Chart], *, title: str = "") -> Any:
    """One figure, one panel per chart (the same x key, one figure each: speedup, tok/s, acceptance)."""
    require_matplotlib()
    from matplotlib.figure import Figure

    fig = Figure(figsize=(4.2 * len(charts), 3.6), layout="constrained")
    axes = fig.subplots(1, len(charts), squeeze=False)[0]
    for ax, chart in zip(axes, charts, strict=True):
        _panel(ax, chart)
    handles, labels = _legend_entries(axes)
    if handles:
        fig.legend(handles, labels, loc="outside lower center", ncols=min(4, len(labels)), frameon=False,
                   fontsize="small")
    if title:
        fig.suptitle(title, fontsize="medium")
    return fig


def _legend_entries(axes: Sequence[Any]) -> tuple[list[Any], list[str]]:
    seen: dict[str, Any] = {}
    for ax in axes:
        for handle, label in zip(*ax.get_legend_handles_labels(), strict=True):
            seen.setdefault(label, handle)
    # The series first, then the markers every chart has (crashes, the baseline's line).
    labels = sorted(seen, key=lambda label: label.endswith("(no figure)") or label.startswith("baseline ("))
    return [seen[label] for label in labels], labels


def _panel(ax: Any, chart: Chart) -> None:
    metric = chart.metric
    for series in chart.series:
        measured = series.measured
        if not measured:
            continue
        xs = [p.x for p in measured]
        ys = [p.value for p in measured]
        lows = [(p.value - p.low) if p.low is not None and p.value is not None else 0.0 for p in measured]
        highs = [(p.high - p.value) if p.high is not None and p.value is not None else 0.0 for p in measured]
        if any(lows) or any(highs):
            ax.errorbar(xs, ys, yerr=[lows, highs], marker="o", markersize=4, capsize=3, linewidth=1.4,
                        label=series.name)
        else:
            ax.plot(xs, ys, marker="o", markersize=4, linewidth=1.4, label=series.name)
    failures = chart.failures
    if failures:
        # On the floor of the axes (a fraction of its height), not at a value: a crash has no figure.
        kinds = "/".join(sorted({p.status for p in failures}))
        ax.scatter([p.x for p in failures], [0.03] * len(failures), marker="x", s=40, color=FAILURE_COLOR,
                   transform=ax.get_xaxis_transform(), label=f"{kinds} (no figure)", zorder=3, clip_on=False)
    if metric.key == "speedup" and any(s.measured for s in chart.series):
        ax.axhline(1.0, color=BASELINE_COLOR, linestyle="--", linewidth=1, label="baseline (1.0×)")
    span = chart.y_range()
    if span is not None:
        ax.set_ylim(*span)
    values = sorted({p.x for p in chart.points})
    log = bool(values) and values[0] > 0 and values[-1] / values[0] >= 4
    if log:  # budgets, draft sizes, concurrency and lengths mostly double from one value to the next
        ax.set_xscale("log", base=2)
        ax.minorticks_off()
    if values:
        width = int(ax.get_window_extent().width / 7)  # about 7 pixels a character at the tick font size
        ticks = spaced_ticks(values, values[0], values[-1], max(width, 10), scale=math.log2 if log else None)
        ax.set_xticks(ticks, [x_text(v) for v in ticks])
    ax.set_xlabel(chart.x.label)
    ax.set_ylabel(metric.label)
    ax.grid(True, linewidth=0.4, alpha=0.5)
    if chart.empty:
        ax.text(0.5, 0.5, "nothing measured", ha="center", va="center", transform=ax.transAxes, color="#777777")


def svg(fig: Any, *, salt: str) -> str:
    """The figure as an ``<svg>`` element to inline in HTML: no XML prolog, no date, and ids salted
    so two charts on one page never share a clip path."""
    matplotlib = require_matplotlib()
    out = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": salt, "svg.fonttype": "path"}):
        fig.savefig(out, format="svg", metadata={"Date": None})
    text = out.getvalue()
    return text[text.index("<svg"):]


def png(fig: Any, *, dpi: int = 150) -> bytes:
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=dpi, metadata={"Software": None})
    return out.getvalue()
