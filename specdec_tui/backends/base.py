"""The one small interface every server adapter implements.

An adapter knows how to build the server's argv from a run, how the server says it is ready, how to
build a streaming generation request and read its chunks, and how to turn the server's periodic log
lines and error bodies into the same normalized numbers. Adapters do no process management (that is
the supervisor) and no timing (that is the load generator).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from specdec_tui.domain.model import RunSpec, ServerSpec


class ReadyState(enum.Enum):
    DOWN = "down"  # connection refused: not listening yet (or gone)
    LOADING = "loading"  # listening but not ready (e.g. llama-server 503 "Loading model")
    READY = "ready"
    ERROR = "error"  # answered something that is neither loading nor ready


@dataclass
class LaunchPlan:
    argv: list[str]
    env: dict[str, str]  # added on top of the parent environment
    host: str
    port: int
    # Things the adapter changed or doubts about the user's arguments, for the front end to show.
    warnings: list[str] = field(default_factory=list)

    @property
    def base_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def reuse_key(self) -> tuple[Any, ...]:
        """Two runs with equal keys can share one server process."""
        return (tuple(self.argv), tuple(sorted(self.env.items())))


@dataclass
class SpecStats:
    """Per-request speculative statistics as the server reports them (None when not reported).

    accept_length is the product's one definition: accepted draft tokens per verify step plus the
    bonus token, i.e. output tokens / verify steps."""

    verify_steps: int | None = None
    accepted_draft_tokens: int | None = None
    proposed_draft_tokens: int | None = None
    accept_length: float | None = None
    accept_rate: float | None = None
    # Index j: this request's verify steps that accepted exactly j draft tokens (the bonus token not
    # counted): vLLM ``acceptance_histogram``, SGLang ``spec_correct_drafts_histogram``.
    accept_histogram: list[int] | None = None


@dataclass
class StreamUpdate:
    """What one streamed chunk (one SSE ``data:`` payload, already JSON-decoded) carried."""

    text: str = ""
    completion_tokens: int | None = None  # cumulative output tokens so far, when the chunk says
    prompt_tokens: int | None = None
    finished: bool = False
    finish_reason: str | None = None
    spec: SpecStats | None = None
    error: str | None = None  # an error reported inside the stream (e.g. SGLang 0.5.5 stream errors)
    # The server's own decode interval of this request (first output token to last), in seconds, by
    # the server's clock: SGLang ``decode_throughput``, vLLM ``metrics.generation_time_ms``,
    # llama-server ``timings.predicted_ms``. With the steps it took, it times one decode step.
    server_decode_s: float | None = None


# Bounds of what a server may report about one request. No real request has a billion tokens; a
# count past these (or a string, a float, 1e400) is a broken answer, not a measurement.
MAX_REPORTED_TOKENS = 1_000_000_000
MAX_ACCEPT_LENGTH = 10_000.0
MAX_DECODE_S = 1_000_000.0
MAX_HISTOGRAM_BINS = 4096


class BadField(ValueError):
    """A field of a server's answer with the wrong type or outside its bounds; ``str()`` names the
    field, the value and the limit, e.g. ``usage.prompt_tokens = 'x' (must be an integer ...)``."""


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def reported_count(value: Any, field: str) -> int | None:
    """A token or step count from a server: None stays None; an integer from 0 to
    MAX_REPORTED_TOKENS (a float with an integral value, e.g. ``16.0``, is accepted); BadField else."""
    if value is None:
        return None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_REPORTED_TOKENS:
        raise BadField(f"{field} = {_shown(value)} (must be an integer from 0 to {MAX_REPORTED_TOKENS})")
    return value


def reported_number(value: Any, field: str, low: float, high: float) -> float | None:
    """A finite number from ``low`` to ``high`` (None stays None); BadField else."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise BadField(f"{field} = {_shown(value)} (must be a number from {low:g} to {high:g})")
    number = float(value)
    if not math.isfinite(number) or not low <= number <= high:
        raise BadField(f"{field} = {_shown(value)} (must be a finite number from {low:g} to {high:g})")
    return number


