"""The Categories view's data: for one dataset workload, its prompt categories by the runs measured on
it (Spec-Bench's table), each cell one category's figures in one run (``CellResult.categories``).

Plain data, no Textual: the TUI's Categories screen only lays it out, and the Charts view and
``specdec report`` draw their per-category series from it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import CellStatus
from specdec_tui.measure.acceptance import CATEGORY_NOTE
from specdec_tui.measure.intervals import (
    RatioInterval,
    floor_of,
    ratio_interval,
    ratio_text,
    spread_text,
    summarize_figure,
)
from specdec_tui.run.results import baseline_record
from specdec_tui.safety.textsafe import safe_text

ALL = "\x00all"  # the row of the whole cell, under the categories (no category is named so)
ALL_LABEL = "all"


@dataclass(frozen=True)
class Metric:
    key: str
    label: str
    text: Callable[[dict[str, Any]], str]  # a category's figures as the cell shows them
    value: Callable[[dict[str, Any]], float | None]  # for sorting the categories (higher first)
    figure: str | None = None  # the category figure it shows, whose repeats give its interval
    digits: int = 1


def _number(figures: dict[str, Any] | None, name: str) -> float | None:
    value = figures.get(name) if figures is not None else None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:  # NaN is no figure
        return None
    return float(value)


def _fmt(value: float | None, spec: str, suffix: str = "") -> str:
    return "–" if value is None else f"{value:{spec}}{suffix}"


def _plain(name: str, spec: str, suffix: str = "") -> tuple[Callable[[dict[str, Any]], str], Callable[[dict[str, Any]], float | None]]:
    return (lambda f: _fmt(_number(f, name), spec, suffix)), (lambda f: _number(f, name))


def _speedup_and_length(figures: dict[str, Any]) -> str:
    return f"{_fmt(_number(figures, 'speedup'), '.2f', '×')} {_fmt(_number(figures, 'accept_length'), '.2f')}"


def _requests(figures: dict[str, Any]) -> str:
    ok, failed = _number(figures, "requests_ok"), _number(figures, "requests_failed")
    return f"{_fmt(ok, '.0f')}/{_fmt(failed, '.0f')}"


METRICS: tuple[Metric, ...] = (
    # Spec-Bench's pair: speedup over the same category of the baseline, and acceptance length.
    Metric("speedup", "speedup × · accept length", _speedup_and_length, lambda f: _number(f, "speedup")),
    Metric("tok_s", "output tok/s per request", *_plain("tok_s", ".1f"), "tok_s", 1),
    Metric("accept_length", "accept length", *_plain("accept_length", ".2f"), "accept_length", 2),
    Metric("accept_rate", "accept rate", *_plain("accept_rate", ".2f"), "accept_rate", 2),
    Metric("ttft", "TTFT p50", *_plain("ttft_ms_p50", ".0f", " ms"), "ttft_ms_p50", 0),
    Metric("itl", "ITL p50", *_plain("itl_ms_p50", ".1f", " ms"), "itl_ms_p50", 1),
    Metric("e2e", "e2e p50", *_plain("e2e_ms_p50", ".0f", " ms"), "e2e_ms_p50", 0),
    Metric("requests", "requests ok/failed", _requests, lambda f: _number(f, "requests_ok")),
)


@dataclass(frozen=True)
class GridColumn:
    label: str  # the run's name (with the attempt's config id when two configurations share it)
    result: CellResult


@dataclass(frozen=True)
class CategoryGrid:
    workload: str
    categories: tuple[str, ...]  # in the order the results first name them
    columns: tuple[GridColumn, ...]  # baselines first, then the runs in the order they finished
    left_out: tuple[str, ...] = ()  # cells of this workload without (complete) per-category figures, and why
    bases: tuple[CellResult | None, ...] = ()  # each column's baseline record (its repeats), where known

    def speedup_interval(self, category: str, column: int) -> RatioInterval | None:
        """One grid cell's speedup with its interval over repeats (the cell's own for ``ALL``, as
        the Results table shows it); None without a speedup."""
        result = self.columns[column].result
        if category == ALL:
            return RatioInterval.from_fields(result.intervals.get("speedup")) or (
                RatioInterval(result.speedup, None, None, 1, 1) if result.speedup is not None else None)  # fmt: skip
        speedup = _number(self.figures(category, column), "speedup")
        if speedup is None:
            return None
        base = self.bases[column] if column < len(self.bases) else None
        return category_speedup(result, base, category, speedup)

    def cell_text(self, metric: Metric, category: str, column: int) -> str:
        """A grid cell as every view shows it, with its 95% interval over repeats: ``1.16x ±0.22
        n.s. 2.64`` (speedup, then acceptance length), ``812.4 ±31.0`` (another figure); a dash
        where the run did not measure the category."""
        figures = self.figures(category, column)
        if figures is None:
            return "–"
        if metric.key == "speedup":
            speedup = ratio_text(_number(figures, "speedup"), self.speedup_interval(category, column), suffix="×")
            return f"{speedup or '–'} {_fmt(_number(figures, 'accept_length'), '.2f')}"
        text = metric.text(figures)
        if metric.figure is None or category == ALL:
            return text
        samples = _category_samples(self.columns[column].result, category, metric.figure)
        if len(samples) < 2:
            return text
        summary = summarize_figure(metric.figure, samples)
        unit = " ms" if text.endswith(" ms") else ""
        spread = spread_text(_number(figures, metric.figure), summary.ci_low, summary.ci_high, metric.digits,
                             floor=floor_of(metric.figure))  # fmt: skip
        return (text[: -len(unit)] if unit else text) + spread + unit

    def figures(self, category: str, column: int) -> dict[str, Any] | None:
        """One category's figures in one run (``ALL``: the cell's, in the same names); None where
        that run did not measure the category."""
        result = self.columns[column].result
        if category == ALL:
            return cell_figures(result)
        figures = result.categories.get(category)
        return figures if isinstance(figures, dict) else None

    def sorted_categories(self, metric: Metric, column: int) -> list[str]:
        """The categories by ``metric`` in one run, highest first; unmeasured ones last."""

        def key(name: str) -> tuple[bool, float]:
            figures = self.figures(name, column)
            value = metric.value(figures) if figures is not None else None
            return (value is None, -(value or 0.0))

        return sorted(self.categories, key=key)


def workloads_with_categories(results: Iterable[CellResult]) -> list[str]:
    """The workloads with per-category figures in any result, in the order the results name them."""
    return list(dict.fromkeys(r.workload for r in results if _has_categories(r)))


def build_grid(results: Sequence[CellResult], workload: str, pool: Sequence[CellResult] | None = None) -> CategoryGrid:
    """The grid of ``workload`` over ``results`` (one latest attempt per configuration); ``pool``:
    every record, for the baselines' repeats (default ``results``)."""
    cells = [r for r in results if r.workload == workload]
    # A cell that did not finish (crashed, hung, failed) is not a column: its figures are partial.
    measured = [r for r in cells if _has_categories(r) and r.status == CellStatus.OK]
    measured.sort(key=lambda r: r.algorithm != "none")  # stable: baselines first, then in order
    names = [r.run for r in measured]
    columns = tuple(
        GridColumn(safe_text(r.run, 80) + (f" ·{r.config_id[:6]}" if names.count(r.run) > 1 else ""), r)
        for r in measured
    )
    categories = tuple(dict.fromkeys(c for r in measured for c in r.categories))  # shown through safe_text
    left_out = tuple(
        f"{safe_text(r.run, 80)} ({safe_text(r.triage_label or r.status, 60)})" for r in cells if r not in measured
    )
    pool = list(results if pool is None else pool)
    bases = tuple(None if r.algorithm == "none" else baseline_record(r, pool) for r in measured)
    return CategoryGrid(workload, categories, columns, left_out, bases)


