"""The app's notifications, kept in one list: the notification bar shows the newest, the
notifications screen shows them all in full (Textual's toasts are hidden: they covered dialogs
and the tables)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass

from specdec_tui.safety.textsafe import safe_text

SEVERITY_GLYPHS = {"information": "•", "warning": "⚠", "error": "✗"}


@dataclass(frozen=True)
class Notice:
    """One notification, with its full text (nothing is cut here; views cut what they must)."""

    number: int  # 1 for the first notification of the session
    message: str
    title: str
    severity: str  # information | warning | error
    raised_at: float  # the app clock's time
    timeout_s: float
    brief: str = ""  # what the one-line bar shows instead of the message (a fatal line's words); "" for it

    def one_line(self) -> str:
        """Title and message (or its brief form) on one line, for the bar."""
        parts = [self.title] if self.title else []
        parts += [line.strip() for line in (self.brief or self.message).splitlines() if line.strip()]
        return safe_text(" · ".join(parts))  # notices quote sweep values and servers

    def fresh(self, now: float) -> bool:
        return now - self.raised_at < self.timeout_s


class NoticeLog:
    """The newest ``capacity`` notifications, oldest first; ``unseen`` counts those the user has not
    seen: a notification is seen once the list is opened, or once the user acted (pressed a key)
    while it was the newest, shown on the bar. One that a newer notification replaced on the bar
    before the user acted stays unseen until the list is opened. The list keeps them all."""

    def __init__(self, capacity: int = 500) -> None:
        self._notices: deque[Notice] = deque(maxlen=capacity)
        self.total = 0
        self.unseen = 0
        self._latest_unseen = False

    def add(
        self, message: str, *, title: str, severity: str, raised_at: float, timeout_s: float, brief: str = ""
    ) -> Notice:
        self.total += 1
        self.unseen += 1
        self._latest_unseen = True
        notice = Notice(self.total, message, title, severity, raised_at, timeout_s, brief)
        self._notices.append(notice)
        return notice

    @property
    def latest(self) -> Notice | None:
        return self._notices[-1] if self._notices else None

    def newest_first(self) -> list[Notice]:
        return list(reversed(self._notices))

    def mark_seen(self) -> None:
        """The list was opened: every notification is seen."""
        self.unseen = 0
        self._latest_unseen = False

    def mark_latest_seen(self) -> bool:
        """The newest notification was on the bar when the user acted; True when that changed the count."""
        if not self._latest_unseen:
            return False
        self._latest_unseen = False
        self.unseen = max(0, self.unseen - 1)
        return True

    def __len__(self) -> int:
        return len(self._notices)

    def __iter__(self) -> Iterator[Notice]:
        return iter(self._notices)
