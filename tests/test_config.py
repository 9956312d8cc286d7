"""Sweep files: strict loading, one-line errors, grid expansion, writing back, and fuzzing."""

from __future__ import annotations

import dataclasses
import os
import re
import stat
import sys
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from specdec_tui.domain.model import (
    SPECULATIVE_KEYS,
    Hardware,
    Limits,
    Rule,
    RunSpec,
    ServerSpec,
    Sweep,
    Workload,
)
from specdec_tui.sweepfile.config import (
    MAX_RUNS_PER_TABLE,
    SweepError,
    dump_sweep,
    load_sweep,
    loads_sweep,
    save_sweep,
    sweep_from_dict,
)

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "sweeps").glob("*.toml"))

BASE = """\
name = "base"

[server]
backend = "sglang"
model = "Qwen/Qwen3.6-27B"
context_length = 32768
port = 30000

[[workload]]
name = "short"
prompt_tokens = [200, 800]
output_tokens = 128

[[workload]]
name = "long"
prompt_tokens = [3000, 30000]
output_tokens = 256

[[run]]
name = "baseline"
speculative = { algorithm = "none" }

[[run]]
name = "ddtree-b{budget}"
speculative = { algorithm = "ddtree", draft_model = "d", budget = [8, 12] }
"""


def load(text: str) -> Sweep:
    return loads_sweep(text, "sweeps/x.toml")


def error_of(text: str) -> SweepError:
    with pytest.raises(SweepError) as info:
        load(text)
    return info.value


def test_base_loads() -> None:
    sweep = load(BASE)
    assert sweep.name == "base"
    assert sweep.server.backend == "sglang" and sweep.server.context_length == 32768
    assert [w.name for w in sweep.workloads] == ["short", "long"]
    assert (sweep.workloads[1].prompt_tokens_min, sweep.workloads[1].prompt_tokens_max) == (3000, 30000)
    assert [r.name for r in sweep.runs] == ["baseline", "ddtree-b8", "ddtree-b12"]
    assert sweep.runs[2].speculative == {"algorithm": "ddtree", "draft_model": "d", "budget": 12}
    assert sweep.runs[2].template == "ddtree-b{budget}" and sweep.runs[2].index == 1
    assert sweep.path == Path("sweeps/x.toml")


def test_speculative_table_defaults_to_none() -> None:
    sweep = load(BASE.replace('speculative = { algorithm = "none" }\n', "", 1))
    assert sweep.runs[0].speculative == {"algorithm": "none"} and sweep.runs[0].is_baseline


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_sweeps_load(path: Path) -> None:
    sweep = load_sweep(path)
    assert sweep.runs and sweep.workloads
    assert sweep.path == path


def test_demo_sweep_shape() -> None:
    sweep = load_sweep(ROOT / "sweeps" / "demo.toml")
    assert sweep.server.backend == "sim"
    assert sweep.hardware.gpu_arch == "sm_120"
    assert [r.name for r in sweep.runs] == [
        "baseline",
        "ddtree-b8",
        "ddtree-b12",
        "ddtree-b15",
        "ddtree-b16",
        "ddtree-b32",
        "ddtree-b64",
    ]
    assert not sweep.rules  # the demo must discover the crash itself
    assert "--sim-gpu-arch" in sweep.server.extra_args and "--sim-speed" in sweep.server.extra_args


# --------------------------------------------------------------------------------------------------
# Errors: one line, naming file, table, index and key.

RUN2 = 'speculative = { algorithm = "ddtree", draft_model = "d", budget = [8, 12] }'


def sub(old: str, new: str) -> Any:
    def apply(text: str) -> str:
        assert old in text, old
        return text.replace(old, new, 1)

    return apply


def ONE_WORKLOAD(text: str) -> str:
    return re.sub(r"\[\[workload\]\]\nname = \"long\".*?output_tokens = 256\n", "", text, flags=re.S)


def add(extra: str) -> Any:
    return lambda text: text + "\n" + extra


