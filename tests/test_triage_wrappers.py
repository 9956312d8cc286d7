"""A log that reaches the reader through journald, a container runtime or srun is the same log: triage reads each line
without that wrapper and shows the fatal line as it was written, wrapper and all."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from specdec_tui.triage.classifier import PREFILTER_PATTERN, Triage

LOGS = Path(__file__).parent / "fixtures" / "logs"

Wrap = Callable[[int, str], str]

# What the wrappers look like in the wild (the numbers change from line to line, as they do there)
WRAPPERS: dict[str, Wrap] = {
    # journalctl -u vllm (short format)
    "journald": lambda n, line: f"Dec 04 10:{n // 60 % 60:02d}:{n % 60:02d} gpu07 vllm[48211]: {line}",
    # journalctl -o short-iso
    "journald-iso": lambda n, line: f"2026-12-04T10:00:{n % 60:02d}+0000 gpu07 python3[48211]: {line}",
    # journalctl -o short-monotonic (seconds since boot) and -o short-unix (seconds since 1970)
    "journald-monotonic": lambda n, line: f"[{n * 1.25 + 196:12.6f}] gpu07 ollama[48211]: {line}",
    "journald-unix": lambda n, line: f"1733306400.{n:06d} gpu07 llama-server[48211]: {line}",
    # journalctl -o short-precise (microseconds)
    "journald-precise": lambda n, line: f"Dec 04 10:00:{n % 60:02d}.{n:06d} gpu07 vllm[48211]: {line}",
    # kubectl logs --timestamps / docker logs -t
    "rfc3339": lambda n, line: f"2026-12-04T10:00:{n % 60:02d}.{n:09d}Z {line}",
    # srun --label, task 3
    "srun": lambda n, line: f"3: {line}",
    # docker compose up
    "compose": lambda n, line: f"vllm-server-1  | {line}",
    # a log pasted into an issue as a quoted reply
    "quoted": lambda n, line: f"> {line}",
    # two stacked: a quoted reply of a kubectl log
    "quoted-rfc3339": lambda n, line: f"> 2026-12-04T10:00:{n % 60:02d}.000Z {line}",
}

# A box drawn around the log (rich's panels, as some issue pastes have it): both sides go
BOXED: Wrap = lambda n, line: f"\u2502 {line:<150} \u2502"  # noqa: E731

# Made-up logs of three servers whose fatal line is only found at the start of a line (a shell's "Killed", Go's
# "panic:", a C++ runtime's "what():"), and one found anywhere on its line
CASES = [
    (
        ["INFO 12-04 10:00:01 [api_server.py:1000] Starting vLLM API server on http://0.0.0.0:8000", "Killed"],
        "killed_oom_host",
        2,
    ),
    (
        [
            'time=2026-12-04T10:00:01.000Z level=INFO source=server.go:400 msg="starting llama server"',
            "panic: runtime error: index out of range [3] with length 3",
            "goroutine 12 [running]:",
        ],
        "exited",
        2,
    ),
    (
        [
            "[2026-12-04 10:00:01] Load weight begin.",
            "terminate called after throwing an instance of 'std::runtime_error'",
            "  what():  cuDNN error: CUDNN_STATUS_EXECUTION_FAILED",
            "Aborted (core dumped)",
        ],
        "cuda_error",
        3,
    ),
    (
        [
            "INFO 12-04 10:00:01 [gpu_model_runner.py:1775] Loading model from scratch...",
            "ERROR 12-04 10:00:02 [core.py:586] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.",
        ],
        "cuda_oom",
        2,
    ),
]


def _primary(events: list) -> tuple[str, int | None, str] | None:
    return (events[0].label, events[0].line, events[0].text) if events else None


def _three_ways(lines: list[str]) -> list[tuple[str, int | None, str] | None]:
    """The primary event as the live path (a line at a time), the supervisor's batches and a saved file see it."""
    per_line = Triage()
    for line in lines:
        per_line.feed(line)
    batched = Triage()
    batched.feed_lines(lines)
    saved = Triage()
    saved.feed_file(io.BytesIO(("\n".join(lines) + "\n").encode()))
    return [_primary(t.events) for t in (per_line, batched, saved)]


@pytest.mark.parametrize("wrapper", sorted(WRAPPERS))
@pytest.mark.parametrize(("lines", "label", "line"), CASES)
def test_a_wrapped_crash_is_the_same_crash_shown_whole(wrapper: str, lines: list[str], label: str, line: int) -> None:
    wrap = WRAPPERS[wrapper]
    plain = _three_ways(lines)
    assert plain == [(label, line, lines[line - 1])] * 3
    wrapped = [wrap(n, text) for n, text in enumerate(lines, 1)]
    assert _three_ways(wrapped) == [(label, line, wrapped[line - 1])] * 3


@pytest.mark.parametrize(("lines", "label", "line"), CASES)
def test_a_boxed_crash_is_the_same_crash_shown_whole(lines: list[str], label: str, line: int) -> None:
    boxed = [BOXED(n, text) for n, text in enumerate(lines, 1)]
    assert _three_ways(boxed) == [(label, line, boxed[line - 1])] * 3


