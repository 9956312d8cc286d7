"""The GPU pane: per GPU a memory bar with a sparkline, utilisation, temperature and power; the
server's own memory; a clear state when there is no NVIDIA GPU."""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.widgets import Static

from ..formatting import fmt_float, fmt_mib

HISTORY = 120  # samples kept per GPU for the sparkline


def gpu_value(gpu: Mapping[str, Any], *names: str) -> Any:
    """The first present field among ``names`` (the sampler's names, with short aliases)."""
    for name in names:
        value = gpu.get(name)
        if value is not None:
            return value
    return None


def memory_of(gpu: Mapping[str, Any]) -> tuple[float | None, float | None]:
    used = gpu_value(gpu, "memory_used_mib", "mem_used_mib")
    total = gpu_value(gpu, "memory_total_mib", "mem_total_mib")
    return used, total


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


class MemorySpark(Static):
    """Memory used over time on a fixed 0..total scale, so a flat line means steady, not full."""

    DEFAULT_CSS = """
    MemorySpark {
        height: 1;
    }

    MemorySpark > .gpu--spark {
        color: $accent;
    }
    """

    COMPONENT_CLASSES = {"gpu--spark"}
    BLOCKS = " ▁▂▃▄▅▆▇█"

    samples: reactive[tuple[float, ...]] = reactive(())
    total: reactive[float | None] = reactive(None)

    def render(self) -> Text:
        width = max(1, self.size.width)
        samples = self.samples[-width:]
        style = self.get_component_rich_style("gpu--spark")
        if not samples or not self.total:
            return Text("", no_wrap=True)
        top = len(self.BLOCKS) - 1
        chars = "".join(self.BLOCKS[max(0, min(top, round(s / self.total * top)))] for s in samples)
        return Text(chars.rjust(width), style=style, no_wrap=True)


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

    def __init__(self, index: int, first: Mapping[str, Any] | None = None) -> None:
        super().__init__(id=f"gpu-{index}", classes="gpu-card")
        self.index = index
        self.history: deque[float] = deque(maxlen=HISTORY)
        self._first = first

    def on_mount(self) -> None:
        if self._first is not None:
            self.update_gpu(self._first)
            self._first = None

    def compose(self) -> ComposeResult:
        yield Static(classes="gpu-title")
        yield MemoryBar()
        yield MemorySpark()

    def update_gpu(self, gpu: Mapping[str, Any]) -> None:
        used, total = memory_of(gpu)
        if used is not None:
            self.history.append(float(used))
        title = Text(no_wrap=True, overflow="ellipsis")
        title.append(f"GPU {gpu.get('index', self.index)} ", style="bold")
        title.append(str(gpu.get("name") or "unknown"))
        if gpu.get("gpu_arch"):
            title.append(f" {gpu['gpu_arch']}")
        util = gpu_value(gpu, "utilization_pct", "util_pct")
        temp = gpu_value(gpu, "temperature_c", "temp_c")
        title.append(f"  util {fmt_float(util, '.0f', '%')}  {fmt_float(temp, '.0f', '°C')}")
        power = gpu.get("power_w")
        if power is not None:
            title.append(f"  {power:.0f} W")
        if gpu.get("error"):
            title.append(f"  {gpu['error']}")
        self.query_one(".gpu-title", Static).update(title)
        bar = self.query_one(MemoryBar)
        bar.used, bar.total = used, total
        spark = self.query_one(MemorySpark)
        spark.total = total
        spark.samples = tuple(self.history)


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
    """

    def compose(self) -> ComposeResult:
        yield Static("Waiting for the first GPU sample…", id="gpu-state")
        yield Static(id="gpu-server")

    def show_sample(self, gpus: Sequence[Mapping[str, Any]], server_mem_mib: float | None, error: str | None) -> None:
        state = self.query_one("#gpu-state", Static)
        server = self.query_one("#gpu-server", Static)
        if error and not gpus:
            state.update(Text(f"{error}", style="bold"))
            state.add_class("-none")
            server.update("GPU memory and utilisation are not available on this machine.")
            for card in self.query(GpuCard):
                card.remove()
            return
        state.remove_class("-none")
        state.update(Text(error or f"{len(gpus)} GPU{'s' if len(gpus) != 1 else ''}", no_wrap=True))
        server.update(
            Text(f"server processes hold {fmt_mib(server_mem_mib)} of GPU memory", no_wrap=True)
            if server_mem_mib is not None
            else Text("server processes: no GPU memory read (no server running, or not permitted)", no_wrap=True)
        )
        cards = {card.index: card for card in self.query(GpuCard)}
        seen = set()
        for position, gpu in enumerate(gpus):
            index = int(gpu.get("index", position))
            seen.add(index)
            existing = cards.get(index)
            if existing is None:
                self.mount(GpuCard(index, gpu))
            else:
                existing.update_gpu(gpu)
        for index, card in cards.items():
            if index not in seen:
                card.remove()
