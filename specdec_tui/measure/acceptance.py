"""Acceptance in detail: one definition for every server, per-position rates, the histogram of
accepted drafts per verify step, and what a speculative step costs next to an autoregressive one.

The definition (DESIGN.md §10): a *verify step* is a target forward that checked a draft; the
**acceptance length** is the accepted draft tokens per verify step plus the bonus token, at most
``num_draft_tokens + 1``. The figures of a cell come from one of four sources, recorded as
``acceptance_source``:

- ``per-request``: the statistics each response carries (vLLM ``metrics.speculative_decoding`` with
  ``--per-request-spec-decode-metrics``, SGLang ``meta_info.spec_*``, llama-server ``timings``);
- ``counters``: the deltas of the server's cumulative Prometheus counters over the measured requests
  (vLLM and llama-server ``spec_decode_num_{drafts,draft_tokens,accepted_tokens}`` and the per-position
  ``spec_decode_num_accepted_tokens_per_pos``);
- ``log``: the server's own logged figure, when nothing else said;
- ``sim``: the embedded simulator's figures (whatever channel carried them, they are simulated).

**Per-position rate** at draft position ``i`` (0-based): the share of verify steps that accepted the
draft token at ``i`` (vLLM's ``accepted_per_pos[i] / num_drafts``). Acceptance is a prefix (a token
counts only when every earlier one was accepted), so the rates fall with ``i`` and add up to the mean
accepted drafts per step, ``accept_length - 1``. **Histogram**: index ``j`` holds the verify steps that
accepted exactly ``j`` drafts. Each determines the other: ``rate[i] = sum(hist[j] for j > i) / steps``,
and ``hist[j] = at[j - 1] - at[j]`` from the per-position counts ``at`` (``at[-1]`` = steps).

**Per category** (``category_lengths``): the same definition over a category's own requests; where
they report no verify steps (llama-server), the steps are bounded from their counts, their log lines
and the counters over the cell, and a category whose steps stay open gets a reason instead.

**Step cost**: one speculative step (drafting plus the verify forward) over one autoregressive step.
At batch 1 the decode speedup is ``accept_length / step cost``, which is how acceptance can go up
while the speedup goes down: a larger draft accepts more and costs more per step. A cell's
``decode_step_ms`` is timed by the server where it reports its decode time (``server``: the server's
decode interval over the steps it took, ``output tokens - 1 - accepted drafts``), else derived from
our TPOT (``derived``: ``accept_length x TPOT``; a baseline's step is its TPOT). The cost divides a
cell's step by its baseline's; it is ``server`` only when both steps are.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from specdec_tui.backends.common import (
    NUM_ACCEPTED_TOKENS,
    NUM_DRAFT_TOKENS,
    NUM_DRAFTS,
    position_counts,
    spec_stats_from_counters,
)
from specdec_tui.measure.loadgen import RequestSample

PER_REQUEST = "per-request"
COUNTERS = "counters"
LOG = "log"
SIM = "sim"
SOURCES = (PER_REQUEST, COUNTERS, LOG, SIM)

SERVER_TIMED = "server"
DERIVED = "derived"


@dataclass
class AcceptanceDetail:
    """Per-position rates and the histogram of one cell, with the counts behind them."""

    source: str
    verify_steps: int | None = None
    accepted_draft_tokens: int | None = None
    proposed_draft_tokens: int | None = None
    per_position: list[float] = field(default_factory=list)
    histogram: list[int] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # why a figure is partial (e.g. a trimmed scrape)


# ---------------------------------------------------------------------------------- the relations
def rates_from_histogram(histogram: Sequence[int]) -> list[float]:
    """Per-position rates from a histogram of accepted drafts per step (index j = exactly j)."""
    steps = sum(histogram)
    if steps <= 0:
        return []
    rates: list[float] = []
    at_least = steps
    for count in histogram[:-1]:
        at_least -= count  # steps that accepted more than this position's index
        rates.append(at_least / steps)
    return rates


def histogram_from_positions(steps: int, at: Sequence[int]) -> list[int] | None:
    """The histogram from per-position accepted counts (``at[i]`` = steps that accepted position i)
    and the step count; None when the counts are not a prefix law (a count rising with the position,
    or more than the steps), which no server's counters can give."""
    previous = steps
    histogram: list[int] = []
    for count in at:
        if count > previous or count < 0:
            return None
        histogram.append(previous - count)
        previous = count
    histogram.append(previous)
    return histogram


