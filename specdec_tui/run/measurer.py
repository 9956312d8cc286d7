"""The real cell measurer: the load generator against the session's server, with httpx hooks for
token progress, the hang watchdog, the server's acceptance counters around the measured requests,
host load and GPU peak, all summarized into the cell's result."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import httpx

from specdec_tui.backends.base import Backend
from specdec_tui.backends.common import NUM_DRAFT_TOKENS, PREEMPTIONS
from specdec_tui.backends.httpclient import make_client
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import NO_SPECULATION, Cell, Sweep, cell_key
from specdec_tui.domain.record import PROMPT_STATS_KEY, CellResult
from specdec_tui.domain.status import CellStatus
from specdec_tui.measure import acceptance, loadgen
from specdec_tui.measure.hostload import HostMeter
from specdec_tui.measure.hostload import warnings as host_warnings
from specdec_tui.measure.loadgen import WorkloadOutcome
from specdec_tui.measure.stats import CellSummary, compare_acceptance, server_acceptance, summarize_cell
from specdec_tui.run.protocols import CRASH_SETTLE_S, CellStop, GpuMonitorLike, Interrupts, ServerSession
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.triage.classifier import SPECULATION_DISABLED, Finding
from specdec_tui.triage.lines import line_core

# After a workload whose requests failed while the server process is gone, how long to wait for the
# supervisor to read the rest of its output and triage its exit status.
EXIT_TRIAGE_WAIT_S = 3.0
# The kernel closes a SIGKILLed server's sockets before the process turns into a zombie, so requests can
# fail with a lost connection while the process still looks alive: how long to wait for it to be gone.
CONNECTION_LOSS_GRACE_S = 1.0
# How long to wait for the server's per-request acceptance log lines and for its counters to settle.
LOG_SETTLE_S = 2.0
# Our acceptance length against the server's own: flagged past these relative differences.
ACCEPT_TOLERANCE_PER_REQUEST = 0.03
ACCEPT_TOLERANCE_PERIODIC = 0.10
COUNTER_SETTLE_S = 1.0
# The hang watchdog ticks every 0.25 s; a gap this long between two ticks means this process did not
# run (stopped, suspended, or its event loop blocked), not that the server stalled.
STALL_S = 2.0


class LoadgenMeasurer:
    """A :class:`~specdec_tui.run.protocols.CellMeasurer` over ``measure.loadgen.run_workload``."""

    def __init__(
        self, sweep: Sweep, backend: Backend, *, sink: ev.EventSink, gpu_monitor: GpuMonitorLike | None = None
    ) -> None:
        self.sweep = sweep
        self.backend = backend
        self.gpu_monitor = gpu_monitor
        self._emit = sink

    async def measure(self, cell: Cell, result: CellResult, session: ServerSession, interrupts: Interrupts) -> None:
        if self.gpu_monitor is not None:
            self.gpu_monitor.reset_peak()
        workload = cell.workload
        limits = self.sweep.limits
        progress = _Progress(workload.requests)
        key = cell_key(cell.run.name, workload.name)
        generation_path = self._generation_path(workload.effective_api)
        base_url = session.base_url

        def is_generation(request: httpx.Request) -> bool:
            return generation_path is None or request.url.path.endswith(generation_path)

        def on_token(n: int) -> None:
            progress.tokens += n
            progress.last = time.monotonic()

        def on_request_done(sample: Any) -> None:
            if outcome.requests_planned:  # a dataset workload knows its count once prompts are read
                progress.total = outcome.requests_planned
            progress.done += 1
            progress.last = time.monotonic()
            self._emit(ev.CellProgress(key, progress.done, progress.total, progress.tokens, progress.tok_s()))

        # The watchdog counts from the first generation request sent. Before it, and between the
        # warm-ups and the measured requests, the load generator builds prompts through the server's
        # tokenizer: each of those round trips is progress, so slow tokenizer calls are never a hang.
        # Later generation requests are not progress (with a request rate they keep being sent, and
        # get their headers at once, even while the scheduler is wedged): only tokens are.
        async def on_request(request: httpx.Request) -> None:
            if not is_generation(request):
                progress.last = time.monotonic()
                return
            progress.sent += 1
            if not progress.armed:
                progress.armed = True
                progress.first = progress.last = time.monotonic()

        async def on_response(response: httpx.Response) -> None:
            if not is_generation(response.request):
                progress.last = time.monotonic()

        api_key = self.sweep.server.api_key
        # The load generator's own client settings, plus the hooks above.
        client = make_client(
            base_url,
            timeout=httpx.Timeout(limits.request_timeout_s, connect=30.0, pool=None),
            limits=httpx.Limits(max_connections=max(1, workload.concurrency) + 4, max_keepalive_connections=None),
            headers={"Authorization": f"Bearer {api_key}"} if api_key else {},
            event_hooks={"request": [on_request], "response": [on_response]},
        )
        collector: list[Any] = []
        outcome = WorkloadOutcome()
        window = _AcceptWindow()
        session.acceptance_lines = []
        meter = HostMeter(session.pid)

        async def on_measure_start() -> None:
            # The warm-ups' log lines and counter updates belong before the window, not in it.
            if self.backend.logs_acceptance_per_request:
                await self._wait_log_accept(session, _drafted(outcome.warmup_samples), LOG_SETTLE_S)
            window.log_start = len(session.acceptance_lines or [])
            window.before = await self._stable_counters(client, base_url)
            window.findings_before = {f.label: f.count for f in session.findings()}
            meter.start()

        workload_task = asyncio.ensure_future(
            loadgen.run_workload(  # looked up on each call: tests replace it
                self.backend,
                base_url,
                self.sweep.server.model,
                workload,
                api_key=api_key,
                client=client,
                on_token=on_token,
                on_request_done=on_request_done,
                request_timeout_s=limits.request_timeout_s,
                collector=collector,
                outcome=outcome,
                context_length=self.sweep.server.context_length,
                on_measure_start=on_measure_start,
            )
        )
        exit_task = asyncio.ensure_future(session.wait_exit())
        fatal_task = asyncio.ensure_future(session.fatal_signal.wait())
        skip_task = asyncio.ensure_future(interrupts.skip.wait())
        hang_task = asyncio.ensure_future(self._watch_progress(progress, collector))
        watchers = {exit_task, fatal_task, skip_task, hang_task}
        stop: CellStop | None = None
        try:
            done, _ = await asyncio.wait({workload_task, *watchers}, return_when=asyncio.FIRST_COMPLETED)
            if workload_task not in done:
                # Act at once: the in-flight requests are cancelled before anything else happens.
                workload_task.cancel()
                await asyncio.gather(workload_task, return_exceptions=True)
                phase = _phase(outcome, collector)
                if fatal_task in done or exit_task in done:
                    # The requests are already cancelled; give the rest of the crash burst (other
                    # ranks, the traceback's root-cause line, the exit) a moment so the primary
                    # event is the root cause rather than a generic "worker died" line.
                    if exit_task not in done:
                        await asyncio.wait({exit_task}, timeout=CRASH_SETTLE_S)
                    await asyncio.sleep(0.01)
                    stop = CellStop(CellStatus.CRASHED, session.fatal_event(), f"server crashed {phase}")
                elif hang_task in done:
                    hang_for = limits.hang_timeout_s
                    detail = f"no token progress for {hang_for:g} s"
                    event = session.mark_hang(hang_for, detail)
                    stop = CellStop(CellStatus.HANG, event, f"{detail} {phase} (limits.hang_timeout_s)")
                elif interrupts.aborted():
                    stop = CellStop(CellStatus.SKIPPED, None, "aborted")
                else:
                    stop = CellStop(CellStatus.SKIPPED, None, "skipped by the user")
        finally:
            meter.stop()
            if not workload_task.done():  # run() itself was cancelled
                workload_task.cancel()
                await asyncio.gather(workload_task, return_exceptions=True)
            for task in watchers:
                task.cancel()
            await asyncio.gather(*watchers, return_exceptions=True)
            if stop is None and workload_task.done() and not workload_task.cancelled():
                with contextlib.suppress(Exception):
                    await self._close_accept_window(session, window, outcome.samples, client, base_url)
            session.acceptance_lines = None
            await client.aclose()
        # After a stop, the collector holds what finished (and the cancelled requests, as failures).
        if stop is None:
            try:
                outcome = workload_task.result()
            except Exception as exc:  # a bug or an unexpected answer: this cell fails, the sweep goes on
                stop = CellStop(CellStatus.FAILED, None, f"load generator error: {type(exc).__name__}: {exc}")
        for note in outcome.notes:
            self._emit(ev.Notice("info", f"{key}: {note}"))
        if outcome.prompt_lengths:  # a dataset's prompts have their own lengths: recorded, not a 0
            result.workload_params = {**result.workload_params, PROMPT_STATS_KEY: outcome.prompt_lengths}
        try:
            summary: CellSummary | None = self._summarize(cell, key, result, outcome if stop is None else collector,
                                                          window if stop is None else None)
        except Exception as exc:  # figures that cannot be summarized fail this cell, not the sweep
            summary = None
            if stop is None:
                stop = CellStop(CellStatus.FAILED, None, f"cannot summarize the answers: {type(exc).__name__}: {exc}")
        result.host = meter.figures()
        for warning in host_warnings(result.host, outcome.max_send_lag_s):
            self._cell_warning(key, result, warning)
        if self.gpu_monitor is not None:
            try:
                # Short cells can end between two samples: take one now so the peak is real.
                await self.gpu_monitor.sample_now()
            except Exception as exc:  # a GPU lost mid-run must not lose the cell
                self._emit(ev.Notice("warning", f"GPU sample failed: {exc}"))
            result.gpu_peak_mem_mib = self.gpu_monitor.peak_mib()
        result.errors = [session.redact(e) for e in result.errors]
        if stop is None and result.requests_failed and await _died_under_requests(session, outcome):
            # The server died under the requests (SIGKILL, the OOM killer) and every request failed
            # before the exit was triaged: wait for the triage so the cell is a crash, not a failure.
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(session.wait_exit(), EXIT_TRIAGE_WAIT_S)
            stop = CellStop(CellStatus.CRASHED, session.fatal_event(), "server died during the workload")
        if stop is None and session.fatal_event() is not None:
            # A fatal line can arrive just after the last token: the cell still counts as crashed.
            stop = CellStop(CellStatus.CRASHED, session.fatal_event(), "server crashed at the end of the workload")
        if stop is not None:
            raise stop
        if summary is not None and (result.requests_ok == 0 or result.requests_failed):
            result.status = CellStatus.FAILED
            result.reasons = summary.failure_reasons(result.errors)

    def _summarize(
        self, cell: Cell, key: str, result: CellResult, samples: WorkloadOutcome | list[Any],
        window: _AcceptWindow | None,
    ) -> CellSummary:  # fmt: skip
        """The cell's figures onto its result: the requests' statistics, then (for a workload that ran
        to its end, ``window`` given) the acceptance from the server's counters and log beside ours."""
        summary = summarize_cell(samples)
        summary.apply_to(result)
        if window is not None:
            self._record_acceptance(cell, key, result, window, summary)
        return summary

    # ---------------------------------------------------------------------------- acceptance
    async def _wait_log_accept(self, session: ServerSession, count: int, timeout: float) -> None:
        """Wait (briefly) until the server has logged ``count`` acceptance lines in this cell."""
        deadline = time.monotonic() + timeout
        while (
            session.acceptance_lines is not None and len(session.acceptance_lines) < count
            and time.monotonic() < deadline
        ):  # fmt: skip
            await asyncio.sleep(0.02)

    async def _stable_counters(self, client: httpx.AsyncClient, base_url: str) -> dict[str, float] | None:
        """The server's cumulative speculative counters once two reads agree (nothing left in flight)."""
        previous = await self.backend.scrape_spec_counters(client, base_url)
        deadline = time.monotonic() + COUNTER_SETTLE_S
        while previous is not None and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
            current = await self.backend.scrape_spec_counters(client, base_url)
            if current == previous:
                break
            previous = current
        return previous

    async def _close_accept_window(
        self, session: ServerSession, window: _AcceptWindow, samples: list[Any], client: httpx.AsyncClient,
        base_url: str,
    ) -> None:  # fmt: skip
        """Read the server's counters and log figures at the end of the measured requests.

        The counters must account for every proposed draft token the requests reported: llama-server
        updates them just after it sends the final chunk, so they are read until they do (briefly)."""
        expected = sum(s.spec.proposed_draft_tokens or 0 for s in samples if s.spec is not None)
        deadline = time.monotonic() + COUNTER_SETTLE_S
        while True:
            window.after = await self.backend.scrape_spec_counters(client, base_url)
            before, after = window.before or {}, window.after or {}
            if NUM_DRAFT_TOKENS not in after or not expected:
                break
            if after[NUM_DRAFT_TOKENS] - before.get(NUM_DRAFT_TOKENS, 0.0) >= expected:
                break
            if time.monotonic() >= deadline:
                break
            await asyncio.sleep(0.05)
        if self.backend.logs_acceptance_per_request:
            await self._wait_log_accept(session, window.log_start + _drafted(samples), LOG_SETTLE_S)
        window.log_figures = list((session.acceptance_lines or [])[window.log_start :])
        window.samples = list(samples)
        window.findings = list(session.findings())

    def _record_acceptance(
        self, cell: Cell, key: str, result: CellResult, window: _AcceptWindow, summary: CellSummary
    ) -> None:
        """Ours (the server's counters over the window, else the requests), the server's own beside it,
        the detail (measure.acceptance) and the decode step time."""
        server_figure = server_acceptance(window.log_figures)
        speculative = cell.run.speculative.get("algorithm", NO_SPECULATION) != NO_SPECULATION
        chosen = acceptance.record(
            result, window.samples, (window.before, window.after), server_figure,
            simulated=self.backend.name == "sim", speculative=speculative,
        )  # fmt: skip
        if speculative:
            acceptance.fill_categories(result.categories, window.samples, (window.before, window.after), window.log_figures)
        for note in chosen.detail.notes if chosen.detail else []:
            self._cell_warning(key, result, note)
        if chosen.acceptance_source is not None and chosen.acceptance_source != "log":
            # Per-request lines (llama-server) cover exactly the cell; periodic lines (SGLang's decode
            # batches, vLLM's intervals) also cover the edges of the window, so they get more slack.
            tolerance = ACCEPT_TOLERANCE_PER_REQUEST if self.backend.logs_acceptance_per_request else ACCEPT_TOLERANCE_PERIODIC
            disagreement = compare_acceptance(result.accept_length, server_figure, tolerance)
            if disagreement:
                self._cell_warning(key, result, disagreement)
        for text in _server_caveats(window.findings, speculative=speculative, chat=cell.workload.effective_api == "chat"):
            self._cell_warning(key, result, text)
        for text in _pressure_warnings(window):
            self._cell_warning(key, result, text)
        n_max = cell.run.speculative.get("num_draft_tokens")
        if result.accept_length is not None and isinstance(n_max, int) and result.accept_length > n_max + 1 + 1e-6:
            self._cell_warning(
                key, result, f"acceptance length {result.accept_length:.2f} exceeds its maximum "
                f"num_draft_tokens + 1 = {n_max + 1}: the server's counts do not add up"
            )  # fmt: skip

    def _cell_warning(self, key: str, result: CellResult, text: str) -> None:
        if text in result.warnings:
            return
        result.warnings.append(text)
        self._emit(ev.Notice("warning", f"{key}: {text}"))

    def _generation_path(self, api: str = "completion") -> str | None:
        """The URL path of the backend's generation requests (to tell them from tokenizer calls)."""
        try:
            if api == "chat":
                path, _ = self.backend.build_chat_request(self.sweep.server.model, [], 1, 0.0, None)
            else:
                path, _ = self.backend.build_request(self.sweep.server.model, "", 1, 0.0, None)
        except Exception:  # an adapter that cannot build a request here: treat every call as generation
            return None
        return path.split("?", 1)[0] or None

    async def _watch_progress(
        self, progress: _Progress, finished: list[Any], clock: Callable[[], float] = time.monotonic
    ) -> None:
        """Return when tokens stop coming for ``limits.hang_timeout_s`` while requests are in flight
        (every request ends in ``finished``; with a low request rate the server may just be idle).

        A stopped runner is not a stuck server: when the clock jumped while this loop did not run
        (SIGSTOP, Ctrl-Z then ``fg``, a debugger, the event loop blocked), nothing could have been
        read meanwhile, so the watchdog re-arms and the server gets a full timeout again."""
        timeout = self.sweep.limits.hang_timeout_s
        interval = min(0.25, timeout / 4)
        ticked = clock()
        while True:
            await asyncio.sleep(interval)
            now = clock()
            gap = now - ticked
            ticked = now
            if gap > max(STALL_S, 4 * interval):
                progress.last = max(progress.last, now)  # we were not running: re-arm, blame nobody
                self._emit(
                    ev.Notice("info", f"specdec did not run for {gap:.1f} s (stopped?); the hang watchdog restarts")
                )
            elif progress.armed and progress.sent <= len(finished):
                progress.last = now  # nothing in flight: waiting for the next arrival is not a hang
            elif now - progress.last > timeout:
                return


