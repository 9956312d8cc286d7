"""Every notification of the session in full, newest first (the bar shows only the newest)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from specdec_tui.tui.formatting import fmt_duration
from specdec_tui.tui.notices import SEVERITY_GLYPHS, Notice


class NoticesScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,n", "close", "Close", id="notices.close")]

    def __init__(self, notices: Sequence[Notice], opened_at: float = 0.0) -> None:
        super().__init__(classes="dialog-screen")
        self.notices = list(notices)
        self.opened_at = opened_at  # the app clock's time when the app opened: times are since then

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide", id="notices-dialog"):
            yield Label(
                f"Notifications ({len(self.notices)}, newest first; times since specdec opened)",
                classes="dialog-title",
            )
            with VerticalScroll(id="notices-list"):
                if not self.notices:
                    yield Static("No notifications yet.", classes="dialog-hint")
                for notice in self.notices:
                    yield Static(self._notice_text(notice), classes=f"notice notice-{notice.severity}")
            yield Static("↑/↓ scroll · escape / n: close", classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one("#notices-list").focus()

    def _notice_text(self, notice: Notice) -> Text:
        stamp = "+" + fmt_duration(max(0.0, notice.raised_at - self.opened_at))
        text = Text()
        text.append(f"{SEVERITY_GLYPHS.get(notice.severity, '•')} {stamp}  ", style="bold")
        if notice.title:
            text.append(notice.title, style="bold")
            text.append("\n")
        text.append(notice.message)
        return text

    def action_close(self) -> None:
        self.dismiss(None)
