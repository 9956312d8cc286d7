"""Cell verdicts: context arithmetic, known-crash rules, backend constraints, hardware, duplicates, and
the ``specdec validate`` command."""

from __future__ import annotations

import json
import operator
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from specdec_tui.domain.conditions import Condition, parse_condition, rule_matches
from specdec_tui.domain.model import Hardware, Rule, Sweep
from specdec_tui.sweepfile.config import loads_sweep
from specdec_tui.validate.checks import (
    CHECKS,
    Verdict,
    cell_context,
    effective_hardware,
    validate_cell,
    validate_sweep,
)

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _no_asset_lookups(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are about flags and arithmetic: the llama-server binary and model files this
    machine has or lacks are tested in test_assets.py."""
    import specdec_tui.validate.checks as validate_module

    monkeypatch.setattr(
        validate_module, "CHECKS", tuple(c for c in validate_module.CHECKS if c.name != "llamacpp_assets")
    )


def make(
    runs: str,
    *,
    backend: str = "sglang",
    server: str = "",
    workloads: str = "",
    tail: str = "",
    context_length: int = 32768,
) -> Sweep:
    text = f"""
[server]
backend = "{backend}"
model = "org/model"
context_length = {context_length}
{server}

[[workload]]
name = "w"
prompt_tokens = [100, 1000]
output_tokens = 100
{workloads}
{runs}
{tail}
"""
    return loads_sweep(text, "t.toml")


def verdict_of(runs: str, **kw: Any) -> Verdict:
    sweep = make(runs, **kw)
    verdicts = validate_sweep(sweep)
    assert len(sweep.runs) == 1, "one run per call keeps these tests readable"
    return next(iter(verdicts.values()))


def run(spec: str, name: str = "r") -> str:
    return f'[[run]]\nname = "{name}"\nspeculative = {{ {spec} }}\n'


# --------------------------------------------------------------------------------------------------
# Verdict


def test_verdict_from_findings_orders_invalid_first() -> None:
    from specdec_tui.validate.checks import invalid, warning

    v = Verdict.from_findings([warning("w1"), invalid("i1"), warning("w1"), invalid("i2")])
    assert v.status == "invalid" and v.reasons == ("i1", "i2", "warning: w1")
    assert not v.runnable and v.is_invalid
    assert Verdict.from_findings([warning("w")]) == Verdict("warning", ("w",))
    assert Verdict.from_findings([]).is_valid
    assert v.to_dict() == {"verdict": "invalid", "reasons": ["i1", "i2", "warning: w1"]}


# --------------------------------------------------------------------------------------------------
# Context arithmetic


def test_context_arithmetic_text_is_exact() -> None:
    sweep = make(
        run('algorithm = "none"'),
        workloads='[[workload]]\nname = "long"\nprompt_tokens = [3000, 30000]\noutput_tokens = 256\n',
        context_length=30000,
    )
    verdicts = validate_sweep(sweep)
    assert verdicts["r / w"].is_valid
    assert verdicts["r / long"] == Verdict("invalid", ("30000 + 256 > 30000 (context_length)",))
    sweep.workloads[1].prompt_tokens_max = 30000 - 256  # exactly full: the server accepts it
    assert validate_sweep(sweep)["r / long"].is_valid


@pytest.mark.slow  # measured 0.3 s
@given(st.integers(1, 100_000), st.integers(1, 10_000), st.integers(-3, 3))
@settings(max_examples=50, deadline=None)
def test_context_boundary(prompt: int, output: int, slack: int) -> None:
    limit = max(1, prompt + output + slack)
    sweep = make(run('algorithm = "none"'), context_length=limit)
    sweep.workloads[0].prompt_tokens_max = prompt
    sweep.workloads[0].prompt_tokens_min = 1
    sweep.workloads[0].output_tokens = output
    verdict = validate_cell(sweep, sweep.cells()[0])
    if prompt + output > limit:
        assert verdict.reasons == (f"{prompt} + {output} > {limit} (context_length)",)
    else:
        assert verdict.is_valid


def test_no_context_length_no_arithmetic() -> None:
    sweep = make(run('algorithm = "none"'))
    sweep.server.context_length = None
    assert validate_sweep(sweep)["r / w"].is_valid


# --------------------------------------------------------------------------------------------------
# Rule conditions

OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "!=": operator.ne}
numbers = st.integers(-1000, 1000) | st.floats(-1000, 1000, allow_nan=False)


@pytest.mark.slow  # measured 0.3 s
@given(st.sampled_from(sorted(OPS)), st.integers(-1000, 1000), numbers)
def test_comparisons_agree_with_python(op: str, bound: int, actual: float) -> None:
    (cond,) = parse_condition(f"{op}{bound}")
    assert cond.test(actual) == OPS[op](actual, bound)
    (spaced,) = parse_condition(f" {op} {bound} ")
    assert spaced == cond


@pytest.mark.slow  # measured 0.3 s
@given(st.integers(-500, 500), st.integers(0, 500), numbers)
def test_ranges_are_inclusive(low: int, width: int, actual: float) -> None:
    (cond,) = parse_condition(f"{low}..{low + width}")
    assert cond.test(actual) == (low <= actual <= low + width)


@pytest.mark.slow  # measured 0.4 s
@given(st.lists(st.integers(-50, 50), min_size=1, max_size=5), st.integers(-60, 60))
def test_lists_mean_any_of(values: list[int], actual: int) -> None:
    conds = parse_condition(values)
    assert any(c.test(actual) for c in conds) == (actual in values)


def test_mixed_list_of_literals_and_comparisons() -> None:
    rule = Rule(match={"budget": [8, ">=64", "20..24"]}, reason="r")
    hits = [b for b in range(0, 100) if rule_matches(rule, {"budget": b})]
    assert hits == [8, 20, 21, 22, 23, 24, *range(64, 100)]


def test_literals() -> None:
    assert rule_matches(Rule(match={"algorithm": "DDTree"}, reason="r"), {"algorithm": "ddtree"})
    assert rule_matches(Rule(match={"model": "Qwen/*"}, reason="r"), {"model": "qwen/Qwen3.6-27B"})
    assert not rule_matches(Rule(match={"model": "Qwen/*"}, reason="r"), {"model": "meta/llama"})
    assert rule_matches(Rule(match={"tp": 2}, reason="r"), {"tp": 2})
    assert rule_matches(Rule(match={"draft_p_min": 0.5}, reason="r"), {"draft_p_min": 0.5})
    assert not rule_matches(Rule(match={"budget": 1}, reason="r"), {"budget": True})  # bools are not ints
    assert not rule_matches(
        Rule(match={"budget": "<15"}, reason="r"), {"budget": "8"}
    )  # text is not a number
    assert rule_matches(Rule(match={"algorithm": "!=ddtree"}, reason="r"), {"algorithm": "eagle3"})
    assert not rule_matches(Rule(match={"algorithm": "!=ddtree"}, reason="r"), {"algorithm": "DDTREE"})


def test_every_key_must_match_and_be_present() -> None:
    rule = Rule(match={"algorithm": "ddtree", "gpu_arch": "sm_120", "budget": "<15"}, reason="r")
    assert rule_matches(rule, {"algorithm": "ddtree", "gpu_arch": "sm_120", "budget": 8})
    assert not rule_matches(rule, {"algorithm": "ddtree", "gpu_arch": "sm_90", "budget": 8})
    assert not rule_matches(rule, {"algorithm": "ddtree", "budget": 8})  # unknown hardware
    assert not rule_matches(rule, {"algorithm": "ddtree", "gpu_arch": "sm_120", "budget": 15})
    assert not rule_matches(Rule(match={}, reason="r"), {"algorithm": "ddtree"})


@pytest.mark.parametrize(
    "bad", ["<<15", "=>3", "<", "", "  ", "!", ">sm_90", "9..1", [], [[1]], {"a": 1}, float("nan"), "<inf"]
)
def test_bad_conditions_raise_value_error(bad: Any) -> None:
    with pytest.raises(ValueError):
        parse_condition(bad)


def test_condition_values() -> None:
    assert parse_condition("<15") == (Condition("<", 15),)
    assert parse_condition("8..14") == (Condition("..", 8, 14),)
    assert parse_condition(">=0.5") == (Condition(">=", 0.5),)
    assert parse_condition("../models/x") == (Condition("==", "../models/x"),)  # a path, not a range


# --------------------------------------------------------------------------------------------------
# Rules in sweeps, learned rules, context


SM120_RULE = (
    '[[rule]]\nmatch = { backend = "sglang", algorithm = "ddtree", gpu_arch = "sm_120", budget = "<15" }\n'
    'reason = "illegal instruction"\n'
)


def test_known_crash_rule_from_the_sweep() -> None:
    sweep = make(
        '[[run]]\nname = "b{budget}"\nspeculative = { algorithm = "ddtree", draft_model = "d", budget = [8, 14, 15] }\n',
        server='version = "0.5.23+ddtree"',
        tail='[hardware]\ngpu_arch = "sm_120"\n' + SM120_RULE,
    )
    verdicts = validate_sweep(sweep)
    assert verdicts["b8 / w"] == Verdict("invalid", ("known crash: illegal instruction",))
    assert verdicts["b14 / w"].is_invalid
    assert verdicts["b15 / w"].is_valid


def test_rule_needs_known_hardware_and_detected_hardware_fills_it() -> None:
    sweep = make(
        '[[run]]\nname = "b8"\nspeculative = { algorithm = "ddtree", draft_model = "d", budget = 8 }\n',
        server='version = "0.5.23+ddtree"',
        tail=SM120_RULE,
    )
    cell = sweep.cells()[0]
    assert validate_cell(sweep, cell).is_valid  # gpu_arch unknown: the rule cannot apply
    detected = Hardware(gpu_arch="sm_120", gpu_count=1, detected=True)
    assert validate_cell(sweep, cell, detected).reasons == ("known crash: illegal instruction",)
    assert validate_cell(sweep, cell, Hardware(gpu_arch="sm_90", detected=True)).is_valid


def test_declared_hardware_wins_over_detected() -> None:
    sweep = make(run('algorithm = "none"'), tail='[hardware]\ngpu_arch = "sm_120"\n')
    hw = effective_hardware(sweep, Hardware(gpu_arch="sm_90", gpu_count=4, gpu_name="H100", detected=True))
    assert (hw.gpu_arch, hw.gpu_count, hw.gpu_name, hw.detected) == ("sm_120", 4, "H100", True)
    assert effective_hardware(sweep) is sweep.hardware


def test_learned_rule_says_learned_and_names_the_file() -> None:
    sweep = make(
        '[[run]]\nname = "b8"\nspeculative = { algorithm = "ddtree", draft_model = "d", budget = 8 }\n',
        server='version = "0.5.23+ddtree"',
    )
    learned = Rule(
        match={"algorithm": "ddtree", "budget": 8},
        reason="cuda_illegal_instruction",
        source="learned",
        path="results/known_crashes.toml",
    )
    verdict = validate_cell(sweep, sweep.cells()[0], extra_rules=[learned])
    assert verdict.reasons == ("learned crash: cuda_illegal_instruction (results/known_crashes.toml)",)


def test_cell_context() -> None:
    sweep = make(
        '[[run]]\nname = "e"\nspeculative = { algorithm = "EAGLE3", draft_model = "d", num_steps = 3, topk = 1, num_draft_tokens = 4, extra = { a = 1 } }\n',
        server="tp = 1",
        tail='[hardware]\ngpu_arch = "sm_90"\n',
    )
    assert cell_context(sweep, sweep.cells()[0]) == {
        "backend": "sglang",
        "model": "org/model",
        "algorithm": "eagle3",
        "tp": 1,
        "gpu_arch": "sm_90",
        "draft_model": "d",
        "num_steps": 3,
        "topk": 1,
        "num_draft_tokens": 4,
    }


def test_validate_sweep_keys_in_queue_order() -> None:
    sweep = make(
        run('algorithm = "none"', "a") + run('algorithm = "ngram"', "b"),
        workloads='[[workload]]\nname = "v"\nprompt_tokens = 10\noutput_tokens = 10\n',
    )
    assert (
        list(validate_sweep(sweep)) == [c.key for c in sweep.cells()] == ["a / w", "a / v", "b / w", "b / v"]
    )


# --------------------------------------------------------------------------------------------------
# Hardware and duplicates


def test_tp_greater_than_gpus() -> None:
    v = verdict_of(run('algorithm = "none"'), server="tp = 4", tail="[hardware]\ngpu_count = 2\n")
    assert v.reasons == ("tp 4 > 2 GPUs available ([hardware] gpu_count)",)
    sweep = make(run('algorithm = "none"'), server="tp = 2")
    cell = sweep.cells()[0]
    assert validate_cell(sweep, cell, Hardware(gpu_count=1, detected=True)).reasons == (
        "tp 2 > 1 GPU available (detected)",
    )
    assert validate_cell(sweep, cell, Hardware(gpu_count=2, detected=True)).is_valid
    assert validate_cell(sweep, cell).is_valid  # unknown GPU count: no verdict on it


def test_sim_needs_no_gpus() -> None:
    sweep = make(run('algorithm = "none"'), backend="sim", server="tp = 2")
    assert validate_cell(sweep, sweep.cells()[0], Hardware(gpu_count=0, detected=True)).is_valid


def test_duplicate_runs_warn_on_the_later_one() -> None:
    sweep = make(
        run('algorithm = "ngram"', "a") + run('algorithm = "ngram"', "b") + run('algorithm = "none"', "c")
    )
    verdicts = validate_sweep(sweep)
    assert verdicts["a / w"].is_valid and verdicts["c / w"].is_valid
    assert verdicts["b / w"] == Verdict(
        "warning", ("duplicate of run 'a': same speculative settings, extra_args and env",)
    )


def test_runs_differing_in_env_are_not_duplicates() -> None:
    sweep = make(run('algorithm = "ngram"', "a") + run('algorithm = "ngram"', "b") + 'env = { X = "1" }\n')
    assert all(v.is_valid for v in validate_sweep(sweep).values())


# --------------------------------------------------------------------------------------------------
# Backend constraints (SERVERS.md)

SGLANG_CASES = [
    ('algorithm = "eagle3", draft_model = "d"', "valid", None),
    (
        'algorithm = "eagle3", draft_model = "d", num_steps = 3, topk = 4, num_draft_tokens = 16',
        "valid",
        None,
    ),
    (
        'algorithm = "eagle3", draft_model = "d", num_steps = 3',
        "invalid",
        "must be all set or all unset (set: num_steps; unset: topk, num_draft_tokens)",
    ),
    (
        'algorithm = "eagle", draft_model = "d", topk = 2, num_draft_tokens = 4',
        "invalid",
        "all set or all unset",
    ),
    (
        'algorithm = "eagle3", draft_model = "d", num_steps = 3, topk = 1, num_draft_tokens = 8',
        "warning",
        "SGLang silently sets num_draft_tokens = num_steps + 1 = 4 when topk = 1",
    ),
    ('algorithm = "eagle3", draft_model = "d", num_steps = 3, topk = 1, num_draft_tokens = 4', "valid", None),
    (
        'algorithm = "eagle3", draft_model = "d", num_steps = 2, topk = 2, num_draft_tokens = 8',
        "invalid",
        "num_draft_tokens - 1 = 7 > topk + (num_steps - 1) * topk^2 = 6",
    ),
    ('algorithm = "eagle3", draft_model = "d", num_steps = 2, topk = 2, num_draft_tokens = 7', "valid", None),
    ('algorithm = "dflash"', "invalid", "SGLang DFLASH needs draft_model"),
    (
        'algorithm = "dflash", draft_model = "d", num_steps = 3',
        "warning",
        "SGLang DFLASH forces num_steps = topk = 1 (num_steps 3 is ignored)",
    ),
    (
        'algorithm = "dflash", draft_model = "d", block_size = 16, num_draft_tokens = 8',
        "invalid",
        "block_size 16 must equal num_draft_tokens 8",
    ),
    ('algorithm = "ngram", topk = 4', "warning", "SGLang NGRAM forces topk"),
    ('algorithm = "ngram", num_steps = 2', "warning", "num_steps 2 is ignored"),
    ('algorithm = "ddtree", draft_model = "d"', "invalid", "ddtree needs a budget >= 1"),
    (
        'algorithm = "ddtree", draft_model = "d", budget = 16',
        "warning",
        "unmerged SGLang PR (sgl-project/sglang#29907)",
    ),
    ('algorithm = "ddtree", budget = 16', "warning", "set draft_model"),
    (
        'algorithm = "eagle3", draft_model = "d", budget = 16',
        "invalid",
        "budget applies to ddtree only, not eagle3",
    ),
    ('algorithm = "ngram", block_size = 4', "invalid", "block_size applies to dflash or dspark only"),
    ('algorithm = "ngram", draft_p_min = 0.5', "invalid", "draft_p_min is a llama-server setting"),
    ('algorithm = "suffix"', "invalid", "SGLang has no suffix decoding"),
    ('algorithm = "medusa"', "warning", "MEDUSA is not a built-in SGLang algorithm"),
    ('algorithm = "none", budget = 8', "warning", 'algorithm "none" ignores budget'),
    ('algorithm = "ngram", ngram_min = 5, ngram_max = 2', "invalid", "ngram_min 5 > ngram_max 2"),
]


@pytest.mark.parametrize(("spec", "status", "text"), SGLANG_CASES)
def test_sglang_constraints(spec: str, status: str, text: str | None) -> None:
    v = verdict_of(run(spec))
    assert v.status == status, v
    if text:
        assert any(text in r for r in v.reasons), v.reasons


def test_sglang_ngram_window_flags_gone_in_0_5_23() -> None:
    spec = run('algorithm = "ngram", ngram_min = 1, ngram_max = 4')
    assert verdict_of(spec, server='version = "0.5.5"').is_valid
    v = verdict_of(spec, server='version = "0.5.23"')
    assert v.is_invalid
    assert "SGLang 0.5.23 cannot take --speculative-ngram-min-match-window-size: no such flag" in v.reasons[0]


def test_server_flags_follow_the_declared_release() -> None:
    ddtree = run('algorithm = "ddtree", draft_model = "d", budget = 16')
    v = verdict_of(ddtree, server='version = "0.5.23"')
    assert v.is_invalid
    assert v.reasons[0].startswith(
        "DDTree: no such flag in SGLang 0.5.23 (--speculative-ddtree-budget, --speculative-algorithm DDTREE)"
    )
    assert "it needs a build with DDTree" in v.reasons[0]
    v = verdict_of(ddtree)  # no version: the newest table, as a warning that says so
    assert v.is_warning
    assert any("no [server] version: flags checked against SGLang 0.5.23" in r for r in v.reasons)
    dflash = run('algorithm = "dflash", draft_model = "d", num_draft_tokens = 16, block_size = 16')
    v = verdict_of(dflash, server='version = "0.5.5"')
    assert v.is_invalid and "--speculative-algorithm DFLASH: not one of EAGLE, EAGLE3, NEXTN, NGRAM, STANDALONE" in v.reasons[0]
    assert verdict_of(dflash, server='version = "0.5.23"').is_valid
    v = verdict_of(dflash, server='version = "0.5.10"')  # not read: the nearest older release read
    assert v.is_warning and "SGLang 0.5.10 was not read (0.5.5, 0.5.23 were): flags checked against SGLang 0.5.5" in v.reasons[0]
    v = verdict_of(dflash, server='version = "0.4.0"')
    assert v.is_warning and "older than every release read" in v.reasons[0]
    # the user's own server arguments are checked too (a typo stops the real server at start-up);
    # a unique prefix is what argparse itself accepts
    typo = run('algorithm = "none"') + 'extra_args = ["--mem-fraction-statik", "0.8"]\n'
    v = verdict_of(typo, server='version = "0.5.23"')
    assert v.is_invalid and "--mem-fraction-statik: no such flag" in v.reasons[0]
    prefix = run('algorithm = "none"') + 'extra_args = ["--mem-fraction-stat", "0.8"]\n'
    assert verdict_of(prefix, server='version = "0.5.23"').is_valid


def test_ddtree_build_declared_by_version_silences_the_pr_warning() -> None:
    spec = run('algorithm = "ddtree", draft_model = "d", budget = 16')
    assert verdict_of(spec, server='version = "0.5.23+ddtree"').is_valid


def test_sim_takes_ddtree_without_warning_and_applies_sglang_rules() -> None:
    assert verdict_of(run('algorithm = "ddtree", budget = 8'), backend="sim").is_valid
    v = verdict_of(run('algorithm = "eagle3", num_steps = 3'), backend="sim")
    assert v.is_invalid and "all set or all unset" in v.reasons[0]
    v = verdict_of(run('algorithm = "dspark"'), backend="sim")
    assert v.is_invalid and "the sim has no algorithm 'dspark'" in v.reasons[0]


VLLM_CASES = [
    ('algorithm = "eagle3", draft_model = "h", num_draft_tokens = 3', "valid", None),
    (
        'algorithm = "eagle3", draft_model = "h", num_draft_tokens = 0',
        "invalid",
        "vLLM needs num_speculative_tokens > 0 (num_draft_tokens is 0)",
    ),
    (
        'algorithm = "eagle3", draft_model = "h"',
        "invalid",
        "needs num_draft_tokens (its num_speculative_tokens)",
    ),
    ('algorithm = "eagle3", num_draft_tokens = 3', "invalid", "vLLM method eagle3 needs draft_model"),
    ('algorithm = "mtp"', "valid", None),
    # suffix is a method of the newest vLLM read, not of 0.11.0: with no version declared, a warning
    ('algorithm = "suffix"', "warning", "vLLM 0.11.0 cannot take --speculative-config method 'suffix'"),
    (
        'algorithm = "ngram", num_draft_tokens = 4, ngram_min = 5, ngram_max = 3',
        "invalid",
        "prompt_lookup_min 5 > prompt_lookup_max 3",
    ),
    ('algorithm = "ngram", num_draft_tokens = 4, ngram_min = 2, ngram_max = 3', "valid", None),
    (
        'algorithm = "eagle3", draft_model = "h", num_draft_tokens = 3, ngram_min = 2',
        "warning",
        "forces prompt_lookup_min/max to 0",
    ),
    (
        'algorithm = "eagle3", draft_model = "h", num_draft_tokens = 3, topk = 4',
        "warning",
        "no equivalent of topk",
    ),
    ('algorithm = "medusa", num_draft_tokens = 3', "invalid", "vLLM has no speculative method 'medusa'"),
    ('algorithm = "ddtree", draft_model = "d", budget = 16', "warning", "vllm-project/vllm#42910"),
]


@pytest.mark.parametrize(("spec", "status", "text"), VLLM_CASES)
def test_vllm_constraints(spec: str, status: str, text: str | None) -> None:
    v = verdict_of(run(spec), backend="vllm")
    assert v.status == status, v
    if text:
        assert any(text in r for r in v.reasons), v.reasons


LLAMACPP_CASES = [
    ('algorithm = "draft", draft_model = "d.gguf", num_draft_tokens = 8', "valid", None),
    ('algorithm = "draft-simple"', "invalid", "llama-server --spec-type draft-simple needs draft_model"),
    ('algorithm = "eagle3"', "invalid", "--spec-type draft-eagle3 needs draft_model"),
    ('algorithm = "mtp"', "valid", None),
    ('algorithm = "ngram-mod", draft_min = 4', "valid", None),
    (
        'algorithm = "ngram-simple", draft_model = "d.gguf"',
        "invalid",
        "draft_model is not used by llama-server --spec-type ngram-simple",
    ),
    (
        'algorithm = "none", draft_model = "d.gguf"',
        "invalid",
        "loads the draft (-md) but never drafts with it",
    ),
    ('algorithm = "ngram", topk = 2', "invalid", "llama-server has no equivalent of topk"),
    ('algorithm = "ngram", ngram_min = 2', "invalid", "go in speculative.extra"),
    ('algorithm = "ddtree", budget = 16', "invalid", "llama-server has no DDTree"),
    ('algorithm = "lookahead"', "invalid", "llama-server has no speculative type 'lookahead'"),
]


@pytest.mark.parametrize(("spec", "status", "text"), LLAMACPP_CASES)
def test_llamacpp_constraints(spec: str, status: str, text: str | None) -> None:
    v = verdict_of(run(spec), backend="llamacpp")
    assert v.status == status, v
    if text:
        assert any(text in r for r in v.reasons), v.reasons


@pytest.mark.parametrize(
    "flag", ["--draft-max", "--draft", "--draft-min", "--draft-max=16", "--spec-ngram-size-n"]
)
def test_llamacpp_removed_flags(flag: str) -> None:
    spec = run('algorithm = "draft", draft_model = "d.gguf"') + f'extra_args = ["{flag}", "16"]\n'
    v = verdict_of(spec, backend="llamacpp")
    name = flag.split("=")[0]
    assert v.reasons == (
        f'llama-server rejects {name}: "the argument has been removed. use --spec-draft-n-max or '
        '--spec-ngram-mod-n-max" (it exits with status 1)',
    )
    # in the server's extra_args too
    v = verdict_of(run('algorithm = "none"'), backend="llamacpp", server=f'extra_args = ["{flag}", "8"]')
    assert v.is_invalid and name in v.reasons[0]


def test_llamacpp_tp() -> None:
    v = verdict_of(run('algorithm = "none"'), backend="llamacpp", server="tp = 2")
    assert v.is_invalid and "no tensor parallelism" in v.reasons[0]


def test_command_backend_gets_only_generic_checks() -> None:
    sweep = make(
        run('algorithm = "whatever", budget = 3, topk = 9'),
        backend="command",
        server='command = ["srv", "--port", "{port}"]',
    )
    assert validate_sweep(sweep)["r / w"].is_valid


def test_checks_table_names_are_unique() -> None:
    names = [c.name for c in CHECKS]
    assert len(names) == len(set(names))


# --------------------------------------------------------------------------------------------------
# The example sweeps


def test_sglang_example_must_show() -> None:
    from specdec_tui.sweepfile.config import load_sweep

    sweep = load_sweep(ROOT / "sweeps" / "sglang-ddtree-qwen3.6-27b-sm120.toml")
    verdicts = validate_sweep(sweep)
    rule_reason = "known crash: " + sweep.rules[0].reason
    for budget in (8, 12):
        assert verdicts[f"ddtree-b{budget} / short"] == Verdict("invalid", (rule_reason,))
    for budget in (15, 16, 32, 64):
        assert verdicts[f"ddtree-b{budget} / short"].is_valid
    assert verdicts["baseline / short"].is_valid
    w = next(w for w in sweep.workloads if w.name == "long-context")
    arithmetic = f"{w.prompt_tokens_max} + {w.output_tokens} > {sweep.server.context_length} (context_length)"
    for r in sweep.runs:
        v = verdicts[f"{r.name} / long-context"]
        assert v.is_invalid and arithmetic in v.reasons


def test_demo_example_first_pass() -> None:
    from specdec_tui.sweepfile.config import load_sweep

    sweep = load_sweep(ROOT / "sweeps" / "demo.toml")
    verdicts = validate_sweep(sweep)
    assert all(verdicts[f"{r.name} / chat"].is_valid for r in sweep.runs)  # nothing known yet
    assert all(
        verdicts[f"{r.name} / long-context"].reasons == ("32768 + 256 > 32768 (context_length)",)
        for r in sweep.runs
    )
    sweep.workloads[1].prompt_tokens_max = 25000  # the edit the demo suggests
    assert all(v.is_valid for v in validate_sweep(sweep).values())


# --------------------------------------------------------------------------------------------------
# The command


def specdec(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "specdec_tui", "validate", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=60,
    )


@pytest.mark.slow  # measured 1.7 s
def test_cli_json() -> None:
    proc = specdec("sweeps/sglang-ddtree-qwen3.6-27b-sm120.toml", "--json")
    assert proc.returncode == 0, proc.stderr
    cells = json.loads(proc.stdout)["cells"]
    assert len(cells) == 14
    assert set(cells[0]) == {"run", "workload", "verdict", "reasons"}
    by_key = {(c["run"], c["workload"]): c for c in cells}
    assert by_key[("ddtree-b8", "short")]["verdict"] == "invalid"
    assert by_key[("ddtree-b15", "short")] == {
        "run": "ddtree-b15",
        "workload": "short",
        "verdict": "valid",
        "reasons": [],
    }


@pytest.mark.slow  # measured 1.5 s
def test_cli_table() -> None:
    proc = specdec("sweeps/demo.toml")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[1].split() == ["RUN", "WORKLOAD", "VERDICT", "REASONS"]
    row = next(line for line in lines if line.startswith("baseline") and "long-context" in line)
    assert row.split()[:3] == ["baseline", "long-context", "INVALID"] and row.endswith(
        "32768 + 256 > 32768 (context_length)"
    )
    assert lines[-1] == "14 cells: 7 valid, 0 with warnings, 7 invalid"


@pytest.mark.slow  # measured 1.0 s
def test_cli_malformed_file_exits_2_with_one_line(tmp_path: Path) -> None:
    text = (ROOT / "sweeps" / "sglang-ddtree-qwen3.6-27b-sm120.toml").read_text()
    bad = tmp_path / "typo.toml"
    bad.write_text(text.replace("budget = [", "budgit = ["))
    proc = specdec(str(bad))
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert (
        proc.stderr
        == f"specdec: {bad}: [[run]] #2 'ddtree-b{{budget}}': unknown key 'budgit' (did you mean 'budget'?)\n"
    )


@pytest.mark.slow  # measured 1.6 s
def test_cli_missing_file_and_broken_rules(tmp_path: Path) -> None:
    proc = specdec(str(tmp_path / "nope.toml"))
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "no such file" in proc.stderr
    rules = tmp_path / "known_crashes.toml"
    rules.write_text("[[rule]]\nmatch = { budget = 8 }\n")
    proc = specdec("sweeps/demo.toml", "--rules", str(rules))
    assert (
        proc.returncode == 2
        and "missing required key 'reason'" in proc.stderr
        and "Traceback" not in proc.stderr
    )


@pytest.mark.slow  # measured 1.2 s
def test_cli_applies_learned_rules(tmp_path: Path) -> None:
    rules = tmp_path / "known_crashes.toml"
    rules.write_text(
        '[[rule]]\nmatch = { backend = "sim", algorithm = "ddtree", gpu_arch = "sm_120", budget = 8 }\n'
        'reason = "cuda_illegal_instruction"\nlabel = "cuda_illegal_instruction"\n'
    )
    proc = specdec("sweeps/demo.toml", "--json", "--rules", str(rules))
    assert proc.returncode == 0, proc.stderr
    cells = {(c["run"], c["workload"]): c for c in json.loads(proc.stdout)["cells"]}
    assert cells[("ddtree-b8", "chat")]["reasons"] == [f"learned crash: cuda_illegal_instruction ({rules})"]
    assert cells[("ddtree-b12", "chat")]["verdict"] == "valid"
    # a rules file that does not exist yet is simply empty
    assert specdec("sweeps/demo.toml", "--rules", str(tmp_path / "none.toml")).returncode == 0


def test_rule_reasons_are_made_safe_to_show() -> None:
    sweep = make(run('algorithm = "ngram"'))
    hostile = Rule(
        match={"algorithm": "ngram"},
        reason="boom \x1b]0;title\x07\x1b[2J\nnext",
        source="learned",
        path="k.toml",
    )
    (reason,) = validate_cell(sweep, sweep.cells()[0], extra_rules=[hostile]).reasons
    assert reason.startswith("learned crash: boom ") and reason.endswith(" (k.toml)")
    assert "\x1b" not in reason and "\x07" not in reason and "\n" not in reason
