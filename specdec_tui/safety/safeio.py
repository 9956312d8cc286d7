"""Bounded reading of files a user or another process hands us (sweeps, rules, results).

A path may name anything: ``/dev/zero``, a named pipe, a directory, a symlink to a device, a file of
many gigabytes. :func:`read_capped` opens it without blocking (a FIFO with no writer must not hang
the runner), refuses anything but a regular file, and reads at most ``limit`` bytes, so no input can
exhaust memory. :func:`loads_json` parses JSON with the nesting, number and size limits the product
needs: no RecursionError, no NaN/Infinity, no 1e400 turned into ``inf``, no 5000-digit integers.
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
from typing import Any

MIB = 1024 * 1024
# A sweep or rules file is a few kilobytes; a results file of 100,000 cells is tens of megabytes.
SWEEP_FILE_LIMIT = 4 * MIB
RULES_FILE_LIMIT = 4 * MIB
RESULTS_FILE_LIMIT = 512 * MIB
# JSON nesting deeper than this is not a cell result (the deepest real record nests 3 levels).
JSON_MAX_DEPTH = 64
# Integers beyond this many digits are not a count or a time of anything real.
JSON_MAX_INT_DIGITS = 30


class UnreadableFile(OSError):
    """A file that cannot be read safely; ``str()`` is a one-line reason without the path."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "cannot read"


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_capped(path: str | os.PathLike[str], limit: int, what: str = "file") -> bytes:
    """The bytes of the regular file at ``path`` (symlinks to regular files are followed), at most
    ``limit`` of them; :class:`UnreadableFile` for anything else, with the reason.

    FileNotFoundError passes through unchanged so callers can treat "missing" as "empty"."""
    flags = os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(os.fspath(path), flags)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise UnreadableFile(f"is a directory, not a {what}") from None
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a FIFO opened for reading never blocks; a socket gives ENXIO
            raise UnreadableFile(f"is a socket, not a {what}") from None
        raise UnreadableFile(f"cannot read: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(f"is {_kind(info.st_mode)}, not a {what}")
        if info.st_size > limit:
            raise UnreadableFile(f"is {_size(info.st_size)}, larger than the {_size(limit)} a {what} may be")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 * MIB, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # grew while we read it
                raise UnreadableFile(f"is larger than the {_size(limit)} a {what} may be")
        return b"".join(chunks)
    except UnreadableFile:
        raise
    except OSError as exc:
        raise UnreadableFile(f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def check_regular_or_missing(path: str | os.PathLike[str], what: str = "file") -> None:
    """Raise :class:`UnreadableFile` when ``path`` exists and is not a regular file (following
    symlinks), before anything is appended to it."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise UnreadableFile(f"cannot read: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise UnreadableFile(f"is {_kind(info.st_mode)}, not a {what}")


def _size(n: int) -> str:
    if n >= MIB:
        return f"{n / MIB:.0f} MiB"
    if n >= 1024:
        return f"{n / 1024:.0f} KiB"
    return f"{n} bytes"


def strip_bom(text: str) -> str:
    """Text without a leading UTF-8 byte-order mark (Windows editors write one)."""
    return text[1:] if text.startswith("\ufeff") else text


class JSONLimitError(ValueError):
    """JSON that is well-formed but outside the product's limits (too deep, non-finite, huge)."""


def _depth_problem(text: str | bytes, max_depth: int) -> str | None:
    """Nesting deeper than ``max_depth`` (brackets inside strings are skipped); cheap, no recursion."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if data.count(b"[") + data.count(b"{") <= max_depth:
        return None
    depth = 0
    in_string = False
    escaped = False
    for byte in data:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            if depth > max_depth:
                return f"nested deeper than {max_depth} levels"
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return None


def _parse_constant(name: str) -> Any:
    raise JSONLimitError(f"non-finite number {name} (only finite numbers are accepted)")


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JSONLimitError(f"number {text[:40]} is out of range")
    return value


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > JSON_MAX_INT_DIGITS:
        raise JSONLimitError(f"integer of {digits} digits is out of range")
    return int(text)


def loads_json(text: str | bytes, max_depth: int = JSON_MAX_DEPTH) -> Any:
    """``json.loads`` with limits: ValueError (JSONDecodeError or JSONLimitError) for malformed JSON,
    nesting deeper than ``max_depth``, NaN/Infinity, numbers that overflow a float, huge integers."""
    problem = _depth_problem(text, max_depth)
    if problem:
        raise JSONLimitError(problem)
    try:
        return json.loads(
            text, parse_constant=_parse_constant, parse_float=_parse_float, parse_int=_parse_int
        )
    except RecursionError:  # cannot happen after the depth check, but never a traceback
        raise JSONLimitError("nested too deeply") from None
