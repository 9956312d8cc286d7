"""Hostile input and faults, round two (issue 22): broken server answers, escape sequences in sweep
values, unbounded files, huge counts, bad hosts. Each case of the issue is a test here (the orphan
and the shim cases are in test_orphans.py and test_supervisor.py, redaction in test_secrets.py)."""

from __future__ import annotations

import json
import math
import os
import re
import resource
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from specdec_tui.backends.base import Backend, BadField, SpecStats, StreamUpdate, check_update
from specdec_tui.domain.record import CellResult
from specdec_tui.headless import final_table
from specdec_tui.measure.loadgen import RequestSample
from specdec_tui.measure.stats import summarize_cell
from specdec_tui.run.results import ResultsStore, to_csv, to_json, to_markdown
from specdec_tui.safety.safeio import UnreadableFile, loads_json, read_capped
from specdec_tui.sweepfile.config import SweepError, load_sweep, loads_sweep

ROOT = Path(__file__).resolve().parent.parent
BAD_SERVER = ROOT / "tests" / "fixtures" / "servers" / "bad_usage_server.py"
# ESC, BEL and the C1 controls (raw, or UTF-8 encoded as C2 80..9F): none may reach output.
UNSAFE_BYTES = re.compile(rb"[\x07\x1b]|\xc2[\x80-\x9f]")
HOSTILE_MODEL = r"sim/Q\u001b]52;c;cHduZWQ=\u0007\u001b[2J\u009b31m"


def specdec(*args: str, cwd: Path, timeout: float = 120, limit_as: int | None = None) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100"}

    def cap() -> None:
        if limit_as is not None:
            resource.setrlimit(resource.RLIMIT_AS, (limit_as, limit_as))

    return subprocess.run(
        [sys.executable, "-m", "specdec_tui", *args], cwd=cwd, env=env, capture_output=True, timeout=timeout,
        preexec_fn=cap if limit_as is not None else None,
    )  # fmt: skip


def command_sweep(tmp: Path, mode: str, model: str = "fake", extra: str = "") -> Path:
    path = tmp / f"{mode}.toml"
    path.write_text(
        textwrap.dedent(
            f"""
            name = "bad-{mode}"
            [server]
            backend = "command"
            model = "{model}"
            command = [{str(sys.executable)!r}, {str(BAD_SERVER)!r}, "{{port}}", "{{algorithm}}", "{mode}"]
            port = 0
            startup_timeout_s = 30.0
            {extra}
            [limits]
            hang_timeout_s = 10.0
            request_timeout_s = 10.0
            [[workload]]
            name = "w"
            prompt_tokens = 20
            output_tokens = 8
            requests = 2
            warmup_requests = 0
            [[run]]
            name = "bad"
            speculative = {{ algorithm = "ngram" }}
            [[run]]
            name = "baseline"
            speculative = {{ algorithm = "none" }}
            """
        )
    )
    return path


# ------------------------------------------------------------------ 1. a bad field in the server's answer
@pytest.mark.slow
def test_bad_usage_server_fails_one_cell_with_a_reason_and_the_sweep_records_both(tmp_path: Path) -> None:
    sweep = command_sweep(tmp_path, "str-prompt")
    done = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "res"), cwd=tmp_path)
    out = done.stdout.decode() + done.stderr.decode()
    assert b"Traceback" not in done.stdout + done.stderr, out
    assert done.returncode == 1, out  # some cells did not pass
    lines = (tmp_path / "res" / "results.jsonl").read_text().splitlines()
    records = {json.loads(line)["run"]: json.loads(line) for line in lines}
    assert set(records) == {"bad", "baseline"}
    assert records["bad"]["status"] == "failed"
    assert any("usage.prompt_tokens" in r and "'x'" in r for r in records["bad"]["reasons"]), records["bad"]
    assert records["baseline"]["status"] == "ok" and records["baseline"]["output_tok_s"] > 0
    # --resume does not trip over it either: nothing to do, no traceback.
    again = specdec(
        "run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "res"), "--resume", cwd=tmp_path
    )
    assert b"Traceback" not in again.stdout + again.stderr


