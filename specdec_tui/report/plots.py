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

from specdec_tui.measure.intervals import ratio_text
from specdec_tui.report.categories import SpeedupMatrix
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


# A series' colour and marker: ten colours (matplotlib's tab10) and seven markers, so that no two of
# the first seventy series look alike, and a series looks the same in every panel of a figure.
COLORS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22",
          "#17becf")
MARKERS = ("o", "s", "^", "D", "v", "P", "X")


def series_styles(charts: Sequence[Chart]) -> dict[str, tuple[str, str]]:
    """Each series name of ``charts`` (in order of first appearance) -> its colour and marker."""
    names = list(dict.fromkeys(s.name for chart in charts for s in chart.series if s.measured))
    return {name: (COLORS[i % len(COLORS)], MARKERS[i % len(MARKERS)]) for i, name in enumerate(names)}


def figure(charts: Sequence[Chart], *, title: str = "") -> Any:
    """One figure, one panel per chart (the same x key, one figure each: speedup, tok/s, acceptance)."""
    require_matplotlib()
    from matplotlib.figure import Figure

    fig = Figure(figsize=(4.2 * len(charts), 3.6), layout="constrained")
    axes = fig.subplots(1, len(charts), squeeze=False)[0]
    styles = series_styles(charts)
    for ax, chart in zip(axes, charts, strict=True):
        _panel(ax, chart, styles)
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


UNBOUNDED_LABEL = "±∞ unbounded interval (n.s.)"


def _panel(ax: Any, chart: Chart, styles: dict[str, tuple[str, str]]) -> None:
    metric = chart.metric
    values = sorted({p.x for p in chart.points})
    log = bool(values) and values[0] > 0 and values[-1] / values[0] >= 4
    drawn = [s for s in chart.series if s.measured]
    for index, series in enumerate(drawn):
        measured = series.measured
        color, marker = styles.get(series.name, (COLORS[0], MARKERS[0]))
        shift = dodge(index, len(drawn), values, log=log) if _has_bars(chart) else (lambda x: x)
        xs = [shift(p.x) for p in measured]
        ys = [p.value for p in measured]
        lows = [max(0.0, p.value - p.low) if p.low is not None and p.value is not None else 0.0 for p in measured]
        highs = [max(0.0, p.high - p.value) if p.high is not None and p.value is not None else 0.0 for p in measured]
        if any(lows) or any(highs):
            ax.errorbar(xs, ys, yerr=[lows, highs], marker=marker, markersize=4, capsize=3, linewidth=1.4,
                        label=series.name, color=color)
        else:
            ax.plot(xs, ys, marker=marker, markersize=4, linewidth=1.4, label=series.name, color=color)
        for p in measured:  # an unbounded interval (±∞ n.s.): a dotted line over the whole axes, arrows at its ends
            if p.unbounded:
                ax.plot([shift(p.x)] * 2, [0.0, 1.0], transform=ax.get_xaxis_transform(), linestyle=":", linewidth=1,
                        color=color, label=UNBOUNDED_LABEL)
                ax.scatter([shift(p.x)], [0.98], marker="^", s=18, color=color, clip_on=False,
                           transform=ax.get_xaxis_transform(), zorder=3)
                ax.scatter([shift(p.x)], [0.02], marker="v", s=18, color=color, clip_on=False,
                           transform=ax.get_xaxis_transform(), zorder=3)
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


def _has_bars(chart: Chart) -> bool:
    return any(p.low is not None and p.high is not None for p in chart.points if not p.failed)


def dodge(index: int, count: int, values: Sequence[float], *, log: bool) -> Any:
    """Series ``index`` of ``count`` moved sideways by a little (1.5% of the x axis a step, centred on
    the true x), so that error bars of several series at one x do not hide each other."""
    if count < 2 or len(values) < 2:
        return lambda x: x
    steps = index - (count - 1) / 2
    if log:
        factor = 2 ** (0.015 * math.log2(values[-1] / values[0]) * steps)
        return lambda x: x * factor
    offset = 0.015 * (values[-1] - values[0]) * steps
    return lambda x: x + offset


def heatmap(matrix: SpeedupMatrix, *, title: str = "") -> Any:
    """The speedup per category (rows) and configuration (columns) as a heatmap: each cell's colour
    its speedup on a scale that diverges at 1.0 (blue faster, red slower than the baseline), its
    text the speedup and its 95% interval over repeats (``±∞ n.s.`` when unbounded), a grey dash
    where the category was not measured. Every category and configuration has its tick."""
    require_matplotlib()
    import numpy as np
    from matplotlib.colors import TwoSlopeNorm
    from matplotlib.figure import Figure

    rows, cols = len(matrix.categories), len(matrix.columns)
    values = np.array([[c.ratio if c is not None and c.ratio is not None else np.nan for c in row]
                       for row in matrix.cells], dtype=float).reshape(rows, cols)
    finite = values[np.isfinite(values)]
    low = min(0.9, float(finite.min())) if finite.size else 0.9
    high = max(1.1, float(finite.max())) if finite.size else 1.1
    norm = TwoSlopeNorm(vcenter=1.0, vmin=low, vmax=high)
    longest = max((len(c) for c in matrix.categories), default=8)
    fig = Figure(figsize=(max(4.5, 1.0 + 0.075 * longest + 1.05 * cols + 1.2), max(2.6, 1.3 + 0.36 * rows)),
                 layout="constrained")
    ax = fig.subplots()
    cmap = _heat_colormap()
    # Vector cells (pcolormesh, not imshow: an image would be a PNG inside the report's SVG), white
    # gaps between them, the first category on top.
    image = ax.pcolormesh(np.arange(cols + 1) - 0.5, np.arange(rows + 1) - 0.5, np.ma.masked_invalid(values),
                          cmap=cmap, norm=norm, edgecolors="white", linewidth=1.2)
    ax.set_xlim(-0.5, cols - 0.5)
    ax.set_ylim(rows - 0.5, -0.5)
    for r in range(rows):
        for c in range(cols):
            cell = matrix.cells[r][c]
            if cell is None or cell.ratio is None:
                ax.text(c, r, "–", ha="center", va="center", fontsize=7, color="#777777")
                continue
            head, _, rest = ratio_text(cell.ratio, cell, suffix="×").partition(" ")
            shade = norm(cell.ratio)
            ink = "white" if shade < 0.2 or shade > 0.8 else "black"
            ax.text(c, r, f"{head}\n{rest}" if rest else head, ha="center", va="center", fontsize=6.5, color=ink,
                    linespacing=1.1)
    ax.set_xticks(range(cols), matrix.columns, rotation=30 if cols > 3 else 0, ha="right" if cols > 3 else "center",
                  fontsize="small")
    ax.set_yticks(range(rows), matrix.categories, fontsize="small")
    ax.tick_params(length=0)
    for spine in ax.spines.values():
        spine.set_visible(False)
    bar = fig.colorbar(image, ax=ax, shrink=0.9, pad=0.02)
    if bar.solids is not None:
        bar.solids.set_rasterized(False)  # vector, as the cells: no PNG inside the report's SVG
    bar.set_label("speedup over the baseline\n(same category)", fontsize="small")
    bar.ax.tick_params(labelsize="small")
    if title:
        ax.set_title(title, fontsize="medium")
    return fig


def _heat_colormap() -> Any:
    from matplotlib import colormaps

    # Red below 1.0 (slower), blue above (faster): a colour-blind-safe diverging map; grey where unmeasured.
    return colormaps["RdBu"].with_extremes(bad="#eeeeee")


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
