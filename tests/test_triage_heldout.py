"""Crash triage on held-out real logs (tests/fixtures/logs/heldout): how well the rules generalise.

These logs were split off by alternation when they were collected, before any was classified; the
rules were never tuned to them. ``python bench/triage_accuracy.py -v heldout`` prints the figures and
the logs that were got wrong.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

HELDOUT = Path(__file__).parent / "fixtures" / "logs" / "heldout"
ROOT = Path(__file__).resolve().parents[1]


def _accuracy():  # the bench script is the one definition of the figures
    spec = importlib.util.spec_from_file_location("triage_accuracy", ROOT / "bench" / "triage_accuracy.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("triage_accuracy", module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_heldout_log_has_a_label_and_a_source() -> None:
    rows = json.loads((HELDOUT / "labels.json").read_text(encoding="utf-8"))
    assert sorted(p.name for p in HELDOUT.glob("*.log")) == sorted(r["file"] for r in rows)
    sources = (HELDOUT / "SOURCES.md").read_text(encoding="utf-8")
    assert all(f"| {r['file']} |" in sources and r["source"] for r in rows)
    assert len(rows) >= 15 and sum(r["label"] == "healthy" for r in rows) >= 3


def test_heldout_accuracy() -> None:
    """Issue 17 asks for >= 95% labels, >= 90% first fatal lines and no false alarm. Measured on round 3
    (the rules never saw it): labels 17/17, no false alarm, but first fatal lines 8/11 -- the three
    misses are one family (a loader's own message such as ``gguf_init_from_file: invalid magic number``
    just before llama.cpp's generic ``error loading model``). That family is now fixed in general (a
    loader function's report of the cause counts as the program's own error report), and round 3 scores
    11/11 -- but it has been seen, so it is a regression guard until a fresh round 4 replaces it, not a
    measure of generalisation. The floors are the goal's levels, which round 3 now meets."""
    score = _accuracy().score(HELDOUT)
    print(score.line("heldout"))
    assert score.labels_right >= 0.95 * score.logs, score.wrong
    assert score.false_alarms == 0, score.wrong
    assert score.lines_right >= 0.90 * score.lines, score.wrong
