"""The sim's HTTP API (Starlette): SGLang's native and OpenAI-compatible endpoints, shapes as in
SERVERS.md §1.3-§1.5 and §1.7.

Native ``/generate`` streams ``data: {"text", "output_ids", "meta_info"}`` events with cumulative text
and ids, then ``data: [DONE]``; the final ``meta_info`` carries ``e2e_latency`` and, with speculative
decoding, ``spec_accept_rate``, ``spec_accept_length`` (= completion_tokens / spec_verify_ct),
``spec_num_correct_drafts``, ``spec_num_proposed_drafts`` and ``spec_verify_ct``. ``/v1/completions``
and ``/v1/chat/completions`` stream OpenAI chunks, a ``sglext`` chunk when
``return_spec_tokens_details`` is set, and a ``usage`` chunk with ``stream_options.include_usage``.
``/tokenize`` and ``/v1/tokenize`` answer SGLang's ``{"tokens", "count", "max_model_len"}``.

Deliberate differences from SGLang: ``/metrics`` is served with or without ``--enable-metrics``, and the
final ``meta_info`` carries ``decode_throughput`` without it too (SGLang needs the flag); there is no
prefix cache (``cached_tokens`` is always 0); the api key is never printed in clear.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from specdec_tui.sim import logfmt, tokenizer
from specdec_tui.sim.args import SpecConfig, gpu_name
from specdec_tui.sim.engine import Engine, SimRequest

SGLANG_VERSION = "0.5.23"
HEALTH_CHECK_TIMEOUT_S = 20.0
WARMUP_HEADER = "x-specdec-sim-warmup"
SIM_NOTE = "specdec-tui sim: a simulated SGLang server; its numbers are modelled, not measured"


class BadRequest(Exception):
    pass


class ApiKeyMiddleware:
    """SGLang's ``add_api_key_middleware``: every path but /health* and /metrics needs the bearer key."""

    def __init__(self, app: ASGIApp, key: str) -> None:
        self.app = app
        self.expected = f"Bearer {key}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope.get("method") != "OPTIONS":
            path = scope.get("path", "")
            if not (path.startswith("/health") or path.startswith("/metrics")):
                headers = dict(scope.get("headers") or [])
                if headers.get(b"authorization") != self.expected:
                    await JSONResponse({"error": "Unauthorized"}, status_code=401)(scope, receive, send)
                    return
        await self.app(scope, receive, send)


