"""Repeats: a cell measured N times on the same server after one warm-up phase (``repeats = N``).

:class:`RepeatingMeasurer` wraps the cell measurer. The first repeat on a server runs the workload's
warm-up requests; the later ones do not. Each finished repeat is appended at once to ``repeats.jsonl``
beside the results (the results file's crash-safe store), so a sweep stopped after 2 of 3 repeats
resumes at repeat 3 (``--resume``). The cell's record then holds every repeat's figures, the cell's
figures as the means of its repeats (counts as totals) and, per sampled figure, the mean, standard
deviation and 95% Student-t interval over the repeats (``measure.intervals``). The speedup's interval
against the baseline's repeats is set with the speedup (``results.compute_speedups``).
"""

from __future__ import annotations

import copy
import dataclasses
import math
import statistics
from collections.abc import Iterable
from typing import Any

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell, cell_key
from specdec_tui.domain.record import SAMPLED_FIGURES, CellResult
from specdec_tui.domain.status import CellStatus
from specdec_tui.measure.acceptance import CATEGORY_NOTE
from specdec_tui.measure.intervals import Summary, summarize_figure
from specdec_tui.run.protocols import CellMeasurer, CellStop, Interrupts, ServerSession
from specdec_tui.run.results import ResultsStore

REPEATS_FILENAME = "repeats.jsonl"

# What a repeat records (CellResult field names). Counts add up over repeats; the rest are averaged.
REPEAT_COUNTS = ("requests_ok", "requests_failed", "output_tokens_total")
REPEAT_MEANS = (
    "output_tok_s", "decode_tok_s_per_request", "prompt_tokens_mean", "output_tokens_mean",
    "tokens_per_chunk_mean", "accept_length", "accept_rate", "server_accept_length",
    "ttft_ms_mean", "ttft_ms_p50", "ttft_ms_p99", "tpot_ms_mean", "tpot_ms_p50", "tpot_ms_p99",
    "itl_ms_mean", "itl_ms_p50", "itl_ms_p99", "e2e_ms_mean", "e2e_ms_p50", "e2e_ms_p99",
)  # fmt: skip
# Acceptance detail (measure/acceptance.py): counts and the histogram add up, the per-position rates
# and the step time are averaged, the sources are the last repeat's.
REPEAT_DETAIL_COUNTS = ("verify_steps", "accepted_draft_tokens", "proposed_draft_tokens")
REPEAT_DETAIL_KEPT = ("acceptance_source", "decode_step_ms_source")
# Per-category figures that add up (the others are averaged over the repeats that have the category).
_CATEGORY_COUNTS = ("requests_ok", "requests_failed", "output_tokens_total")


def is_repeat_journal(records: Iterable[CellResult]) -> bool:
    """Whether ``records`` are this module's per-repeat journal (``repeats.jsonl``) rather than a
    results file: every record one finished repeat (a single numbered ``repeats`` entry) and none
    with the cell's own figures, which only the combined record in the results file has."""
    records = list(records)
    return bool(records) and all(
        r.output_tok_s is None and r.duration_s is None and isinstance(r.repeats, list) and len(r.repeats) == 1
        and isinstance(r.repeats[0], dict) and isinstance(r.repeats[0].get("repeat"), int)
        for r in records
    )


def repeat_figures(result: CellResult, index: int) -> dict[str, Any]:
    """One repeat's figures: its number, counts, means/percentiles, GPU peak and per-category figures."""
    figures: dict[str, Any] = {"repeat": index}
    for name in (*REPEAT_COUNTS, *REPEAT_MEANS):
        figures[name] = getattr(result, name)
    figures["gpu_peak_mem_mib"] = result.gpu_peak_mem_mib
    for name in (*REPEAT_DETAIL_COUNTS, *REPEAT_DETAIL_KEPT, "decode_step_ms"):
        figures[name] = getattr(result, name)
    figures["accept_per_position"] = list(result.accept_per_position)
    figures["accept_histogram"] = list(result.accept_histogram)
    if result.categories:
        figures["categories"] = copy.deepcopy(result.categories)
    return figures


def interval_fields(summary: Summary) -> dict[str, Any]:
    """A :class:`~specdec_tui.measure.intervals.Summary` as the record keeps it."""
    return {
        "n": summary.n, "mean": _round(summary.mean), "std": _round(summary.std),
        "ci_low": _round(summary.ci_low), "ci_high": _round(summary.ci_high),
    }  # fmt: skip


