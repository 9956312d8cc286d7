"""What a sample says of the server's GPU memory, in words, given the server's state at that moment:
the headless printer and the TUI's GPU view word it the same way."""

from __future__ import annotations

from collections.abc import Callable

from specdec_tui.domain.status import ServerState


def _mib(value: float) -> str:
    return f"{value:.0f} MiB"


def server_memory_words(
    state: ServerState | str | None, mib: float | None, fmt: Callable[[float], str] = _mib
) -> str:
    """``mib`` is what the server's process tree held in the sample (None: no server tracked, or the
    driver cannot say per process). Attribution lags a launch (a starting server has not allocated
    yet: not "0 MiB"), and a stopping server holds its memory until the release check sees it back."""
    if state == ServerState.STARTING and not mib:
        return "server starting, no GPU memory attributed to it yet"
    if state == ServerState.STOPPING:
        if mib is None:
            return "server stopping"
        return "server stopping, its GPU memory released" if mib == 0 else f"server stopping, still holds {fmt(mib)}"
    if mib is None:
        if state in (None, ServerState.STOPPED):
            return "no server running"
        return "server's GPU memory unknown (per-process memory not readable)"
    return f"server holds {fmt(mib)}"
