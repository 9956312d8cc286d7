"""A small stand-in for the controller: the same commands and events, no server, no disk.

Tests drive it by calling ``emit`` (or the helpers) while the app runs; its commands change the queue
and emit ``QueueChanged`` like the real controller. Validation is a tiny rule set of its own
(context arithmetic and learned budget rules) so the TUI's tests do not depend on the validator.
"""

from __future__ import annotations

import asyncio
import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell, RunSpec, ServerSpec, Sweep, Workload, cell_key
from specdec_tui.domain.record import CellResult
from specdec_tui.rules.context import run_context


@dataclass(frozen=True)
class FakeVerdict:
    status: str
    reasons: tuple[str, ...] = ()


@dataclass
class Entry:
    run: RunSpec
    workload: Workload
    status: str = "pending"
    verdict: FakeVerdict = field(default_factory=lambda: FakeVerdict("valid"))
    result: CellResult | None = None

    @property
    def key(self) -> str:
        return cell_key(self.run.name, self.workload.name)


def demo_like_sweep(context_length: int = 32768) -> Sweep:
    """Baseline plus DDTree budgets 8, 12 and 16 on a short and a long-context workload."""
    runs = [RunSpec("baseline", {"algorithm": "none"}, index=0)]
    runs += [
        RunSpec(f"ddtree-b{b}", {"algorithm": "ddtree", "budget": b}, index=1, template="ddtree-b{budget}")
        for b in (8, 12, 16)
    ]
    workloads = [
        Workload("short", 200, 400, 128, requests=4, index=0),
        Workload("long-context", 4000, 32768, 256, requests=2, index=1),
    ]
    return Sweep("fake ddtree sweep", ServerSpec("sim", "sim-model", context_length=context_length), workloads, runs)


