"""The ``command`` backend: a user's argv template, configurable readiness, OpenAI-compatible requests."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import httpx
import pytest

from specdec_tui.backends import get_backend
from specdec_tui.backends.base import ReadyState
from specdec_tui.backends.command import CommandBackend, render_command
from specdec_tui.domain.model import RunSpec, ServerSpec

FIXTURES = Path(__file__).parent / "fixtures" / "llamacpp"

TEMPLATE = [
    "python",
    "-m",
    "myserver",
    "--model",
    "{model}",
    "--host={host}",
    "--port",
    "{port}",
    "--ctx",
    "{context_length}",
    "--tp",
    "{tp}",
]


def server(**kw: Any) -> ServerSpec:
    base: dict[str, Any] = {
        "backend": "command",
        "model": "/m/model.gguf",
        "context_length": 4096,
        "port": 9100,
    }
    base.update(kw)
    base.setdefault("command", list(TEMPLATE))
    return ServerSpec(**base)


def run(algorithm: str = "none", **spec: Any) -> RunSpec:
    return RunSpec(
        name="r", speculative={"algorithm": algorithm, **spec}, extra_args=["--verbose"], env={"R": "1"}
    )


def test_registry() -> None:
    assert isinstance(get_backend("command"), CommandBackend)


def test_template_is_filled() -> None:
    plan = CommandBackend().launch_plan(server(tp=2, env={"S": "1"}, extra_args=["--x", "1"]), run())
    assert plan.argv == [
        "python",
        "-m",
        "myserver",
        "--model",
        "/m/model.gguf",
        "--host=127.0.0.1",
        "--port",
        "9100",
        "--ctx",
        "4096",
        "--tp",
        "2",
        "--x",
        "1",
        "--verbose",
    ]
    assert plan.env == {"S": "1", "R": "1"} and plan.port == 9100


def test_speculative_placeholders() -> None:
    template = [
        *TEMPLATE,
        "--spec",
        "{algorithm}",
        "--draft",
        "{draft_model}",
        "-k{num_draft_tokens}",
        "{{literal}}",
    ]
    plan = CommandBackend().launch_plan(
        server(command=template), run("draft", draft_model="/m/draft.gguf", num_draft_tokens=4)
    )
    assert plan.argv[12:18] == ["--spec", "draft", "--draft", "/m/draft.gguf", "-k4", "{literal}"]


@pytest.mark.parametrize(
    ("template", "rn", "words"),
    [
        (
            ["srv", "--b", "{budget}"],
            run("ddtree"),
            "argument 3 '{budget}': {budget} is not set for this run",
        ),
        (["srv", "{modle}"], run(), "unknown placeholder {modle}"),
        (["srv", "{model.__class__}"], run(), "unknown placeholder {model.__class__}"),
        (["srv", "{extra}"], run(extra={"a": 1}), "unknown placeholder {extra}"),
        (["srv", "{port"], run(), "argument 2 '{port'"),
    ],
)
def test_template_errors_are_one_line(template: list[str], rn: RunSpec, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words)) as info:
        CommandBackend().launch_plan(server(command=template), rn)
    assert "\n" not in str(info.value)


def test_command_is_required() -> None:
    with pytest.raises(ValueError, match=re.escape("server.command is required")):
        CommandBackend().launch_plan(ServerSpec(backend="command", model="m"), run())


def test_render_command_leaves_plain_arguments() -> None:
    assert render_command(["a", "b=c"], {}) == ["a", "b=c"]


# ------------------------------------------------------------------------------------ readiness
def client_for(handler: Any) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.MockTransport(handler))


def refused(request: httpx.Request) -> httpx.Response:
    raise httpx.ConnectError("refused", request=request)


async def test_health_path_from_the_sweep() -> None:
    backend = CommandBackend()
    backend.launch_plan(server(health_path="ready"), run())
    assert backend.health_path == "/ready" and backend.ready_log_pattern is None
    paths: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        paths.append(request.url.path)
        return httpx.Response(503)

    async with client_for(handler) as client:
        assert await backend.probe(client, "http://x") is ReadyState.LOADING
    assert paths == ["/ready"]


async def test_default_health_path() -> None:
    backend = CommandBackend()
    backend.launch_plan(server(), run())
    assert backend.health_path == "/health"
    async with client_for(lambda r: httpx.Response(200)) as client:
        assert await backend.probe(client, "http://x") is ReadyState.READY


async def test_log_pattern_only_makes_the_probe_a_liveness_check() -> None:
    backend = CommandBackend()
    backend.launch_plan(server(ready_log_pattern=r"Uvicorn running on http://\S+"), run())
    assert backend.ready_log_pattern == r"Uvicorn running on http://\S+"
    async with client_for(lambda r: httpx.Response(404)) as client:
        assert await backend.probe(client, "http://x") is ReadyState.READY
    async with client_for(refused) as client:
        assert await backend.probe(client, "http://x") is ReadyState.DOWN


def test_bad_ready_pattern() -> None:
    with pytest.raises(ValueError, match=re.escape("server.ready_log_pattern '(unclosed'")):
        CommandBackend().launch_plan(server(ready_log_pattern="(unclosed"), run())


# ------------------------------------------------------------------------------------ requests
def test_requests_are_openai_completions() -> None:
    path, body = CommandBackend().build_request("m", "p", 8, 0.0, None)
    assert path == "/v1/completions" and body["stream"] is True and body["max_tokens"] == 8


def test_llama_server_openai_chunk_with_timings() -> None:
    """A llama-server /v1/completions stream (recorded; see fixtures/llamacpp/README.md) through the
    command backend still yields its acceptance."""
    payloads = [
        json.loads(line[len("data: ") :])
        for line in (FIXTURES / "v1-completions-draft-simple-n8.sse").read_text().splitlines()
        if line.startswith("data: ") and line != "data: [DONE]"
    ]
    updates = [CommandBackend().parse_chunk(p) for p in payloads]
    last = updates[-1]
    assert last.completion_tokens == 40 and last.finish_reason == "length"
    assert last.spec is not None and last.spec.accepted_draft_tokens == 34


def test_vllm_style_metrics_chunk() -> None:
    update = CommandBackend().parse_chunk(
        {
            "choices": [],
            "usage": {"prompt_tokens": 3, "completion_tokens": 9},
            "metrics": {
                "speculative_decoding": {
                    "num_spec_steps": 3,
                    "num_accepted_draft_tokens": 6,
                    "num_draft_tokens": 9,
                }
            },
        }
    )
    assert update.spec is not None and update.spec.accept_length == pytest.approx(3.0)


@pytest.mark.parametrize(
    "message",
    [
        # SGLang, QwenLM/Qwen3#1321
        "HTTP 400: The input (61709 tokens) is longer than the model's context length (40960 tokens).",
        # SGLang older, sgl-project/sglang#4048
        "HTTP 400: Input length (160062 tokens) exceeds the maximum allowed length (59862 tokens).",
        # vLLM, ogx-ai/ogx#4534
        "HTTP 400: This model's maximum context length is 6048 tokens. However, you requested 6616 tokens (568 in "
        "the messages, 6048 in the completion). Please reduce the length of the messages or completion.",
        # llama-server, recorded here
        "HTTP 400: request (3001 tokens) exceeds the available context size (2048 tokens), try increasing it",
    ],
)
def test_context_overflow_of_any_server(message: str) -> None:
    assert CommandBackend().is_context_overflow(400, message)
    assert not CommandBackend().is_context_overflow(500, message)


def test_not_overflow() -> None:
    assert not CommandBackend().is_context_overflow(400, "HTTP 400: temperature must be non-negative")


def test_log_lines_of_known_servers() -> None:
    backend = CommandBackend()
    vllm_line = backend.parse_log_line(
        "(APIServer pid=1) INFO 05-07 04:56:17 [metrics.py:101] SpecDecoding metrics: Mean acceptance length: 2.63, "
        "Accepted throughput: 76.80 tokens/s, Drafted throughput: 235.49 tokens/s, Accepted: 768 tokens, Drafted: 2355 "
        "tokens, Per-position acceptance rate: 0.726, 0.467, 0.240, 0.134, 0.064, Avg Draft acceptance rate: 32.6%"
    )
    assert vllm_line is not None and vllm_line.accept_length == 2.63
    llama_line = backend.parse_log_line(
        "0.01.914.355 I slot print_timing: id  0 | task 0 |        eval time =    1236.76 ms /    40 tokens "
        "(   31.71 ms per token,    31.53 tokens per second)"
    )
    assert llama_line is not None and llama_line.gen_throughput == 31.53
    assert backend.parse_log_line("hello") is None


async def test_scrape_either_servers_counters() -> None:
    text = (FIXTURES / "metrics-draft-simple.txt").read_text()
    async with client_for(lambda r: httpx.Response(200, text=text)) as client:
        counters = await CommandBackend().scrape_spec_counters(client, "http://x")
    assert counters is not None and counters["num_accepted_tokens"] == 68
