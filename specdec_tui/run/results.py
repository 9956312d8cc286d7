"""The results file: one JSON line per finished cell (DESIGN.md §6), and its exports.

Appends are flushed and fsynced before ``append`` returns, so a SIGKILL loses at most the cell in
flight. A torn or garbled line (power loss, a concurrent writer) is skipped on read with a warning,
and the next append starts on a fresh line so it cannot be glued to the torn one.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import errno
import hashlib
import io
import json
import math
import os
import re
import socket
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from specdec_tui.domain.model import NO_SPECULATION
from specdec_tui.domain.record import CellResult, config_params, workload_text
from specdec_tui.domain.status import CellStatus
from specdec_tui.measure.acceptance import step_cost
from specdec_tui.measure.intervals import ratio_interval
from specdec_tui.safety.safeio import RESULTS_FILE_LIMIT, check_regular_or_missing, loads_json, read_capped
from specdec_tui.safety.textsafe import safe_data, safe_number, safe_text

RESULTS_FILENAME = "results.jsonl"
_REQUIRED = ("run", "workload", "status")


class ResultsStore:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.warnings: list[str] = []  # lines skipped by the last load()

    def append(self, result: CellResult) -> None:
        """Write one line and make it durable (flush + fsync) before returning.

        Appends are serialised by an exclusive ``flock`` on the file, so several writers (Slurm jobs
        on one shared folder, a resumed sweep and an export) never interleave or tear a line. A write
        that fails (ENOSPC, EROFS, EIO) is undone (the file is cut back to its size before) and the
        OSError is raised: a record is either whole and durable, or not in the file at all."""
        line = json.dumps(_finite(result.to_dict()), ensure_ascii=False, default=str, allow_nan=False)
        data = line.encode("utf-8") + b"\n"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        check_regular_or_missing(self.path, "results file")  # never append to a FIFO or a device
        fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            _flock(fd)
            size = os.fstat(fd).st_size
            if size > 0 and os.pread(fd, 1, size - 1) != b"\n":
                data = b"\n" + data  # the previous write was torn: keep this record on its own line
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            except OSError:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, size)  # never leave half a record behind
                raise
        finally:
            os.close(fd)  # closing releases the lock

    def load(self) -> list[CellResult]:
        """Every readable record in file order; unreadable lines are skipped into ``warnings``.

        OSError (an ``UnreadableFile`` with a one-line reason) when the path is a directory, a FIFO,
        a device or larger than ``RESULTS_FILE_LIMIT``; a missing file is an empty one."""
        self.warnings = []
        results: list[CellResult] = []
        try:
            data = read_capped(self.path, RESULTS_FILE_LIMIT, "results file")
        except FileNotFoundError:
            return []
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        lines = data.split(b"\n")
        for number, raw in enumerate(lines, start=1):
            if not raw.strip():
                continue
            last = number == len(lines) or (number == len(lines) - 1 and not lines[-1])
            where = f"{self.path}:{number}"
            try:
                record = loads_json(raw)
            except ValueError as exc:  # malformed, too deep, non-finite or huge numbers, bad UTF-8
                what = "torn last line (interrupted write?)" if last and not _limit_error(exc) else "unreadable line"
                why = f" ({safe_text(str(exc).split(':')[0], limit=60)})" if _limit_error(exc) else ""
                self.warnings.append(f"{where}: {what}{why} skipped: {safe_text(raw, limit=80)}")
                continue
            if not isinstance(record, dict) or any(not isinstance(record.get(k), str) for k in _REQUIRED):
                self.warnings.append(f"{where}: not a cell result (needs run, workload, status); skipped")
                continue
            problem = _type_problem(record)
            if problem:
                self.warnings.append(f"{where}: bad cell result skipped: {safe_text(problem, limit=120)}")
                continue
            results.append(CellResult.from_dict(record))
        return results

    def latest(self) -> dict[str, CellResult]:
        """The latest record per cell key, in the order cells first appear (a re-run cell keeps its
        place and shows its last result)."""
        latest: dict[str, CellResult] = {}
        for result in self.load():
            latest[result.key] = result
        return latest



# ------------------------------------------------------------------------------------ one writer
LOCK_FILENAME = ".specdec.lock"
UNSAVED_DIRNAME = "unsaved"


# flock errors that mean "this filesystem cannot lock" (an NFS mount without a lock daemon, some
# FUSE filesystems), not "someone else holds the lock".
_NO_LOCKING = frozenset({errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL})


def _flock(fd: int, *, blocking: bool = True) -> bool:
    """Lock ``fd`` exclusively; False when the filesystem cannot lock at all (the caller goes on
    without the lock). BlockingIOError when ``blocking`` is False and another holder has it."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX if blocking else fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise
    except OSError as exc:
        if exc.errno in _NO_LOCKING:
            return False
        raise
    return True


