"""How a workload's parameters read in every view (review G): a dataset workload by its dataset,
categories, sample, turns and api (never prompt=0 req=0), a synthetic one by its lengths."""

from __future__ import annotations

import io

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Workload
from specdec_tui.domain.record import CellResult, workload_params, workload_text
from specdec_tui.headless import HeadlessPrinter
from specdec_tui.report.html import _params
from specdec_tui.run.results import to_markdown

DATASET = Workload(name="w", prompt_tokens_min=0, prompt_tokens_max=0, output_tokens=64, requests=0, concurrency=2,
                   dataset="/home/someone/data/mtbench.jsonl", category=["math", "coding"], sample=2)
SYNTHETIC = Workload(name="chat", prompt_tokens_min=512, prompt_tokens_max=1024, output_tokens=256, requests=8)


def test_dataset_workload_reads_as_its_dataset_not_as_zero_lengths() -> None:
    text = workload_text(workload_params(DATASET))
    assert text == "dataset=mtbench.jsonl cat=math,coding sample=2 turns=first api=chat out=64 req=all conc=2"
    assert "/home/someone" not in text  # the file's name, not the user's path
    assert workload_text(workload_params(SYNTHETIC)) == "prompt=512-1024 out=256 req=8 conc=1"


def test_results_markdown_html_and_headless_show_the_dataset() -> None:
    result = CellResult(run="ngram", workload="w", status="ok", speculative={"algorithm": "ngram"},
                        workload_params=workload_params(DATASET))
    for shown in (to_markdown([result]), _params(result)):
        assert "dataset=mtbench.jsonl cat=math,coding sample=2 turns=first api=chat" in shown
        assert "prompt=0" not in shown and "req=0" not in shown
    out = io.StringIO()
    HeadlessPrinter(stream=out)(ev.CellStarted("ngram / w", "ngram", "w", params=workload_text(workload_params(DATASET))))
    lines = out.getvalue().splitlines()
    assert lines[0].endswith(">> ngram / w") and "dataset=mtbench.jsonl" in lines[1]


def test_charts_never_plot_a_dataset_workload_at_prompt_length_zero() -> None:
    from specdec_tui.report.charts import _prompt_length

    assert _prompt_length(workload_params(DATASET)) is None
    assert _prompt_length(workload_params(SYNTHETIC)) == 768
