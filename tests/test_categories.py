"""Per-category figures: from request samples to the result line, speedups against the same
category of the baseline, and the Spec-Bench-style tables of the exports and the headless summary."""

from __future__ import annotations

import json

from specdec_tui.backends.base import SpecStats
from specdec_tui.domain.record import CellResult
from specdec_tui.headless import final_table
from specdec_tui.measure.loadgen import RequestSample
from specdec_tui.measure.stats import by_category, summarize_cell
from specdec_tui.run.results import ResultsStore, compute_speedups, to_csv, to_json, to_markdown


def sample(category: str | None, tokens: int, e2e: float, *, ok: bool = True, steps: int | None = None) -> RequestSample:
    s = RequestSample(category=category, output_tokens=tokens, e2e_s=e2e, ttft_s=0.01, ok=ok)
    s.itl_s = [0.001] * max(0, tokens - 1)
    if steps:
        s.spec = SpecStats(verify_steps=steps)
    if not ok:
        s.error = "HTTP 400: too long"
    return s


def test_by_category_groups_and_weights():
    figures = by_category(
        [
            sample("math", 100, 1.0, steps=25),
            sample("math", 100, 3.0, steps=50),
            sample("code", 50, 0.5),
            sample("code", 0, 0.1, ok=False),
        ]
    )
    assert list(figures) == ["math", "code"]
    math = figures["math"]
    assert math["requests_ok"] == 2 and math["tok_s"] == 50.0  # 200 tokens over 4 s of requests
    assert math["accept_length"] == round(200 / 75, 4)
    code = figures["code"]
    assert code["requests_failed"] == 1 and code["tok_s"] == 100.0 and code["accept_length"] is None


def test_no_categories_for_synthetic_prompts():
    assert by_category([sample(None, 10, 1.0)]) == {}
    assert summarize_cell([sample(None, 10, 1.0)]).categories == {}


def _result(run: str, algorithm: str, cats: dict[str, float], workload: str = "sb") -> CellResult:
    r = CellResult(run=run, workload=workload, status="ok", algorithm=algorithm, output_tok_s=sum(cats.values()))
    r.categories = {name: {"tok_s": tok_s, "accept_length": None if algorithm == "none" else 2.5, "requests_ok": 1}
                    for name, tok_s in cats.items()}
    return r


def test_category_speedup_against_the_same_category_of_the_same_workload():
    base = _result("baseline", "none", {"math": 100.0, "writing": 50.0})
    other_base = _result("baseline", "none", {"math": 10.0}, workload="other")
    spec = _result("ngram", "ngram", {"math": 250.0, "writing": 60.0, "new": 5.0})
    compute_speedups([base, other_base, spec])
    assert spec.categories["math"]["speedup"] == 2.5
    assert spec.categories["writing"]["speedup"] == 1.2
    assert spec.categories["new"]["speedup"] is None  # the baseline has no such category
    assert base.categories["math"]["speedup"] == 1.0


def test_exports_carry_categories_and_a_spec_bench_table(tmp_path):
    results = [_result("baseline", "none", {"math": 100.0}), _result("ngram", "ngram", {"math": 180.0})]
    compute_speedups(results)
    md = to_markdown(results)
    assert "### sb: speedup / accept length per category" in md
    assert "| math | 1.00x / - | 1.80x / 2.50 |" in md
    assert json.loads(to_json(results))[1]["categories"]["math"]["speedup"] == 1.8
    assert '"speedup": 1.8' in to_csv(results).replace('""', '"')
    store = ResultsStore(tmp_path / "r.jsonl")
    for r in results:
        store.append(r)
    loaded = list(store.latest().values())
    assert loaded[1].categories["math"]["tok_s"] == 180.0 and not store.warnings


def test_headless_summary_shows_the_category_grid():
    results = [_result("baseline", "none", {"math": 100.0, "qa": 40.0}), _result("ngram", "ngram", {"math": 180.0, "qa": 40.0})]
    compute_speedups(results)
    text = final_table(results, width=80)
    assert "sb: speedup/accept length per category" in text
    assert "tok/s per request against the baseline" in text  # not the cell's own speedup definition
    math_line = next(line for line in text.splitlines() if line.startswith("math"))
    assert "1.00x/-" in math_line and "1.80x/2.50" in math_line
    assert all(len(line) < 80 for line in text.splitlines())


# ------------------------------------------------------------------------------ the sim's acceptance
def test_sim_content_kind_and_gain_by_content_and_concurrency():
    from specdec_tui.sim import costmodel, tokenizer

    code = ["def", "add(a,", "b):", "return", "a", "+", "b", "class", "Foo:", "def", "bar(self):", "pass"]
    math = ["Janet", "has", "16", "eggs", "and", "eats", "3", "each", "day.", "How", "many", "eggs", "are", "left", "after", "4", "days", "in", "total?"]
    chat = ["Write", "a", "friendly", "note", "to", "a", "colleague", "thanking", "them", "for", "their", "help", "last", "week."]
    assert tokenizer.content_kind(code) == "code"
    assert tokenizer.content_kind(math) == "math"
    assert tokenizer.content_kind(["<|im_start|>", "user", *chat]) == "text"
    profile = costmodel.PROFILES["EAGLE3"]
    gains = {kind: costmodel.effective_gain(profile, content=kind) for kind in ("code", "math", "text")}
    assert gains["code"] > gains["math"] > gains["text"]
    assert costmodel.effective_gain(profile, batch=8) < costmodel.effective_gain(profile, batch=1)