def add_histograms(histograms: Iterable[Sequence[int]]) -> list[int]:
    total: list[int] = []
    for histogram in histograms:
        if len(histogram) > len(total):
            total.extend([0] * (len(histogram) - len(total)))
        for j, count in enumerate(histogram):
            total[j] += count
    return total


# ---------------------------------------------------------------------------------- the sources
def from_requests(samples: Iterable[RequestSample], source: str = PER_REQUEST) -> AcceptanceDetail | None:
    """The detail of the requests that report a histogram (vLLM, SGLang, the sim); None when none does."""
    reporting = [s for s in samples if s.ok and s.spec is not None and s.spec.accept_histogram]
    histogram = _trim(add_histograms(s.spec.accept_histogram or [] for s in reporting if s.spec is not None))
    if not histogram or sum(histogram) <= 0:
        return None
    proposed = [s.spec.proposed_draft_tokens if s.spec is not None else None for s in reporting]
    return AcceptanceDetail(
        source=source,
        verify_steps=sum(histogram),
        accepted_draft_tokens=sum(j * count for j, count in enumerate(histogram)),
        proposed_draft_tokens=None if None in proposed else sum(p or 0 for p in proposed),
        per_position=[round(r, 4) for r in rates_from_histogram(histogram)],
        histogram=histogram,
    )


def from_counters(
    before: Mapping[str, float] | None, after: Mapping[str, float] | None, source: str = COUNTERS
) -> AcceptanceDetail | None:
    """The detail from two scrapes of the server's counters: per-position rates from the
    per-position counter deltas over the drafts delta, and the histogram when every position that
    accepted a token was exported (the per-position deltas add up to the accepted delta)."""
    if not before or not after:
        return None

    def delta(key: str, default: float | None = None) -> float | None:
        low = before.get(key, default)
        high = after.get(key)
        if low is None or high is None or high < low:
            return None
        return high - low

    drafts = delta(NUM_DRAFTS)
    accepted = delta(NUM_ACCEPTED_TOKENS)
    if not drafts or accepted is None:
        return None
    proposed = delta(NUM_DRAFT_TOKENS)
    # A position the server had not exported yet (llama-server adds them with the first draft) was 0.
    fresh = not before.get(NUM_DRAFTS)
    low_at, high_at = position_counts(before), position_counts(after)
    counts: list[int] = []
    for position in range(len(high_at)):
        if position not in high_at or (position not in low_at and not fresh):
            break
        value = high_at[position] - low_at.get(position, 0.0)
        if value < 0:
            return None  # a counter went down: the server restarted in between
        counts.append(round(value))
    detail = AcceptanceDetail(
        source=source,
        verify_steps=round(drafts),
        accepted_draft_tokens=round(accepted),
        proposed_draft_tokens=None if proposed is None else round(proposed),
    )
    counts = _trim(counts)
    if not counts:
        return detail
    detail.per_position = [round(c / drafts, 4) for c in counts]
    missing = round(accepted) - sum(counts)
    if missing == 0:
        histogram = histogram_from_positions(round(drafts), counts)
        detail.histogram = histogram or []
    elif missing > 0:
        detail.notes.append(
            f"per-position counters cover positions 0-{len(counts) - 1} only ({missing} accepted tokens at "
            "later positions were not exported): no histogram"
        )
    else:
        detail.notes.append("per-position counters add up to more than the accepted tokens: no histogram")
    return detail


def _trim(values: list[Any]) -> list[Any]:
    """Without trailing zero entries (positions never reached by a draft)."""
    end = len(values)
    while end and not values[end - 1]:
        end -= 1
    return values[:end]


