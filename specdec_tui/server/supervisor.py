"""The server supervisor: one server process tree, its log, its readiness and its death.

The server runs under the reaper shim (``reaper.py``) in a new session, in its own process group, so
it dies with specdec however specdec dies (parent-death signal on the shim, child-subreaper so
grandchildren such as vLLM's EngineCore cannot escape). stdout and stderr share one pipe that is read
in chunks as soon as bytes arrive: the raw bytes go to a new log file per launch, the lines (decoded,
length-capped) go through crash triage and then, in batches, to ``on_lines``.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import re
import shutil
import signal
import sys
import termios
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx
import psutil

from specdec_tui.backends.base import Backend, ReadyState
from specdec_tui.backends.httpclient import make_client
from specdec_tui.domain.exits import exit_signal, how_it_exited
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.server import reaper as _reaper_module
from specdec_tui.server.procutil import port_holder, port_is_free
from specdec_tui.triage.classifier import HINTS, REQUEST_LABELS, Triage, TriageEvent

__all__ = ["PortInUseError", "ServerProcess", "StartupError"]

log = logging.getLogger(__name__)

REAPER_PATH = Path(_reaper_module.__file__).resolve()
# Import the shim as a top-level module (from its byte-code cache: a script would be compiled on each
# start) in an isolated interpreter without site-packages; it needs the standard library only.
_REAPER_BOOT = (
    f"import sys; sys.path.append({str(REAPER_PATH.parent)!r}); "
    "import reaper; reaper.main(sys.argv[1:])"
)
MAX_LINE_BYTES = 64 * 1024  # longer lines are cut for triage and display; the log file keeps them whole
TRUNCATED_MARK = " …[line truncated]"
# Lines triaged together: a fatal line is acted on after at most this many lines more are triaged
# (about 1 ms of block scan, up to ~10 ms if every one of them were a candidate line).
DELIVER_BATCH = 2048
ReleaseHook = Callable[[set[int]], Awaitable[str | None]]


# How long the reaper shim may take to report that it started the server (it is a tiny Python
# process: milliseconds normally, seconds on a loaded machine).
SPAWN_REPORT_TIMEOUT_S = 60.0


class StartupError(Exception):
    """The server did not become ready; ``reason`` is one line, ``event`` the triage verdict if any."""

    def __init__(self, reason: str, event: TriageEvent | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.event = event
        self._prefix: str | None = None  # set when the reason is "<prefix>: <event>"

    def _settle(self, event: TriageEvent) -> None:
        """Replace the event by the verdict on the whole log (a generic first line may have been
        followed by its specific cause)."""
        if self._prefix is not None and event is not self.event:
            self.event = event
            self.reason = f"{self._prefix}: {event.label}: {safe_text(event.text, 300)}"
            self.args = (self.reason,)

    @classmethod
    def _with_event(cls, prefix: str, event: TriageEvent | None) -> StartupError:
        if event is None:
            return cls(prefix)
        error = cls(f"{prefix}: {event.label}: {safe_text(event.text, 300)}", event)
        error._prefix = prefix
        return error


class PortInUseError(StartupError):
    """Another process holds the port (found before launch); ``holder`` names it when the system says."""

    def __init__(self, reason: str, holder: str | None, server: str = "unknown") -> None:
        super().__init__(reason, TriageEvent("port_in_use", None, reason, server, HINTS["port_in_use"]))
        self.holder = holder


class LineSplitter:
    """Bytes in, complete lines out; a line longer than ``max_bytes`` is cut (its head is passed on
    at once, the rest is dropped up to the next newline) so a 10 MB line costs no memory."""

    def __init__(self, max_bytes: int = MAX_LINE_BYTES) -> None:
        self.max_bytes = max_bytes
        self._partial = bytearray()
        self._skipping = False

    def feed(self, data: bytes) -> list[str]:
        last = data.rfind(b"\n")
        if last < 0 or self._skipping or b"\r" in data or b"\r" in self._partial:
            return self._feed_lines(data)
        # The common chunk: its complete lines decoded in one call (a newline never ends inside a
        # UTF-8 sequence, so this decodes each line as the per-line path would).
        head = bytes(self._partial) + data[:last] if self._partial else data[:last]
        lines = head.decode("utf-8", errors="replace").split("\n")
        if len(head) > self.max_bytes and max(map(len, lines)) * 4 > self.max_bytes:
            lines = [self._decode(part) for part in head.split(b"\n")]  # a line may need cutting
        self._partial.clear()
        rest = data[last + 1 :]
        if rest:
            self._keep_partial(rest, lines)
        return lines

    def _keep_partial(self, rest: bytes, lines: list[str]) -> None:
        """Hold an unfinished line; one past ``max_bytes`` is cut here and its remainder skipped."""
        self._partial += rest
        if len(self._partial) > self.max_bytes:
            lines.append(self._decode(bytes(self._partial)))
            self._partial.clear()
            self._skipping = True

    def _feed_lines(self, data: bytes) -> list[str]:
        """Line by line: a chunk with a CR (what a terminal would show), or the rest of a cut line."""
        parts = data.split(b"\n")
        lines: list[str] = []
        for part in parts[:-1]:
            if self._skipping:
                self._skipping = False
                continue
            if self._partial:
                self._partial += part
                part = bytes(self._partial)
                self._partial.clear()
            lines.append(self._decode(part))
        rest = parts[-1]
        if rest and not self._skipping:
            self._keep_partial(rest, lines)
        return lines

    def flush(self) -> list[str]:
        """The unterminated last line, if any (at the end of the output)."""
        self._skipping = False
        if not self._partial:
            return []
        part = bytes(self._partial)
        self._partial.clear()
        return [self._decode(part)]

    def _decode(self, raw: bytes) -> str:
        cut = len(raw) > self.max_bytes
        if cut:
            raw = raw[: self.max_bytes]
        raw = raw.rstrip(b"\r")
        if b"\r" in raw:
            # Progress bars redraw with a bare CR: keep what a terminal would end up showing last.
            raw = raw.rsplit(b"\r", 1)[1]
        text = raw.decode("utf-8", errors="replace")
        return text + TRUNCATED_MARK if cut else text


class _OutputProtocol(asyncio.SubprocessProtocol):
    def __init__(self, owner: ServerProcess) -> None:
        self.owner = owner

    def pipe_data_received(self, fd: int, data: bytes) -> None:
        self.owner._on_output(data)

    def pipe_connection_lost(self, fd: int, exc: Exception | None) -> None:
        if fd == 1:
            self.owner._output_closed.set()

    def process_exited(self) -> None:
        self.owner._on_reaper_exit()


class _StatusProtocol(asyncio.Protocol):
    def __init__(self, owner: ServerProcess) -> None:
        self.owner = owner
        self.buffer = b""

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        while b"\n" in self.buffer:
            line, self.buffer = self.buffer.split(b"\n", 1)
            self.owner._on_status(line.decode("utf-8", "replace"))

    def connection_lost(self, exc: Exception | None) -> None:
        self.owner._status_closed.set()


def _probe_host(host: str) -> str:
    if host in ("", "0.0.0.0"):
        return "127.0.0.1"
    if host in ("::", "[::]"):
        return "::1"
    return host


class ServerProcess:
    """One server launch at a time: ``start`` it, watch it through the callbacks, ``stop`` it.

    ``on_lines(lines, first_lineno)`` gets each batch of new log lines (decoded, cut at
    ``MAX_LINE_BYTES``, untrusted: sanitise before display) with the 1-based number of the first.
    ``on_fatal(event)`` gets each fatal triage event after ``start`` has returned, as soon as its line
    is read (during ``start`` a fatal event ends the start with ``StartupError`` instead); an
    unexpected exit is fed to triage and reported the same way.

    The event loop thread that calls ``start`` must live as long as the server: the parent-death
    signal fires when the forking thread ends."""

    probe_interval_s = 0.1
    probe_timeout_s = 30.0  # SGLang's /health runs a generation and takes at least 1 s
    failed_start_grace_s = 5.0
    cause_settle_s = 0.5
    port_free_timeout_s = 10.0
    orphan_grace_s = 0.5  # SIGTERM-to-SIGKILL delay when specdec dies: well inside the 2 s promise, even under load
    straggler_grace_s = 5.0
    abort_grace_s = 2.0  # how long a stop waits for a server that reported a fatal abort to exit by itself

    def __init__(
        self,
        argv: list[str],
        *,
        env: dict[str, str] | None,
        log_dir: Path,
        name: str,
        host: str,
        port: int,
        backend: Backend,
        server_kind: str,
        on_lines: Callable[[list[str], int], None] | None = None,
        on_fatal: Callable[[TriageEvent], None] | None = None,
    ) -> None:
        self.argv = list(argv)
        self.env = dict(env or {})
        self.log_dir = Path(log_dir)
        self.name = re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("._") or "server"
        self.host = host
        self.port = port
        self.backend = backend
        self.server_kind = server_kind
        self.on_lines = on_lines
        self.on_fatal = on_fatal
        self.release_hooks: list[ReleaseHook] = []
        self.warnings: list[str] = []  # from the last stop: leftovers, a busy port, GPU memory held
        self.log_error: str | None = None  # why the server log could not be written (it is incomplete)
        self._ready_pattern = re.compile(backend.ready_log_pattern) if backend.ready_log_pattern else None
        self._log_path: Path | None = None
        self._reset()

    def _reset(self) -> None:
        self.triage = Triage(self.server_kind)
        self.warnings = []
        self._transport: asyncio.SubprocessTransport | None = None
        self._status_transport: asyncio.ReadTransport | None = None
        self._log_fd: int | None = None
        self._splitter = LineSplitter()
        self._lineno = 0
        self._reaper_pid: int | None = None
        self._server_pid: int | None = None
        self._server_proc: psutil.Process | None = None
        self._tree: dict[int, psutil.Process] = {}
        self._returncode: int | None = None
        self._reaper_returncode: int | None = None
        self._shim_died_first = False  # the shim was killed while the server still ran
        # True when our stop signalled a server that still ran (its exit status is then our signal's),
        # False when it had exited on its own first, None before any stop
        self.stop_signalled: bool | None = None
        self._spawn_error: str | None = None
        self._spawned = asyncio.Event()
        self._exited = asyncio.Event()  # the server's main process is gone and its exit was triaged
        self._reaper_exited = asyncio.Event()
        self._output_closed = asyncio.Event()
        self._status_closed = asyncio.Event()
        self._finished = asyncio.Event()  # the whole tree is gone and all output read
        self._fatal_flag = asyncio.Event()
        self._log_ready = asyncio.Event()
        self._starting = False
        self._ready = False
        self._stopping = False
        self._stop_task: asyncio.Future[int | None] | None = None
        self._watch_task: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Future[None]] = set()

    # -- properties ---------------------------------------------------------------------------------
    @property
    def pid(self) -> int | None:
        """The server's own PID (not the shim's)."""
        return self._server_pid

    @property
    def reaper_pid(self) -> int | None:
        return self._reaper_pid

    @property
    def returncode(self) -> int | None:
        """The server's exit status, negative for a signal; None while it runs."""
        return self._returncode

    @property
    def alive(self) -> bool:
        return (
            self._transport is not None
            and self._server_pid is not None
            and self._returncode is None
            and not self._exited.is_set()
        )

    @property
    def ready(self) -> bool:
        return self._ready and self.alive

    @property
    def log_path(self) -> Path | None:
        return self._log_path

    @property
    def base_url(self) -> str:
        host = _probe_host(self.host)
        return f"http://[{host}]:{self.port}" if ":" in host else f"http://{host}:{self.port}"

    def tree_pids(self) -> set[int]:
        """PIDs of the live server tree (the server and its descendants, not the shim)."""
        self._snapshot_tree()
        return {pid for pid, proc in self._tree.items() if _running(proc)}

    # -- start --------------------------------------------------------------------------------------
    async def start(self, timeout_s: float) -> float:
        """Launch and wait until ready; return the start-up seconds. Raises StartupError (the process
        tree is stopped first) when it exits, logs a fatal line or is not ready in ``timeout_s``."""
        if self.alive or (self._transport is not None and not self._finished.is_set()):
            raise RuntimeError("server already running")
        log_fd = self._log_fd  # opened ahead by open_log(), or None
        self._reset()
        self._log_fd = log_fd
        try:
            env = self._child_env()
            self._check_executable(env)
            self._check_port()
        except BaseException:
            self._close_log()
            raise
        if self._log_fd is None:
            self._open_log()
        self._starting = True
        began = time.monotonic()
        try:
            await self._spawn(env)
            if self._stopping:
                raise StartupError("stopped while starting")
            await self._wait_ready(began + timeout_s, timeout_s)
        except BaseException as exc:
            self._starting = False
            if self._transport is None:
                self._close_log()
            await self.stop(self.failed_start_grace_s)
            # stop() has read the whole output: report the settled verdict, not the first line.
            if isinstance(exc, StartupError) and self.triage.primary is not None:
                exc._settle(self.triage.primary)
            raise
        self._starting = False
        self._ready = True
        self._snapshot_tree()
        return time.monotonic() - began

    def _child_env(self) -> dict[str, str]:
        env = dict(os.environ)
        # Python servers print through block-buffered stdout when it is a pipe; unbuffered output
        # keeps the log (and the crash triage) live. The user's own setting wins.
        env.setdefault("PYTHONUNBUFFERED", "1")
        env.update(self.env)
        return env

    def _check_executable(self, env: dict[str, str]) -> None:
        if not self.argv or not self.argv[0]:
            raise StartupError("empty server command")
        program = self.argv[0]
        if "/" in program:
            path: str | None = program if os.path.exists(program) else None
        else:
            search = env.get("PATH", os.defpath)
            path = shutil.which(program, path=search) or shutil.which(program, mode=os.F_OK, path=search)
        if path is None:
            raise StartupError(f"server executable not found: {program}")
        if os.path.isdir(path):
            raise StartupError(f"server executable is a directory: {path}")
        if not os.access(path, os.X_OK):
            raise StartupError(f"server executable is not executable (permission denied): {path}")

    def _check_port(self) -> None:
        try:
            free = port_is_free(self.host, self.port)
        except OSError as exc:
            raise StartupError(f"cannot bind {self.host}:{self.port}: {exc.strerror or exc}") from exc
        if free:
            return
        holder = port_holder(self.host, self.port)
        who = f"held by {holder}" if holder else "held by a process this user cannot see"
        raise PortInUseError(f"port {self.port} on {self.host} is already in use, {who}", holder, self.server_kind)

    def open_log(self) -> Path:
        """Create the log file of the next start now, so that its path can be announced before the
        process exists (``start()`` creates it otherwise). Raises StartupError."""
        if self._log_fd is None:
            self._open_log()
        assert self._log_path is not None
        return self._log_path

    def _open_log(self) -> None:
        try:
            self.log_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StartupError(f"cannot create log directory {self.log_dir}: {exc.strerror or exc}") from exc
        numbers = [0]
        with contextlib.suppress(OSError):
            for entry in self.log_dir.iterdir():
                match = re.fullmatch(re.escape(self.name) + r"-(\d+)\.log", entry.name)
                if match:
                    numbers.append(int(match.group(1)))
        n = max(numbers) + 1
        while True:
            path = self.log_dir / f"{self.name}-{n}.log"
            try:
                self._log_fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | os.O_CLOEXEC, 0o644)
            except FileExistsError:
                n += 1
                continue
            except OSError as exc:
                raise StartupError(
                    f"cannot write server log in {self.log_dir}: {exc.strerror or exc}"
                ) from exc
            self._log_path = path
            return

    async def _spawn(self, env: dict[str, str]) -> None:
        loop = asyncio.get_running_loop()
        status_r, status_w = os.pipe()
        argv = [
            sys.executable, "-I", "-S", "-c", _REAPER_BOOT,
            "--parent-pid", str(os.getpid()),
            "--status-fd", str(status_w),
            "--orphan-grace", str(self.orphan_grace_s),
            "--straggler-grace", str(self.straggler_grace_s),
            "--", *self.argv,
        ]  # fmt: skip
        try:
            transport, _ = await loop.subprocess_exec(
                lambda: _OutputProtocol(self),
                *argv,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
                env=env,
                start_new_session=True,
                pass_fds=(status_w,),
            )
        except OSError as exc:
            os.close(status_r)
            raise StartupError(f"cannot start the server supervisor shim: {exc.strerror or exc}") from exc
        finally:
            os.close(status_w)
        self._transport = transport
        self._reaper_pid = transport.get_pid()
        # Started before any further await: stop() waits for it, even if this start is cancelled here.
        self._background(self._finish_when_done())
        self._status_transport, _ = await loop.connect_read_pipe(
            lambda: _StatusProtocol(self), os.fdopen(status_r, "rb", buffering=0)
        )
        spawned = asyncio.ensure_future(self._spawned.wait())
        gone = asyncio.ensure_future(self._status_closed.wait())
        shim_exited = asyncio.ensure_future(self._reaper_exited.wait())
        try:
            # Bounded: a shim that neither reports nor exits (or a status pipe some other child
            # inherited) must not wedge the sweep.
            await asyncio.wait(
                {spawned, gone, shim_exited}, timeout=SPAWN_REPORT_TIMEOUT_S, return_when=asyncio.FIRST_COMPLETED
            )
        finally:
            spawned.cancel()
            gone.cancel()
            shim_exited.cancel()
        if self._spawn_error is not None:
            raise StartupError(self._spawn_error)
        if self._server_pid is None:
            if not self._reaper_exited.is_set() and self._reaper_pid is not None:
                with contextlib.suppress(OSError):
                    os.kill(self._reaper_pid, signal.SIGKILL)
                raise StartupError(
                    f"the server supervisor shim did not report within {SPAWN_REPORT_TIMEOUT_S:.0f} s"
                )
            raise StartupError("the server supervisor shim died before starting the server")
        self._watch_task = asyncio.ensure_future(self._watch_tree())

    async def _wait_ready(self, deadline: float, timeout_s: float) -> None:
        last_state: list[ReadyState] = [ReadyState.DOWN]
        probe = asyncio.ensure_future(self._probe_until_ready(last_state))
        exited = asyncio.ensure_future(self._exited.wait())
        fatal = asyncio.ensure_future(self._fatal_flag.wait())
        waiters = {probe, exited, fatal}
        try:
            done, _ = await asyncio.wait(
                waiters, timeout=max(0.0, deadline - time.monotonic()), return_when=asyncio.FIRST_COMPLETED
            )
        finally:
            for task in waiters:
                task.cancel()
            await asyncio.gather(*waiters, return_exceptions=True)
        if exited in done or self._exited.is_set():
            raise StartupError._with_event(
                f"server {_describe_exit(self._returncode)} while starting", self.triage.primary
            )
        if self._fatal_flag.is_set():
            await self._settle_cause()
            # a server that exited on its own meanwhile (a rejected argument) says so, with its exit status
            prefix = (
                f"server {_describe_exit(self._returncode)} while starting"
                if self._exited.is_set()
                else "fatal error while starting"
            )
            raise StartupError._with_event(prefix, self.triage.primary)
        if probe in done:
            probe.result()
            return
        raise StartupError(f"server not ready after {timeout_s:g} s (last probe: {last_state[0].value})")

    async def _settle_cause(self) -> None:
        """A generic death line ("Scheduler hit an exception") is usually followed by its cause within
        moments: wait a little for it (or the exit) before the stop cuts the log short."""
        until = time.monotonic() + self.cause_settle_s
        while self.triage.provisional and not self._exited.is_set() and time.monotonic() < until:
            self._fatal_flag.clear()
            await _wait_event(self._fatal_flag, max(0.0, until - time.monotonic()))

    async def _probe_until_ready(self, last_state: list[ReadyState]) -> None:
        """Probe at a short interval; the backend's ready log line triggers a probe at once."""
        timeout = httpx.Timeout(self.probe_timeout_s, connect=2.0)
        async with make_client(self.base_url, timeout=timeout, trust_env=False) as client:
            while True:
                self._log_ready.clear()
                try:
                    state = await self.backend.probe(client, self.base_url)
                except (httpx.HTTPError, OSError):  # adapters catch the usual ones; be sure
                    state = ReadyState.DOWN
                last_state[0] = state
                if state is ReadyState.READY:
                    return
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._log_ready.wait(), self.probe_interval_s)

    # -- output -------------------------------------------------------------------------------------
    def _on_output(self, data: bytes) -> None:
        if self._log_fd is not None:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(self._log_fd, view) :]
            except OSError as exc:  # disk full: keep triaging, say it once
                self.log_error = exc.strerror or str(exc)
                self.warnings.append(f"server log write failed, log incomplete: {self.log_error}")
                self._close_log()
        self._deliver(self._splitter.feed(data))

    def _deliver(self, lines: list[str]) -> None:
        """Triage the lines in order, hand them on, and act on a fatal line as soon as its batch of at
        most ``DELIVER_BATCH`` lines is triaged (a pipe read holds up to 256 KiB of lines)."""
        if not lines:
            return
        if self._starting and self._ready_pattern is not None:
            search = self._ready_pattern.search
            if any(search(line) for line in lines):
                self._log_ready.set()
        for lo in range(0, len(lines), DELIVER_BATCH):
            batch = lines[lo : lo + DELIVER_BATCH] if lo or len(lines) > DELIVER_BATCH else lines
            first = self._lineno + 1
            try:
                found = self.triage.feed_lines_at(batch)
            except Exception:  # a classifier bug must not stop the log
                log.exception("triage failed on lines %d-%d", first, first + len(batch) - 1)
                found = []
            done = 0
            for index, event in found:
                if event.label in REQUEST_LABELS:
                    continue
                self._emit_lines(batch[done : index + 1], first + done)
                done = index + 1
                self._lineno = first + index
                self._fatal(event)
            self._emit_lines(batch[done:] if done else batch, first + done)
            self._lineno = first + len(batch) - 1

    def _emit_lines(self, batch: list[str], first: int) -> None:
        if batch and self.on_lines is not None:
            try:
                self.on_lines(batch, first)
            except Exception:
                log.exception("on_lines callback failed")

    def _fatal(self, event: TriageEvent) -> None:
        if self._starting:
            self._fatal_flag.set()
            return
        if self._stopping or self.on_fatal is None:
            return
        try:
            self.on_fatal(event)
        except Exception:
            log.exception("on_fatal callback failed")

    # -- exit ---------------------------------------------------------------------------------------
    def _on_status(self, line: str) -> None:
        kind, _, rest = line.partition(" ")
        if kind == "spawned":
            self._server_pid = int(rest)
            with contextlib.suppress(psutil.Error):
                self._server_proc = psutil.Process(self._server_pid)
                self._tree[self._server_pid] = self._server_proc
            self._spawned.set()
        elif kind == "error":
            code, _, message = rest.partition(" ")
            self._spawn_error = _spawn_error_text(int(code) if code.isdigit() else 0, message, self.argv[0])
        elif kind == "exited":
            self._returncode = int(rest)
            self._background(self._main_exited())

    def _background(self, coro: Awaitable[None]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _main_exited(self) -> None:
        """The server's main process is gone: read what it wrote, then triage the exit."""
        await self._drain_output(1.0)
        self._deliver(self._splitter.flush())
        self._triage_exit()

    def _triage_exit(self) -> None:
        if self._exited.is_set():
            return
        if not self._stopping and self._returncode is not None:
            try:
                if self._shim_died_first:
                    event = self.triage.feed_supervisor_death(self._returncode)
                else:
                    event = self.triage.feed_exit(self._returncode)
            except Exception:
                log.exception("triage failed on exit status %s", self._returncode)
                event = None
            if event is not None:
                self._fatal(event)
        self._exited.set()

    async def _drain_output(self, limit_s: float) -> None:
        """Wait until the pipe holds no unread bytes (what an exited writer wrote has been read)."""
        transport = self._transport
        pipe = transport.get_pipe_transport(1) if transport is not None else None
        fileobj = pipe.get_extra_info("pipe") if pipe is not None else None
        if fileobj is None:
            return
        until = time.monotonic() + limit_s
        while time.monotonic() < until and not self._output_closed.is_set():
            try:
                pending = int.from_bytes(fcntl.ioctl(fileobj.fileno(), termios.FIONREAD, b"\0\0\0\0"), sys.byteorder)
            except (OSError, ValueError):
                return
            if pending == 0:
                return
            await asyncio.sleep(0)

    def _on_reaper_exit(self) -> None:
        transport = self._transport
        if transport is not None:
            self._reaper_returncode = transport.get_returncode()
        self._reaper_exited.set()

    async def _finish_when_done(self) -> None:
        """After the shim exits: wait (briefly) for the pipes to close, then close everything."""
        await self._reaper_exited.wait()
        await _wait_event(self._status_closed, 1.0)  # only the shim holds it: closes with the shim
        if self._returncode is None:
            # The shim was killed before the server ended: the tree is ours to kill now, and the
            # shim's own status is the best there is (but it is the shim's, not the server's: it
            # must not be triaged as the server being killed by the OOM killer).
            self._snapshot_tree()
            self._kill_known(self._tree)
            self._returncode = self._reaper_returncode
            self._shim_died_first = True
        await _wait_event(self._output_closed, 2.0)
        self._deliver(self._splitter.flush())
        self._triage_exit()
        self._close_log()
        for transport in (self._status_transport, self._transport):
            if transport is not None:
                transport.close()
        if self._watch_task is not None:
            self._watch_task.cancel()
        self._finished.set()

    def _close_log(self) -> None:
        if self._log_fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._log_fd)
            self._log_fd = None

    async def wait(self) -> int:
        """The server's exit status, once its main process is gone and its output triaged."""
        if self._transport is None:
            raise RuntimeError("server not started")
        await self._exited.wait()
        return self._returncode if self._returncode is not None else -signal.SIGKILL

    # -- process tree -------------------------------------------------------------------------------
    def _snapshot_tree(self) -> None:
        if self._reaper_pid is None or self._finished.is_set():
            return
        # is_running() compares start times, so a recycled PID is never taken for the server.
        roots = [proc for proc in (self._server_proc,) if proc is not None and proc.is_running()]
        if not self._reaper_exited.is_set():  # not reaped yet, so its PID cannot have been recycled
            with contextlib.suppress(psutil.Error):
                roots.append(psutil.Process(self._reaper_pid))
        for root in roots:
            with contextlib.suppress(psutil.Error):
                for proc in root.children(recursive=True):
                    self._tree.setdefault(proc.pid, proc)

    async def _watch_tree(self) -> None:
        """Remember every process the server tree had, for the GPU release check and the last kill."""
        while True:
            self._snapshot_tree()
            await asyncio.sleep(1.0)

    # -- stop ---------------------------------------------------------------------------------------
    async def stop(self, grace_s: float = 10.0) -> int | None:
        """SIGTERM the whole tree, SIGKILL it after ``grace_s``, reap it, wait for the port, run the
        release hooks. Idempotent; returns the server's exit status (None if it never started)."""
        if self._transport is None:
            if self._starting:
                self._stopping = True  # start() is still launching: it gives up as soon as it can
            return self._returncode
        if self._stop_task is None:
            self._stop_task = asyncio.ensure_future(self._stop(grace_s))
        return await asyncio.shield(self._stop_task)

    async def _stop(self, grace_s: float) -> int | None:
        self._stopping = True
        fatal = self.triage.fatal_events
        aborting = bool(fatal) and (fatal[0].label == "fatal_signal" or self.server_kind == "llamacpp")
        if aborting and not self._exited.is_set():
            # A server that is aborting (ggml prints a backtrace first) gets a moment to exit on its own,
            # so its own status (SIGABRT) is what is reported, not our SIGTERM.
            await _wait_event(self._exited, self.abort_grace_s)
        self.stop_signalled = not self._exited.is_set() and not self._reaper_exited.is_set()
        self._snapshot_tree()
        known = dict(self._tree)
        reaper = self._reaper_pid
        hard_killed = False
        if reaper is not None and not self._reaper_exited.is_set():
            _signal(reaper, signal.SIGTERM)  # the shim forwards one SIGTERM to the group and the rest
            if not await _wait_event(self._reaper_exited, grace_s):
                hard_killed = True
                _signal(reaper, _reaper_module.HARD_KILL_SIGNAL)
                self._kill_known(known)
                if not await _wait_event(self._reaper_exited, 3.0):
                    self._kill_known(known)
                    _signal(reaper, signal.SIGKILL)
                    await self._reaper_exited.wait()
        await self._finished.wait()
        if self.stop_signalled and not hard_killed and exit_signal(self._returncode) == signal.SIGKILL:
            # Our stop sends SIGTERM and SIGKILLs only after its grace: a SIGKILL we did not send is the
            # server's own (it killed itself while aborting, or the OOM killer did), not our stop's.
            self.stop_signalled = False
        leftovers = [proc for proc in known.values() if _running(proc)]
        if leftovers:
            # Only when the shim itself was killed: nothing else can leave a process behind.
            self._kill_known(known)
            names = ", ".join(str(proc.pid) for proc in leftovers[:5])
            self.warnings.append(f"killed {len(leftovers)} server process(es) left behind: {names}")
        if not await self.wait_port_free(self.port_free_timeout_s):
            holder = port_holder(self.host, self.port)
            self.warnings.append(f"port {self.port} still in use after stop" + (f", held by {holder}" if holder else ""))
        pids = set(known)
        for hook in self.release_hooks:
            try:
                message = await hook(pids)
            except Exception as exc:
                log.exception("release hook failed")
                message = f"release check failed: {exc}"
            if message:
                self.warnings.append(message)
        return self._returncode

    def _kill_known(self, known: dict[int, psutil.Process]) -> None:
        """SIGKILL the server's group and every remembered process; psutil handles refuse recycled PIDs."""
        targets = [proc for proc in known.values() if _running(proc)]
        for proc in list(targets):  # before the group dies: orphans stop being anyone's children
            with contextlib.suppress(psutil.Error):
                targets.extend(proc.children(recursive=True))
        if self._server_pid is not None:
            with contextlib.suppress(OSError):
                os.killpg(self._server_pid, signal.SIGKILL)
        for proc in targets:
            with contextlib.suppress(psutil.Error):
                proc.kill()

    async def wait_port_free(self, timeout_s: float) -> bool:
        """True once ``host:port`` can be bound again; False if it is still taken after ``timeout_s``."""
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                if port_is_free(self.host, self.port):
                    return True
            except OSError:
                return False
            if time.monotonic() >= deadline:
                return False
            await asyncio.sleep(0.05)


def _running(proc: psutil.Process) -> bool:
    try:
        return proc.is_running() and proc.status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


def _signal(pid: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.kill(pid, sig)


async def _wait_event(event: asyncio.Event, timeout_s: float) -> bool:
    try:
        await asyncio.wait_for(event.wait(), timeout_s)
    except asyncio.TimeoutError:
        return False
    return True


def _describe_exit(returncode: int | None) -> str:
    return how_it_exited(returncode)


def _spawn_error_text(code: int, message: str, program: str) -> str:
    import errno

    if code == errno.ENOENT:
        return f"server executable not found: {program}"
    if code == errno.EACCES:
        return f"server executable is not executable (permission denied): {program}"
    if code == errno.ENOEXEC:
        return f"server executable has an unknown format: {program}"
    return f"cannot start server {program}: {message}"
