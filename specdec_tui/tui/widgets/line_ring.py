"""A bounded window over an endless stream of log lines, addressed by absolute sequence number.

Plain Python (no Textual) so the log pane's bookkeeping is testable and fast on its own: appending a
batch is two slice assignments, lookups are O(1), and line numbers come from a short list of
segments (one per launch or gap), not from a number stored per line.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Segment:
    """Lines from ``first_seq`` on come from launch ``launch`` and start at ``first_lineno``
    (``None`` for a marker line the pane inserted, e.g. a server start banner)."""

    first_seq: int
    launch: int
    first_lineno: int | None


class LineFilter:
    """A substring (case-insensitive) or, written as ``/pattern/`` or ``/pattern``, a regex."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.error: str | None = None
        self._substring: str | None = None
        self._regex: re.Pattern[str] | None = None
        if len(text) >= 2 and text.startswith("/"):
            body = text[1:-1] if text.endswith("/") and len(text) > 2 else text[1:]
            try:
                self._regex = re.compile(body, re.IGNORECASE)
            except re.error as exc:
                self.error = f"bad regex: {exc}"
        else:
            self._substring = text.lower()

    @property
    def active(self) -> bool:
        return bool(self.text) and self.error is None

    def matches(self, line: str) -> bool:
        if self._regex is not None:
            return self._regex.search(line) is not None
        return self._substring is not None and self._substring in line.lower()

    def spans(self, line: str) -> list[tuple[int, int]]:
        """Where the filter matches ``line``, for highlighting."""
        if self._regex is not None:
            return [m.span() for m in self._regex.finditer(line) if m.end() > m.start()]
        if not self._substring:
            return []
        lowered, needle, out, start = line.lower(), self._substring, [], 0
        while (i := lowered.find(needle, start)) >= 0:
            out.append((i, i + len(needle)))
            start = i + len(needle)
        return out


class LineRing:
    """The newest ``capacity`` lines; sequence numbers count every line ever appended."""

    def __init__(self, capacity: int = 100_000) -> None:
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self._lines: list[str] = [""] * capacity
        self.total = 0  # sequence number of the next line
        self.max_len = 0  # longest line seen (characters), for the horizontal extent
        self._segments: list[Segment] = []
        self._segment_starts: list[int] = []
        self.filter: LineFilter | None = None
        self._matches: list[int] = []  # sequence numbers passing the filter, ascending
        self._match_head = 0  # matches before this index were evicted

    # ------------------------------------------------------------------ size
    @property
    def first(self) -> int:
        """Sequence number of the oldest line still held."""
        return max(0, self.total - self.capacity)

    def __len__(self) -> int:
        return self.total - self.first

    def __getitem__(self, seq: int) -> str:
        if not self.first <= seq < self.total:
            raise IndexError(seq)
        return self._lines[seq % self.capacity]

    # ------------------------------------------------------------------ appending
    def extend(self, lines: Sequence[str], *, launch: int, first_lineno: int | None) -> int:
        """Append a batch; returns how many lines were evicted to make room."""
        count = len(lines)
        if not count:
            return 0
        before = self.first
        self._add_segment(self.total, launch, first_lineno)
        cap = self.capacity
        kept = lines if count <= cap else lines[count - cap :]
        start = (self.total + count - len(kept)) % cap
        end = start + len(kept)
        if end <= cap:
            self._lines[start:end] = kept
        else:
            split = cap - start
            self._lines[start:] = kept[:split]
            self._lines[: end - cap] = kept[split:]
        self.total += count
        longest = max(map(len, kept))
        if longest > self.max_len:
            self.max_len = longest
        if self.filter is not None and self.filter.active:
            matches = self.filter.matches
            base = self.total - len(kept)
            self._matches.extend(base + i for i, line in enumerate(kept) if matches(line))
        self._prune()
        return self.first - before

    def _add_segment(self, seq: int, launch: int, first_lineno: int | None) -> None:
        if self._segments:
            last = self._segments[-1]
            continues = (
                last.launch == launch
                and last.first_lineno is not None
                and first_lineno is not None
                and last.first_lineno + (seq - last.first_seq) == first_lineno
            )
            if continues:
                return
        self._segments.append(Segment(seq, launch, first_lineno))
        self._segment_starts.append(seq)

    def _prune(self) -> None:
        first = self.first
        # Keep the segment that covers ``first``; drop the ones wholly before it.
        drop = bisect_right(self._segment_starts, first) - 1
        if drop > 0:
            del self._segments[:drop]
            del self._segment_starts[:drop]
        if self._matches:
            head = self._match_head
            while head < len(self._matches) and self._matches[head] < first:
                head += 1
            if head > 4096 and head > len(self._matches) // 2:
                del self._matches[:head]
                head = 0
            self._match_head = head

    # ------------------------------------------------------------------ line numbers
    def segment_of(self, seq: int) -> Segment | None:
        i = bisect_right(self._segment_starts, seq) - 1
        return self._segments[i] if i >= 0 else None

    def lineno(self, seq: int) -> int | None:
        segment = self.segment_of(seq)
        if segment is None or segment.first_lineno is None:
            return None
        return segment.first_lineno + (seq - segment.first_seq)

    def launch_of(self, seq: int) -> int | None:
        segment = self.segment_of(seq)
        return None if segment is None else segment.launch

    def find(self, launch: int, lineno: int) -> int | None:
        """The sequence number of line ``lineno`` of ``launch``, if still held."""
        for segment, start in zip(reversed(self._segments), reversed(self._segment_starts), strict=True):
            if segment.launch != launch or segment.first_lineno is None:
                continue
            seq = start + (lineno - segment.first_lineno)
            if seq >= start and self.first <= seq < self.total and self.segment_of(seq) is segment:
                return seq
        return None

    # ------------------------------------------------------------------ filtering
    def set_filter(self, text: str) -> LineFilter | None:
        """Filter the view; an empty text clears it. Returns the filter (check ``.error``)."""
        if not text:
            self.filter = None
            self._matches, self._match_head = [], 0
            return None
        line_filter = LineFilter(text)
        self.filter = line_filter
        self._matches, self._match_head = [], 0
        if line_filter.active:
            matches, lines, cap = line_filter.matches, self._lines, self.capacity
            self._matches = [seq for seq in range(self.first, self.total) if matches(lines[seq % cap])]
        return line_filter

    @property
    def filtering(self) -> bool:
        return self.filter is not None and self.filter.active

    # ------------------------------------------------------------------ rows (what the view shows)
    @property
    def row_count(self) -> int:
        if self.filtering:
            return len(self._matches) - self._match_head
        return len(self)

    def row_to_seq(self, row: int) -> int | None:
        if row < 0:
            return None
        if self.filtering:
            i = self._match_head + row
            return self._matches[i] if i < len(self._matches) else None
        seq = self.first + row
        return seq if seq < self.total else None

    def seq_to_row(self, seq: int) -> int | None:
        """The row showing ``seq``; with a filter, the row of the nearest match at or after it."""
        if self.filtering:
            i = bisect_left(self._matches, seq, lo=self._match_head)
            return i - self._match_head if i < len(self._matches) else None
        return seq - self.first if self.first <= seq < self.total else None