# ---------------------------------------------------------------------------------- the cell's choice
@dataclass
class CellAcceptance:
    """What a cell records about acceptance (the ``CellResult`` fields of the same names)."""

    accept_length: float | None = None
    accept_rate: float | None = None
    acceptance_source: str | None = None
    server_accept_length: float | None = None
    detail: AcceptanceDetail | None = None

    def apply_to(self, result: Any) -> None:
        result.accept_length = self.accept_length
        result.accept_rate = self.accept_rate
        result.acceptance_source = self.acceptance_source
        result.server_accept_length = self.server_accept_length
        detail = self.detail
        result.accept_per_position = list(detail.per_position) if detail else []
        result.accept_histogram = list(detail.histogram) if detail else []
        result.verify_steps = detail.verify_steps if detail else None
        result.accepted_draft_tokens = detail.accepted_draft_tokens if detail else None
        result.proposed_draft_tokens = detail.proposed_draft_tokens if detail else None


def choose(
    samples: Sequence[RequestSample],
    requests_length: float | None,
    requests_rate: float | None,
    counters: tuple[Mapping[str, float] | None, Mapping[str, float] | None],
    server_figure: float | None,
    *,
    simulated: bool = False,
) -> CellAcceptance:
    """The cell's acceptance: the counter deltas over the measured requests when the server has
    them (they cover every step, whatever the requests report), else the requests' own statistics,
    else the server's logged figure. Per-position rates and the histogram come from the same source
    where it has them, else from the other one. A simulated server's figures are ``sim`` whatever
    carried them."""
    counted = spec_stats_from_counters(*counters)
    by_counters = from_counters(*counters)
    by_requests = from_requests(samples)
    out = CellAcceptance(server_accept_length=None if server_figure is None else round(server_figure, 4))
    if counted is not None and counted.accept_length is not None:
        out.accept_length = round(counted.accept_length, 4)
        out.accept_rate = None if counted.accept_rate is None else round(counted.accept_rate, 4)
        if out.accept_rate is None:
            out.accept_rate = requests_rate
        out.acceptance_source = COUNTERS
        out.detail = _richer(by_counters, by_requests)
    elif requests_length is not None:
        out.accept_length, out.accept_rate = requests_length, requests_rate
        out.acceptance_source = PER_REQUEST
        out.detail = _richer(by_requests, by_counters)
    elif server_figure is not None:
        out.accept_length, out.accept_rate = out.server_accept_length, requests_rate
        out.acceptance_source = LOG
        out.detail = _richer(by_requests, by_counters)
    else:
        out.detail = _richer(by_requests, by_counters)
    if simulated and out.acceptance_source is not None:
        out.acceptance_source = SIM
        if out.detail is not None:
            out.detail.source = SIM
    return out


def _richer(first: AcceptanceDetail | None, second: AcceptanceDetail | None) -> AcceptanceDetail | None:
    """``first`` unless ``second`` has per-position data that ``first`` lacks."""
    if first is None or (not first.per_position and second is not None and second.per_position):
        return second
    return first


# ---------------------------------------------------------------------------------- per category
CATEGORY_NOTE = "accept_length_note"  # a category figure: why its accept_length is not known
NO_COUNTERS = "the server reports no verify steps per request and its counters were not read"


def step_bounds(sample: RequestSample) -> tuple[int, int] | None:
    """(fewest, most) verify steps of one ok request from what it reported: its own count where it
    has one (vLLM, SGLang, the sim); from drafted and accepted tokens alone (llama-server's
    ``timings``), none without a drafted token, else at least one and at most its decode steps (each
    step after the first token yields one token plus the drafts it accepted: ``output tokens - 1 -
    accepted``) and its drafted tokens (a step checks one or more). Not every decode step checks a
    draft: llama-server drafts nothing when one token is left to the length limit, and an n-gram
    drafter nothing without a match. A request that reports no statistics counts as one that drafted
    nothing (llama-server leaves ``draft_n`` out then); the counter check in ``category_lengths``
    catches a request that drafted unreported. None when the counts contradict the output."""
    spec = sample.spec
    if spec is not None and spec.verify_steps:
        return spec.verify_steps, spec.verify_steps
    accepted, proposed = _draft_counts(sample)
    if not proposed:
        return (0, 0) if not accepted else None
    steps = min(sample.output_tokens - 1 - accepted, proposed)
    return (1, steps) if steps >= 1 else None


