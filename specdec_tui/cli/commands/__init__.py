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
    for warning in store.warnings:
        print(f"specdec {command}: warning: {warning}", file=sys.stderr)
    return path, store, records