ERRORS = [
    # (mutation, expected table, index, key, substrings of the message)
    (
        sub('name = "base"', 'nmae = "base"'),
        None,
        None,
        "nmae",
        ["unknown key 'nmae' (did you mean 'name'?)"],
    ),
    (
        sub("port = 30000", "prot = 30000"),
        "[server]",
        None,
        "prot",
        ["[server]: unknown key 'prot' (did you mean 'port'?)"],
    ),
    (
        sub("port = 30000", "port = -1"),
        "[server]",
        None,
        "port",
        ["'port' must be an integer from 0 to 65535, got -1"],
    ),
    (sub("port = 30000", "port = 70000"), "[server]", None, "port", ["from 0 to 65535, got 70000"]),
    (sub("port = 30000", 'port = "30000"'), "[server]", None, "port", ["got a string '30000'"]),
    (sub("port = 30000", "port = true"), "[server]", None, "port", ["got a boolean true"]),
    (
        sub('backend = "sglang"', 'backend = "sglagn"'),
        "[server]",
        None,
        "backend",
        ["(did you mean 'sglang'?)"],
    ),
    (sub('model = "Qwen/Qwen3.6-27B"\n', ""), "[server]", None, "model", ["missing required key 'model'"]),
    (sub('backend = "sglang"', 'backend = "command"'), "[server]", None, "command", ["needs 'command'"]),
    (
        sub("port = 30000", 'port = 30000\ncommand = ["x"]'),
        "[server]",
        None,
        "command",
        ["only used with backend"],
    ),
    (
        sub("port = 30000", "port = 30000\ntp = 0"),
        "[server]",
        None,
        "tp",
        ["'tp' must be an integer from 1 to 4096, got 0"],
    ),
    (
        sub("context_length = 32768", "context_length = -5"),
        "[server]",
        None,
        "context_length",
        ["from 1 to 16777216, got -5"],
    ),
    (
        sub("port = 30000", "port = 30000\nenv = { A = 1 }"),
        "[server]",
        None,
        "env",
        ["value of A must be a string"],
    ),
    (
        sub("port = 30000", 'port = 30000\nextra_args = ["--x", 2]'),
        "[server]",
        None,
        "extra_args",
        ["item 2"],
    ),
    (
        sub("port = 30000", 'port = 30000\nextra_args = "--x"'),
        "[server]",
        None,
        "extra_args",
        ["array of strings"],
    ),
    (
        sub("port = 30000", 'port = 30000\nready_log_pattern = "("'),
        "[server]",
        None,
        "ready_log_pattern",
        ["regular expression"],
    ),
    (add('[hardware]\ngpu_arch = "sm120"'), "[hardware]", None, "gpu_arch", ["'gpu_arch' must look like"]),
    (
        add("[hardware]\ngpu_count = 0"),
        "[hardware]",
        None,
        "gpu_count",
        ["'gpu_count' must be an integer from 1 to 4096"],
    ),
    (add("[hardware]\ngpu = 1"), "[hardware]", None, "gpu", ["unknown key 'gpu'"]),
    (add("[limits]\nhang_timeout_s = 0"), "[limits]", None, "hang_timeout_s", ["must be a number > 0"]),
    (add("[limits]\nhang_timeout_s = nan"), "[limits]", None, "hang_timeout_s", ["got nan"]),
    (add("[limits]\nhang_timeout = 3"), "[limits]", None, "hang_timeout", ["did you mean 'hang_timeout_s'"]),
    (
        sub("output_tokens = 256\n", ""),
        "[[workload]]",
        2,
        "output_tokens",
        ["[[workload]] #2 'long': missing required key 'output_tokens'"],
    ),
    (sub("[3000, 30000]", "[30000, 3000]"), "[[workload]]", 2, "prompt_tokens", ["min <= max"]),
    (sub("[3000, 30000]", "[1, 2, 3]"), "[[workload]]", 2, "prompt_tokens", ["[min, max]"]),
    (sub("[3000, 30000]", '"3000"'), "[[workload]]", 2, "prompt_tokens", ["integer or [min, max]"]),
    (sub("[3000, 30000]", "[0, 10]"), "[[workload]]", 2, "prompt_tokens", ["from 1 to 16777216, got 0"]),
    (
        sub("output_tokens = 256", "output_tokens = 256\nrequests = 0"),
        "[[workload]]",
        2,
        "requests",
        ["from 1 to 1000000, got 0"],
    ),
    (
        sub("output_tokens = 256", "output_tokens = 256\nconcurrency = 0"),
        "[[workload]]",
        2,
        "concurrency",
        ["from 1 to 65536"],
    ),
    (
        sub("output_tokens = 256", 'output_tokens = 256\nprompt_style = "repetitve"'),
        "[[workload]]",
        2,
        "prompt_style",
        ["did you mean 'repetitive'"],
    ),
    (
        sub("output_tokens = 256", "output_tokens = 256\ntemperature = -1.0"),
        "[[workload]]",
        2,
        "temperature",
        ["from 0 to 100"],
    ),
    (
        sub('name = "long"', 'name = "short"'),
        "[[workload]]",
        2,
        "name",
        ["duplicate workload name 'short' (also from [[workload]] #1)"],
    ),
    (sub('name = "long"', 'name = "a / b"'), "[[workload]]", 2, "name", ["' / '"]),
    (
        lambda t: ONE_WORKLOAD(t).replace("[[workload]]", "[workload]"),
        "[workload]",
        None,
        "workload",
        ["write [[workload]], not [workload]"],
    ),
    (
        sub("budget = [8, 12]", "budgit = [8, 12]"),
        "[[run]]",
        2,
        "speculative.budgit",
        ["[[run]] #2 'ddtree-b{budget}': unknown key 'budgit' (did you mean 'budget'?)"],
    ),
    (sub("budget = [8, 12]", "budget = []"), "[[run]]", 2, "speculative.budget", ["empty array"]),
    (
        sub("budget = [8, 12]", 'budget = [8, "12"]'),
        "[[run]]",
        2,
        "speculative.budget",
        ["got a string '12'"],
    ),
    (sub("budget = [8, 12]", "budget = [0, 12]"), "[[run]]", 2, "speculative.budget", ["from 1 to 65536, got 0"]),
    (
        sub("budget = [8, 12]", "budget = [8, 8]"),
        "[[run]]",
        2,
        "name",
        ["duplicate run name 'ddtree-b8' (also from this same table)"],
    ),
    (sub('{ algorithm = "ddtree", ', "{ "), "[[run]]", 2, "speculative.algorithm", ["needs 'algorithm'"]),
    (
        sub('"ddtree-b{budget}"', '"ddtree-b{budgt}"'),
        "[[run]]",
        2,
        "name",
        ["unknown placeholder {budgt} in name (did you mean 'budget'?)"],
    ),
    (sub('"ddtree-b{budget}"', '"ddtree-b{}"'), "[[run]]", 2, "name", ["bad placeholder {}"]),
    (sub('"ddtree-b{budget}"', '"ddtree-b{budget"'), "[[run]]", 2, "name", ["bad name template"]),
    (sub('"ddtree-b{budget}"', '"ddtree-b{budget:>999999}"'), "[[run]]", 2, "name", ["format spec"]),
    (
        sub('"ddtree-b{budget}"\n' + RUN2, '"baseline"\n' + RUN2.replace("[8, 12]", "[8]")),
        "[[run]]",
        2,
        "name",
        ["duplicate run name 'baseline' (also from [[run]] #1)"],
    ),
    (sub(RUN2, RUN2 + '\nextra_args = "x"'), "[[run]]", 2, "extra_args", ["array of strings"]),
    (sub(RUN2, RUN2 + "\ntp = 0"), "[[run]]", 2, "tp", ["must be an integer from 1 to 4096"]),
    (
        sub('speculative = { algorithm = "none" }', 'speculative = { algorithm = "none", topk = true }'),
        "[[run]]",
        1,
        "speculative.topk",
        ["got a boolean true"],
    ),
    (
        sub('speculative = { algorithm = "none" }', "speculative = { algorithm = 3 }"),
        "[[run]]",
        1,
        "speculative.algorithm",
        ["must be a string"],
    ),
    (
        sub(
            'speculative = { algorithm = "none" }', 'speculative = { algorithm = "none", draft_p_min = 1.5 }'
        ),
        "[[run]]",
        1,
        "speculative.draft_p_min",
        ["from 0 to 1"],
    ),
    (
        sub('speculative = { algorithm = "none" }', 'speculative = "none"'),
        "[[run]]",
        1,
        None,
        ["expected a table, got a string"],
    ),
    (lambda t: t.split("[[run]]")[0], None, None, "run", ["missing [[run]] tables"]),
    (
        add('[[rule]]\nmatch = { budget = "<15" }'),
        "[[rule]]",
        1,
        "reason",
        ["[[rule]] #1: missing required key 'reason'"],
    ),
    (add('[[rule]]\nreason = "r"'), "[[rule]]", 1, "match", ["missing required key 'match'"]),
    (add('[[rule]]\nmatch = {}\nreason = "r"'), "[[rule]]", 1, "match", ["at least one key"]),
    (
        add('[[rule]]\nmatch = { budgt = "<15" }\nreason = "r"'),
        "[[rule]]",
        1,
        "match.budgt",
        ["did you mean 'budget'"],
    ),
    (
        add('[[rule]]\nmatch = { budget = "<<15" }\nreason = "r"'),
        "[[rule]]",
        1,
        "match.budget",
        ["bad comparison"],
    ),
    (
        add('[[rule]]\nmatch = { budget = "14..8" }\nreason = "r"'),
        "[[rule]]",
        1,
        "match.budget",
        ["is empty"],
    ),
    (add('[[rule]]\nmatch = { budget = [] }\nreason = "r"'), "[[rule]]", 1, "match.budget", ["empty array"]),
    (
        add('[[rule]]\nmatch = { backend = "vlm" }\nreason = "r"'),
        "[[rule]]",
        1,
        "match.backend",
        ["did you mean 'vllm'"],
    ),
    (
        add('[[rule]]\nmatch = { gpu_arch = "<sm_120" }\nreason = "r"'),
        "[[rule]]",
        1,
        "match.gpu_arch",
        ["bad comparison"],
    ),
    (
        add('[[rule]]\nmatch = { model = ">5" }\nreason = "r"'),
        "[[rule]]",
        1,
        "match.model",
        ["compares text"],
    ),
    (
        add('[[rule]]\nmatch = { tp = "two" }\nreason = "r"'),
        "[[rule]]",
        1,
        "match.tp",
        ["compares numbers, got 'two'"],
    ),
    (
        add('[[rule]]\nmatch = { budget = [8, "!=x"] }\nreason = "r"'),
        "[[rule]]",
        1,
        "match.budget",
        ["compares numbers"],
    ),
]