@pytest.mark.parametrize(
    ("usage", "field"),
    [
        ({"prompt_tokens": "x", "completion_tokens": 16}, "usage.prompt_tokens"),
        ({"prompt_tokens": 3, "completion_tokens": float("inf")}, "usage.completion_tokens"),
        ({"prompt_tokens": 3, "completion_tokens": 10**300}, "usage.completion_tokens"),
        ({"prompt_tokens": -5, "completion_tokens": 8}, "usage.prompt_tokens"),
        ({"prompt_tokens": True, "completion_tokens": 8}, "usage.prompt_tokens"),
        ({"prompt_tokens": 3, "completion_tokens": float("nan")}, "usage.completion_tokens"),
        ({"prompt_tokens": 3, "completion_tokens": [8]}, "usage.completion_tokens"),
    ],
)
def test_openai_usage_fields_are_typed_and_bounded(usage: dict[str, object], field: str) -> None:
    with pytest.raises(BadField, match=re.escape(field)):
        Backend().parse_chunk({"choices": [], "usage": usage})


def test_integral_float_counts_are_accepted() -> None:
    update = Backend().parse_chunk({"choices": [], "usage": {"prompt_tokens": 20.0, "completion_tokens": 8}})
    assert update.prompt_tokens == 20 and isinstance(update.prompt_tokens, int)


@pytest.mark.parametrize(
    ("spec", "field"),
    [
        (SpecStats(accept_length=float("inf")), "spec.accept_length"),
        (SpecStats(accept_rate=1.5), "spec.accept_rate"),
        (SpecStats(accept_rate=float("nan")), "spec.accept_rate"),
        (SpecStats(verify_steps="3"), "spec.verify_steps"),  # type: ignore[arg-type]
        (SpecStats(accepted_draft_tokens=-1), "spec.accepted_draft_tokens"),
    ],
)
def test_every_adapter_output_is_checked_before_use(spec: SpecStats, field: str) -> None:
    with pytest.raises(BadField, match=re.escape(field)):
        check_update(StreamUpdate(text="a", completion_tokens=1, spec=spec))


def test_summarize_never_prints_inf_or_nan() -> None:
    from specdec_tui.measure.loadgen import WorkloadOutcome

    sample = RequestSample(ok=True, output_tokens=10**9, ttft_s=1e-320, e2e_s=2e-320, started_at=1.0)
    summary = summarize_cell(WorkloadOutcome(samples=[sample], wall_s=1e-320))
    assert summary.output_tok_s is None  # 1e9 / 1e-320 is inf: not a figure
    assert summary.decode_tok_s_per_request is None
    floats = [v for v in vars(summary).values() if isinstance(v, float)]
    assert all(math.isfinite(v) for v in floats)


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(
            ["usage", "prompt_tokens", "completion_tokens", "choices", "text", "finish_reason", "timings",
             "meta_info", "sglext", "spec_verify_ct", "error", "draft_n", "draft_n_accepted", "predicted_n"]
        ), inner, max_size=4),
        max_leaves=12,
    )
)
@pytest.mark.slow  # measured 0.6 s
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_fuzzed_server_chunks_give_an_update_or_a_named_field(payload: object) -> None:
    """Server-response fuzzer: whatever the chunk, every adapter either reads a checked update or names
    the bad field (BadField); anything else is caught per request by the load generator (bounded)."""
    from specdec_tui.backends import get_backend

    if not isinstance(payload, dict):
        payload = {"choices": [payload]}
    for name in ("sglang", "vllm", "llamacpp", "sim"):
        parse = get_backend(name).stream_parser()
        try:
            update = parse(payload)
            check_update(update)
        except BadField as exc:
            assert "=" in str(exc) and "must be" in str(exc)
            continue
        except (TypeError, AttributeError, KeyError, IndexError, ValueError):
            continue  # the load generator turns these into a failed request ("could not read the response")
        assert update.completion_tokens is None or 0 <= update.completion_tokens <= 10**9


# ------------------------------------------------------------------ 2. escapes in sweep values
@pytest.mark.slow
def test_no_escape_from_a_sweep_value_reaches_headless_output_or_csv(tmp_path: Path) -> None:
    sweep = command_sweep(
        tmp_path, "good", model=HOSTILE_MODEL, extra='extra_args = ["--x\\u001b[2J", "\\u009b31m"]'
    )
    # the model and args reach the command line through the {model} placeholder and extra_args
    text = sweep.read_text().replace('"{port}", "{algorithm}"', '"{port}", "{algorithm}", "--model", "{model}"')
    sweep.write_text(text)
    done = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "res"), cwd=tmp_path)
    out = done.stdout + done.stderr
    assert b"Traceback" not in out, out.decode()
    assert b"starting the server" in out
    assert UNSAFE_BYTES.search(out) is None, out
    assert b"sim/Q" in out  # the value is shown, made safe
    for fmt in ("csv", "json", "md"):
        export = specdec("results", str(tmp_path / "res"), "--format", fmt, cwd=tmp_path)
        assert export.returncode == 0, export.stderr
        assert UNSAFE_BYTES.search(export.stdout + export.stderr) is None, (fmt, export.stdout)
    shown = specdec("validate", str(sweep), cwd=tmp_path)
    assert UNSAFE_BYTES.search(shown.stdout + shown.stderr) is None
    as_json = specdec("validate", "--json", str(sweep), cwd=tmp_path)
    assert UNSAFE_BYTES.search(as_json.stdout + as_json.stderr) is None


