"""Per-category acceptance length where the server reports per-request draft counts but no verify
steps (llama-server's ``timings``): each category's steps from its requests' own counts and the
server's counters over the same requests (measure/acceptance.py ``category_lengths``), on recorded
real llama-server output; the reason where the counts cannot tell."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from specdec_tui.backends.base import SpecStats, check_update
from specdec_tui.backends.common import NUM_ACCEPTED_TOKENS, NUM_DRAFT_TOKENS, NUM_DRAFTS
from specdec_tui.backends.llamacpp import LlamaCppBackend
from specdec_tui.domain.record import CellResult
from specdec_tui.measure import acceptance
from specdec_tui.measure.acceptance import CATEGORY_NOTE, category_lengths, fill_categories
from specdec_tui.measure.loadgen import RequestSample
from specdec_tui.measure.stats import by_category
from specdec_tui.report.categories import build_grid, describe
from specdec_tui.run.measurer import LoadgenMeasurer, _AcceptWindow
from specdec_tui.run.repeats import _merge_categories
from specdec_tui.sweepfile.config import loads_sweep

RECORDED = Path(__file__).parent / "fixtures" / "llamacpp"


def _recorded(name: str, category: str) -> RequestSample:
    """One request as the load generator keeps it, from a recorded real llama-server stream."""
    backend = LlamaCppBackend()
    sample = RequestSample(ok=True, category=category)
    for line in (RECORDED / name).read_text().splitlines():
        if not line.startswith("data: ") or line == "data: [DONE]":
            continue
        update = backend.parse_chunk(json.loads(line[len("data: ") :]))
        check_update(update)
        sample.spec = update.spec or sample.spec
        sample.output_tokens = update.completion_tokens or sample.output_tokens
    return sample


async def _counters(name: str) -> dict[str, float]:
    transport = httpx.MockTransport(lambda request: httpx.Response(200, text=(RECORDED / name).read_text()))
    async with httpx.AsyncClient(transport=transport) as client:
        scraped = await LlamaCppBackend().scrape_spec_counters(client, "http://x")
    assert scraped is not None
    return scraped


FRESH = {NUM_DRAFTS: 0.0, NUM_ACCEPTED_TOKENS: 0.0, NUM_DRAFT_TOKENS: 0.0}


def _request(category: str, tokens: int, accepted: int, drafted: int) -> RequestSample:
    spec = SpecStats(accepted_draft_tokens=accepted, proposed_draft_tokens=drafted) if drafted else None
    return RequestSample(ok=True, category=category, output_tokens=tokens, spec=spec)


def _after(drafts: int, accepted: int, drafted: int) -> dict[str, float]:
    return {NUM_DRAFTS: float(drafts), NUM_ACCEPTED_TOKENS: float(accepted), NUM_DRAFT_TOKENS: float(drafted)}


async def test_draft_model_requests_get_their_category_lengths_from_the_recorded_timings() -> None:
    """The two recorded draft-simple requests (40 tokens, 34 of 34 drafts accepted each; the server's
    log: mean len 7.80) in two categories, with the counters scraped after them (10 drafts): every
    decode step checked a draft (40 - 1 - 34 = 5 per request, 10 in all), so each category's length
    is 1 + 34/5 = 7.8, the server's own figure. The old code left them at None."""
    samples = [
        _recorded("completion-draft-simple-n8.sse", "writing"),
        _recorded("v1-completions-draft-simple-n8.sse", "math"),
    ]
    after = await _counters("metrics-draft-simple.txt")
    categories = by_category(samples)
    assert [c["accept_length"] for c in categories.values()] == [None, None]  # timings alone: no steps
    assert category_lengths(samples, (FRESH, after)) == {"writing": (7.8, None), "math": (7.8, None)}
    fill_categories(categories, samples, (FRESH, after))
    assert categories["writing"]["accept_length"] == categories["math"]["accept_length"] == 7.8
    assert categories["writing"]["accept_rate"] == 1.0 and CATEGORY_NOTE not in categories["math"]


async def test_ngram_steps_without_a_draft_go_to_the_only_category_that_drafted() -> None:
    """The recorded n-gram request (64 tokens, 33 accepted, 30 decode steps of which 3 drafted; mean
    len 12.00) beside a request that drafted nothing (no ``draft_n`` in its timings): the counters' 3
    drafts are all the coding category's, 1 + 33/3 = 12.0; the other category has no length and says
    why."""
    samples = [_recorded("completion-ngram-simple.sse", "coding"), _request("writing", 64, 0, 0)]
    after = await _counters("metrics-ngram-simple.txt")
    lengths = category_lengths(samples, (FRESH, after))
    assert lengths["coding"] == (12.0, None)
    assert lengths["writing"] == (None, "its requests drafted nothing")


