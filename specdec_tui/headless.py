"""The headless front end: one progress line per event on a plain stream (SSH pipes, CI, logs).

Each event prints one line that stands on its own (timestamp, what happened, which cell); details
that would run past the terminal width (fatal line, hint, reasons, latencies) follow on indented
lines. Everything that came from a server goes through ``safe_text``.
"""

from __future__ import annotations

import math
import shutil
import sys
import textwrap
import time
from collections.abc import Callable
from typing import TextIO

from specdec_tui.domain import events as ev
from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import CellStatus, ServerState
from specdec_tui.gpu.attribution import server_memory_words
from specdec_tui.measure.acceptance import CATEGORY_NOTE
from specdec_tui.measure.intervals import RatioInterval, floor_of, ratio_text, spread_text
from specdec_tui.report.acceptance import acceptance_lines
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.triage.lines import line_core

STAMP_WIDTH = len("[00:00.0] ")
DETAIL = "   "  # indent of the detail lines under an event's line


def _fmt(value: float | None, spec: str = ".1f", unit: str = "") -> str:
    """A figure, or ``-`` when unknown or not finite; 1e15 and beyond in exponent form (a 1e300 from a
    broken server must not print 300 digits)."""
    if value is None or not isinstance(value, (int, float)) or not math.isfinite(value):
        return "-"
    if abs(value) >= 1e15:
        return f"{value:.3e}{unit}"
    return f"{value:{spec}}{unit}"


def _n_results(n: int) -> str:
    return f"{n} result" if n == 1 else f"{n} results"


def terminal_width(default: int = 80) -> int:
    """The terminal's width (``COLUMNS`` wins; 80 for a pipe), at least 60."""
    return max(60, shutil.get_terminal_size((default, 24)).columns)


