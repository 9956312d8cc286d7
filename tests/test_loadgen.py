"""The load generator against in-process fake servers (httpx.MockTransport) with known pacing, and
its statistics. Timings are asserted only as generous sanity bounds."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest

from specdec_tui.backends.base import Backend
from specdec_tui.backends.sglang import SGLangBackend
from specdec_tui.domain.model import Workload
from specdec_tui.measure import prompts
from specdec_tui.measure.loadgen import (
    CANCELLED,
    RequestSample,
    SSEDecoder,
    WorkloadOutcome,
    poisson_arrivals,
    run_workload,
)
from specdec_tui.measure.stats import acceptance, percentile, summarize_cell

BASE = "http://fake:30000"


@pytest.fixture(autouse=True)
def _fresh_prompt_cache() -> None:
    prompts.clear_cache()


def workload(**kw: Any) -> Workload:
    base: dict[str, Any] = {
        "name": "w", "prompt_tokens_min": 20, "prompt_tokens_max": 40, "output_tokens": 6,
        "requests": 4, "concurrency": 1, "warmup_requests": 0,
    }
    base.update(kw)
    return Workload(**base)


# ------------------------------------------------------------------------------------ SSE decoder
def _decode_all(pieces: list[bytes]) -> list[bytes]:
    decoder = SSEDecoder()
    events = []
    for piece in pieces:
        events += [e.data for e in decoder.feed(piece)]
    events += [e.data for e in decoder.close()]
    return events


STREAM = (
    b": ping\r\n\r\n"
    b"data: {\"a\": 1}\r\n\r\n"
    b"event: message\ndata: {\"b\":\n"
    b"data:  2}\n\n"
    b"data: [DONE]\n\n"
)


@pytest.mark.parametrize("size", [1, 2, 3, 5, 7, 64])
def test_sse_split_anywhere(size: int) -> None:
    pieces = [STREAM[i : i + size] for i in range(0, len(STREAM), size)]
    assert _decode_all(pieces) == [b'{"a": 1}', b'{"b":\n 2}', b"[DONE]"]


def test_sse_cr_only_line_endings_and_cr_at_chunk_edge() -> None:
    assert _decode_all([b"data: x\r", b"\r", b"data: y\r", b"\n\r\ndata: z\r\r"]) == [b"x", b"y", b"z"]


def test_sse_comments_bom_fields_and_last_event_without_blank_line() -> None:
    stream = b"\xef\xbb\xbf:keep-alive\nid: 3\nretry: 10\ndata:no-space\n\ndata: last"
    assert _decode_all([stream]) == [b"no-space", b"last"]


def test_sse_overlong_line_is_an_error() -> None:
    decoder = SSEDecoder(max_line=100)
    with pytest.raises(ValueError):
        decoder.feed(b"data: " + b"x" * 200)


# ------------------------------------------------------------------------------------ fake server
def sglang_chunk(text: str, completion: int, prompt: int, finish: bool = False, **meta: Any) -> bytes:
    info = {"id": "r", "finish_reason": {"type": "length", "length": completion} if finish else None,
            "prompt_tokens": prompt, "completion_tokens": completion, "cached_tokens": 0, **meta}
    return b"data: " + json.dumps({"text": text, "meta_info": info}).encode() + b"\n\n"


class FakeSGLang:
    """Streams SGLang-native chunks with a known pace; counts what it sees."""

    def __init__(
        self,
        *,
        first_delay: float = 0.0,
        gap: float = 0.0,
        per_chunk: int = 1,
        spec: bool = True,
        tokenizer: Callable[[str], int] | None = None,
        respond: Callable[[httpx.Request], httpx.Response | None] | None = None,
    ) -> None:
        self.first_delay = first_delay
        self.gap = gap
        self.per_chunk = per_chunk
        self.spec = spec
        self.tokenizer = tokenizer
        self.respond = respond
        self.in_flight = 0
        self.max_in_flight = 0
        self.generated = 0
        self.aborted = 0
        self.requests: list[dict[str, Any]] = []
        self.tokenize_calls = 0
        self.first_token = asyncio.Event()

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        if request.url.path == "/tokenize":
            self.tokenize_calls += 1
            if self.tokenizer is None:
                return httpx.Response(404, json={"detail": "Not Found"})
            count = self.tokenizer(json.loads(request.content)["prompt"])
            return httpx.Response(200, json={"tokens": list(range(count)), "count": count, "max_model_len": 1 << 20})
        if self.respond is not None:
            custom = self.respond(request)
            if custom is not None:
                return custom
        body = json.loads(request.content)
        self.requests.append(body)
        n = body["sampling_params"]["max_new_tokens"]
        prompt = len(body["text"].split())
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        return httpx.Response(200, headers={"content-type": "text/event-stream"},
                              stream=_Stream(self._stream(n, prompt), self._closed))

    def _closed(self, completed: bool) -> None:
        self.in_flight -= 1
        if not completed:
            self.aborted += 1

    async def _stream(self, n: int, prompt: int) -> AsyncIterator[bytes]:
        await asyncio.sleep(self.first_delay)
        done = 0
        text = ""
        steps = 0
        while done < n:
            step = min(self.per_chunk, n - done)
            done += step
            steps += 1
            text += " w" * step
            self.generated += step
            last = done == n
            meta = {}
            if last and self.spec:
                meta = {"spec_verify_ct": steps, "spec_num_correct_drafts": n - steps,
                        "spec_num_proposed_drafts": 3 * steps}
            yield sglang_chunk(text, done, prompt, finish=last, **meta)
            self.first_token.set()
            if not last:
                await asyncio.sleep(self.gap)
        yield b"data: [DONE]\n\n"


class _Stream(httpx.AsyncByteStream):
    """A response body that tells the fake server when the client closes it, and whether the
    body had been read to its end by then."""

    def __init__(self, chunks: AsyncIterator[bytes], on_close: Callable[[bool], None]) -> None:
        self.chunks = chunks
        self.on_close = on_close
        self.completed = False
        self.closed = False

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self.chunks:
            yield chunk
        self.completed = True

    async def aclose(self) -> None:
        if not self.closed:
            self.closed = True
            await self.chunks.aclose()  # type: ignore[attr-defined]
            self.on_close(self.completed)


def client_for(handler: Any) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.MockTransport(handler))


async def run(fake: Any, wl: Workload, backend: Backend | None = None, **kw: Any) -> WorkloadOutcome:
    async with client_for(fake) as client:
        return await run_workload(backend or SGLangBackend(), BASE, "m", wl, client=client, **kw)


# ------------------------------------------------------------------------------------ timing
@pytest.mark.slow  # measured 0.6 s
async def test_ttft_itl_e2e_from_a_paced_server() -> None:
    fake = FakeSGLang(first_delay=0.15, gap=0.04)
    outcome = await run(fake, workload(requests=2, output_tokens=5))
    assert len(outcome.samples) == 2
    for sample in outcome.samples:
        assert sample.ok, sample.error
        assert sample.output_tokens == 5 and sample.chunk_count == 5
        assert sample.ttft_s is not None and 0.12 <= sample.ttft_s <= 1.0
        assert len(sample.itl_s) == 4
        assert all(0.025 <= gap <= 0.5 for gap in sample.itl_s), sample.itl_s
        assert sample.e2e_s is not None and sample.e2e_s >= sample.ttft_s + sum(sample.itl_s) - 1e-6
        assert sample.prompt_tokens is not None and 20 <= sample.prompt_tokens <= 40
    summary = summarize_cell(outcome)
    assert summary.requests_ok == 2 and summary.requests_failed == 0
    assert 120 <= summary.ttft_ms_p50 <= 1000
    assert 25 <= summary.itl_ms_p50 <= 500
    assert summary.output_tokens_total == 10
    assert outcome.wall_s is not None
    assert summary.output_tok_s == pytest.approx(10 / outcome.wall_s, rel=1e-3)
    assert fake.aborted == 0  # bodies read to their end after [DONE], so connections can be reused


async def test_output_tokens_come_from_the_server_not_from_chunks() -> None:
    # 3 tokens per chunk (a speculative server): chunks undercount, the server's count is used.
    fake = FakeSGLang(per_chunk=3)
    outcome = await run(fake, workload(requests=1, output_tokens=9))
    sample = outcome.samples[0]
    assert sample.ok and sample.output_tokens == 9 and sample.chunk_count == 3
    assert sample.spec is not None and sample.spec.verify_steps == 3
    assert sample.spec.accept_length == pytest.approx(3.0)
    summary = summarize_cell(outcome)
    assert summary.accept_length == pytest.approx(3.0)
    assert summary.accept_rate == pytest.approx(6 / 9, abs=1e-3)


# ------------------------------------------------------------------------------------ failures
def _sse(*events: bytes) -> httpx.Response:
    return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=b"".join(events))


async def test_zero_token_success_is_a_failure() -> None:
    fake = FakeSGLang(respond=lambda r: _sse(sglang_chunk("", 0, 5, finish=True), b"data: [DONE]\n\n"))
    outcome = await run(fake, workload(requests=2))
    assert [s.ok for s in outcome.samples] == [False, False]
    assert all(s.status_code == 200 and "zero output tokens" in (s.error or "") for s in outcome.samples)
    summary = summarize_cell(outcome)
    assert summary.requests_ok == 0 and summary.requests_failed == 2
    assert summary.output_tok_s is None
    assert summary.errors == ["HTTP 200 but zero output tokens (x2)"]


async def test_400_body_message_is_recorded() -> None:
    message = ("Requested token count exceeds the model's maximum context length of 32768 tokens. You requested "
               "a total of 30256 tokens: 30000 tokens from the input messages and 256 tokens for the completion.")
    body = {"object": "error", "message": message, "type": "BadRequestError", "param": None, "code": 400}
    fake = FakeSGLang(respond=lambda r: httpx.Response(400, json=body))
    outcome = await run(fake, workload(requests=1))
    sample = outcome.samples[0]
    assert not sample.ok and sample.status_code == 400
    assert sample.error == f"HTTP 400: {message}"
    assert SGLangBackend().is_context_overflow(400, sample.error)
    assert sample.context_overflow  # the load generator asks the adapter, so the cell can say why
    assert summarize_cell(outcome).errors == [f"HTTP 400: {message}"]


async def test_in_stream_error_event_is_recorded() -> None:
    error = b'data: {"error": {"message": "The input (40000 tokens) is longer than the model\'s context length ' \
            b'(32768 tokens).", "type": "invalid_request_error", "code": 400}}\n\n'
    fake = FakeSGLang(respond=lambda r: _sse(error, b"data: [DONE]\n\n"))
    sample = (await run(fake, workload(requests=1))).samples[0]
    assert not sample.ok and sample.status_code == 200
    assert sample.error is not None and "longer than the model's context length" in sample.error


async def test_malformed_json_fails_the_request_with_safe_bytes() -> None:
    garbage = b"data: {\"text\": \"ok\x1b]0;pwned\x07\x00\xff\n\n"
    fake = FakeSGLang(respond=lambda r: _sse(sglang_chunk(" w", 1, 5), garbage, b"data: [DONE]\n\n"))
    sample = (await run(fake, workload(requests=1))).samples[0]
    assert not sample.ok
    assert sample.error is not None and sample.error.startswith("malformed JSON in the event stream")
    assert "\x1b" not in sample.error and "\x00" not in sample.error and "\x07" not in sample.error
    assert '{"text": "ok' in sample.error


async def test_non_sse_body_is_reported() -> None:
    fake = FakeSGLang(respond=lambda r: httpx.Response(200, text="<html>proxy error</html>"))
    sample = (await run(fake, workload(requests=1))).samples[0]
    assert not sample.ok and sample.error is not None and "<html>proxy error" in sample.error


async def test_stream_cut_before_the_end_is_a_failure() -> None:
    fake = FakeSGLang(respond=lambda r: _sse(sglang_chunk(" w", 1, 5), sglang_chunk(" w w", 2, 5)))
    sample = (await run(fake, workload(requests=1, output_tokens=6))).samples[0]
    assert not sample.ok and "ended before the request finished" in (sample.error or "")
    assert sample.output_tokens == 2


async def test_connection_refused_is_recorded() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("Connection refused", request=request)

    sample = (await run(refuse, workload(requests=1))).samples[0]
    assert not sample.ok and sample.status_code is None
    assert sample.error is not None and sample.error.startswith("cannot connect to http://fake:30000")


async def test_openai_stream_with_usage_only_at_the_end() -> None:
    """The base adapter's /v1/completions: the usage chunk is not a content chunk."""

    def respond(request: httpx.Request) -> httpx.Response:
        assert request.url.path == "/v1/completions"
        chunks = [
            {"choices": [{"index": 0, "text": " a", "finish_reason": None}]},
            {"choices": [{"index": 0, "text": " b", "finish_reason": None}]},
            {"choices": [{"index": 0, "text": " c", "finish_reason": "length"}]},
            {"choices": [], "usage": {"prompt_tokens": 12, "completion_tokens": 3, "total_tokens": 15}},
        ]
        return _sse(*[b"data: " + json.dumps(c).encode() + b"\n\n" for c in chunks], b"data: [DONE]\n\n")

    tokens: list[int] = []
    outcome = await run(FakeSGLang(respond=respond), workload(requests=1), backend=Backend(), on_token=tokens.append)
    sample = outcome.samples[0]
    assert sample.ok, sample.error
    assert (sample.output_tokens, sample.prompt_tokens, sample.chunk_count, len(sample.itl_s)) == (3, 12, 3, 2)
    assert sum(tokens) == 3


