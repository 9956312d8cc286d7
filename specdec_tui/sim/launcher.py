"""Build the argv that starts the sim, for tests, the demo sweep and the bench scripts."""

from __future__ import annotations

import socket
import sys
from collections.abc import Iterable


def sim_argv(
    port: int,
    *,
    model: str = "sim/Qwen3.6-27B",
    context_length: int = 32768,
    algorithm: str | None = None,
    budget: int | None = None,
    speed: float = 50.0,
    gpu_arch: str = "sm_90",
    host: str = "127.0.0.1",
    startup_s: float | None = None,
    extra: Iterable[str] = (),
) -> list[str]:
    """``[python, -m, specdec_tui.sim, ...]`` with SGLang-style flags.

    ``budget`` is the DDTree node budget (``--speculative-ddtree-budget``) for ``algorithm="ddtree"``
    and the draft width (``--speculative-num-draft-tokens``) for other algorithms."""
    argv = [
        sys.executable, "-m", "specdec_tui.sim",
        "--model-path", model,
        "--host", host,
        "--port", str(port),
        "--context-length", str(context_length),
        "--sim-speed", f"{speed:g}",
        "--sim-gpu-arch", gpu_arch,
    ]
    if startup_s is not None:
        argv += ["--sim-startup-s", f"{startup_s:g}"]
    if algorithm and algorithm.lower() != "none":
        argv += ["--speculative-algorithm", algorithm.upper()]
        if budget is not None:
            if algorithm.upper() == "DDTREE":
                argv += ["--speculative-ddtree-budget", str(budget)]
            else:
                argv += ["--speculative-num-draft-tokens", str(budget)]
    argv += list(extra)
    return argv


def free_port(host: str = "127.0.0.1") -> int:
    """A port nothing listens on right now (bind to 0, read it, close): the sim binds it itself."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])
