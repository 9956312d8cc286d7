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


def _summaries(tmp_path: Path, lines: list[str], sweep_text: str = SWEEP) -> dict[str, CellResult]:
    sweep = loads_sweep(sweep_text, tmp_path / "s.toml")
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


TRANSLATED = "0.00.600.100 W spec common_speculative_are_compatible: the target and draft vocabs are not compatible - tokens will be translated between the two"
TEMPLATE = (
    "common_chat_templates_init: failed to parse chat template (defaulting to chatml): Failed to parse number: '.' "
    "at row 1, column 22:"
)


def test_a_translated_draft_vocabulary_is_a_warning_of_the_speculative_cell_only(tmp_path: Path) -> None:
    by_run = _summaries(tmp_path, [REFUSED[0], TRANSLATED, REFUSED[3]])
    (warning,) = [w for w in by_run["draft"].warnings if "translates tokens" in w]
    assert "(log line 2: " in warning and "a draft of the target's own family" in warning
    assert not [w for w in by_run["base"].warnings if "translates tokens" in w]


def test_a_chat_template_fallback_is_a_warning_of_chat_workloads_only(tmp_path: Path) -> None:
    chat = SWEEP.replace('name = "w"\n', 'name = "w"\napi = "chat"\n')
    for text, warned in ((chat, True), (SWEEP, False)):
        by_run = _summaries(tmp_path, [REFUSED[0], TEMPLATE, REFUSED[3]], text)
        for result in by_run.values():  # a baseline's chat prompts are formatted the same wrong way
            assert bool([w for w in result.warnings if "fell back to a generic one (log line 2" in w]) is warned


def test_a_server_without_a_usable_gpu_is_a_warning_of_every_cell(tmp_path: Path) -> None:
    # a llama-server whose CUDA would not initialise serves on, from the CPU: its figures are not the GPU's
    no_gpu = "ggml_cuda_init: failed to initialize CUDA: no CUDA-capable device is detected"
    by_run = _summaries(tmp_path, [no_gpu, REFUSED[0], REFUSED[3]])
    for result in by_run.values():
        (warning,) = [w for w in result.warnings if "ran on the CPU" in w]
        assert "(log line 1: " in warning and result.caveats
    assert not [w for r in _summaries(tmp_path, REFUSED).values() for w in r.warnings if "ran on the CPU" in w]


def test_memory_past_the_gpus_working_set_is_a_warning_of_every_cell(tmp_path: Path) -> None:
    # round 74: ggml-metal warns that its buffers pass the recommended working set: the server serves on, paged
    over = ("ggml_metal_add_buffer: allocated 'kv' buffer, size = 9000.00 MiB, (17000.00 / 16384.00), warning: current "
            "allocated size is greater than the recommended max working set size")  # fmt: skip
    by_run = _summaries(tmp_path, [REFUSED[0], over, REFUSED[3]])
    for result in by_run.values():
        (warning,) = [w for w in result.warnings if "more GPU memory than the device recommends" in w]
        assert "(log line 2: " in warning and result.caveats