# ------------------------------------------------------------------------------------ scheduling
async def test_concurrency_is_respected() -> None:
    fake = FakeSGLang(first_delay=0.02, gap=0.01)
    outcome = await run(fake, workload(requests=9, concurrency=3, output_tokens=4))
    assert len(outcome.samples) == 9 and all(s.ok for s in outcome.samples)
    assert fake.max_in_flight == 3


async def test_warmups_are_excluded_from_the_figures() -> None:
    fake = FakeSGLang()
    collector: list[RequestSample] = []
    done: list[RequestSample] = []
    tokens: list[int] = []
    outcome = await run(fake, workload(requests=3, warmup_requests=2, output_tokens=5),
                        collector=collector, on_request_done=done.append, on_token=tokens.append)
    assert len(fake.requests) == 5
    assert len(outcome.warmup_samples) == 2 and all(s.warmup for s in outcome.warmup_samples)
    assert len(outcome.samples) == 3 and not any(s.warmup for s in outcome.samples)
    assert len(collector) == 5 and len(done) == 3
    assert sum(tokens) == 25  # progress counts every streamed token, warm-ups included
    assert summarize_cell(outcome).output_tokens_total == 15
    assert summarize_cell(collector).requests_ok == 3  # a plain list drops the warm-ups too
    # warm-up prompts differ from measured ones (no prefix-cache help for the measured requests)
    assert {r["text"][:40] for r in fake.requests[:2]}.isdisjoint({r["text"][:40] for r in fake.requests[2:]})