@dataclass
class _AcceptWindow:
    """The server's speculative counters and log figures around a cell's measured requests."""

    before: dict[str, float] | None = None
    after: dict[str, float] | None = None
    log_start: int = 0
    log_figures: list[dict[str, float | None]] = field(default_factory=list)
    samples: list[Any] = field(default_factory=list)  # the measured requests the window covers
    findings: list[Finding] = field(default_factory=list)  # the server's triage findings at the window's end
    findings_before: dict[str, int] = field(default_factory=dict)  # their counts when the measured requests began


# The server's own reports that its KV cache ran full while requests ran: the figures include recomputed or
# re-queued work, so a cell measured under it is not comparable with one that was not.
_PRESSURE = {  # finding -> (what the server did, what avoids it)
    "kv_cache_retraction": ("retracted running requests (KV cache full)", "fewer concurrent requests or more KV memory"),
    "kv_cache_preemption": ("preempted requests for lack of KV cache space", "fewer concurrent requests or more KV memory"),
    "kv_cache_full": ("found no room in the KV cache for a batch", "a larger context (-c) or fewer slots (-np)"),
}


def _pressure_warnings(window: _AcceptWindow) -> list[str]:
    """One warning per kind of KV-cache pressure the server logged during the measured requests (the
    difference of its finding counts across the window), quoting the first instance when it fell inside;
    else from its preemption counter (vLLM V1 counts preemptions without logging them)."""
    seen: dict[str, tuple[int, str]] = {}  # label -> (times during the window, where it was seen)
    for finding in window.findings:
        earlier = window.findings_before.get(finding.label, 0)
        if finding.label in _PRESSURE and finding.count > earlier:
            seen[finding.label] = (finding.count - earlier, "" if earlier else f" (first at {_quoted(finding, 120)})")
    before, after = (window.before or {}).get(PREEMPTIONS), (window.after or {}).get(PREEMPTIONS)
    if before is not None and after is not None and after > before:
        seen.setdefault("kv_cache_preemption", (int(after - before), " (its counter vllm:num_preemptions_total)"))
    return [
        f"the server {_PRESSURE[label][0]} {'once' if times == 1 else f'{times} times'} during the measured requests"
        f"{where}: its figures include the re-queued work ({_PRESSURE[label][1]})"
        for label, (times, where) in seen.items()
    ]


