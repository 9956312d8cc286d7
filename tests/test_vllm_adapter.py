"""The vLLM adapter on vLLM's documented protocol (../shared/SERVERS.md §2, read from vLLM 0.33.0) and
on real log lines and error bodies (../shared/samples/metrics_lines.md; sources cited per case)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import httpx
import pytest

from specdec_tui.backends import get_backend
from specdec_tui.backends.base import ReadyState
from specdec_tui.backends.common import (
    GENERATED_TOKENS,
    NUM_ACCEPTED_TOKENS,
    NUM_DRAFT_TOKENS,
    NUM_DRAFTS,
    parse_version,
    spec_stats_from_counters,
)
from specdec_tui.backends.vllm import VLLMBackend
from specdec_tui.domain.model import RunSpec, ServerSpec

MODEL = "meta-llama/Llama-3.1-8B-Instruct"
HEAD = "yuhuili/EAGLE3-LLaMA3.1-Instruct-8B"


def server(**kw: Any) -> ServerSpec:
    base: dict[str, Any] = {"backend": "vllm", "model": MODEL, "context_length": 8192, "port": 8000}
    base.update(kw)
    return ServerSpec(**base)


def run(algorithm: str = "none", **spec: Any) -> RunSpec:
    return RunSpec(name="r", speculative={"algorithm": algorithm, **spec})


def argv_of(srv: ServerSpec | None = None, rn: RunSpec | None = None) -> list[str]:
    return VLLMBackend().launch_plan(srv or server(), rn or run()).argv


def after(argv: list[str], flag: str) -> str:
    assert argv.count(flag) == 1, f"{flag} appears {argv.count(flag)} times in {argv}"
    return argv[argv.index(flag) + 1]


def spec_config(argv: list[str]) -> dict[str, Any]:
    config: dict[str, Any] = json.loads(after(argv, "--speculative-config"))
    return config


# ------------------------------------------------------------------------------------ argv
def test_registry() -> None:
    backend = get_backend("vllm")
    assert isinstance(backend, VLLMBackend)
    assert backend.default_port == 8000 and backend.health_path == "/health"


def test_baseline_argv_is_exact() -> None:
    plan = VLLMBackend().launch_plan(server(extra_args=["--gpu-memory-utilization", "0.9"], tp=2), run())
    assert plan.argv == [
        "vllm",
        "serve",
        MODEL,
        "--host",
        "127.0.0.1",
        "--port",
        "8000",
        "--max-model-len",
        "8192",
        "--tensor-parallel-size",
        "2",
        "--gpu-memory-utilization",
        "0.9",
    ]


def test_executable_override() -> None:
    assert argv_of(srv=server(executable="/venv/bin/vllm"))[:2] == ["/venv/bin/vllm", "serve"]


@pytest.mark.parametrize(
    ("rn", "expected"),
    [
        (
            run("eagle3", draft_model=HEAD, num_draft_tokens=3),
            {"method": "eagle3", "model": HEAD, "num_speculative_tokens": 3},
        ),
        (
            run("eagle", draft_model="h", num_draft_tokens=5),
            {"method": "eagle", "model": "h", "num_speculative_tokens": 5},
        ),
        (
            run("ngram", num_draft_tokens=4, ngram_min=2, ngram_max=5),
            {"method": "ngram", "num_speculative_tokens": 4, "prompt_lookup_min": 2, "prompt_lookup_max": 5},
        ),
        (
            run("draft", draft_model="small", num_draft_tokens=4),
            {"method": "draft_model", "model": "small", "num_speculative_tokens": 4},
        ),
        (run("mtp", num_draft_tokens=1), {"method": "mtp", "num_speculative_tokens": 1}),
        (run("nextn"), {"method": "mtp"}),
        (
            run("dflash", draft_model="z-lab/dflash", num_draft_tokens=8),
            {"method": "dflash", "model": "z-lab/dflash", "num_speculative_tokens": 8},
        ),
        (run("suffix"), {"method": "suffix"}),
        (
            run(
                "eagle3",
                draft_model=HEAD,
                num_draft_tokens=3,
                extra={"draft_tensor_parallel_size": 1, "method": "eagle3"},
            ),
            {"method": "eagle3", "model": HEAD, "num_speculative_tokens": 3, "draft_tensor_parallel_size": 1},
        ),
    ],
)
def test_speculative_config_mapping(rn: RunSpec, expected: dict[str, Any]) -> None:
    argv = argv_of(rn=rn)
    assert spec_config(argv) == expected
    assert "--per-request-spec-decode-metrics" not in argv  # version unknown


def test_speculative_config_is_stable_json() -> None:
    one = argv_of(rn=run("ngram", ngram_max=5, num_draft_tokens=4, ngram_min=2))
    two = argv_of(rn=run("ngram", ngram_min=2, num_draft_tokens=4, ngram_max=5))
    assert one == two  # same server reuse key whatever the key order in the sweep file


def test_extra_overrides_mapped_keys() -> None:
    assert (
        spec_config(argv_of(rn=run("ngram", num_draft_tokens=4, extra={"num_speculative_tokens": 6})))[
            "num_speculative_tokens"
        ]
        == 6
    )


def test_per_request_metrics_only_when_the_version_has_them() -> None:
    rn = run("eagle3", draft_model=HEAD, num_draft_tokens=3)
    # Decided by the flag tables read from the pinned wheels (0.11.0 lacks the flag, 0.34.0 has it):
    # a version between them goes by the nearest older release read.
    assert (
        after(argv_of(srv=server(version="0.34.0"), rn=rn), "--per-request-spec-decode-metrics") == "summary"
    )
    assert (
        after(argv_of(srv=server(version="v0.34.1rc2"), rn=rn), "--per-request-spec-decode-metrics")
        == "summary"
    )
    assert "--per-request-spec-decode-metrics" not in argv_of(srv=server(version="0.20.1"), rn=rn)
    assert "--per-request-spec-decode-metrics" not in argv_of(srv=server(version="0.11.0"), rn=rn)
    assert "--per-request-spec-decode-metrics" not in argv_of(srv=server(), rn=rn)  # no version
    assert "--per-request-spec-decode-metrics" not in argv_of(srv=server(version="0.34.0"))  # baseline


def test_legacy_flags_before_speculative_config() -> None:
    argv = argv_of(srv=server(version="0.7.3"), rn=run("ngram", num_draft_tokens=5, ngram_max=4, ngram_min=1))
    assert "--speculative-config" not in argv
    assert after(argv, "--speculative-model") == "[ngram]"
    assert after(argv, "--num-speculative-tokens") == "5"
    assert after(argv, "--ngram-prompt-lookup-max") == "4"
    assert after(argv, "--ngram-prompt-lookup-min") == "1"
    argv = argv_of(
        srv=server(version="0.6.6.post1"), rn=run("draft", draft_model="small", num_draft_tokens=3)
    )
    assert after(argv, "--speculative-model") == "small"
    assert "--speculative-config" in argv_of(srv=server(version="0.8.0"), rn=run("draft", draft_model="s"))
    with pytest.raises(ValueError, match=re.escape("before 0.8 cannot run speculative method 'mtp'")):
        argv_of(srv=server(version="0.7.0"), rn=run("mtp"))


@pytest.mark.parametrize(
    ("rn", "words"),
    [
        (run("ddtree", draft_model="d", budget=16), "no DDTree"),
        (run("ngram-mod"), "no speculative algorithm 'ngram-mod'"),
        (run("eagle3", num_draft_tokens=3), "needs speculative.draft_model"),
        (run("eagle3", draft_model=HEAD, topk=4), "no equivalent of speculative topk"),
        (run("eagle3", draft_model=HEAD, ngram_max=4), "apply only to vLLM ngram"),
        (run("ngram", extra=["x"]), "extra must be a table"),
    ],
)
def test_unmappable_runs_are_one_clear_error(rn: RunSpec, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words)) as info:
        argv_of(rn=rn)
    assert "\n" not in str(info.value)


def test_versions() -> None:
    assert parse_version("0.33.0") == (0, 33, 0)
    assert parse_version("v0.8.5.post1") == (0, 8, 5)
    assert parse_version("0.11.0rc1") == (0, 11, 0)
    assert parse_version("0.9") == (0, 9, 0)
    assert parse_version("dev") is None and parse_version(None) is None


# ------------------------------------------------------------------------------------ requests
def test_request_is_openai_completions_with_usage() -> None:
    path, body = VLLMBackend().build_request(MODEL, "hi", 256, 0.0, 1)
    assert path == "/v1/completions"
    assert body["stream"] is True and body["stream_options"] == {"include_usage": True}
    assert body["ignore_eos"] is True and body["max_tokens"] == 256 and body["model"] == MODEL


def test_stream_chunks_and_per_request_metrics() -> None:
    """Chunk shapes from SERVERS.md §2.4; the metrics block is on the final usage chunk only, as vLLM
    0.33's own test (tests/.../test_per_request_spec_decode_metrics) asserts, with its invariants
    mean_acceptance_length = 1 + accepted/steps and draft_acceptance_rate = accepted/drafted."""
    backend = VLLMBackend()
    text = backend.parse_chunk(
        {
            "id": "cmpl-1",
            "object": "text_completion",
            "created": 1,
            "model": MODEL,
            "choices": [
                {"index": 0, "text": " alpha", "logprobs": None, "finish_reason": None, "stop_reason": None}
            ],
        }
    )
    assert text.text == " alpha" and not text.finished and text.spec is None
    final_choice = backend.parse_chunk(
        {
            "id": "cmpl-1",
            "object": "text_completion",
            "created": 1,
            "model": MODEL,
            "choices": [{"index": 0, "text": "", "finish_reason": "length", "stop_reason": None}],
        }
    )
    assert final_choice.finished and final_choice.finish_reason == "length"
    usage = backend.parse_chunk(
        {
            "id": "cmpl-1",
            "object": "text_completion",
            "created": 1,
            "model": MODEL,
            "choices": [],
            "usage": {"prompt_tokens": 12, "completion_tokens": 24, "total_tokens": 36},
            "metrics": {
                "speculative_decoding": {
                    "mean_acceptance_length": 2.6,
                    "draft_acceptance_rate": 0.5333333333333333,
                    "acceptance_histogram": [2, 1, 3, 4],
                    "num_spec_steps": 10,
                    "num_accepted_draft_tokens": 16,
                    "num_draft_tokens": 30,
                    "num_spec_tokens": 3,
                }
            },
        }
    )
    assert (usage.prompt_tokens, usage.completion_tokens) == (12, 24)
    assert usage.spec is not None
    assert (usage.spec.verify_steps, usage.spec.accepted_draft_tokens, usage.spec.proposed_draft_tokens) == (
        10,
        16,
        30,
    )
    assert usage.spec.accept_length == pytest.approx(2.6) and usage.spec.accept_rate == pytest.approx(16 / 30)


def test_metrics_without_summary_fields_are_derived() -> None:
    update = VLLMBackend().parse_chunk(
        {
            "choices": [],
            "metrics": {
                "speculative_decoding": {
                    "num_spec_steps": 4,
                    "num_accepted_draft_tokens": 6,
                    "num_draft_tokens": 12,
                }
            },
        }
    )
    assert update.spec is not None
    assert update.spec.accept_length == pytest.approx(2.5) and update.spec.accept_rate == pytest.approx(0.5)


def test_stream_error_event() -> None:
    update = VLLMBackend().parse_chunk(
        {
            "error": {
                "message": "The server had an error while processing your request.",
                "type": "InternalServerError",
                "code": 500,
            }
        }
    )
    assert update.error == "The server had an error while processing your request."


# ------------------------------------------------------------------------------------ errors
OVERFLOW_BODIES = [
    # vLLM 0.33.0 prompt over max_model_len (SERVERS.md §2.7, renderers/params.py)
    (
        400,
        b'{"error": {"message": "This model\'s maximum context length is 8192 tokens. However, your prompt contains '
        b"at least 9000 input tokens, which exceeds this limit even without any output tokens. Please reduce the "
        b'length of the input prompt.", "type": "BadRequestError", "param": "input_tokens", "code": 400}}',
    ),
    # vLLM 0.33.0 max_tokens over max_model_len (SERVERS.md §2.7)
    (
        400,
        b'{"error": {"message": "max_tokens=9000 cannot be greater than max_model_len=8192. Please request fewer '
        b'output tokens.", "type": "BadRequestError", "param": "max_tokens", "code": 400}}',
    ),
    # older flat body, ogx-ai/ogx#4534
    (
        400,
        b'{"object":"error","message":"This model\'s maximum context length is 6048 tokens. However, you requested '
        b"6616 tokens (568 in the messages, 6048 in the completion). Please reduce the length of the messages or "
        b'completion.","type":"BadRequestError","param":null,"code":400}',
    ),
    # v0.9.x variant with a trailing " None", vllm-project/vllm#20409
    (
        400,
        b'{"object": "error", "message": "This model\'s maximum context length is 16384 tokens. However, you requested '
        b"19591 tokens (9591 in the messages, 10000 in the completion). Please reduce the length of the messages or "
        b'completion. None", "type": "BadRequestError", "param": null, "code": 400}',
    ),
    # ~0.20 wording, AIDotNet/OpenCowork#82 / vllm-project/vllm#42474
    (
        400,
        b'{"error": {"message": "This model\'s maximum context length is 262144 tokens. However, you requested 128000 '
        b"output tokens and your prompt contains at least 134145 input tokens, for a total of at least 262145 tokens. "
        b"Please reduce the length of the input prompt or the number of requested output tokens. (parameter=input_tokens, "
        b'value=134145)", "type": "BadRequestError", "code": 400}}',
    ),
]


@pytest.mark.parametrize(("status", "body"), OVERFLOW_BODIES)
def test_context_overflow_bodies_of_each_version(status: int, body: bytes) -> None:
    backend = VLLMBackend()
    message = backend.error_message(status, body)
    assert message.startswith("HTTP 400: ") and "{" not in message  # the message itself, not the JSON
    assert backend.is_context_overflow(status, message)


def test_engine_death_is_not_overflow() -> None:
    body = b'{"error":{"message":"The server had an error while processing your request.","type":"InternalServerError","code":500}}'
    message = VLLMBackend().error_message(500, body)
    assert message == "HTTP 500: The server had an error while processing your request."
    assert not VLLMBackend().is_context_overflow(500, message)


# ------------------------------------------------------------------------------------ log lines
def test_ready_line() -> None:
    pattern = VLLMBackend().ready_log_pattern
    assert pattern is not None
    assert re.search(pattern, "INFO:     Application startup complete.")
    assert re.search(pattern, "(APIServer pid=1) INFO:     Application startup complete.")
    assert not re.search(
        pattern,
        "(APIServer pid=1) INFO 12-02 09:50:00 [api_server.py:1] Starting vLLM server on http://0.0.0.0:8000",
    )


def test_spec_decoding_line_current_format() -> None:
    # noonghunna/club-3090#46
    stats = VLLMBackend().parse_log_line(
        "(APIServer pid=1) INFO 05-04 01:06:43 [metrics.py:101] SpecDecoding metrics: Mean acceptance length: 2.91, "
        "Accepted throughput: 63.19 tokens/s, Drafted throughput: 165.49 tokens/s, Accepted: 632 tokens, Drafted: 1655 "
        "tokens, Per-position acceptance rate: 0.770, 0.523, 0.329, 0.181, 0.106, Avg Draft acceptance rate: 38.2%"
    )
    assert stats is not None
    assert stats.accept_length == 2.91 and stats.accept_rate == pytest.approx(0.382)
    assert stats.extra == {"accepted_draft_tokens": 632, "draft_tokens": 1655, "accepted_throughput": 63.19}


def test_spec_decoding_line_sept_2025_format() -> None:
    # vllm-project/vllm PR #24127: acceptance rate first
    stats = VLLMBackend().parse_log_line(
        "(APIServer pid=2236552) INFO 09-09 11:51:35 [metrics.py:96] SpecDecoding metrics: Draft acceptance rate: 88.8%, "
        "Mean acceptance length: 5.44, Accepted throughput: 4.37 tokens/s, Drafted throughput: 4.92 tokens/s, Accepted: "
        "262 tokens, Drafted: 295 tokens, Per-position acceptance rate: 0.983, 0.949, 0.915, 0.881, 0.712"
    )
    assert stats is not None and stats.accept_length == 5.44 and stats.accept_rate == pytest.approx(0.888)
    assert stats.extra["accepted_draft_tokens"] == 262


def test_spec_decoding_line_without_throughput() -> None:
    # vllm-project/vllm PR #24049
    stats = VLLMBackend().parse_log_line(
        "(APIServer pid=3617069) INFO 09-01 14:28:09 [metrics.py:87] SpecDecoding metrics: Draft acceptance rate: 15.5%, "
        "Mean acceptance length: 1.77, Accepted: 17 tokens, Drafted: 110 tokens, Per-position acceptance rate: 0.318, "
        "0.182, 0.091, 0.091, 0.091"
    )
    assert stats is not None and stats.accept_length == 1.77 and stats.accept_rate == pytest.approx(0.155)


def test_spec_decoding_line_april_2025_and_v0() -> None:
    # vllm-project/vllm PR #15902, after and before
    after_pr = VLLMBackend().parse_log_line(
        "SpecDecoding metrics: Draft acceptance rate: 100.0%, Accepted: 66 tokens, Drafted: 66 tokens"
    )
    assert after_pr is not None and after_pr.accept_rate == 1.0 and after_pr.accept_length is None
    before_pr = VLLMBackend().parse_log_line(
        "Speculative metrics: Draft acceptance rate: 1.000, Number of accepted tokens: 66, Number of draft tokens: 66, "
    )
    assert before_pr is not None and before_pr.accept_rate == 1.0
    assert before_pr.extra == {"accepted_draft_tokens": 66, "draft_tokens": 66}
    # V0, vllm-project/vllm#7301: a fraction, not a percentage
    v0 = VLLMBackend().parse_log_line(
        "Speculative metrics: Draft acceptance rate: 0.607, System efficiency: 0.510, Number of speculative tokens: 4, "
        "Number of accepted tokens: 32594, Number of draft tokens: 53716, Number of emitted tokens: 34244."
    )
    assert v0 is not None and v0.accept_rate == pytest.approx(0.607)
    assert v0.extra == {"accepted_draft_tokens": 32594, "draft_tokens": 53716}


def test_engine_throughput_lines() -> None:
    # vllm-project/vllm#43295: heavily loaded but healthy
    stats = VLLMBackend().parse_log_line(
        "(APIServer pid=3646) INFO 05-19 10:13:11 [loggers.py:271] Engine 000: Avg prompt throughput: 0.0 tokens/s, Avg "
        "generation throughput: 1055.3 tokens/s, Running: 18 reqs, Waiting: 43 reqs, GPU KV cache usage: 95.9%, Prefix "
        "cache hit rate: 0.0%"
    )
    assert stats is not None
    assert (stats.gen_throughput, stats.running_requests) == (1055.3, 18)
    assert stats.token_usage == pytest.approx(0.959)
    assert stats.extra == {"waiting_requests": 43, "prompt_throughput": 0.0}
    # V0 engine, vllm-project/vllm#16258
    v0 = VLLMBackend().parse_log_line(
        "INFO 04-08 10:43:07 metrics.py:455] Avg prompt throughput: 33127.2 tokens/s, Avg generation throughput: 238.0 "
        "tokens/s, Running: 4 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 0.3%, CPU KV cache usage: 0.0%."
    )
    assert v0 is not None and v0.gen_throughput == 238.0 and v0.running_requests == 4
    assert v0.token_usage == pytest.approx(0.003) and v0.extra["waiting_requests"] == 0


@pytest.mark.parametrize(
    "line",
    [
        "(EngineCore_0 pid=1399537) INFO 08-19 14:58:40 [kv_cache_utils.py:849] GPU KV cache size: 922,496 tokens",
        "(EngineCore_0 pid=1399537) INFO 08-19 14:58:40 [gpu_worker.py:277] Available KV cache memory: 112.61 GiB",
        "WARNING 02-13 07:19:11 scheduler.py:949] Input prompt (32889 tokens) is too long and exceeds limit of 2048",
        'INFO:     127.0.0.1:33898 - "POST /v1/completions HTTP/1.1" 200 OK',
    ],
)
def test_other_lines_give_nothing(line: str) -> None:
    assert VLLMBackend().parse_log_line(line) is None


# ------------------------------------------------------------------------------------ HTTP
def client_for(handler: Any) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.MockTransport(handler))


async def test_probe_semantics() -> None:
    backend = VLLMBackend()

    def refused(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)  # bound but not listening while loading

    async with client_for(refused) as client:
        assert await backend.probe(client, "http://x") is ReadyState.DOWN
    async with client_for(lambda r: httpx.Response(200)) as client:
        assert await backend.probe(client, "http://x") is ReadyState.READY
    async with client_for(lambda r: httpx.Response(503)) as client:  # EngineDeadError
        assert await backend.probe(client, "http://x") is ReadyState.ERROR


async def test_count_tokens() -> None:
    seen: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(json.loads(request.content))
        return httpx.Response(
            200, json={"count": 5, "max_model_len": 8192, "tokens": [1, 2, 3, 4, 5], "token_strs": None}
        )

    async with client_for(handler) as client:
        assert await VLLMBackend().count_tokens(client, "http://x", "hello world") == 5
    assert seen == [{"prompt": "hello world"}]


METRICS_TWO_ENGINES = """\
# HELP vllm:spec_decode_num_drafts_total Number of spec decoding drafts.
# TYPE vllm:spec_decode_num_drafts_total counter
vllm:spec_decode_num_drafts_total{engine="0",model_name="m"} 100.0
vllm:spec_decode_num_drafts_total{engine="1",model_name="m"} 50.0
vllm:spec_decode_num_draft_tokens_total{engine="0",model_name="m"} 300.0
vllm:spec_decode_num_draft_tokens_total{engine="1",model_name="m"} 150.0
vllm:spec_decode_num_accepted_tokens_total{engine="0",model_name="m"} 180.0
vllm:spec_decode_num_accepted_tokens_total{engine="1",model_name="m"} 90.0
vllm:spec_decode_num_accepted_tokens_per_pos_total{engine="0",model_name="m",position="0"} 80.0
vllm:generation_tokens_total{engine="0",model_name="m"} 300.0
vllm:generation_tokens_total{engine="1",model_name="m"} 150.0
vllm:num_requests_running{engine="0",model_name="m"} 1.0
"""


async def test_scrape_sums_engines_and_deltas_give_acceptance() -> None:
    async with client_for(lambda r: httpx.Response(200, text=METRICS_TWO_ENGINES)) as client:
        after = await VLLMBackend().scrape_spec_counters(client, "http://x")
    assert after == {
        NUM_DRAFTS: 150, NUM_DRAFT_TOKENS: 450, NUM_ACCEPTED_TOKENS: 270, GENERATED_TOKENS: 450,
        "accepted_at_position_0": 80,
    }  # fmt: skip
    before = {NUM_DRAFTS: 50.0, NUM_DRAFT_TOKENS: 150.0, NUM_ACCEPTED_TOKENS: 70.0, GENERATED_TOKENS: 120.0}
    stats = spec_stats_from_counters(before, after)
    assert stats is not None
    # the documented formulas: rate = accepted/draft_tokens, length = 1 + accepted/drafts
    assert stats.accept_rate == pytest.approx(200 / 300)
    assert stats.accept_length == pytest.approx(1 + 200 / 100)
    # one definition: the request count changes nothing (output tokens / all decode steps, 330 / 126,
    # counted steps without a draft and the prompt pass's token; it is no longer used)
    with_requests = spec_stats_from_counters(before, after, requests=4)
    assert with_requests is not None and with_requests.verify_steps == 100
    assert with_requests.accept_length == pytest.approx(1 + 200 / 100)
    async with client_for(lambda r: httpx.Response(200, text="# nothing\n")) as client:
        assert await VLLMBackend().scrape_spec_counters(client, "http://x") is None


@pytest.mark.parametrize("body", [b"[1, 2, 3]", b'"tokens"', b"42"])
async def test_count_tokens_on_a_json_answer_that_is_not_an_object_is_unknown(body: bytes) -> None:
    import httpx

    from specdec_tui.backends.llamacpp import LlamaCppBackend
    from specdec_tui.backends.vllm import VLLMBackend

    transport = httpx.MockTransport(lambda request: httpx.Response(200, content=body))
    async with httpx.AsyncClient(transport=transport) as client:
        for backend in (VLLMBackend(), LlamaCppBackend()):
            assert await backend.count_tokens(client, "http://127.0.0.1:1", "hello") is None


# ------------------------------------------------------------------ recorded real /metrics text
RECORDED = Path(__file__).parent / "fixtures" / "vllm_metrics"


def _at_start(scrape: str) -> str:
    """The same server just started: every counter sample at 0 (counters start at 0 when created;
    the ``_created`` gauges keep their timestamps)."""
    return re.sub(r"^(vllm:[a-z_]+_total\{[^}]*\}) \S+$", r"\1 0.0", scrape, flags=re.MULTILINE)


async def test_recorded_vllm_scrapes_give_acceptance_from_counter_deltas() -> None:
    """A live vLLM server's scrape (fixtures/vllm_metrics/README.md says where it comes from): the
    adapter reads the three counters (not the ``_created`` gauges that share their prefix) and the
    per-position series position by position, and the window from server start to the scrape gives the acceptance."""
    live = (RECORDED / "live_dgx_spark.prom").read_text()
    scrapes = iter([_at_start(live), live])
    async with client_for(lambda r: httpx.Response(200, text=next(scrapes))) as client:
        before = await VLLMBackend().scrape_spec_counters(client, "http://x")
        after = await VLLMBackend().scrape_spec_counters(client, "http://x")
    positions = [f"accepted_at_position_{i}" for i in range(4)]
    assert before == {NUM_DRAFTS: 0, NUM_DRAFT_TOKENS: 0, NUM_ACCEPTED_TOKENS: 0, **dict.fromkeys(positions, 0)}
    assert after == {
        NUM_DRAFTS: 2_043_630, NUM_DRAFT_TOKENS: 10_218_118, NUM_ACCEPTED_TOKENS: 7_268_642,
        **dict(zip(positions, (1_883_866, 1_732_372, 1_489_894, 1_204_113), strict=True)),
    }  # fmt: skip
    stats = spec_stats_from_counters(before, after)
    assert stats is not None and stats.accept_length is not None and stats.accept_rate is not None
    assert stats.verify_steps == 2_043_630 and stats.accepted_draft_tokens == 7_268_642
    assert stats.accept_length == pytest.approx(1 + 7_268_642 / 2_043_630)  # 4.557
    assert stats.accept_rate == pytest.approx(7_268_642 / 10_218_118)  # 0.711
    k = after[NUM_DRAFT_TOKENS] / after[NUM_DRAFTS]  # 5 speculative tokens per draft
    assert k == pytest.approx(5, abs=1e-3) and stats.accept_length <= k + 1
    # The per-position counters (positions 0-3 of the trimmed capture) account for at most all of it.
    per_pos = sum(float(v) for v in re.findall(r'_per_pos_total\{[^}]*\} (\S+)', live))
    assert 1 + per_pos / after[NUM_DRAFTS] <= stats.accept_length


async def test_recorded_vllm_scrape_without_the_accepted_counter_gives_no_acceptance() -> None:
    """vllm-project/vllm#41916's exposition text, as far as the thread shows it: drafts and draft
    tokens but no accepted counter. No acceptance is made up, and the ``_created`` epoch gauges
    (1.78e9) are never read as counts."""
    text = (RECORDED / "pr41916_qwen36.prom").read_text()
    async with client_for(lambda r: httpx.Response(200, text=text)) as client:
        after = await VLLMBackend().scrape_spec_counters(client, "http://x")
    assert after == {NUM_DRAFTS: 6_491_797, NUM_DRAFT_TOKENS: 6_491_797}
    assert spec_stats_from_counters({NUM_DRAFTS: 0, NUM_DRAFT_TOKENS: 0}, after) is None