def test_exports_of_a_hostile_results_file_carry_no_escape() -> None:
    hostile = "x\x1b]52;c;cHduZWQ=\x07\x1b[2J\x9b31m\x85y"
    result = CellResult(
        run=hostile, workload="w\x07", status="failed", reasons=[hostile], argv=["--model", hostile],
        errors=[hostile], output_tok_s=float("nan"), ttft_ms_p50=1e300,
    )  # fmt: skip
    for text in (to_csv([result]), to_json([result]), to_markdown([result]), final_table([result], 100)):
        assert UNSAFE_BYTES.search(text.encode()) is None, text
        assert "nan" not in text.lower().replace("name", "")
        assert "0" * 50 not in text  # 1e300 is not printed as 300 digits


# ------------------------------------------------------------------ 4. reading without bounds
@pytest.mark.slow  # measured 0.7 s
def test_validate_dev_zero_under_a_memory_cap_is_one_line(tmp_path: Path) -> None:
    done = specdec("validate", "/dev/zero", cwd=tmp_path, timeout=60, limit_as=1_500_000_000)
    assert done.returncode == 2
    assert done.stdout == b""
    lines = done.stderr.decode().splitlines()
    assert len(lines) == 1 and "character device" in lines[0], lines


@pytest.mark.slow  # measured 0.7 s
def test_fifo_as_a_sweep_does_not_block(tmp_path: Path) -> None:
    fifo = tmp_path / "sweep.toml"
    os.mkfifo(fifo)
    done = specdec("validate", str(fifo), cwd=tmp_path, timeout=30)
    assert done.returncode == 2 and b"named pipe" in done.stderr and len(done.stderr.splitlines()) == 1


@pytest.mark.slow  # measured 2.1 s
def test_directory_and_device_symlink_as_results(tmp_path: Path) -> None:
    (tmp_path / "d" / "results.jsonl").mkdir(parents=True)
    done = specdec("results", str(tmp_path / "d"), cwd=tmp_path)
    assert done.returncode == 2 and b"is a directory" in done.stderr and b"Errno" not in done.stderr
    (tmp_path / "z").mkdir()
    (tmp_path / "z" / "results.jsonl").symlink_to("/dev/zero")
    done = specdec("results", str(tmp_path / "z"), cwd=tmp_path, timeout=30)
    assert done.returncode == 2 and b"character device" in done.stderr
    with pytest.raises(OSError, match="character device"):
        ResultsStore(tmp_path / "z" / "results.jsonl").load()
    # --resume into that folder: one line, exit 2
    sweep = command_sweep(tmp_path, "good")
    done = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "z"), "--resume",
                   cwd=tmp_path, timeout=30)  # fmt: skip
    assert done.returncode == 2 and b"character device" in done.stderr and b"Traceback" not in done.stderr


