"""Per-cell figures from per-request samples: percentiles, throughput, acceptance.

``summarize_cell`` returns a typed ``CellSummary`` whose ``apply_to`` copies it onto a ``CellResult`` field by
field (a misspelt name is a type error, not a silently dropped key). Latencies come from successful
requests only.

Latency terms, as vLLM's ``benchmark_serving``/``vllm bench serve`` and SGLang's ``bench_serving``
define them (checked in their source):

- **TTFT**: request sent to the first content chunk.
- **TPOT** (time per output token): per request, (e2e - TTFT) / (output tokens - 1); mean and
  percentiles over requests. Comparable between speculative and autoregressive runs, because it counts
  tokens, not chunks.
- **ITL** (inter-chunk latency): every gap between two streamed content chunks, pooled over requests,
  as vLLM records it. With speculation a chunk can carry several tokens (and a server can stream the
  tokens of one verify step as a burst of chunks microseconds apart), so ITL is *not* a per-token
  latency; ``tokens_per_chunk_mean`` says how many tokens a chunk carried.

Acceptance (``acceptance``): the product's one definition is accepted draft tokens per verify step plus
the bonus token, at most ``num_draft_tokens + 1``. ``server_acceptance`` turns the server's own logged
figures into one number per cell, and ``compare_acceptance`` says when ours and the server's disagree.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from specdec_tui.domain.record import CellResult
from specdec_tui.measure.loadgen import RequestSample, WorkloadOutcome

MAX_DISTINCT_ERRORS = 10
# Our acceptance length and the server's own may differ by rounding (llama-server prints 2 decimals);
# more than this relative difference is flagged on the cell.
ACCEPT_DISAGREEMENT = 0.03


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-th percentile (0..100) with linear interpolation between closest ranks; None if empty."""
    if not values:
        return None
    if not 0 <= q <= 100:
        raise ValueError(f"percentile {q} outside 0..100")
    ordered = sorted(values)
    if len(ordered) == 1:
        return float(ordered[0])
    rank = (len(ordered) - 1) * q / 100.0
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    fraction = rank - low
    return float(ordered[low] + (ordered[high] - ordered[low]) * fraction)


def mean(values: Sequence[float]) -> float | None:
    return float(sum(values) / len(values)) if values else None


def _ms(value: float | None) -> float | None:
    return None if value is None or not math.isfinite(value) else round(value * 1000.0, 3)


def _distribution(prefix: str, values_s: Sequence[float]) -> dict[str, float | None]:
    return {
        f"{prefix}_ms_mean": _ms(mean(values_s)),
        f"{prefix}_ms_p50": _ms(percentile(values_s, 50)),
        f"{prefix}_ms_p99": _ms(percentile(values_s, 99)),
    }


def distinct_errors(samples: Iterable[RequestSample], limit: int = MAX_DISTINCT_ERRORS) -> list[str]:
    """Distinct error messages, most frequent first, with a count when repeated, at most ``limit``."""
    counts = Counter(s.error for s in samples if not s.ok and s.error)
    out = []
    for message, count in counts.most_common(limit):
        out.append(message if count == 1 else f"{message} (x{count})")
    hidden = len(counts) - len(out)
    if hidden > 0:
        out.append(f"... and {hidden} other distinct errors")
    return out


def acceptance(samples: Iterable[RequestSample]) -> tuple[float | None, float | None]:
    """(accept_length, accept_rate) over requests.

    Length: 1 + accepted drafts / verify steps when every request reports both (the one definition,
    measure/acceptance.py); else output tokens / verify steps (a request that reports only its own
    accept length contributes output / length steps), which also counts each request's first token,
    from the prompt pass. Rate: accepted / proposed draft tokens when the server reports both, else
    the per-request rates weighted by verify steps."""
    tokens = 0.0
    steps = 0.0
    counted_steps = 0
    counted_accepted = 0
    every_counted = True
    accepted = 0
    proposed = 0
    rate_weighted = 0.0
    rate_weight = 0.0
    for sample in samples:
        spec = sample.spec
        if spec is None:
            continue
        request_steps: float | None = None
        if spec.verify_steps:
            request_steps = float(spec.verify_steps)
        elif spec.accept_length and sample.output_tokens:
            request_steps = sample.output_tokens / spec.accept_length
        if request_steps and sample.output_tokens:
            tokens += sample.output_tokens
            steps += request_steps
            if spec.verify_steps and spec.accepted_draft_tokens is not None:
                counted_steps += spec.verify_steps
                counted_accepted += spec.accepted_draft_tokens
            else:
                every_counted = False
        if spec.accepted_draft_tokens is not None and spec.proposed_draft_tokens:
            accepted += spec.accepted_draft_tokens
            proposed += spec.proposed_draft_tokens
        elif spec.accept_rate is not None:
            weight = request_steps or 1.0
            rate_weighted += spec.accept_rate * weight
            rate_weight += weight
    length = tokens / steps if steps else None
    if every_counted and counted_steps:
        length = 1.0 + counted_accepted / counted_steps
    rate: float | None = None
    if proposed:
        rate = accepted / proposed
    elif rate_weight:
        rate = rate_weighted / rate_weight
    return length, rate


