"""The Textual front end: one app over the core's controller and events (the headless printer is the
other front end). Nothing outside this subpackage imports Textual."""

from __future__ import annotations

__all__ = ["SpecdecApp"]


def __getattr__(name: str) -> object:
    # Importing the subpackage stays cheap (and Textual-free) until the app itself is asked for.
    if name == "SpecdecApp":
        from specdec_tui.tui.app import SpecdecApp

        return SpecdecApp
    raise AttributeError(name)
