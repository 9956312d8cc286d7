"""SGLang adapter (``python -m sglang.launch_server``); facts from ../shared/SERVERS.md §1.

Requests go to the native ``/generate`` endpoint because it is the one that reports per-request
speculative statistics in every SGLang generation (``meta_info.spec_verify_ct`` on the final chunk).
Its streamed ``text`` is cumulative by default, so :meth:`SGLangBackend.stream_parser` keeps the text
seen so far per request and hands out only what each chunk adds.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Callable, Iterable
from typing import Any

import httpx

from specdec_tui.backends.base import Backend, LaunchPlan, LiveLogStats, SpecStats, StreamUpdate
from specdec_tui.backends.server_facts import enforce
from specdec_tui.domain.model import NO_SPECULATION, RunSpec, ServerSpec
from specdec_tui.safety.textsafe import strip_ansi

# Canonical algorithm names (model.SPECULATIVE_KEYS) → SGLang's --speculative-algorithm values.
# "mtp" is served by SGLang through its NEXTN alias (resolved to EAGLE); a plain draft model is STANDALONE.
ALGORITHMS = {
    "eagle": "EAGLE",
    "eagle3": "EAGLE3",
    "nextn": "NEXTN",
    "mtp": "NEXTN",
    "standalone": "STANDALONE",
    "draft": "STANDALONE",
    "ngram": "NGRAM",
    "dflash": "DFLASH",
    "ddtree": "DDTREE",  # open PR sgl-project/sglang#29907 (fork builds only)
    "dspark": "DSPARK",
}

# Scalar speculative keys that map to one flag whatever the algorithm.
_COMMON_FLAGS = {
    "draft_model": "--speculative-draft-model-path",
    "num_steps": "--speculative-num-steps",
    "topk": "--speculative-eagle-topk",
    "num_draft_tokens": "--speculative-num-draft-tokens",
}
# n-gram match window: present in 0.5.5 and the docs, gone from 0.5.23's flag set.
_NGRAM_WINDOW_FLAGS = {
    "ngram_min": "--speculative-ngram-min-match-window-size",
    "ngram_max": "--speculative-ngram-max-match-window-size",
}
_LLAMACPP_ONLY = ("draft_min", "draft_p_min")

# Log levels that keep the INFO lines this product reads (ready line, Decode/Prefill batch).
_VERBOSE_LEVELS = {"info", "debug"}

READY_LINE = "The server is fired up and ready to roll!"

# Context-overflow messages (SERVERS.md §1.7 and samples/metrics_lines.md), all SGLang generations.
_CONTEXT_OVERFLOW = re.compile(
    r"longer than the model\W{0,2}s context length"
    r"|exceeds the model\W{0,2}s maximum context length"
    r"|Requested token count exceeds"
    r"|Input length \(\d+ tokens\) exceeds the maximum allowed length",
    re.IGNORECASE,
)

# Periodic log lines (SERVERS.md §1.6): each field is read on its own so that the order, the
# hybrid-model variants and the 0.4.x/0.5.5 punctuation differences do not matter.
_DECODE = re.compile(r"Decode batch(?: \[\d+\])?[.,] ")
_PREFILL = re.compile(r"Prefill batch(?: \[\d+\])?[.,] ")
_RUNNING = re.compile(r"#running-req: (\d+)")
_QUEUE = re.compile(r"#queue-req: (\d+)")
_TOKEN_USAGE = re.compile(r"\btoken usage: ([0-9.]+)")
_ACCEPT_LEN = re.compile(r"\baccept len: ([0-9.]+)")
_ACCEPT_RATE = re.compile(r"\baccept rate: ([0-9.]+)")
_GEN_TPUT = re.compile(r"gen throughput \(token/s\): ([0-9.]+)")
_NUM_TOKENS = re.compile(r"#token: (\d+)")
_NEW_SEQ = re.compile(r"#new-seq: (\d+)")
_NEW_TOKEN = re.compile(r"#new-token: (\d+)")
_CACHED_TOKEN = re.compile(r"#cached-token: (\d+)")
_INPUT_TPUT = re.compile(r"input throughput \(token/s\): ([0-9.]+)")

# Prometheus sample line: name{labels} value [timestamp]
_PROM_LINE = re.compile(r"^([A-Za-z_:][A-Za-z0-9_:]*)(\{.*\})?\s+(\S+)")
# SGLang counters → the backend-neutral keys of cumulative speculative counters (backends/common.py):
# verify forwards, and all output tokens. SGLang exports acceptance only as gauges, so per-request
# meta_info remains the source of acceptance; these serve as a cross-check.
PROM_COUNTERS = {
    "sglang:spec_verify_calls_total": "num_drafts",
    "sglang:generation_tokens_total": "generated_tokens",
}


# meta_info fields read by spec_stats (tests/test_contract_sglang.py checks them against each
# pinned release's source). Alternatives are spellings of the same figure in different releases.
META_VERIFY = "spec_verify_ct"
META_ACCEPTED = ("spec_num_correct_drafts", "spec_accepted_drafts", "spec_accept_token_num")
META_PROPOSED = ("spec_num_proposed_drafts", "spec_proposed_drafts", "spec_draft_token_num")
META_ACCEPT_LENGTH = "spec_accept_length"
META_ACCEPT_RATE = "spec_accept_rate"
# 0.5.23: index j = the request's verify steps that accepted exactly j drafts (bonus not counted).
META_HISTOGRAM = "spec_correct_drafts_histogram"
# The server's decode timing: 0.5.23 with --enable-metrics (observability/req_time_stats.py
# get_decode_throughput); 0.5.5 always, with time_per_token beside it (a different denominator).
META_DECODE_THROUGHPUT = "decode_throughput"
META_TIME_PER_TOKEN = "time_per_token"


def _flag_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _fix_log_level(args: list[str], warnings: list[str]) -> list[str]:
    """Replace a ``--log-level`` that would hide the INFO lines the product reads with ``info``."""
    out: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        value: str | None = None
        if arg == "--log-level" and i + 1 < len(args):
            value, step = args[i + 1], 2
        elif arg.startswith("--log-level="):
            value, step = arg.split("=", 1)[1], 1
        if value is None:
            out.append(arg)
            i += 1
            continue
        if value.lower() in _VERBOSE_LEVELS:
            out.extend(["--log-level", value])
        else:
            out.extend(["--log-level", "info"])
            warnings.append(
                f"--log-level {value} replaced by info: SGLang prints the ready line and the "
                "Decode/Prefill batch lines at INFO, and live statistics and triage read them"
            )
        i += step
    return out


class SGLangBackend(Backend):
    name = "sglang"
    default_port = 30000
    ready_log_pattern = re.escape(READY_LINE)
    health_path = "/health"
    # "version" in the server info: /server_info from 0.5.2x, /get_server_info before (and deprecated
    # since); tests/test_contract_sglang.py checks both against the pinned releases.
    version_paths = ("/server_info", "/get_server_info")
    # The module the argv runs; the sim backend swaps in its own.
    launch_module = "sglang.launch_server"
    # Built-in --speculative-algorithm values in the product's names (SERVERS.md §1.1): others need a
    # plugin. validate/checks.py warns about them and checks the EAGLE family's draft shape.
    tree_shaped_algorithms = frozenset({"eagle", "eagle3", "standalone", "nextn", "mtp", "draft"})
    algorithms = frozenset(
        {"none", "ddtree", "ngram", "dflash", "dspark", "uno", "frozen_kv_mtp", *tree_shaped_algorithms}
    )

    # -- launch -------------------------------------------------------------------------------
    def python_executable(self, server: ServerSpec) -> str:
        return server.executable or sys.executable

    def speculative_args(self, server: ServerSpec, run: RunSpec, warnings: list[str]) -> list[str]:
        """SGLang flags for the run's canonical speculative keys; ValueError for what SGLang cannot take."""
        spec = run.speculative
        algorithm = run.algorithm
        if algorithm == NO_SPECULATION:
            ignored = [k for k, v in spec.items() if k != "algorithm" and v not in (None, {}, [])]
            if ignored:
                warnings.append(
                    f"run '{run.name}': speculative keys {', '.join(sorted(ignored))} ignored with algorithm 'none'"
                )
            return []
        if algorithm == "suffix":
            raise ValueError(f"run '{run.name}': SGLang has no 'suffix' speculative algorithm")
        args = ["--speculative-algorithm", ALGORITHMS.get(algorithm, algorithm.upper())]
        for key, value in spec.items():
            if key == "algorithm" or value is None:
                continue
            if key in _COMMON_FLAGS:
                args += [_COMMON_FLAGS[key], _flag_value(value)]
            elif key == "budget":
                if algorithm != "ddtree":
                    raise ValueError(f"run '{run.name}': 'budget' applies to ddtree only, not {algorithm}")
                args += ["--speculative-ddtree-budget", _flag_value(value)]
            elif key == "block_size":
                if algorithm == "dflash":
                    args += ["--speculative-dflash-block-size", _flag_value(value)]
                elif algorithm == "dspark":
                    args += ["--speculative-dspark-block-size", _flag_value(value)]
                else:
                    raise ValueError(
                        f"run '{run.name}': 'block_size' applies to dflash or dspark, not {algorithm}"
                    )
            elif key in _NGRAM_WINDOW_FLAGS:
                # gone from 0.5.23's flags: launch_plan's check against the version's table says so
                args += [_NGRAM_WINDOW_FLAGS[key], _flag_value(value)]
            elif key in _LLAMACPP_ONLY:
                raise ValueError(f"run '{run.name}': '{key}' is a llama-server setting; SGLang has no such flag")
            elif key == "extra":
                if not isinstance(value, dict):
                    raise ValueError(f"run '{run.name}': speculative 'extra' must be a table")
                for name, extra_value in value.items():
                    flag = "--" + str(name).replace("_", "-")
                    if extra_value is True:
                        args.append(flag)
                    elif extra_value is False or extra_value is None:
                        continue
                    else:
                        args += [flag, _flag_value(extra_value)]
            else:
                raise ValueError(f"run '{run.name}': unknown speculative key '{key}'")
        return args

    def launch_plan(self, server: ServerSpec, run: RunSpec) -> LaunchPlan:
        """The argv, refused (ValueError) when ``server.version`` is a release whose own flag
        definitions (server_facts.json, read from its wheel) cannot take it."""
        plan = self.unchecked_launch_plan(server, run)
        if self.name == "sglang":
            enforce("sglang", server.version, self.options_of(plan.argv))
        return plan

    @staticmethod
    def options_of(argv: list[str]) -> list[str]:
        """The options of an argv this adapter built (after ``python -m module``)."""
        return argv[3:]

    def unchecked_launch_plan(self, server: ServerSpec, run: RunSpec) -> LaunchPlan:
        warnings: list[str] = []
        argv = [
            self.python_executable(server),
            "-m",
            self.launch_module,
            "--model-path",
            server.model,
            "--host",
            server.host,
            "--port",
            str(server.port),
        ]
        if server.context_length is not None:
            argv += ["--context-length", str(server.context_length)]
        argv += ["--tp-size", str(server.tp)]
        argv += self.speculative_args(server, run, warnings)
        if server.api_key:
            argv += ["--api-key", server.api_key]
        argv += _fix_log_level(list(server.extra_args) + list(run.extra_args), warnings)
        env = {**server.env, **run.env}
        return LaunchPlan(argv=argv, env=env, host=server.host, port=server.port, warnings=warnings)

    # -- requests ---------------------------------------------------------------------------
    # POST /tokenize (SGLang >= 0.5.x, sgl-project/sglang#9545): {"count": N, ...}; older releases have
    # none (asked once). add_special_tokens stays on, as /generate tokenizes the prompt with it on.
    tokenize_path = "/tokenize"

    def tokenize_body(self, text: str) -> dict[str, Any]:
        return {"prompt": text, "add_special_tokens": True}

    def build_request(
        self,
        model: str,
        prompt: str,
        max_tokens: int,
        temperature: float,
        seed: int | None,
        *,
        ignore_eos: bool = True,
    ) -> tuple[str, dict[str, Any]]:
        """Native ``/generate``. The seed is not sent: ``sampling_seed`` is unknown to older SGLang
        releases, whose SamplingParams reject unknown keys."""
        body = {
            "text": prompt,
            "sampling_params": {
                "max_new_tokens": max_tokens,
                "temperature": temperature,
                "ignore_eos": ignore_eos,
            },
            "stream": True,
        }
        return "/generate", body

    def build_chat_request(
        self,
        model: str,
        messages: list[dict[str, str]],
        max_tokens: int,
        temperature: float,
        seed: int | None,
        *,
        ignore_eos: bool = True,
    ) -> tuple[str, dict[str, Any]]:
        """OpenAI ``/v1/chat/completions`` (the native ``/generate`` applies no chat template), asking
        for ``sglext.spec_tokens_details`` (SGLang 0.5.23+; older releases ignore the field). The
        seed is not sent, as for ``/generate``."""
        path, body = super().build_chat_request(
            model, messages, max_tokens, temperature, None, ignore_eos=ignore_eos
        )
        body["return_spec_tokens_details"] = True
        return path, body

    def stream_parser(self) -> Callable[[dict[str, Any]], StreamUpdate]:
        # SGLang streams cumulative text unless --incremental-streaming-output is on; the mode is read
        # off the first chunk that can tell (a strict extension of the text so far) and then kept.
        state: dict[str, Any] = {"text": "", "cumulative": None}

        def parse(payload: dict[str, Any]) -> StreamUpdate:
            update = self.parse_chunk(payload)
            if "meta_info" not in payload and "text" not in payload:
                return update
            full, previous = update.text, state["text"]
            if state["cumulative"] is None and previous and full:
                state["cumulative"] = len(full) > len(previous) and full.startswith(previous)
            if state["cumulative"] is False:
                state["text"] = previous + full
            elif full.startswith(previous):
                update.text = full[len(previous) :]
                state["text"] = full
            else:  # the server rewrote earlier text (should not happen): take it as it is
                update.text = full
                state["text"] = full
            return update

        return parse

    def parse_chunk(self, payload: dict[str, Any]) -> StreamUpdate:
        """One ``/generate`` chunk (``text`` as sent: cumulative unless incremental streaming is on),
        or an OpenAI-shaped chunk when the request went to ``/v1/completions``."""
        if "error" in payload or "choices" in payload or "usage" in payload or "sglext" in payload:
            update = super().parse_chunk(payload)
            sglext = payload.get("sglext")
            if isinstance(sglext, dict) and isinstance(sglext.get("spec_tokens_details"), dict):
                update.spec = spec_stats(sglext["spec_tokens_details"], update.completion_tokens)
            return update
        update = StreamUpdate()
        text = payload.get("text")
        update.text = text if isinstance(text, str) else ""
        meta = payload.get("meta_info")
        if not isinstance(meta, dict):
            return update
        update.completion_tokens = _int_or_none(meta.get("completion_tokens"))
        update.prompt_tokens = _int_or_none(meta.get("prompt_tokens"))
        finish = meta.get("finish_reason")
        if isinstance(finish, dict):
            kind = str(finish.get("type") or "")
            update.finished = True
            update.finish_reason = kind or None
            if kind == "abort":
                message = finish.get("message")
                update.error = f"request aborted by the server: {message}" if message else (
                    "request aborted by the server"
                )
        elif isinstance(finish, str) and finish:
            update.finished = True
            update.finish_reason = finish
        if META_VERIFY in meta:
            update.spec = spec_stats(meta, update.completion_tokens)
        update.server_decode_s = decode_seconds(meta, update.completion_tokens)
        return update

    def is_context_overflow(self, status: int, message: str) -> bool:
        return bool(_CONTEXT_OVERFLOW.search(message))

    # -- logs and metrics ---------------------------------------------------------------------
    def parse_log_line(self, line: str) -> LiveLogStats | None:
        if "batch" not in line:
            return None
        line = strip_ansi(line)
        if _DECODE.search(line):
            stats = LiveLogStats(
                gen_throughput=_float(_GEN_TPUT, line),
                accept_length=_float(_ACCEPT_LEN, line),
                accept_rate=_float(_ACCEPT_RATE, line),
                running_requests=_int(_RUNNING, line),
                token_usage=_float(_TOKEN_USAGE, line),
            )
            if stats.gen_throughput is None and stats.running_requests is None:
                return None
            for name, pattern in (("queue_requests", _QUEUE), ("tokens", _NUM_TOKENS)):
                value = _float(pattern, line)
                if value is not None:
                    stats.extra[name] = value
            return stats
        if _PREFILL.search(line):
            new_seq = _float(_NEW_SEQ, line)
            if new_seq is None:
                return None
            stats = LiveLogStats(running_requests=_int(_RUNNING, line), token_usage=_float(_TOKEN_USAGE, line))
            stats.extra["prefill_new_seq"] = new_seq
            for name, pattern in (
                ("prefill_new_tokens", _NEW_TOKEN),
                ("prefill_cached_tokens", _CACHED_TOKEN),
                ("queue_requests", _QUEUE),
                ("input_throughput", _INPUT_TPUT),
            ):
                value = _float(pattern, line)
                if value is not None:
                    stats.extra[name] = value
            return stats
        return None

    async def scrape_spec_counters(self, client: httpx.AsyncClient, base_url: str) -> dict[str, float] | None:
        """Cumulative counters from ``GET /metrics`` (served only with ``--enable-metrics``), summed over
        scheduler series, under the neutral keys of ``PROM_COUNTERS``; None when unavailable."""
        try:
            response = await client.get(base_url + "/metrics")
        except httpx.HTTPError:
            return None
        if response.status_code != 200:
            return None
        found = sum_prometheus(response.text, PROM_COUNTERS)
        return {PROM_COUNTERS[name]: value for name, value in found.items()} or None