@pytest.mark.parametrize("case", range(len(ERRORS)))
def test_error_paths(case: int) -> None:
    mutate, table, index, key, parts = ERRORS[case]
    err = error_of(mutate(BASE))
    text = str(err)
    assert "\n" not in text
    assert text.startswith("sweeps/x.toml: ")
    assert err.path == "sweeps/x.toml"
    assert err.table == table
    assert err.index == index
    assert err.key == key
    if table:
        assert table in text
    if index is not None:
        assert f"#{index}" in text
    for part in parts:
        assert part in text, text


def test_budgit_message_is_exactly_one_clear_line() -> None:
    err = error_of(BASE.replace("budget = [8, 12]", "budgit = [8, 12]"))
    assert (
        str(err)
        == "sweeps/x.toml: [[run]] #2 'ddtree-b{budget}': unknown key 'budgit' (did you mean 'budget'?)"
    )


def test_toml_syntax_error_names_the_line() -> None:
    text = BASE.replace("port = 30000", "port = = 30000")
    err = error_of(text)
    line = text.splitlines().index("port = = 30000") + 1
    assert err.line == line
    assert str(err).startswith(f"sweeps/x.toml: line {line}: invalid TOML: ")
    assert "\n" not in str(err)


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(SweepError, match=r"missing\.toml: no such file"):
        load_sweep(tmp_path / "missing.toml")
    with pytest.raises(SweepError, match="is a directory"):
        load_sweep(tmp_path)
    bad = tmp_path / "bad.toml"
    bad.write_bytes(BASE.encode() + b"\n# \xff\xfe\n")
    with pytest.raises(SweepError) as info:
        load_sweep(bad)
    err = info.value
    assert err.line == BASE.count("\n") + 2 and "not UTF-8" in str(err)