@pytest.mark.slow  # measured 0.6 s
def test_results_with_a_100000_deep_line_prints_no_traceback(tmp_path: Path) -> None:
    folder = tmp_path / "res"
    folder.mkdir()
    good = json.dumps(CellResult(run="r", workload="w", status="ok", output_tok_s=5.0).to_dict())
    (folder / "results.jsonl").write_text("[" * 100_000 + "]" * 100_000 + "\n" + good + "\n")
    done = specdec("results", str(folder), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr and b"RecursionError" not in done.stderr
    assert b"nested deeper" in done.stderr
    assert re.search(rb"\| r \| w \| .*\| ok \|", done.stdout), done.stdout
    store = ResultsStore(folder / "results.jsonl")
    assert [r.run for r in store.load()] == ["r"]


@pytest.mark.parametrize(
    "line",
    ['{"run": "r", "workload": "w", "status": "ok", "output_tok_s": NaN}',
     '{"run": "r", "workload": "w", "status": "ok", "output_tok_s": 1e400}',
     '{"run": "r", "workload": "w", "status": "ok", "requests_ok": ' + "9" * 300 + "}",
     '{"run": "r", "workload": "w", "status": "ok", "output_tok_s": Infinity}'],
)  # fmt: skip
def test_non_finite_and_huge_numbers_in_results_are_skipped_with_a_warning(tmp_path: Path, line: str) -> None:
    path = tmp_path / "results.jsonl"
    path.write_text(line + "\n")
    store = ResultsStore(path)
    assert store.load() == []
    assert len(store.warnings) == 1 and "unreadable line" in store.warnings[0]


def test_read_capped_refuses_large_files(tmp_path: Path) -> None:
    big = tmp_path / "big"
    big.write_bytes(b"x" * 2048)
    with pytest.raises(UnreadableFile, match="larger than"):
        read_capped(big, 1024)
    assert read_capped(big, 4096) == b"x" * 2048


def test_loads_json_limits() -> None:
    assert loads_json('{"a": [1, 2.5, "[[["]}') == {"a": [1, 2.5, "[[["]}
    for bad in ("[" * 100 + "]" * 100, "NaN", "1e400", "9" * 40, "-Infinity"):
        with pytest.raises(ValueError):
            loads_json(bad)


@pytest.mark.slow  # measured 0.4 s
@given(st.binary(max_size=300))
@settings(max_examples=200, deadline=None)
def test_fuzzed_results_files_never_raise(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    """Results-file fuzzer: any bytes load into records and warnings, never an exception."""
    path = tmp_path_factory.mktemp("fuzz") / "results.jsonl"
    path.write_bytes(data)
    store = ResultsStore(path)
    for result in store.load():
        to_csv([result])
        to_markdown([result])


# ------------------------------------------------------------------ 5. huge counts, 6. hosts, 9. BOM
BASE = textwrap.dedent(
    """
    name = "b"
    [server]
    backend = "sim"
    model = "m"
    [[workload]]
    name = "w"
    prompt_tokens = 100
    output_tokens = 8
    [[run]]
    name = "r"
    speculative = { algorithm = "none" }
    """
)


@pytest.mark.parametrize(
    ("before", "after", "key", "limit"),
    [
        ("output_tokens = 8", "output_tokens = 8\nrequests = 1000000000000", "'requests'", "1000000"),
        ("output_tokens = 8", "output_tokens = 8\nwarmup_requests = 100000000000", "'warmup_requests'", "10000"),
        ("prompt_tokens = 100", "prompt_tokens = [1, 1000000000]", "'prompt_tokens'", "16777216"),
        ("output_tokens = 8", "output_tokens = 8\nrequest_rate = 1e-300", "'request_rate'", "0.001"),
        ("output_tokens = 8", "output_tokens = 8\nrequest_rate = inf", "'request_rate'", "0.001"),
        ("output_tokens = 8", "output_tokens = 8\nconcurrency = 10000000", "'concurrency'", "65536"),
        ("output_tokens = 8", "output_tokens = 8\nrequests = 100000\nprompt_tokens = 100000", "requests", "200,000,000"),
        ('model = "m"', 'model = "m"\ncontext_length = 10000000000', "'context_length'", "16777216"),
        ('model = "m"', 'model = "m"\nport = 70000', "'port'", "65535"),
        ('model = "m"', 'model = "m"\nstartup_timeout_s = 1e300', "'startup_timeout_s'", "604800"),
        ('algorithm = "none"', 'algorithm = "ddtree", budget = 10000000', "'budget'", "65536"),
        ("output_tokens = 8", "output_tokens = 8\nrequests = 1" + "0" * 5000, "too large", "4300"),
    ],
)  # fmt: skip
def test_limits_no_real_sweep_needs_are_errors_naming_key_and_limit(before: str, after: str, key: str, limit: str) -> None:
    text = BASE.replace(before, after) if "prompt_tokens = 100000" not in after else BASE.replace(
        "prompt_tokens = 100\n", "").replace(before, after)
    with pytest.raises(SweepError) as info:
        loads_sweep(text, "x.toml")
    message = str(info.value)
    assert key in message and limit in message and "\n" not in message


@pytest.mark.parametrize(
    ("host", "ok"),
    [("[::1]", "::1"), ("::1", "::1"), ("127.0.0.1", "127.0.0.1"), ("gpu-node-3.cluster.local", None),
     ("a\\u0007b", False), ("a\\u001b[2Jb", False), ("bad host", False), ("a\\u0000b", False), ("x" * 300, False),
     ("-bad", False), ("[::1", False)],
)  # fmt: skip
def test_hosts_are_validated(host: str, ok: str | bool | None) -> None:
    text = BASE.replace('model = "m"', f'model = "m"\nhost = "{host}"')
    if ok is False:
        with pytest.raises(SweepError, match="'host'"):
            loads_sweep(text, "x.toml")
        return
    sweep = loads_sweep(text, "x.toml")
    assert sweep.server.host == (ok or host)


def test_ipv6_host_in_brackets_gives_a_valid_url() -> None:
    from specdec_tui.backends import get_backend

    sweep = loads_sweep(BASE.replace('model = "m"', 'model = "m"\nhost = "[::1]"\nport = 30000'), "x.toml")
    plan = get_backend("sim").launch_plan(sweep.server, sweep.runs[0])
    assert plan.base_url == "http://[::1]:30000"
    import httpx

    httpx.URL(plan.base_url)  # no InvalidURL


@pytest.mark.slow  # measured 1.3 s
def test_unresolvable_host_is_named(tmp_path: Path) -> None:
    from specdec_tui.server.procutil import free_port

    with pytest.raises(OSError, match=r"no-such-host\.invalid"):
        free_port("no-such-host.invalid")
    sweep = command_sweep(tmp_path, "good", extra='host = "no-such-host.invalid"')
    done = specdec("validate", str(sweep), cwd=tmp_path)
    assert done.returncode == 0 and b"no-such-host.invalid" in done.stderr
    run = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "res"), cwd=tmp_path)
    assert b"Traceback" not in run.stdout + run.stderr
    records = [json.loads(line) for line in (tmp_path / "res" / "results.jsonl").read_text().splitlines()]
    assert len(records) == 2
    assert all(r["status"] == "failed" and "no-such-host.invalid" in r["reasons"][0] for r in records)


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + BASE.encode())
    assert load_sweep(path).name == "b"


