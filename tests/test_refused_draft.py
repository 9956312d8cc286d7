"""A server that refuses the draft and serves on without speculation: the speculative cell says so.

Seen on a real CUDA llama-server on the H200 (triage round 14d): a draft of another vocabulary is refused
("failed to initialize speculative decoding context") and the server answers every request without it, so
the cell's figures are a baseline's. Triage records the ``speculation_disabled`` finding; the measurer turns
it into a warning of the speculative cells (the tables mark them "!", the detail screen says why)."""

from __future__ import annotations

from pathlib import Path

from specdec_tui.backends.llamacpp import LlamaCppBackend
from specdec_tui.domain.record import CellResult
from specdec_tui.measure.loadgen import RequestSample
from specdec_tui.run.measurer import LoadgenMeasurer, _AcceptWindow
from specdec_tui.sweepfile.config import loads_sweep
from specdec_tui.triage.classifier import Triage

SWEEP = """
name = "s"
[server]
backend = "llamacpp"
model = "m.gguf"
[[workload]]
name = "w"
prompt_tokens = 8
output_tokens = 16
[[run]]
name = "base"
[[run]]
name = "draft"
speculative = { algorithm = "draft-simple", draft_model = "other-vocab.gguf", num_draft_tokens = 4 }
"""

REFUSED = [
    "0.00.600.000 I srv    load_model: initializing, n_slots = 4",
    "0.00.600.100 E spec common_specu: the target and draft vocabs are not compatible",
    "0.00.600.200 E srv    load_model: failed to initialize speculative decoding context: vocab type must match",
    "0.00.800.000 I srv  llama_server: model loaded",
]


def _summaries(tmp_path: Path, lines: list[str]) -> dict[str, CellResult]:
    sweep = loads_sweep(SWEEP, tmp_path / "s.toml")
    measurer = LoadgenMeasurer(sweep, LlamaCppBackend(), sink=lambda event: None)
    triage = Triage("llamacpp")
    triage.feed_lines(lines)
    out: dict[str, CellResult] = {}
    for cell in sweep.cells():
        result = CellResult(run=cell.run.name, workload=cell.workload.name, status="ok")
        samples = [RequestSample(ok=True, output_tokens=16) for _ in range(3)]
        window = _AcceptWindow(samples=samples, findings=triage.findings)
        measurer._summarize(cell, "key", result, samples, window)
        out[cell.run.name] = result
    return out


def test_a_refused_draft_is_a_warning_of_the_speculative_cell(tmp_path: Path) -> None:
    by_run = _summaries(tmp_path, REFUSED)
    warning = [w for w in by_run["draft"].warnings if "refused the draft" in w]
    assert len(warning) == 1, by_run["draft"].warnings
    assert "log line 2" in warning[0] and "this cell measured no speculation" in warning[0]
    assert by_run["draft"].caveats  # the tables' "!"
    assert not [w for w in by_run["base"].warnings if "refused the draft" in w]  # a baseline drafts nothing anyway


def test_a_server_that_used_its_draft_gives_no_such_warning(tmp_path: Path) -> None:
    by_run = _summaries(tmp_path, [REFUSED[0], REFUSED[3]])
    assert not [w for w in by_run["draft"].warnings if "refused the draft" in w]