async def test_cancellation_closes_streams_and_keeps_partial_samples() -> None:
    fake = FakeSGLang(gap=0.05)
    collector: list[RequestSample] = []
    outcome = WorkloadOutcome()
    wl = workload(requests=4, concurrency=2, output_tokens=200)
    async with client_for(fake) as client:
        task = asyncio.create_task(
            run_workload(SGLangBackend(), BASE, "m", wl, client=client, collector=collector, outcome=outcome)
        )
        await asyncio.wait_for(fake.first_token.wait(), 5)
        await asyncio.sleep(0.12)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(task, 2)
    assert fake.in_flight == 0 and fake.aborted == 2  # both open streams were closed
    assert outcome.cancelled and outcome.wall_s is not None
    assert len(collector) == 2 and collector == outcome.samples
    for sample in collector:
        assert not sample.ok and sample.error == CANCELLED
        assert 0 < sample.output_tokens < 200  # what had streamed is kept
        assert sample.ttft_s is not None
    summary = summarize_cell(collector)
    assert summary.requests_failed == 2 and summary.requests_ok == 0


async def test_request_rate_spaces_arrivals() -> None:
    offsets = poisson_arrivals(20.0, 5, "seed")
    assert offsets == poisson_arrivals(20.0, 5, "seed") and offsets[0] == 0.0
    assert offsets == sorted(offsets)
    mean_gap = poisson_arrivals(10.0, 2001, "x")[-1] / 2000
    assert 0.08 < mean_gap < 0.12
    fake = FakeSGLang()
    outcome = await run(fake, workload(requests=5, concurrency=5, request_rate=20.0, output_tokens=2))
    starts = sorted(s.started_at for s in outcome.samples)
    assert starts[-1] - starts[0] >= offsets[-1] * 0.8


