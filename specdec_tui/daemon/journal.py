"""The daemon's event journal: every event frame (server log lines and GPU samples aside) appended to
``events.jsonl`` beside the results, bounded on disk (past ``max_bytes`` the file becomes
``events.1.jsonl`` and a new one starts) and in memory (the newest ``window`` frames, which a client
attached "from the start" is replayed)."""

from __future__ import annotations

import contextlib
import json
import os
from collections import deque
from pathlib import Path

JOURNAL_NAME = "events.jsonl"
MAX_BYTES = 16 << 20
WINDOW = 20_000


class Journal:
    def __init__(self, path: Path | None, *, max_bytes: int = MAX_BYTES, window: int = WINDOW) -> None:
        self.path = path
        self.max_bytes = max_bytes
        self._frames: deque[bytes] = deque(maxlen=window)
        self.appended = 0
        self.error: str | None = None  # the last write error (the sweep goes on without the file)
        self._fd: int | None = None
        self._size = 0
        if path is not None:
            self._open()

    def _open(self) -> None:
        assert self.path is not None
        try:
            self._fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_CLOEXEC, 0o600)
            self._size = os.fstat(self._fd).st_size
        except OSError as exc:
            self._fd, self.error = None, exc.strerror or str(exc)

    def append(self, frame: bytes) -> None:
        self._frames.append(frame)
        self.appended += 1
        if self._fd is None:
            return
        try:
            if self._size + len(frame) > self.max_bytes:
                self._rotate()
            os.write(self._fd, frame)
            self._size += len(frame)
        except OSError as exc:
            self.error = exc.strerror or str(exc)

    def _rotate(self) -> None:
        assert self.path is not None and self._fd is not None
        os.close(self._fd)
        self._fd = None
        os.replace(self.path, self.path.with_name(self.path.stem + ".1" + self.path.suffix))
        self._open()

    @property
    def truncated(self) -> bool:
        """The in-memory window no longer holds the first frames."""
        return self.appended > len(self._frames)

    def window(self) -> list[bytes]:
        return list(self._frames)

    def close(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)


def read_journal(results_dir: Path) -> list[bytes]:
    """The journal's frames on disk, oldest first (the rotated file, then the current one)."""
    lines: list[bytes] = []
    for name in ("events.1.jsonl", JOURNAL_NAME):
        with contextlib.suppress(OSError):
            lines.extend(line + b"\n" for line in (results_dir / name).read_bytes().splitlines() if line)
    return lines


def last_progress(path: Path, tail_bytes: int = 4 << 20) -> tuple[int, int] | None:
    """(finished, total) cells in the last queue the journal holds, read from its tail only; None when
    the journal has none (a dead daemon's `specdec ls` shows how far its sweep got)."""
    from specdec_tui.domain.status import CellStatus

    try:
        with open(path, "rb") as f:
            size = f.seek(0, os.SEEK_END)
            f.seek(max(0, size - tail_bytes))
            tail = f.read(tail_bytes)
    except OSError:
        return None
    for raw in reversed(tail.splitlines()):
        if b'"QueueChanged"' not in raw and b'"SweepStarted"' not in raw:
            continue
        try:
            cells = json.loads(raw)["e"]["cells"]["__tuple"]
            statuses = [CellStatus(cell["status"]) for cell in cells]
        except (ValueError, KeyError, TypeError):
            continue  # a torn or foreign line: an earlier queue will do
        return sum(1 for s in statuses if s.finished), len(statuses)
    return None