@dataclasses.dataclass(frozen=True)
class LockHolder:
    """Who holds (or last held) a results folder, as recorded in its lock file."""

    pid: int | None
    host: str
    started_at: str  # ISO 8601, with the time zone
    command: str = ""

    def describe(self) -> str:
        """``pid 4242 on gpu-box since 12:03`` (the date too when it is not today)."""
        who = f"pid {self.pid}" if self.pid is not None else "another process"
        since = ""
        try:
            when = datetime.fromisoformat(self.started_at).astimezone()
            since = when.strftime(" since %H:%M" if when.date() == datetime.now().date() else " since %Y-%m-%d %H:%M")
        except (TypeError, ValueError):
            pass
        return safe_text(f"{who} on {self.host or 'an unknown host'}{since}", limit=200)

    def gone(self) -> bool:
        """The holder is a process of this host that no longer exists."""
        if self.pid is None or self.host != socket.gethostname():
            return False
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return True
        except OSError:
            return False
        return False


class ResultsFolderBusy(Exception):
    """Another process owns the results folder."""

    def __init__(self, folder: Path, holder: LockHolder | None) -> None:
        self.folder = folder
        self.holder = holder
        who = holder.describe() if holder is not None else "another process"
        command = f" ({safe_text(holder.command, limit=80)})" if holder is not None and holder.command else ""
        super().__init__(
            f"results folder {folder} in use by {who}{command}; wait for it to finish or stop it, "
            "or choose another folder (--results DIR)"
        )


def missing_folders(folder: Path) -> list[Path]:
    """``folder`` and those of its parents that do not exist yet, deepest first: what
    ``folder.mkdir(parents=True)`` would make, and so what to remove again when nothing is kept."""
    return [p for p in (folder, *folder.parents) if not p.exists()]


