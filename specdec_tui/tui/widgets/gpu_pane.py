"""The GPU pane: per GPU a memory bar with a sparkline, utilisation, temperature and power, and the
processes holding its memory (ours or not); the server's own memory; the age of the figures once
sampling stops; a clear state when there is no NVIDIA GPU."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Collection, Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.widgets import Static

from specdec_tui.domain.gpu import UNKNOWN_PROCESS, GpuState
from specdec_tui.gpu.attribution import server_memory_words
from specdec_tui.tui.formatting import fmt_float, fmt_mib

HISTORY = 120  # samples kept per GPU for the sparkline
STALE_AFTER_S = 5.0  # figures older than this are marked with their age (the sampler stops with the sweep)
MAX_PROCESSES = 4  # process rows per GPU; the rest are counted
MIN_SPAN_MIB = 64.0  # the sparkline's smallest scale: steady memory stays a flat low line, not noise


def memory_of(gpu: GpuState) -> tuple[float | None, float | None]:
    return gpu.memory_used_mib, gpu.memory_total_mib


class MemoryBar(Static):
    """``████████░░░░  45.2 GiB / 80.0 GiB  56%`` in theme colours."""

    DEFAULT_CSS = """
    MemoryBar {
        height: 1;
    }

    MemoryBar > .gpu--bar-used {
        color: $success;
    }

    MemoryBar > .gpu--bar-high {
        color: $error;
    }

    MemoryBar > .gpu--bar-free {
        color: $foreground 25%;
    }
    """

    COMPONENT_CLASSES = {"gpu--bar-used", "gpu--bar-free", "gpu--bar-high"}

    used: reactive[float | None] = reactive(None)
    total: reactive[float | None] = reactive(None)

    def render(self) -> Text:
        used, total = self.used, self.total
        width = max(10, self.size.width - 28)
        text = Text(no_wrap=True, overflow="ellipsis")
        if used is None or not total:
            text.append("░" * width, style=self.get_component_rich_style("gpu--bar-free"))
            text.append(f"  {fmt_mib(used)} / {fmt_mib(total)}")
            return text
        fraction = max(0.0, min(1.0, used / total))
        filled = round(fraction * width)
        used_class = "gpu--bar-high" if fraction >= 0.9 else "gpu--bar-used"
        text.append("█" * filled, style=self.get_component_rich_style(used_class))
        text.append("░" * (width - filled), style=self.get_component_rich_style("gpu--bar-free"))
        text.append(f"  {fmt_mib(used)} / {fmt_mib(total)} {fraction * 100:3.0f}%")
        return text


def spark_scale(samples: Sequence[float], total: float | None) -> tuple[float, float]:
    """The sparkline's scale: the window's own min..max, at least ``MIN_SPAN_MIB`` wide and within
    0..total. A 0..total scale would draw 1% changes of a 140 GB GPU as blanks."""
    lo, hi = min(samples), max(samples)
    if hi - lo < MIN_SPAN_MIB:
        mid = (hi + lo) / 2
        lo, hi = mid - MIN_SPAN_MIB / 2, mid + MIN_SPAN_MIB / 2
        if lo < 0:
            lo, hi = 0.0, MIN_SPAN_MIB
        if total and hi > total:
            lo, hi = max(0.0, total - MIN_SPAN_MIB), total
    return lo, hi


class MemorySpark(Static):
    """Memory used over time on the window's own min..max scale, labelled at the right."""

    DEFAULT_CSS = """
    MemorySpark {
        height: 1;
    }

    MemorySpark > .gpu--spark {
        color: $accent;
    }

    MemorySpark > .gpu--spark-scale {
        color: $text-muted;
    }
    """

    COMPONENT_CLASSES = {"gpu--spark", "gpu--spark-scale"}
    BLOCKS = "▁▂▃▄▅▆▇█"  # the lowest value still draws: an empty cell would read as "no data"

    samples: reactive[tuple[float, ...]] = reactive(())
    total: reactive[float | None] = reactive(None)

    def render(self) -> Text:
        if not self.samples:
            return Text("", no_wrap=True)
        width = max(1, self.size.width)
        lo, hi = spark_scale(self.samples[-width:], self.total)
        label = f" {fmt_mib(lo)}..{fmt_mib(hi)}"
        room = max(1, width - len(label)) if width > len(label) + 8 else width
        samples = self.samples[-room:]
        lo, hi = spark_scale(samples, self.total)
        top = len(self.BLOCKS) - 1
        span = hi - lo or 1.0
        chars = "".join(self.BLOCKS[max(0, min(top, round((s - lo) / span * top)))] for s in samples)
        text = Text(chars.rjust(room), style=self.get_component_rich_style("gpu--spark"), no_wrap=True)
        if room < width:
            text.append(
                f" {fmt_mib(lo)}..{fmt_mib(hi)}"[: width - room],
                style=self.get_component_rich_style("gpu--spark-scale"),
            )
        return text


def process_rows(gpu: GpuState, ours: Collection[int]) -> Text:
    """The processes holding memory on this GPU, largest first, each marked ours or not (as nvitop
    lists them); empty when the driver lists none."""
    procs = gpu.processes
    text = Text(no_wrap=True, overflow="ellipsis")
    if procs is None:
        reason = gpu.processes_error
        if reason:
            text.append(f"processes: not listed ({reason})", style="dim")
        return text
    ordered = sorted(procs, key=lambda p: -(p.used_mib or 0.0))
    for n, proc in enumerate(ordered[:MAX_PROCESSES]):
        if n:
            text.append("\n")
        pid = proc.pid
        mine = pid in ours
        name = str(proc.name or UNKNOWN_PROCESS)[:18]
        text.append(f"{pid!s:>7} {name:<18} {fmt_mib(proc.used_mib):>10}  ")
        text.append("ours" if mine else "not ours", style="bold" if not mine else "")
    if len(ordered) > MAX_PROCESSES:
        text.append(f"\n        … {len(ordered) - MAX_PROCESSES} more")
    return text


