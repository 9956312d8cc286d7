"""The server log pane: a line-API view over a bounded ring of lines, with follow, filter and fatal lines.

Only the visible lines are rendered (``render_line`` with cached strips); appends are batched and the
view refreshes at most ``MAX_FPS`` times a second however fast the server prints.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence

from rich.cells import cell_len
from rich.segment import Segment as RichSegment
from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.cache import LRUCache
from textual.containers import Vertical
from textual.geometry import Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Input, Static

from specdec_tui.domain.events import ServerLog
from specdec_tui.safety.textsafe import has_unsafe, safe_text
from specdec_tui.tui.widgets.line_ring import LineRing

MAX_FPS = 30
LAYOUT_INTERVAL_S = 0.25  # how often the scroll range may change while following a fast log
# A hostile server can print a 10 MB line; only this much of a line is ever rendered.
MAX_RENDER_CHARS = 4000
GUTTER_WIDTH = 7  # six digits and a space

_ERROR_WORDS = re.compile(r"\b(error|exception|traceback|fatal|failed|abort(?:ed)?|segmentation fault)\b", re.I)
_WARNING_WORDS = re.compile(r"\b(warn(?:ing)?|retract(?:ed)?)\b", re.I)


class LogView(ScrollView, can_focus=True):
    """Server log lines; follows the tail until the user scrolls up."""

    DEFAULT_CSS = """
    LogView {
        height: 1fr;
        background: $surface;
        color: $foreground;
        overflow-x: auto;
        overflow-y: scroll;
        scrollbar-size: 1 1;
    }


    LogView > .log--lineno {
        color: $text-muted;
    }

    LogView > .log--fatal {
        background: $error-muted;
        color: $text;
        text-style: bold;
    }

    LogView > .log--error {
        color: $text-error;
    }

    LogView > .log--warning {
        color: $text-warning;
    }

    LogView > .log--marker {
        color: $text-accent;
        text-style: italic;
    }

    LogView > .log--match {
        background: $warning-muted;
        text-style: bold;
    }
    """

    COMPONENT_CLASSES = {
        "log--lineno",
        "log--fatal",
        "log--error",
        "log--warning",
        "log--marker",
        "log--match",
    }

    BINDINGS = [
        Binding("end,G", "follow", "Follow tail", id="log.follow"),
        Binding("f", "first_fatal", "First fatal line", id="log.first-fatal"),
        Binding("slash", "focus_filter", "Filter", id="log.filter"),
        Binding("home,g", "scroll_home", "Top", show=False, id="log.top"),
    ]

    following: reactive[bool] = reactive(True)
    """True while the view sticks to the newest line."""
    new_lines: reactive[int] = reactive(0)
    """Lines that arrived since the user scrolled away from the tail."""
    total_lines: reactive[int] = reactive(0)
    """Lines received since start (the buffer holds at most ``capacity`` of them)."""
    fatal_count: reactive[int] = reactive(0)

    def __init__(self, capacity: int = 100_000, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.ring = LineRing(capacity)
        self.launch = 0
        self._fatal: dict[int, set[int]] = {}  # launch -> fatal line numbers
        self._fatal_order: list[tuple[int, int]] = []  # (launch, lineno), newest crash last
        self._fatal_cursor: int | None = None
        self._strips: LRUCache[int, Strip] = LRUCache(2048)
        self._flush_pending = False
        self._last_flush = 0.0
        self._programmatic_scroll = False
        self._anchor_seq: int | None = None  # top line while paused, kept in view as old lines drop out
        self._last_layout = 0.0
        self._cached_style: Style | None = None
        self._mirrors: list[LogView] = []

    # ------------------------------------------------------------------ feeding
    def start_launch(self, banner: str, *, new_process: bool = True) -> None:
        """Mark where a server's output starts; a new process restarts line numbering."""
        if new_process:
            self.launch += 1
        self._append([f"── {banner} ──"], first_lineno=None)

    def append_batches(self, batches: Sequence[ServerLog]) -> None:
        for batch in batches:
            self._append(batch.lines, first_lineno=batch.first_lineno)

    def append_lines(self, lines: Sequence[str], first_lineno: int | None) -> None:
        self._append(lines, first_lineno=first_lineno)

    def _append(self, lines: Sequence[str], *, first_lineno: int | None) -> None:
        if not lines:
            return
        # The controller sends safe text; a line that is not (a bug upstream, another caller) is made
        # safe here. One scan over the batch finds out, so clean batches cost almost nothing.
        joined = " ".join(lines)
        if has_unsafe(joined):
            lines = [safe_text(line) for line in lines]
        self.ring.extend(lines, launch=self.launch, first_lineno=first_lineno)
        if not self.following:
            self.new_lines += len(lines)
        self._schedule_flush()
        for mirror in self._mirrors:
            if mirror.display:
                if not mirror.following:
                    mirror.new_lines += len(lines)
                mirror._schedule_flush()

    def mark_fatal(self, lineno: int | None) -> None:
        """The controller's triage found a fatal line in the current launch (line numbers from 1)."""
        if lineno is None:
            return
        self._fatal.setdefault(self.launch, set()).add(lineno)
        self._fatal_order.append((self.launch, lineno))
        self._fatal_cursor = None
        self.fatal_count = len(self._fatal_order)
        self._strips.clear()
        self.refresh()
        for mirror in self._mirrors:
            mirror._strips.clear()
            mirror.refresh()

    def mirror(self, *, id: str | None = None, classes: str | None = None) -> LogView:
        """A second view of the same lines (e.g. a log tail beside the queue on a tall terminal);
        it follows, scrolls and filters on its own terms but never holds lines of its own."""
        view = LogView(1, id=id, classes=classes)
        view.ring = self.ring
        view._fatal = self._fatal
        self._mirrors.append(view)
        return view

    # ------------------------------------------------------------------ refresh, throttled
    def _schedule_flush(self) -> None:
        if self._flush_pending:
            return
        self._flush_pending = True
        wait = self._last_flush + 1 / MAX_FPS - time.monotonic()
        if wait > 0:
            self.set_timer(wait, self._flush)
        else:
            self.call_later(self._flush)

    def _flush(self, *, exact: bool = False) -> None:
        self._flush_pending = False
        now = time.monotonic()
        self._last_flush = now
        ring = self.ring
        width = GUTTER_WIDTH + min(ring.max_len, MAX_RENDER_CHARS + 40)
        size = Size(width, ring.row_count)
        # A new virtual size means a new layout of the whole screen. While following, the view draws
        # the tail whatever the scroll offset says (see ``_top_row``), so the size (the scrollbar)
        # may lag behind by up to LAYOUT_INTERVAL_S; paused, it is kept exact.
        if size != self.virtual_size and (exact or not self.following or now - self._last_layout >= LAYOUT_INTERVAL_S):
            self._last_layout = now
            self.virtual_size = size
            if self.following:
                self._scroll_quietly(self.max_scroll_y)
        elif size != self.virtual_size:
            self._schedule_flush()  # catch up once the interval has passed
        self.total_lines = ring.total
        if not self.following and self._anchor_seq is not None:
            row = ring.seq_to_row(max(self._anchor_seq, ring.first))
            self._scroll_quietly(row if row is not None else self.max_scroll_y)
        self.refresh()

    def _top_row(self) -> int:
        """The row at the top of the view: the tail while following, else the scroll offset."""
        if self.following:
            return max(0, self.ring.row_count - self.scrollable_content_region.height)
        return round(self.scroll_y)

    def _scroll_quietly(self, y: float) -> None:
        self._programmatic_scroll = True
        try:
            self.scroll_to(y=y, animate=False, force=True)
        finally:
            self._programmatic_scroll = False

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if self._programmatic_scroll:
            return
        at_end = round(new_value) >= self.max_scroll_y
        if at_end != self.following:
            self.following = at_end
        self._anchor_seq = None if at_end else self.ring.row_to_seq(round(new_value))

    def watch_following(self, following: bool) -> None:
        if following:
            self.new_lines = 0
            self._anchor_seq = None
            self._fatal_cursor = None

    def on_resize(self) -> None:
        self._strips.clear()
        # A view that was hidden (another tab, a collapsed layout) catches up with the lines now.
        self.call_after_refresh(self._flush, exact=True)
        if self.following:
            self.call_after_refresh(self._stick_to_end)

    def _stick_to_end(self) -> None:
        if self.following:
            self._scroll_quietly(self.max_scroll_y)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._cached_style = None
        self._strips.clear()

    # ------------------------------------------------------------------ actions
    def action_follow(self) -> None:
        self.following = True
        self._scroll_quietly(self.max_scroll_y)

    def action_scroll_home(self) -> None:
        self.following = False
        self._scroll_quietly(0)
        self._anchor_seq = self.ring.row_to_seq(0)

    def action_focus_filter(self) -> None:
        pane = self.parent
        if isinstance(pane, LogPane):
            pane.focus_filter()

    def action_first_fatal(self) -> None:
        """Jump to the first fatal line of the log (the earliest launch that crashed); again: the
        first fatal line of the next crash, wrapping around."""
        # one target per launch: its first (smallest) fatal line number, in launch order
        firsts: dict[int, int] = {}
        for launch, lineno in self._fatal_order:
            firsts[launch] = min(lineno, firsts.get(launch, lineno))
        ordered = sorted(firsts.items())
        if not ordered:
            self.notify("No fatal line so far.", severity="information")
            return
        present = [seq for launch, lineno in ordered if (seq := self.ring.find(launch, lineno)) is not None]
        if not present:
            lineno = ordered[0][1]
            self.notify(f"Fatal line {lineno} is no longer in the buffer (see the log file).", severity="warning")
            return
        cursor = 0 if self._fatal_cursor is None else (self._fatal_cursor + 1) % len(present)
        self._fatal_cursor = cursor
        self.scroll_to_seq(present[cursor])

    def scroll_to_seq(self, seq: int) -> None:
        """Show line ``seq`` a third of the way down, and stop following."""
        ring = self.ring
        if ring.filtering and ring.filter is not None and not ring.filter.matches(ring[seq]):
            pane = self.parent
            if isinstance(pane, LogPane):
                pane.clear_filter()
        row = ring.seq_to_row(seq)
        if row is None:
            return
        self.following = False
        # Apply the current size first so the target row exists in the scroll range.
        self._flush(exact=True)
        target = max(0, row - self.scrollable_content_region.height // 3)
        self._scroll_quietly(target)
        self._anchor_seq = ring.row_to_seq(round(self.scroll_y))
        self.refresh()

    def set_filter(self, text: str) -> str | None:
        """Filter the view; returns an error message for a bad regex."""
        line_filter = self.ring.set_filter(text)
        self._strips.clear()
        self._flush(exact=True)
        if self.following:
            self._scroll_quietly(self.max_scroll_y)
        return None if line_filter is None else line_filter.error

    # ------------------------------------------------------------------ rendering
    @property
    def _base_style(self) -> Style:
        # ``rich_style`` walks every ancestor: computed once per style change, not once per line.
        if self._cached_style is None:
            self._cached_style = self.rich_style
        return self._cached_style

    def render_line(self, y: int) -> Strip:
        scroll_x = self.scroll_offset.x
        width = self.scrollable_content_region.width
        style = self._base_style
        seq = self.ring.row_to_seq(self._top_row() + y)
        if seq is None:
            return Strip.blank(width, style)
        line = self._strips.get(seq)
        if line is None:
            line = self._strips[seq] = self._render_seq(seq, style)
        if not scroll_x:
            return line.crop_extend(0, width, style)
        # The line-number gutter stays put while the text scrolls sideways.
        body = line.crop_extend(GUTTER_WIDTH + scroll_x, GUTTER_WIDTH + scroll_x + max(0, width - GUTTER_WIDTH), style)
        return Strip.join([line.crop(0, GUTTER_WIDTH), body])

    def _render_seq(self, seq: int, style: Style) -> Strip:
        """One whole line, gutter included, as a strip (cached by sequence number).

        Segments are built directly (no ``Text``): a line has one style, plus filter matches.
        """
        lineno = self.ring.lineno(seq)
        line = self.ring[seq]
        if len(line) > MAX_RENDER_CHARS:
            line = f"{line[:MAX_RENDER_CHARS]}… [{len(line) - MAX_RENDER_CHARS} more chars]"
        if "\t" in line:
            line = line.expandtabs(8)
        component = self.get_component_rich_style
        if lineno is None:
            line_style = style + component("log--marker")
        elif lineno in self._fatal.get(self.ring.launch_of(seq) or 0, ()):
            line_style = style + component("log--fatal")
        elif _ERROR_WORDS.search(line):
            line_style = style + component("log--error")
        elif _WARNING_WORDS.search(line):
            line_style = style + component("log--warning")
        else:
            line_style = style
        gutter = f"{lineno:>{GUTTER_WIDTH - 1}} " if lineno is not None else " " * GUTTER_WIDTH
        segments = [RichSegment(gutter[-GUTTER_WIDTH:], component("log--lineno"))]
        ring_filter = self.ring.filter
        spans = ring_filter.spans(line) if ring_filter is not None and ring_filter.active else ()
        if spans:
            match_style = line_style + component("log--match")
            position = 0
            for start, end in spans:
                if start > position:
                    segments.append(RichSegment(line[position:start], line_style))
                segments.append(RichSegment(line[start:end], match_style))
                position = end
            if position < len(line):
                segments.append(RichSegment(line[position:], line_style))
        elif line:
            segments.append(RichSegment(line, line_style))
        return Strip(segments, GUTTER_WIDTH + cell_len(line))

    def _line_strips(self, seq: int, style: Style | None = None) -> tuple[Strip, Strip]:
        """The gutter and the text of line ``seq`` as rendered (uncropped); for tests and tools."""
        line = self._strips.get(seq) or self._render_seq(seq, style or self._base_style)
        return line.crop(0, GUTTER_WIDTH), line.crop(GUTTER_WIDTH, line.cell_length)


class LogFooter(Static):
    """One line under the log: following or paused with ``+N lines``, totals, fatal count."""

    DEFAULT_CSS = """
    LogFooter {
        height: 1;
        background: $panel;
        color: $foreground;
        padding: 0 1;
    }
    """

    following: reactive[bool] = reactive(True)
    new_lines: reactive[int] = reactive(0)
    total_lines: reactive[int] = reactive(0)
    fatal_count: reactive[int] = reactive(0)
    filter_error: reactive[str] = reactive("")

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        if self.following:
            text.append("● following", style="bold")
        else:
            text.append(f"❚❚ paused  +{self.new_lines:,} lines", style="bold reverse")
            text.append("  End/G: follow")
        text.append(f"   {self.total_lines:,} lines")
        if self.fatal_count:
            text.append(f"   {self.fatal_count} fatal  f: jump", style="bold")
        if self.filter_error:
            text.append(f"   {self.filter_error}")
        return text


class LogPane(Vertical):
    """Filter input, the log view and its footer."""

    DEFAULT_CSS = """
    LogPane {
        height: 1fr;
    }

    #log-filter {
        height: 1;
        background: $panel;
    }

    #log-filter.-invalid {
        color: $text-error;
    }
    """

    BINDINGS = [
        Binding("escape", "leave_filter", "Back to log", show=False, id="log.leave-filter"),
    ]

    def __init__(self, capacity: int = 100_000, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._capacity = capacity

    def compose(self) -> ComposeResult:
        yield Input(
            placeholder="filter: text, or /regex/   (/ to focus, Esc to leave)",
            id="log-filter",
            compact=True,
        )
        yield LogView(self._capacity, id="log-view")
        yield LogFooter(id="log-footer")

    def on_mount(self) -> None:
        # The view owns its state; the footer mirrors it (data_bind only binds a parent's reactives).
        view, footer = self.view, self.query_one(LogFooter)
        for name in ("following", "new_lines", "total_lines", "fatal_count"):
            self.watch(view, name, _setter(footer, name))

    @property
    def view(self) -> LogView:
        return self.query_one(LogView)

    def focus_filter(self) -> None:
        self.query_one("#log-filter", Input).focus()

    def clear_filter(self) -> None:
        self.query_one("#log-filter", Input).value = ""
        self.view.set_filter("")

    def action_leave_filter(self) -> None:
        self.view.focus()

    @on(Input.Changed, "#log-filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        event.stop()
        error = self.view.set_filter(event.value)
        footer = self.query_one(LogFooter)
        footer.filter_error = error or ""
        self.query_one("#log-filter", Input).set_class(error is not None, "-invalid")

    @on(Input.Submitted, "#log-filter")
    def _filter_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.view.focus()


def _setter(target: object, name: str) -> Callable[[object], None]:
    def set_value(value: object) -> None:
        setattr(target, name, value)

    return set_value