# ------------------------------------------------------------------------------------ prompts
async def test_prompts_hit_exact_counts_with_a_tokenizer_endpoint() -> None:
    # A tokenizer that is not one token per word: a BOS plus one extra token per word of 5+ letters.
    def tokenize(text: str) -> int:
        return 1 + sum(2 if len(w) >= 5 else 1 for w in text.split())

    fake = FakeSGLang(tokenizer=tokenize)
    wl = workload(requests=20, prompt_tokens_min=50, prompt_tokens_max=3000, output_tokens=1, concurrency=4)
    outcome = await run(fake, wl)
    counts = sorted(tokenize(r["text"]) for r in fake.requests)
    assert counts == sorted(prompts.prompt_lengths(wl, 20))  # every one exact, padding where needed
    assert counts[0] == 50 and counts[-1] == 3000  # both ends included
    assert outcome.prompts_exact is True
    assert fake.tokenize_calls <= 20 * 5  # a learnt tokens-per-word ratio keeps the search short
    calls = fake.tokenize_calls
    prompts_again = await run(fake, wl)  # cached per (workload, count): no new tokenizer calls
    assert fake.tokenize_calls == calls and prompts_again.prompts_exact


async def test_prompts_without_tokenizer_are_estimated_and_calibrated() -> None:
    fake = FakeSGLang(tokenizer=None)
    # The fake reports words as prompt tokens, so calibration keeps one token per word.
    outcome = await run(fake, workload(requests=3, warmup_requests=1, prompt_tokens_min=50, prompt_tokens_max=50))
    assert outcome.prompts_exact is False and outcome.notes
    assert fake.tokenize_calls == 1  # asked once, then remembered as missing
    assert [len(r["text"].split()) for r in fake.requests[1:]] == [50, 50, 50]