class ResultsLock:
    """The one-writer lock of a results folder: an exclusive ``flock`` on ``.specdec.lock``, whose
    content names the holder (pid, host, start time, command) for the refusal line.

    The kernel drops the lock when its holder dies, however it dies. A lock file that still names a
    holder when the lock is free was left by a process that did not exit cleanly: it is taken over,
    and ``took_over`` says from whom. A clean release empties the file; it removes it (and the
    folders the lock made) only when nothing else was written there. A process that locked a file
    removed meanwhile sees that its inode is no longer the path's, and locks the new file."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / LOCK_FILENAME
        self.took_over: LockHolder | None = None
        self.unlocked = False  # the filesystem cannot lock: nothing keeps a second writer out
        self._fd: int | None = None
        self._created: list[Path] = []  # folders acquire() made, deepest first

    @classmethod
    def acquire(cls, folder: Path, command: str = "", made: list[Path] | None = None) -> ResultsLock:
        """Lock ``folder`` (made if missing); ResultsFolderBusy when another process holds it. ``made``: the
        folders a caller's check already made for it, removed as this lock's own when nothing is kept."""
        lock = cls(folder)
        lock._created = missing_folders(lock.folder)
        if made:
            lock._created = [*made, *(p for p in lock._created if p not in made)]
        lock.folder.mkdir(parents=True, exist_ok=True)
        while True:
            fd = os.open(lock.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            try:
                lock.unlocked = not _flock(fd, blocking=False)
                same = os.fstat(fd).st_ino == os.stat(lock.path).st_ino
            except BlockingIOError:
                holder = _read_holder(fd)
                os.close(fd)
                raise ResultsFolderBusy(lock.folder, holder) from None
            except FileNotFoundError:
                same = False
            except OSError:
                os.close(fd)
                raise
            if same:
                break
            os.close(fd)  # the file was removed by its last holder after we opened it: again
        lock._fd = fd
        lock.took_over = _read_holder(fd)
        if lock.unlocked and lock.took_over is not None and not lock.took_over.gone():
            # No kernel lock to go by: the holder's record is the lock, unless its process is gone.
            lock._fd = None
            os.close(fd)
            raise ResultsFolderBusy(lock.folder, lock.took_over)
        me = LockHolder(os.getpid(), socket.gethostname(), datetime.now(timezone.utc).isoformat(timespec="seconds"),
                        command)
        record = json.dumps(dataclasses.asdict(me), ensure_ascii=False).encode("utf-8") + b"\n"
        with contextlib.suppress(OSError):  # a full disk: the lock holds, only the holder's name is missing
            os.ftruncate(fd, 0)
            os.pwrite(fd, record, 0)
        return lock

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)  # released cleanly: the next holder takes over nothing
        try:
            if self._created and [p.name for p in self.folder.iterdir()] == [LOCK_FILENAME]:
                # Nothing was kept here (a refusal, or a start that failed): leave no trace.
                self.path.unlink()
                for folder in self._created:
                    folder.rmdir()
        except OSError:
            pass
        finally:
            os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> ResultsLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _read_holder(fd: int) -> LockHolder | None:
    try:
        raw = os.pread(fd, 4096, 0)
        data = json.loads(raw) if raw.strip() else None
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    pid = data.get("pid")
    return LockHolder(
        pid if isinstance(pid, int) and not isinstance(pid, bool) else None,
        str(data.get("host") or ""),
        str(data.get("started_at") or ""),
        str(data.get("command") or ""),
    )


def state_dir() -> Path:
    """The user's state directory for specdec: ``$XDG_STATE_HOME/specdec`` or ``~/.local/state/specdec``."""
    base = os.environ.get("XDG_STATE_HOME") or ""
    root = Path(base) if base and os.path.isabs(base) else Path.home() / ".local" / "state"
    return root / "specdec"


def _fallback_stem(results_path: Path) -> str:
    target = Path(os.path.abspath(results_path))
    digest = hashlib.sha256(str(target).encode("utf-8", "surrogateescape")).hexdigest()[:12]
    tail = re.sub(r"[^A-Za-z0-9._-]+", "_", target.parent.name)[:40] or "results"
    return f"{tail}-{digest}"


def fallback_path(results_path: Path, pid: int | None = None) -> Path:
    """Where this process keeps the results it could not write to ``results_path``."""
    return state_dir() / UNSAVED_DIRNAME / f"{_fallback_stem(results_path)}.{pid or os.getpid()}.jsonl"


def fallback_files(results_path: Path) -> list[Path]:
    """Fallback files left for ``results_path`` by any process, oldest first."""
    folder = state_dir() / UNSAVED_DIRNAME
    try:
        found = list(folder.glob(f"{_fallback_stem(results_path)}.*.jsonl"))
    except OSError:
        return []
    return sorted(found, key=lambda p: (p.stat().st_mtime if p.exists() else 0.0, p.name))


def write_fallback(results_path: Path, results: Iterable[CellResult]) -> Path:
    """Keep ``results`` in this process's fallback file (replaced whole); returns its path."""
    path = fallback_path(results_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(
        json.dumps(_finite(r.to_dict()), ensure_ascii=False, default=str, allow_nan=False) + "\n" for r in results
    )
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    return path


def record_identity(result: CellResult) -> str:
    """The whole record as written: the same measurement read back from two files compares equal."""
    return json.dumps(_finite(result.to_dict()), sort_keys=True, ensure_ascii=False, default=str)


def _limit_error(exc: Exception) -> bool:
    from specdec_tui.safety.safeio import JSONLimitError

    return isinstance(exc, JSONLimitError)


def _field_kinds() -> dict[str, tuple[type, ...]]:
    """Accepted JSON types per CellResult field, read from its annotations (None always allowed)."""
    kinds: dict[str, tuple[type, ...]] = {}
    for f in dataclasses.fields(CellResult):
        annotation = str(f.type)
        if annotation.startswith("list"):
            kinds[f.name] = (list,)
        elif annotation.startswith("dict"):
            kinds[f.name] = (dict,)
        elif "float" in annotation:
            kinds[f.name] = (int, float)
        elif "int" in annotation:
            kinds[f.name] = (int,)
        elif "str" in annotation:
            kinds[f.name] = (str,)
    return kinds


_FIELD_KINDS = _field_kinds()


def _type_problem(record: dict[str, Any]) -> str | None:
    for name, kinds in _FIELD_KINDS.items():
        value = record.get(name)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, kinds):
            return f"'{name}' has a {type(value).__name__} value {value!r}"
    return None