class HeadlessPrinter:
    """An event sink that prints; ``show_log`` also echoes the server's log lines (made safe)."""

    def __init__(
        self,
        stream: TextIO | None = None,
        *,
        show_log: bool = False,
        live_every_s: float = 2.0,
        width: int | None = None,
        elapsed: Callable[[], float] | None = None,
    ) -> None:
        """``elapsed``: the stamp of each line (default: seconds since this printer was made; a
        client attached to a background sweep stamps the sweep's own time)."""
        self.stream = stream or sys.stdout
        self.show_log = show_log
        self.live_every_s = live_every_s
        self.width = width or terminal_width()
        self._t0 = time.monotonic()
        self._elapsed = elapsed or (lambda: time.monotonic() - self._t0)
        self._last_live = 0.0
        self._last_gpu = 0.0
        self._last_server_mib: float | None = None
        self._last_server_state: ServerState | str | None = None
        self._gpu_error_shown = False

    def _print(self, text: str) -> None:
        # Every line goes through the safe-text path here, whatever the caller already did: names,
        # argv and reasons come from sweep values and servers, and must never reach a terminal raw.
        text = safe_text(text)
        elapsed = self._elapsed()
        self.stream.write(f"[{int(elapsed // 60):02d}:{elapsed % 60:04.1f}] {text}\n")
        self.stream.flush()

    def _detail(self, text: str, *, wrap: bool = True) -> None:
        """An indented line under the last event; wrapped to the width unless it is verbatim."""
        indent = " " * STAMP_WIDTH + DETAIL
        text = safe_text(text)
        if not wrap:
            self.stream.write(f"{indent}{text}\n")
        else:
            lines = textwrap.wrap(
                text, self.width - 1, initial_indent=indent, subsequent_indent=indent + "  ",
                break_on_hyphens=False, break_long_words=False,
            )  # fmt: skip
            self.stream.write("\n".join(lines or [indent]) + "\n")
        self.stream.flush()

    def __call__(self, event: ev.Event) -> None:
        if isinstance(event, ev.SweepStarted):
            self._print(f"sweep '{safe_text(event.name)}': {len(event.cells)} cells")
            self._detail(f"results: {event.results_path}", wrap=False)
        elif isinstance(event, ev.ServerStarting):
            if event.reused:
                self._print(f"run {event.run}: reusing the server (same arguments)")
            else:
                self._print(f"run {event.run}: starting the server")
                self._detail(" ".join(event.argv), wrap=False)  # argv lines may run past the width
        elif isinstance(event, ev.ServerReady):
            self._print(f"server ready in {event.startup_s:.1f} s (pid {event.pid})")
            if event.log_path:
                self._detail(f"log: {event.log_path}", wrap=False)
        elif isinstance(event, ev.ServerStopped):
            self._print(f"server stopped: {event.reason} ({event.status_text()})")
        elif isinstance(event, ev.CellStarted):
            self._print(f">> {event.key}{f'  on {event.where}' if event.where else ''}")
            if event.params:
                self._detail(safe_text(event.params))
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
                    f"   server log: gen {_fmt(event.gen_throughput)} tok/s, "
                    f"accept len {_fmt(event.accept_length, '.2f')}, rate {_fmt(event.accept_rate, '.2f')}"
                )
        elif isinstance(event, ev.CrashDetected):
            where = f"log line {event.lineno}" if event.lineno else "exit status"
            on = f" on {event.key}" if event.key else ""
            self._print(f"!! {event.label}{on} ({event.server}, {where})")
            self._detail(safe_text(event.text, 500), wrap=False)  # verbatim: grep it in the log
            if event.hint:
                self._detail(f"hint: {safe_text(event.hint)}")
        elif isinstance(event, ev.CellFinished):
            self._result(event.result)
        elif isinstance(event, ev.RuleLearned):
            match = ", ".join(f"{k}={v}" for k, v in event.match.items() if k not in ("model",))
            self._print("learned a known-crash rule (later runs skip this configuration)")
            self._detail(f"match: {safe_text(match)}")
            self._detail(f"saved in {event.path}", wrap=False)
        elif isinstance(event, ev.ServerLog):
            if self.show_log:
                for i, line in enumerate(event.lines):
                    self.stream.write(f"   log {event.first_lineno + i:>6} | {safe_text(line)}\n")
        elif isinstance(event, ev.GpuSample):
            if event.error and not self._gpu_error_shown:
                self._gpu_error_shown = True
                self._print(f"gpu: {safe_text(event.error)}")
            elif not event.error and event.gpus:
                self._gpu_line(event)
        elif isinstance(event, ev.Notice):
            self._print(f"{event.level}: {safe_text(event.text)}")
        elif isinstance(event, ev.ResultsNotSaved):
            self._print(f"!! results not saved: {safe_text(event.error)} ({event.unsaved} waiting)")
            self._detail(f"could not write {safe_text(event.path)}", wrap=False)
            if event.retry_s is None:
                self._detail("no new cell starts; the sweep stops (the unsaved results are kept on exit)")
            else:
                self._detail(f"no new cell starts until they are written (trying every {event.retry_s:g} s)")
        elif isinstance(event, ev.ResultsSaved):
            self._print(f"results saved again: {_n_results(event.count)} written to {safe_text(event.path)}")
        elif isinstance(event, ev.ResultsKept):
            self._print(f"!! {_n_results(event.count)} not in {safe_text(event.path)} ({safe_text(event.error)})")
            self._detail(f"kept in {safe_text(event.fallback_path)}", wrap=False)
            self._detail("`specdec run SWEEP --resume --results DIR` writes them into the results file")
        elif isinstance(event, ev.StorageWarning):
            self._print(f"warning: could not write the {event.what}: {safe_text(event.error)}")
            self._detail(safe_text(event.path), wrap=False)
        elif isinstance(event, ev.SweepPaused):
            self._print("paused" if event.paused else "resumed")
        elif isinstance(event, ev.SweepFinished):
            counts = ", ".join(f"{n} {s}" for s, n in sorted(event.counts.items()))
            self._print(f"sweep {'aborted' if event.aborted else 'finished'}: {counts}")

    def _gpu_line(self, event: ev.GpuSample) -> None:
        """The server's GPU memory, live: when the server's state changes (starting, stopping, none
        running: always), or its memory by more than 1 % (at most every second)."""
        now = time.monotonic()
        mib, state = event.server_mem_mib, event.server_state
        previous = self._last_server_mib
        changed = (mib is None) != (previous is None) or (
            mib is not None and previous is not None and abs(mib - previous) > max(1.0, 0.01 * previous)
        )
        if state == self._last_server_state and (not changed or now - self._last_gpu < min(1.0, self.live_every_s)):
            return
        self._last_gpu, self._last_server_mib, self._last_server_state = now, mib, state
        devices = ", ".join(
            f"GPU {g.index} {_fmt(g.memory_used_mib, '.0f')}/{_fmt(g.memory_total_mib, '.0f')} MiB"
            for g in event.gpus
        )
        self._print(f"   gpu: {server_memory_words(state, mib)} ({devices})")

    def _result(self, r: CellResult) -> None:
        if r.status == CellStatus.OK:
            speedup = "" if r.speedup is None else f", speedup {_speedup(r, bounds=True)}"
            spread = _spread(r, "output_tok_s", 1)
            self._print(f"OK {r.key}: {_fmt(r.output_tok_s)} tok/s{spread}{speedup}")
            if r.repeats:
                each = ", ".join(_fmt(x.get("output_tok_s") if isinstance(x, dict) else None) for x in r.repeats)
                self._detail(f"{len(r.repeats)} repeats: {each} tok/s (± is half the 95% interval; +a/-b: "
                             "its lower end clipped at 0)")
            server_len = "" if r.server_accept_length is None else f" (server {r.server_accept_length:.2f})"
            self._detail(
                f"{r.requests_ok} requests; p50 TTFT {_fmt(r.ttft_ms_p50, '.0f', ' ms')}, "
                f"TPOT {_fmt(r.tpot_ms_p50, '.1f', ' ms')}; accept len {_fmt(r.accept_length, '.2f')}"
                f"{server_len}, rate {_fmt(r.accept_rate, '.2f')}"
                + ("" if r.gpu_peak_mem_mib is None else f"; GPU peak {r.gpu_peak_mem_mib:.0f} MiB")
            )
            for line in acceptance_lines(r, self.width - 1 - STAMP_WIDTH - len(DETAIL), position_lines=4):
                if not line.startswith("acceptance "):  # its length and rate are on the line above
                    self._detail(line[2:] if line.startswith("  ") else line, wrap=False)
            for name, c in (r.categories or {}).items():
                cat_speedup, why = c.get("speedup"), c.get(CATEGORY_NOTE)
                self._detail(
                    f"{safe_text(name, 40)}: {c.get('requests_ok', 0)} requests, {_fmt(c.get('tok_s'))} tok/s per request"
                    + ("" if cat_speedup is None else f" ({cat_speedup:.2f}x)")
                    + f", accept len {_fmt(c.get('accept_length'), '.2f')}"
                    + (f" ({safe_text(why, 120)})" if isinstance(why, str) and why else "")
                )
            for warning in r.caveats:
                self._detail(f"suspect: {safe_text(warning, 300)}")
            return
        if r.status == CellStatus.INVALID:
            self._print(f"-- {r.key}: invalid, not run")
            for reason in r.reasons:
                self._detail(safe_text(reason, 300))
            return
        label = f": {r.triage_label}" if r.triage_label else ""
        self._print(f"{r.status.upper()} {r.key}{label} ({r.requests_ok} ok, {r.requests_failed} failed)")
        if r.first_fatal_line:
            where = f"log line {r.first_fatal_lineno}: " if r.first_fatal_lineno else ""
            self._detail(f"{where}{safe_text(r.first_fatal_line, 300)}", wrap=False)
        for reason in r.reasons:
            self._detail(safe_text(reason, 300))
        if r.output_tok_s is not None:
            self._detail(f"partial, not a measurement: {_fmt(r.output_tok_s)} tok/s over {r.requests_ok} "
                         "finished requests")


