"""Command-line flags of the sim: SGLang's spellings (``sglang serve`` / ``python -m sglang.launch_server``)
plus ``--sim-*`` switches for the GPU it pretends to be, its pace and the faults it injects.

Like SGLang's parser (a plain ``argparse.ArgumentParser`` with ``allow_abbrev``), an unknown flag is
an argparse error with exit status 2, and a unique prefix (``--tp``) is accepted.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from dataclasses import dataclass

from specdec_tui.sim.costmodel import ALGORITHMS, ARCH_GPU_NAME, canonical_algorithm

ARCHES = ("sm_90", "sm_100", "sm_120")
CRASH_KINDS = (
    "illegal_memory_access",
    "illegal_instruction",
    "device_side_assert",
    "cuda_oom",
    "nccl_error",
    "segfault",
)
# Below this DDTree budget, the simulated sm_120 tree-verify kernel hits an illegal instruction.
DDTREE_SM120_MIN_BUDGET = 15


def human_int(text: str) -> int:
    """SGLang's human-readable integers: ``32k`` = 32000, ``32Ki`` = 32768, ``1M``, ``1Mi``."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kKmMgG]i?)?\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}")
    number = float(match.group(1))
    suffix = match.group(2) or ""
    base = 1024 if suffix.endswith("i") else 1000
    power = {"": 0, "k": 1, "m": 2, "g": 3}[suffix[:1].lower()]
    value = number * base**power
    if value != int(value):
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}")
    return int(value)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m specdec_tui.sim",
        description="A simulated SGLang server (no GPU): SGLang's flags, endpoints and log lines, with a "
        "cost model of speculative decoding and injectable faults. Its numbers are modelled, not measured.",
    )
    add = parser.add_argument
    add("--model-path", "--model", dest="model_path", default="sim/Qwen3.6-27B")
    add("--tokenizer-path", default=None)
    add("--served-model-name", default=None)
    add("--host", default="127.0.0.1")
    add("--port", type=int, default=30000)
    add("--context-length", type=human_int, default=None)
    add("--tp-size", "--tensor-parallel-size", dest="tp_size", type=int, default=1)
    add("--dp-size", "--data-parallel-size", dest="dp_size", type=int, default=1)
    add("--mem-fraction-static", type=float, default=None)
    add("--max-running-requests", type=int, default=None)
    add("--max-total-tokens", type=int, default=None)
    add("--chunked-prefill-size", type=int, default=None)
    add("--random-seed", type=int, default=None)
    add("--log-level", default="info", choices=("debug", "info", "warning", "error", "critical"))
    add("--log-level-http", default=None, choices=("debug", "info", "warning", "error", "critical"))
    add("--log-requests", action="store_true")
    add("--decode-log-interval", type=int, default=40)
    add("--api-key", default=None)
    add("--skip-server-warmup", action="store_true")
    add("--enable-metrics", action="store_true")
    add("--trust-remote-code", action="store_true")
    add("--dtype", default="auto")
    add("--kv-cache-dtype", default="auto")
    add("--attention-backend", default=None)
    add("--page-size", type=int, default=None)
    add("--disable-cuda-graph", action="store_true")
    add("--disable-radix-cache", action="store_true")
    add("--allow-auto-truncate", action="store_true")
    add("--watchdog-timeout", type=float, default=None)
    add("--cuda-graph-max-bs-decode", type=int, default=None)
    add("--cuda-graph-max-bs-prefill", type=int, default=None)
    add("--cuda-graph-bs-decode", type=int, nargs="+", default=None)
    add("--disable-decode-cuda-graph", action="store_true")
    add("--disable-overlap-schedule", action="store_true")
    add("--enable-torch-compile", action="store_true")
    add("--enable-metrics-for-all-schedulers", action="store_true")
    add("--soft-watchdog-timeout", type=float, default=None)
    add("--incremental-streaming-output", action="store_true")
    add("--stream-interval", type=int, default=1)
    add("--max-prefill-tokens", type=int, default=16384)
    add("--schedule-policy", default="fcfs")
    add("--schedule-conservativeness", type=float, default=1.0)
    add("--quantization", default=None)
    add("--revision", default=None)
    add("--load-format", default="auto")
    add("--tokenizer-mode", default="auto")
    add("--chat-template", default=None)
    add("--reasoning-parser", default=None)
    add("--tool-call-parser", default=None)
    add("--device", default="cuda")
    add("--base-gpu-id", type=int, default=0)
    add("--ep-size", "--expert-parallel-size", dest="ep_size", type=int, default=1)
    add("--moe-runner-backend", default="auto")
    add("--nnodes", type=int, default=1)
    add("--node-rank", type=int, default=0)
    add("--dist-init-addr", default=None)
    # Speculative decoding (SGLang 0.5.23 fields/spec.py; DDTREE from PR sgl-project/sglang#29907).
    add("--speculative-algorithm", default=None)
    add("--speculative-draft-model-path", "--speculative-draft-model", dest="speculative_draft_model_path")
    add("--speculative-num-steps", type=int, default=None)
    add("--speculative-eagle-topk", type=int, default=None)
    add("--speculative-num-draft-tokens", type=int, default=None)
    add("--speculative-ddtree-budget", type=int, default=None)
    add("--speculative-dflash-block-size", type=int, default=None)
    add("--speculative-dspark-block-size", type=int, default=None)
    add("--speculative-attention-mode", default="prefill", choices=("prefill", "decode"))
    add("--speculative-accept-threshold-single", type=float, default=1.0)
    add("--speculative-accept-threshold-acc", type=float, default=1.0)
    add("--speculative-token-map", default=None)
    add("--speculative-draft-model-revision", default=None)
    add("--speculative-draft-attention-backend", default=None)
    add("--speculative-draft-model-quantization", default=None)
    add("--speculative-moe-runner-backend", default=None)
    add("--speculative-use-rejection-sampling", action="store_true")
    # n-gram: 0.5.23 has the BFS/trie flags; 0.5.5 and the docs also the match-window flags.
    add("--speculative-ngram-min-match-window-size", type=int, default=None)
    add("--speculative-ngram-max-match-window-size", type=int, default=None)
    add("--speculative-ngram-min-bfs-breadth", type=int, default=1)
    add("--speculative-ngram-max-bfs-breadth", type=int, default=10)
    add("--speculative-ngram-match-type", default="BFS", choices=("BFS", "PROB"))
    add("--speculative-ngram-max-trie-depth", type=int, default=18)
    add("--speculative-ngram-capacity", type=int, default=10_000_000)
    # The sim's own switches.
    sim = parser.add_argument_group("sim", "simulated hardware, pace and faults")
    sim.add_argument("--sim-speed", type=float, default=1.0,
                     help="time scale: 1.0 = realistic pacing (~35 tok/s single stream for a 27B model on "
                     "sm_90); 50 = fifty times faster")
    sim.add_argument("--sim-gpu-arch", default="sm_90", choices=ARCHES)
    sim.add_argument("--sim-gpu-name", default=None, help="defaults to a typical GPU of --sim-gpu-arch")
    sim.add_argument("--sim-startup-s", type=float, default=0.3,
                     help="seconds of simulated model loading before the port is bound (not scaled)")
    sim.add_argument("--sim-seed", type=int, default=None,
                     help="seed of the acceptance draws (default: --random-seed, else 0)")
    sim.add_argument("--sim-health", choices=("generate", "static"), default="generate",
                     help="generate: /health runs a 1-token generation like SGLang (503 after 20 s without "
                     "output, scaled by --sim-speed); static: 200 without probing "
                     "(SGLANG_ENABLE_HEALTH_ENDPOINT_GENERATION=0)")
    sim.add_argument("--sim-oom-at-start", action="store_true",
                     help="die during weight loading with a torch CUDA out-of-memory error")
    sim.add_argument("--sim-crash-after-tokens", type=int, default=None, metavar="N",
                     help="crash (see --sim-crash-kind) once N user tokens have been generated")
    sim.add_argument("--sim-crash-kind", choices=CRASH_KINDS, default="illegal_memory_access")
    sim.add_argument("--sim-hang-after-tokens", type=int, default=None, metavar="N",
                     help="stop producing tokens for user requests after N tokens; /health keeps answering")
    sim.add_argument("--sim-hang-blocks-health", action="store_true",
                     help="with a hang, health probes stall too, so /health turns 503 after 20 s (scaled) "
                     "as in a fully wedged SGLang scheduler")
    sim.add_argument("--sim-exit-after-requests", type=int, default=None, metavar="N",
                     help="exit silently after N finished user requests")
    sim.add_argument("--sim-exit-code", type=int, default=0)
    sim.add_argument("--sim-garbage-log", action="store_true",
                     help="print hostile bytes at start-up: invalid UTF-8, NULs, ANSI/OSC escapes, "
                     "carriage returns and a 300,000-character line")
    sim.add_argument("--sim-malformed-sse", action="store_true",
                     help="streams send one valid chunk, then a truncated JSON event and a non-SSE garbage "
                     "line, and end without data: [DONE]")
    return parser


