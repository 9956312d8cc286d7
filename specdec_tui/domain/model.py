"""Plain data types shared by every layer: the sweep, its runs and workloads, and the cells they form.

Nothing here does I/O; the loader (``config``) builds these, the validator, controller, backends and
front ends read them.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BACKENDS = ("sglang", "vllm", "llamacpp", "sim", "command")

# Speculative parameters known to the product, backend-neutral; each adapter maps them to its flags.
#   algorithm         none | eagle | eagle3 | standalone | nextn | mtp | ngram | dflash | ddtree | dspark
#                     | draft (a plain draft model) | suffix, or a backend-native name (e.g. llama-server
#                     "ngram-mod", "draft-simple")
#   draft_model       path or hub id of the draft model / head
#   budget            DDTree node budget per verify step
#   num_steps, topk, num_draft_tokens   EAGLE-family tree shape (num_draft_tokens doubles as vLLM's
#                     num_speculative_tokens and llama-server's --spec-draft-n-max)
#   block_size        DFlash block size
#   draft_min, draft_p_min              llama-server --spec-draft-n-min / --spec-draft-p-min
#   ngram_min, ngram_max                n-gram window (vLLM prompt_lookup_min/max, SGLang match window)
#   extra             table passed through to the backend (e.g. extra keys of vLLM's --speculative-config)
SPECULATIVE_KEYS = (
    "algorithm",
    "draft_model",
    "budget",
    "num_steps",
    "topk",
    "num_draft_tokens",
    "block_size",
    "draft_min",
    "draft_p_min",
    "ngram_min",
    "ngram_max",
    "extra",
)

NO_SPECULATION = "none"


@dataclass(frozen=True)
class Hardware:
    """Target hardware; declared in the sweep or detected (``detected=True``)."""

    gpu_arch: str | None = None  # "sm_90", "sm_120"
    gpu_count: int | None = None
    gpu_memory_gib: float | None = None
    gpu_name: str | None = None
    gpus: tuple[int, ...] | None = None  # device indices the slots executor hands out to server jobs
    detected: bool = False


@dataclass
class ServerSpec:
    backend: str
    model: str
    context_length: int | None = None
    tp: int = 1
    host: str = "127.0.0.1"
    port: int = 30000
    extra_args: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    executable: str | None = None  # override the server program (llama-server path, python, ...)
    command: list[str] | None = None  # backend "command": argv template with {port}, {model}, ...
    version: str | None = None  # server version when known, picks flag spellings
    api_key: str | None = None
    startup_timeout_s: float = 900.0
    ready_log_pattern: str | None = None  # backend "command": a regex that marks readiness
    health_path: str | None = None  # backend "command": GET path answering 200 when ready


@dataclass
class Workload:
    name: str
    prompt_tokens_min: int
    prompt_tokens_max: int
    output_tokens: int
    requests: int = 8
    concurrency: int = 1
    request_rate: float | None = None  # requests/s (Poisson); None = as fast as concurrency allows
    warmup_requests: int = 1
    prompt_style: str = "random"  # random | repetitive (text that n-gram drafting can exploit)
    temperature: float = 0.0
    seed: int = 0
    # Position of its [[workload]] table in the file (0-based). Not part of equality: a written-back
    # grid gets one table per expanded workload, so the positions change but the workloads do not.
    index: int = field(default=0, compare=False)
    # Real prompts (datasets.py): a packaged dataset name or a file path (absolute once loaded).
    dataset: str | None = None
    dataset_format: str | None = None  # spec-bench | sharegpt | jsonl | text; None: detected
    category: list[str] | None = None  # keep only these categories
    sample: int | None = None  # prompts picked per category (with the seed); None: all
    turns: str = "first"  # first | all (multi-turn prompts: the first user turn, or the conversation)
    api: str | None = None  # chat | completion; None: chat for datasets, completion for synthetic
    natural_output: bool = False  # the model stops on its own (EOS honoured), output_tokens is the cap
    # How many times each cell is measured on one server after one warm-up phase (the sweep's
    # top-level ``repeats`` when the table has none; None: once). Not part of what a cell measures.
    repeats: int | None = None
    # The name as written when the table expands into a grid ("chat-c{concurrency}"), and the swept
    # keys with this workload's values: where it came from, not what it measures (not compared).
    template: str = field(default="", compare=False)
    grid: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def measurements(self) -> int:
        """How many times each cell of this workload is measured (``repeats``, at least 1)."""
        return self.repeats or 1

    @property
    def max_total_tokens(self) -> int:
        return self.prompt_tokens_max + self.output_tokens

    @property
    def effective_api(self) -> str:
        return self.api or ("chat" if self.dataset else "completion")

    @property
    def requests_from_dataset(self) -> bool:
        """A dataset workload without ``requests`` sends each selected prompt once."""
        return self.dataset is not None and self.requests == 0


@dataclass
class RunSpec:
    """One concrete run after grid expansion: every speculative value is a scalar."""

    name: str
    speculative: dict[str, Any]  # always holds "algorithm"
    extra_args: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    index: int = 0  # position of its [[run]] table in the file (0-based)
    template: str = ""  # the name as written, e.g. "ddtree-b{budget}"
    tp: int | None = None  # overrides server.tp for this run (a grid over tp)
    # The server-argument alternatives this run took from its table's ``args`` grid (their flags are
    # already in ``extra_args``): where it came from, not part of equality.
    args: dict[str, Any] = field(default_factory=dict, compare=False)
    # The workloads this run is crossed with, in this order; empty: every workload of the sweep.
    workloads: tuple[str, ...] = ()

    @property
    def algorithm(self) -> str:
        return str(self.speculative.get("algorithm", NO_SPECULATION)).lower()

    @property
    def is_baseline(self) -> bool:
        return self.algorithm == NO_SPECULATION

    def effective_tp(self, server: ServerSpec) -> int:
        return self.tp if self.tp is not None else server.tp


@dataclass
class Rule:
    """A known-bad region: ``match`` keys are backend, model, algorithm, gpu_arch, tp, or any
    speculative parameter; values are literals, lists of literals, or comparisons such as ``"<15"``,
    ``">=64"``, ``"8..12"``."""

    match: dict[str, Any]
    reason: str
    source: str = "sweep"  # "sweep" | "learned"
    index: int = 0
    path: str | None = None  # the file it came from (a learned-rules file), for messages
    meta: dict[str, str] = field(default_factory=dict)  # learned rules: learned_at, label, first_fatal_line, ...


@dataclass
class Limits:
    """Watchdog and timing knobs (table ``[limits]``)."""

    startup_timeout_s: float | None = None  # overrides server.startup_timeout_s when set
    hang_timeout_s: float = 30.0  # no token progress for this long => the cell is a hang
    request_timeout_s: float = 600.0
    stop_grace_s: float = 10.0
    health_timeout_s: float = 5.0


EXECUTOR_KINDS = ("local", "slots", "slurm")


@dataclass(frozen=True)
class ExecutorSpec:
    """Where server jobs run (``[executor]``): ``local`` one at a time in this process, ``slots``
    several at once on disjoint GPU sets of this machine, ``slurm`` one Slurm job each."""

    kind: str = "local"
    partition: str | None = None
    account: str | None = None
    time_limit: str | None = None  # sbatch --time: "30", "1:30:00", "1-00:00:00"
    # GPUs a job gets: sbatch --gpus, or the size of its set under slots; None: the run's tp (none for the sim
    # backend under Slurm). For servers that split a model without a tp flag (llama-server's -sm layer).
    gpus_per_job: int | None = None
    cpus_per_job: int | None = None
    sbatch: tuple[str, ...] = ()  # extra lines, each written as "#SBATCH <line>"
    setup: str | None = None  # a shell script sourced on the node before specdec starts
    poll_s: float = 5.0  # how often squeue is asked about every job of the sweep (one call)
    python: str | None = None  # the node's Python with specdec installed (default: this one)


@dataclass
class Sweep:
    name: str
    server: ServerSpec
    workloads: list[Workload]
    runs: list[RunSpec]
    rules: list[Rule] = field(default_factory=list)
    hardware: Hardware = field(default_factory=Hardware)
    limits: Limits = field(default_factory=Limits)
    path: Path | None = None
    description: str = ""
    repeats: int | None = None  # the top-level default of every workload's ``repeats``
    executor: ExecutorSpec = field(default_factory=ExecutorSpec)

    def cells(self) -> list[Cell]:
        """The grid in queue order: every run against every workload (or the workloads it names)."""
        by_name = {w.name: w for w in self.workloads}
        cells: list[Cell] = []
        for run in self.runs:
            names = run.workloads or tuple(by_name)
            cells.extend(Cell(run=run, workload=by_name[name]) for name in names if name in by_name)
        return cells


@dataclass
class Cell:
    run: RunSpec
    workload: Workload

    @property
    def key(self) -> str:
        return cell_key(self.run.name, self.workload.name)


def cell_key(run_name: str, workload_name: str) -> str:
    return f"{run_name} / {workload_name}"


def numbered_name(name: str, taken: Callable[[str], bool] | Container[str], form: str = "{name}-{n}") -> str:
    """The first of ``form`` with n = 2, 3, ... (``chat-2``, ``chat-3``) that is not taken: the one
    way a name is told apart from one already in use (a run or workload edit, a results folder)."""
    is_taken = taken if callable(taken) else taken.__contains__
    n = 2
    while is_taken(candidate := form.format(name=name, n=n)):
        n += 1
    return candidate


def copy_name(name: str, taken: Callable[[str], bool] | Container[str]) -> str:
    """The name of a copy of run ``name`` (duplicate, add a cell like this one): ``name-copy2``,
    ``name-copy3``, ... whichever is free."""
    return numbered_name(name, taken, "{name}-copy{n}")
