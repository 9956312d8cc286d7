"""Where detached sweeps are found: a per-user runtime folder holding, per sweep daemon, its socket
(``ID.sock``) and its record (``ID.json``: pid, name, sweep file, results folder, start time).

A daemon whose sweep ends (finished, or stopped) keeps its record, marked ended with how far it got, for
``ENDED_KEPT_S``: a user who comes back after the SSH session dropped finds it in ``specdec ls`` with its
results folder, and ``specdec attach`` shows its final table. A record without an end whose daemon is
gone is a dead sweep (killed, the machine rebooted), which ``attach`` offers to resume.

The folder is ``$XDG_RUNTIME_DIR/specdec`` when that is set, otherwise ``run/`` under the user's state
folder; it is made 0700 and refused when another user owns it or others may enter it.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
import stat
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from specdec_tui.run.results import state_dir

RUNTIME_ENV = "XDG_RUNTIME_DIR"
ENDED_KEPT_S = 7 * 24 * 3600.0  # how long ``specdec ls`` lists an ended sweep


class RuntimeDirError(Exception):
    """The runtime folder cannot be made safe (another owner, open to others, not a folder)."""


def runtime_dir(*, create: bool = True) -> Path:
    """The per-user folder of sweep sockets and records (made 0700 when ``create``). Raises
    RuntimeDirError when it exists but is not ours alone."""
    base = os.environ.get(RUNTIME_ENV) or ""
    folder = Path(base) / "specdec" if base and os.path.isabs(base) else state_dir() / "run"
    if create:
        folder.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):
            folder.mkdir(mode=0o700)
    if folder.exists() or create:
        check_private(folder)
    return folder


def check_private(folder: Path) -> None:
    """Raise RuntimeDirError unless ``folder`` is a real folder owned by us with no access for others."""
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode):
        raise RuntimeDirError(f"{folder} is not a folder")
    if info.st_uid != os.getuid():
        raise RuntimeDirError(f"{folder} belongs to another user (uid {info.st_uid})")
    if info.st_mode & 0o077:
        raise RuntimeDirError(
            f"{folder} is open to other users (mode {stat.S_IMODE(info.st_mode):o}; chmod 700 it)"
        )


def new_sweep_id() -> str:
    """A short id that the runtime folder does not hold yet."""
    return secrets.token_hex(3)


@dataclass(frozen=True)
class SweepRecord:
    """What ``specdec ls`` and ``attach`` know about a sweep daemon without asking it."""

    id: str
    pid: int
    name: str
    sweep_path: str
    results_dir: str
    rules_path: str
    started_at: float  # time.time() when the daemon began serving
    no_gpu: bool = False
    ended_at: float | None = None  # time.time() when its sweep ended (None: running, or its daemon died)
    outcome: str = ""  # "finished" or "stopped", once ended
    progress: str = ""  # "done/total" cells, once ended
    counts: str = ""  # "5 ok, 2 crashed, 7 invalid", once ended

    @property
    def ended(self) -> bool:
        return self.ended_at is not None

    @property
    def results_path(self) -> Path:
        return Path(self.results_dir) / "results.jsonl"


def socket_path(folder: Path, sweep_id: str) -> Path:
    return folder / f"{sweep_id}.sock"


def record_path(folder: Path, sweep_id: str) -> Path:
    return folder / f"{sweep_id}.json"


def write_record(folder: Path, record: SweepRecord) -> Path:
    path = record_path(folder, record.id)
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(asdict(record), handle)
    os.replace(tmp, path)
    return path


def read_record(path: Path) -> SweepRecord | None:
    """The record in ``path``, or None when it is unreadable or not one of ours."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return SweepRecord(**{k: data[k] for k in SweepRecord.__dataclass_fields__ if k in data})
    except (OSError, ValueError, TypeError):
        return None


