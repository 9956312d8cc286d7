"""How often two careful readers agree on a held-out log's label and first fatal line (issue 17).

    python bench/triage_agreement.py          # the figures, then every log the two readers labelled differently
    python bench/triage_agreement.py --classifier   # and this checkout's classifier against each reader

The held-out sets score the classifier against one reader's labels. To know how high a score those labels allow,
a second reader labelled the same logs blind: copies named by number only (the file names hold the first labels),
the same rules (DESIGN.md section 5 and the conventions of the held-out SOURCES.md headers), no access to the first
labels, the threads or the classifier. Their labels are in ``bench/results/relabel/labels2_*.json`` (with a
confidence and a reason per log). This script compares them with ``tests/fixtures/logs/heldoutN/labels.json``.

- labels: the same label;
- first fatal lines: the same line, where both readers saw a fatal event or a rejected request;
- healthy disagreements: one reader saw no fatal event where the other saw one (a "false alarm" between people).
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOGS = ROOT / "tests" / "fixtures" / "logs"
SECOND = ROOT / "bench" / "results" / "relabel"


def first_labels() -> dict[str, dict]:
    """The first reader's rows of every held-out set, by log number."""
    rows: dict[str, dict] = {}
    for folder in sorted(LOGS.glob("heldout*")):
        path = folder / "labels.json"
        if path.is_file():
            for row in json.loads(path.read_text(encoding="utf-8")):
                rows[row["file"].split("-", 1)[0]] = row
    return rows


def classifier_scores() -> list[str]:
    """The classifier of this checkout against each reader, on the logs read twice (``--classifier``). Only a
    checkout from before a round's fixes says how it does on logs it has not seen (the README names the commit)."""
    spec = importlib.util.spec_from_file_location("triage_accuracy", ROOT / "bench" / "triage_accuracy.py")
    assert spec is not None and spec.loader is not None
    accuracy = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("triage_accuracy", accuracy)
    spec.loader.exec_module(accuracy)
    first, by_folder = first_labels(), {}
    for folder in sorted(LOGS.glob("heldout*")):
        for log in folder.glob("*.log"):
            by_folder[log.name.split("-", 1)[0]] = folder
    out = []
    for path in sorted(SECOND.glob("labels2_*.json")):
        numbers = [row["file"].split(".", 1)[0] for row in json.loads(path.read_text(encoding="utf-8"))]
        second = {
            n: row for n, row in zip(numbers, json.loads(path.read_text(encoding="utf-8")), strict=True)
        }
        for reader, pick in (
            ("first", lambda n: dict(first[n])),
            ("second", lambda n, second=second: {**second[n], "file": first[n]["file"]}),
        ):
            total = accuracy.Score()
            for folder in sorted({by_folder[n] for n in numbers}):
                part = accuracy.score_rows(folder, [pick(n) for n in numbers if by_folder[n] == folder])
                for name in ("logs", "labels_right", "lines", "lines_right", "healthy", "false_alarms"):
                    setattr(total, name, getattr(total, name) + getattr(part, name))
            out.append(total.line(f"{path.stem}: classifier vs the {reader} reader"))
    return out


def main(argv: list[str]) -> int:
    first = first_labels()
    counts: Counter[str] = Counter()
    differ: list[str] = []
    for path in sorted(SECOND.glob("labels2_*.json")):
        for row in json.loads(path.read_text(encoding="utf-8")):
            number = row["file"].split(".", 1)[0]
            if number not in first:
                print(f"{path.name}: {row['file']} has no first label", file=sys.stderr)
                return 1
            one = first[number]
            counts["logs"] += 1
            counts[f"confidence {row.get('confidence', '?')}"] += 1
            same_label = row["label"] == one["label"]
            counts["labels"] += same_label
            both = "healthy" not in (row["label"], one["label"])
            if both:
                counts["both saw an event"] += 1
                counts["lines"] += row.get("line") == one.get("line")
            if (row["label"] == "healthy") != (one["label"] == "healthy"):
                counts["healthy disagreements"] += 1
            if not same_label or (both and row.get("line") != one.get("line")):
                differ.append(
                    f"  {one['file']}: first {one['label']} line {one.get('line')}, second {row['label']} line "
                    f"{row.get('line')} (second reader's confidence: {row.get('confidence')})"
                )
    logs, both = counts["logs"], counts["both saw an event"]
    print(
        f"{logs} logs read twice: labels agree {counts['labels']}/{logs} ({100 * counts['labels'] / logs:.1f}%); "
        f"first fatal lines agree {counts['lines']}/{both} ({100 * counts['lines'] / max(1, both):.1f}%) where both "
        f"saw an event; one saw an event where the other saw none: {counts['healthy disagreements']}/{logs}"
    )
    print(
        "second reader's confidence: "
        + ", ".join(f"{k[11:]} {v}" for k, v in sorted(counts.items()) if k.startswith("confidence "))
    )
    print("\n".join(differ))
    if "--classifier" in argv:
        print("\n".join(classifier_scores()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