def test_steps_without_a_draft_in_several_categories_leave_the_lengths_unknown_with_the_reason() -> None:
    # Each request took 10 decode steps; the counters count 5 drafts: 15 steps checked none, and
    # nothing says which category's, so neither gets a made-up length.
    samples = [_request("a", 21, 10, 12), _request("b", 21, 10, 12)]
    lengths = category_lengths(samples, (FRESH, _after(5, 20, 24)))
    why = "its requests took 1-4 verify steps; the counts cannot tell how many"
    assert lengths == {name: (None, why) for name in "ab"}
    # ... but with a draft at every step (10 + 10 drafts) each category has its own length
    assert category_lengths(samples, (FRESH, _after(20, 20, 24))) == {"a": (2.0, None), "b": (2.0, None)}
    # a fresh server had no speculative counters before the first draft: they count from 0
    assert category_lengths(samples, ({}, _after(20, 20, 24))) == {"a": (2.0, None), "b": (2.0, None)}
    # and the bounds can pin one category while another stays unknown: "a" took its single step, so
    # the other 4 counted drafts are "b"'s and "c"'s together
    three = [_request("a", 3, 1, 1), _request("b", 11, 2, 4), _request("c", 11, 2, 4)]
    lengths = category_lengths(three, (FRESH, _after(5, 5, 9)))
    assert lengths["a"] == (2.0, None) and lengths["b"][0] is None and lengths["c"][0] is None


def test_counters_that_do_not_match_the_requests_or_are_missing_say_so() -> None:
    samples = [_request("a", 21, 10, 12), _request("b", 21, 10, 12)]
    # a request that failed mid-way drafted too: the counters count more than the requests report
    (length, why), _ = category_lengths(samples, (FRESH, _after(20, 25, 30))).values()
    assert length is None and why is not None and "(25 accepted / 30 drafted)" in why and "(20 / 24)" in why
    (length, why), _ = category_lengths(samples, (None, None)).values()
    assert length is None and why is not None and "counters were not read" in why
    # a server restart between the scrapes: a counter went down
    (length, why), _ = category_lengths(samples, (_after(50, 50, 50), _after(20, 20, 24))).values()
    assert length is None and why is not None and "restart" in why


def test_requests_without_draft_counts_drafted_nothing_unless_the_counters_say_otherwise() -> None:
    silent = [_request("a", 21, 0, 0), _request("b", 21, 0, 0)]  # no statistics in the responses
    # llama-server leaves draft_n out when nothing was drafted, and adds no spec counters until a draft
    assert category_lengths(silent, (None, None)) == {n: (None, "its requests drafted nothing") for n in "ab"}
    assert category_lengths(silent, (FRESH, _after(0, 0, 0)))["a"] == (None, "its requests drafted nothing")
    # a server whose responses carry no counts (vLLM without per-request statistics) drafted all the same
    why = "the requests report no draft counts (the server's counters do)"
    assert category_lengths(silent, (FRESH, _after(8, 12, 24))) == {n: (None, why) for n in "ab"}


def test_requests_that_report_their_own_steps_need_no_counters() -> None:
    own = RequestSample(ok=True, category="a", output_tokens=21,
                        spec=SpecStats(verify_steps=8, accepted_draft_tokens=12, proposed_draft_tokens=24))  # fmt: skip
    assert category_lengths([own], (None, None)) == {"a": (2.5, None)}


def test_the_reason_survives_repeats_and_shows_under_the_categories_table() -> None:
    note = "15 decode steps checked no draft and the counts cannot tell whose"
    merged = _merge_categories([
        {"a": {"accept_length": None, CATEGORY_NOTE: note}, "b": {"accept_length": None, CATEGORY_NOTE: note}},
        {"a": {"accept_length": None, CATEGORY_NOTE: note}, "b": {"accept_length": 3.0}},
    ])  # fmt: skip
    assert merged["a"][CATEGORY_NOTE] == note
    assert merged["b"]["accept_length"] == 3.0 and CATEGORY_NOTE not in merged["b"]
    result = CellResult(run="ngram", workload="w", status="ok", algorithm="ngram", categories={
        "a": {"requests_ok": 1, "requests_failed": 0, "accept_length": None, CATEGORY_NOTE: note}})  # fmt: skip
    line = describe(build_grid([result], "w"), "a", 0)
    assert f"accept length – ({note})" in line