@pytest.mark.slow  # measured 0.6 s
@given(st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode("utf-8", "surrogatepass")))
@settings(max_examples=200, deadline=None)
def test_fuzzed_sweep_files_are_a_sweep_or_one_line(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    """Sweep-file fuzzer (bytes, and mutations of a valid sweep in test_config/test_reliability)."""
    path = tmp_path_factory.mktemp("sweep") / "s.toml"
    path.write_bytes(data)
    try:
        load_sweep(path)
    except SweepError as exc:
        assert "\n" not in str(exc)


# ------------------------------------------------------------------ 7. a stopped runner is not a hung server
class _Clock:
    def __init__(self, jump_at: int | None) -> None:
        self.now, self.calls, self.jump_at = 1000.0, 0, jump_at

    def __call__(self) -> float:
        self.calls += 1
        self.now += 100.0 if self.calls == self.jump_at else 0.01
        return self.now


async def _watch(clock: _Clock, timeout: float = 0.04) -> tuple[list[object], float]:
    import asyncio
    from types import SimpleNamespace

    from specdec_tui.run.measurer import LoadgenMeasurer, _Progress

    notices: list[object] = []
    owner = SimpleNamespace(sweep=SimpleNamespace(limits=SimpleNamespace(hang_timeout_s=timeout)), _emit=notices.append)
    progress = _Progress(total=1, armed=True, sent=1, last=clock.now, first=clock.now)
    await asyncio.wait_for(LoadgenMeasurer._watch_progress(owner, progress, [], clock), 10)  # type: ignore[arg-type]
    return notices, clock.now


async def test_watchdog_rearms_after_the_runner_was_stopped() -> None:
    """A 100 s gap between two ticks of the watchdog (SIGSTOP, Ctrl-Z) re-arms it: it fires only a full
    timeout of real silence later, and says why; without the gap it fires after the timeout."""
    clock = _Clock(jump_at=3)
    notices, _ = await _watch(clock)
    assert len(notices) == 1 and "did not run" in str(notices[0])
    assert clock.calls > 4  # it went on watching after the jump instead of blaming the server at once
    plain = _Clock(jump_at=None)
    assert (await _watch(plain))[0] == []


@pytest.mark.slow
def test_sigstop_of_the_runner_is_not_a_hang(tmp_path: Path) -> None:
    import signal
    import time

    sweep = command_sweep(tmp_path, "slow")
    text = sweep.read_text().replace("hang_timeout_s = 10.0", "hang_timeout_s = 1.5")
    text = text.replace('[[run]]\nname = "bad"\nspeculative = { algorithm = "ngram" }\n', "")
    sweep.write_text(text.replace("requests = 2", "requests = 1"))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--results",
         str(tmp_path / "res")],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
    )  # fmt: skip
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if b"server ready" in line:
                break
        time.sleep(0.5)  # the request is streaming
        proc.send_signal(signal.SIGSTOP)
        time.sleep(3.5)  # more than twice the hang timeout
        proc.send_signal(signal.SIGCONT)
        out = proc.stdout.read()
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    records = [json.loads(line) for line in (tmp_path / "res" / "results.jsonl").read_text().splitlines()]
    assert [r["status"] for r in records] == ["ok"], out.decode()
    assert b"hang" not in out.lower().replace(b"hang watchdog", b"")