def combine(result: CellResult, repeats: list[dict[str, Any]]) -> None:
    """The cell's figures from its repeats: ``repeats`` kept as they are, counts summed, every other
    figure the mean of the repeats that have it, the GPU peak the highest, the categories merged the
    same way; and the interval of each sampled figure."""
    result.repeats = [dict(r) for r in repeats]
    for name in REPEAT_COUNTS:
        setattr(result, name, sum(int(r.get(name) or 0) for r in repeats))
    for name in REPEAT_MEANS:
        setattr(result, name, _mean(r.get(name) for r in repeats))
    peaks: list[float] = [r["gpu_peak_mem_mib"] for r in repeats if _number(r.get("gpu_peak_mem_mib"))]
    result.gpu_peak_mem_mib = max(peaks) if peaks else None
    result.categories = _merge_categories([r.get("categories") or {} for r in repeats])
    for name in REPEAT_DETAIL_COUNTS:  # a total only where every repeat has the count
        counts = [r.get(name) for r in repeats]
        setattr(result, name, sum(counts) if all(isinstance(c, int) for c in counts) else None)
    for name in REPEAT_DETAIL_KEPT:
        setattr(result, name, repeats[-1].get(name) if repeats else None)
    result.decode_step_ms = _mean(r.get("decode_step_ms") for r in repeats)
    result.accept_per_position = _elementwise(repeats, "accept_per_position", average=True)
    result.accept_histogram = [int(v) for v in _elementwise(repeats, "accept_histogram", average=False)]
    result.intervals = {
        name: interval_fields(summarize_figure(name, (r.get(name) for r in repeats))) for name in SAMPLED_FIGURES
    }


class RepeatingMeasurer:
    """A :class:`~specdec_tui.run.protocols.CellMeasurer` that measures each cell
    ``workload.measurements`` times with ``inner`` on the server the session holds (a cell of one
    measurement goes straight to ``inner``)."""

    def __init__(self, inner: CellMeasurer, store: ResultsStore | None, *, sink: ev.EventSink, resume: bool) -> None:
        """``store``: where finished repeats are kept for a resume (None: nowhere); ``resume``: take
        the finished repeats of an interrupted cell from it."""
        self.inner = inner
        self.store = store
        self.resume = resume
        self._emit = sink
        self._write_warned = False

    async def measure(self, cell: Cell, result: CellResult, session: ServerSession, interrupts: Interrupts) -> None:
        count = cell.workload.measurements
        if count <= 1:
            await self.inner.measure(cell, result, session, interrupts)
            return
        key = cell_key(cell.run.name, cell.workload.name)
        done = self._finished(result) if self.resume else []
        if done:
            self._emit(ev.Notice("info", f"{key}: {len(done)} of {count} repeats kept from an earlier run"))
        template = copy.deepcopy(result)
        warmed = False
        last: CellResult | None = None
        warnings: list[str] = []  # every repeat's (a host overloaded during one repeat taints the cell)
        for index in range(len(done) + 1, count + 1):
            # One warm-up phase per server: the later repeats on it start measuring at once.
            workload = cell.workload if not warmed else dataclasses.replace(cell.workload, warmup_requests=0)
            attempt = copy.deepcopy(template)
            self._emit(ev.Notice("info", f"{key}: repeat {index} of {count}"))
            try:
                await self.inner.measure(Cell(cell.run, workload), attempt, session, interrupts)
            except CellStop as stop:
                _take(result, attempt, done)
                result.reasons.append(_finished_text(len(done), count))
                raise CellStop(
                    stop.status, stop.event, f"{stop.reason} (repeat {index} of {count})",
                    ends_run=stop.ends_run, learnable=stop.learnable,
                ) from stop  # fmt: skip
            warmed = True
            last = attempt
            warnings.extend(w for w in attempt.warnings if w not in warnings)
            figures = repeat_figures(attempt, index)
            if attempt.status == CellStatus.FAILED:  # requests failed: the cell failed, no more repeats
                _take(result, attempt, done, shown=[*done, figures])
                result.reasons = [f"repeat {index} of {count}: {reason}" for reason in attempt.reasons]
                result.reasons.append(_finished_text(len(done), count))
                return
            done.append(figures)
            self._keep(template, figures)
        combine(result, done)
        if last is not None:
            result.errors, result.host = list(last.errors), dict(last.host)
            result.workload_params = dict(last.workload_params)  # with a dataset's prompt lengths, read as it ran
            result.warnings = list(dict.fromkeys([*result.warnings, *warnings]))
            result.gpu_release_warning = last.gpu_release_warning or result.gpu_release_warning

    # ---------------------------------------------------------------------------- the store
    def _keep(self, template: CellResult, figures: dict[str, Any]) -> None:
        """Append one finished repeat (the cell's identity, attempt and series start with it)."""
        if self.store is None:
            return
        record = copy.deepcopy(template)
        record.status = CellStatus.OK
        record.repeats = [figures]
        try:
            self.store.append(record)
        except OSError as exc:
            if not self._write_warned:
                self._write_warned = True
                error = exc.strerror or str(exc) or type(exc).__name__
                self._emit(ev.Notice(
                    "warning", f"could not write {self.store.path} ({error}): a resume measures every repeat again"
                ))

    def _finished(self, result: CellResult) -> list[dict[str, Any]]:
        """The repeats an interrupted run finished for this cell: records of the same configuration
        and attempt, of the latest series (a series is one start of the cell, kept by its
        ``started_at``, which a resumed cell takes over so that a second resume continues it)."""
        if self.store is None:
            return []
        try:
            records = self.store.load()
        except OSError as exc:
            self._emit(ev.Notice("warning", f"could not read {self.store.path}: {exc}"))
            return []
        mine = [r for r in records if r.identity == result.identity and r.attempt == result.attempt]
        if not mine:
            return []
        series = mine[-1].started_at
        by_index: dict[int, dict[str, Any]] = {}
        for record in mine:
            if record.started_at != series:
                continue
            for figures in record.repeats:
                index = figures.get("repeat") if isinstance(figures, dict) else None
                if isinstance(index, int) and not isinstance(index, bool) and index >= 1:
                    by_index.setdefault(index, figures)
        done: list[dict[str, Any]] = []
        for index in sorted(by_index):
            if index != len(done) + 1:
                break  # only an unbroken run of repeats from the first
            done.append(by_index[index])
        if done:
            result.started_at = series
        return done


