"""The controller against the real sim server process (small workloads, a fast simulated clock).

Every sweep here uses ``port = 0`` (a free port per launch), so these tests can run beside others.
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import json
import os
import re
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import psutil
import pytest

from specdec_tui.cli.wiring import build_controller
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Sweep
from specdec_tui.domain.record import CellResult
from specdec_tui.measure.loadgen import poisson_arrivals
from specdec_tui.rules.learned import load_rules_file
from specdec_tui.sweepfile.config import loads_sweep


# ------------------------------------------------------------------------------------ helpers
class Recorder:
    """An event sink that keeps every event and runs hooks on the ones a test cares about."""

    def __init__(self) -> None:
        self.events: list[ev.Event] = []
        self._hooks: list[tuple[type, Callable[[Any], None]]] = []

    def __call__(self, event: ev.Event) -> None:
        self.events.append(event)
        for kind, hook in list(self._hooks):
            if isinstance(event, kind):
                hook(event)

    def on(self, kind: type, hook: Callable[[Any], None]) -> None:
        self._hooks.append((kind, hook))

    def of(self, kind: type) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]

    def finished(self) -> dict[str, CellResult]:
        return {e.result.key: e.result for e in self.of(ev.CellFinished)}


def sweep_from(
    runs: str,
    workloads: str,
    *,
    server_args: tuple[str, ...] = (),
    speed: float = 100.0,
    context_length: int = 4096,
    gpu_arch: str | None = None,
    hang_timeout_s: float = 10.0,
) -> Sweep:
    args = ["--sim-speed", f"{speed:g}", "--sim-startup-s", "0", *server_args]
    if gpu_arch:
        args += ["--sim-gpu-arch", gpu_arch]
    hardware = f'[hardware]\ngpu_arch = "{gpu_arch}"\n' if gpu_arch else ""
    text = f"""
name = "controller test"
[server]
backend = "sim"
model = "sim/Qwen3.6-27B"
context_length = {context_length}
port = 0
extra_args = {json.dumps(args)}
startup_timeout_s = 60.0
{hardware}
[limits]
hang_timeout_s = {hang_timeout_s}
request_timeout_s = 60.0
stop_grace_s = 5.0
{workloads}
{runs}
"""
    return loads_sweep(text)


def workload(name: str, prompt: tuple[int, int] = (60, 90), output: int = 24, requests: int = 2,
             concurrency: int = 1, warmup: int = 0) -> str:
    return f"""