# What the server said at start that qualifies a cell's figures: (finding, which cells, what it means for them).
# A draft it refused leaves a baseline; a draft it translates for costs acceptance; a chat template it could not
# use formats chat prompts unlike the model's own.
_CAVEATS: tuple[tuple[str, str, str], ...] = (
    (SPECULATION_DISABLED, "speculative", "the server refused the draft and served without speculation{where}: "
     "this cell measured no speculation"),
    ("draft_vocab_translated", "speculative", "the server translates tokens between the draft's and the target's "
     "vocabularies{where}: acceptance and speed are lower than a draft of the target's own family would give"),
    ("chat_template_fallback", "chat", "the server could not use the model's chat template and fell back to a "
     "generic one{where}: chat prompts are not formatted as the model expects, so outputs and acceptance may differ"),
    ("cpu_fallback", "any", "the server found no usable GPU and ran on the CPU{where}: these are CPU speeds, not the "
     "GPU's"),
    # round 74: Metal's recommended working set passed: macOS may page the GPU's memory under the measured requests
    ("gpu_memory_oversubscribed", "any", "the server allocated more GPU memory than the device recommends{where}: the "
     "system may page it, so these figures can be slower than the same setting with a smaller context or batch"),
)  # fmt: skip


def _server_caveats(findings: Iterable[Finding], *, speculative: bool, chat: bool) -> list[str]:
    """Warnings for a cell from the server's findings that change what its figures mean (``_CAVEATS``)."""
    by_label = {f.label: f for f in findings}
    applies = {"speculative": speculative, "chat": chat, "any": True}
    return [
        text.format(where=f" ({_quoted(found, 160)})")
        for label, cells, text in _CAVEATS
        if applies[cells] and (found := by_label.get(label)) is not None
    ]


