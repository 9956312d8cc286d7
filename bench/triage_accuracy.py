"""How well crash triage labels real logs: labels, first fatal lines and false alarms per labelled set.

    python bench/triage_accuracy.py            # every set: the dev fixtures and the held-out ones
    python bench/triage_accuracy.py heldout    # only tests/fixtures/logs/heldout (rounds 2-3)
    python bench/triage_accuracy.py heldout4   # only tests/fixtures/logs/heldout4 (round 4)
    python bench/triage_accuracy.py heldout5   # only tests/fixtures/logs/heldout5 (round 5)
    python bench/triage_accuracy.py heldout6   # only tests/fixtures/logs/heldout6 (round 6)
    python bench/triage_accuracy.py heldout7   # only tests/fixtures/logs/heldout7 (round 7)
    python bench/triage_accuracy.py heldout8 heldout9 heldout10   # round 8: 8a (vLLM, SGLang, TRT-LLM,
                                               # lmdeploy), 8b (llama.cpp, ollama, TGI, others), 8c (H200)
    python bench/triage_accuracy.py heldout11 heldout12   # round 9: 9a (vLLM, SGLang, TRT-LLM, lmdeploy,
                                               # LightLLM, Aphrodite), 9b (llama.cpp, ollama, TGI, others)
    python bench/triage_accuracy.py heldout13 heldout14 heldout15   # round 10: 10a (vLLM, SGLang), 10b
                                               # (llama.cpp, ollama), 10c (TGI, TRT-LLM, lmdeploy, others)
    python bench/triage_accuracy.py heldout16 heldout17 heldout18   # round 11: 11a (vLLM, SGLang, TRT-LLM,
                                               # lmdeploy), 11b (llama.cpp, ollama), 11c (TGI, others)
    python bench/triage_accuracy.py heldout19 heldout21   # round 12: 12a (speculative-decoding runs), 12c
                                               # (container/cluster deployments); 12b was not collected
    python bench/triage_accuracy.py heldout22 heldout23   # round 13: 13a (vLLM, SGLang, TRT-LLM, lmdeploy,
                                               # TGI), 13b (llama.cpp family, ollama)
    python bench/triage_accuracy.py -v heldout # and one line per log that was got wrong

A set is a folder of ``*.log`` files with their labels (``labels.json`` and ``extra-labels.json``, rows
of ``file``, ``label``, ``first_fatal_line``, ``line``). A log labelled ``healthy`` is right when triage
finds no fatal event (findings are fine); one labelled with a request label (``context_length_exceeded``)
is right when its primary event has that label and no fatal event is found; any other is right when the
primary event has the label. The first fatal line is right when the primary event's line number and
verbatim text are the labelled ones. A false alarm is a fatal event on a healthy log.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from specdec_tui.safety.textsafe import strip_ansi  # noqa: E402
from specdec_tui.triage.classifier import REQUEST_LABELS, Triage  # noqa: E402

LOGS = ROOT / "tests" / "fixtures" / "logs"


def _sets() -> dict[str, Path]:
    """The dev set (the top-level labels.json) and every held-out folder that has its labels, in round order
    ("heldout" holds rounds 2-3, then heldout4, heldout5, ...): a folder that lands is a set, a collector's folder that
    never landed is none."""
    held = [d for d in LOGS.glob("heldout*") if (d / "labels.json").is_file()]
    held.sort(key=lambda d: int(d.name.removeprefix("heldout") or 0))
    return {"dev": LOGS, **{d.name: d for d in held}}


SETS = _sets()


@dataclass
class Score:
    logs: int = 0
    labels_right: int = 0
    lines: int = 0  # logs with a labelled first fatal line
    lines_right: int = 0
    healthy: int = 0
    false_alarms: int = 0
    wrong: list[str] = field(default_factory=list)

    def line(self, name: str) -> str:
        def pct(a: int, b: int) -> str:
            return f"{a}/{b} ({100 * a / b:.1f}%)" if b else "-"

        return (
            f"{name}: {self.logs} logs; labels right {pct(self.labels_right, self.logs)}; "
            f"first fatal lines right {pct(self.lines_right, self.lines)}; "
            f"false alarms on healthy logs {self.false_alarms}/{self.healthy}"
        )


def rows(folder: Path) -> list[dict]:
    found: list[dict] = []
    for name in ("labels.json", "extra-labels.json"):
        path = folder / name
        if path.exists():
            found += json.loads(path.read_text(encoding="utf-8"))
    for row in found:
        if row.get("line") is None and row.get("first_fatal_line") is not None:
            lines = (folder / row["file"]).read_text(encoding="utf-8").split("\n")
            row["line"] = lines.index(row["first_fatal_line"]) + 1
    return found


def score(folder: Path) -> Score:
    return score_rows(folder, rows(folder))


def score_rows(folder: Path, labelled: list[dict]) -> Score:
    """The classifier against ``labelled`` rows (file, label, first_fatal_line, line) of the logs in ``folder``."""
    s = Score()
    for row in labelled:
        triage = Triage()
        with open(folder / row["file"], "rb") as stream:
            triage.feed_file(stream)
        events, fatal, label = triage.events, triage.fatal_events, row["label"]
        s.logs += 1
        primary = events[0] if events else None
        if label == "healthy":
            s.healthy += 1
            right = not fatal
            s.false_alarms += 0 if right else 1
        elif label in REQUEST_LABELS:
            right = primary is not None and primary.label == label and not fatal
        else:
            right = primary is not None and primary.label == label
        s.labels_right += right
        line_right = True
        if row.get("first_fatal_line") is not None:
            s.lines += 1
            # (the label keeps the line byte for byte, colour codes too; an event shows it without them, as the
            # terminal showed it: round 85's --log-colors log is the first labelled line that has any)
            line_right = primary is not None and (primary.line, primary.text) == (
                row["line"],
                strip_ansi(row["first_fatal_line"]),
            )
            s.lines_right += line_right
        if not (right and line_right):
            got = f"{primary.label} line {primary.line}" if primary else "no event"
            s.wrong.append(f"  {row['file']}: want {label} line {row.get('line')}, got {got}")
    return s


def main(argv: list[str]) -> int:
    if "-h" in argv or "--help" in argv:
        print(__doc__)
        return 0
    verbose = "-v" in argv
    names = [a for a in argv if a != "-v"] or list(SETS)
    unknown = [n for n in names if n not in SETS]
    if unknown:
        print(f"triage_accuracy: no labelled set {', '.join(unknown)}; known: {', '.join(SETS)}", file=sys.stderr)
        return 2
    for name in names:
        s = score(SETS[name])
        print(s.line(name))
        if verbose:
            print("\n".join(s.wrong))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
