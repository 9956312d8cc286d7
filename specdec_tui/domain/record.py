"""The result of one cell (run x workload): one JSON line in the results file (DESIGN.md §6)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import TYPE_CHECKING, Any

from specdec_tui.domain.status import FINISHED, CellStatus

if TYPE_CHECKING:
    from specdec_tui.domain.model import RunSpec, Workload

# Figures summarised over a cell's repeats (mean, standard deviation, confidence interval), as named
# in the record and in each repeat's dict.
SAMPLED_FIGURES = ("output_tok_s", "ttft_ms_mean", "itl_ms_mean", "tpot_ms_mean", "accept_length")

# Statuses of a cell on disk (domain/status.py: ``pending`` and ``running`` exist only in the live queue).
STATUSES = FINISHED


@dataclass
class CellResult:
    run: str
    workload: str
    status: CellStatus | str  # one of STATUSES (a record read from disk holds the plain string)
    reasons: list[str] = field(default_factory=list)  # invalid: verdict reasons; failed: why
    triage_label: str | None = None
    first_fatal_line: str | None = None
    first_fatal_lineno: int | None = None
    hint: str | None = None
    requests_ok: int = 0
    requests_failed: int = 0
    errors: list[str] = field(default_factory=list)  # distinct request error messages (server's own)
    output_tok_s: float | None = None  # total output tokens / wall time of the measured phase
    decode_tok_s_per_request: float | None = None  # mean over requests of output/(e2e - ttft)
    ttft_ms_mean: float | None = None
    ttft_ms_p50: float | None = None
    ttft_ms_p99: float | None = None
    # TPOT: per request (e2e - TTFT) / (output tokens - 1), then mean/percentiles over requests.
    tpot_ms_mean: float | None = None
    tpot_ms_p50: float | None = None
    tpot_ms_p99: float | None = None
    # ITL: gaps between streamed chunks (a chunk may carry several tokens), pooled over requests.
    itl_ms_mean: float | None = None
    itl_ms_p50: float | None = None
    itl_ms_p99: float | None = None
    e2e_ms_mean: float | None = None
    e2e_ms_p50: float | None = None
    e2e_ms_p99: float | None = None
    prompt_tokens_mean: float | None = None  # as the server reported them
    output_tokens_total: int = 0
    output_tokens_mean: float | None = None  # per ok request (a natural-length workload's real lengths)
    tokens_per_chunk_mean: float | None = None  # output tokens / content chunks
    # Accepted draft tokens per verify step + 1 (at most num_draft_tokens + 1), ours; the server's own
    # logged figure beside it. Where ours came from: "per-request" (each response's statistics),
    # "counters" (the server's counter deltas), "log" (the server's logged figure) or "sim" (simulated).
    # Definitions and sources: specdec_tui/measure/acceptance.py.
    accept_length: float | None = None
    accept_rate: float | None = None
    server_accept_length: float | None = None
    acceptance_source: str | None = None
    # Per draft position i (0-based): the share of verify steps that accepted the draft token at i
    # (they add up to accept_length - 1); [] where the server does not expose them.
    accept_per_position: list[float] = field(default_factory=list)
    # Index j: the verify steps that accepted exactly j draft tokens; [] where not known.
    accept_histogram: list[int] = field(default_factory=list)
    verify_steps: int | None = None  # the counts behind the figures above, from the same source
    accepted_draft_tokens: int | None = None
    proposed_draft_tokens: int | None = None
    # One decode step of the server in ms (a speculative step: drafting + verify; a baseline: one
    # token), "server"-timed or "derived" from TPOT; and a speculative step over the baseline's
    # autoregressive step (decode speedup ~ accept_length / verify_step_cost at batch 1).
    decode_step_ms: float | None = None
    decode_step_ms_source: str | None = None
    verify_step_cost: float | None = None
    verify_step_cost_source: str | None = None
    # Why a figure of this cell may not be trusted (host overloaded, client behind, disagreement).
    warnings: list[str] = field(default_factory=list)
    # Host load while the cell ran: load averages, CPU count, CPU seconds of the client and server tree.
    host: dict[str, Any] = field(default_factory=dict)
    speedup: float | None = None  # output_tok_s / the baseline run's on the same workload
    # Derived with ``speedup`` (run/results.compute_speedups): the warnings of the baseline it divides
    # by. A speedup over a baseline measured on an overloaded host is as suspect as that baseline.
    baseline_warnings: list[str] = field(default_factory=list)
    # Repeated measurements of this cell on one server (``repeats = N``): one dict per repeat with the
    # figures above under the same names (output_tok_s, ttft_ms_mean, itl_ms_mean, tpot_ms_mean,
    # accept_length, ...). The cell's own figures are then those of all repeats together; the views
    # take the repeats as the samples of their mean and confidence interval (specdec_tui.report).
    repeats: list[dict[str, Any]] = field(default_factory=list)
    # With repeats: per sampled figure (SAMPLED_FIGURES) its n, mean, std (n-1) and 95% Student-t
    # interval over the repeats, and "speedup": the ratio of the means over the baseline's repeats
    # with its Fieller interval and whether it excludes 1.0 ("significant"; run/results.py).
    intervals: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Dataset workloads: figures per prompt category (stats.by_category), each with its speedup over
    # the same category of the baseline run on the same workload.
    categories: dict[str, dict[str, Any]] = field(default_factory=dict)
    algorithm: str = "none"
    speculative: dict[str, Any] = field(default_factory=dict)
    # The rest of the configuration: the workload as measured and the run's own server arguments
    # (secrets redacted). With ``speculative`` they are the cell's identity (``config_id``), not its name.
    workload_params: dict[str, Any] = field(default_factory=dict)
    tp: int | None = None  # the run's tensor parallelism (a run table may grid over it)
    run_args: list[str] = field(default_factory=list)
    attempt: int = 1  # 1 for the first record of this configuration in the results folder, then 2, ...
    backend: str = ""
    model: str = ""
    argv: list[str] = field(default_factory=list)  # secrets redacted
    server_version: str | None = None
    specdec_version: str | None = None
    gpu_name: str | None = None
    gpu_arch: str | None = None
    gpu_peak_mem_mib: float | None = None
    gpu_release_warning: str | None = None
    log_path: str | None = None
    started_at: str | None = None  # ISO 8601 UTC
    duration_s: float | None = None

    @property
    def caveats(self) -> list[str]:
        """Why this cell's figures may not be trusted: its own warnings, then its baseline's (the
        tables mark the cell with "!" when there is any)."""
        return [*self.warnings, *self.baseline_warnings]

    @property
    def key(self) -> str:
        from specdec_tui.domain.model import cell_key

        return cell_key(self.run, self.workload)

    @property
    def config_id(self) -> str:
        """A short digest of the configuration (speculative parameters, workload, run arguments)."""
        return config_digest(self.speculative, config_params(self.workload_params), self.run_args, self.tp)

    @property
    def identity(self) -> tuple[str, str, str]:
        """What one row of every results view stands for: the cell's names and its configuration.
        A re-run of the same configuration is a later attempt of the same row; an edit is a new row."""
        return (self.run, self.workload, self.config_id)

    def params_text(self) -> str:
        """The speculative parameters as ``budget=12 draft_model=...`` (the algorithm is a column)."""
        return " ".join(f"{k}={_short(v)}" for k, v in self.speculative.items() if k != "algorithm" and v is not None)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CellResult:
        names = {f.name for f in dataclasses.fields(cls)}
        known = {k: v for k, v in data.items() if k in names}
        legacy = data.get("accept_length_source")  # results written before acceptance_source
        if known.get("acceptance_source") is None and isinstance(legacy, str):
            known["acceptance_source"] = _LEGACY_ACCEPTANCE_SOURCES.get(legacy, legacy)
        return cls(**known)


# ``accept_length_source`` values of older results files -> ``acceptance_source``.
_LEGACY_ACCEPTANCE_SOURCES = {"requests": "per-request", "counters": "counters", "server log": "log"}


# Workload fields that are bookkeeping, not part of what is measured.
# ``repeats`` is how often a cell is measured, not what: records of 1 and of 3 repeats are one row.
_WORKLOAD_NOT_PARAMS = ("name", "index", "template", "grid", "repeats")
# A dataset workload's prompt lengths as the load generator counted them (``PromptLengths.as_params``):
# measured, not chosen, so they tell no configuration apart. Older records carry 0 for the synthetic
# length keys instead; those are no length either.
PROMPT_STATS_KEY = "prompt_tokens"
_DATASET_LENGTH_KEYS = frozenset({"prompt_tokens_min", "prompt_tokens_max", PROMPT_STATS_KEY})


def workload_params(workload: Workload) -> dict[str, Any]:
    """The workload's measured parameters (everything but its name and file position). A dataset
    workload has no synthetic prompt length: its prompts' own lengths are added once they are read."""
    return {
        f.name: getattr(workload, f.name)
        for f in dataclasses.fields(workload)
        if f.name not in _WORKLOAD_NOT_PARAMS and getattr(workload, f.name) is not None
        and not (workload.dataset is not None and f.name in _DATASET_LENGTH_KEYS)
    }