def _finite(value: Any) -> Any:
    """NaN and infinities are not JSON: record them as null."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_finite(v) for v in value]
    return value


def speedup_ratio(tok_s: float, baseline_tok_s: float) -> float:
    """The speedup figure: output tok/s over the baseline's, to 4 decimals (a cell's and a category's)."""
    return round(tok_s / baseline_tok_s, 4)


def compute_speedups(results: Iterable[CellResult], baselines_from: Iterable[CellResult] | None = None) -> None:
    """Set ``speedup`` = output tok/s over the baseline run's (algorithm "none") on the same workload,
    and ``verify_step_cost`` against the same baseline (measure.acceptance.step_cost).

    The one speedup of the product: the TUI, the headless printer, ``specdec results`` and the
    exports all call it. The baseline of a workload is the first ok baseline record with a
    throughput among ``baselines_from`` (default: ``results`` themselves; pass every record of the
    results folder so an earlier pass or a resume supplies it). "Same workload" means the same name
    and, when both records carry them, the same workload parameters, backend and model. A result
    that is not ok, or has no baseline, gets None; that baseline's own speedup is 1.0."""
    results = list(results)
    pool = results if baselines_from is None else list(baselines_from)
    baselines: dict[str, list[CellResult]] = {}
    for record in pool:
        if record.algorithm == NO_SPECULATION and record.status == CellStatus.OK and record.output_tok_s:
            baselines.setdefault(record.workload, []).append(record)
    for result in results:
        base = _baseline_for(result, baselines.get(result.workload, []))
        if result.status != CellStatus.OK or base is None or result.output_tok_s is None or not base.output_tok_s:
            result.speedup = None
        else:
            result.speedup = speedup_ratio(result.output_tok_s, base.output_tok_s)
        result.baseline_warnings = (
            [f"its baseline ({base.run}): {w}" for w in base.warnings]
            if result.speedup is not None and base is not None and base is not result
            else []
        )
        cost = step_cost(result, base) if base is not None and result.status == CellStatus.OK else (None, None)
        result.verify_step_cost, result.verify_step_cost_source = cost
        _speedup_interval(result, base if result.speedup is not None else None)
    _category_speedups(results, pool)


def _speedup_interval(result: CellResult, base: CellResult | None) -> None:
    """With repeats on both sides: ``intervals["speedup"]``, the ratio of the mean output tok/s of the
    cell's repeats over its baseline's, with its 95% Fieller interval and whether that excludes 1.0
    (``significant``; None when there is no interval: fewer than two repeats on a side; False and
    ``unbounded`` when the interval has no bounds)."""
    intervals = {k: v for k, v in result.intervals.items() if k != "speedup"} if result.intervals else {}
    if base is not None and base is not result and result.repeats and base.repeats:
        ratio = ratio_interval(
            (r.get("output_tok_s") for r in result.repeats if isinstance(r, dict)),
            (r.get("output_tok_s") for r in base.repeats if isinstance(r, dict)),
        )
        if ratio.ratio is not None:
            intervals["speedup"] = ratio.fields()
    if intervals or result.intervals:
        result.intervals = intervals


def baseline_record(result: CellResult, pool: Iterable[CellResult]) -> CellResult | None:
    """The baseline record :func:`compute_speedups` divides ``result`` by, among ``pool``."""
    candidates = [
        r for r in pool
        if r.workload == result.workload and r.algorithm == NO_SPECULATION and r.status == CellStatus.OK and r.output_tok_s
    ]
    return _baseline_for(result, candidates)


