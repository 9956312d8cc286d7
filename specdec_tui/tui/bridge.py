"""The controller's event sink for the TUI: events become messages posted to the app.

Deltas (cells finishing, crashes, server start/stop) are posted one message each, in order. Server
log batches are appended to the one log message still waiting in the queue, so a server printing
100k lines/s costs a handful of dispatches per frame, never one per line. "Latest value" events
(``Event.coalesce``) replace the waiting message's event in place, one slot per type (and cell key).
"""

from __future__ import annotations

import threading
from typing import Any, Protocol

from specdec_tui.domain.events import Event, ServerLog
from specdec_tui.tui.messages import ControllerEvent, LogLines


class MessageTarget(Protocol):
    def post_message(self, message: Any) -> bool: ...


class EventBridge:
    """Callable as an :class:`~specdec_tui.domain.events.EventSink`; safe to call from any thread."""

    def __init__(self, target: MessageTarget) -> None:
        self._target = target
        self._lock = threading.Lock()
        self._open_log: LogLines | None = None
        self._waiting: dict[tuple[type, Any], ControllerEvent] = {}
        self.events_seen = 0
        self.messages_posted = 0

    def __call__(self, event: Event) -> None:
        message: ControllerEvent | LogLines | None = None
        with self._lock:
            self.events_seen += 1
            if isinstance(event, ServerLog):
                if self._open_log is None or self._open_log.taken:
                    message = self._open_log = LogLines()
                self._open_log.batches.append(event)
            elif event.coalesce:
                slot = (type(event), getattr(event, "key", None))
                waiting = self._waiting.get(slot)
                if waiting is not None:
                    waiting.event = event
                else:
                    message = self._waiting[slot] = ControllerEvent(event, slot)
            else:
                # A delta after some log lines closes their batch, so the order on screen is the
                # order of the events (a new server's banner after the old server's last lines).
                self._open_log = None
                message = ControllerEvent(event)
            if message is not None:
                self.messages_posted += 1
        if message is not None:
            self._target.post_message(message)

    def take_lines(self, message: LogLines) -> list[ServerLog]:
        """The batches of a log message; later lines go into a new message."""
        with self._lock:
            message.taken = True
            if self._open_log is message:
                self._open_log = None
            return message.batches

    def take_event(self, message: ControllerEvent) -> Event:
        """The newest event of a message's slot; later events of that slot post a new message."""
        with self._lock:
            if message.slot is not None and self._waiting.get(message.slot) is message:
                del self._waiting[message.slot]
            return message.event