def check_update(update: StreamUpdate) -> None:
    """Type and bound every number an adapter put in ``update`` (BadField naming the first bad one),
    so a broken server fails its request, never the summary of the cell or the sweep."""
    update.prompt_tokens = reported_count(update.prompt_tokens, "prompt_tokens")
    update.completion_tokens = reported_count(update.completion_tokens, "completion_tokens")
    if not isinstance(update.text, str):
        raise BadField(f"text = {_shown(update.text)} (must be a string)")
    if update.finish_reason is not None and not isinstance(update.finish_reason, str):
        update.finish_reason = str(update.finish_reason)[:40]
    spec = update.spec
    if spec is not None:
        spec.verify_steps = reported_count(spec.verify_steps, "spec.verify_steps")
        spec.accepted_draft_tokens = reported_count(spec.accepted_draft_tokens, "spec.accepted_draft_tokens")
        spec.proposed_draft_tokens = reported_count(spec.proposed_draft_tokens, "spec.proposed_draft_tokens")
        spec.accept_length = reported_number(spec.accept_length, "spec.accept_length", 0.0, MAX_ACCEPT_LENGTH)
        # A rate is a fraction; allow float rounding just above 1.
        spec.accept_rate = reported_number(spec.accept_rate, "spec.accept_rate", 0.0, 1.0 + 1e-6)
        spec.accept_histogram = reported_counts(spec.accept_histogram, "spec.accept_histogram")
    update.server_decode_s = reported_number(update.server_decode_s, "server_decode_s", 0.0, MAX_DECODE_S)