def logged_step_bounds(accepted: int, proposed: int, mean_len: float | None) -> tuple[int, int]:
    """(fewest, most) verify steps behind one request's logged ``mean len`` (llama-server prints
    ``1 + accepted / steps`` with two decimals, so the true figure is within 0.005 of it)."""
    if accepted <= 0 or mean_len is None or not math.isfinite(mean_len):
        return 1, proposed
    high, low = mean_len + 0.005 + 1e-9, mean_len - 0.005 - 1e-9
    most = math.floor(accepted / (low - 1.0)) if low > 1.0 else proposed
    return max(1, math.ceil(accepted / (high - 1.0))), min(proposed, most)


def category_lengths(
    samples: Sequence[RequestSample],
    counters: tuple[Mapping[str, float] | None, Mapping[str, float] | None],
    logged: Sequence[Mapping[str, float | None]] = (),
) -> dict[str, tuple[float | None, str | None]]:
    """Each category's acceptance length from its own requests, where their verify steps are known,
    as ``{category: (length, None)}``, else ``(None, why)``.

    A request that reports its verify steps gives them. One that reports only drafted and accepted
    tokens (llama-server) has its steps between ``step_bounds``, narrowed by the server's own log
    line for it (``logged``: one figure per request, told apart by its accepted and drafted counts;
    ``logged_step_bounds``). The counter deltas over the same requests give the cell's total (their
    accepted and drafted deltas must equal the requests' own sums, so they count exactly these
    requests). A category's steps are then known when the bounds leave them one value: ``max(its
    fewest, total - the others' most)`` equals ``min(its most, total - the others' fewest)``; that
    fails only where steps of several categories could be either's (an n-gram drafter's low
    acceptance, whose two-decimal mean length leaves its steps open, with no log line to tell)."""
    # (category, fewest and most verify steps, accepted, drafted) of each ok request
    ok = [s for s in samples if s.ok]
    by_log = _by_log(ok, logged)
    rows = [(s.category, _narrow(step_bounds(s), by_log.get(_draft_counts(s))), *_draft_counts(s)) for s in ok]
    names = list(dict.fromkeys(category for category, *_ in rows if category is not None))
    out: dict[str, tuple[float | None, str | None]] = {}
    total, why = _counted_steps(counters, sum(row[2] for row in rows), sum(row[3] for row in rows))
    undrafted = {name for name in names if not any(drafted for c, _, _, drafted in rows if c == name)}
    for name in undrafted:
        # A request without draft counts drafted nothing (llama-server), unless the counters say the
        # requests drafted more than they reported (a server that reports no counts per request).
        out[name] = (None, "its requests drafted nothing" if why in (None, NO_COUNTERS) else why)
    if len(undrafted) == len(names):
        return out
    every = [bounds for _, bounds, _, _ in rows]
    if why is None and any(bounds is None for bounds in every):
        why = "a request's draft counts contradict its output tokens"
    elif why is None and total is not None and not _sum(every, 0) <= total <= _sum(every, 1):
        why = f"the server counted {total} verify steps where the requests took {_sum(every, 0)}-{_sum(every, 1)}"
    for name in (n for n in names if n not in undrafted):
        mine = [bounds for c, bounds, _, _ in rows if c == name]
        others = [bounds for c, bounds, _, _ in rows if c != name]
        if all(b is not None and b[0] == b[1] for b in mine):  # each request's steps are known
            steps: int | None = _sum(mine, 0)
        elif why is not None or total is None:
            out[name] = (None, why)
            continue
        else:
            low = max(_sum(mine, 0), total - _sum(others, 1))
            high = min(_sum(mine, 1), total - _sum(others, 0))
            steps = low if low == high else None
            if steps is None:
                out[name] = (None, f"its requests took {low}-{high} verify steps; the counts cannot tell how many")
                continue
        taken = sum(accepted for c, _, accepted, _ in rows if c == name)
        out[name] = (round(1.0 + taken / steps, 4), None) if steps else (None, "no verify step")
    return out


