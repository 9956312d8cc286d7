"""The namespaced command palette ("export: markdown", "theme: light", "queue: save", ...).

The commands come from the app, which knows its state (a paused sweep offers "sweep: resume").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

if TYPE_CHECKING:
    from .app import SpecdecApp


@dataclass(frozen=True)
class PaletteCommand:
    title: str  # "namespace: what"
    help: str
    callback: Callable[[], object]


class SpecdecCommands(Provider):
    def _commands(self) -> list[PaletteCommand]:
        app = cast("SpecdecApp", self.app)
        return app.palette_commands()

    async def discover(self) -> Hits:
        for command in self._commands():
            yield DiscoveryHit(command.title, command.callback, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self._commands():
            score = matcher.match(command.title)
            if score > 0:
                yield Hit(score, matcher.highlight(command.title), command.callback, help=command.help)