def test_a_wrapped_healthy_log_stays_healthy() -> None:
    """Numbers, stamps and bars in front of a quiet log are no crash."""
    lines = [
        "INFO 12-04 10:00:01 [api_server.py:1000] Starting vLLM API server on http://0.0.0.0:8000",
        'INFO:     10.0.0.2:51234 - "POST /v1/chat/completions HTTP/1.1" 200 OK',
        "WARNING 12-04 10:00:03 [scheduler.py:1500] Sequence group 7 is preempted by PreemptionMode.RECOMPUTE mode",
    ]
    for wrap in [*WRAPPERS.values(), BOXED]:
        triage = Triage()
        triage.feed_lines([wrap(n, text) for n, text in enumerate(lines, 1)])
        assert triage.fatal_events == []


def test_grep_finds_a_wrapped_line_that_a_rule_anchors_at_its_start(tmp_path: Path) -> None:
    """The prefilter lets a wrapper stand before a line-start anchor, in grep's ERE too."""
    grep = shutil.which("grep")
    assert grep is not None
    log = tmp_path / "wrapped.log"
    log.write_text("".join(wrap(1, "Killed") + "\n" for wrap in WRAPPERS.values()) + "all quiet\n")
    out = subprocess.run([grep, "-E", "-i", "-c", PREFILTER_PATTERN, str(log)], capture_output=True, check=True)
    assert int(out.stdout) == len(WRAPPERS)


def _labelled_logs() -> list[Path]:
    return sorted(
        folder.parent / row["file"]
        for folder in LOGS.glob("**/labels.json")
        for row in json.loads(folder.read_text(encoding="utf-8"))
    )


def _read(data: bytes) -> tuple[tuple[str, int | None, bool] | None, str | None]:
    triage = Triage()
    triage.feed_file(io.BytesIO(data))
    top = triage.events[0] if triage.events else None
    return ((top.label, top.line, bool(triage.fatal_events)) if top else None), (top.text if top else None)


# The whole labelled corpus goes through each wrapper of its own shape; short-unix and short-precise are the shapes of
# short-monotonic's and short's stamps with other digits, read through the made-up crashes above (a pass costs a minute)
CORPUS_WRAPPERS = sorted(set(WRAPPERS) - {"journald-unix", "journald-precise"})


@pytest.mark.parametrize("wrapper", CORPUS_WRAPPERS)
def test_every_labelled_log_reads_the_same_through_a_wrapper(wrapper: str) -> None:
    """Each real labelled log, every line wrapped, gets the event it gets plain, on the same line, shown wrapped."""
    wrap = WRAPPERS[wrapper]
    logs = _labelled_logs()
    assert len(logs) > 1500
    differ = []
    for path in logs:
        lines = path.read_bytes().decode("utf-8", "replace").split("\n")
        plain, plain_text = _read("\n".join(lines).encode())
        wrapped = [wrap(n, text) for n, text in enumerate(lines, 1)]
        got, text = _read("\n".join(wrapped).encode())
        if got != plain:
            differ.append(f"{path.parent.name}/{path.name}: {plain} -> {got}")
        elif plain is not None and plain[1] is not None and plain_text == lines[plain[1] - 1]:
            assert text == wrapped[plain[1] - 1], path.name
    assert differ == []


def test_every_labelled_log_reads_the_same_from_a_crlf_file() -> None:
    """A saved log with Windows line endings gets the event it gets with Unix ones: the block scan's prefilter lets a
    carriage return stand before a rule's end-of-line anchor (a shell's bare "Killed\\r" was missed)."""
    differ = []
    for path in _labelled_logs():
        lines = path.read_bytes().decode("utf-8", "replace").split("\n")
        plain, _ = _read("\n".join(lines).encode())
        crlf, _ = _read("\r\n".join(lines).encode())
        if crlf != plain:
            differ.append(f"{path.parent.name}/{path.name}: {plain} -> {crlf}")
    assert differ == []
    assert _read(b"INFO starting\r\nKilled\r\n")[0] == ("killed_oom_host", 2, True)



@pytest.mark.parametrize(
    ("lines", "server"),
    [
        # journald names the unit's process: the lines themselves carry no server marker
        (["Dec 04 10:00:00 gpu07 vllm[48211]: loading weights",
          "Dec 04 10:00:09 gpu07 vllm[48211]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"],
         "vllm"),
        (["2026-12-04T10:00:00+0000 gpu07 llama-server[77]: main: loading model",
          "2026-12-04T10:00:01+0000 gpu07 llama-server[77]: Killed"], "llamacpp"),
        # compose names the service
        (["sglang-router-1  | loading", "sglang-router-1  | Killed"], "sglang"),
        # a host named after a server says nothing about the process that wrote the line
        (["Dec 04 10:00:00 vllm-node-3 python3[1]: loading", "Dec 04 10:00:01 vllm-node-3 python3[1]: Killed"],
         "unknown"),
    ],
)
def test_the_process_a_wrapper_names_tells_the_server(lines: list[str], server: str) -> None:
    """Lines with no server marker of their own: the process or service that journald or compose names says which
    server wrote them, the same on the per-line path and the saved-file path (the hint follows it)."""
    live = Triage()
    live.feed_lines(lines)
    saved = Triage()
    saved.feed_file(io.BytesIO("\n".join(lines).encode() + b"\n"))
    assert live.server == saved.server == server
    assert live.events and live.events[0].server == server