def _by_log(
    samples: Sequence[RequestSample], logged: Sequence[Mapping[str, float | None]]
) -> dict[tuple[int, int], tuple[int, int]]:
    """(accepted, drafted) -> the fewest and most steps the log lines with those counts allow, where
    there is one line for each request with them (so each request's own line is among them)."""
    lines: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for figure in logged:
        accepted, drafted = figure.get("accepted_draft_tokens"), figure.get("draft_tokens")
        if accepted is None or not drafted:
            continue
        pair = (round(accepted), round(drafted))
        lines.setdefault(pair, []).append(logged_step_bounds(*pair, figure.get("accept_length")))
    wanted: dict[tuple[int, int], int] = {}
    for sample in samples:
        wanted[_draft_counts(sample)] = wanted.get(_draft_counts(sample), 0) + 1
    return {
        pair: (min(b[0] for b in found), max(b[1] for b in found))
        for pair, found in lines.items() if wanted.get(pair) == len(found)
    }  # fmt: skip


def _narrow(bounds: tuple[int, int] | None, logged: tuple[int, int] | None) -> tuple[int, int] | None:
    """``bounds`` within the log's, where they overlap (a log that contradicts them is not used)."""
    if bounds is None or logged is None or bounds[0] == bounds[1]:
        return bounds
    low, high = max(bounds[0], logged[0]), min(bounds[1], logged[1])
    return (low, high) if low <= high else bounds


def _draft_counts(sample: RequestSample) -> tuple[int, int]:
    """(accepted, drafted) tokens of one request; (0, 0) where it reports none."""
    spec = sample.spec
    return (spec.accepted_draft_tokens or 0, spec.proposed_draft_tokens or 0) if spec is not None else (0, 0)


def _sum(bounds: Iterable[tuple[int, int] | None], end: int) -> int:
    """The fewest (``end`` 0) or most (1) steps of several requests together."""
    return sum(b[end] for b in bounds if b is not None)


def _counted_steps(
    counters: tuple[Mapping[str, float] | None, Mapping[str, float] | None], accepted: int, proposed: int
) -> tuple[int | None, str | None]:
    """(the verify steps the counters counted over the requests, None) when their accepted and
    drafted deltas equal the requests' own sums; else (None, why)."""
    before, after = counters
    keys = (NUM_DRAFTS, NUM_ACCEPTED_TOKENS, NUM_DRAFT_TOKENS)
    if before is None or after is None or any(key not in after for key in keys):  # {} before: a fresh server
        return None, NO_COUNTERS
    drafts, counted_accepted, counted_proposed = (after[key] - before.get(key, 0.0) for key in keys)
    if min(drafts, counted_accepted, counted_proposed) < 0:
        return None, "the server's counters went down during the cell (a restart)"
    if round(counted_accepted) != accepted or round(counted_proposed) != proposed:
        if not proposed:
            return None, "the requests report no draft counts (the server's counters do)"
        return None, (
            f"the server's counters ({round(counted_accepted)} accepted / {round(counted_proposed)} drafted) "
            f"differ from the requests' own ({accepted} / {proposed})"
        )
    return round(drafts), None


def fill_categories(
    categories: Mapping[str, dict[str, Any]],
    samples: Sequence[RequestSample],
    counters: tuple[Mapping[str, float] | None, Mapping[str, float] | None],
    logged: Sequence[Mapping[str, float | None]] = (),
) -> None:
    """Give each category of a speculative cell that has no acceptance length yet its own (from
    ``category_lengths``), or the reason it has none under ``CATEGORY_NOTE``."""
    missing = [name for name, figures in categories.items() if figures.get("accept_length") is None]
    if not missing:
        return
    lengths = category_lengths(samples, counters, logged)
    for name in missing:
        length, why = lengths.get(name, (None, None))
        if length is not None:
            categories[name]["accept_length"] = length
            categories[name].pop(CATEGORY_NOTE, None)
        elif why:
            categories[name][CATEGORY_NOTE] = why


