"""The one notification area: the newest notification on one line, and how many there are; ``n``
opens them all in full. It is part of the layout, so it never covers a table or a dialog."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from specdec_tui.tui.notices import SEVERITY_GLYPHS, NoticeLog


class NotificationBar(Static):
    """Shows ``log.latest``; ``version`` changes whenever the log does (or a notice goes stale)."""

    DEFAULT_CSS = """
    NotificationBar {
        height: 1;
        background: $panel;
        color: $text-muted;
        padding: 0 1;
    }
    NotificationBar > .notice--information {
        color: $foreground;
    }
    NotificationBar > .notice--warning {
        color: $text-warning;
        text-style: bold;
    }
    NotificationBar > .notice--error {
        color: $text-error;
        text-style: bold;
    }
    NotificationBar > .notice--stale {
        color: $text-muted;
    }
    NotificationBar > .notice--count {
        color: $text-accent;
    }
    """

    COMPONENT_CLASSES = {"notice--information", "notice--warning", "notice--error", "notice--stale", "notice--count"}

    version: reactive[int] = reactive(0)
    """Follows the app's ``notice_version`` (any app with one), so every bar shows the same log."""

    def __init__(self, log: NoticeLog, clock: Callable[[], float], key: str = "n", **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.notice_log = log
        self.clock = clock
        self.list_key = key

    def on_mount(self) -> None:
        if hasattr(self.app, "notice_version"):
            self.watch(self.app, "notice_version", self._follow)

    def _follow(self, version: int) -> None:
        self.version = version

    def render(self) -> Text:
        latest = self.notice_log.latest
        width = max(0, self.content_region.width)
        if latest is None:
            return Text("no notifications", no_wrap=True, overflow="ellipsis")
        fresh = latest.fresh(self.clock())
        component = f"notice--{latest.severity}" if fresh else "notice--stale"
        if component not in self.COMPONENT_CLASSES:
            component = "notice--information"
        style = self.get_component_rich_style(component)
        count = f"  {self.list_key}: all {self.notice_log.total}"
        if self.notice_log.unseen:
            count += f" ({self.notice_log.unseen} new)"
        body = f"{SEVERITY_GLYPHS.get(latest.severity, '•')} {latest.one_line()}"
        text = Text(body, style=style, no_wrap=True, overflow="ellipsis")
        text.truncate(max(1, width - len(count)), overflow="ellipsis", pad=True)
        text.append(count, style=self.get_component_rich_style("notice--count"))
        return text
