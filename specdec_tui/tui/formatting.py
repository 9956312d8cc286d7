"""Plain-text formatting shared by the panes: numbers, durations, parameters, sizes."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich.style import Style

# Its home is triage.lines (the headless printer shows it too); the panes import it from here.
from specdec_tui.triage.lines import line_core as line_core

# Speculative parameters worth a column, in display order, with short names for narrow terminals.
PARAM_ABBREVIATIONS = {
    "budget": "b",
    "num_steps": "steps",
    "topk": "topk",
    "num_draft_tokens": "draft",
    "block_size": "block",
    "draft_min": "dmin",
    "draft_p_min": "pmin",
    "ngram_min": "ngmin",
    "ngram_max": "ngmax",
}


def fmt_float(value: float | None, spec: str = ".1f", suffix: str = "") -> str:
    return "–" if value is None else f"{value:{spec}}{suffix}"


def fmt_duration(seconds: float | None) -> str:
    """``42s``, ``3:07``, ``1:02:03``; a dash when unknown."""
    if seconds is None or seconds < 0:
        return "–"
    total = round(seconds)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    if minutes:
        return f"{minutes}:{secs:02d}"
    return f"{secs}s"


def fmt_mib(mib: float | None) -> str:
    if mib is None:
        return "N/A"
    if mib >= 1024:
        return f"{mib / 1024:.1f} GiB"
    return f"{mib:.0f} MiB"


def fmt_params(params: Iterable[tuple[str, Any]]) -> str:
    """The speculative parameters of a cell in one short string: ``ddtree b=8`` or ``eagle3 steps=3 topk=1``."""
    values = dict(params)
    algorithm = str(values.pop("algorithm", "none"))
    parts = [algorithm]
    for name, short in PARAM_ABBREVIATIONS.items():
        if name in values and values[name] is not None:
            parts.append(f"{short}={values[name]}")
    return " ".join(parts)


def foreground_only(style: Style) -> Style:
    """A component style without its background, for table cells: the row and cursor keep theirs."""
    return Style(
        color=style.color,
        bold=style.bold,
        dim=style.dim,
        italic=style.italic,
        underline=style.underline,
        strike=style.strike,
        reverse=style.reverse,
    )