# ---------------------------------------------------------------------------------- step timing
def decode_steps(sample: RequestSample) -> int | None:
    """The decode steps of one request after its first token: each step yields one token plus the
    drafts it accepted, so ``output tokens - 1 - accepted drafts``; the server's verify count when it
    reports no accepted drafts; ``output tokens - 1`` without speculation."""
    tokens = sample.output_tokens
    if tokens < 2:
        return None
    spec = sample.spec
    if spec is None:
        return tokens - 1
    if spec.accepted_draft_tokens is not None and spec.accepted_draft_tokens < tokens - 1:
        return tokens - 1 - spec.accepted_draft_tokens
    return spec.verify_steps or None


def decode_step_ms(
    samples: Iterable[RequestSample], accept_length: float | None, tpot_ms: float | None, speculative: bool
) -> tuple[float | None, str | None]:
    """(one decode step in ms, ``server`` | ``derived``): the servers' decode time over their steps
    where every ok request reports both, else ``accept_length x TPOT`` (TPOT alone for a baseline)."""
    ok = [s for s in samples if s.ok and s.output_tokens >= 2]
    timed = [(s.server_decode_s, decode_steps(s)) for s in ok]
    if ok and all(seconds is not None and steps for seconds, steps in timed):
        total_s = sum(seconds or 0.0 for seconds, _ in timed)
        total_steps = sum(steps or 0 for _, steps in timed)
        if total_steps > 0 and total_s > 0:
            return round(total_s * 1000.0 / total_steps, 3), SERVER_TIMED
    if tpot_ms is None or not math.isfinite(tpot_ms) or tpot_ms <= 0:
        return None, None
    if not speculative:
        return round(tpot_ms, 3), DERIVED
    if accept_length is None or accept_length <= 0:
        return None, None
    return round(accept_length * tpot_ms, 3), DERIVED


def record(
    result: Any,
    samples: Sequence[RequestSample],
    counters: tuple[Mapping[str, float] | None, Mapping[str, float] | None],
    server_figure: float | None,
    *,
    simulated: bool,
    speculative: bool,
) -> CellAcceptance:
    """Fill a finished cell's acceptance fields and its decode step time (``result`` is its
    ``CellResult``, already holding the requests' ``accept_length``/``accept_rate`` and TPOT)."""
    chosen = choose(
        samples, result.accept_length, result.accept_rate, counters, server_figure, simulated=simulated
    )
    chosen.apply_to(result)
    result.decode_step_ms, result.decode_step_ms_source = decode_step_ms(
        samples, result.accept_length, result.tpot_ms_mean, speculative
    )
    return chosen


class _Timed(Protocol):
    accept_length: float | None
    tpot_ms_mean: float | None
    decode_step_ms: float | None
    decode_step_ms_source: str | None


def step_cost(cell: _Timed, base: _Timed) -> tuple[float | None, str | None]:
    """(a speculative step over an autoregressive step, ``server`` | ``derived``) for ``cell`` against
    its baseline: the two servers' step times when both are server-timed, else ``accept_length x
    TPOT`` over the baseline's TPOT."""
    if cell is base:
        return None, None
    if (
        cell.decode_step_ms_source == SERVER_TIMED and base.decode_step_ms_source == SERVER_TIMED
        and cell.decode_step_ms and base.decode_step_ms
    ):  # fmt: skip
        return round(cell.decode_step_ms / base.decode_step_ms, 3), SERVER_TIMED
    length, tpot, base_tpot = cell.accept_length, cell.tpot_ms_mean, base.tpot_ms_mean
    if not length or not tpot or not base_tpot:
        return None, None
    return round(length * tpot / base_tpot, 3), DERIVED
