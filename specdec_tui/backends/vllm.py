"""vLLM (``vllm serve``) adapter. Facts: ../shared/SERVERS.md §2 (vLLM 0.33.0 source, issue threads).

Exit behaviour the controller must account for (§2.8): when the EngineCore dies (e.g. a CUDA illegal
memory access) the API server answers 500, turns ``/health`` to 503 and then **exits by itself with
status 0** within about 5 s (vllm-project/vllm#48966). An exit code of 0 is therefore not a clean
shutdown: crash status must come from triage of the log (``EngineCore encountered a fatal error``,
``engine core exited unexpectedly``), not from the return code. The EngineCore and TP workers
**survive a SIGKILL of the API server** (vllm-project/vllm#55510), so the server must be started in
its own process group and stopped by signalling the group.

Version-dependent choices (``server.version`` when known):

- the speculative settings are one ``--speculative-config`` JSON from 0.8.0 on; older releases take
  ``--speculative-model`` / ``--num-speculative-tokens`` / ``--ngram-prompt-lookup-{min,max}``
  (deprecated by vllm-project/vllm#14434, removed by #15466; the 0.8.0 boundary is inferred from
  those PRs' dates, not checked against a release);
- ``--per-request-spec-decode-metrics summary`` is passed only when the version is known to have it
  (its flag table, read from the release's wheel, or the nearest older release read, lists it). An unknown flag makes vLLM exit 2,
  so with an unknown version acceptance comes from the ``vllm:spec_decode_*`` counter deltas around
  the cell instead (``scrape_spec_counters`` + ``common.spec_stats_from_counters``);
- ``--enable-per-request-metrics`` likewise (every run, unless ``--disable-log-stats`` is given, which
  vLLM refuses beside it): ``metrics.generation_time_ms`` times the server's decode steps.
"""

from __future__ import annotations

import json
import re
from typing import Any

import httpx

from specdec_tui.backends import assets
from specdec_tui.backends.base import Backend, LaunchPlan, LiveLogStats, ReadyState, SpecStats, StreamUpdate
from specdec_tui.backends.common import (
    GENERATED_TOKENS,
    NUM_ACCEPTED_TOKENS,
    NUM_DRAFT_TOKENS,
    NUM_DRAFTS,
    PREEMPTIONS,
    extra_flags,
    flag_name,
    parse_version,
    scrape_counters,
    set_keys,
)
from specdec_tui.backends.server_facts import enforce, has_flag
from specdec_tui.domain.model import RunSpec, ServerSpec

SPECULATIVE_CONFIG_SINCE = (0, 8, 0)
# Passed when the declared version's flag table (read from that release, or the nearest older release
# read) has it: 0.34.0 does, 0.11.0 does not. An unknown flag makes vLLM exit 2.
PER_REQUEST_METRICS_FLAG = "--per-request-spec-decode-metrics"
# Per-request timing (PerRequestMetrics: generation_time_ms, first to last output token), for every
# run, the baseline too: the decode step time is then the server's own (measure/acceptance.py).
PER_REQUEST_TIMING_FLAG = "--enable-per-request-metrics"

# Product algorithm name -> vLLM SpeculativeConfig.method.
METHODS: dict[str, str] = {
    "eagle": "eagle",
    "eagle3": "eagle3",
    "ngram": "ngram",
    "ngram_gpu": "ngram_gpu",
    "draft": "draft_model",
    "draft_model": "draft_model",
    "standalone": "draft_model",
    "mtp": "mtp",
    "nextn": "mtp",
    "dflash": "dflash",
    "dspark": "dspark",
    "suffix": "suffix",
}
# Methods that load a separate draft model or head (mtp and dspark default to the target model).
NEEDS_DRAFT_MODEL = frozenset({"eagle", "eagle3", "draft_model", "dflash"})

_UNSUPPORTED_KEYS = ("budget", "num_steps", "topk", "block_size", "draft_min", "draft_p_min")

