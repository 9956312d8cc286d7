"""Load generator: timing accuracy against the server's own send times, and peak streamed tokens/s.

The server is this script in ``--serve`` mode, a separate process: a minimal asyncio HTTP/1.1 server
speaking the OpenAI-compatible streaming API (``/v1/completions``, ``/v1/chat/completions``, with
``usage``; ``/tokenize``; ``/health``; ``/v1/models``), one SSE event per token, written with one
``transport.write`` each. It records, per request, CLOCK_MONOTONIC when the request was parsed and right
before each token's write. (The sim paces tokens from a cost model and keeps no per-chunk send times,
so a dedicated server is the referee here.) It also counts every token it sends, so every client's
throughput is checked against what the server actually streamed.

1. Accuracy: ``loadgen.run_workload`` (the vLLM adapter, ``/v1/completions``) against the server
   pacing tokens at ``--itl-ms`` after ``--ttft-ms``. For every request the client's TTFT and ITLs are
   compared with the server's: TTFT error = client TTFT - (server's first write - client send time),
   i.e. how late the client notices the first token; also client TTFT - server-side TTFT (first write -
   request parsed), which adds the request's own trip; ITL error = client gap - server gap, per token.
2. Throughput: the most streamed tokens/s one client process sustains against the same server with no
   pacing (``--tp-concurrency`` streams, ``--tp-requests`` requests of ``--tp-tokens`` tokens), for:
   ``loadgen.run_workload``; a plain httpx streaming loop (``aiter_lines`` + ``json.loads``); and
   GuideLLM (``guidellm run``, from its own virtualenv, ``--guidellm``) when it can be run. Client
   CPU seconds are reported beside the wall figures: on a shared 2-core box the server and the client
   compete for the same cores, so tokens per client CPU-second is the client's own capacity.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from bisect import bisect_right
from pathlib import Path
from typing import Any

from _util import REPO_ROOT, Tee, human, machine, percentile, table

MODEL = "bench-model"


# ============================================================================ the server (--serve)
class _Conn(asyncio.Protocol):
    """One HTTP/1.1 keep-alive connection; requests are served one after another."""

    def __init__(self, server: _Server) -> None:
        self.server = server
        self.buf = b""
        self.busy = False
        self.transport: asyncio.Transport | None = None
        self.writable = asyncio.Event()
        self.writable.set()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        sock = transport.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def pause_writing(self) -> None:
        self.writable.clear()

    def resume_writing(self) -> None:
        self.writable.set()

    def connection_lost(self, exc: Exception | None) -> None:
        self.writable.set()
        self.transport = None

    def data_received(self, data: bytes) -> None:
        self.buf += data
        if not self.busy:
            self._next()

    def _next(self) -> None:
        end = self.buf.find(b"\r\n\r\n")
        if end < 0 or self.transport is None:
            return
        head = self.buf[:end].decode("latin-1").split("\r\n")
        method, path, _ = head[0].split(" ", 2)
        headers = {}
        for line in head[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", "0"))
        if len(self.buf) < end + 4 + length:
            return
        body = self.buf[end + 4 : end + 4 + length]
        self.buf = self.buf[end + 4 + length :]
        arrival = time.monotonic()
        self.busy = True
        task = asyncio.ensure_future(self.server.handle(self, method, path.split("?")[0], body, arrival))
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Future[None]) -> None:
        self.busy = False
        if task.exception() is not None and self.transport is not None:
            self.transport.close()
            return
        self._next()

    def send(self, status: str, ctype: str, payload: bytes) -> None:
        assert self.transport is not None
        self.transport.write(
            f"HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\nContent-Length: {len(payload)}\r\n"
            "Connection: keep-alive\r\n\r\n".encode()
            + payload
        )


class _Server:
    def __init__(self, ttft_s: float, itl_s: float, record: bool) -> None:
        self.ttft_s = ttft_s
        self.itl_s = itl_s
        self.record = record
        self.records: list[dict[str, Any]] = []
        self.next_id = 0
        self.tokens_sent = 0
        self.first_arrival: float | None = None
        self.last_send = 0.0

    async def handle(self, conn: _Conn, method: str, path: str, body: bytes, arrival: float) -> None:
        if method == "GET" and path in ("/health", "/ping"):
            conn.send("200 OK", "text/plain", b"OK")
        elif method == "GET" and path == "/v1/models":
            models = {"object": "list", "data": [{"id": MODEL, "object": "model", "owned_by": "bench",
                                                   "max_model_len": 1_000_000}]}  # fmt: skip
            conn.send("200 OK", "application/json", json.dumps(models).encode())
        elif method == "GET" and path == "/_stats":
            stats = {"records": self.records, "tokens_sent": self.tokens_sent,
                     "first_arrival": self.first_arrival, "last_send": self.last_send}  # fmt: skip
            self.records, self.tokens_sent, self.first_arrival, self.last_send = [], 0, None, 0.0
            conn.send("200 OK", "application/json", json.dumps(stats).encode())
        elif method == "POST" and path in ("/tokenize", "/v1/tokenize"):
            data = json.loads(body or b"{}")
            count = len(str(data.get("prompt", "")).split())
            conn.send(
                "200 OK",
                "application/json",
                json.dumps({"count": count, "max_model_len": 1_000_000}).encode(),
            )
        elif method == "POST" and path in ("/v1/completions", "/v1/chat/completions"):
            await self.generate(conn, path.endswith("chat/completions"), json.loads(body or b"{}"), arrival)
        else:
            conn.send("404 Not Found", "application/json", b'{"error": "not found"}')

    async def generate(self, conn: _Conn, chat: bool, req: dict[str, Any], arrival: float) -> None:
        if self.first_arrival is None:
            self.first_arrival = arrival
        n = int(req.get("max_tokens") or req.get("max_completion_tokens") or 16)
        if chat:
            prompt = " ".join(
                str(m.get("content", "")) for m in req.get("messages", []) if isinstance(m, dict)
            )
        else:
            prompt = str(req.get("prompt", ""))
        prompt_tokens = len(prompt.split())
        rid = f"cmpl-{self.next_id}"
        self.next_id += 1
        options = req.get("stream_options") or {}
        usage_every = bool(options.get("continuous_usage_stats"))
        kind = "chat.completion.chunk" if chat else "text_completion"
        head = f'{{"id":"{rid}","object":"{kind}","created":0,"model":"{MODEL}","choices":[{{"index":0,'
        if chat:
            token_body = head + '"delta":{"content":" tok"},"finish_reason":null}]'
            final_body = head + '"delta":{},"finish_reason":"length"}]'
        else:
            token_body = head + '"text":" tok","logprobs":null,"finish_reason":null}]'
            final_body = head + '"text":"","logprobs":null,"finish_reason":"length"}]'

        def usage(done: int) -> str:
            return f'"usage":{{"prompt_tokens":{prompt_tokens},"completion_tokens":{done},"total_tokens":{prompt_tokens + done}}}'

        def event(text: str) -> bytes:
            data = f"data: {text}\n\n".encode()
            return b"%x\r\n%b\r\n" % (len(data), data)

        if not req.get("stream"):
            text = " tok" * n
            choice = {"index": 0, "finish_reason": "length"}
            choice.update({"message": {"role": "assistant", "content": text}} if chat else {"text": text})
            payload = {"id": rid, "object": "chat.completion" if chat else "text_completion", "model": MODEL,
                       "choices": [choice], "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": n,
                                                      "total_tokens": prompt_tokens + n}}  # fmt: skip
            await asyncio.sleep(self.ttft_s + self.itl_s * max(0, n - 1))
            conn.send("200 OK", "application/json", json.dumps(payload).encode())
            self.tokens_sent += n
            self.last_send = time.monotonic()
            return
        transport = conn.transport
        if transport is None:
            return
        transport.write(
            b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n"
        )
        sends: list[float] = []
        plain = event(token_body + "}")
        start = time.monotonic()
        for i in range(n):
            if self.itl_s or self.ttft_s:
                due = start + self.ttft_s + self.itl_s * i
                delay = due - time.monotonic()
                if delay > 0:
                    await asyncio.sleep(delay)
            elif i % 4 == 0:
                await asyncio.sleep(0)  # let the other streams write too
            if not conn.writable.is_set():
                await conn.writable.wait()
            if conn.transport is None:
                return
            data = event(token_body + "," + usage(i + 1) + "}") if usage_every else plain
            if self.record:
                sends.append(time.monotonic())
            transport.write(data)
            self.tokens_sent += 1
        final = event(final_body + ("," + usage(n) if usage_every else "") + "}")
        tail = b""
        if options.get("include_usage"):
            tail = event(
                f'{{"id":"{rid}","object":"{kind}","created":0,"model":"{MODEL}","choices":[],{usage(n)}}}'
            )
        transport.write(final + tail + event("[DONE]") + b"0\r\n\r\n")
        self.last_send = time.monotonic()
        if self.record:
            self.records.append({"id": rid, "arrival": arrival, "sends": sends})


def serve(port: int, ttft_ms: float, itl_ms: float, record: bool) -> int:
    async def run() -> None:
        server = _Server(ttft_ms / 1000, itl_ms / 1000, record)
        loop = asyncio.get_running_loop()
        srv = await loop.create_server(lambda: _Conn(server), "127.0.0.1", port, backlog=1024)
        print("READY", flush=True)
        async with srv:
            await srv.serve_forever()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run())
    return 0


# ============================================================================ helpers
def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ServerProc:
    """This script in --serve mode, as a child process."""

    def __init__(self, ttft_ms: float, itl_ms: float, record: bool) -> None:
        self.port = free_port()
        argv = [sys.executable, str(Path(__file__).resolve()), "--serve", str(self.port),
                "--ttft-ms", str(ttft_ms), "--itl-ms", str(itl_ms)] + (["--record"] if record else [])  # fmt: skip
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        if self.proc.stdout.readline().strip() != "READY":
            raise RuntimeError("bench server did not start")
        self.url = f"http://127.0.0.1:{self.port}"

    def cpu_s(self) -> float:
        import psutil

        times = psutil.Process(self.proc.pid).cpu_times()
        return float(times.user + times.system)

    async def stats(self) -> dict[str, Any]:
        import httpx

        async with httpx.AsyncClient(trust_env=False) as client:
            return dict((await client.get(self.url + "/_stats", timeout=30)).json())

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class RecordingBackend:
    """Wraps the vLLM adapter: each request's parser remembers the server's response id."""

    def __init__(self) -> None:
        from specdec_tui.backends import get_backend

        self.inner = get_backend("vllm")
        self.parsers: list[tuple[float, dict[str, Any]]] = []  # (created, {"id": ...}) in creation order

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def stream_parser(self) -> Any:
        parse = self.inner.stream_parser()
        seen: dict[str, Any] = {}
        # run_workload creates the parser right before it reads the clock for started_at (no await in
        # between), so the parser created last before a sample's started_at is that sample's
        self.parsers.append((time.perf_counter(), seen))

        def wrapped(payload: dict[str, Any]) -> Any:
            if "id" not in seen and "id" in payload:
                seen["id"] = payload["id"]
            return parse(payload)

        return wrapped


# ============================================================================ 1. accuracy
async def accuracy(args: argparse.Namespace, out: Tee) -> None:
    from specdec_tui.domain.model import Workload
    from specdec_tui.measure.loadgen import run_workload

    rows = []
    for concurrency in args.acc_concurrency:
        server = ServerProc(args.ttft_ms, args.itl_ms, record=True)
        try:
            backend = RecordingBackend()
            workload = Workload("accuracy", 200, 200, args.acc_tokens, requests=args.acc_requests,
                                concurrency=concurrency, warmup_requests=1)  # fmt: skip
            outcome = await run_workload(backend, server.url, MODEL, workload)  # type: ignore[arg-type]
            stats = await server.stats()
        finally:
            server.close()
        by_id = {r["id"]: r for r in stats["records"]}
        created = [c for c, _ in backend.parsers]
        ttft_err: list[float] = []
        ttft_vs_server: list[float] = []
        itl_err: list[float] = []
        server_ttft: list[float] = []
        mismatched = 0

        for sample in outcome.samples:
            i = bisect_right(created, sample.started_at) - 1
            rid = backend.parsers[i][1].get("id") if i >= 0 else None
            record = by_id.get(rid) if rid else None
            if record is None or not sample.ok or sample.ttft_s is None:
                mismatched += 1
                continue
            sends = record["sends"]
            if len(sends) != sample.chunk_count or len(sample.itl_s) != len(sends) - 1:
                mismatched += 1
                continue
            ttft_err.append(sample.started_at + sample.ttft_s - sends[0])
            server_ttft.append(sends[0] - record["arrival"])
            ttft_vs_server.append(sample.ttft_s - (sends[0] - record["arrival"]))
            itl_err.extend(c - (b - a) for c, a, b in zip(sample.itl_s, sends, sends[1:], strict=False))
        label = f"c={concurrency}"
        for name, errs in (
            (f"{label} TTFT: client - (server 1st write - client send)", ttft_err),
            (f"{label} TTFT: client - server-side TTFT (1st write - parsed)", ttft_vs_server),
            (f"{label} ITL: client gap - server gap", itl_err),
        ):
            ms = [e * 1000 for e in errs]
            absolute = [abs(x) for x in ms]
            rows.append((name, len(ms), f"{percentile(ms, 50):+.3f}", f"{percentile(absolute, 50):.3f}",
                         f"{percentile(absolute, 99):.3f}", f"{max(absolute):.3f}"))  # fmt: skip
        if mismatched:
            out(f"# {label}: {mismatched} requests could not be matched to server records")
        out(f"# {label}: server-side TTFT p50 {percentile(server_ttft, 50) * 1000:.2f} ms "
            f"(paced {args.ttft_ms:g} ms), {len(outcome.samples)} requests x {args.acc_tokens} tokens")  # fmt: skip
    out()
    out(
        f"## accuracy: server paces {args.ttft_ms:g} ms TTFT, {args.itl_ms:g} ms ITL; error = client - server"
    )
    out(table(rows, ("measure", "n", "p50 ms (signed)", "|err| p50 ms", "|err| p99 ms", "|err| max ms")))


# ============================================================================ 2. throughput
async def httpx_loop(url: str, concurrency: int, requests: int, tokens: int) -> int:
    """The baseline: a plain httpx streaming loop, no timing bookkeeping beyond counting chunks."""
    import httpx

    body = {"model": MODEL, "prompt": "hello " * 200, "max_tokens": tokens, "stream": True,
            "stream_options": {"include_usage": True}, "ignore_eos": True}  # fmt: skip
    counted = 0
    queue = list(range(requests))
    limits = httpx.Limits(max_connections=concurrency + 4, max_keepalive_connections=None)
    async with httpx.AsyncClient(timeout=600, limits=limits, trust_env=False) as client:

        async def worker() -> None:
            nonlocal counted
            while queue:
                queue.pop()
                async with client.stream("POST", url + "/v1/completions", json=body) as response:
                    async for line in response.aiter_lines():
                        if line.startswith("data: ") and line != "data: [DONE]":
                            chunk = json.loads(line[6:])
                            if chunk.get("choices") and chunk["choices"][0].get("text"):
                                counted += 1
                                _ = time.perf_counter()  # what a timing client reads per chunk

        await asyncio.gather(*(worker() for _ in range(concurrency)))
    return counted


async def ours_loop(url: str, concurrency: int, requests: int, tokens: int) -> int:
    from specdec_tui.backends import get_backend
    from specdec_tui.domain.model import Workload
    from specdec_tui.measure.loadgen import run_workload

    workload = Workload(
        "throughput", 200, 200, tokens, requests=requests, concurrency=concurrency, warmup_requests=0
    )
    outcome = await run_workload(get_backend("vllm"), url, MODEL, workload)
    failed = [s.error for s in outcome.samples if not s.ok]
    if failed:
        raise RuntimeError(f"{len(failed)} requests failed: {failed[0]}")
    return sum(s.output_tokens for s in outcome.samples)


def guidellm_argv(exe: str, url: str, args: argparse.Namespace, data: Path, report: Path) -> list[str]:
    return [
        exe, "run",
        "--backend", f"kind=openai_http,target={url},model={MODEL},request_format=/v1/completions",
        "--profile", f"kind=concurrent,streams={args.tp_concurrency}",
        "--constraint", f"kind=max_requests,count={args.tp_requests}",
        "--data", f"kind=json_file,path={data}",
        "--data-column-mapper",
        "kind=generative_column_mapper,column_mappings.text_column=prompt,"
        "column_mappings.output_tokens_count_column=output_tokens_count",
        "--output", f"kind=json,path={report}",
        "--disable-console-interactive",
    ]  # fmt: skip


async def throughput(args: argparse.Namespace, out: Tee) -> None:
    rows: list[tuple[str, ...]] = []
    notes: list[str] = []
    clients: list[tuple[str, Any]] = [
        ("ours: loadgen.run_workload", ours_loop),
        ("baseline: plain httpx streaming loop", httpx_loop),
    ]
    for name, fn in clients:
        best: tuple[float, ...] | None = None
        for _ in range(args.tp_repeat):
            server = ServerProc(0, 0, record=False)
            try:
                c0, s0, t0 = own_cpu(), server.cpu_s(), time.perf_counter()
                counted = await fn(server.url, args.tp_concurrency, args.tp_requests, args.tp_tokens)
                wall, cpu, server_cpu = time.perf_counter() - t0, own_cpu() - c0, server.cpu_s() - s0
                sent = (await server.stats())["tokens_sent"]
            finally:
                server.close()
            if counted != sent:
                notes.append(f"{name}: counted {counted} tokens, the server sent {sent}")
            run = (sent / wall, sent / cpu, wall, cpu, server_cpu)
            if best is None or run[0] > best[0]:
                best = run
        assert best is not None
        rows.append(
            (name, human(best[0]), human(best[1]), f"{best[2]:.2f}", f"{best[3]:.2f}", f"{best[4]:.2f}")
        )
    rows.append(await run_guidellm(args, notes))
    out()
    out(f"## throughput: {args.tp_concurrency} streams, {args.tp_requests} requests x {args.tp_tokens} tokens, "
        f"server unpaced (one SSE event per token); best of {args.tp_repeat}")  # fmt: skip
    out(
        table(
            rows,
            ("client", "tokens/s (wall)", "tokens/client-CPU-s", "wall s", "client CPU s", "server CPU s"),
        )
    )
    out(
        "(tokens counted by the server as sent; tokens/s (wall) is bounded by the server sharing the 2 cores)"
    )
    for note in notes:
        out(f"NOTE: {note}")


async def _guidellm_once(exe: str, args: argparse.Namespace, requests: int, tmp: Path) -> dict[str, Any]:
    """One ``guidellm run`` against a fresh server: its exit, output, CPU and what the server saw."""
    data = tmp / "prompts.jsonl"
    with open(data, "w") as f:
        for i in range(max(requests, args.tp_concurrency)):
            f.write(
                json.dumps(
                    {"prompt": f"request {i} " + "hello " * 200, "output_tokens_count": args.tp_tokens}
                )
                + "\n"
            )
    report = tmp / f"report-{requests}.json"
    server = ServerProc(0, 0, record=False)
    try:
        run_args = argparse.Namespace(**{**vars(args), "tp_requests": requests})
        argv = guidellm_argv(exe, server.url, run_args, data, report)
        env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
        c0, s0, t0 = children_cpu(), server.cpu_s(), time.perf_counter()
        proc = await asyncio.create_subprocess_exec(
            *argv, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT, env=env
        )
        stdout, _ = await proc.communicate()
        wall, cpu, server_cpu = time.perf_counter() - t0, children_cpu() - c0, server.cpu_s() - s0
        stats = await server.stats()
    finally:
        server.close()
    return {"returncode": proc.returncode, "stdout": stdout.decode(errors="replace"), "wall": wall, "cpu": cpu,
            "server_cpu": server_cpu, "sent": stats["tokens_sent"],
            "window": (stats["last_send"] - stats["first_arrival"]) if stats["first_arrival"] else 0.0}  # fmt: skip


async def run_guidellm(args: argparse.Namespace, notes: list[str]) -> tuple[str, ...]:
    """GuideLLM twice: the full run, and one wave of ``--tp-concurrency`` requests. Its start-up
    (imports, worker processes) is the same in both, so the difference in CPU over the difference in
    tokens is its marginal cost per streamed token; its wall rate is the server-clock streaming window."""
    exe = args.guidellm
    name = "peer: GuideLLM"
    if not exe or not Path(exe).exists():
        notes.append(
            f"GuideLLM not run: no executable at {exe!r} (see bench/RESULTS.md for the install line)"
        )
        return (name, "n/a", "n/a", "-", "-", "-")
    version = subprocess.run([exe, "--version"], capture_output=True, text=True, check=False).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="specdec-bench-") as tmpdir:
        full = await _guidellm_once(exe, args, args.tp_requests, Path(tmpdir))
        small = await _guidellm_once(exe, args, args.tp_concurrency, Path(tmpdir))
    for run in (full, small):
        if run["returncode"] != 0 or run["sent"] == 0:
            tail = run["stdout"].strip().splitlines()[-15:]
            notes.append(f"GuideLLM ({version}) failed (exit {run['returncode']}, {run['sent']} tokens sent):\n    "
                         + "\n    ".join(tail))  # fmt: skip
            return (
                name,
                "failed",
                "-",
                f"{run['wall']:.2f}",
                f"{run['cpu']:.2f}",
                f"{run['server_cpu']:.2f}",
            )
    d_tokens, d_cpu = full["sent"] - small["sent"], full["cpu"] - small["cpu"]
    per_cpu = human(d_tokens / d_cpu) if d_tokens > 0 and d_cpu > 0 else "n/a"
    notes.append(
        f"GuideLLM ({version}): {full['sent']} tokens in a {full['window']:.2f} s streaming window (server clock); "
        f"process wall {full['wall']:.1f} s and CPU {full['cpu']:.1f} s incl. start-up; a {small['sent']}-token run "
        f"took {small['cpu']:.1f} CPU s, so {d_tokens} more tokens cost {d_cpu:.2f} CPU s"
    )
    return (f"{name} {version.split()[-1]}", human(full["sent"] / full["window"]), per_cpu, f"{full['window']:.2f}",
            f"{d_cpu:.2f} (marginal)", f"{full['server_cpu']:.2f}")  # fmt: skip


# ============================================================================ main
async def amain(args: argparse.Namespace) -> int:
    out = Tee(args.save)
    out("# load generator: accuracy against the server's own send times, and peak streamed tokens/s")
    out(f"# {machine()}")
    if not args.skip_accuracy:
        await accuracy(args, out)
    if not args.skip_throughput:
        await throughput(args, out)
    out.save()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--ttft-ms", type=float, default=20.0, help="accuracy run: server's TTFT (default 20)"
    )
    parser.add_argument("--itl-ms", type=float, default=10.0, help="accuracy run: server's ITL (default 10)")
    parser.add_argument("--acc-requests", type=int, default=40, help="accuracy run: requests (default 40)")
    parser.add_argument(
        "--acc-tokens", type=int, default=64, help="accuracy run: tokens per request (default 64)"
    )
    parser.add_argument(
        "--acc-concurrency",
        type=lambda t: [int(x) for x in t.split(",")],
        default=[1, 8],
        help="accuracy run: concurrencies, comma-separated (default 1,8)",
    )
    parser.add_argument("--tp-concurrency", type=int, default=32, help="throughput: streams (default 32)")
    parser.add_argument("--tp-requests", type=int, default=128, help="throughput: requests (default 128)")
    parser.add_argument(
        "--tp-tokens", type=int, default=512, help="throughput: tokens per request (default 512)"
    )
    parser.add_argument("--tp-repeat", type=int, default=2, help="throughput: best of N (default 2)")
    parser.add_argument(
        "--guidellm",
        default=shutil.which("guidellm") or "/tmp/guidellm-venv/bin/guidellm",
        help="the guidellm executable (its own virtualenv; default /tmp/guidellm-venv/bin/guidellm)",
    )
    parser.add_argument("--skip-accuracy", action="store_true")
    parser.add_argument("--skip-throughput", action="store_true")
    parser.add_argument("--save", type=Path, default=None, help="also write the report to this file")
    parser.add_argument("--serve", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--record", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve is not None:
        return serve(args.serve, args.ttft_ms, args.itl_ms, args.record)
    os.chdir(REPO_ROOT)
    return asyncio.run(amain(args))


if __name__ == "__main__":
    raise SystemExit(main())
