"""The interval statistics the report's readers use: re-exported from their one home,
:mod:`specdec_tui.measure.intervals` (the run layer records a repeated cell's intervals with them, and
sits below the report)."""

from __future__ import annotations

from specdec_tui.measure.intervals import (
    CONFIDENCE,
    FLOORS,
    UNBOUNDED,
    RatioInterval,
    Summary,
    floor_of,
    interval_state,
    ratio_interval,
    ratio_text,
    spread_text,
    summarize,
    summarize_figure,
    t_quantile,
)

__all__ = [
    "CONFIDENCE", "FLOORS", "UNBOUNDED", "RatioInterval", "Summary", "floor_of", "interval_state", "ratio_interval",
    "ratio_text", "spread_text", "summarize", "summarize_figure", "t_quantile",
]
