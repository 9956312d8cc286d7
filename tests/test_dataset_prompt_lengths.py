"""A dataset workload records its prompts' real lengths (mean, median, max, and how they were
counted) instead of the synthetic length keys' 0, everywhere its parameters are shown; an older
record with the 0s is still the same configuration (--resume matches it)."""

from __future__ import annotations

import json
from pathlib import Path

from specdec_tui.domain.model import RunSpec, Workload
from specdec_tui.domain.record import CellResult, same_config, workload_params, workload_text
from specdec_tui.measure.loadgen import dataset_prompt_lengths
from specdec_tui.measure.prompts import Prompt
from specdec_tui.report.charts import _prompt_length

DATASET = Workload(name="w", prompt_tokens_min=0, prompt_tokens_max=0, output_tokens=64, requests=0,
                   dataset="/data/q.jsonl", sample=2)  # fmt: skip
RUN = RunSpec("ngram", {"algorithm": "ngram"})


def prompt(tokens: int, exact: bool = False) -> Prompt:
    return Prompt("x", tokens, 0, tokens if exact else None)


def test_lengths_are_mean_median_max_and_say_how_they_were_counted() -> None:
    stats = dataset_prompt_lengths([prompt(10), prompt(40), prompt(30), prompt(20)])
    assert stats == {"mean": 25.0, "median": 25.0, "max": 40, "counted": "estimated (about 3.5 characters a token)"}
    assert dataset_prompt_lengths([prompt(7, exact=True)]) == {"mean": 7.0, "median": 7, "max": 7,
                                                                "counted": "server tokenizer"}  # fmt: skip
    mixed = dataset_prompt_lengths([prompt(7, exact=True), prompt(9), prompt(11)])
    assert mixed is not None and mixed["counted"] == "server tokenizer for 1 of 3, estimated for the rest"
    assert dataset_prompt_lengths([]) is None


def test_no_zero_lengths_are_recorded_and_the_real_ones_are_shown() -> None:
    params = workload_params(DATASET)
    assert "prompt_tokens_min" not in params and "prompt_tokens_max" not in params
    params["prompt_tokens"] = {"mean": 412.5, "median": 380, "max": 1920, "counted": "estimated"}
    text = workload_text(params)
    assert "prompt~412 (median 380, max 1920, estimated)" in text and "prompt=0" not in text, text
    assert _prompt_length(params) == 412.5
    # An older record of the same workload (the 0s) and a new one (the lengths) are one configuration.
    old = CellResult(run="ngram", workload="w", status="ok", speculative={"algorithm": "ngram"},
                     workload_params={**workload_params(DATASET), "prompt_tokens_min": 0, "prompt_tokens_max": 0})
    new = CellResult(run="ngram", workload="w", status="ok", speculative={"algorithm": "ngram"}, workload_params=params)
    assert same_config(old, RUN, DATASET) and same_config(new, RUN, DATASET)
    assert old.config_id == new.config_id


def test_a_dataset_sweep_on_the_sim_saves_its_prompt_lengths(tmp_path: Path) -> None:
    from specdec_tui.cli.main import main

    data = tmp_path / "q.jsonl"
    data.write_text("".join(json.dumps({"prompt": "word " * n}) + "\n" for n in (20, 60, 200)))
    sweep = tmp_path / "s.toml"
    sweep.write_text(f"""
name = "lengths"
repeats = 2
[server]
backend = "sim"
model = "sim/Qwen3-8B"
context_length = 8192
port = 0
extra_args = ["--sim-speed", "50"]
[[workload]]
name = "q"
dataset = "{data}"
output_tokens = 8
[[run]]
name = "baseline"
speculative = {{ algorithm = "none" }}
""")
    assert main(["run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "r")]) == 0
    [row] = [json.loads(line) for line in (tmp_path / "r" / "results.jsonl").read_text().splitlines()]
    assert len(row["repeats"]) == 2  # the repeated cell's record keeps the lengths too
    stats = row["workload_params"]["prompt_tokens"]
    assert "prompt_tokens_min" not in row["workload_params"]
    assert stats["max"] > stats["median"] > 0 and stats["mean"] > 0 and stats["counted"], stats
