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

from specdec_tui.cli.wiring import build_controller
from specdec_tui.domain import events as ev
from specdec_tui.sweepfile.config import loads_sweep

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
    controller = build_controller(sweep, results_dir=tmp_path / "results", sink=events.append)
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
        controller = build_controller(sweep, results_dir=tmp_path / "results", sink=events.append)
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


# ------------------------------------------------------------------ issue 22: spellings and shapes
from specdec_tui.server.procutil import redact_argv, redact_env  # noqa: E402

SHAPED = "sk-proj-SECRETshaped0123456789"


@pytest.mark.parametrize(
    "argv",
    [
        ["--key", "SECRETvalue1"],
        ["--key=SECRETvalue1"],
        ["-k", "SECRETvalue1"],
        ["--api-keys", "SECRETvalue1"],
        ["--api-key", "SECRETvalue1"],
        ["--api_key=SECRETvalue1"],
        ["--hf-token", "SECRETvalue1"],
        ["--client-secret", "SECRETvalue1"],
        ["--db-pass", "SECRETvalue1"],
        ["--password", "SECRETvalue1"],
        ["--passwd", "SECRETvalue1"],
        ["--passphrase", "SECRETvalue1"],
        ["--auth", "SECRETvalue1"],
        ["--credential", "SECRETvalue1"],
        ["--credentials", "SECRETvalue1"],
        ["--access-key", "SECRETvalue1"],
        ["DB_PASS=SECRETvalue1"],
        ["MYKEY=SECRETvalue1"],
        ["--header", "Authorization: Bearer SECRETvalue1"],
        ["--model", "https://u:SECRETvalue1@host/x"],
    ],
)
def test_every_secret_flag_spelling_is_redacted(argv: list[str]) -> None:
    shown = redact_argv(["server", *argv, "--port", "1"])
    assert "SECRETvalue1" not in " ".join(shown), shown
    assert shown[0] == "server" and shown[-2:] == ["--port", "1"]


@pytest.mark.parametrize(
    "argv",
    [["--max-total-tokens", "4096"], ["--max-new-tokens", "8"], ["--tokenizer", "tok/x"], ["--top-k", "5"],
     ["--bypass", "1"], ["--kv-cache-dtype", "fp8"], ["--speculative-num-draft-tokens", "4"]],
)  # fmt: skip
def test_ordinary_flags_are_not_redacted(argv: list[str]) -> None:
    assert redact_argv(argv) == argv


@pytest.mark.parametrize(
    "name",
    ["DB_PASS", "MYKEY", "MY_KEY", "OPENAI_API_KEY", "API_KEYS", "HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "AWS_SECRET",
     "PGPASSWORD", "SMTP_PASSWD", "GPG_PASSPHRASE", "BASIC_AUTH", "GCP_CREDENTIALS", "db_credential"],
)  # fmt: skip
def test_every_secret_env_name_is_redacted(name: str) -> None:
    assert redact_env({name: "SECRETvalue1"}) == {name: "***"}


@pytest.mark.parametrize("name", ["PATH", "CUDA_VISIBLE_DEVICES", "TOKENIZERS_PARALLELISM", "HF_HOME", "OMP_NUM_THREADS"])
def test_ordinary_env_names_are_kept(name: str) -> None:
    assert redact_env({name: "value"}) == {name: "value"}


@pytest.mark.parametrize(
    "secret",
    ["sk-SECRETshape0123456789", SHAPED, "sk-ant-api03-SECRETxyz0123456789", "hf_SECRETshape0123456789abcd",
     "ghp_SECRETshape0123456789abcdefghijkl", "xoxb-SECRET-0123456789", "AKIAABCDEFGHIJKLMNOP"],
)  # fmt: skip
def test_secret_shaped_values_are_redacted_anywhere(secret: str) -> None:
    from specdec_tui.safety.redact import Redactor as _Redactor

    assert secret not in " ".join(redact_argv(["--model", secret, f"--x={secret}", f"prefix {secret} suffix"]))
    assert secret not in redact_env({"HARMLESS": f"a {secret} b"})["HARMLESS"]
    line = f"INFO loaded config with {secret} at 12:00"
    assert secret not in _Redactor([])(line)
    assert secret not in "".join(_Redactor([]).lines([line, "plain"]))


def test_bearer_token_is_redacted_in_free_text() -> None:
    from specdec_tui.safety.redact import Redactor as _Redactor

    assert "SECRETbearer" not in _Redactor([])("curl -H 'Authorization: Bearer SECRETbearer' http://x")


@pytest.mark.slow
def test_issue22_spellings_never_reach_headless_results_or_exports(tmp_path: Path) -> None:
    """``--key``, ``-k``, ``--api-keys`` and env DB_PASS / MYKEY through a real headless sweep with the
    ``command`` backend: not in the argv line, results.jsonl, or the csv/json/md exports."""
    server = Path(__file__).resolve().parent / "fixtures" / "servers" / "bad_usage_server.py"
    values = ("SECRETk1value", "SECRETk2value", "SECRETk3value", "SECRETdbpass", "SECRETmykey", SHAPED)
    sweep = tmp_path / "s.toml"
    sweep.write_text(
        textwrap.dedent(
            f"""
            name = "secrets22"
            [server]
            backend = "command"
            model = "fake"
            command = [{sys.executable!r}, {str(server)!r}, "{{port}}", "{{algorithm}}", "good"]
            extra_args = ["--key", "{values[0]}", "-k", "{values[1]}", "--api-keys", "{values[2]}",
                          "DB_PASS={values[3]}", "--model-note", "{values[5]}"]
            env = {{ DB_PASS = "{values[3]}", MYKEY = "{values[4]}" }}
            port = 0
            [[workload]]
            name = "w"
            prompt_tokens = 20
            output_tokens = 8
            requests = 1
            warmup_requests = 0
            [[run]]
            name = "baseline"
            speculative = {{ algorithm = "none" }}
            """
        )
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    run = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--show-log",
         "--results", str(tmp_path / "res")],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert "starting the server" in run.stdout, run.stdout + run.stderr
    seen = [run.stdout, run.stderr, (tmp_path / "res" / "results.jsonl").read_text()]
    for fmt in ("csv", "json", "md"):
        export = subprocess.run(
            [sys.executable, "-m", "specdec_tui", "results", str(tmp_path / "res"), "--format", fmt],
            capture_output=True, text=True, env=env, timeout=60,
        )  # fmt: skip
        seen += [export.stdout, export.stderr]
    for text in seen:
        leaked = [v for v in values if v in text]
        assert not leaked, (leaked, text[:2000])
    assert "--key ***" in run.stdout and "-k ***" in run.stdout and "--api-keys ***" in run.stdout