def _spread(r: CellResult, figure: str, digits: int) -> str:
    """`` ±3.1`` after a figure with repeats (its recorded 95% interval; empty without one)."""
    interval = r.intervals.get(figure) if isinstance(r.intervals, dict) else None
    if not isinstance(interval, dict):
        return ""
    return spread_text(interval.get("mean"), interval.get("ci_low"), interval.get("ci_high"), digits,
                       floor=floor_of(figure))


def _speedup(r: CellResult, *, bounds: bool = False) -> str:
    """``1.52x ±0.04`` (`` (1.48-1.56)`` with ``bounds``), `` n.s.`` when the interval holds 1.0,
    ``1.39x ±∞ n.s.`` when it is unbounded; ``1.52x`` without repeats (``measure.intervals``)."""
    interval = RatioInterval.from_fields(r.intervals.get("speedup")) if isinstance(r.intervals, dict) else None
    return ratio_text(r.speedup, interval, bounds=bounds)


# ------------------------------------------------------------------------------------ final table
_COLUMNS = ("run", "workload", "status", "tok/s", "TTFT ms", "TPOT ms", "acc len", "speedup")
_NAME_MAX = 24  # run and workload names are cut beyond this (and more when the width needs it)
NOT_MEASURED = "—"  # a figure of a cell that did not measure (crashed, hung, failed): never its partial one


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _note(r: CellResult) -> str | None:
    """Why a cell that is not ok is so, in one line."""
    if r.status == CellStatus.OK:
        return None
    parts = [r.status]
    if r.triage_label:
        parts.append(r.triage_label)
    if r.first_fatal_line:
        parts.append(line_core(r.first_fatal_line))  # cut at the width: the server's prefix goes first
    elif r.reasons:
        parts.append("; ".join(r.reasons))
    return ": ".join(safe_text(p) for p in parts)