# --- log lines (SERVERS.md §2.6; samples/metrics_lines.md §2). Fields are read one by one because the
# SpecDecoding line changed its field order and set across releases. -------------------------------
_THROUGHPUT = re.compile(
    r"Avg prompt throughput: [0-9.]+ tokens/s, Avg generation throughput: (?P<gen>[0-9.]+) tokens/s"
)
_RUNNING = re.compile(r"Running: (?P<n>\d+) reqs")
_WAITING = re.compile(r"(?:Waiting|Pending): (?P<n>\d+) reqs")
_KV_USAGE = re.compile(r"GPU KV cache usage: (?P<pct>[0-9.]+)%")
_PROMPT_TPUT = re.compile(r"Avg prompt throughput: (?P<v>[0-9.]+) tokens/s")
_SPEC_LINE = re.compile(r"(?:SpecDecoding|Speculative) metrics:")
_MEAN_LEN = re.compile(r"Mean acceptance length: (?P<v>[0-9.]+|nan)")
_RATE_PCT = re.compile(r"(?:Avg )?Draft acceptance rate: (?P<v>[0-9.]+|nan)%")
_RATE_FRACTION = re.compile(r"Draft acceptance rate: (?P<v>[0-9.]+|nan)(?:,|$)")
_ACCEPTED = re.compile(r"(?:Accepted|Number of accepted tokens): (?P<v>\d+)")
_DRAFTED = re.compile(r"(?:Drafted|Number of draft tokens): (?P<v>\d+)")
_ACCEPTED_TPUT = re.compile(r"Accepted throughput: (?P<v>[0-9.]+) tokens/s")

READY_LOG = r"Application startup complete\."

# --- context overflow (SERVERS.md §2.7; metrics_lines.md "vLLM") --------------------------------
_OVERFLOW = re.compile(
    r"maximum context length|cannot be greater than max_model_len|too long to fit into the model"
    r"|longer than the maximum model length|exceeds limit of \d+",
    re.IGNORECASE,
)

PROMETHEUS_COUNTERS = {
    "vllm:spec_decode_num_drafts_total": NUM_DRAFTS,
    "vllm:spec_decode_num_draft_tokens_total": NUM_DRAFT_TOKENS,
    "vllm:spec_decode_num_accepted_tokens_total": NUM_ACCEPTED_TOKENS,
    "vllm:generation_tokens_total": GENERATED_TOKENS,
    "vllm:num_preemptions_total": PREEMPTIONS,
}
# Accepted tokens per draft position (v1/spec_decode/metrics.py SpecDecodingProm, label "position"
# 0..num_speculative_tokens-1); its rate per position is this over spec_decode_num_drafts.
PER_POSITION_COUNTER = "vllm:spec_decode_num_accepted_tokens_per_pos_total"


def speculative_config(speculative: dict[str, Any]) -> dict[str, Any] | None:
    """vLLM's SpeculativeConfig as a dict, or None for no speculation; ValueError (one line) when unmappable."""
    algorithm = str(speculative.get("algorithm", "none")).lower()
    if algorithm == "none":
        return None
    method = METHODS.get(algorithm)
    if method is None:
        if algorithm == "ddtree":
            raise ValueError("vLLM has no DDTree speculation (open PR vllm-project/vllm#42910)")
        known = ", ".join(sorted(METHODS))
        raise ValueError(f"vLLM has no speculative algorithm {algorithm!r} (it has: none, {known})")
    unsupported = set_keys(speculative, _UNSUPPORTED_KEYS)
    if unsupported:
        raise ValueError(f"vLLM has no equivalent of speculative {', '.join(unsupported)} ({algorithm})")
    config: dict[str, Any] = {"method": method}
    draft_model = speculative.get("draft_model")
    if draft_model is not None:
        config["model"] = assets.resolve_model(str(draft_model))
    elif method in NEEDS_DRAFT_MODEL:
        raise ValueError(f"vLLM method {method!r} needs speculative.draft_model")
    if speculative.get("num_draft_tokens") is not None:
        config["num_speculative_tokens"] = int(speculative["num_draft_tokens"])
    if set_keys(speculative, ("ngram_min", "ngram_max")):
        if method not in ("ngram", "ngram_gpu"):
            raise ValueError(f"speculative ngram_min/ngram_max apply only to vLLM ngram, not {method!r}")
        if speculative.get("ngram_min") is not None:
            config["prompt_lookup_min"] = int(speculative["ngram_min"])
        if speculative.get("ngram_max") is not None:
            config["prompt_lookup_max"] = int(speculative["ngram_max"])
    extra = speculative.get("extra") or {}
    if not isinstance(extra, dict):
        raise ValueError("speculative.extra must be a table")
    config.update(extra)
    return config