def cell_figures(result: CellResult) -> dict[str, Any]:
    """The whole cell in the names of a category's figures. Its tok/s is per request, as the
    categories' (output tokens over the summed latency of the requests), not the cell's wall-time
    throughput; its speedup and acceptance are the cell's own."""
    tokens = busy = 0.0
    for figures in result.categories.values():
        if not isinstance(figures, dict):
            continue
        n, tok_s = _number(figures, "output_tokens_total"), _number(figures, "tok_s")
        if n and tok_s:
            tokens += n
            busy += n / tok_s
    return {
        "requests_ok": result.requests_ok,
        "requests_failed": result.requests_failed,
        "output_tokens_total": result.output_tokens_total,
        "tok_s": round(tokens / busy, 3) if busy > 0 else None,
        "accept_length": result.accept_length,
        "accept_rate": result.accept_rate,
        "speedup": result.speedup,
        "ttft_ms_p50": result.ttft_ms_p50,
        "itl_ms_p50": result.itl_ms_p50,
        "e2e_ms_p50": result.e2e_ms_p50,
    }


def describe(grid: CategoryGrid, category: str, column: int) -> str:
    """Every figure of one grid cell, in one or two lines (the line under the table)."""
    if not grid.columns:
        return ""
    name = grid.columns[column].label
    figures = grid.figures(category, column)
    where = f"{ALL_LABEL if category == ALL else safe_text(category, 80)} · {name}"
    if figures is None:
        return f"{where}: not measured in this run"
    speedup = ratio_text(_number(figures, "speedup"), grid.speedup_interval(category, column), suffix="×", bounds=True)
    parts = [
        f"requests {_requests(figures)}",
        f"{_fmt(_number(figures, 'tok_s'), '.1f')} tok/s per request",
        f"speedup {speedup or '–'}",
        f"accept length {_fmt(_number(figures, 'accept_length'), '.2f')}{_why(figures)}",
        f"rate {_fmt(_number(figures, 'accept_rate'), '.2f')}",
        f"TTFT p50 {_fmt(_number(figures, 'ttft_ms_p50'), '.0f', ' ms')}",
        f"ITL p50 {_fmt(_number(figures, 'itl_ms_p50'), '.1f', ' ms')}",
        f"e2e p50 {_fmt(_number(figures, 'e2e_ms_p50'), '.0f', ' ms')}",
    ]
    whole = " (the whole cell: its own speedup and acceptance, as in Results)" if category == ALL else ""
    return f"{where}{whole}: " + " · ".join(parts)