def _take(result: CellResult, attempt: CellResult, done: list[dict[str, Any]],
          shown: list[dict[str, Any]] | None = None) -> None:
    """The cell ends in ``attempt`` (a stop or a failure): its figures (partial: the views show them
    as such) and reasons, with the repeats that finished before it (``shown``: the repeats to keep in
    the record, ``done`` by default). Its request and token counts are those of the whole cell: the
    finished repeats' and the last one's (its requests ran too, and may have failed)."""
    keep = {"repeats", "attempt", "started_at"}
    for f in dataclasses.fields(CellResult):
        if f.name not in keep:
            setattr(result, f.name, getattr(attempt, f.name))
    result.repeats = [dict(r) for r in (done if shown is None else shown)]
    for name in REPEAT_COUNTS:
        setattr(result, name, int(getattr(attempt, name) or 0) + sum(int(r.get(name) or 0) for r in done))


def _finished_text(done: int, count: int) -> str:
    """How far the cell's repeats got, for its reasons."""
    return f"{done} of {count} repeats finished before it" if done else f"none of its {count} repeats finished"


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _mean(values: Iterable[Any]) -> float | None:
    numbers = [float(v) for v in values if _number(v)]
    return _round(statistics.fmean(numbers)) if numbers else None


def _round(value: float | None) -> float | None:
    return None if value is None or not math.isfinite(value) else round(value, 4)


def _elementwise(repeats: list[dict[str, Any]], name: str, *, average: bool) -> list[float]:
    """Lists of numbers (per position, per accepted count) summed or averaged position by position
    over the repeats that have them ([] when none has)."""
    lists = [r[name] for r in repeats if isinstance(r.get(name), list) and r[name]]
    if not lists:
        return []
    out: list[float] = []
    for i in range(max(len(values) for values in lists)):
        column = [float(values[i]) for values in lists if i < len(values) and _number(values[i])]
        total = sum(column)
        out.append(round(total / len(column), 4) if average and column else total)
    return out


def _merge_categories(per_repeat: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    names = list(dict.fromkeys(name for categories in per_repeat for name in categories))
    merged: dict[str, dict[str, Any]] = {}
    for name in names:
        figures = [c[name] for c in per_repeat if isinstance(c.get(name), dict)]
        keys = list(dict.fromkeys(k for f in figures for k in f))
        out: dict[str, Any] = {}
        for k in keys:
            values = [f.get(k) for f in figures]
            if k in _CATEGORY_COUNTS:
                out[k] = sum(int(v) for v in values if _number(v))
            elif any(_number(v) for v in values):
                out[k] = _mean(values)
            elif k == CATEGORY_NOTE:
                out[k] = next((v for v in values if isinstance(v, str) and v), None)
            else:
                out[k] = None  # speedup: set against the baseline's categories afterwards
        if out.get("accept_length") is not None or not out.get(CATEGORY_NOTE):
            out.pop(CATEGORY_NOTE, None)  # a length from some repeats needs no reason
        merged[name] = out
    return merged
