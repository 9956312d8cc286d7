"""The sim backend as a real process: SGLang's endpoints and shapes, its log lines, its failure modes."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from specdec_tui.sim import costmodel
from specdec_tui.sim.args import build_parser, human_int, resolve_speculative
from specdec_tui.sim.launcher import free_port, sim_argv

READY = "The server is fired up and ready to roll!"
ILLEGAL = "RuntimeError: CUDA error: an illegal instruction was encountered"
# SERVERS.md §1.6 regex for the decode line.
SG_DECODE = re.compile(
    r"Decode batch(?: \[\d+\])?[.,] #running-req: (?P<running>\d+),"
    r"(?=(?:.*?\baccept len: (?P<accept_len>[0-9.]+))?)"
    r"(?=(?:.*?\baccept rate: (?P<accept_rate>[0-9.]+))?)"
    r".*?gen throughput \(token/s\): (?P<gen_tput>[0-9.]+), #queue-req: (?P<queue>\d+)"
)


class Sim:
    """One sim process, its merged output in a file."""

    def __init__(self, tmp: Path, **kwargs: object) -> None:
        self.port = free_port()
        extra = list(kwargs.pop("extra", ()))  # type: ignore[call-overload]
        kwargs.setdefault("startup_s", 0.05)
        self.argv = sim_argv(self.port, extra=extra, **kwargs)  # type: ignore[arg-type]
        self.log_path = tmp / f"sim-{self.port}.log"
        self._log = self.log_path.open("wb")
        self.proc = subprocess.Popen(self.argv, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)
        self.url = f"http://127.0.0.1:{self.port}"

    def output(self) -> str:
        return self.log_path.read_bytes().decode("utf-8", "replace")

    def wait_for(self, text: str, timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.output():
                return
            if self.proc.poll() is not None:
                raise AssertionError(f"sim exited ({self.proc.returncode}) before {text!r}:\n{self.output()[-3000:]}")
            time.sleep(0.02)
        raise AssertionError(f"no {text!r} within {timeout}s:\n{self.output()[-3000:]}")

    def wait_ready(self) -> Sim:
        self.wait_for(READY)
        return self

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)
        self._log.close()


@pytest.fixture
def sims(tmp_path: Path) -> Iterator[list[Sim]]:
    started: list[Sim] = []
    yield started
    for sim in started:
        sim.close()


def start(sims: list[Sim], tmp: Path, **kwargs: object) -> Sim:
    sim = Sim(tmp, **kwargs)
    sims.append(sim)
    return sim


def stream_lines(url: str, body: dict[str, object], read_timeout: float = 20.0) -> tuple[list[str], Exception | None]:
    """The lines of a streamed response as far as they came, and the error that ended it (if any)."""
    lines: list[str] = []
    try:
        with httpx.stream("POST", url, json=body, timeout=httpx.Timeout(20, read=read_timeout)) as response:
            for line in response.iter_lines():  # lazily: an error must strike mid-stream
                lines.append(line)
    except httpx.HTTPError as exc:
        return lines, exc
    return lines, None


def sse_events(response: httpx.Response) -> list[str]:
    return [line[len("data: "):] for line in response.iter_lines() if line.startswith("data: ")]


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Sim]:
    """A healthy DDTree budget-16 server on a simulated sm_120 (budget 16 must not crash there)."""
    sim = Sim(tmp_path_factory.mktemp("shared"), algorithm="ddtree", budget=16, gpu_arch="sm_120",
              context_length=4096, speed=100.0, extra=["--decode-log-interval", "5", "--chunked-prefill-size", "1024"])
    try:
        yield sim.wait_ready()
    finally:
        sim.close()


# -- flags --------------------------------------------------------------------------------------------
def test_human_readable_context_length() -> None:
    assert human_int("32k") == 32000
    assert human_int("32Ki") == 32768
    assert human_int("4096") == 4096
    args = build_parser().parse_args(["--context-length", "32Ki", "--tp", "2", "--model", "m"])
    assert (args.context_length, args.tp_size, args.model_path) == (32768, 2, "m")


def test_speculative_resolution_follows_sglang() -> None:
    parse = build_parser().parse_args
    ddtree = resolve_speculative(parse(["--speculative-algorithm", "ddtree", "--speculative-ddtree-budget", "8"]))
    assert (ddtree.algorithm, ddtree.budget, ddtree.num_draft_tokens) == ("DDTREE", 8, 9)
    eagle = resolve_speculative(parse(["--speculative-algorithm", "EAGLE3", "--speculative-num-steps", "3",
                                       "--speculative-eagle-topk", "1", "--speculative-num-draft-tokens", "8"]))
    assert eagle.num_draft_tokens == 4 and eagle.warnings  # topk 1 forces steps + 1
    assert resolve_speculative(parse(["--speculative-algorithm", "NEXTN"])).algorithm == "EAGLE"
    dflash = resolve_speculative(parse(["--speculative-algorithm", "DFLASH", "--speculative-num-steps", "4"]))
    assert (dflash.num_steps, dflash.topk, dflash.num_draft_tokens) == (1, 1, 16)
    dspark = resolve_speculative(parse(["--speculative-algorithm", "DSPARK", "--speculative-dspark-block-size", "7"]))
    assert dspark.num_draft_tokens == 8
    with pytest.raises(ValueError, match="Unknown speculative algorithm name"):
        resolve_speculative(parse(["--speculative-algorithm", "MEDUSA"]))


def test_unknown_flag_is_an_argparse_error(tmp_path: Path) -> None:
    proc = subprocess.run(sim_argv(free_port(), extra=["--no-such-flag"]), capture_output=True, text=True, timeout=30)
    assert proc.returncode == 2
    assert "unrecognized arguments: --no-such-flag" in proc.stderr


def test_cost_model_best_budget_is_in_the_middle() -> None:
    profile = costmodel.PROFILES["DDTREE"]
    speedups = {b: costmodel.speedup(profile, b + 1, 1) for b in (8, 12, 15, 16, 32, 64)}
    assert max(speedups, key=speedups.__getitem__) in (16, 32)
    assert min(speedups.values()) > 1.0
    lengths = [costmodel.expected_accept_length(profile.gain, profile.scale, b + 1) for b in (8, 16, 32, 64)]
    assert lengths == sorted(lengths) and len(set(lengths)) == 4


# -- endpoints and shapes --------------------------------------------------------------------------
@pytest.mark.slow  # measured 0.4 s
def test_generate_stream_shapes_and_spec_meta(shared: Sim) -> None:
    prompt = " ".join(f"w{i}" for i in range(37))
    body = {"text": prompt, "sampling_params": {"max_new_tokens": 60, "ignore_eos": True, "temperature": 0},
            "stream": True}
    with httpx.stream("POST", shared.url + "/generate", json=body, timeout=30) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        events = sse_events(response)
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    counts = [c["meta_info"]["completion_tokens"] for c in chunks]
    assert counts == sorted(counts) and counts[-1] == 60
    assert len(chunks) < 60  # several tokens per verify step
    for chunk in chunks:  # cumulative text and ids
        assert len(chunk["text"].split()) == len(chunk["output_ids"]) == chunk["meta_info"]["completion_tokens"]
        assert chunk["meta_info"]["prompt_tokens"] == 37
    assert all(c["meta_info"]["finish_reason"] is None for c in chunks[:-1])
    final = chunks[-1]["meta_info"]
    assert final["finish_reason"] == {"type": "length", "length": 60}
    assert final["e2e_latency"] > 0
    assert final["spec_accept_length"] == pytest.approx(60 / final["spec_verify_ct"])
    assert final["spec_num_proposed_drafts"] == final["spec_verify_ct"] * 16
    assert final["spec_accept_rate"] == pytest.approx(final["spec_num_correct_drafts"] / final["spec_num_proposed_drafts"])
    assert "spec_verify_ct" not in chunks[0]["meta_info"]


def test_generate_non_streaming(shared: Sim) -> None:
    body = {"text": "one two three", "sampling_params": {"max_new_tokens": 9, "ignore_eos": True}}
    data = httpx.post(shared.url + "/generate", json=body, timeout=30).json()
    assert data["meta_info"]["completion_tokens"] == 9 and len(data["output_ids"]) == 9
    assert data["meta_info"]["prompt_tokens"] == 3
    assert data["meta_info"]["spec_verify_ct"] >= 1


def test_completions_stream_with_usage_and_spec_details(shared: Sim) -> None:
    body = {"model": "x", "prompt": "a b c d e", "max_tokens": 40, "stream": True, "ignore_eos": True,
            "stream_options": {"include_usage": True}, "return_spec_tokens_details": True}
    with httpx.stream("POST", shared.url + "/v1/completions", json=body, timeout=30) as response:
        assert response.status_code == 200
        events = sse_events(response)
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    usage = chunks[-1]
    assert usage["choices"] == [] and usage["usage"] == {
        "prompt_tokens": 5, "completion_tokens": 40, "total_tokens": 45,
        "prompt_tokens_details": None, "reasoning_tokens": 0,
    }
    details = chunks[-2]["sglext"]["spec_tokens_details"]
    assert details["spec_accept_length"] == pytest.approx(40 / details["spec_verify_ct"])
    text_chunks = [c for c in chunks if c["choices"]]
    assert all(c["object"] == "text_completion" for c in text_chunks)
    assert len("".join(c["choices"][0]["text"] for c in text_chunks).split()) == 40
    assert text_chunks[-1]["choices"][0]["finish_reason"] == "length"


def test_completions_and_chat_non_streaming(shared: Sim) -> None:
    data = httpx.post(shared.url + "/v1/completions", json={"prompt": "x y", "max_tokens": 7, "ignore_eos": True},
                      timeout=30).json()
    assert data["object"] == "text_completion" and data["usage"]["completion_tokens"] == 7
    assert len(data["choices"][0]["text"].split()) == 7
    chat = httpx.post(shared.url + "/v1/chat/completions",
                      json={"messages": [{"role": "user", "content": "hi there"}], "max_tokens": 5,
                            "ignore_eos": True}, timeout=30).json()
    assert chat["object"] == "chat.completion" and chat["usage"]["completion_tokens"] == 5
    assert chat["choices"][0]["message"]["role"] == "assistant"


@pytest.mark.slow  # measured 0.3 s
def test_info_endpoints_say_sim(shared: Sim) -> None:
    info = httpx.get(shared.url + "/model_info", timeout=10).json()
    assert info["model_path"] == "sim/Qwen3.6-27B" and info["is_generation"] is True and info["sim"] is True
    server = httpx.get(shared.url + "/server_info", timeout=10).json()
    assert server["context_length"] == 4096 and server["speculative_algorithm"] == "DDTREE"
    assert server["sim"]["gpu_arch"] == "sm_120" and "simulated" in server["sim"]["note"]
    models = httpx.get(shared.url + "/v1/models", timeout=10).json()
    assert models["data"][0]["max_model_len"] == 4096 and models["data"][0]["owned_by"] == "sglang"
    tokens = httpx.post(shared.url + "/v1/tokenize", json={"prompt": "four words right here"}, timeout=10).json()
    assert tokens["count"] == 4 and len(tokens["tokens"]) == 4 and tokens["max_model_len"] == 4096
    httpx.get(shared.url + "/get_model_info", timeout=10)
    shared.wait_for("Endpoint '/get_model_info' is deprecated")


def test_metrics_and_decode_log_lines(shared: Sim) -> None:
    httpx.post(shared.url + "/generate", json={"text": "m", "sampling_params": {"max_new_tokens": 80, "ignore_eos": True}},
               timeout=30)
    text = httpx.get(shared.url + "/metrics", timeout=10).text
    values = {m.group(1): float(m.group(2)) for m in re.finditer(r"^(sglang:[a-z_]+)\{[^}]*\} (\S+)$", text, re.M)}
    assert values["sglang:generation_tokens_total"] >= 80
    assert values["sglang:spec_verify_calls_total"] >= 1
    assert 1.0 <= values["sglang:spec_accept_length"] <= 17.0
    decode = [SG_DECODE.search(line) for line in shared.output().splitlines() if "Decode batch" in line]
    assert decode and all(decode)
    assert all(m and m.group("accept_len") and m.group("accept_rate") for m in decode)


def test_long_prompt_is_prefilled_in_chunks(shared: Sim) -> None:
    body = {"text": " ".join(["chunky"] * 2500), "sampling_params": {"max_new_tokens": 2}}
    meta = httpx.post(shared.url + "/generate", json=body, timeout=30).json()["meta_info"]
    assert meta["prompt_tokens"] == 2500
    new_tokens = [int(m.group(1)) for m in re.finditer(r"Prefill batch, #new-seq: 1, #new-token: (\d+),", shared.output())]
    assert new_tokens[-3:] == [1024, 1024, 452]


def test_context_overflow_answers_sglang_400(shared: Sim) -> None:
    prompt = " ".join(["tok"] * 4000)
    response = httpx.post(shared.url + "/v1/completions", json={"prompt": prompt, "max_tokens": 256, "stream": True},
                          timeout=10)
    assert response.status_code == 400
    assert response.json() == {
        "object": "error",
        "message": "Requested token count exceeds the model's maximum context length of 4096 tokens. You requested "
        "a total of 4256 tokens: 4000 tokens from the input messages and 256 tokens for the completion. Please "
        "reduce the number of tokens in the input messages or the completion to fit within the limit.",
        "type": "BadRequestError",
        "param": None,
        "code": 400,
    }
    native = httpx.post(shared.url + "/generate", json={"text": prompt + " more" * 200,
                                                        "sampling_params": {"max_new_tokens": 8}}, timeout=10)
    assert native.status_code == 400
    assert native.json() == {"error": {"message": "The input (4200 tokens) is longer than the model's context "
                                                  "length (4096 tokens)."}}
    with httpx.stream("POST", shared.url + "/generate", timeout=10,
                      json={"text": prompt, "sampling_params": {"max_new_tokens": 256}, "stream": True}) as streamed:
        assert streamed.status_code == 200  # SGLang's native stream reports the error inside the stream
        events = sse_events(streamed)
    assert events[-1] == "[DONE]"
    assert json.loads(events[0])["error"]["code"] == 400


# -- start-up -----------------------------------------------------------------------------------------
@pytest.mark.slow  # measured 0.9 s
def test_port_closed_while_loading_then_503_until_warm(sims: list[Sim], tmp_path: Path) -> None:
    # Slow pace so the 8-token warm-up takes a visible moment; static health answers without probing.
    sim = start(sims, tmp_path, speed=1.0, startup_s=0.3, extra=["--sim-health", "static"])
    seen: list[object] = []
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            code: object = httpx.get(sim.url + "/health", timeout=2).status_code
        except httpx.ConnectError:
            code = "refused"
        if not seen or seen[-1] != code:
            seen.append(code)
        if code == 200:
            break
        time.sleep(0.01)
    assert seen == ["refused", 503, 200]
    output = sim.output()
    for line in ("server_args=ServerArgs(", "Load weight begin. avail mem=", "KV Cache is allocated. #tokens:",
                 "Capture cuda graph begin.", f"Uvicorn running on http://127.0.0.1:{sim.port}", READY):
        assert line in output
    assert output.index("Uvicorn running on") < output.index('"POST /generate HTTP/1.1" 200') < output.index(READY)
    assert output.splitlines()[0].startswith("specdec-tui sim:")


@pytest.mark.slow  # measured 0.4 s
def test_oom_at_start_dies_before_listening(sims: list[Sim], tmp_path: Path) -> None:
    sim = start(sims, tmp_path, extra=["--sim-oom-at-start"])
    assert sim.proc.wait(timeout=20) == -signal.SIGKILL
    output = sim.output()
    assert "torch.OutOfMemoryError: CUDA out of memory." in output
    assert "Uvicorn running" not in output


# -- the seed failure and other faults ------------------------------------------------------------
@pytest.mark.slow  # measured 0.5 s
def test_ddtree_budget_8_on_sm120_dies_with_illegal_instruction(sims: list[Sim], tmp_path: Path) -> None:
    sim = start(sims, tmp_path, algorithm="ddtree", budget=8, gpu_arch="sm_120", speed=50.0).wait_ready()
    received, error = stream_lines(sim.url + "/generate", {
        "text": "a b c", "sampling_params": {"max_new_tokens": 200, "ignore_eos": True}, "stream": True})
    assert isinstance(error, (httpx.RemoteProtocolError, httpx.ReadError)), error
    assert any(line.startswith("data: {") for line in received)  # the prefill's first token got out
    assert "data: [DONE]" not in received
    assert sim.proc.wait(timeout=20) == -signal.SIGKILL
    lines = sim.output().splitlines()
    avg = next(i for i, line in enumerate(lines) if "avg_accepted_drafts=0.00" in line)
    error = lines.index(ILLEGAL)
    assert avg < error
    assert "CUDA kernel errors might be asynchronously reported" in lines[error + 1]
    assert "Scheduler hit an exception: Traceback (most recent call last):" in "\n".join(lines[avg:error])


def test_ddtree_budget_16_on_sm120_serves(shared: Sim) -> None:
    body = {"text": "a b c", "sampling_params": {"max_new_tokens": 30, "ignore_eos": True}}
    assert httpx.post(shared.url + "/generate", json=body, timeout=20).json()["meta_info"]["completion_tokens"] == 30
    assert shared.proc.poll() is None
    assert ILLEGAL not in shared.output()


@pytest.mark.slow  # measured 0.4 s
def test_crash_after_tokens_illegal_memory_access(sims: list[Sim], tmp_path: Path) -> None:
    sim = start(sims, tmp_path, extra=["--sim-crash-after-tokens", "5"]).wait_ready()
    with pytest.raises((httpx.RemoteProtocolError, httpx.ReadError)):
        httpx.post(sim.url + "/generate", json={"text": "x", "sampling_params": {"max_new_tokens": 50}}, timeout=20)
    assert sim.proc.wait(timeout=20) == -signal.SIGKILL
    assert "RuntimeError: CUDA error: an illegal memory access was encountered" in sim.output()


@pytest.mark.slow  # measured 1.0 s
def test_hang_stops_tokens_while_health_stays_200(sims: list[Sim], tmp_path: Path) -> None:
    sim = start(sims, tmp_path, extra=["--sim-hang-after-tokens", "10"]).wait_ready()
    lines, error = stream_lines(sim.url + "/generate", {
        "text": "x", "sampling_params": {"max_new_tokens": 500, "ignore_eos": True}, "stream": True},
        read_timeout=0.5)
    assert isinstance(error, httpx.ReadTimeout), error
    counts = [json.loads(line[6:])["meta_info"]["completion_tokens"] for line in lines if line.startswith("data: {")]
    assert counts and 10 <= counts[-1] < 500
    assert httpx.get(sim.url + "/health", timeout=10).status_code == 200
    assert sim.proc.poll() is None


@pytest.mark.slow  # measured 0.4 s
def test_garbage_log_and_malformed_sse(sims: list[Sim], tmp_path: Path) -> None:
    sim = start(sims, tmp_path, extra=["--sim-garbage-log", "--sim-malformed-sse"]).wait_ready()
    raw = sim.log_path.read_bytes()
    assert b"\xff\xfe" in raw and b"\x00" in raw and b"\x1b]52;" in raw and b"\x1b[31m" in raw
    assert max(len(line) for line in raw.split(b"\n")) >= 300_000
    with httpx.stream("POST", sim.url + "/generate", timeout=20,
                      json={"text": "x", "sampling_params": {"max_new_tokens": 50}, "stream": True}) as response:
        events = [line for line in response.iter_raw()]
    body = b"".join(events)
    assert b"data: [DONE]" not in body
    payloads = [part[len(b"data: "):] for part in body.split(b"\n\n") if part.startswith(b"data: ")]
    json.loads(payloads[0])
    with pytest.raises(ValueError):
        json.loads(payloads[1])


@pytest.mark.slow  # measured 0.7 s
def test_api_key_and_streaming_options(sims: list[Sim], tmp_path: Path) -> None:
    sim = start(sims, tmp_path, extra=["--api-key", "s3cret", "--incremental-streaming-output",
                                       "--stream-interval", "4"]).wait_ready()
    assert httpx.get(sim.url + "/v1/models", timeout=10).status_code == 401
    auth = {"Authorization": "Bearer s3cret"}
    assert httpx.get(sim.url + "/v1/models", headers=auth, timeout=10).status_code == 200
    assert httpx.get(sim.url + "/health", timeout=10).status_code == 200
    body = {"text": "x", "sampling_params": {"max_new_tokens": 21, "ignore_eos": True}, "stream": True}
    with httpx.stream("POST", sim.url + "/generate", json=body, headers=auth, timeout=20) as response:
        chunks = [json.loads(e) for e in sse_events(response)[:-1]]
    # deltas, the first token at once, then one chunk per 4 decode steps
    assert sum(len(c["output_ids"]) for c in chunks) == 21
    assert len("".join(c["text"] for c in chunks).split()) == 21
    assert [len(c["output_ids"]) for c in chunks] == [1, 4, 4, 4, 4, 4]
    assert "s3cret" not in sim.output()


@pytest.mark.slow  # measured 0.8 s
def test_sigterm_drains_in_flight_requests_and_exits_0(sims: list[Sim], tmp_path: Path) -> None:
    sim = start(sims, tmp_path, speed=10.0).wait_ready()
    body = {"text": "x", "sampling_params": {"max_new_tokens": 60, "ignore_eos": True}, "stream": True}
    with httpx.stream("POST", sim.url + "/generate", json=body, timeout=20) as response:
        lines = response.iter_lines()
        assert next(lines).startswith("data: {")
        sim.proc.send_signal(signal.SIGTERM)
        rest = list(lines)
    assert "data: [DONE]" in rest
    assert sim.proc.wait(timeout=20) == 0


@pytest.mark.slow  # measured 2.0 s
def test_wedged_scheduler_fails_health_then_watchdog_kills(sims: list[Sim], tmp_path: Path) -> None:
    # At speed 100, SGLang's 20 s health timeout is 0.2 s and a 150 s watchdog 1.5 s.
    sim = start(sims, tmp_path, speed=100.0, extra=["--sim-hang-after-tokens", "5", "--sim-hang-blocks-health",
                                                   "--watchdog-timeout", "150"]).wait_ready()
    _, error = stream_lines(sim.url + "/generate", {
        "text": "x", "sampling_params": {"max_new_tokens": 50, "ignore_eos": True}, "stream": True}, read_timeout=0.3)
    assert isinstance(error, (httpx.ReadTimeout, httpx.RemoteProtocolError, httpx.ReadError)), error
    assert httpx.get(sim.url + "/health", timeout=5).status_code == 503
    assert sim.proc.wait(timeout=20) == -signal.SIGKILL
    output = sim.output()
    assert "Health check failed. Server couldn't get a response from detokenizer" in output
    assert "watchdog timeout (self.watchdog_timeout=150.0, self.soft=False)" in output


@pytest.mark.slow  # measured 0.7 s
def test_exit_after_requests(sims: list[Sim], tmp_path: Path) -> None:
    sim = start(sims, tmp_path, extra=["--sim-exit-after-requests", "1", "--sim-exit-code", "3"]).wait_ready()
    data = httpx.post(sim.url + "/generate", json={"text": "x", "sampling_params": {"max_new_tokens": 4}}, timeout=20)
    assert data.json()["meta_info"]["completion_tokens"] >= 1
    assert sim.proc.wait(timeout=20) == 3


# -- the cost model, measured through the API ----------------------------------------------------------
@pytest.mark.slow
def test_acceptance_grows_with_budget_and_throughput_peaks_in_the_middle(sims: list[Sim], tmp_path: Path) -> None:
    budgets = (4, 32, 64)
    servers = {b: start(sims, tmp_path, algorithm="ddtree", budget=b, speed=20.0) for b in budgets}
    accept: dict[int, float] = {}
    tok_s: dict[int, float] = {}
    for budget, sim in servers.items():
        sim.wait_ready()
        tokens = verify = 0
        seconds = 0.0
        for _ in range(3):
            body = {"text": "p " * 100, "sampling_params": {"max_new_tokens": 192, "ignore_eos": True, "temperature": 0}}
            meta = httpx.post(sim.url + "/generate", json=body, timeout=60).json()["meta_info"]
            tokens += meta["completion_tokens"]
            verify += meta["spec_verify_ct"]
            seconds += meta["e2e_latency"]
        accept[budget] = tokens / verify
        tok_s[budget] = tokens / seconds
    assert accept[4] < accept[32] < accept[64]
    assert tok_s[32] > tok_s[4] and tok_s[32] > tok_s[64]