def _why(figures: dict[str, Any]) -> str:
    """Why a category has no acceptance length, where the measurement said (`` (why)``)."""
    note = figures.get(CATEGORY_NOTE) if _number(figures, "accept_length") is None else None
    return f" ({safe_text(note, 120)})" if isinstance(note, str) and note else ""


def _has_categories(result: CellResult) -> bool:
    return isinstance(result.categories, dict) and bool(result.categories)


# ------------------------------------------------------------------------------------ speedup heatmap
@dataclass(frozen=True)
class SpeedupMatrix:
    """Speedup per prompt category (rows) and speculative configuration (columns: the ok, non-
    baseline cells of every workload with several categories), each with its interval over repeats
    (``None`` where that configuration did not measure the category)."""

    categories: tuple[str, ...]
    columns: tuple[str, ...]  # "run" or, with several workloads, "run · workload"
    cells: tuple[tuple[RatioInterval | None, ...], ...]  # [category][column]
    left_out: tuple[str, ...] = ()  # cells of these workloads that did not measure, and why

    @property
    def empty(self) -> bool:
        return not self.columns


def speedup_matrix(results: Sequence[CellResult], pool: Sequence[CellResult] | None = None) -> SpeedupMatrix:
    """The matrix over ``results`` (the latest attempt of each configuration, speedups set);
    ``pool``: every record, for the baselines' repeats (default ``results``)."""
    pool = list(results if pool is None else pool)
    grids = [build_grid(results, w, pool) for w in workloads_with_categories(results)]
    grids = [g for g in grids if len(g.categories) > 1]  # a packaged dataset is one category: its own row
    several = len(grids) > 1
    categories = tuple(dict.fromkeys(c for g in grids for c in g.categories))
    columns: list[str] = []
    cells: list[list[RatioInterval | None]] = [[] for _ in categories]
    left_out: list[str] = []
    for grid in grids:
        left_out += [f"{item} · {safe_text(grid.workload, 60)}" if several else item for item in grid.left_out]
        for index, column in enumerate(grid.columns):
            result = column.result
            if result.algorithm == "none":
                continue
            columns.append(f"{column.label} · {safe_text(grid.workload, 60)}" if several else column.label)
            for row, name in enumerate(categories):
                figures = grid.figures(name, index) if name in grid.categories else None
                speedup = _number(figures, "speedup") if figures else None
                cells[row].append(None if speedup is None else category_speedup(result, grid.bases[index], name, speedup))
    return SpeedupMatrix(categories, tuple(columns), tuple(tuple(row) for row in cells), tuple(left_out))


def category_speedup(result: CellResult, base: CellResult | None, name: str, speedup: float) -> RatioInterval:
    """One category's speedup over the same category of ``base``, with its Fieller interval when
    both have two repeats or more (the ratio of their mean tok/s), else ``speedup`` alone."""
    mine, theirs = _category_samples(result, name), _category_samples(base, name) if base else []
    interval = ratio_interval(mine, theirs) if len(mine) >= 2 and len(theirs) >= 2 else None
    if interval is not None and interval.ratio is not None:
        return interval
    return RatioInterval(speedup, None, None, max(1, len(mine)), max(1, len(theirs)))


def _category_samples(result: CellResult, name: str, figure: str = "tok_s") -> list[float]:
    """One category's ``figure`` in each repeat of ``result``."""
    out = []
    for repeat in result.repeats if isinstance(result.repeats, list) else []:
        figures = repeat.get("categories", {}).get(name) if isinstance(repeat, dict) else None
        value = _number(figures, figure) if isinstance(figures, dict) else None
        if value is not None:
            out.append(value)
    return out