def server_acceptance(figures: Iterable[Mapping[str, float | None]]) -> float | None:
    """One acceptance length for the cell from the server's own logged figures.

    Each figure is a dict with ``accept_length`` and, when the server's line allows it,
    ``accepted_draft_tokens`` and ``num_drafts``. When every figure has the counts, the result is
    1 + accepted / drafts over all of them (what the server would print for the whole cell); otherwise
    the mean of the logged lengths."""
    lengths: list[float] = []
    accepted = 0.0
    drafts = 0.0
    weighted = True
    for figure in figures:
        length = figure.get("accept_length")
        if length is None or not math.isfinite(length):
            continue
        lengths.append(float(length))
        acc, n = figure.get("accepted_draft_tokens"), figure.get("num_drafts")
        if acc is not None and n:
            accepted += acc
            drafts += n
        elif length > 1.0:
            weighted = False  # a figure without its counts: fall back to the plain mean
    if not lengths:
        return None
    if weighted and drafts:
        return 1.0 + accepted / drafts
    if weighted and all(length == 1.0 for length in lengths):
        return 1.0
    return sum(lengths) / len(lengths)


def compare_acceptance(
    ours: float | None, server: float | None, tolerance: float = ACCEPT_DISAGREEMENT
) -> str | None:
    """A one-line warning when our acceptance length and the server's differ by more than ``tolerance``."""
    if ours is None or server is None or server <= 0:
        return None
    difference = abs(ours - server) / server
    if difference <= tolerance:
        return None
    return (
        f"acceptance length {ours:.2f} differs from the server's own {server:.2f} by {difference:.0%} "
        f"(more than {tolerance:.0%}): check the server's log before trusting this cell"
    )


def _measured(samples: WorkloadOutcome | Iterable[RequestSample]) -> tuple[list[RequestSample], float | None]:
    if isinstance(samples, WorkloadOutcome):
        return list(samples.samples), samples.wall_s
    measured = [s for s in samples if not s.warmup]
    timed = [s for s in measured if s.e2e_s is not None]
    if not timed:
        return measured, None
    start = min(s.started_at for s in timed)
    end = max(s.started_at + (s.e2e_s or 0.0) for s in timed)
    return measured, end - start


@dataclass
class _Distribution:
    mean: float | None
    p50: float | None
    p99: float | None


def _dist(values_s: Sequence[float]) -> _Distribution:
    return _Distribution(_ms(mean(values_s)), _ms(percentile(values_s, 50)), _ms(percentile(values_s, 99)))


@dataclass
class CellSummary:
    """The measured figures of one cell, named as the ``CellResult`` fields they fill (see there)."""

    requests_ok: int = 0
    requests_failed: int = 0
    errors: list[str] = field(default_factory=list)
    output_tok_s: float | None = None
    decode_tok_s_per_request: float | None = None
    prompt_tokens_mean: float | None = None
    output_tokens_total: int = 0
    output_tokens_mean: float | None = None
    accept_length: float | None = None
    accept_rate: float | None = None
    tokens_per_chunk_mean: float | None = None
    ttft_ms_mean: float | None = None
    ttft_ms_p50: float | None = None
    ttft_ms_p99: float | None = None
    tpot_ms_mean: float | None = None
    tpot_ms_p50: float | None = None
    tpot_ms_p99: float | None = None
    itl_ms_mean: float | None = None
    itl_ms_p50: float | None = None
    itl_ms_p99: float | None = None
    e2e_ms_mean: float | None = None
    e2e_ms_p50: float | None = None
    e2e_ms_p99: float | None = None
    categories: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Not a result field: requests the server refused as longer than its context (the reasons say so).
    context_overflows: int = 0

    def failure_reasons(self, errors: Sequence[str]) -> list[str]:
        """Why a cell with failed requests failed: the count, a context overflow named as such (a
        workload that does not fit this server, not a server fault), then the first five ``errors``
        (the distinct errors as they may be shown: redacted by the caller)."""
        total = self.requests_ok + self.requests_failed
        reasons = [f"{self.requests_failed} of {total} requests failed"]
        if self.context_overflows:
            reasons.append(
                f"{self.context_overflows} of {total} requests do not fit the server's context: lower the "
                "workload's prompt_tokens/output_tokens or raise server.context_length"
            )
        return [*reasons, *errors[:5]]

    def apply_to(self, result: CellResult) -> None:
        """Copy every figure onto the cell's result (written out, so the type checker sees each name)."""
        result.requests_ok = self.requests_ok
        result.requests_failed = self.requests_failed
        result.errors = list(self.errors)
        result.output_tok_s = self.output_tok_s
        result.decode_tok_s_per_request = self.decode_tok_s_per_request
        result.prompt_tokens_mean = self.prompt_tokens_mean
        result.output_tokens_total = self.output_tokens_total
        result.output_tokens_mean = self.output_tokens_mean
        result.accept_length = self.accept_length
        result.accept_rate = self.accept_rate
        result.tokens_per_chunk_mean = self.tokens_per_chunk_mean
        result.ttft_ms_mean, result.ttft_ms_p50, result.ttft_ms_p99 = self.ttft_ms_mean, self.ttft_ms_p50, self.ttft_ms_p99
        result.tpot_ms_mean, result.tpot_ms_p50, result.tpot_ms_p99 = self.tpot_ms_mean, self.tpot_ms_p50, self.tpot_ms_p99
        result.itl_ms_mean, result.itl_ms_p50, result.itl_ms_p99 = self.itl_ms_mean, self.itl_ms_p50, self.itl_ms_p99
        result.e2e_ms_mean, result.e2e_ms_p50, result.e2e_ms_p99 = self.e2e_ms_mean, self.e2e_ms_p50, self.e2e_ms_p99
        result.categories = dict(self.categories)


