"""One cell in full: its triage event, its figures and acceptance in detail, the log around the first
fatal line, the argv, the hint."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from specdec_tui.domain.events import CellState
from specdec_tui.domain.record import CellResult, workload_text
from specdec_tui.domain.status import CellStatus
from specdec_tui.measure.intervals import RatioInterval, ratio_text, spread_text
from specdec_tui.report.acceptance import acceptance_lines
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.tui.excerpt import read_excerpt
from specdec_tui.tui.formatting import fmt_duration, fmt_float, fmt_params
from specdec_tui.tui.messages import CellAction, ExcerptLoaded
from specdec_tui.tui.widgets.log_view import LogView


class RunDetailScreen(Screen[None]):
    """Pushed over the main screen; its actions go back to the app as ``CellAction`` messages."""

    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "Back", id="detail.back"),
        Binding("r", "cell('requeue')", "Re-queue", id="detail.requeue"),
        Binding("e", "cell('requeue-edit')", "Re-queue with edits", id="detail.requeue-edit"),
        Binding("k", "cell('add-rule')", "Add known-crash rule", id="detail.add-rule"),
        Binding("C", "cell('categories')", "Categories", id="detail.categories"),
        Binding("f", "first_fatal", "Fatal line", show=False, id="detail.first-fatal"),
    ]

    def __init__(self, state: CellState | None, result: CellResult | None, key: str) -> None:
        super().__init__()
        self.key = key
        self.state = state
        self.result = result

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="detail-info"):
            yield Static(self._summary(), id="detail-summary")
        yield LogView(capacity=1000, id="detail-log")
        yield Static("", id="detail-log-status")
        make_bar = getattr(self.app, "notice_bar", None)  # the app's one notification area, here too
        if make_bar is not None:
            yield make_bar(id="detail-notice-bar")
        yield Footer()

    def on_mount(self) -> None:
        result = self.result
        status = self.query_one("#detail-log-status", Static)
        if result is None or not result.log_path:
            status.update("No server log for this cell.")
            return
        status.update(Text(f"reading {result.log_path} …"))
        self._load_excerpt(Path(result.log_path), result.first_fatal_lineno)

    def _summary(self) -> Text:
        state, result, key = self.state, self.result, self.key
        text = Text()
        text.append(key, style="bold")
        status = result.status if result else (state.status if state else "unknown")
        text.append(f"   {status}")
        if result and result.triage_label:
            text.append(f": {result.triage_label}", style="bold")
        if state:
            text.append(f"\nparameters  {fmt_params(state.params)}   verdict {state.verdict}")
            for reason in state.reasons:
                text.append(f"\n  • {reason}")
        if result is not None and result.workload_params:
            text.append(f"\nworkload    {safe_text(workload_text(result.workload_params), 300)}")
        if result is None:
            text.append("\nNot run yet.")
            return text
        if result.first_fatal_line:
            where = f"line {result.first_fatal_lineno}" if result.first_fatal_lineno else "fatal line"
            text.append(f"\n{where}  ", style="bold")
            text.append(safe_text(result.first_fatal_line, 400))
        if result.hint:
            text.append("\nhint  ", style="bold")
            text.append(safe_text(result.hint, 400))
        for reason in result.reasons[:3]:
            text.append("\n  • ")
            text.append(safe_text(reason, 300))
        text.append(f"\nrequests {result.requests_ok} ok / {result.requests_failed} failed   ")
        if result.status == CellStatus.OK:
            interval = RatioInterval.from_fields(result.intervals.get("speedup"))
            tok_s = result.intervals.get("output_tok_s") or {}
            spread = spread_text(tok_s.get("mean"), tok_s.get("ci_low"), tok_s.get("ci_high"), 1)
            text.append(
                f"tok/s {fmt_float(result.output_tok_s)}{spread}   "
                f"speedup {ratio_text(result.speedup, interval, suffix='×', bounds=True) or '–'}   "
            )
        text.append(f"time {fmt_duration(result.duration_s)}")
        for warning in result.caveats[:4]:  # why the tables mark this cell with "!"
            text.append("\n! ", style="bold yellow")
            text.append(safe_text(warning, 300))
        if result.status == CellStatus.OK:
            for line in acceptance_lines(result, max(40, min(100, self.app.size.width - 4))):
                text.append("\n" + line)
        elif result.output_tok_s is not None or result.accept_length is not None:
            # What it measured before it stopped: partial, never shown as the cell's figures elsewhere.
            text.append("\npartial (not a measurement)  ", style="bold")
            text.append(
                f"{fmt_float(result.output_tok_s)} tok/s over {result.requests_ok} finished requests, "
                f"accept length {fmt_float(result.accept_length, '.2f')}, "
                f"TTFT p50 {fmt_float(result.ttft_ms_p50, '.0f', ' ms')}"
            )
        if result.argv:
            text.append("\nargv  ", style="bold")
            text.append(safe_text(" ".join(result.argv), 2000))
        if result.log_path:
            text.append("\nlog  ", style="bold")
            text.append(safe_text(result.log_path))
        return text

    @work(thread=True, exclusive=True, group="detail-excerpt", exit_on_error=False)
    def _load_excerpt(self, path: Path, lineno: int | None) -> None:
        # A thread so a huge log never stalls the UI; the result comes back as a message.
        try:
            lines = read_excerpt(path, lineno)
        except OSError as exc:
            self.post_message(ExcerptLoaded(self.key, [], f"cannot read {path}: {exc.strerror or exc}"))
            return
        self.post_message(ExcerptLoaded(self.key, lines))

    def on_excerpt_loaded(self, message: ExcerptLoaded) -> None:
        status = self.query_one("#detail-log-status", Static)
        if message.error:
            status.update(Text(message.error))
            return
        view = self.query_one("#detail-log", LogView)
        view.start_launch("server log excerpt")
        if message.lines:
            view.append_lines([line for _, line in message.lines], first_lineno=message.lines[0][0])
        lineno = self.result.first_fatal_lineno if self.result else None
        if lineno is not None:
            view.mark_fatal(lineno)
            self.call_after_refresh(view.action_first_fatal)
            status.update(Text(f"log around line {lineno} (fatal line highlighted)   f: jump to it"))
        else:
            status.update(Text("last lines of the server log"))

    def action_first_fatal(self) -> None:
        self.query_one("#detail-log", LogView).action_first_fatal()

    def action_cell(self, action: str) -> None:
        self.post_message(CellAction(action, self.key))