def _legacy_flags(config: dict[str, Any]) -> list[str]:
    """Pre-0.8 spelling of a SpeculativeConfig (separate flags; n-gram as the model ``[ngram]``)."""
    config = dict(config)
    method = config.pop("method")
    model = config.pop("model", None)
    if method == "ngram":
        model = "[ngram]"
    if model is None:
        raise ValueError(
            f"vLLM before 0.8 cannot run speculative method {method!r} (no draft model flag for it)"
        )
    argv = ["--speculative-model", str(model)]
    renames = {
        "num_speculative_tokens": "--num-speculative-tokens",
        "prompt_lookup_min": "--ngram-prompt-lookup-min",
        "prompt_lookup_max": "--ngram-prompt-lookup-max",
        "draft_tensor_parallel_size": "--speculative-draft-tensor-parallel-size",
    }
    for key, value in config.items():
        flag = renames.get(key) or flag_name(key)
        argv += extra_flags({flag: value})
    return argv


def spec_stats_from_metrics(metrics: dict[str, Any]) -> SpecStats | None:
    """Per-request ``metrics.speculative_decoding`` (``--per-request-spec-decode-metrics``)."""
    spec = metrics.get("speculative_decoding")
    if not isinstance(spec, dict):
        return None
    stats = SpecStats(
        verify_steps=_int(spec.get("num_spec_steps")),
        accepted_draft_tokens=_int(spec.get("num_accepted_draft_tokens")),
        proposed_draft_tokens=_int(spec.get("num_draft_tokens")),
        accept_length=_float(spec.get("mean_acceptance_length")),
        accept_rate=_float(spec.get("draft_acceptance_rate")),
        accept_histogram=spec.get("acceptance_histogram") if isinstance(spec.get("acceptance_histogram"), list) else None,
    )
    # Derive what a release left out, with the same definitions vLLM uses.
    if stats.accept_length is None and stats.verify_steps and stats.accepted_draft_tokens is not None:
        stats.accept_length = 1.0 + stats.accepted_draft_tokens / stats.verify_steps
    if stats.accept_rate is None and stats.proposed_draft_tokens and stats.accepted_draft_tokens is not None:
        stats.accept_rate = stats.accepted_draft_tokens / stats.proposed_draft_tokens
    return stats


def parse_vllm_log_line(line: str) -> LiveLogStats | None:
    """Engine throughput lines and SpecDecoding lines (V0, early V1 and current formats)."""
    if _SPEC_LINE.search(line):
        stats = LiveLogStats()
        mean_len = _MEAN_LEN.search(line)
        if mean_len:
            stats.accept_length = _float(mean_len.group("v"))
        rate = _RATE_PCT.search(line)
        if rate:
            value = _float(rate.group("v"))
            stats.accept_rate = value / 100.0 if value is not None else None
        else:
            fraction = _RATE_FRACTION.search(line)  # V0 printed a fraction, not a percentage
            if fraction:
                stats.accept_rate = _float(fraction.group("v"))
        for pattern, key in ((_ACCEPTED, "accepted_draft_tokens"), (_DRAFTED, "draft_tokens")):
            found = pattern.search(line)
            if found:
                stats.extra[key] = float(found.group("v"))
        found = _ACCEPTED_TPUT.search(line)
        if found:
            stats.extra["accepted_throughput"] = float(found.group("v"))
        if stats.accept_length is None and stats.accept_rate is None and not stats.extra:
            return None
        return stats
    throughput = _THROUGHPUT.search(line)
    if throughput is None:
        return None
    stats = LiveLogStats(gen_throughput=float(throughput.group("gen")))
    running = _RUNNING.search(line)
    if running:
        stats.running_requests = int(running.group("n"))
    kv = _KV_USAGE.search(line)
    if kv:
        stats.token_usage = float(kv.group("pct")) / 100.0
    waiting = _WAITING.search(line)
    if waiting:
        stats.extra["waiting_requests"] = float(waiting.group("n"))
    prompt = _PROMPT_TPUT.search(line)
    if prompt:
        stats.extra["prompt_throughput"] = float(prompt.group("v"))
    return stats