def remove_record(folder: Path, sweep_id: str) -> None:
    for path in (socket_path(folder, sweep_id), record_path(folder, sweep_id)):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def end_record(folder: Path, record: SweepRecord, *, outcome: str, progress: str, counts: str,
               clock: Callable[[], float] = time.time) -> SweepRecord:  # fmt: skip
    """Mark the sweep ended (its daemon is about to exit): the record stays, the socket goes."""
    ended = replace(record, ended_at=clock(), outcome=outcome, progress=progress, counts=counts)
    write_record(folder, ended)
    with contextlib.suppress(FileNotFoundError):
        socket_path(folder, record.id).unlink()
    return ended


def forget_unless_ended(folder: Path, sweep_id: str) -> None:
    """A daemon on its way out: its record goes unless it says how the sweep ended (the socket goes)."""
    record = read_record(record_path(folder, sweep_id))
    if record is not None and record.ended:
        with contextlib.suppress(FileNotFoundError):
            socket_path(folder, sweep_id).unlink()
        return
    remove_record(folder, sweep_id)


@dataclass(frozen=True)
class Listed:
    record: SweepRecord
    alive: bool  # its daemon answers on its socket

    @property
    def ended(self) -> bool:
        """Its sweep ended (finished or stopped) and its daemon exited: nothing to resume."""
        return self.record.ended and not self.alive

    @property
    def dead(self) -> bool:
        """Its daemon is gone without saying the sweep ended (killed, a reboot): it can be resumed."""
        return not self.alive and not self.record.ended


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie is dead for our purposes (a test that killed its own child and has not reaped it yet).
    with contextlib.suppress(OSError):
        status = Path(f"/proc/{pid}/stat").read_text()
        return status.rsplit(")", 1)[-1].split()[0] != "Z"
    return True


def socket_answers(path: Path, timeout_s: float = 1.0) -> bool:
    """Something accepts connections on ``path`` (a socket left by a killed daemon refuses them)."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(timeout_s)
    try:
        sock.connect(str(path))
        return True
    except OSError:
        return False
    finally:
        sock.close()


def list_sweeps(folder: Path | None = None, clock: Callable[[], float] = time.time) -> list[Listed]:
    """Every sweep the runtime folder knows, oldest first, each alive, ended or dead (stale socket).
    Records of sweeps that ended more than ``ENDED_KEPT_S`` ago are removed."""
    folder = folder or runtime_dir(create=False)
    if not folder.exists():
        return []
    listed: list[Listed] = []
    for path in folder.glob("*.json"):
        record = read_record(path)
        if record is None:
            continue
        if record.ended_at is not None and clock() - record.ended_at > ENDED_KEPT_S:
            remove_record(folder, record.id)
            continue
        alive = pid_alive(record.pid) and socket_answers(socket_path(folder, record.id))
        listed.append(Listed(record, alive))
    listed.sort(key=lambda item: item.record.started_at)
    return listed


def find_sweep(listed: list[Listed], wanted: str | None) -> Listed | str:
    """The sweep ``wanted`` names (an id or its start; None: the only running one), or one line
    saying why none is picked."""
    if wanted is None:
        running = [item for item in listed if item.alive]
        if len(running) == 1:
            return running[0]
        if not running:
            dead = [item for item in listed if item.dead]
            if len(dead) == 1:
                return dead[0]
            ended = [item for item in listed if item.ended]
            if not dead and ended:  # the last one that ended: attach shows how it ended
                return max(ended, key=lambda item: item.record.ended_at or 0.0)
            return "no sweep is running (specdec ls lists them)"
        return "several sweeps are running: name one (" + ", ".join(i.record.id for i in running) + ")"
    matches = [item for item in listed if item.record.id.startswith(wanted)]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        return f"no sweep '{wanted}' (specdec ls lists them)"
    return f"'{wanted}' names several sweeps (" + ", ".join(i.record.id for i in matches) + ")"


def age_text(seconds: float) -> str:
    seconds = max(0.0, seconds)
    if seconds < 60:
        return f"{seconds:.0f}s"
    if seconds < 3600:
        return f"{seconds // 60:.0f}m{seconds % 60:02.0f}s"
    return f"{seconds // 3600:.0f}h{(seconds % 3600) // 60:02.0f}m"


def now() -> float:
    return time.time()