def test_errors_survive_pickling() -> None:
    import pickle

    err = error_of(BASE.replace("port = 30000", "port = -1"))
    copy = pickle.loads(pickle.dumps(err))
    assert str(copy) == str(err) and copy.key == "port" and copy.table == "[server]"


def test_hostile_key_is_escaped_in_the_message() -> None:
    err = error_of(BASE.replace("port = 30000", 'port = 30000\n"\\u001b]0;pwned\\u0007" = 1'))
    assert "\x1b" not in str(err) and "\x07" not in str(err) and "\n" not in str(err)


# --------------------------------------------------------------------------------------------------
# Grid expansion and name templates.


def runs_of(run_tables: str) -> list[RunSpec]:
    return load(BASE.split("[[run]]")[0] + run_tables).runs


def test_cartesian_product_in_written_order() -> None:
    runs = runs_of(
        '[[run]]\nname = "e-s{num_steps}-k{topk}"\n'
        'speculative = { algorithm = "eagle3", topk = [1, 4], num_steps = [3, 5], num_draft_tokens = 8 }\n'
    )
    assert [r.name for r in runs] == ["e-s3-k1", "e-s5-k1", "e-s3-k4", "e-s5-k4"]
    assert [(r.speculative["topk"], r.speculative["num_steps"]) for r in runs] == [
        (1, 3),
        (1, 5),
        (4, 3),
        (4, 5),
    ]
    assert all(r.speculative["num_draft_tokens"] == 8 for r in runs)
    assert list(runs[0].speculative) == ["algorithm", "topk", "num_steps", "num_draft_tokens"]