def test_prompt_lengths_and_styles() -> None:
    wl = workload(prompt_tokens_min=1000, prompt_tokens_max=2000)
    lengths = prompts.prompt_lengths(wl, 5)
    assert sorted(lengths) == [1000, 1250, 1500, 1750, 2000]
    assert lengths == prompts.prompt_lengths(wl, 5)  # deterministic
    assert prompts.prompt_lengths(wl, 1) == [2000]  # the max is always there
    rep = prompts.word_stream(workload(prompt_style="repetitive"), 0, 400)
    rnd = prompts.word_stream(workload(prompt_style="random"), 0, 400)
    trigrams = lambda words: len({tuple(words[i : i + 3]) for i in range(len(words) - 2)})  # noqa: E731
    assert trigrams(rep) <= prompts.PASSAGE_WORDS < trigrams(rnd)
    assert prompts.word_stream(wl, 0, 50) != prompts.word_stream(wl, 1, 50)


# ------------------------------------------------------------------------------------ statistics
def test_percentiles_on_known_data() -> None:
    data = [float(i) for i in range(1, 101)]
    assert percentile(data, 50) == pytest.approx(50.5)
    assert percentile(data, 99) == pytest.approx(99.01)
    assert percentile(data, 0) == 1.0 and percentile(data, 100) == 100.0
    assert percentile([7.0], 99) == 7.0
    assert percentile([], 50) is None
    assert percentile([3.0, 1.0, 2.0], 50) == 2.0