def category_lines(results: list[CellResult], width: int) -> list[str]:
    """Per dataset workload, a Spec-Bench-style block: one row per category, one column per run,
    each cell ``speedup/accept length`` (``-`` where not measured)."""
    with_categories = [r for r in results if r.categories and r.status == CellStatus.OK]  # no partial figures
    lines: list[str] = []
    for workload in dict.fromkeys(r.workload for r in with_categories):
        cells = [r for r in with_categories if r.workload == workload]
        runs = list(dict.fromkeys(r.run for r in cells))
        by_run = {r.run: r for r in cells}
        names = list(dict.fromkeys(c for r in cells for c in r.categories))
        header = ("category", *(_cut(safe_text(run), 14) for run in runs))
        rows: list[tuple[str, ...]] = []
        for name in names:
            row = [_cut(safe_text(name), 18)]
            for run in runs:
                c = by_run[run].categories.get(name) or {}
                row.append(f"{_fmt(c.get('speedup'), '.2f', 'x')}/{_fmt(c.get('accept_length'), '.2f')}")
            rows.append(tuple(row))
        widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
        lines += ["", _cut(f"{safe_text(workload)}: speedup/accept length per category", width - 1),
                  _cut("(tok/s per request against the baseline's: not the cell's wall-time speedup)", width - 1)]
        for line_cells in [header, *rows]:
            text = "  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(line_cells, widths, strict=True)))
            lines.append(_cut(text.rstrip(), width - 1))
    return lines


def final_table(results: list[CellResult], width: int | None = None) -> str:
    """The results as a plain-text table that fits ``width`` columns, then one note per cell that is
    not ok (cut at the width: the full text is in the results file)."""
    width = width or terminal_width()
    rows = [
        (
            _cut(safe_text(r.run), _NAME_MAX),
            _cut(safe_text(r.workload), _NAME_MAX),
            r.status,
            # A cell that did not finish measuring has no figures: its partial ones are not shown here.
            *((_fmt(r.output_tok_s), _fmt(r.ttft_ms_p50, ".0f"), _fmt(r.tpot_ms_p50, ".1f"),
               _fmt(r.accept_length, ".2f"), (_speedup(r) or "-") + ("!" if r.caveats else ""))
              if r.status == CellStatus.OK else (NOT_MEASURED,) * 5),
        )
        for r in results
    ]
    widths = [max(len(row[i]) for row in [_COLUMNS, *rows]) for i in range(len(_COLUMNS))]
    # Narrow the name columns (the wider first) until the table fits; names are cut with an ellipsis.
    while sum(widths) + 2 * (len(widths) - 1) > width - 1 and max(widths[:2]) > 8:
        widths[0 if widths[0] >= widths[1] else 1] -= 1
    rows = [(_cut(row[0], widths[0]), _cut(row[1], widths[1]), *row[2:]) for row in rows]

    def line(cells: tuple[str, ...]) -> str:
        out = [cell.ljust(w) if i < 3 else cell.rjust(w) for i, (cell, w) in enumerate(zip(cells, widths, strict=True))]
        return "  ".join(out).rstrip()

    lines = [line(_COLUMNS), line(tuple("-" * w for w in widths)), *(line(row) for row in rows)]
    lines += category_lines(results, width)
    notes = [(r.key, note) for r in results if (note := _note(r)) is not None]
    if notes:
        lines += ["", "not ok:"]
        lines += [_cut(f"  {safe_text(key)}: {note}", width - 1) for key, note in notes]
    suspect = [(r.key, r.caveats[0]) for r in results if r.status == CellStatus.OK and r.caveats]
    if suspect:
        lines += ["", "! suspect (the figures may not measure the server):"]
        lines += [_cut(f"  {safe_text(key)}: {safe_text(text)}", width - 1) for key, text in suspect]
    return "\n".join(safe_text(line) for line in lines)
