"""The top line: which sweep this is, on which backend and model, where its results go; for the
sim, a notice that the figures are simulated that never scrolls or times out."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

SIMULATED = "simulated figures"


@dataclass(frozen=True)
class SweepIdentity:
    name: str = ""
    backend: str = ""
    model: str = ""
    results_dir: str = ""

    @property
    def simulated(self) -> bool:
        return self.backend == "sim"


class SweepHeader(Static):
    DEFAULT_CSS = """
    SweepHeader {
        height: 1;
        background: $panel;
        color: $foreground;
        padding: 0 1;
    }
    SweepHeader > .header--name {
        color: $text-accent;
        text-style: bold;
    }
    SweepHeader > .header--muted {
        color: $text-muted;
    }
    SweepHeader > .header--sim {
        color: $text-warning;
        text-style: bold reverse;
    }
    """

    COMPONENT_CLASSES = {"header--name", "header--muted", "header--sim"}

    identity: reactive[SweepIdentity] = reactive(SweepIdentity)

    def render(self) -> Text:
        ident = self.identity
        width = max(1, self.content_region.width)
        sim = f" {SIMULATED} " if ident.simulated else ""
        # Backend and model in full (what the figures are of), then the sweep's name, cut at its
        # end, and the results folder, cut from its start so its most specific part stays.
        server = " · ".join(part for part in (ident.backend, ident.model) if part)
        name = ident.name or "specdec"
        folder = ident.results_dir
        rest = width - (len(sim) + 1 if sim else 0) - len(server) - (2 if server else 0) - (4 if folder else 0)
        folder_room = min(len(folder), max(12, rest // 2)) if folder else 0
        name_room = max(8, rest - folder_room)
        if len(name) < name_room:
            folder_room = min(len(folder), rest - len(name)) if folder else 0
        text = Text(no_wrap=True, overflow="ellipsis")
        if server:
            text.append(server, style=self.get_component_rich_style("header--name"))
            text.append("  ")
        text.append(_cut_end(name, name_room))
        if folder and folder_room > 0:
            text.append("  → ", style=self.get_component_rich_style("header--muted"))
            text.append(_cut_start(folder, folder_room), style=self.get_component_rich_style("header--muted"))
        if sim:
            text.truncate(max(1, width - len(sim)), overflow="ellipsis", pad=True)
            text.append(sim, style=self.get_component_rich_style("header--sim"))
        return text


def _cut_end(text: str, room: int) -> str:
    return text if len(text) <= room else text[: max(0, room - 1)] + "…"


def _cut_start(text: str, room: int) -> str:
    return text if len(text) <= room else "…" + text[len(text) - max(0, room - 1):]