def summarize_cell(samples: WorkloadOutcome | Iterable[RequestSample]) -> CellSummary:
    """The figures of a finished (or cancelled) workload.

    Takes the outcome, or a plain list of samples (e.g. the collector after a cancellation: warm-ups
    are dropped and the wall time is the span of the measured requests)."""
    measured, wall_s = _measured(samples)
    ok = [s for s in measured if s.ok]
    output_total = sum(s.output_tokens for s in ok)
    ttft = _dist([s.ttft_s for s in ok if s.ttft_s is not None])
    e2e = _dist([s.e2e_s for s in ok if s.e2e_s is not None])
    itl = _dist([gap for s in ok for gap in s.itl_s])
    tpot = _dist([value for value in (s.tpot_s for s in ok) if value is not None])
    chunks = sum(s.chunk_count for s in ok)
    decode = [rate for rate in (s.decode_tok_s for s in ok) if rate is not None]
    prompt = [float(s.prompt_tokens) for s in ok if s.prompt_tokens is not None]
    accept_length, accept_rate = acceptance(ok)
    return CellSummary(
        requests_ok=len(ok),
        requests_failed=len(measured) - len(ok),
        errors=distinct_errors(measured),
        output_tok_s=_round(output_total / wall_s) if ok and wall_s and wall_s > 0 else None,
        decode_tok_s_per_request=_round(mean(decode)),
        prompt_tokens_mean=_round(mean(prompt)),
        output_tokens_total=output_total,
        output_tokens_mean=_round(output_total / len(ok)) if ok else None,
        accept_length=_round(accept_length, 4),
        accept_rate=_round(accept_rate, 4),
        tokens_per_chunk_mean=_round(output_total / chunks, 3) if chunks else None,
        ttft_ms_mean=ttft.mean, ttft_ms_p50=ttft.p50, ttft_ms_p99=ttft.p99,
        tpot_ms_mean=tpot.mean, tpot_ms_p50=tpot.p50, tpot_ms_p99=tpot.p99,
        itl_ms_mean=itl.mean, itl_ms_p50=itl.p50, itl_ms_p99=itl.p99,
        e2e_ms_mean=e2e.mean, e2e_ms_p50=e2e.p50, e2e_ms_p99=e2e.p99,
        categories=by_category(measured),
        context_overflows=sum(1 for s in measured if s.context_overflow),
    )


def by_category(measured: Iterable[RequestSample]) -> dict[str, dict[str, Any]]:
    """Per-category figures of a dataset workload ({} when the prompts carry no category).

    Requests of all categories run interleaved, so a category has no wall time of its own: its
    ``tok_s`` is its output tokens over the summed latency of its requests (per-request throughput,
    as Spec-Bench reports per category). Acceptance is token-weighted over the requests that report
    their own statistics, None otherwise. ``speedup`` is filled by ``results.compute_speedups``."""
    groups: dict[str, list[RequestSample]] = {}
    for sample in measured:
        if sample.category is not None:
            groups.setdefault(sample.category, []).append(sample)
    out: dict[str, dict[str, Any]] = {}
    for name, samples in groups.items():
        ok = [s for s in samples if s.ok]
        tokens = sum(s.output_tokens for s in ok)
        busy = sum(s.e2e_s for s in ok if s.e2e_s)
        length, rate = acceptance(ok)
        ttft = [s.ttft_s for s in ok if s.ttft_s is not None]
        itl = [gap for s in ok for gap in s.itl_s]
        e2e = [s.e2e_s for s in ok if s.e2e_s is not None]
        figures: dict[str, Any] = {
            "requests_ok": len(ok),
            "requests_failed": len(samples) - len(ok),
            "output_tokens_total": tokens,
            "tok_s": round(tokens / busy, 3) if busy > 0 and tokens else None,
            "accept_length": _round(length, 4),
            "accept_rate": _round(rate, 4),
            "speedup": None,
        }
        figures.update(_distribution("ttft", ttft))
        figures.update(_distribution("itl", itl))
        figures.update(_distribution("e2e", e2e))
        out[name] = figures
    return out


def _round(value: float | None, digits: int = 3) -> float | None:
    """Rounded; None for NaN and infinities (a figure that is not finite is not a measurement)."""
    if value is None or not math.isfinite(value):
        return None
    return round(value, digits)