def config_params(params: dict[str, Any]) -> dict[str, Any]:
    """The parameters that make a configuration: a dataset workload's prompt lengths (measured) and
    the 0s older records carry in their place are left out, so old and new records of one workload match."""
    if not params.get("dataset"):
        return params
    return {k: v for k, v in params.items() if k not in _DATASET_LENGTH_KEYS}


def prompt_stats_text(stats: Any) -> str:
    """``prompt~412 (median 380, max 1920, estimated)`` from the recorded prompt lengths (how they
    were counted in a word: estimated, tokenizer, partly tokenizer); "" without them."""
    if not isinstance(stats, dict) or not isinstance(stats.get("mean"), (int, float)):
        return ""
    counted = str(stats.get("counted") or "estimated")
    how = ("tokenizer" if counted == "server tokenizer" else "estimated" if counted.startswith("estimated")
           else "partly tokenizer")  # fmt: skip

    def number(value: Any) -> str:
        return f"{value:g}" if isinstance(value, (int, float)) else "?"

    return f"prompt~{stats['mean']:.0f} (median {number(stats.get('median'))}, max {number(stats.get('max'))}, {how})"


def workload_text(params: dict[str, Any]) -> str:
    """A workload's measured parameters (:func:`workload_params`) in one line, the way every view
    shows them: synthetic prompts by their length (``prompt=512 out=256 req=8 conc=1``), a dataset's
    by what picks them, with no prompt length (``dataset=question.jsonl cat=math,coding sample=2
    turns=first api=chat out=64 req=all conc=1``). A dataset file is named by its file name only."""
    if not params:
        return ""
    parts: list[str] = []
    dataset = params.get("dataset")
    if dataset:
        parts.append(f"dataset={PurePath(str(dataset)).name}")
        if params.get("category"):
            category = params["category"]
            parts.append("cat=" + (",".join(map(str, category)) if isinstance(category, list) else str(category)))
        if params.get("sample") is not None:
            parts.append(f"sample={params['sample']}")
        parts.append(f"turns={params.get('turns') or 'first'}")
        parts.append(f"api={params.get('api') or 'chat'}")
        lengths = prompt_stats_text(params.get(PROMPT_STATS_KEY))
        if lengths:
            parts.append(lengths)
    else:
        low, high = params.get("prompt_tokens_min"), params.get("prompt_tokens_max")
        if low is not None or high is not None:
            parts.append(f"prompt={low}" if low == high else f"prompt={low}-{high}")
        if params.get("api"):
            parts.append(f"api={params['api']}")
    if params.get("output_tokens") is not None:
        parts.append(f"out={params['output_tokens']}{' natural' if params.get('natural_output') else ''}")
    if "requests" in params:
        parts.append(f"req={'all' if dataset and not params['requests'] else params['requests']}")
    if "concurrency" in params:
        parts.append(f"conc={params['concurrency']}")
    if params.get("request_rate") is not None:
        parts.append(f"rate={params['request_rate']}")
    return " ".join(parts)


