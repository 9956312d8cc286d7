"""Keeping results: every finished cell is appended to the results file at once; what cannot be
written waits in memory (no new cell starts meanwhile), then in a fallback file in the user's state
directory, which a later ``--resume`` writes back. Also what the results folder already holds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import RunSpec, Workload
from specdec_tui.domain.record import CellResult, same_config
from specdec_tui.domain.status import FAILURES, CellStatus
from specdec_tui.run.results import ResultsStore, fallback_files, record_identity, write_fallback
from specdec_tui.safety.redact import redact_argv

# Exit status when measured results could not be written to the results file (they are in the
# fallback file, or only in the output when even that failed).
EXIT_UNSAVED = 3
# Exit status when no cell could be measured: every cell is invalid (a broken dataset, a context too
# short, a known crash ...). The same status as any other input that cannot run.
EXIT_NOTHING_VALID = 2


@dataclass
class SweepSummary:
    results_path: Path
    counts: dict[str, int]
    aborted: bool = False
    unsaved: int = 0  # results not in the results file at the end
    fallback_path: Path | None = None  # where those are kept instead
    write_error: str | None = None  # why the results file could not be written (None: it could)

    @property
    def nothing_valid(self) -> bool:
        """Every cell of the sweep is invalid: nothing could be measured."""
        total = sum(self.counts.values())
        return bool(total) and self.counts.get(CellStatus.INVALID, 0) == total

    @property
    def exit_code(self) -> int:
        """0 when every valid cell finished, 1 when some crashed, failed, hung or were skipped,
        2 when every cell is invalid (nothing could be measured), 3 when some results could not be
        written to the results file, or the sweep stopped at a failed write."""
        if self.unsaved or self.write_error:
            return EXIT_UNSAVED
        if self.nothing_valid:
            return EXIT_NOTHING_VALID
        unfinished = (*FAILURES, CellStatus.SKIPPED, CellStatus.PENDING, CellStatus.RUNNING)
        bad = sum(self.counts.get(s, 0) for s in unfinished)
        return 1 if bad or self.aborted else 0


def os_error_text(exc: OSError) -> str:
    """``No space left on device`` rather than ``[Errno 28] No space left on device: '/x'``."""
    return exc.strerror or str(exc) or type(exc).__name__


class ResultsKeeper:
    """The results file of a sweep, what is waiting to be written to it, and its fallback files."""

    def __init__(self, store: ResultsStore, sink: ev.EventSink, *, write_retry_s: float | None = None) -> None:
        """Reads what the results folder already holds (OSError when it cannot be read)."""
        self.store = store
        self.path = store.path
        self.write_retry_s = write_retry_s
        self._emit = sink
        self.unsaved: list[CellResult] = []  # measured, not in the results file yet: oldest first
        self.write_error: str | None = None
        self.fallback_path: Path | None = None  # this process's fallback file, once written
        self.stopped_on_write = False
        self.after_write: Callable[[], None] | None = None  # called after results were written
        self._recovered: list[Path] = []  # fallback files of earlier processes, loaded by a resume
        self.previous: list[CellResult] = store.load()  # every record already in the results folder
        self.attempts: Counter[tuple[str, str, str]] = Counter(r.identity for r in self.previous)

    def previous_result(self, run: RunSpec, workload: Workload) -> CellResult | None:
        """The latest record of this very configuration (names and parameters), if any."""
        args = redact_argv(list(run.extra_args))
        return next((r for r in reversed(self.previous) if same_config(r, run, workload, args)), None)

    def keep(self, result: CellResult) -> bool:
        """Count a finished result and write it after any result still waiting (the file keeps the
        order cells finished in); False when it could not be written yet."""
        self.attempts[result.identity] += 1
        self.unsaved.append(result)
        return self.flush()

    def flush(self) -> bool:
        """Write the results waiting to be written, oldest first; False (and an event on a new
        error) when a write fails: what is left stays in ``unsaved``."""
        written = 0
        while self.unsaved:
            try:
                self.store.append(self.unsaved[0])
            except OSError as exc:
                error = os_error_text(exc)
                if error != self.write_error:
                    self.write_error = error
                    self._emit(ev.ResultsNotSaved(str(self.path), error, len(self.unsaved), self.write_retry_s))
                return False
            self.unsaved.pop(0)
            written += 1
        if self.write_error is not None:
            self._emit(ev.ResultsSaved(str(self.path), written))
            if not self.stopped_on_write:
                self.write_error = None
        if written:
            self._drop_fallbacks()
            if self.after_write is not None:
                self.after_write()
        return True

    def _drop_fallbacks(self) -> None:
        """Everything is in the results file: the fallback files this process owns are done with."""
        for path in [*self._recovered, *([self.fallback_path] if self.fallback_path else [])]:
            try:
                path.unlink(missing_ok=True)
            except OSError as exc:
                self._emit(ev.Notice("warning", f"could not remove {path}: {os_error_text(exc)}"))
        if self._recovered or self.fallback_path:
            self._emit(ev.Notice("info", f"every result is in {self.path}; fallback file removed"))
        self._recovered = []
        self.fallback_path = None

    def keep_unsaved(self) -> None:
        """At the end of a run: a last write attempt, then what is still unsaved goes to the fallback
        file in the user's state directory (never lost with the process)."""
        if not self.unsaved or self.flush():
            return
        count = len(self.unsaved)
        try:
            self.fallback_path = write_fallback(self.path, self.unsaved)
        except OSError as exc:
            self._emit(ev.Notice(
                "error",
                f"{count} results could not be written to {self.path} ({self.write_error}) "
                f"nor to a fallback file ({os_error_text(exc)}): they are only in this output",
            ))
            return
        self._emit(ev.ResultsKept(str(self.path), str(self.fallback_path), count, self.write_error or ""))

    def recover_fallback(self) -> None:
        """A resume takes back what earlier processes could not write: those cells count as done and
        are written first (a record already in the results file is not written twice)."""
        on_disk = {record_identity(r) for r in self.previous}
        for path in fallback_files(self.path):
            try:
                records = ResultsStore(path).load()
            except OSError as exc:
                self._emit(ev.Notice("warning", f"could not read fallback file {path}: {os_error_text(exc)}"))
                continue
            for record in records:
                identity = record_identity(record)
                if identity not in on_disk:
                    on_disk.add(identity)
                    self.unsaved.append(record)
                    self.previous.append(record)  # written when the run starts
                    self.attempts[record.identity] += 1
            self._recovered.append(path)

    def startup_notices(self, resumed: bool) -> None:
        """At the start of a run: what earlier runs left unwritten, and unreadable lines."""
        if self._recovered and self.unsaved:
            files = ", ".join(str(p) for p in self._recovered)
            self._emit(ev.Notice(
                "info", f"writing {len(self.unsaved)} result(s) an earlier run could not write, kept in {files}"
            ))
        elif not resumed and (left := [p for p in fallback_files(self.path) if p != self.fallback_path]):
            self._emit(ev.Notice(
                "warning", f"results an earlier run could not write to {self.path} are kept in "
                f"{', '.join(map(str, left))}; --resume writes them there",
            ))
        for warning in self.store.warnings:  # unreadable lines met by the resume
            self._emit(ev.Notice("warning", warning))
