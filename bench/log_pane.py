"""Log pane ingest: our line-API LogPane against the stock Textual ``Log`` widget, one run.

Each measurement runs in its own child process (so one widget's garbage cannot slow the other) with a
headless Textual app (``App.run_test()``, 120x40). A producer task in the app's event loop plays a
server printing ``--rates`` lines/s: every 1 ms it hands the lines due so far to the controller's
``EventBridge`` as ``ServerLog`` batches, exactly as the supervisor's pipe reads do, and the app's
``LogLines`` handler appends them to the widget. Like a real pipe, the producer can run at most
64 KiB (``--pipe-kib``) ahead of the reader: a UI that blocks the loop slows the server down, so
``accepted lines/s`` below the target rate means the pane did not keep up.

Measured per run: accepted lines/s, lines displayed/s (the newest line any ``render_line`` call
painted, over time), frames painted, and the event loop's lag (a 5 ms sleep loop records how late it
wakes: p50/p99/max) and the loop thread's own CPU time in the same intervals ("stall": the lag an
idle machine would show). Then, per widget, RSS after 1M unique lines have been written (and the RSS
of the same app empty). The stock ``Log`` runs as it comes (unbounded) and, at the highest rate and for
RSS, with ``max_lines`` equal to our ring's capacity (100k). In Textual 8.2.8 a full ``Log`` with
``max_lines`` stops repainting while it follows the tail (``write_lines`` refreshes rows past the end
and ``scroll_end`` is a no-op there), which its "last line shown" column makes visible. At the lowest
rate the stock ``Log`` also runs the way a simple app feeds it: one ``write_line`` call per line.

Headless apps compose and render every frame but skip the terminal encoding, which costs the same
for both widgets (a screen's worth of cells per frame).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from _util import REPO_ROOT, Tee, human, machine, percentile, table

TICK_S = 0.001
PROBE_S = 0.005
APP_SIZE = (120, 40)
RING_CAPACITY = 100_000


def line_pool(n: int, seed: int = 1) -> list[str]:
    """Realistic SGLang lines (the log pipeline bench's generator)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from log_pipeline import _sglang_lines

    return _sglang_lines(random.Random(seed), n)


# ---------------------------------------------------------------------------------------- child
def build_app(widget: str, max_lines: int | None, per_line: bool = False) -> Any:
    from textual.app import App, ComposeResult
    from textual.widgets import Log

    from specdec_tui.tui.bridge import EventBridge
    from specdec_tui.tui.messages import LogLines
    from specdec_tui.tui.widgets.log_view import LogPane, LogView

    painted = {"max": -1, "calls": 0}

    class CountingLogView(LogView):
        def render_line(self, y: int) -> Any:
            seq = self.ring.row_to_seq(self.scroll_offset.y + y)
            if seq is not None and seq > painted["max"]:
                painted["max"] = seq
            painted["calls"] += 1
            return super().render_line(y)

    class CountingLog(Log):
        def render_line(self, y: int) -> Any:
            index = self.scroll_offset.y + y
            # ``_lines`` drops its head at max_lines: count from the first line ever written
            if index < len(self._lines) and index + self.pruned > painted["max"]:
                painted["max"] = index + self.pruned
            painted["calls"] += 1
            return super().render_line(y)

        pruned = 0

        def _prune_max_lines(self) -> None:
            before = len(self._lines)
            super()._prune_max_lines()
            self.pruned += before - len(self._lines)

    class Pane(LogPane):
        def compose(self) -> ComposeResult:
            # LogPane's own children, with the counting view in place of LogView
            from textual.widgets import Input

            from specdec_tui.tui.widgets.log_view import LogFooter

            yield Input(placeholder="filter", id="log-filter", compact=True)
            yield CountingLogView(RING_CAPACITY, id="log-view")
            yield LogFooter(id="log-footer")

    class BenchApp(App[None]):
        def __init__(self) -> None:
            super().__init__()
            self.bridge = EventBridge(self)
            self.painted = painted
            self.accepted = 0

        def following(self) -> bool:
            """Whether the widget still sticks to the newest line."""
            if widget == "ours":
                return self.query_one(LogView).following
            return self.query_one(Log).is_vertical_scroll_end

        def compose(self) -> ComposeResult:
            if widget == "ours":
                yield Pane(RING_CAPACITY, id="log-pane")
            else:
                yield CountingLog(max_lines=max_lines, id="log")

        def on_log_lines(self, message: LogLines) -> None:
            batches = self.bridge.take_lines(message)
            if widget == "ours":
                self.query_one(LogView).append_batches(batches)
            else:
                log = self.query_one(Log)
                for batch in batches:
                    if per_line:
                        for line in batch.lines:
                            log.write_line(line)
                    else:
                        log.write_lines(batch.lines)
            self.accepted += sum(len(b.lines) for b in batches)

    return BenchApp()


async def run_rate(
    widget: str, rate: int, seconds: float, pipe_kib: int, max_lines: int | None, per_line: bool = False
) -> dict[str, Any]:
    from specdec_tui.domain.events import ServerLog

    pool = line_pool(50_000)
    avg_bytes = sum(len(x) + 1 for x in pool) / len(pool)
    pipe_lines = max(1, int(pipe_kib * 1024 / avg_bytes))
    app = build_app(widget, max_lines, per_line)
    lags: list[float] = []
    stalls: list[float] = []
    result: dict[str, Any] = {}
    async with app.run_test(size=APP_SIZE) as pilot:
        await pilot.pause()
        stop = False

        async def probe() -> None:
            # wall lag: how late the 5 ms sleep wakes; stall: the loop thread's own CPU time in that
            # interval, i.e. the lag an idle machine would show (other tenants cannot inflate it)
            while not stop:
                t0, c0 = time.perf_counter(), time.thread_time()
                await asyncio.sleep(PROBE_S)
                lags.append(time.perf_counter() - t0 - PROBE_S)
                stalls.append(time.thread_time() - c0)

        async def produce() -> tuple[int, float]:
            produced = 0
            cursor = 0
            start = time.perf_counter()
            end = start + seconds
            while (now := time.perf_counter()) < end:
                due = int(rate * (now - start)) - produced
                # a pipe holds at most pipe_lines not yet read by the app
                room = pipe_lines - (produced - app.accepted)
                n = min(due, room)
                while n > 0:
                    take = min(n, len(pool) - cursor)
                    app.bridge(ServerLog(tuple(pool[cursor : cursor + take]), produced + 1))
                    cursor = (cursor + take) % len(pool)
                    produced += take
                    n -= take
                await asyncio.sleep(TICK_S)
            return produced, time.perf_counter() - start

        probe_task = asyncio.ensure_future(probe())
        cpu0 = time.process_time()
        produced, elapsed = await produce()
        cpu = time.process_time() - cpu0
        accepted_in_window = app.accepted
        painted_in_window = app.painted["max"] + 1
        frames = app.painted["calls"] / APP_SIZE[1]
        # how long until the last line is on screen
        t0 = time.perf_counter()
        while app.painted["max"] + 1 < produced and time.perf_counter() - t0 < 10:
            await asyncio.sleep(0.005)
        drain_s = time.perf_counter() - t0
        stop = True
        await probe_task
        following = bool(app.following())
        result = {
            "widget": widget,
            "rate": rate,
            "seconds": elapsed,
            "produced": produced,
            "accepted_per_s": accepted_in_window / elapsed,
            "cpu_s": cpu,
            "cpu_share": cpu / elapsed,
            "lines_per_cpu_s": accepted_in_window / cpu if cpu > 0 else 0.0,
            "displayed_per_s": painted_in_window / elapsed,
            "frames_per_s": frames / elapsed,
            "drain_s": drain_s,
            "lag_p50_ms": percentile(lags, 50) * 1000,
            "lag_p99_ms": percentile(lags, 99) * 1000,
            "lag_max_ms": max(lags) * 1000,
            "stall_p50_ms": percentile(stalls, 50) * 1000,
            "stall_p99_ms": percentile(stalls, 99) * 1000,
            "stall_max_ms": max(stalls) * 1000,
            "following": following,
            "avg_line_bytes": avg_bytes,
        }
    return result


async def run_fill(widget: str, total: int, max_lines: int | None) -> dict[str, Any]:
    import psutil

    from specdec_tui.domain.events import ServerLog

    proc = psutil.Process()
    pool = line_pool(20_000)
    app = build_app(widget, max_lines)
    async with app.run_test(size=APP_SIZE) as pilot:
        await pilot.pause()
        gc.collect()
        rss_empty = proc.memory_info().rss
        batch = 2_000
        written = 0
        t0 = time.perf_counter()
        while written < total:
            # unique strings, as a real log has: nothing shared between lines
            lines = tuple(f"{pool[(written + i) % len(pool)]} #{written + i}" for i in range(batch))
            app.bridge(ServerLog(lines, written + 1))
            written += batch
            if written % 20_000 == 0:
                await asyncio.sleep(0)  # let the app take the batches and paint
        while app.accepted < written:
            await asyncio.sleep(0.01)
        await pilot.pause()
        fill_s = time.perf_counter() - t0
        gc.collect()
        await asyncio.sleep(0.2)
        rss_full = proc.memory_info().rss
    return {
        "widget": widget,
        "max_lines": max_lines,
        "lines": written,
        "rss_empty_mib": rss_empty / 2**20,
        "rss_full_mib": rss_full / 2**20,
        "fill_s": fill_s,
    }


def child(args: argparse.Namespace) -> int:
    if args.fill_lines:
        max_lines = None if args.unbounded else RING_CAPACITY
        result = asyncio.run(run_fill(args.widget, args.fill_lines, max_lines))
    else:
        max_lines = None if args.unbounded else RING_CAPACITY
        result = asyncio.run(
            run_rate(args.widget, args.rate, args.seconds, args.pipe_kib, max_lines, args.per_line)
        )
    print("RESULT " + json.dumps(result))
    return 0


# ---------------------------------------------------------------------------------------- parent
def spawn(extra: list[str]) -> dict[str, Any]:
    argv = [sys.executable, str(Path(__file__).resolve()), "--child", *extra]
    done = subprocess.run(argv, capture_output=True, text=True, cwd=REPO_ROOT, check=False, timeout=600)
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            return dict(json.loads(line[7:]))
    raise RuntimeError(f"child {extra} failed ({done.returncode}):\n{done.stderr[-3000:]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--rates", default="50000,100000", help="comma-separated lines/s (default 50000,100000)"
    )
    parser.add_argument("--seconds", type=float, default=5.0, help="producer run per rate (default 5)")
    parser.add_argument("--fill", type=int, default=1_000_000, help="lines written before RSS (default 1M)")
    parser.add_argument("--pipe-kib", type=int, default=64, help="how far the producer may run ahead")
    parser.add_argument("--save", type=Path, default=None, help="also write the report to this file")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--widget", choices=("ours", "stock"), default="ours", help=argparse.SUPPRESS)
    parser.add_argument("--rate", type=int, default=100_000, help=argparse.SUPPRESS)
    parser.add_argument("--unbounded", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--per-line", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--fill-lines", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args)

    out = Tee(args.save)
    rates = [int(r) for r in args.rates.split(",") if r.strip()]
    out(
        f"# log pane ingest: LogPane (ours) vs textual.widgets.Log (stock), headless {APP_SIZE[0]}x{APP_SIZE[1]}"
    )
    out(f"# {machine()}")
    out(f"# producer: {args.seconds:g} s per rate, 1 ms ticks, at most {args.pipe_kib} KiB ahead of the app")
    rows = []
    by_key: dict[tuple[str, int], dict[str, Any]] = {}
    for rate in rates:
        variants = [("ours", "ours", []), ("stock", "stock", ["--unbounded"])]
        if rate == min(rates):
            variants.append(("stock, write_line per line", "stock", ["--unbounded", "--per-line"]))
        if rate == max(rates):
            variants.append(("stock max_lines=100k", "stock", []))
        for label, widget, flags in variants:
            extra = ["--widget", widget, "--rate", str(rate), "--seconds", str(args.seconds),
                     "--pipe-kib", str(args.pipe_kib), *flags]  # fmt: skip
            r = spawn(extra)
            by_key[(label, rate)] = r
            rows.append((
                f"{label} @ {human(rate)}/s", human(r["accepted_per_s"]), human(r["displayed_per_s"]),
                f"{r['cpu_share'] * 100:.0f}%", human(r["lines_per_cpu_s"]),
                f"{r['frames_per_s']:.0f}", f"{r['lag_p50_ms']:.1f}", f"{r['lag_p99_ms']:.1f}",
                f"{r['lag_max_ms']:.0f}", f"{r['stall_p50_ms']:.1f}", f"{r['stall_p99_ms']:.1f}", f"{r['stall_max_ms']:.0f}",
                f"{r['drain_s'] * 1000:.0f}" if r["drain_s"] < 9.9 else "never",
            ))  # fmt: skip
    out()
    out(table(rows, ("widget @ target", "accepted/s", "displayed/s", "CPU used", "lines/CPU-s", "frames/s",
                     "lag p50", "lag p99", "lag max", "stall p50", "stall p99", "stall max",
                     "last line shown ms")))  # fmt: skip
    out(
        "(lag: how late a 5 ms timer fired, wall ms; stall: the loop thread's CPU ms in that interval,"
        " the lag an idle machine would show; last line shown: ms after the producer stopped until the newest"
        " line was painted)"
    )
    for rate in rates:
        ours, stock = by_key[("ours", rate)], by_key[("stock", rate)]
        out(f"at {human(rate)} lines/s: accepted ours/stock {ours['accepted_per_s'] / stock['accepted_per_s']:.2f}x,"
            f" lines per CPU-second ours/stock {ours['lines_per_cpu_s'] / stock['lines_per_cpu_s']:.2f}x,"
            f" loop stall p99 ours {ours['stall_p99_ms']:.1f} ms vs stock {stock['stall_p99_ms']:.1f} ms")  # fmt: skip
    if args.fill:
        out()
        fills = [
            spawn(["--widget", "ours", "--fill-lines", str(args.fill)]),
            spawn(["--widget", "stock", "--fill-lines", str(args.fill)]),
            spawn(["--widget", "stock", "--fill-lines", str(args.fill), "--unbounded"]),
        ]
        out(table(
            [(f"{f['widget']} (keeps {f['max_lines'] or 'all':,} lines)" if f["max_lines"] else f"{f['widget']} (unbounded, default)",
              f"{f['rss_empty_mib']:.0f}", f"{f['rss_full_mib']:.0f}", f"{f['rss_full_mib'] - f['rss_empty_mib']:.0f}",
              f"{f['fill_s']:.1f}")
             for f in fills],
            ("after 1M lines", "RSS empty MiB", "RSS full MiB", "growth MiB", "fill s"),
        ))  # fmt: skip
    out.save()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
