"""Start-up of the sim, in SGLang's order (SERVERS.md §1.3, §1.9).

1. print ``server_args=ServerArgs(...)`` and the scheduler's loading lines (weights, KV cache, CUDA
   graphs) over ``--sim-startup-s`` seconds, while the port is still closed (connections refused);
2. start uvicorn on ``--host``/``--port`` (its own ``Started server process`` … ``Uvicorn running on``
   lines, SGLang's log format);
3. warm up like SGLang: ``GET /model_info``, then one real ``POST /generate`` of 8 tokens over HTTP,
   while ``/health`` answers 503; then log ``The server is fired up and ready to roll!``.

Faults that strike at start-up (``--sim-oom-at-start``, a bad ``--speculative-*`` value) print
SGLang's error and end the process the way SGLang does.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from typing import Any

from specdec_tui.sim import costmodel, logfmt
from specdec_tui.sim.args import SpecConfig, gpu_name, parse_args, resolve_speculative
from specdec_tui.sim.engine import Engine, EngineConfig, max_total_tokens
from specdec_tui.sim.server import SIM_NOTE, WARMUP_HEADER, SimServer, fault_names

DEFAULT_CONTEXT_LENGTH = 32768


def uvicorn_log_config(level: str) -> dict[str, Any]:
    """Uvicorn's loggers in SGLang's format (``[%(asctime)s] INFO:     …``)."""
    datefmt = "%Y-%m-%d %H:%M:%S"
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {
            "default": {"()": "uvicorn.logging.DefaultFormatter", "fmt": "[%(asctime)s] %(levelprefix)s %(message)s",
                        "datefmt": datefmt, "use_colors": False},
            "access": {"()": "uvicorn.logging.AccessFormatter",
                       "fmt": '[%(asctime)s] %(levelprefix)s %(client_addr)s - "%(request_line)s" %(status_code)s',
                       "datefmt": datefmt, "use_colors": False},
        },
        "handlers": {
            "default": {"formatter": "default", "class": "logging.StreamHandler", "stream": "ext://sys.stderr"},
            "access": {"formatter": "access", "class": "logging.StreamHandler", "stream": "ext://sys.stdout"},
        },
        "loggers": {
            "uvicorn": {"handlers": ["default"], "level": level.upper(), "propagate": False},
            "uvicorn.error": {"level": level.upper()},
            "uvicorn.access": {"handlers": ["access"], "level": level.upper(), "propagate": False},
        },
    }


def server_args_fields(args: argparse.Namespace, spec: SpecConfig, context_length: int,
                       max_running: int, mem_fraction: float) -> dict[str, Any]:
    return {
        "model_path": args.model_path,
        "tokenizer_path": args.tokenizer_path or args.model_path,
        "tokenizer_mode": "auto",
        "load_format": "auto",
        "trust_remote_code": args.trust_remote_code,
        "context_length": context_length,
        "dtype": args.dtype,
        "kv_cache_dtype": args.kv_cache_dtype,
        "host": args.host,
        "port": args.port,
        "mem_fraction_static": mem_fraction,
        "max_running_requests": max_running,
        "max_total_tokens": args.max_total_tokens,
        "chunked_prefill_size": args.chunked_prefill_size or 8192,
        "device": "cuda",
        "tp_size": args.tp_size,
        "dp_size": args.dp_size,
        "random_seed": args.random_seed,
        "log_level": args.log_level,
        "log_level_http": args.log_level_http,
        "log_requests": args.log_requests,
        "api_key": "<redacted>" if args.api_key else None,
        "served_model_name": args.served_model_name or args.model_path,
        "attention_backend": args.attention_backend,
        "page_size": args.page_size or 1,
        "disable_cuda_graph": args.disable_cuda_graph,
        "disable_radix_cache": args.disable_radix_cache,
        "allow_auto_truncate": args.allow_auto_truncate,
        "watchdog_timeout": args.watchdog_timeout if args.watchdog_timeout is not None else 300,
        "decode_log_interval": args.decode_log_interval,
        "enable_metrics": args.enable_metrics,
        "skip_server_warmup": args.skip_server_warmup,
        "speculative_algorithm": spec.algorithm or None,
        "speculative_draft_model_path": args.speculative_draft_model_path,
        "speculative_num_steps": spec.num_steps or None,
        "speculative_eagle_topk": spec.topk or None,
        "speculative_num_draft_tokens": spec.num_draft_tokens or None,
        "speculative_ddtree_budget": spec.budget,
        "speculative_dflash_block_size": spec.num_draft_tokens if spec.algorithm == "DFLASH" else None,
        "speculative_attention_mode": args.speculative_attention_mode,
        "stream_interval": args.stream_interval,
        "incremental_streaming_output": args.incremental_streaming_output,
    }


class SimProcess:
    """One run of the sim: start-up lines, uvicorn, warm-up."""

    def __init__(self, args: argparse.Namespace, spec: SpecConfig, log: logfmt.SimLog) -> None:
        self.args = args
        self.spec = spec
        self.log = log
        self.t0 = time.monotonic()
        self.context_length = args.context_length or DEFAULT_CONTEXT_LENGTH
        self.params_b = costmodel.model_params_b(args.model_path)
        mem_fraction = args.mem_fraction_static if args.mem_fraction_static is not None else 0.85
        capacity, total_gib, weights_gib, kv_gib = max_total_tokens(
            arch=args.sim_gpu_arch, params_b=self.params_b, tp=args.tp_size,
            mem_fraction=mem_fraction, context_length=self.context_length,
        )
        if args.max_total_tokens:
            capacity = args.max_total_tokens
        self.memory = {"total_gib": total_gib, "weights_gib": weights_gib, "kv_gib": kv_gib}
        max_running = args.max_running_requests or (48 if spec.enabled else 256)
        seed = args.sim_seed if args.sim_seed is not None else (args.random_seed or 0)
        self.engine = Engine(
            EngineConfig(
                spec=spec, speed=args.sim_speed, arch=args.sim_gpu_arch, params_b=self.params_b,
                tp=args.tp_size, seed=seed, decode_log_interval=args.decode_log_interval,
                chunked_prefill_size=args.chunked_prefill_size or 8192, max_running_requests=max_running,
                max_total_tokens=capacity, crash_after_tokens=args.sim_crash_after_tokens,
                crash_kind=args.sim_crash_kind, hang_after_tokens=args.sim_hang_after_tokens,
                hang_blocks_health=args.sim_hang_blocks_health,
                exit_after_requests=args.sim_exit_after_requests, exit_code=args.sim_exit_code,
                watchdog_timeout=args.watchdog_timeout, stream_interval=max(1, args.stream_interval),
                cuda_graph=not (args.disable_cuda_graph or args.disable_decode_cuda_graph),
                schedule_conservativeness=args.schedule_conservativeness,
            ),
            log,
        )
        self.fields = server_args_fields(args, spec, self.context_length, max_running, mem_fraction)
        self.server = SimServer(args, spec, self.engine, log, context_length=self.context_length,
                                server_args=self.fields, memory=self.memory)
        self.uvicorn: Any = None

    # -- start-up lines ----------------------------------------------------------------------------
    async def loading(self) -> None:
        args, log, spec = self.args, self.log, self.spec
        ranks = [f"TP{i}" for i in range(max(1, args.tp_size))]
        total, weights, kv = self.memory["total_gib"], self.memory["weights_gib"], self.memory["kv_gib"]
        phase = max(0.0, args.sim_startup_s) / 6
        log.line(logfmt.server_args_repr(self.fields))
        log.line("Using default HuggingFace chat template with detected content format: string")
        for rank in ranks:
            log.line("Init torch distributed begin.", rank=rank)
        await asyncio.sleep(phase / 2)
        for rank in ranks:
            log.line("Init torch distributed ends. mem usage=0.00 GB", rank=rank)
            log.line(f"Load weight begin. avail mem={total - 0.6:.2f} GB", rank=rank)
        await asyncio.sleep(phase)
        if args.sim_garbage_log:
            log.raw_bytes(logfmt.garbage_bytes())
        if args.sim_oom_at_start:
            for rank in ranks:
                log.line("\n".join(logfmt.oom_at_start(total, weights)), rank=rank, level="error")
            log.line("Received sigquit from a child process. It usually means the child failed.", level="error")
            os.kill(os.getpid(), signal.SIGKILL)
        shards = max(1, round(self.params_b / 2.5))
        log.raw(logfmt.progress_bar("Loading safetensors checkpoint shards", shards, phase * 50))
        log.raw("")
        await asyncio.sleep(phase)
        avail = total - 0.6 - weights
        for rank in ranks:
            log.line(f"Load weight end. elapsed={phase * 60:.2f} s, type=Qwen3ForCausalLM, dtype=torch.bfloat16, "
                     f"avail mem={avail:.2f} GB, mem usage={weights:.2f} GB.", rank=rank)
        if spec.enabled and spec.algorithm != "NGRAM":
            draft_gib = 0.9 if spec.algorithm.startswith("EAGLE") else 3.4
            for rank in ranks:
                log.line(f"Load weight end. elapsed=2.14 s, type=DraftModel, dtype=torch.bfloat16, "
                         f"avail mem={avail - draft_gib:.2f} GB, mem usage={draft_gib:.2f} GB.", rank=rank)
            avail -= draft_gib
        for warning in spec.warnings:
            log.line(warning, level="warning")
        await asyncio.sleep(phase)
        capacity = self.engine.config.max_total_tokens
        for rank in ranks:
            log.line("Using KV cache dtype: torch.bfloat16", rank=rank)
            log.line(f"KV Cache is allocated. #tokens: {capacity}, K size: {kv / 2:.2f} GB, V size: {kv / 2:.2f} GB", rank=rank)
            log.line(f"Memory pool end. avail mem={avail - kv:.2f} GB", rank=rank)
        avail -= kv
        await asyncio.sleep(phase)
        bs = [1, 2, 4, 8, 12, 16, 24, 32, 40, 48]
        for rank in ranks:
            log.line(f"Capture cuda graph begin. This can take up to several minutes. avail mem={avail:.2f} GB", rank=rank)
        log.line(f"Capture cuda graph bs {bs}", rank=ranks[0])
        log.raw(logfmt.progress_bar(f"Capturing batches (bs=1 avail_mem={avail - 0.5:.2f} GB)", len(bs), phase * 20))
        await asyncio.sleep(phase)
        for rank in ranks:
            log.line(f"Capture cuda graph end. Time elapsed: {phase * 20:.2f} s. mem usage=0.52 GB. "
                     f"avail mem={avail - 0.52:.2f} GB.", rank=rank)
        if spec.enabled and spec.algorithm != "NGRAM":
            for rank in ranks:
                log.line(f"Capture draft cuda graph begin. This can take up to several minutes. avail mem={avail - 0.52:.2f} GB", rank=rank)
                log.line(f"Capture draft cuda graph end. Time elapsed: {phase * 8:.2f} s. mem usage=0.21 GB. "
                         f"avail mem={avail - 0.73:.2f} GB.", rank=rank)
        log.line(
            f"max_total_num_tokens={capacity}, chunked_prefill_size={self.fields['chunked_prefill_size']}, "
            f"max_prefill_tokens=16384, max_running_requests={self.engine.config.max_running_requests}, "
            f"context_len={self.context_length}, available_gpu_mem={avail - 0.73:.2f} GB",
            rank=ranks[0],
        )
        await asyncio.sleep(phase / 2)

    # -- serving ------------------------------------------------------------------------------
    @contextlib.asynccontextmanager
    async def lifespan(self, app: Any) -> AsyncIterator[None]:
        self.engine.start()
        warmup = asyncio.get_running_loop().create_task(self.warmup(), name="sim-warmup")
        try:
            yield
        finally:
            self.server.status = "ShuttingDown"
            warmup.cancel()
            await self.engine.stop()

    async def serve(self) -> int:
        import uvicorn  # deferred: keeps `--help` and argument errors fast

        await self.loading()
        http_level = self.args.log_level_http or self.args.log_level
        config = uvicorn.Config(
            self.server.build_app(lifespan=self.lifespan),
            host=self.args.host,
            port=self.args.port,
            log_config=uvicorn_log_config(http_level),
            log_level=http_level,
            access_log=True,
            lifespan="on",
            timeout_keep_alive=5,
        )
        self.uvicorn = _graceful_server_class(uvicorn.Server)(config, self._on_exit_signal)
        await self.uvicorn.serve()
        return 0

    def _on_exit_signal(self) -> None:
        # SGLang answers /health with 503 once it is asked to exit, then drains in-flight requests.
        self.server.status = "ShuttingDown"

    async def warmup(self) -> None:
        while not (self.uvicorn is not None and self.uvicorn.started):
            await asyncio.sleep(0.005)
        if not self.args.skip_server_warmup:
            await self._request("GET", "/model_info")
            body = {"text": "The capital city of France is",
                    "sampling_params": {"temperature": 0, "max_new_tokens": 8}}
            try:
                status, text = await self._request("POST", "/generate", body)
            except OSError as exc:
                status, text = 0, str(exc)
            if status != 200:
                self.log.line(f"Initialization failed. warmup error: {status} {text[:200]}", level="error")
                os.kill(os.getpid(), signal.SIGKILL)
        self.server.startup_time = time.monotonic() - self.t0
        self.server.status = "Up"
        self.log.line("The server is fired up and ready to roll!")

    async def _request(self, method: str, path: str, body: dict[str, Any] | None = None) -> tuple[int, str]:
        """A minimal HTTP/1.1 client for the warm-up (SGLang warms up over real HTTP too)."""
        host = self.args.host
        if host in ("0.0.0.0", ""):
            host = "127.0.0.1"
        elif host == "::":
            host = "::1"
        reader, writer = await asyncio.open_connection(host, self.args.port)
        data = json.dumps(body).encode() if body is not None else b""
        headers = [f"{method} {path} HTTP/1.1", f"Host: {host}:{self.args.port}", "Connection: close",
                   f"{WARMUP_HEADER}: 1", f"Content-Length: {len(data)}", "Content-Type: application/json"]
        if self.args.api_key:
            headers.append(f"Authorization: Bearer {self.args.api_key}")
        writer.write(("\r\n".join(headers) + "\r\n\r\n").encode() + data)
        await writer.drain()
        response = await reader.read()
        writer.close()
        head, _, rest = response.partition(b"\r\n\r\n")
        status_line = head.split(b"\r\n", 1)[0].split()
        status = int(status_line[1]) if len(status_line) > 1 and status_line[1].isdigit() else 0
        return status, rest.decode("utf-8", "replace")


def _graceful_server_class(base: type) -> type:
    """uvicorn's Server, ending with status 0 after a graceful SIGTERM/SIGINT shutdown as SGLang does
    (``sys.exit(0)``), where uvicorn would re-raise the signal and die by it."""

    class GracefulServer(base):  # type: ignore[misc, valid-type]
        def __init__(self, config: Any, on_exit: Callable[[], None]) -> None:
            super().__init__(config)
            self._on_exit = on_exit

        def handle_exit(self, sig: int, frame: Any) -> None:
            self._on_exit()
            super().handle_exit(sig, frame)

        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            if threading.current_thread() is not threading.main_thread():
                yield
                return
            original = {sig: signal.signal(sig, self.handle_exit) for sig in (signal.SIGINT, signal.SIGTERM)}
            try:
                yield
            finally:
                for sig, handler in original.items():
                    signal.signal(sig, handler)

    return GracefulServer


def banner(args: argparse.Namespace, spec: SpecConfig) -> str:
    speculative = "none"
    if spec.enabled:
        speculative = f"{spec.algorithm} num_draft_tokens={spec.num_draft_tokens}"
        if spec.budget is not None:
            speculative += f" budget={spec.budget}"
    faults = ", ".join(fault_names(args)) or "none"
    return (
        f"{SIM_NOTE}. gpu={args.sim_gpu_arch} ({gpu_name(args)}), tp={args.tp_size}, "
        f"speculative={speculative}, speed={args.sim_speed:g}x, faults={faults}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    log = logfmt.SimLog(args.log_level)
    try:
        spec = resolve_speculative(args)
    except ValueError as exc:
        log.raw(f"{SIM_NOTE}.")
        if str(exc).startswith("Unknown speculative algorithm name"):
            log.raw_lines(logfmt.unknown_algorithm(args.speculative_algorithm))
        else:
            log.raw(f"ValueError: {exc}")
        return 1
    log.raw(banner(args, spec))
    process = SimProcess(args, spec, log)
    try:
        return asyncio.run(process.serve())
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