def sse(payload: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(payload, ensure_ascii=False).encode() + b"\n\n"


DONE = b"data: [DONE]\n\n"


def openai_error(message: str, status: int = 400, err_type: str = "BadRequestError") -> JSONResponse:
    return JSONResponse(
        {"object": "error", "message": message, "type": err_type, "param": None, "code": status},
        status_code=status,
    )


class SimServer:
    def __init__(self, args: argparse.Namespace, spec: SpecConfig, engine: Engine, log: logfmt.SimLog,
                 *, context_length: int, server_args: dict[str, Any], memory: dict[str, float]) -> None:
        self.args = args
        self.spec = spec
        self.engine = engine
        self.log = log
        self.context_length = context_length
        self.server_args = server_args
        self.memory = memory
        self.served_model_name = args.served_model_name or args.model_path
        self.status = "Starting"  # Starting | Up | UnHealthy | ShuttingDown
        self.startup_time: float | None = None
        self.created = int(time.time())

    # -- app -----------------------------------------------------------------------------------
    def build_app(self, lifespan: Any = None) -> ASGIApp:
        routes = [
            Route("/health", self.health, methods=["GET", "POST"]),
            Route("/health_generate", self.health, methods=["GET", "POST"]),
            Route("/ready", self.ready, methods=["GET"]),
            Route("/model_info", self.model_info, methods=["GET"]),
            Route("/get_model_info", self.model_info, methods=["GET"]),
            Route("/server_info", self.server_info, methods=["GET"]),
            Route("/get_server_info", self.server_info, methods=["GET"]),
            Route("/v1/models", self.models, methods=["GET"]),
            Route("/tokenize", self.tokenize, methods=["POST"]),
            Route("/v1/tokenize", self.tokenize, methods=["POST"]),
            Route("/generate", self.generate, methods=["POST", "PUT"]),
            Route("/v1/completions", self.completions, methods=["POST"]),
            Route("/v1/chat/completions", self.chat_completions, methods=["POST"]),
            Route("/metrics", self.metrics, methods=["GET"]),
            Route("/flush_cache", self.flush_cache, methods=["GET", "POST"]),
        ]
        app: ASGIApp = Starlette(routes=routes, lifespan=lifespan)
        if self.args.api_key:
            app = ApiKeyMiddleware(app, self.args.api_key)
        return app

    def _deprecated(self, request: Request, new: str) -> None:
        if request.url.path.startswith("/get_"):
            self.log.line(
                f"Endpoint '{request.url.path}' is deprecated and will be removed in a future version. "
                f"Please use '{new}' instead.",
                level="warning",
            )

    # -- health and info -------------------------------------------------------------------------
    async def health(self, request: Request) -> Response:
        if self.status in ("Starting", "ShuttingDown"):
            return Response(status_code=503)
        if self.args.sim_health == "static":
            return Response(status_code=200)
        speed = self.args.sim_speed
        tic = time.monotonic()
        probe = SimRequest(rid=f"HEALTH_CHECK_{uuid.uuid4().hex}", prompt_tokens=1, max_new_tokens=1, kind="health")
        self.engine.submit(probe)
        try:
            while time.monotonic() < tic + HEALTH_CHECK_TIMEOUT_S / speed:
                await asyncio.sleep(1.0 / speed)
                if self.engine.last_output_at > tic:
                    self.status = "Up"
                    return Response(status_code=200)
        finally:
            if not probe.finished:
                self.engine.abort(probe)
        self.log.line(
            "Health check failed. Server couldn't get a response from detokenizer for last "
            f"{HEALTH_CHECK_TIMEOUT_S:.0f} seconds. tic start time: {time.strftime('%H:%M:%S')}. "
            f"last_heartbeat time: {time.strftime('%H:%M:%S', time.localtime(time.time() - (time.monotonic() - self.engine.last_output_at)))}",
            level="error",
        )
        self.status = "UnHealthy"
        return Response(status_code=503)

    async def ready(self, request: Request) -> Response:
        return Response(status_code=200 if self.status == "Up" else 503)

    def model_info_payload(self) -> dict[str, Any]:
        return {
            "model_path": self.args.model_path,
            "served_model_name": self.served_model_name,
            "tokenizer_path": self.args.tokenizer_path or self.args.model_path,
            "is_generation": True,
            "preferred_sampling_params": None,
            "weight_version": "default",
            "load_format": "auto",
            "reasoning_parser": None,
            "tool_call_parser": None,
            "disaggregation_mode": "null",
            "has_image_understanding": False,
            "has_audio_understanding": False,
            "model_type": "qwen3",
            "architectures": ["Qwen3ForCausalLM"],
            "sim": True,
        }

    async def model_info(self, request: Request) -> Response:
        self._deprecated(request, "/model_info")
        return JSONResponse(self.model_info_payload())

    async def server_info(self, request: Request) -> Response:
        self._deprecated(request, "/server_info")
        counters = self.engine.counters
        state: dict[str, Any] = {
            "last_gen_throughput": counters.last_gen_throughput,
            "memory_usage": {
                "weight": round(self.memory["weights_gib"], 2),
                "kvcache": round(self.memory["kv_gib"], 2),
                "token_capacity": self.engine.config.max_total_tokens,
                "graph": 0.52,
            },
        }
        if self.spec.enabled:
            state["avg_spec_accept_length"] = self.engine.avg_accept_length()
        payload: dict[str, Any] = dict(self.server_args)
        payload.update(
            {
                "startup_time": self.startup_time,
                "internal_states": [state],
                "version": SGLANG_VERSION,
                "frontend": "python",
                "sim": {
                    "note": SIM_NOTE,
                    "gpu_arch": self.args.sim_gpu_arch,
                    "gpu_name": gpu_name(self.args),
                    "gpu_memory_gib": self.memory["total_gib"],
                    "speed": self.args.sim_speed,
                    "faults": fault_names(self.args),
                    "behind_schedule_s": round(self.engine.behind_s, 3),
                },
            }
        )
        return JSONResponse(payload)

    async def models(self, request: Request) -> Response:
        return JSONResponse(
            {
                "object": "list",
                "data": [
                    {
                        "id": self.served_model_name,
                        "object": "model",
                        "created": self.created,
                        "owned_by": "sglang",
                        "root": self.args.model_path,
                        "max_model_len": self.context_length,
                    }
                ],
            }
        )

    async def flush_cache(self, request: Request) -> Response:
        return PlainTextResponse("Cache flushed.\nPlease check backend logs for more details. (When there are running or waiting requests, the operation will not be performed.)\n")

    async def tokenize(self, request: Request) -> Response:
        try:
            body = await _json(request)
        except BadRequest as exc:
            return openai_error(str(exc))
        prompt = body.get("prompt")
        if isinstance(prompt, str):
            ids = tokenizer.encode(prompt)
            return JSONResponse({"tokens": ids, "count": len(ids), "max_model_len": self.context_length})
        if isinstance(prompt, list) and all(isinstance(p, str) for p in prompt):
            lists = [tokenizer.encode(p) for p in prompt]
            return JSONResponse(
                {"tokens": lists, "count": [len(x) for x in lists], "max_model_len": self.context_length}
            )
        return openai_error(f"Invalid prompt type: {type(prompt)}. Expected str or List[str].")

    # -- metrics -------------------------------------------------------------------------------
    async def metrics(self, request: Request) -> Response:
        c = self.engine.counters
        labels = (
            f'engine_type="unified",model_name="{self.served_model_name}",moe_ep_rank="0",pp_rank="0",tp_rank="0"'
        )
        out: list[str] = []

        def metric(name: str, kind: str, help_text: str, value: float) -> None:
            sample = f"{name}_total" if kind == "counter" else name
            out.append(f"# HELP {name} {help_text}")
            out.append(f"# TYPE {name} {kind}")
            out.append(f"{sample}{{{labels}}} {float(value)}")

        metric("sglang:num_running_reqs", "gauge", "The number of running requests.", c.running)
        metric("sglang:num_queue_reqs", "gauge", "The number of requests in the waiting queue.", c.queued)
        metric("sglang:token_usage", "gauge", "The token usage.", c.token_usage)
        metric("sglang:gen_throughput", "gauge", "The generation throughput (token/s).", c.last_gen_throughput)
        metric("sglang:cache_hit_rate", "gauge", "The prefix cache hit rate.", 0.0)
        if self.spec.enabled:
            metric("sglang:spec_accept_length", "gauge", "The average acceptance length of speculative decoding (accepted drafts + bonus token per forward).", c.last_accept_length)
            metric("sglang:spec_accept_rate", "gauge", "The average acceptance rate of speculative decoding (accepted drafts / proposed drafts).", c.last_accept_rate)
            metric("sglang:spec_num_steps", "gauge", "The number of speculative steps.", self.spec.num_steps)
            metric("sglang:spec_num_draft_tokens", "gauge", "The number of speculative draft tokens.", self.spec.num_draft_tokens)
            metric("sglang:spec_verify_calls", "counter", "Total number of speculative verify calls.", c.verify_calls)
        metric("sglang:prompt_tokens", "counter", "Number of prefill tokens processed.", c.prompt_tokens)
        metric("sglang:generation_tokens", "counter", "Number of generation tokens processed.", c.generation_tokens)
        metric("sglang:num_requests", "counter", "Number of requests processed.", c.requests)
        if self.startup_time is not None:
            metric("sglang:startup_time_seconds", "gauge", "Server startup time in seconds.", self.startup_time)
        return PlainTextResponse("\n".join(out) + "\n", media_type="text/plain; version=0.0.4; charset=utf-8")

    # -- request plumbing ------------------------------------------------------------------------
    def context_error(self, input_tokens: int, max_new_tokens: int | None) -> str | None:
        """SGLang 0.5.23 ``_validate_one_request`` messages."""
        ctx = self.context_length
        if input_tokens >= ctx:
            return f"The input ({input_tokens} tokens) is longer than the model's context length ({ctx} tokens)."
        if max_new_tokens is not None and input_tokens + max_new_tokens > ctx:
            total = input_tokens + max_new_tokens
            return (
                f"Requested token count exceeds the model's maximum context length of {ctx} tokens. "
                f"You requested a total of {total} tokens: {input_tokens} tokens from the input messages and "
                f"{max_new_tokens} tokens for the completion. Please reduce the number of tokens in the input "
                "messages or the completion to fit within the limit."
            )
        return None

    def _admit(self, words: list[str] | None, n_input: int, max_new: int | None) -> tuple[int, int | None, str | None]:
        """(input tokens, max new tokens, error message) after the context check / auto-truncation."""
        error = self.context_error(n_input, max_new)
        if error and self.args.allow_auto_truncate:
            keep = max(1, self.context_length - (max_new or 0) - 1)
            self.log.line(
                f"Input too long, truncated from {n_input} to {min(n_input, keep)} tokens.", level="warning"
            )
            n_input = min(n_input, keep)
            if max_new is not None and n_input + max_new > self.context_length:
                max_new = max(1, self.context_length - n_input)
            error = None
        return n_input, max_new, error

    def _new_request(self, n_input: int, max_new: int, *, ignore_eos: bool, temperature: float,
                     repetition: float, kind: str, rid: str | None, content: str = "text") -> SimRequest:
        request = SimRequest(
            rid=rid or uuid.uuid4().hex,
            prompt_tokens=n_input,
            max_new_tokens=max(1, max_new),
            ignore_eos=ignore_eos,
            temperature=temperature,
            repetition=repetition,
            kind=kind,
            content=content,
        )
        self.engine.submit(request)
        return request

    async def _updates(self, request: SimRequest) -> AsyncIterator[SimRequest]:
        """Yield the request each time it has new tokens (several steps coalesce if we fall behind)."""
        sent = -1
        try:
            while True:
                await request.changed.wait()
                request.changed.clear()
                if request.completion_tokens != sent or request.finished:
                    sent = request.completion_tokens
                    yield request
                if request.finished:
                    return
        finally:
            if not request.finished:
                self.engine.abort(request)

    async def _finish(self, request: SimRequest) -> SimRequest:
        async for _ in self._updates(request):
            pass
        return request

    def _malformed(self) -> list[bytes]:
        return [
            b'data: {"text": " truncated json, "meta_info": {"completion_tok\n\n',
            b"this line is not SSE \xff\xfe\x00 garbage\n\n",
        ]

    # -- native /generate --------------------------------------------------------------------------
    def _native_payload(self, request: SimRequest, sent_ids: int = 0, sent_chars: int = 0) -> dict[str, Any]:
        """SGLang's chunk; text and output_ids are cumulative unless ``--incremental-streaming-output``,
        where they are what is new since ``sent_ids`` / ``sent_chars``."""
        meta: dict[str, Any] = {
            "id": request.rid,
            "finish_reason": request.finish_reason,
            "prompt_tokens": request.prompt_tokens,
            "weight_version": "default",
            "num_retractions": request.retractions,
            "reasoning_tokens": 0,
            "completion_tokens": request.completion_tokens,
            "cached_tokens": 0,
        }
        if request.finished:
            meta["e2e_latency"] = (request.finished_at or time.monotonic()) - request.created
            meta.update(request.spec_meta(self.spec.num_draft_tokens))
            throughput = request.decode_throughput()
            if throughput is not None:
                meta["decode_throughput"] = throughput
        ids = request.output_ids[sent_ids:] if sent_ids else request.output_ids
        return {"text": request.text[sent_chars:], "output_ids": ids, "meta_info": meta}

    def _cumulative_chunk(self, request: SimRequest) -> bytes:
        """``sse(self._native_payload(request))`` without re-encoding the ids already sent (the hot path)."""
        payload = self._native_payload(request)
        meta = json.dumps(payload["meta_info"], ensure_ascii=False)
        text = json.dumps(payload["text"], ensure_ascii=False)
        return f'data: {{"text": {text}, "output_ids": [{request.ids_json}], "meta_info": {meta}}}\n\n'.encode()

    async def generate(self, http: Request) -> Response:
        try:
            body = await _json(http)
            if isinstance(body.get("text"), list) or (
                isinstance(body.get("input_ids"), list) and body["input_ids"] and isinstance(body["input_ids"][0], list)
            ):
                raise BadRequest("sim: batched /generate requests are not supported")
            params = body.get("sampling_params") or {}
            if not isinstance(params, dict):
                raise BadRequest("sampling_params must be an object")
            if "input_ids" in body and body.get("text") is None:
                ids = body["input_ids"]
                if not isinstance(ids, list) or not all(isinstance(i, int) for i in ids):
                    raise BadRequest("input_ids must be a list of integers")
                words = [str(i) for i in ids]
            else:
                text = body.get("text")
                if not isinstance(text, str):
                    raise BadRequest("Either text or input_ids should be provided.")
                words = tokenizer.split_words(text)
            max_new = _int_or_none(params.get("max_new_tokens", 128), "max_new_tokens")
            temperature = float(params.get("temperature", 1.0) or 0.0)
        except (BadRequest, ValueError, TypeError) as exc:
            return JSONResponse({"error": {"message": str(exc)}}, status_code=400)
        stream = bool(body.get("stream"))
        n_input, max_new, error = self._admit(words, len(words), max_new)
        if error:
            if stream:
                payload = {"error": {"message": error, "type": "invalid_request_error", "code": 400, "retryable": False}}
                return StreamingResponse(_iter([sse(payload), DONE]), media_type="text/event-stream")
            return JSONResponse({"error": {"message": error}}, status_code=400)
        kind = "warmup" if http.headers.get(WARMUP_HEADER) else "user"
        request = self._new_request(
            n_input,
            max_new if max_new is not None else max(1, self.context_length - n_input),
            ignore_eos=bool(params.get("ignore_eos", False)),
            temperature=temperature,
            repetition=tokenizer.repetition(words),
            content=tokenizer.content_kind(words),
            kind=kind,
            rid=body.get("rid") if isinstance(body.get("rid"), str) else None,
        )
        if not stream:
            await self._finish(request)
            return JSONResponse(self._native_payload(request))
        return StreamingResponse(self._native_stream(request), media_type="text/event-stream")

    async def _native_stream(self, request: SimRequest) -> AsyncIterator[bytes]:
        count = sent_ids = sent_chars = 0
        incremental = self.args.incremental_streaming_output
        async for state in self._updates(request):
            if incremental:
                yield sse(self._native_payload(state, sent_ids, sent_chars))
            else:
                yield self._cumulative_chunk(state)
            if incremental:
                sent_ids, sent_chars = state.completion_tokens, len(state.text)
            count += 1
            if self.args.sim_malformed_sse and count == 1:
                for garbage in self._malformed():
                    yield garbage
                return
        yield DONE

    # -- OpenAI-compatible ---------------------------------------------------------------------------
    async def completions(self, http: Request) -> Response:
        return await self._openai(http, chat=False)

    async def chat_completions(self, http: Request) -> Response:
        return await self._openai(http, chat=True)

    async def _openai(self, http: Request, *, chat: bool) -> Response:
        try:
            body = await _json(http)
            if chat:
                messages = body.get("messages")
                if not isinstance(messages, list) or not messages:
                    raise BadRequest("messages must be a non-empty list")
                words = []
                for message in messages:
                    content = message.get("content") if isinstance(message, dict) else None
                    if isinstance(content, list):
                        content = " ".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
                    words.extend(["<|im_start|>", str(message.get("role", "user")) if isinstance(message, dict) else "user"])
                    words.extend(tokenizer.split_words(str(content or "")))
                    words.append("<|im_end|>")
                words.extend(["<|im_start|>", "assistant"])
                max_new = _int_or_none(body.get("max_completion_tokens", body.get("max_tokens")), "max_tokens")
            else:
                prompt = body.get("prompt")
                if isinstance(prompt, list) and prompt and all(isinstance(p, int) for p in prompt):
                    words = [str(p) for p in prompt]
                elif isinstance(prompt, list) and len(prompt) == 1 and isinstance(prompt[0], str):
                    words = tokenizer.split_words(prompt[0])
                elif isinstance(prompt, str):
                    words = tokenizer.split_words(prompt)
                else:
                    raise BadRequest("sim: prompt must be a string, a one-element list of strings or a list of token ids")
                max_new = _int_or_none(body.get("max_tokens", 16), "max_tokens")
            temperature = float(body.get("temperature", 1.0) if body.get("temperature") is not None else 1.0)
        except (BadRequest, ValueError, TypeError) as exc:
            return openai_error(str(exc))
        n_input, max_new, error = self._admit(words, len(words), max_new)
        if error:
            return openai_error(error)
        request = self._new_request(
            n_input,
            max_new if max_new is not None else max(1, self.context_length - n_input),
            ignore_eos=bool(body.get("ignore_eos", False)),
            temperature=temperature,
            repetition=tokenizer.repetition(words),
            content=tokenizer.content_kind(words),
            kind="user",
            rid=None,
        )
        model = body.get("model") or self.served_model_name
        response_id = ("chatcmpl-" if chat else "cmpl-") + request.rid
        spec_details = bool(body.get("return_spec_tokens_details")) and self.spec.enabled
        if not body.get("stream"):
            await self._finish(request)
            return JSONResponse(self._openai_final(request, response_id, str(model), chat, spec_details))
        options = body.get("stream_options") or {}
        return StreamingResponse(
            self._openai_stream(request, response_id, str(model), chat, spec_details,
                                include_usage=bool(options.get("include_usage")),
                                continuous_usage=bool(options.get("continuous_usage_stats"))),
            media_type="text/event-stream",
        )

    def _usage(self, request: SimRequest) -> dict[str, Any]:
        return {
            "prompt_tokens": request.prompt_tokens,
            "total_tokens": request.prompt_tokens + request.completion_tokens,
            "completion_tokens": request.completion_tokens,
            "prompt_tokens_details": None,
            "reasoning_tokens": 0,
        }

    @staticmethod
    def _finish_fields(request: SimRequest) -> tuple[str | None, int | None]:
        reason = request.finish_reason
        if reason is None:
            return None, None
        if reason.get("type") == "stop":
            return "stop", reason.get("matched")
        return str(reason.get("type")), None

    def _openai_final(self, request: SimRequest, response_id: str, model: str, chat: bool, spec_details: bool) -> dict[str, Any]:
        finish, matched = self._finish_fields(request)
        if chat:
            choice: dict[str, Any] = {
                "index": 0,
                "message": {"role": "assistant", "content": request.text, "reasoning_content": None, "tool_calls": None},
                "logprobs": None, "finish_reason": finish, "matched_stop": matched,
            }
        else:
            choice = {"index": 0, "text": request.text, "logprobs": None, "finish_reason": finish, "matched_stop": matched}
        payload: dict[str, Any] = {
            "id": response_id,
            "object": "chat.completion" if chat else "text_completion",
            "created": int(time.time()),
            "model": model,
            "choices": [choice],
            "usage": self._usage(request),
            "metadata": {"weight_version": "default"},
        }
        if spec_details:
            payload["sglext"] = {"spec_tokens_details": request.spec_meta(self.spec.num_draft_tokens)}
        return payload

    async def _openai_stream(self, request: SimRequest, response_id: str, model: str, chat: bool,
                             spec_details: bool, *, include_usage: bool, continuous_usage: bool) -> AsyncIterator[bytes]:
        created = int(time.time())
        obj = "chat.completion.chunk" if chat else "text_completion"
        sent_chars = 0
        count = 0

        def chunk(choices: list[dict[str, Any]], usage: dict[str, Any] | None) -> dict[str, Any]:
            return {"id": response_id, "object": obj, "created": created, "model": model,
                    "choices": choices, "usage": usage}

        if chat:
            yield sse(chunk([{"index": 0, "delta": {"role": "assistant", "content": ""}, "logprobs": None,
                              "finish_reason": None, "matched_stop": None}], None))
        async for state in self._updates(request):
            delta = state.text[sent_chars:]
            sent_chars = len(state.text)
            finish, matched = self._finish_fields(state)
            if chat:
                choice: dict[str, Any] = {"index": 0, "delta": {"content": delta}, "logprobs": None,
                                          "finish_reason": finish, "matched_stop": matched}
            else:
                choice = {"index": 0, "text": delta, "logprobs": None, "finish_reason": finish, "matched_stop": matched}
            yield sse(chunk([choice], self._usage(state) if continuous_usage else None))
            count += 1
            if self.args.sim_malformed_sse and count == 1:
                for garbage in self._malformed():
                    yield garbage
                return
        if spec_details:
            yield sse({"id": response_id, "object": obj, "created": created, "model": model, "choices": [],
                       "sglext": {"spec_tokens_details": request.spec_meta(self.spec.num_draft_tokens)}})
        if include_usage:
            yield sse(chunk([], self._usage(request)))
        yield DONE


def fault_names(args: argparse.Namespace) -> list[str]:
    names = []
    if args.sim_oom_at_start:
        names.append("oom-at-start")
    if args.sim_crash_after_tokens is not None:
        names.append(f"crash-after-tokens={args.sim_crash_after_tokens}:{args.sim_crash_kind}")
    if args.sim_hang_after_tokens is not None:
        names.append(f"hang-after-tokens={args.sim_hang_after_tokens}")
    if args.sim_exit_after_requests is not None:
        names.append(f"exit-after-requests={args.sim_exit_after_requests}")
    if args.sim_garbage_log:
        names.append("garbage-log")
    if args.sim_malformed_sse:
        names.append("malformed-sse")
    return names


async def _json(request: Request) -> dict[str, Any]:
    raw = await request.body()
    try:
        data = json.loads(raw or b"{}")
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadRequest(f"Invalid JSON body: {exc}") from None
    if not isinstance(data, dict):
        raise BadRequest("The request body must be a JSON object")
    return data


def _int_or_none(value: Any, name: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or int(value) != value or value < 0:
        raise BadRequest(f"{name} must be a non-negative integer, got {value!r}")
    return int(value)


async def _iter(items: list[bytes]) -> AsyncIterator[bytes]:
    for item in items:
        yield item
