"""The log pane's bookkeeping (ring buffer, line numbers, filter) and the event bridge, without a UI."""

from __future__ import annotations

from typing import Any

import pytest

from specdec_tui.domain import events as ev
from specdec_tui.domain.gpu import GpuState
from specdec_tui.domain.record import CellResult
from specdec_tui.tui.bridge import EventBridge
from specdec_tui.tui.messages import ControllerEvent, LogLines
from specdec_tui.tui.widgets.line_ring import LineFilter, LineRing


def lines(start: int, count: int, word: str = "line") -> list[str]:
    return [f"{word} {i}" for i in range(start, start + count)]


def test_ring_keeps_the_newest_lines_and_counts_every_line() -> None:
    ring = LineRing(capacity=5)
    evicted = ring.extend(lines(1, 3), launch=1, first_lineno=1)
    assert evicted == 0 and len(ring) == 3
    evicted = ring.extend(lines(4, 4), launch=1, first_lineno=4)
    assert evicted == 2
    assert ring.total == 7 and ring.first == 2 and len(ring) == 5
    assert [ring[s] for s in range(ring.first, ring.total)] == lines(3, 5)
    with pytest.raises(IndexError):
        ring[1]


def test_a_batch_larger_than_the_ring_keeps_its_tail() -> None:
    ring = LineRing(capacity=4)
    ring.extend(lines(1, 10), launch=1, first_lineno=1)
    assert [ring[s] for s in range(ring.first, ring.total)] == lines(7, 4)
    assert ring.lineno(ring.first) == 7
    assert ring.lineno(ring.total - 1) == 10


def test_wraparound_preserves_order() -> None:
    ring = LineRing(capacity=7)
    for start in range(1, 40, 3):
        ring.extend(lines(start, 3), launch=1, first_lineno=start)
    held = [ring[s] for s in range(ring.first, ring.total)]
    assert held == lines(ring.total - 6, 7)


def test_line_numbers_follow_launches_and_markers() -> None:
    ring = LineRing(capacity=100)
    ring.extend(["== start 1 =="], launch=1, first_lineno=None)
    ring.extend(lines(1, 3), launch=1, first_lineno=1)
    ring.extend(lines(4, 2), launch=1, first_lineno=4)  # continues the same segment
    ring.extend(["== start 2 =="], launch=2, first_lineno=None)
    ring.extend(lines(1, 2), launch=2, first_lineno=1)
    assert ring.lineno(0) is None
    assert [ring.lineno(s) for s in range(1, 6)] == [1, 2, 3, 4, 5]
    assert ring.lineno(6) is None
    assert [ring.lineno(s) for s in (7, 8)] == [1, 2]
    assert ring.find(1, 4) == 4
    assert ring.find(2, 2) == 8
    assert ring.find(2, 3) is None  # not arrived yet
    assert ring.launch_of(8) == 2


def test_find_forgets_evicted_lines() -> None:
    ring = LineRing(capacity=3)
    ring.extend(lines(1, 5), launch=1, first_lineno=1)
    assert ring.find(1, 1) is None
    assert ring.find(1, 4) is not None


def test_substring_filter_is_case_insensitive_and_regex_needs_slashes() -> None:
    assert LineFilter("cuda").matches("RuntimeError: CUDA error")
    assert not LineFilter("cuda.*error").matches("CUDA error")  # a substring, not a pattern
    assert LineFilter("/cuda.*error/").matches("CUDA error")
    assert LineFilter("/^Decode").matches("Decode batch")
    bad = LineFilter("/(unclosed/")
    assert bad.error is not None and not bad.active
    assert LineFilter("ab").spans("xxABxab") == [(2, 4), (5, 7)]


def test_filter_rows_track_appends_and_evictions() -> None:
    ring = LineRing(capacity=10)
    ring.extend([f"{'err' if i % 3 == 0 else 'ok'} {i}" for i in range(10)], launch=1, first_lineno=1)
    assert ring.set_filter("err") is not None
    assert ring.row_count == 4  # 0, 3, 6, 9
    assert [ring[ring.row_to_seq(r)] for r in range(4)] == ["err 0", "err 3", "err 6", "err 9"]
    ring.extend(["err 10", "ok 11", "ok 12", "ok 13", "ok 14"], launch=1, first_lineno=11)
    # "err 0" and "err 3" fell out of the ring (first is now 5)
    assert [ring[ring.row_to_seq(r)] for r in range(ring.row_count)] == ["err 6", "err 9", "err 10"]
    assert ring.row_to_seq(ring.row_count) is None
    assert ring.seq_to_row(7) == 1  # the nearest match at or after seq 7 is "err 9"
    ring.set_filter("")
    assert ring.row_count == len(ring) == 10


def test_hostile_lines_are_held_verbatim_without_growing_unbounded() -> None:
    ring = LineRing(capacity=2)
    huge = "x" * 10_000_000
    ring.extend([huge, "[bold]not markup[/bold]"], launch=1, first_lineno=1)
    ring.extend(["after"], launch=1, first_lineno=3)
    assert ring[ring.first] == "[bold]not markup[/bold]"
    assert ring.max_len == 10_000_000  # known, and the view caps what it renders


# ---------------------------------------------------------------------------------------- bridge
class Recorder:
    def __init__(self) -> None:
        self.messages: list[Any] = []

    def post_message(self, message: Any) -> bool:
        self.messages.append(message)
        return True


def test_bridge_coalesces_latest_value_events_per_slot() -> None:
    target = Recorder()
    bridge = EventBridge(target)
    for i in range(1000):
        bridge(ev.GpuSample((GpuState(0, memory_used_mib=float(i)),)))
        bridge(ev.CellProgress("a / w", i, 1000, i * 10))
        bridge(ev.CellProgress("b / w", i, 1000, i * 10))
    assert len(target.messages) == 3
    gpu = target.messages[0]
    assert isinstance(gpu, ControllerEvent)
    assert bridge.take_event(gpu).gpus[0].memory_used_mib == 999.0
    # once taken, the next sample posts a new message
    bridge(ev.GpuSample(()))
    assert len(target.messages) == 4


def test_bridge_batches_log_lines_and_keeps_order_with_deltas() -> None:
    target = Recorder()
    bridge = EventBridge(target)
    for i in range(100):
        bridge(ev.ServerLog(tuple(lines(i * 1000 + 1, 1000)), i * 1000 + 1))
    assert len(target.messages) == 1
    first = target.messages[0]
    assert isinstance(first, LogLines) and first.line_count == 100_000
    bridge(ev.ServerStopped("r", 1, "crashed"))  # a delta closes the batch
    bridge(ev.ServerLog(("new server",), 1))
    assert [type(m).__name__ for m in target.messages] == ["LogLines", "ControllerEvent", "LogLines"]
    assert bridge.take_lines(first)[0].first_lineno == 1
    # a batch that was taken never grows again
    bridge(ev.ServerLog(("more",), 2))
    assert target.messages[-1].line_count == 2


def test_bridge_never_coalesces_deltas() -> None:
    target = Recorder()
    bridge = EventBridge(target)
    for i in range(5):
        bridge(ev.CellFinished(CellResult(run=f"r{i}", workload="w", status="ok")))
    assert len(target.messages) == 5
