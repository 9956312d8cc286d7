"""The queue of cells and its editing: re-queue, edit, insert, duplicate, remove, move, and the
verdict of every cell against the sweep, the hardware and the known-crash rules."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell, Hardware, Rule, RunSpec, Sweep, Workload, cell_key, copy_name
from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import CellStatus
from specdec_tui.validate.checks import INVALID, Verdict, validate_cell


@dataclass
class QueueEntry:
    run: RunSpec
    workload: Workload
    status: CellStatus | str = CellStatus.PENDING  # a record read back holds the plain string
    verdict: Verdict = field(default_factory=lambda: Verdict("valid", ()))
    result: CellResult | None = None
    force: bool = False  # re-queued to retry despite known-crash rules (the user confirmed)

    @property
    def key(self) -> str:
        return cell_key(self.run.name, self.workload.name)

    @property
    def cell(self) -> Cell:
        return Cell(run=self.run, workload=self.workload)


class CellQueue:
    """The sweep's cells in the order they run. Every edit calls ``on_change``; a running cell cannot
    be edited, re-queued or removed (ValueError), an unknown key is a KeyError."""

    def __init__(
        self, sweep: Sweep, hardware: Hardware, rules: Callable[[], Sequence[Rule]], on_change: Callable[[], None]
    ) -> None:
        self.sweep = sweep
        self.hardware = hardware
        self._rules = rules
        self._on_change = on_change
        self.entries: list[QueueEntry] = [QueueEntry(c.run, c.workload) for c in sweep.cells()]

    def entry(self, key: str) -> QueueEntry:
        for entry in self.entries:
            if entry.key == key:
                return entry
        raise KeyError(key)

    def next_pending(self) -> QueueEntry | None:
        return next((e for e in self.entries if e.status == CellStatus.PENDING), None)

    def snapshot(self) -> tuple[ev.CellState, ...]:
        return tuple(_cell_state(e) for e in self.entries)

    # ---------------------------------------------------------------------------- verdicts
    def verdict_for(self, run: RunSpec, workload: Workload) -> Verdict:
        return validate_cell(self.sweep, Cell(run, workload), self.hardware, self._rules())

    def revalidate(self, entry: QueueEntry) -> None:
        if entry.force:  # known-crash rules (the sweep's and learned ones) do not apply to it
            sweep = dataclasses.replace(self.sweep, rules=[])
            entry.verdict = validate_cell(sweep, entry.cell, self.hardware, ())
            return
        entry.verdict = self.verdict_for(entry.run, entry.workload)

    def revalidate_all(self) -> None:
        """Verdicts of every cell, finished ones too: a crashed cell shows as a known crash."""
        for entry in self.entries:
            self.revalidate(entry)

    # ---------------------------------------------------------------------------- edits
    def requeue(
        self, key: str, run: RunSpec | None = None, workload: Workload | None = None, *, force: bool = False
    ) -> str:
        """Run a cell again (optionally edited), at the end of the queue. Returns its key.
        ``force``: retry it even where a known-crash rule greys it out (that rule stays for others)."""
        entry = self.entry(key)
        if entry.status == CellStatus.RUNNING:
            raise ValueError(f"{key}: cell is running; skip it first")
        self.entries.remove(entry)
        new = QueueEntry(run or entry.run, workload or entry.workload, force=force)
        if new.key != key and any(e.key == new.key for e in self.entries):
            self.entries.append(entry)
            raise ValueError(f"{new.key}: a cell with this name is already queued")
        self.revalidate(new)
        self.entries.append(new)
        self._on_change()
        return new.key

    def edit_cell(self, key: str, run: RunSpec | None = None, workload: Workload | None = None) -> None:
        entry = self.entry(key)
        if entry.status == CellStatus.RUNNING:
            raise ValueError(f"{key}: cell is running; skip it and re-queue with edits")
        candidate = QueueEntry(run or entry.run, workload or entry.workload)
        if candidate.key != key and any(e.key == candidate.key for e in self.entries):
            raise ValueError(f"{candidate.key}: a cell with this name already exists")
        entry.run, entry.workload = candidate.run, candidate.workload
        entry.status, entry.result = CellStatus.PENDING, None
        self.revalidate(entry)
        self._on_change()

    def update_workload(self, name: str, workload: Workload) -> None:
        """Edit a workload everywhere it is used; cells not yet run (or invalid) are re-validated."""
        for entry in self.entries:
            editable = entry.status in (CellStatus.PENDING, CellStatus.INVALID, CellStatus.SKIPPED)
            if entry.workload.name != name or not editable:
                continue
            entry.workload = workload
            self.revalidate(entry)
            recorded = entry.result
            if (
                entry.status == CellStatus.INVALID
                and recorded is not None
                and entry.verdict.status == INVALID
                and recorded.reasons == list(entry.verdict.reasons)
            ):
                continue  # still invalid for the same reasons: recording it again would say nothing new
            if entry.status != CellStatus.PENDING:
                entry.status, entry.result = CellStatus.PENDING, None
        self._on_change()

    def insert_cell(self, index: int, run: RunSpec, workload: Workload) -> str:
        entry = QueueEntry(run, workload)
        if any(e.key == entry.key for e in self.entries):
            raise ValueError(f"{entry.key}: a cell with this name already exists")
        self.revalidate(entry)
        self.entries.insert(max(0, min(index, len(self.entries))), entry)
        self._on_change()
        return entry.key

    def duplicate_cell(self, key: str) -> str:
        entry = self.entry(key)
        run = dataclasses.replace(entry.run, name=copy_name(entry.run.name, {e.run.name for e in self.entries}))
        return self.insert_cell(self.entries.index(entry) + 1, run, entry.workload)

    def remove_cell(self, key: str) -> None:
        entry = self.entry(key)
        if entry.status == CellStatus.RUNNING:
            raise ValueError(f"{key}: cell is running; skip it first")
        self.entries.remove(entry)
        self._on_change()

    def move_cell(self, key: str, delta: int) -> None:
        entry = self.entry(key)
        i = self.entries.index(entry)
        j = max(0, min(len(self.entries) - 1, i + delta))
        self.entries.insert(j, self.entries.pop(i))
        self._on_change()


def _cell_state(entry: QueueEntry) -> ev.CellState:
    params = tuple((k, v) for k, v in entry.run.speculative.items() if k not in ("extra",))
    return ev.CellState(
        key=entry.key,
        run=entry.run.name,
        workload=entry.workload.name,
        status=entry.status,
        verdict=entry.verdict.status,
        reasons=tuple(entry.verdict.reasons),
        params=params,
    )
