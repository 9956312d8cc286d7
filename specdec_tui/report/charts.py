"""The charts' data: a figure (speedup, output tok/s, acceptance length) against a swept key (budget,
draft tokens, concurrency, prompt length, ...), one series per workload, and per prompt category for
dataset workloads.

Plain data, no Textual and no plotting library: the TUI's Charts view draws it with plotext and
``specdec report`` with matplotlib. Crashed, hung and failed cells are points without a figure
(``Point.value is None``), kept so that both can mark them; invalid and skipped cells are left out
and counted. Queued cells that have not finished yet only widen the x axis and are counted, so the
axis does not jump as the sweep fills it in.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from specdec_tui.domain.events import CellState
from specdec_tui.domain.model import NO_SPECULATION
from specdec_tui.domain.record import PROMPT_STATS_KEY, CellResult, config_params
from specdec_tui.domain.status import FAILURES, CellStatus
from specdec_tui.report.categories import build_grid, workloads_with_categories
from specdec_tui.report.summary import RowFigures
from specdec_tui.safety.textsafe import safe_number, safe_text

Identity = tuple[str, str, str]


# ------------------------------------------------------------------------------------ x keys
def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) else None


def _prompt_length(params: Mapping[str, Any]) -> float | None:
    """A workload's prompt length: its fixed length, or the middle of its range; a dataset
    workload's mean prompt length as recorded (older records' 0 is no length)."""
    if params.get("dataset"):
        stats = params.get(PROMPT_STATS_KEY)
        return _number(stats.get("mean")) if isinstance(stats, Mapping) else None
    low, high = _number(params.get("prompt_tokens_min")), _number(params.get("prompt_tokens_max"))
    if low is None or high is None:
        return None
    return low if low == high else (low + high) / 2


@dataclass(frozen=True)
class XKey:
    """A key a sweep can vary, read from a record: ``speculative`` keys from the run, the others
    from the workload's parameters. ``hides`` are the parameters that move with it (a prompt
    length is two of them), left out when telling series apart."""

    key: str
    label: str
    speculative: bool
    read: Callable[[Mapping[str, Any]], float | None]
    hides: tuple[str, ...] = ()

    def value(self, result: CellResult) -> float | None:
        return self.read(result.speculative if self.speculative else result.workload_params)


def _key(name: str) -> Callable[[Mapping[str, Any]], float | None]:
    return lambda params: _number(params.get(name))


X_KEYS: tuple[XKey, ...] = (
    XKey("budget", "budget", True, _key("budget"), ("budget",)),
    XKey("num_draft_tokens", "draft tokens", True, _key("num_draft_tokens"), ("num_draft_tokens",)),
    XKey("num_steps", "draft steps", True, _key("num_steps"), ("num_steps",)),
    XKey("topk", "top-k", True, _key("topk"), ("topk",)),
    XKey("concurrency", "concurrency", False, _key("concurrency"), ("concurrency",)),
    XKey("request_rate", "request rate (req/s)", False, _key("request_rate"), ("request_rate",)),
    XKey("prompt_tokens", "prompt tokens", False, _prompt_length,
         ("prompt_tokens_min", "prompt_tokens_max", PROMPT_STATS_KEY)),
    XKey("output_tokens", "output tokens", False, _key("output_tokens"), ("output_tokens",)),
)
X_KEY_NAMES = tuple(x.key for x in X_KEYS)


def x_key(name: str) -> XKey:
    for key in X_KEYS:
        if key.key == name:
            return key
    raise KeyError(f"unknown x key {name!r} (one of: {', '.join(X_KEY_NAMES)})")


# ------------------------------------------------------------------------------------ metrics
@dataclass(frozen=True)
class ChartMetric:
    """A figure on the y axis: the cell's own, and its name among a category's figures."""

    key: str
    label: str
    short: str  # for a key's description: "Y: tok/s"
    unit: str  # appended to a value (the speedup sign, " tok/s", nothing)
    digits: int
    cell: Callable[[CellResult], float | None]
    category: str  # the field of CellResult.categories[name]
    figure: str  # its name in RowFigures.figures (the interval over repeats); "" for the speedup

    def text(self, value: float | None) -> str:
        shown = safe_number(value, self.digits)
        return f"{shown}{self.unit}" if shown else "–"


METRICS: tuple[ChartMetric, ...] = (
    ChartMetric("speedup", "speedup over the baseline", "speedup", "×", 2, lambda r: r.speedup, "speedup", ""),
    ChartMetric("tok_s", "output tok/s", "tok/s", " tok/s", 1, lambda r: r.output_tok_s, "tok_s", "output_tok_s"),
    ChartMetric("accept_length", "acceptance length", "accept len", "", 2, lambda r: r.accept_length, "accept_length",
                "accept_length"),
)
METRIC_NAMES = tuple(m.key for m in METRICS)


def metric(name: str) -> ChartMetric:
    for m in METRICS:
        if m.key == name:
            return m
    raise KeyError(f"unknown figure {name!r} (one of: {', '.join(METRIC_NAMES)})")


# ------------------------------------------------------------------------------------ the chart
@dataclass(frozen=True)
class Point:
    """One cell on the chart. ``value`` is None for a cell that did not measure (crashed, hung,
    failed): never a zero. ``low``/``high`` bound the 95% interval over repeats when there is one."""

    x: float
    value: float | None
    status: str
    run: str
    workload: str
    label: str = ""  # why a failed point failed: the triage label, or the status
    low: float | None = None
    high: float | None = None
    unbounded: bool = False  # its speedup's interval has no bounds (±∞ n.s.): drawn edge to edge, marked

    @property
    def failed(self) -> bool:
        return self.value is None


@dataclass(frozen=True)
class Series:
    name: str
    points: tuple[Point, ...]  # by x
    category: str | None = None

    @property
    def measured(self) -> tuple[Point, ...]:
        return tuple(p for p in self.points if not p.failed)

    @property
    def failures(self) -> tuple[Point, ...]:
        return tuple(p for p in self.points if p.failed)


@dataclass(frozen=True)
class Chart:
    x: XKey
    metric: ChartMetric
    series: tuple[Series, ...]
    x_keys: tuple[XKey, ...]  # the keys these results sweep (two values or more), in X_KEYS order
    left_out: tuple[str, ...] = ()  # invalid and skipped cells: "run / workload: invalid"
    off_axis: int = 0  # measured cells without this key (the baseline has no budget)
    pending_x: tuple[float, ...] = ()  # x of queued cells not finished yet
    pending: int = 0  # queued cells not finished yet (with or without a known x)
    categories: bool = False  # the series are per prompt category
    # One view of a chart with more series than a view draws (``pages``): the x of all its points
    # (the axis stays put from view to view), which view of how many, and its drawn series in all.
    whole_x: tuple[float, ...] = ()
    view: tuple[int, int] = (1, 1)
    series_total: int = 0

    @property
    def points(self) -> list[Point]:
        return [p for s in self.series for p in s.points]

    @property
    def failures(self) -> list[Point]:
        """Each failed cell once (a dataset workload's crash is in every category's series)."""
        seen: dict[tuple[str, str, float], Point] = {}
        for p in self.points:
            if p.failed:
                seen.setdefault((p.run, p.workload, p.x), p)
        return list(seen.values())

    @property
    def empty(self) -> bool:
        return not self.series

    def x_range(self) -> tuple[float, float] | None:
        """Every point's x and every queued cell's: the axis holds the whole sweep from the start."""
        xs = [p.x for p in self.points] + list(self.pending_x) + list(self.whole_x)
        return (min(xs), max(xs)) if xs else None

    def y_range(self) -> tuple[float, float] | None:
        """The measured values (and their intervals), with 1.0 for a speedup (the baseline's line),
        padded so no point sits on the frame; None when nothing was measured."""
        values = [v for p in self.points if not p.failed for v in (p.value, p.low, p.high) if v is not None]
        if not values:
            return None
        if self.metric.key == "speedup":
            values.append(1.0)
        low, high = min(values), max(values)
        pad = (high - low) * 0.08 or abs(high) * 0.1 or 1.0
        return (max(0.0, low - pad) if low >= 0 else low - pad, high + pad)

    def unbounded_points(self) -> list[tuple[str, Point]]:
        """The measured points whose interval is unbounded, each with its series' name."""
        return [(s.name, p) for s in self.series for p in s.measured if p.unbounded]

    def unbounded_text(self, most: int = 6) -> str:
        """Which points have an unbounded interval, by series: ``±∞ n.s. (unbounded, drawn edge to
        edge): chat at budget 8, 12; code at budget 16``; "" for none."""
        by_series: dict[str, list[str]] = {}
        for name, p in self.unbounded_points():
            by_series.setdefault(name, []).append(x_text(p.x))
        if not by_series:
            return ""
        named = []
        for name, xs in by_series.items():
            shown = ", ".join(xs[:most]) + (", …" if len(xs) > most else "")
            named.append(f"{name} at {self.x.label} {shown}")
        return "±∞ n.s. (unbounded, drawn edge to edge): " + "; ".join(named)

    def failure_y(self) -> float:
        """Where a failed point is drawn: on the floor of the axis, a marker and not a value."""
        span = self.y_range()
        return span[0] if span else 0.0

    def title(self) -> str:
        return f"{self.metric.label} against {self.x.label}"

    def summary(self) -> str:
        """One line under the chart: what is on it and what is not."""
        measured = len({(p.run, p.workload, p.x) for p in self.points if not p.failed})
        drawn = sum(1 for s in self.series if s.measured)
        count = f"{drawn} of {self.series_total} series" if self.view[1] > 1 else f"{drawn} series"
        parts = [count, f"{measured} measured"]
        failures = self.failures
        if failures:
            xs = sorted({p.x for p in failures})
            shown = ", ".join(x_text(x) for x in xs[:6]) + (", …" if len(xs) > 6 else "")
            kinds = sorted({p.status for p in failures})
            parts.append(f"✗ {len(failures)} {'/'.join(kinds)} ({self.x.label} {shown})")
        if any(p.low is not None and p.high is not None for p in self.points if not p.failed):
            parts.append("│ 95% interval over repeats")
        unbounded = self.unbounded_text()
        if unbounded:
            parts.append(unbounded)
        if self.left_out:
            parts.append(f"{len(self.left_out)} invalid or skipped left out")
        if self.off_axis:
            parts.append(f"{self.off_axis} without a value for {self.x.label}")
        if self.pending:
            parts.append(f"{self.pending} to run")
        return " · ".join(parts)


# The most series one view draws: beyond this a legend and the colours stop telling them apart.
MAX_SERIES = 6


def pages(chart: Chart, size: int = MAX_SERIES) -> list[Chart]:
    """``chart`` split into views of at most ``size`` drawn series (one view when it has no more).
    Per-category series keep a category's series together (a category whose series alone exceed
    ``size`` is one view). Every view keeps the failed cells (a crash is news on every view) and the
    axis of the whole chart (its x range; its y range is fitted to the view's own points)."""
    drawn = [s for s in chart.series if s.measured]
    if len(drawn) <= size:
        return [chart]
    groups: dict[str, list[Series]] = {}
    for series in drawn:
        groups.setdefault(series.category if series.category is not None else series.name, []).append(series)
    views: list[list[Series]] = [[]]
    for members in groups.values():
        if views[-1] and len(views[-1]) + len(members) > size:
            views.append([])
        views[-1].extend(members)
    failed_only = [Series(s.name, s.failures, s.category) for s in chart.series if s.failures]
    out: list[Chart] = []
    for view in views:
        names = {id(s) for s in view}
        rest = [f for f, s in zip(failed_only, [s for s in chart.series if s.failures], strict=True)
                if id(s) not in names]
        out.append(dataclasses.replace(chart, series=(*view, *rest), whole_x=tuple(sorted({p.x for p in chart.points})),
                                       view=(len(out) + 1, len(views)), series_total=len(drawn)))
    return out


def x_text(x: float) -> str:
    """An x value as an axis label: ``16``, ``0.5``."""
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


# ------------------------------------------------------------------------------------ building
def swept_keys(results: Iterable[CellResult], queue: Iterable[CellState] = ()) -> tuple[XKey, ...]:
    """The keys some series sweeps: two values or more among cells that differ in nothing else
    (eagle3 at 4 draft tokens and n-gram at 8 sweep nothing), counting the cells that measured or
    failed and the queued cells that will run (an invalid workload sweeps nothing)."""
    cells = [r for r in results if r.status == CellStatus.OK or r.status in FAILURES]
    queued = [c for c in queue if c.verdict != "invalid"]
    swept = []
    for key in X_KEYS:
        groups: dict[str, set[float]] = {}
        for r in cells:
            value = key.value(r)
            if value is not None:
                where = _queue_group(r.workload, r.speculative, key) if key.speculative else _series_key(r, key)
                groups.setdefault(where, set()).add(value)
        if key.speculative:
            for c in queued:
                params = dict(c.params)
                value = key.read(params)
                if value is not None:
                    groups.setdefault(_queue_group(c.workload, params, key), set()).add(value)
        if any(len(values) >= 2 for values in groups.values()):
            swept.append(key)
    return tuple(swept)


def _queue_group(workload: str, speculative: Mapping[str, Any], key: XKey) -> str:
    """What a queued cell and a result share of their series (a queued cell has no workload
    parameters or run arguments yet): the workload's name and the run's other speculative keys."""
    return _canonical([workload, {k: v for k, v in speculative.items() if k not in key.hides}])


def default_x(keys: Sequence[XKey]) -> XKey:
    """The first swept key (budget before draft tokens before concurrency ...), budget when none is."""
    return keys[0] if keys else X_KEYS[0]


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


def _describe(result: CellResult, x: XKey) -> tuple[tuple[str, str], ...]:
    """What tells this cell's series apart from others: (name, shown) parts, most telling first."""
    if x.speculative:
        parts = [("workload", result.workload), ("algorithm", result.algorithm)]
        parts += [(k, f"{k}={_short(v)}") for k, v in sorted(result.speculative.items())
                  if k != "algorithm" and k not in x.hides and v is not None]
    else:
        parts = [("run", result.run)]
        parts += [(k, f"{k}={_short(v)}") for k, v in sorted(config_params(result.workload_params).items())
                  if k not in x.hides and v is not None]
    if result.tp is not None:
        parts.append(("tp", f"tp={result.tp}"))
    if result.run_args:
        parts.append(("args", " ".join(result.run_args)))
    return tuple(parts)


def _short(value: Any) -> str:
    text = _canonical(value) if isinstance(value, (dict, list)) else str(value)
    return text if len(text) <= 30 else "…" + text[-29:]


def _series_key(result: CellResult, x: XKey) -> str:
    """The cell's identity without the x key: cells that differ only there share a series."""
    if x.speculative:
        spec = {k: v for k, v in result.speculative.items() if k not in x.hides}
        doc: dict[str, Any] = {"workload": result.workload, "params": config_params(result.workload_params),
                               "spec": spec}  # fmt: skip
    else:
        params = {k: v for k, v in config_params(result.workload_params).items() if k not in x.hides}
        doc = {"run": result.run, "spec": result.speculative, "params": params}
    doc.update(tp=result.tp, args=result.run_args, backend=result.backend, model=result.model)
    return _canonical(doc)


def _labels(descriptions: Sequence[tuple[tuple[str, str], ...]]) -> list[str]:
    """Each series named by the parts that tell it apart, in their order: a part is named only when
    it splits series the earlier parts do not (a draft model that differs only with the algorithm
    is not named); its first part when nothing differs."""
    names = list(dict.fromkeys(name for parts in descriptions for name, _ in parts))
    chosen: list[str] = []
    groups = 1
    for name in names:
        split = len({tuple(dict(parts).get(n) for n in [*chosen, name]) for parts in descriptions})
        if split > groups:
            chosen.append(name)
            groups = split
    labels = []
    for parts in descriptions:
        shown = dict(parts)
        text = [shown[n] for n in chosen if n in shown] or ([parts[0][1]] if parts else [])
        labels.append(safe_text(" · ".join(text), 60))
    return labels


def _failure_label(result: CellResult) -> str:
    return safe_text(result.triage_label or str(result.status), 60)


def _interval(result: CellResult, chosen: ChartMetric, figures: RowFigures | None) -> tuple[float | None, float | None]:
    if figures is None:
        return None, None
    if chosen.key == "speedup":
        s = figures.speedup
        return (s.ci_low, s.ci_high) if s is not None else (None, None)
    summary = figures.figures.get(chosen.figure)
    return (summary.ci_low, summary.ci_high) if summary is not None else (None, None)


def build_chart(
    results: Sequence[CellResult],
    *,
    x: str | None = None,
    metric_name: str = "speedup",
    queue: Iterable[CellState] = (),
    figures: Mapping[Identity, RowFigures] | None = None,
    categories: bool = True,
) -> Chart:
    """The chart of ``metric_name`` against ``x`` (default: the first swept key) over ``results``,
    the latest attempt of each configuration with its speedup set (``results.result_rows``).

    ``queue``: the live queue's cells, for those not finished yet. ``figures``: the summaries over
    repeats by row identity (``report.summary.figures_by_identity``), for the points' intervals.
    ``categories``: dataset workloads get one series per prompt category (from the Categories
    view's grid, ``report.categories``), their figures those of the category."""
    queue = list(queue)
    keys = swept_keys(results, queue)
    chosen_x = x_key(x) if x else default_x(keys)
    chosen = metric(metric_name)
    left_out = tuple(
        f"{safe_text(r.run, 60)} / {safe_text(r.workload, 60)}: {r.status}"
        for r in results if r.status in (CellStatus.INVALID, CellStatus.SKIPPED)
    )
    plotted = [r for r in results if r.status == CellStatus.OK or r.status in FAILURES]
    if chosen.key == "speedup":  # a baseline's speedup is 1.0 by definition: the chart's reference line
        plotted = [r for r in plotted if r.algorithm != NO_SPECULATION]
    on_axis = [r for r in plotted if chosen_x.value(r) is not None]
    off_axis = sum(1 for r in plotted if chosen_x.value(r) is None and r.status == CellStatus.OK)

    # Per category where a workload has several (a packaged dataset is one category: its own name).
    per_category = {w for w in workloads_with_categories(on_axis)
                    if len(build_grid(on_axis, w).categories) > 1} if categories else set()
    groups: dict[str, list[tuple[CellResult, str | None]]] = {}
    for result in on_axis:
        if result.workload in per_category:
            continue
        groups.setdefault(_series_key(result, chosen_x), []).append((result, None))
    for workload in sorted(per_category, key=[r.workload for r in on_axis].index):
        grid = build_grid(on_axis, workload)
        for column in grid.columns:
            for name in grid.categories:
                groups.setdefault(_series_key(column.result, chosen_x) + "\x00" + name, []).append((column.result, name))
        columns = [column.result for column in grid.columns]
        for result in on_axis:  # cells of the workload not in the grid (crashed ones) in every category
            if result.workload == workload and not any(result is c for c in columns):
                for name in grid.categories:
                    groups.setdefault(_series_key(result, chosen_x) + "\x00" + name, []).append((result, name))

    descriptions = []
    for members in groups.values():
        result, category = members[0]
        parts = _describe(result, chosen_x)
        if category is not None:
            parts = ((*parts[:1], ("category", safe_text(category, 40)), *parts[1:]) if len(per_category) > 1
                     else (("category", safe_text(category, 40)), *parts))
        descriptions.append(parts)
    names = _labels(descriptions)

    series = []
    for name, members in zip(names, groups.values(), strict=True):
        points = []
        for result, category in members:
            point = _point(result, category, chosen_x, chosen, (figures or {}).get(result.identity))
            if point is not None:
                points.append(point)
        points.sort(key=lambda p: (p.x, p.failed))
        series.append(Series(name, tuple(points), members[0][1]))
    # Series that only failed still show (their crashes are the news); those with no point at all don't.
    series = [s for s in series if s.points]

    pending_cells = [c for c in queue if c.status in (CellStatus.PENDING, CellStatus.RUNNING) and c.verdict != "invalid"]
    pending_x = tuple(sorted({v for v in (_queued_x(c, chosen_x, results) for c in pending_cells) if v is not None}))
    done = {r.key for r in results}
    left_out += tuple(
        f"{safe_text(c.run, 60)} / {safe_text(c.workload, 60)}: invalid"
        for c in queue if c.verdict == "invalid" and c.status == CellStatus.PENDING and c.key not in done
    )
    return Chart(chosen_x, chosen, tuple(series), keys, left_out, off_axis, pending_x, len(pending_cells),
                 bool(per_category))


def _point(
    result: CellResult, category: str | None, x: XKey, chosen: ChartMetric, figures: RowFigures | None
) -> Point | None:
    xv = x.value(result)
    assert xv is not None
    if result.status != CellStatus.OK:
        return Point(xv, None, str(result.status), result.run, result.workload, _failure_label(result))
    unbounded = False
    if category is None:
        value = _number(chosen.cell(result))
        low, high = _interval(result, chosen, figures)
        interval = figures.speedup if figures is not None and chosen.key == "speedup" else None
        unbounded = interval is not None and interval.unbounded
    else:
        figures_of = result.categories.get(category)
        value = _number(figures_of.get(chosen.category)) if isinstance(figures_of, dict) else None
        low = high = None
    if value is None:  # ok, but this figure was not measured (a baseline's acceptance): no point
        return None
    return Point(xv, value, str(result.status), result.run, result.workload, "", low, high, unbounded)


def _queued_x(cell: CellState, x: XKey, results: Sequence[CellResult]) -> float | None:
    if x.speculative:
        return x.read(dict(cell.params))
    for result in results:  # a workload's parameters are known from any finished cell on it
        if result.workload == cell.workload and result.workload_params:
            return x.value(result)
    return None


def spaced_ticks(values: Sequence[float], low: float, high: float, width: int, gap: int = 2,
                 scale: Callable[[float], float] | None = None) -> list[float]:
    """The x values to label on an axis ``width`` cells wide from ``low`` to ``high``: each label
    keeps ``gap`` cells from the one before (of 15 and 16 on a 8..64 axis 60 cells wide, only one),
    and the last value is always labelled (it takes the place of the one before when they collide).
    ``scale`` maps a value to the axis (``math.log2`` on a log axis)."""
    if not values or width <= 0:
        return []
    to_axis = scale or (lambda v: v)
    start_at = to_axis(low)
    span = (to_axis(high) - start_at) or 1.0

    def extent(value: float) -> tuple[float, float]:
        where = (to_axis(value) - start_at) / span * (width - 1)
        half = len(x_text(value)) / 2
        return where - half, where + half

    ordered = sorted(set(values))
    chosen: list[float] = []
    for value in ordered:
        if not chosen or extent(value)[0] >= extent(chosen[-1])[1] + gap:
            chosen.append(value)
        elif value == ordered[-1]:
            chosen[-1] = value
    return chosen
