"""The load generator: streams a workload's requests at a server and times every chunk.

Per request it records TTFT, the gaps between content chunks, end-to-end latency, the prompt and
output token counts the server itself reports (never counted from chunks), the server's speculative
statistics and, on failure, the server's own message. Cancelling the task that runs
:func:`run_workload` closes every open stream at once; the samples gathered so far stay in the
``collector`` list and in the ``outcome`` object passed in.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from specdec_tui.backends.base import Backend, BadField, SpecStats, StreamUpdate, check_update
from specdec_tui.backends.httpclient import make_client
from specdec_tui.domain.model import Workload
from specdec_tui.measure.prompts import Prompt, PromptBuilder, prompt_lengths, word_stream
from specdec_tui.safety.textsafe import safe_text

# A stream that sends this much without a line break is not an event stream worth reading further.
MAX_SSE_LINE_BYTES = 16 * 1024 * 1024
# How much of an error response body is read to find the server's message.
MAX_ERROR_BODY_BYTES = 64 * 1024
# After ``data: [DONE]``, how long to wait for the server to end the body (so the connection is reused).
DRAIN_TIMEOUT_S = 0.5
CANCELLED = "cancelled: the workload was stopped while this request was in flight"
# How a request's error starts when the server's socket went away (refused, reset or closed mid-answer).
CANNOT_CONNECT = "cannot connect to"
CONNECTION_LOST = "connection lost mid-response"


# ------------------------------------------------------------------------------------ SSE decoding
@dataclass
class SSEEvent:
    data: bytes
    event: str = ""


class SSEDecoder:
    """Incremental ``text/event-stream`` decoder: bytes in any split, events out.

    Lines end in CRLF, LF or CR (a CR at the end of a chunk waits for the next byte); ``:`` lines are
    comments (keep-alive pings); ``data:`` lines of one event are joined with LF; an event ends at a
    blank line, or at the end of the stream."""

    def __init__(self, max_line: int = MAX_SSE_LINE_BYTES) -> None:
        self._buf = bytearray()
        self._data: list[bytes] = []
        self._event = ""
        self._started = False
        self._max_line = max_line
        self.raw_prefix = b""  # the first bytes seen, to show when the body is not an event stream

    def feed(self, chunk: bytes) -> list[SSEEvent]:
        if len(self.raw_prefix) < 512:
            self.raw_prefix += chunk[: 512 - len(self.raw_prefix)]
        self._buf += chunk
        if not self._started and len(self._buf) >= 3:
            self._started = True
            if self._buf.startswith(b"\xef\xbb\xbf"):
                del self._buf[:3]
        events: list[SSEEvent] = []
        self._split(events, final=False)
        if len(self._buf) > self._max_line:
            raise ValueError(f"event-stream line longer than {self._max_line} bytes")
        return events

    def close(self) -> list[SSEEvent]:
        """Flush at the end of the stream: a last event without its blank line still counts."""
        events: list[SSEEvent] = []
        self._split(events, final=True)
        if self._buf:
            self._line(bytes(self._buf), events)
            self._buf.clear()
        self._dispatch(events)
        return events

    def _split(self, events: list[SSEEvent], final: bool) -> None:
        buf = self._buf
        pos = 0
        next_lf = buf.find(b"\n")
        next_cr = buf.find(b"\r")
        while next_lf != -1 or next_cr != -1:
            if next_cr != -1 and (next_lf == -1 or next_cr < next_lf):
                if next_cr == len(buf) - 1 and not final:
                    break  # CR as the last byte: the LF of a CRLF may be in the next chunk
                line = bytes(buf[pos:next_cr])
                pos = next_cr + 1
                if pos < len(buf) and buf[pos] == 0x0A:
                    pos += 1
            else:
                line = bytes(buf[pos:next_lf])
                pos = next_lf + 1
            self._line(line, events)
            if next_lf != -1 and next_lf < pos:
                next_lf = buf.find(b"\n", pos)
            if next_cr != -1 and next_cr < pos:
                next_cr = buf.find(b"\r", pos)
        if pos:
            del buf[:pos]

    def _line(self, line: bytes, events: list[SSEEvent]) -> None:
        if not line:
            self._dispatch(events)
            return
        if line.startswith(b":"):
            return
        name, sep, value = line.partition(b":")
        if sep and value.startswith(b" "):
            value = value[1:]
        if name == b"data":
            self._data.append(value)
        elif name == b"event":
            self._event = value.decode("utf-8", errors="replace")

    def _dispatch(self, events: list[SSEEvent]) -> None:
        if self._data:
            events.append(SSEEvent(b"\n".join(self._data), self._event))
        self._data = []
        self._event = ""


# ------------------------------------------------------------------------------------ samples
@dataclass
class RequestSample:
    ok: bool = False
    error: str | None = None
    ttft_s: float | None = None
    itl_s: list[float] = field(default_factory=list)  # gaps between content chunks after the first (ITL)
    e2e_s: float | None = None
    prompt_tokens: int | None = None  # as the server reported them
    output_tokens: int = 0  # as the server reported them (usage / meta_info), never counted from chunks
    chunk_count: int = 0  # content chunks received
    spec: SpecStats | None = None
    server_decode_s: float | None = None  # the server's own decode interval (StreamUpdate.server_decode_s)
    started_at: float = 0.0  # time.perf_counter() when the request was sent
    status_code: int | None = None
    warmup: bool = False
    index: int = 0
    prompt_tokens_target: int | None = None
    finish_reason: str | None = None
    category: str | None = None  # the prompt's category (dataset workloads)
    # The server refused the prompt as longer than its context (the adapter's is_context_overflow):
    # a workload that does not fit this server, not a fault of the server.
    context_overflow: bool = False

    @property
    def tpot_s(self) -> float | None:
        """Time per output token after the first: (e2e - TTFT) / (output tokens - 1), as vLLM and
        SGLang's serving benchmarks define TPOT; None with fewer than 2 tokens."""
        if self.ttft_s is None or self.e2e_s is None or self.output_tokens < 2:
            return None
        span = self.e2e_s - self.ttft_s
        return span / (self.output_tokens - 1) if span >= 0 else None

    @property
    def decode_tok_s(self) -> float | None:
        """Tokens per second after the first chunk (output tokens - 1 over e2e - TTFT)."""
        if self.ttft_s is None or self.e2e_s is None or self.output_tokens < 2:
            return None
        span = self.e2e_s - self.ttft_s
        return (self.output_tokens - 1) / span if span > 0 else None

    @property
    def connection_lost(self) -> bool:
        """The request failed because the server's socket went away, not with an answer: what a
        server that dies under the requests leaves behind."""
        return self.error is not None and self.error.startswith((CANNOT_CONNECT, CONNECTION_LOST))


