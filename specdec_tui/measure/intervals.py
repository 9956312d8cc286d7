"""Summaries of repeated measurements: mean, standard deviation, a 95% Student-t interval, and an
interval for the ratio of two means (a speedup) by Fieller's theorem.

The quantiles come from ``scipy.stats.t``; nothing here is a hand-written table. A speedup's
interval needs at least two samples on each side (the cell and its baseline); with fewer it is
``None`` and the view says nothing about significance rather than guess. With two or more but a
baseline not distinguishable from zero the Fieller set is unbounded: the ratio is then shown as
``1.39x ±∞ n.s.``, never as a bare figure.

A figure that cannot be negative (tok/s, a latency, a speedup) has its interval's lower bound
clipped at its floor (``FLOORS``: zero, one for an acceptance length), so no view shows -2000 tok/s.

The texts every front end shows (TUI, headless, Markdown, CSV, HTML) are made here too, so an
interval reads the same wherever it appears.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

CONFIDENCE = 0.95
# The least value a figure can take (SAMPLED_FIGURES' names; anything else: zero). An acceptance
# length counts the bonus token, so it is at least one.
FLOORS = {"accept_length": 1.0}
UNBOUNDED = "unbounded"  # the CSV's speedup_interval for a Fieller set with no bounds


@dataclass(frozen=True)
class Summary:
    """``n`` finite samples: their mean, sample standard deviation (n-1) and a two-sided Student-t
    interval for the mean (``None`` bounds with fewer than two samples)."""

    n: int
    mean: float | None
    std: float | None
    ci_low: float | None
    ci_high: float | None

    @property
    def half_width(self) -> float | None:
        if self.ci_low is None or self.ci_high is None:
            return None
        return (self.ci_high - self.ci_low) / 2


def _finite(values: Iterable[float | None]) -> list[float]:
    out: list[float] = []
    for value in values:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        if math.isfinite(value):
            out.append(float(value))
    return out


def t_quantile(df: float, confidence: float = CONFIDENCE) -> float:
    """The two-sided Student-t critical value for ``df`` degrees of freedom."""
    # Imported on first use: scipy.stats costs ~0.8 s to import, paid by every process that imports the
    # results code (the controller, each `specdec job`) while most never compute an interval.
    from scipy import stats

    return float(stats.t.ppf(0.5 + confidence / 2, df))


def floor_of(figure: str) -> float:
    """The least value ``figure`` can take (0.0 but for an acceptance length)."""
    return FLOORS.get(figure, 0.0)


def summarize(
    values: Iterable[float | None], confidence: float = CONFIDENCE, *, floor: float | None = None
) -> Summary:
    """Mean, standard deviation and the Student-t interval of the mean; non-numbers are left out.
    ``floor``: the least value the quantity can take; the interval's lower bound is clipped there
    (the interval still holds every value it held that the quantity can take)."""
    samples = _finite(values)
    n = len(samples)
    if n == 0:
        return Summary(0, None, None, None, None)
    mean = statistics.fmean(samples)
    if n == 1:
        return Summary(1, mean, None, None, None)
    std = statistics.stdev(samples)
    half = t_quantile(n - 1, confidence) * std / math.sqrt(n)
    low = mean - half if floor is None else max(floor, mean - half)
    return Summary(n, mean, std, low, mean + half)


def summarize_figure(figure: str, values: Iterable[float | None]) -> Summary:
    """:func:`summarize` of one of the record's figures, its interval clipped at the figure's floor."""
    return summarize(values, floor=floor_of(figure))


@dataclass(frozen=True)
class RatioInterval:
    """The ratio of two means and its Fieller interval. ``ci_low``/``ci_high`` are ``None`` when
    either side has fewer than two samples, or when the baseline's mean is not distinguishable from
    zero (the Fieller set is then unbounded)."""

    ratio: float | None
    ci_low: float | None
    ci_high: float | None
    n: int  # samples of the cell
    n_base: int  # samples of the baseline
    df: float | None = None
    unbounded: bool = False  # two samples or more a side, but the Fieller set has no bounds

    @classmethod
    def from_fields(cls, fields: Any) -> RatioInterval | None:
        """The interval as a record keeps it (``intervals["speedup"]``: n, n_base, mean, ci_low,
        ci_high); None when it is not one. A record without ``unbounded`` (written before it was)
        is unbounded when it has two samples a side and no bounds."""
        if not isinstance(fields, Mapping):
            return None
        ratio, low, high = (_number_or_none(fields.get(k)) for k in ("mean", "ci_low", "ci_high"))
        n, n_base = fields.get("n"), fields.get("n_base")
        n = n if isinstance(n, int) and not isinstance(n, bool) else 0
        n_base = n_base if isinstance(n_base, int) and not isinstance(n_base, bool) else 0
        if low is None or high is None:
            low = high = None
        unbounded = fields.get("unbounded")
        if not isinstance(unbounded, bool):
            unbounded = ratio is not None and low is None and n >= 2 and n_base >= 2
        return cls(ratio, low, high, n, n_base, None, unbounded)

    def fields(self) -> dict[str, Any]:
        """The interval as a record keeps it (rounded to four places)."""
        return {
            "n": self.n, "n_base": self.n_base, "mean": _round4(self.ratio),
            "ci_low": _round4(self.ci_low), "ci_high": _round4(self.ci_high),
            "significant": self.significant, "unbounded": self.unbounded,
        }  # fmt: skip

    @property
    def half_width(self) -> float | None:
        if self.ci_low is None or self.ci_high is None:
            return None
        return (self.ci_high - self.ci_low) / 2

    @property
    def significant(self) -> bool | None:
        """Whether the interval excludes 1.0: never for an unbounded one; ``None`` when there is no
        interval (fewer than two samples a side)."""
        if self.unbounded:
            return False
        if self.ci_low is None or self.ci_high is None:
            return None
        return not (self.ci_low <= 1.0 <= self.ci_high)


def ratio_interval(
    cell: Iterable[float | None], baseline: Iterable[float | None], confidence: float = CONFIDENCE
) -> RatioInterval:
    """Speedup = mean(cell) / mean(baseline), with a Fieller interval for independent samples.

    Fieller's set is every θ with (ā - θ·b̄)² ≤ t²·(s²ₐ/nₐ + θ²·s²_b/n_b): a quadratic in θ, exact
    for normal means and asymmetric as a ratio should be. The degrees of freedom are Welch-
    Satterthwaite's for the variance of ā - R·b̄ (the two sides may differ in spread and count)."""
    a_samples, b_samples = _finite(cell), _finite(baseline)
    na, nb = len(a_samples), len(b_samples)
    if na == 0 or nb == 0:
        return RatioInterval(None, None, None, na, nb)
    a, b = statistics.fmean(a_samples), statistics.fmean(b_samples)
    if b == 0:
        return RatioInterval(None, None, None, na, nb)
    ratio = a / b
    if na < 2 or nb < 2:
        return RatioInterval(ratio, None, None, na, nb)
    va = statistics.variance(a_samples) / na
    vb = statistics.variance(b_samples) / nb
    spread = va + ratio * ratio * vb
    if spread == 0:  # every repeat identical on both sides: the ratio is exact
        return RatioInterval(ratio, ratio, ratio, na, nb, float(na + nb - 2))
    df = spread**2 / (va**2 / (na - 1) + (ratio * ratio * vb) ** 2 / (nb - 1))
    t = t_quantile(df, confidence)
    t2 = t * t
    denominator = b * b - t2 * vb
    if denominator <= 0:  # the baseline's mean is not distinguishable from zero: no bounded interval
        return RatioInterval(ratio, None, None, na, nb, df, unbounded=True)
    root = math.sqrt(max(0.0, a * a * vb + b * b * va - t2 * va * vb))
    low, high = (a * b - t * root) / denominator, (a * b + t * root) / denominator
    # A ratio of two throughputs is never negative: the lower bound is clipped at zero.
    return RatioInterval(ratio, max(0.0, min(low, high)), max(low, high), na, nb, df)


