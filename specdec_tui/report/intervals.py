"""The interval statistics the report's readers use: re-exported from their one home,
:mod:`specdec_tui.measure.intervals` (the run layer records a repeated cell's intervals with them, and
sits below the report)."""

from __future__ import annotations

from specdec_tui.measure.intervals import (
    CONFIDENCE,
    RatioInterval,
    Summary,
    ratio_interval,
    summarize,
    t_quantile,
)

__all__ = ["CONFIDENCE", "RatioInterval", "Summary", "ratio_interval", "summarize", "t_quantile"]