@dataclass
class WorkloadOutcome:
    """What one workload produced; filled as it runs, so it is readable after a cancellation."""

    samples: list[RequestSample] = field(default_factory=list)  # measured requests, in completion order
    warmup_samples: list[RequestSample] = field(default_factory=list)
    wall_s: float | None = None  # wall time of the measured phase (up to the cancellation, if cancelled)
    measure_started: float | None = None  # time.perf_counter() at the start of the measured phase
    cancelled: bool = False
    prompts_exact: bool | None = None  # True: prompt lengths hit through the server's tokenizer
    max_send_lag_s: float | None = None  # with a request rate: the most a send came after its schedule
    notes: list[str] = field(default_factory=list)
    requests_planned: int | None = None  # measured requests to send, once the prompts are known
    prompts_dropped: int = 0  # dataset prompts too long for the context
    # A dataset workload's measured prompts' lengths as counted here (dataset_prompt_lengths); None otherwise.
    prompt_lengths: dict[str, Any] | None = None


# ------------------------------------------------------------------------------------ one request
class _StreamEnd(Exception):
    """Internal: stop reading the stream (``[DONE]``, an error, the deadline)."""


@dataclass
class _Context:
    backend: Backend
    client: httpx.AsyncClient
    base_url: str
    model: str
    workload: Workload
    headers: dict[str, str]
    request_timeout_s: float
    on_token: Callable[[int], None] | None
    on_request_done: Callable[[RequestSample], None] | None
    collector: list[RequestSample] | None
    outcome: WorkloadOutcome


