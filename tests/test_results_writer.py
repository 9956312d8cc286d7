"""One writer per results folder, and no measurement without a place to keep it (issue 19).

The disk-full and read-only cases use a real tmpfs (a real ``mount``, as root) where the machine
allows it; where it does not, the same test runs against an injected writer fault and says so in a
warning (never a silent skip).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import multiprocessing
import os
import socket
import subprocess
import sys
import time
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from specdec_tui.cli.commands import run as run_command
from specdec_tui.cli.wiring import build_controller
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Sweep
from specdec_tui.domain.record import CellResult
from specdec_tui.run.persistence import EXIT_UNSAVED
from specdec_tui.run.results import (
    LOCK_FILENAME,
    ResultsFolderBusy,
    ResultsLock,
    ResultsStore,
    fallback_files,
)
from specdec_tui.sweepfile.config import loads_sweep

REPO = Path(__file__).resolve().parent.parent


# ------------------------------------------------------------------------------------ helpers
def fast_sweep(workloads: int = 4, speed: float = 100.0) -> str:
    """One sim server (reused by every cell), ``workloads`` small cells."""
    parts = [
        'name = "writer test"',
        "[server]",
        'backend = "sim"',
        'model = "sim/Qwen3.6-27B"',
        "context_length = 4096",
        "port = 0",
        f'extra_args = ["--sim-speed", "{speed:g}", "--sim-startup-s", "0"]',
        "startup_timeout_s = 60.0",
        "[limits]",
        "hang_timeout_s = 10.0",
        "request_timeout_s = 60.0",
        "stop_grace_s = 5.0",
    ]
    for i in range(workloads):
        parts += [
            "[[workload]]", f'name = "w{i}"', "prompt_tokens = [60, 90]", "output_tokens = 16", "requests = 2",
            "concurrency = 1", "warmup_requests = 0",
        ]  # fmt: skip
    parts += ["[[run]]", 'name = "baseline"', 'speculative = { algorithm = "none" }']
    return "\n".join(parts) + "\n"


def sweep_of(workloads: int = 4) -> Sweep:
    return loads_sweep(fast_sweep(workloads))


class Recorder:
    def __init__(self) -> None:
        self.events: list[ev.Event] = []
        self.hooks: list[tuple[type, Any]] = []

    def __call__(self, event: ev.Event) -> None:
        self.events.append(event)
        for kind, hook in list(self.hooks):
            if isinstance(event, kind):
                hook(event)

    def of(self, kind: type) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]

    def index(self, kind: type) -> int:
        return next(i for i, e in enumerate(self.events) if isinstance(e, kind))


def cell_counts(path: Path) -> Counter[tuple[str, str]]:
    lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return Counter((d["run"], d["workload"]) for d in lines)


def _mount_tmpfs(where: Path, size: str, readonly: bool = False) -> bool:
    where.mkdir(parents=True, exist_ok=True)
    options = f"size={size}" + (",ro" if readonly else "")
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)], capture_output=True)
    except OSError:
        return False
    return done.returncode == 0


def _umount(where: Path) -> None:
    subprocess.run(["umount", "-l", str(where)], capture_output=True)


class Disk:
    """A results folder on a real 24 KB tmpfs that can be filled and freed, or (where mounting is
    not allowed) a folder whose results writes fail with an injected ENOSPC while 'full'."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.mount = root / "mnt"
        self.mode = "tmpfs" if _mount_tmpfs(self.mount, "24k") else "injected"
        self.full = False
        if self.mode == "injected":
            warnings.warn("mount not permitted here: a tmpfs could not be made, using an injected ENOSPC", stacklevel=2)
            real_append = ResultsStore.append

            def append(store: ResultsStore, result: CellResult) -> None:
                if self.full and self.mount in store.path.parents:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(store.path))
                real_append(store, result)

            monkeypatch.setattr(ResultsStore, "append", append)
        self.folder = self.mount / "results"

    def fill(self) -> None:
        """Take every free byte (a real file on the tmpfs)."""
        self.full = True
        if self.mode == "tmpfs":
            fd = os.open(self.mount / "filler", os.O_WRONLY | os.O_CREAT | os.O_APPEND)
            try:
                with contextlib.suppress(OSError):
                    while True:
                        os.write(fd, b"\0" * 1024)
            finally:
                os.close(fd)

    def free(self) -> None:
        self.full = False
        if self.mode == "tmpfs":
            (self.mount / "filler").unlink(missing_ok=True)
            # Room for the rest of the sweep (server logs included), as an operator would make.
            subprocess.run(["mount", "-o", "remount,size=4m", str(self.mount)], check=True)

    def close(self) -> None:
        if self.mode == "tmpfs":
            _umount(self.mount)


