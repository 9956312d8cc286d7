"""The subcommands of ``specdec``, one module each, and what several of them share."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # every command imports this package: what only some need is imported when used
    from specdec_tui.domain.record import CellResult
    from specdec_tui.run.results import ResultsStore


def load_results(command: str, given: str) -> tuple[Path, ResultsStore, list[CellResult]] | int:
    """The records of a results folder or file for ``specdec COMMAND``: the path, the store (its
    warnings already printed) and the records; or exit status 2 after one line naming the file."""
    from specdec_tui.run.results import ResultsStore, resolve_results_path
    from specdec_tui.safety.textsafe import safe_text

    path = resolve_results_path(Path(given))
    if not path.exists():
        print(f"specdec {command}: {safe_text(str(path))}: no such results file", file=sys.stderr)
        return 2
    store = ResultsStore(path)
    try:
        records = store.load()
    except OSError as exc:
        print(f"specdec {command}: {safe_text(str(path))}: {safe_text(str(exc))}", file=sys.stderr)
        return 2
    problem = not_a_results_file(path, records, store.warnings)
    if problem:
        print(f"specdec {command}: {problem}", file=sys.stderr)
        return 2
    for warning in store.warnings:
        print(f"specdec {command}: warning: {warning}", file=sys.stderr)
    return path, store, records


def not_a_results_file(path: Path, records: list[CellResult], warnings: list[str]) -> str | None:
    """Why ``path`` is not a results file (the per-repeat journal, a file none of whose lines is a
    cell result), naming it and where the results are; None when it is one."""
    from specdec_tui.run.repeats import REPEATS_FILENAME, is_repeat_journal
    from specdec_tui.run.results import RESULTS_FILENAME
    from specdec_tui.safety.textsafe import safe_text

    shown = safe_text(str(path))
    beside = safe_text(str(path.with_name(RESULTS_FILENAME)))
    if is_repeat_journal(records):
        return (f"{shown} is the per-repeat journal ({REPEATS_FILENAME}: one line per finished repeat, kept for "
                f"--resume), not a results file; the results are in {beside} (or give the folder)")
    if not records and warnings:
        return (f"{shown} is not a results file: none of its {len(warnings)} line(s) is a cell result "
                f"(a JSON object with run, workload and status); a sweep writes its results to {RESULTS_FILENAME} "
                f"in its results folder")
    return None
