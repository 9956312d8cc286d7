"""Summaries of repeated measurements: mean, standard deviation, a 95% Student-t interval, and an
interval for the ratio of two means (a speedup) by Fieller's theorem.

The quantiles come from ``scipy.stats.t``; nothing here is a hand-written table. A speedup's
interval needs at least two samples on each side (the cell and its baseline); with fewer it is
``None`` and the view says nothing about significance rather than guess.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable
from dataclasses import dataclass

CONFIDENCE = 0.95


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


def summarize(values: Iterable[float | None], confidence: float = CONFIDENCE) -> Summary:
    """Mean, standard deviation and the Student-t interval of the mean; non-numbers are left out."""
    samples = _finite(values)
    n = len(samples)
    if n == 0:
        return Summary(0, None, None, None, None)
    mean = statistics.fmean(samples)
    if n == 1:
        return Summary(1, mean, None, None, None)
    std = statistics.stdev(samples)
    half = t_quantile(n - 1, confidence) * std / math.sqrt(n)
    return Summary(n, mean, std, mean - half, mean + half)


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

    @property
    def half_width(self) -> float | None:
        if self.ci_low is None or self.ci_high is None:
            return None
        return (self.ci_high - self.ci_low) / 2

    @property
    def significant(self) -> bool | None:
        """Whether the interval excludes 1.0 (``None`` when there is no interval)."""
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
        return RatioInterval(ratio, None, None, na, nb, df)
    root = math.sqrt(max(0.0, a * a * vb + b * b * va - t2 * va * vb))
    low, high = (a * b - t * root) / denominator, (a * b + t * root) / denominator
    return RatioInterval(ratio, min(low, high), max(low, high), na, nb, df)