def test_missing_placeholder_gets_a_suffix_only_where_names_would_collide() -> None:
    runs = runs_of(
        '[[run]]\nname = "eagle-k{topk}"\n'
        'speculative = { algorithm = "eagle", topk = [2, 4], num_steps = [3, 5], num_draft_tokens = [8] }\n'
    )
    assert [r.name for r in runs] == [
        "eagle-k2-num_steps3",
        "eagle-k2-num_steps5",
        "eagle-k4-num_steps3",
        "eagle-k4-num_steps5",
    ]
    runs = runs_of('[[run]]\nname = "dd"\nspeculative = { algorithm = "ddtree", budget = [8, 16] }\n')
    assert [r.name for r in runs] == ["dd-budget8", "dd-budget16"]
    assert all(r.template == "dd" for r in runs)


def test_template_with_format_spec_and_scalar_fields() -> None:
    runs = runs_of(
        '[[run]]\nname = "{algorithm}-p{draft_p_min:.2f}"\n'
        'speculative = { algorithm = "draft", draft_model = "m", draft_p_min = [0.5, 0.75] }\n'
    )
    assert [r.name for r in runs] == ["draft-p0.50", "draft-p0.75"]


def test_extra_is_passed_through_not_expanded() -> None:
    runs = runs_of(
        '[[run]]\nname = "n"\nspeculative = { algorithm = "ngram", extra = { sizes = [1, 2], mode = "x" } }\n'
    )
    assert len(runs) == 1 and runs[0].speculative["extra"] == {"sizes": [1, 2], "mode": "x"}


def test_placeholder_for_extra_is_unknown() -> None:
    with pytest.raises(SweepError, match="unknown placeholder"):
        runs_of('[[run]]\nname = "n{extra}"\nspeculative = { algorithm = "ngram", extra = { a = 1 } }\n')


def test_expansion_cap() -> None:
    big = list(range(1, 200))
    text = f'[[run]]\nname = "x{{budget}}-{{topk}}"\nspeculative = {{ algorithm = "ddtree", budget = {big}, topk = {big} }}\n'
    assert len(big) ** 2 > MAX_RUNS_PER_TABLE
    with pytest.raises(SweepError, match="expands into"):
        runs_of(text)