class FakeController:
    def __init__(self, sweep: Sweep, *, sink: ev.EventSink, results_dir: Path | None = None) -> None:
        self.sweep = sweep
        self._sink = sink
        self.results_dir = results_dir or Path("fake-results")
        self.results_path = self.results_dir / "results.jsonl"
        self.log_dir = self.results_dir / "logs"
        self.entries = [Entry(c.run, c.workload) for c in sweep.cells()]
        self.rules: list[tuple[dict[str, Any], str]] = []
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.finished = asyncio.Event()
        self.current: str | None = None
        self.paused = False
        self.runs = 0
        for entry in self.entries:
            entry.verdict = self.verdict_for(entry.run, entry.workload)

    # ------------------------------------------------------------------ run
    async def run(self) -> Any:
        self.runs += 1
        self._emit(ev.SweepStarted(self.sweep.name, str(self.results_path), self.snapshot()))
        await self.finished.wait()
        counts: dict[str, int] = {}
        for entry in self.entries:
            counts[entry.status] = counts.get(entry.status, 0) + 1
        self._emit(ev.SweepFinished(str(self.results_path), counts))
        return _Summary(0)

    # ------------------------------------------------------------------ scripted happenings
    def emit(self, event: ev.Event) -> None:
        self._emit(event)

    def start_cell(self, key: str, age_s: float = 0.0) -> None:
        entry = self._entry(key)
        entry.status = "running"
        self.current = key
        self._emit(ev.QueueChanged(self.snapshot()))
        self._emit(ev.CellStarted(key, entry.run.name, entry.workload.name, age_s=age_s))

    def finish_cell(self, key: str, status: str = "ok", **fields: Any) -> CellResult:
        entry = self._entry(key)
        result = CellResult(
            run=entry.run.name,
            workload=entry.workload.name,
            status=status,
            algorithm=entry.run.algorithm,
            speculative=dict(entry.run.speculative),
            **fields,
        )
        entry.status, entry.result = status, result
        self.current = None
        self._emit(ev.CellFinished(result))
        self._emit(ev.QueueChanged(self.snapshot()))
        return result

    def crash_cell(self, key: str, *, lineno: int, text: str, label: str = "cuda_illegal_instruction") -> None:
        hint = "small DDTree budgets crash tree-verify kernels on this GPU; use budget >= 15"
        self._emit(ev.CrashDetected(key, label, lineno, text, "sglang", hint))
        self.finish_cell(
            key, "crashed", triage_label=label, first_fatal_line=text, first_fatal_lineno=lineno, hint=hint
        )

    # ------------------------------------------------------------------ commands
    def pause(self) -> None:
        self.calls.append(("pause", ()))
        self.paused = True
        self._emit(ev.SweepPaused(True))

    def resume(self) -> None:
        self.calls.append(("resume", ()))
        self.paused = False
        self._emit(ev.SweepPaused(False))

    def skip_current(self) -> None:
        self.calls.append(("skip_current", ()))

    def retry_writes(self) -> None:
        self.calls.append(("retry_writes", ()))

    def abort(self) -> None:
        self.calls.append(("abort", ()))
        self.finished.set()

    def requeue(
        self, key: str, run: RunSpec | None = None, workload: Workload | None = None, *, force: bool = False
    ) -> str:
        self.calls.append(("requeue", (key, run, workload) + ((True,) if force else ())))
        entry = self._entry(key)
        self.entries.remove(entry)
        new = Entry(run or entry.run, workload or entry.workload)
        new.verdict = self.verdict_for(new.run, new.workload)
        if force and new.verdict.status == "invalid":
            reasons = tuple(r for r in new.verdict.reasons if not r.startswith("known crash"))
            new.verdict = FakeVerdict("invalid", reasons) if reasons else FakeVerdict("valid")
        self.entries.append(new)
        self._emit(ev.QueueChanged(self.snapshot()))
        return new.key

    def edit_cell(self, key: str, run: RunSpec | None = None, workload: Workload | None = None) -> None:
        self.calls.append(("edit_cell", (key, run, workload)))
        entry = self._entry(key)
        if entry.status == "running":
            raise ValueError(f"{key}: cell is running")
        entry.run, entry.workload = run or entry.run, workload or entry.workload
        entry.status = "pending"
        entry.verdict = self.verdict_for(entry.run, entry.workload)
        self._emit(ev.QueueChanged(self.snapshot()))

    def update_workload(self, name: str, workload: Workload) -> None:
        self.calls.append(("update_workload", (name, workload)))
        for entry in self.entries:
            if entry.workload.name == name and entry.status in ("pending", "invalid", "skipped"):
                entry.workload = workload
                entry.verdict = self.verdict_for(entry.run, entry.workload)
        self._emit(ev.QueueChanged(self.snapshot()))

    def insert_cell(self, index: int, run: RunSpec, workload: Workload) -> str:
        self.calls.append(("insert_cell", (index, run, workload)))
        entry = Entry(run, workload)
        if any(e.key == entry.key for e in self.entries):
            raise ValueError(f"{entry.key}: a cell with this name already exists")
        entry.verdict = self.verdict_for(run, workload)
        self.entries.insert(index, entry)
        self._emit(ev.QueueChanged(self.snapshot()))
        return entry.key

    def duplicate_cell(self, key: str) -> str:
        entry = self._entry(key)
        run = dataclasses.replace(entry.run, name=f"{entry.run.name}-copy2")
        return self.insert_cell(self.entries.index(entry) + 1, run, entry.workload)

    def remove_cell(self, key: str) -> None:
        self.calls.append(("remove_cell", (key,)))
        self.entries.remove(self._entry(key))
        self._emit(ev.QueueChanged(self.snapshot()))

    def move_cell(self, key: str, delta: int) -> None:
        self.calls.append(("move_cell", (key, delta)))
        entry = self._entry(key)
        i = self.entries.index(entry)
        j = max(0, min(len(self.entries) - 1, i + delta))
        self.entries.insert(j, self.entries.pop(i))
        self._emit(ev.QueueChanged(self.snapshot()))

    def add_rule(self, match: dict[str, Any], reason: str) -> None:
        self.calls.append(("add_rule", (match, reason)))
        self.rules.append((match, reason))
        self._emit(ev.RuleLearned(match, reason, str(self.results_dir / "known_crashes.toml")))
        for entry in self.entries:
            if entry.status == "pending":
                entry.verdict = self.verdict_for(entry.run, entry.workload)
        self._emit(ev.QueueChanged(self.snapshot()))

    # ------------------------------------------------------------------ queries
    def snapshot(self) -> tuple[ev.CellState, ...]:
        return tuple(
            ev.CellState(
                key=e.key,
                run=e.run.name,
                workload=e.workload.name,
                status=e.status,
                verdict=e.verdict.status,
                reasons=e.verdict.reasons,
                params=tuple(e.run.speculative.items()),
            )
            for e in self.entries
        )

    def verdict_for(self, run: RunSpec, workload: Workload) -> FakeVerdict:
        reasons = []
        context = self.sweep.server.context_length
        if context is not None and workload.max_total_tokens > context:
            reasons.append(
                f"{workload.prompt_tokens_max} + {workload.output_tokens} > {context} (context_length)"
            )
        cell_context = run_context(self.sweep, run)
        for match, reason in self.rules:
            if all(_matches(cell_context.get(k), v) for k, v in match.items() if k not in ("backend", "gpu_arch")):
                reasons.append(f"known crash: {reason}")
        return FakeVerdict("invalid", tuple(reasons)) if reasons else FakeVerdict("valid")

    def cell(self, key: str) -> Cell:
        entry = self._entry(key)
        return Cell(entry.run, entry.workload)

    def result(self, key: str) -> CellResult | None:
        return self._entry(key).result

    def current_sweep(self) -> Sweep:
        from specdec_tui.sweepfile.config import sweep_for_queue

        return sweep_for_queue(self.sweep, [Cell(e.run, e.workload) for e in self.entries])

    # ------------------------------------------------------------------ internals
    def _entry(self, key: str) -> Entry:
        for entry in self.entries:
            if entry.key == key:
                return entry
        raise KeyError(key)

    def _emit(self, event: ev.Event) -> None:
        self._sink(event)


def _matches(actual: Any, expected: Any) -> bool:
    if isinstance(expected, str) and expected.startswith("<") and isinstance(actual, (int, float)):
        return actual < float(expected[1:])
    return actual == expected


@dataclass
class _Summary:
    exit_code: int


def screen_text(app: Any) -> str:
    """What the terminal shows now, as plain text (one line per row)."""
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(segment.text for segment in strip) for strip in strips)