class _RequestState:
    """Per-request bookkeeping while its stream is read."""

    def __init__(self, sample: RequestSample, on_token: Callable[[int], None] | None) -> None:
        self.sample = sample
        self.on_token = on_token
        self.done = False
        self.finished = False
        self.counts_streamed = False  # the server reported completion_tokens before this chunk
        self.reported_tokens: int | None = None
        self.progress_sent = 0
        self.last_content: float | None = None

    def apply(self, update: StreamUpdate, now: float) -> None:
        sample = self.sample
        if update.prompt_tokens is not None:
            sample.prompt_tokens = update.prompt_tokens
        grew = False
        if update.completion_tokens is not None:
            previous = self.reported_tokens or 0
            grew = update.completion_tokens > previous
            if self.reported_tokens is None or update.completion_tokens > self.reported_tokens:
                self.reported_tokens = update.completion_tokens
        # A usage-only chunk (OpenAI final usage) carries a count but no new content.
        content = bool(update.text) or (grew and self.counts_streamed)
        if update.completion_tokens is not None:
            self.counts_streamed = True
        if content:
            if sample.ttft_s is None:
                sample.ttft_s = now - sample.started_at
            elif self.last_content is not None:
                sample.itl_s.append(now - self.last_content)
            self.last_content = now
            sample.chunk_count += 1
        if update.spec is not None:
            sample.spec = update.spec
        if update.server_decode_s is not None:
            sample.server_decode_s = update.server_decode_s
        if update.finished:
            self.finished = True
            if update.finish_reason:
                sample.finish_reason = update.finish_reason
        self._progress()

    def _progress(self) -> None:
        # The best token count known now: the server's, else one per content chunk (corrected later).
        known = self.reported_tokens if self.reported_tokens is not None else self.sample.chunk_count
        delta = known - self.progress_sent
        if delta > 0:
            self.progress_sent = known
            if self.on_token is not None:
                self.on_token(delta)


def _eos(workload: Workload) -> dict[str, Any]:
    # Only a natural-length workload passes the keyword: adapters written before it keep working.
    return {"ignore_eos": False} if workload.natural_output else {}


async def _drain(chunks: AsyncIterator[bytes], limit: int) -> None:
    seen = 0
    async for chunk in chunks:
        seen += len(chunk)
        if seen > limit:
            return


async def _read_capped(response: httpx.Response, limit: int) -> bytes:
    body = bytearray()
    async for chunk in response.aiter_bytes():
        body += chunk
        if len(body) >= limit:
            break
    return bytes(body[:limit])