def spec_stats(meta: dict[str, Any], completion_tokens: int | None) -> SpecStats | None:
    """Per-request speculative statistics from ``meta_info`` (or ``sglext.spec_tokens_details``).

    accept_length is the product's one definition, completion tokens / verify steps, computed here
    from ``spec_verify_ct`` (present in every SGLang generation); the server's own
    ``spec_accept_length`` is used only when the token count is missing."""
    verify = _int_or_none(meta.get(META_VERIFY))
    accepted = _first_int(meta, *META_ACCEPTED)
    proposed = _first_int(meta, *META_PROPOSED)
    if completion_tokens is None:
        completion_tokens = _int_or_none(meta.get("completion_tokens"))
    accept_length: float | None = None
    if verify and completion_tokens is not None:
        accept_length = completion_tokens / verify
    elif _finite(meta.get(META_ACCEPT_LENGTH)):
        accept_length = float(meta[META_ACCEPT_LENGTH])
    accept_rate: float | None = None
    if accepted is not None and proposed:
        accept_rate = accepted / proposed
    elif _finite(meta.get(META_ACCEPT_RATE)):
        accept_rate = float(meta[META_ACCEPT_RATE])
    if verify is None and accept_length is None and accept_rate is None:
        return None
    histogram = meta.get(META_HISTOGRAM)
    return SpecStats(
        verify_steps=verify,
        accepted_draft_tokens=accepted,
        proposed_draft_tokens=proposed,
        accept_length=accept_length,
        accept_rate=accept_rate,
        accept_histogram=histogram if isinstance(histogram, list) else None,
    )