[[workload]]
name = "{name}"
prompt_tokens = [{prompt[0]}, {prompt[1]}]
output_tokens = {output}
requests = {requests}
concurrency = {concurrency}
warmup_requests = {warmup}
"""


def run(name: str, spec: str = 'algorithm = "none"', extra_args: tuple[str, ...] = ()) -> str:
    extra = f"extra_args = {json.dumps(list(extra_args))}\n" if extra_args else ""
    return f'\n[[run]]\nname = "{name}"\nspeculative = {{ {spec} }}\n{extra}'


DDTREE = 'algorithm = "ddtree", draft_model = "sim/drafter", budget = {}'


def results_lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def generate_posts(log_path: str | Path) -> int:
    """Generation requests the server answered after it was ready (its own warm-up excluded)."""
    text = Path(log_path).read_text(errors="replace")
    _, _, after = text.partition("ready to roll")
    return after.count('"POST /generate HTTP')


def prefill_sizes(log_path: str | Path) -> list[int]:
    text = Path(log_path).read_text(errors="replace")
    return [int(n) for n in re.findall(r"Prefill batch, #new-seq: \d+, #new-token: (\d+)", text)]


def gone(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def pids_of(recorder: Recorder, run_name: str) -> list[int]:
    return [e.pid for e in recorder.of(ev.ServerReady) if e.run == run_name and e.pid]


# ------------------------------------------------------------------------------------ tests
@pytest.mark.slow  # measured 0.9 s
async def test_invalid_cells_are_recorded_without_a_request(tmp_path: Path) -> None:
    sweep = sweep_from(run("baseline"), workload("short", warmup=1) + workload("long", prompt=(3000, 4090), output=64))
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    # Validated before anything runs: the queue greys the cell out at once.
    before = {c.key: c for c in controller.snapshot()}
    assert before["baseline / long"].verdict == "invalid"
    summary = await controller.run()

    results = rec.finished()
    long = results["baseline / long"]
    assert long.status == "invalid"
    assert any("4090 + 64 > 4096" in r for r in long.reasons), long.reasons
    assert long.requests_ok == long.requests_failed == 0 and long.argv == []
    assert results["baseline / short"].status == "ok"
    # One warm-up and two measured requests reached the server; nothing for the long cell.
    log = results["baseline / short"].log_path
    assert log is not None
    assert generate_posts(log) == 3
    assert prefill_sizes(log) and max(prefill_sizes(log)) < 3000
    assert len(rec.of(ev.ServerStarting)) == 1
    # The start announces the log file it writes (the TUI's log separator shows it).
    assert rec.of(ev.ServerStarting)[0].log_path == log
    assert summary.exit_code == 0
    assert [r["status"] for r in results_lines(tmp_path / "results.jsonl")] == ["ok", "invalid"]


@pytest.mark.slow  # measured 1.4 s
async def test_crash_is_recorded_learned_and_the_next_run_restarts(tmp_path: Path) -> None:
    sweep = sweep_from(
        run("b8", DDTREE.format(8)) + run("b32", DDTREE.format(32)),
        workload("w1", warmup=1) + workload("w2"),
        gpu_arch="sm_120",
    )
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    summary = await controller.run()

    results = rec.finished()
    crashed = results["b8 / w1"]
    assert crashed.status == "crashed"
    assert crashed.triage_label == "cuda_illegal_instruction"
    assert crashed.first_fatal_line and "illegal instruction" in crashed.first_fatal_line
    assert crashed.first_fatal_lineno is not None and crashed.log_path
    # Numbered as grep and editors do (by newline; progress bars hold carriage returns).
    log_lines = Path(crashed.log_path).read_bytes().split(b"\n")
    assert crashed.first_fatal_line.encode() in log_lines[crashed.first_fatal_lineno - 1]
    # The sim crashes on the first decode step, i.e. during the warm-up request.
    assert crashed.requests_ok == crashed.requests_failed == 0
    assert any("warm-up" in r for r in crashed.reasons), crashed.reasons
    crashes = rec.of(ev.CrashDetected)
    assert len(crashes) == 1 and crashes[0].key == "b8 / w1" and crashes[0].label == "cuda_illegal_instruction"

    # A rule is learned beside the results and greys out the rest of the run.
    rules = load_rules_file(tmp_path / "known_crashes.toml")
    assert [r.match.get("budget") for r in rules] == [8]
    assert rules[0].match["gpu_arch"] == "sm_120" and rules[0].match["algorithm"] == "ddtree"
    assert len(rec.of(ev.RuleLearned)) == 1
    assert results["b8 / w2"].status == "invalid"
    assert any("learned crash" in r for r in results["b8 / w2"].reasons)
    # The dead server took no more cells: b8 launched once; b32 ran on a new server.
    assert [e.run for e in rec.of(ev.ServerStarting)] == ["b8", "b32", "b32"]
    assert [e.reused for e in rec.of(ev.ServerStarting)] == [False, False, True]
    (b8_pid,) = pids_of(rec, "b8")
    (b32_pid,) = pids_of(rec, "b32")
    assert b8_pid != b32_pid and gone(b8_pid) and gone(b32_pid)
    assert results["b32 / w1"].status == results["b32 / w2"].status == "ok"
    assert summary.exit_code == 1

    # A later controller over the same results folder sees the rule before running anything.
    rec2 = Recorder()
    again = build_controller(sweep, results_dir=tmp_path, sink=rec2, resume=True)
    state = {c.key: c for c in again.snapshot()}
    assert state["b8 / w1"].verdict == "invalid"
    assert any("learned crash" in r for r in state["b8 / w1"].reasons)
    assert again.verdict_for(sweep.runs[0], sweep.workloads[0]).status == "invalid"
    assert again.verdict_for(sweep.runs[1], sweep.workloads[0]).status == "valid"
    # Re-queuing the crashed cell shows it invalid, and it is recorded so without a launch.
    key = again.requeue("b8 / w1")
    state = {c.key: c for c in again.snapshot()}
    assert state[key].verdict == "invalid" and state[key].status == "pending"
    await again.run()
    assert rec2.of(ev.ServerStarting) == []
    assert rec2.finished()[key].status == "invalid"
    statuses = [(r["run"], r["workload"], r["status"]) for r in results_lines(tmp_path / "results.jsonl")]
    assert statuses == [
        ("b8", "w1", "crashed"), ("b8", "w2", "invalid"), ("b32", "w1", "ok"), ("b32", "w2", "ok"),
        ("b8", "w1", "invalid"),
    ]


@pytest.mark.slow
async def test_server_reuse_speedups_and_one_line_per_cell(tmp_path: Path) -> None:
    sweep = sweep_from(
        run("base") + run("base-again") + run("b32", DDTREE.format(32)),
        workload("a", output=48) + workload("b", prompt=(200, 260), output=32),
    )
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    await controller.run()

    starting = [(e.run, e.reused) for e in rec.of(ev.ServerStarting)]
    assert starting == [
        ("base", False), ("base", True), ("base-again", True), ("base-again", True), ("b32", False), ("b32", True),
    ]
    assert len(pids_of(rec, "base")) == 1 and pids_of(rec, "base-again") == []
    results = rec.finished()
    assert {r.status for r in results.values()} == {"ok"}
    assert results["base / a"].log_path == results["base-again / b"].log_path != results["b32 / a"].log_path
    stopped = rec.of(ev.ServerStopped)
    assert [s.reason for s in stopped] == ["next run needs other server arguments", "sweep finished"]

    for name in ("a", "b"):
        base = results[f"base / {name}"]
        spec = results[f"b32 / {name}"]
        assert base.speedup == 1.0
        assert base.output_tok_s and spec.output_tok_s
        assert spec.speedup == pytest.approx(spec.output_tok_s / base.output_tok_s, abs=1e-3)
        assert results[f"base-again / {name}"].speedup == pytest.approx(
            results[f"base-again / {name}"].output_tok_s / base.output_tok_s, abs=1e-3
        )
    lines = results_lines(tmp_path / "results.jsonl")
    keys = [f"{r['run']} / {r['workload']}" for r in lines]
    assert sorted(keys) == sorted(results) and len(keys) == len(set(keys)) == 6


@pytest.mark.slow
async def test_hang_watchdog_ends_the_cell_and_the_sweep_goes_on(tmp_path: Path) -> None:
    sweep = sweep_from(
        run("stuck", extra_args=("--sim-hang-after-tokens", "20")) + run("b32", DDTREE.format(32)),
        workload("w", output=64),
        hang_timeout_s=1.5,
    )
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    health: list[int] = []

    def probe(e: ev.CrashDetected) -> None:
        # Announced before the server is stopped: it still says it is healthy, only tokens stopped.
        if e.label == "hang" and controller.server is not None:
            health.append(httpx.get(controller.server.base_url + "/health", timeout=10).status_code)

    rec.on(ev.CrashDetected, probe)
    await controller.run()

    assert health == [200]
    results = rec.finished()
    hung = results["stuck / w"]
    assert hung.status == "hang" and hung.triage_label == "hang"
    assert any("no token progress" in r for r in hung.reasons)
    assert hung.duration_s is not None and 1.5 <= hung.duration_s < 30
    assert any(s.run == "stuck" and s.reason == "hang" for s in rec.of(ev.ServerStopped))
    (stuck_pid,) = pids_of(rec, "stuck")
    assert gone(stuck_pid)
    assert results["b32 / w"].status == "ok"
    assert pids_of(rec, "b32") and pids_of(rec, "b32")[0] != stuck_pid
    # "stuck" runs without speculation: its hang must not grey out later baselines.
    assert not rec.of(ev.RuleLearned) and not controller.learned_rules


@pytest.mark.slow  # measured 2.5 s
async def test_slow_prompt_building_does_not_count_as_a_hang(tmp_path: Path) -> None:
    """Tokenizer round trips before the first request are progress, not a wedged server."""
    sweep = sweep_from(run("base"), workload("w", requests=4, output=8), hang_timeout_s=1.0)
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    real_count = controller.backend.count_tokens
    calls = []
    one_at_a_time = asyncio.Lock()

    async def slow_count(client: Any, base_url: str, text: str) -> int | None:
        async with one_at_a_time:  # a slow tokenizer that answers one call at a time
            calls.append(text)
            await asyncio.sleep(0.4)
            return await real_count(client, base_url, text)

    controller.backend.count_tokens = slow_count  # type: ignore[method-assign]
    await controller.run()
    assert rec.finished()["base / w"].status == "ok"
    assert len(calls) >= 4  # at least 1.6 s of prompt building, more than hang_timeout_s


@pytest.mark.slow  # measured 2.4 s
async def test_waiting_for_the_next_arrival_is_not_a_hang(tmp_path: Path) -> None:
    """With a request rate the server is idle between arrivals: no tokens, and no request in flight."""
    sweep = sweep_from(run("base"), workload("sparse", requests=3, output=8) + "request_rate = 2.0\n",
                       hang_timeout_s=0.8)  # fmt: skip
    arrivals = poisson_arrivals(2.0, 3, "sparse|0|arrivals")
    assert max(b - a for a, b in itertools.pairwise(arrivals)) > 0.8 + 0.5  # an idle gap past the limit
    rec = Recorder()
    await build_controller(sweep, results_dir=tmp_path, sink=rec).run()
    result = rec.finished()["base / sparse"]
    assert result.status == "ok" and result.requests_ok == 3, result.reasons


@pytest.mark.slow  # measured 1.3 s
async def test_skip_pause_and_resume(tmp_path: Path) -> None:
    sweep = sweep_from(run("base"), workload("slow", output=96, requests=4) + workload("next"), speed=20)
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    rec.on(ev.CellProgress, lambda e: controller.skip_current() if e.key == "base / slow" else None)
    paused = asyncio.Event()

    def on_finished(e: ev.CellFinished) -> None:
        if e.result.key == "base / slow":
            controller.pause()
            paused.set()

    rec.on(ev.CellFinished, on_finished)
    task = asyncio.ensure_future(controller.run())
    await asyncio.wait_for(paused.wait(), 30)
    for _ in range(200):
        if controller.state == "paused":
            break
        await asyncio.sleep(0.01)
    assert controller.state == "paused"
    assert [e.key for e in rec.of(ev.CellStarted)] == ["base / slow"]
    assert controller.server is not None and controller.server.alive  # paused, not stopped
    controller.resume()
    await asyncio.wait_for(task, 30)

    skipped = rec.finished()["base / slow"]
    assert skipped.status == "skipped"
    assert "skipped by the user" in skipped.reasons
    assert skipped.requests_ok >= 1 and skipped.output_tok_s is not None  # partial samples kept
    assert skipped.requests_ok < 4
    assert rec.finished()["base / next"].status == "ok"
    assert [e.paused for e in rec.of(ev.SweepPaused)] == [True, False]
    assert len(pids_of(rec, "base")) == 1  # the skip kept the server


@pytest.mark.slow
async def test_abort_leaves_the_cell_in_flight_unrecorded(tmp_path: Path) -> None:
    sweep = sweep_from(run("base"), workload("first") + workload("slow", output=96, requests=4), speed=20)
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    rec.on(ev.CellProgress, lambda e: controller.abort() if e.key == "base / slow" else None)
    summary = await controller.run()

    assert summary.aborted and summary.exit_code == 1
    assert [r["workload"] for r in results_lines(tmp_path / "results.jsonl")] == ["first"]
    assert {c.key: c.status for c in controller.snapshot()}["base / slow"] == "pending"
    assert rec.of(ev.SweepFinished)[-1].aborted
    (pid,) = pids_of(rec, "base")
    assert gone(pid)

    # Resuming runs only what is missing.
    rec2 = Recorder()
    summary = await build_controller(sweep, results_dir=tmp_path, sink=rec2, resume=True).run()
    assert [e.key for e in rec2.of(ev.CellStarted)] == ["base / slow"]
    assert summary.exit_code == 0
    assert [r["workload"] for r in results_lines(tmp_path / "results.jsonl")] == ["first", "slow"]


@pytest.mark.slow  # measured 1.1 s
async def test_update_workload_requeues_invalid_cells(tmp_path: Path) -> None:
    sweep = sweep_from(run("base"), workload("short") + workload("long", prompt=(3000, 4090), output=64))
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    fixed = dataclasses.replace(sweep.workloads[1], prompt_tokens_min=300, prompt_tokens_max=400)

    def on_finished(e: ev.CellFinished) -> None:
        if e.result.key == "base / long" and e.result.status == "invalid":
            controller.update_workload("long", fixed)

    rec.on(ev.CellFinished, on_finished)
    await controller.run()

    statuses = [(r["workload"], r["status"]) for r in results_lines(tmp_path / "results.jsonl")]
    assert statuses == [("short", "ok"), ("long", "invalid"), ("long", "ok")]
    final = rec.finished()["base / long"]
    assert final.status == "ok" and final.prompt_tokens_mean is not None and final.prompt_tokens_mean <= 400
    assert generate_posts(final.log_path or "") == 4  # 2 short + 2 long, on one server


@pytest.mark.slow  # measured 1.0 s
async def test_queue_edits(tmp_path: Path) -> None:
    sweep = sweep_from(run("a") + run("b"), workload("w", output=8, requests=1))
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    assert [c.key for c in controller.snapshot()] == ["a / w", "b / w"]
    dup = controller.duplicate_cell("a / w")
    assert dup == "a-copy2 / w"
    assert [c.key for c in controller.snapshot()] == ["a / w", "a-copy2 / w", "b / w"]
    controller.move_cell("b / w", -2)
    assert [c.key for c in controller.snapshot()] == ["b / w", "a / w", "a-copy2 / w"]
    controller.remove_cell("a / w")
    new_run = dataclasses.replace(sweep.runs[0], name="c")
    assert controller.insert_cell(1, new_run, sweep.workloads[0]) == "c / w"
    with pytest.raises(ValueError):
        controller.insert_cell(0, new_run, sweep.workloads[0])
    with pytest.raises(KeyError):
        controller.remove_cell("nope / w")
    order = ["b / w", "c / w", "a-copy2 / w"]
    assert [c.key for c in controller.snapshot()] == order
    assert rec.of(ev.QueueChanged)[-1].cells == controller.snapshot()
    await controller.run()
    assert [e.key for e in rec.of(ev.CellStarted)] == order
    assert [f"{r['run']} / {r['workload']}" for r in results_lines(tmp_path / "results.jsonl")] == order
    assert len(pids_of(rec, "b")) == 1 and pids_of(rec, "c") == []  # identical argv: one launch


@pytest.mark.slow
async def test_sigkill_mid_workload_is_a_crash_with_partial_samples(tmp_path: Path) -> None:
    sweep = sweep_from(
        run("victim") + run("b32", DDTREE.format(32)),
        workload("w", output=96, requests=4) + workload("w2"),
        speed=20,
    )
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)

    def kill(e: ev.CellProgress) -> None:
        if e.key == "victim / w" and e.requests_done == 1 and controller.server and controller.server.pid:
            os.kill(controller.server.pid, signal.SIGKILL)

    rec.on(ev.CellProgress, kill)
    await controller.run()

    results = rec.finished()
    killed = results["victim / w"]
    assert killed.status == "crashed"
    assert killed.triage_label in ("killed_oom_host", "exited")
    assert killed.requests_ok >= 1 and killed.output_tok_s is not None
    assert killed.requests_ok < 4
    assert rec.of(ev.RuleLearned) == []  # the host killed it: nothing about the configuration
    assert results["victim / w2"].status == "skipped"
    assert any("earlier in this run" in r for r in results["victim / w2"].reasons)
    assert results["b32 / w"].status == results["b32 / w2"].status == "ok"
    assert len(pids_of(rec, "victim")) == 1 and len(pids_of(rec, "b32")) == 1


@pytest.mark.slow  # measured 0.9 s
async def test_context_overflow_at_run_time_is_failed_with_the_servers_message(tmp_path: Path) -> None:
    # The sweep says 4096, the server was started with 1024: only the server can know.
    sweep = sweep_from(
        run("base"),
        workload("big", prompt=(1500, 1600), output=32) + workload("small"),
        server_args=("--context-length", "1024"),
    )
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    summary = await controller.run()

    big = rec.finished()["base / big"]
    assert big.status == "failed"
    assert big.requests_ok == 0 and big.requests_failed == 2
    assert big.output_tok_s is None and big.speedup is None
    assert any("context length" in e for e in big.errors), big.errors
    assert any("context length" in r for r in big.reasons), big.reasons
    assert rec.finished()["base / small"].status == "ok"
    assert len(pids_of(rec, "base")) == 1  # a request error is not a crash: the server stays
    assert summary.exit_code == 1


@pytest.mark.slow  # measured 1.6 s
async def test_no_server_left_when_run_raises_or_is_cancelled(tmp_path: Path) -> None:
    sweep = sweep_from(run("base"), workload("w", output=96, requests=4), speed=20)
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path / "raise", sink=rec)

    def explode(e: ev.ServerReady) -> None:
        raise RuntimeError("front end bug")

    rec.on(ev.ServerReady, explode)
    with pytest.raises(RuntimeError, match="front end bug"):
        await controller.run()
    (pid,) = pids_of(rec, "base")
    assert gone(pid) and controller.server is None

    rec2 = Recorder()
    controller2 = build_controller(sweep, results_dir=tmp_path / "cancel", sink=rec2)
    task = asyncio.ensure_future(controller2.run())
    rec2.on(ev.CellProgress, lambda e: task.cancel())
    with pytest.raises(asyncio.CancelledError):
        await task
    (pid,) = pids_of(rec2, "base")
    assert gone(pid) and controller2.server is None
    assert not (tmp_path / "cancel" / "results.jsonl").exists()


def test_a_rejected_request_in_the_log_does_not_make_the_server_crashed() -> None:
    """A server that logs a context-length error keeps serving; only a server-fatal event counts."""
    from types import SimpleNamespace

    from specdec_tui.run.session import server_fatal
    from specdec_tui.triage.classifier import Triage

    triage = Triage("vllm")
    triage.feed(
        "ERROR 05-12 19:01:18 [serving_completion.py:120] ValueError: This model's maximum context length is "
        "2048 tokens. However, you requested 3000 tokens (2900 in the messages, 100 in the completion)."
    )
    server = SimpleNamespace(triage=triage)
    assert triage.events and triage.events[0].label == "context_length_exceeded"
    assert server_fatal(server) is None  # type: ignore[arg-type]
    triage.feed("RuntimeError: CUDA error: an illegal memory access was encountered")
    event = server_fatal(server)  # type: ignore[arg-type]
    assert event is not None and event.label == "cuda_illegal_memory_access"


@pytest.mark.slow  # measured 0.8 s
async def test_proxy_variables_do_not_divert_loopback_traffic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A GPU box with http_proxy set: health checks and requests still reach the launched server."""
    for name in ("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.setenv(name, "http://127.0.0.1:9")  # nothing listens there
    monkeypatch.delenv("no_proxy", raising=False)
    monkeypatch.delenv("NO_PROXY", raising=False)
    rec = Recorder()
    await build_controller(sweep_from(run("base"), workload("w")), results_dir=tmp_path, sink=rec).run()
    assert rec.finished()["base / w"].status == "ok"


@pytest.mark.slow  # measured 1.5 s
async def test_a_load_generator_error_fails_the_cell_and_the_sweep_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import specdec_tui.measure.loadgen as loadgen

    real = loadgen.run_workload
    calls: list[str] = []

    async def broken_once(*args: Any, **kwargs: Any) -> Any:
        calls.append("x")
        if len(calls) == 1:
            raise AttributeError("'list' object has no attribute 'get'")  # e.g. an odd /tokenize answer
        return await real(*args, **kwargs)

    monkeypatch.setattr(loadgen, "run_workload", broken_once)
    rec = Recorder()
    await build_controller(sweep_from(run("a") + run("b", extra_args=("--sim-seed", "2")), workload("w")),
                     results_dir=tmp_path, sink=rec).run()
    results = rec.finished()
    assert results["a / w"].status == "failed"
    assert any("load generator error: AttributeError" in r for r in results["a / w"].reasons)
    assert results["b / w"].status == "ok"


class _MemoryNotReleased:
    """A GPU monitor whose release check always reports memory still held (as after a stuck server)."""

    async def start(self, callback: Any) -> None:
        return None

    async def stop(self) -> None:
        return None

    def track(self, pids: Any) -> None:
        return None

    def reset_peak(self) -> None:
        return None

    def peak_mib(self) -> float | None:
        return None

    def tracked_mib(self) -> float | None:
        return None

    async def sample_now(self) -> None:
        return None

    async def wait_released(self, pids: set[int]) -> str | None:
        return "GPU memory still held 1 s after the server stopped: pid 1 (70000 MiB)"


@pytest.mark.slow  # measured 1.2 s
async def test_oom_at_start_after_memory_was_not_released_learns_no_rule(tmp_path: Path) -> None:
    sweep = sweep_from(
        run("first") + run("b16", DDTREE.format(16), extra_args=("--sim-oom-at-start",)),
        workload("w"),
        gpu_arch="sm_120",
    )
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec, gpu_monitor=_MemoryNotReleased())
    await controller.run()
    results = rec.finished()
    assert results["first / w"].status == "ok"
    oom = results["b16 / w"]
    assert oom.status == "crashed" and oom.triage_label == "cuda_oom"
    assert oom.gpu_release_warning and "still held" in oom.gpu_release_warning
    assert any("previous server's stop" in r for r in oom.reasons)
    assert not rec.of(ev.RuleLearned) and not controller.learned_rules


@pytest.mark.slow  # measured 0.3 s
async def test_oom_at_start_of_a_clean_launch_is_learned(tmp_path: Path) -> None:
    sweep = sweep_from(run("b16", DDTREE.format(16), extra_args=("--sim-oom-at-start",)), workload("w"),
                       gpu_arch="sm_120")
    rec = Recorder()
    controller = build_controller(sweep, results_dir=tmp_path, sink=rec)
    await controller.run()
    assert rec.finished()["b16 / w"].triage_label == "cuda_oom"
    assert rec.of(ev.RuleLearned)
