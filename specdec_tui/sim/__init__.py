"""The embedded ``sim`` backend: a real HTTP server process that behaves like SGLang (flags, endpoints,
log lines, failure modes) and models speculative decoding, so the whole product runs without a GPU.
It is a simulation: it says "sim" in its banner, ``/model_info`` and ``/server_info``.

Run it with ``python -m specdec_tui.sim --port 30000 [--speculative-algorithm DDTREE
--speculative-ddtree-budget 16] [--sim-speed 50]``; build that argv with :func:`launcher.sim_argv`.

Modules: ``args`` (flags), ``costmodel`` (timing and acceptance), ``tokenizer`` (one token per word),
``logfmt`` (SGLang log lines and tracebacks), ``engine`` (the scheduler), ``server`` (HTTP endpoints),
``main`` (start-up), ``launcher`` (argv for tests and scripts). Nothing else in the core imports it.

Faults (``--sim-*``):

- ``--sim-gpu-arch sm_120`` with DDTREE and a budget below 15: the first verify step of the first user
  request logs ``avg_accepted_drafts=0.00``, then the scheduler traceback ending in ``RuntimeError: CUDA
  error: an illegal instruction was encountered``, then the process SIGKILLs itself (returncode -9) as
  SGLang's ``kill_process_tree`` does; open streams break. The warm-up request is spared so that the
  server starts (a real server would die in its warm-up).
- ``--sim-crash-after-tokens N`` with ``--sim-crash-kind`` illegal_memory_access (default),
  illegal_instruction, device_side_assert, cuda_oom, nccl_error or segfault: same death after N tokens.
- ``--sim-oom-at-start``: a torch CUDA out-of-memory traceback while loading weights, before the port
  is bound; returncode -9.
- ``--sim-hang-after-tokens N``: user requests get no more tokens, ``/health`` keeps answering 200
  (health probes still run, as in sgl-project/sglang#6624, and as llama-server and vLLM whose health
  does not generate); with ``--sim-hang-blocks-health`` the whole scheduler stalls and ``/health`` turns
  503 after SGLang's 20 s probe timeout; ``--watchdog-timeout S`` then kills it like SGLang's watchdog.
- ``--sim-startup-s S``: a slow start (port refused meanwhile; not scaled by ``--sim-speed``).
- ``--sim-garbage-log``: invalid UTF-8, NULs, ANSI/OSC escapes, carriage returns and a 300,000-character
  line at start-up.
- ``--sim-malformed-sse``: streams send one valid chunk, a truncated JSON event and a non-SSE line, and
  no ``data: [DONE]``.
- ``--sim-exit-after-requests N`` (``--sim-exit-code C``): the process exits quietly.

Deliberate differences from SGLang: ``/metrics`` is served without ``--enable-metrics``, and so is the
final ``meta_info.decode_throughput`` (the server-side decode timing); there is no prefix cache; the api key is never printed; the log and uvicorn's lines go to stderr and the access log
to stdout, as with SGLang, each line flushed as it is written.
"""