# ------------------------------------------------------------------ 5. long work off the event loop
@pytest.mark.slow
def test_sigint_ends_a_run_while_huge_prompts_are_built(tmp_path: Path) -> None:
    """Three 4M-token prompts take seconds to build; the event loop keeps running meanwhile, so SIGINT
    ends the run at once (it used to wait until every prompt was built)."""
    import signal
    import time

    sweep = command_sweep(tmp_path, "good")
    text = sweep.read_text().replace("prompt_tokens = 20", "prompt_tokens = 4000000").replace("requests = 2", "requests = 3")
    sweep.write_text(text.replace('[[run]]\nname = "bad"\nspeculative = { algorithm = "ngram" }\n', ""))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--results",
         str(tmp_path / "res")],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
    )  # fmt: skip
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if b"server ready" in line:
                break
        time.sleep(0.5)  # building the prompts now
        sent = time.monotonic()
        proc.send_signal(signal.SIGINT)
        out = proc.stdout.read()
        proc.wait(timeout=60)
        took = time.monotonic() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
    assert b"Traceback" not in out, out.decode()
    assert b"aborted" in out, out.decode()
    assert took < 5.0, f"SIGINT took {took:.1f} s to end the run"


# ------------------------------------------------------------------ 9. two runs at the same instant
@pytest.mark.slow
def test_two_runs_started_at_the_same_instant_get_their_own_folders(tmp_path: Path) -> None:
    """Without --results both pick ``specdec-results/<sweep>-<second>``: neither may fail or share it
    (the one-writer lock, issue 19, makes the second take ``-2``)."""
    sweep = command_sweep(tmp_path, "good")
    sweep.write_text(sweep.read_text().replace('[[run]]\nname = "bad"\nspeculative = { algorithm = "ngram" }\n', ""))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    argv = [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu"]
    procs = [subprocess.Popen(argv, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
             for _ in range(2)]  # fmt: skip
    outs = [p.communicate(timeout=120)[0] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    folders = sorted((tmp_path / "specdec-results").glob("bad-good-*"))
    assert len(folders) == 2, folders
    for folder in folders:
        records = [json.loads(x) for x in (folder / "results.jsonl").read_text().splitlines()]
        assert [r["status"] for r in records] == ["ok"]


def test_tui_notice_bar_text_is_safe() -> None:
    from specdec_tui.tui.notices import Notice

    notice = Notice(1, "m\x1b[2J\x9b31m\nsecond", "t\x1b]52;c;YQ==\x07", "warning", 0.0, 5.0)
    assert UNSAFE_BYTES.search(notice.one_line().encode()) is None


@pytest.mark.slow  # measured 1.2 s
def test_triage_refuses_a_device_but_reads_a_pipe(tmp_path: Path) -> None:
    done = specdec("triage", "/dev/zero", cwd=tmp_path, timeout=30)
    assert done.returncode == 2 and b"is a device" in done.stderr and len(done.stderr.splitlines()) == 1
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    piped = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "triage", "/dev/stdin"], input=b"CUDA error: an illegal instruction was encountered\n",
        capture_output=True, env=env, timeout=30,
    )  # fmt: skip
    assert piped.returncode == 1 and b"cuda_illegal_instruction" in piped.stdout


@pytest.mark.parametrize("kind", ["device", "deep", "fifo"])
def test_hostile_dataset_files_are_one_line_verdicts(tmp_path: Path, kind: str) -> None:
    from specdec_tui.measure.datasets import DatasetError, parse_file

    if kind == "device":
        path = Path("/dev/zero")
    elif kind == "fifo":
        path = tmp_path / "prompts.jsonl"
        os.mkfifo(path)
    else:
        path = tmp_path / "prompts.jsonl"
        path.write_text('{"prompt": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
    with pytest.raises(DatasetError) as info:
        parse_file(path)
    assert "\n" not in str(info.value)
