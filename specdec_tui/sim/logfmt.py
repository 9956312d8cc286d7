"""SGLang-format log lines, and the tracebacks the sim prints when it fails.

Formats are facts read from SGLang's sources and from logs pasted in its issue tracker (SERVERS.md
§1.6, §1.8, §1.9; shared/samples/metrics_lines.md):

- prefix ``[%Y-%m-%d %H:%M:%S{ TPn}] `` (``utils/common.py`` ``configure_logger``); scheduler lines
  carry the rank (`` TP0``), main-process lines none;
- ``Decode batch, #running-req: …, accept len: …, accept rate: …, cuda graph: True, gen throughput
  (token/s): …, #queue-req: …`` (0.5.23 ``metrics_reporter.py``);
- ``Prefill batch, #new-seq: …`` (0.5.23);
- start-up lines ``Load weight begin. avail mem=…``, ``KV Cache is allocated. #tokens: …, K size: …``,
  ``Capture cuda graph begin. This can take up to several minutes. …`` (issues sgl-project/sglang
  #15426, #11830, #15909, #4826, #14422);
- ``Scheduler hit an exception: Traceback …`` followed by the parent's SIGQUIT line (#5772, #8741).

The DDTree ``avg_accepted_drafts=…`` verify line is the sim's own: DDTree is an open SGLang PR (#29907)
whose log lines are not settled.

Everything goes to stderr, as SGLang's ``logging.basicConfig`` does, one flushed write per line so a
supervisor reading the pipe sees each line as soon as it is written.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable
from typing import TextIO

LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40, "critical": 50}
SITE = "/usr/local/lib/python3.12/dist-packages"
CUDA_ASYNC_NOTE = (
    "CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace "
    "below might be incorrect.",
    "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
    "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
)


def timestamp() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


class SimLog:
    """Writes SGLang-style lines to one stream, flushed per line; honours ``--log-level``."""

    def __init__(self, level: str = "info", stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.min_level = LEVELS.get(level, 20)

    def enabled(self, level: str) -> bool:
        return LEVELS.get(level, 20) >= self.min_level

    def line(self, message: str, *, rank: str | None = None, level: str = "info") -> None:
        if not self.enabled(level):
            return
        prefix = f"[{timestamp()} {rank}]" if rank else f"[{timestamp()}]"
        self.raw(f"{prefix} {message}")

    def raw(self, text: str) -> None:
        """Write text as is (one or more lines), newline-terminated, flushed."""
        try:
            self.stream.write(text if text.endswith("\n") else text + "\n")
            self.stream.flush()
        except (BrokenPipeError, ValueError):
            pass  # the reader went away; a server keeps serving

    def raw_lines(self, lines: Iterable[str]) -> None:
        for text in lines:
            self.raw(text)

    def raw_bytes(self, data: bytes) -> None:
        try:
            self.stream.flush()
            buffer = getattr(self.stream, "buffer", None)
            if buffer is None:
                self.stream.write(data.decode("utf-8", "surrogateescape"))
            else:
                buffer.write(data)
                buffer.flush()
            self.stream.flush()
        except (BrokenPipeError, ValueError):
            pass


# -- periodic lines ------------------------------------------------------------------------------------
def decode_batch(
    *,
    running: int,
    tokens: int,
    token_usage: float,
    gen_throughput: float,
    queue: int,
    accept_len: float | None = None,
    accept_rate: float | None = None,
    cuda_graph: bool = True,
) -> str:
    spec = ""
    if accept_len is not None:
        spec = f"accept len: {accept_len:.2f}, accept rate: {accept_rate or 0.0:.2f}, "
    return (
        f"Decode batch, #running-req: {running}, #token: {tokens}, token usage: {token_usage:.2f}, "
        f"{spec}cuda graph: {cuda_graph}, gen throughput (token/s): {gen_throughput:.2f}, "
        f"#queue-req: {queue}"
    )


def prefill_batch(
    *,
    new_seq: int,
    new_token: int,
    cached_token: int,
    token_usage: float,
    running: int,
    queue: int,
    input_throughput: float,
) -> str:
    return (
        f"Prefill batch, #new-seq: {new_seq}, #new-token: {new_token}, #cached-token: {cached_token}, "
        f"token usage: {token_usage:.2f}, #running-req: {running}, #queue-req: {queue}, "
        f"#pending-token: 0, cuda graph: False, input throughput (token/s): {input_throughput:.2f}"
    )


# -- start-up ------------------------------------------------------------------------------------------
def server_args_repr(fields: dict[str, object]) -> str:
    body = ", ".join(f"{key}={value!r}" for key, value in fields.items())
    return f"server_args=ServerArgs({body})"


def progress_bar(label: str, total: int, seconds: float, unit_rate: str = "it/s") -> str:
    """A tqdm bar as it lands in a log: updates separated by carriage returns, one newline at the end."""
    bar_width = 40
    updates = []
    for done in (0, total // 2, total):
        filled = bar_width * done // max(1, total)
        rate = "?" if done == 0 else f"{done / max(seconds, 1e-3):.2f}"
        elapsed = f"00:{int(seconds * done / max(1, total)):02d}"
        updates.append(
            f"{label}: {100 * done // max(1, total):3d}%|{'█' * filled}{' ' * (bar_width - filled)}| "
            f"{done}/{total} [{elapsed}<00:00, {rate}{unit_rate}]"
        )
    return "\r".join(updates)


def garbage_bytes() -> bytes:
    """Hostile log output: what a log reader must survive without corrupting a terminal."""
    long_line = ("x" * 99 + " ") * 3000  # 300,000 characters, no newline until the end
    parts = [
        b"sim garbage-log: invalid UTF-8 follows: \xff\xfe\xc3\x28 \xed\xa0\x80 \xf0\x28\x8c\xbc end\n",
        b"sim garbage-log: NUL\x00bytes\x00inside\x00this line\n",
        b"sim garbage-log: \x1b[31mred\x1b[0m \x1b[1;42mbold-green\x1b[0m \x1b[2J\x1b[H(cleared screen?)\n",
        b"sim garbage-log: \x1b]0;window title set by the server\x07 "
        b"\x1b]52;c;c3BlY2RlYyBjbGlwYm9hcmQ=\x07 "
        b"\x1b]8;;http://example.invalid/\x1b\\a hyperlink\x1b]8;;\x1b\\\n",
        b"sim garbage-log: C1 CSI \xc2\x9b31m in UTF-8, BEL\x07, backspace\x08\x08, DEL\x7f, tab\tend\n",
        b"sim garbage-log: progress\rprogress 50%\rprogress 100%\n",
        b"sim garbage-log: a 300,000-character line follows\n",
        long_line.encode() + b"\n",
        b"sim garbage-log: done\n",
    ]
    return b"".join(parts)


# -- fatal errors ----------------------------------------------------------------------------------
def _frames(frames: Iterable[tuple[str, int, str, str]]) -> list[str]:
    lines = []
    for path, lineno, func, code in frames:
        lines.append(f'  File "{SITE}/{path}", line {lineno}, in {func}')
        lines.append(f"    {code}")
    return lines


_SCHEDULER_LOOP = [
    ("sglang/srt/managers/scheduler.py", 3188, "run_scheduler_process", "scheduler.run_event_loop()"),
    ("sglang/srt/managers/scheduler.py", 1234, "run_event_loop", "dispatch_event_loop(self)"),
    ("sglang/srt/managers/scheduler.py", 3102, "dispatch_event_loop", "scheduler.event_loop_normal()"),
    ("torch/utils/_contextlib.py", 120, "decorate_context", "return func(*args, **kwargs)"),
    ("sglang/srt/managers/scheduler.py", 1047, "event_loop_normal", "result = self.run_batch(batch)"),
]


def ddtree_illegal_instruction(budget: int) -> list[str]:
    frames = [
        *_SCHEDULER_LOOP,
        ("sglang/srt/managers/scheduler.py", 2290, "run_batch",
         "batch_result = self.model_worker.forward_batch_generation(batch)"),
        ("sglang/srt/speculative/ddtree_worker.py", 412, "forward_batch_generation",
         "logits_output, verify_output = self.verify(batch, tree)"),
        ("sglang/srt/speculative/ddtree_worker.py", 537, "verify",
         "verify_output = tree.verify(batch, logits_output, self.token_to_kv_pool_allocator)"),
        ("sglang/srt/speculative/ddtree_info.py", 318, "verify",
         "accept_index_cpu = accept_index.tolist()"),
    ]
    return [
        "Scheduler hit an exception: Traceback (most recent call last):",
        *_frames(frames),
        "RuntimeError: CUDA error: an illegal instruction was encountered",
        *CUDA_ASYNC_NOTE,
        "",
    ]


def decode_crash(kind: str, algorithm: str) -> tuple[list[str], list[str]]:
    """(lines printed before the traceback, traceback lines) for a crash during decoding."""
    if algorithm:
        worker = [
            ("sglang/srt/managers/scheduler.py", 2290, "run_batch",
             "batch_result = self.model_worker.forward_batch_generation(batch)"),
            ("sglang/srt/speculative/eagle_worker.py", 305, "forward_batch_generation",
             "logits_output, verify_output, model_worker_batch, _ = self.verify(batch, spec_info)"),
            ("sglang/srt/speculative/eagle_worker.py", 812, "verify",
             "res: EagleVerifyOutput = spec_info.verify(batch, logits_output, self.token_to_kv_pool_allocator,"),
            ("sglang/srt/speculative/eagle_info.py", 402, "verify",
             "accept_index_cpu = accept_index.tolist()"),
        ]
    else:
        worker = [
            ("sglang/srt/managers/scheduler.py", 2290, "run_batch",
             "batch_result = self.model_worker.forward_batch_generation(batch)"),
            ("sglang/srt/managers/tp_worker.py", 371, "forward_batch_generation",
             "logits_output, can_run_cuda_graph = self.model_runner.forward(forward_batch)"),
            ("sglang/srt/model_executor/model_runner.py", 2463, "forward",
             "output = self._forward_raw(forward_batch, skip_attn_backend_init, pp_proxy_tensors)"),
            ("sglang/srt/model_executor/cuda_graph_runner.py", 1012, "replay",
             "self.graphs[self.bs].replay()"),
        ]
    before: list[str] = []
    if kind == "illegal_memory_access":
        error = ["RuntimeError: CUDA error: an illegal memory access was encountered", *CUDA_ASYNC_NOTE]
    elif kind == "illegal_instruction":
        error = ["RuntimeError: CUDA error: an illegal instruction was encountered", *CUDA_ASYNC_NOTE]
    elif kind == "device_side_assert":
        before = [
            "/pytorch/aten/src/ATen/native/cuda/Indexing.cu:1553: indexSelectLargeIndex: block: [114,0,0], "
            f"thread: [{t},0,0] Assertion `srcIndex < srcSelectDimSize` failed."
            for t in (32, 33, 34)
        ]
        error = ["RuntimeError: CUDA error: device-side assert triggered", *CUDA_ASYNC_NOTE]
    elif kind == "cuda_oom":
        error = [
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total "
            "capacity of 79.19 GiB of which 1.06 GiB is free. Including non-PyTorch memory, this process has "
            "78.12 GiB memory in use. Of the allocated memory 74.40 GiB is allocated by PyTorch, and 1.93 GiB "
            "is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
            "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for "
            "Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)"
        ]
    elif kind == "nccl_error":
        error = [
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
            "ProcessGroupNCCL.cpp:3356, unhandled cuda error (run with NCCL_DEBUG=INFO for details), "
            "NCCL version 2.27.3",
            "ncclUnhandledCudaError: Call to CUDA function failed.",
            "Last error:",
            "Cuda failure 700 'an illegal memory access was encountered'",
        ]
    else:
        raise ValueError(f"no traceback for crash kind {kind!r}")
    return before, [
        "Scheduler hit an exception: Traceback (most recent call last):",
        *_frames([*_SCHEDULER_LOOP, *worker]),
        *error,
        "",
    ]


def segfault_dump(thread_id: int) -> list[str]:
    """What faulthandler prints when a scheduler process segfaults (no Python exception runs)."""
    return [
        "Fatal Python error: Segmentation fault",
        "",
        f"Thread 0x{thread_id:016x} (most recent call first):",
        f'  File "{SITE}/sglang/srt/model_executor/cuda_graph_runner.py", line 1012 in replay',
        f'  File "{SITE}/sglang/srt/model_executor/model_runner.py", line 2463 in forward',
        f'  File "{SITE}/sglang/srt/managers/tp_worker.py", line 371 in forward_batch_generation',
        f'  File "{SITE}/sglang/srt/managers/scheduler.py", line 2290 in run_batch',
        f'  File "{SITE}/sglang/srt/managers/scheduler.py", line 1047 in event_loop_normal',
        f'  File "{SITE}/sglang/srt/managers/scheduler.py", line 3188 in run_scheduler_process',
        "",
        "Extension modules: numpy.core._multiarray_umath, torch._C, sgl_kernel.common_ops (total: 3)",
    ]


def oom_at_start(total_gib: float, weights_gib: float) -> list[str]:
    free_mib = max(64.0, (total_gib - weights_gib * 0.97) * 1024 * 0.3)
    frames = [
        ("sglang/srt/managers/scheduler.py", 3160, "run_scheduler_process", "scheduler = Scheduler("),
        ("sglang/srt/managers/scheduler.py", 362, "__init__", "self.init_model_worker()"),
        ("sglang/srt/managers/scheduler.py", 571, "init_model_worker", "self.tp_worker = TpModelWorker("),
        ("sglang/srt/managers/tp_worker.py", 248, "__init__", "self._model_runner = ModelRunner("),
        ("sglang/srt/model_executor/model_runner.py", 389, "__init__", "self.initialize(min_per_gpu_memory)"),
        ("sglang/srt/model_executor/model_runner.py", 497, "initialize", "self.load_model()"),
        ("sglang/srt/model_executor/model_runner.py", 1261, "load_model", "self.model = self.loader.load_model("),
        ("sglang/srt/model_loader/loader.py", 668, "load_model", "self.load_weights_and_postprocess("),
        ("sglang/srt/model_loader/loader.py", 691, "load_weights_and_postprocess", "model.load_weights(weights)"),
        ("sglang/srt/models/qwen3.py", 612, "load_weights", "weight_loader(param, loaded_weight)"),
        ("sglang/srt/layers/linear.py", 1402, "weight_loader", "param_data.copy_(loaded_weight)"),
    ]
    return [
        "Scheduler hit an exception: Traceback (most recent call last):",
        *_frames(frames),
        f"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.22 GiB. GPU 0 has a total capacity "
        f"of {total_gib:.2f} GiB of which {free_mib:.2f} MiB is free. Including non-PyTorch memory, this "
        f"process has {total_gib - free_mib / 1024:.2f} GiB memory in use. Of the allocated memory "
        f"{total_gib - free_mib / 1024 - 0.9:.2f} GiB is allocated by PyTorch, and 184.52 MiB is reserved by "
        "PyTorch but unallocated. If reserved but unallocated memory is large try setting "
        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for "
        "Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)",
        "",
    ]


def unknown_algorithm(name: str) -> list[str]:
    frames = [
        ("sglang/launch_server.py", 32, "<module>", "server_args = prepare_server_args(sys.argv[1:])"),
        ("sglang/srt/server_args.py", 5104, "prepare_server_args", "return ServerArgs.from_cli_args(raw_args)"),
        ("sglang/srt/server_args.py", 4879, "from_cli_args", "return cls(**{attr: getattr(args, attr) for attr in attrs})"),
        ("sglang/srt/arg_groups/speculative_hook.py", 61, "_resolve_speculative_algorithm_alias",
         "algo = SpeculativeAlgorithm.from_string(self.speculative_algorithm)"),
        ("sglang/srt/speculative/spec_registry.py", 88, "from_string",
         'raise ValueError(f"Unknown speculative algorithm name: {name}")'),
    ]
    return [
        "Traceback (most recent call last):",
        *_frames(frames),
        f"ValueError: Unknown speculative algorithm name: {name}",
    ]
