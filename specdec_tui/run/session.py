"""The real server session: one ``ServerProcess`` at a time, reused across runs with identical
server arguments, health-checked before each cell, stopped with its release hooks."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from pathlib import Path

import httpx
import psutil

from specdec_tui.backends.assets import AssetError
from specdec_tui.backends.base import Backend, LaunchPlan, ReadyState
from specdec_tui.backends.common import parse_version
from specdec_tui.backends.httpclient import make_client
from specdec_tui.backends.server_facts import PINNED
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import RunSpec, ServerSpec, Sweep
from specdec_tui.domain.record import CellResult
from specdec_tui.domain.status import CellStatus, ServerState
from specdec_tui.run.protocols import CRASH_SETTLE_S, CellStop, GpuMonitorLike
from specdec_tui.safety.redact import Redactor, redact_argv
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.server.procutil import free_port, port_is_free
from specdec_tui.server.supervisor import ServerProcess, StartupError
from specdec_tui.triage.classifier import REQUEST_LABELS, Finding, TriageEvent

# Pause between health probes before a workload (the whole check is bounded by the limits).
HEALTH_RETRY_S = 0.25

# While a server starts: how often to look for its pid, then to refresh its process tree for the GPU view.
TRACK_POLL_S = 0.05
# ...and how often to refresh it and sample the GPU while it starts: a start that dies within a second
# (a llama-server out of memory while loading) is still seen holding memory (the poller samples each 1 s).
TRACK_REFRESH_S = 0.25


def server_fatal(server: ServerProcess) -> TriageEvent | None:
    """The first triage event that means the server itself is dead or dying.

    A rejected request (``context_length_exceeded`` logged by a server that keeps serving) is a
    request error, recorded on the request, never a reason to call the server crashed."""
    return next((e for e in server.triage.events if e.label not in REQUEST_LABELS), None)


class ProcessSession:
    """A :class:`~specdec_tui.run.protocols.ServerSession` over real server processes."""

    def __init__(
        self, sweep: Sweep, backend: Backend, *, log_dir: Path, sink: ev.EventSink,
        gpu_monitor: GpuMonitorLike | None = None,
    ) -> None:  # fmt: skip
        self.sweep = sweep
        self.backend = backend
        self.log_dir = Path(log_dir)
        self.gpu_monitor = gpu_monitor
        self._emit = sink
        self.process: ServerProcess | None = None
        self.state: ServerState = ServerState.STOPPED
        self.version: str | None = None
        self.current_key: str | None = None
        self.acceptance_lines: list[dict[str, float | None]] | None = None
        self.fatal_signal = asyncio.Event()
        self._plan: LaunchPlan | None = None
        self._run: str | None = None
        self._auto_port: int | None = None
        self._announced: TriageEvent | None = None
        self._last_stop_warnings: list[str] = []  # from the previous server's stop (GPU memory, leftovers)
        self._log_warned: ServerProcess | None = None  # the server whose failed log write was reported
        self._redact = _launch_redactor(None, sweep.server)

    # ---------------------------------------------------------------------------- handle
    @property
    def base_url(self) -> str:
        if self._plan is None:
            raise RuntimeError("no server is running")
        return self._plan.base_url

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    def fatal_event(self) -> TriageEvent | None:
        return server_fatal(self.process) if self.process is not None else None

    def findings(self) -> list[Finding]:
        return self.process.triage.findings if self.process is not None else []

    def mark_hang(self, seconds: float, detail: str) -> TriageEvent:
        assert self.process is not None
        return self.process.triage.mark_hang(seconds, detail)

    def process_gone(self) -> bool:
        server = self.process
        if server is None or not server.alive or server.pid is None:
            return True
        try:
            return psutil.Process(server.pid).status() == psutil.STATUS_ZOMBIE
        except psutil.Error:
            return True

    async def wait_exit(self) -> int:
        assert self.process is not None
        return await self.process.wait()

    def redact(self, text: str) -> str:
        return self._redact(text)

    # ---------------------------------------------------------------------------- lifecycle
    def _launch_plan(self, run: RunSpec) -> LaunchPlan:
        server = self.sweep.server
        if server.port == 0:
            if self._auto_port is None:
                self._auto_port = free_port(server.host)
            server = dataclasses.replace(server, port=self._auto_port)
        if run.tp is not None and run.tp != server.tp:  # a run table's tp grid
            server = dataclasses.replace(server, tp=run.tp)
        return self.backend.launch_plan(server, run)

    async def ensure(self, run: RunSpec, result: CellResult, skip: asyncio.Event) -> None:
        try:
            plan = self._launch_plan(run)
        except (ValueError, FileNotFoundError, AssetError) as exc:
            raise CellStop(CellStatus.FAILED, None, f"cannot build the server command: {exc}") from exc
        except OSError as exc:  # free_port: a host that does not resolve or cannot be bound
            raise CellStop(CellStatus.FAILED, None, f"cannot pick a port on [server] host: {exc}") from exc
        result.argv = redact_argv(plan.argv)
        server = self.process
        if (
            server is not None
            and server.alive
            and server_fatal(server) is None
            and self._plan is not None
            and self._plan.reuse_key() == plan.reuse_key()
        ):
            result.log_path = str(server.log_path)
            self._emit(ev.ServerStarting(run.name, tuple(result.argv), str(server.log_path), True))
            return
        if server is not None:
            alive = server.alive and server_fatal(server) is None
            await self.stop("next run needs other server arguments" if alive else "server is not running")
        previous_warnings = list(self._last_stop_warnings)
        try:
            if self.sweep.server.port == 0 and not port_is_free(plan.host, plan.port):
                self._auto_port = None  # someone else took it meanwhile: pick another
                plan = self._launch_plan(run)
                result.argv = redact_argv(plan.argv)
        except OSError as exc:
            raise CellStop(CellStatus.FAILED, None, f"cannot check the port on [server] host: {exc}") from exc
        for warning in plan.warnings:
            self._emit(ev.Notice("warning", f"run {run.name}: {warning}"))
        self.fatal_signal.clear()
        timeout = self.sweep.limits.startup_timeout_s or self.sweep.server.startup_timeout_s
        server = ServerProcess(
            plan.argv,
            env=plan.env,
            log_dir=self.log_dir,
            name=_safe_name(run.name),
            host=plan.host,
            port=plan.port,
            backend=self.backend,
            server_kind=self.sweep.server.backend,
            on_lines=self._on_lines,
            on_fatal=self._on_fatal,
        )
        if self.gpu_monitor is not None:
            server.release_hooks.append(self.gpu_monitor.wait_released)
        self.process, self._plan, self._run = server, plan, run.name
        self._redact = _launch_redactor(plan, self.sweep.server)
        with contextlib.suppress(StartupError):
            server.open_log()  # so the event names the log; start() raises the same error again
        result.log_path = str(server.log_path) if server.log_path else None
        self.state = ServerState.STARTING
        self._emit(ev.ServerStarting(run.name, tuple(result.argv), str(server.log_path or ""), False))
        start_task = asyncio.ensure_future(server.start(timeout))
        skip_task = asyncio.ensure_future(skip.wait())
        tracker = asyncio.ensure_future(self._track_from_spawn(server)) if self.gpu_monitor is not None else None
        try:
            done, _ = await asyncio.wait({start_task, skip_task}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            skip_task.cancel()
            if tracker is not None:
                tracker.cancel()
                await asyncio.gather(tracker, return_exceptions=True)
            if not start_task.done():
                # Skipped, or run() itself was cancelled: the start gives up and stops its process.
                start_task.cancel()
                await asyncio.gather(start_task, return_exceptions=True)
        result.log_path = str(server.log_path) if server.log_path else result.log_path
        if start_task not in done:
            await self.stop("skipped while starting")
            raise CellStop(CellStatus.SKIPPED, None, "skipped while the server was starting")
        try:
            startup_s = start_task.result()
        except StartupError as exc:
            self.state = ServerState.CRASHED
            if self.gpu_monitor is not None:
                result.gpu_peak_mem_mib = self.gpu_monitor.peak_mib()  # what it held before it died
            await self.stop("failed to start")
            event = exc.event
            port_clash = event is not None and event.label == "port_in_use"
            status = CellStatus.CRASHED if event is not None and not port_clash else CellStatus.FAILED
            reason = f"server failed to start: {exc.reason}"
            # Out of memory right after a server that did not give its memory back (or left processes
            # behind) says nothing about this configuration: record it, learn nothing.
            leftover = previous_warnings if event is not None and event.label == "cuda_oom" else []
            if leftover:
                reason += f" (right after the previous server's stop: {'; '.join(leftover)})"
                result.gpu_release_warning = "; ".join(leftover)
            raise CellStop(status, event, reason, ends_run=not port_clash, learnable=not leftover) from exc
        self.state = ServerState.READY
        if self.gpu_monitor is not None and server.pid is not None:
            self.gpu_monitor.track(server.tree_pids())
        self._emit(ev.ServerReady(run.name, round(startup_s, 3), server.pid, str(server.log_path or "")))
        await self.detect_version(plan)
        result.server_version = self.version or self.sweep.server.version

    async def _track_from_spawn(self, server: ServerProcess) -> None:
        """Attribute GPU memory to the server from its spawn, not from ready: a server that runs out
        of memory while loading holds memory before it dies, and is ours all along."""
        monitor = self.gpu_monitor
        assert monitor is not None
        while server.pid is None:
            await asyncio.sleep(TRACK_POLL_S)
        monitor.reset_peak()
        while True:
            monitor.track(server.tree_pids())
            with contextlib.suppress(Exception):  # a GPU lost while starting: the poller reports it
                await monitor.sample_now()
            await asyncio.sleep(TRACK_REFRESH_S)

    async def detect_version(self, plan: LaunchPlan) -> None:
        """Ask the fresh server its release (SGLang /server_info, vLLM /version) for the results, and
        warn when it is not what the sweep declared: flags were checked against the declared one."""
        self.version = None
        if self.backend.name not in PINNED or not self.backend.version_paths:
            return  # SGLang and vLLM; the sim only pretends to be an SGLang release
        try:
            async with make_client(plan.base_url, timeout=self.sweep.limits.health_timeout_s) as client:
                reported = await self.backend.server_version(client, plan.base_url)
        except (httpx.HTTPError, OSError):
            return
        if reported is None:
            return
        self.version = reported
        declared = self.sweep.server.version
        if declared is None:
            self._emit(ev.Notice("warning", safe_text(
                f"the server reports version {reported}; declare [server] version = \"{reported}\" so "
                "validation checks its own flags", limit=300)))
        elif parse_version(declared) != parse_version(reported):
            self._emit(ev.Notice("warning", safe_text(
                f"the server reports version {reported}, the sweep declares {declared}", limit=300)))

    async def check_health(self, key: str, skip: asyncio.Event) -> None:
        """Probe until ready within ``limits.health_timeout_s`` (one probe can be costly: SGLang's
        /health runs a generation). A dead server is a crash; one that never answers ready is
        stopped, so the next cell starts a fresh one."""
        server, plan = self.process, self._plan
        assert server is not None and plan is not None
        if not server.alive or server_fatal(server) is not None:
            event = server_fatal(server)
            self.announce(key, event)
            await self.stop("crashed")
            raise CellStop(CellStatus.CRASHED, event, "the server died between workloads")
        budget = self.sweep.limits.health_timeout_s
        deadline = time.monotonic() + budget
        state = ReadyState.DOWN
        while True:
            remaining = deadline - time.monotonic()
            try:
                async with make_client(plan.base_url, timeout=max(0.5, remaining)) as client:
                    state = await self.backend.probe(client, plan.base_url)
            except (httpx.HTTPError, OSError):
                state = ReadyState.DOWN
            if skip.is_set():
                raise CellStop(CellStatus.SKIPPED, None, "skipped during the health check")
            if state is ReadyState.READY:
                return
            if not server.alive or server_fatal(server) is not None:
                event = server_fatal(server)
                self.announce(key, event)
                await self.stop("crashed")
                raise CellStop(CellStatus.CRASHED, event, "the server died during the health check")
            if time.monotonic() + HEALTH_RETRY_S >= deadline:
                break
            await asyncio.sleep(HEALTH_RETRY_S)
        await self.stop("failed its health check")
        raise CellStop(CellStatus.FAILED, None, f"health check before the workload: {state.value} for {budget:g} s (limits.health_timeout_s)"
        )

    async def stop(self, reason: str) -> list[str]:
        server, self.process = self.process, None
        run, self._run, self._plan = self._run, None, None
        if server is None:
            return []
        # Stopping, not stopped: its processes hold GPU memory until the release check sees it back.
        self.state = ServerState.STOPPING
        returncode = await server.stop(self.sweep.limits.stop_grace_s)
        self.state = ServerState.STOPPED
        if self.gpu_monitor is not None:
            self.gpu_monitor.track(())  # its processes are gone: nothing on the GPU is ours now
        self._emit(ev.ServerStopped(run or "", returncode, reason, server.stop_signalled))
        warnings = list(server.warnings)
        for warning in warnings:
            self._emit(ev.Notice("warning", f"run {run}: {warning}"))
        self._last_stop_warnings = warnings
        return warnings

    # ---------------------------------------------------------------------------- callbacks
    def _on_lines(self, lines: list[str], first_lineno: int) -> None:
        server = self.process
        if server is not None and server.log_error and server is not self._log_warned:
            self._log_warned = server
            self._emit(ev.StorageWarning("server log", str(server.log_path or self.log_dir), server.log_error))
        # The lines are the server's: no escape sequence or secret it printed reaches a front end.
        self._emit(ev.ServerLog(self._redact.lines(lines), first_lineno))
        stats = None
        for line in lines:
            parsed = self.backend.parse_log_line(line)
            if parsed is not None and (parsed.gen_throughput is not None or parsed.accept_length is not None):
                stats = parsed
            if parsed is not None and parsed.accept_length is not None and self.acceptance_lines is not None:
                self.acceptance_lines.append({"accept_length": parsed.accept_length, **parsed.extra})
        if stats is not None:
            self._emit(ev.LiveStats(stats.gen_throughput, stats.accept_length, stats.accept_rate))

    def _on_fatal(self, event: TriageEvent) -> None:
        self.state = ServerState.CRASHED
        self.fatal_signal.set()
        if self.current_key is None:
            # No cell to record it on (idle server): announce the settled primary event.
            server = self.process
            asyncio.get_running_loop().call_later(
                CRASH_SETTLE_S, lambda: self.announce(None, (server_fatal(server) if server else None) or event)
            )

    def announce(self, key: str | None, event: TriageEvent | None) -> None:
        if event is None or event is self._announced:
            return
        self._announced = event
        self._emit(ev.CrashDetected(key, event.label, event.line, self._redact(event.text), event.server,
                                    event.hint, time.monotonic()))


def _launch_redactor(plan: LaunchPlan | None, server: ServerSpec) -> Redactor:
    """The redactor of one launch: the sweep's api key, the launch's argv and its environment (the
    sweep's ``[server] env`` under the plan's own), the inherited environment's secrets too."""
    argv = plan.argv if plan is not None else []
    env = {**server.env, **(plan.env if plan is not None else {})}
    return Redactor.for_launch(argv, env, server.api_key)


def _safe_name(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name)[:80] or "server"
