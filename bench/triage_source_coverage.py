"""How much of the servers' own fatal wording crash triage knows: one made-up line per message template.

    python bench/triage_source_coverage.py        # coverage per server, then every miss
    python bench/triage_source_coverage.py -v     # and every template with what triage made of it

The held-out sets measure triage on the logs that users happened to paste; this measures it on what the
servers can print. Each row below is one message template read in a server's source (the path in the
row, as of the snapshot read for issue 17), written out as one made-up but realistic line (or a short
burst: the traceback's last lines, the launcher's summary), with what it should be:

- ``fatal``: the primary event has the label, and its line is the row's first line (or the ``first``-th);
- ``finding``: no fatal event, and a finding of that label (a rejected request, a notable warning);
- ``healthy``: no fatal event (warnings the servers print while they go on serving).

Each row is classified inside a few healthy start-up lines of its server (``PROLOGUES``), as a saved log
(``Triage.feed_file``). The templates are facts about the servers' messages; no code is copied.
"""

from __future__ import annotations

import io
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from specdec_tui.triage.classifier import REQUEST_LABELS, Triage  # noqa: E402

PROLOGUES: dict[str, list[str]] = {
    "vllm": [
        "INFO 12-04 05:00:01 [__init__.py:244] Automatically detected platform cuda.",
        "(APIServer pid=4121) INFO 12-04 05:00:04 [api_server.py:1880] vLLM API server version 0.11.0",
        "(APIServer pid=4121) INFO 12-04 05:00:09 [model.py:547] Resolved architecture: LlamaForCausalLM",
        "(EngineCore_DP0 pid=4260) INFO 12-04 05:00:15 [core.py:644] Waiting for init message from front-end.",
        "(EngineCore_DP0 pid=4260) INFO 12-04 05:00:21 [gpu_model_runner.py:2602] Model loading took 14.99 GiB",
    ],
    "sglang": [
        "[2026-12-04 05:00:02] server_args=ServerArgs(model_path='meta-llama/Llama-3.1-8B-Instruct', port=30000)",
        "[2026-12-04 05:00:09 TP0] Init torch distributed begin.",
        "[2026-12-04 05:00:11 TP0] Load weight begin. avail mem=78.52 GB",
        "[2026-12-04 05:00:19 TP0] Load weight end. type=LlamaForCausalLM, dtype=torch.bfloat16, mem usage=15.06 GB.",
    ],
    "llamacpp": [
        "build: 6471 (a1b2c3d4) with cc (Ubuntu 13.3.0) 13.3.0 for x86_64-linux-gnu",
        "system info: n_threads = 16, n_threads_batch = 16, total_threads = 32",
        "main: binding port with default address family",
        "srv    load_model: loading model '/models/qwen2.5-7b-instruct-q4_k_m.gguf'",
        "llama_model_loader: loaded meta data with 29 key-value pairs and 339 tensors",
    ],
    "tgi": [
        '2026-12-04T05:00:01.101Z  INFO text_generation_launcher: Args { model_id: "mistralai/Mistral-7B-v0.1" }',
        "2026-12-04T05:00:02.410Z  INFO download: text_generation_launcher: Starting check and download process",
        "2026-12-04T05:00:09.882Z  INFO download: text_generation_launcher: Successfully downloaded weights.",
        "2026-12-04T05:00:09.883Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0",
    ],
    "ollama": [
        'time=2026-12-04T05:00:01.000Z level=INFO source=routes.go:1331 msg="server config" env="map[]"',
        'time=2026-12-04T05:00:01.010Z level=INFO source=routes.go:1384 msg="Listening on 127.0.0.1:11434"',
        'time=2026-12-04T05:00:03.200Z level=INFO source=server.go:398 msg="starting runner" cmd="ollama runner"',
        'time=2026-12-04T05:00:03.300Z level=INFO source=runner.go:864 msg="starting go runner"',
    ],
    "trtllm": [
        "[TensorRT-LLM] TensorRT-LLM version: 1.0.0",
        "[12/04/2026-05:00:05] [TRT-LLM] [I] Using LLM with PyTorch backend",
        "[12/04/2026-05:00:19] [TRT-LLM] [I] Loading weights from /models/llama-3.1-8b",
    ],
    "lmdeploy": [
        "2026-12-04 05:00:01,101 - lmdeploy - INFO - builder.py:65 - turbomind model config: {...}",
        "[TM][INFO] [LlamaTritonModel] max_context_token_num = 32768",
        "2026-12-04 05:00:11,550 - lmdeploy - INFO - async_engine.py:270 - updated backend_config=...",
    ],
    # the "other" servers of batch 8 (source pass 3): a few healthy start-up lines each
    "xinference": [
        "2026-12-04 05:00:01,101 xinference.core.supervisor 2120 INFO     Xinference supervisor 0.0.0.0:51232 started",
        "2026-12-04 05:00:02,300 xinference.core.worker 2120 INFO     Starting metrics export server at 0.0.0.0:None",
        "2026-12-04 05:00:03,500 xinference.api.restful_api 2100 INFO     Starting Xinference at endpoint: "
        "http://0.0.0.0:9997",
    ],
    "xoscar": [
        "2026-12-04 05:00:01,101 xinference.core.supervisor 2120 INFO     Xinference supervisor 0.0.0.0:51232 started",
        "2026-12-04 05:00:09,001 xinference.core.worker 2120 INFO     [request 8d2c] Enter launch_builtin_model, "
        "args: <xinference.core.worker.WorkerActor object>, kwargs: model_uid=qwen2.5-instruct-0",
    ],
    "localai": [
        'time=2026-12-04T05:00:01.000Z level=INFO msg="Starting LocalAI" threads=16 modelsPath=/models',
        'time=2026-12-04T05:00:02.000Z level=INFO msg="core/startup process completed!"',
        'time=2026-12-04T05:00:02.100Z level=INFO msg="LocalAI API is listening! Please connect to the endpoint for '
        'API documentation." endpoint=http://0.0.0.0:8080',
    ],
    "tgwebui": [
        "05:00:01-101010 INFO     Starting Text Generation Web UI",
        '05:00:02-202020 INFO     Loading "Qwen2.5-7B-Instruct-Q4_K_M.gguf"',
        '05:00:09-303030 INFO     Loaded "Qwen2.5-7B-Instruct-Q4_K_M.gguf" in 7.10 seconds.',
    ],
    "mistralrs": [
        "2026-12-04T05:00:01.000000Z  INFO mistralrs_server_core::mistralrs_for_server_builder: avx: true, neon: false, "
        "simd128: false, f16c: true",
        "2026-12-04T05:00:02.000000Z  INFO mistralrs_core::pipeline::normal: Loading `config.json` at "
        "`Qwen/Qwen2.5-7B-Instruct`",
        "2026-12-04T05:00:09.000000Z  INFO mistralrs_core::paged_attention: Allocating 8192 MB for PagedAttention KV "
        "cache per GPU",
    ],
    "tabbyapi": [
        "INFO:     ExllamaV3 version: 0.0.6",
        "INFO:     Loading model: /models/Qwen2.5-7B-exl3",
        "INFO:     Loading with autosplit",
    ],
    "aphrodite": [
        "INFO 12-04 05:00:01 api_server.py:600] Aphrodite API server version 0.6.3",
        "INFO 12-04 05:00:09 model_runner.py:1060] Loading model weights took 14.9888 GB",
    ],
    "lightllm": [
        "INFO 12-04 05:00:01 [api_start.py:60] use tgi api: False",
        "INFO 12-04 05:00:09 [model_rpc.py:120] use ChunkedPrefill mode",
    ],
    "mlc": [
        "[2026-12-04 05:00:01] INFO auto_device.py:79: Found device: cuda:0",
        "[2026-12-04 05:00:02] INFO engine_base.py:143: Using library model: /models/lib/Qwen2.5-7B-q4f16_1-cuda.so",
    ],
    "koboldcpp": [
        "***",
        "Welcome to KoboldCpp - Version 1.80",
        "Loading Text Model: /models/qwen2.5-7b-q4_k_m.gguf",
    ],
    "llamafile": [
        "note: if you have an AMD or NVIDIA GPU then you need to pass -ngl 9999 to enable GPU offloading",
        "llama_model_loader: loaded meta data with 29 key-value pairs and 339 tensors",
    ],
    "mii": [
        "[2026-12-04 05:00:01,001] [INFO] [real_accelerator.py:222:get_accelerator] Setting ds_accelerator to cuda "
        "(auto detect)",
        "[2026-12-04 05:00:05,001] [INFO] [server.py:38:__init__] Hostfile /job/hostfile not found, creating hostfile.",
    ],
    "fastchat": [
        "2026-12-04 05:00:01 | INFO | model_worker | Loading the model ['vicuna-7b-v1.5'] on worker 8c1a2f ...",
        "2026-12-04 05:00:09 | INFO | model_worker | Register to controller",
    ],
    "triton": [
        "I1204 05:00:01.000001 1 pinned_memory_manager.cc:277] Pinned memory pool is created at '0x7f0a00000000' "
        "with size 268435456",
        "I1204 05:00:01.000002 1 model_lifecycle.cc:472] loading: tensorrt_llm:1",
    ],
    "llama-cpp-python": [
        "llama_model_loader: loaded meta data with 29 key-value pairs and 339 tensors",
        "INFO:     Started server process [4121]",
        "INFO:     Waiting for application startup.",
    ],
    "llama-box": [
        "0.00.001.000 I arguments  : llama-box --host 0.0.0.0 --port 8080 -m /models/qwen2.5-7b-q4_k_m.gguf",
        "0.00.002.000 I version    : v0.0.150 (a1b2c3d)",
        "0.00.300.000 I srv                      load: loading model '/models/qwen2.5-7b-q4_k_m.gguf'",
    ],
    "ramalama": [
        "Downloading ollama://qwen2.5:7b ...",
        "serving on port 8080",
    ],
    "other": ["INFO starting the server", "INFO loading the model"],  # a wrapper with no start-up lines of its own
    "llama-swap": [
        "[INFO] llama-swap listening on http://:8080",
        "[INFO] <qwen-7b> Executing start command: /app/llama-server --port 5800 -m /models/qwen2.5-7b.gguf",
    ],
}


@dataclass(frozen=True)
class Template:
    server: str
    source: str  # the file in the server's repository that prints it
    want: str  # a label
    kind: str  # "fatal", "finding" or "healthy"
    lines: tuple[str, ...]
    first: int = 0  # which of the lines is the first fatal line


def T(server: str, source: str, want: str, kind: str, *lines: str, first: int = 0) -> Template:
    return Template(server, source, want, kind, lines, first)


V, S, L, G, OL, R, M = "vllm", "sglang", "llamacpp", "tgi", "ollama", "trtllm", "lmdeploy"
VE = "(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] "
VA = "(APIServer pid=4121) ERROR 12-04 05:01:03 [core_client.py:564] "
SE = "[2026-12-04 05:01:02 TP0] "
GE = "2026-12-04T05:01:02.001Z ERROR text_generation_launcher: "
GS = "2026-12-04T05:01:02.001Z ERROR shard-manager: text_generation_launcher: "
OE = "time=2026-12-04T05:01:02.000Z level=ERROR source=sched.go:734 msg="

TEMPLATES: tuple[Template, ...] = (
    # ---- vLLM ----
    T(V, "vllm/v1/core/kv_cache_utils.py", "cuda_oom", "fatal",
      VE + "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
      "when initializing the engine."),
    T(V, "vllm/v1/core/kv_cache_utils.py", "cuda_oom", "fatal",
      VE + "ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV "
      "cache is needed, which is larger than the available KV cache memory (9.47 GiB). Based on the available "
      "memory, the estimated maximum model length is 77584. Try increasing `gpu_memory_utilization` or "
      "decreasing `max_model_len` when initializing the engine."),
    T(V, "vllm/worker/worker.py (V0)", "cuda_oom", "fatal",
      "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be "
      "stored in KV cache (20512). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
      "initializing the engine."),
    T(V, "vllm/utils (MemorySnapshot) / v1/worker/gpu_worker.py", "cuda_oom", "fatal",
      VE + "ValueError: Free memory on device (20.1/79.19 GiB) on startup is less than desired GPU memory "
      "utilization (0.9, 71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other "
      "processes."),
    T(V, "vllm/v1/worker/gpu_worker.py (determine_available_memory)", "exited", "fatal",
      VE + "AssertionError: Error in memory profiling. Initial free memory 70.1 GiB, current free memory "
      "71.3 GiB. This happens when other processes sharing the same container release GPU memory while vLLM "
      "is profiling during initialization."),
    T(V, "torch (c10/cuda/CUDACachingAllocator.cpp) via vLLM", "cuda_oom", "fatal",
      VE + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.96 GiB. GPU 0 has a total capacity "
      "of 79.19 GiB of which 1.02 GiB is free."),
    T(V, "vllm/v1/engine/core.py", "exited", "fatal",
      VA + "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}"),
    T(V, "vllm/v1/engine/core_client.py", "exited", "fatal",
      VA + "Engine core proc EngineCore_DP0 died unexpectedly, shutting down client."),
    T(V, "vllm/v1/executor/multiproc_executor.py", "exited", "fatal",
      "(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [multiproc_executor.py:154] Worker proc VllmWorker-1 "
      "died unexpectedly, shutting down executor."),
    T(V, "vllm/v1/engine/exceptions.py", "exited", "fatal",
      VA + "vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) "
      "for the root cause."),
    T(V, "vllm/v1/executor/multiproc_executor.py", "hang", "fatal",
      VE + "TimeoutError: RPC call to sample_tokens timed out."),
    T(V, "vllm/model_executor/models/registry.py", "model_load_error", "fatal",
      VA + "ValueError: Model architectures ['FooForCausalLM'] are not supported for now. Supported "
      "architectures: dict_keys(['LlamaForCausalLM'])"),
    T(V, "vllm/model_executor/models/registry.py", "model_load_error", "fatal",
      VA + "ValueError: Model architectures ['Qwen3ForCausalLM'] failed to be inspected. Please check the logs "
      "for more details."),
    T(V, "vllm/transformers_utils/config.py", "model_load_error", "fatal",
      VA + "ValueError: Invalid repository ID or local directory specified: '/models/missing'. Please verify "
      "the following requirements:"),
    T(V, "vllm/transformers_utils/config.py", "model_load_error", "fatal",
      VA + "ValueError: No supported config format found in /models/empty-dir."),
    T(V, "vllm/model_executor/model_loader/default_loader.py", "model_load_error", "fatal",
      VE + "RuntimeError: Cannot find any model weights with `/models/llama-3.1-8b`"),
    T(V, "vllm/model_executor/layers/quantization/__init__.py", "model_load_error", "fatal",
      VA + "ValueError: Unknown quantization method: fp5. Must be one of ['awq', 'fp8', 'gptq']."),
    T(V, "transformers (configuration_auto.py) via vLLM", "model_load_error", "fatal",
      VA + "ValueError: The checkpoint you are trying to load has model type `qwen3_next` but Transformers "
      "does not recognize this architecture."),
    T(V, "huggingface_hub/utils/_http.py via vLLM", "model_load_error", "fatal",
      VA + "huggingface_hub.errors.GatedRepoError: 403 Client Error. Cannot access gated repo for url "
      "https://huggingface.co/meta-llama/Llama-3.1-8B/resolve/main/config.json."),
    T(V, "uvicorn (config.py) via vllm/entrypoints/launcher.py", "port_in_use", "fatal",
      "(APIServer pid=4121) ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): "
      "address already in use"),
    T(V, "vllm/entrypoints/openai/api_server.py (socket bind)", "port_in_use", "fatal",
      "(APIServer pid=4121) OSError: [Errno 98] Address already in use"),
    T(V, "vllm/entrypoints/openai/serving_engine.py", "context_length_exceeded", "finding",
      "(APIServer pid=4121) ERROR 12-04 05:02:00 [serving_chat.py:222] Error in preprocessing prompt inputs",
      "(APIServer pid=4121) ValueError: This model's maximum context length is 8192 tokens. However, you "
      "requested 9000 tokens (8000 in the messages, 1000 in the completion)."),
    T(V, "vllm/v1/engine/processor.py", "context_length_exceeded", "finding",
      "(APIServer pid=4121) ValueError: The decoder prompt (length 9001) is longer than the maximum model "
      "length of 8192. Make sure that `max_model_len` is no smaller than the number of text tokens."),
    T(V, "vllm/core/scheduler.py (V0)", "context_length_exceeded", "finding",
      "WARNING 12-04 05:02:00 [scheduler.py:1082] Input prompt (9001 tokens) is too long and exceeds limit of "
      "8192"),
    T(V, "vllm/distributed/device_communicators/shm_broadcast.py", "healthy", "healthy",
      "(EngineCore_DP0 pid=4260) INFO 12-04 05:03:00 [shm_broadcast.py:466] No available shared memory "
      "broadcast block found in 60 seconds. This typically happens when some processes are hanging or doing "
      "some time-consuming work (e.g. compilation)."),
    T(V, "vllm/v1/core/sched/scheduler.py (V0 preemption warning)", "kv_cache_preemption", "finding",
      "WARNING 12-04 05:03:00 [scheduler.py:1560] Sequence group 12 is preempted by PreemptionMode.RECOMPUTE "
      "mode because there is not enough KV cache space."),
    T(V, "torch/cuda/__init__.py via vLLM", "cuda_error", "fatal",
      VE + "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before "
      "calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was "
      "attempted on non supported HW"),
    T(V, "torch/cuda/__init__.py via vLLM", "cuda_error", "fatal",
      VE + "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, "
      "you must use the 'spawn' start method"),
    T(V, "torch/cuda/__init__.py via vLLM", "cuda_error", "fatal",
      "RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
      "installed a driver from http://www.nvidia.com/Download/index.aspx"),
    T(V, "vllm/entrypoints/cli (argparse)", "exited", "fatal",
      "usage: vllm serve [model_tag] [options]",
      "vllm serve: error: unrecognized arguments: --max-model-length 8192", first=1),
    T(V, "vllm/entrypoints/cli (argparse)", "exited", "fatal",
      "usage: vllm serve [model_tag] [options]",
      "vllm serve: error: argument --gpu-memory-utilization: invalid float value: 'high'", first=1),
    T(V, "uvicorn (server.py) via vllm/entrypoints/launcher.py (a user's ctrl-c)", "healthy", "healthy",
      "(APIServer pid=4121) INFO 12-04 05:09:00 [launcher.py:101] Shutting down FastAPI HTTP server.",
      "(APIServer pid=4121) INFO:     Shutting down", "(APIServer pid=4121) INFO:     Waiting for application "
      "shutdown.", "(APIServer pid=4121) INFO:     Application shutdown complete.",
      "(APIServer pid=4121) INFO:     Finished server process [4121]"),
    T(V, "torch/_inductor/utils.py via vLLM (warning)", "healthy", "healthy",
      "(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:40 [utils.py:1250] Not enough SMs to use "
      "max_autotune_gemm mode"),
    # ---- SGLang ----
    T(S, "python/sglang/srt/model_executor/model_runner.py", "cuda_oom", "fatal",
      SE + "RuntimeError: Not enough memory. Please try to increase --mem-fraction-static."),
    T(S, "python/sglang/srt/mem_cache/allocator.py / scheduler", "cuda_oom", "fatal",
      SE + "RuntimeError: Prefill out of memory. Try to lower your batch size."),
    T(S, "python/sglang/srt/model_executor/cuda_graph_runner.py", "cuda_oom", "fatal",
      SE + "Exception: Capture cuda graph failed: CUDA out of memory. Tried to allocate 2.00 GiB."),
    T(S, "python/sglang/srt/managers/scheduler.py", "kv_cache_retraction", "finding",
      SE + "Decode out of memory happened. #retracted_reqs: 3, #new_token_ratio: 0.5000 -> 0.7000"),
    T(S, "python/sglang/srt/managers/scheduler.py", "kv_cache_retraction", "finding",
      SE + "KV cache pool is full. Retract requests. #retracted_reqs: 1, #new_token_ratio: 0.4 -> 0.6"),
    T(S, "python/sglang/srt/managers/scheduler.py", "exited", "fatal",
      SE + "Scheduler hit an exception: Traceback (most recent call last):"),
    T(S, "python/sglang/srt/managers/detokenizer_manager.py", "exited", "fatal",
      "[2026-12-04 05:01:02] DetokenizerManager hit an exception: Traceback (most recent call last):"),
    T(S, "python/sglang/srt/entrypoints/engine.py", "exited", "fatal",
      "[2026-12-04 05:01:02] Received sigquit from a child process. It usually means the child failed."),
    T(S, "python/sglang/srt/managers/scheduler.py (watchdog)", "hang", "fatal",
      SE + "Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=False)"),
    T(S, "python/sglang/srt/entrypoints/engine.py", "exited", "fatal",
      "[2026-12-04 05:01:02] Rank 0 scheduler is dead. Please check if there are relevant logs."),
    T(S, "python/sglang/srt/entrypoints/http_server.py", "exited", "fatal",
      "[2026-12-04 05:01:02] Initialization failed. warmup error: Traceback (most recent call last):"),
    T(S, "python/sglang/srt/utils.py (get_available_gpu_memory)", "cuda_oom", "fatal",
      SE + "AssertionError: The memory capacity is unbalanced. Some GPUs may be occupied by other processes."),
    T(S, "python/sglang/srt/managers/tokenizer_manager.py", "context_length_exceeded", "finding",
      "[2026-12-04 05:02:00] Error in request: The input (9001 tokens) is longer than the model's context "
      "length (8192 tokens)."),
    T(S, "python/sglang/srt/managers/tokenizer_manager.py", "context_length_exceeded", "finding",
      "[2026-12-04 05:02:00] Error in request: Requested token count exceeds the model's maximum context "
      "length of 8192 tokens. You requested a total of 9100 tokens: 8100 tokens from the input messages and "
      "1000 tokens for the completion."),
    T(S, "uvicorn via python/sglang/srt/entrypoints/http_server.py", "port_in_use", "fatal",
      "ERROR:    [Errno 98] error while attempting to bind on address ('127.0.0.1', 30000): address already "
      "in use"),
    T(S, "python/sglang/srt/utils.py (kill_process_tree) after a failure", "exited", "fatal",
      SE + "Scheduler hit an exception: Traceback (most recent call last):", "Killed"),
    # ---- llama.cpp ----
    T(L, "tools/server/server.cpp", "port_in_use", "fatal",
      "main: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8080"),
    T(L, "src/llama-model-loader.cpp / src/llama.cpp", "model_load_error", "fatal",
      "gguf_init_from_file_impl: invalid magic characters: 'ver ', expected 'GGUF'",
      "llama_model_load: error loading model: llama_model_loader: failed to load model from /models/x.gguf"),
    T(L, "src/llama.cpp", "model_load_error", "fatal",
      "llama_model_load: error loading model: missing tensor 'blk.0.attn_q.weight'"),
    T(L, "src/llama-model.cpp", "model_load_error", "fatal",
      "llama_model_load: error loading model: error loading model architecture: unknown model architecture: "
      "'qwen3next'"),
    T(L, "tools/server/server.cpp", "model_load_error", "fatal",
      "srv    load_model: failed to load model, '/models/missing.gguf'",
      "srv   operator(): operator(): cleaning up before exit...",
      "main: exiting due to model loading error"),
    T(L, "src/llama-context.cpp", "cuda_oom", "fatal",
      "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 8192.00 MiB on device 0: cudaMalloc failed: "
      "out of memory",
      "ggml_gallocr_reserve_n: failed to allocate CUDA0 buffer of size 8589934592",
      "graph_reserve: failed to allocate compute buffers",
      "llama_init_from_model: failed to initialize the context: failed to allocate compute pp buffers"),
    T(L, "src/llama-context.cpp", "cuda_oom", "fatal",
      "llama_init_from_model: failed to initialize the context: failed to allocate compute pp buffers"),
    T(L, "src/llama-kv-cache.cpp", "cuda_oom", "fatal",
      "llama_kv_cache: failed to allocate buffer for kv cache",
      "llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu", "cuda_oom", "fatal",
      "CUDA error: out of memory",
      "  current device: 0, in function ggml_backend_cuda_buffer_set_tensor at ggml-cuda.cu:586",
      "  cudaMemcpyAsyncReserve(...)",
      "/src/ggml/src/ggml-cuda/ggml-cuda.cu:84: CUDA error"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu", "cuda_illegal_memory_access", "fatal",
      "CUDA error: an illegal memory access was encountered",
      "  current device: 0, in function ggml_backend_cuda_synchronize at ggml-cuda.cu:2521",
      "/src/ggml/src/ggml-cuda/ggml-cuda.cu:84: CUDA error"),
    T(L, "ggml/src/ggml.c (GGML_ASSERT)", "fatal_signal", "fatal",
      "/src/ggml/src/ggml.c:2101: GGML_ASSERT(ggml_nelements(a) == ne0*ne1) failed",
      "ggml_print_backtrace: failed to attach gdb"),
    T(L, "ggml/src/ggml.c (GGML_ABORT)", "fatal_signal", "fatal",
      "/src/ggml/src/ggml-backend.cpp:1612: fatal error", "Aborted (core dumped)"),
    T(L, "common/arg.cpp", "exited", "fatal",
      'error while handling argument "--ctx-size": stoi', "usage:"),
    T(L, "common/arg.cpp", "exited", "fatal",
      "error: invalid argument: --flash-attn-x"),
    T(L, "tools/server/server-context.cpp (send_error)", "context_length_exceeded", "finding",
      "srv    send_error: task id = 12, error: the request exceeds the available context size, try increasing "
      "it"),
    T(L, "tools/server/server-context.cpp", "kv_cache_full", "finding",
      "slot update_slots: id  0 | task 12 | failed to find free space in the KV cache, retrying with smaller "
      "batch size"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu (pinned host memory warning)", "healthy", "healthy",
      "ggml_cuda_host_malloc: failed to allocate 1024.00 MiB of pinned memory: out of memory"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu (no GPU, CPU fallback)", "healthy", "healthy",
      "ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected"),
    T(L, "src/llama-context.cpp (info)", "healthy", "healthy",
      "llama_context: n_ctx_per_seq (4096) < n_ctx_train (131072) -- the full capacity of the model will not "
      "be utilized"),
    T(L, "src/llama-vocab.cpp (warning)", "healthy", "healthy",
      "load: special_eos_id is not in special_eog_ids - the tokenizer config may be incorrect"),
    T(L, "tools/server/server.cpp (a user's ctrl-c)", "healthy", "healthy",
      "srv    operator(): operator(): cleaning up before exit...", "main: exiting on signal 2"),
    # ---- TGI ----
    T(G, "launcher/src/main.rs (shard_manager)", "model_load_error", "fatal",
      GE + "Shard 0 failed to start", "2026-12-04T05:01:02.002Z  INFO text_generation_launcher: Shutting down shards",
      "Error: ShardCannotStart"),
    T(G, "launcher/src/main.rs (download)", "model_load_error", "fatal",
      GE + "Download encountered an error: ", "Error: DownloadError"),
    T(G, "launcher/src/main.rs (LauncherError::DownloadError)", "model_load_error", "fatal",
      "Error: DownloadError"),
    T(G, "launcher/src/main.rs (shard crashed)", "exited", "fatal",
      GE + "Shard 1 crashed", "Error: ShardFailed", first=0),
    T(G, "launcher/src/main.rs (webserver crashed)", "exited", "fatal",
      GE + "Webserver Crashed", "2026-12-04T05:01:02.002Z  INFO text_generation_launcher: Shutting down shards",
      "Error: WebserverFailed"),
    T(G, "launcher/src/main.rs (LauncherError::WebserverCannotStart)", "exited", "fatal",
      GE + "Failed to start webserver: Permission denied (os error 13)", "Error: WebserverCannotStart"),
    T(G, "launcher/src/main.rs (LauncherError::ArgumentValidation)", "exited", "fatal",
      'Error: ArgumentValidation("`max_input_tokens` must be < `max_total_tokens`")'),
    T(G, "launcher/src/main.rs (LauncherError::NotEnoughCUDADevices)", "exited", "fatal",
      'Error: NotEnoughCUDADevices("`sharded` is true but `num_shard` <= 1")'),
    T(G, "launcher/src/main.rs (shard signaled)", "fatal_signal", "fatal",
      GS + "Shard process was signaled to shutdown with signal 11 rank=0"),
    T(G, "launcher/src/main.rs (shard signaled)", "killed_oom_host", "fatal",
      GS + "Shard process was signaled to shutdown with signal 9 rank=0"),
    T(G, "server/text_generation_server/models/flash_causal_lm.py (warmup)", "cuda_oom", "fatal",
      "2026-12-04T05:01:02.001Z ERROR warmup{max_input_length=4095}: text_generation_router_v3::client: "
      "backends/v3/src/client/mod.rs:45: Server error: Not enough memory to handle 16000 prefill tokens. You "
      "need to decrease `--max-batch-prefill-tokens`"),
    T(G, "backends/v3/src/lib.rs (V3Error::NotEnoughMemory)", "cuda_oom", "fatal",
      "Error: Backend(NotEnoughMemory(4096))"),
    T(G, "server/text_generation_server/server.py (serve_inner)", "model_load_error", "fatal",
      GS + "Error when initializing model", "Traceback (most recent call last):"),
    T(G, "router/src/validation.rs", "context_length_exceeded", "finding",
      "2026-12-04T05:02:00.001Z ERROR compat_generate{default_return_full_text=true}: text_generation_router::"
      "infer: router/src/infer/mod.rs:126: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 4000 "
      "`inputs` tokens and 200 `max_new_tokens`"),
    T(G, "router/src/validation.rs", "context_length_exceeded", "finding",
      "2026-12-04T05:02:00.001Z ERROR generate{parameters=..}: text_generation_router::infer: "
      "router/src/infer/mod.rs:126: `inputs` must have less than 4095 tokens. Given: 5012"),
    T(G, "launcher/src/main.rs (Ctrl-C, healthy shutdown)", "healthy", "healthy",
      "2026-12-04T05:09:00.000Z  INFO text_generation_launcher: Terminating webserver",
      "2026-12-04T05:09:00.100Z  INFO text_generation_launcher: Waiting for webserver to gracefully shutdown",
      "2026-12-04T05:09:00.300Z  INFO text_generation_launcher: webserver terminated",
      "2026-12-04T05:09:00.400Z  INFO text_generation_launcher: Shutting down shards",
      "2026-12-04T05:09:00.700Z  INFO shard-manager: text_generation_launcher: Shard terminated rank=0"),
    T(G, "router/src/server.rs (a request that timed out, healthy router)", "healthy", "healthy",
      "2026-12-04T05:03:00.001Z  WARN text_generation_router::server: router/src/server.rs:1101: "
      "Client disconnected, request aborted"),
    # ---- ollama ----
    T(OL, "server/sched.go + llm/server.go", "killed_oom_host", "fatal",
      OE + '"error loading llama server" error="llama runner process has terminated: signal: killed"'),
    T(OL, "server/sched.go + llm/server.go", "model_load_error", "fatal",
      OE + '"error loading llama server" error="llama runner process has terminated: exit status 2"'),
    T(OL, "server/sched.go + llm/llama_server.go (newer wording)", "model_load_error", "fatal",
      OE + '"error loading llama server" error="llama-server process has terminated: exit status 1"'),
    T(OL, "llm/server.go (load timeout)", "hang", "fatal",
      OE + '"error loading llama server" error="timed out waiting for llama runner to start - progress 0.00 - "'),
    T(OL, "llm/llama_server.go (startup OOM)", "cuda_oom", "fatal",
      OE + '"error loading llama server" error="llama-server reported out-of-memory during startup: cudaMalloc '
      'failed: out of memory"'),
    T(OL, "llm/server.go (runner gone)", "exited", "fatal",
      'time=2026-12-04T05:01:02.000Z level=WARN source=server.go:601 msg="llama runner process no longer '
      'running" sys=2 string="exit status 2"'),
    T(OL, "cmd/cmd.go (serve)", "port_in_use", "fatal",
      "Error: listen tcp 127.0.0.1:11434: bind: address already in use"),
    T(OL, "Go runtime (runner panic)", "fatal_signal", "fatal",
      "panic: runtime error: invalid memory address or nil pointer dereference",
      "[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x55d2c1]", first=0),
    T(OL, "Go runtime (runner panic) + llm/server.go", "exited", "fatal",
      "panic: runtime error: index out of range [3] with length 3", "", "goroutine 42 [running]:",
      "github.com/ollama/ollama/runner/ollamarunner.(*Server).run(0xc000)",
      "\t/go/src/runner/ollamarunner/runner.go:357 +0x4b"),
    T(OL, "Go runtime", "fatal_signal", "fatal",
      "fatal error: concurrent map writes", "", "goroutine 7 [running]:"),
    T(OL, "llm/server.go (healthy retry of a GPU layout)", "healthy", "healthy",
      'time=2026-12-04T05:00:04.000Z level=WARN source=server.go:166 msg="gpu VRAM usage didn\'t recover '
      'within timeout" seconds=5.1'),
    # ---- TensorRT-LLM ----
    T(R, "cpp/include/tensorrt_llm/common/cudaUtils.h", "cuda_oom", "fatal",
      "[TensorRT-LLM][ERROR] CUDA runtime error in ::cudaMallocAsync(ptr, n, mMemPool->getPool(), "
      "mCudaStream->get()): out of memory (/src/cpp/tensorrt_llm/runtime/tllmBuffers.h:125)"),
    # (fatal_signal until round 43, whose two TensorRT-LLM assertion logs both readers of each read as a reported
    # failure: TLLM_CHECK throws a TllmException, it does not abort)
    T(R, "cpp/include/tensorrt_llm/common/assert.h", "exited", "fatal",
      "[TensorRT-LLM][ERROR] Assertion failed: Must set crossKvCacheFraction for encoder-decoder model "
      "(/src/cpp/tensorrt_llm/batch_manager/trtGptModelInflightBatching.cpp:211)"),
    T(R, "OpenMPI (mpirun) around trtllm-serve", "killed_oom_host", "fatal",
      "mpirun noticed that process rank 0 with PID 0 on node gpu-01 exited on signal 9 (Killed)."),
    T(R, "OpenMPI (MPI_Abort) around trtllm-serve", "exited", "fatal",
      "MPI_ABORT was invoked on rank 0 in communicator MPI_COMM_WORLD", "with errorcode 1."),
    T(R, "tensorrt_llm/executor/proxy.py (worker died)", "exited", "fatal",
      "[12/04/2026-05:01:02] [TRT-LLM] [E] Executor worker died unexpectedly"),
    # ---- lmdeploy ----
    T(M, "src/turbomind/utils/logger.h (FT_CHECK)", "fatal_signal", "fatal",
      "[TM][FATAL] models/llama/LlamaBatch.cc(912): Check failed: r->session.start_flag Mismatch "),
    T(M, "lmdeploy/pytorch/engine/executor/base.py", "cuda_oom", "fatal",
      "2026-12-04 05:01:02,001 - lmdeploy - ERROR - engine.py:1101 - RuntimeError: No enough gpu memory for "
      "runtime."),
    T(M, "lmdeploy/pytorch/engine/executor/base.py (it shrinks the prefill and goes on)", "healthy", "healthy",
      "2026-12-04 05:00:12,001 - lmdeploy - WARNING - base.py:402 - No enough memory. Update "
      "max_prefill_token_num=4096"),
    T(M, "lmdeploy/serve/core/async_engine.py", "context_length_exceeded", "finding",
      "2026-12-04 05:02:00,001 - lmdeploy - ERROR - async_engine.py:640 - RequestError: Input length (9000) "
      "must be smaller than the model context length (8192)."),
    T(M, "lmdeploy/serve/core/exceptions.py", "context_length_exceeded", "finding",
      "2026-12-04 05:02:00,001 - lmdeploy - ERROR - api_server.py:412 - context_length_exceeded: The request "
      "exceeds the model context length."),
)  # fmt: skip


# Second batch, read after the first round of fixes and measured before any rule for it (see the results file).
TEMPLATES_2: tuple[Template, ...] = (
    T(V, "vllm/entrypoints/openai/api_server.py (V0 engine process)", "exited", "fatal",
      "RuntimeError: Engine process failed to start. See stack trace for the root cause."),
    T(V, "torch/cuda/__init__.py via vLLM (driver too old)", "cuda_error", "fatal",
      VE + "RuntimeError: The NVIDIA driver on your system is too old (found version 11080). Please update your "
      "GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/"
      "index.aspx"),
    T(V, "torch (c10/cuda) via vLLM", "cuda_error", "fatal",
      VE + "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable"),
    T(V, "uvicorn (protocols/http) via vLLM: a request handler failed, the server goes on", "healthy", "healthy",
      "(APIServer pid=4121) ERROR:    Exception in ASGI application", "Traceback (most recent call last):",
      '  File "/usr/lib/python3/site-packages/starlette/routing.py", line 74, in app',
      "    await response(scope, receive, send)",
      "ValueError: Expected a list of messages", "(APIServer pid=4121) INFO:     127.0.0.1:50412 - "
      '"POST /v1/chat/completions HTTP/1.1" 500 Internal Server Error'),
    T(S, "python/sglang/srt/model_executor/cuda_graph_runner.py", "cuda_error", "fatal",
      SE + "Exception: Capture cuda graph failed: CUDA error: operation not permitted when stream is capturing"),
    T(S, "python/sglang/srt/managers/scheduler.py (a request's error, server goes on)", "healthy", "healthy",
      "[2026-12-04 05:02:00] INFO:     127.0.0.1:51234 - \"POST /generate HTTP/1.1\" 400 Bad Request"),
    T(L, "tools/server/server.cpp (speculative draft)", "model_load_error", "fatal",
      "srv    load_model: failed to load draft model, '/models/qwen2.5-0.5b-q8_0.gguf'"),
    T(L, "ggml/src/ggml-vulkan/ggml-vulkan.cpp", "cuda_oom", "fatal",
      "ggml_vulkan: Device memory allocation of size 4294967296 failed.",
      "ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory"),
    T(L, "ggml/src/ggml-metal/ggml-metal.m", "cuda_oom", "fatal",
      "ggml_metal_graph_compute: command buffer 0 failed with status 5",
      "error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu (HIP build)", "cuda_error", "fatal",
      "ROCm error: unspecified launch failure",
      "  current device: 0, in function ggml_cuda_op_mul_mat at ggml-cuda.cu:1636",
      "/src/ggml/src/ggml-cuda/ggml-cuda.cu:88: ROCm error"),
    T(L, "tools/server/server.cpp (a rejected request, server goes on)", "healthy", "healthy",
      "srv  log_server_r: request: POST /completion 127.0.0.1 400"),
    T(G, "server/text_generation_server/utils/weights.py", "model_load_error", "fatal",
      "RuntimeError: weight model.layers.0.self_attn.q_proj.weight does not exist", " rank=0",
      GE + "Shard 0 failed to start"),
    T(G, "server/text_generation_server/models/__init__.py", "model_load_error", "fatal",
      "NotImplementedError: sharded is not supported for this model", " rank=0", GE + "Shard 0 failed to start"),
    T(G, "server/text_generation_server/models/__init__.py", "model_load_error", "fatal",
      "ValueError: Unsupported model type gemma7", " rank=0", GE + "Shard 0 failed to start"),
    T(G, "router/src/server.rs (no fast tokenizer: a warning)", "healthy", "healthy",
      "2026-12-04T05:00:11.000Z  WARN text_generation_router::server: router/src/server.rs:1641: Could not find "
      "a fast tokenizer implementation for /data/model"),
    T(OL, "llm/llama_server.go (reaper)", "exited", "fatal",
      'time=2026-12-04T05:01:02.000Z level=ERROR source=server.go:1023 msg="llama-server terminated" '
      'error="exit status 1" exit=1'),
    T(OL, "llm/server.go (runner load failure, client error)", "cuda_oom", "fatal",
      'time=2026-12-04T05:01:02.000Z level=ERROR source=sched.go:734 msg="error loading llama server" '
      'error="llama runner process has terminated: error loading model: unable to allocate CUDA0 buffer"'),
    T(OL, "llm/status.go (ROCm prefix)", "cuda_oom", "fatal",
      "ROCm error: out of memory", "  current device: 0, in function alloc at ggml-cuda.cu:420"),
    T(R, "cpp/include/tensorrt_llm/common/cudaUtils.h", "cuda_illegal_memory_access", "fatal",
      "RuntimeError: [TensorRT-LLM][ERROR] CUDA runtime error in cudaStreamSynchronize(stream): an illegal "
      "memory access was encountered (/src/cpp/tensorrt_llm/runtime/cudaStream.h:78)"),
    T(M, "src/turbomind/utils/cuda_utils.h", "cuda_oom", "fatal",
      "[TM][ERROR] CUDA runtime error: out of memory /lmdeploy/src/turbomind/utils/allocator.h:231"),
)  # fmt: skip


# Third batch: healthy lines with alarming words that the servers print while they work, read in the same sources
# (start-up sizing, fallbacks, optional imports, mlock, timing); each must stay healthy. Measured before any change.
TEMPLATES_3: tuple[Template, ...] = (
    T(V, "vllm/config (swap space warning)", "healthy", "healthy",
      "WARNING 12-04 05:00:03 [config.py:1480] Possibly too large swap space. 4.00 GiB out of the 7.50 GiB total "
      "CPU memory is allocated for the swap space."),
    T(V, "vllm/model_executor/layers/quantization (fp8 on an older GPU)", "healthy", "healthy",
      "WARNING 12-04 05:00:20 [marlin_utils_fp8.py:54] Your GPU does not have native support for FP8 computation "
      "but FP8 quantization is being used. Weight-only FP8 compression will be used leveraging the Marlin kernel."),
    T(V, "vllm/v1/core/kv_cache_utils.py (sizing info)", "healthy", "healthy",
      "(EngineCore_DP0 pid=4260) INFO 12-04 05:00:40 [kv_cache_utils.py:1087] GPU KV cache size: 412,416 tokens",
      "(EngineCore_DP0 pid=4260) INFO 12-04 05:00:40 [kv_cache_utils.py:1091] Maximum concurrency for 8,192 "
      "tokens per request: 50.34x"),
    T(V, "vllm/v1/worker/gpu_model_runner.py (cuda graphs)", "healthy", "healthy",
      "(EngineCore_DP0 pid=4260) INFO 12-04 05:00:52 [gpu_model_runner.py:3480] Graph capturing finished in 11 "
      "secs, took 0.62 GiB"),
    T(S, "python/sglang/srt/models/registry.py (optional model import)", "healthy", "healthy",
      "[2026-12-04 05:00:05] Ignore import error when loading sglang.srt.models.mllama4: No module named "
      "'transformers.models.llama4'"),
    T(S, "python/sglang/srt/model_executor/model_runner.py (memory pool)", "healthy", "healthy",
      SE + "KV Cache is allocated. #tokens: 402361, K size: 24.56 GB, V size: 24.56 GB",
      SE + "Memory pool end. avail mem=11.21 GB"),
    T(S, "python/sglang/srt/entrypoints/http_server.py", "healthy", "healthy",
      "[2026-12-04 05:01:00] The server is fired up and ready to roll!"),
    T(L, "src/llama-mmap.cpp (mlock warning)", "healthy", "healthy",
      "warning: failed to mlock 1073741824-byte buffer (after previously locking 0 bytes): Cannot allocate memory",
      "Try increasing RLIMIT_MEMLOCK ('ulimit -l' as root)."),
    T(L, "src/llama-context.cpp / tools/server (timing and idle)", "healthy", "healthy",
      "llama_kv_cache:      CUDA0 KV buffer size =   448.00 MiB",
      "slot print_timing: id  0 | task 0 | prompt eval time =      21.95 ms /    12 tokens",
      "srv  update_slots: all slots are idle"),
    T(L, "common/common.cpp (warmup)", "healthy", "healthy",
      "common_init_from_params: warming up the model with an empty run - please wait ... (--no-warmup to disable)"),
    T(G, "server/text_generation_server/models/__init__.py (optional flash attention)", "healthy", "healthy",
      "2026-12-04T05:00:05.000Z  WARN text_generation_launcher: Could not import Flash Attention enabled models: "
      "CUDA is not available"),
    T(G, "launcher/src/main.rs (defaults)", "healthy", "healthy",
      "2026-12-04T05:00:01.200Z  INFO text_generation_launcher: Default `max_batch_prefill_tokens` to 4096"),
    T(OL, "llm/server.go, api/types.go", "healthy", "healthy",
      'time=2026-12-04T05:00:06.000Z level=WARN source=types.go:654 msg="invalid option provided" option=tfs_z',
      'time=2026-12-04T05:00:08.000Z level=INFO source=server.go:1289 msg="llama runner started in 4.02 seconds"'),
    T(R, "cpp/tensorrt_llm/batch_manager (kv cache sizing)", "healthy", "healthy",
      "[TensorRT-LLM][INFO] Memory usage when calculating max tokens in paged kv cache: total: 79.10 GiB, "
      "available: 20.11 GiB",
      "[TensorRT-LLM][WARNING] Fix optionalParams : KV cache reuse disabled because model was not built with "
      "paged context FMHA support"),
    T(M, "src/turbomind/triton_backend (defaults)", "healthy", "healthy",
      "[TM][WARNING] [LlamaTritonModel] `max_context_token_num` is not set, default to 8192."),
)  # fmt: skip


# Fourth batch: fatal wording of the runtimes under the servers (torch's allocators and CUDA set-up, the NVIDIA
# container toolkit and driver, the C++ runtime on macOS, the kernel driver's Xid), measured before any change.
TEMPLATES_4: tuple[Template, ...] = (
    T(V, "c10/core/impl/alloc_cpu.cpp (torch) via vLLM: host RAM", "killed_oom_host", "fatal",
      VE + "RuntimeError: [enforce fail at alloc_cpu.cpp:117] data. DefaultCPUAllocator: not enough memory: you "
      "tried to allocate 4294967296 bytes."),
    T(S, "Python's errno 12 (ENOMEM) via SGLang", "killed_oom_host", "fatal",
      SE + "OSError: [Errno 12] Cannot allocate memory"),
    T(OL, "Go runtime (runner out of host memory)", "killed_oom_host", "fatal",
      "fatal error: runtime: out of memory", "", "runtime stack:"),
    T(V, "torch/cuda/__init__.py via vLLM (CUDA unknown error)", "cuda_error", "fatal",
      VE + "RuntimeError: CUDA unknown error - this may be due to an incorrectly set up environment, e.g. changing "
      "env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero."),
    T(V, "nvidia-container-toolkit (docker run --gpus) around vLLM", "cuda_error", "fatal",
      "docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
      "runtime create failed: runc create failed: unable to start container process: error during container init: "
      "error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'",
      "nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown."),  # round 69: the hook's
    # failure opens what its message names (heldout262's 26213, both readers; heldout102's 10215)
    T(S, "docker (no GPU runtime) around SGLang", "cuda_error", "fatal",
      'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].'),
    T(L, "NVML via llama.cpp / nvidia-smi", "cuda_error", "fatal",
      "Failed to initialize NVML: Driver/library version mismatch", "NVML library version: 570.133"),
    T(L, "libc++abi (macOS) via llama-server", "fatal_signal", "fatal",
      "libc++abi: terminating due to uncaught exception of type std::runtime_error: failed to open model file",
      "zsh: abort      ./llama-server -m model.gguf"),
    T(V, "NVIDIA kernel driver (dmesg) next to vLLM", "cuda_error", "fatal",
      "[ 8123.456789] NVRM: Xid (PCI:0000:3b:00): 79, pid=4260, GPU has fallen off the bus."),
    T(S, "NVIDIA kernel driver (dmesg) next to SGLang", "cuda_error", "fatal",
      "[ 9321.000001] NVRM: GPU at PCI:0000:ca:00: GPU-4f5c... has fallen off the bus.",
      "[ 9321.000050] NVRM: A GPU crash dump has been created."),
)  # fmt: skip


# Fifth batch: build and library failures at run time (Triton's JIT launcher build, a missing CUDA library, the
# FasterTransformer-style assertion that older TurboMind prints), measured before any change.
TEMPLATES_5: tuple[Template, ...] = (
    T(V, "triton/runtime/build.py via vLLM (no C compiler)", "triton_error", "fatal",
      VE + "RuntimeError: Failed to find C compiler. Please specify via CC environment variable."),
    T(S, "triton/runtime/build.py via SGLang (no Python headers)", "triton_error", "fatal",
      "/tmp/tmpq1w2e3/cuda_utils.c:6:10: fatal error: Python.h: No such file or directory",
      "compilation terminated.",
      SE + "subprocess.CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmpq1w2e3/cuda_utils.c', '-O3', "
      "'-shared', '-fPIC', '-o', '/tmp/tmpq1w2e3/cuda_utils.so']' returned non-zero exit status 1."),
    T(V, "the dynamic loader via vLLM (no driver library)", "cuda_error", "fatal",
      VA + "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory"),
    # (relabelled in round 28: TurboMind's myAssert throws std::runtime_error, which pybind11 raises into Python as
    # this RuntimeError; nothing aborts, so the exception is the death, exited, as a collector read TensorRT-LLM's)
    T(M, "src/turbomind/utils (older FT-style assertion)", "exited", "fatal",
      "RuntimeError: [TM][ERROR] Assertion fail: /lmdeploy/src/turbomind/kernels/decoder_masked_mha.cu:87"),
)  # fmt: skip


# Sixth batch: libraries and schedulers around the servers (tokenizers, transformers' tokenizer registry, torch's
# c10d store, Slurm, systemd), measured before any change.
TEMPLATES_6: tuple[Template, ...] = (
    T(V, "tokenizers (serde of tokenizer.json) via vLLM", "model_load_error", "fatal",
      VA + "Exception: data did not match any variant of untagged enum ModelWrapper at line 1251003 column 3"),
    T(S, "transformers/models/auto/tokenization_auto.py via SGLang", "model_load_error", "fatal",
      "[2026-12-04 05:00:30] ValueError: Tokenizer class Qwen3Tokenizer does not exist or is not currently "
      "imported."),
    T(V, "torch/distributed/rendezvous (c10d store) via vLLM", "hang", "fatal",
      "(VllmWorker rank=1 pid=4301) torch.distributed.DistStoreError: Timed out after 601 seconds waiting for "
      "clients. 1/2 clients joined."),
    T(L, "Slurm srun around llama-server", "killed_oom_host", "fatal",
      "srun: error: gpu-07: task 0: Killed",
      "srun: Terminating StepId=4242.0"),
    T(OL, "systemd around ollama", "exited", "fatal",
      "Dec 04 05:01:02 host systemd[1]: ollama.service: Main process exited, code=exited, status=1/FAILURE",
      "Dec 04 05:01:02 host systemd[1]: ollama.service: Failed with result 'exit-code'."),
)  # fmt: skip


# Seventh batch (source pass 2): messages not in the batches above, read in the servers' sources: start-up config
# and parallelism rejections, quantization and dtype gates, tokenizer and remote-code loads, distributed init
# (the c10d store's port, the NCCL watchdog's collective timeout), CUDA-graph capture, speculative decoding (a
# draft whose vocabulary does not match the target), launchers that cannot find their own binaries, and
# watchdogs; and 24 lines the servers print while they go on serving (health checks failing once, retries,
# deprecations, fallbacks, rejected requests, a full KV cache), each of which must stay free of a fatal event.
# Measured before any rule for it: batch 7: 45/65 right before rules (see the results file).
TEMPLATES_7: tuple[Template, ...] = (
    # ---- vLLM: fatal ----
    T(V, "vllm/config/model.py (verify_with_parallel_config)", "model_load_error", "fatal",
      VA + "ValueError: Total number of attention heads (40) must be divisible by tensor parallel size (3)."),
    T(V, "vllm/platforms/cuda.py (dtype check)", "exited", "fatal",  # (model_load_error until round 65)
      VE + "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 "
      "GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, "
      "for example: --dtype=half."),
    T(V, "vllm/config/vllm.py (quantization capability gate)", "model_load_error", "fatal",
      VA + "ValueError: The quantization method awq is not supported for the current GPU. Minimum capability: 75. "
      "Current capability: 70."),
    T(V, "vllm/config/model.py (_verify_quantization)", "model_load_error", "fatal",
      VA + "ValueError: Quantization method specified in the model config (gptq) does not match the quantization "
      "method specified in the `quantization` argument (awq)."),
    T(V, "vllm/transformers_utils/tokenizer.py", "model_load_error", "fatal",
      VA + "RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not yet available in "
      "the HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
      "`--trust-remote-code` flag in the CLI."),
    T(V, "transformers (dynamic_module_utils.py) via vLLM", "model_load_error", "fatal",
      VA + "ValueError: The repository for /models/custom-arch contains custom code which must be executed to "
      "correctly load the model. You can inspect the repository content at /models/custom-arch. Please pass the "
      "argument `trust_remote_code=True` to allow custom code to be run."),
    T(V, "huggingface_hub (file_download.py) via vLLM, offline", "model_load_error", "fatal",
      VA + "huggingface_hub.errors.LocalEntryNotFoundError: Cannot find the requested files in the disk cache and "
      "outgoing traffic has been disabled. To enable hf.co look-ups and downloads online, set 'local_files_only' "
      "to False."),
    T(V, "vllm/v1/executor/ray_utils.py (placement group)", "exited", "fatal",
      VA + "ValueError: The number of required GPUs exceeds the total number of available GPUs in the placement "
      "group."),
    T(V, "torch c10d (TCPStore, socket.cpp) via vLLM's distributed init", "port_in_use", "fatal",
      "(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [multiproc_executor.py:743] "
      "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. "
      "port: 29500, useIpv6: false, code: -98, name: EADDRINUSE, message: address already in use"),
    T(V, "torch (ProcessGroupNCCL.cpp watchdog) via vLLM", "nccl_error", "fatal",
      "[rank1]:[E1204 05:11:02.123456789 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught collective operation "
      "timeout: WorkNCCL(SeqNum=2041, OpType=ALLREDUCE, NumelIn=8192, NumelOut=8192, Timeout(ms)=600000) ran for "
      "600043 milliseconds before timing out."),
    T(V, "vllm/v1/executor/multiproc_executor.py (WorkerProc)", "exited", "fatal",
      "(Worker_TP1 pid=4302) ERROR 12-04 05:01:02 [multiproc_executor.py:597] WorkerProc failed to start.",
      "(Worker_TP1 pid=4302) ERROR 12-04 05:01:02 [multiproc_executor.py:597] Traceback (most recent call last):"),
    T(V, "torch (CUDA stream capture) via vLLM's CUDA-graph capture", "cuda_error", "fatal",
      VE + "RuntimeError: CUDA error: operation failed due to a previous error during capture"),
    # ---- vLLM: healthy and findings ----
    T(V, "vllm/config/scheduler.py (info)", "healthy", "healthy",
      "(APIServer pid=4121) INFO 12-04 05:00:05 [scheduler.py:205] Chunked prefill is enabled with "
      "max_num_batched_tokens=2048."),
    T(V, "vllm/v1/executor/ray_utils.py (waiting for the placement group)", "healthy", "healthy",
      "(APIServer pid=4121) INFO 12-04 05:00:20 [ray_utils.py:310] Waiting for creating a placement group of specs "
      "for 10 seconds. specs=[{'GPU': 1.0, 'node:10.0.0.2': 0.001}, {'GPU': 1.0}]. Check `ray status` and `ray list "
      "nodes` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same "
      "as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node."),
    T(V, "vllm/entrypoints/openai/serving_engine.py (a rejected request, server goes on)", "healthy", "healthy",
      "(APIServer pid=4121) ERROR 12-04 05:02:00 [serving_chat.py:257] Error in preprocessing prompt inputs",
      "(APIServer pid=4121) ValueError: max_tokens must be at least 1, got 0.",
      "(APIServer pid=4121) INFO:     127.0.0.1:50412 - \"POST /v1/chat/completions HTTP/1.1\" 400 Bad Request"),
    T(V, "vllm/v1/engine/async_llm.py (client went away)", "healthy", "healthy",
      "(APIServer pid=4121) INFO 12-04 05:02:00 [async_llm.py:437] Request chatcmpl-8d1c0f3a aborted."),
    T(V, "vllm/v1/metrics/loggers.py (a full KV cache is a figure, not a failure)", "healthy", "healthy",
      "(APIServer pid=4121) INFO 12-04 05:03:00 [loggers.py:123] Engine 000: Avg prompt throughput: 0.0 tokens/s, "
      "Avg generation throughput: 1523.4 tokens/s, Running: 64 reqs, Waiting: 37 reqs, GPU KV cache usage: 100.0%, "
      "Prefix cache hit rate: 0.0%"),
    T(V, "vllm/engine/arg_utils.py (deprecation)", "healthy", "healthy",
      "(APIServer pid=4121) WARNING 12-04 05:00:03 [arg_utils.py:1130] `--disable-log-requests` is deprecated and "
      "will be removed in v0.12. Use `--enable-log-requests` instead."),
    # ---- SGLang ----
    T(S, "python/sglang/srt/entrypoints/http_server.py (health check: no answer, again)", "hang", "fatal",
      "[2026-12-04 05:05:21] Health check failed. Server couldn't get a response from detokenizer for last 20 "
      "seconds. tic start time: 05:05:01. last_heartbeat time: 05:03:12",
      "[2026-12-04 05:05:22] INFO:     127.0.0.1:40110 - \"GET /health HTTP/1.1\" 503 Service Unavailable",
      "[2026-12-04 05:05:42] Health check failed. Server couldn't get a response from detokenizer for last 20 "
      "seconds. tic start time: 05:05:22. last_heartbeat time: 05:03:12"),
    T(S, "python/sglang/srt/entrypoints/http_server.py (health check failed once, then recovered)", "healthy",
      "healthy",
      "[2026-12-04 05:05:21] Health check failed. Server couldn't get a response from detokenizer for last 20 "
      "seconds. tic start time: 05:05:01. last_heartbeat time: 05:04:58",
      SE + "Decode batch. #running-req: 12, #token: 40210, token usage: 0.41, cuda graph: True, gen throughput "
      "(token/s): 1410.22, #queue-req: 0",
      "[2026-12-04 05:05:31] INFO:     127.0.0.1:40110 - \"GET /health HTTP/1.1\" 200 OK"),
    T(S, "python/sglang/srt/layers/sampler.py (NaN detection: replaced, goes on)", "healthy", "healthy",
      SE + "Detected errors during sampling! NaN in the logits."),
    T(S, "torch c10d via python/sglang/srt/model_executor/model_runner.py (dist init port)", "port_in_use", "fatal",
      SE + "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network "
      "address. port: 30001, useIpv6: false, code: -98, name: EADDRINUSE, message: address already in use"),
    T(S, "torch (ProcessGroupNCCL.cpp watchdog) via SGLang TP ranks", "nccl_error", "fatal",
      "[rank3]:[E1204 05:11:02.000000001 ProcessGroupNCCL.cpp:629] [Rank 3] Watchdog caught collective operation "
      "timeout: WorkNCCL(SeqNum=88, OpType=ALLGATHER, NumelIn=1, NumelOut=8, Timeout(ms)=600000) ran for 600081 "
      "milliseconds before timing out."),
    T(S, "python/sglang/srt/models/registry.py via the EAGLE draft worker", "model_load_error", "fatal",
      SE + "ValueError: Model architectures ['LlamaForCausalLMEagle3X'] are not supported for now. Supported "
      "architectures: dict_keys(['LlamaForCausalLM', 'LlamaForCausalLMEagle', 'LlamaForCausalLMEagle3'])"),
    T(S, "transformers via SGLang (remote code)", "model_load_error", "fatal",
      "[2026-12-04 05:00:03] ValueError: Loading /models/custom-arch requires you to execute the configuration "
      "file in that repo on your local machine. Make sure you have read the code there to avoid malicious use, "
      "then set the option `trust_remote_code=True` to remove this error."),
    T(S, "python/sglang/srt/managers/scheduler_metrics_mixin.py (a nearly full KV pool is a figure)", "healthy",
      "healthy",
      SE + "Prefill batch. #new-seq: 1, #new-token: 8192, #cached-token: 0, token usage: 0.97, #running-req: 63, "
      "#queue-req: 40"),
    # ---- llama.cpp ----
    T(L, "src/llama-model-loader.cpp (load_all_data)", "model_load_error", "fatal",
      "llama_model_load: error loading model: tensor 'blk.19.ffn_down.weight' data is not within the file bounds, "
      "model is corrupted or incomplete"),
    T(L, "src/llama-model-loader.cpp (check_tensor_dims)", "model_load_error", "fatal",
      "llama_model_load: error loading model: check_tensor_dims: tensor 'output.weight' has wrong shape; expected  "
      "4096, 151936, got  4096, 152064,     1,     1"),
    T(L, "src/llama-model-loader.cpp (done_getting_tensors), a draft for another architecture", "model_load_error",
      "fatal",
      "llama_model_load: error loading model: done_getting_tensors: wrong number of tensors; expected 81, got 58",
      "srv    load_model: failed to load draft model, '/models/qwen3-dflash2-q4_k_m.gguf'"),
    T(L, "tools/server/server.cpp (draft incompatible with target)", "model_load_error", "fatal",
      "srv    load_model: the draft model '/models/llama-3.2-1b-q8_0.gguf' is not compatible with the target model "
      "'/models/qwen2.5-7b-instruct-q4_k_m.gguf'",
      "main: exiting due to model loading error"),
    T(L, "common/speculative.cpp + tools/server (speculative context cannot be made)", "model_load_error", "fatal",
      "common_speculative_impl_draft_simple: the target and draft vocabs are not compatible",
      "srv    load_model: failed to initialize speculative decoding context",
      "main: exiting due to model loading error"),
    T(L, "common/speculative.cpp (older: a warning, tokens are translated and serving goes on)", "healthy",
      "healthy",
      "common_speculative_are_compatible: draft model vocab type must match target model to use speculation but "
      "vocab_type_dft = 1 while vocab_type_tgt = 2",
      "the target and draft vocabs are not compatible - tokens will be translated between the two"),
    T(L, "ggml/src/gguf.cpp (tensor info)", "model_load_error", "fatal",
      "gguf_init_from_file_impl: failed to read tensor info",
      "llama_model_load: error loading model: llama_model_loader: failed to load model from /models/part.gguf"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu (a driver older than the PTX)", "cuda_error", "fatal",
      "CUDA error: the provided PTX was compiled with an unsupported toolchain.",
      "  current device: 0, in function ggml_cuda_compute_forward at /src/ggml/src/ggml-cuda/ggml-cuda.cu:2490",
      "/src/ggml/src/ggml-cuda/ggml-cuda.cu:88: CUDA error"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu (graphs off, debug)", "healthy", "healthy",
      "ggml_backend_cuda_graph_compute: disabling CUDA graphs due to GPU architecture"),
    T(L, "tools/server/server.cpp (listening)", "healthy", "healthy",
      "main: server is listening on http://127.0.0.1:8080 - starting the main loop",
      "srv  log_server_r: request: GET /health 127.0.0.1 503",
      "srv  log_server_r: request: GET /health 127.0.0.1 200"),
    # ---- TGI ----
    # (model_load_error until round 44, whose ollama log of a missing llama-server both readers read as exited: an
    # installation that lacks the server program, not a model that cannot load)
    T(G, "launcher/src/main.rs (shard_manager: no server binary)", "exited", "fatal",
      GE + "text-generation-server not found in PATH",
      GE + "Please install it with `make install-server`",
      GE + "Shard 0 failed to start", "Error: ShardCannotStart"),
    T(G, "server/text_generation_server/models/__init__.py (FLASH_ATT_ERROR_MESSAGE)", "model_load_error", "fatal",
      "NotImplementedError: Sharded Santacoder requires Flash Attention enabled models.", " rank=0",
      GE + "Shard 0 failed to start"),
    T(G, "router/src/server.rs (bind)", "port_in_use", "fatal",
      "2026-12-04T05:00:30.000Z ERROR text_generation_router::server: router/src/server.rs:2325: Failed to bind to "
      "0.0.0.0:3000: Address already in use (os error 98)"),
    T(G, "router/src/server.rs (legacy tokenization fallback)", "healthy", "healthy",
      "2026-12-04T05:00:11.000Z  WARN text_generation_router::server: router/src/server.rs:1464: Odd tokenizer "
      "detected, falling back on legacy tokenization"),
    T(G, "launcher/src/main.rs (prefill budget lowered to fit)", "healthy", "healthy",
      "2026-12-04T05:00:01.300Z  WARN text_generation_launcher: Reducing the max batch prefill from 4096 to 2048 "
      "because there is not enough VRAM to support it."),
    T(G, "launcher/src/main.rs (bitsandbytes deprecation, no cuda graphs)", "healthy", "healthy",
      "2026-12-04T05:00:01.300Z  WARN text_generation_launcher: Bitsandbytes is deprecated, use `eetq` instead, "
      "which provides better latencies overall and is drop-in in most cases.",
      "2026-12-04T05:00:01.301Z  WARN text_generation_launcher: Bitsandbytes doesn't work with cuda graphs, "
      "deactivating them"),
    T(G, "router/src/infer/mod.rs + validation.rs (rejected requests, router goes on)", "healthy", "healthy",
      "2026-12-04T05:02:00.001Z ERROR generate{parameters=..}: text_generation_router::infer: "
      "router/src/infer/mod.rs:126: `temperature` must be strictly positive",
      "2026-12-04T05:02:01.001Z ERROR compat_generate{default_return_full_text=true}: text_generation_router::infer:"
      " router/src/infer/mod.rs:118: Model is overloaded"),
    T(G, "router/src/server.rs (python tokenizer import failed, legacy handle used)", "healthy", "healthy",
      "2026-12-04T05:00:11.000Z ERROR text_generation_router::server: router/src/server.rs:1698: Failed to import "
      "python tokenizer No module named 'sentencepiece'"),
    # ---- ollama ----
    T(OL, "llm/llama_server.go (completion: runner gone)", "exited", "fatal",
      'time=2026-12-04T05:02:00.000Z level=ERROR source=llama_server.go:1640 msg="llama-server completion error" '
      'error="model runner has unexpectedly stopped, this may be due to resource limitations or an internal '
      'error, check ollama server logs for details"'),
    # (model_load_error until round 44, whose ollama log of a missing llama-server both readers read as exited: an
    # installation that lacks the server program, not a model that cannot load)
    T(OL, "llm/llama_binary.go (no llama-server binary)", "exited", "fatal",
      OE + '"error loading llama server" error="llama-server binary not found (checked: /usr/lib/ollama/llama-server,'
      ' /usr/local/lib/ollama/llama-server)"'),
    T(OL, "llm/llama_server.go (start)", "model_load_error", "fatal",
      OE + '"error loading llama server" error="error starting llama-server: fork/exec /usr/lib/ollama/llama-server: '
      'no such file or directory "'),
    T(OL, "server/sched.go (load failed, context lowered, retried)", "healthy", "healthy",
      'time=2026-12-04T05:00:05.000Z level=WARN source=sched.go:652 msg="llama-server load failed; reducing '
      'automatic context and retrying once" model=/root/.ollama/models/blobs/sha256-1a2b error="llama-server '
      'reported out-of-memory during startup: cudaMalloc failed: out of memory" num_ctx=32768 retry_num_ctx=8192'),
    T(OL, "server/sched.go (runtime OOM: models expired, goes on)", "healthy", "healthy",
      'time=2026-12-04T05:03:00.000Z level=WARN source=sched.go:1648 msg="runtime OOM detected; expiring loaded '
      'models to clear memory before next request" model=qwen3:8b error="llama-server error: out of memory"'),
    T(OL, "discover/cuda_compat.go (old driver: CPU fallback)", "healthy", "healthy",
      'time=2026-12-04T05:00:01.500Z level=WARN source=cuda_compat.go:65 msg="NVIDIA driver too old" '
      'driver=12.2 required=12.4',
      'time=2026-12-04T05:00:01.600Z level=INFO source=types.go:60 msg="inference compute" id=cpu library=cpu'),
    T(OL, "discover/amd.go", "healthy", "healthy",
      'time=2026-12-04T05:00:01.500Z level=WARN source=amd.go:485 msg="AMD driver is too old. Update your AMD '
      'driver to enable GPU inference."'),
    T(OL, "discover/runner.go + discover/llama_server.go (discovery timed out, goes on)", "healthy", "healthy",
      'time=2026-12-04T05:00:11.000Z level=WARN source=llama_server.go:130 msg="llama-server discovery: timed out '
      'waiting for server startup" error="context deadline exceeded" lines_captured=3',
      'time=2026-12-04T05:00:11.100Z level=WARN source=runner.go:584 msg="llama-server GPU discovery watchdog timed '
      'out" error="context deadline exceeded"'),
    T(OL, "llm/llama_server.go (prompt truncated to fit)", "healthy", "healthy",
      'time=2026-12-04T05:02:00.000Z level=WARN source=llama_server.go:317 msg="truncating input prompt" '
      'limit=4096 prompt=5210 keep=4 new=4096'),
    # ---- TensorRT-LLM ----
    T(R, "cpp/tensorrt_llm (attention op's TLLM_LOG_WARNING: workspace grown)", "healthy", "healthy",
      "[TensorRT-LLM][WARNING] Attention workspace size is not enough, increase the size from 0 bytes to 67175936 "
      "bytes"),
    T(R, "torch (ProcessGroupNCCL.cpp watchdog) via trtllm-serve's PyTorch backend", "nccl_error", "fatal",
      "[rank0]:[E1204 05:11:02.000000001 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught collective operation "
      "timeout: WorkNCCL(SeqNum=7, OpType=BROADCAST, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600002 "
      "milliseconds before timing out."),
    # ---- lmdeploy ----
    T(M, "lmdeploy/pytorch/engine/executor/base.py (KV cache sizing)", "cuda_oom", "fatal",
      "2026-12-04 05:01:02,001 - lmdeploy - ERROR - engine.py:1101 - RuntimeError: No enough gpu memory for kv "
      "cache."),
    T(M, "lmdeploy/pytorch/check_env/cuda.py + base.py (log_and_exit)", "cuda_error", "fatal",
      "2026-12-04 05:00:03,102 - lmdeploy - ERROR - base.py:55 - <CUDA> check failed!",
      "cuda is not available."),
    T(M, "lmdeploy/pytorch/check_env/triton.py + base.py (log_and_exit)", "exited", "fatal",
      "2026-12-04 05:00:03,102 - lmdeploy - ERROR - base.py:55 - <Triton> check failed!",
      "triton>=3.0.0 is required. Found triton==2.3.1"),
    T(M, "lmdeploy/pytorch/engine/executor/ray_executor.py", "exited", "fatal",
      "2026-12-04 05:01:02,001 - lmdeploy - ERROR - ray_executor.py:493 - Ray worker exited."),
    T(M, "lmdeploy/pytorch/engine/engine_loop.py", "exited", "fatal",
      "2026-12-04 05:01:02,001 - lmdeploy - ERROR - engine_loop.py:639 - EngineLoop wait_tasks failed.",
      "Traceback (most recent call last):"),
    T(M, "lmdeploy/pytorch/engine/engine_loop.py (cache full: it waits)", "healthy", "healthy",
      "2026-12-04 05:03:00,001 - lmdeploy - WARNING - engine_loop.py:478 - no next prefill running request, Maybe "
      "cache is full, free gpu cache blocks: 0, total gpu cache blocks: 2048"),
    T(M, "lmdeploy/pytorch/check_env/model.py (float16 instead)", "healthy", "healthy",
      "2026-12-04 05:00:02,001 - lmdeploy - WARNING - model.py:61 - Device does not support bfloat16."),
    T(M, "lmdeploy/serve/core/async_engine.py + executor/__init__.py (fallback, deprecation)", "healthy", "healthy",
      "2026-12-04 05:00:02,001 - lmdeploy - WARNING - __init__.py:118 - MPExecutor will be deprecated in future "
      "releases, please use RayExecutor instead.",
      "2026-12-04 05:02:00,001 - lmdeploy - WARNING - async_engine.py:433 - n(2) > 1 hasn't been supported yet. "
      "Fallback to 1"),
    T(M, "lmdeploy/serve/core/async_engine.py (speculative decoding on TurboMind)", "healthy", "healthy",
      "2026-12-04 05:00:02,001 - lmdeploy - WARNING - async_engine.py:146 - speculative decoding is not supported "
      "by turbomind "),
    T(M, "lmdeploy/serve/core/async_engine.py (one request ended in error)", "healthy", "healthy",
      "2026-12-04 05:02:00,001 - lmdeploy - ERROR - async_engine.py:794 - session 12 finished, "
      "ResponseType.INTERNAL_ENGINE_ERROR, reason \"error\""),
)  # fmt: skip


# Eighth batch (source pass 3): the "other" servers, read in their own sources (each row names the repository's
# file): Xinference and its actor framework xoscar, LocalAI, text-generation-webui, mistral.rs, TabbyAPI and
# ExLlamaV2, Aphrodite, LightLLM, MLC-LLM, KoboldCpp, llamafile, DeepSpeed-MII, FastChat, Triton Inference Server
# (core, server, the TensorRT-LLM backend), llama-cpp-python, llama-box (GPUStack), ramalama and llama-swap (LM
# Studio's server is closed source: not covered). Fatal paths at start (KV-cache and memory sizing, a missing engine
# or backend library, a draft model that cannot serve with its target, a configuration refused, the port) and at run
# time (a supervised process that died, a health check or sub-pool start that timed out), and lines they print while
# they go on serving (a port taken so another is chosen, a truncated prompt, a disconnected client, a preempted
# sequence, fallbacks, a heartbeat that failed once), each of which must stay free of a fatal event.
# Measured before any rule for it: batch 8: 51/96 right before rules (see the results file).
XI, XO, LA, TW, MR, TB, AP, LL, ML = (
    "xinference", "xoscar", "localai", "tgwebui", "mistralrs", "tabbyapi", "aphrodite", "lightllm", "mlc"
)  # fmt: skip
KC, LF, MI, FC, TR, LP, LB, RA, LS = (
    "koboldcpp", "llamafile", "mii", "fastchat", "triton", "llama-cpp-python", "llama-box", "ramalama", "llama-swap"
)  # fmt: skip
XE = "2026-12-04 05:01:02,001 xinference.core.worker 2134 ERROR    "
XW = "2026-12-04 05:01:02,001 xinference.core.worker 2134 WARNING  "
XA = "[address=0.0.0.0:46573, pid=2456] "
LAE = "time=2026-12-04T05:01:02.000Z level=ERROR msg="
LAW = "time=2026-12-04T05:01:02.000Z level=WARN msg="
TWE = "05:01:02-123456 ERROR    "
MRE = "2026-12-04T05:01:02.001234Z ERROR mistralrs_server: "
MRW = "2026-12-04T05:01:02.001234Z  WARN mistralrs_core::engine::add_request: "
APE = "ERROR 12-04 05:01:02 async_aphrodite.py:61] "
LLE = "ERROR 12-04 05:01:02 [basemodel.py:689] "
TRE = "E1204 05:01:02.123456 1 "
LBE = "0.10.512.100 E srv                      load: "

TEMPLATES_8: tuple[Template, ...] = (
    # ---- Xinference ----
    T(XI, "xinference/core/model.py (model actor OOM, then os._exit)", "cuda_oom", "fatal",
      "2026-12-04 05:01:02,001 xinference.core.model 2456 ERROR    Model actor is out of memory, model id: "
      "qwen2.5-instruct-0, error: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
      "79.19 GiB of which 1.06 GiB is free.",
      "2026-12-04 05:01:08,001 xinference.core.model 2456 ERROR    Exiting model subprocess via os._exit(1) to "
      "trigger pool recovery"),
    T(XI, "xinference/core/model.py (the exit alone)", "exited", "fatal",
      "2026-12-04 05:01:08,001 xinference.core.model 2456 ERROR    Exiting model subprocess via os._exit(1) to "
      "trigger pool recovery"),
    T(XI, "xinference/core/worker.py (allocate_devices)", "exited", "fatal",
      XE + "RuntimeError: " + XA + "Requested GPUs exceed the number of available devices"),
    T(XI, "xinference/core/worker.py (allocate_devices: GPUs taken)", "exited", "fatal",
      XE + "RuntimeError: " + XA + "No available slot found for the model"),
    T(XI, "xinference/core/worker.py (sub pool creation timeout)", "hang", "fatal",
      XE + "Subpool creation timed out after 120s for model qwen2.5-instruct-0 (likely fork-unsafe state in worker; "
      "restart worker to recover). start_python=None, env_keys=[]"),
    T(XI, "xinference/model/llm/llama_cpp/core.py (load)", "model_load_error", "fatal",
      XE + "RuntimeError: " + XA + "Load model qwen2.5-instruct failed"),
    T(XI, "xinference/model/llm/sglang/core.py (engine not installed)", "model_load_error", "fatal",
      XE + "ImportError: " + XA + "Failed to import module 'sglang'",
      "",
      "Please make sure 'sglang' is installed. You can install it by `pip install 'sglang[all]'`"),
    T(XI, "xinference/model/llm/llama_cpp/core.py (speculative drafter)", "model_load_error", "fatal",
      XE + "ValueError: " + XA + "No gguf drafter found under /models/qwen3-draft"),
    T(XI, "xinference/model/llm/llama_cpp/core.py (MTP speculative implementation missing)", "model_load_error",
      "fatal",
      XE + "ValueError: " + XA + "The installed xllamacpp has no MTP speculative implementation, upgrade to "
      "xllamacpp>=2026.6.9713"),
    T(XI, "xinference/model/llm/llm_family.py (engine match)", "model_load_error", "fatal",
      XE + "ValueError: " + XA + "Model qwen3 cannot be run on engine vLLM."),
    T(XI, "xinference/core/model.py (busy device: load retried)", "healthy", "healthy",
      XW + "Retry to load model {model_uid}: 1 times"),
    T(XI, "xinference/core/worker.py (start-up orphan cleanup skipped)", "healthy", "healthy",
      XW + "Startup GPU orphan cleanup skipped: pynvml init failed or timed out (5s). If the previous worker left "
      "vLLM orphans, launch may hang. Manual check: nvidia-smi + ps -eo pid,ppid,cmd | grep vllm"),
    T(XI, "xinference/core/worker.py (VRAM reclaim after recovery)", "healthy", "healthy",
      XW + "VRAM reclaim timed out after 30s for qwen2.5-instruct-0, min_free_ratio=0.42"),
    T(XI, "xinference/core/model.py (request over the rate limit)", "healthy", "healthy",
      "2026-12-04 05:02:00,001 xinference.api.restful_api 2100 ERROR    [address=0.0.0.0:46573, pid=2456] Rate limit "
      "reached for the model. Request limit 4 for the model: qwen2.5-instruct-0"),
    # ---- xoscar ----
    T(XO, "python/xoscar/backends/indigen/pool.py (sub pool start, killed)", "killed_oom_host", "fatal",
      XE + "OSError: Start sub pool failed, returncode: -9"),
    T(XO, "python/xoscar/backends/indigen/pool.py (sub pool start, exit status)", "exited", "fatal",
      XE + "OSError: " + XA + "Start sub pool failed, returncode: 1"),
    T(XO, "python/xoscar/backends/indigen/pool.py (main pool gone)", "exited", "fatal",
      "2026-12-04 05:01:02,001 xoscar.backends.indigen.pool 2456 ERROR    Exit due to main pool 2120 exit."),
    # ---- LocalAI ----
    T(LA, "pkg/model/initializers.go + loader.go (backend load failed)", "model_load_error", "fatal",
      LAE + '"Failed to load model" modelID=qwen2.5-7b error="failed to load model with internal loader: could not '
      'load model: rpc error: code = Unknown desc = failed loading model" backend=llama-cpp'),
    T(LA, "pkg/model/initializers.go (backend missing)", "model_load_error", "fatal",
      LAE + '"Backend not found" backend=vllm'),
    T(LA, "pkg/model/initializers.go (gRPC backend process died at start: LocalAI's load failure)", "model_load_error",
      "fatal",
      LAE + '"failed starting/connecting to the gRPC service" error="grpc service not ready: backend process exited '
      'with code 1"'),
    T(LA, "pkg/model/initializers.go (gRPC backend killed at start)", "killed_oom_host", "fatal",
      LAE + '"failed starting/connecting to the gRPC service" error="grpc service not ready: backend process exited '
      'with code -1: signal: killed"'),
    T(LA, "pkg/model/initializers.go (every backend tried)", "model_load_error", "fatal",
      LAE + '"Server error" error="could not load model - all backends returned error: [llama-cpp]: could not load '
      'model: rpc error: code = Canceled desc = \\n[whisper]: backend returned no usable model"'),
    T(LA, "pkg/model/loader.go (model not answering: reloaded)", "healthy", "healthy",
      LAW + '"GRPC Model not responding" error="rpc error: code = DeadlineExceeded desc = context deadline exceeded"'),
    T(LA, "pkg/model/connection_evicting_client.go (connection lost: evicted, reloaded later)", "healthy", "healthy",
      LAW + '"Connection error during inference, evicting model from cache" model=qwen2.5-7b error="rpc error: code '
      '= Unavailable desc = connection refused"'),
    T(LA, "pkg/model/loader.go (unload of a busy model)", "healthy", "healthy",
      LAW + '"Model remained busy until the graceful shutdown deadline; forcing shutdown" model=qwen2.5-7b'),
    T(LA, "core/application/application.go (distributed: no worker yet)", "healthy", "healthy",
      LAW + '"No healthy backend worker found after waiting, proceeding anyway"'),
    # ---- text-generation-webui ----
    T(TW, "modules/llama_cpp_server.py (llama-server died at start)", "exited", "fatal",
      "RuntimeError: Server process terminated unexpectedly with exit code: 1"),
    T(TW, "modules/llama_cpp_server.py (llama-server killed at start)", "killed_oom_host", "fatal",
      "RuntimeError: Server process terminated unexpectedly with exit code: -9"),
    T(TW, "modules/models.py (llama.cpp load)", "model_load_error", "fatal",
      TWE + "Error loading the model with llama.cpp: Server process terminated unexpectedly with exit code: 1"),
    T(TW, "modules/models.py (path)", "model_load_error", "fatal",
      TWE + "The path to the model does not exist. Exiting."),
    T(TW, "modules/models.py (no GGUF)", "model_load_error", "fatal",
      TWE + "No .gguf models found in the directory: /models/Qwen2.5-7B-Instruct"),
    T(TW, "modules/llama_cpp_server.py (request over the context)", "context_length_exceeded", "finding",
      TWE + "The request exceeds the available context size, try increasing it"),
    T(TW, "modules/chat.py (chat prompt over the context)", "context_length_exceeded", "finding",
      TWE + "Failed to build the chat prompt. The input is too long for the available context length.",
      "", "Truncation length: 4096", "max_new_tokens: 512 (is it too high?)", "Available context length: 3584"),
    T(TW, "modules/api/script.py (API port taken: another one chosen)", "healthy", "healthy",
      "05:00:02-123456 WARNING  Port 5000 is already in use. Using port 5001 instead."),
    # ---- mistral.rs ----
    T(MR, "mistralrs-core/src/paged_attention/mod.rs (KV blocks)", "cuda_oom", "fatal",
      "Error: Num GPU blocks is 0. This means there is not enough memory. Either reduce the memory "
      "amount/utilization/context size or disable PagedAttention."),
    T(MR, "cudarc via candle (allocation)", "cuda_oom", "fatal",
      'Error: DriverError(CUDA_ERROR_OUT_OF_MEMORY, "out of memory")'),
    T(MR, "mistralrs-core/src/paged_attention/mod.rs (block size)", "model_load_error", "fatal",
      "Error: Block size must be in [8, 16, 32], got 64"),
    T(MR, "mistralrs-core/src/engine/add_request.rs (prompt truncated)", "healthy", "healthy",
      MRW + "Prompt for request 3 was 512 tokens over the model maximum length. The last 512 tokens were truncated "
      "to make space for generation."),
    T(MR, "mistralrs-core/src/engine/add_request.rs (truncation off)", "context_length_exceeded", "finding",
      MRE + "Prompt sequence length is greater than 4096, perhaps consider using `truncate_sequence`?"),
    T(MR, "mistralrs-core/src/pipeline/amoe.rs (fallback)", "healthy", "healthy",
      "2026-12-04T05:00:02.001234Z  WARN mistralrs_core::pipeline::amoe: AnyMoE does not currently support "
      "PagedAttention, running without"),
    # ---- TabbyAPI ----
    T(TB, "main.py (port taken: fallback port)", "healthy", "healthy",
      "WARNING:  Port 5000 is currently in use. Switching to 5001."),
    T(TB, "common/networking.py (client went away)", "healthy", "healthy",
      "ERROR:    Request disconnected: Completion request 7f3c2a1b"),
    T(TB, "common/errors.py (prompt over the context)", "context_length_exceeded", "finding",
      "ERROR:    Prompt length 9000 exceeds the available context size of 8192 tokens"),
    T(TB, "backends/exllamav3/model.py (GPU gate)", "model_load_error", "fatal",
      "RuntimeError: Unable to run ExllamaV3 because an unsupported GPU is found in this configuration. ",
      "All GPUs must be ampere (30 series) or newer. AMD GPUs are not supported."),
    T(TB, "common/model.py (backend retired)", "model_load_error", "fatal",
      "ValueError: The exllamav2 backend is no longer supported. Please use exllamav3."),
    # ---- ExLlamaV2 (under TabbyAPI / text-generation-webui) ----
    T(TB, "exllamav2/model.py (autosplit load)", "cuda_oom", "fatal",
      "RuntimeError: Insufficient VRAM for model and cache"),
    T(TB, "exllamav2/model.py (device allocation)", "cuda_oom", "fatal",
      "AssertionError: Insufficient space in device allocation"),
    T(TB, "exllamav2/config.py (no weights)", "model_load_error", "fatal",
      "ValueError:  ## No .safetensors files found in /models/Llama-3-8B-exl2"),
    T(TB, "exllamav2/config.py (tensor missing)", "model_load_error", "fatal",
      "ValueError:  ## Could not find lm_head.* in model"),
    # ---- Aphrodite ----
    T(AP, "aphrodite/engine/async_aphrodite.py (background loop died)", "exited", "fatal",
      APE + "Engine background task failed",
      "aphrodite.engine.async_aphrodite.AsyncEngineDeadError: Task finished unexpectedly. This should never happen! "
      "Please open an issue on Github. See stack trace above for the actual cause."),
    T(AP, "aphrodite/engine/multiprocessing/client.py (RPC server never answered)", "hang", "fatal",
      "TimeoutError: RPCServer didn't reply within 10000 ms"),
    T(AP, "aphrodite/worker/worker.py (KV cache sizing)", "cuda_oom", "fatal",
      "ERROR 12-04 05:01:02 worker.py:473] ValueError: No available memory for the cache blocks. Try increasing "
      "`gpu_memory_utilization` when initializing the engine."),
    T(AP, "aphrodite/spec_decode/draft_model_runner.py (draft layout)", "model_load_error", "fatal",
      "ValueError: TP1DraftModelRunner only supports TP=1."),
    T(AP, "aphrodite/processing/scheduler.py (preemption)", "healthy", "healthy",
      "WARNING 12-04 05:03:00 scheduler.py:1337] Sequence group 12 is preempted by PreemptionMode.RECOMPUTE mode "
      "because there is not enough KV cache space. This can affect the end-to-end performance. Increase "
      "gpu_memory_utilization or tensor_parallel_size to provide more KV cache memory. "
      "total_num_cumulative_preemption=1"),
    # ---- LightLLM ----
    T(LL, "lightllm/common/basemodel/basemodel.py (max-length check at start)", "cuda_oom", "fatal",
      LLE + "check max len infer fail, you can try:1.Set the --mem_fraction or --max_total_token_num startup "
      "parameter to a smaller value.2.Set the --max_req_total_len to a smaller value.3.Set the --batch_max_tokens "
      "startup parameter to a smaller value."),
    T(LL, "lightllm/utils/net_utils.py (PortLocker)", "port_in_use", "fatal",
      "ERROR 12-04 05:00:02 [net_utils.py:79] port 8000 has been used"),
    T(LL, "lightllm/server/httpserver/manager.py (prompt over the limit)", "context_length_exceeded", "finding",
      "ValueError: the input prompt token len 9000 + max_new_tokens                         512 > 8192"),
    T(LL, "lightllm/server/httpserver/manager.py (total over the limit)", "context_length_exceeded", "finding",
      "ValueError: the req total len (input len + output len) is too long > max_req_total_len:16384"),
    T(LL, "lightllm/common/mem_manager.py (profiled KV size)", "healthy", "healthy",
      "INFO 12-04 05:00:20 [mem_manager.py:74] 412160 is the profiled max_total_token_num with the mem_fraction 0.9"),
    # ---- MLC-LLM ----
    T(ML, "cpp/serve/config.cc (memory estimate at start)", "cuda_oom", "fatal",
      "tvm.error.InternalError: Insufficient GPU memory error: The available single GPU memory is 21504.000 MB, "
      "which is less than the sum of model weight size (15312.000 MB) and temporary buffer size (7024.000 MB).",
      '1. You can set a larger "gpu_memory_utilization" value.'),
    T(ML, "python/mlc_llm/serve/engine_utils.py (prompt over the limit)", "context_length_exceeded", "finding",
      "mlc_llm.protocol.error_protocol.BadRequestError: Request prompt has 9000 tokens in total, larger than the "
      "model input length limit 8192."),
    T(ML, "cpp/serve/config.cc (estimate)", "healthy", "healthy",
      "[2026-12-04 05:00:05] INFO engine_base.py:182: Estimated total single GPU memory usage: 20310.125 MB "
      "(Parameters: 15316.508 MB. KVCache: 3012.000 MB. Temporary buffer: 1981.617 MB). The actual usage might be "
      "slightly larger than the estimated number."),
    # ---- KoboldCpp ----
    T(KC, "koboldcpp.py (text model load)", "model_load_error", "fatal",
      "Load Text Model OK: False", "", "Could not load text model: /models/qwen2.5-7b-q4_k_m.gguf"),
    T(KC, "koboldcpp.py (model file)", "model_load_error", "fatal",
      "Cannot find text model file: /models/qwen2.5-7b-q4_k_m.gguf"),
    T(KC, "koboldcpp.py (flag combination)", "exited", "fatal",
      "Error: Using --quantkv requires --flashattention"),
    T(KC, "koboldcpp.py (library fallback)", "healthy", "healthy",
      "Warning: CuBLAS library file not found. CPU library will be used."),
    # ---- llamafile ----
    T(LF, "llamafile/cuda.c (GPU asked for, not there)", "cuda_error", "fatal",
      "fatal error: support for --gpu nvidia was explicitly requested, but it wasn't available"),
    T(LF, "llamafile/check_cpu.c (build needs a CPU feature)", "exited", "fatal",
      "llamafile: fatal error: the cpu feature AVX2 was required at build time but isn't available on this system"),
    T(LF, "llamafile/server/listen.cpp (bind: perror)", "port_in_use", "fatal",
      "127.0.0.1:8080: Address already in use"),
    T(LF, "llamafile/chatbot_main.cpp (load)", "model_load_error", "fatal",
      "/models/qwen2.5-7b-q4_k_m.gguf: failed to load model"),
    # ---- DeepSpeed-MII ----
    T(MI, "mii/backend/server.py (waiting for the server)", "healthy", "healthy",
      "[2026-12-04 05:00:20,001] [INFO] [server.py:67:_wait_until_server_is_live] waiting for server to start...",
      "[2026-12-04 05:00:24,001] [INFO] [server.py:67:_wait_until_server_is_live] waiting for server to start...",
      "[2026-12-04 05:00:28,001] [INFO] [server.py:72:_wait_until_server_is_live] server has started on ports "
      "[50050]"),
    # ---- FastChat ----
    T(FC, "fastchat/serve/controller.py (stale worker)", "healthy", "healthy",
      "2026-12-04 05:03:00 | INFO | controller | Remove stale worker: http://localhost:21002"),
    T(FC, "fastchat/serve/base_model_worker.py (heartbeat failed, retried)", "healthy", "healthy",
      "2026-12-04 05:03:00 | ERROR | model_worker | heart beat error: HTTPConnectionPool(host='localhost', "
      "port=21001): Max retries exceeded with url: /receive_heart_beat (Caused by NewConnectionError('Failed to "
      "establish a new connection: [Errno 111] Connection refused'))"),
    T(FC, "fastchat/serve/openai_api_server.py (context)", "context_length_exceeded", "finding",
      "2026-12-04 05:02:00 | INFO | openai_api_server | This model's maximum context length is 4096 tokens. However, "
      "your messages resulted in 5000 tokens. Please reduce the length of the messages."),
    T(FC, "fastchat/serve/openai_api_server.py (no worker for a model)", "healthy", "healthy",
      "2026-12-04 05:02:00 | ERROR | stderr | ValueError: No available worker for vicuna-7b-v1.5"),
    # ---- Triton Inference Server ----
    T(TR, "server: src/http_server.cc + src/main.cc (bind)", "port_in_use", "fatal",
      TRE + "main.cc:282] failed to start HTTP service: Unavailable - Socket '0.0.0.0:8000' already in use "),
    T(TR, "core: src/backend_model.cc + model_lifecycle.cc (backend library)", "model_load_error", "fatal",
      TRE + "model_lifecycle.cc:654] failed to load 'tensorrt_llm' version 1: Invalid argument: unable to find "
      "backend library 'libtriton_tensorrtllm.so' for model 'tensorrt_llm', searched: '/models/tensorrt_llm/1' "
      "'/models/tensorrt_llm' '/opt/tritonserver/backends/tensorrtllm'"),
    T(TR, "tensorrtllm_backend: inflight_batcher_llm/src/libtensorrtllm.cc (API version)", "model_load_error",
      "fatal",
      TRE + "model_lifecycle.cc:654] failed to load 'tensorrt_llm' version 1: Unsupported: triton backend API "
      "version does not support this backend"),
    T(TR, "tensorrtllm_backend: inflight_batcher_llm/src/model_instance_state.cc (config)", "model_load_error",
      "fatal",
      TRE + "model_lifecycle.cc:654] failed to load 'tensorrt_llm' version 1: Internal: unexpected error when "
      "creating modelInstanceState: [TensorRT-LLM][ERROR] Guided decoding is currently supported with 'xgrammar' "
      "backend. Invalid guided_decoding_backend parameter provided."),
    T(TR, "tensorrtllm_backend: inflight_batcher_llm/src/model_instance_state.cc (defaults)", "healthy", "healthy",
      "[TensorRT-LLM][WARNING] max_tokens_in_paged_kv_cache is not specified, will use default value",
      "[TensorRT-LLM][WARNING] kv_cache_free_gpu_mem_fraction is not specified, will use default value of 0.9 or "
      "max_tokens_in_paged_kv_cache",
      "[TensorRT-LLM][WARNING] enable_trt_overlap is deprecated and will be ignored"),
    # ---- llama-cpp-python ----
    T(LP, "llama_cpp/_internals.py (model)", "model_load_error", "fatal",
      "ValueError: Failed to load model from file: /models/qwen2.5-7b-q4_k_m.gguf"),
    T(LP, "llama_cpp/_internals.py (context)", "model_load_error", "fatal",
      "ValueError: Failed to create llama_context"),
    T(LP, "llama_cpp/_ctypes_extensions.py (library)", "cuda_error", "fatal",
      "RuntimeError: Failed to load shared library '/venv/lib/python3.11/site-packages/llama_cpp/lib/libllama.so': "
      "libcudart.so.12: cannot open shared object file: No such file or directory"),
    T(LP, "llama_cpp/llama.py (prompt over the context)", "context_length_exceeded", "finding",
      "ValueError: Requested tokens (5000) exceed context window of 4096"),
    # ---- llama-box ----
    T(LB, "llama-box/httpserver.hpp (draft special tokens)", "model_load_error", "fatal",
      LBE + "draft model special tokens are not equal to the model"),
    T(LB, "llama-box/httpserver.hpp (draft load)", "model_load_error", "fatal",
      LBE + "failed to load draft model, '/models/qwen2.5-0.5b-q8_0.gguf'"),
    T(LB, "llama-box/httpserver.hpp (decode retried with a shifted KV cache)", "healthy", "healthy",
      "0.52.120.001 W srv           process_batch: failed to decode in batch, try shifting kv cache within 3 times"),
    T(LB, "llama-box/httpserver.hpp (context raised for the projector)", "healthy", "healthy",
      "0.00.410.001 W srv                      load: n_ctx is too small for multimodal projection, setting to 2048"),
    # ---- ramalama ----
    T(RA, "ramalama/chat.py (container gone, exit 137)", "killed_oom_host", "fatal",
      "Container 'ramalama_Xy3pQ' exited unexpectedly with exit code 137 (status: exited)",
      "",
      "The chat session has been terminated because the container is no longer running."),
    T(RA, "ramalama/chat.py (server signal)", "fatal_signal", "fatal",
      "Server process (PID 4312) was terminated by signal 11"),
    T(RA, "ramalama/chat.py (server exit)", "exited", "fatal",
      "Server process (PID 4312) exited unexpectedly with exit code 1",
      "Check server logs for more details about why the service exited."),
    T(RA, "ramalama/engine.py (health check of the container)", "hang", "fatal",
      "subprocess.TimeoutExpired: Command 'health check of ramalama_Xy3pQ' timed out after 20 seconds"),
    # ---- llama-swap ----
    T(LS, "internal/process/process_command.go (upstream died)", "exited", "fatal",
      "[WARN] <qwen-7b> upstream process exited unexpectedly"),
    T(LS, "internal/process/process_command.go + internal/router/base.go (start timed out)", "hang", "fatal",
      "[WARN] swap: starting qwen-7b failed: health check timed out after 2m0s"),
    T(LS, "internal/process/process_command.go (stream recovered)", "healthy", "healthy",
      "[INFO] <qwen-7b> recovered from upstream disconnection during streaming"),
    T(LS, "internal/process/process_command.go (health check passed)", "healthy", "healthy",
      "[INFO] <qwen-7b> Health check passed on http://localhost:5800/health"),
)  # fmt: skip


# Ninth batch (source pass 4): the families least covered so far, read in the servers' newest sources and in the
# libraries under them: vLLM's V1 engine and worker processes and its config checks, SGLang's scheduler, memory
# check, model config and start-up choices, llama.cpp's loader, context and CUDA back-end (cuBLAS, launch limits),
# TGI's warm-up and shard signals, ollama's llama-server supervisor (retries, discovery, refusals), TensorRT-LLM's
# executor start-up and forward step, TensorRT's engine deserialisation, its NCCL check and Open MPI's signal
# report, lmdeploy's TurboMind errors and fallbacks; and under all of them torch's c10d watchdog and heartbeat,
# NCCL's own WARN lines, Triton's compiler and runtime, Ray's memory monitor and actors, glibc's heap aborts,
# Python's MemoryError and fatal errors, uvicorn's start-up failures. About 40% are lines the servers print while
# they go on serving (retries, fallbacks, capping, discovery timeouts, warnings with alarming words).
# Measured before any rule for it (see the results file).
TE = "[12/04/2026-05:01:02] [TRT-LLM] [E] "
TW = "[12/04/2026-05:00:30] [TRT-LLM] [W] "
ME = "2026-12-04 05:01:02,001 - lmdeploy - ERROR - "
MW = "2026-12-04 05:00:02,001 - lmdeploy - WARNING - "
OW = "time=2026-12-04T05:00:05.000Z level=WARN source="
RK = "[rank0]:[E1204 05:11:02.123456789 ProcessGroupNCCL.cpp:"

TEMPLATES_9: tuple[Template, ...] = (
    # ---- vLLM: fatal ----
    T(V, "vllm/v1/engine/core.py (run_engine_core: start-up failed)", "exited", "fatal",
      VE + "EngineCore failed to start."),
    T(V, "vllm/v1/engine/core.py (run_engine_core: fatal error while running)", "exited", "fatal",
      VE + "EngineCore encountered a fatal error."),
    T(V, "vllm/v1/executor/multiproc_executor.py (WorkerProc.worker_busy_loop)", "exited", "fatal",
      "(Worker_TP0 pid=4301) ERROR 12-04 05:01:02 [multiproc_executor.py:671] WorkerProc hit an exception."),
    T(V, "vllm/v1/executor/multiproc_executor.py (collective_rpc: a worker's error passed up)", "cuda_oom", "fatal",
      VE + "RuntimeError: Worker failed with error 'CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a "
      "total capacity of 79.19 GiB of which 1.50 GiB is free.', please check the stack trace above for the root "
      "cause"),
    # judgement: a start-up configuration the engine refuses is model_load_error, as the tensor-parallel and dtype
    # rejections of batch 7 are
    T(V, "vllm/config/model.py (get_and_verify_max_len)", "model_load_error", "fatal",
      VA + "ValueError: User-specified max_model_len (200000) is greater than the derived max_model_len "
      "(max_position_embeddings=131072 or model_max_length=None in model's config.json). To allow overriding this "
      "maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used with "
      "extreme caution."),
    T(V, "vllm/config/scheduler.py (verify_args)", "model_load_error", "fatal",
      VA + "ValueError: max_num_batched_tokens (2048) is smaller than max_model_len (8192). This effectively limits "
      "the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. Please "
      "increase max_num_batched_tokens or decrease max_model_len."),
    T(V, "torch (c10/cuda/driver_api.h) via vLLM", "cuda_oom", "fatal",
      VE + "RuntimeError: CUDA driver error: out of memory"),
    # judgement: the c10d heartbeat monitor belongs with the NCCL watchdog's collective timeout (nccl_error)
    T(V, "torch (c10d ProcessGroupNCCL.cpp: heartbeat monitor) via vLLM", "nccl_error", "fatal",
      "[rank1]:[E1204 05:11:02.123456789 ProcessGroupNCCL.cpp:1580] [PG ID 0 PG GUID 0(default_pg) Rank 1] "
      "Heartbeat monitor timed out! Process will be terminated after dumping debug info. workMetaList_.size()=1"),
    T(V, "torch (c10d ProcessGroupNCCL.cpp: watchdog thread) via vLLM", "nccl_error", "fatal",
      RK + "1895] [PG ID 0 PG GUID 0(default_pg) Rank 0] Process group watchdog thread terminated with exception: "
      "NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5"),
    T(V, "ray (raylet memory monitor, node_manager.cc) via vLLM's Ray executor", "killed_oom_host", "fatal",
      "(raylet) [2026-12-04 05:01:02,001 E 4121 4121] (raylet) node_manager.cc:3069: 1 Workers (tasks / actors) "
      "killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 3f2a9c, IP: "
      "10.0.0.5) over the last time period."),
    T(V, "ray (exceptions.py: RayActorError) via vLLM's Ray executor", "exited", "fatal",
      "ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task."),
    # judgement: a host allocation that failed is killed_oom_host, as OSError [Errno 12] is in batch 4
    T(V, "Python (MemoryError) in vLLM's API server", "killed_oom_host", "fatal",
      "(APIServer pid=4121) Traceback (most recent call last):",
      '(APIServer pid=4121)   File "/usr/lib/python3.12/json/decoder.py", line 353, in raw_decode',
      "(APIServer pid=4121) MemoryError", first=2),
    T(V, "uvicorn (lifespan on.py) via vllm/entrypoints/launcher.py", "exited", "fatal",
      "(APIServer pid=4121) ERROR:    Application startup failed. Exiting."),
    # ---- vLLM: healthy ----
    T(V, "vllm/v1/core/kv_cache_utils.py (concurrency info)", "healthy", "healthy",
      "(EngineCore_DP0 pid=4260) INFO 12-04 05:00:40 [kv_cache_utils.py:1091] Maximum concurrency for 8,192 tokens "
      "per request: 50.35x"),
    T(V, "vllm/v1/worker/gpu_worker.py (determine_available_memory)", "healthy", "healthy",
      "(EngineCore_DP0 pid=4260) INFO 12-04 05:00:39 [gpu_worker.py:298] Available KV cache memory: 52.13 GiB"),
    T(V, "vllm/v1/executor/multiproc_executor.py (set_multiprocessing_worker_envs)", "healthy", "healthy",
      "(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:16 [multiproc_executor.py:720] Reducing Torch parallelism from "
      "16 threads to 1 to avoid unnecessary CPU contention. Set OMP_NUM_THREADS in the external environment to tune "
      "this value as needed."),
    T(V, "vllm/utils (_maybe_force_spawn)", "healthy", "healthy",
      "(APIServer pid=4121) WARNING 12-04 05:00:05 [system_utils.py:136] We must use the `spawn` multiprocessing "
      "start method. Overriding VLLM_WORKER_MULTIPROC_METHOD to 'spawn'. See https://docs.vllm.ai/en/latest/usage/"
      "troubleshooting.html#python-multiprocessing for more information. Reasons: CUDA is initialized"),
    T(V, "vllm/distributed/device_communicators/custom_all_reduce.py", "healthy", "healthy",
      "(Worker_TP0 pid=4301) WARNING 12-04 05:00:18 [custom_all_reduce.py:137] Custom allreduce is disabled because "
      "it's not supported on more than two PCIe-only GPUs. To silence this warning, specify "
      "disable_custom_all_reduce=True explicitly."),
    T(V, "torch (c10d ProcessGroupNCCL.cpp: destructor warning at exit) via vLLM", "healthy", "healthy",
      "[rank0]:[W1204 05:09:00.000000000 ProcessGroupNCCL.cpp:1479] Warning: WARNING: destroy_process_group() was "
      "not called before program exit, which can leak resources. For more info, please see "
      "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())"),
    T(V, "torch (c10d socket.cpp: connect retry) via vLLM", "healthy", "healthy",
      "[W1204 05:00:20.000000000 socket.cpp:755] [c10d] The client socket has failed to connect to "
      "[localhost]:29500 (errno: 99 - Cannot assign requested address)."),
    T(V, "torch/_dynamo/convert_frame.py via vLLM (recompile limit warning)", "healthy", "healthy",
      "(EngineCore_DP0 pid=4260) W1204 05:00:30.000000 4260 torch/_dynamo/convert_frame.py:1016] [0/8] "
      "torch._dynamo hit config.recompile_limit (8)"),
    T(V, "ray (object store on /tmp) via vLLM's Ray executor", "healthy", "healthy",
      "(raylet) WARNING: The object store is using /tmp instead of /dev/shm because /dev/shm has only 67108864 "
      "bytes available. This will harm performance! You may be able to free up space by deleting files in "
      "/dev/shm."),
    # ---- SGLang: fatal ----
    # judgement: the scheduler's own token accounting failed (an internal error, not a device out of memory)
    T(S, "python/sglang/srt/managers/scheduler.py (check_memory / self_check_during_idle)", "exited", "fatal",
      SE + "ValueError: token_to_kv_pool_allocator memory leak detected! available_size=402000, protected_size=0, "
      "self.max_total_num_tokens=402361"),
    T(S, "python/sglang/srt/entrypoints/engine.py (_launch_subprocesses)", "exited", "fatal",
      "[2026-12-04 05:01:02] RuntimeError: Initialization failed. Please see the error messages above."),
    T(S, "python/sglang/srt/configs/model_config.py (context length check)", "model_load_error", "fatal",
      "[2026-12-04 05:00:03] ValueError: User-specified context_length (200000) is greater than the derived "
      "context_length (131072). This may lead to incorrect model outputs or CUDA errors. Note that the derived "
      "context_length may differ from max_position_embeddings in the model's config. To allow overriding this "
      "maximum, set the env var SGLANG_ALLOW_OVERWRITE_LONGER_CONTEXT_LEN=1"),
    T(S, "transformers (configuration_auto.py) via python/sglang/srt/utils/hf_transformers_utils.py",
      "model_load_error", "fatal",
      "[2026-12-04 05:00:03] ValueError: Unrecognized model in /models/x. Should have a `model_type` key in its "
      "config.json, or contain one of the following strings in its name: albert, align, altclip"),
    T(S, "NCCL (src/misc/shmutils.cc) under SGLang's torch.distributed", "nccl_error", "fatal",
      "gpu-01:4260:4301 [0] misc/shmutils.cc:87 NCCL WARN Error while creating shared memory segment "
      "/dev/shm/nccl-Ab12Cd (size 9637888), error: No space left on device (28)",
      "[rank0]: torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
      "NCCLUtils.cpp:77, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5"),
    T(S, "NCCL (src/proxy.cc) under SGLang", "nccl_error", "fatal",
      "gpu-01:4260:4330 [0] proxy.cc:1523 NCCL WARN [Service thread] Could not receive type from localRank 1, "
      "res=3, closed=0",
      SE + "Scheduler hit an exception: Traceback (most recent call last):"),
    T(S, "triton/runtime/errors.py (OutOfResources) in SGLang's Triton kernels", "triton_error", "fatal",
      SE + "triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 147456, Hardware "
      "limit: 101376. Reducing block sizes or `num_stages` may help."),
    T(S, "triton/compiler/errors.py (CompilationError) in SGLang's Triton kernels", "triton_error", "fatal",
      SE + "triton.compiler.errors.CompilationError: at 34:12:"),
    T(S, "triton/backends/nvidia/compiler.py (ptxas failed)", "triton_error", "fatal",
      SE + "RuntimeError: Internal Triton PTX codegen error",
      "`ptxas` stderr:",
      "ptxas fatal   : Value 'sm_120a' is not defined for option 'gpu-name'"),
    T(S, "triton/backends/nvidia/driver.py (kernel launch) in SGLang", "cuda_illegal_memory_access", "fatal",
      SE + "RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered"),
    T(S, "torch (aten/src/ATen/native/cuda/IndexKernel.cu: CUDA_KERNEL_ASSERT) under SGLang", "device_side_assert",
      "fatal",
      "/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:111: operator(): block: [0,0,0], thread: [32,0,0] "
      "Assertion `-sizes[i] <= index && index < sizes[i] && \"index out of bounds\"` failed."),
    T(S, "CPython (Py_FatalError / faulthandler) under SGLang", "fatal_signal", "fatal",
      "Fatal Python error: Segmentation fault", "",
      "Thread 0x00007f3a2c7fe640 (most recent call first):"),
    T(S, "uvicorn (lifespan on.py) via python/sglang/srt/entrypoints/http_server.py", "exited", "fatal",
      "ERROR:    Application startup failed. Exiting."),
    # ---- SGLang: healthy and findings ----
    T(S, "python/sglang/srt/managers/scheduler.py (validate_input_length)", "context_length_exceeded", "finding",
      SE + "Input length (9001 tokens) exceeds the maximum allowed length (8190 tokens). Use a shorter input or "
      "enable --allow-auto-truncate."),
    # judgement: a truncated prompt is served (as ollama's "truncating input prompt" of batch 7)
    T(S, "python/sglang/srt/managers/scheduler.py (handle_generate_request: truncation)", "healthy", "healthy",
      SE + "Request length is longer than the KV cache pool size or the max context length. Truncated. "
      "len(req.origin_input_ids)=9001, max_req_input_len=8190."),
    T(S, "python/sglang/srt/managers/scheduler.py (init: sizing)", "healthy", "healthy",
      SE + "max_total_num_tokens=402361, chunked_prefill_size=8192, max_prefill_tokens=16384, "
      "max_running_requests=2048, context_len=131072, available_gpu_mem=7.21 GB"),
    T(S, "python/sglang/srt/server_args.py (attention backend default)", "healthy", "healthy",
      "[2026-12-04 05:00:02] Attention backend not explicitly specified. Use flashinfer backend by default."),
    T(S, "python/sglang/srt/server_args.py (speculative: overlap off)", "healthy", "healthy",
      "[2026-12-04 05:00:02] Overlap scheduler is disabled because of using eagle speculative decoding."),
    T(S, "python/sglang/srt/server_args.py (torch native backend)", "healthy", "healthy",
      "[2026-12-04 05:00:02] Cuda graph is disabled because of using torch native attention backend"),
    T(S, "python/sglang/srt/model_executor/cuda_graph_runner.py (capture begin)", "healthy", "healthy",
      SE + "Capture cuda graph begin. This can take up to several minutes. avail mem=60.12 GB"),
    T(S, "NCCL (src/plugin/net.cc) under SGLang (no network plugin: internal one used)", "healthy", "healthy",
      "gpu-01:4260:4260 [0] NCCL INFO NET/Plugin: Could not find: libnccl-net.so. Using internal network plugin."),
    T(S, "NCCL (src/transport/net_ib.cc) under SGLang (no InfiniBand: sockets used)", "healthy", "healthy",
      "gpu-01:4260:4260 [0] NCCL INFO Failed to open libibverbs.so[.1]"),
    # ---- llama.cpp: fatal ----
    T(L, "src/llama-model-loader.cpp / src/llama-vocab.cpp (pre-tokenizer)", "model_load_error", "fatal",
      "llama_model_load: error loading model: error loading model vocabulary: unknown pre-tokenizer type: "
      "'qwen35'",
      "llama_model_load_from_file_impl: failed to load model"),
    T(L, "common/common.cpp (common_init_from_params)", "model_load_error", "fatal",
      "common_init_from_params: failed to load model '/models/qwen2.5-7b-instruct-q4_k_m.gguf', try reducing "
      "--n-gpu-layers if you're running out of VRAM",
      "srv    load_model: failed to load model, '/models/qwen2.5-7b-instruct-q4_k_m.gguf'"),
    T(L, "tools/server/server-context.cpp (load_model: multimodal projector)", "model_load_error", "fatal",
      "srv    load_model: failed to load multimodal model, '/models/mmproj-qwen2.5-vl-7b-f16.gguf'"),
    T(L, "src/llama-model.cpp (load_tensors) / ggml-alloc.c", "cuda_oom", "fatal",
      "alloc_tensor_range: failed to allocate CUDA0 buffer of size 4563402752",
      "llama_model_load: error loading model: unable to allocate CUDA0 buffer",
      "llama_model_load_from_file_impl: failed to load model"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu (ggml_cuda_error: launch limit)", "cuda_error", "fatal",
      "CUDA error: too many resources requested for launch",
      "  current device: 0, in function ggml_cuda_mul_mat_q at /src/ggml/src/ggml-cuda/mmq.cu:145",
      "/src/ggml/src/ggml-cuda/ggml-cuda.cu:88: CUDA error"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu (CUBLAS_CHECK)", "cuda_error", "fatal",
      "CUDA error: the function failed to launch on the GPU",
      "  current device: 0, in function ggml_cuda_op_mul_mat_cublas at /src/ggml/src/ggml-cuda/ggml-cuda.cu:1294",
      "  cublasGemmEx(...)",
      "/src/ggml/src/ggml-cuda/ggml-cuda.cu:88: CUDA error"),
    T(L, "ggml/src/ggml-cuda/ggml-cuda.cu (ggml_cuda_error: illegal instruction)", "cuda_illegal_instruction",
      "fatal",
      "CUDA error: an illegal instruction was encountered",
      "  current device: 0, in function ggml_backend_cuda_synchronize at /src/ggml/src/ggml-cuda/ggml-cuda.cu:2521",
      "/src/ggml/src/ggml-cuda/ggml-cuda.cu:88: CUDA error"),
    T(L, "glibc (malloc.c) under llama-server", "fatal_signal", "fatal",
      "double free or corruption (!prev)", "Aborted (core dumped)"),
    T(L, "glibc (malloc.c) under llama-server", "fatal_signal", "fatal",
      "malloc(): corrupted top size", "Aborted (core dumped)"),
    T(L, "glibc (malloc.c) under llama-server", "fatal_signal", "fatal",
      "free(): invalid pointer"),
    T(L, "glibc (malloc.c) under llama-server", "fatal_signal", "fatal",
      "corrupted size vs. prev_size", "Aborted (core dumped)"),
    T(L, "glibc (stack protector) under llama-server", "fatal_signal", "fatal",
      "*** stack smashing detected ***: terminated"),
    T(L, "libstdc++ (terminate handler) under llama-server", "fatal_signal", "fatal",
      "terminate called after throwing an instance of 'std::out_of_range'",
      "  what():  vector::_M_range_check: __n (which is 5) >= this->size() (which is 5)",
      "Aborted (core dumped)"),  # round 69: the terminate line opens the abort its what() explains (the labelled
    # logs: 14 readings at the terminate line, 2 at a what() that named no more specific cause; round 31 had taken it)
    # ---- llama.cpp: healthy and findings ----
    T(L, "tools/server/server-context.cpp (load_model: slot context capped)", "healthy", "healthy",
      "srv    load_model: the slot context (32768) exceeds the training context of the model (8192) - capping"),
    T(L, "src/llama-context.cpp (n_ctx above the training context)", "healthy", "healthy",
      "llama_context: n_ctx_per_seq (200000) > n_ctx_train (131072) -- possible training context overflow"),
    T(L, "src/llama-context.cpp (decode) + tools/server/server-context.cpp (retry)", "kv_cache_full", "finding",
      "decode: failed to find a memory slot for batch of size 512",
      "srv  update_slots: failed to find free space in the KV cache, retrying with smaller batch size, i = 0, "
      "n_batch = 512, ret = 1"),
    T(L, "common/chat.cpp (common_chat_templates_init)", "healthy", "healthy",
      "common_chat_templates_init: failed to parse chat template (defaulting to chatml): Expected value expression "
      "at row 3, column 12"),
    T(L, "ggml/src/ggml-backend.cpp (ggml_backend_sched_alloc_splits)", "healthy", "healthy",
      "ggml_backend_sched_alloc_splits: failed to allocate graph, reserving (backend_ids_changed = 1)"),
    T(L, "src/llama-model.cpp (load_tensors: buffer type fallback)", "healthy", "healthy",
      "load_tensors: tensor 'token_embd.weight' (q4_K) (and 0 others) cannot be used with preferred buffer type "
      "CUDA_Host, using CPU instead"),
    T(L, "src/llama-context.cpp (flash attention auto)", "healthy", "healthy",
      "llama_context: Flash Attention was auto, set to disabled"),
    # ---- TGI ----
    T(G, "backends/v3/src/client/mod.rs (warmup: shard's error)", "cuda_oom", "fatal",
      "2026-12-04T05:01:02.001Z ERROR warmup{max_input_length=Some(4095) max_prefill_tokens=4096 "
      "max_total_tokens=Some(4096) max_batch_size=None}:warmup: text_generation_router_v3::client: "
      "backends/v3/src/client/mod.rs:45: Server error: CUDA out of memory. Tried to allocate 1.50 GiB."),
    T(G, "launcher/src/main.rs (shard signalled: abort)", "fatal_signal", "fatal",
      GS + "Shard process was signaled to shutdown with signal 6 rank=0"),
    T(G, "launcher/src/main.rs (prefix caching info)", "healthy", "healthy",
      "2026-12-04T05:00:01.300Z  INFO text_generation_launcher: Using attention flashinfer - Prefix caching true"),
    T(G, "backends/v3/src/lib.rs (max batch total tokens)", "healthy", "healthy",
      "2026-12-04T05:00:20.000Z  INFO text_generation_router_v3: backends/v3/src/lib.rs:125: Setting max batch "
      "total tokens to 88304"),
    T(G, "router/src/server.rs (hostname)", "healthy", "healthy",
      "2026-12-04T05:00:21.000Z  WARN text_generation_router::server: router/src/server.rs:1906: Invalid hostname, "
      "defaulting to 0.0.0.0"),
    T(G, "server/text_generation_server/models/__init__.py (optional Mamba import)", "healthy", "healthy",
      "2026-12-04T05:00:05.000Z  WARN text_generation_launcher: Could not import Mamba: No module named "
      "'mamba_ssm'"),
    # ---- ollama ----
    T(OL, "llm/llama_server.go (projector CPU-offload retry failed too)", "model_load_error", "fatal",
      OE + '"error loading llama server" error="llama-server startup failed after projector CPU offload retry: '
      'llama-server process has terminated: exit status 1"'),
    T(OL, "server/sched.go (load failed: model may be incompatible)", "model_load_error", "fatal",
      'time=2026-12-04T05:01:02.000Z level=INFO source=sched.go:591 msg="failed to create server" model=qwen3.5 '
      'error="unable to load model: /root/.ollama/models/blobs/sha256-ab12cd: this model may be incompatible with '
      'your version of Ollama. If you previously pulled this model, try updating it by running `ollama pull '
      'qwen3.5`"'),
    T(OL, "llm/llama_server.go (completion: llama-server went away)", "exited", "fatal",
      'time=2026-12-04T05:02:00.000Z level=ERROR source=llama_server.go:1640 msg="llama-server completion error" '
      'error="Post \\"http://127.0.0.1:40123/completion\\": EOF"'),
    T(OL, "Go runtime (deadlock) in ollama", "fatal_signal", "fatal",
      "fatal error: all goroutines are asleep - deadlock!"),
    T(OL, "llm/llama_server.go (projector GPU offload failed: retry on CPU)", "healthy", "healthy",
      OW + 'llama_server.go:1091 msg="llama-server startup failed with projector GPU offload; retrying with '
      'projector CPU offload" model=/root/.ollama/models/blobs/sha256-ab12cd error="llama-server process has '
      'terminated: exit status 1"'),
    T(OL, "llm/llama_server.go (client closed during load)", "healthy", "healthy",
      OW + 'llama_server.go:1301 msg="client connection closed before llama-server finished loading, aborting '
      'load"'),
    T(OL, "llm/server.go (context above the training context)", "healthy", "healthy",
      OW + 'server.go:114 msg="requested context size too large for model" num_ctx=262144 n_ctx_train=131072'),
    T(OL, "discover/runner.go (discovery watchdog)", "healthy", "healthy",
      OW + 'runner.go:584 msg="llama-server GPU discovery watchdog timed out" OLLAMA_LIBRARY_PATH=[/usr/lib/ollama] '
      'extra_envs=map[] error="context deadline exceeded"'),
    T(OL, "discover/runner.go (free memory refresh)", "healthy", "healthy",
      OW + 'runner.go:364 msg="unable to refresh free memory, using old values"'),
    T(OL, "discover/amd.go (unsupported gfx target dropped)", "healthy", "healthy",
      OW + 'amd.go:470 msg="dropping ROCm device — no rocblas support for gfx target" gpu=0 gfx=gfx1103'),
    T(OL, "server/sched.go (eviction to fit)", "healthy", "healthy",
      'time=2026-12-04T05:03:00.000Z level=INFO source=sched.go:551 msg="llama-server model predicted to exceed '
      'available memory, evicting" model=qwen3:32b'),
    T(OL, "server/sched.go (ErrMaxQueue) as gin's access line", "healthy", "healthy",
      '[GIN] 2026/12/04 - 05:02:00 | 503 |     1.20ms |       127.0.0.1 | POST     "/api/generate"'),
    # ---- TensorRT-LLM ----
    T(R, "tensorrt_llm/executor/worker.py (worker_main: executor init failed)", "cuda_oom", "fatal",
      TE + "Failed to initialize executor on rank 0: CUDA out of memory. Tried to allocate 136.00 MiB. GPU 0 has "
      "a total capacity of 79.19 GiB of which 58.38 MiB is free."),
    T(R, "tensorrt_llm/executor/worker.py + transformers (configuration_auto.py)", "model_load_error", "fatal",
      TE + "Failed to initialize executor on rank 0: The checkpoint you are trying to load has model type "
      "`qwen3_next` but Transformers does not recognize this architecture."),
    # the documented convention: an executor that could not be set up is model_load_error whatever it names
    T(R, "tensorrt_llm/executor/worker.py (executor init failed, another cause)", "model_load_error", "fatal",
      TE + "Failed to initialize executor on rank 0: tuple index out of range"),
    T(R, "tensorrt_llm/_torch/pyexecutor/py_executor.py (forward step error)", "cuda_oom", "fatal",
      TE + "Encountered an error in forward function: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 0 has a "
      "total capacity of 79.19 GiB of which 2.10 GiB is free."),
    T(R, "TensorRT runtime (deserializeCudaEngine) via cpp/tensorrt_llm/runtime/tllmRuntime.cpp",
      "model_load_error", "fatal",
      "[TensorRT-LLM][ERROR] IRuntime::deserializeCudaEngine: Error Code 1: Serialization (Serialization assertion "
      "stdVersionRead == kSERIALIZATION_VERSION failed.Version tag does not match. Note: Current Version: 239, "
      "Serialized Engine Version: 238)"),
    T(R, "TensorRT runtime (engine plan version) via tllmRuntime.cpp", "model_load_error", "fatal",
      "[TensorRT-LLM][ERROR] 6: The engine plan file is not compatible with this version of TensorRT, expecting "
      "library version 10.11.0.33 got 10.10.0.31, please rebuild."),
    T(R, "cpp/tensorrt_llm/common (NCCLCHECK)", "nccl_error", "fatal",
      "Failed, NCCL error /src/cpp/tensorrt_llm/plugins/common/plugin.cpp:135 'unhandled cuda error (run with "
      "NCCL_DEBUG=INFO for details)'"),
    T(R, "cpp/tensorrt_llm/common/cudaUtils.h (check_cuda_error)", "cuda_error", "fatal",
      "[TensorRT-LLM][ERROR] CUDA runtime error in cudaDeviceGetDefaultMemPool(&memPool, device): operation not "
      "supported (/src/cpp/tensorrt_llm/runtime/bufferManager.cpp:211)"),
    # the banner is the first fatal line (round 53: the labelled real logs and their second readers, 7 readings to 1;
    # before, the line that names the signal, as heldout32's first reader took it)
    T(R, "Open MPI (signal handler) under trtllm-serve", "fatal_signal", "fatal",
      "[gpu-01:04260] *** Process received signal ***",
      "[gpu-01:04260] Signal: Segmentation fault (11)",
      "[gpu-01:04260] Signal code: Address not mapped (1)", first=0),
    T(R, "mpi4py (MPI.Exception) under tensorrt_llm/llmapi/mpi_session.py", "exited", "fatal",
      "mpi4py.MPI.Exception: MPI_ERR_SPAWN: could not spawn processes"),
    T(R, "cpp/tensorrt_llm/batch_manager (attention window adjusted)", "healthy", "healthy",
      "[TensorRT-LLM][WARNING] The value of maxAttentionWindow cannot exceed maxSequenceLength. Therefore, it has "
      "been adjusted to match the value of maxSequenceLength."),
    T(R, "cpp/tensorrt_llm/runtime (peer access)", "healthy", "healthy",
      "[TensorRT-LLM][WARNING] Device 0 peer access Device 1 is not available."),
    T(R, "cpp/tensorrt_llm/common/logger.cpp (level from the environment)", "healthy", "healthy",
      "[TensorRT-LLM][WARNING] Logger level already set from environment. Discard new verbosity: error"),
    T(R, "cpp/tensorrt_llm/batch_manager/kvCacheManager.cpp (KV cache sizing)", "healthy", "healthy",
      "[TensorRT-LLM][INFO] [MemUsageChange] Allocated 12.34 GiB for max tokens in paged KV cache (101120)."),
    T(R, "tensorrt_llm/executor (IPC executor)", "healthy", "healthy",
      TW + "Orchestrator is creating IPC executor"),
    # ---- lmdeploy ----
    T(M, "src/turbomind/utils/cuda_utils.h (check: illegal access)", "cuda_illegal_memory_access", "fatal",
      "[TM][ERROR] CUDA runtime error: an illegal memory access was encountered "
      "/lmdeploy/src/turbomind/models/llama/LlamaBatch.cc:1421"),
    T(M, "lmdeploy/cli (argparse)", "exited", "fatal",
      "usage: lmdeploy serve api_server [-h] [--server-name SERVER_NAME] [--server-port SERVER_PORT] model_path",
      "lmdeploy serve api_server: error: argument --backend: invalid choice: 'tm' (choose from 'pytorch', "
      "'turbomind')", first=1),
    T(M, "lmdeploy/pytorch/models/patch.py (no rewrite for the architecture)", "model_load_error", "fatal",
      ME + "model_agent.py:890 - RuntimeError: Can not found rewrite for architectures: ['FooForCausalLM']"),
    T(M, "lmdeploy/archs.py (autoget_backend: fallback)", "healthy", "healthy",
      MW + "archs.py:62 - Fallback to pytorch engine because turbomind engine is not installed correctly. If you "
      "insist to use turbomind engine, you may need to reinstall lmdeploy from pypi or build from source and try "
      "again."),
    T(M, "lmdeploy/pytorch/engine/cache_engine.py (sizing)", "healthy", "healthy",
      "2026-12-04 05:00:20,001 - lmdeploy - INFO - cache_engine.py:50 - Allocating cache blocks: "
      "num_gpu_blocks=2048, num_cpu_blocks=0"),
)  # fmt: skip


# Batch 10 (issue 17, round 25's knowledge pass from the servers' own code): lines that three helpers listed from
# vLLM, SGLang, llama.cpp/ggml, ollama, llama-cpp-python, TGI, lmdeploy, TensorRT-LLM and Triton sources, each
# with whether the server dies on it (282 in all; before the pass 230 read as their sources say, after 259). Kept:
# those read right now, where the first fatal line is the burst's earliest line or a cause in the lines before it
# (the labelling rules); the rest, and why, are in bench/results/triage_accuracy.txt (round 25); the lists
# themselves, with each line's source file and why, in bench/results/source_pass/ (the comment after each row is its
# place there).
TEMPLATES_10: tuple[Template, ...] = (
    T('vllm', 'vllm/v1/engine/core.py:708', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) INFO 12-04 16:30:41 [gpu_model_runner.py:2602] Starting to load model meta-llama/Llama-3.1-8B-Instruct...', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:31:02 [core.py:708] EngineCore failed to start.', first=1),  # src1#0
    T('vllm', 'vllm/v1/engine/core.py:1757', 'exited', 'fatal', '(EngineCore pid=2143) ERROR 12-04 16:31:02 [core.py:1757] EngineCore failed to start.'),  # src1#1
    T('vllm', 'vllm/v1/engine/core.py:710', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:45:10 [core.py:710] EngineCore encountered a fatal error.'),  # src1#2
    T('vllm', 'vllm/v1/engine/core.py:1759', 'exited', 'fatal', '(EngineCore pid=2143) ERROR 12-04 16:45:10 [core.py:1759] EngineCore encountered a fatal error.'),  # src1#3
    T('vllm', 'vllm/v1/engine/core_client.py:564', 'exited', 'fatal', '(APIServer pid=2011) ERROR 12-04 16:45:12 [core_client.py:564] Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.'),  # src1#4
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:154', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:45:09 [multiproc_executor.py:154] Worker proc VllmWorker-1 died unexpectedly, shutting down executor.'),  # src1#5
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:597', 'exited', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 16:31:01 [multiproc_executor.py:597] WorkerProc failed to start.'),  # src1#7
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:1097', 'exited', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 16:45:08 [multiproc_executor.py:1097] WorkerProc failed.'),  # src1#8
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:671', 'exited', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 16:45:08 [multiproc_executor.py:671] WorkerProc hit an exception.'),  # src1#9
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:550', 'cuda_illegal_memory_access', 'fatal', '(EngineCore pid=2143) ERROR 12-04 16:45:10 [core.py:1759] EngineCore encountered a fatal error.', "RuntimeError: Worker failed with error 'CUDA error: an illegal memory access was encountered', please check the stack trace above for the root cause", first=1),  # src1#10
    T('vllm', 'vllm/v1/engine/exceptions.py', 'exited', 'fatal', '(APIServer pid=2011) ERROR 12-04 16:45:12 [async_llm.py:480] AsyncLLM output_handler failed.', 'Traceback (most recent call last):', 'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.'),  # src1#11
    T('vllm', 'vllm/v1/engine/async_llm.py:480', 'exited', 'fatal', '(APIServer pid=2011) ERROR 12-04 16:45:12 [async_llm.py:480] AsyncLLM output_handler failed.'),  # src1#12
    T('vllm', 'vllm/v1/engine/utils.py:1477', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:31:02 [core.py:708] EngineCore failed to start.', "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {'EngineCore_DP0': 1}"),  # src1#13
    T('vllm', 'vllm/v1/engine/utils.py:1472', 'exited', 'fatal', "RuntimeError: Frontend process failed during engine core initialization. See root cause above. Failed frontend proc(s): {'ApiServer_1': 1}"),  # src1#14
    T('vllm', 'vllm/v1/utils.py:592', 'exited', 'fatal', '(APIServer pid=2011) ERROR 12-04 16:45:12 [utils.py:599] Exception occurred while running API servers: Engine core process EngineCore_DP0 died unexpectedly.', 'RuntimeError: Engine core process EngineCore_DP0 died unexpectedly.'),  # src1#15
    T('vllm', 'vllm/v1/utils.py:586', 'exited', 'fatal', 'RuntimeError: Process ApiServer_0 (PID: 2011) died with exit code 1'),  # src1#16
    T('vllm', 'vllm/v1/utils.py:599', 'exited', 'fatal', 'ERROR 12-04 16:45:12 [utils.py:599] Exception occurred while running API servers: Process ApiServer_0 (PID: 2011) died with exit code 1'),  # src1#17
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:488', 'exited', 'fatal', 'RuntimeError: Executor failed.'),  # src1#18
    T('vllm', 'vllm/v1/engine/core.py:814', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) CRITICAL 12-04 16:45:15 [core.py:814] vLLM shutdown signal from EngineCore failed to send. Please report this issue.'),  # src1#19
    T('vllm', 'vllm/logging_utils/dump_input.py:70', 'exited', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 16:45:08 [multiproc_executor.py:671] WorkerProc hit an exception.', "(EngineCore_DP0 pid=2143) ERROR 12-04 16:45:09 [dump_input.py:69] Dumping input data for V1 LLM engine (v0.11.0) with config: model='Qwen/Qwen3-8B', speculative_config=None, tokenizer='Qwen/Qwen3-8B', skip_tokenizer_init=False, ..."),  # src1#20
    T('vllm', 'vllm/v1/core/kv_cache_utils.py:699', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:31:02 [core.py:708] EngineCore failed to start.', 'Traceback (most recent call last):', 'ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.', first=2),  # src1#21
    T('vllm', 'vllm/v1/core/kv_cache_utils.py:712', 'cuda_oom', 'fatal', "ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (9.34 GiB). Based on the available memory, the estimated maximum model length is 76496. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."),  # src1#22
    T('vllm', 'vllm/v1/core/kv_cache_planning.py:124', 'cuda_oom', 'fatal', "ValueError: To serve at least one request with the model's max seq len (262144), (32.00 GiB KV cache is needed, which is larger than the available KV cache memory (21.47 GiB). Based on the available memory, the estimated maximum model length is 175696. Try increasing `gpu_memory_utilization` when initializing the engine (this flag also controls CPU memory reservation on the CPU backend, despite its name). Decreasing `max_model_len` also reduces what is needed. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."),  # src1#23
    T('vllm', 'vllm/v1/worker/gpu_worker.py:189', 'cuda_oom', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 16:30:20 [multiproc_executor.py:597] WorkerProc failed to start.', 'ValueError: Free memory on device (10.52/79.19 GiB) on startup is less than desired GPU memory utilization (0.9, 71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.', first=1),  # src1#24
    T('vllm', 'vllm/v1/worker/gpu_model_runner.py:3221', 'cuda_oom', 'fatal', 'RuntimeError: CUDA out of memory occurred when warming up sampler with 1024 dummy requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.'),  # src1#25
    T('vllm', 'vllm/platforms/cuda.py:510', 'exited', 'fatal', 'ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.'),  # src1#26
    T('vllm', 'vllm/v1/engine/core_client.py:496', 'hang', 'fatal', 'TimeoutError: Timed out waiting for engines to sendinitial message on input socket.'),  # src1#27
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:273', 'hang', 'fatal', 'TimeoutError: RPC call to execute_model timed out.'),  # src1#28
    T('vllm', 'vllm/distributed/device_communicators/pynccl_wrapper.py:464', 'nccl_error', 'fatal', '(Worker_TP1 pid=2302) ERROR 12-04 16:30:55 [multiproc_executor.py:597] WorkerProc failed to start.', 'RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)', first=1),  # src1#29
    T('vllm', 'vllm/distributed/utils.py:466', 'hang', 'fatal', 'RuntimeError: Barrier timed out after 300.00 seconds'),  # src1#31
    T('vllm', 'vllm/entrypoints/openai/api_server.py', 'exited', 'fatal', 'RuntimeError: Engine process failed to start. See stack trace for the root cause.'),  # src1#32
    T('vllm', 'vllm/engine/async_llm_engine.py', 'exited', 'fatal', 'vllm.engine.async_llm_engine.AsyncEngineDeadError: Background loop has errored already.'),  # src1#33
    T('vllm', 'vllm/entrypoints/openai/serving_chat.py:263', 'healthy', 'healthy', '(APIServer pid=2011) ERROR 12-04 16:50:13 [serving_chat.py:263] Error in preprocessing prompt inputs'),  # src1#34
    T('vllm', 'vllm/entrypoints/openai/serving_engine.py:676', 'context_length_exceeded', 'finding', '(APIServer pid=2011) ERROR 12-04 16:50:13 [serving_chat.py:263] Error in preprocessing prompt inputs', 'Traceback (most recent call last):', "ValueError: This model's maximum context length is 4096 tokens. However, your request has 5120 input tokens. Please reduce the length of the input messages.", first=2),  # src1#35
    T('vllm', 'vllm/entrypoints/openai/serving_engine.py:684', 'context_length_exceeded', 'finding', "ValueError: 'max_tokens' or 'max_completion_tokens' is too large: 4096. This model's maximum context length is 8192 tokens and your request has 5000 input tokens (4096 > 8192 - 5000)."),  # src1#36
    T('vllm', 'vllm/renderers/params.py:544', 'context_length_exceeded', 'finding', "vllm.exceptions.VLLMValidationError: This model's maximum context length is 32768 tokens. However, your prompt contains 40112 input tokens, which exceeds this limit even without any output tokens. Please reduce the length of the input prompt."),  # src1#37
    T('vllm', 'vllm/entrypoints/openai/serving_chat.py:1145', 'healthy', 'healthy', '(APIServer pid=2011) ERROR 12-04 16:52:40 [serving_chat.py:1145] Error in chat completion stream generator.'),  # src1#38
    T('vllm', 'vllm/entrypoints/openai/serving_chat.py:178', 'healthy', 'healthy', "(APIServer pid=2011) ERROR 12-04 16:52:41 [serving_chat.py:178] Error with model error=ErrorInfo(message='The model `gpt-4o` does not exist.', type='NotFoundError', param='model', code=404)"),  # src1#39
    T('vllm', 'vllm/distributed/device_communicators/shm_broadcast.py:764', 'healthy', 'healthy', '(EngineCore pid=2143) INFO 12-04 16:40:05 [shm_broadcast.py:764] No available shared memory broadcast block found in 60 seconds. This typically happens when some processes are hanging or doing some time-consuming work (e.g. compilation, weight/kv cache quantization).'),  # src1#40
    T('vllm', 'vllm/config/parallel.py:841', 'healthy', 'healthy', 'WARNING 12-04 16:30:10 [parallel.py:841] Address already in use. Retrying with a new port.'),  # src1#41
    T('vllm', 'vllm/_custom_ops.py:20', 'healthy', 'healthy', 'WARNING 12-04 16:30:01 [_custom_ops.py:20] Failed to import from vllm._C with ModuleNotFoundError("No module named \'vllm._C\'")'),  # src1#42
    T('vllm', 'vllm/v1/engine/detokenizer.py:246', 'healthy', 'healthy', '(APIServer pid=2011) WARNING 12-04 16:55:02 [detokenizer.py:246] Encountered invalid prefix detokenization error for request chatcmpl-8f1c2a, resetting decode stream.'),  # src1#43
    T('vllm', 'vllm/v1/engine/detokenizer.py:237', 'healthy', 'healthy', '(APIServer pid=2011) ERROR 12-04 16:55:02 [detokenizer.py:237] Encountered invalid token id: 151936'),  # src1#44
    T('vllm', 'vllm/v1/engine/core.py:780', 'healthy', 'healthy', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:56:10 [core.py:780] Invocation of load_lora_adapter method failed'),  # src1#45
    T('vllm', 'vllm/v1/engine/core_client.py:592', 'healthy', 'healthy', '(APIServer pid=2011) ERROR 12-04 16:56:11 [core_client.py:592] Cancelled call to utility method failed with error: CUDA error: out of memory'),  # src1#46
    T('vllm', 'vllm/utils/watch_dog.py:95', 'healthy', 'healthy', '(EngineCore pid=2143) INFO 12-04 16:58:30 [watch_dog.py:95] [Watchdog]Dumped stack to /tmp/vllm_stack_dumps/VLLM_STACK_DUMP_for_engine_0_2143.log due to feed timeout'),  # src1#47
    T('vllm', 'vllm/v1/core/sched/scheduler.py:3924', 'healthy', 'healthy', '(EngineCore pid=2143) WARNING 12-04 16:59:01 [scheduler.py:3924] Recovered from KV load failure: 2 request(s) rescheduled (4096 tokens affected).'),  # src1#48
    T('vllm', 'vllm/core/scheduler.py', 'healthy', 'healthy', 'WARNING 12-04 16:59:05 scheduler.py:1560] Sequence group chatcmpl-41 is preempted by PreemptionMode.RECOMPUTE mode because there is not enough KV cache space. This can affect the end-to-end performance. Increase gpu_memory_utilization or tensor_parallel_size to provide more KV cache memory. total_num_cumulative_preemption=51'),  # src1#49
    T('vllm', 'vllm/v1/engine/async_llm.py:840', 'context_length_exceeded', 'finding', '(APIServer pid=2011) INFO 12-04 17:00:00 [async_llm.py:840] Request cmpl-9a1b failed (bad request): The decoder prompt (length 9000) is longer than the maximum model length of 8192. Make sure that `max_model_len` is no smaller than the number of text tokens..'),  # src1#50
    T('vllm', 'vllm/model_executor/models/registry.py', 'model_load_error', 'fatal', "ValueError: Model architectures ['DeepseekOCRForCausalLM'] are not supported for now. Supported architectures: dict_keys(['ApertusForCausalLM', 'AquilaModel', 'AquilaForCausalLM', ...])"),  # src1#52
    T('vllm', 'vllm/platforms/__init__.py', 'cuda_error', 'fatal', 'RuntimeError: Failed to infer device type'),  # src1#53
    T('sglang', 'python/sglang/srt/managers/scheduler.py:6372', 'exited', 'fatal', '[2025-12-04 16:45:10 TP0] Scheduler hit an exception: Traceback (most recent call last):'),  # src1#54
    T('sglang', 'python/sglang/srt/entrypoints/engine.py:1977', 'exited', 'fatal', '[2025-12-04 16:45:10 TP0] Scheduler hit an exception: Traceback (most recent call last):', '[2025-12-04 16:45:10] Received sigquit from a child process. It usually means the child failed.'),  # src1#55
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:4073', 'exited', 'fatal', "[2025-12-04 16:45:10] SIGQUIT received. signum=3, frame=<frame at 0x7f2c8c0b1a40, file '/usr/lib/python3.12/selectors.py', line 468, code select>. It usually means one child failed."),  # src1#56
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:4043', 'exited', 'fatal', '[2025-12-04 16:45:10] TokenizerManager hit an exception: Traceback (most recent call last):'),  # src1#57
    T('sglang', 'python/sglang/srt/managers/detokenizer_manager.py:566', 'exited', 'fatal', '[2025-12-04 16:45:10] DetokenizerManager hit an exception: Traceback (most recent call last):'),  # src1#58
    T('sglang', 'python/sglang/srt/managers/data_parallel_controller.py:1011', 'exited', 'fatal', '[2025-12-04 16:45:10] DataParallelController hit an exception: Traceback (most recent call last):'),  # src1#59
    T('sglang', 'python/sglang/srt/entrypoints/engine.py:899', 'exited', 'fatal', '[2025-12-04 16:31:01 TP0] Scheduler hit an exception: Traceback (most recent call last):', '[2025-12-04 16:31:02] Rank 0 scheduler is dead. Please check if there are relevant logs.'),  # src1#62
    T('sglang', 'python/sglang/srt/entrypoints/engine.py:902', 'killed_oom_host', 'fatal', '[2025-12-04 16:31:02] Rank 0 scheduler is dead. Please check if there are relevant logs.', '[2025-12-04 16:31:02] Exit code: -9'),  # src1#63
    T('sglang', 'python/sglang/srt/entrypoints/engine.py:2032', 'exited', 'fatal', 'RuntimeError: Initialization failed. Please see the error messages above.'),  # src1#64
    T('sglang', 'python/sglang/srt/entrypoints/http_server.py:2384', 'exited', 'fatal', '[2025-12-04 16:32:40] Initialization failed. warmup error: Traceback (most recent call last):'),  # src1#65
    T('sglang', 'python/sglang/srt/utils/watchdog.py:153', 'hang', 'fatal', '[2025-12-04 16:50:00 TP0] Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=False)'),  # src1#66
    T('sglang', 'python/sglang/srt/mem_cache/allocation.py:239', 'cuda_oom', 'fatal', '[2025-12-04 16:47:03 TP0] Prefill out of memory. Try to lower your batch size.'),  # src1#68
    T('sglang', 'python/sglang/srt/mem_cache/allocation.py:612', 'cuda_oom', 'fatal', '[2025-12-04 16:47:03 TP0] Decode out of memory. Try to lower your batch size.'),  # src1#69
    T('sglang', 'python/sglang/srt/model_executor/model_runner.py', 'cuda_oom', 'fatal', '[2025-12-04 16:31:01 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: Not enough memory. Please try to increase --mem-fraction-static. Current value: self.server_args.mem_fraction_static=0.88', first=1),  # src1#70
    T('sglang', 'python/sglang/srt/model_executor/model_runner.py', 'cuda_oom', 'fatal', 'ValueError: The memory capacity is unbalanced. Some GPUs may be occupied by other processes.'),  # src1#71
    T('sglang', 'python/sglang/srt/model_executor/cuda_graph_runner.py', 'cuda_oom', 'fatal', 'Exception: Capture cuda graph failed: CUDA out of memory. Tried to allocate 1.53 GiB. GPU 0 has a total capacity of 79.10 GiB of which 1.12 GiB is free.'),  # src1#72
    T('sglang', 'python/sglang/srt/models/registry.py', 'model_load_error', 'fatal', "ValueError: Model architectures ['Glm4MoeLiteForCausalLM'] are not supported for now. Supported architectures: dict_keys(['BaichuanForCausalLM', 'ChatGLMModel', 'CohereForCausalLM', ...])"),  # src1#73
    T('sglang', 'python/sglang/srt/models/registry.py', 'model_load_error', 'fatal', "ValueError: Model architectures ['Qwen3NextForCausalLM'] failed to be inspected. Please check the logs for more details."),  # src1#74
    T('sglang', 'python/sglang/srt/server_args.py:886', 'port_in_use', 'fatal', '[2025-12-04 16:30:05] Port is already in use. dist_init_port=30005 port_base=30010 detokenizer_port=30011 nccl_port=30004 scheduler_input_port=30012'),  # src1#75
    T('sglang', 'python/sglang/srt/entrypoints/http_server.py:2738', 'port_in_use', 'fatal', '[2025-12-04 16:30:05] [Errno 98] Address already in use'),  # src1#76
    T('sglang', 'python/sglang/srt/utils/network.py:102', 'port_in_use', 'fatal', "ValueError: scheduler_input_port at 30012 is not available in 60 seconds. scheduler_input_port is used by a process already. process.name()='python3' process.cmdline()=['python3', '-m', 'sglang.launch_server', '--port', '30000'] process.status()='sleeping' pid=41233"),  # src1#77
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:3519', 'hang', 'fatal', '[2025-12-04 16:55:20] Signal SIGTERM received while health check failed. Force exiting.'),  # src1#78
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:3411', 'exited', 'fatal', "[2025-12-04 16:45:10] Dumping requests before crash. self.crash_dump_folder='/tmp/sglang_crash_dump'"),  # src1#79
    T('sglang', 'python/sglang/srt/managers/scheduler.py:4537', 'healthy', 'healthy', '[2025-12-04 16:47:01 TP0] KV cache pool is full. Retract requests. #retracted_reqs: 3, #new_tokens_gained: 6144, #new_token_ratio: 0.3512 -> 0.6012'),  # src1#80
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:1349', 'context_length_exceeded', 'finding', "ValueError: The input (9012 tokens) is longer than the model's context length (8192 tokens)."),  # src1#81
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:1340', 'context_length_exceeded', 'finding', "[2025-12-04 16:52:00] The input (9012 tokens) is longer than the model's context length (8192 tokens). Truncating the input."),  # src1#82
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:1378', 'context_length_exceeded', 'finding', "ValueError: Requested token count exceeds the model's maximum context length of 8192 tokens. You requested a total of 10240 tokens: 6144 tokens from the input messages and 4096 tokens for the completion. Please reduce the number of tokens in the input messages or the completion to fit within the limit."),  # src1#83
    T('sglang', 'python/sglang/srt/managers/utils.py:283', 'context_length_exceeded', 'finding', 'Input length (40000 tokens) exceeds the maximum allowed length (32767 tokens). Use a shorter input or enable --allow-auto-truncate.'),  # src1#84
    T('sglang', 'python/sglang/srt/managers/scheduler.py:2732', 'context_length_exceeded', 'finding', 'Request prompt exceeds the KV memory budget: input_len=250000.'),  # src1#85
    T('sglang', 'python/sglang/srt/entrypoints/http_server.py:792', 'hang', 'fatal', "[2025-12-04 16:55:00] Health check failed. Server couldn't get a response from detokenizer for last 20 seconds. tic start time: 16:54:40. last_heartbeat time: 16:53:12"),  # src1#86 (round 87: a hang at its first report, as the real 35313 and both its readers read it; a batch line after it withdraws it)
    T('sglang', 'python/sglang/srt/utils/watchdog.py:153', 'healthy', 'healthy', '[2025-12-04 16:50:00 TP0] Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=True)'),  # src1#87
    T('sglang', 'python/sglang/srt/distributed/bootstrap.py:452', 'healthy', 'healthy', '[2025-12-04 16:30:30 TP1] The memory capacity is unbalanced. Some GPUs may be occupied by other processes. pre_model_load_memory=57.45, local_gpu_memory=78.01, local_gpu_memory * 0.9=70.21'),  # src1#88
    T('sglang', 'python/sglang/srt/models/registry.py', 'healthy', 'healthy', "[2025-12-04 16:30:12] Ignore import error when loading sglang.srt.models.deepseek_ocr. No module named 'addict'"),  # src1#89
    T('sglang', 'python/sglang/srt/managers/scheduler.py:5625', 'healthy', 'healthy', "[2025-12-04 16:58:00 TP0] Failed to call rpc update_weights_from_disk: [Errno 2] No such file or directory: '/ckpt/step_200'"),  # src1#90
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:2501', 'healthy', 'healthy', "[2025-12-04 16:58:05] Received output for rid='b3c1e2d4' but the state was deleted in TokenizerManager."),  # src1#91
    T('sglang', 'python/sglang/srt/utils/network.py:33', 'healthy', 'healthy', '[2025-12-04 16:30:01] Port 30000 is already in use, trying port 30001'),  # src1#92
    T('sglang', 'python/sglang/srt/utils/network.py:95', 'healthy', 'healthy', "[2025-12-04 16:30:20] port 30012 is in use. Waiting for 15 seconds for scheduler_input_port to be available. scheduler_input_port is used by a process already. process.name()='python3' process.cmdline()=['python3', '-m', 'sglang.launch_server'] process.status()='zombie' pid=41233"),  # src1#93
    T('sglang', 'python/sglang/srt/managers/scheduler_components/invariant_checker.py:453', 'healthy', 'healthy', '[2025-12-04 17:01:00 TP0] pool memory leak detected! full: available_size=120000, evictable_size=3000, protected_size=0, total=125000'),  # src1#94
    T('sglang', 'python/sglang/srt/managers/scheduler.py:2355', 'healthy', 'healthy', '[2025-12-04 17:02:00 TP0] Multimodal feature reconstruction failed (rank 1: CUDA IPC handle expired)'),  # src1#95
    T('sglang', 'sgl-router/src/routers/http/router.rs', 'hang', 'fatal', '2025-12-04 16:40:05  ERROR sglang_router_rs::routers::http::router: src/routers/http/router.rs:142: Timeout 600s waiting for workers ["http://10.0.0.5:30000"] to become healthy. Please set --router-worker-startup-timeout-secs (sglang_router.launch_server) or --worker-startup-timeout-secs (sglang_worker.router) to a larger value'),  # src1#96
    T('sglang', 'sgl-router/src/core/worker.rs', 'healthy', 'healthy', '2025-12-04 16:50:30  WARN sglang_router_rs::core::worker: src/core/worker.rs:455: Worker http://10.0.0.5:30000 health check failed: Health check failed for worker http://10.0.0.5:30000: Health check request failed: error sending request for url (http://10.0.0.5:30000/health)'),  # src1#97
    T('sglang', 'sgl-router/src/core/worker_manager.rs', 'healthy', 'healthy', '2025-12-04 16:50:31  ERROR sglang_router_rs::core::worker_manager: src/core/worker_manager.rs:101: Failed to connect to worker http://10.0.0.6:30000: error sending request for url (http://10.0.0.6:30000/flush_cache)'),  # src1#98
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:925', 'exited', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 16:31:01 [multiproc_executor.py:1091] WorkerProc failed to start.', 'Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.'),  # src1#99
    T('vllm', 'vllm/utils/watch_dog.py:171', 'fatal_signal', 'fatal', 'Fatal Python error: Segmentation fault'),  # src1#101
    T('sglang', 'python/sglang/srt/disaggregation/decode_kvcache_offload_manager.py:246', 'healthy', 'healthy', '[2025-12-04 17:04:00 TP0] Not enough host memory for request 7c1d9e'),  # src1#102
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', "llama_model_load: error loading model: error loading model vocabulary: unknown pre-tokenizer type: 'qwen35'", 'llama_model_load_from_file_impl: failed to load model', "common_init_from_params: failed to load model '/models/Qwen3-32B-Q4_K_M.gguf'", "srv    load_model: failed to load model, '/models/Qwen3-32B-Q4_K_M.gguf'"),  # src2#0
    T('llamacpp', 'tools/server/server.cpp', 'model_load_error', 'fatal', "srv    load_model: failed to load model, '/models/Qwen3-32B-Q4_K_M.gguf'", 'srv    operator(): operator(): cleaning up before exit...', 'srv  llama_server: exiting due to model loading error'),  # src2#1
    T('llamacpp', 'src/llama.cpp', 'model_load_error', 'fatal', 'llama_model_loader: - kv   0:                       general.architecture str              = qwen3next', "llama_model_load: error loading model: unknown model architecture: 'qwen3next'", first=1),  # src2#2
    T('llamacpp', 'src/llama-vocab.cpp', 'model_load_error', 'fatal', "llama_model_load: error loading model: error loading model vocabulary: unknown pre-tokenizer type: 'deepseek-v3'"),  # src2#3
    T('llamacpp', 'src/llama-model.cpp', 'model_load_error', 'fatal', "llama_model_load: error loading model: missing tensor 'blk.0.attn_q_norm.weight'"),  # src2#4
    T('llamacpp', 'src/llama-model-loader.cpp', 'model_load_error', 'fatal', 'llama_model_load: error loading model: done_getting_tensors: wrong number of tensors; expected 724, got 723'),  # src2#5
    T('llamacpp', 'src/llama-model-loader.h', 'model_load_error', 'fatal', "llama_model_load: error loading model: tensor 'blk.61.ffn_down_exps.weight' data is not within the file bounds, model is corrupted or incomplete"),  # src2#7
    T('llamacpp', 'src/llama-model-loader.cpp', 'model_load_error', 'fatal', 'gguf_init_from_file_impl: failed to read magic', 'llama_model_load: error loading model: llama_model_loader: failed to load model from /models/model.gguf'),  # src2#8
    T('llamacpp', 'src/llama.cpp', 'model_load_error', 'fatal', 'llama_model_load_from_file_impl: no backends are loaded. hint: use ggml_backend_load() or ggml_backend_load_all() to load a backend before calling this function'),  # src2#9
    T('llamacpp', 'src/llama-context.cpp', 'model_load_error', 'fatal', 'llama_init_from_model: failed to initialize the context: quantized V cache was requested, but this requires Flash Attention'),  # src2#10
    T('llamacpp', 'common/common.cpp', 'cuda_oom', 'fatal', 'llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache', "common_init_from_params: failed to create context with model '/models/model.gguf', try reducing --n-gpu-layers if you're running out of VRAM"),  # src2#11
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', "srv    load_model: failed to load draft model, '/models/Qwen3-0.6B-Q8_0.gguf'"),  # src2#12
    T('llamacpp', 'tools/server/server-http.cpp', 'port_in_use', 'fatal', "srv         start: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8080"),  # src2#13
    T('llamacpp', 'tools/server/server.cpp', 'port_in_use', 'fatal', "srv         start: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8080", 'srv  llama_server: exiting due to HTTP server error'),  # src2#14
    T('llamacpp', 'src/ggml-cuda/ggml-cuda.cu:894', 'cuda_oom', 'fatal', 'load_tensors: offloading 64 repeating layers to GPU', 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 20480.00 MiB on device 0: cudaMalloc failed: out of memory', first=1),  # src2#17
    T('llamacpp', 'src/ggml-alloc.c:1133', 'cuda_oom', 'fatal', 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 20480.00 MiB on device 0: cudaMalloc failed: out of memory', 'alloc_tensor_range: failed to allocate CUDA0 buffer of size 21474836480'),  # src2#18
    T('llamacpp', 'src/llama-model.cpp', 'cuda_oom', 'fatal', 'alloc_tensor_range: failed to allocate CUDA0 buffer of size 21474836480', 'llama_model_load: error loading model: unable to allocate CUDA0 buffer'),  # src2#19
    T('llamacpp', 'src/llama-kv-cache.cpp', 'cuda_oom', 'fatal', 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 16384.00 MiB on device 0: cudaMalloc failed: out of memory', 'llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache'),  # src2#20
    T('llamacpp', 'src/llama-context.cpp', 'cuda_oom', 'fatal', 'ggml_gallocr_reserve_n: failed to allocate CUDA0 buffer of size 2147483648', 'graph_reserve: failed to allocate compute buffers', 'llama_init_from_model: failed to initialize the context: failed to allocate compute pp buffers'),  # src2#21
    T('llamacpp', 'src/ggml-cuda/ggml-cuda.cu:102', 'cuda_oom', 'fatal', 'ggml_cuda_compute_forward: MUL_MAT failed', 'CUDA error: out of memory'),  # src2#22
    T('llamacpp', 'src/ggml-vulkan/ggml-vulkan.cpp:3608', 'cuda_oom', 'fatal', 'ggml_vulkan: Device memory allocation of size 4294967296 failed.'),  # src2#23
    T('llamacpp', 'src/ggml-metal/ggml-metal-context.m:260', 'cuda_oom', 'fatal', 'ggml_metal_synchronize: error: command buffer 0 failed with status 5', 'error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)'),  # src2#24
    T('llamacpp', 'src/ggml-cuda/ggml-cuda.cu:102', 'cuda_illegal_memory_access', 'fatal', 'ggml_cuda_compute_forward: MUL_MAT failed', 'CUDA error: an illegal memory access was encountered'),  # src2#26
    T('llamacpp', 'src/ggml-cuda/ggml-cuda.cu:102', 'no_kernel_image', 'fatal', 'ggml_cuda_compute_forward: GET_ROWS failed', 'CUDA error: no kernel image is available for execution on the device'),  # src2#27
    T('llamacpp', 'src/ggml-cuda/common.cuh:405', 'no_kernel_image', 'fatal', '/app/ggml/src/ggml-cuda/template-instances/../mmq.cuh:3884: ERROR: CUDA kernel mul_mat_q has no device code compatible with CUDA arch 700. ggml-cuda.cu was compiled for: 750,800,860,890'),  # src2#28
    T('llamacpp', 'src/ggml-cuda/ggml-cuda.cu:102', 'cuda_illegal_instruction', 'fatal', 'CUDA error: an illegal instruction was encountered'),  # src2#29
    T('llamacpp', 'src/ggml-cuda/ggml-cuda.cu:102', 'cuda_error', 'fatal', 'CUDA error: the provided PTX was compiled with an unsupported toolchain.'),  # src2#30
    T('llamacpp', 'src/ggml-cuda/ggml-cuda.cu:106', 'cuda_illegal_memory_access', 'fatal', 'CUDA error: an illegal memory access was encountered', '  current device: 0, in function ggml_backend_cuda_synchronize at /app/ggml/src/ggml-cuda/ggml-cuda.cu:2771', '  cudaStreamSynchronize(cuda_ctx->stream())', '/app/ggml/src/ggml-cuda/ggml-cuda.cu:106: CUDA error'),  # src2#31
    T('llamacpp', 'src/ggml-sycl/common.hpp:153', 'cuda_error', 'fatal', 'SYCL error: CHECK_TRY_ERROR(dpct::gemm_batch(*main_stream, oneapi::math::transpose::trans, oneapi::math::transpose::nontrans, ne01, ne11, ne10, alpha, src0_as_f16, dpct::library_data_t::real_half, nb01 / nb00, src1_f16, dpct::library_data_t::real_half, nb11 / nb10, beta, dst_t, mkl_data_type, ne0, ne12 * ne13, cu_compute_type)): Exception caught in this line of code.'),  # src2#32
    T('llamacpp', 'src/ggml-vulkan/ggml-vulkan.cpp:2179', 'cuda_error', 'fatal', 'ggml_vulkan: device lost on NVIDIA GeForce RTX 3090'),  # src2#33
    T('llamacpp', 'src/ggml-metal/ggml-metal-context.m:440', 'exited', 'fatal', 'ggml_metal_synchronize: error: command buffer 0 failed with status 5', 'ggml_metal_graph_compute: backend is in error state from a previous command buffer failure - recreate the backend to recover'),  # src2#36
    T('llamacpp', 'src/ggml-cuda/ggml-cuda.cu:222', 'healthy', 'healthy', 'ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected'),  # src2#37
    T('llamacpp', 'src/llama-context.cpp', 'healthy', 'healthy', 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 808.35 MiB on device 1: cudaMalloc failed: out of memory', 'ggml_gallocr_reserve_n_impl: failed to allocate CUDA1 buffer of size 847617024', 'graph_reserve: failed to allocate compute buffers', 'sched_reserve: compute buffer allocation failed, retrying without pipeline parallelism', first=3),  # src2#38
    T('llamacpp', 'common/fit.cpp', 'healthy', 'healthy', 'common_fit_params: failed to fit params to free device memory: n_gpu_layers already set by user to 999, abort'),  # src2#39
    T('llamacpp', 'src/llama-context.cpp', 'healthy', 'healthy', 'decode: failed to find a memory slot for batch of size 512'),  # src2#40
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'decode: failed to find a memory slot for batch of size 512', 'srv  update_slots: failed to find free space in the KV cache, retrying with smaller batch size, i = 0, n_batch = 256, ret = 1', first=1),  # src2#41
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv    send_error: task id = 12, error: the request exceeds the available context size, try increasing it'),  # src2#42
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv    send_error: task id = 7, error: input is larger than the max context size. skipping'),  # src2#43
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv  update_slots: Context size has been exceeded. i = 0, n_batch = 1, ret = 1'),  # src2#44
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'graph_compute: ggml_backend_sched_graph_compute_async failed with error -1', 'llama_decode: failed to decode, ret = -3', 'srv  update_slots: Compute error. i = 0, n_batch = 2048, ret = -3', first=2),  # src2#45
    T('llamacpp', 'tools/server/server.cpp', 'healthy', 'healthy', 'srv    operator(): got exception: {"code":500,"message":"[json.exception.parse_error.101] parse error at line 1, column 1: syntax error while parsing value - invalid literal; last read: \'x\'","type":"server_error"}'),  # src2#46
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv    send_error: task id = 3, error: Failed to parse grammar'),  # src2#47
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'slot update_slots: id  0 | task 481 | n_past = 3021, slot.prompt.tokens.size() = 3140, seq_id = 0, pos_min = 2972, n_swa = 128', 'slot update_slots: id  0 | task 481 | forcing full prompt re-processing due to lack of cache data (likely due to SWA or hybrid/recurrent memory, see https://github.com/ggml-org/llama.cpp/pull/13194#issuecomment-2868343055)', first=1),  # src2#48
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'slot update_slots: id  0 | task 88 | slot context shift, n_keep = 0, n_left = 4094, n_discard = 2047'),  # src2#49
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv    load_model: load_model: Chat template parsing error: Unknown method: startswith at row 3, column 45', 'srv    load_model: load_model: The chat template that comes with this model is not yet supported, falling back to chatml. This may cause the model to output suboptimal responses', first=1),  # src2#50
    T('llamacpp', 'src/llama-mmap.cpp', 'healthy', 'healthy', 'warning: failed to mlock 1073741824-byte buffer (after previously locking 0 bytes): Cannot allocate memory'),  # src2#51
    T('llamacpp', 'src/llama-context.cpp', 'healthy', 'healthy', 'llama_context: n_ctx_per_seq (4096) < n_ctx_train (131072) -- the full capacity of the model will not be utilized'),  # src2#52
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'slot update_slots: id  1 | task 15 | failed to truncate tokens with position >= 512 - clearing the memory'),  # src2#53
    T('ollama', 'server/sched.go:734', 'exited', 'fatal', 'time=2025-12-04T16:31:02.123Z level=ERROR source=llama_server.go:1023 msg="llama-server terminated" error="exit status 2" exit="exit status 2"', 'time=2025-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: exit status 2"'),  # src2#54
    T('ollama', 'server/sched.go:734', 'cuda_oom', 'fatal', 'time=2025-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server reported out-of-memory during startup: ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9216.00 MiB on device 0: cudaMalloc failed: out of memory"'),  # src2#55
    T('ollama', 'llm/llama_server.go:1336', 'hang', 'fatal', 'time=2025-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="timed out waiting for llama-server to start - "'),  # src2#56
    T('ollama', 'llm/server.go:1313', 'hang', 'fatal', 'time=2025-12-04T16:31:02.123Z level=ERROR source=sched.go:523 msg="error loading llama server" error="timed out waiting for llama runner to start - progress 0.00 - "'),  # src2#57
    T('ollama', 'llm/llama_server.go:1309', 'cuda_oom', 'fatal', 'time=2025-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: exit status 1: error loading model: unable to allocate CUDA0 buffer"'),  # src2#59
    T('ollama', 'llm/llama_server.go:1325', 'killed_oom_host', 'fatal', 'time=2025-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: signal: killed"'),  # src2#60
    T('ollama', 'llm/llama_server.go:1196', 'exited', 'fatal', 'time=2025-12-04T16:31:02.123Z level=WARN source=llama_server.go:1196 msg="llama-server process no longer running" sys=2 string="exit status 2"'),  # src2#61
    T('ollama', 'llm/llama_server.go:1640', 'exited', 'fatal', 'time=2025-12-04T16:31:02.123Z level=ERROR source=llama_server.go:1640 msg="llama-server completion error" error="Post \\"http://127.0.0.1:40387/completion\\": EOF"'),  # src2#62
    T('ollama', 'llm/llama_server.go:1644', 'exited', 'fatal', 'Error: model runner has unexpectedly stopped, this may be due to resource limitations or an internal error, check ollama server logs for details'),  # src2#63
    T('ollama', 'llm/llama_server.go:1766', 'cuda_illegal_memory_access', 'fatal', 'Error: an error was encountered while running the model: CUDA error: an illegal memory access was encountered'),  # src2#64
    T('ollama', 'cmd/cmd.go:2020', 'port_in_use', 'fatal', 'Error: listen tcp 127.0.0.1:11434: bind: address already in use'),  # src2#65
    T('ollama', 'server/sched.go:591', 'model_load_error', 'fatal', 'time=2025-12-04T16:31:02.123Z level=INFO source=sched.go:591 msg="failed to create server" model=llama3:8b error="llama-server process has terminated: exit status 1: error loading model: done_getting_tensors: wrong number of tensors; expected 292, got 291: this model may be incompatible with your version of Ollama. If you previously pulled this model, try updating it by running `ollama pull llama3:8b`"'),  # src2#66
    T('ollama', 'runner/ollamarunner/runner.go:1245', 'cuda_oom', 'fatal', 'panic: failed to load model: unable to allocate CUDA0 buffer'),  # src2#68
    T('ollama', 'llm/status.go', 'fatal_signal', 'fatal', 'fatal error: unexpected signal during runtime execution', '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x7f3a2c1b4e10]', 'SIGSEGV: segmentation violation'),  # src2#70
    T('ollama', 'server/sched.go:652', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=sched.go:652 msg="llama-server load failed; reducing automatic context and retrying once" model=/root/.ollama/models/blobs/sha256-aa12 old_num_ctx=32768 effective_num_ctx=32768 new_num_ctx=8192 old_num_batch=512 new_num_batch=512 loaded_count=0 evict_all=false error="llama-server reported out-of-memory during startup: cudaMalloc failed: out of memory"'),  # src2#71
    T('ollama', 'server/sched.go:667', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=sched.go:667 msg="llama-server load failed; evicting all other models and retrying once" model=/root/.ollama/models/blobs/sha256-aa12 error="llama-server reported out-of-memory during startup: cudaMalloc failed: out of memory"'),  # src2#72
    T('ollama', 'server/sched.go:1648', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=sched.go:1648 msg="runtime OOM detected; expiring loaded models to clear memory before next request" model=qwen3:30b error="an error was encountered while running the model: CUDA error: out of memory"'),  # src2#73
    T('ollama', 'llm/llama_server.go:1091', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=llama_server.go:1091 msg="llama-server startup failed with projector GPU offload; retrying with projector CPU offload" model=/root/.ollama/models/blobs/sha256-bb34 error="llama-server reported out-of-memory during startup: ..."'),  # src2#74
    T('ollama', 'llm/server.go:114', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=server.go:114 msg="requested context size too large for model" num_ctx=131072 n_ctx_train=32768'),  # src2#75
    T('ollama', 'llm/llama_server.go:317', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=llama_server.go:317 msg="truncating input prompt" limit=4096 prompt=5210 keep=4 new=4096'),  # src2#76
    T('ollama', 'discover/cuda_compat.go:65', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=cuda_compat.go:65 msg="NVIDIA driver too old" device="NVIDIA GeForce RTX 4090" compute=8.9 driver=535 required_driver="550 or newer"'),  # src2#77
    T('ollama', 'discover/amd.go:470', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=amd.go:470 msg="dropping ROCm device — no rocblas support for gfx target" gpu=0 gpu_type=gfx1103'),  # src2#78
    T('ollama', 'discover/runner.go:584', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=runner.go:584 msg="llama-server GPU discovery watchdog timed out" OLLAMA_LIBRARY_PATH="[/usr/lib/ollama /usr/lib/ollama/cuda_v13]" extra_envs=map[] error="context deadline exceeded"'),  # src2#79
    T('ollama', 'server/sched.go:88', 'healthy', 'healthy', 'Error: server busy, please try again.  maximum pending requests exceeded'),  # src2#80
    T('ollama', 'llm/llama_server.go:1301', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=llama_server.go:1301 msg="client connection closed before llama-server finished loading, aborting load"'),  # src2#81
    T('llama-cpp-python', 'llama_cpp/_internals.py:62', 'model_load_error', 'fatal', "llama_model_load: error loading model: error loading model vocabulary: unknown pre-tokenizer type: 'qwen2'", 'llama_model_load_from_file_impl: failed to load model', 'Traceback (most recent call last):', 'ValueError: Failed to load model from file: /models/mistral-7b-instruct-v0.2.Q4_K_M.gguf'),  # src2#82
    T('llama-cpp-python', 'llama_cpp/_internals.py:54', 'model_load_error', 'fatal', 'Traceback (most recent call last):', 'ValueError: Model path does not exist: /models/model.gguf', first=1),  # src2#83
    T('llama-cpp-python', 'llama_cpp/_internals.py:266', 'cuda_oom', 'fatal', 'llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache', 'ValueError: Failed to create llama_context'),  # src2#84
    T('llama-cpp-python', 'llama_cpp/llama.py:442', 'model_load_error', 'fatal', 'RuntimeError: Failed to initialize LoRA adapter from lora path: /loras/adapter.gguf'),  # src2#85
    T('llama-cpp-python', 'llama_cpp/server/__main__.py:90', 'port_in_use', 'fatal', "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): address already in use"),  # src2#86
    T('llama-cpp-python', 'llama_cpp/llama.py:1345', 'context_length_exceeded', 'finding', 'ValueError: Requested tokens (5210) exceed context window of 4096'),  # src2#87
    T('llama-cpp-python', 'llama_cpp/server/errors.py:151', 'healthy', 'healthy', 'Exception: llama_decode returned -3'),  # src2#88
    T('tgi', 'launcher/src/main.rs:1677', 'model_load_error', 'fatal', '2025-12-04T16:31:02.123456Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', 'RuntimeError: weight model.embed_tokens.weight does not exist', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Shard 0 failed to start', first=1),  # src3#0
    T('tgi', 'launcher/src/main.rs:1217', 'exited', 'fatal', '2025-12-04T16:31:02.123456Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:'),  # src3#1
    T('tgi', 'launcher/src/main.rs:1220', 'killed_oom_host', 'fatal', '2025-12-04T16:31:02.123456Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', '2025-12-04T16:31:02.123456Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 9 rank=0', first=1),  # src3#2
    T('tgi', 'launcher/src/main.rs', 'model_load_error', 'fatal', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Shard 0 failed to start', '2025-12-04T16:31:02.123456Z  INFO text_generation_launcher: Shutting down shards', 'Error: ShardCannotStart'),  # src3#3
    T('tgi', 'launcher/src/main.rs:2335', 'exited', 'fatal', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Shard 0 crashed'),  # src3#4
    T('tgi', 'launcher/src/main.rs', 'exited', 'fatal', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Shard 0 crashed', '2025-12-04T16:31:02.123456Z  INFO text_generation_launcher: Terminating webserver', 'Error: ShardFailed'),  # src3#5
    T('tgi', 'launcher/src/main.rs:2342', 'exited', 'fatal', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Webserver Crashed'),  # src3#6
    T('tgi', 'launcher/src/main.rs:1564', 'model_load_error', 'fatal', 'huggingface_hub.utils._errors.RepositoryNotFoundError: 401 Client Error. (Request ID: Root=1-6571f3a2)', '2025-12-04T16:31:02.123456Z ERROR download: text_generation_launcher: Download encountered an error: '),  # src3#7
    T('tgi', 'router/src/server.rs:2325', 'port_in_use', 'fatal', '2025-12-04T16:31:02.123456Z ERROR text_generation_router::server: router/src/server.rs:2325: Failed to bind to 0.0.0.0:80: Address already in use (os error 98)'),  # src3#8
    T('tgi', 'server/text_generation_server/server.py:281', 'model_load_error', 'fatal', 'Traceback (most recent call last):', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Error when initializing model', first=1),  # src3#9
    T('tgi', 'server/text_generation_server/models/__init__.py:1797', 'model_load_error', 'fatal', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Error when initializing model', 'Traceback (most recent call last):', 'ValueError: Unsupported model type qwen3_next'),  # src3#10
    T('tgi', 'server/text_generation_server/utils/weights.py:192', 'model_load_error', 'fatal', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Error when initializing model', 'RuntimeError: weight model.layers.0.self_attn.q_proj.weight does not exist'),  # src3#11
    T('tgi', 'server/text_generation_server/models/flash_causal_lm.py:1550', 'cuda_oom', 'fatal', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Method Warmup encountered an error.', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.96 GiB.', 'RuntimeError: Not enough memory to handle 4096 prefill tokens. You need to decrease `--max-batch-prefill-tokens`', first=1),  # src3#12
    T('tgi', 'backends/v3/src/client/mod.rs:45', 'cuda_oom', 'fatal', '2025-12-04T16:31:02.123456Z ERROR warmup{max_input_length=Some(4095) max_prefill_tokens=4096 max_total_tokens=Some(4096) max_batch_size=None}:warmup: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: Not enough memory to handle 4096 prefill tokens. You need to decrease `--max-batch-prefill-tokens`'),  # src3#13
    T('tgi', 'backends/v3/src/main.rs:234', 'cuda_oom', 'fatal', 'Error: Backend(Warmup(Generation("Not enough memory to handle 4096 prefill tokens. You need to decrease `--max-batch-prefill-tokens`")))'),  # src3#14
    T('tgi', 'server/text_generation_server/interceptor.py:27', 'cuda_illegal_memory_access', 'fatal', 'Traceback (most recent call last):', 'RuntimeError: CUDA error: an illegal memory access was encountered', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Method Decode encountered an error.', first=1),  # src3#15
    T('tgi', 'server/text_generation_server/interceptor.py:27', 'healthy', 'healthy', 'Traceback (most recent call last):', 'ValueError: Batch ID 12 not found in cache.', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Method Prefill encountered an error.', first=2),  # src3#16
    T('tgi', 'server/text_generation_server/models/flash_causal_lm.py:1676', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Decode cuda graph warmup failed'),  # src3#17
    T('tgi', 'router/src/validation.rs:999', 'context_length_exceeded', 'finding', '2025-12-04T16:31:02.123456Z ERROR compat_generate{default_return_full_text=true compute_type=Extension(ComputeType("1-nvidia-h100-80gb-hbm3"))}:generate_stream{parameters=GenerateParameters { .. }}:async_stream:generate_stream: text_generation_router::infer: router/src/infer/mod.rs:126: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 4000 `inputs` tokens and 200 `max_new_tokens`'),  # src3#18
    T('tgi', 'router/src/infer/mod.rs:410', 'cuda_oom', 'fatal', '2025-12-04T16:31:02.123456Z ERROR batch{batch_size=1}:decode:decode{size=1}:decode{size=1}: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 79.10 GiB of which 8.50 MiB is free.'),  # src3#19
    T('tgi', 'router/src/infer/mod.rs:118', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z ERROR chat_completions:generate_stream: text_generation_router::infer: router/src/infer/mod.rs:118: no permits available'),  # src3#20
    T('tgi', 'launcher/src/main.rs:2144', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z  WARN text_generation_launcher: Reducing the max batch prefill from 8192 to 4096 because there is not enough VRAM to support it.'),  # src3#21
    T('tgi', 'server/text_generation_server/models/__init__.py:183', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z  WARN text_generation_launcher: Could not import Flash Attention enabled models: CUDA is not available'),  # src3#22
    T('tgi', 'launcher/src/main.rs:2173', 'healthy', 'healthy', "2025-12-04T16:31:02.123456Z  WARN text_generation_launcher: Bitsandbytes doesn't work with cuda graphs, deactivating them"),  # src3#23
    T('tgi', 'router/src/server.rs:1632', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z  WARN text_generation_router::server: router/src/server.rs:1632: Could not retrieve model info from the Hugging Face hub.'),  # src3#24
    T('lmdeploy', 'lmdeploy/pytorch/engine/engine.py:625', 'exited', 'fatal', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - engine_loop.py:639 - EngineLoop wait_tasks failed.', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - engine.py:625 - Engine main loop failed.'),  # src3#25
    T('lmdeploy', 'lmdeploy/pytorch/engine/engine_loop.py:639', 'exited', 'fatal', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - engine_loop.py:639 - EngineLoop wait_tasks failed.'),  # src3#26
    T('lmdeploy', 'lmdeploy/pytorch/engine/executor/mp_executor.py:561', 'exited', 'fatal', 'Traceback (most recent call last):', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - mp_executor.py:561 - Proc[1] failed', first=1),  # src3#27
    T('lmdeploy', 'lmdeploy/pytorch/engine/executor/mp_executor.py:282', 'exited', 'fatal', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - mp_executor.py:561 - Proc[1] failed', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - mp_executor.py:282 - Received custom termination signal from sub processing, exiting...'),  # src3#28
    T('lmdeploy', 'lmdeploy/pytorch/engine/executor/ray_executor.py:493', 'exited', 'fatal', 'ray.exceptions.RayActorError: The actor died unexpectedly before finishing this task.', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - ray_executor.py:493 - Ray worker exited.'),  # src3#29
    T('lmdeploy', 'lmdeploy/pytorch/engine/mp_engine/zmq_rpc.py:62', 'exited', 'fatal', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - zmq_rpc.py:62 - PyTorch ZMQ engine process is not alive.'),  # src3#30
    T('lmdeploy', 'lmdeploy/serve/openai/launch_server.py:68', 'exited', 'fatal', 'Traceback (most recent call last):', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - launch_server.py:68 - Server process failed during startup or serving.', first=1),  # src3#31
    T('lmdeploy', 'lmdeploy/serve/openai/launch_server.py:180', 'exited', 'fatal', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - launch_server.py:68 - Server process failed during startup or serving.', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - launch_server.py:180 - Server process 81234 exited with code 1'),  # src3#32
    T('lmdeploy', 'lmdeploy/pytorch/engine/executor/base.py:184', 'cuda_oom', 'fatal', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - engine.py:625 - Engine main loop failed.', 'RuntimeError: No enough gpu memory for kv cache.', first=1),  # src3#33
    T('lmdeploy', 'lmdeploy/pytorch/engine/executor/base.py:402', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - WARNING - base.py:402 - No enough memory. Update max_prefill_token_num=2048'),  # src3#34
    T('lmdeploy', 'lmdeploy/pytorch/check_env/base.py:55', 'model_load_error', 'fatal', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - base.py:54 - ValueError: The checkpoint you are trying to load has model type `qwen3_next` but Transformers does not recognize this architecture.', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - base.py:55 - <transformers> check failed!'),  # src3#35
    T('lmdeploy', 'lmdeploy/pytorch/check_env/model.py:42', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - WARNING - model.py:42 - model `/models/Qwen3-8B` requires transformers version 4.51.0 but transformers 4.46.3 is installed.'),  # src3#37
    T('lmdeploy', 'lmdeploy/serve/core/async_engine.py:564', 'context_length_exceeded', 'finding', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - async_engine.py:470 - [safe_run] session 7 exception caught: Input length (33000) must be smaller than the model context length (32768).'),  # src3#38
    T('lmdeploy', 'lmdeploy/serve/core/async_engine.py:794', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - async_engine.py:794 - session 12 finished, ResponseType.INPUT_LENGTH_ERROR, reason "error"'),  # src3#39
    T('lmdeploy', 'lmdeploy/turbomind/turbomind.py:780', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - turbomind.py:780 - internal error. status_code 6'),  # src3#40
    T('lmdeploy', 'src/turbomind/utils/cuda_utils.cc:28', 'cuda_oom', 'fatal', '[TM][FATAL][1204 16:31:02.123456][allocator.cc:92] CUDA error: out of memory'),  # src3#41
    T('lmdeploy', 'src/turbomind/utils/cuda_utils.cc:28', 'cuda_illegal_memory_access', 'fatal', '[TM][FATAL][1204 16:31:02.123456][LlamaBatch.cc:1290] CUDA error: an illegal memory access was encountered'),  # src3#42
    T('lmdeploy', 'src/turbomind/utils/cuda_utils.h', 'cuda_oom', 'fatal', 'RuntimeError: [TM][ERROR] CUDA runtime error: out of memory /lmdeploy/src/turbomind/utils/allocator.h:246 '),  # src3#44
    T('lmdeploy', 'src/turbomind/turbomind.cc:453', 'healthy', 'healthy', '[TM][ERROR][1204 16:31:02.123456][turbomind.cc:453] Warm-up for 8192 tokens failed with status 6'),  # src3#45
    T('lmdeploy', 'src/turbomind/engine/engine.cc:284', 'healthy', 'healthy', '[TM][ERROR][1204 16:31:02.123456][engine.cc:284] Skip conflicting infer request for ID 42'),  # src3#46
    T('lmdeploy', 'src/turbomind/core/logger.cc:300', 'fatal_signal', 'fatal', '[TM][FATAL][1204 16:31:02.123456][copy.cc:165] copy failed: src=0x7f2a00000000 size=4096 dst=0x7f2b00000000 code=700', 'Segmentation fault (core dumped)', first=1),  # src3#47
    T('lmdeploy', 'uvicorn/server.py', 'port_in_use', 'fatal', 'INFO:     Started server process [81234]', 'INFO:     Waiting for application startup.', 'INFO:     Application startup complete.', "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 23333): address already in use", first=3),  # src3#48
    T('lmdeploy', 'lmdeploy/serve/core/async_engine.py:607', 'healthy', 'healthy', 'Traceback (most recent call last):', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - async_engine.py:607 - [preprocess] request preprocessing failed', first=1),  # src3#49
    T('lmdeploy', 'lmdeploy/pytorch/engine/mp_engine/base.py:202', 'healthy', 'healthy', 'Traceback (most recent call last):', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - base.py:202 - MPEngine session 3 stream inference failed.', first=1),  # src3#50
    T('trtllm', 'tensorrt_llm/executor/proxy.py', 'exited', 'fatal', '[12/04/2025-16:31:02] [TRT-LLM] [E] Executor worker initialization error: Traceback (most recent call last):'),  # src3#51
    T('trtllm', 'tensorrt_llm/executor/proxy.py', 'exited', 'fatal', '[12/04/2025-16:31:02] [TRT-LLM] [E] Executor worker initialization error: Traceback (most recent call last):', 'RuntimeError: Executor worker returned error'),  # src3#52
    T('trtllm', 'tensorrt_llm/executor/proxy.py', 'exited', 'fatal', 'RuntimeError: Executor worker died during initialization', '[12/04/2025-16:31:02] [TRT-LLM] [E] Executor worker died during initialization.'),  # src3#53
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor_creator.py', 'cuda_oom', 'fatal', '[12/04/2025-16:31:02] [TRT-LLM] [E] Executor creation failed due to insufficient GPU memory.', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 384.00 MiB. GPU 0 has a total capacity of 79.19 GiB of which 365.19 MiB is free.', 'RuntimeError: Executor creation failed due to insufficient GPU memory.'),  # src3#54
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor_creator.py', 'nccl_error', 'fatal', "[12/04/2025-16:31:02] [TRT-LLM] [E] Executor creation failed with NCCL error: Failed, NCCL error /src/tensorrt_llm/cpp/tensorrt_llm/common/opUtils.cpp:297 'unhandled cuda error (run with NCCL_DEBUG=INFO for details)'"),  # src3#55
    T('trtllm', 'cpp/tensorrt_llm/common/opUtils.cpp', 'nccl_error', 'fatal', "RuntimeError: Failed, NCCL error /src/tensorrt_llm/cpp/tensorrt_llm/common/opUtils.cpp:297 'unhandled system error (run with NCCL_DEBUG=INFO for details)'"),  # src3#56
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'cuda_illegal_memory_access', 'fatal', 'Traceback (most recent call last):', '[12/04/2025-16:31:02] [TRT-LLM] [E] Encountered an error in forward function: CUDA error: an illegal memory access was encountered', first=1),  # src3#58
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'device_side_assert', 'fatal', '[12/04/2025-16:31:02] [TRT-LLM] [E] Traceback (most recent call last):', '[12/04/2025-16:31:02] [TRT-LLM] [E] Error in event loop: CUDA error: device-side assert triggered', first=1),  # src3#59
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'exited', 'fatal', '[12/04/2025-16:31:02] [TRT-LLM] [E] Encountered an error in forward function: total_num_tokens > max_num_tokens', '[12/04/2025-16:31:02] [TRT-LLM] [E] Error in event loop: Sampling failed'),  # src3#60
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/hang_detector.py', 'hang', 'fatal', '[12/04/2025-16:31:02] [TRT-LLM] [E] Hang detected after 300 seconds.'),  # src3#61
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/hang_detector.py', 'hang', 'fatal', '[12/04/2025-16:31:02] [TRT-LLM] [E] Hang detected after 300 seconds.', '[12/04/2025-16:31:02] [TRT-LLM] [E] HangDetector: self-SIGKILL; relying on the launcher to propagate to peer ranks.'),  # src3#62
    T('trtllm', 'ompi/mpi/c/abort.c', 'hang', 'fatal', '[12/04/2025-16:31:02] [TRT-LLM] [E] HangDetector: propagating hard-kill to all ranks via MPI_Abort.', 'MPI_ABORT was invoked on rank 0 in communicator MPI_COMM_WORLD with errorcode 137.'),  # src3#63
    T('trtllm', 'cpp/tensorrt_llm/executor/executorImpl.cpp', 'cuda_illegal_memory_access', 'fatal', '[TensorRT-LLM][ERROR] Encountered an error in forwardAsync function: [TensorRT-LLM][ERROR] CUDA runtime error in cudaMemcpyAsync(dst, src.data(), src.getSizeInBytes(), cudaMemcpyDefault, mStream->get()): an illegal memory access was encountered (/src/tensorrt_llm/cpp/tensorrt_llm/runtime/bufferManager.cpp:192)'),  # src3#64
    T('trtllm', 'cpp/include/tensorrt_llm/common/cudaUtils.h', 'cuda_oom', 'fatal', 'RuntimeError: [TensorRT-LLM][ERROR] CUDA runtime error in ::cudaMallocAsync(ptr, n, mCudaStream->get()): out of memory (/src/tensorrt_llm/cpp/tensorrt_llm/runtime/tllmBuffers.h:125)'),  # src3#65
    T('trtllm', 'cpp/include/tensorrt_llm/common/cudaUtils.h', 'no_kernel_image', 'fatal', 'RuntimeError: [TensorRT-LLM][ERROR] CUDA runtime error in cudaDeviceSynchronize(): no kernel image is available for execution on the device (/src/tensorrt_llm/cpp/tensorrt_llm/runtime/tllmRuntime.cpp:412)'),  # src3#66
    T('trtllm', 'cpp/include/tensorrt_llm/common/assert.h', 'model_load_error', 'fatal', '[TensorRT-LLM][ERROR] 6: The engine plan file is not compatible with this version of TensorRT, expecting library version 10.4.0.26 got 10.3.0.26, please rebuild.', 'RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: Failed to deserialize cuda engine (/src/tensorrt_llm/cpp/tensorrt_llm/runtime/tllmRuntime.cpp:239)'),  # src3#67
    T('trtllm', 'cpp/tensorrt_llm/batch_manager/llmRequest.cpp', 'context_length_exceeded', 'finding', '[TensorRT-LLM][ERROR] Encountered error for requestId 17: Prompt length (8200) exceeds maximum input length (8192). Set log level to info and check TRTGptModel logs for how maximum input length is set'),  # src3#68
    T('trtllm', 'tensorrt_llm/llmapi/llm.py', 'context_length_exceeded', 'finding', 'tensorrt_llm.executor.utils.RequestError: The sum of prompt length (72417.0), query length (0) should not exceed max_num_tokens (69632)'),  # src3#69
    T('trtllm', 'cpp/tensorrt_llm/batch_manager/llmRequest.cpp', 'healthy', 'healthy', '[TensorRT-LLM][WARNING] Number of requested output tokens (4096) exceeds maximum sequence length (8192). Number of requested output tokens is changed to (1024).'),  # src3#70
    T('trtllm', 'cpp/tensorrt_llm/runtime', 'healthy', 'healthy', '[TensorRT-LLM][WARNING] Device 0 peer access Device 1 is not available.'),  # src3#71
    T('trtllm', 'uvicorn/server.py', 'port_in_use', 'fatal', 'INFO:     Started server process [5241]', 'INFO:     Waiting for application startup.', 'INFO:     Application startup complete.', "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): address already in use", first=3),  # src3#72
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'healthy', 'healthy', '[12/04/2025-16:31:02] [TRT-LLM] [W] Ignoring stale sleep/wakeup ACK from rank 1 for op_id=3 (expected op_id=4).'),  # src3#73
    T('triton', 'src/model_repository_manager/model_lifecycle.cc:654', 'cuda_oom', 'fatal', 'E1204 16:31:02.123456 1 model_lifecycle.cc:654] "failed to load \'llama3\' version 1: Internal: RuntimeError: CUDA out of memory. Tried to allocate 1.50 GiB"'),  # src3#74
    T('triton', 'src/model_repository_manager/model_lifecycle.cc:654', 'model_load_error', 'fatal', 'E1204 16:31:02.123456 1 model_lifecycle.cc:654] "failed to load \'ensemble_llm\' version 1: Invalid argument: in ensemble ensemble_llm, step of model \'preprocessing\' receives inputs originated from different decoupled models"'),  # src3#75
    T('triton', 'src/model_repository_manager/model_repository_manager.cc:629', 'model_load_error', 'fatal', 'I1204 16:31:02.123456 1 server.cc:312] "Waiting for in-flight requests to complete."', 'I1204 16:31:02.123456 1 server.cc:328] "Timeout 30: Found 0 model versions that have in-flight inferences"', 'I1204 16:31:02.123456 1 server.cc:343] "All models are stopped, unloading models"', 'error: creating server: Internal - failed to load all models', first=3),  # src3#76
    T('triton', 'src/main.cc:282', 'port_in_use', 'fatal', 'E1204 16:31:02.123456 1 main.cc:282] "failed to start HTTP service: Unavailable - Socket \'0.0.0.0:8000\' already in use "'),  # src3#77
    T('triton', 'src/triton_signal.cc', 'fatal_signal', 'fatal', 'Signal (11) received.'),  # src3#78
    T('triton', 'src/server.cc:241', 'healthy', 'healthy', 'E1204 16:31:02.123456 1 server.cc:241] "Failed to initialize CUDA memory manager: unable to get number of CUDA devices: system has unsupported display driver / cuda driver combination"'),  # src3#81
    T('triton', 'src/backend_model.cc:719', 'cuda_oom', 'fatal', 'E1204 16:31:02.123456 1 model_lifecycle.cc:654] "failed to load \'vllm_model\' version 1: Internal: CUDA out of memory. Tried to allocate 2.00 GiB"', 'E1204 16:31:02.123456 1 backend_model.cc:719] "ERROR: Failed to create instance: CUDA out of memory. Tried to allocate 2.00 GiB"'),  # src3#82
    T('triton', 'src/model_repository_manager/model_repository_manager.cc:1352', 'healthy', 'healthy', 'E1204 16:31:02.123456 1 model_repository_manager.cc:1352] "failed to poll model repository \'/models\': Not found: failed to stat file /models"'),  # src3#85
    T('triton', 'src/model_repository_manager/model_lifecycle.cc:103', 'healthy', 'healthy', 'W1204 16:31:02.123456 1 model_lifecycle.cc:103] "ignore version directory \'checkpoints\' which fails to convert to integral number"'),  # src3#86
    T('triton', 'src/pinned_memory_manager.cc:273', 'healthy', 'healthy', 'W1204 16:31:02.123456 1 pinned_memory_manager.cc:273] "Unable to allocate pinned system memory, pinned memory pool will not be available: CUDA driver version is insufficient for CUDA runtime version"'),  # src3#87
    T('triton', 'inflight_batcher_llm/src/model_instance_state.cc', 'cuda_illegal_memory_access', 'fatal', 'E1204 16:31:02.123456 1 model_instance_state.cc:1117] "Encountered error for requestId 1804289384: Encountered an error in forwardAsync function: [TensorRT-LLM][ERROR] CUDA runtime error in cudaEventSynchronize(get()): an illegal memory access was encountered"'),  # src3#88
    T('triton', 'inflight_batcher_llm/src/model_instance_state.cc', 'context_length_exceeded', 'finding', 'E1204 16:31:02.123456 1 model_instance_state.cc:1117] "Encountered error for requestId 93: Prompt length (4100) exceeds maximum input length (4096). Set log level to info and check TRTGptModel logs for how maximum input length is set"'),  # src3#89
)  # fmt: skip


# Batch 11 (round 25's third pass): the wrappers and orchestrators that run the servers (llama-swap, Xinference,
# LocalAI, KoboldCpp, GPUStack, Triton's vLLM backend, mistral.rs, KServe, Ray Serve, NVIDIA Dynamo, cortex,
# MLC-LLM, TabbyAPI, text-generation-webui, ramalama, Aphrodite; 99 lines: 62 read right before, 84 after).
TEMPLATES_11: tuple[Template, ...] = (
    T('llama-swap', 'internal/process/process_command.go:219', 'exited', 'fatal', '[WARN] <qwen2.5-7b> upstream process exited unexpectedly'),  # src4#0
    T('llama-swap', 'internal/process/process_command.go:506', 'exited', 'fatal', '[WARN] group: starting qwen2.5-7b failed: upstream command exited prematurely'),  # src4#1
    T('llama-swap', 'internal/process/process_command.go:536', 'hang', 'fatal', '[WARN] group: starting qwen2.5-7b failed: health check timed out after 2m0s'),  # src4#2
    T('llama-swap', 'internal/process/process_command.go:477', 'exited', 'fatal', '[WARN] group: starting qwen2.5-7b failed: failed to start command \'/usr/local/bin/llama-server --port 5800 -m /models/q.gguf\': exec: "/usr/local/bin/llama-server": stat /usr/local/bin/llama-server: no such file or directory'),  # src4#3
    T('llama-swap', 'internal/process/process_command.go:584', 'healthy', 'healthy', '[ERROR] <qwen2.5-7b> sendStopSignal() stop command failed: exit status 1'),  # src4#4
    T('xinference', 'xinference/core/model.py:565', 'cuda_oom', 'fatal', '2025-12-04 16:31:02,123 xinference.core.model 41234 ERROR    Model actor is out of memory, model id: qwen2.5-instruct-0, error: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.02 GiB is free.'),  # src4#5
    T('xinference', 'xinference/core/model.py:608', 'cuda_oom', 'fatal', '2025-12-04 16:31:02,123 xinference.core.model 41234 ERROR    Model actor is out of memory, model id: qwen2.5-instruct-0, error: CUDA out of memory.', '2025-12-04 16:31:07,456 xinference.core.model 41234 ERROR    Exiting model subprocess via os._exit(1) to trigger pool recovery'),  # src4#6
    T('xinference', 'xinference/core/worker.py:799', 'exited', 'fatal', '2025-12-04 16:31:08,001 xinference.core.worker 40001 WARNING  Process 127.0.0.1:38523 is down.'),  # src4#7
    T('xinference', 'xinference/core/worker.py:979', 'healthy', 'healthy', '2025-12-04 16:31:08,010 xinference.core.worker 40001 WARNING  Recreating model actor qwen2.5-instruct-0 ...'),  # src4#8
    T('xinference', 'xinference/core/worker.py:971', 'exited', 'fatal', '2025-12-04 16:31:08,010 xinference.core.worker 40001 WARNING  Stop recreating model actor.'),  # src4#9
    T('localai', 'pkg/model/initializers.go:193', 'model_load_error', 'fatal', '4:31PM ERR Server error error="failed to load model with internal loader: could not load model: rpc error: code = Unavailable desc = error reading from server: EOF" ip=127.0.0.1 latency=2.31s method=POST status=500 url=/v1/chat/completions'),  # src4#13
    T('localai', 'pkg/model/initializers.go:197', 'model_load_error', 'fatal', '4:31PM ERR Failed to load model modelID=llama-3-8b error="could not load model (no success): Unexpected err=OSError(\'Can\\\'t load tokenizer for /models/llama-3-8b\'), type(err)=<class \'OSError\'>" backend=transformers'),  # src4#14
    T('localai', 'pkg/model/initializers.go:553', 'model_load_error', 'fatal', '4:31PM ERR Server error error="could not load model - all backends returned error: [llama-cpp]: could not load model: rpc error: code = Canceled desc = \\n[whisper]: could not load model: rpc error: code = Unknown desc = stat /models/x: no such file or directory" status=500'),  # src4#15
    T('localai', 'pkg/model/watchdog.go:757', 'hang', 'fatal', '4:31PM WRN [WatchDog] Model is busy for too long, killing it model=qwen2.5-7b'),  # src4#17
    T('localai', 'pkg/model/watchdog.go:726', 'healthy', 'healthy', '4:31PM WRN [WatchDog] Address is idle for too long, killing it address=127.0.0.1:35411'),  # src4#18
    T('localai', 'pkg/model/watchdog.go:810', 'healthy', 'healthy', '4:31PM WRN [WatchDog] Memory usage exceeds threshold, evicting LRU backend type=gpu usage_percent=96.2 threshold_percent=95'),  # src4#19
    T('koboldcpp', 'koboldcpp.py:4139', 'model_load_error', 'fatal', 'Load Text Model OK: False', 'Could not load text model: /models/mistral-7b-instruct.Q4_K_M.gguf'),  # src4#21
    T('koboldcpp', 'koboldcpp.py:4086', 'model_load_error', 'fatal', 'Cannot find text model file: /models/missing.gguf'),  # src4#22
    T('koboldcpp', 'koboldcpp.py:2342', 'exited', 'fatal', "KoboldCPP couldn't locate any backends to use (i.e Default, Vulkan, CLBlast, CuBLAS)."),  # src4#23
    T('koboldcpp', 'koboldcpp.py:3871', 'exited', 'fatal', 'Error: Using --quantkv requires --flashattention'),  # src4#24
    T('koboldcpp', 'koboldcpp.py:2125', 'port_in_use', 'fatal', 'Warning: Port 5001 already appears to be in use by another program.', 'OSError: [Errno 98] Address already in use', first=1),  # src4#25
    T('koboldcpp', 'koboldcpp.py:353', 'healthy', 'healthy', 'Warning: CuBLAS library file not found. CPU library will be used.'),  # src4#26
    T('koboldcpp', 'koboldcpp.py:933', 'healthy', 'healthy', '(Warning! Request max_context_length=8192 exceeds allocated context size of 4096. It will be reduced to fit. Consider launching with increased --contextsize to avoid errors. This message will only show once per session.)'),  # src4#27
    T('koboldcpp', 'koboldcpp.py:1468', 'healthy', 'healthy', "Generate: Error while generating: 'NoneType' object is not subscriptable"),  # src4#28
    T('tgwebui', 'modules/models.py:43', 'model_load_error', 'fatal', '16:31:02-123456 ERROR    The path to the model does not exist. Exiting.'),  # src4#30
    T('tgwebui', 'modules/models.py:102', 'model_load_error', 'fatal', '16:31:02-123456 ERROR    Error loading the model with llama.cpp: Server process terminated unexpectedly with exit code: 1'),  # src4#31
    T('tgwebui', 'modules/llama_cpp_server.py:228', 'context_length_exceeded', 'finding', '16:31:02-123456 ERROR    The request exceeds the available context size, try increasing it'),  # src4#32
    T('tgwebui', 'modules/chat.py:670', 'context_length_exceeded', 'finding', '16:31:02-123456 ERROR    Failed to build the chat prompt. The input is too long for the available context length.'),  # src4#33
    T('tgwebui', 'modules/extensions.py:76', 'healthy', 'healthy', '16:31:02-123456 ERROR    Failed to load the extension "silero_tts".'),  # src4#34
    T('tabbyapi', 'main.py:39', 'port_in_use', 'fatal', 'ERROR:    Ports 5000 and 5001 are in use by different services.'),  # src4#35
    T('tabbyapi', 'main.py:47', 'healthy', 'healthy', 'WARNING:  Port 5000 is currently in use. Switching to 5001.'),  # src4#36
    T('tabbyapi', 'backends/exllamav3/model.py:1485', 'healthy', 'healthy', 'ERROR:    FATAL ERROR with generation. Attempting to recreate the generator. If this fails, please restart the server.'),  # src4#38
    T('tabbyapi', 'backends/exllamav3/model.py:1497', 'context_length_exceeded', 'finding', 'ContextLengthExceededError: Job requires 9000 pages (only 8192 available) and cannot be enqueued. The request exceeds the available context size.'),  # src4#39
    T('llama-cpp-python', 'llama_cpp/_internals.py:62', 'model_load_error', 'fatal', "llama_model_load: error loading model: error loading model architecture: unknown model architecture: 'qwen3'", 'llama_model_load_from_file_impl: failed to load model', 'ValueError: Failed to load model from file: /models/llama-3-8b.Q4_K_M.gguf'),  # src4#41
    T('llama-cpp-python', 'llama_cpp/llama.py:384', 'model_load_error', 'fatal', 'ValueError: Model path does not exist: /models/llama-3-8b.gguf'),  # src4#42
    T('llama-cpp-python', 'llama_cpp/_internals.py:266', 'cuda_oom', 'fatal', 'ggml_backend_cuda_buffer_type_alloc_buffer: allocating 8192.00 MiB on device 0: cudaMalloc failed: out of memory', 'llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache', 'ValueError: Failed to create llama_context'),  # src4#43
    T('llama-cpp-python', 'llama_cpp/_internals.py:334', 'healthy', 'healthy', 'RuntimeError: llama_decode returned 1'),  # src4#44
    T('llama-cpp-python', 'llama_cpp/llama.py:1345', 'context_length_exceeded', 'finding', 'ValueError: Requested tokens (4200) exceed context window of 4096'),  # src4#45
    T('ramalama', 'ramalama/chat.py:804', 'fatal_signal', 'fatal', "Container 'ramalama_xk2j3' exited unexpectedly with exit code 139 (status: exited)"),  # src4#46
    T('ramalama', 'ramalama/chat.py:817', 'exited', 'fatal', 'Server process (PID 48211) exited unexpectedly with exit code 1'),  # src4#47
    T('ramalama', 'ramalama/chat.py:616', 'exited', 'fatal', 'Server process (PID 48211) exited unexpectedly with exit code 1', 'Check server logs for more details about why the service exited.', 'Server or container exited. Shutting down client.'),  # src4#48
    T('ramalama', 'ramalama/engine.py:531', 'hang', 'fatal', "Error: Command 'health check of container ramalama_xk2j3' timed out after 20 seconds"),  # src4#49
    T('ramalama', 'ramalama/common.py:442', 'healthy', 'healthy', 'No CDI configuration found for all'),  # src4#50
    T('other', 'gpustack/worker/serve_manager.py:1641', 'exited', 'fatal', '2025-12-04 16:31:02,123 - gpustack.worker.serve_manager - ERROR - Failed to start model instance qwen3-8b-Xk2a: Inference server exited or unhealthy.'),  # src4#51
    T('other', 'gpustack/worker/serve_manager.py:336', 'healthy', 'healthy', "2025-12-04 16:31:02,123 - gpustack.worker.serve_manager - ERROR - Error restarting model instances: 'NoneType' object has no attribute 'id'"),  # src4#52
    T('other', 'gpustack/worker/model_file_manager.py:279', 'model_load_error', 'fatal', '2025-12-04 16:31:02,123 - gpustack.worker.model_file_manager - ERROR - Failed to download model file: 401 Client Error: Unauthorized for url: https://huggingface.co/api/models/meta-llama/Llama-3.1-8B-Instruct'),  # src4#53
    T('other', 'gpustack/worker/worker.py:505', 'healthy', 'healthy', "2025-12-04 16:31:02,123 - gpustack.worker.worker - ERROR - Failed to send heartbeat to server: ConnectError('All connection attempts failed')"),  # src4#54
    T('other', 'gpustack/worker/collector.py:99', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - gpustack.worker.collector - ERROR - Failed to detect GPU devices: NVML Shared Library Not Found'),  # src4#55
    T('triton', 'src/model.py:246', 'exited', 'fatal', 'E1204 16:31:02.123456 1 model.py:246] "[vllm] Failed to start engine: Traceback (most recent call last):"'),  # src4#56
    T('triton', 'src/model.py:610', 'exited', 'fatal', 'E1204 16:31:02.123456 1 model.py:610] "[vllm] Engine is not healthy and model will be unloaded: Traceback (most recent call last):"'),  # src4#57
    T('triton', 'src/model.py:619', 'exited', 'fatal', 'Model is unavailable due to unhealthy vLLM engine'),  # src4#58
    T('triton', 'src/model.py:551', 'healthy', 'healthy', 'E1204 16:31:02.123456 1 model.py:551] "[vllm] Error generating stream: Traceback (most recent call last):"'),  # src4#59
    T('triton', 'src/utils/vllm_backend_utils.py:131', 'healthy', 'healthy', 'W1204 16:31:02.123456 1 vllm_backend_utils.py:131] "V1 is enabled, but got --disable-frontend-multiprocessing."'),  # src4#60
    T('mistralrs', 'mistralrs-core/src/lib.rs:1301', 'exited', 'fatal', 'Error: Engine thread exited before reporting readiness'),  # src4#61
    T('mistralrs', 'mistralrs-core/src/lib.rs:1300', 'cuda_oom', 'fatal', 'Error: Engine creation failed: DriverError(CUDA_ERROR_OUT_OF_MEMORY, "out of memory")'),  # src4#62
    T('mistralrs', 'mistralrs-core/src/utils/mod.rs:127', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z ERROR mistralrs_core::engine: Completion - Model failed with error: Msg("shape mismatch in cat, lhs: [1, 8, 4096, 128], rhs: [1, 8, 1, 64]")'),  # src4#63
    T('mistralrs', 'mistralrs-core/src/engine/add_request.rs:415', 'context_length_exceeded', 'finding', '2025-12-04T16:31:02.123456Z  WARN mistralrs_core::engine::add_request: Prompt for request 12 was 512 tokens over the model maximum length. The first 1024 tokens were truncated to make space for generation.'),  # src4#64
    T('mistralrs', 'mistralrs-core/src/lib.rs:407', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z  WARN mistralrs_core: Engine thread panicked during shutdown.'),  # src4#65
    T('mlc', 'python/mlc_llm/serve/server/popen_server.py:157', 'hang', 'fatal', 'RuntimeError: The server fails to launch in 120 seconds.'),  # src4#68
    T('mlc', 'python/mlc_llm/serve/embedding_engine.py:158', 'model_load_error', 'fatal', 'RuntimeError: Cannot find KV cache creation function in model library.'),  # src4#69
    T('other', 'python/huggingfaceserver/huggingfaceserver/__main__.py:341', 'exited', 'fatal', "2025-12-04 16:31:02.123 1 kserve ERROR [__main__.py:<module>():341] Failed to start model server: Backend is set to 'vllm' but vLLM is not available"),  # src4#70
    T('other', 'python/huggingfaceserver/huggingfaceserver/generative_model.py:390', 'healthy', 'healthy', '2025-12-04 16:31:02.123 1 kserve ERROR [generative_model.py:_generate():390] Generation request failed'),  # src4#72
    T('other', 'python/kserve/kserve/model_server.py:423', 'healthy', 'healthy', '2025-12-04 16:31:02.123 1 kserve ERROR [model_server.py:_exception_handler():423] Caught exception: Task was destroyed but it is pending!'),  # src4#73
    T('aphrodite', 'aphrodite/engine/async_aphrodite.py:758', 'hang', 'fatal', 'ERROR:    Engine iteration timed out. This should never happen!'),  # src4#75
    T('aphrodite', 'aphrodite/engine/async_aphrodite.py:61', 'exited', 'fatal', 'ERROR:    Engine background task failed'),  # src4#76
    T('aphrodite', 'aphrodite/engine/multiprocessing/client.py:195', 'cuda_illegal_memory_access', 'fatal', 'ERROR:    Received Exception CUDA error: an illegal memory access was encountered rather than RPCError from MPAphroditeEngine. This should never happen.'),  # src4#77
    T('aphrodite', 'aphrodite/endpoints/openai/api_server.py:713', 'healthy', 'healthy', 'ERROR:    LoRA is not enabled in the engine. Please start the server with the --enable-lora flag!'),  # src4#78
    T('other', 'python/ray/serve/_private/deployment_state.py', 'exited', 'fatal', "WARNING 2025-12-04 16:31:02,123 controller 5123 -- Replica(id='x7k2p9q1', deployment='LLMServer:qwen2_5-7b', app='default') failed health check, stopping it."),  # src4#79
    T('other', 'python/ray/serve/_private/deployment_state.py', 'exited', 'fatal', 'ray.serve.exceptions.RayServeException: The deployment failed to start 3 times in a row. This may be due to a problem with its constructor or initial health check failing. See controller logs for details. Error: ray::ServeReplica:default:LLMServer:qwen2_5-7b.initialize_and_get_metadata() (pid=2729, ip=10.0.0.5)'),  # src4#80
    T('other', 'python/ray/serve/_private/deployment_state.py', 'healthy', 'healthy', 'WARNING 2025-12-04 16:31:02,123 controller 5123 -- Deployment \'LLMServer:qwen2_5-7b\' in application \'default\' has 1 replicas that have taken more than 30s to be scheduled. This may be due to waiting for the cluster to auto-scale or for a runtime environment to be installed. Resources required for each replica: {"GPU": 1.0}'),  # src4#81
    T('other', 'python/ray/_private/worker.py', 'exited', 'fatal', 'ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.'),  # src4#82
    T('other', 'src/ray/raylet/node_manager.cc', 'killed_oom_host', 'fatal', 'Worker exit type: SYSTEM_ERROR Worker exit detail: Task was killed due to the node running low on memory.', 'ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.'),  # src4#83
    T('other', 'src/ray/raylet/node_manager.cc', 'killed_oom_host', 'fatal', 'Memory on the node (IP: 10.0.0.5, ID: 7f3a9c) where the task (actor ID: 9c2e41, name=ServeReplica:default:LLMServer:qwen2_5-7b.__init__, pid=2729) was running was 120.31GB / 125.81GB (0.956286), which exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: 3b1f) because it was the most recently scheduled task.'),  # src4#84
    T('other', 'src/ray/core_worker', 'exited', 'fatal', '(raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker.'),  # src4#85
    T('other', 'litellm/proxy/proxy_server.py', 'port_in_use', 'fatal', "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 4000): address already in use"),  # src4#86
    T('other', 'litellm/proxy/proxy_server.py', 'healthy', 'healthy', '16:31:02 - LiteLLM Proxy:ERROR: proxy_server.py:3877 - litellm.proxy.proxy_server.chat_completion(): Exception occured - litellm.APIConnectionError: OpenAIException - Connection error.'),  # src4#87
    T('other', 'litellm/proxy/proxy_server.py', 'context_length_exceeded', 'finding', "16:31:02 - LiteLLM Proxy:ERROR: proxy_server.py:3877 - litellm.proxy.proxy_server.chat_completion(): Exception occured - litellm.ContextWindowExceededError: litellm.BadRequestError: ContextWindowExceededError: OpenAIException - This model's maximum context length is 8192 tokens. However, you requested 9000 tokens."),  # src4#88
    T('other', 'components/src/dynamo/vllm/engine_monitor.py', 'exited', 'fatal', '2025-12-04T16:31:02.120000Z ERROR dynamo.vllm.engine_monitor: Traceback: Traceback (most recent call last):', '2025-12-04T16:31:02.123456Z ERROR dynamo.vllm.engine_monitor: vLLM AsyncLLM health check failed: EngineCore encountered an issue. See stack trace (above) for the root cause.', first=1),  # src4#89
    T('other', 'engine/services/model_service.cc:709', 'model_load_error', 'fatal', '20251204 16:31:02.123456 UTC 4821 ERROR Model failed to start with status code: 500 - model_service.cc:709'),  # src4#93
    T('other', 'engine/extensions/local-engine/local_engine.cc:606', 'exited', 'fatal', '20251204 16:31:02.123456 UTC 4821 ERROR Fail to spawn process. No such file or directory - local_engine.cc:606'),  # src4#94
    T('other', 'engine/main.cc:257', 'port_in_use', 'fatal', '20251204 16:31:02.123456 UTC 4821 ERROR Failed to start server: Address already in use - main.cc:257'),  # src4#95
    T('other', 'engine/services/inference_service.cc:111', 'model_load_error', 'fatal', '20251204 16:31:02.123456 UTC 4821 ERROR Could not load engine: Engine llama-cpp is not installed - inference_service.cc:111'),  # src4#96
    T('other', 'engine/services/model_service.cc:1039', 'healthy', 'healthy', '20251204 16:31:02.123456 UTC 4821 WARN  Not enough VRAM - required: 9120, available: 7680 - model_service.cc:1039'),  # src4#97
    T('other', 'engine/extensions/local-engine/local_engine.cc:559', 'healthy', 'healthy', '20251204 16:31:02.123456 UTC 4821 INFO  Wait for server up .. - local_engine.cc:559'),  # src4#98
)  # fmt: skip


# Batch 12 (issue 17, round 28's knowledge pass over the servers' speculative-decoding code, written before any of
# round 28's logs was read; bench/results/source_pass/src5.json): 83 lines that vLLM, SGLang, llama.cpp, TensorRT-LLM,
# lmdeploy and TGI print as speculation cannot start, fails while running, or goes on (acceptance metrics, fallbacks);
# 42 read as their sources say before the pass, 44 after ('failed to create draft context'). Kept: those read right
# now (the rest, mostly bare config refusals like 'ValueError: ...' with no traceback around them, which a real
# log's traceback and its launcher's report label, are listed in bench/results/triage_accuracy.txt, round 28).
TEMPLATES_12: tuple[Template, ...] = (
    T('llamacpp', 'tools/server/server.cpp', 'model_load_error', 'fatal', "llama_model_load: error loading model: tensor 'blk.0.attn_q.weight' data is not within the file bounds", "srv    load_model: failed to load draft model, '/models/draft-0.5b.gguf'"),  # src5#5
    T('llamacpp', 'tools/server/server.cpp', 'model_load_error', 'fatal', "srv    load_model: failed to load draft model, '/models/draft-0.5b.gguf'", 'main: exiting due to model loading error'),  # src5#6
    T('llamacpp', 'tools/server/server.cpp', 'healthy', 'healthy', 'slot print_timing: id  0 | task 12 | draft acceptance rate = 0.57143 (   12 accepted /    21 generated)'),  # src5#7
    T('lmdeploy', 'lmdeploy/pytorch/spec_decode/proposers/eagle3.py:24', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - INFO - eagle3.py:24 - Using embed_tokens from target model.'),  # src5#11
    T('tgi', 'server/text_generation_server/models/__init__.py', 'exited', 'fatal', '2025-12-04T16:31:02.123Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', 'RuntimeError: Speculate is set to `5` but this medusa models only has `3` heads, please make them match', first=1),  # src5#12 (round 32: the dump's exception names it)
    T('tgi', 'server/text_generation_server/models/__init__.py:628', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z  INFO text_generation_launcher: Using speculation medusa with 3 input ids.'),  # src5#15
    T('vllm', 'vllm/config/speculative.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [speculative.py:412] Enabling num_speculative_tokens > 1 will runmultiple times of forward on same MTP layer,which may result in lower acceptance rate'),  # src5#23
    T('vllm', 'vllm/config/speculative.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [speculative.py:520] Defaulted num_speculative_tokens to 24 for suffix decoding.'),  # src5#24
    T('vllm', 'vllm/config/speculative.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [speculative.py:586] mlp_speculator cannot currently be run with tp>1; setting speculative_draft_tensor_parallel_size=1'),  # src5#25
    T('vllm', 'vllm/v1/spec_decode/metrics.py:120', 'healthy', 'healthy', '(APIServer pid=347228) INFO 12-04 16:31:02 [metrics.py:120] SpecDecoding metrics: Mean acceptance length: 3.49, Accepted throughput: 0.12 tokens/s, Drafted throughput: 0.34 tokens/s, Accepted: 92 tokens, Drafted: 259 tokens, Per-position acceptance rate: 0.757, 0.622, 0.432, 0.324, 0.189, 0.108, 0.054, Avg Draft acceptance rate: 35.5%'),  # src5#26
    T('sglang', 'python/sglang/srt/server_args.py', 'healthy', 'healthy', '[2025-12-04 16:31:02] WARNING server_args.py:1412: Max running requests is reset to 48 for speculative decoding. You can override this by explicitly setting --max-running-requests.'),  # src5#32
    T('sglang', 'python/sglang/srt/server_args.py', 'healthy', 'healthy', '[2025-12-04 16:31:02] WARNING server_args.py:1426: Overlap scheduler is disabled because of using eagle3 or standalone speculative decoding.'),  # src5#33
    T('sglang', 'python/sglang/srt/server_args.py', 'healthy', 'healthy', '[2025-12-04 16:31:02] WARNING server_args.py:1432: Mixed chunked prefill is disabled because of using eagle speculative decoding.'),  # src5#34
    T('sglang', 'python/sglang/srt/server_args.py', 'healthy', 'healthy', '[2025-12-04 16:31:02] WARNING server_args.py:1477: speculative_num_draft_tokens is adjusted to speculative_num_steps + 1 when speculative_eagle_topk == 1'),  # src5#35
    T('sglang', 'python/sglang/srt/server_args.py', 'healthy', 'healthy', '[2025-12-04 16:31:02] WARNING server_args.py:1510: The overlap scheduler and mixed chunked prefill are disabled because of using ngram speculative decoding.'),  # src5#36
    T('sglang', 'python/sglang/srt/server_args.py', 'healthy', 'healthy', '[2025-12-04 16:31:02] WARNING server_args.py:1445: DeepSeek MTP does not require setting speculative_draft_model_path.'),  # src5#37
    T('llamacpp', 'tools/server/server.cpp', 'cuda_oom', 'fatal', 'llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache', 'srv    load_model: failed to create draft context'),  # src5#38
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', 'common_speculative_init: failed to create draft context'),  # src5#39
    T('llamacpp', 'examples/speculative-simple/speculative-simple.cpp', 'healthy', 'healthy', 'common_speculative_are_compatible: draft model vocab must closely match target model to use speculation but target vocab size 151936 does not match draft vocab size 128256 - difference 23680, max allowed 128', "the draft model '/models/draft.gguf' is not compatible with the target model '/models/target.gguf'. tokens will be translated between the draft and target models.", first=1),  # src5#40
    T('llamacpp', 'examples/speculative-simple/speculative-simple.cpp', 'model_load_error', 'fatal', 'main: failed to create draft context'),  # src5#41
    T('trtllm', 'cpp/tensorrt_llm/batch_manager/trtGptModelInflightBatching.cpp', 'healthy', 'healthy', '[TensorRT-LLM][WARNING] TRT overlap is not supported with speculative decoding and will be disabled.'),  # src5#45
    T('trtllm', 'tensorrt_llm/_torch/speculative/speculation_gate.py', 'healthy', 'healthy', '[12/04/2025-16:31:02] [TRT-LLM] [I] [SpeculationGate] Speculative decoding disabled: rolling acceptance avg 0.412 < threshold 0.5 over last 64 requests'),  # src5#46
    T('trtllm', 'tensorrt_llm/_torch/speculative/speculation_gate.py', 'healthy', 'healthy', '[12/04/2025-16:31:02] [TRT-LLM] [I] [SpeculationGate] Speculative decoding remains enabled: rolling acceptance avg 1.873 >= threshold 0.5'),  # src5#47
    T('sglang', 'python/sglang/srt/speculative/eagle_worker.py', 'healthy', 'healthy', '[2025-12-04 16:31:02 TP0] Capture draft cuda graph begin. This can take up to several minutes. avail mem=12.34 GB'),  # src5#48
    T('sglang', 'python/sglang/srt/speculative/eagle_draft_cuda_graph_runner.py', 'cuda_oom', 'fatal', '[2025-12-04 16:31:02 TP0] Capture draft cuda graph begin. This can take up to several minutes. avail mem=1.85 GB', 'Exception: Capture cuda graph failed: CUDA out of memory. Tried to allocate 1.02 GiB. GPU 0 has a total capacity of 79.10 GiB of which 612.00 MiB is free.', first=1),  # src5#49
    T('sglang', 'python/sglang/srt/speculative/eagle_draft_cuda_graph_runner.py', 'cuda_illegal_memory_access', 'fatal', 'Exception: Capture cuda graph failed: Triton Error [CUDA]: an illegal memory access was encountered'),  # src5#50
    T('vllm', 'vllm/spec_decode/spec_decode_worker.py', 'healthy', 'healthy', 'INFO 12-04 16:31:02 spec_decode_worker.py:201] [Speculative Decoding] Disabling MQA scorer as the target model is not running in eager mode.'),  # src5#52
    T('vllm', 'vllm/spec_decode/spec_decode_worker.py', 'healthy', 'healthy', 'INFO 12-04 16:31:02 spec_decode_worker.py:189] [Speculative Decoding] Disabling MQA scorer as the MQA is only available with flash attn backend.'),  # src5#53
    T('vllm', 'vllm/spec_decode/spec_decode_worker.py', 'healthy', 'healthy', 'INFO 12-04 16:31:02 spec_decode_worker.py:195] [Speculative Decoding] Disabling MQA scorer as the draft model max_model_len is smaller than the target model max_model_len.'),  # src5#54
    T('vllm', 'vllm/spec_decode/metrics.py', 'healthy', 'healthy', 'INFO 12-04 16:31:02 metrics.py:477] Speculative metrics: Draft acceptance rate: 0.550, System efficiency: 0.133, Number of speculative tokens: 8, Number of accepted tokens: 44, Number of draft tokens: 80, Number of emitted tokens: 12.'),  # src5#56
    T('vllm', 'vllm/v1/spec_decode/eagle.py', 'exited', 'fatal', 'ERROR 12-04 16:31:02 [core.py:708] EngineCore failed to start.', 'AssertionError: All eagle layers should belong to the same kv cache group'),  # src5#57
    T('sglang', 'python/sglang/srt/speculative/eagle_worker.py', 'healthy', 'healthy', '[2025-12-04 16:31:02 TP0] WARNING eagle_worker.py:98: Speculative token map specified, but EAGLE3 models already have this. Ignoring the specified token map.'),  # src5#59
    T('sglang', 'python/sglang/srt/speculative/eagle_worker.py', 'exited', 'fatal', '[2025-12-04 16:31:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'NotImplementedError: page_size > 1 and top_k > 1 are not supported.', first=1),  # src5#60
    T('sglang', 'python/sglang/srt/layers/sampler.py', 'healthy', 'healthy', '[2025-12-04 16:31:02 TP0] WARNING sampler.py:72: Detected errors during sampling! NaN in the logits.'),  # src5#62
    T('sglang', 'python/sglang/srt/managers/scheduler.py', 'cuda_oom', 'fatal', 'Exception: Capture cuda graph failed: CUDA out of memory. Tried to allocate 1.02 GiB.', '[2025-12-04 16:31:02] Received sigquit from a child process. It usually means the child failed.'),  # src5#63
    T('tgi', 'launcher/src/main.rs:1677', 'exited', 'fatal', '2025-12-04T16:31:02.120000Z ERROR text_generation_launcher: Shard complete standard error output:', 'RuntimeError: Speculate is set to `5` but this medusa models only has `3` heads, please make them match', '2025-12-04T16:31:02.123456Z ERROR text_generation_launcher: Shard 0 failed to start', first=1),  # src5#64 (round 32)
    T('vllm', 'vllm/v1/worker/gpu_model_runner.py', 'exited', 'fatal', '(EngineCore_DP0 pid=182) INFO 12-04 16:31:01 [gpu_model_runner.py:3184] Loading drafter model...', '(EngineCore_DP0 pid=182) ERROR 12-04 16:31:02 [core.py:708] EngineCore failed to start.', 'RuntimeError: Model does not support EAGLE3 interface but aux_hidden_state_outputs was requested', first=1),  # src5#73
    T('vllm', 'vllm/v1/worker/gpu_model_runner.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=182) INFO 12-04 16:31:01 [gpu_model_runner.py:3184] Loading drafter model...'),  # src5#74
    T('vllm', 'vllm/v1/worker/gpu_model_runner.py', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=182) INFO 12-04 16:31:01 [gpu_model_runner.py:3184] Loading drafter model...', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 340.00 MiB. GPU 0 has a total capacity of 23.52 GiB of which 224.00 MiB is free. Including non-PyTorch memory, this process has 23.28 GiB memory in use.', first=1),  # src5#75
    T('vllm', 'vllm/v1/spec_decode/eagle.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=182) INFO 12-04 16:31:03 [eagle.py:1412] Detected EAGLE model without its own embed_tokens in the checkpoint. Sharing target model embedding weights with the draft model.'),  # src5#76
    T('vllm', 'vllm/v1/spec_decode/eagle.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=182) INFO 12-04 16:31:03 [eagle.py:1380] Detected MTP model. Sharing target model lm_head weights with the draft model.'),  # src5#77
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'common_speculative_is_compat: the target context does not support partial sequence removal', 'srv    load_model: speculative decoding not supported by this context', first=1),  # src5#78
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'common_speculative_is_compat: the target context does not support partial sequence removal'),  # src5#79
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', "srv    load_model: loading draft model '/models/Qwen3-0.6B-Q8_0.gguf'"),  # src5#80
)  # fmt: skip


# Batch 13 (issue 17, round 29's knowledge passes, written before any of round 29's logs was read): the libraries
# under the servers (torch, NCCL, Triton, FlashInfer, flash-attn, xformers, DeepEP/DeepGEMM, transformers, safetensors,
# huggingface_hub, Ray, the CUDA/HIP runtimes, Go, glibc; bench/results/source_pass/src6.json, 104 lines: 82 read as
# their sources say before, 90 after) and the newest vLLM and SGLang code (src7.json, 90 lines: 63 before, 72
# after). Kept: those read right now (the rest are listed in bench/results/triage_accuracy.txt, round 29).
TEMPLATES_13: tuple[Template, ...] = (
    T('vllm', 'c10/cuda/CUDACachingAllocator.cpp', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=2143) Traceback (most recent call last):', '(EngineCore_DP0 pid=2143) torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which 1.06 GiB is free. Including non-PyTorch memory, this process has 78.12 GiB memory in use. Of the allocated memory 75.84 GiB is allocated by PyTorch, and 1.27 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)', first=1),  # src6#0
    T('sglang', 'c10/cuda/CUDACachingAllocator.cpp', 'cuda_oom', 'fatal', '[2025-12-04 16:31:02 TP3] Scheduler hit an exception: Traceback (most recent call last):', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 512.00 MiB. GPU 3 has a total capacity of 139.81 GiB of which 201.94 MiB is free. Process 88412 has 139.60 GiB memory in use. Of the allocated memory 136.02 GiB is allocated by PyTorch, with 1.12 GiB allocated in private pools (e.g., CUDA Graphs), and 902.13 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)', first=1),  # src6#1
    T('vllm', 'c10/cuda/CUDAException.cpp', 'cuda_illegal_memory_access', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py", line 2260, in execute_model', 'torch.AcceleratorError: CUDA error: an illegal memory access was encountered', first=1),  # src6#2
    T('sglang', 'c10/cuda/CUDAException.cpp', 'device_side_assert', 'fatal', '/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:94: operator(): block: [12,0,0], thread: [64,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.', 'RuntimeError: CUDA error: device-side assert triggered'),  # src6#3
    T('vllm', 'aten/src/ATen/native/cuda/IndexKernel.cu', 'device_side_assert', 'fatal', '/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:94: operator(): block: [3,0,0], thread: [96,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.'),  # src6#4
    T('vllm', 'c10/cuda/CUDAException.cpp', 'no_kernel_image', 'fatal', 'torch.AcceleratorError: CUDA error: no kernel image is available for execution on the device'),  # src6#5
    T('sglang', 'c10/cuda/CUDAException.cpp', 'cuda_illegal_instruction', 'fatal', 'RuntimeError: CUDA error: an illegal instruction was encountered'),  # src6#7
    T('lmdeploy', 'c10/cuda/CUDAException.cpp', 'cuda_error', 'fatal', 'RuntimeError: CUDA error: misaligned address'),  # src6#8
    T('tgi', 'c10/cuda/CUDAException.cpp', 'cuda_error', 'fatal', 'RuntimeError: CUDA error: uncorrectable ECC error encountered'),  # src6#9
    T('lmdeploy', 'torch/cuda/__init__.py', 'cuda_error', 'fatal', "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method"),  # src6#10
    T('tgi', 'torch/cuda/__init__.py', 'cuda_error', 'fatal', 'RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx'),  # src6#11
    T('vllm', 'torch/cuda/__init__.py', 'healthy', 'healthy', '/usr/local/lib/python3.12/dist-packages/torch/cuda/__init__.py:63: FutureWarning: The pynvml package is deprecated. Please install nvidia-ml-py instead. If you did not install pynvml directly, please report this to the maintainers of the package that installed pynvml for you.'),  # src6#12
    T('vllm', 'torch/csrc/distributed/c10d/NCCLUtils.cpp', 'nccl_error', 'fatal', 'ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. ', 'Last error:', 'Error while creating shared memory segment /dev/shm/nccl-vzIpS6 (size 9637888)', 'torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:77, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5'),  # src6#15
    T('trtllm', 'torch/csrc/distributed/c10d/NCCLUtils.hpp', 'nccl_error', 'fatal', 'ncclUnhandledCudaError: Call to CUDA function failed.', 'Last error:', "Cuda failure 'out of memory'", 'torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3356, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.26.2'),  # src6#16
    T('sglang', 'torch/csrc/distributed/c10d/NCCLUtils.hpp', 'nccl_error', 'fatal', 'ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.', 'Last error:', 'socketProgress: Connection closed by remote peer node2<43710>', 'torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, remote process exited or there was a network error, NCCL version 2.21.5'),  # src6#17
    T('vllm', 'c10/util/Exception.cpp', 'nccl_error', 'fatal', '[rank1]:[E1204 16:41:02.559102211 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID 0(default_pg) Rank 1] Process group watchdog thread terminated with exception: [Rank 1] Watchdog caught collective operation timeout: ...', "terminate called after throwing an instance of 'c10::DistBackendError'"),  # src6#20
    T('vllm', 'torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp', 'healthy', 'healthy', '[rank0]:[W1204 16:52:40.310221468 ProcessGroupNCCL.cpp:1538] Warning: WARNING: destroy_process_group() was not called before program exit, which can leak resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())'),  # src6#21
    T('vllm', 'torch/csrc/distributed/c10d/Utils.hpp', 'healthy', 'healthy', '[W1204 16:30:11.019282116 Utils.hpp:164] Warning: Environment variable NCCL_ASYNC_ERROR_HANDLING is deprecated; use TORCH_NCCL_ASYNC_ERROR_HANDLING instead (function getCvarInt)'),  # src6#22
    T('sglang', 'torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp', 'healthy', 'healthy', '[rank0]:[W1204 16:30:15.102391755 ProcessGroupNCCL.cpp:4715] [PG ID 0 PG GUID 0 Rank 0]  using GPU 0 as device used by this process is currently unknown. This can potentially cause a hang if this rank to GPU mapping is incorrect. You can pecify device_id in init_process_group() to force use of a particular device.'),  # src6#23
    T('vllm', 'torch/csrc/distributed/c10d/socket.cpp', 'healthy', 'healthy', '[W1204 16:30:12.437751013 socket.cpp:759] [c10d] The client socket has failed to connect to [localhost]:29500 (errno: 99 - Cannot assign requested address).'),  # src6#24
    T('sglang', 'torch/csrc/distributed/c10d/TCPStore.cpp', 'port_in_use', 'fatal', 'torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. port: 29500, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use'),  # src6#25
    T('other', 'torch/distributed/elastic/multiprocessing/errors/__init__.py', 'exited', 'fatal', '    raise ChildFailedError(', '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", line 270, in launch_agent', 'torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ', first=2),  # src6#26
    T('other', 'torch/distributed/elastic/multiprocessing/errors/__init__.py', 'killed_oom_host', 'fatal', 'Root Cause (first observed failure):', '[0]:', '  exitcode  : -9 (pid: 2201)', '  traceback : Signal 9 (SIGKILL) received by PID 2201', first=2),  # src6#27
    T('other', 'torch/distributed/elastic/multiprocessing/api.py', 'exited', 'fatal', 'E1204 16:31:02.123000 2143 torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: 1) local_rank: 0 (pid: 2201) of binary: /usr/bin/python3'),  # src6#28
    T('other', 'torch/distributed/elastic/multiprocessing/api.py', 'exited', 'fatal', 'E1204 16:31:02.123000 2143 torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: 1) local_rank: 0 (pid: 2201) of binary: /usr/bin/python3', 'W1204 16:31:02.124000 2143 torch/distributed/elastic/multiprocessing/api.py:900] Sending process 2202 closing signal SIGTERM'),  # src6#29
    T('other', 'torch/csrc/DataLoader.cpp', 'fatal_signal', 'fatal', 'ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).'),  # src6#30
    T('vllm', 'torch/_inductor/exc.py', 'triton_error', 'fatal', 'torch._inductor.exc.InductorError: RuntimeError: No valid triton configs. OutOfResources: out of resource: triton_tem_fused_mm_0 Required: 147456 Hardware limit:101376 Reducing block sizes or `num_stages` may help.'),  # src6#31
    T('sglang', 'torch/_inductor/select_algorithm.py', 'healthy', 'healthy', 'E1204 16:31:02.150000 2143 torch/_inductor/select_algorithm.py:2100] [8/6] Runtime error during autotuning: '),  # src6#32
    T('vllm', 'torch/_dynamo/convert_frame.py', 'healthy', 'healthy', "W1204 16:33:40.917000 2143 torch/_dynamo/convert_frame.py:964] [0/8]    function: 'forward' (/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/llama.py:355)", 'W1204 16:33:40.917000 2143 torch/_dynamo/convert_frame.py:964] [0/8] torch._dynamo hit config.recompile_limit (8)', first=1),  # src6#33
    T('vllm', 'src/include/checks.h:18', 'cuda_oom', 'fatal', "node1:2201:2201 [0] include/checks.h:18 NCCL WARN Cuda failure 'out of memory'"),  # src6#37
    T('tgi', 'src/transport/net_ib/init.cc:470', 'healthy', 'healthy', 'node1:2201:2201 [0] NCCL INFO NET/IB : No device found.'),  # src6#38
    T('vllm', 'src/plugin/plugin_open.cc:124', 'healthy', 'healthy', 'node1:2201:2201 [0] NCCL INFO NET/Plugin: Could not find: libnccl-net.so'),  # src6#39
    T('sglang', 'src/misc/cudawrap.cc:92', 'healthy', 'healthy', 'node1:2201:2201 [0] NCCL INFO cuMem host allocations do not appear to be working; falling back to a /dev/shm/ based implementation. This could be due to the container runtime disabling NUMA support. To disable this warning, set NCCL_CUMEM_HOST_ENABLE=0'),  # src6#40
    T('trtllm', 'src/transport/net_socket.cc:353', 'healthy', 'healthy', 'node1:2201:2201 [0] NCCL WARN NET/Socket : NCCL_SOCKET_NTHREADS is greater than the maximum allowed, setting to 16'),  # src6#41
    T('vllm', 'python/triton/runtime/errors.py', 'triton_error', 'fatal', '(EngineCore_DP0 pid=2143) triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 65536. Reducing block sizes or `num_stages` may help.'),  # src6#42
    T('lmdeploy', 'python/triton/compiler/errors.py', 'triton_error', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/triton/compiler/compiler.py", line 300, in compile', 'triton.compiler.errors.CompilationError: at 41:20:', first=1),  # src6#43
    T('vllm', 'third_party/nvidia/backend/driver.c', 'cuda_illegal_memory_access', 'fatal', 'RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered'),  # src6#45
    T('vllm', 'python/triton/runtime/autotuner.py', 'healthy', 'healthy', 'Triton autotuning for function _fused_moe_kernel finished after 2.35s; best config selected: BLOCK_SIZE_M: 64, BLOCK_SIZE_N: 128, BLOCK_SIZE_K: 64, GROUP_SIZE_M: 8, num_warps: 4, num_ctas: 1, num_stages: 3, maxnreg: None;'),  # src6#46
    T('vllm', 'xformers/ops/fmha/dispatch.py', 'exited', 'fatal', 'NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:'),  # src6#49
    T('vllm', 'xformers/_cpp_lib.py', 'healthy', 'healthy', "WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:"),  # src6#50
    T('vllm', 'xformers/__init__.py', 'healthy', 'healthy', 'A matching Triton is not available, some optimizations will not be enabled'),  # src6#51
    T('sglang', 'include/flashinfer/allocator.h', 'cuda_oom', 'fatal', "RuntimeError: Error in function 'PrefillPlan' at /workspace/include/flashinfer/attention/scheduler.cuh:516: Failed to allocate memory for batch_prefill_tmp_v with size 566231040 and alignment 16 in AlignedAllocator"),  # src6#53
    T('sglang', 'flashinfer/jit/core.py', 'healthy', 'healthy', '2025-12-04 16:30:44,512 - INFO - flashinfer.jit: Loading JIT ops: batch_prefill_with_kv_cache_dtype_q_bf16_dtype_kv_bf16_dtype_o_bf16_dtype_idx_i32_head_dim_qk_128_head_dim_vo_128_posenc_0_use_swa_False_use_logits_cap_False_f16qk_False'),  # src6#54
    T('sglang', 'csrc/deep_ep.cpp', 'hang', 'fatal', 'RuntimeError: DeepEP error: timeout (dispatch CPU)'),  # src6#55
    T('sglang', 'csrc/utils/exception.hpp', 'exited', 'fatal', 'RuntimeError: Assertion error (csrc/jit_kernels/heuristics/sm90.hpp:142): n % block_n == 0'),  # src6#56
    T('vllm', 'src/transformers/models/auto/configuration_auto.py', 'model_load_error', 'fatal', 'ValueError: The checkpoint you are trying to load has model type `qwen3_next` but Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or because your version of Transformers is out of date.'),  # src6#57
    T('sglang', 'src/transformers/dynamic_module_utils.py', 'model_load_error', 'fatal', 'ValueError: The repository deepseek-ai/DeepSeek-V2-Lite contains custom code which must be executed to correctly load the model. You can inspect the repository content at https://hf.co/deepseek-ai/DeepSeek-V2-Lite .'),  # src6#58
    T('tgi', 'src/transformers/utils/hub.py', 'model_load_error', 'fatal', "OSError: /data/models/llama3 does not appear to have a file named config.json. Checkout 'https://huggingface.co//data/models/llama3/tree/None' for available files."),  # src6#59
    T('vllm', 'src/transformers/utils/hub.py', 'model_load_error', 'fatal', "OSError: We couldn't connect to 'https://huggingface.co' to load the files, and couldn't find them in the cached files."),  # src6#60
    T('vllm', 'src/transformers/tokenization_utils_base.py', 'model_load_error', 'fatal', "OSError: Can't load tokenizer for 'mistralai/Mistral-7B-Instruct-v0.3'. If you were trying to load it from 'https://huggingface.co/models', make sure you don't have a local directory with the same name. Otherwise, make sure 'mistralai/Mistral-7B-Instruct-v0.3' is the correct path to a directory containing all relevant files for a LlamaTokenizerFast tokenizer."),  # src6#61
    T('vllm', 'src/transformers/tokenization_utils_base.py', 'healthy', 'healthy', 'Token indices sequence length is longer than the specified maximum sequence length for this model (9034 > 8192). Running this sequence through the model will result in indexing errors'),  # src6#62
    T('lmdeploy', 'src/transformers/tokenization_utils_base.py', 'healthy', 'healthy', 'Special tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or trained.'),  # src6#63
    T('sglang', 'src/transformers/configuration_utils.py', 'healthy', 'healthy', 'You are using a model of type qwen2_vl to instantiate a model of type qwen2_5_vl. This is not supported for all configurations of models and can yield errors.'),  # src6#64
    T('vllm', 'src/transformers/modeling_rope_utils.py', 'healthy', 'healthy', "Unrecognized keys in `rope_scaling` for 'rope_type'='yarn': {'original_max_position_embeddings'}"),  # src6#65
    T('lmdeploy', 'bindings/python/src/lib.rs:624', 'model_load_error', 'fatal', 'safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge'),  # src6#66
    T('sglang', 'safetensors/src/tensor.rs:88', 'model_load_error', 'fatal', 'safetensors._safetensors_rust.SafetensorError: Error while deserializing header: incomplete metadata, file not fully covered'),  # src6#67
    T('vllm', 'src/huggingface_hub/utils/_http.py:822', 'model_load_error', 'fatal', 'huggingface_hub.errors.GatedRepoError: 401 Client Error. (Request ID: Root=1-6751c3a2-1b2c3d4e5f6a7b8c9d0e1f2a;0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b)'),  # src6#68
    T('sglang', 'src/huggingface_hub/utils/_http.py:879', 'model_load_error', 'fatal', 'huggingface_hub.errors.RepositoryNotFoundError: 401 Client Error. (Request ID: Root=1-6751c3a2-7a8b9c0d1e2f3a4b5c6d7e8f;5e4d3c2b-1a09-8f7e-6d5c-4b3a2f1e0d9c)'),  # src6#69
    T('tgi', 'src/huggingface_hub/file_download.py:1897', 'model_load_error', 'fatal', "huggingface_hub.errors.LocalEntryNotFoundError: Cannot find the requested files in the disk cache and outgoing traffic has been disabled. To enable hf.co look-ups and downloads online, set 'local_files_only' to False."),  # src6#70
    T('vllm', 'src/huggingface_hub/utils/_http.py:526', 'healthy', 'healthy', '\'(ReadTimeoutError("HTTPSConnectionPool(host=\'huggingface.co\', port=443): Read timed out. (read timeout=10)"), \'(Request ID: 1b2c3d4e)\')\' thrown while requesting HEAD https://huggingface.co/Qwen/Qwen3-8B/resolve/main/config.json', 'Retrying in 1s [Retry 1/5].', first=1),  # src6#71
    T('tgi', 'src/huggingface_hub/file_download.py:1972', 'healthy', 'healthy', "Xet Storage is enabled for this repo, but the 'hf_xet' package is not installed. Falling back to regular HTTP download. For better performance, install the package with: `pip install huggingface_hub[hf_xet]` or `pip install hf_xet`"),  # src6#72
    T('vllm', 'src/huggingface_hub/file_download.py:747', 'healthy', 'healthy', 'UserWarning: Not enough free disk space to download the file. The expected file size is: 4976.70 MB. The target location /root/.cache/huggingface/hub/models--Qwen--Qwen3-8B/blobs only has 1024.00 MB free disk space.'),  # src6#73
    T('vllm', 'python/ray/exceptions.py', 'exited', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/vllm/executor/ray_distributed_executor.py", line 512, in _run_workers', 'ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.', first=1),  # src6#74
    T('vllm', 'src/ray/raylet/node_manager.cc', 'killed_oom_host', 'fatal', '(raylet) [2025-12-04 16:31:02,445 E 2090 2090] (raylet) node_manager.cc:3041: 1 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 943d78b2b00257475fd3b30e72147db79e9a39df7d935968caf3a384, IP: 10.0.0.1) over the last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip 10.0.0.1`'),  # src6#75
    T('vllm', 'src/ray/raylet/node_manager.cc', 'killed_oom_host', 'fatal', 'ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.'),  # src6#76
    T('vllm', 'python/ray/_private/worker.py', 'exited', 'fatal', '2025-12-04 16:31:02,741\tWARNING worker.py:1866 -- The node with node id: 5ad7fa5dd64fc1fec7a82cceecabed8e5eb247ec97064bb50a1c2a11 and address: 10.0.0.2 and node name: 10.0.0.2 has been marked dead because the detector has missed too many heartbeats from it. This can happen when a \t(1) raylet crashes unexpectedly (OOM, preempted node, etc.) '),  # src6#77
    T('vllm', 'src/ray/raylet/worker_pool.cc', 'healthy', 'healthy', '(raylet) WARNING: 8 PYTHON worker processes have been started on node: 943d78b2b00257475fd3b30e72147db79e9a39df7d935968caf3a384 with address: 10.0.0.1. This could be a result of using a large number of actors, or due to tasks blocked in ray.get() calls (see https://github.com/ray-project/ray/issues/3644 for some discussion of workarounds).'),  # src6#78
    T('vllm', 'python/ray/_private/services.py', 'healthy', 'healthy', "2025-12-04 16:30:05,112\tWARNING services.py:2009 -- WARNING: The object store is using /tmp instead of /dev/shm because /dev/shm has only 67108864 bytes available. This will harm performance! You may be able to free up space by deleting files in /dev/shm. If you are inside a Docker container, you can increase /dev/shm size by passing '--shm-size=10.24gb' to 'docker run' (or add it to the run_options list in a Ray cluster config). Make sure to set this to more than 30% of available RAM."),  # src6#79
    T('vllm', 'src/ray/raylet/local_object_manager.cc', 'healthy', 'healthy', '(raylet) Spilled 2048 MiB, 16 objects, write throughput 1102 MiB/s. Set RAY_verbose_spill_logs=0 to disable this message.'),  # src6#80
    T('vllm', 'c10/cuda/CUDAException.cpp', 'cuda_error', 'fatal', 'RuntimeError: CUDA error: unspecified launch failure'),  # src6#81
    T('sglang', 'c10/cuda/CUDAException.cpp', 'cuda_error', 'fatal', 'RuntimeError: CUDA error: the launch timed out and was terminated'),  # src6#82
    T('vllm', 'c10/cuda/CUDAException.cpp', 'cuda_error', 'fatal', 'RuntimeError: CUDA error: operation not permitted when stream is capturing'),  # src6#83
    T('tgi', 'c10/cuda/CUDAException.cpp', 'cuda_oom', 'fatal', 'RuntimeError: CUDA error: out of memory'),  # src6#84
    T('other', 'torch/cuda/__init__.py', 'cuda_error', 'fatal', 'RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver.'),  # src6#86
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'healthy', 'healthy', 'ggml_cuda_init: failed to initialize CUDA: CUDA driver version is insufficient for CUDA runtime version'),  # src6#87
    T('vllm', 'hipamd/src/hip_code_object.cpp', 'no_kernel_image', 'fatal', '"hipErrorNoBinaryForGpu: Unable to find code object for all current devices!"'),  # src6#88
    T('ollama', 'runtime/hsa-runtime/core/runtime/runtime.cpp', 'cuda_illegal_memory_access', 'fatal', 'Memory access fault by GPU node-2 (Agent handle: 0x55d0c1b2a3f0) on address 0x7f2b4c000000. Reason: Page not present or supervisor privilege.'),  # src6#90
    T('vllm', 'rocclr/device/rocm/rocdevice.cpp', 'cuda_illegal_memory_access', 'fatal', ':0:rocdevice.cpp            :2982: 7159342914 us: [pid:2143  tid:0x7f8e4bfff640] Callback: Queue 0x7f8b2c600000 aborting with error : HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29'),  # src6#91
    T('ollama', 'src/runtime/panic.go', 'fatal_signal', 'fatal', 'panic: runtime error: invalid memory address or nil pointer dereference'),  # src6#92
    T('ollama', 'src/runtime/signal_unix.go', 'fatal_signal', 'fatal', 'SIGSEGV: segmentation violation'),  # src6#93
    T('ollama', 'src/runtime/signal_unix.go', 'fatal_signal', 'fatal', '//ml/backend/ggml/ggml/src/ggml.c:2703: GGML_ASSERT(ggml_nelements(a) == ne0*ne1*ne2) failed', 'SIGABRT: abort'),  # src6#94
    # (Go's heap, out of host memory: killed_oom_host since round 41's pass, as Python's MemoryError is; cuda_oom before)
    T('ollama', 'src/runtime/mheap.go', 'killed_oom_host', 'fatal', 'runtime: out of memory: cannot allocate 4194304-byte block (3992977408 in use)', 'fatal error: out of memory'),  # src6#95
    T('vllm', 'malloc/malloc.c', 'fatal_signal', 'fatal', 'double free or corruption (!prev)'),  # src6#96
    T('llamacpp', 'malloc/malloc.c', 'fatal_signal', 'fatal', 'free(): invalid pointer'),  # src6#97
    T('vllm', 'libstdc++-v3/libsupc++/pure.cc', 'fatal_signal', 'fatal', 'pure virtual method called'),  # src6#99
    T('vllm', 'Python/faulthandler.c', 'fatal_signal', 'fatal', 'Fatal Python error: Segmentation fault'),  # src6#100
    T('other', 'torch/distributed/run.py', 'healthy', 'healthy', 'W1204 16:30:01.412000 2143 torch/distributed/run.py:792] *****************************************', 'W1204 16:30:01.412000 2143 torch/distributed/run.py:792] Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.', first=1),  # src6#101
    T('sglang', 'src/huggingface_hub/utils/_http.py:523', 'healthy', 'healthy', 'HTTP Error 429 thrown while requesting HEAD https://huggingface.co/Qwen/Qwen3-8B/resolve/main/model-00001-of-00005.safetensors', 'Rate limited. Waiting 11.0s before retry [Retry 2/5].', first=1),  # src6#102
    T('vllm', 'torch/storage.py', 'healthy', 'healthy', '/usr/local/lib/python3.12/dist-packages/torch/_utils.py:831: UserWarning: TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class. This should only matter to you if you are using storages directly.  To access UntypedStorage directly, use tensor.untyped_storage() instead of tensor.storage()'),  # src6#103
    T('vllm', 'vllm/v1/executor/ray_executor_v2.py:522', 'exited', 'fatal', '(EngineCore pid=2143) ERROR 12-04 16:45:09 [ray_executor_v2.py:522] RayWorkerProc rank=[1] died unexpectedly, shutting down executor.'),  # src7#0
    T('vllm', 'vllm/v1/executor/ray_executor_v2.py:233', 'cuda_illegal_memory_access', 'fatal', '(RayWorkerProc pid=2302) ERROR 12-04 16:45:08 [ray_executor_v2.py:233] RayWorkerProc failed: CUDA error: an illegal memory access was encountered'),  # src7#1
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:1139', 'exited', 'fatal', 'Traceback (most recent call last):', '(Worker_TP0 pid=2301) ERROR 12-04 16:45:08 [multiproc_executor.py:1139] Error getting async model runner output', first=1),  # src7#2
    T('vllm', 'vllm/v1/engine/core.py:1595', 'hang', 'fatal', 'RuntimeError: Did not receive response from front-end process within 5 minutes'),  # src7#3
    T('vllm', 'vllm/v1/executor/ray_utils.py:246', 'exited', 'fatal', "INFO 12-04 16:35:02 [ray_utils.py:224] Waiting for creating a placement group of specs for 640 seconds. specs=[{'GPU': 1.0, 'node:10.0.0.5': 0.001}, {'GPU': 1.0}]. Check `ray status` and `ray list nodes` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.", "ValueError: Cannot provide a placement group requiring 8 GPUs (placement_group_specs=[{'GPU': 1.0, 'node:10.0.0.5': 0.001}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]) within 1800 seconds.", first=1),  # src7#6
    T('vllm', 'vllm/v1/executor/ray_utils.py:351', 'exited', 'fatal', 'ValueError: The number of required GPUs exceeds the total number of available GPUs in the placement group. Required number of devices: 8. Total number of devices: 4.'),  # src7#7
    T('vllm', 'vllm/config/model.py:1580', 'model_load_error', 'fatal', 'ValueError: Total number of attention heads (28) must be divisible by tensor parallel size (8).'),  # src7#8
    T('vllm', 'vllm/config/vllm.py:893', 'model_load_error', 'fatal', 'ValueError: The quantization method fp8 is not supported for the current GPU. Minimum capability: 89. Current capability: 80.'),  # src7#9
    T('vllm', 'vllm/model_executor/model_loader/default_loader.py:261', 'model_load_error', 'fatal', 'RuntimeError: Cannot find any model weights with `/models/Qwen3-8B`'),  # src7#10
    T('vllm', 'vllm/model_executor/model_loader/default_loader.py:610', 'model_load_error', 'fatal', "ValueError: Following weights were not initialized from checkpoint: {'model.layers.0.mlp.gate_up_proj.weight_scale', 'lm_head.weight'}"),  # src7#11
    T('vllm', 'vllm/platforms/cuda.py:513', 'model_load_error', 'fatal', 'ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=256, dtype=torch.float16, kv_cache_dtype=fp8_e4m3, block_size=16, use_mla=False, has_sink=True, use_sparse=False). Reasons: {FLASH_ATTN: [compute capability not supported], FLASHINFER: [sink setting not supported], TRITON_ATTN: [kv_cache_dtype not supported]}.'),  # src7#12
    T('vllm', 'vllm/distributed/device_communicators/custom_all_reduce.py:269', 'healthy', 'healthy', "(Worker_TP0 pid=2301) WARNING 12-04 16:30:40 [custom_all_reduce.py:269] Custom allreduce is disabled because it's not supported on more than two PCIe-only GPUs. To silence this warning, specify disable_custom_all_reduce=True explicitly."),  # src7#16
    T('vllm', 'vllm/distributed/device_communicators/custom_all_reduce.py:284', 'healthy', 'healthy', '(Worker_TP1 pid=2302) WARNING 12-04 16:30:40 [custom_all_reduce.py:284] Custom allreduce is disabled because your platform lacks GPU P2P capability or P2P test failed. To silence this warning, specify disable_custom_all_reduce=True explicitly.'),  # src7#17
    T('vllm', 'vllm/utils/system_utils.py:158', 'healthy', 'healthy', "WARNING 12-04 16:30:02 [system_utils.py:158] We must use the `spawn` multiprocessing start method. Overriding VLLM_WORKER_MULTIPROC_METHOD to 'spawn'. See https://docs.vllm.ai/en/latest/usage/troubleshooting.html#python-multiprocessing for more information. Reasons: CUDA is initialized"),  # src7#18
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py:3440', 'healthy', 'healthy', '(Worker_TP0 pid=2301) WARNING 12-04 17:05:10 [base_worker.py:3440] Releasing expired KV blocks for request cmpl-3f2a9b which were retrieved by 0 remote worker(s) before lease expired.'),  # src7#19
    T('vllm', 'vllm/v1/structured_output/__init__.py:226', 'healthy', 'healthy', 'Traceback (most recent call last):', '(EngineCore pid=2143) ERROR 12-04 17:06:00 [__init__.py:226] Failed to compile grammar for request chatcmpl-a81c', first=1),  # src7#20
    T('vllm', 'vllm/v1/engine/core.py:2393', 'healthy', 'healthy', '(EngineCore pid=2143) ERROR 12-04 17:07:12 [core.py:2393] Unexpected error pre-processing request chatcmpl-5d0e'),  # src7#21
    T('sglang', 'python/sglang/srt/utils/watchdog.py:153', 'hang', 'fatal', '[2025-12-04 16:50:05] DetokenizerManager watchdog timeout (self.watchdog_timeout=300, self.soft=False)'),  # src7#22
    T('sglang', 'python/sglang/srt/utils/watchdog.py:153', 'hang', 'fatal', '[2025-12-04 16:50:05] TokenizerManager watchdog timeout (self.watchdog_timeout=300, self.soft=False)'),  # src7#23
    T('sglang', 'python/sglang/srt/utils/watchdog.py:153', 'hang', 'fatal', '[2025-12-04 16:50:05] DataParallelController watchdog timeout (self.watchdog_timeout=300, self.soft=False)'),  # src7#24
    T('sglang', 'python/sglang/srt/utils/cudacore_pyspy_dump_utils.py:87', 'hang', 'fatal', '[2025-12-04 16:50:00 TP0] Scheduler debug info:', '[2025-12-04 16:50:00 TP0] Pyspy dump for PID 48211 (py-spy dump --native --pid 48211):', first=1),  # src7#25
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:3476', 'exited', 'fatal', "[2025-12-04 16:45:10] Dumping requests before crash. self.crash_dump_folder='/tmp/sglang_crash_dump'", '[2025-12-04 16:45:10] Dumped 12 finished and 3 unfinished requests before crash to /tmp/sglang_crash_dump/gpu-node-07/crash_dump_2025-12-04_16-45-10.pkl'),  # src7#26
    T('sglang', 'python/sglang/srt/managers/multi_tokenizer_mixin.py:945', 'exited', 'fatal', '[2025-12-04 16:45:10] MultiTokenizerRouter hit an exception: Traceback (most recent call last):'),  # src7#29
    T('sglang', 'python/sglang/srt/utils/watchdog.py:217', 'fatal_signal', 'fatal', '[2025-12-04 16:45:11] Subprocess scheduler_1 (pid=48212) crashed with exit code -11. Triggering SIGQUIT for cleanup...'),  # src7#30
    T('sglang', 'python/sglang/srt/managers/data_parallel_controller.py:606', 'hang', 'fatal', '[2025-12-04 16:35:00] Timeout waiting for worker ports from node 0', 'RuntimeError: Failed to receive worker ports from node 0 within timeout', first=1),  # src7#31
    T('sglang', 'python/sglang/srt/entrypoints/engine.py:1195', 'port_in_use', 'fatal', 'RuntimeError: engine_info_bootstrap_port 6789 is already in use. When running multiple instances on the same node, each instance must use a different --engine-info-bootstrap-port.'),  # src7#32
    T('sglang', 'python/sglang/srt/entrypoints/http_server.py:2626', 'hang', 'fatal', '[2025-12-04 16:40:00] Weights are not ready after waiting 600 seconds. Consider increasing SGLANG_WAIT_WEIGHTS_READY_TIMEOUT environment variable. Current status: initial_weights_loaded=False'),  # src7#33
    T('sglang', 'python/sglang/srt/model_executor/pool_configurator.py:96', 'cuda_oom', 'fatal', 'RuntimeError: Not enough memory. Please try to increase --mem-fraction-static. Current value: mem_fraction_static=0.85'),  # src7#34
    T('sglang', 'python/sglang/srt/model_executor/runner/decode_cuda_graph_runner.py:603', 'cuda_illegal_memory_access', 'fatal', 'Possible solutions:', '1. set --mem-fraction-static to a smaller value (e.g., 0.8 or 0.7)', '2. set --cuda-graph-max-bs-decode to a smaller value (e.g., 16)', 'Exception: Capture cuda graph failed: CUDA error: an illegal memory access was encountered', first=3),  # src7#35
    T('sglang', 'python/sglang/srt/model_executor/runner_backend_utils/breakable_cuda_graph/context.py:48', 'cuda_oom', 'fatal', '[2025-12-04 16:33:08 TP0] Capture target prefill CUDA graph begin. backend=breakable, num_tokens=[8, 16, 32, 64, 128, 256, 512, 1024, 2048], avail mem=3.12 GB', '[2025-12-04 16:33:10 TP0] OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which 1.02 GiB is free.', first=1),  # src7#36
    T('sglang', 'python/sglang/srt/model_executor/model_runner_components/load_model_utils.py:91', 'model_load_error', 'fatal', '[2025-12-04 16:30:20 TP0] Compute capability below sm80. Use float16 due to lack of bfloat16 support.', 'RuntimeError: SGLang only supports sm75 and above.', first=1),  # src7#37
    T('sglang', 'python/sglang/srt/layers/moe/token_dispatcher/deepep_v2.py:282', 'exited', 'fatal', '[2025-12-04 16:45:10 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'ValueError: DeepEP v2 dispatch input exceeds the per-rank buffer capacity 256, got 512. Increase SGLANG_DEEPEP_V2_NUM_MAX_DISPATCH_TOKENS_PER_RANK or lower the active prefill/decode batch limit.', first=1),  # src7#40
    T('sglang', 'python/sglang/srt/disaggregation/mooncake/conn.py:2882', 'exited', 'fatal', 'RuntimeError: Transfer thread failed because of Connection reset by peer. Prefill instance with bootstrap_port=8998 is dead.'),  # src7#43
    T('sglang', 'python/sglang/srt/disaggregation/decode.py:2884', 'healthy', 'healthy', "[2025-12-04 17:12:03 TP0] Decode transfer failed for request rank=0 decode_req.req.rid='9b1f3c0e' decode_req.req.bootstrap_room=6402415323891 with exception KVTransferError(bootstrap_room=6402415323891): Failed to get kvcache from prefill instance, it might be dead"),  # src7#44
    T('sglang', 'python/sglang/srt/disaggregation/prefill.py:1300', 'healthy', 'healthy', "[2025-12-04 17:12:03 TP0] Prefill transfer failed for request rank=0 req.rid='9b1f3c0e' req.bootstrap_room=6402415323891 with exception KVTransferError(bootstrap_room=6402415323891): Decode instance could be dead, remote mooncake session 10.0.0.7:16001 is not alive"),  # src7#45
    T('sglang', 'python/sglang/srt/disaggregation/common/conn.py:2103', 'healthy', 'healthy', '[2025-12-04 17:12:00 TP0] Lost connection with prefill instance (bootstrap_addr: 10.0.0.5:8998), 4 requests affected'),  # src7#46
    T('sglang', 'python/sglang/srt/disaggregation/mooncake/conn.py:2746', 'healthy', 'healthy', '[2025-12-04 17:12:01 TP0] Session 10.0.0.7:16001 failed.'),  # src7#47
    T('sglang', 'python/sglang/srt/disaggregation/common/conn.py:2396', 'healthy', 'healthy', "[2025-12-04 17:13:00 TP0] Some requests timed out when bootstrapping, which means prefill instances fail to receive the KV indices from the decode instance of this request. If a greater mean TTFT is acceptable, you can 'export SGLANG_DISAGGREGATION_BOOTSTRAP_TIMEOUT=600' (10 minutes) to relax the timeout condition. "),  # src7#48
    T('sglang', 'python/sglang/srt/managers/scheduler.py:3058', 'healthy', 'healthy', "[2025-12-04 17:14:00 TP0] Invalid request: Disaggregated request received without bootstrap room id. req.rid='c41e2a77'"),  # src7#49
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py:1361', 'context_length_exceeded', 'finding', "[2025-12-04 17:15:00] Requested token count (7000 input + 4096 new) exceeds the model's context length (8192 tokens). Truncating max_new_tokens."),  # src7#50
    T('sglang', 'python/sglang/srt/managers/scheduler_components/batch_result_processor.py:727', 'healthy', 'healthy', '[2025-12-04 17:16:00 TP0] Grammar accept_token failed for req 5a7d2c10 with token 151643: Token 151643 is rejected by the grammar matcher'),  # src7#51
    T('sglang', 'python/sglang/srt/layers/moe/token_dispatcher/deepep.py:278', 'healthy', 'healthy', '[2025-12-04 16:31:00 TP0] Only use 24 SMs for DeepEP communication. This may result in highly suboptimal performance. Consider using --deepep-config to change the behavior.'),  # src7#52
    T('sglang', 'python/sglang/srt/utils/common.py:2594', 'healthy', 'healthy', '[2025-12-04 16:30:02] Fail to set RLIMIT_NOFILE: current limit exceeds maximum limit'),  # src7#53
    T('sglang', 'python/sglang/srt/model_executor/model_runner_components/load_model_utils.py:138', 'healthy', 'healthy', '[2025-12-04 16:30:40 TP0] Using FP8 KV cache but no scaling factors provided. Defaulting to scaling factors of 1.0.'),  # src7#54
    T('sglang', 'python/sglang/srt/entrypoints/http_server.py:410', 'healthy', 'healthy', '[2025-12-04 16:32:00] OpenAI Responses API (/v1/responses) disabled: OpenAIServingResponses init failed (ConnectionError: Failed to download harmony vocab)'),  # src7#55
    T('sglang', 'python/sglang/srt/managers/cache_controller.py:1189', 'healthy', 'healthy', 'Traceback (most recent call last):', '[2025-12-04 17:18:00 TP0] HiCache prefetch transfer failed for request 77c0d1e2', first=1),  # src7#56
    T('sglang', 'python/sglang/srt/entrypoints/openai/serving_base.py:137', 'healthy', 'healthy', "[2025-12-04 17:19:00] Error in request: 'NoneType' object is not subscriptable"),  # src7#57
    T('sglang', 'python/sglang/srt/entrypoints/openai/serving_chat.py:3216', 'healthy', 'healthy', "[2025-12-04 17:19:30] Tool call parsing error: Expecting ',' delimiter: line 1 column 57 (char 56)"),  # src7#58
    T('vllm', 'vllm/transformers_utils/config.py:968', 'model_load_error', 'fatal', "ValueError: Invalid repository ID or local directory specified: '/models/llama-3-8b'."),  # src7#60
    T('vllm', 'vllm/config/model.py:2724', 'model_load_error', 'fatal', "ValueError: User-specified max_model_len (131072) is greater than the derived max_model_len (max_position_embeddings=32768 or model_max_length=None in model's config.json). To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used with extreme caution. If the model uses relative position encoding (RoPE), positions exceeding derived_max_model_len lead to nan. If the model uses absolute position encoding, positions exceeding derived_max_model_len will cause a CUDA array out-of-bounds error."),  # src7#61
    T('vllm', 'vllm/config/model.py:2722', 'healthy', 'healthy', "WARNING 12-04 16:30:03 [model.py:2722] User-specified max_model_len (131072) is greater than the derived max_model_len (max_position_embeddings=32768 or model_max_length=None in model's config.json). VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used with extreme caution. If the model uses relative position encoding (RoPE), positions exceeding derived_max_model_len lead to nan. If the model uses absolute position encoding, positions exceeding derived_max_model_len will cause a CUDA array out-of-bounds error."),  # src7#62
    T('vllm', 'vllm/model_executor/models/registry.py:1313', 'model_load_error', 'fatal', 'ValueError: Model architecture MPTForCausalLM was supported in vLLM until v0.10.2, and is not supported anymore. Please use an older version of vLLM if you want to use this model architecture.'),  # src7#63
    T('vllm', 'vllm/model_executor/models/registry.py:1221', 'model_load_error', 'fatal', 'Traceback (most recent call last):', "ERROR 12-04 16:30:05 [registry.py:1221] Error in inspecting model architecture 'Qwen3NextForCausalLM'", first=1),  # src7#64
    T('vllm', 'vllm/compilation/compiler_interface.py:667', 'exited', 'fatal', 'RuntimeError: vLLM failed to compile the model. The most likely reason for this is that a previous compilation failed, leading to a corrupted compilation artifact. We recommend trying to remove ~/.cache/vllm/torch_compile_cache and try again to see the real issue. '),  # src7#65
    T('vllm', 'vllm/compilation/decorators.py:340', 'healthy', 'healthy', '(EngineCore pid=2143) WARNING 12-04 16:31:20 [decorators.py:340] Compiling model again due to a load failure from /root/.cache/vllm/torch_compile_cache/torch_aot_compile/3f1c0e2a/rank_0_0/model, reason: Compile cache file corrupted.'),  # src7#66
    T('vllm', 'vllm/entrypoints/launchers/launcher.py:354', 'port_in_use', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/launchers/launcher.py", line 354, in create_server_socket', '    sock.bind(addr)', 'OSError: [Errno 98] Address already in use', first=2),  # src7#70
    T('vllm', 'vllm/entrypoints/launchers/grpc_server.py:317', 'exited', 'fatal', "ERROR 12-04 16:31:00 [grpc_server.py:317] Server failed: Engine core initialization failed. See root cause above. Failed core proc(s): {'EngineCore_DP0': 1}"),  # src7#72
    T('vllm', 'vllm/v1/core/sched/scheduler.py:3915', 'healthy', 'healthy', "(EngineCore pid=2143) ERROR 12-04 17:20:00 [scheduler.py:3915] Failing 2 request(s) due to KV load failure (failure_policy=fail, 4096 tokens affected). Request IDs: {'cmpl-a1', 'cmpl-b2'}"),  # src7#73
    T('vllm', 'vllm/v1/core/sched/scheduler.py:2491', 'healthy', 'healthy', '(EngineCore pid=2143) ERROR 12-04 17:21:00 [scheduler.py:2491] Unexpected: grammar rejected tokens [151645] for request chatcmpl-7e2. Terminating request.'),  # src7#74
    T('vllm', 'vllm/platforms/interface.py:1500', 'healthy', 'healthy', 'WARNING 12-04 16:30:00 [interface.py:1500] Unknown vLLM environment variable detected: VLLM_ATTENTION_BACKEND'),  # src7#75
    T('vllm', 'vllm/distributed/device_communicators/pynccl_allocator.py:100', 'healthy', 'healthy', '(Worker_TP0 pid=2301) WARNING 12-04 16:30:45 [pynccl_allocator.py:100] Failed to compile NCCL memory allocator. Symmetric memory will be disabled. This is expected if NCCL headers are not available.'),  # src7#76
    T('vllm', 'vllm/v1/worker/gpu_worker.py:828', 'healthy', 'healthy', '(Worker_TP0 pid=2301) WARNING 12-04 16:31:40 [gpu_worker.py:828] CUDA graph memory profiling is disabled (VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0). Without it, CUDA graph memory is not accounted for during KV cache allocation, which may require lowering --gpu-memory-utilization to avoid OOM. Consider re-enabling it (the default as of v0.21.0).'),  # src7#77
    T('vllm', 'bindings/python/src/lib.rs', 'model_load_error', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 16:31:01 [multiproc_executor.py:597] WorkerProc failed to start.', 'safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge', first=1),  # src7#79
    T('sglang', 'python/sglang/srt/model_loader/loader.py:580', 'model_load_error', 'fatal', '[2025-12-04 16:30:40 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: Cannot find any model weights with `/models/Qwen3-32B`', first=1),  # src7#80
    T('sglang', 'python/sglang/srt/model_loader/loader.py:259', 'model_load_error', 'fatal', 'ValueError: The quantization method mxfp4 is not supported for the current GPU. Minimum capability: 90. Current capability: 80.'),  # src7#81
    T('sglang', 'python/sglang/srt/mem_cache/pool_host/base.py:239', 'healthy', 'healthy', '[2025-12-04 16:31:10 TP0] HiCache kv host pool (200000 tokens) is smaller than the device pool (420000 tokens);L2 cache effectiveness is reduced.Consider increasing --hicache-ratio (or --hicache-size) for higher L2 cache hit rate.'),  # src7#83
    T('sglang', 'python/sglang/srt/entrypoints/http_server.py:989', 'context_length_exceeded', 'finding', "[2025-12-04 17:23:00] [http_server] Error: The input (9012 tokens) is longer than the model's context length (8192 tokens)."),  # src7#84
    T('vllm', 'torch/cuda/__init__.py', 'cuda_error', 'fatal', '(Worker_TP1 pid=2302) ERROR 12-04 16:31:01 [multiproc_executor.py:597] WorkerProc failed to start.', "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start method", first=1),  # src7#85
    T('vllm', 'vllm/v1/executor/multiproc_executor.py:550', 'no_kernel_image', 'fatal', "RuntimeError: Worker failed with error 'CUDA error: no kernel image is available for execution on the device', please check the stack trace above for the root cause"),  # src7#86
    T('sglang', 'sgl-model-gateway/src/main.rs', 'port_in_use', 'fatal', 'SGLang Router starting...', 'Host: 0.0.0.0:30000', 'Mode: PD Disaggregated', 'Error: Os { code: 98, kind: AddrInUse, message: "Address already in use" }', first=3),  # src7#88
    T('sglang', 'sgl-model-gateway/src/main.rs', 'healthy', 'healthy', "WARNING: runtime 'vllm' not implemented yet; falling back to regular routing. Provide --worker-urls or PD flags as usual."),  # src7#89
)  # fmt: skip


# Batch 14 (issue 17, round 30's knowledge pass, written before any of round 30's logs was read): the GPU runtimes
# other than CUDA as the servers print them (ggml's Vulkan, Metal, CANN, SYCL, OpenCL and RPC back-ends, ollama's
# discovery, vLLM-Ascend and torch_npu, ROCm and Intel XPU paths) and multi-node serving (Ray, NCCL's network
# transports, HCCL, oneCCL, Mooncake/NIXL/LMCache); bench/results/source_pass/src8.json, 104 lines: 53 read as their
# sources say before, 88 after. Kept: those read right now (the rest are listed in bench/results/triage_accuracy.txt,
# round 30).
TEMPLATES_14: tuple[Template, ...] = (
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp:3609', 'cuda_oom', 'fatal', 'ggml_vulkan: Device memory allocation of size 4294967296 failed.', 'ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory'),  # src8#0
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp:3414', 'cuda_oom', 'fatal', 'ggml_vulkan: Device memory allocation of size 8589934592 failed.', 'ggml_vulkan: Requested buffer size exceeds device buffer size limit: ErrorOutOfDeviceMemory'),  # src8#1
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp:2179', 'cuda_error', 'fatal', 'ggml_vulkan: device lost on Radeon RX 7900 XTX (RADV NAVI31)'),  # src8#2
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp:196', 'cuda_error', 'fatal', 'ggml_vulkan: device lost on Intel(R) Arc(tm) A770 Graphics (DG2)', 'ggml_vulkan: device->device.waitForFences({ ctx->fence }, true, UINT64_MAX) at /app/ggml/src/ggml-vulkan/ggml-vulkan.cpp:2611'),  # src8#3
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp:1191', 'cuda_error', 'fatal', 'ggml_vulkan: device lost on AMD Radeon Graphics (RADV GFX1103_R1)', 'ggml_vulkan: device fault on AMD Radeon Graphics (RADV GFX1103_R1): page fault on address 0x0000800102a4f000'),  # src8#4
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp:3034', 'cuda_error', 'fatal', 'ggml_vulkan: Compute pipeline creation failed for matmul_f16_aligned_l'),  # src8#5
    T('llamacpp', 'ggml/src/ggml.c:267', 'cuda_oom', 'fatal', '/app/ggml/src/ggml-vulkan/ggml-vulkan.cpp:9294: Requested preallocation size is too large'),  # src8#6
    T('llamacpp', 'ggml/src/ggml-alloc.c:1133', 'cuda_oom', 'fatal', 'alloc_tensor_range: failed to allocate Vulkan0 buffer of size 4294967296'),  # src8#7
    T('llamacpp', 'ggml/src/ggml-alloc.c:940', 'cuda_oom', 'fatal', 'ggml_gallocr_reserve_n: failed to allocate ROCm0 buffer of size 2147483648'),  # src8#8
    T('llamacpp', 'ggml/src/ggml-metal/ggml-metal-device.m:1681', 'cuda_oom', 'fatal', 'ggml_metal_buffer_init: error: failed to allocate buffer, size = 18432.00 MiB'),  # src8#10
    T('llamacpp', 'ggml/src/ggml-metal/ggml-metal-device.m:292', 'cuda_error', 'fatal', 'ggml_metal_library_compile: error compiling source: Error Domain=MTLLibraryErrorDomain Code=3 "program_source:1234:5: error: use of undeclared identifier \'simdgroup_matrix\'"'),  # src8#11
    T('llamacpp', 'ggml/src/ggml-cann/ggml-cann.cpp:66', 'cuda_error', 'fatal', 'CANN error: EE9999: Inner Error!'),  # src8#13
    T('llamacpp', 'ggml/src/ggml-cann/ggml-cann.cpp:70', 'cuda_error', 'fatal', 'CANN error: EE9999: Inner Error!', '  current device: 0, in function ggml_cann_compute_forward at /app/ggml/src/ggml-cann/ggml-cann.cpp:1883', '  aclnnMatmul(workspaceAddr, workspaceSize, executor, ctx.stream())', '/app/ggml/src/ggml-cann/ggml-cann.cpp:70: CANN error'),  # src8#14
    T('llamacpp', 'ggml/src/ggml-cann/ggml-cann.cpp:1506', 'cuda_oom', 'fatal', 'ggml_backend_cann_buffer_type_alloc_buffer: allocating 30720.00 MiB on device 0: aclrtMalloc failed: EL0004: Failed to allocate memory.'),  # src8#15
    T('llamacpp', 'ggml/src/ggml-cann/ggml-cann.cpp:153', 'healthy', 'healthy', 'ggml_cann_init: failed to initialize CANN: EE1001: The argument is invalid.'),  # src8#16
    T('llamacpp', 'ggml/src/ggml-sycl/common.hpp:153', 'cuda_error', 'fatal', 'SYCL error: CHECK_TRY_ERROR((stream)->memcpy(dst, src, size).wait()): Exception caught in this line of code.'),  # src8#17
    T('llamacpp', 'ggml/src/ggml-sycl/common.hpp:155', 'cuda_error', 'fatal', 'SYCL error: CHECK_TRY_ERROR(ctx.stream()->memset(...)): Exception caught in this line of code.', '  in function ggml_sycl_op_mul_mat at /app/ggml/src/ggml-sycl/ggml-sycl.cpp:3182', '/app/ggml/src/ggml-sycl/common.hpp:155: SYCL error'),  # src8#18
    T('llamacpp', 'ggml/src/ggml-sycl/ggml-sycl.cpp:117', 'healthy', 'healthy', 'ggml_sycl_init: no SYCL device available: No device of requested type available. -1 (PI_ERROR_DEVICE_NOT_FOUND)'),  # src8#20
    T('llamacpp', 'ggml/src/ggml-opencl/ggml-opencl.cpp:1197', 'cuda_error', 'fatal', 'ggml_opencl: kernel compile error (err=-11) building mul_mv_q4_0_f32:'),  # src8#21
    T('llamacpp', 'ggml/src/ggml-opencl/ggml-opencl.cpp:3200', 'healthy', 'healthy', 'Unsupported GPU Family: only Adreno and Intel are supported.'),  # src8#22
    T('llamacpp', 'ggml/src/ggml-opencl/ggml-opencl.cpp:65', 'cuda_error', 'fatal', 'ggml_opencl: clEnqueueNDRangeKernel(queue, kernel, 3, NULL, global_work_size, local_work_size, 0, NULL, NULL) error -5 at /app/ggml/src/ggml-opencl/ggml-opencl.cpp:7412'),  # src8#23
    T('llamacpp', 'ggml/src/ggml-rpc/ggml-rpc.cpp:348', 'exited', 'fatal', 'RPC server version mismatch: 2.0.0'),  # src8#26
    T('llamacpp', 'ggml/src/ggml-rpc/transport.cpp:536', 'healthy', 'healthy', 'RDMA activate failed, staying on TCP'),  # src8#27
    T('llamacpp', 'ggml/src/ggml-rpc/transport.cpp:493', 'healthy', 'healthy', 'recv failed (bytes_recv=0, size_to_recv=8)'),  # src8#28
    T('ollama', 'llm/llama_server.go:1023', 'exited', 'fatal', 'time=2025-12-04T16:31:02.123Z level=ERROR source=llama_server.go:1023 msg="llama-server terminated" error="exit status 2" exit=2'),  # src8#29
    T('ollama', 'discover/amd_linux.go (v0.5-v0.11)', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=amd_linux.go:380 msg="amdgpu is not supported (supported types:[gfx1030 gfx1100 gfx1101 gfx1102 gfx900 gfx906 gfx908 gfx90a gfx940 gfx941 gfx942])" gpu_type=gfx1031 gpu=0 library=/usr/lib/ollama/rocm'),  # src8#31
    T('ollama', 'discover/amd_linux.go (v0.5-v0.11)', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=amd_linux.go:443 msg="amdgpu detected, but no compatible rocm library found.  Either install rocm v6, or follow manual install instructions at https://github.com/ollama/ollama/blob/main/docs/linux.md#manual-install"'),  # src8#32
    T('ollama', 'discover/amd_linux.go (v0.5-v0.11)', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=INFO source=amd_linux.go:411 msg="no compatible amdgpu devices detected"'),  # src8#33
    T('ollama', 'discover/amd.go:485', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=amd.go:485 msg="AMD driver is too old. Update your AMD driver to enable GPU inference."'),  # src8#34
    T('ollama', 'discover/runner.go:511', 'healthy', 'healthy', 'time=2025-12-04T16:31:02.123Z level=WARN source=runner.go:511 msg="retrying llama-server GPU discovery with Metal tensor API disabled" error="exit status 1" detail=""'),  # src8#35
    T('vllm', 'torch_npu/csrc/core/npu/NPUCachingAllocator.cpp', 'cuda_oom', 'fatal', 'torch.OutOfMemoryError: NPU out of memory. Tried to allocate 72.00 MiB (NPU 0; 61.27 GiB total capacity; 56.05 GiB already allocated; 56.05 GiB current active; 5.04 MiB free; 58.39 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.'),  # src8#36
    T('vllm', 'torch_npu/csrc/core/npu/NPUException.h', 'cuda_error', 'fatal', '(EngineCore_DP0 pid=2143) RuntimeError: operator():build/CMakeFiles/torch_npu.dir/compiler_depend.ts:128 NPU function error: call aclnnMoeDistributeDispatchV2 failed, error code is 207001', '[ERROR] 2025-12-04-16:31:02 (PID:2143, Device:0, RankID:-1) ERR00100 PTA call acl api failed'),  # src8#37 (first line: round 36)
    T('vllm', 'torch_npu/csrc/core/npu/NPUException.h', 'cuda_error', 'fatal', '[rank0]: EZ9999: [PID: 62938] 2025-05-27-06:52:12.455.807 numHeads / numKvHeads = 8, MLA only support {32, 64, 128}.[FUNC:CheckMlaAttrs][FILE:incre_flash_attention_tiling_check.cc][LINE:1218]', 'RuntimeError: EZ9999: Inner Error!', first=1),  # src8#38
    T('vllm', 'torch_npu/csrc/core/npu/NPUException.h', 'cuda_oom', 'fatal', '[ERROR] 2025-09-28-07:22:30 (PID:316198, Device:7, RankID:-1) ERR00100 PTA call acl api failed', '[Error]: Failed to apply for memory.', 'EL0004: [PID: 316198] 2025-09-28-07:22:29.827.496 Failed to allocate memory.'),  # src8#39
    T('vllm', 'torch_npu/csrc/core/npu/NPUStream.cpp', 'cuda_error', 'fatal', 'RuntimeError: ACL stream synchronize failed, error code:507035'),  # src8#40
    T('vllm', 'Ascend/HCCL (CANN)', 'nccl_error', 'fatal', '[PID: 749] 2025-12-29-03:16:15.787.356 Get_Socket_Timeout(EI0006): Getting socket times out. Reason: 1. The remote does not initiate a connect request. some NPUs in the cluster are abnormal.'),  # src8#41
    T('vllm', 'Ascend/HCCL (CANN)', 'nccl_error', 'fatal', '[ERROR] HCCL(2717288,python3):2025-07-23-03:49:57.177.194 [hccl_socket_manager.cc:778] [2734049][Wait][LinkEstablish]wait socket establish timeout, role[1] rank[12] timeout[120]'),  # src8#42
    # (relabelled in round 51: the collective's own link port, not the server's, as a real log of this line was read)
    T('vllm', 'Ascend/HCCL (CANN)', 'nccl_error', 'fatal', '[ERROR] HCCL(2717288,python3):2025-07-23-03:47:57.070.463 [hccl_socket.cc:100] [2717288][HcclSocket][Listen] socket type[1], listen on ip[192.168.20.160] and specific port[16666] fail. Please check the port status and whether the port is been using by other process.'),  # src8#43
    T('vllm', 'vllm_ascend/distributed/device_communicators/pyhccl_wrapper.py:216', 'nccl_error', 'fatal', 'RuntimeError: HCCL error: HCCL function return: E_TIMEOUT'),  # src8#44
    T('vllm', 'vllm_ascend/distributed/device_communicators/pyhccl_wrapper.py:186', 'exited', 'fatal', 'ERROR 12-04 16:31:02 [pyhccl_wrapper.py:186] Failed to load HCCL library. so_file=libhccl.so, error=libhccl.so: cannot open shared object file: No such file or directory. The hccl library might not exist, be corrupted or it does not support the current platform Linux-5.10.0-aarch64-with-glibc2.35. If you already have the library, please set the environment variable HCCL_SO_PATH to point to the correct hccl library path.'),  # src8#45
    T('vllm', 'vllm_ascend/compilation/acl_graph.py:28', 'cuda_error', 'fatal', 'capture_begin:../torch_npu/csrc/core/npu/NPUGraph.cpp:230 NPU function error: c10_npu::acl::AclmdlRICaptureBegin(capture_stream_, capture_mode), error code is 207008', '[Error]: Stream resources are insufficient.'),  # src8#46 (round 42: torch_npu's failed ACL call opens the burst)
    T('vllm', 'vllm_ascend/worker/model_runner_v1.py:4962', 'exited', 'fatal', 'RuntimeError: NPUModelRunner init failed, error is Device 0 does not have a valid UUID.'),  # src8#47
    T('vllm', 'torch_npu/csrc/core/npu/NPUFunctions.cpp', 'healthy', 'healthy', '[rank0]:[W1204 10:19:21.934987986 compiler_depend.ts:117] Warning: Driver Version: 25.0.rc1.b070 is invalid or not supported yet. (function operator())'),  # src8#49
    T('vllm', 'vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py:1012', 'healthy', 'healthy', 'ERROR 12-04 16:31:02 [mooncake_connector.py:1012] Mooncake transfer failed for request. remote_request_id=cmpl-7f3a2b, ret=-1. '),  # src8#50
    T('vllm', 'vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py:727', 'healthy', 'healthy', 'ERROR 12-04 16:31:02 [mooncake_connector.py:727] Failed to transfer KV cache for request cmpl-7f3a2b: Mooncake transfer failed, ret: -1'),  # src8#51
    T('vllm', 'vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py:2583', 'hang', 'fatal', 'RuntimeError: Timeout waiting for KV Cache thread to be ready.'),  # src8#52
    T('sglang', 'src/transport/net_ib/common.cc:123', 'nccl_error', 'fatal', 'node1:2201:2460 [0] transport/net_ib/common.cc:123 NCCL WARN NET/IB : mlx5_0:1 async fatal event: local catastrophic error'),  # src8#53
    T('trtllm', 'src/transport/net_ib/common.cc:179', 'healthy', 'healthy', 'node1:2201:2460 [0] transport/net_ib/common.cc:179 NCCL WARN NET/IB : mlx5_3:1 Got non-fatal async event: port error(10)'),  # src8#54
    T('vllm', 'src/transport/net_ib/common.cc:32', 'nccl_error', 'fatal', 'node1:2201:2460 [0] transport/net_ib/common.cc:32 NCCL WARN communicator encountered a fatal error (detected in ncclIbTest)'),  # src8#55
    T('sglang', 'src/transport/net_ib/p2p_resiliency.cc:64', 'nccl_error', 'fatal', 'node1:2201:2460 [0] transport/net_ib/p2p_resiliency.cc:64 NCCL WARN NET/IB: The error is fatal (No functional devices left). Cannot continue.'),  # src8#57
    T('vllm', 'src/transport/net_ib/p2p_resiliency.cc:54', 'healthy', 'healthy', 'node1:2201:2460 [0] NCCL INFO NET/IB: ncclIbResiliencyHandleCompletionError: The error is not fatal. Trying to continue...'),  # src8#58
    T('vllm', 'vllm/v1/executor/ray_utils.py:279', 'healthy', 'healthy', "INFO 12-04 16:31:42 [ray_utils.py:279] Waiting for creating a placement group of specs for 20 seconds. specs=[{'GPU': 1.0, 'node:10.0.0.1': 0.001}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` and `ray list nodes` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node."),  # src8#64
    T('vllm', 'vllm/v1/executor/ray_utils.py:196', 'exited', 'fatal', "RuntimeError: driver node id 5ad7fa5dd64fc1fec7a82cceecabed8e5eb247ec97064bb50a1c2a11 is not included in a placement group 2f8e0c1b4a7d. Node id -> bundles {'943d78b2b002': [{'GPU': 1.0}]}. You don't have enough GPUs available in a current node. Check `ray status` and `ray list nodes` to see if you have available GPUs in a node `{driver_node_id}` before starting an vLLM engine."),  # src8#66
    T('vllm', 'vllm/v1/executor/ray_executor.py', 'exited', 'fatal', "RuntimeError: Every node should have a unique IP address. Got 2 nodes with node ids ['5ad7fa5d', '943d78b2'] and 3 unique IP addresses {'10.0.0.1', '10.0.0.2', '172.17.0.2'}. Please check your network configuration. If you set `VLLM_HOST_IP` environment variable, make sure it is unique for each node."),  # src8#67
    T('vllm', 'vllm/v1/executor/ray_utils.py:370', 'healthy', 'healthy', 'WARNING 12-04 16:30:05 [ray_utils.py:370] tensor_parallel_size=16 is bigger than a reserved number of GPUs (8 GPUs) in a node 943d78b2b002. Tensor parallel workers can be spread out to 2+ nodes which can degrade the performance unless you have fast interconnect across nodes, like Infiniband. To resolve this issue, make sure you have more than 16 GPUs available at each node.'),  # src8#68
    T('vllm', 'vllm/utils/network_utils.py', 'healthy', 'healthy', 'UserWarning: Failed to get the IP address, using 0.0.0.0 by default.The value can be set by the environment variable VLLM_HOST_IP or HOST_IP.'),  # src8#69
    T('vllm', 'python/ray/_private/worker.py', 'exited', 'fatal', 'ConnectionError: Could not find any running Ray instance. Please specify the one to connect to by setting `--address` flag or `RAY_ADDRESS` environment variable.'),  # src8#70
    T('vllm', 'src/ray/rpc/gcs/gcs_rpc_client.h', 'exited', 'fatal', "[2025-12-04 16:31:02,445 E 2090 2143] gcs_rpc_client.h:179: Failed to connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is terminated by `ray stop` or is killed unexpectedly. If it is killed unexpectedly, see the log file gcs_server.out. https://docs.ray.io/en/master/ray-observability/user-guides/configure-logging.html#logging-directory-structure. The program will terminate."),  # src8#71
    T('vllm', 'python/ray/autoscaler/_private/autoscaler.py', 'healthy', 'healthy', "(autoscaler +1m4s) Warning: The following resource request cannot be scheduled right now: {'GPU': 1.0}. This is likely due to all cluster resources being claimed by actors. Consider creating fewer actors or adding more nodes to this Ray cluster."),  # src8#72
    T('vllm', 'python/ray/autoscaler/_private/resource_demand_scheduler.py', 'healthy', 'healthy', "(autoscaler +12s) Error: No available node types can fulfill resource request {'GPU': 1.0, 'node:10.0.0.3': 0.001}. Add suitable node types to this cluster to resolve this issue."),  # src8#73
    T('vllm', 'python/ray/dag/compiled_dag_node.py', 'hang', 'fatal', 'ray.exceptions.RayChannelTimeoutError: System error: If the execution is expected to take a long time, increase RAY_CGRAPH_get_timeout which is currently 300 seconds. Otherwise, this may indicate that the execution is hanging.'),  # src8#74
    T('vllm', 'python/ray/exceptions.py', 'exited', 'fatal', 'ray.exceptions.ActorUnavailableError: The actor 7a1c3e9f0b2d4e6f is unavailable: The actor is temporarily unavailable: RpcError: RPC Error message: Socket closed; RPC Error code: 14. The task may or may not have been executed on the actor.'),  # src8#75
    T('sglang', 'python/sglang/srt/disaggregation/mooncake/conn.py', 'healthy', 'healthy', "[2025-12-04 16:31:02 TP4] Prefill transfer failed for request rank=4 req.rid='ca271fb6eab2421f98ac61976e6f0f34' req.bootstrap_room=6593551520068383758 with exception KVTransferError(bootstrap_room=6593551520068383758): Decode instance could be dead, remote mooncake session 10.99.91.49:15295 is not alive"),  # src8#76
    T('sglang', 'python/sglang/srt/disaggregation/mooncake/conn.py', 'healthy', 'healthy', "[2025-12-04 16:31:02 TP0] Decode transfer failed for request rank=0 decode_req.req.rid='ca271fb6eab2421f98ac61976e6f0f34' decode_req.req.bootstrap_room=6593551520068383758 with exception KVTransferError(bootstrap_room=6593551520068383758): Failed to get kvcache from prefill instance, it might be dead"),  # src8#77
    T('sglang', 'python/sglang/srt/disaggregation/mooncake/conn.py', 'healthy', 'healthy', "[2025-12-04 16:41:02 TP0] Some requests timed out when bootstrapping, which means prefill instances fail to receive the KV indices from the decode instance of this request. If a greater mean TTFT is acceptable, you can 'export SGLANG_DISAGGREGATION_BOOTSTRAP_TIMEOUT=600' (10 minutes) to relax the timeout condition. ", "[2025-12-04 16:41:02 TP0] Prefill bootstrap failed for request rank=0 req.rid='9b1f' req.bootstrap_room=8053843183886796622 with exception KVTransferError(bootstrap_room=8053843183886796622): Request 8053843183886796622 timed out after 120.0s in KVPoll.Bootstrapping", first=1),  # src8#78
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=3747544) WARNING 12-04 16:35:21 [nixl_connector.py:1048] Releasing expired KV blocks for request cmpl-3da205a6-1c3c-41b5-aeaa-b8421e81fd5c-0 which were retrieved by 0 decode worker(s) within 480 seconds.'),  # src8#79
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'model_load_error', 'fatal', 'RuntimeError: NIXL compatibility hash mismatch. Local: dbe0c1a2f3b4, Remote: f2f6a7b8c9d0. Prefill and decode instances have incompatible configurations. This may be due to: different vLLM versions, models, dtypes, KV cache layouts, attention backends, etc. Both instances must use identical configurations.'),  # src8#80
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2143) WARNING 12-04 16:30:05 [nixl_connector.py:68] NIXL is not available'),  # src8#81
    T('vllm', 'src/plugins/mooncake/mooncake_backend.cpp', 'exited', 'fatal', 'E1204 16:31:02.123456 2143 mooncake_backend.cpp:78] Failed to initialize the Mooncake transfer engine'),  # src8#82
    T('vllm', 'lmcache/integration/vllm/vllm_v1_adapter.py:881', 'healthy', 'healthy', '(EngineCore_DP0 pid=1) [2025-12-04 16:31:02,268] LMCache ERROR: Request req1The number of retrieved tokens is less than the expected number of tokens! This should not happen! (vllm_v1_adapter.py:881:lmcache.integration.vllm.vllm_v1_adapter)'),  # src8#83
    T('vllm', 'lmcache/v1/cache_controller/controller_manager.py:279', 'healthy', 'healthy', '[2025-12-04 16:31:02,268] LMCache ERROR: Controller Manager error (controller_manager.py:279:lmcache.v1.cache_controller.controller_manager)'),  # src8#84
    T('vllm', 'c10/cuda/CUDACachingAllocator.cpp (HIP build)', 'cuda_oom', 'fatal', 'torch.OutOfMemoryError: HIP out of memory. Tried to allocate 1.75 GiB. GPU 0 has a total capacity of 191.98 GiB of which 1.02 GiB is free. Of the allocated memory 185.30 GiB is allocated by PyTorch, and 2.10 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_HIP_ALLOC_CONF=expandable_segments:True to avoid fragmentation.'),  # src8#85
    T('sglang', 'library/src/tensile_host.cpp', 'no_kernel_image', 'fatal', 'rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: No such file or directory for GPU arch : gfx1103'),  # src8#86
    T('llamacpp', 'library/src/tensile_host.cpp', 'no_kernel_image', 'fatal', 'rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: No such file or directory for GPU arch : gfx1031', 'rocBLAS error: Could not initialize Tensile host: No devices found'),  # src8#87
    T('vllm', 'library/src/amd_detail/rocblaslt/src/tensile_host.cpp', 'healthy', 'healthy', 'rocblaslt warning: No paths matched /opt/rocm/lib/hipblaslt/library/*gfx1100*co. Make sure that HIPBLASLT_TENSILE_LIBPATH is set correctly.'),  # src8#88
    T('sglang', 'src/sqlite_db.cpp', 'healthy', 'healthy', 'MIOpen(HIP): Warning [SQLiteBase] Missing system database file: gfx942130.kdb Performance may degrade. Please follow instructions to install: https://github.com/ROCm/MIOpen#installing-miopen-kernels-package'),  # src8#89
    T('vllm', 'ROCm/amdsmi (libdrm)', 'healthy', 'healthy', '/opt/amdgpu/share/libdrm/amdgpu.ids: No such file or directory'),  # src8#90
    T('vllm', 'py-interface/amdsmi_exception.py', 'cuda_error', 'fatal', 'amdsmi.amdsmi_exception.AmdSmiLibraryException: Error code:\t34 | AMDSMI_STATUS_DRIVER_NOT_LOADED - Driver not loaded'),  # src8#91
    T('sglang', 'aiter/tuned_gemm.py', 'healthy', 'healthy', "[aiter] shape is M:4096, N:7168, K:2048 dtype='torch.bfloat16' otype=torch.bfloat16 bias=False, scaleAB=False, bpreshuffle=False, not found tuned config in /tmp/aiter_configs/bf16_tuned_gemm.csv, will use default config!"),  # src8#92
    T('vllm', 'c10/xpu/XPUCachingAllocator.cpp', 'cuda_oom', 'fatal', 'torch.OutOfMemoryError: XPU out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 63.98 GiB. Of the allocated memory 60.12 GiB is allocated by PyTorch, and 1.03 GiB is reserved by PyTorch but unallocated.'),  # src8#93
    T('vllm', 'sycl (Unified Runtime)', 'cuda_oom', 'fatal', 'RuntimeError: level_zero backend failed with error: 39 (UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)'),  # src8#94
    T('vllm', 'sycl (Unified Runtime)', 'cuda_error', 'fatal', 'RuntimeError: level_zero backend failed with error: 20 (UR_RESULT_ERROR_DEVICE_LOST)'),  # src8#96
    T('vllm', 'src/comm/comm_selector.cpp:57', 'nccl_error', 'fatal', '2025:08:14-14:34:47:(19220) |CCL_WARN| could not get local_idx/count from environment variables, trying to get them from ATL', '2025:08:14-14:34:47:(19220) |CCL_ERROR| comm_selector.cpp:57 create_comm_impl: condition ccl::global_data::get().ze_data failed', first=1),  # src8#97
    T('vllm', 'src/atl/util/pm/pmi_resizable_rt', 'nccl_error', 'fatal', '2025:12:04-16:31:02:(2143) |CCL_ERROR| pmi_resizable_simple_internal.cpp:319 kvs_get_value: KVS get error: timeout'),  # src8#98
    T('vllm', 'src/common/global/global.cpp', 'healthy', 'healthy', '2025:12:04-16:30:05:(2143) |CCL_WARN| did not find MPI-launcher specific variables, switch to ATL/OFI, to force enable ATL/MPI set CCL_ATL_TRANSPORT=mpi'),  # src8#99
    T('vllm', 'src/common/global/global.cpp', 'healthy', 'healthy', '2025:12:04-16:30:05:(2143) |CCL_WARN| could not get local_idx/count from environment variables, trying to get them from ATL'),  # src8#100
    T('sglang', 'torch/csrc/distributed/c10d/socket.cpp', 'hang', 'fatal', '[E1204 16:41:02.688969421 socket.cpp:1011] [c10d] The client socket has timed out after 600000ms while trying to connect to (10.0.0.1, 5000).'),  # src8#101
    T('vllm', 'torch_npu/csrc/distributed/ProcessGroupHCCL.cpp', 'nccl_error', 'fatal', '[rank1]: [ERROR] 2025-04-08-18:07:20 (PID:1292363, Device:1, RankID:1) ERR01100 OPS call acl api failed.', '[rank1]: EI0006: [PID: 1292363] 2025-04-08-18:07:20.444.436 Getting socket times out. Reason: Remote Rank did not send the data in time. Please check the reason for the rank being stuck', 'RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:281 OPS function error: HcclAllreduce, error code is 6', first=2),  # src8#103
)  # fmt: skip


# Batch 15 (issue 17, round 31's knowledge pass, written before any of round 31's logs was read): the servers'
# feature paths (LoRA, embeddings/rerank, structured output, tool and reasoning parsers, multimodal, chat templates,
# slots, sleep mode) in vLLM, SGLang, llama.cpp and ollama, and the less-covered engines FastDeploy, rtp-llm, xLLM,
# OpenVINO model server, FlagScale, mistral.rs, onnxruntime-genai; bench/results/source_pass/src9.json, 87 lines:
# 50 read as their sources say before, 71 after. Kept: those read right now.
TEMPLATES_15: tuple[Template, ...] = (
    T('vllm', 'vllm/lora/worker_manager.py', 'healthy', 'healthy', 'ValueError: LoRA rank 64 is greater than max_lora_rank 16.'),  # src9#1
    T('vllm', 'vllm/lora/worker_manager.py', 'healthy', 'healthy', 'ValueError: LoRA added vocab size 256 is greater than lora_extra_vocab_size 0.'),  # src9#2
    T('vllm', 'vllm/lora/worker_manager.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 17:10:02 [core.py:710] EngineCore encountered a fatal error.', 'RuntimeError: Number of requested LoRAs (5) is greater than the number of GPU LoRA slots (4).'),  # src9#3
    T('vllm', 'vllm/lora/models.py', 'healthy', 'healthy', "ValueError: While loading /loras/bad-lora, expected target modules in ['q_proj', 'k_proj', 'v_proj', 'o_proj', 'gate_proj', 'up_proj', 'down_proj'] but received ['lm_head']. Please verify that the loaded LoRA module is correct"),  # src9#4
    T('vllm', 'vllm/v1/structured_output/backend_xgrammar.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2143) ERROR 12-04 17:06:10 [backend_xgrammar.py:172] Failed to advance FSM for request chatcmpl-9c2e41 for tokens 151645. Please file an issue.'),  # src9#5
    T('vllm', 'vllm/v1/structured_output/backend_xgrammar.py', 'healthy', 'healthy', 'vllm.exceptions.VLLMValidationError: The provided JSON schema contains features not supported by xgrammar.'),  # src9#6
    T('vllm', 'vllm/v1/structured_output/backend_xgrammar.py', 'healthy', 'healthy', 'vllm.exceptions.VLLMValidationError: Failed to transform json schema into a grammar: [json_schema_converter] Unsupported type: tuple'),  # src9#7
    T('vllm', 'vllm/v1/structured_output/backend_xgrammar.py', 'healthy', 'healthy', 'vllm.exceptions.VLLMValidationError: Invalid grammar specification.'),  # src9#8
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', 'clip_model_loader: failed to load model: unknown projector type: gemma3n', "srv    load_model: failed to load multimodal model, '/models/mmproj-F16.gguf'"),  # src9#10
    T('llamacpp', 'tools/mtmd/mtmd.cpp', 'model_load_error', 'fatal', 'mtmd_init_from_file: error: Failed to load CLIP model from /models/mmproj-F16.gguf'),  # src9#11
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', 'srv          init: chat template parsing error: Unknown method: startswith at row 3, column 25'),  # src9#12
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', 'srv          init: chat template parsing error: Unknown method: startswith at row 3, column 25', 'srv          init: please consider disabling jinja via --no-jinja, or use a custom chat template via --chat-template'),  # src9#13
    T('ollama', 'model/model.go', 'healthy', 'healthy', 'time=2025-12-04T17:12:02.123Z level=ERROR source=server.go:1530 msg="error processing images" error="this model is missing data required for image input"'),  # src9#14
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv    send_error: task id = 7, error: image input is not supported - hint: if this is unexpected, you may need to provide the mmproj'),  # src9#15
    T('llamacpp', 'tools/server/server-common.cpp', 'healthy', 'healthy', 'srv    send_error: task id = 9, error: Failed to load image or audio file'),  # src9#16
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv    send_error: task id = 12, error: input (949 tokens) is too large to process. increase the physical batch size (current batch size: 512)'),  # src9#17
    T('llamacpp', 'tools/server/server.cpp', 'healthy', 'healthy', 'This server does not support embeddings. Start it with `--embeddings`'),  # src9#18
    T('llamacpp', 'tools/server/server-common.cpp', 'healthy', 'healthy', 'tools param requires --jinja flag'),  # src9#19
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv    send_error: task id = 21, error: Unable to restore slot, no available space in KV cache or invalid slot save file'),  # src9#20
    T('llamacpp', 'src/llama-adapter.cpp', 'model_load_error', 'fatal', "llama_adapter_lora_init: failed to apply lora adapter: expect general.type to be 'adapter', but got: model"),  # src9#21
    T('llamacpp', 'common/common.cpp', 'model_load_error', 'fatal', "llama_adapter_lora_init: failed to apply lora adapter: expect general.type to be 'adapter', but got: model", "common_init_from_params: failed to apply lora adapter '/loras/adapter.gguf'"),  # src9#22
    T('llamacpp', 'src/llama-adapter.cpp', 'model_load_error', 'fatal', 'llama_adapter_lora_init: failed to apply lora adapter: lora_a tensor is not transposed (hint: adapter from "finetune" example is no longer supported)', 'llama_adapter_lora_init_impl: lora_a tensor is not transposed (hint: adapter from "finetune" example is no longer supported)'),  # src9#23
    T('ollama', 'server/sched.go', 'model_load_error', 'fatal', 'time=2025-12-04T17:14:02.123Z level=ERROR source=sched.go:474 msg="error loading llama server" error="llama runner process has terminated: error loading model: unable to load model: /root/.ollama/models/blobs/sha256-9f438c: this model may be incompatible with your version of Ollama. If you previously pulled this model, try updating it by running `ollama pull qwen3-vl:8b`"'),  # src9#24
    T('ollama', 'server/routes.go', 'healthy', 'healthy', 'Error: registry.ollama.ai/library/gemma3:4b does not support tools'),  # src9#25
    T('ollama', 'server/routes.go', 'healthy', 'healthy', 'Error: registry.ollama.ai/library/nomic-embed-text:latest does not support completion'),  # src9#26
    T('ollama', 'server/routes.go', 'context_length_exceeded', 'finding', '{"error":"the input length exceeds the context length"}'),  # src9#27
    T('ollama', 'llm/server.go', 'healthy', 'healthy', '{"error":"invalid JSON schema in format"}'),  # src9#28
    T('ollama', 'parser/parser.go', 'healthy', 'healthy', 'Error: (line 3): command must be one of "from", "license", "template", "system", "adapter", "renderer", "parser", "parameter", "message", or "requires"'),  # src9#29
    T('ollama', 'server/routes.go', 'healthy', 'healthy', 'Error: model "llama3.3:70b" not found, try pulling it first'),  # src9#31
    T('other', 'fastdeploy/engine/engine.py', 'exited', 'fatal', 'INFO     2025-12-04 16:31:02,101 87445 engine.py[line:150] Waiting for worker processes to be ready...', 'ERROR    2025-12-04 16:31:40,150 87445 engine.py[line:178] Failed to launch worker processes, check log/workerlog.* for more details.', first=1),  # src9#32
    T('other', 'fastdeploy/entrypoints/openai/api_server.py', 'exited', 'fatal', 'ERROR    2025-12-04 16:31:40,150 87445 engine.py[line:178] Failed to launch worker processes, check log/workerlog.* for more details.', 'ERROR    2025-12-04 16:31:40,152 87440 api_server.py[line:112] Failed to initialize FastDeploy LLM engine, service exit now!'),  # src9#33
    T('other', 'fastdeploy/engine/engine.py', 'context_length_exceeded', 'finding', 'ERROR    2025-12-04 17:02:10,001 87445 engine.py[line:290] Length of input token(9000) exceeds the limit max_model_len(8192).'),  # src9#34
    T('other', 'fastdeploy/engine/engine.py', 'context_length_exceeded', 'finding', 'ERROR    2025-12-04 17:02:11,001 87445 engine.py[line:283] Input text is too long, length of prompt token(8100) + min_dec_len (100) >= max_model_len '),  # src9#35
    T('other', 'fastdeploy/engine/engine.py', 'healthy', 'healthy', 'ERROR    2025-12-04 17:02:12,001 87445 engine.py[line:318] guided_backend is None, use --guided-decoding-backend to specify the backend at server startup.'),  # src9#36
    T('sglang', 'python/sglang/srt/constrained/xgrammar_backend.py', 'healthy', 'healthy', '[2025-12-04 17:20:01 TP0] Skip invalid json_schema: json_schema={"type": "object", "properties": {"a": {"$ref": "#/defs/x"}}}, e=RuntimeError(\'[json_schema_converter] Unresolved $ref\')'),  # src9#37
    T('sglang', 'python/sglang/srt/constrained/grammar_manager.py', 'healthy', 'healthy', 'Invalid grammar request: req.grammar_key=(\'json\', \'{"type": "objet"}\')'),  # src9#38
    T('sglang', 'python/sglang/srt/constrained/grammar_manager.py', 'healthy', 'healthy', "Grammar preprocessing timed out: req.grammar_key=('regex', '(a|aa)*b{1000}')"),  # src9#39
    T('sglang', 'python/sglang/srt/constrained/grammar_manager.py', 'healthy', 'healthy', 'Grammar-based generation (json_schema, regex, ebnf, structural_tag) is not supported when the server is launched with --grammar-backend none'),  # src9#40
    T('sglang', 'python/sglang/srt/lora/lora_manager.py', 'healthy', 'healthy', "ValueError: Failed to load sql-lora because LoRA serving currently doesn't support adapters that add tokens to the vocabulary"),  # src9#41
    T('sglang', 'python/sglang/srt/lora/lora_manager.py', 'healthy', 'healthy', "ValueError: LoRA adapter big-lora with rank 128 is incompatible with the current LoRA memory pool configuration. Please ensure that the LoRA adapter's rank is within the configured `--max-lora-rank` and that the target modules are included in `--lora-target-modules`."),  # src9#42
    T('sglang', 'python/sglang/srt/lora/lora_registry.py', 'healthy', 'healthy', "ValueError: The following requested LoRA adapters are not loaded: sql-lora\nLoaded adapters: odict_keys(['math-lora'])."),  # src9#43
    T('sglang', 'python/sglang/srt/lora/lora_manager.py', 'healthy', 'healthy', '[2025-12-04 17:25:00 TP0] /loras/sql-lora is already loaded with name: sql-lora, but another copy is being loaded with name: sql-lora-2'),  # src9#44
    T('vllm', 'vllm/entrypoints/openai/api_server.py', 'exited', 'fatal', "KeyError: 'invalid tool call parser: qwen25 (chose from { deepseek_v3,glm45,hermes,llama3_json,mistral,pythonic,qwen3_coder,qwen3_xml })'"),  # src9#45
    T('vllm', 'vllm/entrypoints/openai/serving_chat.py', 'healthy', 'healthy', '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'),  # src9#46
    T('vllm', 'vllm/entrypoints/openai/tool_parsers/hermes_tool_parser.py', 'healthy', 'healthy', '(APIServer pid=2011) ERROR 12-04 17:30:05 [hermes_tool_parser.py:136] Error in extracting tool call from response.'),  # src9#47
    T('vllm', 'vllm/multimodal/parse.py', 'healthy', 'healthy', 'ValueError: At most 0 image(s) may be provided in one prompt.'),  # src9#48
    T('vllm', 'vllm/v1/core/encoder_cache_manager.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:31:02 [core.py:708] EngineCore failed to start.', 'ValueError: Chunked MM input disabled but max_tokens_per_mm_item (2496) is larger than max_num_batched_tokens (2048). Please increase max_num_batched_tokens.'),  # src9#49
    T('mistralrs', 'mistralrs-core/src/engine/mod.rs', 'healthy', 'healthy', '2025-12-04T17:40:02.123456Z ERROR mistralrs_core::engine: prompt step - Model failed with error: dtype mismatch in matmul, lhs: BF16, rhs: F32'),  # src9#50
    T('mistralrs', 'mistralrs-core/src/engine/add_request.rs', 'context_length_exceeded', 'finding', 'Prompt sequence length is greater than 32768, perhaps consider using `truncate_sequence`?'),  # src9#51
    T('mistralrs', 'mistralrs-core/src/engine/add_request.rs', 'healthy', 'healthy', '2025-12-04T17:40:05.123456Z  WARN mistralrs_core::engine::add_request: Prompt for request 42 was 1200 tokens over the model maximum length. The first 1201 tokens were truncated to make space for generation.'),  # src9#52
    T('other', 'rtp_llm/utils/process_manager.py', 'killed_oom_host', 'fatal', '[root][2025-12-04 16:45:10.123][12001][MainThread][/opt/conda/lib/python3.10/site-packages/rtp_llm/utils/process_manager.py:_monitor_processes_health():520][ERROR] Process 12400 (backend_manager) died unexpectedly with exit code -9', '[root][2025-12-04 16:45:10.123][12001][MainThread][/opt/conda/lib/python3.10/site-packages/rtp_llm/utils/process_manager.py:_monitor_processes_health():527][ERROR] Some processes died unexpectedly, terminating all...'),  # src9#54
    T('other', 'rtp_llm/utils/process_manager.py', 'exited', 'fatal', '[root][2025-12-04 16:45:10.123][12001][MainThread][/opt/conda/lib/python3.10/site-packages/rtp_llm/utils/process_manager.py:monitor_and_release_processes():580][ERROR] Child process failure cleanup completed, exiting parent'),  # src9#55
    T('other', 'rtp_llm/utils/process_manager.py', 'exited', 'fatal', "[root][2025-12-04 16:45:10.123][12001][MainThread][/opt/conda/lib/python3.10/site-packages/rtp_llm/utils/process_manager.py:monitor_and_release_processes():572][ERROR] Children exited non-zero without shutdown request: [('backend_manager', 1), ('frontend_server_0', -15)]"),  # src9#56
    T('other', 'rtp_llm/start_server.py', 'exited', 'fatal', '[root][2025-12-04 16:33:02.123][12001][MainThread][/opt/conda/lib/python3.10/site-packages/rtp_llm/start_server.py:start_server():398][ERROR] [START_SERVER] Health checks failed'),  # src9#57
    T('other', 'rtp_llm/start_server.py', 'model_load_error', 'fatal', '[root][2025-12-04 16:33:01.900][12001][Thread-3][/opt/conda/lib/python3.10/site-packages/rtp_llm/start_server.py:check_backend_ready():150][ERROR] Traceback: Traceback (most recent call last):', 'Exception: Backend server start failed: Model type qwen3_next is not registered', first=1),  # src9#58
    T('other', 'rtp_llm/start_server.py', 'exited', 'fatal', 'Exception: Backend server pipe closed unexpectedly'),  # src9#59
    T('other', 'rtp_llm/utils/process_manager.py', 'healthy', 'healthy', '[root][2025-12-04 16:45:10.123][12001][MainThread][/opt/conda/lib/python3.10/site-packages/rtp_llm/utils/process_manager.py:_drain_deadline_passed():300][WARNING] Timed out waiting for frontend process group to exit, alive=[12410, 12411]'),  # src9#60
    T('other', 'src/llm/language_model/continuous_batching/servable_initializer.cpp', 'model_load_error', 'fatal', "[2025-12-04 16:31:05.123][1][serving][error][servable_initializer.cpp:101] Error during llm node initialization for models_path: /models/Qwen3-8B-int4-ov/./ exception: Exception from src/inference/src/cpp/core.cpp:112: Check 'false' failed at src/frontends/common/src/frontend.cpp:54: Converting input model"),  # src9#61
    T('other', 'src/llm/language_model/continuous_batching/servable_initializer.cpp', 'model_load_error', 'fatal', '[2025-12-04 16:31:05.123][1][serving][error][servable_initializer.cpp:87] Error during llm node plugin_config option parsing to JSON: {"KV_CACHE_PRECISION": u8}'),  # src9#63
    T('other', 'src/generators.cpp', 'context_length_exceeded', 'finding', 'RuntimeError: input sequence_length (5000) is >= max_length (4096)'),  # src9#64
    T('vllm', 'vllm/v1/executor/abstract.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2143) INFO 12-04 17:50:00 [abstract.py:288] It took 2.481530 seconds to fall asleep.'),  # src9#65
    T('vllm', 'vllm/v1/worker/gpu_worker.py', 'healthy', 'healthy', '(Worker_TP0 pid=2301) INFO 12-04 17:50:00 [gpu_worker.py:125] Sleep mode freed 70.52 GiB memory, 1.38 GiB memory is still in use.'),  # src9#66
    T('other', 'xllm/server/xllm_server.cpp', 'fatal_signal', 'fatal', 'F1204 16:31:02.123456 12345 xllm_server.cpp:203] Convert listen_address_ to endpoint failed: node-1:notaport'),  # src9#70
    T('llamacpp', 'common/common.cpp', 'healthy', 'healthy', 'common_init_from_params: warning: vocab does not have an EOS token, using SEP token as fallback'),  # src9#77
    T('llamacpp', 'common/arg.cpp', 'exited', 'fatal', 'error: the supplied chat template is not supported: llama4x\nnote: llama.cpp was started without --jinja, we only support commonly used templates'),  # src9#78
    T('llamacpp', 'tools/mtmd/clip.cpp', 'model_load_error', 'fatal', 'clip_model_loader: model name:   Qwen3-VL-8B-Instruct', "clip_init: failed to load model '/models/mmproj-F16.gguf': load_hparams: unknown projector type: qwen3vl_merger", first=1),  # src9#79
    T('vllm', 'vllm/entrypoints/openai/api_server.py', 'exited', 'fatal', "KeyError: 'invalid reasoning parser: qwen25 (chose from { deepseek_r1,glm45,gpt_oss,granite,hunyuan_a13b,mistral,qwen3,step3 })'"),  # src9#80
    T('sglang', 'python/sglang/srt/multimodal/processors/base_processor.py', 'model_load_error', 'fatal', "[2025-12-04 16:30:12] Ignore import error when loading sglang.srt.multimodal.processors.mimo_v2: No module named 'torchcodec'", "ValueError: No processor registered for architecture: ['MiMoV2ForCausalLM'].", first=1),  # src9#81
    T('other', 'fastdeploy/worker/worker_process.py', 'cuda_oom', 'fatal', 'ERROR    2025-12-04 16:31:40,150 87445 engine.py[line:178] Failed to launch worker processes, check log/workerlog.* for more details.', 'ValueError: The total number of blocks cannot be less than zero. Please increase gpu_memory_utilization Or decrease max_num_batched_tokens(max model length).', first=1),  # src9#84
    T('vllm', 'vllm/entrypoints/openai/serving_models.py', 'model_load_error', 'fatal', 'ValueError: Loading lora sql-lora failed: No adapter found for /loras/sql-lora'),  # src9#85
    T('llamacpp', 'tools/server/server.cpp', 'healthy', 'healthy', 'This server does not support slots action. Start it with `--slot-save-path`'),  # src9#86
)  # fmt: skip


# Batch 16 (issue 17, round 33's knowledge pass, written before any of round 33's logs was read): llama.cpp and
# ollama as they are now (the server's router and MTP modes, downloads, GGML_ABORTs of the KV cache and the server,
# ollama's llama-server child and MLX runner); bench/results/source_pass/src10.json, 86 lines: 52 read as the helper
# labelled them before, 57 after; 21 more read by this project's conventions where the helper chose otherwise
# (GGML_ABORT is fatal_signal, ollama's "error loading llama server" a load failure). Kept: those read right now.
TEMPLATES_16: tuple[Template, ...] = (
    T('ollama', 'llm/llama_server.go:1059', 'model_load_error', 'fatal', 'time=2026-12-04T16:31:02.123Z level=WARN source=llama_server.go:1091 msg="llama-server startup failed with projector GPU offload; retrying with projector CPU offload" model=/root/.ollama/models/blobs/sha256-9f2c error="llama-server process has terminated: exit status 1"', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server startup failed after projector CPU offload retry: llama-server process has terminated: exit status 1"', first=1),  # src10#0
    T('ollama', 'llm/llama_server.go:1096', 'hang', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server startup failed before projector CPU offload retry: timed out waiting for llama-server to start - ; error stopping failed process: os: process already finished"'),  # src10#1
    T('ollama', 'llm/llama_server.go:342', 'exited', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server binary not found (checked: /usr/lib/ollama/llama-server, /usr/local/bin/llama-server). Run \'cmake -S llama/server --preset cpu && cmake --build --preset cpu\' first"'),  # src10#2 (exited since round 44: a missing server program)
    T('ollama', 'llm/llama_server.go:969', 'model_load_error', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="error starting llama-server: fork/exec /usr/lib/ollama/llama-server: permission denied "'),  # src10#3
    T('ollama', 'llm/llama_server.go:1198', 'fatal_signal', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process no longer running: exit status 134 GGML_ASSERT(ggml_nbytes(src0) <= INT_MAX) failed"'),  # src10#4
    T('ollama', 'llm/llama_server.go:1250', 'model_load_error', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server error: {\\"error\\":{\\"code\\":500,\\"message\\":\\"Model failed to load\\",\\"type\\":\\"server_error\\"}}"'),  # src10#5
    T('ollama', 'llm/llama_server.go:1375', 'cuda_oom', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server reported out-of-memory during startup: health resp: cudaMalloc failed: out of memory"'),  # src10#6
    T('ollama', 'llm/llama_server.go:1302', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=WARN source=llama_server.go:1301 msg="client connection closed before llama-server finished loading, aborting load"', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="timed out waiting for llama-server to start: context canceled"', first=1),  # src10#7
    T('ollama', 'llm/llama_server.go:1263', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=ERROR source=routes.go:2188 msg="no slots available after 10 retries"'),  # src10#8
    T('ollama', 'llm/llama_server.go:1934', 'exited', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=llama_server.go:1934 msg="llama-server chat error" error="Post \\"http://127.0.0.1:38211/v1/chat/completions\\": EOF"'),  # src10#9
    T('ollama', 'llm/llama_server.go:2075', 'exited', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=routes.go:2702 msg="an error was encountered while running the model: ggml_cuda_compute_forward: MUL_MAT failed"'),  # src10#10
    T('ollama', 'llm/llama_server.go:1779', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=ERROR source=routes.go:2188 msg="error reading llama-server response: llama-server completion stream event exceeded 8 MB limit"'),  # src10#11
    T('ollama', 'llm/llama_server.go:1985', 'context_length_exceeded', 'finding', 'time=2026-12-04T16:31:02.123Z level=ERROR source=routes.go:2702 msg="llama-server chat error: the request exceeds the available context size, try increasing it"'),  # src10#12
    T('ollama', 'llm/llama_server.go:1067', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=WARN source=llama_server.go:1067 msg="llama-server VRAM tracking: no per-device buffer sizes were parsed from llama-server logs. VRAM accounting will be inaccurate. This may indicate a change in llama-server\'s log format — check for \'buffer size\' lines in the output." model=/root/.ollama/models/blobs/sha256-6e9f gpus=1'),  # src10#13
    T('ollama', 'server/sched.go:583', 'model_load_error', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: error loading model: error loading model architecture: unknown model architecture: \'glm4moe\': this model may be incompatible with your version of Ollama. If you previously pulled this model, try updating it by running `ollama pull glm-4.5`"'),  # src10#14
    T('ollama', 'server/sched.go:1324', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=WARN source=sched.go:1324 msg="predicted usage exceeds VRAM" gpu=GPU-4f1a2b3c totalMemory="24.0 GiB" predicted="25.3 GiB"'),  # src10#15
    T('ollama', 'discover/llama_server.go:130', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=WARN source=llama_server.go:130 msg="llama-server discovery: timed out waiting for server startup" error="context deadline exceeded" libDirs="[/usr/lib/ollama /usr/lib/ollama/cuda_v13]" lines_captured=12'),  # src10#16
    T('ollama', 'discover/llama_server.go:311', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=WARN source=llama_server.go:311 msg="llama-server discovery: could not determine compiled CUDA architectures — architecture filtering disabled. If inference crashes on older GPUs, check llama-server system_info output for ARCHS." device="NVIDIA Tesla P40" libDirs=[/usr/lib/ollama/cuda_v13]'),  # src10#17
    T('ollama', 'x/mlxrunner/client.go:96', 'model_load_error', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="mlx runner failed: mlx: failed to load libmlxc.dylib (exit: exit status 1)"'),  # src10#18
    T('ollama', 'x/mlxrunner/client.go:98', 'killed_oom_host', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="mlx runner exited unexpectedly: signal: killed"'),  # src10#19
    T('ollama', 'x/mlxrunner/client.go:103', 'hang', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="timeout waiting for mlx runner to start"'),  # src10#20
    T('ollama', 'x/mlxrunner/client.go:80', 'model_load_error', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="MLX is not supported on linux"'),  # src10#23
    T('ollama', 'x/mlxrunner/prefix_cache.go:252', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=WARN source=prefix_cache.go:252 msg="failed to restore cache, freeing all caches" offset=2048'),  # src10#25
    T('ollama', 'x/mlxrunner/speculate.go:359', 'exited', 'fatal', 'panic: speculation: cache restore to 1534 failed'),  # src10#27
    T('ollama', 'server/routes.go:569', 'healthy', 'healthy', 'time=2026-12-04T16:31:02.123Z level=ERROR source=routes.go:569 msg="chat template prompt error" error="template: :12:5: executing \\"\\" at <.Tools>: can\'t evaluate field Tools"'),  # src10#28
    T('llamacpp', 'tools/server/server.cpp', 'exited', 'fatal', 'srv  llama_server: failed to initialize HTTP server'),  # src10#29
    T('llamacpp', 'tools/server/server.cpp', 'model_load_error', 'fatal', 'srv  llama_server: failed to initialize router models: number of models to load on startup (5) exceeds models_max (4)'),  # src10#30
    T('llamacpp', 'tools/server/server.cpp', 'exited', 'fatal', "srv  llama_server: tools setup failed: unknown tool: 'web_fetch'"),  # src10#31
    T('llamacpp', 'tools/server/server-context.cpp', 'cuda_oom', 'fatal', 'llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache', "srv    load_model: failed to create_context with model '/models/Qwen3-32B-Q4_K_M.gguf'"),  # src10#32
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', 'clip_model_loader: failed to load model: unknown projector type: gemma3n', "srv    load_model: failed to load multimodal model, '/models/mmproj-F16.gguf'"),  # src10#33
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', 'srv    load_model: failed to create MTP context'),  # src10#34
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv    load_model: failed to initialize speculative decoding context: draft model vocab type must match the target model to use speculation'),  # src10#36
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', 'srv          init: init: chat template parsing error: Expected closing statement token. OpenSquareBracket !== CloseStatement.'),  # src10#37
    T('llamacpp', 'tools/server/server-context.cpp', 'exited', 'fatal', 'srv          init: init: failed to parse UI config: [json.exception.parse_error.101] parse error at line 1, column 2: syntax error while parsing object key'),  # src10#38
    T('llamacpp', 'tools/server/server-context.cpp', 'fatal_signal', 'fatal', 'srv  handle_sleep: server is exiting sleeping state', '/app/tools/server/server-context.cpp:881: failed to reload model after sleeping', first=1),  # src10#39
    T('llamacpp', 'tools/server/server-context.cpp', 'fatal_signal', 'fatal', 'srv        decode: no tokens to decode', 'srv        decode: no tokens to decode', 'srv        decode: no tokens to decode', '/app/tools/server/server-context.cpp:2766: fatal error - please provide logs and repro in https://github.com/ggml-org/llama.cpp/pull/20277', first=3),  # src10#40
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv        decode: no tokens to decode'),  # src10#41
    T('llamacpp', 'tools/server/server-context.cpp', 'fatal_signal', 'fatal', '/app/tools/server/server-context.cpp:2412: failed to remove sequence 0'),  # src10#42
    T('llamacpp', 'tools/server/server-context.cpp', 'fatal_signal', 'fatal', '/app/tools/server/server-context.cpp:2301: not supported by multimodal'),  # src10#43
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv        decode: Compute error. off = 0, n_batch = 2048, ret = -3'),  # src10#44
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv        decode: Compute error. off = 0, n_batch = 2048, ret = -3', 'srv  update_slots: decode() failed: Compute error.', first=1),  # src10#45
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv        decode: Context size has been exceeded. off = 0, n_batch = 1, ret = 1', 'srv  update_slots: decode() failed: Context size has been exceeded.', first=1),  # src10#46
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv        decode: failed to find free space in the KV cache, retrying with smaller batch size, off = 0, n_batch = 256, ret = 1'),  # src10#47
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv  update_slots: post_decode() failed: speculative batch index 2048 is not inside the current sub-batch [0, 2048)'),  # src10#48
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv        decode: failed to process speculative batch'),  # src10#49
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv    send_error: task id = 41, error: request (40312 tokens) exceeds the available context size (32768 tokens), try increasing it'),  # src10#50
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv    send_error: task id = 7, error: input (40312 tokens) is larger than the max context size (32768 tokens). skipping'),  # src10#51
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'slot update_slots: id  0 | task 3 | failed to process mtmd chunk, res = 1', 'srv    send_error: task id = 3, error: failed to process mtmd chunk', first=1),  # src10#52
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'slot create_check: id  0 | task 44 | erasing old context checkpoint (pos_min = 0, pos_max = 8191, n_tokens = 8192, size = 62.813 MiB)'),  # src10#53
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv    load_model: ctx_shift is not supported by this context, it will be disabled'),  # src10#54
    T('llamacpp', 'tools/server/server-models.cpp', 'model_load_error', 'fatal', '[40123] srv  llama_server: exiting due to model loading error', 'srv    operator(): instance name=Qwen3-8B-GGUF exited with status 1'),  # src10#55
    T('llamacpp', 'tools/server/server-models.cpp', 'healthy', 'healthy', 'srv    operator(): force-killing model instance name=Qwen3-8B-GGUF after 10 seconds timeout'),  # src10#58
    T('llamacpp', 'tools/server/server-models.cpp', 'healthy', 'healthy', 'srv        unload: model name=Qwen3-8B-GGUF is still loading, force-killing'),  # src10#59
    T('llamacpp', 'src/llama-context.cpp', 'model_load_error', 'fatal', 'llama_init_from_model: failed to initialize the context: failed to initialize CUDA0 backend'),  # src10#60
    T('llamacpp', 'src/llama-context.cpp', 'model_load_error', 'fatal', 'llama_init_from_model: failed to initialize the context: failed to reserve initial output buffer'),  # src10#61
    T('llamacpp', 'src/llama-context.cpp', 'model_load_error', 'fatal', 'llama_init_from_model: failed to initialize the context: failed to reserve graph for Flash Attention check'),  # src10#62
    T('llamacpp', 'src/llama-context.cpp', 'model_load_error', 'fatal', 'llama_init_from_model: failed to initialize the context: n_seq_max must be <= 256'),  # src10#63
    T('llamacpp', 'src/llama-context.cpp', 'healthy', 'healthy', 'llama_context: n_ctx_seq (262144) > n_ctx_train (131072) -- possible training context overflow'),  # src10#64
    T('llamacpp', 'src/llama-context.cpp', 'healthy', 'healthy', 'resolve_fused_ops: layer 0 is assigned to device CUDA0 but Flash Attention is assigned to device CPU (usually due to missing support)', 'resolve_fused_ops: Flash Attention not supported, set to disabled', first=1),  # src10#65
    T('llamacpp', 'src/llama-kv-cache.cpp', 'fatal_signal', 'fatal', '/app/src/llama-kv-cache.cpp:1043: The current KV cache / model configuration does not support K-shift'),  # src10#66
    T('llamacpp', 'common/download.cpp', 'model_load_error', 'fatal', 'common_pull_file: download failed: Could not establish connection (status: -1)', 'common_download_file_single_online: retrying after 2 seconds...', 'common_download_file_single_online: download failed after 3 attempts', first=2),  # src10#67
    T('llamacpp', 'common/download.cpp', 'model_load_error', 'fatal', 'common_download_file_single: required file is not available in cache (offline mode): /root/.cache/llama.cpp/Qwen_Qwen3-8B-GGUF_Qwen3-8B-Q4_K_M.gguf'),  # src10#68
    T('llamacpp', 'common/download.cpp', 'healthy', 'healthy', 'common_download_file_single_online: retrying after 2 seconds...'),  # src10#69
    T('llamacpp', 'src/llama-model-loader.cpp', 'model_load_error', 'fatal', "llama_model_load: error loading model: check_tensor_dims: tensor 'token_embd.weight' has wrong shape; expected  4096, 151936, got  4096, 152064,     1,     1"),  # src10#70
    T('llamacpp', 'src/llama-model.cpp', 'model_load_error', 'fatal', 'llama_model_load: error loading model: error loading model hyperparameters: key not found in model: qwen3moe.expert_feed_forward_length'),  # src10#71
    T('llamacpp', 'src/llama-mmap.cpp', 'model_load_error', 'fatal', 'llama_model_load: error loading model: failed to open /models/Qwen3-32B-Q4_K_M.gguf: No such file or directory'),  # src10#73
    T('llamacpp', 'src/llama-mmap.cpp', 'model_load_error', 'fatal', 'llama_model_load: error loading model: mmap failed: Cannot allocate memory'),  # src10#74
    T('llamacpp', 'src/llama-mmap.cpp', 'model_load_error', 'fatal', 'llama_model_load: error loading model: read error: Input/output error'),  # src10#75
    T('llamacpp', 'src/llama.cpp', 'model_load_error', 'fatal', "llama_model_load: error loading model: missing tensor 'blk.0.attn_q.weight'", 'llama_model_load_from_file_impl: failed to load model'),  # src10#76
    T('llamacpp', 'common/arg.cpp', 'exited', 'fatal', 'error: invalid argument: --n-gpu-layer'),  # src10#77
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'healthy', 'healthy', 'ggml_cuda_host_malloc: failed to allocate 2048.00 MiB of pinned memory: out of memory'),  # src10#78
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'cuda_error', 'fatal', 'CUDA error: operation not permitted when stream is capturing'),  # src10#79
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'cuda_error', 'fatal', 'CUDA error: unspecified launch failure'),  # src10#80
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'cuda_error', 'fatal', 'CUDA error: too many resources requested for launch'),  # src10#81
    T('ollama', 'llm/status.go', 'fatal_signal', 'fatal', 'fatal error: unexpected signal during runtime execution', '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x7f3a2c1d4e10]', 'signal arrived during cgo execution'),  # src10#82
    T('ollama', 'llm/llama_server.go:1023', 'fatal_signal', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=llama_server.go:1023 msg="llama-server terminated" error="signal: segmentation fault (core dumped)" exit=unknown'),  # src10#83
    T('ollama', 'llm/llama_server.go:1023', 'fatal_signal', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=llama_server.go:1023 msg="llama-server terminated" error="signal: aborted (core dumped)" exit=unknown'),  # src10#84
    T('ollama', 'llm/llama_server.go:1306', 'model_load_error', 'fatal', 'time=2026-12-04T16:31:02.123Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: error loading model: llama_model_loader: failed to load model from /root/.ollama/models/blobs/sha256-6e9f"'),  # src10#85
)  # fmt: skip


# Batch 17 (issue 17, round 33's second knowledge pass, written before any of round 33's logs was read):
# speculative decoding as vLLM, SGLang, llama.cpp and TensorRT-LLM have it now (the speculative configs' checks,
# draft/target mismatches, DFlash and EAGLE3 setup, the drafters' errors); bench/results/source_pass/src11.json, 58
# lines: 22 read as the helper labelled them before, 41 after (two llama.cpp argument errors read as exited, by
# this project's convention). Kept: those read right now.
TEMPLATES_17: tuple[Template, ...] = (
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, prompt_lookup_min=8 must be <= prompt_lookup_max=4 [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#0
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, num_speculative_tokens was provided but without speculative model. [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#1
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, A speculative model was provided, but `num_speculative_tokens` was not provided [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#2
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, speculative_max_model_len=32768 cannot be larger than draft_max_model_len=4096 [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#3
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, Target and draft model should have the same vocabulary size. Target model vocab_size=151936. Draft model vocab_size=151680. Using models with different tokenizers can cause out-of-bounds errors during speculative decoding. [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#4
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, use_heterogeneous_vocab only works with method='draft_model' [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#5
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, use_heterogeneous_vocab and use_local_argmax_reduction cannot be used together because local argmax reduction bypasses the vocabulary mask and token mapping. [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#6
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, DeepSeek V4.1 has no classic-MTP draft: its checkpoints ship DSpark stages under mtp.* (main_proj/markov_head/confidence_head) and carry no e_proj/h_proj/enorm/hnorm/hc_head weights. Use speculative method 'dspark' instead of 'mtp'. [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#7
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, suffix_decoding_max_tree_depth=0 must be >= 1 [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#9
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, rejection_sample_method='synthetic' requires exactly one of synthetic_acceptance_rates or synthetic_acceptance_length. [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#10
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, Adaptive verification only supported with DSpark [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#11
    T('vllm', 'vllm/config/speculative.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig', "  Value error, method='custom_class' requires 'model' to contain the custom proposer module path (e.g., 'my_module.MyProposer'). [type=value_error, input_value=ArgsKwargs((), {'model': 'Qwen/Qwen3-8B', 'method': 'eagle3'}), input_type=ArgsKwargs]"),  # src11#12
    T('vllm', 'vllm/config/speculative.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [speculative.py:392] method `deepseek_mtp` is deprecated and replaced with mtp.'),  # src11#13
    T('vllm', 'vllm/config/speculative.py', 'healthy', 'healthy', 'INFO 12-04 16:31:02 [speculative.py:731] Overriding draft model max model len from 40960 to 8192'),  # src11#14
    T('vllm', 'vllm/config/speculative.py', 'healthy', 'healthy', "INFO 12-04 16:31:02 [speculative.py:760] Overriding draft model max_position_embeddings from 2048 to the target model's max_model_len (131072); EAGLE drafts share the target's positional space."),  # src11#15
    T('vllm', 'vllm/config/speculative.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [speculative.py:470] Using a custom class-based proposer backend. This is an experimental feature and the proposer interface is subject to breaking changes in future vLLM releases.'),  # src11#16
    T('llamacpp', 'common/speculative.cpp', 'fatal_signal', 'fatal', 'spec common_specu: the target and draft vocabs are not compatible', "terminate called after throwing an instance of 'std::runtime_error'", '  what():  draft model vocab type must match target model to use speculation', first=1),  # src11#20
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', 'spec common_specu: n_seq mismatch: 4 != 1', '  what():  the draft model number of sequences is incompatible with the speculative n_seq', first=1),  # src11#22
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', "  what():  draft-simple: the draft context batch size (512) is smaller than the target's (2048)"),  # src11#23
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', "  what():  draft-eagle3: the draft vocab (32000 tokens) is smaller than the target's (128256); target tokens past it cannot be mirrored"),  # src11#24
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', '  what():  draft-simple: the draft context holds 1 sequences, the speculative setup needs 4'),  # src11#25
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', '  what():  draft-simple requires a draft context'),  # src11#26
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'spec report_rejec: seq 0: the draft cannot take token 151668 (outside the draft vocab), the sequence is not mirrored while its draft memory lags the target'),  # src11#27
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'spec continues_dr: seq 0: stale draft memory (ends at 812, target rows start at 790), trimming'),  # src11#28
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'spec continues_dr: seq 0: the draft memory cannot be trimmed, the sequence is not mirrored'),  # src11#29
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'spec      process: failed to decode draft batch, ret = 1'),  # src11#30
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'spec        draft: llama_process returned 1'),  # src11#31
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'spec        draft: llama_process[2] returned 1'),  # src11#32
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', '  what():  draft model is not eagle3 (expected 3 extract layers, got 0)'),  # src11#33
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'spec common_specu: backend offload failed for seq_id=0; using CPU sampler'),  # src11#35
    T('sglang', 'python/sglang/srt/speculative/eagle_worker.py', 'healthy', 'healthy', '[2025-12-04 16:31:02 TP0] Capture draft extend cuda graph begin. This can take up to several minutes. avail mem=10.12 GB'),  # src11#36
    T('sglang', 'python/sglang/srt/speculative/eagle_worker.py', 'healthy', 'healthy', '[2025-12-04 16:31:14 TP0] Capture draft cuda graph end. Time elapsed: 12.34 s. mem usage=1.23 GB. avail mem=8.89 GB.'),  # src11#37
    T('sglang', 'python/sglang/srt/speculative/spec_utils.py', 'healthy', 'healthy', '[2025-12-04 16:31:02 TP0] WARNING spec_utils.py:262: Ignoring --speculative-draft-window-size=2048: this draft model has a sliding window of 4096, which the attention backend applies per layer. Draft-decode windowing stays off.'),  # src11#38
    T('sglang', 'python/sglang/srt/speculative/spec_utils.py', 'exited', 'fatal', '[2025-12-04 16:31:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'AssertionError: kv_indices flat offset would overflow int32; reduce batch/topk/context', first=1),  # src11#39
    T('sglang', 'python/sglang/srt/speculative/dflash_utils.py', 'exited', 'fatal', '[2025-12-04 16:31:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'ValueError: next_token_logits row count mismatch for DFlash verify adjustments. Expected 64, got 60.', first=1),  # src11#44
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', "common_speculative_init_result: failed to load draft model, '/models/Qwen3-0.6B-Q8_0.gguf'"),  # src11#49
    T('llamacpp', 'common/speculative.cpp', 'model_load_error', 'fatal', "common_speculative_init_result: creating MTP draft context against the target model '/models/Qwen3.5-27B-Q4_K_M.gguf'", 'common_speculative_init_result: failed to create MTP context', first=1),  # src11#50
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', "common_speculative_init_result: creating MTP draft context against the target model '/models/Qwen3.5-27B-Q4_K_M.gguf'"),  # src11#51
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', "spec common_specu: auto-detected speculative type 'draft-dflash' from the draft model metadata"),  # src11#52
    T('llamacpp', 'common/speculative.cpp', 'exited', 'fatal', 'error while handling argument "--spec-type": unknown speculative type: draft-eagle'),  # src11#53
    T('llamacpp', 'common/speculative.cpp', 'exited', 'fatal', 'error while handling argument "--spec-synth-rates": synthetic acceptance rates must be monotonically non-increasing'),  # src11#54
    T('llamacpp', 'common/speculative.cpp', 'healthy', 'healthy', 'common_speculative_checkpoint_flags: seq 0 checkpoint stays on the host: CUDA0 has 312.4 MiB free, the device copy needs 512.0 MiB on top of the 1024.0 MiB margin'),  # src11#55
    T('vllm', 'vllm/v1/spec_decode/metrics.py', 'healthy', 'healthy', '(APIServer pid=2817) INFO 12-04 16:31:02 [metrics.py:96] SpecDecoding metrics: Mean acceptance length: 1.00, Accepted throughput: 0.00 tokens/s, Drafted throughput: 0.00 tokens/s, Accepted: 0 tokens, Drafted: 0 tokens, Per-position acceptance rate: 0.000, 0.000, 0.000, Avg Draft acceptance rate: nan%'),  # src11#56
)  # fmt: skip



# Batch 18 (issue 17, round 35's knowledge pass, from the code of the layers that run servers on clusters, read
# before round 35's logs were: Ray Serve and Ray core, KubeRay, KServe, production-stack, AIBrix, NVIDIA Dynamo,
# Xinference, GPUStack, LMCache, and the lines the kubelet and Slurm put in a pasted log; 99 lines: 63 read as their
# sources say before the pass's rules, 86 after; kept: those read right, a Slurm time limit as exited and srun's or
# a batch script's bare 'Killed' as killed_oom_host, the rules' conventions).
TEMPLATES_18: tuple[Template, ...] = (
    T('other', 'src/ray/raylet/node_manager.cc', 'killed_oom_host', 'fatal', '(raylet) [2025-12-04 16:31:02,445 E 395 395] (raylet) node_manager.cc:3041: 1 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: e5d953ef03e55e26f13973ea1b5a0fd0ecc729cd820bc89e4aa50451, IP: 10.0.62.231) over the last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip 10.0.62.231`'),  # src12#0
    T('other', 'src/ray/core_worker/task_manager.cc', 'exited', 'fatal', 'ray.exceptions.ActorDiedError: The actor died because of an error raised in its creation task, ray::ServeReplica:default:LLMServer:qwen2_5-7b.__init__() (pid=48211, ip=10.0.0.5, actor_id=9c2e41a7f0b3d5e1c8a2b4f601000000, repr=<ray.serve._private.replica.ServeReplica:default:LLMServer:qwen2_5-7b object at 0x7f3a9c2e4d10>)'),  # src12#1
    T('other', 'python/ray/exceptions.py', 'exited', 'fatal', 'ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n\tclass_name: RayWorkerWrapper\n\tactor_id: 4d8b3c2a1f0e9d7c6b5a490201000000\n\tpid: 48222\n\tnamespace: 1f2e3d4c-5b6a-7980-a1b2-c3d4e5f60718\n\tip: 10.0.0.5\nThe actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.'),  # src12#2
    T('other', 'src/ray/gcs/gcs_server/gcs_node_manager.cc', 'exited', 'fatal', '(raylet) [2025-12-04 16:31:02,123 E 201 201] gcs_node_manager.cc:290: The node with node id: 7f3a9c2e4d10b8a6c5e3f1d2a4b6c8e0f1a2b3c4d5e6f708192a3b4c and address: 10.0.0.6 and node name: 10.0.0.6 has been marked dead because the detector has missed too many heartbeats from it. This can happen when a \t(1) raylet crashes unexpectedly (OOMs, SIGSEGV...) \t(2) raylet has lagging heartbeats due to slow network or busy workload.'),  # src12#3
    T('other', 'python/ray/experimental/channel/common.py', 'hang', 'fatal', 'ray.exceptions.RayChannelTimeoutError: System error: If the execution is expected to take a long time, increase RAY_CGRAPH_get_timeout which is currently 300 seconds. Otherwise, this may indicate that the execution is hanging.'),  # src12#4
    T('other', 'python/ray/autoscaler/_private/autoscaler.py', 'healthy', 'healthy', "(autoscaler +2m13s) Warning: The following resource request cannot be scheduled right now: {'GPU': 1.0, 'CPU': 1.0}. This is likely due to all cluster resources being claimed by actors. Consider creating fewer actors or adding more nodes to this Ray cluster."),  # src12#5
    T('other', 'python/ray/autoscaler/_private/autoscaler.py', 'healthy', 'healthy', '(autoscaler +1m5s) Tip: use `ray status` to view detailed cluster status. To disable these messages, set RAY_SCHEDULER_EVENTS=0.'),  # src12#6
    T('other', 'python/ray/autoscaler/_private/autoscaler.py', 'healthy', 'healthy', '(autoscaler +1m5s) Adding 1 node(s) of type gpu-worker-group.'),  # src12#7
    T('other', 'src/ray/raylet/local_object_manager.cc', 'healthy', 'healthy', '(raylet) Spilled 4096 MiB, 37 objects, write throughput 812 MiB/s. Set RAY_verbose_spill_logs=0 to disable this message.'),  # src12#8
    T('other', 'python/ray/serve/_private/deployment_state.py', 'exited', 'fatal', "WARNING 2025-12-04 16:31:02,123 controller 5123 -- Replica(id='x7k2p9q1', deployment='LLMServer:qwen2_5-7b', app='default') failed the health check 3 times in a row, marking it unhealthy."),  # src12#9
    T('other', 'python/ray/serve/_private/deployment_state.py', 'exited', 'fatal', "WARNING 2025-12-04 16:31:02,123 controller 5123 -- Actor for Replica(id='x7k2p9q1', deployment='LLMServer:qwen2_5-7b', app='default') crashed, marking it unhealthy immediately."),  # src12#10
    T('other', 'python/ray/serve/_private/deployment_state.py', 'hang', 'fatal', "WARNING 2025-12-04 16:31:02,123 controller 5123 -- Didn't receive health check response for replica Replica(id='x7k2p9q1', deployment='LLMServer:qwen2_5-7b', app='default') after 10.0s, marking it unhealthy."),  # src12#11
    T('other', 'python/ray/serve/_private/application_state.py', 'exited', 'fatal', "WARNING 2025-12-04 16:33:41,870 controller 5123 -- Deploying app 'default' failed with exception:\nTraceback (most recent call last):"),  # src12#12
    T('other', 'python/ray/serve/exceptions.py', 'healthy', 'healthy', 'ray.serve.exceptions.BackPressureError: Request dropped due to backpressure (num_queued_requests=100, max_queued_requests=100).'),  # src12#13
    T('other', 'python/ray/serve/_private/replica.py', 'healthy', 'healthy', 'ERROR 2025-12-04 16:31:02,123 default_LLMServer:qwen2_5-7b x7k2p9q1 6f2a1c3d-aa11-4b5e-9c0d-1e2f3a4b5c6d -- Request failed:'),  # src12#14
    T('other', 'python/ray/serve/_private/proxy_state.py', 'exited', 'fatal', 'WARNING 2025-12-04 16:31:02,123 controller 5123 -- Proxy SERVE_PROXY_ACTOR-7f3a9c failed the health check 3 times in a row, marking it unhealthy.'),  # src12#15
    T('other', 'pkg/kubelet/kuberuntime/kuberuntime_manager.go', 'exited', 'fatal', '  Warning  BackOff    2m31s (x25 over 8m)    kubelet            Back-off restarting failed container vllm in pod vllm-qwen-7b-5d8f6c7b9-x2kq4_default(3f2a1c3d-aa11-4b5e-9c0d-1e2f3a4b5c6d)'),  # src12#16
    T('other', 'pkg/kubelet/kuberuntime/kuberuntime_container.go', 'killed_oom_host', 'fatal', '    Last State:     Terminated', '      Exit Code:    137', '      Reason:       OOMKilled', first=1),  # src12#17
    T('other', 'pkg/kubelet/container/sync_result.go', 'exited', 'fatal', '    State:          Waiting', '      Reason:       CrashLoopBackOff', first=1),  # src12#18
    T('other', 'pkg/kubelet/prober/prober.go', 'healthy', 'healthy', '  Warning  Unhealthy  4m12s (x18 over 6m)   kubelet            Readiness probe failed: Get "http://10.244.1.23:8000/health": dial tcp 10.244.1.23:8000: connect: connection refused'),  # src12#19
    T('other', 'pkg/kubelet/prober/prober.go', 'healthy', 'healthy', '  Warning  Unhealthy  30s (x3 over 90s)     kubelet            Liveness probe failed: Get "http://10.244.1.23:8000/health": context deadline exceeded (Client.Timeout exceeded while awaiting headers)'),  # src12#20
    T('other', 'pkg/kubelet/kuberuntime/kuberuntime_manager.go', 'hang', 'fatal', '  Normal   Killing    30s                   kubelet            Container vllm failed liveness probe, will be restarted'),  # src12#21
    T('other', 'pkg/kubelet/kuberuntime/kuberuntime_manager.go', 'hang', 'fatal', '  Normal   Killing    10m                   kubelet            Container vllm failed startup probe, will be restarted'),  # src12#22
    T('other', 'pkg/kubelet/prober/prober.go', 'healthy', 'healthy', '  Warning  Unhealthy  5m (x29 over 9m)      kubelet            Startup probe failed: HTTP probe failed with statuscode: 503'),  # src12#23
    T('other', 'pkg/kubelet/eviction/helpers.go', 'killed_oom_host', 'fatal', '  Warning  Evicted    3m                    kubelet            The node was low on resource: memory. Threshold quantity: 100Mi, available: 85432Ki. Container vllm was using 118Gi, request is 64Gi, has larger consumption of memory.'),  # src12#24
    T('other', 'pkg/kubelet/eviction/helpers.go', 'exited', 'fatal', '  Warning  Evicted    3m                    kubelet            The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 8241520Ki. Container vllm was using 52Gi, request is 0, has larger consumption of ephemeral-storage.'),  # src12#25
    T('other', 'pkg/kubelet/eviction/eviction_manager.go', 'exited', 'fatal', '  Warning  Evicted    2m                    kubelet            Pod ephemeral local storage usage exceeds the total limit of containers 20Gi.'),  # src12#26
    T('other', 'pkg/scheduler/framework/plugins/noderesources/fit.go', 'healthy', 'healthy', '  Warning  FailedScheduling  2m (x12 over 14m)  default-scheduler  0/4 nodes are available: 4 Insufficient nvidia.com/gpu. preemption: 0/4 nodes are available: 4 No preemption victims found for incoming pod.'),  # src12#27
    T('other', 'pkg/kubelet/kuberuntime/kuberuntime_container.go', 'healthy', 'healthy', '  Normal   Killing    5s                    kubelet            Stopping container vllm'),  # src12#29
    T('other', 'mm/memcontrol.c', 'killed_oom_host', 'fatal', '[Thu Dec  4 16:31:02 2025] Memory cgroup out of memory: Killed process 48211 (python3) total-vm:182345672kB, anon-rss:125829120kB, file-rss:524288kB, shmem-rss:0kB, UID:0 pgtables:251904kB oom_score_adj:999'),  # src12#30
    T('other', 'src/plugins/task/cgroup/task_cgroup_memory.c', 'killed_oom_host', 'fatal', 'slurmstepd: error: Detected 1 oom_kill event in StepId=4821193.0. Some of the step tasks have been OOM Killed.'),  # src12#31
    T('other', 'src/plugins/task/cgroup/task_cgroup_memory.c', 'killed_oom_host', 'fatal', 'slurmstepd: error: Detected 1 oom-kill event(s) in step 4821193.batch cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.'),  # src12#32
    T('other', 'src/slurmd/slurmstepd/req.c', 'exited', 'fatal', 'slurmstepd: error: *** JOB 4821193 ON gpu-node-07 CANCELLED AT 2025-12-04T16:31:02 DUE TO TIME LIMIT ***'),  # src12#33
    T('other', 'src/slurmd/slurmstepd/req.c', 'exited', 'fatal', 'slurmstepd: error: *** STEP 4821193.0 ON gpu-node-07 CANCELLED AT 2025-12-04T16:31:02 ***'),  # src12#34
    T('other', 'src/slurmd/slurmstepd/req.c', 'exited', 'fatal', 'slurmstepd: error: *** JOB 4821193 ON gpu-node-07 CANCELLED AT 2025-12-04T16:31:02 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***'),  # src12#35
    T('other', 'src/slurmd/slurmstepd/req.c', 'exited', 'fatal', 'slurmstepd: error: *** JOB 4821193 ON gpu-node-07 CANCELLED AT 2025-12-04T16:31:02 DUE TO PREEMPTION ***'),  # src12#36
    T('other', 'src/srun/launch.c', 'exited', 'fatal', 'srun: Job step aborted: Waiting up to 32 seconds for job step to finish.', 'srun: error: gpu-node-07: task 0: Exited with exit code 1'),  # src12#37
    T('other', 'src/srun/launch.c', 'killed_oom_host', 'fatal', 'srun: error: gpu-node-07: task 0: Out Of Memory'),  # src12#38
    T('other', 'src/srun/launch.c', 'killed_oom_host', 'fatal', 'srun: error: gpu-node-07: task 0: Killed'),  # src12#39
    T('other', 'src/srun/srun_job.c', 'exited', 'fatal', 'srun: Job step aborted: Waiting up to 32 seconds for job step to finish.'),  # src12#40
    T('other', 'src/srun/srun.c', 'exited', 'fatal', 'srun: error: Unable to allocate resources: Requested node configuration is not available'),  # src12#41
    T('other', 'src/slurmd/slurmstepd/exec_wait.c', 'exited', 'fatal', 'srun: error: gpu-node-07: task 0: Exited with exit code 2', 'slurmstepd: error: execve(): vllm: No such file or directory'),  # src12#42
    T('other', 'src/srun/allocate.c', 'healthy', 'healthy', 'srun: job 4821193 queued and waiting for resources'),  # src12#43
    T('other', 'src/srun/step_launch.c', 'healthy', 'healthy', 'srun: Job 4821193 step creation temporarily disabled, retrying (Requested nodes are busy)'),  # src12#44
    T('other', 'jobs.c', 'killed_oom_host', 'fatal', '/var/spool/slurmd/job4821193/slurm_script: line 14: 48211 Killed                  python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen2.5-7B-Instruct --port 8000'),  # src12#45
    T('xinference', 'xinference/model/llm/vllm/core.py:762', 'exited', 'fatal', '2025-12-04 16:31:02,123 xinference.model.llm.vllm.core 41234 ERROR    Creating vllm engine failed'),  # src12#46
    T('xinference', 'xinference/model/llm/vllm/core.py:942', 'exited', 'fatal', '2025-12-04 16:31:02,123 xinference.model.llm.vllm.core 41234 INFO     Detecting vLLM is not health, prepare to quit the process'),  # src12#47
    T('xinference', 'xinference/model/llm/sglang/core.py:262', 'exited', 'fatal', '2025-12-04 16:31:02,123 xinference.model.llm.sglang.core 41234 ERROR    Creating sglang Runtime failed'),  # src12#48
    T('xinference', 'xinference/model/llm/sglang/core.py:224', 'port_in_use', 'fatal', 'ValueError: Failed to find a port for sglang'),  # src12#49
    T('xinference', 'xinference/model/llm/llama_cpp/core.py:436', 'model_load_error', 'fatal', 'RuntimeError: Load model qwen2.5-instruct failed'),  # src12#50
    T('xinference', 'xinference/model/llm/llama_cpp/core.py:427', 'healthy', 'healthy', '2025-12-04 16:31:02,123 xinference.model.llm.llama_cpp.core 41234 ERROR    Estimate num gpu layers for llama.cpp backend failed: list index out of range'),  # src12#51
    T('xinference', 'xinference/core/model.py:497', 'healthy', 'healthy', '2025-12-04 16:31:02,123 xinference.core.model 41234 WARNING  Retry to load model {model_uid}: 1 times'),  # src12#52
    T('xinference', 'xinference/core/model.py:740', 'healthy', 'healthy', '2025-12-04 16:31:02,123 xinference.core.model 41234 ERROR    stream encountered an error.'),  # src12#55
    T('xinference', 'xinference/core/worker.py:809', 'exited', 'fatal', '2025-12-04 16:31:02,123 xinference.core.worker 41234 WARNING  Process 127.0.0.1:38523 is down.', '2025-12-04 16:31:02,123 xinference.core.worker 41234 WARNING  Not recreate model because the it is down during launch.'),  # src12#56
    T('xinference', 'xinference/core/worker.py:638', 'healthy', 'healthy', '2025-12-04 16:31:02,123 xinference.core.worker 41234 WARNING  Found 2 vLLM orphan(s) on GPUs [0, 1]: [48211, 48222]'),  # src12#57
    T('xinference', 'xinference/core/worker.py:665', 'healthy', 'healthy', '2025-12-04 16:31:02,123 xinference.core.worker 41234 WARNING  SIGKILL orphan pid 48211 on GPUs [0, 1]'),  # src12#58
    T('xinference', 'xinference/model/llm/vllm/core.py:1650', 'healthy', 'healthy', '2025-12-04 16:31:02,123 xinference.model.llm.vllm.core 41234 WARNING  Failed to create GuidedDecodingParams: Only one kind of guided decoding may be specified'),  # src12#59
    T('other', 'src/vllm_router/service_discovery.py:265', 'healthy', 'healthy', '[2025-12-04 16:31:02,123] WARNING: Qwen/Qwen2.5-7B-Instruct at http://vllm-qwen-engine-service:80 not healthy! (service_discovery.py:265:vllm_router.service_discovery)'),  # src12#60
    T('other', 'src/vllm_router/services/request_service/request.py:650', 'healthy', 'healthy', '[2025-12-04 16:31:02,123] WARNING: Request 7f3a9c2e-4d10-4b8a-a6c5-e3f1d2a4b6c8 failed on http://10.244.1.23:8000 (attempt 1/3): Server disconnected (request.py:650:vllm_router.services.request_service.request)'),  # src12#61
    T('other', 'src/vllm_router/service_discovery.py:721', 'healthy', 'healthy', '[2025-12-04 16:31:02,123] ERROR: K8s watcher error: (410) Reason: Expired: too old resource version: 123456 (123789) (service_discovery.py:721:vllm_router.service_discovery)'),  # src12#62
    T('other', 'src/vllm_router/service_discovery.py:622', 'healthy', 'healthy', "[2025-12-04 16:31:02,123] ERROR: Failed to get model names from http://10.244.1.23:8000: Cannot connect to host 10.244.1.23:8000 ssl:default [Connect call failed ('10.244.1.23', 8000)] (service_discovery.py:622:vllm_router.service_discovery)"),  # src12#63
    T('other', 'src/vllm_router/services/request_service/request.py:561', 'healthy', 'healthy', '{"error":"Model \'Qwen/Qwen2.5-7B-Instruct\' is temporarily unavailable. Please try again later."}'),  # src12#65
    T('other', 'python/kserve/kserve/protocol/rest/server.py:174', 'exited', 'fatal', '2025-12-04 16:31:02.123 1 kserve ERROR [server.py:run():174] Error loading ASGI app. Could not import module "kserve.protocol.rest.server".'),  # src12#66
    T('other', 'python/huggingfaceserver/health_check.py:51', 'healthy', 'healthy', '2025-12-04 16:31:02.123 1 kserve ERROR [health_check.py:verify_status():51] Readiness Probe: Unhealthy'),  # src12#67
    T('other', 'python/huggingfaceserver/health_check.py:149', 'healthy', 'healthy', '2025-12-04 16:31:02.123 1 kserve ERROR [health_check.py:check_registered_nodes():135] Waiting - Registered nodes count (1) does not match RAY_NODE_COUNT (2).', '2025-12-04 16:31:02.123 1 kserve ERROR [health_check.py:check_registered_nodes():149] Max retries reached. Node count did not match the expected Ray node count.', first=1),  # src12#68
    T('other', 'python/huggingfaceserver/health_check.py:166', 'healthy', 'healthy', '2025-12-04 16:31:02.123 1 kserve ERROR [health_check.py:check_runtime_health():166] Server(http://localhost:8080/v2/health/ready) is not reachable.'),  # src12#69
    T('other', 'python/huggingfaceserver/health_check.py:105', 'healthy', 'healthy', '2025-12-04 16:31:02.123 1 kserve ERROR [health_check.py:check_gpu_usage():105] GPU Usage: Unhealthy - Used: 4.0, Total: 8.0'),  # src12#70
    T('other', 'gpustack/worker/backends/base.py:376', 'model_load_error', 'fatal', "RuntimeError: Failed to load pretrained config. AutoConfig error: The checkpoint you are trying to load has model type `qwen3_next` but Transformers does not recognize this architecture.. Local config.json fallback error: [Errno 2] No such file or directory: '/var/lib/gpustack/cache/huggingface/Qwen/Qwen3-Next-80B-A3B-Instruct/config.json'."),  # src12#72
    T('other', 'gpustack/worker/serve_manager.py:932', 'hang', 'fatal', '2025-12-04 16:31:02,123 - gpustack.worker.serve_manager - WARNING - Model instance qwen3-8b-Xk2a inference health check failed 3 times, updating state to ERROR.'),  # src12#74
    T('other', 'gpustack/worker/serve_manager.py:1869', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - gpustack.worker.serve_manager - INFO - Restarting model instance qwen3-8b-Xk2a (attempt 2) after 20 seconds delay.'),  # src12#75
    T('other', 'gpustack/worker/serve_manager.py:1529', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - gpustack.worker.serve_manager - WARNING - Model instance qwen3-8b-Xk2a is provisioning. Skipping start.'),  # src12#77
    T('vllm', 'lmcache/integration/vllm/vllm_v1_adapter.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=772517) [2025-12-04 16:31:02,402] LMCache ERROR: Request chatcmpl-a45fe9554f56f11bThe number of retrieved tokens is less than the expected number of tokens! This should not happen! (vllm_v1_adapter.py:1032:lmcache.integration.vllm.vllm_v1_adapter)'),  # src12#78
    T('vllm', 'lmcache/integration/vllm/vllm_v1_adapter.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=772517) [2025-12-04 16:31:02,636] LMCache ERROR: The number of tokens is more than the number of blocks.Something might be wrong in scheduling logic! (vllm_v1_adapter.py:381:lmcache.integration.vllm.vllm_v1_adapter)'),  # src12#79
    T('vllm', 'lmcache/integration/vllm/utils.py:68', 'healthy', 'healthy', '(Worker pid=113483) [2025-12-04 16:31:02,268] LMCache INFO: Registering kv caches! (lmcache_mp_connector.py:529:lmcache.integration.vllm.lmcache_mp_connector)', '(Worker pid=113483) [2025-12-04 16:31:02,268] LMCache ERROR: vLLM is not available but tried to query kv cache layout information, cannot get KV cache layout (utils.py:68:lmcache.integration.vllm.utils)', first=1),  # src12#80
    T('other', 'lib/runtime/src/pipeline/network/egress/push_router.rs', 'healthy', 'healthy', '2025-12-04T16:31:02.123456Z ERROR http-request: dynamo_llm::http::service::openai: Failed to generate completions: no instances found for endpoint dynamo/backend/generate'),  # src12#82
    T('other', 'pkg/epp/requestcontrol/director.go', 'healthy', 'healthy', '{"level":"error","ts":"2025-12-04T16:31:02Z","caller":"handlers/server.go:212","msg":"Failed to process request","error":"inference gateway: InferencePoolResourceExhausted - failed to find target pod: failed to run scheduler profile \'default\'"}'),  # src12#83
    T('other', 'pkg/plugins/gateway/algorithms/random.go', 'healthy', 'healthy', 'E1204 16:31:02.123456       1 gateway_req_body.go:88] "error on routing request" err="no pods to forward request" requestID="3f2a1c3d-aa11-4b5e-9c0d-1e2f3a4b5c6d" model="qwen2.5-7b"'),  # src12#84
    T('other', 'pkg/plugins/gateway/algorithms/router.go', 'healthy', 'healthy', 'E1204 16:31:02.123456       1 gateway_req_body.go:88] "error on routing request" err="no ready pods available for fallback" model="qwen2.5-7b"'),  # src12#85
    T('other', 'ray-operator/controllers/ray/rayservice_controller.go', 'healthy', 'healthy', '2025-12-04T16:31:02.123Z\tINFO\tcontrollers.RayService\tSkipping the update of Serve applications because the Ray head Pod is not ready.\t{"RayService": {"name":"qwen-service","namespace":"default"}}'),  # src12#86
    T('other', 'ray-operator/controllers/ray/rayservice_controller.go', 'healthy', 'healthy', '2025-12-04T16:31:02.123Z\tERROR\tcontrollers.RayService\tFailed to check if head Pod is running and ready!\t{"RayService": {"name":"qwen-service","namespace":"default"}, "error": "found 0 head pods for RayCluster qwen-service-raycluster-x7k2p"}'),  # src12#87
    T('other', 'src/ray/rpc/rpc_client.h', 'exited', 'fatal', "[2025-12-04 16:31:02,521 E 3044 30260] rpc_client.h:203: Failed to connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is terminated by `ray stop` or is killed unexpectedly. If it is killed unexpectedly, see the log file gcs_server.out. https://docs.ray.io/en/master/ray-observability/user-guides/configure-logging.html#logging-directory-structure. The program will terminate."),  # src12#88
    T('other', 'python/ray/exceptions.py', 'exited', 'fatal', 'ray.exceptions.WorkerCrashedError: The worker died unexpectedly while executing this task. Check python-core-worker-*.log files for more information.'),  # src12#89
    T('other', 'python/ray/_private/services.py', 'exited', 'fatal', 'ConnectionError: Could not find any running Ray instance. Please specify the one to connect to by setting `--address` flag or `RAY_ADDRESS` environment variable.'),  # src12#90
    T('other', 'pkg/kubelet/kuberuntime/kuberuntime_container.go', 'fatal_signal', 'fatal', '    Last State:     Terminated', '      Reason:       Error', '      Exit Code:    139', first=2),  # src12#91
    T('other', 'src/srun/srun_job.c', 'exited', 'fatal', 'srun: error: Node failure on gpu-node-07'),  # src12#95
    T('other', 'src/srun/srun_job.c', 'exited', 'fatal', 'srun: Force Terminated StepId=4821193.0'),  # src12#96
    T('other', 'src/salloc/salloc.c', 'exited', 'fatal', 'salloc: Job allocation 4821193 has been revoked.'),  # src12#97
    T('other', 'src/plugins/jobacct_gather/common/common_jag.c', 'healthy', 'healthy', 'slurmstepd: error: Exceeded step memory limit at some point.'),  # src12#98
)  # fmt: skip


# Batch 19 (issue 17, round 36's first knowledge pass, read before round 36's logs were: how vLLM and SGLang fail
# under training, RL and evaluation frameworks and in the features they use: sleep mode, weight updates from a
# trainer, collective_rpc, LoRA, structured output, KV connectors for disaggregated prefill, EPLB, the DP
# coordinator; SGLang's weight updates, memory release, PD disaggregation, HiCache; verl, OpenRLHF, TRL, slime;
# 82 lines: 46 read as their sources say before the pass's rules, 52 after; kept: those read right, 11 of them with
# the first fatal line on the earlier line of the burst the pass gave; a bare exception line given alone is no event).
TEMPLATES_19: tuple[Template, ...] = (
    T('vllm', 'vllm/device_allocator/cumem.py', 'cuda_oom', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 17:40:02 [cumem.py:258] Failed to wake up allocator: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62. Rolling back 812 successfully mapped allocations.'),  # src13#0
    T('vllm', 'vllm/device_allocator/cumem.py', 'cuda_oom', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 17:40:02 [cumem.py:258] Failed to wake up allocator: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62. Rolling back 812 successfully mapped allocations.', '(Worker_TP0 pid=2301) ERROR 12-04 17:40:02 [cumem.py:270] Failed to rollback allocation at ptr 139872004096: CUDA Error: invalid argument at /workspace/csrc/cumem_allocator.cpp:88'),  # src13#1
    T('vllm', 'vllm/device_allocator/cumem.py', 'healthy', 'healthy', '(Worker_TP0 pid=2301) INFO 12-04 17:39:58 [cumem.py:205] CuMemAllocator: sleep freed 71.32 GiB memory in total, of which 15.20 GiB is backed up in CPU and the rest 56.12 GiB is discarded directly.'),  # src13#3
    T('sglang', 'python/sglang/srt/model_executor/model_runner.py', 'healthy', 'healthy', '[2025-12-04 17:30:12 TP0] Failed to update parameter online: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3356, unhandled system error. The full weights of the ModelRunner are partially updated. Please discard the whole weights.'),  # src13#4
    T('sglang', 'python/sglang/srt/model_executor/model_runner.py', 'healthy', 'healthy', '[2025-12-04 17:29:50 TP0] Failed to initialize custom process group: The client socket has timed out after 600000ms while trying to connect to (10.0.0.5, 29500)..'),  # src13#5
    T('sglang', 'python/sglang/srt/model_executor/model_runner.py', 'healthy', 'healthy', '[2025-12-04 17:31:00 TP0] Failed to get weights iterator: /ckpt/global_step_120/actor/huggingface (repository not found).'),  # src13#6
    T('sglang', 'python/sglang/srt/model_executor/model_runner.py', 'healthy', 'healthy', '[2025-12-04 17:31:05 TP0] Failed to update weights: Error(s) in loading state_dict: size mismatch for model.embed_tokens.weight.'),  # src13#7
    T('vllm', 'vllm/v1/executor/abstract.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2143) WARNING 12-04 17:41:00 [abstract.py:300] Executor is not sleeping.'),  # src13#9
    T('sglang', 'python/sglang/srt/distributed/device_communicators/mooncake_transfer_engine.py', 'exited', 'fatal', '[2025-12-04 16:31:05 TP0] Mooncake Transfer Engine initialization failed.'),  # src13#12
    T('other', 'csrc/core.cpp', 'cuda_oom', 'fatal', '[torch_memory_saver.cpp] cudaError error: 2 (out of memory) file=csrc/core.cpp func=resume line=182'),  # src13#17
    T('vllm', 'vllm/model_executor/models/utils.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 17:02:10 [core.py:708] EngineCore encountered a fatal error.', 'ValueError: Attempted to assign 1369 + 1369 = 2738 multimodal tokens to 2740 placeholders'),  # src13#18
    T('vllm', 'vllm/entrypoints/openai/api_server.py', 'healthy', 'healthy', '(APIServer pid=2011) WARNING 12-04 16:30:05 [api_server.py:1650] SECURITY WARNING: Development endpoints are enabled! This should NOT be used in production!'),  # src13#20
    T('sglang', 'python/sglang/srt/entrypoints/http_server_engine.py', 'hang', 'fatal', 'TimeoutError: Server failed to start within the timeout period.'),  # src13#24
    T('other', 'trl/scripts/vllm_serve.py', 'healthy', 'healthy', 'RuntimeError: Weight update group already initialized. Call close_communicator first.'),  # src13#25
    T('other', 'trl/scripts/vllm_serve.py', 'healthy', 'healthy', 'RuntimeError: Communicator not initialized. Call `init_communicator` first.'),  # src13#26
    T('other', 'trl/extras/vllm_client.py', 'healthy', 'healthy', 'Exception: Request failed: 500, Internal Server Error'),  # src13#27
    T('vllm', 'vllm/v1/structured_output/backend_guidance.py', 'healthy', 'healthy', 'Warning: Parser Error: token " null" doesn\'t satisfy the grammar; byte \'n\' fails parse; stopping', '(EngineCore_DP0 pid=2143) WARNING 12-04 17:08:05 [backend_guidance.py:86] LLMatcher error: Parser Error: token " null" doesn\'t satisfy the grammar; byte \'n\' fails parse', first=1),  # src13#28
    T('vllm', 'vllm/entrypoints/openai/serving_models.py', 'healthy', 'healthy', '(APIServer pid=2011) ERROR 12-04 17:10:00 [serving_models.py:178] Error with model error=ErrorInfo(message="The lora adapter \'sql-lora\' has already been loaded. If you want to load the adapter in place, set \'load_inplace\' to True.", type=\'InvalidUserInput\', param=None, code=400)'),  # src13#29
    T('vllm', 'vllm/v1/worker/gpu_model_runner.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2143) INFO 12-04 16:31:20 [gpu_model_runner.py:4120] Encoder cache will be initialized with a budget of 16384 tokens, and profiled with 1 image items of the maximum feature size.'),  # src13#31
    T('sglang', 'python/sglang/srt/model_executor/model_runner.py', 'healthy', 'healthy', '[2025-12-04 17:33:10 TP0] update_weights_from_tensor failed: Error(s) in loading weights: shape mismatch for model.layers.0.mlp.experts.w13_weight'),  # src13#32
    T('vllm', 'vllm/distributed/eplb/eplb_state.py', 'healthy', 'healthy', '(Worker_TP0 pid=2301) INFO 12-04 18:07:19 [eplb_state.py:640] Rearranging experts sync mode ...'),  # src13#33
    T('vllm', 'vllm/distributed/eplb/eplb_state.py', 'healthy', 'healthy', '(Worker_TP3 pid=2304) WARNING 12-04 18:07:40 [eplb_state.py:905] Rank 3: EPLB buffer_lock acquire failed, retrying (2/6)'),  # src13#34
    T('sglang', 'python/sglang/srt/disaggregation/mooncake/conn.py', 'healthy', 'healthy', '[2025-12-04 17:20:00 TP0] Failed to get prefill server info: 503, Service Unavailable'),  # src13#36
    T('sglang', 'python/sglang/srt/disaggregation/mooncake/conn.py', 'healthy', 'healthy', '[2025-12-04 17:20:00 TP0] Error fetching prefill info from bootstrap: HTTPConnectionPool(host=\'10.0.0.5\', port=8998): Max retries exceeded with url: /route?engine_rank=0&target_dp_group=0 (Caused by NewConnectionError("<urllib3.connection.HTTPConnection object at 0x7f2c8c0b1a40>: Failed to establish a new connection: [Errno 111] Connection refused"))'),  # src13#37
    T('sglang', 'python/sglang/srt/managers/scheduler_update_weights_mixin.py', 'exited', 'fatal', '[2025-12-04 17:35:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'AssertionError: release_memory_occupation should be called only when server is idle.', first=1),  # src13#38
    T('sglang', 'python/sglang/srt/managers/scheduler_update_weights_mixin.py', 'exited', 'fatal', '[2025-12-04 17:35:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'AssertionError: release_memory_occupation should be called only when no ongoing request.', first=1),  # src13#39
    T('vllm', 'vllm/v1/worker/gpu_worker.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2143) ERROR 12-04 17:50:01 [core.py:780] Invocation of sleep method failed', 'AssertionError: Memory usage increased after sleeping.', first=1),  # src13#40
    T('vllm', 'vllm/distributed/weight_transfer/nccl_engine.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2143) ERROR 12-04 17:52:00 [core.py:780] Invocation of update_weights method failed', 'RuntimeError: NCCL weight transfer not initialized. Call init_transfer_engine() first.', first=1),  # src13#41
    T('vllm', 'vllm/distributed/weight_transfer/nccl_engine.py', 'healthy', 'healthy', 'ValueError: `shapes` should be of the same size as `names`: got 311 and 312'),  # src13#42
    T('vllm', 'vllm/v1/engine/core_client.py', 'hang', 'fatal', '(ApiServer_0 pid=25528)     raise TimeoutError(', 'TimeoutError: Timed out waiting for engines to send initial message on input socket.', first=1),  # src13#43
    T('other', 'slime/backends/sglang_utils/sglang_engine.py', 'exited', 'fatal', '(SGLangEngine pid=48102) [2025-12-04 16:31:02] Received sigquit from a child process. It usually means the child failed.', '(SGLangEngine pid=48102) Exception: Server process terminated unexpectedly.'),  # src13#45
    T('other', 'slime/backends/sglang_utils/sglang_engine.py', 'healthy', 'healthy', "(SGLangEngine pid=48102) Error flushing cache: HTTPConnectionPool(host='10.0.0.5', port=15000): Read timed out. (read timeout=None)"),  # src13#47
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_engine.py', 'healthy', 'healthy', "(Worker_TP0 pid=2301) ERROR 12-04 17:40:10 [p2p_nccl_engine.py:502] 🔴Send Tensor, Peer Out Of Memory/Threshold, 10.0.0.5:21001 👉 10.0.0.6:22001, MyRank:0, data:{'cmd': 'PUT', 'tensor_id': 'cmpl-7f3a#model.layers.0.self_attn.attn', 'shape': torch.Size([2, 64, 16, 8, 128]), 'dtype': 'bfloat16'}, tensor:torch.Size([2, 64, 16, 8, 128]), size:0.031250GB, response:1"),  # src13#51
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_engine.py', 'healthy', 'healthy', "(Worker_TP0 pid=2401) WARNING 12-04 17:40:10 [p2p_nccl_engine.py:392] 🔴[PUT]Recv Tensor, Out Of Memory, 10.0.0.6:22001👈10.0.0.5:21001, data:{'cmd': 'PUT', 'tensor_id': 'cmpl-7f3a#model.layers.0.self_attn.attn', 'shape': [2, 64, 16, 8, 128], 'dtype': 'bfloat16'}"),  # src13#52
    T('vllm', 'vllm/entrypoints/openai/api_server.py', 'healthy', 'healthy', '(APIServer pid=2011) WARNING 12-04 16:30:05 [api_server.py:1285] LoRA dynamic loading & unloading is enabled in the API server. This should ONLY be used for local development!'),  # src13#53
    T('sglang', 'python/sglang/srt/mem_cache/storage/backend_factory.py', 'model_load_error', 'fatal', "ImportError: Failed to import backend 'my_store' from 'my_pkg.store': No module named 'my_pkg'", "[2025-12-04 16:31:05 TP0] Failed to create dynamic storage backend 'my_store': No module named 'my_pkg'"),  # src13#56
    T('other', 'verl/workers/rollout/vllm_rollout/vllm_async_server.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:31:02 [core.py:708] EngineCore failed to start.', 'AssertionError: instance_id: verl_ns:d7a1WorkerDict:2:1 has 4 actors, but vllm_dp_size: 2 * vllm_tp_size: 4 = 8 is expected.'),  # src13#61
    T('other', 'openrlhf/trainer/ray/vllm_worker_wrap.py', 'exited', 'fatal', '(LLMRayActor pid=48102) ERROR 12-04 17:45:00 [multiproc_executor.py:1097] WorkerProc failed.', 'AssertionError: mismatch dtype: src torch.float32, dst torch.bfloat16'),  # src13#62
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'healthy', 'healthy', '(Worker_DP0_EP0 pid=2823482) ERROR 10-16 17:22:56 [nixl_connector.py:815] RuntimeError: Remote NIXL agent engine ID mismatch. Expected 46126a31-6b81-435d-a116-e3e34a76ded3_dp0,received 96b1c4ff-9edf-4d21-b7cf-975a5f441d03_dp0.'),  # src13#63
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'healthy', 'healthy', '(Worker_DP0_EP0 pid=2823482) ERROR 10-16 17:22:56 [nixl_connector.py:815] RuntimeError: Remote NIXL agent engine ID mismatch. Expected 46126a31-6b81-435d-a116-e3e34a76ded3_dp0,received 96b1c4ff-9edf-4d21-b7cf-975a5f441d03_dp0.', '(Worker_DP0_EP0 pid=2823482) ERROR 10-16 17:22:56 [nixl_connector.py:827] Handshake failed for request chatcmpl-9f3c1a7e2b', first=1),  # src13#64
    T('sglang', 'python/sglang/srt/disaggregation/decode.py', 'healthy', 'healthy', "[2025-12-04 17:12:03 TP0] Decode handshake failed for request rank=0 decode_req.req.rid='9b1f3c0e' decode_req.req.bootstrap_room=6402415323891 with exception KVTransferError(bootstrap_room=6402415323891): Failed to get kvcache from prefill instance, it might be dead"),  # src13#65
    T('vllm', 'vllm/multimodal/processing.py', 'healthy', 'healthy', 'RuntimeError: Expected there to be 1 prompt updates corresponding to 1 image items, but instead found 0 prompt updates! This is likely because you forgot to include input placeholder tokens (e.g., `<image>`, `<|image_pad|>`) in the prompt. If the model has a chat template, make sure you have applied it before calling `LLM.generate`.'),  # src13#66
    T('vllm', 'vllm/config/parallel.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for ParallelConfig', "  Value error, enable_expert_parallel must be True to use EPLB. [type=value_error, input_value=ArgsKwargs((), {'enable_eplb': True, ...}), input_type=ArgsKwargs]"),  # src13#69
    T('vllm', 'vllm/config/parallel.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for ParallelConfig', "  Value error, EPLB requires tensor_parallel_size or data_parallel_size to be greater than 1, but got TP=1 and DP=1. [type=value_error, input_value=ArgsKwargs((), {'enable_eplb': True, ...}), input_type=ArgsKwargs]"),  # src13#70
    T('vllm', 'vllm/config/parallel.py', 'exited', 'fatal', 'pydantic_core._pydantic_core.ValidationError: 1 validation error for ParallelConfig', "  Value error, Expert parallelism load balancing is only supported on CUDA devices or ROCm devices now. [type=value_error, input_value=ArgsKwargs((), {'enable_eplb': True, ...}), input_type=ArgsKwargs]"),  # src13#71
    T('other', 'slime/router/router.py', 'healthy', 'healthy', 'ERROR:    Exception in ASGI application', 'AssertionError: No workers available', first=1),  # src13#73
    T('other', 'slime/router/router.py', 'healthy', 'healthy', 'ERROR:    Exception in ASGI application', 'httpx.ConnectError: All connection attempts failed', first=1),  # src13#74
    T('vllm', 'vllm/v1/engine/core_client.py', 'healthy', 'healthy', 'Exception: Call to collective_rpc method failed: The client socket has timed out after 300000ms while trying to connect to (10.129.30.85, 29501)'),  # src13#75
    T('other', 'mooncake-transfer-engine/src/transport/rdma_transport/rdma_endpoint.cpp', 'healthy', 'healthy', 'E1204 17:12:00.123456 48211 rdma_endpoint.cpp:245] [Handshake] Failed to modify QP to RTR, check mtu, gid, peer lid, peer qp num: Invalid argument [22]'),  # src13#76
    T('vllm', 'vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'port_in_use', 'fatal', 'Exception in thread nixl_handshake_listener:', 'Traceback (most recent call last):', "zmq.error.ZMQError: Address already in use (addr='tcp://10.0.0.5:5600')", first=2),  # src13#78
    T('vllm', 'vllm/v1/worker/gpu_model_runner.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 17:02:10 [core.py:708] EngineCore encountered a fatal error.', 'AssertionError: Encoder cache miss for 7c1d9e3fa2b84d05a1f0c6e2d9b3a7f41e5c8d2b6a09f3e7c4d1b8a2f5e6c9d0.'),  # src13#79
    T('vllm', 'vllm/device_allocator/cumem.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2143) ERROR 12-04 16:31:02 [core.py:708] EngineCore failed to start.', 'AssertionError: Expandable segments are not compatible with memory pool. Please track https://github.com/pytorch/pytorch/issues/147851 for the latest updates.'),  # src13#81
)  # fmt: skip


# Batch 20 (issue 17, round 36's second knowledge pass, read before round 36's logs were: vLLM on ROCm, Ascend,
# Gaudi, TPU, XPU and CPU, and the runtime messages of those stacks; 87 lines: 45 read as their sources say before
# the pass's rules, 49 after; kept: those read right).
TEMPLATES_20: tuple[Template, ...] = (
    T('vllm', 'vllm/platforms/rocm.py', 'healthy', 'healthy', 'RuntimeError: amdsmi did not return valid GCN arch'),  # src14#1
    T('vllm', 'vllm/platforms/rocm.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [rocm.py:163] Failed to get GCN arch via amdsmi, falling back to torch.cuda. This will initialize CUDA and may cause issues if CUDA_VISIBLE_DEVICES is not set yet.'),  # src14#2
    T('vllm', 'vllm/platforms/rocm.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [rocm.py:40] Failed to import from amdsmi with ModuleNotFoundError("No module named \'amdsmi\'")'),  # src14#5
    T('vllm', 'vllm/platforms/rocm.py', 'healthy', 'healthy', "WARNING 12-04 16:31:02 [rocm.py:50] Failed to import from vllm._rocm_C with ImportError('libamdhip64.so.6: cannot open shared object file: No such file or directory')"),  # src14#6
    T('vllm', 'vllm/platforms/rocm.py', 'healthy', 'healthy', "INFO 12-04 16:31:02 [rocm.py:456] Found incompatible backend(s) [ROCM_AITER_FA] with AttentionType.DECODER. Overriding with ROCM_ATTN out of potential backends: ['ROCM_ATTN', 'TRITON_ATTN']."),  # src14#8
    T('vllm', 'vllm/platforms/rocm.py', 'healthy', 'healthy', 'ERROR 12-04 16:31:02 [rocm.py:560] AMD 1 hop XGMI detection failed.'),  # src14#9
    T('vllm', 'vllm/platforms/rocm.py', 'healthy', 'healthy', 'ERROR 12-04 16:31:02 [rocm.py:585] amdsmi device uuid query failed '),  # src14#10
    T('vllm', 'vllm/platforms/rocm.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [rocm.py:661] Using AWQ quantization with ROCm, but VLLM_USE_TRITON_AWQ is not set, enabling VLLM_USE_TRITON_AWQ.'),  # src14#11
    T('vllm', 'vllm/platforms/rocm.py', 'model_load_error', 'fatal', "ValueError: Model architecture 'MambaForCausalLM' is not supported by ROCm for now."),  # src14#12
    T('vllm', 'vllm/platforms/xpu.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [xpu.py:190] Flash Attention on XPU does not support float32 dtype. Falling back to Triton Attention backend.'),  # src14#13
    T('vllm', 'vllm/platforms/xpu.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [xpu.py:182] Flash Attention on XPU does not support multimodal prefix-LM attention. Falling back to Triton Attention backend.'),  # src14#14
    T('vllm', 'vllm/platforms/xpu.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [xpu.py:300] XPU Graph is not supported in the current PyTorch version, disabling cudagraph_mode.'),  # src14#16
    T('vllm', 'vllm/platforms/xpu.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [xpu.py:325] VLLM_XPU_GRAPH_FORCE_PIECEWISE=0 requested full graph mode FULL_AND_PIECEWISE, but this runtime cannot capture FlashAttention into a SYCL Graph (needs oneAPI 2026.0+; torch.version.xpu=20250101). Falling back to PIECEWISE to avoid the work_group_scratch_memory SYCL Graph error. Upgrade the base image or use TRITON_ATTN for FULL mode.'),  # src14#17
    T('vllm', 'vllm/platforms/cpu.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [cpu.py:118] Environment variable VLLM_CPU_KVCACHE_SPACE (GiB) for CPU backend is not set, using 4 by default.'),  # src14#21
    T('vllm', 'vllm/platforms/cpu.py', 'healthy', 'healthy', "WARNING 12-04 16:31:02 [cpu.py:105] CPU backend doesn't support fp8_e4m3 KV cache type, cast to fp8_e5m2."),  # src14#24
    T('vllm', 'vllm/platforms/cpu.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [cpu.py:128] ray is not supported on CPU, fallback to mp distributed executor backend.'),  # src14#25
    T('vllm', 'vllm/platforms/cpu.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [cpu.py:175] Pin memory is not supported on CPU.'),  # src14#26
    T('vllm', 'tpu_inference/worker/tpu_worker.py', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=2143) INFO 12-04 16:31:02 [tpu_worker.py:420] Memory statistics | total_hbm_limit_gb=32.0GiB | total_hbm_limit_cap_gb=28.8GiB | total_hbm_used_gb=29.8GiB | total_hbm_avail_gb=-1.0GiB', 'ValueError: total_hbm_used_gb=29.8GiB exceeds total_hbm_limit_cap_gb=28.8GiB by 1.0GiB. Please consider increasing --gpu-memory-utilization from 0.9 to a larger value.', first=1),  # src14#27
    T('vllm', 'openxla/xla (XLA TPU compiler, as surfaced by JAX in tpu-inference)', 'cuda_oom', 'fatal', 'jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used 35.56G of 31.25G hbm. Exceeded hbm capacity by 4.32G.'),  # src14#29
    T('vllm', 'openxla/xla (XLA TPU runtime)', 'cuda_oom', 'fatal', 'RESOURCE_EXHAUSTED: TPU TensorCore Hbm usage: 34.82G, SparseCore Hbm usage 174.10G, exceeding available bytes: 95.74G'),  # src14#30
    T('vllm', 'openxla/xla (XLA TPU runtime)', 'cuda_oom', 'fatal', "ValueError: Allocation (size=21474836480) would exceed memory (size=17179869184) :: #allocation14167 [shape = 'bf16[8,65536,4096]{2,1,0:T(8,128)(2,1)}', space=hbm, size = 0xffffffffffffffff, tag = 'output of fusion.142']"),  # src14#31
    T('vllm', 'openxla/xla (Mosaic TPU kernels)', 'cuda_oom', 'fatal', 'jax.errors.JaxRuntimeError: RESOURCE_EXHAUSTED: Ran out of memory in memory space vmem. Used 44.05M of 32.00M vmem. Exceeded vmem capacity by 12.05M.'),  # src14#32
    T('vllm', 'vllm/v1/worker/cpu_worker.py', 'healthy', 'healthy', 'ERROR 12-04 16:31:02 [cpu_worker.py:245] Auto thread-binding failed: no available NUMA nodes with allowed CPUs. Please try to bind threads manually.'),  # src14#33
    T('vllm', 'vllm/v1/worker/cpu_worker.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [cpu_worker.py:120] Auto thread-binding failed due to the inability to detect numa nodes. To get better performance, please try to manually bind threads.'),  # src14#34
    T('vllm', 'vllm/v1/worker/cpu_worker.py', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [cpu_worker.py:126] Auto thread-binding failed due to the lack of package numa and psutil. To get better performance, please try to manually bind threads.'),  # src14#35
    T('vllm', 'vllm/v1/worker/cpu_worker.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=25) INFO 12-14 20:43:07 [cpu_worker.py:192] auto thread-binding list (id, physical core): [(2, 0), (3, 1)]', 'get_mempolicy: Operation not permitted', first=1),  # src14#37
    T('vllm', 'vllm_gaudi/extension/bucketing/common.py:295', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [common.py:295] Prompt bucket for (1, 9216, 0) was not prepared. Adding new bucket: (1, 9344, 0)'),  # src14#39
    T('vllm', 'vllm_gaudi/extension/bucketing/common.py:321', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [common.py:321] Decode bucket for (48, 1, 1536) was not prepared. Adding new bucket: (64, 1, 1536)'),  # src14#40
    T('vllm', 'vllm_gaudi/v1/worker/hpu_model_runner.py:3643', 'healthy', 'healthy', "WARNING 12-04 16:31:02 [hpu_model_runner.py:3643] Configuration: ('decode', 48, 1, 1536) was not warmed-up!"),  # src14#43
    T('vllm', 'vllm_gaudi/v1/worker/hpu_worker.py:763', 'healthy', 'healthy', "WARNING 12-04 16:31:02 [hpu_worker.py:763] [decode] graph compilation detected: [('TotalNumber', 2), ('TotalTime', 1843211)]"),  # src14#44
    T('vllm', 'vllm_gaudi/v1/worker/hpu_model_runner.py:6239', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [hpu_model_runner.py:6239] Cannot use PT_COMPILE_ONLY_MODE. Warmup time will be negatively impacted. Please update Gaudi Software Suite.'),  # src14#45
    T('vllm', 'vllm_gaudi/v1/worker/hpu_model_runner.py:5329', 'cuda_oom', 'fatal', 'RuntimeError: HPU out of memory occurred when warming up pooler with bs=64, query_len=512, total_tokens=32768. Try lowering max_num_seqs or warmup bucket sizes.'),  # src14#46
    T('vllm', 'vllm_gaudi/platform.py:222', 'healthy', 'healthy', "WARNING 12-04 16:31:02 [platform.py:222] On HPU, VLLM_WORKER_MULTIPROC_METHOD=fork might cause application hangs on exit. Setting VLLM_WORKER_MULTIPROC_METHOD to 'spawn'. To override that behavior, please set VLLM_WORKER_MULTIPROC_METHOD=fork explicitly."),  # src14#50
    T('vllm', 'vllm_gaudi/platform.py:230', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [platform.py:230] The HPU backend currently does not support torch.float16. Using bfloat16 instead.'),  # src14#51
    T('vllm', 'HabanaAI/vllm-fork (habana_frameworks PT bridge, as printed in HPU worker logs)', 'cuda_oom', 'fatal', 'RuntimeError: [Rank:0] FATAL ERROR :: MODULE:PT_DEVMEM Allocation failed for size::1073741824 (1024)MB'),  # src14#53
    T('vllm', 'vllm_ascend/worker/worker.py:1101', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [worker.py:1101] query NPU card 3 timeout.'),  # src14#56
    T('vllm', 'vllm_ascend/worker/worker.py:1103', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [worker.py:1103] npu-smi tool not found.'),  # src14#57
    T('vllm', 'vllm_ascend/worker/worker.py:1105', 'healthy', 'healthy', "ERROR 12-04 16:31:02 [worker.py:1105] query NPU card 3 fail: [Errno 13] Permission denied: 'npu-smi'"),  # src14#58
    T('vllm', 'vllm_ascend/worker/worker.py:805', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [worker.py:805] Bind cpus failed in rank0: [Errno 1] Operation not permitted Skip binding cpu.'),  # src14#59
    T('vllm', 'vllm_ascend/worker/worker.py:111', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [worker.py:111] COMPILE_CUSTOM_KERNELS is set to False. In most scenarios, without custom kernels, vllm-ascend will not function correctly.'),  # src14#60
    T('vllm', 'tpu_inference/runner/compilation_manager.py:210', 'cuda_oom', 'fatal', 'RuntimeError: Compilation failed: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used 33.10G of 31.25G hbm. Exceeded hbm capacity by 1.85G.\nHint: if you are seeing memory errors or stack overflows during parallel precompilation, try lowering NUM_PRECOMPILE_WORKERS (e.g. NUM_PRECOMPILE_WORKERS=1 runs all compilations sequentially in the main thread).'),  # src14#66
    T('vllm', 'tpu_inference/core/core_tpu.py:344', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [core_tpu.py:344] Running out of blocks in decode engine! '),  # src14#70
    T('vllm', 'tpu_inference/models/common/model_loader.py:676', 'healthy', 'healthy', "WARNING 12-04 16:31:02 [model_loader.py:676] Model architectures ['Glm4MoeForCausalLM'] not registered in tpu-inference. Falling back to vLLM-native Pytorch definition. JAX-native architectures: ['LlamaForCausalLM', 'Qwen3ForCausalLM']"),  # src14#71
    T('vllm', 'tpu_inference/runner/tpu_runner.py:928', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [tpu_runner.py:928] Physical mesh creation failed (shape=(1, 8), devices=8). Falling back to logical reshape. Error: Number of devices 8 must equal the product of mesh_shape'),  # src14#72
    T('vllm', 'tpu_inference/platforms/tpu_platform.py:429', 'healthy', 'healthy', 'WARNING 12-04 16:31:02 [tpu_platform.py:429] TPU does not support running Multimodal models without setting `--disable_chunked_mm_input`. If you are serving a multimodal model, please explicitly add the `--disable-chunked-mm-input` flag to your server command to avoid execution failures.'),  # src14#73
    T('vllm', 'ROCm/pytorch (c10/hip, PyTorch on ROCm error text)', 'cuda_illegal_memory_access', 'fatal', 'HIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.', 'For debugging consider passing AMD_SERIALIZE_KERNEL=3', 'Compile with `TORCH_USE_HIP_DSA` to enable device-side assertions.', 'RuntimeError: HIP error: an illegal memory access was encountered', first=3),  # src14#75
    T('vllm', 'ROCm/pytorch (c10/hip, PyTorch on ROCm error text)', 'cuda_oom', 'fatal', 'HIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.', 'For debugging consider passing AMD_SERIALIZE_KERNEL=3', 'RuntimeError: HIP error: out of memory', first=2),  # src14#76
    T('vllm', 'ROCm/pytorch (aten/src/ATen/hip, hipBLASLt path)', 'cuda_error', 'fatal', 'RuntimeError: CUDA error: HIPBLAS_STATUS_NOT_SUPPORTED when calling `hipblasLtMatmulAlgoGetHeuristic(ltHandle, computeDesc.descriptor(), Adesc.descriptor(), Bdesc.descriptor(), Cdesc.descriptor(), Cdesc.descriptor(), preference.descriptor(), 1, &heuristicResult, &returnedResult)`'),  # src14#77
    T('vllm', 'jax-ml/jax + libtpu (TPU backend init)', 'exited', 'fatal', "RuntimeError: Unable to initialize backend 'tpu': UNKNOWN: TPU initialization failed: Failed to establish SliceBuilder grpc channel to 10.130.0.12:8471."),  # src14#79
)  # fmt: skip


# Batch 21 (issue 17, round 36's third knowledge pass, read before round 36's logs were: llama.cpp's non-CUDA
# backends, TGI v3, LMDeploy, llama-swap; 24 lines, 18 read as their sources say, no rule added; kept: those read
# right, 18).
TEMPLATES_21: tuple[Template, ...] = (
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp', 'cuda_error', 'fatal', '  what():  vk::Queue::submit: ErrorDeviceLost', "terminate called after throwing an instance of 'vk::DeviceLostError'"),  # src15#0
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp:7461', 'healthy', 'healthy', 'ggml_vulkan: No devices found.'),  # src15#1
    T('llamacpp', 'ggml/src/ggml-sycl/common.hpp:93', 'cuda_error', 'fatal', 'Native API failed. Native API returns: -5 (PI_ERROR_OUT_OF_RESOURCES) -5 (PI_ERROR_OUT_OF_RESOURCES)', 'Exception caught at file:/llama.cpp/ggml/src/ggml-sycl/ggml-sycl.cpp, line:3300, func:operator()'),  # src15#2
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu:102', 'cuda_oom', 'fatal', '  current device: 0, in function ggml_cuda_pool_malloc at /llama.cpp/ggml/src/ggml-cuda/ggml-cuda.cu:390', 'ROCm error: out of memory', first=1),  # src15#4
    T('llamacpp', 'tools/server/server.cpp', 'healthy', 'healthy', 'slot update_slots: id  0 | task 123 | input truncated, n_ctx = 4096, n_keep = 0, n_left = 4096, n_prompt_tokens = 2048'),  # src15#6
    T('llamacpp', 'tools/server/server.cpp', 'healthy', 'healthy', 'slot update_slots: id  0 | task 0 | failed to decode the batch, n_batch = 2048, ret = 1'),  # src15#7
    T('tgi', 'router/src/validation.rs', 'context_length_exceeded', 'finding', '2025-12-04T16:31:02.123Z ERROR compat_generate{default_return_full_text=true}:generate{parameters=GenerateParameters { }}: text_generation_router::infer: router/src/infer/mod.rs:126: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 4000 `inputs` tokens and 500 `max_new_tokens`'),  # src15#9
    T('tgi', 'backends/v3/src/lib.rs:181', 'cuda_oom', 'fatal', 'Error: Backend(NotEnoughMemory(4096))'),  # src15#10
    T('lmdeploy', 'lmdeploy/pytorch/engine/engine.py:448', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - WARNING - engine.py:448 - session[3]: num tokens is larger than max session len 32768. Update max_new_tokens=512.'),  # src15#11
    T('lmdeploy', 'lmdeploy/pytorch/engine/engine_loop.py:478', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - WARNING - engine_loop.py:478 - no next prefill running request, Maybe cache is full, free gpu cache blocks: 0, total gpu cache blocks: 1024'),  # src15#12
    T('lmdeploy', 'lmdeploy/pytorch/engine/executor/base.py:402', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - WARNING - base.py:402 - No enough memory. Update max_prefill_token_num=4096'),  # src15#13
    T('lmdeploy', 'lmdeploy/pytorch/engine/mp_engine/zmq_engine.py:223', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - WARNING - zmq_engine.py:223 - MP process did not terminate in time, force killing.'),  # src15#15
    T('lmdeploy', 'lmdeploy/serve/core/exceptions.py:41', 'context_length_exceeded', 'finding', 'The request exceeds the model context length.'),  # src15#17
    T('llama-swap', 'internal/process/process_command.go:266', 'healthy', 'healthy', '[qwen-8b] could not be started in stopping state'),  # src15#18
    T('lmdeploy', 'lmdeploy/pytorch/engine/executor/base.py:400', 'cuda_oom', 'fatal', 'RuntimeError: No enough gpu memory for runtime.'),  # src15#20
    T('lmdeploy', 'lmdeploy/pytorch/engine/executor/base.py:358', 'cuda_oom', 'fatal', 'AssertionError: No enough gpu memory for state cache. Please reduce max_batch_size.'),  # src15#21
    T('lmdeploy', 'lmdeploy/pytorch/engine/mp_engine/ray_engine.py:214', 'healthy', 'healthy', '2025-12-04 16:31:02,123 - lmdeploy - ERROR - ray_engine.py:214 - Ray MP stream startup failed before init: func=stream_infer.'),  # src15#22
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu:222', 'healthy', 'healthy', 'ggml_cuda_init: failed to initialize ROCm: no ROCm-capable device is detected'),  # src15#23
)  # fmt: skip


# Batch 22 (issue 17, round 38's knowledge pass src16, written while round 38's collectors worked and read after
# its logs were measured: TensorRT-LLM's PyTorch executor and trtllm-serve, Dynamo, llm-d, AIBrix, mistral.rs,
# TabbyAPI/ExLlamaV2-V3, Aphrodite, LightLLM, MLC-LLM, DeepSpeed-MII/FastGen, KServe; 101 lines: 84 read as their
# sources say before the pass's rules, 89 after, and 5 more where the classifier's first fatal line is the context line
# that names the failure first (the burst rule); kept: those read right, 94).
TEMPLATES_22: tuple[Template, ...] = (
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/hang_detector.py', 'hang', 'fatal', '[12/05/2026-12:41:07] [TRT-LLM] [RANK 0] [E] Hang detected after 300 seconds.'),  # src16#1
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/hang_detector.py', 'hang', 'fatal', '[12/05/2026-12:41:07] [TRT-LLM] [RANK 0] [E] Hang detected after 300 seconds.', '[12/05/2026-12:41:08] [TRT-LLM] [RANK 0] [E] HangDetector: self-SIGKILL; relying on the launcher to propagate to peer ranks.'),  # src16#2
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'cuda_illegal_memory_access', 'fatal', 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.12/dist-packages/tensorrt_llm/_torch/pyexecutor/py_executor.py", line 1873, in _forward_step', '[12/05/2026-12:22:31] [TRT-LLM] [RANK 0] [E] Encountered an error in forward function: CUDA error: an illegal memory access was encountered', first=2),  # src16#3
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'cuda_oom', 'fatal', '[12/05/2026-12:22:31] [TRT-LLM] [RANK 1] [E] Encountered an error in forward function: CUDA out of memory. Tried to allocate 3.91 GiB. GPU 1 has a total capacity of 79.19 GiB of which 1.02 GiB is free. Including non-PyTorch memory, this process has 78.16 GiB memory in use.'),  # src16#4
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'device_side_assert', 'fatal', '/opt/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:111: operator(): block: [0,0,0], thread: [32,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.', '[12/05/2026-12:22:31] [TRT-LLM] [RANK 0] [E] Encountered an error in forward function: CUDA error: device-side assert triggered'),  # src16#5
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'cuda_error', 'fatal', '[12/05/2026-12:22:31] [TRT-LLM] [RANK 0] [E] Encountered an error in forward function: [TensorRT-LLM][ERROR] CUDA runtime error in cudaMemcpyAsync(dst, src, size, cudaMemcpyDefault, stream): unspecified launch failure (/src/tensorrt_llm/cpp/tensorrt_llm/runtime/bufferManager.cpp:157)'),  # src16#6
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor_creator.py', 'cuda_oom', 'fatal', '    raise RuntimeError(explanation) from e', 'RuntimeError: Executor creation failed due to insufficient GPU memory.', first=1),  # src16#8
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor_creator.py', 'nccl_error', 'fatal', "[TensorRT-LLM][ERROR] Failed, NCCL error /src/tensorrt_llm/cpp/tensorrt_llm/plugins/common/plugin.cpp:96 'unhandled cuda error (run with NCCL_DEBUG=INFO for details)'", 'RuntimeError: Executor creation failed with an error which might indicate insufficient GPU memory.'),  # src16#9
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor_creator.py', 'healthy', 'healthy', '[12/05/2026-12:00:41] [TRT-LLM] [W] Disable overlap scheduler for speculation mode DRAFT_TARGET'),  # src16#11
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor_creator.py', 'healthy', 'healthy', '[12/05/2026-12:00:41] [TRT-LLM] [W] KV cache reuse for MLA can only be enabled on SM90/SM100/SM120, disable enable_block_reuse for SM89'),  # src16#12
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/py_executor.py', 'healthy', 'healthy', "[12/05/2026-12:00:55] [TRT-LLM] [W] Invalid TRTLLM_BENCHMARK_DISAGG_FILL_STALL_SEC='ten'; using 600s"),  # src16#13
    T('trtllm', 'cpp/tensorrt_llm/batch_manager/kvCacheManager.cpp', 'cuda_oom', 'fatal', '[TensorRT-LLM][INFO] Using 693 tokens in paged KV cache.', '[TensorRT-LLM][ERROR] maxTokensInPagedKvCache must be large enough to process at least 1 sequence to completion (i.e. must be larger than beam_width * tokensPerBlock * maxBlocksPerSeq)', first=1),  # src16#14
    T('trtllm', 'cpp/tensorrt_llm/plugins/gptAttentionPlugin/gptAttentionPlugin.cpp', 'fatal_signal', 'fatal', "terminate called after throwing an instance of 'tensorrt_llm::common::TllmException'"),  # src16#15
    T('trtllm', 'cpp/include/tensorrt_llm/common/cudaUtils.h', 'cuda_illegal_instruction', 'fatal', 'RuntimeError: [TensorRT-LLM][ERROR] CUDA runtime error in cudaStreamSynchronize(mStream->get()): an illegal instruction was encountered (/src/tensorrt_llm/cpp/tensorrt_llm/runtime/cudaStream.h:87)'),  # src16#16
    T('trtllm', 'cpp/include/tensorrt_llm/common/cudaUtils.h', 'no_kernel_image', 'fatal', 'RuntimeError: [TensorRT-LLM][ERROR] CUDA runtime error in cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem_size): no kernel image is available for execution on the device (/src/tensorrt_llm/cpp/tensorrt_llm/kernels/mixtureOfExperts/moe_kernels.cu:1452)'),  # src16#17
    T('trtllm', 'cpp/tensorrt_llm/common/mpiUtils.cpp', 'nccl_error', 'fatal', "[TensorRT-LLM][ERROR] Failed, NCCL error /src/tensorrt_llm/cpp/tensorrt_llm/runtime/ncclCommunicator.cpp:60 'unhandled system error (run with NCCL_DEBUG=INFO for details)'"),  # src16#18
    T('trtllm', 'cpp/tensorrt_llm/runtime/tllmRuntime.cpp', 'model_load_error', 'fatal', '[TensorRT-LLM][ERROR] IRuntime::deserializeCudaEngine: Error Code 6: API Usage Error (The engine plan file is not compatible with this version of TensorRT, expecting library version 10.11.0.33 got 10.9.0.34, please rebuild.)'),  # src16#19
    T('trtllm', 'tensorrt_llm/_torch/models/modeling_auto.py', 'model_load_error', 'fatal', 'ValueError: Unknown architecture for AutoModelForCausalLM: Glm4vMoeForConditionalGeneration'),  # src16#20
    T('trtllm', 'tensorrt_llm/executor/proxy.py', 'exited', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/tensorrt_llm/executor/proxy.py", line 332, in _start_executor_workers', '    raise RuntimeError(', 'RuntimeError: Executor worker returned error', first=2),  # src16#21
    T('trtllm', 'tensorrt_llm/_torch/pyexecutor/hang_detector.py', 'exited', 'fatal', '[TRT-LLM] [E] [_torch][RANK 3] Executor loop crashed on this rank; hard-killing all 4 ranks in 9.99951s (peers cannot make progress without this rank)'),  # src16#22
    T('trtllm', 'tensorrt_llm/llmapi/llm.py', 'context_length_exceeded', 'finding', 'ValueError: The sum of prompt length (9351.0), query length (0) should not exceed max_num_tokens (8192)'),  # src16#23
    T('trtllm', 'tensorrt_llm/llmapi/llm.py', 'context_length_exceeded', 'finding', 'ValueError: The sum of prompt length (32768.0), query length (0) and max_tokens (1024) should not exceed max_seq_len (32768)'),  # src16#24
    T('trtllm', 'cpp/tensorrt_llm/batch_manager/trtGptModelInflightBatching.cpp', 'context_length_exceeded', 'finding', '[TensorRT-LLM][ERROR] Cannot process new request: Prompt length (5056) exceeds maximum input length (4096).'),  # src16#25
    T('trtllm', 'cpp/tensorrt_llm/thop/attentionOp.cpp', 'healthy', 'healthy', '[TensorRT-LLM][WARNING] Attention workspace size is not enough, increase the size from 0 bytes to 67462144 bytes'),  # src16#26
    T('trtllm', 'cpp/tensorrt_llm/batch_manager/kvCacheManager.cpp', 'healthy', 'healthy', '[TensorRT-LLM][WARNING] [kv cache manager] storeContextBlocks: Can not find sequence for request 2049'),  # src16#27
    T('trtllm', 'uvicorn/server.py', 'port_in_use', 'fatal', 'INFO:     Waiting for application startup.', 'INFO:     Application startup complete.', "ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): address already in use", first=2),  # src16#28
    T('trtllm', 'jobs.c', 'killed_oom_host', 'fatal', '[12/05/2026-12:01:33] [TRT-LLM] [I] Loading weights from /models/Qwen3-32B', '/opt/run_trtllm.sh: line 14:  2871 Killed                  trtllm-serve /models/Qwen3-32B --backend pytorch --tp_size 2 --extra_llm_api_options /cfg/eagle3.yml', first=1),  # src16#29
    T('other', 'components/src/dynamo/trtllm/request_handlers/handler_base.py', 'cuda_illegal_memory_access', 'fatal', '2026-12-05T12:14:50.902Z ERROR handler_base.generate_locally: Fatal RuntimeError in request 5d0c9a6e-2f4b-4d51-9a3e-1c7f0b2e8d41: [TensorRT-LLM][ERROR] CUDA runtime error in cudaMemcpyAsync(dst, src, size, cudaMemcpyDefault, stream): an illegal memory access was encountered (/src/tensorrt_llm/cpp/tensorrt_llm/runtime/bufferManager.cpp:157)'),  # src16#31
    T('other', 'components/src/dynamo/trtllm/request_handlers/handler_base.py', 'context_length_exceeded', 'finding', '2026-12-05T12:15:03.117Z  WARN handler_base.generate_locally: Request 3b7e2c91-0d4a-4f6e-8a52-7c1d9e0b4f23 error: The sum of prompt length (40960.0), query length (0) should not exceed max_num_tokens (8192)'),  # src16#32
    T('other', 'components/src/dynamo/trtllm/request_handlers/handler_base.py', 'healthy', 'healthy', '2026-12-05T12:15:03.117Z  WARN handler_base.generate_locally: Request 0f9d4e7a-5c2b-4b8e-a1d3-6e2f8c0b9a15 error: Request was cancelled'),  # src16#33
    T('other', 'components/src/dynamo/vllm/handlers.py', 'exited', 'fatal', '2026-12-05T12:16:40.551Z ERROR handlers.generate: vLLM EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.'),  # src16#34
    T('vllm', 'vllm/distributed/device_communicators/pynccl_wrapper.py', 'nccl_error', 'fatal', '(EngineCore pid=1168) (Worker_TP1 pid=1302)   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/device_communicators/pynccl.py", line 102, in __init__', 'RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)', first=1),  # src16#35
    T('other', 'lib/llm/src/migration.rs', 'healthy', 'healthy', '2026-12-05T12:18:05.440Z  WARN dynamo_llm::migration: Stream disconnected... recreating stream... Disconnected: Stream ended before generation completed'),  # src16#36
    T('other', 'pkg/sidecar/proxy/connector_nixlv2.go', 'exited', 'fatal', '2026-12-05T12:20:14Z\tERROR\tproxy server\trequest failed\t{"code": 500, "body": "{\\"error\\":{\\"message\\":\\"EngineCore encountered an issue. See stack trace (above) for the root cause.\\",\\"type\\":\\"InternalServerError\\",\\"code\\":500}}", "error": "prefill request failed"}'),  # src16#38
    T('other', 'pkg/sidecar/proxy/connector_nixlv2.go', 'healthy', 'healthy', '2026-12-05T12:20:15Z\tERROR\tproxy server\tfailed to send error response to client\t{"error": "write tcp 10.0.3.17:8000->10.0.1.4:51522: write: broken pipe"}'),  # src16#39
    T('other', 'cmd/pd-sidecar/main.go', 'port_in_use', 'fatal', '2026-12-05T12:00:03Z\tERROR\tsetup\tfailed to start proxy server\t{"error": "listen tcp :8000: bind: address already in use"}'),  # src16#40
    T('other', 'pkg/epp/requestcontrol/admission.go', 'healthy', 'healthy', '2026-12-05T12:21:40Z\tERROR\trequestcontrol\tFailed to process request\t{"error": "inference gateway: ServiceUnavailable - request timed out in queue: flow control TTL 30s exceeded"}'),  # src16#41
    T('other', 'pkg/plugins/gateway/gateway.go', 'healthy', 'healthy', 'E1205 12:22:40.118007       1 gateway.go:384] "client closed stream (EOF) before completion" requestID="1a9c4e2b-6f0d-4b3a-8e7c-5d2f1b0a9c84" model="qwen3-8b"'),  # src16#44
    T('other', 'pkg/plugins/gateway/gateway.go', 'port_in_use', 'fatal', 'E1205 12:00:02.771846       1 gateway.go:682] "Failed to start HTTP server" err="listen tcp :8080: bind: address already in use"'),  # src16#45
    T('mistralrs', 'mistralrs-core/src/utils/mod.rs:126', 'cuda_oom', 'fatal', '2026-12-05T12:24:18.552031Z ERROR mistralrs_core::engine: prompt step - Model failed with error: Cuda(Cuda(DriverError(CUDA_ERROR_OUT_OF_MEMORY, "out of memory")))'),  # src16#46
    T('mistralrs', 'mistralrs-core/src/utils/mod.rs:126', 'cuda_illegal_memory_access', 'fatal', '2026-12-05T12:24:18.552031Z ERROR mistralrs_core::engine: completion step - Model failed with error: Cuda(Cuda(DriverError(CUDA_ERROR_ILLEGAL_ADDRESS, "an illegal memory access was encountered")))'),  # src16#47
    T('mistralrs', 'mistralrs-core/src/utils/mod.rs:126', 'cuda_illegal_instruction', 'fatal', '2026-12-05T12:24:18.552031Z ERROR mistralrs_core::engine: completion step - Model failed with error: Cuda(Cuda(DriverError(CUDA_ERROR_ILLEGAL_INSTRUCTION, "an illegal instruction was encountered")))'),  # src16#48
    T('mistralrs', 'mistralrs-core/src/utils/mod.rs:126', 'no_kernel_image', 'fatal', '2026-12-05T12:24:18.552031Z ERROR mistralrs_core::engine: prompt step - Model failed with error: Cuda(Cuda(DriverError(CUDA_ERROR_NO_BINARY_FOR_GPU, "no kernel image is available for execution on the device")))'),  # src16#49
    T('mistralrs', 'mistralrs-core/src/utils/mod.rs:126', 'device_side_assert', 'fatal', '2026-12-05T12:24:18.552031Z ERROR mistralrs_core::engine: completion step - Model failed with error: Cuda(Cuda(DriverError(CUDA_ERROR_ASSERT, "device-side assert triggered")))'),  # src16#50
    T('mistralrs', 'mistralrs-core/src/utils/mod.rs:126', 'cuda_error', 'fatal', '2026-12-05T12:24:18.552031Z ERROR mistralrs_core::engine: completion step - Model failed with error: Cuda(Cuda(DriverError(CUDA_ERROR_LAUNCH_FAILED, "unspecified launch failure")))'),  # src16#51
    T('mistralrs', 'mistralrs-core/src/pipeline/mistral.rs', 'cuda_oom', 'fatal', 'Serving on http://0.0.0.0:1234.', "thread '<unnamed>' panicked at mistralrs-core/src/pipeline/mistral.rs:409:17:", 'Model failed with error `DriverError(CUDA_ERROR_OUT_OF_MEMORY, "out of memory")`. Please raise an issue.', first=2),  # src16#52
    T('mistralrs', 'mistralrs-core/src/paged_attention/mod.rs:519', 'cuda_oom', 'fatal', '2026-12-05T12:01:12.004118Z  INFO mistralrs_core::pipeline::normal: Model loaded.', 'Error: Num GPU blocks is 0. This means there is not enough memory. Either reduce the memory amount/utilization/context size or disable PagedAttention.', first=1),  # src16#53
    T('mistralrs', 'mistralrs-core/src/paged_attention/mod.rs:525', 'healthy', 'healthy', '2026-12-05T12:01:12.310442Z  INFO mistralrs_core::paged_attention: Using PagedAttention with block size 32 and 2048 GPU blocks: available context length is 65536 tokens'),  # src16#54
    T('mistralrs', 'mistralrs-core/src/pipeline/loaders/normal_loaders.rs:351', 'model_load_error', 'fatal', 'Error: Unknown architecture `qwen3next`. Possible architectures: `mistral`, `gemma`, `mixtral`, `llama`, `phi2`, `phi3`, `qwen2`, `gemma2`, `starcoder2`, `phi3.5moe`, `deepseekv2`, `deepseekv3`, `qwen3`, `qwen3moe`'),  # src16#55
    T('mistralrs', 'mistralrs-core/src/lib.rs:2431', 'context_length_exceeded', 'finding', 'Error response at 2026-12-05 12:26:03.771904112 +00:00: Prompt sequence length is greater than 8192, perhaps consider using `truncate_sequence`?'),  # src16#56
    T('mistralrs', 'mistralrs-core/src/paged_attention/scheduler.rs:411', 'healthy', 'healthy', '2026-12-05T12:26:40.118356Z  WARN mistralrs_core::paged_attention::scheduler: Failed to deliver KV cache capacity error for sequence 1742'),  # src16#57
    T('mistralrs', 'mistralrs-cli/src/commands/serve.rs:205', 'port_in_use', 'fatal', '2026-12-05T12:01:40.118520Z  INFO mistralrs_server_core::mistralrs_for_server_builder: Model loaded.', 'Error: Address already in use (os error 98)', first=1),  # src16#58
    T('mlc', 'cpp/serve/config.cc:737', 'cuda_oom', 'fatal', '[2026-12-05 12:00:31] INFO engine_base.py:143: Using library model: /models/Qwen2.5-14B-q4f16_1-MLC/lib.so', 'TVMError: Check failed: (output_res.IsOk()) is false: Insufficient GPU memory error: The available single GPU memory is 20584.716 MB, which is less than the sum of model weight size (5977.188 MB) and temporary buffer size (15013.765 MB).', first=1),  # src16#59
    T('mlc', 'python/mlc_llm/serve/engine_utils.py:123', 'context_length_exceeded', 'finding', 'mlc_llm.protocol.error_protocol.BadRequestError: Request prompt has 9012 tokens in total, larger than the model input length limit 8192.'),  # src16#60
    T('other', 'src/runtime/cuda/cuda_module.cc', 'no_kernel_image', 'fatal', 'TVMError: CUDAError: cuModuleLoadData(&(module_[device_id]), data_.c_str()) failed with error: CUDA_ERROR_NO_BINARY_FOR_GPU'),  # src16#61
    T('other', 'src/runtime/cuda/cuda_module.cc', 'cuda_illegal_memory_access', 'fatal', 'TVMError: CUDALaunch Error: CUDA_ERROR_ILLEGAL_ADDRESS'),  # src16#62
    T('mlc', 'python/mlc_llm/support/download_cache.py:237', 'model_load_error', 'fatal', 'FileNotFoundError: Cannot find /models/Llama-3-8B-q4f16_1-MLC/mlc-chat-config.json in the model directory provided'),  # src16#63
    T('mlc', 'python/mlc_llm/support/auto_device.py', 'healthy', 'healthy', '[2026-12-05 12:00:18] INFO auto_device.py:85: Not found device: rocm:0'),  # src16#64
    T('other', 'jobs.c', 'killed_oom_host', 'fatal', '[2026-12-05 12:02:44] INFO jit.py:158: Compiling using commands below:', 'bash: line 1:  9911 Killed                  mlc_llm serve HF://mlc-ai/Llama-3.1-70B-Instruct-q4f16_1-MLC --mode server --host 0.0.0.0 --port 8000', first=1),  # src16#65
    T('aphrodite', 'aphrodite/v1/engine/core.py:1066', 'exited', 'fatal', 'ERROR 12:31:02 EngineCore encountered a fatal error.'),  # src16#66
    T('aphrodite', 'aphrodite/v1/executor/multiproc_executor.py:283', 'exited', 'fatal', 'ERROR 12:31:02 Worker proc Worker_TP1 died unexpectedly, shutting down executor.'),  # src16#67
    T('aphrodite', 'aphrodite/v1/utils.py:296', 'killed_oom_host', 'fatal', 'RuntimeError: Process Worker_TP1 (PID: 4412) died with exit code -9'),  # src16#68
    T('aphrodite', 'aphrodite/v1/utils.py:296', 'fatal_signal', 'fatal', 'RuntimeError: Process EngineCore_DP0 (PID: 3907) died with exit code -11'),  # src16#69
    T('aphrodite', 'aphrodite/v1/core/kv_cache_utils.py:673', 'cuda_oom', 'fatal', "ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (9.21 GiB). Based on the available memory, the estimated maximum model length is 75392. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."),  # src16#70
    T('aphrodite', 'aphrodite/model_executor/models/registry.py:986', 'model_load_error', 'fatal', "ValueError: Model architectures ['Qwen3NextForCausalLM'] are not supported for now. Supported architectures: dict_keys(['AquilaModel', 'AquilaForCausalLM', 'ArcticForCausalLM', 'BaiChuanForCausalLM', ...])"),  # src16#71
    T('aphrodite', 'aphrodite/renderers/params.py:304', 'context_length_exceeded', 'finding', "aphrodite.exceptions.APHRODITEValidationError: This model's maximum context length is 32768 tokens. However, you requested 1024 output tokens and your prompt contains 140000 characters (more than 126976 characters, which is the upper bound for 31744 input tokens). Please reduce the length of the input prompt or the number of requested output tokens."),  # src16#72
    T('aphrodite', 'aphrodite/v1/engine/core.py:312', 'healthy', 'healthy', 'WARN 12:33:40 Got kv_transfer_params, but no KVConnector found. Disabling KVTransfer for this request.'),  # src16#73
    T('aphrodite', 'aphrodite/entrypoints/openai/chat_completion/serving.py:1135', 'healthy', 'healthy', 'ERROR 12:34:02 Error in chat completion stream generator.'),  # src16#74
    T('tabbyapi', 'main.py:39', 'port_in_use', 'fatal', '2026-12-05 12:00:02.114 ERROR:    Ports 5000 and 5001 are in use by different services.'),  # src16#75
    T('tabbyapi', 'main.py:47', 'healthy', 'healthy', '2026-12-05 12:00:02.114 WARNING:  Port 5000 is currently in use. Switching to 5001.'),  # src16#76
    T('tabbyapi', 'backends/exllamav3/model.py:1485', 'healthy', 'healthy', '2026-12-05 12:35:21.902 ERROR:    FATAL ERROR with generation. Attempting to recreate the generator. If this fails, please restart the server.'),  # src16#77
    T('tabbyapi', 'common/errors.py:52', 'context_length_exceeded', 'finding', '2026-12-05 12:35:40.017 ERROR:    Sent to request: Prompt length 40123 exceeds the available context size of 32768 tokens'),  # src16#78
    T('tabbyapi', 'common/errors.py:68', 'context_length_exceeded', 'finding', '2026-12-05 12:35:40.017 ERROR:    Sent to request: Initial job allocation requires 33024 cache tokens, which exceeds the available context size of 32768 tokens'),  # src16#79
    T('tabbyapi', 'common/networking.py:118', 'healthy', 'healthy', '2026-12-05 12:36:02.550 ERROR:    Request disconnected: Chat completion 4f1c0e9a8b7d4e21a3f5c6d7e8f90a1b'),  # src16#80
    T('tabbyapi', 'backends/exllamav3/model.py:315', 'model_load_error', 'fatal', '2026-12-05 12:00:10.401 WARNING:  Unable to run ExllamaV3 because an unsupported GPU is found in this configuration. ', 'RuntimeError: Unable to run ExllamaV3 because an unsupported GPU is found in this configuration. '),  # src16#81
    T('tabbyapi', 'common/model.py:62', 'model_load_error', 'fatal', 'ValueError: The exllamav2 backend is no longer supported. Please use exllamav3.'),  # src16#82
    T('other', 'exllamav2/model.py:660', 'cuda_oom', 'fatal', 'RuntimeError: Insufficient VRAM for model and cache'),  # src16#83
    T('other', 'exllamav2/config.py:656', 'healthy', 'healthy', ' !! Warning: model requires SWA, not supported in installed version of flash-attn'),  # src16#84
    T('lightllm', 'lightllm/common/basemodel/basemodel.py:685', 'cuda_oom', 'fatal', 'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which 2.11 GiB is free.', 'ERROR 12-05 12:01:55 [basemodel.py:689] check max len infer fail, you can try:1.Set the --mem_fraction or --max_total_token_num startup parameter to a smaller value.2.Set the --max_req_total_len to a smaller value.3.Set the --batch_max_tokens startup parameter to a smaller value.'),  # src16#85
    T('lightllm', 'lightllm/common/mem_manager.py:248', 'cuda_oom', 'fatal', 'ERROR 12-05 12:37:20 [mem_manager.py:248] warn no enough cache need_size 4096 left_size 1200'),  # src16#86
    T('lightllm', 'lightllm/server/httpserver/manager.py:386', 'context_length_exceeded', 'finding', 'ERROR 12-05 12:38:02 [api_http.py:188] An error occurred: the input prompt token len 16384 + max_new_tokens 1024 > 16384'),  # src16#87
    T('lightllm', 'lightllm/server/httpserver/manager.py:593', 'healthy', 'healthy', 'WARNING 12-05 12:38:30 [manager.py:593] aborted group_request_id 20480'),  # src16#88
    T('lightllm', 'lightllm/server/router/model_infer/infer_batch.py:232', 'healthy', 'healthy', 'ERROR 12-05 12:38:41 [infer_batch.py:232] allowed_token_ids contain tokenid >= vobsize, we remove these token ids'),  # src16#89
    T('lightllm', 'lightllm/server/router/manager.py:430', 'cuda_illegal_memory_access', 'fatal', "ERROR 12-05 12:39:07 [manager.py:430] Router Caught exception: {'message': 'Task exception was never retrieved', 'exception': RuntimeError('CUDA error: an illegal memory access was encountered\\nCompile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.\\n')}"),  # src16#90
    T('other', 'python/triton/runtime/errors.py', 'triton_error', 'fatal', '  File "/lightllm/lightllm/models/llama/triton_kernel/context_flashattention_nopad.py", line 214, in context_attention_fwd', 'triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 147456, Hardware limit: 101376. Reducing block sizes or `num_stages` may help.', first=1),  # src16#91
    T('other', 'python/triton/compiler/errors.py', 'triton_error', 'fatal', 'triton.compiler.errors.CompilationError: at 32:12:'),  # src16#92
    T('lightllm', 'lightllm/server/router/model_infer/mode_backend/continues_batch/pd_mode/decode_node_impl/decode_trans_process.py:131', 'nccl_error', 'fatal', 'ERROR 12-05 12:40:15 [decode_trans_process.py:131] Fatal error happened in kv trans process: NCCL error in: /opt/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3356, remote process exited or there was a network error, NCCL version 2.21.5'),  # src16#93
    T('mii', 'mii/backend/server.py:64', 'exited', 'fatal', '[2026-12-05 12:01:20,311] [INFO] [server.py:65:_wait_until_server_is_live] waiting for server to start...', 'RuntimeError: server crashed for some reason, unable to proceed', first=1),  # src16#94
    T('mii', 'mii/backend/server.py:65', 'healthy', 'healthy', '[2026-12-05 12:01:16,308] [INFO] [server.py:65:_wait_until_server_is_live] waiting for server to start...'),  # src16#95
    T('other', 'deepspeed/inference/v2/engine_factory.py', 'model_load_error', 'fatal', 'ValueError: Unsupported model type gemma2'),  # src16#96
    T('other', 'deepspeed/inference/v2/ragged/blocked_allocator.py', 'cuda_oom', 'fatal', 'ValueError: Blocked KV-cache must have at least 1 block, provided 0'),  # src16#97
    T('other', 'python/huggingfaceserver/huggingfaceserver/__main__.py:341', 'cuda_oom', 'fatal', '2026-12-05 12:00:55.210 1 kserve ERROR [__main__.py:<module>():341] Failed to start model server: CUDA out of memory. Tried to allocate 1.96 GiB. GPU 0 has a total capacity of 22.05 GiB of which 1.12 GiB is free.'),  # src16#98
    T('other', 'python/huggingfaceserver/huggingfaceserver/generative_model.py:613', 'context_length_exceeded', 'finding', '2026-12-05 12:42:10.551 1 kserve ERROR [errors.py:openai_error_handler():39] Exception:', 'Traceback (most recent call last):', "kserve.protocol.rest.openai.errors.OpenAIError: This model's maximum context length is 2048 tokens. However, you requested 2300 tokens (1800 in the messages, 500 in the completion). Please reduce the length of the messages or completion.", first=2),  # src16#99
    T('other', 'python/kserve/kserve/model_server.py:423', 'cuda_illegal_memory_access', 'fatal', '2026-12-05 12:42:30.900 1 kserve ERROR [model_server.py:default_exception_handler():423] Caught exception: CUDA error: an illegal memory access was encountered'),  # src16#100
)  # fmt: skip


# Batch 23 (issue 17, round 39's knowledge pass src17, written while round 39's collectors worked and read after
# its logs were measured: lines that look fatal but are not, and their fatal twins, in vLLM, SGLang, llama.cpp's
# server, ollama, TGI, LMDeploy, TensorRT-LLM's trtllm-serve and the load clients pasted beside them; 100 lines, 52
# of them non-fatal: 87 read as their sources say before the pass's rules, no false alarm among the 52; 88 after,
# LMDeploy's INPUT_LENGTH_ERROR a rejected request; and 6 more where the classifier's first fatal line is the context
# line that names the failure first; kept: those read right, 94).
TEMPLATES_23: tuple[Template, ...] = (
    T('vllm', 'vllm/distributed/device_communicators/shm_broadcast.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2231) INFO 12-05 14:02:41 [shm_broadcast.py:542] No available shared memory broadcast block found in 60 seconds. This typically happens when some processes are hanging or doing some time-consuming work (e.g. compilation, weight/kv cache quantization).'),  # src17#1
    T('vllm', 'vllm/v1/executor/multiproc_executor.py', 'hang', 'fatal', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:07:41 [core.py:866] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:07:41 [core.py:866] Traceback (most recent call last):', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:07:41 [core.py:866] TimeoutError: RPC call to sample_tokens timed out.', first=2),  # src17#2
    T('vllm', 'vllm/v1/executor/multiproc_executor.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:07:44 [multiproc_executor.py:231] Worker proc VllmWorker-1 died unexpectedly, shutting down executor.'),  # src17#3
    T('vllm', 'vllm/v1/engine/core.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:07:41 [core.py:866] EngineCore encountered a fatal error.'),  # src17#4
    T('vllm', 'vllm/v1/engine/core.py', 'exited', 'fatal', '(EngineCore_DP0 pid=1874) ERROR 12-05 13:55:02 [core.py:843] EngineCore failed to start.'),  # src17#5
    T('vllm', 'vllm/v1/engine/async_llm.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:07:44 [multiproc_executor.py:231] Worker proc VllmWorker-1 died unexpectedly, shutting down executor.', '(APIServer pid=2101) ERROR 12-05 14:07:45 [async_llm.py:546] AsyncLLM output_handler failed.'),  # src17#6
    T('vllm', 'vllm/v1/engine/async_llm.py', 'healthy', 'healthy', '(APIServer pid=2101) INFO 12-05 14:03:10 [async_llm.py:489] Request cmpl-8c1f0e2b9d2a4f7c-0 aborted.'),  # src17#7
    T('vllm', 'vllm/v1/engine/async_llm.py', 'context_length_exceeded', 'finding', '(APIServer pid=2101) INFO 12-05 14:03:55 [async_llm.py:503] Request cmpl-5e0d4c1a77b2-0 failed (bad request): The decoder prompt (length 9120) is longer than the maximum model length of 8192. Make sure that `max_model_len` is no smaller than the number of text tokens..'),  # src17#9
    T('vllm', 'vllm/entrypoints/openai/serving_chat.py', 'healthy', 'healthy', '(APIServer pid=2101) ERROR 12-05 14:04:12 [serving_chat.py:1051] Error in chat completion stream generator.'),  # src17#10
    T('vllm', 'vllm/entrypoints/openai/serving_chat.py', 'exited', 'fatal', '(APIServer pid=2101) ERROR 12-05 14:07:45 [serving_chat.py:1051] Error in chat completion stream generator.', '(APIServer pid=2101) ERROR 12-05 14:07:45 [serving_chat.py:1051] Traceback (most recent call last):', '(APIServer pid=2101) ERROR 12-05 14:07:45 [serving_chat.py:1051] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.', first=2),  # src17#11
    T('vllm', 'vllm/entrypoints/launcher.py', 'healthy', 'healthy', '(APIServer pid=2101) INFO:     10.0.0.17:51522 - "POST /v1/chat/completions HTTP/1.1" 400 Bad Request'),  # src17#12
    T('sglang', 'python/sglang/srt/managers/scheduler.py', 'healthy', 'healthy', '[2026-12-05 14:06:07 TP0] KV cache pool is full. Retract requests. #retracted_reqs: 1, #new_tokens_gained: 646, #new_token_ratio: 0.0980 -> 0.3487'),  # src17#13
    T('sglang', 'python/sglang/srt/managers/scheduler.py', 'exited', 'fatal', '[2026-12-05 14:06:09 TP0] Scheduler hit an exception: Traceback (most recent call last):'),  # src17#14
    T('sglang', 'python/sglang/srt/mem_cache/common.py', 'cuda_oom', 'fatal', '[2026-12-05 14:06:09 TP0] Scheduler hit an exception: Traceback (most recent call last):', '[2026-12-05 14:06:09 TP0] RuntimeError: Prefill out of memory. Try to lower your batch size.', first=1),  # src17#15
    T('sglang', 'python/sglang/srt/entrypoints/engine.py', 'exited', 'fatal', '[2026-12-05 14:06:09] Received sigquit from a child process. It usually means the child failed.'),  # src17#16
    T('sglang', 'python/sglang/srt/managers/utils.py', 'context_length_exceeded', 'finding', '[2026-12-05 14:03:28 TP0] Input length (160062 tokens) exceeds the maximum allowed length (131072 tokens). Use a shorter input or enable --allow-auto-truncate.'),  # src17#17
    T('sglang', 'python/sglang/srt/managers/utils.py', 'healthy', 'healthy', '[2026-12-05 14:03:28 TP0] Request length is longer than the KV cache pool size or the max context length. Truncated. len(req.origin_input_ids)=140000, max_req_input_len=131064.'),  # src17#18
    T('sglang', 'python/sglang/srt/utils/watchdog.py', 'healthy', 'healthy', '[2026-12-05 14:12:33 TP0] Scheduler watchdog timeout (self.watchdog_timeout=60.0, self.soft=True)'),  # src17#19
    T('sglang', 'python/sglang/srt/utils/watchdog.py', 'hang', 'fatal', '[2026-12-05 14:16:33 TP0] Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=False)'),  # src17#20
    T('sglang', 'python/sglang/srt/utils/watchdog.py', 'hang', 'fatal', '[2026-12-05 14:16:33] DetokenizerManager watchdog timeout (self.watchdog_timeout=300, self.soft=False)'),  # src17#21
    T('sglang', 'python/sglang/srt/entrypoints/http_server.py', 'hang', 'fatal', "[2026-12-05 14:10:47] Health check failed. Server couldn't get a response from detokenizer for last 20 seconds. tic start time: 14:10:27. last_heartbeat time: 14:09:51"),  # src17#22 (round 87: as src1#86)
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py', 'healthy', 'healthy', '[2026-12-05 14:04:51] Request is disconnected from the client side (type 1). Abort request rid=5d8a4c2f9b1e4e07a3c6f0d2b8e91a44'),  # src17#23
    T('sglang', 'python/sglang/srt/entrypoints/http_server.py', 'port_in_use', 'fatal', "[2026-12-05 14:00:12] ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 30000): address already in use"),  # src17#24
    T('sglang', 'python/sglang/srt/managers/scheduler.py', 'nccl_error', 'fatal', '[2026-12-05 14:06:09 TP1] Scheduler hit an exception: Traceback (most recent call last):', '[2026-12-05 14:06:09 TP1] RuntimeError: NCCL error: remote process exited or there was a network error', first=1),  # src17#25
    T('sglang', 'python/sglang/srt/managers/tokenizer_manager.py', 'healthy', 'healthy', '[2026-12-05 14:05:02] Abort request 5d8a4c2f9b1e4e07a3c6f0d2b8e91a44'),  # src17#26
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'slot update_slots: id  0 | task 37335 | slot context shift, n_keep = 4, n_left = 4091, n_discard = 2045'),  # src17#27
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv  update_slots: failed to find free space in the KV cache, retrying with smaller batch size, off = 0, n_batch = 256, ret = 1'),  # src17#28
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv    send_error: task id = 97, error: the request exceeds the available context size, try increasing it'),  # src17#29
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv  update_slots: failed to decode the batch: KV cache is full - try increasing it via the context size, i = 0, n_batch = 1, ret = 1'),  # src17#30
    T('llamacpp', 'src/llama-context.cpp', 'healthy', 'healthy', 'decode: failed to find a memory slot for batch of size 512'),  # src17#31
    T('llamacpp', 'src/llama-context.cpp', 'healthy', 'healthy', 'llama_context: n_ctx_per_seq (4096) < n_ctx_train (131072) -- the full capacity of the model will not be utilized'),  # src17#32
    T('llamacpp', 'tools/server/server.cpp', 'port_in_use', 'fatal', "main: couldn't bind HTTP server socket, hostname: 0.0.0.0, port: 8080"),  # src17#33
    T('llamacpp', 'tools/server/server-context.cpp', 'model_load_error', 'fatal', "llama_model_load: error loading model: tensor 'blk.63.ffn_down.weight' data is not within the file bounds, model is corrupted or incomplete", "srv    load_model: failed to load model, '/models/Qwen3-32B-Q4_K_M.gguf'"),  # src17#34
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'cuda_oom', 'fatal', 'ggml_backend_cuda_graph_compute: MUL_MAT failed', 'CUDA error: out of memory', first=1),  # src17#35
    T('llamacpp', 'src/llama-model.cpp', 'healthy', 'healthy', "load_tensors: tensor 'token_embd.weight' (q6_K) (and 0 others) cannot be used with preferred buffer type CUDA_Host, using CPU instead"),  # src17#36
    T('llamacpp', 'common/chat.cpp', 'healthy', 'healthy', 'common_chat_templates_init: failed to parse chat template (defaulting to chatml): Expected value expression at row 7, column 32'),  # src17#37
    T('llamacpp', 'tools/server/server-context.cpp', 'healthy', 'healthy', 'srv          stop: cancel task, id_task = 412'),  # src17#38
    T('ollama', 'llm/llama_server.go:1538', 'healthy', 'healthy', 'time=2026-12-05T14:02:11.482Z level=INFO source=llama_server.go:1538 msg="aborting completion request due to client closing the connection"'),  # src17#39
    T('ollama', 'server/routes.go', 'healthy', 'healthy', '[GIN] 2026/12/05 - 14:02:11 | 500 |  2m3.118s |       127.0.0.1 | POST     "/api/chat"'),  # src17#40
    T('ollama', 'llm/llama_server.go:1301', 'healthy', 'healthy', 'time=2026-12-05T14:01:40.006Z level=WARN source=llama_server.go:1301 msg="client connection closed before llama-server finished loading, aborting load"'),  # src17#41
    T('ollama', 'server/sched.go:652', 'healthy', 'healthy', 'time=2026-12-05T14:01:52.774Z level=WARN source=sched.go:652 msg="llama-server load failed; reducing automatic context and retrying once" model=/root/.ollama/models/blobs/sha256-3a4f... old_num_ctx=32768 effective_num_ctx=32768 new_num_ctx=16384 old_num_batch=512 new_num_batch=512 loaded_count=0 evict_all=false error="llama-server reported out-of-memory during startup: cudaMalloc failed: out of memory"'),  # src17#42
    T('ollama', 'server/sched.go:667', 'healthy', 'healthy', 'time=2026-12-05T14:01:52.774Z level=WARN source=sched.go:667 msg="llama-server load failed; evicting all other models and retrying once" model=/root/.ollama/models/blobs/sha256-3a4f... error="llama-server reported out-of-memory during startup: cudaMalloc failed: out of memory"'),  # src17#43
    T('ollama', 'server/sched.go:734', 'cuda_oom', 'fatal', 'time=2026-12-05T14:02:31.118Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server reported out-of-memory during startup: ggml_backend_cuda_buffer_type_alloc_buffer: allocating 18432.00 MiB on device 0: cudaMalloc failed: out of memory"'),  # src17#44
    T('ollama', 'llm/llama_server.go:1023', 'exited', 'fatal', 'time=2026-12-05T14:05:10.291Z level=ERROR source=llama_server.go:1023 msg="llama-server terminated" error="exit status 2" exit="exit status 2"'),  # src17#45
    T('ollama', 'server/sched.go:734', 'model_load_error', 'fatal', 'time=2026-12-05T14:02:31.118Z level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: exit status 2: error loading model: unknown model architecture: \'qwen35moe\'"'),  # src17#46
    T('ollama', 'server/sched.go:734', 'hang', 'fatal', 'time=2026-12-05T14:07:31.118Z level=ERROR source=sched.go:734 msg="error loading llama server" error="timed out waiting for llama-server to start - "'),  # src17#47
    T('ollama', 'server/sched.go:380', 'healthy', 'healthy', 'time=2026-12-05T14:10:00.030Z level=ERROR source=sched.go:380 msg="finished request signal received after model unloaded" modelPath=/root/.ollama/models/blobs/sha256-3a4f...'),  # src17#49
    T('ollama', 'llm/server.go:114', 'healthy', 'healthy', 'time=2026-12-05T14:00:59.913Z level=WARN source=server.go:114 msg="requested context size too large for model" num_ctx=262144 n_ctx_train=131072'),  # src17#50
    T('ollama', 'server/routes.go:569', 'healthy', 'healthy', 'time=2026-12-05T14:03:12.640Z level=ERROR source=routes.go:569 msg="chat template prompt error" error="template: :12:19: executing \\"\\" at <.Tools>: can\'t evaluate field Tools in type *api.Message"'),  # src17#51
    T('ollama', 'cmd/cmd.go:2020', 'port_in_use', 'fatal', 'Error: listen tcp 127.0.0.1:11434: bind: address already in use'),  # src17#52
    T('ollama', 'llm/llama_server.go:1023', 'fatal_signal', 'fatal', 'time=2026-12-05T14:05:10.291Z level=ERROR source=llama_server.go:1023 msg="llama-server terminated" error="signal: segmentation fault (core dumped)"'),  # src17#53
    T('tgi', 'router/src/validation.rs', 'context_length_exceeded', 'finding', '2026-12-05T14:02:55.118204Z ERROR compat_generate{default_return_full_text=true compute_type=Extension(ComputeType("1-nvidia-h100-80gb-hbm3"))}:generate_stream{parameters=GenerateParameters { max_new_tokens: Some(512), .. }}:async_stream:generate_stream: text_generation_router::infer: router/src/infer/mod.rs:126: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 3800 `inputs` tokens and 512 `max_new_tokens`'),  # src17#54
    T('tgi', 'router/src/server.rs', 'healthy', 'healthy', '2026-12-05T14:05:12.004311Z ERROR chat_completions{parameters="GenerateParameters { .. }"}:async_stream:generate_stream: text_generation_router::infer: router/src/infer/mod.rs:110: Model is overloaded'),  # src17#55
    T('tgi', 'backends/v3/src/client/mod.rs', 'cuda_oom', 'fatal', '2026-12-05T14:06:40.551230Z ERROR text_generation_launcher: Method Prefill encountered an error.', '2026-12-05T14:06:40.553918Z ERROR batch{batch_size=8}:prefill:prefill{id=41 size=8}:prefill{id=41 size=8}: text_generation_router_v3::client: backends/v3/src/client/mod.rs:45: Server error: CUDA out of memory. Tried to allocate 2.50 GiB. GPU 0 has a total capacity of 79.19 GiB of which 1.37 GiB is free.', first=1),  # src17#57
    T('tgi', 'launcher/src/main.rs', 'exited', 'fatal', '2026-12-05T14:06:41.900112Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', '2026-12-05T14:06:41.902771Z ERROR text_generation_launcher: Shard 0 crashed'),  # src17#58
    T('tgi', 'server/text_generation_server/models/flash_causal_lm.py', 'cuda_oom', 'fatal', '2026-12-05T13:59:31.771004Z ERROR text_generation_launcher: Not enough memory to handle 8192 prefill tokens. You need to decrease `--max-batch-prefill-tokens`'),  # src17#59
    T('tgi', 'router/src/server.rs', 'exited', 'fatal', '2026-12-05T13:58:01.003310Z ERROR text_generation_launcher: Webserver Crashed'),  # src17#60
    T('lmdeploy', 'lmdeploy/serve/async_engine.py', 'healthy', 'healthy', '2026-12-05 14:03:21,442 - lmdeploy - ERROR - async_engine.py:585 - [safe_run] exception caught: CancelledError '),  # src17#61
    T('lmdeploy', 'lmdeploy/serve/async_engine.py', 'context_length_exceeded', 'finding', '2026-12-05 14:03:30,017 - lmdeploy - ERROR - async_engine.py:640 - run out of tokens. session=117.'),  # src17#62
    T('lmdeploy', 'lmdeploy/serve/async_engine.py', 'context_length_exceeded', 'finding', '2026-12-05 14:03:30,119 - lmdeploy - ERROR - async_engine.py:770 - session 118 finished, ResponseType.INPUT_LENGTH_ERROR, reason "error"'),  # src17#63
    T('lmdeploy', 'lmdeploy/serve/async_engine.py', 'healthy', 'healthy', "2026-12-05 14:00:02,550 - lmdeploy - WARNING - async_engine.py:540 - n(4) > 1 hasn't been supported yet. Fallback to 1"),  # src17#64
    T('lmdeploy', 'src/turbomind/kernels/attention/kv_cache_utils_v2.cu', 'cuda_illegal_memory_access', 'fatal', '[TM][FATAL][kv_cache_utils_v2.cu:555] CUDA error: an illegal memory access'),  # src17#65
    T('lmdeploy', 'src/turbomind/kernels/apply_token_bitmask_inplace_cuda.cu', 'fatal_signal', 'fatal', '[TM][FATAL] kernels/apply_token_bitmask_inplace_cuda.cu(212): Check failed: logits_shape.first ==bitmask_shape.first logits and bitmask must have the same batch size.'),  # src17#66
    T('lmdeploy', 'src/turbomind/utils/cuda_utils.h', 'no_kernel_image', 'fatal', '[TM][FATAL][1205.14:00:37.807188][cast.cu:264] CUDA error: no kernel image is available for execution on the device'),  # src17#67
    T('trtllm', 'tensorrt_llm/serve/openai_server.py', 'healthy', 'healthy', "[12/05/2026-14:03:44] [TRT-LLM] [I] Address(host='10.0.0.17', port=51522) is disconnected, abort 4107"),  # src17#68
    T('trtllm', 'tensorrt_llm/serve/openai_server.py', 'healthy', 'healthy', '[12/05/2026-14:04:02] [TRT-LLM] [E] Traceback (most recent call last):'),  # src17#69
    T('trtllm', 'tensorrt_llm/serve/openai_server.py', 'cuda_illegal_memory_access', 'fatal', '[12/05/2026-14:07:41] [TRT-LLM] [E] tensorrt_llm.executor.utils.CppExecutorError: Encountered an error in forward function: CUDA error: an illegal memory access was encountered'),  # src17#70
    T('trtllm', 'tensorrt_llm/serve/openai_server.py', 'exited', 'fatal', '[12/05/2026-14:07:41] [TRT-LLM] [E] tensorrt_llm.executor.utils.CppExecutorError: Executor worker returned error'),  # src17#71
    T('vllm', 'vllm/usage/usage_lib.py', 'healthy', 'healthy', 'Exception in thread Thread-3 (_report_usage_worker):'),  # src17#72
    T('vllm', 'vllm/usage/usage_lib.py', 'healthy', 'healthy', 'DEBUG:root:Failed to send usage data to server'),  # src17#73
    T('vllm', 'vllm/entrypoints/openai/serving_chat.py', 'healthy', 'healthy', '(APIServer pid=2101) ERROR 12-05 14:02:19 [serving_chat.py:223] Error in preprocessing prompt inputs'),  # src17#74
    T('vllm', 'vllm/entrypoints/openai/serving_chat.py', 'healthy', 'healthy', '(APIServer pid=2101) ERROR 12-05 14:02:19 [serving_chat.py:223] Error in preprocessing prompt inputs', '(APIServer pid=2101) ERROR 12-05 14:02:19 [serving_chat.py:223] Traceback (most recent call last):', '(APIServer pid=2101) ERROR 12-05 14:02:19 [serving_chat.py:223] ValueError: As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat template if the tokenizer does not define one.', first=2),  # src17#75
    T('vllm', 'vllm/entrypoints/chat_utils.py', 'healthy', 'healthy', "(APIServer pid=2101) INFO 12-05 14:02:10 [chat_utils.py:560] Detected the chat template content format to be 'openai'. You can set `--chat-template-content-format` to override this."),  # src17#76
    T('vllm', 'vllm/transformers_utils/tokenizer.py', 'healthy', 'healthy', '(APIServer pid=2101) Token indices sequence length is longer than the specified maximum sequence length for this model (9120 > 8192). Running this sequence through the model will result in indexing errors'),  # src17#77
    T('vllm', 'vllm/core/scheduler.py', 'healthy', 'healthy', 'WARNING 12-05 14:05:33 scheduler.py:1754] Sequence group 412 is preempted by PreemptionMode.RECOMPUTE mode because there is not enough KV cache space. This can affect the end-to-end performance. Increase gpu_memory_utilization or tensor_parallel_size to provide more KV cache memory. total_num_cumulative_preemption=51'),  # src17#78
    T('vllm', 'vllm/v1/metrics/loggers.py', 'healthy', 'healthy', '(APIServer pid=2101) INFO 12-05 14:05:40 [loggers.py:127] Engine 000: Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 1702.4 tokens/s, Running: 256 reqs, Waiting: 31 reqs, GPU KV cache usage: 99.8%, Prefix cache hit rate: 12.3%'),  # src17#79
    T('vllm', 'vllm/v1/engine/core.py', 'exited', 'fatal', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:09:12 [core.py:866] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:09:12 [core.py:866] RuntimeError: Invalid request status: WAITING_FOR_FSM'),  # src17#80
    T('vllm', 'vllm/v1/core/kv_cache_utils.py', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=1874) ERROR 12-05 13:55:02 [core.py:843] EngineCore failed to start.', "(EngineCore_DP0 pid=1874) ERROR 12-05 13:55:02 [core.py:843] ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (9.50 GiB). Based on the available memory, the estimated maximum model length is 77824. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.", first=1),  # src17#81
    T('vllm', 'vllm/entrypoints/openai/api_server.py', 'port_in_use', 'fatal', '(APIServer pid=2101) OSError: [Errno 98] Address already in use'),  # src17#82
    T('vllm', 'vllm/benchmarks/lib/ready_checker.py', 'healthy', 'healthy', "WARNING 12-05 14:00:31 [ready_checker.py:83] Endpoint is not ready. Error='Internal Server Error'"),  # src17#83
    T('sglang', 'python/sglang/srt/managers/scheduler.py', 'healthy', 'healthy', '[2026-12-05 14:06:07 TP0] Decode out of memory happened. #retracted_reqs: 1, #new_token_ratio: 0.7000 -> 1.0000'),  # src17#86
    T('sglang', 'python/sglang/srt/utils/watchdog.py', 'healthy', 'healthy', '[2026-12-05 14:11:02] TokenizerManager watchdog timeout (self.watchdog_timeout=30.0, self.soft=True)'),  # src17#87
    T('sglang', 'python/sglang/srt/managers/data_parallel_controller.py', 'exited', 'fatal', '[2026-12-05 14:06:09] DataParallelController hit an exception: Traceback (most recent call last):'),  # src17#88
    T('llamacpp', 'src/llama-vocab.cpp', 'healthy', 'healthy', 'tokenize: Added a BOS token to the prompt as specified by the model but the prompt also starts with a BOS token. So now the final prompt starts with 2 BOS tokens. Are you sure this is what you want?'),  # src17#90
    T('llamacpp', 'tools/server/server-http.cpp', 'healthy', 'healthy', 'srv  log_server_r: request: GET /health 127.0.0.1 503'),  # src17#91
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'cuda_illegal_memory_access', 'fatal', 'ggml_cuda_compute_forward: FLASH_ATTN_EXT failed', 'CUDA error: an illegal memory access was encountered'),  # src17#92
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'cuda_error', 'fatal', 'CUDA error: unspecified launch failure', '  current device: 0, in function ggml_backend_cuda_synchronize at /app/ggml/src/ggml-cuda/ggml-cuda.cu:2628', '  cudaStreamSynchronize(cuda_ctx->stream())', '/app/ggml/src/ggml-cuda/ggml-cuda.cu:90: CUDA error'),  # src17#93
    T('vllm', 'vllm/model_executor/layers/fused_moe/fused_moe.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=2231) WARNING 12-05 13:56:14 [fused_moe.py:1071] Using default MoE config. Performance might be sub-optimal! Config file not found at /usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/fused_moe/configs/E=128,N=768,device_name=NVIDIA_H100_80GB_HBM3.json'),  # src17#94
    T('vllm', 'vllm/model_executor/layers/fused_moe/fused_moe.py', 'triton_error', 'fatal', '(EngineCore_DP0 pid=2231) ERROR 12-05 13:57:02 [core.py:843] EngineCore failed to start.', '(EngineCore_DP0 pid=2231) ERROR 12-05 13:57:02 [core.py:843] triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 147456, Hardware limit: 101376. Reducing block sizes or `num_stages` may help.', first=1),  # src17#95
    T('vllm', 'vllm/distributed/device_communicators/custom_all_reduce.py', 'healthy', 'healthy', '(Worker_TP1 pid=2290) WARNING 12-05 13:55:40 [custom_all_reduce.py:144] Custom allreduce is disabled because your platform lacks GPU P2P capability or P2P test failed. To silence this warning, specify disable_custom_all_reduce=True explicitly.'),  # src17#96
    T('vllm', 'vllm/distributed/parallel_state.py', 'nccl_error', 'fatal', '(Worker_TP1 pid=2290) [rank1]:[E1205 14:17:41.382615 ProcessGroupNCCL.cpp:632] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=8213, OpType=ALLREDUCE, NumelIn=16777216, NumelOut=16777216, Timeout(ms)=600000) ran for 600008 milliseconds before timing out.'),  # src17#97
    T('vllm', 'vllm/v1/engine/core.py', 'cuda_illegal_instruction', 'fatal', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:09:12 [core.py:866] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=2231) ERROR 12-05 14:09:12 [core.py:866] torch.AcceleratorError: CUDA error: an illegal instruction was encountered', first=1),  # src17#98
    T('sglang', 'python/sglang/srt/managers/scheduler.py', 'device_side_assert', 'fatal', '/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [3,0,0], thread: [64,0,0] Assertion `-sizes[i] <= index && index < sizes[i] && "index out of bounds"` failed.'),  # src17#99
    T('sglang', 'python/sglang/launch_server.py', 'killed_oom_host', 'fatal', '/bin/bash: line 1:  48213 Killed                  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3 --tp 8 --port 30000'),  # src17#100
)  # fmt: skip


# Batch 24 (issue 17, round 41's knowledge pass src18, written while round 41's collectors worked and read after its
# logs were measured: how a server's death looks outside Linux and outside Python: Windows exit statuses and DLL
# errors, macOS shells' signal words, Metal's and Vulkan's device errors, Android, and the Go, Rust and C/C++ runtimes'
# own reports; 100 lines, 31 of them non-fatal: 54 read as their sources say with round 39's rules, 62 after rounds
# 40-41's and the pass's (Go's and Rust's host out-of-memory, zsh's "illegal hardware instruction", "Trace/BPT trap",
# "Bad system call", "Killed: 9", sanitizer reports, Windows' Ctrl+C status); kept: those read right, 71).
TEMPLATES_24: tuple[Template, ...] = (
    T('ollama', 'llm/exit_status_windows.go:27', 'fatal_signal', 'fatal', 'time=2026-12-05T15:13:20.511+01:00 level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: exit status 0xc000001d: {EXCEPTION}\\r\\nIllegal Instruction\\r\\nAn attempt was made to execute an illegal instruction."'),  # src18#2
    T('ollama', 'llm/llama_server.go:1023', 'fatal_signal', 'fatal', 'time=2026-12-05T15:16:48.377+01:00 level=ERROR source=llama_server.go:1023 msg="llama-server terminated" error="exit status 3221225477" exit.code=3221225477 exit.hex=0xc0000005 exit.ntstatus="The instruction at 0x%p referenced memory at 0x%p. The memory could not be %s."'),  # src18#5
    T('ollama', 'llm/llama_server.go:1306', 'cuda_oom', 'fatal', 'time=2026-12-05T15:18:02.114+01:00 level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: exit status 0xc0000409: The system detected an overrun of a stack-based buffer in this application. This overrun could potentially allow a malicious user to gain control of this application.: CUDA error: out of memory\\n  current device: 0, in function ggml_backend_cuda_buffer_clear at C:\\\\a\\\\ollama\\\\ggml\\\\src\\\\ggml-cuda\\\\ggml-cuda.cu:615\\n  cudaDeviceSynchronize()"'),  # src18#6
    T('ollama', 'llm/llama_server.go:1309', 'model_load_error', 'fatal', 'time=2026-12-05T15:19:40.902+01:00 level=ERROR source=sched.go:734 msg="error loading llama server" error="llama-server process has terminated: exit status 0xc0000409: The system detected an overrun of a stack-based buffer in this application. This overrun could potentially allow a malicious user to gain control of this application.: error loading model: missing tensor \'blk.0.attn_q_norm.weight\'"'),  # src18#7
    T('ollama', 'llm/llama_server.go:1336', 'hang', 'fatal', 'time=2026-12-05T15:25:11.640+01:00 level=ERROR source=sched.go:734 msg="error loading llama server" error="timed out waiting for llama-server to start - "'),  # src18#8
    T('ollama', 'server/sched.go:652', 'healthy', 'healthy', 'time=2026-12-05T15:30:12.771+01:00 level=WARN source=sched.go:652 msg="llama-server load failed; reducing automatic context and retrying once" model=C:\\Users\\ana\\.ollama\\models\\blobs\\sha256-6e4c38e1172f error="llama-server process has terminated: exit status 0xc0000409: The system detected an overrun of a stack-based buffer in this application. This overrun could potentially allow a malicious user to gain control of this application.: cudaMalloc failed: out of memory"'),  # src18#9
    T('ollama', 'server/sched.go:667', 'healthy', 'healthy', 'time=2026-12-05T15:31:00.215+01:00 level=WARN source=sched.go:667 msg="llama-server load failed; evicting all other models and retrying once" model=/Users/ana/.ollama/models/blobs/sha256-a3de86cd1c13 error="llama-server process has terminated: error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory): error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)"'),  # src18#10
    T('ollama', 'server/sched.go:1648', 'healthy', 'healthy', 'time=2026-12-05T15:33:47.506+01:00 level=WARN source=sched.go:1648 msg="runtime OOM detected; expiring loaded models to clear memory before next request" model=qwen3:30b error="llama-server process no longer running: exit status 0xc0000409: The system detected an overrun of a stack-based buffer in this application. This overrun could potentially allow a malicious user to gain control of this application. CUDA error: out of memory"'),  # src18#11
    T('ollama', 'server/sched.go:1324', 'healthy', 'healthy', 'time=2026-12-05T15:34:10.880+01:00 level=WARN source=sched.go:1324 msg="predicted usage exceeds VRAM" gpu=GPU-3f1c9a5e-77d2-4b1e-9c61-0a8f2e5d7b10 totalMemory="24.0 GiB" predicted="26.3 GiB"'),  # src18#12
    T('ollama', 'logger.go', 'healthy', 'healthy', '[GIN] 2026/12/05 - 15:35:02 | 500 |   41.8803427s |       127.0.0.1 | POST     "/api/chat"'),  # src18#13
    T('other', 'internal/process/process_command.go:492', 'fatal_signal', 'fatal', '[DEBUG] <qwen3-32b> process exited: code=3221225477, err=exit status 3221225477'),  # src18#15
    T('other', 'internal/process/process_command.go:536', 'hang', 'fatal', '[ERROR] <llama70b> unable to start process: health check timed out after 120s'),  # src18#16
    T('other', 'internal/process/process_command.go:506', 'exited', 'fatal', '[ERROR] <llama70b> unable to start process: upstream command exited prematurely'),  # src18#17
    T('other', 'internal/process/process_command.go:448', 'healthy', 'healthy', '[INFO] <qwen3-32b> recovered from upstream disconnection during streaming'),  # src18#18
    T('other', 'internal/process/process_command.go:450', 'healthy', 'healthy', '[WARN] <qwen3-32b> recovered from panic: runtime error: invalid memory address or nil pointer dereference'),  # src18#19
    T('other', 'src/net/http/httputil/reverseproxy.go', 'healthy', 'healthy', '2026/12/05 15:36:18 httputil: ReverseProxy read error during body copy: context canceled'),  # src18#20
    T('other', 'src/net/http/httputil/reverseproxy.go', 'healthy', 'healthy', '2026/12/05 15:36:40 http: proxy error: dial tcp 127.0.0.1:5801: connectex: No connection could be made because the target machine actively refused it.'),  # src18#21
    T('other', 'koboldcpp.py', 'healthy', 'healthy', 'Warning: CLBlast library file not found. Non-BLAS library will be used.'),  # src18#24
    T('other', 'koboldcpp.py', 'healthy', 'healthy', 'Warning: OpenBLAS library file not found. Non-BLAS library will be used.'),  # src18#25
    T('other', 'modules/llama_cpp_server.py', 'fatal_signal', 'fatal', 'RuntimeError: Server process terminated unexpectedly with exit code 3221225501.'),  # src18#30
    T('other', 'src/cascadia/TerminalConnection/ConptyConnection.cpp', 'healthy', 'healthy', '[process exited with code 3221225786 (0xc000013a)]'),  # src18#32
    T('other', 'src/runtime/signal_windows.go', 'fatal_signal', 'fatal', 'Exception 0xc0000005 0x0 0x0 0x7ffb3c2a1f4e'),  # src18#33
    T('llamacpp', 'Src/jobs.c', 'fatal_signal', 'fatal', 'zsh: illegal hardware instruction  ./build/bin/llama-server -m models/qwen2.5-7b-instruct-q4_k_m.gguf --port 8080'),  # src18#35
    T('llamacpp', 'siglist.c', 'fatal_signal', 'fatal', '/Users/ana/llama.cpp/ggml/src/ggml-metal/ggml-metal-device.m:612: GGML_ASSERT(buf_dst) failed', 'Abort trap: 6'),  # src18#36
    T('llamacpp', 'siglist.c', 'killed_oom_host', 'fatal', 'Killed: 9'),  # src18#37
    T('llamacpp', 'siglist.c', 'fatal_signal', 'fatal', 'Trace/BPT trap: 5'),  # src18#38
    T('llamacpp', 'siglist.c', 'fatal_signal', 'fatal', 'Bus error: 10'),  # src18#39
    T('llamacpp', 'siglist.c', 'fatal_signal', 'fatal', 'Segmentation fault: 11'),  # src18#40
    T('other', 'bsd/kern/kern_memorystatus.c', 'healthy', 'healthy', '2026-12-05 15:41:30.004511+0100 0x1f3c2     Default     0x0                  0      0    kernel: memorystatus: llama-server [48213] exceeded mem limit: ActiveSoft 52000 MB (non-fatal)'),  # src18#42
    T('llamacpp', 'ggml/src/ggml-metal/ggml-metal-context.m', 'cuda_oom', 'fatal', 'ggml_metal_synchronize: error: command buffer 0 failed with status 5', 'error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)'),  # src18#44
    T('llamacpp', 'ggml/src/ggml-metal/ggml-metal-device.m', 'cuda_oom', 'fatal', 'ggml_metal_buffer_init: error: failed to allocate buffer, size = 38912.00 MiB'),  # src18#48
    T('llamacpp', 'ggml/src/ggml-metal/ggml-metal-device.m', 'healthy', 'healthy', 'ggml_metal_device_init: tensor API disabled for pre-M5 and pre-A19 devices'),  # src18#49
    T('llamacpp', 'ggml/src/ggml-metal/ggml-metal-device.m', 'healthy', 'healthy', 'ggml_metal_init: skipping kernel_mul_mm_bf16_f32                  (not supported)'),  # src18#50
    T('llamacpp', 'siglist.c', 'fatal_signal', 'fatal', 'Bad system call'),  # src18#52
    T('llamacpp', 'linker/linker.cpp', 'healthy', 'healthy', 'WARNING: linker: Warning: "/data/data/com.termux/files/home/llama.cpp/build/bin/llama-server" unused DT entry: DT_RPATH (type 0xf arg 0x1a40) (ignoring)'),  # src18#54
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp', 'cuda_oom', 'fatal', 'ggml_vulkan: Device memory allocation of size 4294967296 failed.'),  # src18#55
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp', 'cuda_oom', 'fatal', 'ggml_vulkan: Device memory allocation of size 2147483648 failed.', 'ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory'),  # src18#56
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp', 'healthy', 'healthy', 'ggml_vulkan: Warning: Device type is CPU. This is probably not the device you want.'),  # src18#58
    T('llamacpp', 'ggml/src/ggml-vulkan/ggml-vulkan.cpp', 'healthy', 'healthy', 'ggml_vulkan: No devices found.'),  # src18#59
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'cuda_error', 'fatal', 'CUDA error: the launch timed out and was terminated'),  # src18#61
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'cuda_error', 'fatal', 'CUDA error: unspecified launch failure', '  current device: 0, in function ggml_backend_cuda_synchronize at D:\\a\\llama.cpp\\llama.cpp\\ggml\\src\\ggml-cuda\\ggml-cuda.cu:2628', '  cudaStreamSynchronize(cuda_ctx->stream())', 'D:\\a\\llama.cpp\\llama.cpp\\ggml\\src\\ggml-cuda\\ggml-cuda.cu:88: CUDA error'),  # src18#62
    T('llamacpp', 'ggml/src/ggml-cuda/ggml-cuda.cu', 'healthy', 'healthy', 'ggml_cuda_init: failed to initialize CUDA: CUDA driver version is insufficient for CUDA runtime version'),  # src18#63
    T('llamacpp', 'ggml/src/ggml-backend-reg.cpp', 'healthy', 'healthy', 'load_backend: failed to find ggml_backend_init in C:\\llama\\ggml-cuda.dll'),  # src18#64
    T('llamacpp', 'ggml/src/ggml-backend-reg.cpp', 'healthy', 'healthy', 'ggml_backend_load_best: failed to load C:\\llama\\ggml-cpu-icelake.dll'),  # src18#65
    T('ollama', 'src/runtime/panic.go', 'fatal_signal', 'fatal', 'panic: runtime error: invalid memory address or nil pointer dereference'),  # src18#66
    T('other', 'src/runtime/panic.go', 'fatal_signal', 'fatal', 'fatal error: concurrent map writes'),  # src18#67
    T('ollama', 'src/runtime/malloc.go', 'killed_oom_host', 'fatal', 'runtime: out of memory: cannot allocate 4294967296-byte block (8623488000 in use)', 'fatal error: runtime: out of memory'),  # src18#68
    T('ollama', 'src/runtime/signal_unix.go', 'fatal_signal', 'fatal', 'SIGSEGV: segmentation violation'),  # src18#69
    T('ollama', 'src/runtime/signal_unix.go', 'fatal_signal', 'fatal', 'SIGABRT: abort', 'PC=0x7f3b8c69e9fc m=11 sigcode=18446744073709551610', 'signal arrived during cgo execution'),  # src18#70
    T('other', 'src/net/http/server.go', 'healthy', 'healthy', '2026/12/05 15:45:20 http: panic serving 127.0.0.1:53012: runtime error: index out of range [2] with length 2'),  # src18#72
    T('ollama', 'recovery.go', 'healthy', 'healthy', '[Recovery] 2026/12/05 - 15:45:44 panic recovered:'),  # src18#73
    T('tgi', 'backends/v3/src/backend.rs:416', 'cuda_illegal_memory_access', 'fatal', "thread 'tokio-runtime-worker' panicked at backends/v3/src/backend.rs:416:59:", 'called `Result::unwrap()` on an `Err` value: Generation("CUDA error: an illegal memory access was encountered\\nCompile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.\\n")', first=1),  # src18#75
    T('tgi', 'library/std/src/panicking.rs', 'fatal_signal', 'fatal', "thread 'tokio-runtime-worker' panicked at backends/v3/src/backend.rs:411:43:", 'called `Result::unwrap()` on an `Err` value: Connection(tonic::transport::Error(Transport, ConnectError("transport error", Os { code: 2, kind: NotFound, message: "No such file or directory" })))', 'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace'),  # src18#76
    T('tgi', 'router/src/server.rs:2325', 'port_in_use', 'fatal', '2026-12-05T15:46:02.881340Z ERROR text_generation_router::server: router/src/server.rs:2325: Failed to bind to 0.0.0.0:8080: Address already in use (os error 98)'),  # src18#77
    T('tgi', 'launcher/src/main.rs:1220', 'killed_oom_host', 'fatal', '2026-12-05T15:46:30.987412Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 9 rank=0'),  # src18#79
    T('tgi', 'launcher/src/main.rs:2342', 'exited', 'fatal', '2026-12-05T15:47:40.220031Z ERROR text_generation_launcher: Webserver Crashed'),  # src18#80
    T('tgi', 'launcher/src/main.rs:2144', 'healthy', 'healthy', '2026-12-05T15:48:01.104922Z  WARN text_generation_launcher: Reducing the max batch prefill from 8192 to 4096 because there is not enough VRAM to support it.'),  # src18#81
    T('tgi', 'router/src/validation.rs:999', 'context_length_exceeded', 'finding', '2026-12-05T15:48:22.771201Z ERROR chat_completions{parameters="GenerateParameters { max_new_tokens: Some(1024), .. }"}:async_stream:generate_stream:infer: text_generation_router::infer: router/src/infer/mod.rs:126: `inputs` tokens + `max_new_tokens` must be <= 8192. Given: 7731 `inputs` tokens and 1024 `max_new_tokens`'),  # src18#82
    T('other', 'library/core/src/panicking.rs', 'fatal_signal', 'fatal', "thread '<unnamed>' panicked at candle-core/src/cuda_backend/mod.rs:2041:13:", 'panic in a function that cannot unwind'),  # src18#87
    T('other', 'library/std/src/alloc.rs', 'killed_oom_host', 'fatal', 'memory allocation of 34359738368 bytes failed'),  # src18#88
    T('mistralrs', 'mistralrs-server', 'cuda_oom', 'fatal', 'Error: DriverError(CUDA_ERROR_OUT_OF_MEMORY, "out of memory")'),  # src18#89
    T('llamacpp', 'malloc/malloc.c', 'fatal_signal', 'fatal', 'double free or corruption (!prev)'),  # src18#90
    T('llamacpp', 'malloc/malloc.c', 'fatal_signal', 'fatal', 'malloc(): corrupted top size'),  # src18#91
    T('llamacpp', 'debug/stack_chk_fail.c', 'fatal_signal', 'fatal', '*** stack smashing detected ***: terminated'),  # src18#92
    T('llamacpp', 'libstdc++-v3/libsupc++/pure.cc', 'fatal_signal', 'fatal', 'pure virtual method called'),  # src18#94
    T('llamacpp', 'libcxxabi/src/cxa_default_handlers.cpp', 'model_load_error', 'fatal', "libc++abi: terminating due to uncaught exception of type std::runtime_error: failed to open GGUF file '/Users/ana/models/qwen3-8b.gguf'"),  # src18#95
    T('llamacpp', 'compiler-rt/lib/asan/asan_errors.cpp', 'fatal_signal', 'fatal', '==48213==ERROR: AddressSanitizer: heap-use-after-free on address 0x6130000a1f40 at pc 0x55d3c1a2b7e1 bp 0x7ffd7d3a9e10 sp 0x7ffd7d3a9e08'),  # src18#96
    T('llamacpp', 'compiler-rt/lib/ubsan/ubsan_handlers.cpp', 'healthy', 'healthy', "/src/llama.cpp/ggml/src/ggml-quants.c:1432:25: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'"),  # src18#97
    T('llamacpp', 'siglist.c', 'fatal_signal', 'fatal', 'Floating point exception (core dumped)'),  # src18#98
    T('llamacpp', 'tools/server/server-context.cpp', 'context_length_exceeded', 'finding', 'srv    send_error: task id = 57, error: request (9120 tokens) exceeds the available context size (8192 tokens), try increasing it'),  # src18#99
    T('llamacpp', 'ggml/src/ggml-backend.cpp', 'cuda_oom', 'fatal', 'ggml_vulkan: Device memory allocation of size 1037832192 failed.', 'ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory', 'alloc_tensor_range: failed to allocate Vulkan0 buffer of size 1037832192'),  # src18#100
)  # fmt: skip


# Batch 25 (issue 17, round 42's knowledge pass src19, written while round 42's collectors worked and read after its
# logs were measured: how the Python libraries under the servers report failures in a server's log: huggingface_hub
# and transformers at load time, safetensors, torch.compile (Dynamo, Inductor), CUDA graph capture, torch.distributed
# and its elastic agent, multiprocessing, ZeroMQ, asyncio and uvicorn, Ray, and the OS under Python; 100 lines, 30 of
# them non-fatal: 74 read as their sources say with round 41's rules (no false alarm among the 30), 85 after round
# 42's and the pass's (DistNetworkError, gloo's TCP pair, Inductor's out-of-resource, hf_transfer, sentencepiece's
# ModelProto, openai-harmony's vocabulary, weights-only loads, a download that filled the disk, placement groups);
# kept: those read right, 92).
TEMPLATES_25: tuple[Template, ...] = (
    T('vllm', 'src/transformers/utils/hub.py', 'model_load_error', 'fatal', '(APIServer pid=48213)   File "/usr/local/lib/python3.12/dist-packages/transformers/utils/hub.py", line 543, in cached_files', '(APIServer pid=48213)     raise OSError(', '(APIServer pid=48213) OSError: You are trying to access a gated repo.', first=2),  # src19#1
    T('sglang', 'src/huggingface_hub/utils/_http.py:822', 'model_load_error', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/huggingface_hub/utils/_http.py", line 822, in hf_raise_for_status', '    raise _format(GatedRepoError, message, response) from e', 'huggingface_hub.errors.GatedRepoError: 403 Client Error. (Request ID: Root=1-6932f7a1-1c0e5b7d3f2a4e6b08d9c1aa;5b1f0c2e-7d4a-4c1b-9e3f-2a6d8b0c4e11)', first=2),  # src19#2
    T('vllm', 'src/transformers/utils/hub.py', 'model_load_error', 'fatal', "(APIServer pid=48213) OSError: Qwen/Qwen3-8B-Instrct is not a local folder and is not a valid model identifier listed on 'https://huggingface.co/models'"),  # src19#3
    T('lmdeploy', 'src/transformers/utils/hub.py', 'model_load_error', 'fatal', "OSError: v2.1 is not a valid git identifier (branch name, tag name or commit id) that exists for this model name. Check the model page at 'https://huggingface.co/internlm/internlm2_5-7b-chat' for available revisions."),  # src19#4
    T('vllm', 'src/huggingface_hub/file_download.py:1897', 'model_load_error', 'fatal', "(APIServer pid=48213) huggingface_hub.errors.LocalEntryNotFoundError: Cannot find the requested files in the disk cache and outgoing traffic has been disabled. To enable hf.co look-ups and downloads online, set 'local_files_only' to False."),  # src19#5
    T('sglang', 'src/huggingface_hub/_snapshot_download.py:360', 'model_load_error', 'fatal', '[2026-12-05 17:02:41 TP0] Scheduler hit an exception: Traceback (most recent call last):', "huggingface_hub.errors.LocalEntryNotFoundError: Cannot find an appropriate cached snapshot folder for the specified revision on the local disk and outgoing traffic has been disabled. To enable repo look-ups and downloads online, set 'HF_HUB_OFFLINE=0' as environment variable.", first=1),  # src19#6
    T('sglang', 'src/transformers/utils/hub.py', 'model_load_error', 'fatal', "OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached files and it looks like meta-llama/Llama-3.1-8B-Instruct is not the path to a directory containing a file named config.json."),  # src19#7
    T('trtllm', 'src/transformers/utils/hub.py', 'model_load_error', 'fatal', "OSError: /models/Llama-3.3-70B-Instruct-FP8 does not appear to have a file named config.json. Checkout 'https://huggingface.co//models/Llama-3.3-70B-Instruct-FP8/tree/main' for available files."),  # src19#8
    T('tgi', 'src/huggingface_hub/file_download.py:422', 'model_load_error', 'fatal', '2026-12-05T17:03:12.401822Z ERROR download: text_generation_launcher: Download encountered an error: ', 'Traceback (most recent call last):', 'OSError: Consistency check failed: file should be of size 4976698672 but has size 2147483648 (model-00002-of-00004.safetensors).'),  # src19#9
    T('tgi', 'src/huggingface_hub/file_download.py', 'model_load_error', 'fatal', 'RuntimeError: An error occurred while downloading using `hf_transfer`. Consider disabling HF_HUB_ENABLE_HF_TRANSFER for better error handling.'),  # src19#10
    T('vllm', 'src/transformers/dynamic_module_utils.py', 'model_load_error', 'fatal', '(APIServer pid=48213) ValueError: The repository moonshotai/Kimi-K2-Instruct contains custom code which must be executed to correctly load the model. You can inspect the repository content at /root/.cache/huggingface/hub/models--moonshotai--Kimi-K2-Instruct/snapshots/a6c8a1d .'),  # src19#11
    T('lmdeploy', 'src/transformers/models/auto/configuration_auto.py', 'model_load_error', 'fatal', 'ValueError: Unrecognized model in /data/ckpt/merged. Should have a `model_type` key in its config.json, or contain one of the following strings in its name: albert, align, altclip, aria, audio-spectrogram-transformer, autoformer, bamba, bark, bart, beit, bert'),  # src19#12
    T('vllm', 'src/transformers/models/auto/configuration_auto.py', 'model_load_error', 'fatal', "(APIServer pid=48213) KeyError: 'qwen3_next'", '(APIServer pid=48213) ', '(APIServer pid=48213) During handling of the above exception, another exception occurred:', '(APIServer pid=48213) ValueError: The checkpoint you are trying to load has model type `qwen3_next` but Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or because your version of Transformers is out of date.', first=3),  # src19#13
    T('sglang', 'src/transformers/tokenization_utils_fast.py', 'model_load_error', 'fatal', "ValueError: Converting from SentencePiece and Tiktoken failed, if a converter for SentencePiece is available, provide a model path with a SentencePiece tokenizer.model file.Currently available slow->fast converters: ['AlbertTokenizer', 'BartTokenizer', 'BarthezTokenizer', 'BertTokenizer', 'BigBirdTokenizer']"),  # src19#14
    T('vllm', 'bindings/python/src/tokenizer.rs', 'model_load_error', 'fatal', '(APIServer pid=48213) Exception: data did not match any variant of untagged enum ModelWrapper at line 757281 column 3'),  # src19#15
    T('lmdeploy', 'src/sentencepiece_processor.cc', 'model_load_error', 'fatal', 'RuntimeError: Internal: could not parse ModelProto from /models/llama2-7b/tokenizer.model'),  # src19#16
    T('vllm', 'src/tiktoken_ext/public_encodings.rs', 'model_load_error', 'fatal', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:04:12 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:04:12 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:04:12 [core.py:708] openai_harmony.HarmonyError: error downloading or loading vocab file: failed to download or load vocab file', first=2),  # src19#17
    T('vllm', 'bindings/python/src/lib.rs:624', 'model_load_error', 'fatal', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:05:31 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/model_loader/weight_utils.py", line 603, in safetensors_weights_iterator', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:05:31 [core.py:708]     with safe_open(st_file, framework="pt") as f:', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:05:31 [core.py:708] safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge', first=2),  # src19#18
    T('sglang', 'bindings/python/src/lib.rs:624', 'model_load_error', 'fatal', '[2026-12-05 17:05:44 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'safetensors_rust.SafetensorError: Error while deserializing header: MetadataIncompleteBuffer', first=1),  # src19#19
    T('tgi', 'safetensors/src/tensor.rs:88', 'model_load_error', 'fatal', '2026-12-05T17:06:02.771093Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', '', 'safetensors._safetensors_rust.SafetensorError: Error while deserializing header: incomplete metadata, file not fully covered', first=2),  # src19#20
    T('trtllm', 'safetensors/src/tensor.rs:73', 'model_load_error', 'fatal', '[12/05/2026-17:06:30] [TRT-LLM] [E] Failed to initialize executor on rank 0: Error while deserializing header: header too large'),  # src19#21
    T('vllm', 'torch/serialization.py', 'model_load_error', 'fatal', '(Worker_TP1 pid=48412) ERROR 12-05 17:06:51 [multiproc_executor.py:671] _pickle.UnpicklingError: Weights only load failed. This file can still be loaded, to do so you have two options, do those steps only if you trust the source of the checkpoint. '),  # src19#22
    T('vllm', 'src/huggingface_hub/file_download.py', 'model_load_error', 'fatal', "(APIServer pid=48213) OSError: [Errno 28] No space left on device: '/root/.cache/huggingface/hub/models--meta-llama--Llama-3.3-70B-Instruct/blobs/1f3c4a5b6d7e8f90a1b2c3d4e5f60718293a4b5c.incomplete'"),  # src19#23
    T('vllm', 'src/errors/validation_exception.rs', 'model_load_error', 'fatal', '(APIServer pid=48213) pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig', "(APIServer pid=48213)   Value error, Invalid repository ID or local directory specified: 'Qwen/Qwen3-32B-AWQQ'."),  # src19#24
    T('vllm', 'src/huggingface_hub/file_download.py:747', 'healthy', 'healthy', '(APIServer pid=48213) /usr/local/lib/python3.12/dist-packages/huggingface_hub/file_download.py:747: UserWarning: Not enough free disk space to download the file. The expected file size is: 4976.70 MB. The target location /root/.cache/huggingface/hub/models--Qwen--Qwen3-32B/blobs only has 3012.44 MB free disk space.'),  # src19#25
    T('sglang', 'src/huggingface_hub/file_download.py:1972', 'healthy', 'healthy', "Xet Storage is enabled for this repo, but the 'hf_xet' package is not installed. Falling back to regular HTTP download. For better performance, install the package with: `pip install huggingface_hub[hf_xet]` or `pip install hf_xet`"),  # src19#26
    T('vllm', 'src/huggingface_hub/_snapshot_download.py:348', 'healthy', 'healthy', '(APIServer pid=48213) WARNING 12-05 17:07:40 [weight_utils.py:309] Returning existing local_dir `/models/Llama-3.1-8B` as remote repo cannot be accessed in `snapshot_download` (Cannot reach https://huggingface.co/api/models/meta-llama/Llama-3.1-8B/revision/main: offline mode is enabled. To disable it, please unset the `HF_HUB_OFFLINE` environment variable.).'),  # src19#27
    T('sglang', 'src/transformers/tokenization_utils_base.py', 'healthy', 'healthy', 'Token indices sequence length is longer than the specified maximum sequence length for this model (9214 > 8192). Running this sequence through the model will result in indexing errors'),  # src19#28
    T('lmdeploy', 'src/transformers/models/llama/tokenization_llama.py', 'healthy', 'healthy', "You are using the default legacy behaviour of the <class 'transformers.models.llama.tokenization_llama.LlamaTokenizer'>. This is expected, and simply means that the `legacy` (previous) behavior will be used so nothing changes for you. If you want to use the new behaviour, set `legacy=False`."),  # src19#29
    T('tgi', 'src/transformers/tokenization_utils_base.py', 'healthy', 'healthy', '2026-12-05T17:08:11.220419Z  WARN text_generation_launcher: Special tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or trained.'),  # src19#30
    T('vllm', 'python/triton/runtime/build.py', 'triton_error', 'fatal', '/usr/bin/ld: cannot find -lcuda: No such file or directory', 'collect2: error: ld returned 1 exit status', "(EngineCore_DP0 pid=48377) ERROR 12-05 17:10:14 [core.py:708] torch._inductor.exc.InductorError: CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmpk3v9x1/cuda_utils.c', '-O3', '-shared', '-fPIC', '-Wno-psabi', '-o', '/tmp/tmpk3v9x1/cuda_utils.cpython-312-x86_64-linux-gnu.so', '-lcuda', '-L/usr/local/lib/python3.12/dist-packages/triton/backends/nvidia/lib', '-L/lib/x86_64-linux-gnu', '-I/tmp/tmpk3v9x1', '-I/usr/include/python3.12']' returned non-zero exit status 1."),  # src19#31
    T('sglang', 'python/triton/runtime/build.py', 'triton_error', 'fatal', '    raise BackendCompilerFailed(self.compiler_fn, e) from e', "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:", 'RuntimeError: Failed to find C compiler. Please specify via CC environment variable.', first=1),  # src19#32
    # (first=1 since round 58: both readers of a real log, heldout202/20204, put the first fatal line at the wrapper's
    # "BackendCompilerFailed: backend='inductor' raised:", the line that opens what it raised)
    T('vllm', 'torch/_inductor/runtime/triton_heuristics.py', 'triton_error', 'fatal', '(EngineCore_DP0 pid=48377) E1205 17:10:52.604000 48377 torch/_inductor/runtime/triton_heuristics.py:617] [0/0] Triton compilation failed: triton_poi_fused__to_copy_add_mul_silu_3'),  # src19#33
    T('trtllm', 'third_party/nvidia/backend/compiler.py', 'triton_error', 'fatal', '[12/05/2026-17:11:20] [TRT-LLM] [E] Failed to initialize executor on rank 0: PTXAS error: Internal Triton PTX codegen error', 'torch._inductor.exc.InductorError: RuntimeError: PTXAS error: Internal Triton PTX codegen error'),  # src19#34
    T('sglang', 'torch/_inductor/select_algorithm.py', 'triton_error', 'fatal', 'torch._inductor.exc.InductorError: RuntimeError: No valid triton configs. OutOfMemoryError: out of resource: triton_tem_fused_mm_0 Required: 262144 Hardware limit:232448 Reducing block sizes or `num_stages` may help.'),  # src19#35
    T('sglang', 'torch/_dynamo/convert_frame.py', 'healthy', 'healthy', 'W1205 17:14:02.118000 51022 torch/_dynamo/convert_frame.py:964] [2/8] torch._dynamo hit config.recompile_limit (8)'),  # src19#38
    T('lmdeploy', 'torch/_dynamo/convert_frame.py', 'healthy', 'healthy', "[rank0]:W1205 17:14:30.441000 61874 torch/_dynamo/convert_frame.py:844] [4/8]    function: 'forward' (/opt/lmdeploy/lmdeploy/pytorch/models/qwen2.py:212)", '[rank0]:W1205 17:14:30.441000 61874 torch/_dynamo/convert_frame.py:844] [4/8] torch._dynamo hit config.cache_size_limit (8)', first=1),  # src19#39
    T('vllm', 'torch/_dynamo/variables/tensor.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=48377) W1205 17:14:51.902000 48377 torch/_dynamo/variables/tensor.py:1047] [0/0] Graph break from `Tensor.item()`, consider setting:'),  # src19#40
    T('sglang', 'torch/_inductor/select_algorithm.py', 'healthy', 'healthy', 'W1205 17:15:20.550000 51022 torch/_inductor/select_algorithm.py:2213] [0/0] Runtime error during autotuning: out of resource: shared memory, Required: 196608, Hardware limit: 101376. Reducing block sizes or `num_stages` may help.. Ignoring this choice.'),  # src19#41
    T('vllm', 'torch/_inductor/cudagraph_trees.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=48377) W1205 17:15:44.010000 48377 torch/_inductor/cudagraph_utils.py:335] [2/0] skipping cudagraphs due to mutated inputs (2 instances). Found from : '),  # src19#42
    T('vllm', 'vllm/compilation/backends.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=48377) INFO 12-05 17:16:02 [backends.py:215] Directly load the compiled graph(s) for dynamic shape from the cache, took 6.201 s'),  # src19#43
    T('vllm', 'vllm/compilation/backends.py', 'healthy', 'healthy', '(EngineCore_DP0 pid=48377) INFO 12-05 17:16:40 [backends.py:218] Compiling a graph for dynamic shape takes 41.27 s'),  # src19#44
    T('vllm', 'c10/cuda/CUDAException.cpp', 'cuda_error', 'fatal', '(EngineCore_DP0 pid=48377) Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):  37%|███▋      | 25/67 [00:03<00:05,  7.9it/s]', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:17:05 [core.py:708] RuntimeError: CUDA error: operation not permitted when stream is capturing', first=1),  # src19#45
    T('sglang', 'python/sglang/srt/model_executor/cuda_graph_runner.py', 'cuda_error', 'fatal', '[2026-12-05 17:17:30 TP0] Capture cuda graph begin. This can take up to several minutes. avail mem=21.37 GB', 'Capturing batches (bs=96 avail_mem=21.02 GB):  25%|██▌       | 6/24 [00:01<00:04,  4.21it/s]', 'Exception: Capture cuda graph failed: CUDA error: operation failed due to a previous error during capture', first=2),  # src19#46
    T('sglang', 'python/sglang/srt/model_executor/cuda_graph_runner.py', 'cuda_oom', 'fatal', 'Capturing batches (bs=256 avail_mem=0.61 GB):   4%|▍         | 1/24 [00:00<00:12,  1.84it/s]', 'Exception: Capture cuda graph failed: CUDA out of memory. Tried to allocate 1.02 GiB. GPU 0 has a total capacity of 79.19 GiB of which 412.00 MiB is free. Including non-PyTorch memory, this process has 78.77 GiB memory in use.', first=1),  # src19#47
    T('lmdeploy', 'torch/cuda/graphs.py', 'cuda_error', 'fatal', '  File "/usr/local/lib/python3.11/site-packages/torch/cuda/graphs.py", line 88, in capture_end', '    super().capture_end()', 'RuntimeError: CUDA error: operation failed due to a previous error during capture', first=2),  # src19#48
    T('sglang', 'torch/csrc/distributed/c10d/NCCLUtils.cpp', 'nccl_error', 'fatal', 'Capturing batches (bs=8 avail_mem=30.12 GB):  67%|██████▋   | 16/24 [00:03<00:01,  5.02it/s]', 'torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:77, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.27.3', first=1),  # src19#49
    T('other', 'torch/distributed/elastic/multiprocessing/errors/__init__.py', 'exited', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", line 293, in launch_agent', '    raise ChildFailedError(', 'torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ', first=2),  # src19#50
    T('other', 'torch/distributed/elastic/multiprocessing/errors/__init__.py', 'killed_oom_host', 'fatal', '[0]:', '  time      : 2026-12-05_17:20:41', '  rank      : 0 (local_rank: 0)', '  exitcode  : -9 (pid: 20817)', first=3),  # src19#51
    T('other', 'torch/distributed/elastic/multiprocessing/errors/__init__.py', 'fatal_signal', 'fatal', '  rank      : 1 (local_rank: 1)', '  exitcode  : -6 (pid: 20818)', '  error_file: <N/A>', '  traceback : Signal 6 (SIGABRT) received by PID 20818', first=1),  # src19#52
    T('vllm', 'torch/distributed/elastic/multiprocessing/api.py', 'killed_oom_host', 'fatal', 'W1205 17:21:09.880000 20800 torch/distributed/elastic/multiprocessing/api.py:900] Sending process 20817 closing signal SIGTERM', 'E1205 17:21:10.512000 20800 torch/distributed/elastic/multiprocessing/api.py:874] failed (exitcode: -9) local_rank: 1 (pid: 20818) of binary: /usr/bin/python3', first=1),  # src19#53
    T('vllm', 'torch/csrc/distributed/c10d/TCPStore.cpp', 'port_in_use', 'fatal', '(Worker_TP1 pid=48412) torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. port: 29500, useIpv6: false, code: -98, name: EADDRINUSE, message: address already in use'),  # src19#54
    T('sglang', 'torch/csrc/distributed/c10d/TCPStore.cpp', 'port_in_use', 'fatal', '[2026-12-05 17:22:01 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: The server socket has failed to listen on any local network address. The server socket has failed to bind to [::]:5000 (errno: 98 - Address already in use). The server socket has failed to bind to 0.0.0.0:5000 (errno: 98 - Address already in use).', first=1),  # src19#55
    T('sglang', 'torch/csrc/distributed/c10d/socket.cpp', 'nccl_error', 'fatal', 'torch.distributed.DistNetworkError: The client socket has timed out after 600000ms while trying to connect to (10.20.1.7, 5000).'),  # src19#56
    T('vllm', 'torch/csrc/distributed/c10d/Utils.hpp', 'nccl_error', 'fatal', '(Worker_TP1 pid=48412) torch.distributed.DistNetworkError: failed to recv, got 0 bytes'),  # src19#57
    T('vllm', 'torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp', 'healthy', 'healthy', '[rank1]:[W1205 17:23:40.331227621 ProcessGroupNCCL.cpp:1771] [PG ID 0 PG GUID 0 Rank 1] Failed to check the "should dump" flag on TCPStore, (maybe TCPStore server has shut down too early), with error: Connection reset by peer'),  # src19#58
    T('vllm', 'torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp', 'nccl_error', 'fatal', '[rank0]:[E1205 17:24:30.118044512 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=5124, OpType=ALLREDUCE, NumelIn=8388608, NumelOut=8388608, Timeout(ms)=600000) ran for 600081 milliseconds before timing out.'),  # src19#59
    T('sglang', 'torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp', 'cuda_illegal_memory_access', 'fatal', '[rank2]:[E1205 17:25:02.774120931 ProcessGroupNCCL.cpp:2057] [PG ID 2 PG GUID 3 Rank 2] Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered'),  # src19#60
    T('sglang', 'gloo/transport/tcp/pair.cc', 'nccl_error', 'fatal', 'RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.20.1.8]:48231'),  # src19#61
    T('sglang', 'python/sglang/srt/entrypoints/engine.py', 'exited', 'fatal', '[2026-12-05 17:26:11] Rank 0 scheduler is dead. Please check if there are relevant logs.'),  # src19#63
    T('sglang', 'python/sglang/srt/entrypoints/engine.py', 'killed_oom_host', 'fatal', '[2026-12-05 17:26:11] Rank 0 scheduler is dead. Please check if there are relevant logs.', '[2026-12-05 17:26:12] Exit code: -9'),  # src19#64
    T('vllm', 'Lib/multiprocessing/resource_tracker.py', 'healthy', 'healthy', '(APIServer pid=48213) INFO:     Shutting down', '(APIServer pid=48213) INFO:     Finished server process [48213]', '(APIServer pid=48213) /usr/lib/python3.12/multiprocessing/resource_tracker.py:279: UserWarning: resource_tracker: There appear to be 1 leaked semaphore objects to clean up at shutdown', first=2),  # src19#66
    T('sglang', 'Lib/multiprocessing/resource_tracker.py', 'healthy', 'healthy', '/usr/lib/python3.10/multiprocessing/resource_tracker.py:224: UserWarning: resource_tracker: There appear to be 2 leaked shared_memory objects to clean up at shutdown'),  # src19#67
    T('vllm', 'Lib/multiprocessing/popen_fork.py', 'healthy', 'healthy', '(APIServer pid=48213) ProcessLookupError: [Errno 3] No such process'),  # src19#68
    T('lmdeploy', 'Lib/subprocess.py', 'killed_oom_host', 'fatal', '  File "/usr/lib/python3.10/subprocess.py", line 1863, in _execute_child', '    self.pid = _fork_exec(', 'OSError: [Errno 12] Cannot allocate memory', first=2),  # src19#70
    T('vllm', 'Lib/asyncio/selector_events.py', 'healthy', 'healthy', '(APIServer pid=48213) ERROR 12-05 17:28:40 [base_events.py:1833] socket.accept() out of system resource'),  # src19#72
    T('vllm', 'mm/oom_kill.c', 'killed_oom_host', 'fatal', '(EngineCore_DP0 pid=48377) Loading safetensors checkpoint shards:  62% Completed | 18/29 [01:41<01:02,  5.66s/it]', 'Killed', first=1),  # src19#73
    T('trtllm', 'Python/pylifecycle.c', 'fatal_signal', 'fatal', '[12/05/2026-17:29:10] [TRT-LLM] [I] Loading model weights...', 'Fatal Python error: Segmentation fault', first=1),  # src19#74
    T('vllm', 'zmq/backend/cython/_zmq.py', 'port_in_use', 'fatal', '(EngineCore_DP0 pid=48377)   File "/usr/local/lib/python3.12/dist-packages/zmq/sugar/socket.py", line 320, in bind', '(EngineCore_DP0 pid=48377)     super().bind(addr)', "(EngineCore_DP0 pid=48377) zmq.error.ZMQError: Address already in use (addr='tcp://10.20.1.7:13345')", first=2),  # src19#76
    T('vllm', 'msgspec/_core.c', 'exited', 'fatal', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:31:02 [core.py:793] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=48377) ERROR 12-05 17:31:02 [core.py:793] msgspec.ValidationError: Expected `array`, got `str` - at `$[5]`'),  # src19#77
    T('vllm', 'vllm/v1/engine/exceptions.py', 'exited', 'fatal', '(APIServer pid=48213) vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.'),  # src19#78
    T('sglang', 'uvicorn/server.py', 'port_in_use', 'fatal', '[2026-12-05 17:32:10] INFO:     Started server process [51022]', '[2026-12-05 17:32:10] INFO:     Waiting for application startup.', '[2026-12-05 17:32:10] INFO:     Application startup complete.', "[2026-12-05 17:32:10] ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 30000): address already in use", first=3),  # src19#79
    T('vllm', 'Lib/socket.py', 'port_in_use', 'fatal', '(APIServer pid=48213)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 1848, in create_server_socket', '(APIServer pid=48213)     sock.bind(addr)', '(APIServer pid=48213) OSError: [Errno 98] Address already in use', first=2),  # src19#80
    T('lmdeploy', 'uvicorn/server.py', 'exited', 'fatal', 'INFO:     Started server process [70211]', 'INFO:     Waiting for application startup.', 'INFO:     Application startup complete.', "ERROR:    [Errno 99] error while attempting to bind on address ('10.0.3.15', 23333): cannot assign requested address", first=3),  # src19#81
    T('sglang', 'uvicorn/lifespan/on.py:59', 'exited', 'fatal', '[2026-12-05 17:33:05] INFO:     Waiting for application startup.', '[2026-12-05 17:33:05] ERROR:    Traceback (most recent call last):', '[2026-12-05 17:33:05] ERROR:    Application startup failed. Exiting.', first=2),  # src19#82
    T('vllm', 'uvicorn/protocols/http/httptools_impl.py:413', 'healthy', 'healthy', '(APIServer pid=48213) ERROR:    Exception in ASGI application'),  # src19#83
    T('sglang', 'h11/_connection.py', 'healthy', 'healthy', '[2026-12-05 17:34:12] ERROR:    Exception in ASGI application', 'Traceback (most recent call last):', "h11._util.LocalProtocolError: Can't send data when our state is ERROR", first=2),  # src19#84
    T('sglang', 'Lib/asyncio/exceptions.py', 'healthy', 'healthy', '  File "/usr/local/lib/python3.12/dist-packages/sglang/srt/managers/tokenizer_manager.py", line 742, in _wait_one_response', '    await asyncio.wait_for(state.event.wait(), timeout=4)', 'asyncio.exceptions.CancelledError', first=2),  # src19#85
    T('lmdeploy', 'Lib/asyncio/tasks.py', 'healthy', 'healthy', 'Task was destroyed but it is pending!'),  # src19#86
    T('vllm', 'uvicorn/server.py:264', 'healthy', 'healthy', '(APIServer pid=48213) ^C', '(APIServer pid=48213) INFO:     Shutting down', first=1),  # src19#87
    T('vllm', 'uvicorn/protocols/http/httptools_impl.py:173', 'healthy', 'healthy', '(APIServer pid=48213) WARNING:  Invalid HTTP request received.'),  # src19#88
    T('sglang', 'fastapi/routing.py', 'healthy', 'healthy', '[2026-12-05 17:35:44] INFO:     10.0.0.21:53118 - "POST /v1/chat/completions HTTP/1.1" 400 Bad Request'),  # src19#89
    T('vllm', 'vllm/v1/engine/processor.py', 'context_length_exceeded', 'finding', '(APIServer pid=48213) ERROR 12-05 17:36:20 [serving_chat.py:257] Error in preprocessing prompt inputs', '(APIServer pid=48213) ERROR 12-05 17:36:20 [serving_chat.py:257] ValueError: The decoder prompt (length 40123) is longer than the maximum model length of 32768. Make sure that `max_model_len` is no smaller than the number of text tokens.', first=1),  # src19#91
    T('tgi', 'router/src/validation.rs', 'context_length_exceeded', 'finding', '2026-12-05T17:36:51.204331Z ERROR compat_generate{default_return_full_text=true compute_type=Extension(ComputeType("1-nvidia-a100-sxm4-80gb"))}:generate_stream{parameters=GenerateParameters { max_new_tokens: Some(2048) }}:async_stream:generate_stream:schedule:validate: text_generation_router::validation: router/src/validation.rs:167: `inputs` tokens + `max_new_tokens` must be <= 8192. Given: 7010 `inputs` tokens and 2048 `max_new_tokens`'),  # src19#92
    T('vllm', 'python/ray/exceptions.py', 'exited', 'fatal', '(APIServer pid=48213) ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.'),  # src19#93
    T('vllm', 'src/ray/raylet/node_manager.cc', 'killed_oom_host', 'fatal', '(raylet) [2026-12-05 17:38:02,441 E 3321 3321] (raylet) node_manager.cc:3193: 1 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 6a1f0c2e9d7b4a58e3c1f0d2b6a9e7c4d1f3a5b7c9e0d2f4a6b8c0e1, IP: 10.20.1.7) over the last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip 10.20.1.7`'),  # src19#94
    T('vllm', 'src/ray/util/logging.cc', 'fatal_signal', 'fatal', '(RayWorkerWrapper pid=4412, ip=10.20.1.8) *** SIGSEGV received at time=1796491083 on cpu 12 ***'),  # src19#95
    T('vllm', 'python/ray/exceptions.py', 'hang', 'fatal', '(EngineCore_DP0 pid=48377) ray.exceptions.RayChannelTimeoutError: System error: If the execution is expected to take a long time, increase RAY_CGRAPH_get_timeout which is currently 300 seconds. Otherwise, this may indicate that the execution is hanging.'),  # src19#96
    T('vllm', 'vllm/executor/ray_utils.py', 'exited', 'fatal', "(APIServer pid=48213) ValueError: Cannot provide a placement group of placement_group_specs=[{'GPU': 1.0, 'node:10.20.1.7': 0.001}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}] within 1800 seconds. See `ray status` and `ray list nodes` to make sure the cluster has enough resources."),  # src19#97
    T('vllm', 'vllm/executor/ray_utils.py', 'healthy', 'healthy', "(APIServer pid=48213) INFO 12-05 17:39:15 [ray_utils.py:240] Waiting for creating a placement group of specs for 10 seconds. specs=[{'GPU': 1.0, 'node:10.20.1.7': 0.001}, {'GPU': 1.0}]. Check `ray status` and `ray list nodes` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node."),  # src19#98
    T('vllm', 'src/ray/raylet/local_object_manager.cc', 'healthy', 'healthy', '(raylet) Spilled 4321 MiB, 102 objects, write throughput 1834 MiB/s. Set RAY_verbose_spill_logs=0 to disable this message.'),  # src19#99
    T('vllm', 'python/ray/autoscaler/_private/autoscaler.py', 'healthy', 'healthy', "(autoscaler +1m5s) Warning: The following resource request cannot be scheduled right now: {'GPU': 1.0}. This is likely due to all cluster resources being claimed by actors. Consider creating fewer actors or adding more nodes to this Ray cluster."),  # src19#100
)  # fmt: skip


# Batch 26 (issue 17, source pass src20, written in the thirtieth session after the search budget ran out, from the
# newest source snapshots of the libraries under the servers that no batch had read: DeepEP, DeepGEMM, NIXL, UCX and
# Mooncake (expert parallelism and disaggregated serving); FlashInfer, FlashAttention 2-4, CUTLASS and its DSL,
# xformers (kernel libraries); accelerate, safetensors, xgrammar, llguidance, outlines, tokenizers; AMD's AITER,
# RCCL, HIP and HSA runtimes, Intel's IPEX and torch-xpu-ops, vLLM on Gaudi. 134 lines, 46 of them non-fatal: 78 read
# as their sources say with round 103's rules (84 labels), 93 after the pass's rules (a kernel library's refusal of
# the GPU's architecture, DeepEP's deadlines and wrapped NCCL failure, a device assertion in a .cu file, HSA's illegal
# instruction and GPU hang, CUTLASS's launch check, FlashInfer's workspace warning that names an illegal memory
# access); kept: those read right, 93; the rest, with what triage made of them, in bench/results/source_pass/src20.json
# (UCX's ERROR lines and NIXL's backend error stay exits, as the labelled sets read them; NCCL WARN lines stay
# precursors; a bare exception line with no traceback stays no event).
TEMPLATES_26: tuple[Template, ...] = (
    T('sglang', 'deepseek-ai/DeepEP:csrc/legacy/buffer.hpp:596', 'hang', 'fatal', '[2026-12-04 05:14:09 TP3] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: DeepEP error: CPU recv timeout', first=1),  # src20k1#1
    T('vllm', 'deepseek-ai/DeepEP:csrc/kernels/legacy/internode_ll.cu:398', 'hang', 'fatal', 'Warning: DeepEP timeout for dispatch receive, rank 5, local_expert_idx 3, src_rank 12', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:14:11 [core.py:708] torch.AcceleratorError: CUDA error: unspecified launch failure'),  # src20k1#2
    T('sglang', 'deepseek-ai/DeepEP:csrc/elastic/buffer.hpp:1063', 'hang', 'fatal', '[2026-12-04 05:14:09 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: Dispatch CPU wait exception (csrc/elastic/buffer.hpp:1063): CPU side received count (scaleup: 3): 12 9 -1 14 10 7 11 13 # 41 -1 27 19', first=1),  # src20k1#3
    T('sglang', 'deepseek-ai/DeepEP:csrc/legacy/buffer.hpp:149', 'cuda_oom', 'fatal', '[2026-12-04 05:00:31 TP1] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: CUDA runtime exception (csrc/legacy/buffer.hpp:149): 2 (cudaErrorMemoryAllocation, out of memory)', first=1),  # src20k1#4
    T('sglang', 'deepseek-ai/DeepEP:deep_ep/utils/envs.py:156', 'exited', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/deep_ep/utils/envs.py", line 156, in check_nvlink_connections', "    assert group.size() <= 2, 'PCIe GPUs only have pairwise NVLink connections'", 'AssertionError: PCIe GPUs only have pairwise NVLink connections', first=2),  # src20k1#6
    T('vllm', 'deepseek-ai/DeepEP:deep_ep/__init__.py:59', 'exited', 'fatal', '  File "/usr/local/lib/python3.12/dist-packages/deep_ep/__init__.py", line 59, in check_nccl_so', 'AssertionError: Duplicate NCCL runtime found in the current system: /usr/lib/x86_64-linux-gnu/libnccl.so.2.27.3 and /usr/local/lib/python3.12/dist-packages/nvidia/nccl/lib/libnccl.so.2', first=1),  # src20k1#7
    T('sglang', 'deepseek-ai/DeepEP:csrc/kernels/backend/nccl.cu:37', 'nccl_error', 'fatal', '[2026-12-04 05:00:29 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: NCCL exception (csrc/kernels/backend/nccl.cu:37): 2 (socketStartConnect: Connect to 10.0.0.7<43891> failed : Software caused connection abort)', first=1),  # src20k1#8
    T('sglang', 'deepseek-ai/DeepEP:csrc/kernels/legacy/internode_ll.cu:284', 'device_side_assert', 'fatal', 'Assertion failed: csrc/kernels/legacy/internode_ll.cu:284, condition: ibgda_get_state()->num_rc_per_pe >= num_local_experts', '[2026-12-04 05:02:17 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: CUDA error: unspecified launch failure'),  # src20k1#9
    T('sglang', 'deepseek-ai/DeepEP:csrc/legacy/buffer.hpp:175', 'healthy', 'healthy', 'WARNING: destroy() was not called before DeepEP buffer destruction, which can leak resources.'),  # src20k1#10
    T('sglang', 'deepseek-ai/DeepEP:deep_ep/utils/envs.py:218', 'healthy', 'healthy', "Failed to get NVLink connection speed: [Errno 2] No such file or directory: 'nvidia-smi'"),  # src20k1#11
    T('sglang', 'deepseek-ai/DeepGEMM:csrc/jit/compiler.hpp:187', 'exited', 'fatal', '[2026-12-04 05:00:44 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: Assertion error (csrc/jit/compiler.hpp:187): (major > 12 or (major == 12 and minor >= 3)) and "NVCC version should be >= 12.3"', first=1),  # src20k1#13
    T('vllm', 'deepseek-ai/DeepGEMM:csrc/jit/handle.hpp:141', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:03:41 [core.py:708] RuntimeError: CUDA driver error (csrc/jit/handle.hpp:141): 2 (CUDA_ERROR_OUT_OF_MEMORY, out of memory)'),  # src20k1#14
    T('vllm', 'deepseek-ai/DeepGEMM:csrc/jit/compiler.hpp:189', 'healthy', 'healthy', 'Warning: please use at least NVCC 12.9 for the best DeepGEMM performance'),  # src20k1#16
    T('sglang', 'deepseek-ai/DeepGEMM:deep_gemm/__init__.py:101', 'healthy', 'healthy', "Failed to load legacy DeepGEMM A100 Triton kernels: No module named 'triton'"),  # src20k1#17
    T('vllm', 'ai-dynamo/nixl:src/plugins/ucx/ucx_utils.cpp:424', 'healthy', 'healthy', 'W1204 05:00:18.902114    4391 ucx_utils.cpp:424] UCX version is 1.18.0 which is less than 1.19, CUDA support is limited, including the lack of support for multi-GPU within a single process.'),  # src20k1#21
    T('vllm', 'ai-dynamo/nixl:src/core/nixl_agent.cpp:309', 'healthy', 'healthy', "W1204 05:00:24.301557    4391 nixl_agent.cpp:309] 32 Amazon EFA(s) were detected, but the UCX backend was configured. For best performance, it's recommended to use the LIBFABRIC backend instead."),  # src20k1#22
    T('vllm', 'openucx/ucx:src/ucs/debug/debug.c:1044', 'fatal_signal', 'fatal', '[node1:4391 :0:4522] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x18)', '==== backtrace (tid:   4522) ====', ' 0  /usr/local/ucx/lib/libucs.so.0(ucs_handle_error+0x2e4) [0x7f3c1a2b5e24]', ' 1  /usr/local/ucx/lib/libucs.so.0(+0x3a0bd) [0x7f3c1a2b70bd]', ' 2  /usr/local/ucx/lib/libucp.so.0(ucp_worker_progress+0x5a) [0x7f3c1a3c4e1a]', '================================='),  # src20k1#24
    T('vllm', 'openucx/ucx:src/ucs/config/parser.c:2578', 'healthy', 'healthy', '[1764865801.052311] [node1:4391 :0]          parser.c:2578 UCX  WARN  unused environment variable: UCX_IB_GID_INDX (maybe: UCX_IB_GID_INDEX?)', '[1764865801.052311] [node1:4391 :0]          parser.c:2578 UCX  WARN  (set UCX_WARN_UNUSED_ENV_VARS=n to suppress this warning)'),  # src20k1#25
    T('vllm', 'openucx/ucx:src/ucp/core/ucp_context.c:1508', 'healthy', 'healthy', "[1764865801.052399] [node1:4391 :0]     ucp_context.c:1508 UCX  WARN  network device 'mlx5_4:1' is not available, please use one or more of: 'eth0'(tcp), 'lo'(tcp), 'mlx5_0:1'(ib), 'mlx5_1:1'(ib)"),  # src20k1#26
    T('sglang', 'kvcache-ai/Mooncake:mooncake-transfer-engine/src/transfer_metadata_plugin.cpp:592', 'fatal_signal', 'fatal', 'F1204 05:00:19.771203  4260 transfer_metadata_plugin.cpp:592] Unable to find metadata storage plugin redis with conn string: redis://10.0.0.5:6379', '*** Check failure stack trace: ***', '    @     0x7f8e1c2a5b43  google::LogMessage::Fail()'),  # src20k1#27
    T('sglang', 'kvcache-ai/Mooncake:mooncake-transfer-engine/src/transport/rdma_transport/worker_pool.cpp:654', 'healthy', 'healthy', 'E1204 05:12:40.551023 48233 worker_pool.cpp:654] Worker: Process failed for slice (opcode: 1, source_addr: 0x7f1c40a00000, length: 65536, dest_addr: 0x7f2a81c00000, local_nic: mlx5_0, peer_nic: 10.0.0.7:16001@mlx5_0, dest_rkey: 2097409, retry_cnt: 0, max_retry_cnt: 8): transport retry counter exceeded'),  # src20k1#30
    T('sglang', 'kvcache-ai/Mooncake:mooncake-transfer-engine/src/transfer_engine_impl.cpp:85', 'healthy', 'healthy', 'E1204 05:00:19.802311  4260 transfer_engine_impl.cpp:59] setrlimit failed: Operation not permitted', 'W1204 05:00:19.802340  4260 transfer_engine_impl.cpp:85] Failed to set file descriptor limit. Continuing initialization, but this may cause issues if too many files are opened.'),  # src20k1#31
    T('sglang', 'kvcache-ai/Mooncake:mooncake-transfer-engine/src/transport/rdma_transport/rdma_transport.cpp:1123', 'healthy', 'healthy', 'W1204 05:00:20.110412  4260 rdma_context.cpp:1228] Device mlx5_3 port not active', 'E1204 05:00:20.110498  4260 rdma_context.cpp:211] Failed to open device mlx5_3 on port 1 with GID 3', 'W1204 05:00:20.110503  4260 rdma_transport.cpp:1123] Disable device mlx5_3'),  # src20k1#32
    T('sglang', 'kvcache-ai/Mooncake:mooncake-store/src/client_service.cpp:1890', 'healthy', 'healthy', 'W1204 05:20:03.661902  4311 client_service.cpp:1890] Failed to start put operation for key=7c1f0e2ab94d3a65_0_k due to insufficient space. Consider lowering eviction_high_watermark_ratio or mounting more segments.'),  # src20k1#33
    T('sglang', 'flashinfer-ai/flashinfer:flashinfer/jit/core.py:109', 'no_kernel_image', 'fatal', '[2026-12-04 05:00:31 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: FlashInfer requires GPUs with sm75 or higher', first=1),  # src20k2#3
    T('vllm', 'flashinfer-ai/flashinfer:csrc/batch_prefill.cu:369', 'cuda_illegal_memory_access', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: Check failed: (status == cudaSuccess) is false: BatchPrefillWithPagedKVCache failed with error an illegal memory access was encountered', first=1),  # src20k2#4
    T('sglang', 'flashinfer-ai/flashinfer:csrc/batch_decode.cu:245', 'cuda_illegal_instruction', 'fatal', '[2026-12-04 05:03:11 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: Check failed: (status == cudaSuccess) is false: BatchDecodeWithPagedKVCache failed with error an illegal instruction was encountered', first=1),  # src20k2#5
    T('sglang', 'flashinfer-ai/flashinfer:include/flashinfer/attention/scheduler.cuh:780', 'exited', 'fatal', '[2026-12-04 05:00:44 TP0] Scheduler hit an exception: Traceback (most recent call last):', "RuntimeError: Error in function 'PrefillPlanImpl' at /usr/local/lib/python3.12/dist-packages/flashinfer/data/include/flashinfer/attention/scheduler.cuh:780: num_qo_heads 28 should be divisible by num_kv_heads 8", first=1),  # src20k2#9
    T('sglang', 'flashinfer-ai/flashinfer:flashinfer/autotuner/autotuner.py:1896', 'healthy', 'healthy', '2026-12-04 05:00:40,123 - WARNING - autotuner.py:1896 - flashinfer.jit: [Autotuner]: OOM detected, falling back to default tactic'),  # src20k2#11
    T('vllm', 'flashinfer-ai/flashinfer:flashinfer/jit/core.py:405', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) 2026-12-04 05:00:22,514 - WARNING - core.py:405 - flashinfer.jit: Failed to load AOT artifact /usr/local/lib/python3.12/dist-packages/flashinfer_jit_cache/jit_cache/norm/norm.so: /usr/local/lib/python3.12/dist-packages/flashinfer_jit_cache/jit_cache/norm/norm.so: undefined symbol: _ZN3c104cuda20getCurrentCUDAStreamEa. Falling back to JIT build.'),  # src20k2#12
    T('vllm', 'flashinfer-ai/flashinfer:flashinfer/comm/allreduce.py:201', 'healthy', 'healthy', '(Worker_TP0 pid=4301) Workspace is insufficient for problem size. Workspace validation failed:', '(Worker_TP0 pid=4301)   - token_num (16384) * hidden_dim (4096) exceeds workspace max_token_num (8192) * hidden_dim (4096). This may cause Illegal Memory Access.'),  # src20k2#13
    T('sglang', 'flashinfer-ai/flashinfer:flashinfer/autotuner/autotuner.py:1189', 'healthy', 'healthy', "2026-12-04 05:00:38,901 - INFO - autotuner.py:1189 - flashinfer.jit: [Autotuner]: Loading configs for ('flashinfer::trtllm_fp4_block_scale_moe', 'MoERunner', ((256, 7168),), ()) from file failed; Using default configs instead."),  # src20k2#14
    T('vllm', 'flashinfer-ai/flashinfer:csrc/fused_moe/trtllm_backend/trtllm_fused_moe_routing_runner.cu:224', 'healthy', 'healthy', "(EngineCore_DP0 pid=4260) Warning in function 'run' at /usr/local/lib/python3.12/dist-packages/flashinfer/data/csrc/fused_moe/trtllm_backend/trtllm_fused_moe_routing_runner.cu:224: For Llama routing method, nGroup/topkGroup is ignored, got  1 / 1"),  # src20k2#15
    T('sglang', 'flashinfer-ai/flashinfer:flashinfer/comm/mnnvl.py:652', 'healthy', 'healthy', '[MNNVL] capability-vote comm size 8 != world_size 4; disabling MNNVL auto-selection. Pass a comm_backend/group scoped to the workspace ranks to enable it.'),  # src20k2#16
    T('sglang', 'flashinfer-ai/flashinfer:flashinfer/autotuner/autotuner.py:1329', 'healthy', 'healthy', '2026-12-04 05:00:36,004 - WARNING - autotuner.py:1329 - flashinfer.jit: [Autotuner] globaltimer kernel unavailable; falling back to cudaEvent timing. Under Confidential Computing this timing may be unreliable and can degrade tactic selection.'),  # src20k2#17
    T('vllm', 'Dao-AILab/flash-attention:csrc/flash_attn/flash_api.cpp:393', 'no_kernel_image', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: FlashAttention only supports Ampere GPUs or newer.', first=1),  # src20k2#18
    T('vllm', 'Dao-AILab/flash-attention:hopper/flash_fwd_launch_template.h:165', 'no_kernel_image', 'fatal', '(EngineCore_DP0 pid=4260) CUDA error (/workspace/.deps/vllm-flash-attn-src/hopper/flash_fwd_launch_template.h:165): no kernel image is available for execution on the device', '(APIServer pid=4121) ERROR 12-04 05:01:03 [core_client.py:564] Engine core proc EngineCore_DP0 died unexpectedly, shutting down client.'),  # src20k2#20
    T('sglang', 'Dao-AILab/flash-attention:hopper/flash_fwd_launch_template.h:189', 'cuda_error', 'fatal', 'CUTLASS error (/workspace/flash-attention/hopper/flash_fwd_launch_template.h:189): Error Internal'),  # src20k2#21
    T('sglang', 'Dao-AILab/flash-attention:flash_attn/cute/interface.py:126', 'exited', 'fatal', '[2026-12-04 05:01:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', '  File "/usr/local/lib/python3.12/dist-packages/flash_attn/cute/interface.py", line 126, in _validate_head_dims', 'AssertionError: (head_dim, head_dim_v)=(160, 160) is not supported on SM100/SM110. head_dim and head_dim_v must be between 8 and 128 and divisible by 8, or (192, 128) for DeepSeek, or (256, 256) for hd256.', first=2),  # src20k2#23
    T('sglang', 'Dao-AILab/flash-attention:flash_attn/cute/interface.py:681', 'no_kernel_image', 'fatal', '[2026-12-04 05:01:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'AssertionError: Unsupported compute capability. Supported: 8.x, 9.x, 10.x, 11.x, 12.x', first=1),  # src20k2#24
    T('vllm', 'Dao-AILab/flash-attention:flash_attn/flash_attn_interface.py:17', 'healthy', 'healthy', '(APIServer pid=4121) /usr/local/lib/python3.12/dist-packages/flash_attn/flash_attn_interface.py:17: UserWarning: flash_attn_2_cuda (which has ROCm/HIP kernels) not found, falling back to Triton implementation', '(APIServer pid=4121)   warnings.warn("flash_attn_2_cuda (which has ROCm/HIP kernels) not found, falling back to Triton implementation")'),  # src20k2#25
    T('sglang', 'Dao-AILab/flash-attention:flash_attn/cute/cache_utils.py:224', 'healthy', 'healthy', '[FA] Cache miss on disk for key hash 9c2f4e1a7b3d5c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6'),  # src20k2#26
    T('sglang', 'NVIDIA/cutlass:python/CuTeDSL/cutlass/base_dsl/runtime/cuda.py:364', 'no_kernel_image', 'fatal', '[2026-12-04 05:01:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', '  File "/usr/local/lib/python3.12/dist-packages/nvidia_cutlass_dsl/python_packages/cutlass/base_dsl/runtime/cuda.py", line 364, in checkCudaErrors', 'cutlass.base_dsl.common.DSLCudaRuntimeError: ', 'error: CUDA_ERROR_NO_BINARY_FOR_GPU (error code: 209) ', '❌ CUDA kernel not compatible with your GPU.', '  = note: error code 209', '  = note: ', '- Error name: CUDA_ERROR_NO_BINARY_FOR_GPU', '- Error code: 209', '- CUDA_TOOLKIT_PATH: not set', '- Target SM ARCH: sm_100a (from env manager)', '❌ Error: Target SM ARCH sm_100a is not compatible', '💡 Please use one of SM ARCHs: sm_90a', '  suggestion: Set env CUTE_DSL_ARCH to match your GPU architecture', first=3),  # src20k2#27
    T('vllm', 'NVIDIA/cutlass:python/CuTeDSL/cutlass/base_dsl/common.py:419', 'cuda_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] cutlass.base_dsl.common.DSLCudaRuntimeError: ', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] error[CUDA_LAUNCH_INVALID_CONFIG]: CUDA launch failed: CUDA_ERROR_INVALID_VALUE (1)', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] CUDA rejected the launch configuration before running the kernel.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   suggestion: Check `.launch(...)`: grid, block, dynamic shared memory, stream, and attributes. Keep', first=2),  # src20k2#28
    T('sglang', 'NVIDIA/cutlass:python/CuTeDSL/cutlass/base_dsl/common.py:295', 'cuda_illegal_instruction', 'fatal', '[2026-12-04 05:03:11 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'cutlass.base_dsl.common.DSLCudaRuntimeError: ', 'error: CUDA_ERROR_ILLEGAL_INSTRUCTION (error code: 715) ', '❌ A running kernel executed an illegal instruction.', '', 'This is a fault inside the kernel, not an architecture mismatch.', '  = note: error code 715', first=2),  # src20k2#29
    T('vllm', 'NVIDIA/cutlass:python/CuTeDSL/cutlass/base_dsl/common.py:283', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] cutlass.base_dsl.common.DSLCudaRuntimeError: ', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] error: CUDA_ERROR_OUT_OF_MEMORY (error code: 2) ', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] 💾 CUDA out of memory error.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   = note: error code 2', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   suggestion: 1. Reduce batch size', first=2),  # src20k2#30
    T('vllm', 'NVIDIA/cutlass:include/cutlass/gemm/kernel/sm90_gemm_tma_warpspecialized_cooperative.hpp:369', 'no_kernel_image', 'fatal', '(EngineCore_DP0 pid=4260) ERROR : Arch conditional MMA instruction used without targeting appropriate compute capability. Aborting.', '(EngineCore_DP0 pid=4260) ERROR : Arch conditional MMA instruction used without targeting appropriate compute capability. Aborting.'),  # src20k2#32
    T('sglang', 'NVIDIA/cutlass:python/CuTeDSL/cutlass/base_dsl/ast_helpers.py:547', 'healthy', 'healthy', '/usr/local/lib/python3.12/dist-packages/flash_attn/cute/flash_fwd_sm100.py:1432: DSLOptimizationWarning: This static loop has 128 iterations, which may be very slow to compile, consider using `cutlass.range(..., unroll_full=True)` instead.'),  # src20k2#33
    T('vllm', 'facebookresearch/xformers:xformers/_cpp_lib.py:146', 'healthy', 'healthy', '(APIServer pid=4121) WARNING[XFORMERS]: Need to compile C++ extensions to use all xFormers features.', '(APIServer pid=4121)     Please install xformers properly (see https://github.com/facebookresearch/xformers#installing-xformers)', "(APIServer pid=4121)   SwiGLU, sparse and more won't be available.", '(APIServer pid=4121)   Set XFORMERS_MORE_DETAILS=1 for more details'),  # src20k2#34
    T('vllm', 'huggingface/safetensors:safetensors/src/tensor.rs:71', 'model_load_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:00:24 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/model_loader/weight_utils.py", line 603, in safetensors_weights_iterator', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:00:24 [core.py:708]     with safe_open(st_file, framework="pt") as f:', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:00:24 [core.py:708] safetensors._safetensors_rust.SafetensorError: Error while deserializing header: invalid JSON in header: control character (\\u0000-\\u001F) found while parsing a string at line 1 column 8217', first=2),  # src20k3#1
    T('vllm', 'huggingface/safetensors:safetensors/src/tensor.rs:70', 'model_load_error', 'fatal', '(Worker_TP1 pid=4302) ERROR 12-04 05:00:25 [multiproc_executor.py:597] WorkerProc failed to start.', '(Worker_TP1 pid=4302) ERROR 12-04 05:00:25 [multiproc_executor.py:597] safetensors._safetensors_rust.SafetensorError: Error while deserializing header: invalid UTF-8 in header: invalid utf-8 sequence of 1 bytes from index 2811', first=1),  # src20k3#2
    T('sglang', 'huggingface/safetensors:safetensors/src/tensor.rs:74', 'model_load_error', 'fatal', '[2026-12-04 05:00:12 TP0] Scheduler hit an exception: Traceback (most recent call last):', '  File "/usr/local/lib/python3.12/dist-packages/sglang/srt/model_loader/weight_utils.py", line 1178, in safetensors_weights_iterator', '    with safetensors.safe_open(st_file, framework="pt", device="cpu") as f:', 'safetensors._safetensors_rust.SafetensorError: Error while deserializing header: header too small', first=3),  # src20k3#3
    T('tgi', 'huggingface/safetensors:safetensors/src/tensor.rs:75', 'model_load_error', 'fatal', '2026-12-04T05:00:12.771093Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', '', 'Traceback (most recent call last):', '  File "/usr/src/server/text_generation_server/utils/weights.py", line 121, in _get_handle', '    f = safe_open(filename, framework="pytorch")', 'safetensors._safetensors_rust.SafetensorError: Error while deserializing header: invalid header length', first=5),  # src20k3#4
    T('sglang', 'huggingface/safetensors:bindings/python/src/lib.rs:809', 'model_load_error', 'fatal', '[2026-12-04 05:00:18 TP1] Scheduler hit an exception: Traceback (most recent call last):', '  File "/usr/local/lib/python3.12/dist-packages/sglang/srt/model_loader/loader.py", line 2397, in _read_presharded_file', '    return {key: fh.get_tensor(key) for key in stored_keys}', 'safetensors._safetensors_rust.SafetensorError: File does not contain tensor model.layers.17.mlp.experts.w13_weight', first=3),  # src20k3#5
    T('lmdeploy', 'huggingface/safetensors:safetensors/src/tensor.rs:78', 'model_load_error', 'fatal', 'safetensors._safetensors_rust.SafetensorError: Error while deserializing header: invalid offset for tensor `model.layers.31.mlp.down_proj.weight`'),  # src20k3#6
    T('other', 'huggingface/accelerate:src/accelerate/utils/modeling.py:1661', 'model_load_error', 'fatal', '  File "/usr/local/lib/python3.11/site-packages/accelerate/utils/modeling.py", line 1661, in load_state_dict', '    raise OSError(', 'OSError: The safetensors archive passed at /models/mistral-7b-merged/model-00001-of-00003.safetensors does not contain the valid metadata. Make sure you save your model with the `save_pretrained` method.', first=2),  # src20k3#10
    T('other', 'huggingface/accelerate:src/accelerate/big_modeling.py:450', 'healthy', 'healthy', 'Some parameters are on the meta device because they were offloaded to the cpu.'),  # src20k3#13
    T('other', 'huggingface/accelerate:src/accelerate/utils/modeling.py:1583', 'healthy', 'healthy', "/usr/local/lib/python3.11/site-packages/accelerate/utils/modeling.py:1583: UserWarning: Current model requires 536870912 bytes of buffer for offloaded layers, which seems does not fit any GPU's remaining memory. If you are experiencing a OOM later, please consider using offload_buffers=True.", '  warnings.warn('),  # src20k3#14
    T('vllm', 'mlc-ai/xgrammar:cpp/regex_converter.cc:252', 'healthy', 'healthy', '(APIServer pid=4121) vllm.exceptions.VLLMValidationError: Failed to transform regex into a grammar: [05:02:11] /project/cpp/regex_converter.cc:75: Regex parsing error at position 7: Backreference is not supported yet.'),  # src20k3#15
    T('sglang', 'mlc-ai/xgrammar:cpp/json_schema_converter.cc:1481', 'healthy', 'healthy', '[2026-12-04 05:02:30 TP0] Hit invalid json_schema: key_string=\'{"type": "object", "properties": {"address": {"$ref": "#/$defs/Address"}}, "definitions": {"Address": {"type": "object"}}}\', e=RuntimeError(\'[05:02:30] /project/cpp/json_schema_converter.cc:4130: Cannot find field $defs in #/$defs/Address\\n\')'),  # src20k3#16
    T('vllm', 'mlc-ai/xgrammar:cpp/grammar_matcher.cc:1205', 'healthy', 'healthy', '[05:03:40] /project/cpp/grammar_matcher.cc:1205: Warning: The matcher has terminated after accepting the stop token, but is trying to accept new token with id 151645.'),  # src20k3#17
    T('sglang', 'mlc-ai/xgrammar:python/xgrammar/tokenizer_info.py:297', 'healthy', 'healthy', "[2026-12-04 05:00:20 TP0] Grammar backend disabled because tokenizer is not supported by XGrammar: Failed to create XGrammar TokenizerInfo from tokenizer: Cannot get the vocabulary of the tokenizer <class 'transformers_modules.custom_tokenizer.CustomTokenizer'>. The tokenizer should have a get_vocab method.. Falling back to grammar_backend='none'. Structured outputs (JSON schema, regex, EBNF) will not be available."),  # src20k3#18
    T('vllm', 'guidance-ai/llguidance:parser/src/json/schema.rs:625', 'healthy', 'healthy', '(APIServer pid=4121) vllm.exceptions.VLLMValidationError: Grammar error: Unimplemented keys: ["not"]'),  # src20k3#21
    T('sglang', 'guidance-ai/llguidance:parser/src/json/compiler.rs:228', 'healthy', 'healthy', '[2026-12-04 05:02:41 TP0] Hit invalid grammar: serialized_grammar=\'{"grammars": [{"json_schema": {"oneOf": [{"type": "object", "properties": {"id": {"type": "integer"}}}, {"type": "object", "properties": {"name": {"type": "string"}}}]}}]}\', e=ValueError("oneOf constraints are not supported. Enable \'coerce_one_of\' option to approximate oneOf with anyOf")'),  # src20k3#22
    T('vllm', 'guidance-ai/llguidance:parser/src/earley/parser.rs:747', 'healthy', 'healthy', 'Warning: parser error: Too many items (limit 50000; mask); try avoiding single-byte/short lexemes; stopping', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:05:44 [backend_guidance.py:112] LLMatcher error: parser error: Too many items (limit 50000; mask); try avoiding single-byte/short lexemes'),  # src20k3#23
    T('vllm', 'guidance-ai/llguidance:toktrie_hf_tokenizers/src/lib.rs:166', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:03:01 [core.py:710] EngineCore encountered a fatal error.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:03:01 [core.py:710] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:03:01 [core.py:710]   File "/usr/local/lib/python3.12/dist-packages/llguidance/hf.py", line 45, in from_tokenizer', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:03:01 [core.py:710]     return LLTokenizer(s, n_vocab=n_vocab, eos_token=eos_token, slices=slices)', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:03:01 [core.py:710] ValueError: can\'t determine decoder type: Some(Metaspace(Metaspace { replacement: \'▁\', prepend_scheme: Always, split: true, str_rep: "▁" }))'),  # src20k3#25
    T('other', 'dottxt-ai/outlines:src/outlines/backends/llguidance.py:175', 'healthy', 'healthy', '/usr/local/lib/python3.11/site-packages/outlines/backends/llguidance.py:175: UserWarning: Error in LLMatcher: Parser Error: token "```" doesn\'t satisfy the grammar; byte \'`\' fails parse', '  warnings.warn(f"Error in LLMatcher: {error}")'),  # src20k3#26
    T('other', 'dottxt-ai/outlines:src/outlines/backends/xgrammar.py:109', 'healthy', 'healthy', '[05:07:01] /project/cpp/grammar_matcher.cc:1221: Warning: GrammarMatcher cannot accept special token id 128006: <|start_header_id|>. Rejecting the token.', 'ERROR:    Exception in ASGI application', 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.11/site-packages/outlines/backends/xgrammar.py", line 109, in process_logits', '    raise RuntimeError(', 'RuntimeError: XGrammar matcher rejected token 128006'),  # src20k3#27
    T('tgi', 'huggingface/tokenizers:tokenizers/src/tokenizer/serialization.rs:158', 'healthy', 'healthy', "2026-12-04T05:00:10.501223Z  WARN tokenizers::tokenizer::serialization: /usr/local/cargo/registry/src/index.crates.io-1949cf8c6b5b557f/tokenizers-0.23.1/src/tokenizer/serialization.rs:158: Warning: Token '<|im_end|>' was expected to have ID '151645' but was given ID '151643'"),  # src20k3#28
    T('tgi', 'huggingface/tokenizers:tokenizers/src/normalizers/mod.rs:158', 'model_load_error', 'fatal', '2026-12-04T05:00:09.412307Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', '', 'Traceback (most recent call last):', '  File "/usr/src/.venv/lib/python3.11/site-packages/transformers/tokenization_utils_fast.py", line 116, in __init__', '    fast_tokenizer = TokenizerFast.from_file(fast_tokenizer_file)', 'Exception: data did not match any variant of untagged enum NormalizerUntagged at line 57 column 3', first=5),  # src20k3#31
    T('vllm', 'ROCm/aiter:aiter/jit/core.py:645', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) [aiter] WARNING: NUMA balancing is enabled, which may cause errors. It is recommended to disable NUMA balancing by running "sudo sh -c \'echo 0 > /proc/sys/kernel/numa_balancing\'" for more details: https://rocm.docs.amd.com/en/latest/how-to/system-optimization/mi300x.html#disable-numa-auto-balancing'),  # src20k4#1
    T('sglang', 'ROCm/aiter:aiter/jit/core.py:703', 'healthy', 'healthy', "[aiter] [module_moe_asm] prebuilt .so targets ['gfx942'] but not the running arch gfx950; rebuilding for gfx950"),  # src20k4#2
    T('sglang', 'ROCm/aiter:aiter/dist/device_communicators/quick_all_reduce.py:216', 'healthy', 'healthy', '[aiter.dist.device_communicators.quick_all_reduce] Custom quick allreduce is disabled: INT3 quantization is only supported for TP2 (world_size == 2), but world_size is 8. INT3 on TP4/TP8 is disabled due to poor kernel performance. Use INT4/NONE for this world size.'),  # src20k4#3
    T('vllm', 'ROCm/aiter:aiter/fused_moe_bf16_asm.py:243', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) [aiter] FMOE fall into pure torch quant...'),  # src20k4#4
    T('vllm', 'ROCm/aiter:csrc/include/aiter_hip_common.h:279', 'cuda_illegal_memory_access', 'fatal', '[AITER] /app/aiter/csrc/include/aiter_hip_common.h:279 fail to call hipModuleLaunchKernel(kernel_func, kargs.gdx, kargs.gdy, kargs.gdz, kargs.bdx, kargs.bdy, kargs.bdz, 0, kargs.stream, nullptr, (void**)&config) ---> [HIP error](an illegal memory access was encountered)', 'Fatal Python error: Aborted'),  # src20k4#5
    T('vllm', 'ROCm/aiter:csrc/include/aiter_tensor.h:75', 'cuda_oom', 'fatal', '[AITER] /app/aiter/csrc/include/aiter_tensor.h:75 fail to call hipMalloc(&t.ptr, nbytes) ---> [HIP error](out of memory)'),  # src20k4#8
    T('vllm', 'ROCm/aiter:aiter/jit/utils/chip_info.py:59', 'no_kernel_image', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] KeyError: "Unknown GPU architecture: gfx1030. Supported architectures: [\'native\', \'gfx90a\', \'gfx908\', \'gfx940\', \'gfx941\', \'gfx942\', \'gfx945\', \'gfx1100\', \'gfx950\', \'gfx1101\', \'gfx1102\', \'gfx1103\', \'gfx1150\', \'gfx1151\', \'gfx1152\', \'gfx1153\', \'gfx1200\', \'gfx1201\', \'gfx1250\']"'),  # src20k4#9
    T('vllm', 'ROCm/clr:rocclr/device/rocm/rocvirtual.cpp:2892', 'cuda_illegal_instruction', 'fatal', ':0:rocvirtual.cpp           :2892: 1848213377 us:  Callback: Queue 0x7f3a48200000 aborting with error : HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION: The agent attempted to execute an illegal shader instruction. code: 0x2a'),  # src20k4#10
    T('llamacpp', 'ROCm/clr:rocclr/device/rocm/rocvirtual.cpp:2892', 'cuda_error', 'fatal', ':0:rocvirtual.cpp           :2892: 0512330981 us:  Callback: Queue 0x7f1e80600000 aborting with error : HSA_STATUS_ERROR_EXCEPTION: An HSAIL operation resulted in a hardware exception. code: 0x1016'),  # src20k4#12
    T('ollama', 'ROCm/ROCR-Runtime:runtime/hsa-runtime/core/runtime/runtime.cpp:1762', 'cuda_error', 'fatal', 'HW Exception by GPU node-1 (Agent handle: 0x5581d2c0a6b0) reason :GPU Hang'),  # src20k4#13
    T('sglang', 'ROCm/clr:hipamd/src/hip_error.cpp:243', 'cuda_error', 'fatal', '[2026-12-04 05:01:02 TP0] Scheduler hit an exception: Traceback (most recent call last):', 'RuntimeError: HIP error: no ROCm-capable device is detected', 'HIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.', 'For debugging consider passing AMD_SERIALIZE_KERNEL=3', first=1),  # src20k4#15
    T('vllm', 'ROCm/clr:hipamd/src/hip_error.cpp:315', 'device_side_assert', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: HIP error: device-side assert triggered', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] HIP kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] For debugging consider passing AMD_SERIALIZE_KERNEL=3', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Compile with `TORCH_USE_HIP_DSA` to enable device-side assertions.'),  # src20k4#16
    T('vllm', 'ROCm/rccl:src/init.cc:142', 'healthy', 'healthy', 'node1:4301:4301 [0] /long_pathname_so_that_rpms_can_package_the_debug_info/src/extlibs/rccl/build/hipify/src/init.cc:142 NCCL WARN NUMA auto balancing enabled which can lead to variability in the RCCL performance! Disable by "sudo sysctl kernel.numa_balancing=0"'),  # src20k4#18
    T('sglang', 'ROCm/rccl:src/init.cc:168', 'healthy', 'healthy', 'node1:2201:2201 [0] init.cc:168 NCCL WARN Missing "HSA_FORCE_FINE_GRAIN_PCIE=1" from environment which can lead to low RCCL performance, system instablity or hang!'),  # src20k4#19
    T('vllm', 'ROCm/rccl:src/init.cc:163', 'healthy', 'healthy', 'node1:4302:4302 [1] init.cc:163 NCCL WARN Missing "iommu=pt" from kernel command line which can lead to system instablity or hang!'),  # src20k4#20
    T('sglang', 'ROCm/rccl:src/init.cc:2061', 'healthy', 'healthy', 'node1:2201:2201 [0] init.cc:2061 NCCL WARN MSCCL++: Cannot enable MSCCL++ on gfx90a:sramecc+:xnack- architecture'),  # src20k4#21
    T('vllm', 'intel/torch-xpu-ops:src/ATen/native/xpu/XPUFallback.cpp:59', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) /usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/rotary_embedding/base.py:141: UserWarning: Aten Op fallback from XPU to CPU happends. This may have performance implications. If need debug the fallback ops please set environment variable `PYTORCH_DEBUG_XPU_FALLBACK=1`  (Triggered internally at /pytorch/third_party/torch-xpu-ops/src/ATen/native/xpu/XPUFallback.cpp:59.)'),  # src20k4#25
    T('vllm', 'intel/torch-xpu-ops:src/xccl/ProcessGroupXCCL.cpp:1919', 'healthy', 'healthy', '[rank1]:[W1204 05:00:31.123456789 ProcessGroupXCCL.cpp:1919] [PG ID 0 PG GUID 0(default_pg) Rank 1]  using GPU 1 as device used by this process is currently unknown. This can potentially cause a hang if this rank to GPU mapping is incorrect. You can specify device_id in init_process_group() to force use of a particular device.'),  # src20k4#26
    T('vllm', 'intel/torch-xpu-ops:src/ATen/native/transformers/xpu/flash_attn/sycltla/mha_fwd.cpp:114', 'no_kernel_image', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: XPU device architecture does not support flash attention. Supported architectures are: intel_gpu_pvc, intel_gpu_pvc_vg, intel_gpu_bmg_g21, intel_gpu_bmg_g31.'),  # src20k4#28
    T('vllm', 'intel/intel-extension-for-pytorch:csrc/gpu/runtime/Device.cpp:82', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) /usr/local/lib/python3.12/dist-packages/vllm/_ipex_ops.py:211: UserWarning: Detect an unknown architecture, will treat it as no XMX feature support. (Triggered internally at /build/intel-extension-for-pytorch/csrc/gpu/runtime/Device.cpp:82.)'),  # src20k4#29
    T('vllm', 'intel/intel-extension-for-pytorch:csrc/gpu/runtime/CachingDeviceAllocator.cpp:251', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: XPU out of memory. Tried to allocate 2.00 GiB (GPU 0; 64.00 GiB total capacity; 58.21 GiB already allocated; 60.13 GiB reserved in total by PyTorch)'),  # src20k4#30
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/v1/worker/hpu_model_runner.py:2465', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:20:11 [hpu_model_runner.py:2465] block_bucket_size (4096) exceeds total KV blocks (3201); capping to prevent OOB after stash-restore. This is expected on a model swap with a smaller KV cache.'),  # src20k4#32
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/utils.py:246', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:25 [utils.py:246] FusedSDPA slicing graph breaks are only supported in lazy mode. Disabling graph breaks for eager/compile mode to avoid Synapse compiler failures.'),  # src20k4#33
)  # fmt: skip


# Batch 27 (issue 17, source pass src21, written in the thirty-first session and integrated in the thirty-second, from
# source snapshots read with `fetch`: NVIDIA's TensorRT and Triton Inference Server with its TensorRT-LLM back end; AWS
# Neuron's runtime (NRT/TDRV), compiler (neuronx-cc), optimum-neuron, transformers-neuronx, vllm-neuron and TGI's
# Neuron back end; GPUStack, Xinference/xoscar and LMDeploy's PyTorch engine. 102 lines, 37 of them non-fatal (one a
# rejected request): 61 read as their sources say with round 106's rules (65 once four rows took the convention below),
# no false alarm but one (an RL weight-sync group's socket time-out read as a hang); 94 after the pass's rules (the
# Neuron runtime's device, memory, DMA,
# time-out and collective errors in its own log layout, its compiler's internal errors, precompiled Neuron models that
# do not fit the request, TensorRT's engine built for another GPU, GPUStack's and Xinference's reports of an engine
# they gave up on; four rows moved to the convention for vLLM's "EngineCore failed to start." and TGI's "Method Warmup
# encountered an error.", which take the line when the exception under them is a plain one). Left out, with what triage
# made of them, in bench/results/source_pass/src21.json: Triton server's command-line refusals, two Xinference rows
# whose traceback has no frame, a Neuron SystemError under TGI's download step, a ModuleNotFoundError with no frame.
TEMPLATES_27: tuple[Template, ...] = (
    T('trtllm', 'NVIDIA/TensorRT:.agents/skills/trt-cpp-runtime-quickstart/SKILL.md:246', 'model_load_error', 'fatal', '[TensorRT-LLM][ERROR] IRuntime::deserializeCudaEngine: Error Code 6: API Usage Error (The engine plan file is generated on an incompatible device, expecting compute 9.0 got compute 8.9, please rebuild.)'),  # src21n1#1
    T('trtllm', 'NVIDIA/TensorRT:python/src/infer/pyCore.cpp:961', 'model_load_error', 'fatal', '[12/04/2026-05:01:02] [TRT] [E] 6: The engine plan file is generated on an incompatible device, expecting compute 8.6 got compute 8.0, please rebuild.', '[12/04/2026-05:01:02] [TRT] [E] 4: [runtime.cpp::deserializeCudaEngine::66] Error Code 4: Internal Error (Engine deserialization failed.)'),  # src21n1#2
    T('trtllm', 'NVIDIA/TensorRT:include/NvInferRuntimeBase.h:314', 'model_load_error', 'fatal', '[TensorRT-LLM][ERROR] IRuntime::deserializeCudaEngine: Error Code 1: Serialization (Serialization assertion plan->header.magicTag == rt::kPLAN_MAGIC_TAG failed.Trying to load an engine created with incompatible serialization version. Check that the engine was not created using safety runtime, same OS was used and version compatibility parameters were set accordingly.)'),  # src21n1#3
    T('trtllm', 'NVIDIA/TensorRT:include/NvInferRuntimeBase.h:314', 'cuda_oom', 'fatal', '[TensorRT-LLM][WARNING] Requested amount of GPU memory (17179869184 bytes) could not be allocated. There may not be enough free memory for allocation to succeed.', '[TensorRT-LLM][ERROR] 2: [executionContext.cpp::ExecutionContext::436] Error Code 2: OutOfMemory (no further information)', first=1),  # src21n1#4
    T('trtllm', 'NVIDIA/TensorRT:python/src/infer/pyCore.cpp:961', 'cuda_oom', 'fatal', '[12/04/2026-05:01:02] [TRT] [E] 1: [defaultAllocator.cpp::allocate::20] Error Code 1: Cuda Runtime (out of memory)'),  # src21n1#5
    T('trtllm', 'NVIDIA/TensorRT:include/NvInferRuntimeBase.h:314', 'cuda_illegal_memory_access', 'fatal', '[TensorRT-LLM][ERROR] IExecutionContext::enqueueV3: Error Code 1: Cuda Runtime (an illegal memory access was encountered)'),  # src21n1#6
    T('trtllm', 'NVIDIA/TensorRT:include/NvInferRuntimeBase.h:314', 'no_kernel_image', 'fatal', '[TensorRT-LLM][ERROR] IExecutionContext::enqueueV3: Error Code 1: Cuda Runtime (no kernel image is available for execution on the device)'),  # src21n1#7
    T('trtllm', 'NVIDIA/TensorRT:plugin/vc/checkMacrosPlugin.cpp:98', 'fatal_signal', 'fatal', '[12/04/2026-05:01:02] [TRT] [F] Assertion failed: handle != nullptr', '/workspace/TensorRT/plugin/common/cudaDriverWrapper.cpp:45', 'Aborting...'),  # src21n1#8
    T('trtllm', 'NVIDIA/TensorRT:plugin/vc/checkMacrosPlugin.cpp:117', 'cuda_oom', 'fatal', '[12/04/2026-05:01:02] [TRT] [E] /workspace/TensorRT/plugin/common/bertCommon.h (453) - Cuda Error in copyToDevice: 2 (out of memory)'),  # src21n1#9
    T('trtllm', 'NVIDIA/TensorRT:plugin/common/checkMacrosPlugin.cpp:61', 'cuda_error', 'fatal', '[12/04/2026-05:01:02] [TRT] [E] /workspace/TensorRT/plugin/bertQKVToContextPlugin/mhaRunner.cu (352) - cuBLAS Error in tuneBatchedGemm: 1 (CUBLAS_STATUS_NOT_INITIALIZED)'),  # src21n1#10
    T('trtllm', 'NVIDIA/TensorRT:plugin/common/cublasWrapper.cpp:99', 'exited', 'fatal', '[12/04/2026-05:01:02] [TRT] [F] Validation failed: Failed to load libcublas.so.12.', '/workspace/TensorRT/plugin/common/cublasWrapper.cpp:99'),  # src21n1#11
    T('trtllm', 'NVIDIA/TensorRT:plugin/api/inferPlugin.cpp:115', 'healthy', 'healthy', '[12/04/2026-05:00:12] [TRT] [E] Could not register plugin creator -  ::ScatterND version 1'),  # src21n1#12
    T('trtllm', 'NVIDIA/TensorRT:include/NvInferRuntime.h:1963', 'healthy', 'healthy', '[TensorRT-LLM][WARNING] Using an engine plan file across different models of devices is not recommended and is likely to affect performance or even cause errors.'),  # src21n1#13
    T('trtllm', 'NVIDIA/TensorRT:python/src/infer/pyCore.cpp:961', 'healthy', 'healthy', '[12/04/2026-05:00:12] [TRT] [W] CUDA lazy loading is not enabled. Enabling it can significantly reduce device memory usage and speed up TensorRT initialization. See "Lazy Loading" section of CUDA documentation https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#lazy-loading'),  # src21n1#14
    T('other', 'triton-inference-server/server:src/main.cc:270', 'port_in_use', 'fatal', 'E1204 05:00:31.204512 1 main.cc:270] "failed to start GRPC service: Unavailable - Socket \'0.0.0.0:8001\' already in use "'),  # src21n1#15
    T('other', 'triton-inference-server/server:src/main.cc:318', 'port_in_use', 'fatal', 'I1204 05:00:31.203977 1 grpc_server.cc:2584] "Started GRPCInferenceService at 0.0.0.0:8001"', 'I1204 05:00:31.204330 1 http_server.cc:4971] "Started HTTPService at 0.0.0.0:8000"', 'E1204 05:00:31.204512 1 main.cc:318] "failed to start Metrics service: Unavailable - Socket \'0.0.0.0:8002\' already in use "', first=2),  # src21n1#16
    T('other', 'triton-inference-server/server:src/triton_signal.cc:119', 'fatal_signal', 'fatal', 'Signal (6) received.', ' 0# 0x000055E3A1C4F2B9 in tritonserver', ' 1# 0x00007F6B2E642520 in /usr/lib/x86_64-linux-gnu/libc.so.6', ' 2# pthread_kill in /usr/lib/x86_64-linux-gnu/libc.so.6', ' 3# raise in /usr/lib/x86_64-linux-gnu/libc.so.6', ' 4# abort in /usr/lib/x86_64-linux-gnu/libc.so.6'),  # src21n1#17
    T('other', 'triton-inference-server/server:src/triton_signal.cc:112', 'healthy', 'healthy', 'Signal (15) received.'),  # src21n1#18
    T('other', 'triton-inference-server/server:src/command_line_parser.cc:1381', 'healthy', 'healthy', "Warning: '--strict-model-config' has been deprecated! Please use '--disable-auto-complete-config' instead."),  # src21n1#22
    T('other', 'triton-inference-server/server:src/command_line_parser.cc:1732', 'healthy', 'healthy', "Warning: '--response-cache-byte-size' has been deprecated! This will default to the 'local' cache implementation with the provided byte size for its config. Please use '--cache-config' instead. The equivalent --cache-config CLI args would be: '--cache-config=local,size=1048576'"),  # src21n1#23
    T('other', 'triton-inference-server/server:src/shared_memory_manager.cc:260', 'healthy', 'healthy', 'E1204 05:02:10.118273 1 shared_memory_manager.cc:260] "failed to open CUDA IPC handle: invalid argument"'),  # src21n1#24
    T('other', 'triton-inference-server/server:src/grpc/grpc_server.cc:2662', 'healthy', 'healthy', 'I1204 05:09:41.002118 1 grpc_server.cc:2662] "Timeout 30: Found 2 gRPC service connections and inference handlers"'),  # src21n1#25
    T('other', 'triton-inference-server/server:python/openai/openai_frontend/main.py:80', 'healthy', 'healthy', "[WARNING] The 'tritonfrontend' package was not found. KServe frontends won't be available through this application without it. Check /opt/tritonserver/python for tritonfrontend*.whl and pip install it if present."),  # src21n1#27
    T('other', 'triton-inference-server/server:python/openai/openai_frontend/engine/triton_engine.py:695', 'healthy', 'healthy', '[WARNING] Streaming tool-call parse buffer exceeded 131072 bytes (request cmpl-6f1c2a3e-d1b0-11f0-9a4c-0242ac110002); truncating response and cancelling backend inference.'),  # src21n1#28
    T('other', 'triton-inference-server/server:python/openai/openai_frontend/engine/utils/tokenizer.py:100', 'healthy', 'healthy', 'Using a slow tokenizer. This might cause a significant slowdown. Consider using a fast tokenizer instead.'),  # src21n1#29
    T('other', 'triton-inference-server/server:python/openai/openai_frontend/main.py:44', 'healthy', 'healthy', "Received signal=<Signals.SIGINT: 2>, frame=<frame at 0x7f3c2a1b5e40, file '/usr/lib/python3.12/threading.py', line 359, code wait>", 'Shutting down Triton OpenAI-Compatible Frontend...', 'Shutting down Triton Inference Server...'),  # src21n1#30
    T('other', 'triton-inference-server/tensorrtllm_backend:docs/baichuan.md:87', 'model_load_error', 'fatal', 'I1204 05:00:41.928915 1 pb_stub.cc:325] Failed to initialize Python stub: ValueError: Tokenizer class BaichuanTokenizer does not exist or is not currently imported.', 'E1204 05:00:42.285773 1 backend_model.cc:634] ERROR: Failed to create instance: ValueError: Tokenizer class BaichuanTokenizer does not exist or is not currently imported.', "E1204 05:00:42.285879 1 model_lifecycle.cc:621] failed to load 'preprocessing' version 1: Internal: ValueError: Tokenizer class BaichuanTokenizer does not exist or is not currently imported."),  # src21n1#31
    T('trtllm', 'triton-inference-server/tensorrtllm_backend:docs/encoder_decoder.md:155', 'healthy', 'healthy', '[TensorRT-LLM][WARNING] decoder_input_ids is not present in the request for encoder-decoder model. The decoder input tokens will be set to [padId]'),  # src21n1#32
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/nrt-troubleshoot.rst:75', 'cuda_error', 'fatal', '2026-Dec-04 05:00:14.091732 4260:4260 ERROR   NRT:nrt_init                                Unable to determine Neuron Driver version. Please check aws-neuron-dkms package is installed.'),  # src21n2#1
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/nrt-troubleshoot.rst:137', 'cuda_error', 'fatal', '2026-Dec-04 05:00:14.102518 4260:4260 ERROR   NRT:nrt_allocate_neuron_cores               NeuronCore(s) not available - Requested:nc0-nc1 Available:0'),  # src21n2#2
    T('vllm', 'aws-neuron/aws-neuron-sdk:deploy/troubleshooting.rst:38', 'cuda_error', 'fatal', '2026-Dec-04 05:00:14.088410 4260:4260 ERROR  TDRV:tdrv_get_dev_info                       No neuron device available'),  # src21n2#3
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/explore/device-memory.rst:73', 'cuda_oom', 'fatal', '2026-Dec-04 05:00:58.412907 4260:4260 ERROR  TDRV:print_lnc_hbm_details                   LNC size is 1. Neuron Cores using this HBM: NC 0 and NC 1', '2026-Dec-04 05:00:58.414466 4260:4260 ERROR  TDRV:log_dev_mem                             Failed to allocate 2.000GB (alignment: none, usage: tensors) on ND 0:NC 0', '2026-Dec-04 05:00:58.416402 4260:4260 ERROR  TDRV:log_dev_mem_usage_table                 Displaying Current Memory Utilization:', first=1),  # src21n2#4
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/nrt-troubleshoot.rst:365', 'cuda_illegal_memory_access', 'fatal', '2026-Dec-04 05:03:17.552310 4260:4318 ERROR  TDRV:generate_custom_notification_msg        nd0:nc0:h_model.id1001: Received notification generated at runtime: failed to run scatter/gather (indirect memory copy), due to out-of-bound access. isa instruction line number = 11. model name = /var/tmp/neuron-compile-cache/neuronxcc-2.21.18209.0+043b1bf7/MODULE_5f0e2a7c91b34d68a1c2+4fb9c2d1/model.neff', '2026-Dec-04 05:03:17.557608 4260:4318 ERROR  NMGR:dlr_infer                               Inference completed with err: 1006. mode->h_nn=1001, start_nc=0, nc_count=1'),  # src21n2#5
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/guides/configuration-guide.rst:177', 'hang', 'fatal', '2026-Dec-04 05:13:02.775901 4260:4318 ERROR  TDRV:exec_consume_infer_status_notifications (FATAL-RT-UNDEFINED-STATE) inference timeout (600000 ms) on Neuron Device 0 NC 0, waiting for execution completion notification', '2026-Dec-04 05:13:02.782114 4260:4318 ERROR  NMGR:dlr_infer                               Inference completed with err: 5'),  # src21n2#6
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/nrt-troubleshoot.rst:299', 'hang', 'fatal', '2026-Dec-04 05:07:44.002205 4260:4331 ERROR  TDRV:exec_consume_topsp_cc_notifications     [ND 0][NC 1] execution on model /var/tmp/neuron-compile-cache/neuronxcc-2.21.18209.0+043b1bf7/MODULE_5f0e2a7c91b34d68a1c2+4fb9c2d1/model.neff, is stuck after all collectives operation have completed', '2026-Dec-04 05:07:44.002207 4260:4330 ERROR   NRT:nrt_infodump                            Failure: NRT_EXEC_SW_NQ_OVERFLOW in nrt_execute()', '2026-Dec-04 05:07:44.002260 4260:4327 ERROR  TDRV:exec_request_process_errors             [ND 0][NC 0] execution timeout (30000 ms) on model /var/tmp/neuron-compile-cache/neuronxcc-2.21.18209.0+043b1bf7/MODULE_5f0e2a7c91b34d68a1c2+4fb9c2d1/model.neff, potentially caused by DGE notifications enabled. Please disable it (set NEURON_RT_ENABLE_DGE_NOTIFICATIONS to 0) and try again.'),  # src21n2#7
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/nrt-troubleshoot.rst:468', 'nccl_error', 'fatal', '(FATAL-RT-UNDEFINED-STATE) missing collectives status on Neuron Device 0 NC 2, model 1003 - suspected hang in collectives operation 37 out of 128'),  # src21n2#8
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/nrt-troubleshoot.rst:172', 'cuda_error', 'fatal', '2026-Dec-04 05:00:47.035721 4260:4271 ERROR  TDRV:translate_one_pseudo_instr_v2           Unsupported hardware operator code 214 found in neff.', '2026-Dec-04 05:00:47.035744 4260:4271 ERROR  TDRV:translate_one_pseudo_instr_v2           Please make sure to upgrade to latest aws-neuronx-runtime-lib and aws-neuronx-collective; for detailed installation instructions visit Neuron documentation.'),  # src21n2#9
    T('vllm', 'aws-neuron/aws-neuron-sdk:archive/nxd-training/training-troubleshooting.rst:507', 'cuda_error', 'fatal', '2026-Dec-04 05:00:13.054611 4260:4260 ERROR  TDRV:tsync_wait_eng_stop                     nd0 nc0 Timestamp program stop timeout (1000 ms)', '2026-Dec-04 05:00:13.054633 4260:4260 ERROR  TDRV:tsync_wait_nc_stop                      nd0 nc0 Error while waiting for timestamp program to end on TPB eng 0', '2026-Dec-04 05:00:13.054650 4260:4260 ERROR  TDRV:tsync_timestamps_finish                 nd0 nc0 Failed to stop neuron core', '2026-Dec-04 05:00:13.054662 4260:4260 ERROR  TDRV:tdrv_tsync_timestamps                   nd0 nc0 Failed to end timestamp sync programs', '2026-Dec-04 05:00:14.076810 4260:4260 ERROR  TDRV:tdrv_destroy                            TDRV not initialized', '2026-Dec-04 05:00:14.076832 4260:4260 ERROR   NRT:nrt_init                                Failed to initialize devices, error:5'),  # src21n2#10
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/nrt-troubleshoot.rst:493', 'nccl_error', 'fatal', 'NCCL init error: Error opening libnccom.so, cannot use collective operations! Please set LD_LIBRARY_PATH to library location. Error: libnccom.so: cannot open shared object file: No such file or directory', 'Please make sure to install correct version of aws-neuronx-collectives; for detailed installation instructions visit Neuron documentation'),  # src21n2#11
    T('vllm', 'aws-neuron/aws-neuron-sdk:archive/nxd-training/training-troubleshooting.rst:523', 'triton_error', 'fatal', 'ERROR 5127 [neuronx-cc]: ***************************************************************', 'ERROR 5127 [neuronx-cc]:  An Internal Compiler Error has occurred', 'ERROR 5127 [neuronx-cc]: ***************************************************************', 'ERROR 5127 [neuronx-cc]:', "ERROR 5127 [neuronx-cc]: Error message:  module 'numpy' has no attribute 'asscalar'", 'ERROR 5127 [neuronx-cc]:', 'ERROR 5127 [neuronx-cc]: Error class:    AttributeError', 'ERROR 5127 [neuronx-cc]: Error location: Unknown', first=1),  # src21n2#12
    T('vllm', 'aws-neuron/aws-neuron-sdk:vllm-neuron/docs/model-dev/debugging.md:156', 'triton_error', 'fatal', '[INTERNAL_ERROR] [NCC_ITEN406] Too many partition dimensions detected at {{0,+,38}[9],+,380}[12]. This is usually due to unsupported (strided) access pattern'),  # src21n2#13
    T('vllm', 'huggingface/optimum-neuron:optimum/neuron/vllm/model_loader.py:128', 'model_load_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.10/site-packages/optimum/neuron/vllm/model_loader.py", line 142, in create', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise ValueError(error_msg)', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ValueError: No cached version found for meta-llama/Llama-3.1-8B-Instruct, batch size = 32, sequence length = 8192,, tp = 2, dtype = torch.bfloat16.You can start a discussion to request it on https://huggingface.co/aws-neuron/optimum-neuron-cache Alternatively, you can export your own neuron model as explained in https://huggingface.co/docs/optimum-neuron/main/en/guides/export_model', first=4),  # src21n2#14
    T('vllm', 'huggingface/optimum-neuron:optimum/neuron/vllm/model_loader.py:73', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ValueError: The specified tensor parallelism degree (8) is higher than the number of available Neuron cores (2). Please set tensor_parallel_size to a value less than or equal to the number of available Neuron cores.'),  # src21n2#15
    T('vllm', 'huggingface/optimum-neuron:optimum/neuron/vllm/model_loader.py:95', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ValueError: max_num_seqs (256) exceeds the compiled model batch_size (32). Please set max_num_seqs <= 32.'),  # src21n2#16
    T('vllm', 'huggingface/optimum-neuron:optimum/neuron/configuration_utils.py:237', 'model_load_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: This neuron configuration corresponds to a model exported using version 2.19.8089.0+8ab9f450 of the neuronxcc compiler, but 2.21.18209.0+043b1bf7 is installed.', first=2),  # src21n2#17
    T('vllm', 'vllm-project/vllm-neuron:vllm_neuron/worker/neuronx_distributed_model_loader.py:657', 'model_load_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.10/site-packages/vllm_neuron/worker/neuronx_distributed_model_loader.py", line 657, in _get_neuron_model_cls', "(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ValueError: Model DeepseekV3ForCausalLM is not supported on Neuron for now. Supported models: ['llama', 'mixtral', 'dbrx', 'qwen2', 'qwen3', 'qwen3_moe', 'llama4', 'mllama']", first=3),  # src21n2#18
    T('vllm', 'vllm-project/vllm-neuron:vllm_neuron/worker/neuronx_distributed_model_loader.py:858', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.10/site-packages/vllm_neuron/worker/neuronx_distributed_model_loader.py", line 858, in _validate_neuron_config', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] AssertionError: At least 2048 blocks are required for max_model_len 8192, but only 1024 blocks are available (user-intended blocks, excluding the +1 for null block)'),  # src21n2#19
    T('vllm', 'aws-neuron/transformers-neuronx:src/transformers_neuronx/base.py:782', 'model_load_error', 'fatal', 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.10/site-packages/transformers_neuronx/base.py", line 782, in set_neff_bytes', 'FileNotFoundError: Could not find a matching NEFF for your HLO in this directory. Ensure that the model you are trying to load is the same type and has the same parameters as the one you saved or call "save" on this model to reserialize it.', first=2),  # src21n2#20
    T('tgi', 'huggingface/text-generation-inference:backends/neuron/server/text_generation_server/model.py:108', 'model_load_error', 'fatal', '2026-12-04T05:01:02.001Z ERROR download: text_generation_launcher: Download encountered an error: ', 'Traceback (most recent call last):', "ValueError: No cached version found for meta-llama/Llama-3.1-70B-Instruct with {'batch_size': 4, 'sequence_length': 4096, 'num_cores': 8, 'auto_cast_type': 'bf16'}.You can start a discussion to request it on https://huggingface.co/aws-neuron/optimum-neuron-cacheAlternatively, you can export your own neuron model as explained in https://huggingface.co/docs/optimum-neuron/main/en/guides/export_model#exporting-neuron-models-using-neuronx-tgi", 'Error: DownloadError'),  # src21n2#22
    T('tgi', 'huggingface/text-generation-inference:backends/neuron/tgi_entry_point.py:46', 'model_load_error', 'fatal', "No compatible neuron config found. Provided env {'HF_NUM_CORES': None, 'HF_AUTO_CAST_TYPE': None, 'MAX_BATCH_SIZE': '64', 'MAX_TOTAL_TOKENS': '8192', 'MAX_INPUT_TOKENS': None, 'MAX_BATCH_PREFILL_TOKENS': None}, available cores 2, neuronxcc version 2.21.18209.0+043b1bf7", 'Traceback (most recent call last):', '  File "/tgi_entry_point.py", line 53, in <module>', '    main()', '  File "/tgi_entry_point.py", line 47, in main', '    raise Exception(msg)', "Exception: No compatible neuron config found. Provided env {'HF_NUM_CORES': None, 'HF_AUTO_CAST_TYPE': None, 'MAX_BATCH_SIZE': '64', 'MAX_TOTAL_TOKENS': '8192', 'MAX_INPUT_TOKENS': None, 'MAX_BATCH_PREFILL_TOKENS': None}, available cores 2, neuronxcc version 2.21.18209.0+043b1bf7"),  # src21n2#23
    T('tgi', 'huggingface/text-generation-inference:backends/neuron/server/text_generation_server/generator.py:389', 'exited', 'fatal', '2026-12-04T05:01:02.001Z ERROR text_generation_launcher: Method Warmup encountered an error.', 'Traceback (most recent call last):', 'ValueError: Inconsistent batch_size configuration: Please make sure the batch_size in the compiled model (currently 4) matches the batch_size passed to TGI.  The compiled model.neuron_config.batch_size is usually in the neuron section of the model config.json file. You may also have passed it into optimum-cli during the compilation process.  The batch size for TGI is usually set in the environment as MAX_BATCH_SIZE.'),  # src21n2#24
    T('vllm', 'huggingface/optimum-neuron:optimum/neuron/vllm/model_loader.py:144', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) No cached version found for Qwen/Qwen2.5-7B-Instruct', '(EngineCore_DP0 pid=4260)   batch size = 8', '(EngineCore_DP0 pid=4260)   sequence length = 4096', '(EngineCore_DP0 pid=4260)   tp = 2', '(EngineCore_DP0 pid=4260)   dtype = torch.bfloat16', '(EngineCore_DP0 pid=4260) The model will be exported on the fly, which may take some time.', '(EngineCore_DP0 pid=4260) To avoid this, you can set export parameters in the model config corresponding to a cached configuration.'),  # src21n2#25
    T('vllm', 'huggingface/optimum-neuron:optimum/neuron/cache/hub_cache.py:152', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) neuronxcc-2.21.18209.0+043b1bf7/MODULE_5f0e2a7c91b34d68a1c2+4fb9c2d1/model.neff not found in aws-neuron/optimum-neuron-cache: the corresponding graph will be recompiled. This may take up to one hour for large models.'),  # src21n2#26
    T('vllm', 'huggingface/optimum-neuron:optimum/neuron/cache/hub_cache.py:329', 'healthy', 'healthy', "(EngineCore_DP0 pid=4260) Bypassing Hub cache because of the following error: Error while accessing the my-org/neuron-cache cache repository: The my-org/neuron-cache repository does not exist or you don't have access to it."),  # src21n2#27
    T('vllm', 'huggingface/optimum-neuron:optimum/neuron/models/inference/backend/modules/generation/sampling.py:200', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) max_topk optimization is disabled: this can lead to extremely long compilation times.'),  # src21n2#28
    T('vllm', 'vllm-project/vllm-neuron:vllm_neuron/worker/neuronx_distributed_model_loader.py:190', 'healthy', 'healthy', "(EngineCore_DP0 pid=4260) Exception: [Errno 2] No such file or directory: '/models/Llama-3.1-8B-Instruct/neuron-compiled-artifacts/4f1c2a9e8b7d6c5e3f2a1b0c9d8e7f6a/neuron_config.json'", '(EngineCore_DP0 pid=4260) Unable to find precompiled artifacts from /models/Llama-3.1-8B-Instruct/neuron-compiled-artifacts/4f1c2a9e8b7d6c5e3f2a1b0c9d8e7f6a. Recompiling...'),  # src21n2#29
    T('vllm', 'vllm-project/vllm-neuron:vllm_neuron/platform.py:170', 'healthy', 'healthy', '(APIServer pid=4121) The vLLM V1 native scheduler will be used with chunked prefill enabled. This may lead to suboptimal performance on Neuron devices.'),  # src21n2#30
    T('vllm', 'vllm-project/vllm-neuron:vllm_neuron/worker/neuronx_distributed_model_runner.py:223', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) Hardware sampling global_topk=512 is outside the accepted range of [1-256]. Actual topk will be set to 256, the max for neuron.'),  # src21n2#31
    T('vllm', 'aws-neuron/aws-neuron-sdk:archive/nxd-training/training-troubleshooting.rst:389', 'healthy', 'healthy', 'NCCL WARN Timeout waiting for RX (waited 120 sec) - retrying'),  # src21n2#32
    T('vllm', 'aws-neuron/aws-neuron-sdk:neuron-runtime/nrt-troubleshoot.rst:757', 'healthy', 'healthy', 'Linux kernel 5.10 requires setting FI_EFA_FORK_SAFE=1 environment variable.  Multi-node support will be disabled.', 'Please restart with FI_EFA_FORK_SAFE=1 set.'),  # src21n2#33
    T('vllm', 'aws-neuron/transformers-neuronx:src/transformers_neuronx/decoder.py:171', 'healthy', 'healthy', '/usr/local/lib/python3.10/site-packages/transformers_neuronx/decoder.py:171: UserWarning: KV head replication will be enabled since the number of KV heads (8) is not evenly divisible by the tensor parallel degree (24)', '  warnings.warn('),  # src21n2#34
    T('tgi', 'huggingface/text-generation-inference:backends/neuron/server/text_generation_server/model.py:115', 'healthy', 'healthy', '2026-12-04T05:00:03.120Z  WARN download: text_generation_launcher: meta-llama/Llama-3.1-8B-Instruct is not a neuron model: it will be exported using cached artifacts.'),  # src21n2#35
    T('other', 'gpustack/gpustack:gpustack/worker/serve_manager.py:857', 'exited', 'fatal', "2026-12-04 05:01:02.001234+00:00 - gpustack.worker.serve_manager - ERROR - Error provisioning model instance qwen3-8b-Xk2a: Can't find compatible SGLang image", 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.11/dist-packages/gpustack/worker/backends/sglang.py", line 126, in _start', '    raise ValueError("Can\'t find compatible SGLang image")', "ValueError: Can't find compatible SGLang image"),  # src21n3#1
    T('other', 'gpustack/gpustack:gpustack/worker/backends/base.py:216', 'exited', 'fatal', "2026-12-04 05:01:02.001234+00:00 - gpustack.worker.backends.base - ERROR - Failed to initialize: 'Inference backend vLLM not specified or not found'"),  # src21n3#2
    T('other', 'gpustack/gpustack:gpustack/worker/serve_manager.py:1641', 'port_in_use', 'fatal', '2026-12-04 05:01:02.001234+00:00 - gpustack.worker.serve_manager - ERROR - Failed to start model instance qwen3-8b-Xk2a: No free port available in the port range.'),  # src21n3#3
    T('other', 'gpustack/gpustack:gpustack/worker/model_file_manager.py:514', 'model_load_error', 'fatal', '[2026-12-04 05:01:02] [ERROR] Download task failed: Qwen/Qwen2.5-7B-Instruct-GGUF/qwen2.5-7b-instruct-q5_k_m.gguf - No file found in Qwen/Qwen2.5-7B-Instruct-GGUF that match qwen2.5-7b-instruct-q5_k_m.gguf'),  # src21n3#4
    T('other', 'gpustack/gpustack:gpustack/worker/backends/base.py:592', 'exited', 'fatal', '2026-12-04 05:01:02.001234+00:00 - gpustack.worker.serve_manager - ERROR - Error provisioning model instance qwen3-8b-Xk2a: All GPUs assigned to the model instance must be of the same type.', 'Traceback (most recent call last):', 'RuntimeError: All GPUs assigned to the model instance must be of the same type.'),  # src21n3#5
    T('other', 'gpustack/gpustack:gpustack/worker/backends/vllm.py:1003', 'exited', 'fatal', '2026-12-04 05:01:02.001234+00:00 - gpustack.worker.serve_manager - ERROR - Error provisioning model instance qwen3-32b-Pq7c: vLLM multi-node: follower index 2 out of bounds (cluster has 2 workers).', 'Traceback (most recent call last):', 'ValueError: vLLM multi-node: follower index 2 out of bounds (cluster has 2 workers).'),  # src21n3#6
    T('other', 'gpustack/gpustack:gpustack/worker/backends/sglang.py:184', 'exited', 'fatal', '2026-12-04 05:01:02.001234+00:00 - gpustack.worker.serve_manager - ERROR - Error provisioning model instance flux-1-dev-Mn3b: SGLang versions <= 0.5.5 do not support Diffusion models.', 'Traceback (most recent call last):', 'ValueError: SGLang versions <= 0.5.5 do not support Diffusion models.'),  # src21n3#7
    T('other', 'gpustack/gpustack:gpustack/worker/backends/base.py:1357', 'healthy', 'healthy', '2026-12-04 05:00:12.001234+00:00 - gpustack.worker.backends.base - WARNING - The number of GPUs selected for each worker is not equal: 2 != 1, fallback to using pipeline parallelism.'),  # src21n3#8
    T('other', 'gpustack/gpustack:gpustack/worker/serve_manager.py:2110', 'healthy', 'healthy', '2026-12-04 05:03:00.001234+00:00 - gpustack.worker.serve_manager - WARNING - Model instance qwen3-8b-Xk2a inference health check failed with status 503 for endpoint /v1/chat/completions'),  # src21n3#9
    T('other', 'gpustack/gpustack:gpustack/worker/model_file_manager.py:509', 'healthy', 'healthy', '2026-12-04 05:00:40.001234+00:00 - gpustack.worker.model_file_manager - WARNING - Download model Qwen/Qwen3-8B timed out waiting to acquire the lock. There might be another download task currently downloading the same model to the same disk directory.'),  # src21n3#10
    T('other', 'xorbitsai/inference:xinference/core/worker.py:3947', 'model_load_error', 'fatal', '2026-12-04T05:01:02.001Z ERROR xinference.core.worker pid:2134 role:local address:127.0.0.1:28567 node:xinf-node-0 Failed to load model qwen2.5-instruct-0', 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.10/dist-packages/xinference/model/llm/vllm/core.py", line 871, in _preprocess_load_gguf', 'RuntimeError: [address=127.0.0.1:41235, pid=2456] vllm does not support multiple gguf files, please merge them first and provide `model_path` with merged file'),  # src21n3#11
    T('other', 'xorbitsai/inference:xinference/core/supervisor.py:3642', 'exited', 'fatal', "2026-12-04T05:01:02.001Z ERROR xinference.core.supervisor pid:2120 role:supervisor address:10.0.0.5:51232 node:xinf-node-0 Worker dead. address: 10.0.0.7:30001, influenced models: ['qwen2.5-instruct-1']"),  # src21n3#14
    T('other', 'xorbitsai/inference:xinference/core/worker.py:963', 'exited', 'fatal', '2026-12-04T05:01:12.001Z WARNING xinference.core.worker pid:2134 role:local address:127.0.0.1:28567 node:xinf-node-0 Recreate failed for qwen2.5-instruct-0, evicting dead replica from supervisor', 'Traceback (most recent call last):'),  # src21n3#15
    T('other', 'xorbitsai/inference:xinference/api/restful_api.py (create_chat_completion) + xorbitsai/xoscar:python/xoscar/backends/core.py:162', 'exited', 'fatal', '2026-12-04T05:02:00.001Z ERROR xinference.api.restful_api pid:2100 role:local address:127.0.0.1:28567 node:xinf-node-0 Chat completion stream got an error: Remote server 127.0.0.1:41235 closed', 'Traceback (most recent call last):', 'xoscar.errors.ServerClosed: Remote server 127.0.0.1:41235 closed'),  # src21n3#16
    T('other', 'xorbitsai/inference:xinference/model/llm/lmdeploy/core.py:398', 'context_length_exceeded', 'finding', '2026-12-04T05:02:00.001Z ERROR xinference.model.llm.lmdeploy.core pid:2456 role:local address:127.0.0.1:28567 node:xinf-node-0 run out of tokens. session_id=7.'),  # src21n3#17
    T('other', 'xorbitsai/inference:xinference/model/llm/lmdeploy/core.py:390', 'healthy', 'healthy', '2026-12-04T05:02:00.001Z ERROR xinference.model.llm.lmdeploy.core pid:2456 role:local address:127.0.0.1:28567 node:xinf-node-0 Truncate max_new_tokens to 128'),  # src21n3#18
    T('other', 'xorbitsai/inference:xinference/core/supervisor.py:3654', 'healthy', 'healthy', '2026-12-04T05:01:02.001Z ERROR xinference.core.supervisor pid:2120 role:supervisor address:10.0.0.5:51232 node:xinf-node-0 Worker timeout. address: 10.0.0.7:30001, check count remaining 4...'),  # src21n3#19
    T('other', 'xorbitsai/inference:xinference/core/worker.py:1920', 'healthy', 'healthy', "2026-12-04T05:01:02.001Z WARNING xinference.core.worker pid:2134 role:local address:127.0.0.1:28567 node:xinf-node-0 WARNING!!! GPU index 0 has been occupied with these models on it: ['bge-m3-0']"),  # src21n3#20
    T('other', 'xorbitsai/inference:xinference/core/worker.py:2112', 'healthy', 'healthy', '2026-12-04T05:01:02.001Z WARNING xinference.core.worker pid:2134 role:local address:127.0.0.1:28567 node:xinf-node-0 Pre-launch VRAM low for model qwen2.5-instruct-0 on GPUs [0, 1]: free_ratio=0.31 (target 0.90), scanning for orphans'),  # src21n3#21
    T('other', 'xorbitsai/xoscar:python/xoscar/backends/indigen/pool.py:180', 'healthy', 'healthy', '2026-12-04T05:01:02.001Z WARNING xoscar.backends.indigen.pool pid:2456 role:local address:127.0.0.1:28567 node:xinf-node-0 The sub pool is using a different Python version, you may encounter serialization issues. sub pool: 51185904, main pool: 51121136'),  # src21n3#22
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/check_env/dist.py:45', 'exited', 'fatal', '2026-12-04 05:00:03,102 - lmdeploy - ERROR - base.py:55 - <Dist> check failed!', 'ep>1 requires install DeepEP(https://github.com/deepseek-ai/DeepEP) and DeepGEMM(https://github.com/deepseek-ai/DeepGEMM).'),  # src21n3#23
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/engine_checker.py:96', 'exited', 'fatal', '2026-12-04 05:00:03,102 - lmdeploy - ERROR - base.py:55 - <Engine> check failed!', 'num_gpu_blocks should be greater than 16, but got 8. Set num_gpu_blocks to 0 to automatically determine the number of GPU blocks based on the model size and device memory.'),  # src21n3#24
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/executor/base_worker.py:164', 'nccl_error', 'fatal', '(RayWorkerWrapper pid=48213) 2026-12-04 05:11:02,001 - lmdeploy - ERROR - base_worker.py:164 - WorkerWrapper rank[1] wait_tasks failed.', '(RayWorkerWrapper pid=48213) Traceback (most recent call last):', '(RayWorkerWrapper pid=48213) torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3356, remote process exited or there was a network error, NCCL version 2.21.5', first=2),  # src21n3#25
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/executor/ray_executor.py:418', 'exited', 'fatal', '2026-12-04 05:11:02,101 - lmdeploy - ERROR - ray_executor.py:418 - RayExecutor DP[0] wait_tasks failed.', '2026-12-04 05:11:02,102 - lmdeploy - ERROR - engine.py:625 - Engine main loop failed.', 'Traceback (most recent call last):'),  # src21n3#26
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/mp_engine/zmq_engine.py:88', 'exited', 'fatal', '  File "/opt/py3/lib/python3.10/site-packages/lmdeploy/pytorch/engine/mp_engine/zmq_engine.py", line 88, in _start_mp_proc', "    raise RuntimeError('PyTorch ZMQ engine process exited before publishing RPC server port.')", 'RuntimeError: PyTorch ZMQ engine process exited before publishing RPC server port.', first=2),  # src21n3#27
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/executor/ray_executor.py:242', 'exited', 'fatal', '  File "/opt/py3/lib/python3.10/site-packages/lmdeploy/pytorch/engine/executor/ray_executor.py", line 242, in __init__', 'RuntimeError: DP > 1 requires "LMDEPLOY_DP_MASTER_ADDR" and "LMDEPLOY_DP_MASTER_PORT".', first=1),  # src21n3#28
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/executor/base.py:252', 'exited', 'fatal', '  File "/opt/py3/lib/python3.10/site-packages/lmdeploy/pytorch/engine/executor/base.py", line 252, in _adjust_block_size', "    raise ValueError('Please set block_size to 64 for flash_mla.')", 'ValueError: Please set block_size to 64 for flash_mla.', first=2),  # src21n3#29
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/engine.py:148', 'exited', 'fatal', '  File "/opt/py3/lib/python3.10/site-packages/lmdeploy/pytorch/engine/engine.py", line 148, in __init__', 'ValueError: MemDecode and speculative decoding cannot be enabled together.', first=1),  # src21n3#30
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/model_agent/agent.py:451', 'healthy', 'healthy', '2026-12-04 05:00:30,001 - lmdeploy - WARNING - agent.py:451 - Engine warmup is skipped. Set LMDEPLOY_SKIP_WARMUP=0 to enable warmup.'),  # src21n3#31
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/config_builder.py:54', 'healthy', 'healthy', '2026-12-04 05:00:02,001 - lmdeploy - WARNING - config_builder.py:54 - Data parallelism is enabled but tensor parallelism and expert parallelism are not enabled. Setting dp=1.'),  # src21n3#32
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/check_env/triton.py:24', 'healthy', 'healthy', '2026-12-04 05:00:03,001 - lmdeploy - WARNING - triton.py:24 - PytorchEngine has not been tested on triton>3.7.1.'),  # src21n3#33
    T('lmdeploy', 'InternLM/lmdeploy:lmdeploy/pytorch/engine/model_agent/agent.py:1416', 'healthy', 'healthy', '(RayWorkerWrapper pid=48212) 2026-12-04 05:20:00,001 - lmdeploy - ERROR - agent.py:1416 - Failed to initialize weights update group: The client socket has timed out after 600000ms while trying to connect to (10.0.0.5, 29600).'),  # src21n3#34
)  # fmt: skip
# Batch 28 (issue 17, source pass src22, written at the end of the thirty-second session and integrated in the
# thirty-third, from source snapshots read with `fetch`: vllm-ascend and torch_npu (Ascend); ggml's non-CUDA back ends
# (CANN, SYCL, OpenCL, WebGPU, zDNN, Hexagon, MUSA; ggml-org/ggml, as llama.cpp's snapshot is over fetch's limit);
# vllm-gaudi, HabanaAI's vllm-fork and TGI's Gaudi back end. 101 lines: 71 read as their sources say with the rules of
# round 111 (one false alarm: torch_npu's warning that its watchdog time-out is not above HCCL's read as a hang), 93
# after the pass's rules (ACL graph capture, an NPU's health check and uncorrectable memory error, HCCS links, HCCL's
# retries and asynchronous errors, a vllm-ascend build for another SoC, quantised checkpoints Ascend and Gaudi cannot
# load, a P/D staging pool that does not fit, SYCL's device allocation, WebGPU's queue time-out and device loss,
# Hexagon's DSP queue; six rows moved to the convention for "EngineCore failed to start." and "WorkerProc failed to
# start.", whose header is the line unless a named cause follows, and one relabelled: a Mooncake transfer engine that
# cannot start is exited, as src7#43 and the Mooncake rule read it). Left out, with what triage made of them, in
# bench/results/source_pass/src22.json: four Python exceptions with no death after them (a traceback alone is no event),
# an ERROR line that quotes generation_config.json (a word of the optional file's warnings), TGI's "Error when
# initializing model" over a plain exception (model_load_error in the labelled sets), and an ERROR line before the
# same message as a traceback's last line.
TEMPLATES_28: tuple[Template, ...] = (
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/platform.py:530', 'healthy', 'healthy', '(APIServer pid=4121) WARNING 12-04 05:00:05 [platform.py:530] GPU-specific parameter is not supported on Ascend. parameter=disable_cascade_attn, value=True, action: resetting to False.'),  # src22p1#1
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/platform.py:742', 'healthy', 'healthy', '(APIServer pid=4121) INFO 12-04 05:00:05 [platform.py:742] The timeout interval of the HCCL operator is 1836s. Timeout in seconds for execute_model RPC calls in multiprocessing must be greater than 1836s, Set VLLM_EXECUTE_MODEL_TIMEOUT_SECONDS=3000'),  # src22p1#2
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/device_allocator/camem.py:67', 'healthy', 'healthy', "WARNING 12-04 05:00:01 [camem.py:67] Failed to import vllm_ascend_C:No module named 'vllm_ascend.vllm_ascend_C'. Sleep mode will be disabled. "),  # src22p1#3
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/utils.py:449', 'healthy', 'healthy', "(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:12 [utils.py:449] Failed to register custom ops, all custom ops will be disabled. error=No module named 'vllm_ascend.vllm_ascend_C'. The custom ops library might not be installed or the environment is not configured correctly. Please check the custom ops installation and environment variables."),  # src22p1#4
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/distributed/kv_transfer/kv_p2p/mooncake_connector.py:235', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:20:41 [mooncake_connector.py:235] Force freed expired request: cmpl-3f2a9c1e-0. Reason: Request exceeded timeout threshold (480 seconds). Action: Resources have been forcibly released to prevent memory leak.'),  # src22p1#5
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/distributed/kv_transfer/kv_pool/ascend_store/backend/mooncake_backend.py:202', 'healthy', 'healthy', '(Worker_TP0 pid=2301) ERROR 12-04 05:20:41 [mooncake_backend.py:202] Failed to put 4 keys out of 32. error_codes=[-200]. Check memory and store capacity.'),  # src22p1#6
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/distributed/kv_transfer/kv_pool/ascend_store/kv_transfer.py:1610', 'healthy', 'healthy', '(Worker_TP0 pid=2301) ERROR 12-04 05:21:07 [kv_transfer.py:1610] Failed to load blocks. failed_count=2, failed_blocks={118, 119}. Check block availability and memory state.'),  # src22p1#7
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/utils.py:1065', 'healthy', 'healthy', '(APIServer pid=4121) WARNING 12-04 05:00:05 [utils.py:1065] The max_cudagraph_capture_size (256) is smaller than the potential max tokens required for decode (512). This may lead to suboptimal performance. Consider adjustingmax_cudagraph_capture_size or scheduler_config (max_num_batched_tokens or max_num_seqs)to ensure max_cudagraph_capture_size can accommodate the decode workload. For more details, see the issue #8240(https://github.com/vllm-project/vllm-ascend/issues/8240).'),  # src22p1#8
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/cpu_binding.py:498', 'healthy', 'healthy', '(Worker_TP0 pid=2301) WARNING 12-04 05:00:58 [worker.py:805] Bind cpus failed in rank0: Insufficient CPUs for binding with CPU role reservations: total_allowed=24, total_npus=8, min_per_npu=3 (<5). Need at least 40 CPUs in cpuset. Skip binding cpu.'),  # src22p1#9
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/compilation/acl_graph.py:212', 'cuda_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: ACL graph capture failed with a known stream-resource exhaustion signature. Consider reducing cudagraph_capture_sizes, lowering max_cudagraph_capture_size, preferring FULL or FULL_DECODE_ONLY for mostly uniform decode workloads, or temporarily disabling graph mode to confirm the failure is capture-related.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Original error:', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] capture_begin:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:230 NPU function error: c10_npu::acl::AclmdlRICaptureBegin(capture_stream_, capture_mode), error code is 207008'),  # src22p1#10
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/compilation/acl_graph.py:205', 'cuda_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: ACL graph capture failed with an old Ascend HDK/CANN stack signature (`Alloc sq cq fail`). Please upgrade Ascend HDK to 25.5.1 or later and use the matching CANN stack.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Original error:', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] capture_begin:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:230 NPU function error: c10_npu::acl::AclmdlRICaptureBegin(capture_stream_, capture_mode), error code is 507899', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] [Error]: An internal error occurs in the Driver module. '),  # src22p1#11
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/device/device_config.py:74', 'no_kernel_image', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 05:00:10 [multiproc_executor.py:597] WorkerProc failed to start.', "(Worker_TP0 pid=2301) ERROR 12-04 05:00:10 [multiproc_executor.py:597] RuntimeError: Current device type: AscendDeviceType.A3 does not match the installed version's device type: AscendDeviceType.A2, please check your installation package.", first=1),  # src22p1#12
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/worker/worker.py:1115', 'cuda_error', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 05:30:12 [multiproc_executor.py:671] RuntimeError: NPU card health status is not OK'),  # src22p1#13
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/distributed/kv_transfer/utils/mooncake_transfer_engine.py:28', 'exited', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 05:00:31 [multiproc_executor.py:597] WorkerProc failed to start.', '(Worker_TP0 pid=2301) ERROR 12-04 05:00:31 [multiproc_executor.py:597] RuntimeError: TransferEngine initialization failed with ret_value: -1'),  # src22p1#14
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/distributed/kv_transfer/utils/mooncake_transfer_engine.py:19', 'exited', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 05:00:31 [multiproc_executor.py:597] WorkerProc failed to start.', '(Worker_TP0 pid=2301) ERROR 12-04 05:00:31 [multiproc_executor.py:597] Traceback (most recent call last):', '(Worker_TP0 pid=2301) ERROR 12-04 05:00:31 [multiproc_executor.py:597] ImportError: Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run vLLM with MooncakeConnector.'),  # src22p1#15
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/quantization/modelslim_config.py:541', 'model_load_error', 'fatal', "(EngineCore_DP0 pid=4260) ERROR 12-04 05:00:14 [modelslim_config.py:540] Currently, vLLM Ascend doesn't support quant_type=W4A4_MXFP4 for layer_type=moe. Please use a supported quantization format or load the model with its original float weights.", "(EngineCore_DP0 pid=4260) ERROR 12-04 05:00:14 [core.py:708] NotImplementedError: Currently, vLLM Ascend doesn't support quant_type=W4A4_MXFP4 for layer_type=moe. Please use a supported quantization format or load the model with its original float weights."),  # src22p1#17
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/ascend_config.py:256', 'exited', 'fatal', '(APIServer pid=4121)   File "/usr/local/python3.11.13/lib/python3.11/site-packages/vllm_ascend/ascend_config.py", line 256, in __init__', '(APIServer pid=4121) RuntimeError: enable_kv_nz is only supported for mla currently.', first=1),  # src22p1#18
    T('vllm', 'vllm-project/vllm-ascend:vllm_ascend/worker/worker.py:599', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:40 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:40 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:40 [core.py:708] ValueError: Needed dram size (412.5 GB) is larger than user specified dram size (256 GB). Please increase sparse_kv_offload_config.dram_size_per_dp_GB if available on your device.'),  # src22p1#20
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/core/npu/NPUException.h:149', 'healthy', 'healthy', '(Worker_TP0 pid=2301) [WARN]operator(),build/CMakeFiles/torch_npu.dir/compiler_depend.ts:1294:Feature is not supported and the possible cause is that driver and firmware packages do not match.'),  # src22p1#21
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/core/npu/NPUCachingAllocator.cpp:147', 'healthy', 'healthy', '(Worker_TP0 pid=2301) [W1204 05:00:20.412337012 compiler_depend.ts:147] Warning: The application for 1G large-page physical memory failed. Using the HUGE_MEM memory page allocation method may result in performance degradation. This warning occurs because the PYTORCH_NPU_ALLOC_CONF = page_size:1g configuration is enabled, but the current driver version does not support this feature. Please upgrade the HDK(driver) package version. (function operator())'),  # src22p1#22
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:1253', 'healthy', 'healthy', '(Worker_TP0 pid=2301) [rank0]:[W1204 05:00:16.201933187 compiler_depend.ts:1253] Warning: The watchdog timeout 600000ms(which is set by init_process_group) is less than or equal to HCCL execution timeout 1836000ms! The plog may not be recorded. (function ProcessGroupHCCL)'),  # src22p1#23
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/core/npu/NPUQueue.cpp:592', 'cuda_error', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] RuntimeError: The Inner error is reported as above. The process exits for this inner error, and the current working operator name is aclnnFusedInferAttentionScoreV3.', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] Since the operator is called asynchronously, the stacktrace may be inaccurate. If you want to get the accurate stacktrace, please set the environment variable ASCEND_LAUNCH_BLOCKING=1.', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] Note: ASCEND_LAUNCH_BLOCKING=1 will force ops to run in synchronous mode, resulting in performance degradation. Please unset ASCEND_LAUNCH_BLOCKING in time after debugging.', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] [ERROR] 2026-12-04-05:12:40 (PID:2301, Device:0, RankID:-1) ERR00100 PTA call acl api failed.'),  # src22p1#24
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/core/npu/NPUQueue.cpp:348', 'cuda_oom', 'fatal', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] torch.OutOfMemoryError: The Inner error is reported as above. The process exits for this inner error, and the current working operator name is aclnnMatmul.', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] Since the operator is called asynchronously, the stacktrace may be inaccurate. If you want to get the accurate stacktrace, please set the environment variable ASCEND_LAUNCH_BLOCKING=1.', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] [ERROR] 2026-12-04-05:12:40 (PID:2301, Device:0, RankID:-1) ERR00100 PTA call acl api failed.', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] EL0004: [PID: 2301] 2026-12-04-05:12:39.884.120 Failed to allocate memory.'),  # src22p1#25
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/core/npu/NPUQueue.cpp:563', 'cuda_error', 'fatal', '(Worker_TP2 pid=2303) ERROR 12-04 05:14:03 [multiproc_executor.py:671] RuntimeError: UCE ERROR, ', '(Worker_TP2 pid=2303) ERROR 12-04 05:14:03 [multiproc_executor.py:671] [ERROR] 2026-12-04-05:14:03 (PID:2303, Device:2, RankID:2) ERR00100 PTA call acl api failed'),  # src22p1#26
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/core/npu/NPUQueue.cpp:563', 'nccl_error', 'fatal', '(Worker_TP5 pid=2306) ERROR 12-04 05:14:03 [multiproc_executor.py:671] RuntimeError: HCCS LINK ERROR, ', '(Worker_TP5 pid=2306) ERROR 12-04 05:14:03 [multiproc_executor.py:671] [ERROR] 2026-12-04-05:14:03 (PID:2306, Device:5, RankID:5) ERR00100 PTA call acl api failed'),  # src22p1#27
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/core/npu/NPUQueue.cpp:563', 'nccl_error', 'fatal', '(Worker_TP1 pid=2302) ERROR 12-04 05:14:03 [multiproc_executor.py:671] RuntimeError: HCCL OP RETRY FAILED, ', '(Worker_TP1 pid=2302) ERROR 12-04 05:14:03 [multiproc_executor.py:671] [ERROR] 2026-12-04-05:14:03 (PID:2302, Device:1, RankID:1) ERR00100 PTA call acl api failed'),  # src22p1#28
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:907', 'nccl_error', 'fatal', '(Worker_TP1 pid=2302) [rank1]:[E1204 05:41:02.123456789 compiler_depend.ts:913] [Rank 1] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=8213, OpType=ALLREDUCE, NumelIn=16777216, NumelOut=16777216, Timeout(ms)=1800000) ran for 1800106 milliseconds before timing out.', '(Worker_TP1 pid=2302) [rank1]:[E1204 05:41:02.125001233 compiler_depend.ts:994] Some HCCL operations have failed or timed out. Due to the asynchronous nature of ASCEND kernels, subsequent NPU operations might run on corrupted/incomplete data.', '(Worker_TP1 pid=2302) [rank1]:[E1204 05:41:02.125019870 compiler_depend.ts:999] To avoid data inconsistency, we are taking the entire process down.'),  # src22p1#29
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:2046', 'nccl_error', 'fatal', '(Worker_TP0 pid=2301) [rank0]:[E1204 05:41:02.118204113 compiler_depend.ts:2046] [Rank0] checkHcclComms found HcclComms vector 0 got ERROR via HcclGetCommAsyncError : EI0006: [PID: 2301] 2026-12-04-05:41:01.998.123 Getting socket times out. Reason: Remote Rank did not send the data in time. Please check the reason for the rank being stuck', '(Worker_TP0 pid=2301) [rank0]:[E1204 05:41:02.118230021 compiler_depend.ts:2053] To avoid data inconsistency, we are taking the entire process down.'),  # src22p1#30
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/distributed/HCCLUtils.hpp:31', 'nccl_error', 'fatal', '(Worker_TP1 pid=2302) ERROR 12-04 05:00:40 [multiproc_executor.py:597] RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:127 HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 7 ', '(Worker_TP1 pid=2302) ERROR 12-04 05:00:40 [multiproc_executor.py:597] [ERROR] 2026-12-04-05:00:40 (PID:2302, Device:1, RankID:1) ERR02200 DIST call hccl api failed.'),  # src22p1#31
    T('vllm', 'Ascend/pytorch:torch_npu/csrc/core/npu/NPUCachingAllocator.cpp:3611', 'cuda_oom', 'fatal', '(Worker_TP0 pid=2301) [W1204 05:12:40.118820331 compiler_depend.ts:2965] Warning: Preemptively rejecting allocation of 2.00 GiB on NPU 0: total_allocated_memory (55.80 GiB) + requested size would exceed memory limit (57.60 GiB = 90% of 64.00 GiB). Set throw_on_npumalloc_oom:False to disable this behavior. (function operator())', '(Worker_TP0 pid=2301) ERROR 12-04 05:12:40 [multiproc_executor.py:671] torch.OutOfMemoryError: NPU out of memory. Allocation was preemptively rejected because it would exceed per_process_memory_fraction limit. Requested size: 2.00 GiB', first=1),  # src22p1#32
    T('vllm', 'Ascend/pytorch:torch_npu/npu/__init__.py:317', 'cuda_error', 'fatal', "(Worker_TP0 pid=2301) ERROR 12-04 05:00:09 [multiproc_executor.py:597] RuntimeError: Cannot re-initialize NPU in forked subprocess. To use NPU with multiprocessing, you must use the 'spawn' start method"),  # src22p1#34
    T('llamacpp', 'ggml-org/ggml:src/ggml-cann/ggml-cann.cpp:1706', 'healthy', 'healthy', 'ggml_cann_host_malloc: failed to allocate 2048.00 MiB of pinned memory: EL0004: Failed to allocate memory.'),  # src22p2#1
    T('llamacpp', 'ggml-org/ggml:src/ggml-cann/ggml-cann.cpp:543', 'healthy', 'healthy', 'cann pool[0]: slots almost full'),  # src22p2#2
    T('llamacpp', 'ggml-org/ggml:src/ggml-cann/ggml-cann.cpp:556', 'fatal_signal', 'fatal', '/app/ggml/src/ggml-cann/ggml-cann.cpp:556: cann pool[0]: slots full'),  # src22p2#3
    T('llamacpp', 'ggml-org/ggml:src/ggml-cann/ggml-cann.cpp:2295', 'fatal_signal', 'fatal', 'evaluate_and_capture_cann_graph: op not supported __fattn__-0 (FLASH_ATTN_EXT)', '/app/ggml/src/ggml-cann/ggml-cann.cpp:2295: GGML_ASSERT(ok) failed'),  # src22p2#4
    T('llamacpp', 'ggml-org/ggml:src/ggml-cann/aclnn_ops.cpp:2233', 'fatal_signal', 'fatal', '/app/ggml/src/ggml-cann/aclnn_ops.cpp:2233: Only support Q4_0 and Q8_0 MUL_MAT'),  # src22p2#5
    T('llamacpp', 'ggml-org/ggml:src/ggml-cann/ggml-cann.cpp:537', 'cuda_oom', 'fatal', 'CANN error: EL0004: Failed to allocate memory.', '  current device: 0, in function alloc at /app/ggml/src/ggml-cann/ggml-cann.cpp:537', '  aclrtMalloc(&b.ptr, size, ACL_MEM_MALLOC_HUGE_FIRST)', '/app/ggml/src/ggml-cann/ggml-cann.cpp:70: CANN error'),  # src22p2#6
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/ggml-sycl.cpp:1484', 'healthy', 'healthy', 'ggml_backend_sycl_host_malloc: failed to allocate 1024.00 MiB of pinned memory'),  # src22p2#7
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/ggml-sycl.cpp:177', 'healthy', 'healthy', 'SYCL GPU device 0 does not use Level Zero backend, disabling Level Zero memory API'),  # src22p2#8
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/ggml-sycl.cpp:1679', 'healthy', 'healthy', 'WARNING: sycl buffer pool full, increase MAX_sycl_BUFFERS'),  # src22p2#9
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/ggml-sycl.cpp:3920', 'healthy', 'healthy', 'reorder_qw_q4_0: failed to allocate 73400320 bytes for reorder temp buffer, skipping reorder'),  # src22p2#10
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/fattn-onednn.cpp:386', 'healthy', 'healthy', 'ggml_sycl_flash_attn_ext_onednn: oneDNN SDPA failed (could not create a primitive); falling back to TILE kernel'),  # src22p2#11
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/ggml-sycl.cpp:933', 'cuda_oom', 'fatal', "ggml_backend_sycl_buffer_type_alloc_buffer: can't allocate 17179869184 Bytes of memory on device", 'alloc_tensor_range: failed to allocate SYCL0 buffer of size 17179869184', 'llama_model_load: error loading model: unable to allocate SYCL0 buffer'),  # src22p2#12
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/fattn-buffers.cpp:41', 'cuda_oom', 'fatal', "ensure_half: can't allocate 268435456 Bytes of memory on device", '/app/ggml/src/ggml-sycl/fattn-buffers.cpp:41: fattn buffer alloc failed'),  # src22p2#13
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/ggml-sycl.cpp:5698', 'fatal_signal', 'fatal', 'ggml_backend_sycl_graph_compute_impl: error: op not supported ssm_conv-0 (SSM_CONV)', '/app/ggml/src/ggml-sycl/ggml-sycl.cpp:5698: GGML_ASSERT(ok) failed'),  # src22p2#14
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/ssm_scan.cpp:124', 'fatal_signal', 'fatal', '/app/ggml/src/ggml-sycl/ssm_scan.cpp:124: ssm_scan: unsupported d_state (must be 128 or 256)'),  # src22p2#15
    T('llamacpp', 'ggml-org/ggml:src/ggml-sycl/dpct/helper.hpp:979', 'fatal_signal', 'fatal', "terminate called after throwing an instance of 'std::runtime_error'", '  what():  can not find preferred GPU platform'),  # src22p2#16
    T('llamacpp', 'ggml-org/ggml:src/ggml-opencl/ggml-opencl.cpp:1187', 'healthy', 'healthy', 'ggml_opencl: compiling fa f16', 'ggml_opencl: transient compile failure (err=-6) building fa f16 \u2014 clFinish + retry (2/3)'),  # src22p2#17
    T('llamacpp', 'ggml-org/ggml:src/ggml-opencl/ggml-opencl.cpp:5815', 'healthy', 'healthy', "ggml_opencl: unsupported GPU 'Mali-G720-Immortalis MC12'.", "ggml_opencl: drop unsupported device 'Mali-G720-Immortalis MC12'."),  # src22p2#18
    T('llamacpp', 'ggml-org/ggml:src/ggml-opencl/ggml-opencl.cpp:14590', 'healthy', 'healthy', 'ggml_opencl: OpenCL flash attention dequantizes GPU-resident quantized KV cache into temporary linear buffers; performance may be poor'),  # src22p2#19
    T('llamacpp', 'ggml-org/ggml:src/ggml-opencl/ggml-opencl.cpp:4749', 'fatal_signal', 'fatal', '/app/ggml/src/ggml-opencl/ggml-opencl.cpp:4749: ggml_opencl: no flash_attn config for DK=576 DV=512'),  # src22p2#20
    T('llamacpp', 'ggml-org/ggml:src/ggml-webgpu/ggml-webgpu.cpp:491', 'hang', 'fatal', '/app/ggml/src/ggml-webgpu/ggml-webgpu.cpp:491: ggml_webgpu: Queue wait timed out after 30000 ms'),  # src22p2#21
    T('llamacpp', 'ggml-org/ggml:src/ggml-webgpu/ggml-webgpu.cpp:497', 'cuda_error', 'fatal', 'ggml_webgpu: Device lost! Reason: 1, Message: [Device] was lost.', '/app/ggml/src/ggml-webgpu/ggml-webgpu.cpp:497: ggml_webgpu: Queue work failed with status 3: [Device] was lost.'),  # src22p2#22
    T('llamacpp', 'ggml-org/ggml:src/ggml-webgpu/ggml-webgpu.cpp:4098', 'cuda_oom', 'fatal', '/app/ggml/src/ggml-webgpu/ggml-webgpu.cpp:4098: ggml_webgpu: Device error! Reason: 3, Message: Out of memory while creating buffer of size 4294967296.'),  # src22p2#23
    T('llamacpp', 'ggml-org/ggml:src/ggml-webgpu/ggml-webgpu.cpp:140', 'fatal_signal', 'fatal', '/app/ggml/src/ggml-webgpu/ggml-webgpu.cpp:140: ggml_webgpu: parameter arena exhausted while encoding a batch'),  # src22p2#24
    T('llamacpp', 'ggml-org/ggml:src/ggml-webgpu/ggml-webgpu.cpp:4016', 'fatal_signal', 'fatal', 'ggml_webgpu: Failed to get an adapter: No supported adapters.', '/app/ggml/src/ggml-webgpu/ggml-webgpu.cpp:4016: GGML_ASSERT(ctx->webgpu_global_ctx->adapter != nullptr) failed'),  # src22p2#25
    T('llamacpp', 'ggml-org/ggml:src/ggml-zdnn/ggml-zdnn.cpp:71', 'fatal_signal', 'fatal', 'ggml_zdnn_graph_compute: unsupported op ffn_out-3 (ADD)', '/app/ggml/src/ggml-zdnn/ggml-zdnn.cpp:71: GGML_ASSERT(ok) failed'),  # src22p2#26
    T('llamacpp', 'ggml-org/ggml:src/ggml-zdnn/mmf.cpp:71', 'fatal_signal', 'fatal', '/app/ggml/src/ggml-zdnn/mmf.cpp:71: GGML_ASSERT(status == ZDNN_OK) failed'),  # src22p2#27
    T('llamacpp', 'ggml-org/ggml:src/ggml-hexagon/ggml-hexagon.cpp:1734', 'healthy', 'healthy', 'ggml-hex: failed to get URI for session 1 : error 0x14. Falling back to single session URI: file:///libggml-htp-v79.so?htp_iface_skel_handle_invoke&_modver=1.0&_dom=cdsp'),  # src22p2#28
    T('llamacpp', 'ggml-org/ggml:src/ggml-hexagon/ggml-hexagon.cpp:4406', 'healthy', 'healthy', 'ggml-hex: failed to query HTP version (err -1) defaulting to v73'),  # src22p2#29
    T('llamacpp', 'ggml-org/ggml:src/ggml-hexagon/ggml-hexagon.cpp:1073', 'cuda_oom', 'fatal', 'ggml-hex: HTP0 failed to allocate buffer : size 2151682048', 'ggml-hex: HTP0 failed to allocate buffer context (host): ggml-hex: rpcmem_alloc failed (see log for details)', 'alloc_tensor_range: failed to allocate HTP0 buffer of size 2151677952'),  # src22p2#30
    T('llamacpp', 'ggml-org/ggml:src/ggml-hexagon/ggml-hexagon.cpp:1583', 'cuda_error', 'fatal', '/src/llama.cpp/ggml/src/ggml-hexagon/ggml-hexagon.cpp:1583: ggml-hex: dspqueue_read failed: 0x0000004e'),  # src22p2#31
    T('llamacpp', 'ggml-org/ggml:src/ggml-cuda/ggml-cuda.cu:222', 'healthy', 'healthy', 'ggml_cuda_init: failed to initialize MUSA: no MUSA-capable device is detected'),  # src22p2#32
    T('llamacpp', 'ggml-org/ggml:src/ggml-musa/mudnn.cu:109', 'cuda_error', 'fatal', 'MUSA error: Execution failed', '  current device: 0, in function mudnnMemcpyAsync at /app/ggml/src/ggml-musa/mudnn.cu:109', '  op.Run(*handle, tensor_dst, tensor_src)', '/app/ggml/src/ggml-cuda/ggml-cuda.cu:106: MUSA error'),  # src22p2#33
    T('llamacpp', 'ggml-org/ggml:src/ggml-cuda/ggml-cuda.cu:508', 'cuda_oom', 'fatal', 'MUSA error: out of memory', '  current device: 0, in function alloc at /app/ggml/src/ggml-cuda/ggml-cuda.cu:508', '  err', '/app/ggml/src/ggml-cuda/ggml-cuda.cu:106: MUSA error'),  # src22p2#34
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/bucketing/common.py:138', 'healthy', 'healthy', "(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:25 [common.py:138] VLLM_EXPONENTIAL_BUCKETING is deprecated and will be removed in a future release. Use VLLM_BUCKETING_STRATEGY='exp'|'lin'|'pad' instead."),  # src22p3#1
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/bucketing/common.py:147', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:25 [common.py:147] Overriding bucketing strategy ExponentialBucketingStrategy with LinearBucketingStrategy due to VLLM_EXPONENTIAL_BUCKETING=false'),  # src22p3#2
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/bucketing/exponential.py:29', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:25 [exponential.py:27] *******************************************************', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:25 [exponential.py:29] Using Exponential Strategy - Your configuration VLLM_DECODE_BLOCK_BUCKET_MAX=4096 will be overwritten!', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:25 [exponential.py:32] *******************************************************'),  # src22p3#3
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/kernels.py:20', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:00:25 [kernels.py:20] Could not import HPU FusedSDPA kernel. vLLM will use native implementation'),  # src22p3#4
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/defragmentation.py:234', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:02:40 [defragmentation.py:231] Failed to determine available blocks from KV cache, defaulting to 0', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:02:40 [defragmentation.py:234] Skipping defragmenter warmup, insufficient blocks (0)'),  # src22p3#5
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/v1/worker/hpu_worker.py:650', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:20:03 [hpu_worker.py:650] Currently, HPU does not support level 2 sleep mode. Performing level 1 operations'),  # src22p3#6
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/distributed/kv_transfer/kv_connector/v1/hetero_hpu_nixl_connector.py:586', 'healthy', 'healthy', '(EngineCore_DP0 pid=4260) WARNING 12-04 05:14:52 [hetero_hpu_nixl_connector.py:586] [JOINT_KV] req=chatcmpl-8b1f2c7e9a4d4e0f no staging slots at finish (need 9, free 4, total 512); failing this request only. Raise VLLM_HPU_NIXL_STAGING_SLOTS or lower load.'),  # src22p3#7
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/bucketing/common.py:538', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/extension/bucketing/common.py", line 538, in generate_buckets', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise RuntimeError("Generated 0 " + phase +', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: Generated 0 prompt buckets. Please adjust the bucketing configuration according to README'),  # src22p3#8
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/config.py:167', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/extension/config.py", line 161, in __call__', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     value = self.value_type(value)', "(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ValueError: invalid literal for int() with base 10: '128k'", '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] The above exception was the direct cause of the following exception:', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/extension/config.py", line 167, in __call__', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise RuntimeError(msg) from e', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: VLLM_DECODE_BLOCK_BUCKET_STEP: failed to process environment variable'),  # src22p3#9
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/config.py:193', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/extension/config.py", line 193, in _validate', "(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise RuntimeError(f'{self.name}: {error}')", '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: bucketing_strategy: linear is not in allowed options: [exp, lin, pad]!'),  # src22p3#10
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/bucketing/padding_aware.py:182', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/extension/bucketing/padding_aware.py", line 182, in warmup_range_with_limits', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     assert bucket_min <= bucket_max, ("bucket_min cannot be greater than bucket_max. "', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] AssertionError: bucket_min cannot be greater than bucket_max. If you want to skip warmup, set VLLM_SKIP_WARMUP=true'),  # src22p3#11
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/extension/bucketing/common.py:100', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/extension/bucketing/common.py", line 100, in initialize', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise ValueError(f"max_num_batched_tokens ({self.max_num_batched_tokens}) must be "', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ValueError: max_num_batched_tokens (8000) must be divisible by mamba_chunk_size (256)'),  # src22p3#12
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/v1/worker/hpu_model_runner.py:1456', 'exited', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/v1/worker/hpu_model_runner.py", line 1456, in __init__', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise NotImplementedError("Medusa speculative decoding is not supported on HPU.")', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] NotImplementedError: Medusa speculative decoding is not supported on HPU.'),  # src22p3#13
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/ops/hpu_modelopt.py:49', 'model_load_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/ops/hpu_modelopt.py", line 49, in __init__', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise ValueError("Unsupported ModelOpt FP8 quant_algo on Gaudi: "', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ValueError: Unsupported ModelOpt FP8 quant_algo on Gaudi: FP8_PER_CHANNEL_PER_TOKEN. Supported: FP8 only.', first=4),  # src22p3#14
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/ops/hpu_compressed_tensors.py:145', 'model_load_error', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/ops/hpu_compressed_tensors.py", line 145, in get_hpu_scheme', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise ValueError(f"{scheme_classname} compressed format is not supported on HPU")', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] ValueError: CompressedTensorsW4A4Fp4 compressed format is not supported on HPU', first=4),  # src22p3#15
    T('vllm', 'vllm-project/vllm-gaudi:vllm_gaudi/distributed/kv_transfer/kv_connector/v1/hetero_hpu_nixl_connector.py:934', 'cuda_oom', 'fatal', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] EngineCore failed to start.', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] Traceback (most recent call last):', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]   File "/usr/local/lib/python3.12/dist-packages/vllm_gaudi/distributed/kv_transfer/kv_connector/v1/hetero_hpu_nixl_connector.py", line 934, in register_joint_kv_staging', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708]     raise RuntimeError(f"[JOINT_KV] staging pool needs {pool_bytes / 1024**3:.1f} GiB "', '(EngineCore_DP0 pid=4260) ERROR 12-04 05:01:02 [core.py:708] RuntimeError: [JOINT_KV] staging pool needs 38.4 GiB (512 slots x 76.8 MiB) but only 12.7 GiB is free after weights + KV cache. Reduce --max-num-seqs or --max-model-len, lower --gpu-memory-utilization to free device memory, or set VLLM_HPU_NIXL_STAGING_SLOTS to a smaller value (only safe if peak concurrent demand stays under it).', first=4),  # src22p3#16
    T('vllm', 'HabanaAI/vllm-fork:vllm/worker/hpu_worker.py:246', 'healthy', 'healthy', "WARNING 12-04 05:03:11 [hpu_worker.py:246] VLLM_HPU_STEP_GRAPH_COMPILATION: [('TotalNumber', 1), ('TotalTime', 1204388), ('AvgTime', 1204388.0)], is_prompt: True, num_seqs: 1, max_context_len: 1337, max_num_blocks 11"),  # src22p3#18
    T('vllm', 'HabanaAI/vllm-fork:vllm/worker/hpu_worker.py:251', 'healthy', 'healthy', "WARNING 12-04 05:03:12 [hpu_worker.py:251] VLLM_HPU_STEP_CPU_FALLBACK: [('TotalNumber', 2), ('FallbackOps', {'aten::nonzero': 2})], is_prompt: False, num_seqs: 32, max_context_len: 1130, max_num_blocks 9"),  # src22p3#19
    T('vllm', 'HabanaAI/vllm-fork:vllm/worker/hpu_model_runner.py:575', 'exited', 'fatal', "ERROR 12-04 05:07:41 [engine.py:166] AssertionError('input token length 8320 is not multiple of SLICE_SIZE 1024. Please adjust VLLM_EXPONENTIAL_BUCKETING: False VLLM_PROMPT_SEQ_BUCKET_MIN: 1024 VLLM_PROMPT_SEQ_BUCKET_STEP: 1024 ')", 'Traceback (most recent call last):', '  File "/workspace/vllm/vllm/worker/hpu_model_runner.py", line 575, in _update_use_window_sdpa', '    raise AssertionError(', 'AssertionError: input token length 8320 is not multiple of SLICE_SIZE 1024. Please adjust VLLM_EXPONENTIAL_BUCKETING: False VLLM_PROMPT_SEQ_BUCKET_MIN: 1024 VLLM_PROMPT_SEQ_BUCKET_STEP: 1024 '),  # src22p3#22
    T('vllm', 'HabanaAI/vllm-fork:vllm/worker/hpu_model_runner.py:2469', 'exited', 'fatal', "ERROR 12-04 05:07:41 [engine.py:166] NotImplementedError('Mixed batch is not supported on HPU')", 'Traceback (most recent call last):', '  File "/workspace/vllm/vllm/worker/hpu_model_runner.py", line 2469, in prepare_input_tensors', '    raise NotImplementedError("Mixed batch is not supported on HPU")', 'NotImplementedError: Mixed batch is not supported on HPU'),  # src22p3#23
    T('vllm', 'HabanaAI/vllm-fork:vllm/executor/multiproc_worker_utils.py:123', 'killed_oom_host', 'fatal', 'ERROR 12-04 05:09:13 [multiproc_worker_utils.py:123] Worker VllmWorkerProcess pid 4388 died, exit code: -9', 'INFO 12-04 05:09:13 [multiproc_worker_utils.py:127] Killing local vLLM worker processes'),  # src22p3#24
    T('tgi', 'huggingface/text-generation-inference:backends/gaudi/server/text_generation_server/server.py:226', 'healthy', 'healthy', '2026-12-04T05:00:10.220Z  WARN text_generation_launcher: Current Synapse version is lower than the minimum version supported: 1.19.0, this could result in failures'),  # src22p3#25
    T('tgi', 'huggingface/text-generation-inference:backends/gaudi/server/text_generation_server/models/flash_causal_lm.py:1756', 'healthy', 'healthy', '2026-12-04T05:00:40.118Z  INFO text_generation_launcher: skip warmup hpu graph, not recommmended, may cause OOM'),  # src22p3#26
    T('tgi', 'huggingface/text-generation-inference:backends/gaudi/server/text_generation_server/cli.py:92', 'healthy', 'healthy', '2026-12-04T05:00:09.950Z  WARN text_generation_launcher: LoRA adapters enabled (experimental feature).', '2026-12-04T05:00:09.950Z  WARN text_generation_launcher: LoRA adapters incompatible with CUDA Graphs. Disabling CUDA Graphs.'),  # src22p3#27
    T('tgi', 'huggingface/text-generation-inference:backends/gaudi/server/text_generation_server/layers/attention/kv_cache.py:53', 'exited', 'fatal', '2026-12-04T05:01:02.001Z ERROR text_generation_launcher: Method Warmup encountered an error.', 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.10/dist-packages/text_generation_server/models/flash_causal_lm.py", line 1680, in warmup', '    self.init_kv_cache(', '  File "/usr/local/lib/python3.10/dist-packages/text_generation_server/layers/attention/kv_cache.py", line 53, in __init__', '    raise ValueError("torch.float8_e5m2 is not supported in hpu. ")', 'ValueError: torch.float8_e5m2 is not supported in hpu. '),  # src22p3#28
    T('tgi', 'huggingface/text-generation-inference:backends/gaudi/server/text_generation_server/models/flash_causal_lm.py:1638', 'exited', 'fatal', '2026-12-04T05:01:02.001Z ERROR text_generation_launcher: Method Warmup encountered an error.', 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.10/dist-packages/text_generation_server/models/flash_causal_lm.py", line 1638, in warmup', '    raise RuntimeError(', 'RuntimeError: MAX_BATCH_SIZE is not set, it should be set in the launcher using `--max-batch-size xxx`'),  # src22p3#29
    T('tgi', 'huggingface/text-generation-inference:backends/gaudi/server/text_generation_server/layers/gptq/hpu.py:46', 'model_load_error', 'fatal', '2026-12-04T05:01:02.001Z ERROR text_generation_launcher: Error when initializing model', 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.10/dist-packages/text_generation_server/layers/gptq/hpu.py", line 46, in __init__', '    raise NotImplementedError("Only 4 bits are supported.")', 'NotImplementedError: Only 4 bits are supported.'),  # src22p3#30
    T('tgi', 'huggingface/text-generation-inference:backends/gaudi/server/text_generation_server/cli.py:113', 'exited', 'fatal', '2026-12-04T05:00:12.310Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output:', '', 'Traceback (most recent call last):', '  File "/usr/local/lib/python3.10/dist-packages/text_generation_server/cli.py", line 113, in serve', '    raise RuntimeError(', 'RuntimeError: Only 1 can be set between `dtype` and `quantize`, as they both decide how goes the final model.', first=5),  # src22p3#32
)  # fmt: skip

ALL_TEMPLATES: tuple[Template, ...] = (
    TEMPLATES
    + TEMPLATES_2
    + TEMPLATES_3
    + TEMPLATES_4
    + TEMPLATES_5
    + TEMPLATES_6
    + TEMPLATES_7
    + TEMPLATES_8
    + TEMPLATES_9
    + TEMPLATES_10
    + TEMPLATES_11
    + TEMPLATES_12
    + TEMPLATES_13
    + TEMPLATES_14
    + TEMPLATES_15
    + TEMPLATES_16
    + TEMPLATES_17
    + TEMPLATES_18
    + TEMPLATES_19
    + TEMPLATES_20
    + TEMPLATES_21
    + TEMPLATES_22
    + TEMPLATES_23
    + TEMPLATES_24
    + TEMPLATES_25
    + TEMPLATES_26
    + TEMPLATES_27
    + TEMPLATES_28
)


def run(template: Template) -> tuple[bool, str]:
    """Whether triage reads this template as it should, and what it made of it."""
    prologue = PROLOGUES[template.server]
    text = "\n".join([*prologue, *template.lines]) + "\n"
    triage = Triage()
    triage.feed_file(io.BytesIO(text.encode("utf-8")))
    events, fatal = triage.events, triage.fatal_events
    found = {f.label for f in triage.findings}
    primary = events[0] if events else None
    got = f"{primary.label} line {primary.line}" if primary else "no event"
    if found:
        got += f"; findings {sorted(found)}"
    if template.kind == "healthy":
        return not fatal, got
    if template.kind == "finding":
        if template.want in REQUEST_LABELS or template.want in found:
            ok = not fatal and template.want in found
        else:
            ok = False
        return ok, got
    want_line = len(prologue) + template.first + 1
    ok = primary is not None and primary.label == template.want and primary.line == want_line
    return ok, got


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses: list[str] = []
    for t in ALL_TEMPLATES:
        ok, got = run(t)
        per[t.server][0] += ok
        per[t.server][1] += 1
        line = (
            f"  [{t.server}] {t.source}: want {t.want} ({t.kind}), got {got}\n      {t.lines[t.first][:150]}"
        )
        if not ok:
            misses.append(line)
        elif verbose:
            print("ok" + line[1:])
    right = sum(a for a, _ in per.values())
    total = sum(b for _, b in per.values())
    print(f"source coverage: {right}/{total} ({100 * right / total:.1f}%) templates read right")
    batches = (
        TEMPLATES,
        TEMPLATES_2,
        TEMPLATES_3,
        TEMPLATES_4,
        TEMPLATES_5,
        TEMPLATES_6,
        TEMPLATES_7,
        TEMPLATES_8,
        TEMPLATES_9,
        TEMPLATES_10,
        TEMPLATES_11,
        TEMPLATES_12,
        TEMPLATES_13,
        TEMPLATES_14,
        TEMPLATES_15,
        TEMPLATES_16,
        TEMPLATES_17,
        TEMPLATES_18,
        TEMPLATES_19,
        TEMPLATES_20,
        TEMPLATES_21,
        TEMPLATES_22,
        TEMPLATES_23,
        TEMPLATES_24,
        TEMPLATES_25,
        TEMPLATES_26,
        TEMPLATES_27,
        TEMPLATES_28,
    )
    print(
        "  per batch: "
        + ", ".join(f"{i} {sum(run(t)[0] for t in b)}/{len(b)}" for i, b in enumerate(batches, 1))
    )
    for server, (a, b) in per.items():
        print(f"  {server}: {a}/{b}")
    if misses:
        print("misses:")
        print("\n".join(misses))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
