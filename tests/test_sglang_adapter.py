"""The SGLang adapter on SGLang's documented protocol and on real log lines and error bodies
(../shared/SERVERS.md §1, ../shared/samples/metrics_lines.md; sources cited per case)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from specdec_tui.backends import get_backend
from specdec_tui.backends.base import ReadyState
from specdec_tui.backends.sglang import READY_LINE, SGLangBackend
from specdec_tui.backends.sim import SimBackend
from specdec_tui.domain.model import RunSpec, ServerSpec


def server(**kw: object) -> ServerSpec:
    base: dict[str, object] = {"backend": "sglang", "model": "Qwen/Qwen3.6-27B", "context_length": 32768}
    base.update(kw)
    return ServerSpec(**base)  # type: ignore[arg-type]


def run(name: str = "r", **spec: object) -> RunSpec:
    return RunSpec(name=name, speculative={"algorithm": "none", **spec})


def flags(argv: list[str]) -> dict[str, str]:
    """--flag value pairs of an argv (bare flags map to '')."""
    out: dict[str, str] = {}
    i = 0
    while i < len(argv):
        if argv[i].startswith("--"):
            if i + 1 < len(argv) and not argv[i + 1].startswith("--"):
                out[argv[i]] = argv[i + 1]
                i += 2
                continue
            out[argv[i]] = ""
        i += 1
    return out


# ------------------------------------------------------------------------------------ argv
def test_registry_and_basics() -> None:
    backend = get_backend("sglang")
    assert isinstance(backend, SGLangBackend)
    assert backend.name == "sglang" and backend.default_port == 30000


def test_baseline_argv() -> None:
    plan = SGLangBackend().launch_plan(server(port=30123, tp=2), run())
    assert plan.argv[:3] == [sys.executable, "-m", "sglang.launch_server"]
    f = flags(plan.argv)
    assert f["--model-path"] == "Qwen/Qwen3.6-27B"
    assert f["--host"] == "127.0.0.1"
    assert f["--port"] == "30123"
    assert f["--context-length"] == "32768"
    assert f["--tp-size"] == "2"
    assert not any(a.startswith("--speculative") for a in plan.argv)
    assert plan.base_url == "http://127.0.0.1:30123"


def test_executable_override_and_extra_args_order() -> None:
    srv = server(executable="/opt/venv/bin/python", extra_args=["--mem-fraction-static", "0.85"])
    r = RunSpec(name="r", speculative={"algorithm": "none"}, extra_args=["--enable-metrics"])
    argv = SGLangBackend().launch_plan(srv, r).argv
    assert argv[0] == "/opt/venv/bin/python"
    assert argv[-3:] == ["--mem-fraction-static", "0.85", "--enable-metrics"]


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        (
            {"algorithm": "eagle3", "draft_model": "d/eagle3", "num_steps": 3, "topk": 1, "num_draft_tokens": 4},
            {
                "--speculative-algorithm": "EAGLE3",
                "--speculative-draft-model-path": "d/eagle3",
                "--speculative-num-steps": "3",
                "--speculative-eagle-topk": "1",
                "--speculative-num-draft-tokens": "4",
            },
        ),
        ({"algorithm": "eagle", "draft_model": "d/e"}, {"--speculative-algorithm": "EAGLE"}),
        ({"algorithm": "ddtree", "draft_model": "d/df", "budget": 15},
         {"--speculative-algorithm": "DDTREE", "--speculative-ddtree-budget": "15",
          "--speculative-draft-model-path": "d/df"}),
        ({"algorithm": "dflash", "draft_model": "d/df", "block_size": 16},
         {"--speculative-algorithm": "DFLASH", "--speculative-dflash-block-size": "16"}),
        ({"algorithm": "ngram", "num_draft_tokens": 12}, {"--speculative-algorithm": "NGRAM",
                                                           "--speculative-num-draft-tokens": "12"}),
        ({"algorithm": "standalone", "draft_model": "d/small"}, {"--speculative-algorithm": "STANDALONE"}),
        ({"algorithm": "draft", "draft_model": "d/small"}, {"--speculative-algorithm": "STANDALONE"}),
        ({"algorithm": "mtp"}, {"--speculative-algorithm": "NEXTN"}),
        ({"algorithm": "UNO"}, {"--speculative-algorithm": "UNO"}),  # registered names pass through
    ],
)
def test_speculative_flags(spec: dict[str, object], expected: dict[str, str]) -> None:
    argv = SGLangBackend().launch_plan(server(), RunSpec("r", dict(spec))).argv
    f = flags(argv)
    for flag, value in expected.items():
        assert f[flag] == value, (flag, argv)
    assert argv.count("--speculative-algorithm") == 1


def test_extra_table_becomes_flags() -> None:
    spec = {"algorithm": "ngram", "extra": {"speculative_ngram_max_bfs_breadth": 8, "enable_multi_layer_eagle": True,
                                            "skip_me": False}}
    argv = SGLangBackend().launch_plan(server(), RunSpec("r", spec)).argv
    assert flags(argv)["--speculative-ngram-max-bfs-breadth"] == "8"
    assert "--enable-multi-layer-eagle" in argv
    assert "--skip-me" not in argv


@pytest.mark.parametrize(
    "spec",
    [
        {"algorithm": "eagle", "budget": 8},  # budget is DDTree's
        {"algorithm": "eagle", "block_size": 8},  # block size is DFlash's
        {"algorithm": "eagle", "draft_min": 2},  # llama-server only
        {"algorithm": "suffix"},
        {"algorithm": "eagle", "bogus": 1},
    ],
)
def test_inexpressible_runs_raise_value_error(spec: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="run 'r'"):
        SGLangBackend().launch_plan(server(), RunSpec("r", dict(spec)))


def test_ngram_window_flags_depend_on_version() -> None:
    spec = {"algorithm": "ngram", "ngram_min": 1, "ngram_max": 12}
    argv = SGLangBackend().launch_plan(server(version="0.5.5"), RunSpec("r", dict(spec))).argv
    assert flags(argv)["--speculative-ngram-max-match-window-size"] == "12"
    with pytest.raises(ValueError, match=r"SGLang 0.5.23 cannot take --speculative-ngram-min-match-window-size"):
        SGLangBackend().launch_plan(server(version="0.5.23"), RunSpec("r", dict(spec)))


def test_baseline_with_stray_keys_warns() -> None:
    plan = SGLangBackend().launch_plan(server(), run(draft_model="x"))
    assert not any(a.startswith("--speculative") for a in plan.argv)
    assert any("draft_model" in w for w in plan.warnings)


@pytest.mark.parametrize("form", [["--log-level", "warning"], ["--log-level=error"]])
def test_quiet_log_level_is_replaced_with_info(form: list[str]) -> None:
    srv = server(extra_args=["--mem-fraction-static", "0.8", *form, "--log-level-http", "warning"])
    plan = SGLangBackend().launch_plan(srv, run())
    f = flags(plan.argv)
    assert f["--log-level"] == "info"
    assert f["--log-level-http"] == "warning"  # uvicorn's access log level is the user's business
    assert plan.argv.count("--log-level") == 1
    assert plan.warnings and "Decode" in plan.warnings[0]


def test_debug_log_level_is_kept() -> None:
    plan = SGLangBackend().launch_plan(server(extra_args=["--log-level", "debug"]), run())
    assert flags(plan.argv)["--log-level"] == "debug" and not plan.warnings


def test_env_merges_run_over_server_and_api_key_flag() -> None:
    srv = server(env={"CUDA_VISIBLE_DEVICES": "0", "A": "1"}, api_key="sk-secret")
    r = RunSpec("r", {"algorithm": "none"}, env={"A": "2", "SGLANG_DDTREE_MAX_TOPK": "4"})
    plan = SGLangBackend().launch_plan(srv, r)
    assert plan.env == {"CUDA_VISIBLE_DEVICES": "0", "A": "2", "SGLANG_DDTREE_MAX_TOPK": "4"}
    assert flags(plan.argv)["--api-key"] == "sk-secret"


def test_sim_argv_uses_the_same_flags() -> None:
    srv = server(backend="sim", extra_args=["--sim-speed", "50"])
    plan = SimBackend().launch_plan(srv, RunSpec("r", {"algorithm": "ddtree", "budget": 8}))
    assert plan.argv[:3] == [sys.executable, "-m", "specdec_tui.sim"]
    f = flags(plan.argv)
    assert f["--speculative-algorithm"] == "DDTREE" and f["--speculative-ddtree-budget"] == "8"
    assert f["--sim-speed"] == "50"
    assert get_backend("sim").name == "sim"


# ------------------------------------------------------------------------------------ requests
def test_build_request_is_native_generate_ignoring_eos() -> None:
    path, body = SGLangBackend().build_request("m", "hello", 256, 0.0, 7)
    assert path == "/generate"
    assert body == {
        "text": "hello",
        "sampling_params": {"max_new_tokens": 256, "temperature": 0.0, "ignore_eos": True},
        "stream": True,
    }


def _chunk(text: str, completion: int, finish: dict[str, object] | None = None, **meta: object) -> dict[str, object]:
    info: dict[str, object] = {
        "id": "abc",
        "finish_reason": finish,
        "prompt_tokens": 11,
        "weight_version": "default",
        "num_retractions": 0,
        "reasoning_tokens": 0,
        "completion_tokens": completion,
        "cached_tokens": 0,
    }
    info.update(meta)
    return {"text": text, "output_ids": list(range(completion)), "meta_info": info}


def test_cumulative_text_becomes_deltas_and_final_spec_stats() -> None:
    parse = SGLangBackend().stream_parser()
    first = parse(_chunk(" The", 1))
    assert (first.text, first.completion_tokens, first.prompt_tokens, first.finished) == (" The", 1, 11, False)
    second = parse(_chunk(" The capital of", 4))
    assert second.text == " capital of" and second.completion_tokens == 4
    final = parse(
        _chunk(
            " The capital of France is Paris",
            8,
            {"type": "length", "length": 8},
            e2e_latency=0.12,
            spec_accept_rate=0.5,
            spec_accept_length=2.6667,
            spec_verify_ct=3,
            spec_num_correct_drafts=4,
            spec_num_proposed_drafts=9,
        )
    )
    assert final.text == " France is Paris"
    assert final.finished and final.finish_reason == "length"
    assert final.spec is not None
    assert final.spec.verify_steps == 3
    assert final.spec.accept_length == pytest.approx(8 / 3)  # completion_tokens / spec_verify_ct
    assert final.spec.accept_rate == pytest.approx(4 / 9)
    assert (final.spec.accepted_draft_tokens, final.spec.proposed_draft_tokens) == (4, 9)


def test_sglang_055_final_chunk_uses_its_reported_rate() -> None:
    # 0.5.5 emits only spec_accept_rate, spec_accept_length and spec_verify_ct (SERVERS.md §1.4).
    final = SGLangBackend().parse_chunk(
        _chunk("x", 10, {"type": "length", "length": 10}, spec_accept_rate=0.4, spec_accept_length=2.5,
               spec_verify_ct=4)
    )
    assert final.spec is not None
    assert final.spec.accept_length == pytest.approx(2.5)
    assert final.spec.accept_rate == pytest.approx(0.4)


def test_incremental_streaming_text_is_kept_as_deltas() -> None:
    parse = SGLangBackend().stream_parser()
    assert parse(_chunk(" a", 1)).text == " a"
    assert parse(_chunk(" b", 2)).text == " b"  # not a prefix extension of " a": a delta already
    parse = SGLangBackend().stream_parser()
    assert [parse(_chunk(" w", i)).text for i in (1, 2, 3)] == [" w", " w", " w"]  # repeated deltas


def test_cumulative_text_with_an_empty_step() -> None:
    parse = SGLangBackend().stream_parser()
    texts = [" x", " x y", " x y", " x y z"]  # a token that renders no text yet (partial UTF-8)
    assert [parse(_chunk(t, i + 1)).text for i, t in enumerate(texts)] == [" x", " y", "", " z"]


def test_no_spec_keys_means_no_spec_stats() -> None:
    assert SGLangBackend().parse_chunk(_chunk("x", 3, {"type": "length", "length": 3})).spec is None


def test_abort_finish_is_an_error() -> None:
    update = SGLangBackend().parse_chunk(_chunk("", 0, {"type": "abort", "message": "Client disconnected"}))
    assert update.error is not None and "Client disconnected" in update.error


def test_in_stream_error_event_and_context_overflow() -> None:
    # Native /generate stream error (SERVERS.md §1.7) and the 0.5.5 OpenAI stream error event.
    backend = SGLangBackend()
    message = (
        "Requested token count exceeds the model's maximum context length of 32768 tokens. You requested a "
        "total of 30256 tokens: 30000 tokens from the input messages and 256 tokens for the completion."
    )
    native = {"error": {"message": message, "type": "invalid_request_error", "code": 400, "retryable": False}}
    openai = {"error": {"object": "error", "message": message, "type": "BadRequestError", "param": None, "code": 400}}
    for payload in (native, openai):
        update = backend.stream_parser()(payload)
        assert update.error == message
        assert backend.is_context_overflow(200, update.error)


@pytest.mark.parametrize(
    "body",
    [
        # QwenLM/Qwen3#1321 (OpenAI-compatible 400 body, verbatim)
        b'{"object":"error","message":"The input (61709 tokens) is longer than the model\\\'s context length '
        b'(40960 tokens).","type":"BadRequestError","param":null,"code":400}',
        # native non-stream /generate 400 (SERVERS.md \xc2\xa71.7)
        b'{"error": {"message": "The input (85050 tokens) is longer than the model\'s context length (32768 tokens)."}}',
        b'{"object":"error","message":"Requested token count exceeds the model\'s maximum context length of 202752 '
        b'tokens. You requested a total of 202941 tokens","type":"BadRequestError","param":null,"code":400}',
        # sgl-project/sglang#4048 (older wording)
        b'{"error": {"message": "Input length (160062 tokens) exceeds the maximum allowed length (59862 tokens)."}}',
    ],
)
def test_400_bodies_are_context_overflow(body: bytes) -> None:
    backend = SGLangBackend()
    message = backend.error_message(400, body)
    assert message.startswith("HTTP 400: ")
    assert "tokens" in message
    assert backend.is_context_overflow(400, message)


def test_other_errors_are_not_context_overflow() -> None:
    backend = SGLangBackend()
    message = backend.error_message(400, b'{"object":"error","message":"max_tokens must be positive","code":400}')
    assert message == "HTTP 400: max_tokens must be positive"
    assert not backend.is_context_overflow(400, message)


def test_error_message_sanitises_hostile_bodies() -> None:
    message = SGLangBackend().error_message(500, b"\x1b]52;c;ZXZpbA==\x07boom\xff\x00")
    assert "\x1b" not in message and "\x00" not in message and "boom" in message


# ------------------------------------------------------------------------------------ log lines
# sgl-project/sglang#11948 (EAGLE3, 0.5.x with the trailing ", ")
DECODE_0511 = (
    "[2025-10-22 10:27:57 TP0] Decode batch. #running-req: 1, #token: 186, token usage: 0.00, accept len: 1.95, "
    "accept rate: 0.49, cuda graph: True, gen throughput (token/s): 178.86, #queue-req: 0, "
)
# SERVERS.md §1.6 (0.5.23 format)
DECODE_0523 = (
    "[2026-12-02 09:50:00 TP0] Decode batch, #running-req: 1, #token: 1234, token usage: 0.01, accept len: 3.21, "
    "accept rate: 0.55, cuda graph: True, gen throughput (token/s): 321.45, #queue-req: 0"
)
# sgl-project/sglang#2746 (no speculation; token usage 1.00 is healthy)
DECODE_OLD = (
    "[2025-01-06 02:58:11 TP0] Decode batch. #running-req: 2, #token: 307481, token usage: 1.00, "
    "gen throughput (token/s): 10.92, #queue-req: 0"
)


def test_decode_lines() -> None:
    backend = SGLangBackend()
    stats = backend.parse_log_line(DECODE_0511)
    assert stats is not None
    assert (stats.gen_throughput, stats.accept_length, stats.accept_rate) == (178.86, 1.95, 0.49)
    assert (stats.running_requests, stats.token_usage) == (1, 0.0)
    assert stats.extra["tokens"] == 186
    stats = backend.parse_log_line(DECODE_0523)
    assert stats is not None
    assert (stats.gen_throughput, stats.accept_length, stats.accept_rate) == (321.45, 3.21, 0.55)
    stats = backend.parse_log_line(DECODE_OLD)
    assert stats is not None
    assert (stats.gen_throughput, stats.accept_length, stats.token_usage, stats.running_requests) == (
        10.92, None, 1.0, 2)


def test_decode_line_variants() -> None:
    backend = SGLangBackend()
    hybrid = ("[2026-03-01 10:00:00 DP1 TP3 EP3] Decode batch [1234], #running-req: 3, #full token: 10, "
              "full token usage: 0.25, mamba num: 2, accept len: 2.00, accept rate: 0.50, cuda graph: True, "
              "gen throughput (token/s): 99.50, #queue-req: 1")
    stats = backend.parse_log_line(hybrid)
    assert stats is not None
    assert (stats.gen_throughput, stats.token_usage, stats.running_requests) == (99.5, 0.25, 3)
    coloured = "\x1b[32m" + DECODE_0523 + "\x1b[0m"
    coloured_stats = backend.parse_log_line(coloured)
    assert coloured_stats is not None and coloured_stats.gen_throughput == 321.45


def test_prefill_lines() -> None:
    backend = SGLangBackend()
    # sgl-project/sglang#18785 (comma after "Prefill batch", "TP0 EP0")
    line = ("[2026-02-12 11:38:29 TP0 EP0] Prefill batch, #new-seq: 5, #new-token: 8192, #cached-token: 159358, "
            "token usage: 0.13, #running-req: 18, #queue-req: 5, ")
    stats = backend.parse_log_line(line)
    assert stats is not None
    assert stats.gen_throughput is None and stats.accept_length is None
    assert (stats.running_requests, stats.token_usage) == (18, 0.13)
    assert stats.extra["prefill_new_tokens"] == 8192 and stats.extra["prefill_cached_tokens"] == 159358
    # sgl-project/sglang#2777 (older format with cache hit rate)
    old = ("[2025-01-07 20:16:02 TP0] Prefill batch. #new-seq: 1, #new-token: 48, #cached-token: 0, "
           "cache hit rate: 0.00%, token usage: 0.00, #running-req: 0, #queue-req: 0")
    old_stats = backend.parse_log_line(old)
    assert old_stats is not None and old_stats.extra["prefill_new_seq"] == 1


@pytest.mark.parametrize(
    "line",
    [
        "[2025-01-06 02:58:44 TP0] Decode out of memory happened. #retracted_reqs: 1, #new_token_ratio: 0.0980 -> 0.9446",
        "[2026-02-12 11:38:29] INFO:     127.0.0.1:33898 - \"POST /generate HTTP/1.1\" 200 OK",
        "[2024-12-13 01:45:02 TP0] max_total_num_tokens=56524, max_prefill_tokens=16384, context_len=32768",
        "The server is fired up and ready to roll!",
        "",
    ],
)
def test_other_lines_give_nothing(line: str) -> None:
    assert SGLangBackend().parse_log_line(line) is None


def test_ready_pattern_matches_the_ready_line() -> None:
    import re

    pattern = SGLangBackend.ready_log_pattern
    assert pattern is not None
    assert re.search(pattern, "[2026-12-02 09:49:58] The server is fired up and ready to roll!")
    assert not re.search(pattern, "[2026-12-02 09:49:58] Load weight end.")


# ------------------------------------------------------------------------------------ HTTP semantics
def _client(handler: object) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.MockTransport(handler))  # type: ignore[arg-type]


async def test_probe_semantics() -> None:
    backend = SGLangBackend()

    def refused(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("Connection refused", request=request)

    async with _client(refused) as client:
        assert await backend.probe(client, "http://h:1") is ReadyState.DOWN
    async with _client(lambda r: httpx.Response(503)) as client:
        assert await backend.probe(client, "http://h:1") is ReadyState.LOADING
    async with _client(lambda r: httpx.Response(200 if r.url.path == "/health" else 404)) as client:
        assert await backend.probe(client, "http://h:1") is ReadyState.READY


async def test_count_tokens_uses_tokenize_endpoint() -> None:
    seen: list[dict[str, object]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        import json

        assert request.url.path == "/tokenize"
        body = json.loads(request.content)
        seen.append(body)
        n = len(body["prompt"].split()) + 1  # a BOS, as a real tokenizer may add
        return httpx.Response(200, json={"tokens": list(range(n)), "count": n, "max_model_len": 32768})

    async with _client(handler) as client:
        assert await SGLangBackend().count_tokens(client, "http://h:1", "a b c") == 4
    assert seen == [{"prompt": "a b c", "add_special_tokens": True}]


async def test_count_tokens_missing_endpoint_is_asked_once() -> None:
    calls = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request.url.path)
        return httpx.Response(404, json={"detail": "Not Found"})

    backend = SGLangBackend()
    async with _client(handler) as client:
        assert await backend.count_tokens(client, "http://h:1", "a b") is None
        assert await backend.count_tokens(client, "http://h:1", "a b c") is None
    assert calls == ["/tokenize"]


async def test_scrape_spec_counters_sums_ranks() -> None:
    text = (
        "# HELP sglang:spec_verify_calls_total Number of verify calls\n"
        "# TYPE sglang:spec_verify_calls_total counter\n"
        'sglang:spec_verify_calls_total{model_name="m",tp_rank="0"} 120.0\n'
        'sglang:spec_verify_calls_total{model_name="m",tp_rank="1"} 30.0\n'
        'sglang:generation_tokens_total{model_name="m",tp_rank="0"} 400.0\n'
        'sglang:spec_accept_length{model_name="m",tp_rank="0"} 3.1\n'
    )

    async with _client(lambda r: httpx.Response(200, text=text)) as client:
        counters = await SGLangBackend().scrape_spec_counters(client, "http://h:1")
    assert counters == {"num_drafts": 150.0, "generated_tokens": 400.0}
    async with _client(lambda r: httpx.Response(404)) as client:
        assert await SGLangBackend().scrape_spec_counters(client, "http://h:1") is None


# ------------------------------------------------------------------------------------ through the sim
# SGLang's protocol end to end: the real `python -m specdec_tui.sim` process, launched from this
# adapter's argv, probed, loaded with the load generator, its log lines parsed and /metrics scraped.
def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def sim_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    import subprocess
    import time

    log_path = tmp_path_factory.mktemp("sim") / "sim.log"
    srv = ServerSpec(backend="sim", model="sim/Qwen3.6-27B", context_length=4096, port=_free_port(),
                     extra_args=["--sim-speed", "50", "--sim-startup-s", "0", "--enable-metrics",
                                 "--decode-log-interval", "10"])
    plan = SimBackend().launch_plan(srv, RunSpec("ddtree-b16", {"algorithm": "ddtree", "budget": 16}))
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(plan.argv, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, **plan.env})
    try:
        deadline = time.monotonic() + 30
        while READY_LINE not in log_path.read_text(errors="replace"):
            assert proc.poll() is None, log_path.read_text(errors="replace")
            assert time.monotonic() < deadline, "sim not ready in 30 s"
            time.sleep(0.05)
        yield plan.base_url, log_path
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.mark.slow  # measured 0.2 s
async def test_sim_speaks_sglang(sim_server: tuple[str, Path]) -> None:
    from specdec_tui.domain.model import Workload
    from specdec_tui.measure.loadgen import run_workload
    from specdec_tui.measure.stats import summarize_cell

    base_url, log_path = sim_server
    backend = SimBackend()
    async with httpx.AsyncClient(timeout=10) as client:
        assert await backend.probe(client, base_url) is ReadyState.READY
        before = await backend.scrape_spec_counters(client, base_url)
        wl = Workload("sim", 200, 1000, 64, requests=4, concurrency=2, warmup_requests=1)
        outcome = await run_workload(backend, base_url, "sim/Qwen3.6-27B", wl, client=client)
        after = await backend.scrape_spec_counters(client, base_url)
    assert outcome.prompts_exact is True
    assert len(outcome.samples) == 4 and all(s.ok for s in outcome.samples), [s.error for s in outcome.samples]
    for sample in outcome.samples:
        assert sample.prompt_tokens == sample.prompt_tokens_target  # exact through /tokenize
        assert sample.output_tokens == 64
        assert sample.spec is not None and sample.spec.verify_steps
        assert sample.spec.accept_length == pytest.approx(64 / sample.spec.verify_steps)
        assert sample.chunk_count <= sample.spec.verify_steps + 1
    assert sorted(s.prompt_tokens for s in outcome.samples) == [200, 467, 733, 1000]
    summary = summarize_cell(outcome)
    assert summary.accept_length is not None and summary.accept_length > 1.5
    assert 0 < summary.accept_rate <= 1
    assert summary.output_tok_s > 0
    assert before is not None and after is not None
    assert after["generated_tokens"] - before["generated_tokens"] >= 5 * 64
    steps = sum(s.spec.verify_steps for s in outcome.samples + outcome.warmup_samples if s.spec and s.spec.verify_steps)
    assert after["num_drafts"] - before["num_drafts"] >= steps * 0.9
    decode = [st for st in map(backend.parse_log_line, log_path.read_text(errors="replace").splitlines())
              if st is not None and st.gen_throughput is not None]
    assert decode and any(st.accept_length and st.accept_length > 1 for st in decode)


async def test_sim_context_overflow_is_an_error_with_the_server_message(sim_server: tuple[str, Path]) -> None:
    from specdec_tui.domain.model import Workload
    from specdec_tui.measure.loadgen import run_workload

    base_url, _ = sim_server
    backend = SimBackend()
    wl = Workload("too-long", 4000, 4000, 256, requests=1, warmup_requests=0)
    outcome = await run_workload(backend, base_url, "sim/Qwen3.6-27B", wl)
    sample = outcome.samples[0]
    assert not sample.ok and sample.error is not None
    assert "4000 tokens from the input" in sample.error
    assert backend.is_context_overflow(sample.status_code or 0, sample.error)
