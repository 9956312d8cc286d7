"""Small modal dialogs: confirm, ask for a path, show an error, add a known-crash rule."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question; ``y``/``enter`` confirm, ``n``/``escape`` cancel."""

    BINDINGS = [
        Binding("y", "answer(True)", "Yes", id="dialog.yes"),
        Binding("n,escape", "answer(False)", "No", id="dialog.no"),
    ]

    def __init__(self, question: str, *, yes: str = "Yes", no: str = "No") -> None:
        super().__init__(classes="dialog-screen")
        self.question = question
        self.yes, self.no = yes, no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.question), classes="dialog-body")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{self.yes} (y)", id="yes", variant="primary", compact=True)
                yield Button(f"{self.no} (n)", id="no", compact=True)

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class PromptScreen(ModalScreen[str | None]):
    """One line of input (a file path, a name) with a default."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="dialog.cancel")]

    def __init__(self, title: str, value: str = "", *, placeholder: str = "") -> None:
        super().__init__(classes="dialog-screen")
        self.title_text = title
        self.value = value
        self.placeholder = placeholder

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            yield Input(self.value, placeholder=self.placeholder, id="prompt-input")
            yield Static("enter: OK   escape: cancel", classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)


class ErrorScreen(ModalScreen[None]):
    """An error from a background task, shown instead of a traceback over the UI."""

    BINDINGS = [Binding("escape,enter,q", "close", "Close", id="dialog.close")]

    def __init__(self, title: str, message: str, details: str = "") -> None:
        super().__init__(classes="dialog-screen")
        self.title_text = title
        self.message = message
        self.details = details

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-error"):
            yield Label(self.title_text, classes="dialog-title")
            yield Static(Text(self.message), classes="dialog-body")
            if self.details:
                with VerticalScroll(classes="dialog-details"):
                    yield Static(Text(self.details, no_wrap=True))
            yield Static("enter / escape: close", classes="dialog-hint")

    def action_close(self) -> None:
        self.dismiss(None)


class AddRuleScreen(ModalScreen[tuple[dict[str, Any], str] | None]):
    """Edit the match of a known-crash rule (clear a value to drop that key) and its reason."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", id="dialog.cancel"),
        Binding("ctrl+s", "save", "Save rule", id="dialog.save"),
    ]

    def __init__(self, match: dict[str, Any], reason: str) -> None:
        super().__init__(classes="dialog-screen")
        self.match = match
        self.reason = reason

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide"):
            yield Label("Add a known-crash rule", classes="dialog-title")
            yield Static(
                "Cells matching every key are flagged invalid before they run. "
                "Values may be comparisons: <15, >=64, 8..12.",
                classes="dialog-hint",
            )
            with VerticalScroll(classes="form"):
                for key, value in self.match.items():
                    with Horizontal(classes="form-row"):
                        yield Label(key, classes="form-label")
                        yield Input(str(value), id=f"rule-{key}", classes="form-input", compact=True)
                with Horizontal(classes="form-row"):
                    yield Label("reason", classes="form-label")
                    yield Input(self.reason, id="rule-reason", classes="form-input", compact=True)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save rule (ctrl+s)", id="save", variant="primary", compact=True)
                yield Button("Cancel (esc)", id="cancel", compact=True)

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_save(self) -> None:
        match: dict[str, Any] = {}
        for key, original in self.match.items():
            text = self.query_one(f"#rule-{key}", Input).value.strip()
            if not text:
                continue
            match[key] = _same_type(text, original)
        reason = self.query_one("#rule-reason", Input).value.strip()
        if not match:
            self.notify("A rule needs at least one key.", severity="error")
            return
        if not reason:
            self.notify("A rule needs a reason.", severity="error")
            return
        self.dismiss((match, reason))

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save":
            self.action_save()
        else:
            self.dismiss(None)


def _same_type(text: str, original: Any) -> Any:
    """Keep numbers numbers when the user did not turn them into a comparison."""
    if isinstance(original, bool):
        return text.lower() in ("1", "true", "yes")
    if isinstance(original, int):
        try:
            return int(text)
        except ValueError:
            return text
    if isinstance(original, float):
        try:
            return float(text)
        except ValueError:
            return text
    return text


class LeaveOrStopScreen(ModalScreen[str | None]):
    """Quitting while attached to a background sweep: leave it as it is (``l``, ``enter``: the
    default), stop it (``s``); a paused sweep stays paused when left, so ``r`` resumes it and leaves;
    ``escape`` stays."""

    BINDINGS = [
        Binding("l,enter", "answer('leave')", "Leave it", id="dialog.leave"),
        Binding("r", "answer('resume')", "Resume and leave", id="dialog.resume-leave"),
        Binding("s", "answer('stop')", "Stop the sweep", id="dialog.stop"),
        Binding("escape", "answer(None)", "Stay", id="dialog.stay"),
    ]

    DEFAULT_CSS = """
    LeaveOrStopScreen .dialog-buttons Button {
        min-width: 0;  /* three answers fit the dialog at 80 columns */
    }
    """

    def __init__(self, sweep_id: str, *, paused: bool = False, stopping: bool = False) -> None:
        super().__init__(classes="dialog-screen")
        self.sweep_id = sweep_id
        self.paused = paused
        self.stopping = stopping  # asked to stop after its cell in flight (specdec stop)

    def compose(self) -> ComposeResult:
        attach = f"specdec attach {self.sweep_id}"
        stop = "or stop it now (the server is stopped; the cell in flight is not recorded)."
        if self.stopping:
            body = (
                f"Quit: sweep {self.sweep_id} runs in the background and ends after its cell in flight "
                f"(it was asked to stop).\nLeave it to finish that cell, {stop}"
            )
        elif self.paused:
            body = (
                f"Quit: sweep {self.sweep_id} runs in the background and is PAUSED.\n"
                f"Left as it is, it stays paused (no new cell starts) until you come back with {attach} "
                f"and press p.\nResume it and leave, {stop}"
            )
        else:
            body = f"Quit: the sweep runs in the background (sweep {self.sweep_id}).\nLeave it running and come back with: {attach}\n{stop}"
        with Vertical(classes="dialog"):
            yield Static(Text(body), classes="dialog-body")
            with Horizontal(classes="dialog-buttons"):
                leave = "Leave it (l/enter)" if self.stopping else "Leave paused (l/enter)" if self.paused else "Leave running (l/enter)"
                yield Button(leave, id="leave", variant="primary", compact=True)
                if self.paused:
                    yield Button("Resume, leave (r)", id="resume", compact=True)
                yield Button("Stop (s)" if self.paused else "Stop the sweep (s)", id="stop", compact=True)

    def on_mount(self) -> None:
        self.query_one("#leave", Button).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "answer" and parameters == ("resume",):
            return self.paused
        return True

    def action_answer(self, answer: str | None) -> None:
        self.dismiss(answer)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)