@pytest.fixture
def disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Disk]:
    d = Disk(tmp_path, monkeypatch)
    yield d
    d.close()


@pytest.fixture(autouse=True)
def state_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The fallback files go to a state directory of the test's own."""
    state = tmp_path / "state"
    monkeypatch.setenv("XDG_STATE_HOME", str(state))
    return state


def specdec(*args: str, cwd: Path, env: dict[str, str] | None = None, **popen: Any) -> subprocess.Popen[str]:
    full_env = {**os.environ, "PYTHONPATH": str(REPO), **(env or {})}
    return subprocess.Popen(
        [sys.executable, "-m", "specdec_tui", *args], cwd=cwd, env=full_env, text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, **popen,
    )  # fmt: skip


# ------------------------------------------------------------------------------------ the lock
def test_lock_names_its_holder_and_refuses_a_second_writer(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    # The holder is another process, as it is for a second `specdec run`.
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys; from specdec_tui.run.results import ResultsLock; "
         f"lock = ResultsLock.acquire({str(folder)!r}, command='specdec run x.toml'); "
         "print('held', flush=True); sys.stdin.read()"],
        env={**os.environ, "PYTHONPATH": str(REPO)}, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(ResultsFolderBusy) as busy:
            ResultsLock.acquire(folder)
        message = str(busy.value)
        assert f"in use by pid {holder.pid} on {socket.gethostname()} since " in message
        assert "specdec run x.toml" in message and "\n" not in message
        assert busy.value.holder is not None and busy.value.holder.pid == holder.pid
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(10)
    # The holder is gone (its lock went with it): the folder is free, nothing to take over.
    with ResultsLock.acquire(folder) as lock:
        assert lock.held and lock.took_over is not None  # it exited without releasing: stale record
        assert lock.took_over.pid == holder.pid and lock.took_over.gone()