async def test_the_measurer_fills_each_category_of_a_llama_server_cell(tmp_path: Path) -> None:
    """Through the measurer's own summary of a finished workload (no server: the recorded requests
    and counters stand in), the cell's categories get their lengths, the baseline's stay empty."""
    sweep = loads_sweep(
        """
name = "s"
[server]
backend = "llamacpp"
model = "m.gguf"
[[workload]]
name = "w"
prompt_tokens = 8
output_tokens = 40
[[run]]
name = "base"
[[run]]
name = "draft8"
speculative = { algorithm = "draft-simple", draft_model = "d.gguf", num_draft_tokens = 8 }
""",
        tmp_path / "s.toml",
    )
    measurer = LoadgenMeasurer(sweep, LlamaCppBackend(), sink=lambda event: None)
    samples = [
        _recorded("completion-draft-simple-n8.sse", "writing"),
        _recorded("v1-completions-draft-simple-n8.sse", "math"),
    ]
    plain = [RequestSample(ok=True, category=s.category, output_tokens=s.output_tokens) for s in samples]
    windows = {
        "draft8": _AcceptWindow(before=FRESH, after=await _counters("metrics-draft-simple.txt"), samples=samples),
        "base": _AcceptWindow(samples=plain),
    }
    by_run: dict[str, Any] = {}
    for cell in sweep.cells():
        result = CellResult(run=cell.run.name, workload=cell.workload.name, status="ok")
        window = windows[cell.run.name]
        measurer._summarize(cell, "key", result, window.samples, window)
        by_run[cell.run.name] = result
    draft = by_run["draft8"]
    assert draft.accept_length == 7.8 and draft.acceptance_source == acceptance.COUNTERS
    assert {name: f["accept_length"] for name, f in draft.categories.items()} == {"writing": 7.8, "math": 7.8}
    base = by_run["base"].categories
    assert [f["accept_length"] for f in base.values()] == [None, None]
    assert all(CATEGORY_NOTE not in f for f in base.values())  # a baseline has nothing to explain


@pytest.mark.parametrize(("drafted", "bounds"), [(0, (0, 0)), (5, (1, 5)), (40, (1, 17))])
def test_step_bounds(drafted: int, bounds: tuple[int, int]) -> None:
    # 21 tokens, 3 accepted: 17 decode steps, each checking one drafted token or more
    assert acceptance.step_bounds(_request("a", 21, min(drafted, 3), drafted)) == bounds


def _log(accepted: int, drafted: int, mean_len: float) -> dict[str, float | None]:
    """One ``draft acceptance`` line as the session keeps it (backends/llamacpp.py parse_log_line)."""
    line = (f"slot print_timing: id  0 | task 7 | draft acceptance = 1.00000 ({accepted:5d} accepted / "
            f"{drafted:5d} generated), mean len = {mean_len:5.2f}")  # fmt: skip
    parsed = LlamaCppBackend().parse_log_line(line)
    assert parsed is not None
    return {"accept_length": parsed.accept_length, **parsed.extra}


def test_a_step_without_a_draft_at_the_length_limit_is_told_by_the_log_line() -> None:
    """A real draft-model sweep (SmolLM2 drafting for itself, ``--spec-draft-n-max 4``, 32 output
    tokens): each request accepted 24 of 24 drafted tokens in 6 verify steps (log: mean len 5.00), and
    its 7th decode step, with one token left to the limit, drafted nothing. The counters' 12 steps
    over two categories of 7 decode steps each could be split 6/6 or 5/7: only the requests' own log
    lines tell, and they say 6 each."""
    samples = [_request("coding", 32, 24, 24), _request("writing", 32, 24, 24)]
    counters = (FRESH, _after(12, 48, 48))
    lengths = category_lengths(samples, counters)
    assert lengths["coding"][0] is None and lengths["writing"][0] is None  # without the log: unknown
    logged = [_log(24, 24, 5.00), _log(24, 24, 5.00)]
    assert category_lengths(samples, counters, logged) == {"coding": (5.0, None), "writing": (5.0, None)}
    # the two decimals pin the steps where the mean length moves by more than 0.01 per step
    assert acceptance.logged_step_bounds(24, 24, 5.00) == (6, 6)
    assert acceptance.logged_step_bounds(33, 33, 12.00) == (3, 3)
    assert acceptance.logged_step_bounds(5, 60, 1.12) == (40, 43)  # low acceptance: left open
    # a line missing for one of two requests with the same counts: neither is pinned by the other's
    assert category_lengths(samples, counters, logged[:1])["coding"][0] is None
    # two lines with the same counts but different steps: each request could be either
    unequal = [_request("coding", 32, 24, 24), _request("writing", 32, 24, 24), _request("writing", 32, 24, 24)]
    mixed = [_log(24, 24, 5.00), _log(24, 24, 4.43), _log(24, 24, 5.00)]  # 6, 7 and 6 steps
    lengths = category_lengths(unequal, (FRESH, _after(19, 72, 72)), mixed)
    assert lengths["coding"][0] is None and lengths["writing"][0] is None