def test_duplicate_names_across_tables_name_both() -> None:
    err = error_of(
        BASE + '\n[[run]]\nname = "ddtree-b12"\nspeculative = { algorithm = "ddtree", budget = 99 }\n'
    )
    assert err.index == 3 and "also from [[run]] #2" in str(err)


def test_algorithm_is_lower_cased() -> None:
    runs = runs_of(
        '[[run]]\nname = "e"\nspeculative = { algorithm = "EAGLE3", num_steps = 3, topk = 1, num_draft_tokens = 4 }\n'
    )
    assert runs[0].speculative["algorithm"] == "eagle3"


def test_rules_keep_their_written_values() -> None:
    sweep = load(
        BASE + '\n[[rule]]\nmatch = { algorithm = "ddtree", budget = "<15", tp = [1, 2] }\nreason = "r"\n'
    )
    assert sweep.rules == [
        Rule(
            match={"algorithm": "ddtree", "budget": "<15", "tp": [1, 2]}, reason="r", source="sweep", index=0
        )
    ]


def test_sweep_from_dict_rejects_non_tables() -> None:
    with pytest.raises(SweepError, match=r"\[server\]: expected a table, got an integer"):
        sweep_from_dict({"server": 3, "workload": [], "run": []}, "p.toml")


# --------------------------------------------------------------------------------------------------
# Writing back.


def _without_run_index(sweep: Sweep) -> Sweep:
    return dataclasses.replace(sweep, path=None, runs=[dataclasses.replace(r, index=0) for r in sweep.runs])


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_round_trip(path: Path) -> None:
    sweep = load_sweep(path)
    again = loads_sweep(dump_sweep(sweep))
    assert _without_run_index(again) == _without_run_index(sweep)
    assert [r.template for r in again.runs] == [r.template for r in sweep.runs]
    # and a written sweep is a fixed point, run indexes included
    assert loads_sweep(dump_sweep(again)) == again


def test_save_sweep_is_atomic_and_keeps_mode(tmp_path: Path) -> None:
    sweep = load(BASE)
    target = tmp_path / "queue.toml"
    target.write_text("old")
    os.chmod(target, 0o640)
    save_sweep(sweep, target)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["queue.toml"]
    assert _without_run_index(load_sweep(target)) == _without_run_index(sweep)


def test_save_sweep_failure_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "queue.toml"
    target.write_text("old")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk on fire"):
        save_sweep(load(BASE), target)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["queue.toml"]


names = (
    st.text(
        alphabet=st.characters(
            codec="utf-8", categories=("L", "N", "Pd"), include_characters=" ", exclude_characters="/"
        ),
        min_size=1,
        max_size=12,
    )
    .map(str.strip)
    .filter(bool)
)
pos = st.integers(min_value=1, max_value=1000)
finite = st.floats(min_value=0.001, max_value=1e5, allow_nan=False, allow_infinity=False)