async def _one_request(ctx: _Context, index: int, prompt: Prompt, warmup: bool) -> RequestSample:
    sample = RequestSample(
        warmup=warmup, index=index, prompt_tokens_target=prompt.target_tokens, category=prompt.category
    )
    state = _RequestState(sample, ctx.on_token)
    backend = ctx.backend
    workload = ctx.workload
    if workload.effective_api == "chat":
        path, body = backend.build_chat_request(
            ctx.model, prompt.chat_messages(), workload.output_tokens, workload.temperature, workload.seed,
            **_eos(workload),
        )
    else:
        path, body = backend.build_request(
            ctx.model, prompt.text, workload.output_tokens, workload.temperature, workload.seed, **_eos(workload)
        )
    parse = backend.stream_parser()
    decoder = SSEDecoder()
    sample.started_at = time.perf_counter()
    deadline = sample.started_at + ctx.request_timeout_s
    end: float | None = None
    cancelled = False

    def handle(event: SSEEvent, now: float) -> None:
        data = event.data.strip()
        if data == b"[DONE]":
            state.done = True
            raise _StreamEnd
        try:
            payload: Any = json.loads(data)
        except (ValueError, RecursionError):  # RecursionError: brackets nested 100,000 deep
            sample.error = f"malformed JSON in the event stream: {safe_text(data, limit=200)}"
            raise _StreamEnd from None
        if not isinstance(payload, dict):
            sample.error = f"event-stream data is not a JSON object: {safe_text(data, limit=200)}"
            raise _StreamEnd
        try:
            update = parse(payload)
            check_update(update)
        except BadField as exc:
            sample.error = f"bad field in the server's answer: {safe_text(str(exc), limit=200)}"
            raise _StreamEnd from None
        if update.error:
            state.apply(update, now)
            sample.error = f"server error in the stream: {safe_text(update.error, limit=500)}"
            sample.context_overflow = backend.is_context_overflow(200, update.error)
            raise _StreamEnd
        state.apply(update, now)

    try:
        async with ctx.client.stream(
            "POST", ctx.base_url + path, json=body, headers=ctx.headers or None
        ) as response:
            sample.status_code = response.status_code
            if response.status_code != 200:
                raw = await _read_capped(response, MAX_ERROR_BODY_BYTES)
                sample.error = backend.error_message(response.status_code, raw)
                sample.context_overflow = backend.is_context_overflow(response.status_code, sample.error)
            else:
                chunks = response.aiter_bytes()
                try:
                    async for chunk in chunks:
                        now = time.perf_counter()
                        for event in decoder.feed(chunk):
                            handle(event, now)
                        if now > deadline:
                            sample.error = f"timed out after {ctx.request_timeout_s:g} s"
                            raise _StreamEnd
                    now = time.perf_counter()
                    for event in decoder.close():
                        handle(event, now)
                except _StreamEnd:
                    pass
                except ValueError as exc:  # an over-long line from the decoder
                    sample.error = f"unreadable event stream: {exc}"
                end = time.perf_counter()
                if state.done and sample.error is None:
                    # Read the (empty) rest after [DONE], briefly, so the connection can be reused.
                    try:
                        await asyncio.wait_for(_drain(chunks, MAX_ERROR_BODY_BYTES), DRAIN_TIMEOUT_S)
                    except (asyncio.TimeoutError, httpx.HTTPError):
                        pass
            if end is None:
                end = time.perf_counter()
    except asyncio.CancelledError:
        cancelled = True
        sample.error = CANCELLED
        raise
    except httpx.TimeoutException as exc:
        sample.error = f"timed out ({type(exc).__name__}) after {time.perf_counter() - sample.started_at:.1f} s"
    except httpx.ConnectError as exc:
        sample.error = f"{CANNOT_CONNECT} {ctx.base_url}: {safe_text(str(exc), limit=200)}"
    except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError) as exc:
        tokens = state.reported_tokens or 0
        sample.error = (
            f"{CONNECTION_LOST} after {tokens} tokens: "
            f"{safe_text(str(exc), limit=200) or type(exc).__name__}"
        )
    except httpx.HTTPError as exc:
        sample.error = f"{type(exc).__name__}: {safe_text(str(exc), limit=200)}"
    except Exception as exc:  # an adapter bug must fail one request, not the sweep
        sample.error = f"could not read the response ({type(exc).__name__}): {safe_text(str(exc), limit=200)}"
    finally:
        _finish_sample(ctx, sample, state, decoder, end, cancelled)
    return sample


def _finish_sample(
    ctx: _Context,
    sample: RequestSample,
    state: _RequestState,
    decoder: SSEDecoder,
    end: float | None,
    cancelled: bool,
) -> None:
    sample.e2e_s = (end if end is not None else time.perf_counter()) - sample.started_at
    sample.output_tokens = state.reported_tokens or 0
    state._progress()
    if sample.error is None and sample.status_code == 200:
        if sample.output_tokens <= 0:
            if state.reported_tokens is None:
                if sample.chunk_count == 0 and not state.done and decoder.raw_prefix:
                    sample.error = f"response is not an event stream: {safe_text(decoder.raw_prefix, limit=200)}"
                else:
                    sample.error = (
                        f"HTTP 200 but the server reported no output token count ({sample.chunk_count} chunks)"
                    )
            else:
                sample.error = "HTTP 200 but zero output tokens"
        elif not state.done and not state.finished:
            sample.error = f"stream ended before the request finished (after {sample.output_tokens} tokens)"
    sample.ok = sample.error is None and sample.status_code == 200
    target = ctx.outcome.warmup_samples if sample.warmup else ctx.outcome.samples
    target.append(sample)
    if ctx.collector is not None:
        ctx.collector.append(sample)
    if ctx.on_request_done is not None and not sample.warmup and not cancelled:
        ctx.on_request_done(sample)


