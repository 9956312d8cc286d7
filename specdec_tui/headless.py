"""The headless front end: one progress line per event on a plain stream (SSH pipes, CI, logs)."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from . import events as ev
from .textsafe import safe_text


def _fmt(value: float | None, spec: str = ".1f", unit: str = "") -> str:
    return "-" if value is None else f"{value:{spec}}{unit}"


class HeadlessPrinter:
    """An event sink that prints; ``show_log`` also echoes the server's log lines (made safe)."""

    def __init__(self, stream: TextIO | None = None, *, show_log: bool = False, live_every_s: float = 2.0) -> None:
        self.stream = stream or sys.stdout
        self.show_log = show_log
        self.live_every_s = live_every_s
        self._t0 = time.monotonic()
        self._last_live = 0.0
        self._gpu_error_shown = False

    def _print(self, text: str) -> None:
        elapsed = time.monotonic() - self._t0
        self.stream.write(f"[{int(elapsed // 60):02d}:{elapsed % 60:04.1f}] {text}\n")
        self.stream.flush()

    def __call__(self, event: ev.Event) -> None:  # noqa: C901 - one branch per event type
        if isinstance(event, ev.SweepStarted):
            self._print(f"sweep '{safe_text(event.name)}': {len(event.cells)} cells -> {event.results_path}")
        elif isinstance(event, ev.ServerStarting):
            verb = "reusing server" if event.reused else "starting server"
            self._print(f"{verb} for run {event.run}: {' '.join(event.argv)}")
        elif isinstance(event, ev.ServerReady):
            self._print(f"server ready in {event.startup_s:.1f} s (pid {event.pid}, log {event.log_path})")
        elif isinstance(event, ev.ServerStopped):
            self._print(f"server stopped ({event.reason}; exit status {event.returncode})")
        elif isinstance(event, ev.CellStarted):
            self._print(f">> {event.key}")
        elif isinstance(event, ev.CellProgress):
            self._print(
                f"   {event.key}: {event.requests_done}/{event.requests_total} requests, "
                f"{event.output_tokens} tokens, {_fmt(event.tok_s)} tok/s"
            )
        elif isinstance(event, ev.LiveStats):
            now = time.monotonic()
            if now - self._last_live >= self.live_every_s:
                self._last_live = now
                self._print(
                    f"   server: gen {_fmt(event.gen_throughput)} tok/s, accept len {_fmt(event.accept_length, '.2f')}, "
                    f"accept rate {_fmt(event.accept_rate, '.2f')}"
                )
        elif isinstance(event, ev.CrashDetected):
            where = f"line {event.lineno}" if event.lineno else "exit status"
            self._print(f"!! {event.label} ({event.server}, {where}): {safe_text(event.text, 300)}")
            self._print(f"   hint: {event.hint}")
        elif isinstance(event, ev.CellFinished):
            self._print(self._result_line(event))
        elif isinstance(event, ev.RuleLearned):
            self._print(f"learned known-crash rule -> {event.path}: {event.match}")
        elif isinstance(event, ev.ServerLog):
            if self.show_log:
                for i, line in enumerate(event.lines):
                    self.stream.write(f"   log {event.first_lineno + i:>6} | {line}\n")
        elif isinstance(event, ev.GpuSample):
            if event.error and not self._gpu_error_shown:
                self._gpu_error_shown = True
                self._print(f"gpu: {event.error}")
        elif isinstance(event, ev.Notice):
            self._print(f"{event.level}: {safe_text(event.text)}")
        elif isinstance(event, ev.SweepPaused):
            self._print("paused" if event.paused else "resumed")
        elif isinstance(event, ev.SweepFinished):
            counts = ", ".join(f"{n} {s}" for s, n in sorted(event.counts.items()))
            self._print(f"sweep {'aborted' if event.aborted else 'finished'}: {counts}")

    @staticmethod
    def _result_line(event: ev.CellFinished) -> str:
        r = event.result
        if r.status == "ok":
            return (
                f"OK {r.key}: {_fmt(r.output_tok_s)} tok/s, TTFT p50 {_fmt(r.ttft_ms_p50, '.0f', ' ms')}, "
                f"ITL p50 {_fmt(r.itl_ms_p50, '.1f', ' ms')}, accept len {_fmt(r.accept_length, '.2f')}, "
                f"rate {_fmt(r.accept_rate, '.2f')}, speedup {_fmt(r.speedup, '.2f', 'x')}"
            )
        if r.status == "invalid":
            return f"-- {r.key} invalid: {'; '.join(r.reasons)}"
        detail = r.triage_label or ""
        if r.first_fatal_line:
            detail += f": {safe_text(r.first_fatal_line, 200)}"
        reasons = "; ".join(safe_text(x, 200) for x in r.reasons)
        tail = f" ({r.requests_ok} ok, {r.requests_failed} failed)"
        return f"{r.status.upper()} {r.key}{tail}: {detail or reasons}" + (f" [{reasons}]" if detail and reasons else "")