@st.composite
def sweeps(draw: st.DrawFn) -> Sweep:
    workload_names = draw(st.lists(names, min_size=1, max_size=3, unique=True))
    workloads = []
    for i, name in enumerate(workload_names):
        low = draw(pos)
        workloads.append(
            Workload(
                name=name,
                prompt_tokens_min=low,
                prompt_tokens_max=low + draw(st.integers(0, 1000)),
                output_tokens=draw(pos),
                requests=draw(pos),
                concurrency=draw(pos),
                request_rate=draw(st.none() | finite),
                warmup_requests=draw(st.integers(0, 5)),
                prompt_style=draw(st.sampled_from(["random", "repetitive"])),
                temperature=draw(st.sampled_from([0.0, 0.7])),
                seed=draw(st.integers(0, 2**31)),
                index=i,
            )
        )
    run_names = draw(st.lists(names, min_size=1, max_size=4, unique=True))
    runs = []
    for i, name in enumerate(run_names):
        spec: dict[str, Any] = {"algorithm": draw(st.sampled_from(["none", "ddtree", "eagle3", "ngram"]))}
        for key in draw(
            st.lists(
                st.sampled_from(["budget", "topk", "num_steps", "draft_model", "draft_p_min"]), unique=True
            )
        ):
            spec[key] = (
                draw(st.sampled_from(["m/x", "y"]))
                if key == "draft_model"
                else (draw(st.sampled_from([0.0, 0.5, 1.0])) if key == "draft_p_min" else draw(pos))
            )
        if draw(st.booleans()):
            spec["extra"] = {"k": draw(st.integers()), "l": [1, "a"]}
        runs.append(
            RunSpec(
                name=name,
                speculative=spec,
                extra_args=draw(st.lists(st.text(max_size=5).filter(lambda s: "\x00" not in s), max_size=2)),
                env=draw(
                    st.dictionaries(
                        st.from_regex(r"[A-Z_][A-Z0-9_]{0,5}", fullmatch=True),
                        st.text(max_size=4).filter(lambda s: "\x00" not in s),
                        max_size=2,
                    )
                ),
                index=i,
                template=name.replace("{", "{{").replace("}", "}}"),
            )
        )
    server = ServerSpec(
        backend=draw(st.sampled_from(["sglang", "vllm", "llamacpp", "sim"])),
        model=draw(names),
        context_length=draw(st.none() | pos),
        tp=draw(st.integers(1, 8)),
        port=draw(st.integers(0, 65535)),
        extra_args=draw(st.lists(st.sampled_from(["--a", "1", "b c"]), max_size=3)),
        version=draw(st.none() | st.just("0.5.23")),
        startup_timeout_s=draw(st.sampled_from([900.0, 12.5])),
    )
    hardware = Hardware(
        gpu_arch=draw(st.none() | st.sampled_from(["sm_90", "sm_120", "sm_90a"])),
        gpu_count=draw(st.none() | st.integers(1, 8)),
        gpu_memory_gib=draw(st.none() | finite),
    )
    limits = Limits(
        hang_timeout_s=draw(st.sampled_from([30.0, 5.0])), startup_timeout_s=draw(st.none() | finite)
    )
    rules = (
        [Rule(match={"budget": draw(st.sampled_from(["<15", "8..14", 8, [1, ">=64"]]))}, reason="r", index=0)]
        if draw(st.booleans())
        else []
    )
    return Sweep(
        name=draw(names),
        server=server,
        workloads=workloads,
        runs=runs,
        rules=rules,
        hardware=hardware,
        limits=limits,
        description=draw(st.sampled_from(["", "d"])),
    )


@pytest.mark.slow  # measured 1.4 s
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sweeps())
def test_any_sweep_round_trips(sweep: Sweep) -> None:
    assert loads_sweep(dump_sweep(sweep)) == sweep


# --------------------------------------------------------------------------------------------------
# Fuzzing: whatever the input, a Sweep or a SweepError, never another exception.


def only_sweep_or_error(text: str) -> None:
    try:
        result = loads_sweep(text, "fuzz.toml")
    except SweepError as exc:
        message = str(exc)
        assert message.startswith("fuzz.toml: ") and "\n" not in message
    else:
        assert isinstance(result, Sweep)


toml_scalars = (
    st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.floats()
    | st.text(max_size=20)
    | st.datetimes()
    | st.dates()
)
toml_values = st.recursive(
    toml_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)

EXAMPLE_DATA = [tomllib.loads(p.read_text()) for p in EXAMPLES] + [tomllib.loads(BASE)]


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = []
    if isinstance(data, dict):
        for key, value in data.items():
            out.append((*prefix, key))
            out.extend(_paths(value, (*prefix, key)))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out.append((*prefix, i))
            out.extend(_paths(value, (*prefix, i)))
    return out


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path[:-1]:
        data = data[step]
    return data


@st.composite
def mutated_documents(draw: st.DrawFn) -> dict[str, Any]:
    import copy

    data = copy.deepcopy(draw(st.sampled_from(EXAMPLE_DATA)))
    for _ in range(draw(st.integers(1, 4))):
        paths = _paths(data)
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = _parent(data, path)
        last = path[-1]
        action = draw(st.sampled_from(["drop", "rename", "retype", "duplicate"]))
        if action == "drop":
            del parent[last]
        elif action == "rename" and isinstance(parent, dict):
            parent[draw(st.text(min_size=1, max_size=10))] = parent.pop(last)
        elif action == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[last]))
        else:
            parent[last] = draw(toml_values)
    return data


