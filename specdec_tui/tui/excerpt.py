"""Read a few lines of a server log around a line number (or its tail), made safe to show."""

from __future__ import annotations

import os
from collections import deque
from pathlib import Path

from specdec_tui.safety.textsafe import safe_text

LINE_LIMIT = 2000  # characters kept of one line
TAIL_BYTES = 256 * 1024


def read_excerpt(path: Path, lineno: int | None, *, before: int = 15, after: int = 15) -> list[tuple[int, str]]:
    """Lines ``lineno - before .. lineno + after`` (1-based) of ``path``; without a line number, the
    last ``before + after`` lines. Raises OSError when the file cannot be read."""
    if lineno is None:
        return _tail(path, before + after)
    window: deque[tuple[int, str]] = deque(maxlen=before + 1 + after)
    last = lineno + after
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if number >= lineno - before:
                window.append((number, safe_text(raw.rstrip(b"\r\n"), LINE_LIMIT)))
            if number >= last:
                break
    return list(window)


def _tail(path: Path, count: int) -> list[tuple[int, str]]:
    size = path.stat().st_size
    with path.open("rb") as handle:
        # Count the lines before the tail so the numbers match the file (cheap: a byte count).
        start = max(0, size - TAIL_BYTES)
        skipped_lines = 0
        if start:
            remaining = start
            while remaining:
                chunk = handle.read(min(1 << 20, remaining))
                if not chunk:
                    break
                skipped_lines += chunk.count(b"\n")
                remaining -= len(chunk)
        handle.seek(start, os.SEEK_SET)
        data = handle.read()
    lines = data.split(b"\n")
    if data.endswith(b"\n"):
        lines.pop()
    first_number = skipped_lines + 1
    if start and lines:
        # The first piece is the end of a line that began before the tail.
        lines = lines[1:]
        first_number += 1
    picked = lines[-count:]
    offset = first_number + len(lines) - len(picked)
    return [(offset + i, safe_text(raw.rstrip(b"\r"), LINE_LIMIT)) for i, raw in enumerate(picked)]