def _baseline_for(result: CellResult, candidates: list[CellResult]) -> CellResult | None:
    """The baseline of the same workload cell (parameters, backend, model, tp); among those, one
    with the same server arguments when there is one (a grid over attention backends compares each
    alternative with its own baseline)."""
    matching = [b for b in candidates if _same_cell(result, b)]
    for base in matching:
        if base.run_args == result.run_args:
            return base
    return matching[0] if matching else None


def _same_cell(result: CellResult, base: CellResult) -> bool:
    if result.tp is not None and base.tp is not None and result.tp != base.tp:
        return False
    return _baseline_for_legacy(result, [base]) is not None


def _baseline_for_legacy(result: CellResult, candidates: list[CellResult]) -> CellResult | None:
    for base in candidates:  # the first measurement: a later pass does not shift earlier speedups
        if result.workload_params and base.workload_params and config_params(result.workload_params) != config_params(
            base.workload_params
        ):
            continue
        if result.backend and base.backend and result.backend != base.backend:
            continue
        if result.model and base.model and result.model != base.model:
            continue
        return base
    return None


# ------------------------------------------------------------------------------------ the view model


@dataclass
class ResultRow:
    """One configuration of one cell in the results folder: every attempt, oldest first.

    A view shows the latest attempt and how many came before; a crash stays in ``attempts`` (and so
    in the history) whatever a later attempt did, and an edited configuration is another row."""

    attempts: list[CellResult]
    row_id: str = ""

    @property
    def latest(self) -> CellResult:
        return self.attempts[-1]

    @property
    def earlier(self) -> list[CellResult]:
        return self.attempts[:-1]

    @property
    def identity(self) -> tuple[str, str, str]:
        return self.latest.identity

    @property
    def key(self) -> str:
        return self.latest.key


def result_rows(records: Iterable[CellResult]) -> list[ResultRow]:
    """Every record of a results folder grouped by configuration, in the order their first attempts
    started (the queue's order, also when parallel slots finished cells out of order; the order rows
    first appear in the file when a record has no start time), with speedups set on each latest
    attempt against any baseline in ``records``.

    ``row_id`` is the cell key, or the key with the configuration digest when one name was used for
    several configurations (records written before runs were renamed on edit)."""
    records = list(records)
    rows: dict[tuple[str, str, str], ResultRow] = {}
    for record in records:
        rows.setdefault(record.identity, ResultRow([])).attempts.append(record)
    per_key: dict[str, int] = {}
    for row in rows.values():
        per_key[row.key] = per_key.get(row.key, 0) + 1
    for row in rows.values():
        row.row_id = row.key if per_key[row.key] == 1 else f"{row.key} #{row.latest.config_id[:6]}"
    ordered = list(rows.values())
    starts = [start for row in ordered if (start := _started(row.attempts[0])) is not None]
    if len(starts) == len(ordered):  # sorted() is stable: rows that started together keep the file's order
        ordered = [row for _, row in sorted(zip(starts, ordered, strict=True), key=lambda pair: pair[0])]
    compute_speedups([row.latest for row in ordered], baselines_from=records)
    return ordered


def _started(record: CellResult) -> datetime | None:
    """When a record's cell started, comparable across time zones; None when it does not say."""
    try:
        when = datetime.fromisoformat(record.started_at) if record.started_at else None
    except (TypeError, ValueError):
        return None
    if when is not None and when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when


def latest_results(records: Iterable[CellResult]) -> list[CellResult]:
    """The latest attempt of every configuration, with speedups: what every export writes."""
    return [row.latest for row in result_rows(records)]


def load_folder(path: Path) -> tuple[list[CellResult], list[str]]:
    """Every readable record of a results folder (or results file), and the warnings for the rest."""
    store = ResultsStore(resolve_results_path(path))
    records = store.load()
    return records, list(store.warnings)


def _category_speedups(results: list[CellResult], pool: list[CellResult]) -> None:
    """Per category: tok/s over the same category of the baseline of the same workload cell (chosen
    as for the cell's own speedup, among the baselines that measured that category)."""
    baselines: dict[str, list[CellResult]] = {}
    for record in pool:
        if record.algorithm == NO_SPECULATION and record.status == CellStatus.OK and isinstance(record.categories, dict):
            baselines.setdefault(record.workload, []).append(record)
    for result in results:
        if not isinstance(result.categories, dict):
            continue
        for name, figures in result.categories.items():
            if not isinstance(figures, dict):
                continue
            candidates = [
                b for b in baselines.get(result.workload, [])
                if isinstance(b.categories.get(name), dict) and _positive(b.categories[name].get("tok_s"))
            ]
            base = _baseline_for(result, candidates)
            tok_s = figures.get("tok_s")
            if result.status == CellStatus.OK and base is not None and isinstance(tok_s, (int, float)):
                figures["speedup"] = speedup_ratio(float(tok_s), float(base.categories[name]["tok_s"]))
            else:
                figures["speedup"] = None