@pytest.mark.slow  # measured 1.9 s
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_documents())
def test_mutated_examples_give_a_sweep_or_a_sweep_error(data: dict[str, Any]) -> None:
    try:
        text = tomli_w.dumps(data)
    except (TypeError, ValueError):  # tomli_w refuses e.g. NaN keys it cannot spell; not our input
        return
    only_sweep_or_error(text)
    try:
        sweep_from_dict(data, "fuzz.toml")
    except SweepError as exc:
        assert "\n" not in str(exc)


@pytest.mark.slow  # measured 0.7 s
@settings(max_examples=200, deadline=None)
@given(st.sampled_from([p.read_text() for p in EXAMPLES]), st.data())
def test_truncated_and_corrupted_text(text: str, data: st.DataObject) -> None:
    cut = data.draw(st.integers(0, len(text)))
    only_sweep_or_error(text[:cut])
    where = data.draw(st.integers(0, len(text)))
    noise = data.draw(st.text(max_size=8))
    only_sweep_or_error(text[:where] + noise + text[where:])


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=64), st.integers(0, 2000))
def test_random_bytes_in_a_file(tmp_path: Path, noise: bytes, where: int) -> None:
    raw = BASE.encode()
    where = min(where, len(raw))
    path = tmp_path / "f.toml"
    path.write_bytes(raw[:where] + noise + raw[where:])
    try:
        load_sweep(path)
    except SweepError as exc:
        assert "\n" not in str(exc) and str(exc).startswith(str(path))


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_random_text(text: str) -> None:
    only_sweep_or_error(text)


def test_deep_nesting_is_a_sweep_error() -> None:
    only_sweep_or_error("a = " + "[" * 100_000)


def test_nan_rule_value_is_rejected() -> None:
    err = error_of(BASE + '\n[[rule]]\nmatch = { draft_p_min = nan }\nreason = "r"\n')
    assert err.key == "match.draft_p_min" and "finite" in str(err)


def test_fuzz_regressions() -> None:
    # keys that are not text-like identifiers, huge integers, floats where ints belong
    for text in (
        BASE.replace("port = 30000", "port = 1e3"),
        BASE.replace("port = 30000", "port = 999999999999999999999"),
        BASE.replace('name = "base"', "name = 1979-05-27"),
        BASE + '\n[[rule]]\nmatch = { budget = 1e400 }\nreason = "r"\n',
        BASE + '\n[[rule]]\nmatch = { budget = "<1e999" }\nreason = "r"\n',
        BASE.replace("[[run]]", "run = 3\n[[x]]", 1),
    ):
        only_sweep_or_error(text)


def test_speculative_keys_are_the_shared_ones() -> None:
    # every shared key is accepted by the loader
    spec = ", ".join(
        f"{k} = {v}"
        for k, v in {
            "algorithm": '"ddtree"',
            "draft_model": '"m"',
            "budget": 8,
            "num_steps": 1,
            "topk": 1,
            "num_draft_tokens": 2,
            "block_size": 4,
            "draft_min": 0,
            "draft_p_min": 0.5,
            "ngram_min": 1,
            "ngram_max": 3,
            "extra": "{ a = 1 }",
        }.items()
    )
    assert [k for k in SPECULATIVE_KEYS if k not in spec] == []
    runs = runs_of(f'[[run]]\nname = "all"\nspeculative = {{ {spec} }}\n')
    assert set(runs[0].speculative) == set(SPECULATIVE_KEYS)


def test_message_regex_shape() -> None:
    err = error_of(BASE.replace("output_tokens = 128", "output_tokens = 0"))
    assert re.fullmatch(
        r"sweeps/x\.toml: \[\[workload\]\] #1 'short': 'output_tokens' must be an integer from 1 to 16777216, got 0",
        str(err),
    )


def test_port_zero_means_pick_a_free_port_at_launch() -> None:
    sweep = loads_sweep(BASE.replace("port = 30000", "port = 0"), "x.toml")
    assert sweep.server.port == 0