def test_a_clean_release_leaves_nothing_to_take_over(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    lock = ResultsLock.acquire(folder)
    (folder / "results.jsonl").write_text("")
    lock.release()
    assert (folder / LOCK_FILENAME).read_bytes() == b""
    with ResultsLock.acquire(folder) as again:
        assert again.took_over is None


def test_a_refused_start_leaves_no_folder_behind(tmp_path: Path) -> None:
    folder = tmp_path / "a" / "b"
    ResultsLock.acquire(folder).release()
    assert not (tmp_path / "a").exists()


def test_stale_lock_is_taken_over_with_a_notice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "r"
    folder.mkdir()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    record = {"pid": dead.pid, "host": socket.gethostname(), "started_at": "2026-01-02T03:04:05+00:00",
              "command": "specdec run old.toml"}  # fmt: skip
    (folder / LOCK_FILENAME).write_text(json.dumps(record))  # left by a holder killed with SIGKILL
    claimed = run_command.claim_results_dir(folder, folder / "known_crashes.toml", min_free_mb=0)
    assert isinstance(claimed, ResultsLock), claimed
    try:
        err = capsys.readouterr().err
        assert f"taking over results folder {folder} from pid {dead.pid} on {socket.gethostname()}" in err
        assert "since 2026-01-02" in err and "which is gone" in err
        assert json.loads((folder / LOCK_FILENAME).read_text())["pid"] == os.getpid()
    finally:
        claimed.release()


@pytest.mark.slow  # measured 6.4 s
def test_second_specdec_run_on_a_folder_in_use_refuses_and_nothing_is_duplicated(tmp_path: Path) -> None:
    sweep = tmp_path / "s.toml"
    sweep.write_text(fast_sweep(4, speed=2))
    first = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", "r", cwd=tmp_path)
    lock_file = tmp_path / "r" / LOCK_FILENAME
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (lock_file.exists() and lock_file.read_bytes().strip()):
        time.sleep(0.05)
    second = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", "r", cwd=tmp_path)
    resumed = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", "r", "--resume", cwd=tmp_path)
    out2, err2 = second.communicate(timeout=60)
    out3, err3 = resumed.communicate(timeout=60)
    assert out3 == ""
    assert first.poll() is None, "the first run ended before the others were refused: slow it down"
    out1, err1 = first.communicate(timeout=180)
    assert first.returncode == 0, err1 + out1[-2000:]
    assert second.returncode == 2 and out2 == ""
    assert err2.count("\n") == 1 and f"results folder r in use by pid {first.pid} on " in err2
    assert resumed.returncode == 2 and f"in use by pid {first.pid}" in err3  # --resume too
    counts = cell_counts(tmp_path / "r" / "results.jsonl")
    assert len(counts) == 4 and set(counts.values()) == {1}, counts
    assert lock_file.read_bytes() == b""  # released on exit


# ------------------------------------------------------------------------------------ appends
def _writer(path: str, writer: int, count: int, start: Any) -> None:
    # Short writes, as NFS or a signal can make them: a line goes out in several write(2) calls,
    # so only the append lock keeps another writer's bytes out of the middle of it.
    real_write = os.write

    def short_write(fd: int, data: Any) -> int:
        n = real_write(fd, bytes(data[:4096]))
        os.sched_yield()
        return n

    os.write = short_write  # type: ignore[assignment]
    start.wait()
    store = ResultsStore(Path(path))
    for i in range(count):
        # Large records: far beyond what one write(2) to a pipe or a page keeps whole on its own.
        store.append(CellResult(run=f"w{writer}", workload=f"c{i}", status="ok", errors=["x" * (20_000 + i)]))


@pytest.mark.slow  # measured 2.0 s
def test_several_writers_append_whole_lines(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    writers = [context.Process(target=_writer, args=(str(path), w, 25, start)) for w in range(4)]
    for process in writers:
        process.start()
    start.set()
    for process in writers:
        process.join(120)
        assert process.exitcode == 0
    store = ResultsStore(path)
    records = store.load()
    assert store.warnings == []  # no torn or interleaved line
    assert Counter((r.run, r.workload) for r in records) == Counter(
        {(f"w{w}", f"c{i}"): 1 for w in range(4) for i in range(25)}
    )
    assert all(len(r.errors[0]) == 20_000 + int(r.workload[1:]) for r in records)


def test_a_failed_append_leaves_no_partial_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "results.jsonl"
    store = ResultsStore(path)
    store.append(CellResult(run="a", workload="w", status="ok"))
    before = path.read_bytes()
    real_write = os.write

    def half_then_enospc(fd: int, data: Any) -> int:
        if len(data) > 10:
            return real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", half_then_enospc)
    with pytest.raises(OSError):
        store.append(CellResult(run="b", workload="w", status="ok", errors=["y" * 1000]))
    monkeypatch.undo()
    assert path.read_bytes() == before
    store.append(CellResult(run="c", workload="w", status="ok"))
    assert [r.run for r in store.load()] == ["a", "c"] and store.warnings == []


# ------------------------------------------------------------------------------------ disk full
@pytest.mark.slow  # measured 2.2 s
async def test_disk_full_mid_sweep_pauses_and_a_retry_writes_every_cell_once(disk: Disk) -> None:
    """The TUI's policy: no new cell after the first failed write; a retry after space is freed
    writes every measured cell exactly once and the sweep goes on."""
    recorder = Recorder()
    controller = build_controller(sweep_of(8), results_dir=disk.folder, sink=recorder, write_retry_s=3600.0)
    started_while_blocked: list[str] = []
    blocked = [False]

    def on_first_finish(event: ev.CellFinished) -> None:
        if len(recorder.of(ev.CellFinished)) == 1:
            disk.fill()

    def on_not_saved(event: ev.ResultsNotSaved) -> None:
        blocked[0] = True

        def free_and_retry() -> None:
            blocked[0] = False
            disk.free()
            controller.retry_writes()

        asyncio.get_running_loop().call_later(0.5, free_and_retry)

    def on_started(event: ev.CellStarted) -> None:
        if blocked[0]:
            started_while_blocked.append(event.key)

    recorder.hooks += [(ev.CellFinished, on_first_finish), (ev.ResultsNotSaved, on_not_saved),
                       (ev.CellStarted, on_started)]  # fmt: skip
    summary = await asyncio.wait_for(controller.run(), 120)
    not_saved = recorder.of(ev.ResultsNotSaved)
    assert len(not_saved) == 1 and "No space left on device" in not_saved[0].error, disk.mode
    assert started_while_blocked == []
    first_failure = recorder.index(ev.ResultsNotSaved)
    saved = recorder.index(ev.ResultsSaved)
    assert not any(isinstance(e, ev.CellStarted) for e in recorder.events[first_failure:saved])
    assert summary.exit_code == 0 and summary.unsaved == 0
    counts = cell_counts(disk.folder / "results.jsonl")
    assert len(counts) == 8 and set(counts.values()) == {1}, counts
    assert fallback_files(controller.results_path) == []


@pytest.mark.slow  # measured 2.1 s
async def test_disk_full_headless_stops_keeps_a_fallback_and_resume_writes_it_once(
    disk: Disk, state_home: Path
) -> None:
    recorder = Recorder()
    controller = build_controller(sweep_of(8), results_dir=disk.folder, sink=recorder, write_retry_s=None)
    recorder.hooks.append((ev.CellFinished, lambda e: disk.fill() if len(recorder.of(ev.CellFinished)) == 1 else None))
    summary = await asyncio.wait_for(controller.run(), 120)
    assert summary.exit_code == EXIT_UNSAVED, disk.mode
    started = [e.key for e in recorder.of(ev.CellStarted)]
    # A full tmpfs still takes a line or two into the results file's last page; the first write that
    # fails stops the sweep: no cell starts after it.
    failed_at = recorder.index(ev.ResultsNotSaved)
    assert not any(isinstance(e, ev.CellStarted) for e in recorder.events[failed_at:])
    assert 2 <= len(started) < 8
    assert summary.unsaved == 1 and summary.fallback_path is not None
    assert summary.fallback_path.is_relative_to(state_home / "specdec" / "unsaved")
    kept = recorder.of(ev.ResultsKept)
    assert len(kept) == 1 and kept[0].fallback_path == str(summary.fallback_path)
    measured = {e.result.key: e.result for e in recorder.of(ev.CellFinished)}
    assert [r.key for r in ResultsStore(summary.fallback_path).load()] == [started[-1]]

    disk.free()
    recorder2 = Recorder()
    resumed = build_controller(sweep_of(8), results_dir=disk.folder, sink=recorder2, resume=True, write_retry_s=None)
    summary2 = await asyncio.wait_for(resumed.run(), 120)
    assert summary2.exit_code == 0
    assert [e.key for e in recorder2.of(ev.CellStarted)] == [
        k for k in (c.key for c in resumed.entries) if k not in started
    ]  # the two measured cells are not measured again
    lines = ResultsStore(disk.folder / "results.jsonl").load()
    counts = Counter(r.key for r in lines)
    assert len(counts) == 8 and set(counts.values()) == {1}, counts
    kept_record = next(r for r in lines if r.key == started[-1])
    assert kept_record.output_tok_s == measured[started[-1]].output_tok_s  # the measurement, not a re-run
    assert fallback_files(controller.results_path) == []


# ------------------------------------------------------------------------------------ at start
@pytest.mark.slow  # measured 0.8 s
def test_read_only_folder_at_start_is_one_line_and_exit_2(tmp_path: Path) -> None:
    sweep = tmp_path / "s.toml"
    sweep.write_text(fast_sweep(1))
    ro = tmp_path / "ro"
    mounted = _mount_tmpfs(ro, "1m", readonly=True)
    try:
        if not mounted:
            warnings.warn("mount not permitted here: read-only folder made with chmod", stacklevel=1)
            ro.mkdir(exist_ok=True)
            ro.chmod(0o555)
            if os.geteuid() == 0:
                pytest.fail("cannot make a read-only folder here: mount refused and root ignores chmod")
        done = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(ro / "r"), cwd=tmp_path)
        out, err = done.communicate(timeout=60)
        assert done.returncode == 2 and out == ""
        assert err.count("\n") == 1 and err.startswith(f"specdec: cannot keep results in {ro / 'r'}: ")
        assert ("Read-only file system" if mounted else "Permission denied") in err
    finally:
        if mounted:
            _umount(ro)


def test_too_little_free_space_at_start_is_one_line_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    small = tmp_path / "small"
    mounted = _mount_tmpfs(small, "24k")
    try:
        if not mounted:
            warnings.warn("mount not permitted here: free space injected", stacklevel=1)
            import shutil

            monkeypatch.setattr(shutil, "disk_usage", lambda p: shutil._ntuple_diskusage(24576, 0, 24576))  # type: ignore[attr-defined]
        problem = run_command.check_results_dir(small / "r", small / "r" / "known_crashes.toml", min_free_mb=8)
        assert problem is not None and problem.startswith(f"only 24.6 KB free in {small / 'r'} (at least 8 MB")
        assert "--min-free-mb 0" in problem and not (small / "r").exists()
        assert run_command.check_results_dir(small / "r", small / "r" / "k.toml", min_free_mb=0) is None
    finally:
        if mounted:
            _umount(small)


# ------------------------------------------------------------------------------------ rules file
CRASH_SWEEP = """
name = "rules write test"
[server]
backend = "sim"
model = "sim/Qwen3.6-27B"
context_length = 4096
port = 0
extra_args = ["--sim-speed", "100", "--sim-startup-s", "0", "--sim-gpu-arch", "sm_120"]
startup_timeout_s = 60.0
[hardware]
gpu_arch = "sm_120"
[limits]
hang_timeout_s = 10.0
stop_grace_s = 5.0
[[workload]]
name = "w"
prompt_tokens = [60, 90]
output_tokens = 16
requests = 2
warmup_requests = 0
[[run]]
name = "b8"
speculative = { algorithm = "ddtree", draft_model = "sim/drafter", budget = 8 }
[[run]]
name = "b8-again"
speculative = { algorithm = "ddtree", draft_model = "sim/drafter", budget = 8 }
extra_args = ["--sim-seed", "3"]
"""


@pytest.mark.slow  # measured 0.5 s
async def test_a_rule_that_cannot_be_written_holds_in_memory_and_is_written_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import specdec_tui.run.learning as controller_module

    real_learn = controller_module.learn_rule
    failures: list[int] = [1]  # the first write of the rules file fails: the disk is full

    def learn(*args: Any, **kwargs: Any) -> Any:
        if failures[0]:
            failures[0] -= 1
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_learn(*args, **kwargs)

    monkeypatch.setattr(controller_module, "learn_rule", learn)
    recorder = Recorder()
    sweep = loads_sweep(CRASH_SWEEP)
    controller = build_controller(sweep, results_dir=tmp_path / "r", sink=recorder)
    await asyncio.wait_for(controller.run(), 120)
    warning = recorder.of(ev.StorageWarning)
    assert [w.what for w in warning] == ["rules file"] and "No space left on device" in warning[0].error
    results = {r.key: r for r in ResultsStore(tmp_path / "r" / "results.jsonl").load()}
    assert results["b8 / w"].status == "crashed"
    again = results["b8-again / w"]
    assert again.status == "invalid" and any("cuda_illegal_instruction" in reason for reason in again.reasons)
    assert recorder.index(ev.StorageWarning) < recorder.index(ev.RuleLearned)  # written once it could be
    from specdec_tui.rules.learned import load_rules_file

    rules = load_rules_file(tmp_path / "r" / "known_crashes.toml")
    assert len(rules) == 1 and rules[0].match["budget"] == 8


def test_sweeps_started_in_the_same_second_get_their_own_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import argparse
    from datetime import datetime as real_datetime

    class FrozenClock(real_datetime):
        @classmethod
        def now(cls, tz: Any = None) -> Any:
            return real_datetime(2026, 12, 3, 8, 30, 0)

    monkeypatch.setattr(run_command, "datetime", FrozenClock)
    monkeypatch.chdir(tmp_path)
    sweep = tmp_path / "s.toml"
    sweep.write_text(fast_sweep(1))

    def args() -> argparse.Namespace:
        return argparse.Namespace(sweep=str(sweep), results=None, resume=False, min_free_mb=0.0)

    first = run_command.prepare(args())
    second = run_command.prepare(args())  # the first still holds its folder
    assert not isinstance(first, int) and not isinstance(second, int)
    try:
        assert first[1] == Path("specdec-results/writer-test-20261203-083000")
        assert second[1] == Path("specdec-results/writer-test-20261203-083000-2")
        assert first[2].held and second[2].held
    finally:
        first[2].release()
        second[2].release()


def test_a_filesystem_that_cannot_lock_still_keeps_one_writer_and_whole_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import fcntl

    def no_locks(fd: int, operation: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    folder = tmp_path / "nfs"
    with ResultsLock.acquire(folder, command="specdec run a.toml") as lock:
        assert lock.unlocked
        with pytest.raises(ResultsFolderBusy, match=f"in use by pid {os.getpid()} on "):
            ResultsLock.acquire(folder)  # the holder's record stands in for the lock
        store = ResultsStore(folder / "results.jsonl")
        store.append(CellResult(run="a", workload="w", status="ok"))  # appends go on without a lock
        assert [r.run for r in store.load()] == ["a"]
