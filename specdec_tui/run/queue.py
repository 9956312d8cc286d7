"""The queue of cells and its editing: re-queue, edit, insert, duplicate, remove, move, and the
verdict of every cell against the sweep, the hardware and the known-crash rules.

A verdict on a dataset workload reads the dataset (the 125 MB ShareGPT file takes seconds). On a
running event loop (the TUI's edits) a dataset that is not cached yet is read in a worker thread:
the cell shows ``loading`` until the thread is done, then gets its verdict."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell, Hardware, Rule, RunSpec, Sweep, Workload, cell_key, copy_name
from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import CellStatus
from specdec_tui.measure import datasets
from specdec_tui.validate.checks import INVALID, LOADING, Verdict, validate_cell

# Reads (parses and samples) the datasets of these workloads into the cache: blocking, run in a thread.
DatasetReader = Callable[[Iterable[Workload]], Any]


@dataclass
class QueueEntry:
    run: RunSpec
    workload: Workload
    status: CellStatus | str = CellStatus.PENDING  # a record read back holds the plain string
    verdict: Verdict = field(default_factory=lambda: Verdict("valid", ()))
    result: CellResult | None = None
    force: bool = False  # re-queued to retry despite known-crash rules (the user confirmed)
    where: str = ""  # where an executor runs it (GPUs, node, job), or why it waits

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
        self, sweep: Sweep, hardware: Hardware, rules: Callable[[], Sequence[Rule]], on_change: Callable[[], None],
        *, read_datasets: DatasetReader = datasets.warm,
    ) -> None:  # fmt: skip
        self.sweep = sweep
        self.hardware = hardware
        self._rules = rules
        self._on_change = on_change
        self._read_datasets = read_datasets
        self._to_read: list[Workload] = []  # workloads whose datasets a worker thread is to read
        self._reader: asyncio.Task[None] | None = None
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
        """The verdict on a cell that may not be queued (the edit form's); ``loading`` while its
        dataset is read in a worker thread, when it needs reading and the loop is running."""
        if datasets.needs_reading(workload) and _running_loop() is not None:
            self._request_read(workload)
            return _loading(workload)
        return self._validate(run, workload)

    def _validate(self, run: RunSpec, workload: Workload) -> Verdict:
        return validate_cell(self.sweep, Cell(run, workload), self.hardware, self._rules())

    def revalidate(self, entry: QueueEntry) -> None:
        """The cell's verdict now, or (its dataset not read yet, on a running event loop) ``loading``
        now and the verdict once a worker thread has read the dataset."""
        if datasets.needs_reading(entry.workload) and _running_loop() is not None:
            self._read_in_thread(entry)
            return
        self._verdict(entry)

    async def settle(self, entry: QueueEntry) -> None:
        """The cell's verdict, its dataset read in a worker thread first when it needs reading (the
        controller awaits this before it runs a cell)."""
        if not datasets.needs_reading(entry.workload):
            self._verdict(entry)
            return
        self._read_in_thread(entry)
        while entry.verdict.status == LOADING and self._reader is not None:
            await asyncio.shield(self._reader)

    @property
    def reading(self) -> bool:
        """Whether datasets are being read for verdicts."""
        return self._reader is not None and not self._reader.done()

    def _read_in_thread(self, entry: QueueEntry) -> None:
        entry.verdict = _loading(entry.workload)
        self._request_read(entry.workload)

    def _request_read(self, workload: Workload) -> None:
        self._to_read.append(workload)
        if self._reader is None or self._reader.done():
            self._reader = asyncio.get_running_loop().create_task(self._read_loop())

    async def _read_loop(self) -> None:
        """Read what was asked, in batches (the cells of one edit share their reads), each in a worker
        thread; then the verdicts of the cells waiting on them."""
        while self._to_read:
            batch, self._to_read = self._to_read, []
            try:
                await asyncio.to_thread(self._read_datasets, batch)
                error = None
            except Exception as exc:  # the reader caches dataset errors itself: anything else is a bug
                error = f"the dataset could not be read: {type(exc).__name__}: {exc}"
            for entry in self.entries:
                if entry.verdict.status != LOADING or entry.workload not in batch:
                    continue
                if error is None:
                    self._verdict(entry)
                else:  # never read again on the loop: say why instead
                    entry.verdict = Verdict(INVALID, (f"{entry.workload.dataset}: {error}",))
            self._on_change()

    def _verdict(self, entry: QueueEntry) -> None:
        if entry.force:  # known-crash rules (the sweep's and learned ones) do not apply to it
            sweep = dataclasses.replace(self.sweep, rules=[])
            entry.verdict = validate_cell(sweep, entry.cell, self.hardware, ())
            return
        entry.verdict = self._validate(entry.run, entry.workload)

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
        at = self.entries.index(entry)
        self.entries.remove(entry)
        new = QueueEntry(run or entry.run, workload or entry.workload, force=force)
        if new.key != key and any(e.key == new.key for e in self.entries):
            self.entries.append(entry)
            raise ValueError(f"{new.key}: a cell with this name is already queued")
        self.revalidate(new)
        self.entries.append(new)
        self._keep_baseline(entry, at)
        self._ensure_baseline(entry.workload.name, new.workload)
        self._on_change()
        return new.key

    def edit_cell(self, key: str, run: RunSpec | None = None, workload: Workload | None = None) -> None:
        entry = self.entry(key)
        if entry.status == CellStatus.RUNNING:
            raise ValueError(f"{key}: cell is running; skip it and re-queue with edits")
        candidate = QueueEntry(run or entry.run, workload or entry.workload)
        if candidate.key != key and any(e.key == candidate.key for e in self.entries):
            raise ValueError(f"{candidate.key}: a cell with this name already exists")
        old = dataclasses.replace(entry)
        entry.run, entry.workload = candidate.run, candidate.workload
        entry.status, entry.result = CellStatus.PENDING, None
        self.revalidate(entry)
        self._keep_baseline(old, self.entries.index(entry))
        self._ensure_baseline(old.workload.name, entry.workload)
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
        self._ensure_baseline(name, workload)
        self._on_change()

    def _keep_baseline(self, old: QueueEntry, index: int) -> None:
        """A baseline cell edited (or re-queued with edits) into another workload or run stays in the
        queue as it was while other cells of its workload remain: their speedups, and a queue saved
        with ctrl+s, still need it. ``old`` is the cell before the edit, ``index`` where the edit is."""
        if not old.run.is_baseline or any(e.key == old.key for e in self.entries):
            return
        if not any(e.workload.name == old.workload.name for e in self.entries):
            return  # nothing else runs on its workload: the edit replaces it
        self.entries.insert(index, old)

    def _ensure_baseline(self, old_name: str, workload: Workload) -> None:
        """An edited workload that got a name of its own (the cells that ran keep the old one) gets
        its own baseline cell, before the first cell that uses it, when the old workload had one:
        a speedup is only ever against the baseline of the very same workload."""
        if old_name == workload.name:
            return
        users = [e for e in self.entries if e.workload.name == workload.name]
        if not users or any(e.run.is_baseline for e in users):
            return
        base = next((e for e in self.entries if e.run.is_baseline and e.workload.name == old_name), None)
        if base is None:
            return  # the old workload had no baseline here: neither does the edit
        entry = QueueEntry(base.run, workload)
        self.revalidate(entry)
        self.entries.insert(self.entries.index(users[0]), entry)

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


def _loading(workload: Workload) -> Verdict:
    return Verdict(LOADING, (f"reading {datasets.source_text(workload)}",))


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:  # no loop (validate, a front end before its loop): reading blocks nobody
        return None


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
        where=entry.where,
    )
