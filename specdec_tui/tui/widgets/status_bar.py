"""The one-line status bar: current cell, server state, progress, elapsed and ETA, live figures."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from specdec_tui.domain.status import ServerState
from specdec_tui.tui.formatting import fmt_duration, fmt_float


@dataclass(frozen=True)
class SweepStatus:
    """What the status bar shows; the app replaces it whole, so one reactive carries it."""

    name: str = ""
    state: str = "starting"  # loading | starting | running | paused | stopping | finished | aborted | error | gone
    current: str | None = None
    server: ServerState | str = ServerState.STOPPED
    done: int = 0
    total: int = 0
    elapsed_s: float = 0.0
    eta_s: float | None = None
    requests: str = ""  # "3/8 req"
    tok_s: float | None = None
    accept_length: float | None = None
    queued: int = 0  # runnable cells still queued
    warning: str = ""  # a write that failed (results, server log, rules file), until it is fixed
    resume_key: str = "p"
    daemon_gone: bool = False  # a background sweep whose daemon no longer serves: nothing runs, no command reaches it
    daemon_silent: str = ""  # its daemon lives but does not answer now (why), "" while it answers


STATE_GLYPHS = {"running": "▶", "paused": "❚❚", "finished": "■", "aborted": "■", "error": "✗", "starting": "…",
                "loading": "…", "gone": "✗", "stopping": "■"}  # fmt: skip
# A background sweep's daemon died under it; one asked to stop (specdec stop) ends after its cell.
STATE_WORDS = {"gone": "not running: daemon gone", "stopping": "stopping after the cell"}


class StatusBar(Static):
    """Current cell, server state, progress, elapsed and ETA in one line."""

    DEFAULT_CSS = """
    StatusBar {
        height: 1;
        background: $panel;
        color: $foreground;
        padding: 0 1;
    }
    StatusBar > .status--key {
        color: $text-accent;
        text-style: bold;
    }
    StatusBar > .status--crashed {
        color: $text-error;
        text-style: bold;
    }
    StatusBar > .status--paused {
        color: $text-warning;
        text-style: bold reverse;
    }
    """

    COMPONENT_CLASSES = {"status--key", "status--crashed", "status--paused"}

    status: reactive[SweepStatus] = reactive(SweepStatus, layout=False)

    def render(self) -> Text:
        s = self.status
        key = self.get_component_rich_style("status--key")
        text = Text(no_wrap=True, overflow="ellipsis")
        glyph = STATE_GLYPHS.get(s.state, "")
        state_style = self.get_component_rich_style("status--paused") if s.state == "paused" else key
        if s.state == "gone":
            state_style = self.get_component_rich_style("status--crashed")
        text.append(f"{glyph} {STATE_WORDS.get(s.state, s.state)}", style=state_style)
        if s.daemon_gone and s.state in ("finished", "aborted"):
            text.append(" (daemon exited)", style=state_style)
        if s.state == "paused":
            text.append(f" ({s.resume_key} resumes)", style=state_style)
        if s.daemon_silent:  # what it shows may be stale: said before anything else
            text.append(f" │ ⚠ daemon {s.daemon_silent}", style=self.get_component_rich_style("status--crashed"))
        if s.warning:  # early in the line: a narrow terminal cuts the end
            text.append(f" │ ⚠ {s.warning}", style=self.get_component_rich_style("status--crashed"))
        if s.current:
            text.append(f" {s.current}")
            if s.requests:
                text.append(f" {s.requests}")
        text.append(" │ server ")
        server_style = self.get_component_rich_style("status--crashed") if s.server == ServerState.CRASHED else key
        text.append(s.server, style=server_style)
        text.append(f" │ {s.done}/{s.total}")
        text.append(f" │ {fmt_duration(s.elapsed_s)}")
        if s.state == "running":
            text.append(f" ETA {fmt_duration(s.eta_s)}")
        elif s.state == "paused":
            text.append(f" ETA {fmt_duration(s.eta_s)} after resume")
        elif s.state == "finished" and s.queued and not s.daemon_gone:
            text.append(f" │ {s.queued} queued: c runs them", style=key)
        if s.current and (s.tok_s is not None or s.accept_length is not None):
            text.append(f" │ {fmt_float(s.tok_s, '.0f')} tok/s acc {fmt_float(s.accept_length, '.2f')}")
        return text
