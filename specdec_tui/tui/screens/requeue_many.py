"""Re-queue several finished cells at once: every crashed, hung or failed cell, ticked by default."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Label, SelectionList


@dataclass(frozen=True)
class RequeueChoice:
    keys: tuple[str, ...]
    force: bool  # retry despite known-crash rules


class RequeueManyScreen(ModalScreen[RequeueChoice | None]):
    """``cells`` are (key, one line on how it ended); space toggles a cell, ctrl+s re-queues."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Re-queue", id="requeue-many.ok"),
        Binding("escape", "cancel", "Cancel", id="requeue-many.cancel"),
    ]

    def __init__(self, cells: list[tuple[str, str]], *, known_crashes: int = 0) -> None:
        super().__init__(classes="dialog-screen")
        self.cells = cells
        self.known_crashes = known_crashes

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide", id="requeue-many"):
            yield Label(f"Re-queue {len(self.cells)} crashed or failed cell(s)", classes="dialog-title")
            yield SelectionList[str](
                *((Text(f"{key}  {how}", no_wrap=True, overflow="ellipsis"), key, True) for key, how in self.cells),
                id="requeue-list",
            )
            note = f"{self.known_crashes} would be greyed out" if self.known_crashes else "none is a known crash"
            yield Checkbox(f"retry despite known-crash rules ({note})", value=False, id="requeue-force",
                           compact=True, disabled=not self.known_crashes)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Re-queue (ctrl+s)", id="ok", variant="primary", compact=True)
                yield Button("Cancel (esc)", id="cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one(SelectionList).focus()

    def action_save(self) -> None:
        selected = set(self.query_one(SelectionList).selected)
        keys = tuple(key for key, _ in self.cells if key in selected)
        force = self.query_one("#requeue-force", Checkbox).value
        self.dismiss(RequeueChoice(keys, force) if keys else None)

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "ok":
            self.action_save()
        else:
            self.dismiss(None)
