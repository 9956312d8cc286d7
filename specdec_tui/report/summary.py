"""The figures of one results row across its samples, and the speedup's interval against its baseline.

The samples of a configuration are its repeats: every ``repeats`` entry of its ok records, and an
ok record without repeats counts as one sample (so several attempts of one configuration in a
results folder are repeats too). The speedup's interval compares the cell's output tok/s samples
with those of the baseline row :func:`~specdec_tui.run.results.compute_speedups` divides by.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from specdec_tui.domain.record import SAMPLED_FIGURES, CellResult
from specdec_tui.domain.status import CellStatus
from specdec_tui.measure.intervals import (
    RatioInterval,
    Summary,
    interval_state,
    ratio_interval,
    ratio_text,
    summarize_figure,
)
from specdec_tui.run.results import ResultRow, baseline_record


def samples(records: Iterable[CellResult]) -> list[dict[str, Any]]:
    """The per-repeat figures of ok records: their ``repeats``, or the record itself as one sample."""
    out: list[dict[str, Any]] = []
    for record in records:
        if record.status != CellStatus.OK:
            continue
        repeats = [r for r in record.repeats if isinstance(r, dict)] if isinstance(record.repeats, list) else []
        if repeats:
            out.extend(repeats)
        else:
            out.append({name: getattr(record, name) for name in SAMPLED_FIGURES})
    return out


@dataclass(frozen=True)
class RowFigures:
    """Summaries of one row's figures, and its speedup with the interval (``None`` when not ok or
    without a baseline)."""

    n: int
    figures: dict[str, Summary] = field(default_factory=dict)
    speedup: RatioInterval | None = None

    def export_fields(self) -> dict[str, Any]:
        """Flat fields for CSV/JSON: ``n_samples``, ``<figure>_mean/_std/_ci_low/_ci_high``,
        ``speedup_mean/_ci_low/_ci_high/_significant`` and ``speedup_interval`` (``bounded``,
        ``unbounded``: no bounds, not significant, or ``none``: fewer than two samples a side) and
        ``speedup_text`` as the tables show it (the record's own fields, ``verify_step_cost`` among
        them, are exported beside these)."""
        fields: dict[str, Any] = {"n_samples": self.n}
        for name, summary in self.figures.items():
            fields[f"{name}_mean"] = summary.mean
            fields[f"{name}_std"] = summary.std
            fields[f"{name}_ci_low"] = summary.ci_low
            fields[f"{name}_ci_high"] = summary.ci_high
        s = self.speedup
        fields["speedup_mean"] = s.ratio if s else None
        fields["speedup_ci_low"] = s.ci_low if s else None
        fields["speedup_ci_high"] = s.ci_high if s else None
        fields["speedup_significant"] = s.significant if s else None
        fields["speedup_interval"] = interval_state(s)
        fields["speedup_text"] = ratio_text(s.ratio, s) if s else ""
        return fields


def row_figures(row: ResultRow, records: list[CellResult]) -> RowFigures:
    """The figures of ``row`` (its ok attempts' samples) and its speedup against the baseline row
    among ``records`` (every record of the folder)."""
    latest = row.latest
    own = samples(row.attempts)
    figures = {name: summarize_figure(name, (s.get(name) for s in own)) for name in SAMPLED_FIGURES}
    if latest.status != CellStatus.OK:
        return RowFigures(len(own), figures)
    base = baseline_record(latest, records)
    if base is None or base.identity == latest.identity:  # a baseline's own speedup is 1.0, no interval
        return RowFigures(len(own), figures)
    base_samples = samples(r for r in records if r.identity == base.identity)
    interval = ratio_interval((s.get("output_tok_s") for s in own), (s.get("output_tok_s") for s in base_samples))
    return RowFigures(len(own), figures, interval)


def figures_by_identity(rows: Iterable[ResultRow], records: list[CellResult]) -> dict[tuple[str, str, str], RowFigures]:
    """:func:`row_figures` of every row, keyed by the row's identity (run, workload, config digest)."""
    return {row.identity: row_figures(row, records) for row in rows}


def speedup_text(speedup: float | None, figures: RowFigures | None, *, suffix: str = "×") -> str:
    """The speedup of a row as every table shows it (:func:`~specdec_tui.measure.intervals.ratio_text`):
    ``3.52x ±0.06``, ``1.02x ±0.09 n.s.``, ``1.39x ±∞ n.s.`` (an unbounded interval), ``3.52x``
    without repeats, empty without a speedup."""
    if speedup is None:
        return ""
    return ratio_text(speedup, figures.speedup if figures else None, suffix=suffix)


def export_text(fmt: str, results: list[CellResult], records: list[CellResult]) -> str:
    """``results`` as ``md``, ``csv`` or ``json`` with the summaries over repeats: CSV and JSON gain the
    :meth:`RowFigures.export_fields`, Markdown's speedup column reads ``3.52x ±0.06``."""
    from specdec_tui.run.results import result_rows, to_csv, to_json, to_markdown

    rows = result_rows(records)
    by_identity = figures_by_identity(rows, records)
    if fmt == "csv":
        return to_csv(results, {k: f.export_fields() for k, f in by_identity.items()})
    if fmt == "json":
        return to_json(results, {k: f.export_fields() for k, f in by_identity.items()})
    texts = {r.identity: speedup_text(r.speedup, by_identity.get(r.identity), suffix="x") for r in results}
    return to_markdown(results, texts)