def config_digest(
    speculative: dict[str, Any], workload: dict[str, Any], run_args: list[str], tp: int | None = None
) -> str:
    doc: dict[str, Any] = {"speculative": speculative, "workload": workload, "run_args": list(run_args)}
    if tp is not None:  # a run's own tensor parallelism (records without one keep their digest)
        doc["tp"] = tp
    text = json.dumps(doc, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def same_config(result: CellResult, run: RunSpec, workload: Workload, run_args: list[str] | None = None) -> bool:
    """Whether ``result`` measured this run on this workload: same names and same parameters.

    Records written before the parameters were recorded (no ``workload_params``) match on the
    speculative parameters alone."""
    if result.run != run.name or result.workload != workload.name:
        return False
    run_tp = getattr(run, "tp", None)
    if run_tp is not None and result.tp is not None and result.tp != run_tp:
        return False
    if _normal(result.speculative) != _normal(run.speculative):
        return False
    if result.workload_params and _normal(config_params(result.workload_params)) != _normal(
        config_params(workload_params(workload))
    ):
        return False
    return run_args is None or not result.workload_params or list(result.run_args) == list(run_args)


def _normal(value: Any) -> Any:
    """JSON's view of a value (a tuple and a list are the same parameter)."""
    return json.loads(json.dumps(value, sort_keys=True, default=str))


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str) if isinstance(value, (dict, list)) else str(value)
    return text if len(text) <= 40 else "…" + text[-39:]