def _quoted(finding: Finding, width: int) -> str:
    """``log line N: <its words>``: where a finding was first seen, for a cell's warning."""
    return f"log line {finding.line}: {safe_text(line_core(finding.text), width)}"


def _drafted(samples: Iterable[Any]) -> int:
    """Requests that proposed draft tokens (llama-server logs an acceptance line for each)."""
    return sum(1 for s in samples if s.spec is not None and (s.spec.proposed_draft_tokens or 0) > 0)


@dataclass
class _Progress:
    total: int
    done: int = 0
    tokens: int = 0
    armed: bool = False  # a generation request has been sent
    sent: int = 0  # generation requests sent (warm-ups included)
    first: float = field(default_factory=time.monotonic)
    last: float = field(default_factory=time.monotonic)

    def tok_s(self) -> float | None:
        elapsed = time.monotonic() - self.first
        return round(self.tokens / elapsed, 2) if elapsed > 0 and self.tokens else None


def _phase(outcome: Any, collector: list[Any]) -> str:
    """Where a workload was when it was stopped, for the reasons (a crash in the warm-up leaves no
    measured request, so 0 ok / 0 failed needs saying why)."""
    if outcome.measure_started is not None:
        return "during the workload"
    if any(getattr(sample, "warmup", False) for sample in collector):
        return "during the warm-up (no measured request ran)"
    return "before the first request (while preparing prompts)"


async def _died_under_requests(session: ServerSession, outcome: WorkloadOutcome) -> bool:
    """Whether the server died under a workload whose requests failed: its process is gone, or it goes
    within :data:`CONNECTION_LOSS_GRACE_S` after requests lost their connection (its sockets close a
    moment before the process is seen gone). A server that answered with errors is not waited for."""
    if session.process_gone():
        return True
    if not any(sample.connection_lost for sample in (*outcome.samples, *outcome.warmup_samples)):
        return False
    with contextlib.suppress(asyncio.TimeoutError):
        await asyncio.wait_for(session.wait_exit(), CONNECTION_LOSS_GRACE_S)
    return session.process_gone()
