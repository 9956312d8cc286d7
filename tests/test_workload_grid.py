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

from specdec_tui.sweepfile.config import SweepError, loads_sweep

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
@pytest.mark.slow  # measured 0.5 s
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
        ('name = "w"\nprompt_tokens = 8\noutput_tokens = 8\nconcurrency = [1, 0]', "'concurrency' must be an integer from 1 to"),
        ('name = "w-{concurency}"\nprompt_tokens = 8\noutput_tokens = 8\nconcurrency = [1, 2]', "unknown placeholder {concurency}"),
        ('name = "w"\nprompt_tokens = [[1, 2, 3]]\noutput_tokens = 8', "[min, max]"),
        ('name = "w"\nprompt_tokens = 8\noutput_tokens = 8\nconcurrency = [1, 1]', "duplicate workload name"),
    ],
)
def test_grid_errors_are_one_line(body, message):
    with pytest.raises(SweepError) as info:
        loads_sweep(HEAD + "[[workload]]\n" + body, "g.toml")
    assert message in str(info.value) and "\n" not in str(info.value)


@pytest.mark.slow  # measured 0.8 s
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
    from specdec_tui.sweepfile.config import dump_sweep

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


# ------------------------------------------------------------------------------ run tables: tp and server args
RUN_HEAD = 'name = "g"\n[server]\nbackend = "sglang"\nmodel = "m"\ntp = 1\n[[workload]]\nname = "w"\nprompt_tokens = 8\noutput_tokens = 8\n'


def test_run_grid_over_tp_and_server_argument_alternatives():
    from specdec_tui.sweepfile.config import dump_sweep

    sweep = loads_sweep(
        RUN_HEAD
        + '[[run]]\nname = "eagle3"\nspeculative = { algorithm = "eagle3", draft_model = "d" }\ntp = [1, 2]\n'
        + 'args = { attention_backend = ["fa3", "flashinfer"], disable_cuda_graph = [false, true] }\n'
    )
    runs = sweep.runs
    assert len(runs) == 8
    first = runs[0]
    assert first.name == "eagle3-tp1-attention_backend_fa3-disable_cuda_graph_off"
    assert first.tp == 1 and first.extra_args == ["--attention-backend", "fa3"]
    last = runs[-1]
    assert last.tp == 2 and last.extra_args == ["--attention-backend", "flashinfer", "--disable-cuda-graph"]
    assert len({r.name for r in runs}) == 8
    again = loads_sweep(dump_sweep(sweep))
    assert [(r.name, r.tp, r.extra_args) for r in again.runs] == [(r.name, r.tp, r.extra_args) for r in runs]
    templated = loads_sweep(RUN_HEAD + '[[run]]\nname = "b-tp{tp}-{attention_backend}"\ntp = [1, 2]\nargs = { attention_backend = ["fa3", "triton"] }\n')
    assert [r.name for r in templated.runs] == ["b-tp1-fa3", "b-tp1-triton", "b-tp2-fa3", "b-tp2-triton"]


def test_run_tp_reaches_the_launch_plan_and_the_verdict():
    from specdec_tui.backends import get_backend
    from specdec_tui.domain.model import Cell
    from specdec_tui.validate.checks import validate_cell

    sweep = loads_sweep(RUN_HEAD.replace("[server]", "[hardware]\ngpu_count = 2\n[server]") + '[[run]]\nname = "b"\ntp = [2, 4]\n')
    backend = get_backend("sglang")
    server = sweep.server
    import dataclasses

    plan = backend.launch_plan(dataclasses.replace(server, tp=sweep.runs[0].effective_tp(server)), sweep.runs[0])
    assert "--tp-size" in plan.argv or "--tp" in plan.argv
    assert validate_cell(sweep, Cell(sweep.runs[0], sweep.workloads[0])).runnable
    verdict = validate_cell(sweep, Cell(sweep.runs[1], sweep.workloads[0]))
    assert not verdict.runnable and "tp 4 > 2 GPUs" in str(verdict)


def test_speedup_baseline_is_the_same_tp_and_same_server_args():
    from specdec_tui.domain.record import CellResult
    from specdec_tui.run.results import compute_speedups

    def r(run, algo, tp, args, tok_s):
        return CellResult(run=run, workload="w", status="ok", algorithm=algo, tp=tp, run_args=args, output_tok_s=tok_s)

    results = [
        r("base-tp1-fa3", "none", 1, ["--attention-backend", "fa3"], 100.0),
        r("base-tp1-triton", "none", 1, ["--attention-backend", "triton"], 50.0),
        r("base-tp2-fa3", "none", 2, ["--attention-backend", "fa3"], 200.0),
        r("e3-tp1-triton", "eagle3", 1, ["--attention-backend", "triton"], 100.0),
        r("e3-tp2-fa3", "eagle3", 2, ["--attention-backend", "fa3"], 300.0),
        r("e3-tp2-other", "eagle3", 2, ["--x"], 400.0),
    ]
    compute_speedups(results)
    assert [x.speedup for x in results[3:]] == [2.0, 1.5, 2.0]