# ------------------------------------------------------------------------------------ phases
def poisson_arrivals(rate: float, count: int, seed: str) -> list[float]:
    """Arrival offsets (s) of a Poisson process with ``rate`` requests/s; the first at 0."""
    rng = random.Random(seed)
    offsets = [0.0]
    for _ in range(count - 1):
        offsets.append(offsets[-1] + rng.expovariate(rate))
    return offsets[:count]


async def _run_phase(
    ctx: _Context, prompts: list[Prompt], *, warmup: bool, arrivals: list[float] | None
) -> None:
    """Send the prompts with at most ``concurrency`` in flight, at the arrival offsets if given."""
    semaphore = asyncio.Semaphore(max(1, ctx.workload.concurrency))
    tasks: list[asyncio.Task[RequestSample]] = []
    start = time.perf_counter()
    try:
        for index, prompt in enumerate(prompts):
            if arrivals is not None:
                delay = start + arrivals[index] - time.perf_counter()
                if delay > 0:
                    await asyncio.sleep(delay)
                if not warmup:  # how late this send is against its schedule (the client fell behind)
                    lag = max(time.perf_counter() - (start + arrivals[index]), 0.0)
                    ctx.outcome.max_send_lag_s = max(ctx.outcome.max_send_lag_s or 0.0, lag)
            await semaphore.acquire()
            task = asyncio.create_task(_one_request(ctx, index, prompt, warmup))
            task.add_done_callback(lambda _t: semaphore.release())
            tasks.append(task)
        if tasks:
            await asyncio.gather(*tasks)
    finally:
        pending = [t for t in tasks if not t.done()]
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)


def dataset_prompt_lengths(prompts: list[Prompt]) -> dict[str, Any] | None:
    """Mean, median and longest length of the prompts a dataset workload sends, in tokens as the
    load generator counts them (the server's tokenizer where it counted a prompt near the context
    limit, else the estimate of ``datasets.estimate_tokens``), and which counting it was."""
    if not prompts:
        return None
    lengths = sorted(p.target_tokens for p in prompts)
    n, middle = len(lengths), len(lengths) // 2
    median = lengths[middle] if n % 2 else (lengths[middle - 1] + lengths[middle]) / 2
    counted = sum(1 for p in prompts if p.tokens is not None)
    how = ("estimated (about 3.5 characters a token)" if not counted else "server tokenizer" if counted == n
           else f"server tokenizer for {counted} of {n}, estimated for the rest")  # fmt: skip
    return {"mean": round(sum(lengths) / n, 1), "median": median, "max": lengths[-1], "counted": how}