class VLLMBackend(Backend):
    """``vllm serve``: OpenAI ``/v1/completions`` streaming with usage; acceptance per request when
    enabled, else from Prometheus counter deltas."""

    name = "vllm"
    default_port = 8000
    # SpeculativeConfig methods (SERVERS.md §2.1) and the product's names that have one; validate's
    # tables (validate/checks.py check_vllm runs them).
    algorithms = frozenset(
        {
            "none", "ngram", "ngram_gpu", "draft_model", "suffix", "custom_class", "eagle", "eagle3",
            "extract_hidden_states", "mtp", "deepseek_mtp", "qwen3_next_mtp", "qwen3_5_mtp", "glm4_moe_mtp",
            "mimo_mtp", "ernie_mtp", "dflash", "dspark",
            "ddtree",  # open PR, warned about by check_ddtree
            "draft", "standalone", "nextn",  # the product's own names that have a vLLM method
        }
    )  # fmt: skip
    algorithms_without_draft_tokens = frozenset(
        {
            "none", "suffix", "mtp", "nextn", "deepseek_mtp", "qwen3_next_mtp", "qwen3_5_mtp", "glm4_moe_mtp",
            "mimo_mtp", "ernie_mtp", "ddtree", "custom_class", "extract_hidden_states",
        }
    )  # fmt: skip
    algorithms_needing_draft = frozenset({"eagle", "eagle3", "draft", "draft_model", "standalone", "dflash"})
    ngram_algorithms = frozenset({"ngram", "ngram_gpu"})
    ready_log_pattern = READY_LOG
    health_path = "/health"
    version_paths = ("/version",)  # {"version": VLLM_VERSION}

    def launch_plan(self, server: ServerSpec, run: RunSpec) -> LaunchPlan:
        """The argv, refused (ValueError) when ``server.version`` is a release whose own flag
        definitions (server_facts.json, read from its wheel) cannot take it."""
        plan = self.unchecked_launch_plan(server, run)
        enforce("vllm", server.version, self.options_of(plan.argv))
        return plan

    @staticmethod
    def options_of(argv: list[str]) -> list[str]:
        """The options of an argv this adapter built (after ``vllm serve MODEL``)."""
        return argv[3:]

    def unchecked_launch_plan(self, server: ServerSpec, run: RunSpec) -> LaunchPlan:
        executable = server.executable or "vllm"
        argv = [executable, "serve", assets.resolve_model(server.model), "--host", server.host]
        argv += ["--port", str(server.port)]
        if server.context_length:
            argv += ["--max-model-len", str(server.context_length)]
        argv += ["--tensor-parallel-size", str(server.tp)]
        if server.api_key:
            argv += ["--api-key", server.api_key]
        config = speculative_config(run.speculative)
        version = parse_version(server.version)
        if config is not None:
            if version is not None and version < SPECULATIVE_CONFIG_SINCE:
                argv += _legacy_flags(config)
            else:
                argv += ["--speculative-config", json.dumps(config, sort_keys=True, separators=(",", ":"))]
            if has_flag("vllm", server.version, PER_REQUEST_METRICS_FLAG):
                argv += [PER_REQUEST_METRICS_FLAG, "summary"]
        user_args = [*server.extra_args, *run.extra_args]
        # The server's own decode time per request (metrics.generation_time_ms) times its decode steps;
        # vLLM refuses the flag together with --disable-log-stats, so a user who disables them goes without.
        if has_flag("vllm", server.version, PER_REQUEST_TIMING_FLAG) and "--disable-log-stats" not in user_args:
            argv.append(PER_REQUEST_TIMING_FLAG)
        argv += user_args
        return LaunchPlan(argv=argv, env={**server.env, **run.env}, host=server.host, port=server.port)

    async def probe(self, client: httpx.AsyncClient, base_url: str) -> ReadyState:
        """vLLM refuses connections while loading; once it listens, 503 means the engine is dead."""
        response = await self.get_or_state(client, base_url + self.health_path)
        if isinstance(response, ReadyState):
            return response
        return ReadyState.READY if response.status_code == 200 else ReadyState.ERROR

    tokenize_path = "/tokenize"  # {"count": N, "tokens": [...]}

    def parse_chunk(self, payload: dict[str, Any]) -> StreamUpdate:
        update = super().parse_chunk(payload)
        metrics = payload.get("metrics")
        if isinstance(metrics, dict):
            update.spec = spec_stats_from_metrics(metrics)
            # PerRequestMetrics.generation_time_ms (--enable-per-request-metrics): first to last token.
            generation_ms = _float(metrics.get("generation_time_ms"))
            if generation_ms is not None:
                update.server_decode_s = generation_ms / 1000.0
        return update

    def is_context_overflow(self, status: int, message: str) -> bool:
        return status == 400 and _OVERFLOW.search(message) is not None

    def parse_log_line(self, line: str) -> LiveLogStats | None:
        return parse_vllm_log_line(line)

    async def scrape_spec_counters(self, client: httpx.AsyncClient, base_url: str) -> dict[str, float] | None:
        """Cumulative ``vllm:spec_decode_*`` counters summed over engines (absent with ``--disable-log-stats``)."""
        return await scrape_counters(client, base_url + "/metrics", PROMETHEUS_COUNTERS, PER_POSITION_COUNTER)


def _int(value: Any) -> int | None:
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _float(value: Any) -> float | None:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return None if number != number else number