def _positive(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0


# ------------------------------------------------------------------------------------ exports
def _fields() -> list[str]:
    return [f.name for f in dataclasses.fields(CellResult)]


def _cell(value: Any) -> Any:
    """One CSV cell through the safe-text path: no escape or control byte from a record reaches it."""
    if isinstance(value, (list, dict)):
        return safe_text(json.dumps(safe_data(value), ensure_ascii=False, default=str))
    if isinstance(value, float):
        return value if math.isfinite(value) else ""  # str(1e300) is already short: '1e+300'
    if isinstance(value, str):
        return safe_text(value)
    return "" if value is None else value


# Per-row extra fields of an export, keyed by the row's identity: the summaries over repeats
# (mean, std, confidence interval) that specdec_tui.report computes. Exports without them are unchanged.
Extras = Mapping[tuple[str, str, str], Mapping[str, Any]]

# Text of the speedup column per row identity (``3.52x ±0.06 n.s.``), from specdec_tui.report.
SpeedupTexts = Mapping[tuple[str, str, str], str]


# The figures a cell measures: a cell that did not finish measuring (crashed, hung, failed) may hold
# partial ones, which the tables and CSV never show as its measurement (its record keeps them).
MEASURED_FIELDS = (
    "output_tok_s", "decode_tok_s_per_request", "ttft_ms_mean", "ttft_ms_p50", "ttft_ms_p99",
    "tpot_ms_mean", "tpot_ms_p50", "tpot_ms_p99", "itl_ms_mean", "itl_ms_p50", "itl_ms_p99",
    "e2e_ms_mean", "e2e_ms_p50", "e2e_ms_p99", "prompt_tokens_mean", "output_tokens_mean",
    "tokens_per_chunk_mean", "accept_length", "accept_rate", "server_accept_length", "accept_per_position",
    "accept_histogram", "verify_steps", "accepted_draft_tokens", "proposed_draft_tokens", "decode_step_ms",
    "verify_step_cost", "speedup", "baseline_warnings", "repeats", "intervals", "categories",
)  # fmt: skip


def measured(result: CellResult) -> bool:
    """Whether ``result``'s figures are a measurement (an ok cell), not partial ones."""
    return result.status == CellStatus.OK


def to_csv(results: Iterable[CellResult], extras: Extras | None = None) -> str:
    """All fields, one row per result; lists and tables as JSON text; then the ``extras`` columns.
    A cell that did not measure has its figure columns empty and ``figures`` = ``partial`` (its
    record in results.jsonl keeps what it measured before it stopped); an ok one ``measured``."""
    out = io.StringIO()
    results = list(results)
    names = _fields()
    extra_names = list(dict.fromkeys(k for r in results for k in (extras or {}).get(r.identity, {})))
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*names, "figures", *extra_names])
    for result in results:
        data = result.to_dict()
        ok = measured(result)
        if not ok:
            data.update({name: None for name in MEASURED_FIELDS})
        state = _figures_state(result)
        more = (extras or {}).get(result.identity, {})
        writer.writerow([_cell(data.get(name)) for name in names] + [state] + [_cell(more.get(name)) for name in extra_names])
    return out.getvalue()


def _figures_state(result: CellResult) -> str:
    """``measured`` (an ok cell), ``partial`` (a cell that stopped with some figures), or ``none``."""
    if measured(result):
        return "measured"
    return "partial" if any(getattr(result, n) not in (None, [], {}, 0, 0.0) for n in MEASURED_FIELDS) else "none"


