"""The CUDA error banner: shown app-wide when a CUDA-class triage event (or a GPU Xid) arrives."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static


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

    def watch_message(self, message: str) -> None:
        self.set_class(bool(message), "-visible")

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(" ⚠ ")
        text.append(self.message)
        return text

    def dismiss(self) -> None:
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
