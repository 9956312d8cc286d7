"""The statuses of a cell and the states of a server, one home each.

``class X(str, Enum)`` (Python 3.10 has no StrEnum): a member is its value as a string, so JSON,
comparisons with strings (``result.status == "ok"``) and records read back from disk (plain strings)
keep working; ``str()`` and f-strings give the value, not ``CellStatus.OK``."""

from __future__ import annotations

from enum import Enum


class _StrEnum(str, Enum):
    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class CellStatus(_StrEnum):
    """Where one cell (run x workload) stands. ``pending`` and ``running`` exist only in the live
    queue, never on disk."""

    OK = "ok"
    CRASHED = "crashed"
    FAILED = "failed"
    SKIPPED = "skipped"
    INVALID = "invalid"
    HANG = "hang"
    PENDING = "pending"
    RUNNING = "running"

    @property
    def finished(self) -> bool:
        """A status a cell ends in (everything but pending and running)."""
        return self in FINISHED

    @property
    def failure(self) -> bool:
        """Crashed, hung or failed: what "re-queue all crashed or failed cells" picks."""
        return self in FAILURES


class ServerState(_StrEnum):
    """The state of the inference server as the controller reports it."""

    STOPPED = "stopped"
    STARTING = "starting"
    READY = "ready"
    CRASHED = "crashed"
    STOPPING = "stopping"  # asked to stop; its processes may still hold GPU memory until released


# Statuses a record on disk can have (a finished cell), in the order the views list them.
FINISHED: tuple[CellStatus, ...] = (
    CellStatus.OK, CellStatus.CRASHED, CellStatus.FAILED, CellStatus.SKIPPED, CellStatus.INVALID, CellStatus.HANG,
)  # fmt: skip
# A cell that did not measure because of the server or its requests (not a verdict or a skip).
FAILURES: tuple[CellStatus, ...] = (CellStatus.CRASHED, CellStatus.HANG, CellStatus.FAILED)
