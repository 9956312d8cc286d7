"""Learned known-crash rules: the file beside the results, dedup, atomic writes, pasteable snippets."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from specdec_tui.domain.model import Rule
from specdec_tui.rules.learned import (
    RULES_FILENAME,
    learn_rule,
    load_rules_file,
    rule_to_toml,
    rules_path,
    same_match,
)
from specdec_tui.sweepfile.config import SweepError, loads_sweep
from specdec_tui.validate.checks import rule_matches, validate_sweep

MATCH = {
    "backend": "sim",
    "model": "sim/Qwen3.6-27B",
    "algorithm": "ddtree",
    "gpu_arch": "sm_120",
    "budget": 8,
}
FATAL = "RuntimeError: CUDA error: an illegal instruction was encountered"


def test_missing_file_is_empty(tmp_path: Path) -> None:
    assert load_rules_file(tmp_path / RULES_FILENAME) == []
    assert rules_path(tmp_path) == tmp_path / "known_crashes.toml"


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("[[rule]]\nmatch = { budget = 8 }\n", "[[rule]] #1: missing required key 'reason'"),
        ("[[rule]]\nmatch = { budgt = 8 }\nreason = 'r'\n", "unknown key 'budgt' (did you mean 'budget'?)"),
        ("[[rule]]\nmatch = { budget = 8 }\nreason = 'r'\nlable = 'x'\n", "did you mean 'label'?"),
        ("rules = 1\n", "unknown key 'rules' (did you mean 'rule'?)"),
        ("[[rule]\n", "line 1: invalid TOML"),
        ("[rule]\nmatch = { budget = 8 }\nreason = 'r'\n", "write [[rule]]"),
    ],
)
def test_broken_file_is_a_sweep_error(tmp_path: Path, text: str, part: str) -> None:
    path = tmp_path / RULES_FILENAME
    path.write_text(text)
    with pytest.raises(SweepError) as info:
        load_rules_file(path)
    assert str(info.value).startswith(str(path)) and part in str(info.value)
    assert "\n" not in str(info.value)


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / RULES_FILENAME
    path.write_bytes(b"# ok\n\xff\n")
    with pytest.raises(SweepError, match="line 2: invalid TOML: the file is not UTF-8"):
        load_rules_file(path)


def test_learn_then_load(tmp_path: Path) -> None:
    path = tmp_path / "results" / RULES_FILENAME  # the folder is created
    rule = learn_rule(
        path,
        {**MATCH, "draft_model": None},
        "cuda_illegal_instruction",
        label="cuda_illegal_instruction",
        first_fatal_line=FATAL,
        run="ddtree-b8",
    )
    assert rule.source == "learned" and rule.path == str(path)
    assert rule.match == MATCH  # None values left out
    assert rule.meta["label"] == "cuda_illegal_instruction" and rule.meta["first_fatal_line"] == FATAL
    assert rule.meta["learned_at"].endswith("+00:00")
    assert load_rules_file(path) == [rule]
    text = path.read_text()
    assert text.startswith("# Known-crash rules learned by specdec-tui")
    assert '[[rule]]\nmatch = { backend = "sim"' in text


def test_identical_match_is_not_added_twice(tmp_path: Path) -> None:
    path = tmp_path / RULES_FILENAME
    first = learn_rule(path, MATCH, "cuda_illegal_instruction")
    before = path.read_bytes()
    again = learn_rule(path, {**MATCH, "algorithm": "DDTREE"}, "something else")
    assert again == first
    assert path.read_bytes() == before
    other = learn_rule(path, {**MATCH, "budget": 12}, "cuda_illegal_instruction")
    assert [r.match["budget"] for r in load_rules_file(path)] == [8, 12]
    assert other.index == 1


def test_existing_comments_survive(tmp_path: Path) -> None:
    path = tmp_path / RULES_FILENAME
    path.write_text('# mine: keep me\n[[rule]]\nmatch = { budget = "<4" }\nreason = "hand written"\n')
    learn_rule(path, MATCH, "cuda_illegal_instruction")
    text = path.read_text()
    assert text.startswith("# mine: keep me\n") and "hand written" in text
    assert len(load_rules_file(path)) == 2


def test_bad_input_leaves_the_file_alone(tmp_path: Path) -> None:
    path = tmp_path / RULES_FILENAME
    learn_rule(path, MATCH, "r")
    before = path.read_bytes()
    with pytest.raises(SweepError, match="did you mean 'budget'"):
        learn_rule(path, {"budgt": 8}, "r")
    with pytest.raises(SweepError, match="at least one key"):
        learn_rule(path, {"budget": None}, "r")
    with pytest.raises(TypeError, match="unknown metadata colour"):
        learn_rule(path, {"budget": 9}, "r", colour="red")
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [".known_crashes.toml.lock", RULES_FILENAME]


def test_broken_existing_file_is_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / RULES_FILENAME
    path.write_text("this is not toml = = \n")
    with pytest.raises(SweepError, match="invalid TOML"):
        learn_rule(path, MATCH, "r")
    assert path.read_text() == "this is not toml = = \n"


def test_hostile_fatal_line_round_trips_and_is_sanitised_for_display(tmp_path: Path) -> None:
    path = tmp_path / RULES_FILENAME
    nasty = 'boom "quoted" \\ \x1b]0;title\x07\x1b[31mred\r\nnext'
    rule = learn_rule(path, MATCH, "r", first_fatal_line=nasty)
    assert load_rules_file(path)[0].meta["first_fatal_line"] == nasty == rule.meta["first_fatal_line"]
    snippet = rule_to_toml(rule)
    assert "\x1b" not in snippet and "\x07" not in snippet and "\r" not in snippet
    assert all(line.startswith(("#", "[[rule]]", "match =", "reason =")) for line in snippet.splitlines())


def test_snippet_pastes_into_a_sweep(tmp_path: Path) -> None:
    rule = learn_rule(
        tmp_path / RULES_FILENAME,
        MATCH,
        'cuda_illegal_instruction: "budget 8"',
        label="cuda_illegal_instruction",
    )
    sweep_text = (
        '[server]\nbackend = "sim"\nmodel = "sim/Qwen3.6-27B"\n[hardware]\ngpu_arch = "sm_120"\n'
        '[[workload]]\nname = "w"\nprompt_tokens = 10\noutput_tokens = 10\n'
        '[[run]]\nname = "b{budget}"\nspeculative = { algorithm = "ddtree", budget = [8, 16] }\n\n'
    ) + rule_to_toml(rule)
    sweep = loads_sweep(sweep_text)
    assert sweep.rules[0].match == rule.match and sweep.rules[0].reason == rule.reason
    verdicts = validate_sweep(sweep)
    assert verdicts["b8 / w"].reasons == ('known crash: cuda_illegal_instruction: "budget 8"',)
    assert verdicts["b16 / w"].is_valid


def test_learned_rules_match_the_run_that_crashed(tmp_path: Path) -> None:
    rule = learn_rule(tmp_path / RULES_FILENAME, MATCH, "x")
    assert rule_matches(rule, {**MATCH, "tp": 1})
    assert not rule_matches(rule, {**MATCH, "budget": 12})


def test_same_match() -> None:
    assert same_match({"a": "X", "b": 1}, {"b": 1.0, "a": "x"})
    assert not same_match({"a": 1}, {"a": True})
    assert not same_match({"a": 1}, {"a": 1, "b": 2})
    assert same_match({"a": [1, "<3"]}, {"a": [1, "<3"]})


def test_concurrent_learners_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / RULES_FILENAME
    errors: list[BaseException] = []

    def learn(budget: int) -> None:
        try:
            learn_rule(path, {**MATCH, "budget": budget}, "r")
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=learn, args=(b,)) for b in range(1, 13)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(r.match["budget"] for r in load_rules_file(path)) == list(range(1, 13))
    assert sorted(p.name for p in tmp_path.iterdir()) == [".known_crashes.toml.lock", RULES_FILENAME]


def test_rule_to_toml_for_a_sweep_rule() -> None:
    text = rule_to_toml(Rule(match={"budget": "<15", "tp": [1, 2], "gpu arch": "x"}, reason="r"))
    assert text == '[[rule]]\nmatch = { budget = "<15", tp = [1, 2], "gpu arch" = "x" }\nreason = "r"\n'


# ------------------------------------------------------------------ one cell context (issue 12)
def test_crash_context_is_the_cell_context_less_the_draft_model() -> None:
    from specdec_tui.domain.model import Cell, Hardware, RunSpec, ServerSpec, Sweep, Workload
    from specdec_tui.rules.context import cell_context, crash_context

    server = ServerSpec("sglang", "org/model", tp=2)
    runs = [
        RunSpec("base", {"algorithm": "none"}),
        RunSpec("dd", {"algorithm": "ddtree", "budget": 8, "draft_model": "/d", "extra": {"a": 1}, "flag": True}),
        RunSpec("tp4", {"algorithm": "eagle3", "num_steps": 3, "topk": None, "list": [1, 2]}, tp=4),
    ]
    sweep = Sweep("s", server, [Workload("w", 10, 20, 8)], runs)
    for hardware in (Hardware(gpu_arch="sm_90"), Hardware()):
        for run in runs:
            full = cell_context(sweep, Cell(run, sweep.workloads[0]), hardware)
            crash = crash_context(sweep, hardware, run)
            # the controller learns this very match: test_controller_unit.test_a_learned_rule_is_the_crash_context_of_the_run
            assert crash == {k: v for k, v in full.items() if k != "draft_model"}
            assert crash["model"] == "org/model" and crash["tp"] == run.effective_tp(server)