@dataclass
class SpecConfig:
    """Resolved speculative settings, after SGLang's defaulting rules."""

    algorithm: str  # canonical upper-case name (NEXTN resolved to EAGLE); "" = none
    num_steps: int
    topk: int
    num_draft_tokens: int  # verify width per request, root included
    budget: int | None  # DDTree node budget (num_draft_tokens - 1)
    warnings: list[str]

    @property
    def enabled(self) -> bool:
        return bool(self.algorithm)


def resolve_speculative(args: argparse.Namespace) -> SpecConfig:
    """Apply SGLang's resolution rules (SERVERS.md §1.1); raises ValueError for an unknown algorithm."""
    raw = args.speculative_algorithm
    if raw is None or raw.strip().upper() in ("", "NONE"):
        return SpecConfig("", 0, 0, 0, None, [])
    name = canonical_algorithm(raw)
    if raw.strip().upper() not in ALGORITHMS:
        raise ValueError(f"Unknown speculative algorithm name: {raw}")
    warnings: list[str] = []
    steps, topk, draft = args.speculative_num_steps, args.speculative_eagle_topk, args.speculative_num_draft_tokens
    budget: int | None = None
    if name in ("EAGLE", "EAGLE3", "STANDALONE"):
        if steps is None:
            if topk is not None or draft is not None:
                raise ValueError(
                    "speculative_eagle_topk and speculative_num_draft_tokens must be unset when "
                    "speculative_num_steps is unset (set all three, or none for auto-tuning)"
                )
            steps, topk, draft = 3, 1, 4
        topk = 1 if topk is None else topk
        draft = steps + 1 if draft is None else draft
        if topk == 1 and draft != steps + 1:
            warnings.append(
                "speculative_num_draft_tokens is adjusted to speculative_num_steps + 1 when "
                "speculative_eagle_topk == 1"
            )
            draft = steps + 1
    elif name == "NGRAM":
        draft = 12 if draft is None else draft
        topk = args.speculative_ngram_max_bfs_breadth
        steps = max(1, draft // max(1, topk)) if steps is None else steps
    elif name == "DFLASH":
        block = args.speculative_dflash_block_size
        if block is not None and draft is not None and block != draft:
            raise ValueError("--speculative-dflash-block-size must equal --speculative-num-draft-tokens")
        draft = block or draft or 16
        if (steps not in (None, 1)) or (topk not in (None, 1)):
            warnings.append("DFLASH forces speculative_num_steps=1 and speculative_eagle_topk=1")
        steps, topk = 1, 1
    elif name == "DSPARK":
        gamma = args.speculative_dspark_block_size
        draft = gamma + 1 if gamma is not None else (draft or 8)
        if draft < 2:
            raise ValueError("--speculative-dspark-block-size must be >= 1 (num_draft_tokens = block size + 1)")
        steps, topk = 1, 1
    elif name == "DDTREE":
        if args.speculative_ddtree_budget is not None:
            budget = args.speculative_ddtree_budget
        elif draft is not None:
            budget = draft - 1
        else:
            budget = 16
        if budget < 1:
            raise ValueError(f"--speculative-ddtree-budget must be >= 1, got {budget}")
        draft = budget + 1
        steps, topk = 1, 1
    if draft is None or draft < 1:
        raise ValueError(f"speculative_num_draft_tokens must be >= 1, got {draft}")
    return SpecConfig(name, int(steps or 1), int(topk or 1), int(draft), budget, warnings)


def gpu_name(args: argparse.Namespace) -> str:
    return args.sim_gpu_name or ARCH_GPU_NAME.get(args.sim_gpu_arch, "NVIDIA GPU")


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    args = build_parser().parse_args(argv)
    if args.sim_speed <= 0:
        build_parser().error("--sim-speed must be > 0")
    if args.decode_log_interval < 1:
        build_parser().error("--decode-log-interval must be >= 1")
    return args
