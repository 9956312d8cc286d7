"""The help screen: every binding by context, with the keys the user's keymap gives it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static


def key_display(keys: str, show: Callable[[str], str] | None = None) -> str:
    """``"question_mark,f1"`` -> ``"? / f1"`` (with ``show``, the app's own key display)."""
    names = [k.strip() for k in keys.split(",") if k.strip()]
    return " / ".join(show(k) if show else k for k in names)


def binding_rows(
    contexts: Iterable[tuple[str, Iterable[Binding]]],
    keymap: Mapping[str, str],
    show: Callable[[str], str] | None = None,
) -> list[tuple[str, str, str, str]]:
    """(context, keys, description, id) for every binding that has an id."""
    rows = []
    for context, bindings in contexts:
        for binding in bindings:
            if not isinstance(binding, Binding) or not binding.id:
                continue
            keys = keymap.get(binding.id, binding.key)
            rows.append((context, key_display(keys, show), binding.description or binding.action, binding.id))
    return rows


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,question_mark,f1", "dismiss", "Close", id="help.close")]

    def __init__(self, rows: list[tuple[str, str, str, str]], keymap_note: str) -> None:
        super().__init__(classes="dialog-screen")
        self.rows = rows
        self.keymap_note = keymap_note

    def compose(self) -> ComposeResult:
        yield Static(Text("Keys   (ctrl+p: command palette · escape: close)", style="bold"), id="help-title")
        yield DataTable(id="help-table", cursor_type="row", zebra_stripes=True)
        yield Static(Text(self.keymap_note), id="help-note")

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("where", "keys", "does", "id")
        for row in self.rows:
            table.add_row(*(Text(cell) for cell in row))
        table.focus()

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(None)
