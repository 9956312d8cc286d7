"""Server jobs: a run and the queued cells that reuse its server, the unit an executor places.

Also the job ledger (``jobs.jsonl`` beside the results): one line when a job is submitted and one
when it ends, so a resumed controller follows jobs still in the scheduler instead of submitting
them again, and a job killed by the scheduler keeps its state as the reason."""

from __future__ import annotations

import json
import os
import re
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from specdec_tui.domain.model import RunSpec

JOBS_DIRNAME = "jobs"
LEDGER_FILENAME = "jobs.jsonl"


@dataclass
class ServerJob:
    """A run and its cells (keys, in queue order) that one server serves."""

    name: str  # a file-safe name, unique within the sweep
    run: RunSpec
    keys: list[str]
    tp: int = 1  # GPUs the job needs: its run's tp, or [executor] gpus_per_job where set

    def argv(self, *, python: str | None, sweep_file: Path, results_dir: Path, rules_path: Path,
             free_port: bool = False, no_gpu: bool = False) -> list[str]:  # fmt: skip
        """The command that runs this job's cells headless (``specdec job``) where it is placed."""
        argv = [python or sys.executable, "-m", "specdec_tui", "job", "--sweep", str(sweep_file),
                "--results", str(results_dir), "--rules", str(rules_path), "--job", self.name]  # fmt: skip
        for key in self.keys:
            argv += ["--cell", key]
        if free_port:
            argv.append("--free-port")
        if no_gpu:
            argv.append("--no-gpu")
        return argv


def job_name(run_name: str, taken: Iterable[str] = ()) -> str:
    base = re.sub(r"[^A-Za-z0-9._-]+", "-", run_name).strip("-.")[:60] or "run"
    name, n, used = base, 1, set(taken)
    while name in used:
        n += 1
        name = f"{base}-{n}"
    return name


def group_jobs(cells: Sequence[tuple[str, RunSpec]], tp_of: Any = lambda run: 1) -> list[ServerJob]:
    """One job per run, its cells in queue order (a run's cells share its server wherever they sit
    in the queue); ``cells`` are (key, run) of the cells to place."""
    jobs: dict[str, ServerJob] = {}
    for key, run in cells:
        job = jobs.get(run.name)
        if job is None:
            job = jobs[run.name] = ServerJob(job_name(run.name, (j.name for j in jobs.values())), run, [], tp_of(run))
        job.keys.append(key)
    return list(jobs.values())


@dataclass
class LedgerEntry:
    job: str
    job_id: str
    executor: str
    keys: list[str] = field(default_factory=list)
    state: str = "SUBMITTED"
    reason: str = ""
    where: str = ""


class JobLedger:
    """``jobs.jsonl``: append-only, one JSON line per submission and per end (flocked like results)."""

    def __init__(self, results_dir: Path) -> None:
        self.path = Path(results_dir) / LEDGER_FILENAME

    def append(self, entry: LedgerEntry) -> None:
        from specdec_tui.run.results import _flock

        record = {"time": time.strftime("%Y-%m-%dT%H:%M:%S"), **entry.__dict__}
        data = (json.dumps(record, ensure_ascii=False) + "\n").encode()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            _flock(fd)
            os.write(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)

    def load(self) -> list[LedgerEntry]:
        try:
            text = self.path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return []
        entries = []
        for line in text.splitlines():
            try:
                raw = json.loads(line)
                entries.append(LedgerEntry(
                    str(raw["job"]), str(raw["job_id"]), str(raw["executor"]), [str(k) for k in raw.get("keys", [])],
                    str(raw.get("state", "")), str(raw.get("reason", "")), str(raw.get("where", "")),
                ))  # fmt: skip
            except (ValueError, KeyError, TypeError):
                continue  # a torn last line
        return entries

    def open_jobs(self, executor: str) -> list[LedgerEntry]:
        """Jobs submitted and not recorded as ended (a controller that went away left them)."""
        latest: dict[str, LedgerEntry] = {}
        for entry in self.load():
            if entry.executor == executor:
                latest[entry.job_id] = entry
        return [e for e in latest.values() if e.state == "SUBMITTED"]


def shared_rule_book(path: Path, sink: Any) -> Any:
    """A rule book that reads the rules file again whenever it changed: a job's cells are judged
    with the rules other jobs learned meanwhile (the file is shared on the results filesystem)."""
    from specdec_tui.rules.learned import load_rules_file
    from specdec_tui.run.learning import RuleBook

    class SharedRuleBook(RuleBook):
        _seen: tuple[int, int] | None = None
        _rules: list[Any]

        @property  # type: ignore[override]
        def rules(self) -> list[Any]:
            try:
                stat = self.path.stat()
                seen = (stat.st_mtime_ns, stat.st_size)
            except OSError:
                seen = None
            if seen is not None and seen != self._seen:
                self._seen = seen
                try:
                    self._rules = [*load_rules_file(self.path), *self.unsaved]
                except ValueError:
                    pass  # a file being replaced: keep what was read
            return self._rules

        @rules.setter
        def rules(self, value: list[Any]) -> None:
            self._rules = value

    return SharedRuleBook(path, sink)
