"""Workload grids: lists of load keys expand into one workload each, deterministically, named from
the template or with a suffix per swept key; `specdec validate --json` lists every expanded cell."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from specdec_tui.config import SweepError, loads_sweep

HEAD = 'name = "g"\n[server]\nbackend = "sim"\nmodel = "m"\n[[run]]\nname = "base"\n'


def _toml(value) -> str:
    return json.dumps(value)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    conc=st.lists(st.integers(1, 64), min_size=1, max_size=4, unique=True),
    out=st.lists(st.integers(1, 4096), min_size=1, max_size=3, unique=True),
    rate=st.none() | st.lists(st.sampled_from([0.5, 1.0, 2.0, 8.0]), min_size=1, max_size=3, unique=True),
    lengths=st.lists(
        st.tuples(st.integers(1, 500), st.integers(0, 500)).map(lambda t: [t[0], t[0] + t[1]] if t[1] else [t[0]]),
        min_size=1, max_size=3, unique_by=lambda v: tuple(v),
    ),
    templated=st.booleans(),
)
def test_grid_expansion_is_the_product_in_order(conc, out, rate, lengths, templated):
    name = "w-c{concurrency}-o{output_tokens}" if templated else "w"
    body = f'[[workload]]\nname = "{name}"\nprompt_tokens = {_toml(lengths)}\noutput_tokens = {_toml(out)}\nconcurrency = {_toml(conc)}\n'
    if rate is not None:
        body += f"request_rate = {_toml(rate)}\n"
    text = HEAD + body
    sweep = loads_sweep(text)
    again = loads_sweep(text)
    assert [w.name for w in sweep.workloads] == [w.name for w in again.workloads]  # deterministic
    combos = list(itertools.product(
        [tuple(v) if len(v) == 2 else (v[0], v[0]) for v in lengths], out, conc, rate or [None]
    ))
    assert len(sweep.workloads) == len(combos)
    seen = {((w.prompt_tokens_min, w.prompt_tokens_max), w.output_tokens, w.concurrency, w.request_rate)
            for w in sweep.workloads}
    assert seen == set(combos)
    assert len({w.name for w in sweep.workloads}) == len(combos)  # every cell has its own name
    for w in sweep.workloads:
        assert w.template == name or (len(combos) == 1 and not w.grid)


def test_flat_pair_is_a_range_and_nested_arrays_are_a_grid():
    one = loads_sweep(HEAD + '[[workload]]\nname = "w"\nprompt_tokens = [3000, 30000]\noutput_tokens = 8\n')
    assert [(w.prompt_tokens_min, w.prompt_tokens_max) for w in one.workloads] == [(3000, 30000)]
    two = loads_sweep(HEAD + '[[workload]]\nname = "w"\nprompt_tokens = [[512], [3000, 30000]]\noutput_tokens = 8\n')
    assert [(w.name, w.prompt_tokens_min, w.prompt_tokens_max) for w in two.workloads] == [
        ("w-p512", 512, 512), ("w-p3000-30000", 3000, 30000)
    ]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('name = "w"\nprompt_tokens = 8\noutput_tokens = 8\nconcurrency = []', "'concurrency' is an empty array"),
        ('name = "w"\nprompt_tokens = 8\noutput_tokens = 8\nconcurrency = [1, 0]', "'concurrency' must be an integer >= 1"),
        ('name = "w-{concurency}"\nprompt_tokens = 8\noutput_tokens = 8\nconcurrency = [1, 2]', "unknown placeholder {concurency}"),
        ('name = "w"\nprompt_tokens = [[1, 2, 3]]\noutput_tokens = 8', "[min, max]"),
        ('name = "w"\nprompt_tokens = 8\noutput_tokens = 8\nconcurrency = [1, 1]', "duplicate workload name"),
    ],
)
def test_grid_errors_are_one_line(body, message):
    with pytest.raises(SweepError) as info:
        loads_sweep(HEAD + "[[workload]]\n" + body, "g.toml")
    assert message in str(info.value) and "\n" not in str(info.value)


def test_validate_json_lists_every_expanded_cell(tmp_path):
    path = tmp_path / "g.toml"
    path.write_text(HEAD + '[[workload]]\nname = "chat"\nprompt_tokens = 100\noutput_tokens = 16\nconcurrency = [1, 4]\n')
    proc = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "validate", str(path), "--json"], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    cells = json.loads(proc.stdout)["cells"]
    assert [(c["workload"], c["grid"]) for c in cells] == [
        ("chat-c1", {"concurrency": 1}), ("chat-c4", {"concurrency": 4})
    ]


def test_natural_output_length_syntax_and_round_trip():
    from specdec_tui.config import dump_sweep

    sweep = loads_sweep(HEAD + '[[workload]]\nname = "w"\nprompt_tokens = 8\noutput_tokens = { max = 300, natural = true }\n')
    w = sweep.workloads[0]
    assert (w.output_tokens, w.natural_output) == (300, True)
    assert loads_sweep(dump_sweep(sweep)).workloads == sweep.workloads
    fixed = loads_sweep(HEAD + '[[workload]]\nname = "w"\nprompt_tokens = 8\noutput_tokens = { max = 30, natural = false }\n')
    assert (fixed.workloads[0].output_tokens, fixed.workloads[0].natural_output) == (30, False)
    grid = loads_sweep(HEAD + '[[workload]]\nname = "w"\nprompt_tokens = 8\noutput_tokens = [64, { max = 512 }]\n')
    assert [(w.name, w.output_tokens, w.natural_output) for w in grid.workloads] == [
        ("w-o64", 64, False), ("w-o512n", 512, True)
    ]
    with pytest.raises(SweepError, match="needs 'max'"):
        loads_sweep(HEAD + '[[workload]]\nname = "w"\nprompt_tokens = 8\noutput_tokens = { natural = true }\n')
    with pytest.raises(SweepError, match="unknown key 'maxx'"):
        loads_sweep(HEAD + '[[workload]]\nname = "w"\nprompt_tokens = 8\noutput_tokens = { maxx = 3 }\n')


def test_requests_honour_natural_output_on_every_adapter():
    from specdec_tui.backends import get_backend

    for name in ("sglang", "vllm", "llamacpp", "sim"):
        backend = get_backend(name) if name != "command" else None
        _, body = backend.build_request("m", "hi", 16, 0.0, None, ignore_eos=False)
        _, chat = backend.build_chat_request("m", [{"role": "user", "content": "hi"}], 16, 0.0, None, ignore_eos=False)
        flat = json.dumps(body)
        assert '"ignore_eos": false' in flat and chat["ignore_eos"] is False
        _, fixed = backend.build_chat_request("m", [{"role": "user", "content": "hi"}], 16, 0.0, None)
        assert fixed["ignore_eos"] is True and fixed["stream"] is True