def to_json(results: Iterable[CellResult], extras: Extras | None = None) -> str:
    """All fields (a crashed cell's partial figures too, with ``figures``: ``partial``) and the
    ``extras``; every string through the safe-text path (C1 controls too, which JSON would keep)."""
    data = [
        safe_data(_finite({**r.to_dict(), "figures": _figures_state(r), **(extras or {}).get(r.identity, {})}))
        for r in results
    ]
    return json.dumps(data, indent=2, ensure_ascii=False, default=str, allow_nan=False) + "\n"


def _num(value: float | None, digits: int = 1) -> str:
    return safe_number(value, digits)


def _md(text: str, limit: int = 80) -> str:
    return safe_text(text, limit=limit).replace("|", "\\|").replace("\t", " ")


NOT_MEASURED = "—"  # a figure of a cell that did not measure: never its partial one

_MD_COLUMNS = (
    "run", "workload", "parameters", "status", "attempt", "tok/s", "TTFT p50 ms", "TPOT p50 ms", "accept len",
    "accept rate", "speedup", "label",
)


def _workload_text(params: dict[str, Any]) -> str:
    return workload_text(params)


def to_markdown(results: Iterable[CellResult], speedups: SpeedupTexts | None = None) -> str:
    """A compact table with the parameters of each cell (speculative, then workload); ``label`` is
    the triage label, else the first reason (e.g. why invalid), in full. Then, for dataset
    workloads, the per-category table (:func:`category_table`)."""
    results = list(results)
    lines = ["| " + " | ".join(_MD_COLUMNS) + " |", "|" + "|".join("---" for _ in _MD_COLUMNS) + "|"]
    for r in results:
        label = r.triage_label or (r.reasons[0] if r.reasons else "")
        params = " ".join(p for p in (r.params_text(), _workload_text(r.workload_params)) if p)
        figures = (
            (_num(r.output_tok_s), _num(r.ttft_ms_p50), _num(r.tpot_ms_p50, 2), _num(r.accept_length, 2),
             _num(r.accept_rate, 2),
             _md(speedups[r.identity]) if speedups and r.identity in speedups
             else "" if not safe_number(r.speedup, 2) else f"{safe_number(r.speedup, 2)}x")
            if measured(r) else (NOT_MEASURED,) * 6  # a crashed cell's partial figures are no measurement
        )
        row = (_md(r.run), _md(r.workload), _md(params, 300), _md(r.status), str(r.attempt), *figures, _md(label, 1000))
        lines.append("| " + " | ".join(row) + " |")
    categories = category_table(results)
    if categories:
        lines += ["", categories]
    return "\n".join(lines) + "\n"


def category_table(results: Iterable[CellResult]) -> str:
    """Spec-Bench-style Markdown: for each workload with categories, one row per category and one
    column per run, each cell ``speedup / accept length`` (``-`` where not measured). Empty text when
    no result has categories."""
    results = [r for r in results if r.categories and measured(r)]
    if not results:
        return ""
    out: list[str] = []
    for workload in dict.fromkeys(r.workload for r in results):
        cells = [r for r in results if r.workload == workload]
        runs = list(dict.fromkeys(r.run for r in cells))
        names = list(dict.fromkeys(c for r in cells for c in r.categories))
        by_run = {r.run: r for r in cells}
        out.append(f"### {_md(workload)}: speedup / accept length per category")
        out.append("")
        out.append("| category | " + " | ".join(_md(run) for run in runs) + " |")
        out.append("|---|" + "|".join("---" for _ in runs) + "|")
        for name in names:
            row = [_md(name)]
            for run in runs:
                figures = by_run[run].categories.get(name) or {}
                speedup = figures.get("speedup")
                length = figures.get("accept_length")
                shown_speedup, shown_length = safe_number(speedup, 2), safe_number(length, 2)
                row.append(
                    (f"{shown_speedup}x" if shown_speedup and isinstance(speedup, (int, float)) else "-")
                    + " / "
                    + (shown_length if shown_length and isinstance(length, (int, float)) else "-")
                )
            out.append("| " + " | ".join(row) + " |")
        out.append("")
    return "\n".join(out)


EXPORTERS = {"md": to_markdown, "csv": to_csv, "json": to_json}


def resolve_results_path(path: Path) -> Path:
    """A results file, or a results directory holding ``results.jsonl``."""
    path = Path(path)
    return path / RESULTS_FILENAME if path.is_dir() else path