def _sample(out: int, ttft: float, e2e: float, verify: int | None = None, **kw: Any) -> RequestSample:
    from specdec_tui.backends.base import SpecStats

    spec = SpecStats(verify_steps=verify, accept_rate=kw.pop("rate", None)) if verify or "rate" in kw else None
    return RequestSample(ok=True, ttft_s=ttft, e2e_s=e2e, output_tokens=out, spec=spec, status_code=200, **kw)


def test_summary_figures_on_known_samples() -> None:
    samples = [
        _sample(100, 0.1, 1.1, verify=50, itl_s=[0.01, 0.03], prompt_tokens=10, started_at=0.0),
        _sample(300, 0.3, 3.3, verify=100, itl_s=[0.02], prompt_tokens=30, started_at=0.5),
        RequestSample(ok=False, error="HTTP 400: too long", status_code=400, started_at=0.2, e2e_s=0.01),
    ]
    outcome = WorkloadOutcome(samples=samples, wall_s=4.0)
    s = summarize_cell(outcome)
    assert (s.requests_ok, s.requests_failed) == (2, 1)
    assert s.errors == ["HTTP 400: too long"]
    assert s.output_tok_s == pytest.approx(100.0)  # 400 tokens / 4 s
    assert s.output_tokens_total == 400
    assert s.ttft_ms_mean == pytest.approx(200.0) and s.ttft_ms_p50 == pytest.approx(200.0)
    assert s.e2e_ms_p99 == pytest.approx(1100 + 2200 * 0.99)
    assert s.itl_ms_p50 == pytest.approx(20.0)
    assert s.prompt_tokens_mean == pytest.approx(20.0)
    assert s.decode_tok_s_per_request == pytest.approx((99 / 1.0 + 299 / 3.0) / 2, rel=1e-3)
    assert s.accept_length == pytest.approx(400 / 150, rel=1e-3)  # token-weighted, not mean of 2 and 3
    # a plain list: wall time is the span of the measured requests (0.0 .. 0.5 + 3.3)
    assert summarize_cell(samples).output_tok_s == pytest.approx(400 / 3.8, rel=1e-3)


def test_acceptance_rate_falls_back_to_reported_rates() -> None:
    a = _sample(100, 0.1, 1.0, verify=50, rate=0.2)
    b = _sample(100, 0.1, 1.0, verify=150, rate=0.6)
    length, rate = acceptance([a, b])
    assert length == pytest.approx(200 / 200)
    assert rate == pytest.approx((0.2 * 50 + 0.6 * 150) / 200)
    assert acceptance([_sample(10, 0.1, 1.0)]) == (None, None)


def test_distinct_errors_are_capped() -> None:
    samples = [RequestSample(ok=False, error=f"e{i}") for i in range(15)]
    errors = summarize_cell(samples).errors
    assert len(errors) == 11 and errors[-1] == "... and 5 other distinct errors"


async def test_an_ordinary_400_is_not_a_context_overflow() -> None:
    body = {"object": "error", "message": "temperature must be non-negative", "code": 400}
    fake = FakeSGLang(respond=lambda r: httpx.Response(400, json=body))
    sample = (await run(fake, workload(requests=1))).samples[0]
    assert not sample.ok and sample.status_code == 400
    assert not sample.context_overflow
