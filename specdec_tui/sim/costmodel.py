"""The sim's cost model: how long a forward pass takes and how many tokens a verify step accepts.

Everything here is a pure function of its arguments (no clock, no I/O), in *simulated seconds* at
``--sim-speed 1``; the scheduler divides by the speed factor.

Time
    A plain decode step of the target model costs ``base_step_s(batch, context)``: about 28 ms for a
    ~27B dense model at batch 1 on an H100 (~35 tok/s single stream), scaled by the GPU generation,
    growing mildly with the batch (weights are read once per step, KV reads grow) and with the mean
    context (attention reads the whole KV cache). A speculative step (draft + one verify forward of
    ``width`` tokens per request, width = num_draft_tokens with the root) costs
    ``base x (1 + draft_cost + verify_coef x ((width - 1) / 32)^2 x (1 + 0.1 (batch - 1))
    + 0.5 x max(0, batch x width - 128) / 128)``: the quadratic term is the per-request tree work
    (tree build, tree attention mask, KV compaction), the last term the point where the verify forward
    stops being memory-bound (128 tokens per forward) and starts costing compute, so larger batches
    favour smaller budgets.
    Prefill costs ``PREFILL_FIXED_S + tokens x PREFILL_PER_TOKEN_S + tokens² x PREFILL_QUADRATIC_S``.

Acceptance
    The expected number of tokens produced per verify step (accepted drafts plus the bonus token) is
    ``1 + gain x (1 - exp(-(width - 1) / scale))``: it grows with the draft width with diminishing
    returns, with a per-algorithm ``gain`` (EAGLE3 > EAGLE > NGRAM on ordinary text; DFlash and DDTree
    strong) and ``scale``. N-gram drafting depends on how repetitive the prompt is; sampling temperature
    lowers acceptance. Each step draws its accepted-draft count from a truncated geometric law whose
    mean is exactly that target: ``k = min(width - 1, floor(ln u / ln alpha))`` for a uniform ``u``.
    Requests draw ``u`` from an RNG seeded by (seed, request number), so two servers that differ only in
    the budget see the same ``u`` sequence (common random numbers): the measured acceptance then tracks
    the expected curve closely instead of being swamped by noise.

With the defaults, the expected DDTree decode speedup at batch 1 (and 2) is 2.9x at budget 8, 3.9x at
15, 4.0x at 16, 4.8x at 32 and 3.9x at 64: the best of the demo budgets is 32 with a clear margin, and
every budget beats the autoregressive baseline (see ``speedup``). At batch 8 the best budget drops to
15-16, as verify compute starts to bind.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

# -- time ---------------------------------------------------------------------------------------------
BASE_STEP_S = 0.028  # ~27B dense model, batch 1, short context, H100 (sm_90)
REFERENCE_PARAMS_B = 27.0
BATCH_SLOPE = 0.03  # +3% step time per extra running request
CONTEXT_SLOPE = 0.35  # +35% step time at a mean context of 32k tokens
TREE_WIDTH_REF = 32  # the per-request tree cost is verify_coef x base at this width
TREE_BATCH_SLOPE = 0.10
COMPUTE_KNEE_TOKENS = 128  # verify tokens per forward (batch x width) where compute starts to bind
COMPUTE_COEF = 0.5
PREFILL_FIXED_S = 0.012
PREFILL_PER_TOKEN_S = 9.0e-5  # ~11k prompt tok/s
PREFILL_QUADRATIC_S = 1.0e-9  # attention over a long prompt

# Relative step time per GPU generation (sm_100 ~ B200, sm_120 ~ RTX PRO 6000 / RTX 5090 class).
ARCH_FACTOR = {"sm_90": 1.0, "sm_100": 0.62, "sm_120": 1.35}
ARCH_GPU_NAME = {
    "sm_90": "NVIDIA H100 80GB HBM3",
    "sm_100": "NVIDIA B200",
    "sm_120": "NVIDIA RTX PRO 6000 Blackwell Workstation Edition",
}
ARCH_GPU_MEM_GB = {"sm_90": 79.19, "sm_100": 178.35, "sm_120": 94.97}


@dataclass(frozen=True)
class AlgorithmProfile:
    """How one drafting method behaves: acceptance curve and draft overhead."""

    name: str
    gain: float  # extra tokens per step as the width grows without bound
    scale: float  # draft width over which the gain saturates (1 - 1/e of it)
    draft_cost: float  # draft work per step, as a fraction of a base target step
    draft_cost_per_step: float = 0.0  # extra draft cost per --speculative-num-steps (EAGLE heads)
    verify_coef: float = 0.2  # per-request tree/verify overhead at width 32, fraction of a base step


PROFILES: dict[str, AlgorithmProfile] = {
    "EAGLE": AlgorithmProfile("EAGLE", gain=3.0, scale=5.0, draft_cost=0.04, draft_cost_per_step=0.03),
    "EAGLE3": AlgorithmProfile("EAGLE3", gain=4.0, scale=6.0, draft_cost=0.04, draft_cost_per_step=0.03),
    "STANDALONE": AlgorithmProfile(
        "STANDALONE", gain=3.2, scale=5.0, draft_cost=0.06, draft_cost_per_step=0.08
    ),
    "NGRAM": AlgorithmProfile("NGRAM", gain=2.0, scale=6.0, draft_cost=0.02),
    "DFLASH": AlgorithmProfile("DFLASH", gain=5.0, scale=9.0, draft_cost=0.22),
    "DSPARK": AlgorithmProfile("DSPARK", gain=5.5, scale=9.0, draft_cost=0.2),
    "DDTREE": AlgorithmProfile("DDTREE", gain=7.0, scale=18.0, draft_cost=0.22),
}
ALIASES = {"NEXTN": "EAGLE"}
ALGORITHMS = ("EAGLE", "EAGLE3", "NEXTN", "STANDALONE", "NGRAM", "DFLASH", "DSPARK", "DDTREE")


def canonical_algorithm(name: str) -> str:
    """SGLang upper-cases the name and resolves the reserved alias NEXTN to EAGLE."""
    upper = name.strip().upper()
    return ALIASES.get(upper, upper)


def model_params_b(model_path: str) -> float:
    """Parameter count in billions guessed from a model name such as ``Qwen3.6-27B``; 27 otherwise."""
    match = re.search(r"(\d+(?:\.\d+)?)\s*[bB](?![a-zA-Z])", model_path.rsplit("/", 1)[-1])
    if match:
        value = float(match.group(1))
        if 0.05 <= value <= 2000:
            return value
    return REFERENCE_PARAMS_B


def base_step_s(
    batch: int, mean_context: float, *, arch: str = "sm_90", params_b: float = 27.0, tp: int = 1
) -> float:
    """One plain decode forward for the whole batch."""
    size = (params_b / REFERENCE_PARAMS_B) ** 0.9 / max(1, tp) ** 0.8
    return (
        BASE_STEP_S
        * ARCH_FACTOR.get(arch, 1.0)
        * size
        * (1.0 + BATCH_SLOPE * max(0, batch - 1))
        * (1.0 + CONTEXT_SLOPE * max(0.0, mean_context) / 32768.0)
    )


def spec_step_s(
    profile: AlgorithmProfile, width: int, num_steps: int, batch: int, base_s: float
) -> float:
    """One speculative step (draft + verify forward of ``width`` tokens per request)."""
    draft = profile.draft_cost + profile.draft_cost_per_step * max(0, num_steps)
    tree = (
        profile.verify_coef
        * (max(0, width - 1) / TREE_WIDTH_REF) ** 2
        * (1.0 + TREE_BATCH_SLOPE * max(0, batch - 1))
    )
    compute = COMPUTE_COEF * max(0, batch * width - COMPUTE_KNEE_TOKENS) / COMPUTE_KNEE_TOKENS
    verify = tree + compute
    return base_s * (1.0 + draft + verify)


def prefill_s(
    tokens: int, *, prior_tokens: int = 0, arch: str = "sm_90", params_b: float = 27.0, tp: int = 1
) -> float:
    """One prefill forward of ``tokens`` new prompt tokens that also attend to ``prior_tokens`` already
    in the cache (chunked prefill): the chunks of one prompt sum to the cost of the whole prompt."""
    size = (params_b / REFERENCE_PARAMS_B) ** 0.9 / max(1, tp) ** 0.8
    attention = tokens * (2 * max(0, prior_tokens) + tokens) * PREFILL_QUADRATIC_S
    return (PREFILL_FIXED_S + tokens * PREFILL_PER_TOKEN_S + attention) * ARCH_FACTOR.get(arch, 1.0) * size


# Content-aware acceptance: drafts agree with the target far more on code and math (predictable
# syntax, copied identifiers and numbers) than on open chat, as Spec-Bench's per-category results show.
CONTENT_GAIN = {"code": 1.35, "math": 1.2, "text": 1.0}
# Acceptance falls as concurrency grows (per extra request in the batch when the request arrives).
CONCURRENCY_GAIN_SLOPE = 0.03


def effective_gain(
    profile: AlgorithmProfile,
    *,
    repetition: float = 0.0,
    temperature: float = 0.0,
    content: str = "text",
    batch: int = 1,
) -> float:
    """The profile's gain for one request: n-gram drafting needs repeated text; code and math accept
    more than chat; a busier server accepts less; sampling hurts all."""
    gain = profile.gain * CONTENT_GAIN.get(content, 1.0)
    if profile.name == "NGRAM":
        gain *= 0.5 + 1.5 * min(1.0, max(0.0, repetition))
    gain /= 1.0 + CONCURRENCY_GAIN_SLOPE * max(0, batch - 1)
    return gain / (1.0 + 0.3 * max(0.0, temperature))


def expected_accept_length(gain: float, scale: float, width: int) -> float:
    """Expected tokens per verify step (accepted drafts + the bonus token)."""
    return 1.0 + gain * (1.0 - math.exp(-max(0, width - 1) / scale))


@lru_cache(maxsize=4096)
def geometric_alpha(target_drafts: float, max_drafts: int) -> float:
    """alpha such that E[min(max_drafts, floor(ln u / ln alpha))] = sum_{j=1..max_drafts} alpha^j = target_drafts."""
    if max_drafts <= 0 or target_drafts <= 0:
        return 0.0
    target = min(target_drafts, max_drafts * 0.999)
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        mean = mid * (1 - mid**max_drafts) / (1 - mid) if mid < 1 else float(max_drafts)
        if mean < target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def draw_accepted_drafts(u: float, alpha: float, max_drafts: int) -> int:
    """Accepted draft tokens in one verify step for a uniform draw ``u`` in (0, 1)."""
    if max_drafts <= 0 or alpha <= 0.0:
        return 0
    if alpha >= 1.0:
        return max_drafts
    u = min(max(u, 1e-300), 1.0)
    return min(max_drafts, int(math.log(u) / math.log(alpha)))


def speedup(profile: AlgorithmProfile, width: int, num_steps: int, *, batch: int = 1, gain: float | None = None) -> float:
    """Expected decode speedup over autoregressive decoding (the shape the demo sweep should show)."""
    g = profile.gain if gain is None else gain
    return expected_accept_length(g, profile.scale, width) / spec_step_s(profile, width, num_steps, batch, 1.0)