class GpuCard(Vertical):
    """One GPU: a title line, the memory bar, the memory sparkline."""

    DEFAULT_CSS = """
    GpuCard {
        height: auto;
        margin-bottom: 1;
    }

    GpuCard > .gpu-title {
        height: 1;
    }
    """

    def __init__(
        self, index: int, first: GpuState | None = None, ours: Collection[int] = ()
    ) -> None:
        super().__init__(id=f"gpu-{index}", classes="gpu-card")
        self.index = index
        self.history: deque[float] = deque(maxlen=HISTORY)
        self._first = first
        self._first_ours = ours

    def on_mount(self) -> None:
        if self._first is not None:
            self.update_gpu(self._first, self._first_ours)
            self._first = None

    def compose(self) -> ComposeResult:
        yield Static(classes="gpu-title")
        yield MemoryBar()
        yield MemorySpark()
        yield Static(classes="gpu-procs")

    def update_gpu(self, gpu: GpuState, ours: Collection[int] = ()) -> None:
        if not self.query(".gpu-title"):  # not composed yet: show it once mounted
            self._first, self._first_ours = gpu, ours
            return
        used, total = memory_of(gpu)
        if used is not None:
            self.history.append(float(used))
        title = Text(no_wrap=True, overflow="ellipsis")
        title.append(f"GPU {gpu.index} ", style="bold")
        title.append(str(gpu.name or "unknown"))
        if gpu.gpu_arch:
            title.append(f" {gpu.gpu_arch}")
        title.append(f"  util {fmt_float(gpu.utilization_pct, '.0f', '%')}  {fmt_float(gpu.temperature_c, '.0f', '°C')}")
        if gpu.power_w is not None:
            title.append(f"  {gpu.power_w:.0f} W")
        if gpu.error:
            title.append(f"  {gpu.error}")
        self.query_one(".gpu-title", Static).update(title)
        bar = self.query_one(MemoryBar)
        bar.used, bar.total = used, total
        spark = self.query_one(MemorySpark)
        spark.total = total
        spark.samples = tuple(self.history)
        self.query_one(".gpu-procs", Static).update(process_rows(gpu, ours))


class GpuPane(VerticalScroll):
    """Every visible GPU, the server's memory, or why there is nothing to show."""

    DEFAULT_CSS = """
    GpuPane {
        height: 1fr;
        padding: 0 1;
    }

    #gpu-state {
        height: auto;
        color: $text-muted;
    }

    #gpu-state.-none {
        color: $text-warning;
        text-style: bold;
        padding: 1 0;
    }

    #gpu-server {
        height: auto;
        margin-bottom: 1;
    }

    #gpu-state.-stale {
        color: $text-warning;
    }
    """

    def __init__(self, *args: Any, clock: Callable[[], float] = time.monotonic, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._clock = clock
        self._sampled_at: float | None = None
        self._state_text = ""

    def compose(self) -> ComposeResult:
        yield Static("Waiting for the first GPU sample…", id="gpu-state")
        yield Static(id="gpu-server")

    def on_mount(self) -> None:
        self.set_interval(1.0, self.refresh_age)

    def refresh_age(self) -> None:
        """Mark the figures with their age once no sample has come for ``STALE_AFTER_S``."""
        if self._sampled_at is None or not self._state_text:
            return
        state = self.query_one("#gpu-state", Static)
        age = self._clock() - self._sampled_at
        if age < STALE_AFTER_S:
            state.remove_class("-stale")
            state.update(Text(self._state_text, no_wrap=True))
            return
        state.add_class("-stale")
        state.update(
            Text(f"{self._state_text} · stale: last sample {age:.0f} s ago (not sampling)", no_wrap=True)
        )

    def show_sample(
        self,
        gpus: Sequence[GpuState],
        server_mem_mib: float | None,
        error: str | None,
        server_pids: Collection[int] = (),
        server_state: str | None = None,
    ) -> None:
        state = self.query_one("#gpu-state", Static)
        server = self.query_one("#gpu-server", Static)
        self._sampled_at = self._clock()
        state.remove_class("-stale")
        if error and not gpus:
            self._state_text = ""
            state.update(Text(f"{error}", style="bold"))
            state.add_class("-none")
            server.update("GPU memory and utilisation are not available on this machine.")
            for card in self.query(GpuCard):
                card.remove()
            return
        state.remove_class("-none")
        self._state_text = error or f"{len(gpus)} GPU{'s' if len(gpus) != 1 else ''}"
        state.update(Text(self._state_text, no_wrap=True))
        server.update(Text(server_memory_words(server_state, server_mem_mib, fmt_mib), no_wrap=True))
        ours = set(server_pids)
        cards = {card.index: card for card in self.query(GpuCard)}
        seen = set()
        for gpu in gpus:
            index = gpu.index
            seen.add(index)
            existing = cards.get(index)
            if existing is None:
                self.mount(GpuCard(index, gpu, ours))
            else:
                existing.update_gpu(gpu, ours)
        for index, card in cards.items():
            if index not in seen:
                card.remove()
