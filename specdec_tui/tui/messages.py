"""Messages the event bridge and the panes post; small, and the "latest value" ones coalesce."""

from __future__ import annotations

from typing import Any

from textual.message import Message

from specdec_tui.domain.events import Event, ServerLog


class ControllerEvent(Message):
    """One controller event for the app to route.

    For coalescing events (GPU samples, queue snapshots, progress, live stats) the bridge replaces
    ``event`` in place while the message waits in the queue, so a burst costs one dispatch and the
    handler always sees the newest value.
    """

    def __init__(self, event: Event, slot: tuple[type, Any] | None = None) -> None:
        super().__init__()
        self.event = event
        self.slot = slot

    def __repr__(self) -> str:
        return f"ControllerEvent({type(self.event).__name__})"


class LogLines(Message):
    """Server log batches that arrived since the last delta; never dropped, only appended to."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[ServerLog] = []
        self.taken = False

    @property
    def line_count(self) -> int:
        return sum(len(batch.lines) for batch in self.batches)


class CellAction(Message):
    """A pane asks the app to act on a cell (``detail``, ``edit``, ``requeue``, ...)."""

    def __init__(self, action: str, key: str) -> None:
        super().__init__()
        self.action = action
        self.key = key


class ExcerptLoaded(Message):
    """The log excerpt around a result's first fatal line, read off the event loop."""

    def __init__(self, key: str, lines: list[tuple[int, str]], error: str | None = None) -> None:
        super().__init__()
        self.key = key
        self.lines = lines
        self.error = error