def reported_counts(value: Any, field: str) -> list[int] | None:
    """A histogram from a server: a list of at most MAX_HISTOGRAM_BINS counts (None stays None)."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > MAX_HISTOGRAM_BINS:
        raise BadField(f"{field} = {_shown(value)} (must be a list of at most {MAX_HISTOGRAM_BINS} counts)")
    return [reported_count(item, f"{field}[{i}]") or 0 for i, item in enumerate(value)]


@dataclass
class LiveLogStats:
    """Numbers read from a periodic server log line (SGLang ``Decode batch``, vLLM ``SpecDecoding
    metrics``, llama-server ``draft acceptance``)."""

    gen_throughput: float | None = None  # tokens/s
    accept_length: float | None = None
    accept_rate: float | None = None
    running_requests: int | None = None
    token_usage: float | None = None
    extra: dict[str, float] = field(default_factory=dict)


def token_count(data: Any) -> int | None:
    """The prompt length in a tokenize answer: its ``count``, else the length of its ``tokens``; None
    for anything else (an answer that is not an object falls back to the calibrated estimate)."""
    if not isinstance(data, dict):
        return None
    count = data.get("count")
    if isinstance(count, int) and not isinstance(count, bool):
        return count
    tokens = data.get("tokens")
    return len(tokens) if isinstance(tokens, list) else None


async def idempotent_request(
    client: httpx.AsyncClient, method: str, url: str, **kwargs: Any
) -> httpx.Response:
    """A request that is safe to repeat, sent again once if a kept-alive connection was dropped under it
    (llama-server sometimes closes one just after a streamed response)."""
    try:
        return await client.request(method, url, **kwargs)
    except httpx.RemoteProtocolError:
        return await client.request(method, url, **kwargs)


class Backend:
    """Base adapter. Subclasses override what differs; the defaults speak the OpenAI-compatible API."""

    name: str = "base"
    default_port: int = 8000
    # A regex (searched in each log line) that marks the server as ready, or None.
    ready_log_pattern: str | None = None
    # GET path that answers 200 once the server can serve.
    health_path: str = "/health"
    # Extra HTTP headers for generation requests (e.g. llama-server needs "Connection: close").
    request_headers: dict[str, str] = {}
    # True when the server logs one acceptance line per finished request that drafted (llama-server):
    # the controller then waits for those lines so the server's figure covers exactly the cell.
    logs_acceptance_per_request: bool = False

    # -- what validate checks a cell against (validate/checks.py runs the checks; the tables are the
    # adapter's, so a backend's facts live with its adapter). Empty: nothing to check.
    # Algorithms the server has, in the product's names and the server's own.
    algorithms: frozenset[str] = frozenset()
    # Algorithms whose draft shape is num_steps x topk -> num_draft_tokens (SGLang's EAGLE family).
    tree_shaped_algorithms: frozenset[str] = frozenset()
    # Algorithms that need a separate draft model (or head), and those that draft from n-grams.
    algorithms_needing_draft: frozenset[str] = frozenset()
    ngram_algorithms: frozenset[str] = frozenset()
    # Algorithms that run without a num_draft_tokens (the server picks or has none).
    algorithms_without_draft_tokens: frozenset[str] = frozenset()

    # -- launch -------------------------------------------------------------------------------
    def launch_plan(self, server: ServerSpec, run: RunSpec) -> LaunchPlan:
        raise NotImplementedError

    # -- readiness and liveness ---------------------------------------------------------------
    async def probe(self, client: httpx.AsyncClient, base_url: str) -> ReadyState:
        """One readiness probe; never raises for network errors."""
        response = await self.get_or_state(client, base_url + self.health_path)
        if isinstance(response, ReadyState):
            return response
        if response.status_code == 200:
            return ReadyState.READY
        if response.status_code == 503:
            return ReadyState.LOADING
        return ReadyState.ERROR

    @staticmethod
    async def get_or_state(client: httpx.AsyncClient, url: str) -> httpx.Response | ReadyState:
        """GET ``url``; a refused or dropped connection is DOWN, a timeout LOADING (still busy)."""
        try:
            return await client.get(url)
        except (httpx.ConnectError, httpx.RemoteProtocolError, httpx.ReadError):
            return ReadyState.DOWN
        except httpx.TimeoutException:
            return ReadyState.LOADING

    # Endpoints that answer a JSON object with the server's release in "version", tried in order.
    version_paths: tuple[str, ...] = ()

    async def server_version(self, client: httpx.AsyncClient, base_url: str) -> str | None:
        """The release the running server reports (``version_paths``), or None; never raises for
        network errors or odd answers."""
        for path in self.version_paths:
            try:
                response = await client.get(base_url + path)
            except httpx.HTTPError:
                return None
            if response.status_code != 200:
                continue
            try:
                data = response.json()
            except ValueError:
                continue
            version = data.get("version") if isinstance(data, dict) else None
            if isinstance(version, str) and 0 < len(version) <= 64 and version.isprintable():
                return version
        return None

    # -- requests ---------------------------------------------------------------------------
    # The server's tokenizer endpoint (POST, answering {"count": N} or {"tokens": [...]}); None: none.
    tokenize_path: str | None = None

    def tokenize_body(self, text: str) -> dict[str, Any]:
        """The JSON body of a tokenize request for ``text`` (special tokens added, as a prompt is)."""
        return {"prompt": text}

    async def count_tokens(self, client: httpx.AsyncClient, base_url: str, text: str) -> int | None:
        """Exact prompt token count from the server's tokenizer, or None when it has no endpoint or
        its answer is not a count. A server without the endpoint (404, 405, 501) is asked once."""
        missing: set[str] = self.__dict__.setdefault("_no_tokenizer", set())
        if self.tokenize_path is None or base_url in missing:
            return None
        try:
            response = await idempotent_request(
                client, "POST", base_url + self.tokenize_path, json=self.tokenize_body(text)
            )
        except httpx.HTTPError:
            return None
        if response.status_code in (404, 405, 501):
            missing.add(base_url)
            return None
        if response.status_code != 200:
            return None
        try:
            data = response.json()
        except ValueError:
            return None
        return token_count(data)

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
        """(path, JSON body) of a streaming generation request that ignores EOS (a fixed output length),
        or with ``ignore_eos=False`` lets the model stop on its own, up to ``max_tokens``."""
        body: dict[str, Any] = {
            "model": model,
            "prompt": prompt,
            "max_tokens": max_tokens,
            "temperature": temperature,
            "stream": True,
            "stream_options": {"include_usage": True},
            "ignore_eos": ignore_eos,
        }
        if seed is not None:
            body["seed"] = seed
        return "/v1/completions", body

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
        """(path, JSON body) of a streaming OpenAI chat request: the server applies the model's chat
        template, as real traffic does. EOS is ignored, like :meth:`build_request`."""
        body: dict[str, Any] = {
            "model": model,
            "messages": messages,
            "max_tokens": max_tokens,
            "temperature": temperature,
            "stream": True,
            "stream_options": {"include_usage": True},
            "ignore_eos": ignore_eos,
        }
        if seed is not None:
            body["seed"] = seed
        return "/v1/chat/completions", body

    def stream_parser(self) -> Callable[[dict[str, Any]], StreamUpdate]:
        """A chunk parser for one request's stream. Adapters whose chunks are cumulative (SGLang's
        native ``/generate``) return a parser that keeps per-request state; the default is stateless."""
        return self.parse_chunk

    def parse_chunk(self, payload: dict[str, Any]) -> StreamUpdate:
        """Read one OpenAI ``text_completion`` chunk."""
        update = StreamUpdate()
        if "error" in payload:
            error = payload["error"]
            update.error = error.get("message", str(error)) if isinstance(error, dict) else str(error)
            return update
        choices = payload.get("choices") or []
        if choices:
            choice = choices[0]
            delta = choice.get("delta")
            if isinstance(delta, dict):  # a chat.completion.chunk; reasoning text is output too
                update.text = (delta.get("content") or "") + (delta.get("reasoning_content") or "")
            else:
                update.text = choice.get("text") or ""
            if choice.get("finish_reason"):
                update.finish_reason = choice["finish_reason"]
                update.finished = True
        usage = payload.get("usage")
        if isinstance(usage, dict):
            update.prompt_tokens = reported_count(usage.get("prompt_tokens"), "usage.prompt_tokens")
            update.completion_tokens = reported_count(usage.get("completion_tokens"), "usage.completion_tokens")
        return update

    def error_message(self, status: int, body: bytes) -> str:
        """The server's own message from an error response body, shown to the user verbatim."""
        import json

        from specdec_tui.safety.textsafe import safe_text  # local: keeps this module import-light

        try:
            data = json.loads(body)
        except (ValueError, UnicodeDecodeError):
            return f"HTTP {status}: {safe_text(body[:500])}"
        if isinstance(data, dict):
            err = data.get("error", data)
            if isinstance(err, dict) and "message" in err:
                return f"HTTP {status}: {safe_text(str(err['message']))}"
            if isinstance(err, str):
                return f"HTTP {status}: {safe_text(err)}"
            if "detail" in data:
                return f"HTTP {status}: {safe_text(str(data['detail']))}"
        return f"HTTP {status}: {safe_text(body[:500])}"

    def is_context_overflow(self, status: int, message: str) -> bool:
        """True when an error is the server refusing a prompt that does not fit its context."""
        return False

    # -- logs and metrics ---------------------------------------------------------------------
    def parse_log_line(self, line: str) -> LiveLogStats | None:
        return None

    async def scrape_spec_counters(self, client: httpx.AsyncClient, base_url: str) -> dict[str, float] | None:
        """Cumulative speculative counters from /metrics (for cell-scoped deltas), or None."""
        return None
