"""The embedded ``sim`` backend: a real HTTP server process that behaves like SGLang (flags, endpoints,
log lines, failure modes) and models speculative decoding, so the whole product runs without a GPU.

Run it with ``python -m specdec_tui.sim --port 30000 [--speculative-algorithm DDTREE
--speculative-ddtree-budget 16] [--sim-speed 50]``; build that argv with :func:`launcher.sim_argv`.
Modules: ``args`` (flags), ``costmodel`` (timing and acceptance), ``tokenizer``, ``logfmt`` (SGLang log
lines and tracebacks), ``engine`` (the scheduler), ``server`` (HTTP endpoints), ``main`` (start-up).
Nothing here is imported by the rest of the core; the sim runs in its own process.
"""