async def _dataset_prompts(
    builder: PromptBuilder, workload: Workload, context_length: int | None, outcome: WorkloadOutcome
) -> tuple[list[Prompt], list[Prompt]]:
    """(measured prompts, warm-up prompts) of a dataset workload.

    The dataset is parsed in a worker thread (once per process: the 125 MB ShareGPT file takes
    seconds). Prompts longer than ``context_length - output_tokens`` are dropped: counted with the
    server's tokenizer when it has one (only those whose estimate is near the limit), else estimated.
    ``requests`` (when set) takes the prompts in the order :func:`datasets.select` gives (the
    categories in turn, each shuffled by the seed), from the start again when it runs past them; warm-ups are synthetic prompts of
    the median length, so no measured prompt is in the server's prefix cache."""
    from specdec_tui.measure import datasets

    selected = await asyncio.to_thread(datasets.workload_prompts, workload)
    outcome.notes.extend([*datasets.workload_notes(workload), *datasets.selection_notes(workload)])
    limit = None if context_length is None else context_length - workload.output_tokens
    kept: list[Prompt] = []
    estimated = False
    for item in selected:
        estimate = datasets.estimate_tokens(item)
        tokens: int | None = None
        if limit is not None and estimate > limit // 2 and builder.exact is not False:
            counted = await builder.backend.count_tokens(builder.client, builder.base_url, item.text)
            if counted is None:
                builder.exact = False
            else:
                tokens = counted + 8 * len(item.messages)  # the chat template's own tokens, roughly
        if tokens is None and limit is not None and estimate > limit // 2:
            estimated = True
        length = tokens if tokens is not None else estimate
        if limit is not None and length > limit:
            outcome.prompts_dropped += 1
            continue
        kept.append(Prompt(item.text, length, 0, tokens, category=item.category, messages=item.messages))
    if outcome.prompts_dropped:
        how = "estimated" if estimated else "counted"
        outcome.notes.append(
            f"{outcome.prompts_dropped} of {len(selected)} prompts exceed {limit} tokens ({how}): dropped"
        )
    if not kept:
        raise ValueError(f"dataset {workload.dataset}: no prompt fits {limit} tokens")
    count = workload.requests or len(kept)
    measured = [kept[i % len(kept)] for i in range(count)]
    outcome.prompt_lengths = dataset_prompt_lengths(measured)
    warm: list[Prompt] = []
    if workload.warmup_requests:
        lengths = sorted(p.target_tokens for p in kept)
        median = max(1, lengths[len(lengths) // 2])
        warm = [
            Prompt(" ".join(word_stream(workload, i, median, warmup=True)), median, median, None)
            for i in range(workload.warmup_requests)
        ]
    return measured, warm


async def run_workload(
    backend: Backend,
    base_url: str,
    model: str,
    workload: Workload,
    *,
    api_key: str | None = None,
    client: httpx.AsyncClient | None = None,
    on_token: Callable[[int], None] | None = None,
    on_request_done: Callable[[RequestSample], None] | None = None,
    request_timeout_s: float = 600.0,
    collector: list[RequestSample] | None = None,
    outcome: WorkloadOutcome | None = None,
    context_length: int | None = None,
    on_measure_start: Callable[[], Awaitable[None]] | None = None,
) -> WorkloadOutcome:
    """Run the warm-ups, then the measured requests, and return what they produced.

    ``collector`` (warm-ups included, flagged ``warmup``) and ``outcome`` are filled as requests end,
    so a caller that cancels the task still has the partial samples; ``on_token`` gets output-token
    deltas as they stream (warm-ups included), ``on_request_done`` each finished measured request;
    ``on_measure_start`` is awaited after the warm-ups, just before the measured requests (to read the
    server's counters and the host's load at the start of the measured window)."""
    outcome = outcome if outcome is not None else WorkloadOutcome()
    headers = {**backend.request_headers, **({"Authorization": f"Bearer {api_key}"} if api_key else {})}
    owns_client = client is None
    if client is None:
        client = make_client(
            base_url,
            timeout=httpx.Timeout(request_timeout_s, connect=30.0, pool=None),
            limits=httpx.Limits(max_connections=max(1, workload.concurrency) + 4, max_keepalive_connections=None),
            headers=headers,
        )
    ctx = _Context(
        backend, client, base_url.rstrip("/"), model, workload, headers, request_timeout_s,
        on_token, on_request_done, collector, outcome,
    )
    try:
        builder = PromptBuilder(backend, client, ctx.base_url, model)
        if workload.dataset is not None:
            prompts, warm_prompts = await _dataset_prompts(builder, workload, context_length, outcome)
            if warm_prompts:
                await _run_phase(ctx, warm_prompts, warmup=True, arrivals=None)
        else:
            warm_lengths = prompt_lengths(workload, workload.warmup_requests, warmup=True)
            warm_prompts = await builder.build_all(workload, warm_lengths, warmup=True)
            if warm_prompts:
                await _run_phase(ctx, warm_prompts, warmup=True, arrivals=None)
                for sample in outcome.warmup_samples:
                    if sample.prompt_tokens is not None:
                        builder.calibrate(warm_prompts[sample.index], sample.prompt_tokens)
            lengths = prompt_lengths(workload, workload.requests)
            prompts = await builder.build_all(workload, lengths)
        outcome.requests_planned = len(prompts)
        outcome.prompts_exact = bool(builder.exact)
        if builder.note:
            outcome.notes.append(builder.note)
        arrivals = None
        if workload.request_rate:
            arrivals = poisson_arrivals(
                workload.request_rate, len(prompts), f"{workload.name}|{workload.seed}|arrivals"
            )
        if on_measure_start is not None:
            await on_measure_start()
        outcome.measure_started = time.perf_counter()
        try:
            await _run_phase(ctx, prompts, warmup=False, arrivals=arrivals)
        finally:
            outcome.wall_s = time.perf_counter() - outcome.measure_started
    except asyncio.CancelledError:
        outcome.cancelled = True
        raise
    finally:
        if owns_client:
            await client.aclose()
    return outcome
