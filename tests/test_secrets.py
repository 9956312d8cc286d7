"""Secrets (API keys, tokens, URL credentials) given in the sweep never show up in what specdec prints,
records or hands to the front ends (issue 7, "Secrets")."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from specdec_tui import events as ev
from specdec_tui.config import loads_sweep
from specdec_tui.controller import Controller

API_KEY = "sk-SECRETkey0123456789"
HF_TOKEN = "hf_SECRETenvtoken42"
URL_PASSWORD = "SECRETpa55word"
URL_TOKEN = "SECRETurltok"
SECRETS = (API_KEY, HF_TOKEN, URL_PASSWORD, URL_TOKEN)
SECRET_URL = f"https://alice:{URL_PASSWORD}@example.invalid/tok?token={URL_TOKEN}&rev=1"


def _leaks(text: str) -> list[str]:
    return [secret for secret in SECRETS if secret in text]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.slow
def test_secrets_never_in_headless_output_results_or_learned_rules(tmp_path: Path) -> None:
    """The api key (server.api_key and in extra_args), an HF_TOKEN in env and a URL with user:password
    and ?token= through a real headless sweep on the sim, with a crash (so a rule is learned)."""
    sweep = tmp_path / "secrets.toml"
    sweep.write_text(
        textwrap.dedent(
            f"""
            name = "secrets"
            [server]
            backend = "sim"
            model = "sim/secrets"
            context_length = 4096
            port = 0
            api_key = "{API_KEY}"
            extra_args = ["--api-key={API_KEY}", "--tokenizer-path", "{SECRET_URL}", "--sim-speed", "50",
                          "--sim-startup-s", "0.1"]
            env = {{ HF_TOKEN = "{HF_TOKEN}" }}
            startup_timeout_s = 30.0
            [limits]
            hang_timeout_s = 5.0
            stop_grace_s = 2.0
            [[workload]]
            name = "w"
            prompt_tokens = 40
            output_tokens = 16
            requests = 2
            warmup_requests = 0
            [[run]]
            name = "baseline"
            speculative = {{ algorithm = "none" }}
            [[run]]
            name = "crash"
            speculative = {{ algorithm = "ddtree", budget = 16 }}
            extra_args = ["--sim-crash-after-tokens", "4"]
            """
        )
    )
    results = tmp_path / "results"
    proc = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--show-log", "--no-gpu",
         "--results", str(results)],
        capture_output=True, text=True, errors="replace", timeout=120, cwd=tmp_path,
    )  # fmt: skip
    assert proc.returncode == 1, proc.stdout[-3000:] + proc.stderr[-3000:]  # one cell crashed
    records = [json.loads(line) for line in (results / "results.jsonl").read_text().splitlines()]
    by_run = {r["run"]: r for r in records}
    # The key reached the server: the baseline's requests were authorised.
    assert by_run["baseline"]["status"] == "ok", by_run["baseline"]
    assert by_run["crash"]["status"] == "crashed"
    argv = by_run["baseline"]["argv"]
    assert argv[argv.index("--api-key") + 1] == "***" and "--api-key=***" in argv
    assert "https://alice:***@example.invalid/tok?token=***&rev=1" in argv
    rules = (results / "known_crashes.toml").read_text()
    logs = "".join(p.read_text(errors="replace") for p in (results / "logs").glob("*.log"))
    # The echoed server log counts too: the sim, like SGLang, prints its server_args with the tokenizer
    # URL in them, and what specdec shows of it must be redacted.
    assert "server_args=ServerArgs" in proc.stdout
    for name, text in (("stdout", proc.stdout), ("stderr", proc.stderr), ("results", json.dumps(records)),
                       ("rules", rules)):  # fmt: skip
        assert not _leaks(text), f"{name} shows {_leaks(text)}"
    # The server's own log file is the server's; the sim does not print the key either.
    assert API_KEY not in logs


SERVER_PRINTING_SECRETS = textwrap.dedent(
    r"""
    import json, os, sys
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    port, key = int(sys.argv[1]), sys.argv[sys.argv.index("--api-key") + 1]
    # What real servers print at start-up (SGLang's server_args, vLLM's non-default args).
    print(f"[2026-12-02 10:00:00] server_args=ServerArgs(model_path='m', api_key={key!r}, port={port})")
    print(f"INFO 12-02 10:00:00 [utils.py:233] non-default args: {{'api_key': [{key!r}], 'hf_token': "
          f"{os.environ['HF_TOKEN']!r}}}")
    print("tokenizer from " + sys.argv[sys.argv.index("--tokenizer") + 1])
    sys.stdout.flush()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"{}")
        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            print("request with " + self.headers.get("Authorization", ""), flush=True)
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            for i in range(4):
                chunk = {"choices": [{"text": f" t{i}", "index": 0, "finish_reason": None}]}
                self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
            final = {"choices": [{"text": "", "index": 0, "finish_reason": "length"}],
                     "usage": {"prompt_tokens": 20, "completion_tokens": 4, "total_tokens": 24}}
            self.wfile.write(b"data: " + json.dumps(final).encode() + b"\n\ndata: [DONE]\n\n")
            self.wfile.flush()
            self.close_connection = True

    ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
    """
)


@pytest.mark.slow
def test_server_log_lines_shown_to_users_do_not_carry_known_secrets(tmp_path: Path) -> None:
    script = tmp_path / "server.py"
    script.write_text(SERVER_PRINTING_SECRETS)
    sweep = loads_sweep(
        textwrap.dedent(
            f"""
            name = "secret-log"
            [server]
            backend = "command"
            model = "m"
            command = [{sys.executable!r}, {str(script)!r}, "{{port}}", "--api-key", "{API_KEY}",
                       "--tokenizer", "{SECRET_URL}"]
            api_key = "{API_KEY}"
            port = 0
            env = {{ HF_TOKEN = "{HF_TOKEN}" }}
            [limits]
            stop_grace_s = 2.0
            [[workload]]
            name = "w"
            prompt_tokens = 20
            output_tokens = 4
            requests = 1
            warmup_requests = 0
            [[run]]
            name = "r"
            speculative = {{ algorithm = "none" }}
            """
        ),
        tmp_path / "secret-log.toml",
    )
    events: list[ev.Event] = []
    controller = Controller(sweep, results_dir=tmp_path / "results", sink=events.append)
    asyncio.run(asyncio.wait_for(controller.run(), 60))
    lines = [line for e in events if isinstance(e, ev.ServerLog) for line in e.lines]
    assert any("server_args=ServerArgs" in line for line in lines)
    assert any("request with" in line for line in lines)
    finished = [e.result for e in events if isinstance(e, ev.CellFinished)]
    assert finished and finished[0].status == "ok", finished
    leaks = {secret for e in events for secret in _leaks(repr(e))}
    assert not leaks, f"events carry {sorted(leaks)}"


def test_port_holder_named_without_its_secrets(tmp_path: Path) -> None:
    """specdec's own message about a port held by another process names it with its argv redacted."""
    port = _free_port()
    script = tmp_path / "h.py"
    script.write_text(
        "import socket, sys, time\ns = socket.socket()\ns.bind(('127.0.0.1', int(sys.argv[1])))\ns.listen()\n"
        "print('up', flush=True)\ntime.sleep(60)\n"
    )
    holder = subprocess.Popen(
        [sys.executable, script.name, str(port), "--api-key", API_KEY, f"--hf-token={HF_TOKEN}", SECRET_URL],
        stdout=subprocess.PIPE, text=True, cwd=tmp_path,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "up"
        sweep = loads_sweep(
            textwrap.dedent(
                f"""
                name = "held"
                [server]
                backend = "sim"
                model = "sim/held"
                port = {port}
                [[workload]]
                name = "w"
                prompt_tokens = 20
                output_tokens = 4
                requests = 1
                [[run]]
                name = "r"
                speculative = {{ algorithm = "none" }}
                """
            ),
            tmp_path / "held.toml",
        )
        events: list[ev.Event] = []
        controller = Controller(sweep, results_dir=tmp_path / "results", sink=events.append)
        started = time.monotonic()
        asyncio.run(asyncio.wait_for(controller.run(), 30))
        assert time.monotonic() - started < 20
        result = next(e.result for e in events if isinstance(e, ev.CellFinished))
        message = " ".join(result.reasons)
        assert result.status == "failed"
        assert f"port {port}" in message and f"pid {holder.pid}" in message, message
        assert "h.py" in message and "--api-key ***" in message, message
        assert not {s for e in events for s in _leaks(repr(e))}
    finally:
        holder.kill()
        holder.wait()
    assert os.path.exists(tmp_path / "results" / "results.jsonl")