def decode_seconds(meta: dict[str, Any], completion_tokens: int | None) -> float | None:
    """The server's decode interval of a finished request (first to last output token); None when
    it is not reported. SGLang 0.5.5 (``_calculate_timing_metrics``, always) reports
    ``time_per_token`` = that interval / completion_tokens; 0.5.23 (``req_time_stats``, with
    ``--enable-metrics``) only ``decode_throughput`` = (completion_tokens - 1) / that interval."""
    if completion_tokens is None or completion_tokens < 2:
        return None
    per_token = meta.get(META_TIME_PER_TOKEN)
    if isinstance(per_token, (int, float)) and _finite(per_token) and per_token > 0:
        return float(per_token) * completion_tokens
    throughput = meta.get(META_DECODE_THROUGHPUT)
    if not isinstance(throughput, (int, float)) or not _finite(throughput) or throughput <= 0:
        return None
    return (completion_tokens - 1) / float(throughput)


def sum_prometheus(text: str, names: Iterable[str]) -> dict[str, float]:
    """The named metrics summed over all their label sets (TP/DP ranks)."""
    wanted = set(names)
    sums: dict[str, float] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        match = _PROM_LINE.match(line)
        if not match or match.group(1) not in wanted:
            continue
        try:
            value = float(match.group(3))
        except ValueError:
            continue
        if math.isfinite(value):
            sums[match.group(1)] = sums.get(match.group(1), 0.0) + value
    return sums


def _int_or_none(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _first_int(meta: dict[str, Any], *names: str) -> int | None:
    for name in names:
        value = _int_or_none(meta.get(name))
        if value is not None:
            return value
    return None


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _float(pattern: re.Pattern[str], line: str) -> float | None:
    match = pattern.search(line)
    if not match:
        return None
    try:
        return float(match.group(1))
    except ValueError:
        return None


def _int(pattern: re.Pattern[str], line: str) -> int | None:
    value = _float(pattern, line)
    return int(value) if value is not None else None


__all__ = ["ALGORITHMS", "PROM_COUNTERS", "READY_LINE", "SGLangBackend", "spec_stats", "sum_prometheus"]
