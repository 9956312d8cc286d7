"""The CUDA error banner: shown app-wide when a CUDA-class triage event (or a GPU Xid) arrives."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

HINT = "  n: more  B: hide "


class CrashBanner(Static):
    """Hidden until ``message`` is set; ``dismiss()`` hides it until the next crash."""

    DEFAULT_CSS = """
    CrashBanner {
        display: none;
        height: 1;
        background: $error;
        color: $text;
        text-style: bold;
    }
    CrashBanner.-visible {
        display: block;
    }
    """

    message: reactive[str] = reactive("")
    crash_key: str | None = None
    """The cell whose crash the banner reports (None: start-up or a GPU event)."""

    def watch_message(self, message: str) -> None:
        self.set_class(bool(message), "-visible")

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(" ⚠ ")
        text.append(self.message)
        text.truncate(max(1, self.content_region.width - len(HINT)), overflow="ellipsis", pad=True)
        text.append(HINT)
        return text

    def show(self, message: str, *, key: str | None = None) -> None:
        self.crash_key = key
        self.message = message

    def cell_recovered(self, key: str) -> None:
        """``key`` ran again and finished ok: its crash is no longer news."""
        if self.crash_key is not None and self.crash_key == key:
            self.dismiss()

    def dismiss(self) -> None:
        self.crash_key = None
        self.message = ""


class WriteFailureBanner(Static):
    """Shown while results cannot be written: the sweep is paused, nothing new is measured.

    It stays until a retry writes every waiting result (it cannot be dismissed: the state it names
    is still true)."""

    DEFAULT_CSS = """
    WriteFailureBanner {
        display: none;
        height: auto;
        max-height: 2;
        background: $warning;
        color: $text;
        text-style: bold;
    }
    WriteFailureBanner.-visible {
        display: block;
    }
    """

    message: reactive[str] = reactive("")

    def watch_message(self, message: str) -> None:
        self.set_class(bool(message), "-visible")

    def render(self) -> Text:
        text = Text(overflow="ellipsis")
        text.append(" ❚❚ ")
        text.append(self.message)
        return text