# ------------------------------------------------------------------------------------ the texts
def _number_or_none(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _round4(value: float | None) -> float | None:
    return None if value is None or not math.isfinite(value) else round(value, 4)


def _fixed(value: float, digits: int) -> str:
    text = f"{value:.{digits}f}"
    return "0" + text[2:] if text.startswith("-0") and not text.strip("-0.") else text  # never "-0.0"


def spread_text(mean: float | None, low: float | None, high: float | None, digits: int = 1, *,
                floor: float = 0.0) -> str:
    """A figure's 95% interval after its mean: `` ±3.1`` (half its width), or `` +3.1/-2.0`` when
    the lower bound sits at the floor (clipped there: the figure cannot be lower). Empty without an
    interval. An interval recorded before clipping is clipped here."""
    mean, low, high = _number_or_none(mean), _number_or_none(low), _number_or_none(high)
    if mean is None or low is None or high is None:
        return ""
    low = max(low, floor)
    up, down = _fixed(high - mean, digits), _fixed(mean - low, digits)
    return f" ±{up}" if up == down else f" +{up}/-{down}"


def ratio_text(ratio: float | None, interval: RatioInterval | None, *, suffix: str = "x", digits: int = 2,
               bounds: bool = False) -> str:
    """A speedup as every view shows it: ``1.52x ±0.06`` (half the interval's width), ``1.02x ±0.09
    n.s.`` when the interval holds 1.0, ``1.39x ±∞ n.s.`` when it is unbounded, ``1.52x`` with no
    interval (fewer than two samples a side); empty without a ratio. With repeats the figure is the
    ratio of the means. ``bounds``: the interval itself follows, `` (1.48-1.56)`` or
    `` (unbounded)``."""
    if interval is not None and interval.ratio is not None and (interval.unbounded or interval.ci_low is not None):
        ratio = interval.ratio
    ratio = _number_or_none(ratio)
    if ratio is None:
        return ""
    text = f"{ratio:.{digits}f}{suffix}"
    if interval is None:
        return text
    if interval.unbounded:
        return text + " ±∞" + (f" ({UNBOUNDED})" if bounds else "") + " n.s."
    if interval.ci_low is None or interval.ci_high is None:
        return text
    low = max(0.0, interval.ci_low)
    text += f" ±{(interval.ci_high - low) / 2:.{digits}f}"
    if bounds:
        text += f" ({low:.{digits}f}-{interval.ci_high:.{digits}f})"
    return text + (" n.s." if interval.significant is False else "")


def interval_state(interval: RatioInterval | None) -> str:
    """What the CSV's ``speedup_interval`` says: ``bounded``, ``unbounded``, or ``none`` (fewer than
    two samples on a side, or no speedup)."""
    if interval is None or interval.ratio is None:
        return "none"
    if interval.unbounded:
        return UNBOUNDED
    return "bounded" if interval.ci_low is not None else "none"
