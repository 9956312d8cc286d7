"""The client side of a sweep daemon: blocking calls (``ls``, ``stop``, the TUI's commands) and
:class:`RemoteController`, which the TUI and the headless printer use as they use a Controller.

The remote controller turns the daemon's snapshot and events back into the controller's events for
its sink, mirrors the queue, and tails the running server's log file itself from an offset (log
lines never cross the socket), redacting them with the sweep's own secrets.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from specdec_tui.daemon.runtime import SweepRecord, pid_alive, read_record, record_path
from specdec_tui.daemon.wire import (
    MAX_FRAME,
    ProtocolError,
    decode_frame,
    encode_frame,
    from_wire,
    to_wire,
    unscrubber,
)
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell, RunSpec, Sweep, Workload
from specdec_tui.domain.record import CellResult
from specdec_tui.safety.redact import Redactor

CALL_TIMEOUT_S = 10.0  # a command-line call (ls, stop)
FRONT_CALL_S = 1.0  # the longest a front end's call waits for its answer (it runs on the UI's loop)
HEARTBEAT_S = 1.0  # an attached client asks the daemon this often whether it answers
SILENT_AFTER_S = 2.0  # a heartbeat unanswered this long: the daemon is shown as not answering
RECONNECT_S = 1.0  # after a lost connection to a live daemon, a new one is tried this often
EXIT_WAIT_S = 2.0  # a daemon whose connection just broke is given this long to be seen dead (it is exiting)
TAIL_POLL_S = 0.1  # how often the log file is read for new lines
TAIL_CHUNK = 1 << 20
SNAPSHOT_LOG_BYTES = 64 << 10  # the log's tail shown on attach
_ERRORS: dict[str, type[Exception]] = {
    "ValueError": ValueError, "KeyError": KeyError, "IndexError": IndexError, "LookupError": LookupError,
    "RuntimeError": RuntimeError, "OSError": OSError,
}  # fmt: skip


class DaemonGone(ConnectionError):
    """The sweep's daemon does not answer (it ended, or was killed)."""


class DaemonUnresponsive(DaemonGone):
    """The sweep's daemon process lives but does not answer now (stopped, busy, or the connection
    is being made again): nothing was sent, or its answer did not come in time. Not gone."""


# Why a remote controller's daemon no longer serves its sweep (RemoteController.gone).
GONE_FINISHED = "finished"  # the sweep ran to its end
GONE_STOPPED = "stopped"  # stopped (specdec stop, the TUI's stop, a signal) before its end
GONE_KILLED = "killed"  # the daemon died without saying the sweep ended
# A connection that breaks while the daemon process lives is no end: the client connects again.
SILENT_WHY = "not answering"
LOST_WHY = "connection lost, reconnecting"


def gone_text(record: SweepRecord, why: str) -> str:
    """One line for a user: the daemon is gone, why, and the command that goes on from here."""
    sweep, results = home_short(record.sweep_path), home_short(record.results_dir)
    reopen = f"specdec open {sweep} --results {results} --resume"
    if why == GONE_FINISHED:
        return f"the sweep finished and its daemon exited. To run more cells: {reopen}"
    if why == GONE_STOPPED:
        return f"the sweep was stopped and its daemon exited. To continue it: {reopen}"
    return f"the sweep daemon is gone: it was killed or crashed. specdec attach {record.id} resumes the sweep"


def gone_brief(record: SweepRecord, why: str) -> str:
    """:func:`gone_text` short enough for the notification bar of an 80-column terminal."""
    if why == GONE_FINISHED:
        return "sweep finished; daemon exited"
    if why == GONE_STOPPED:
        return "sweep stopped; daemon exited"
    return f"daemon killed: specdec attach {record.id} resumes it"


def daemon_died(pid: int, wait_s: float = EXIT_WAIT_S, clock: Callable[[], float] = time.monotonic) -> bool:
    """The daemon's process is gone, or goes within ``wait_s``: a killed daemon's sockets close while
    its process is still being torn down, so its connection breaks a moment before it is seen dead."""
    deadline = clock() + wait_s
    while pid_alive(pid):
        if clock() >= deadline:
            return False
        time.sleep(0.02)
    return True


def home_short(path: str) -> str:
    """``path`` with the user's home folder written ``~`` (what a user may paste into a command)."""
    home = os.path.expanduser("~")
    return "~" + path[len(home):] if home not in ("", "/") and path.startswith(home + os.sep) else path


def _readline(sock: socket.socket, buffer: bytearray) -> bytes:
    while b"\n" not in buffer:
        chunk = sock.recv(65536)
        if not chunk:
            raise DaemonGone("the sweep daemon closed the connection")
        buffer += chunk
        if len(buffer) > MAX_FRAME + 1 and b"\n" not in buffer:
            raise ProtocolError("frame too long")
    line, _, rest = bytes(buffer).partition(b"\n")
    buffer[:] = rest
    return line + b"\n"


class Caller:
    """A blocking connection for calls, reused (and made again once after a broken one)."""

    def __init__(self, socket_path: Path, unscrub: Callable[[str], str] | None = None,
                 timeout_s: float = CALL_TIMEOUT_S) -> None:  # fmt: skip
        self.socket_path = socket_path
        self.unscrub = unscrub
        self.timeout_s = timeout_s
        self._sock: socket.socket | None = None
        self._buffer = bytearray()
        self._lock = threading.Lock()
        self._next_id = 0

    def _connect(self) -> socket.socket:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(self.timeout_s)
        try:
            sock.connect(str(self.socket_path))
        except TimeoutError:
            sock.close()
            raise DaemonUnresponsive(f"the sweep daemon did not take the connection within {self.timeout_s:g} s") from None
        except OSError as exc:
            sock.close()
            raise DaemonGone(f"the sweep daemon does not answer ({exc.strerror or exc})") from None
        self._buffer.clear()
        return sock

    def reply(self, method: str, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The daemon's whole reply frame. Raises DaemonGone, ProtocolError."""
        with self._lock:
            self._next_id += 1
            frame = encode_frame({"op": "call", "id": self._next_id, "method": method,
                                  "args": to_wire(list(args)), "kwargs": to_wire(kwargs)})  # fmt: skip
            for attempt in (1, 2):
                if self._sock is None:
                    self._sock = self._connect()
                try:
                    self._sock.sendall(frame)
                    reply = decode_frame(_readline(self._sock, self._buffer))
                    break
                except TimeoutError:  # the daemon lives but did not answer in time: not sent again
                    self.close()
                    raise DaemonUnresponsive(
                        f"the sweep daemon did not answer within {self.timeout_s:g} s"
                    ) from None
                except (OSError, DaemonGone) as exc:
                    self.close()
                    if attempt == 2:
                        raise DaemonGone(f"the sweep daemon does not answer ({exc})") from None
            if reply.get("t") == "error":
                raise ProtocolError(str(reply.get("error")))
            return reply

    def call(self, method: str, *args: Any, **kwargs: Any) -> Any:
        """The value the daemon's controller returned; its error raised as itself."""
        reply = self.reply(method, *args, **kwargs)
        if not reply.get("ok"):
            name, message = (reply.get("error") or ["RuntimeError", "failed"])[:2]
            raise _ERRORS.get(str(name), RuntimeError)(str(message))
        return from_wire(reply.get("value"), self.unscrub)

    def close(self) -> None:
        sock, self._sock = self._sock, None
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.close()


def call(socket_path: Path, method: str, *args: Any, timeout_s: float = CALL_TIMEOUT_S, **kwargs: Any) -> Any:
    """One call on a fresh connection."""
    caller = Caller(socket_path, timeout_s=timeout_s)
    try:
        return caller.call(method, *args, **kwargs)
    finally:
        caller.close()


@dataclass
class RemoteSummary:
    """How following a remote sweep ended (``exit_code`` as the TUI and ``specdec run`` use it)."""

    exit_code: int
    finished: bool = False  # the sweep ended (finished or aborted) while attached
    detached: bool = False  # the client left it running
    lost: bool = False  # the daemon went away without saying the sweep ended
    gone: str | None = None  # why the daemon no longer serves (GONE_*), None when the client left


class LogTail:
    """Reads a server's log file from an offset and hands batches of new lines to ``emit``."""

    def __init__(self, path: Path, emit: Callable[[tuple[str, ...], int], None], redact: Redactor,
                 *, offset: int = 0, lineno: int = 1) -> None:  # fmt: skip
        self.path, self.emit, self.redact = path, emit, redact
        self.offset, self.lineno = offset, lineno
        self._partial = b""

    @classmethod
    def from_tail(cls, path: Path, emit: Callable[[tuple[str, ...], int], None], redact: Redactor,
                  keep_bytes: int = SNAPSHOT_LOG_BYTES) -> LogTail:  # fmt: skip
        """Starting at the last ``keep_bytes`` of the file (at a line start), with its line number."""
        try:
            size = path.stat().st_size
        except OSError:
            return cls(path, emit, redact)
        start, lineno = max(0, size - keep_bytes), 1
        with contextlib.suppress(OSError), path.open("rb") as handle:
            remaining = start
            while remaining > 0:
                chunk = handle.read(min(TAIL_CHUNK, remaining))
                if not chunk:
                    break
                lineno += chunk.count(b"\n")
                remaining -= len(chunk)
            if start:
                rest = handle.readline()  # finish the line cut by the start
                start += len(rest)
                lineno += 1 if rest.endswith(b"\n") else 0
        return cls(path, emit, redact, offset=start, lineno=lineno)

    def poll(self) -> int:
        """Read what was appended since the last poll; the number of lines handed on."""
        try:
            fd = os.open(self.path, os.O_RDONLY | os.O_CLOEXEC)
        except OSError:
            return 0
        total = 0
        try:
            while True:
                chunk = os.pread(fd, TAIL_CHUNK, self.offset)
                if not chunk:
                    break
                self.offset += len(chunk)
                data = self._partial + chunk
                lines = data.split(b"\n")
                self._partial = lines.pop()
                if lines:
                    text = [line.decode("utf-8", "replace").rstrip("\r") for line in lines]
                    self.emit(self.redact.lines(text), self.lineno)
                    self.lineno += len(text)
                    total += len(text)
                if len(chunk) < TAIL_CHUNK:
                    break
        finally:
            os.close(fd)
        return total


def sweep_redactor(record: SweepRecord) -> Redactor:
    """The redactor of the sweep's secrets, from its sweep file (read here: secrets never cross)."""
    try:
        from specdec_tui.sweepfile.config import load_sweep

        sweep = load_sweep(record.sweep_path)
    except Exception:  # an unreadable sweep file: credential shapes are still hidden
        return Redactor([])
    argv = [*sweep.server.extra_args, *(a for run in sweep.runs for a in run.extra_args)]
    env = {**sweep.server.env, **{k: v for run in sweep.runs for k, v in run.env.items()}}
    return Redactor.for_launch(argv, env, sweep.server.api_key)


class RemoteController:
    """A controller in another process, seen through its daemon's socket (``tui.protocol.ControllerLike``).

    ``from_start``: replay the journal's events before the live ones (else the snapshot stands for
    them). ``show_snapshot``: turn the snapshot into events (the sweep's start, the running server,
    the cell in flight), for a front end that draws state.

    Calls made from the front end's loop never wait long on the socket: a heartbeat (``heartbeat_s``)
    finds a daemon that stops answering (SIGSTOP, a stuck loop) within ``silent_after_s``, from then
    on calls are refused at once (DaemonUnresponsive) and a call's own answer is awaited at most
    ``call_s``. A connection that breaks while the daemon process lives is made again (a fresh
    snapshot); only a daemon whose process is gone is gone."""

    def __init__(
        self,
        record: SweepRecord,
        socket_path: Path,
        sink: ev.EventSink,
        *,
        from_start: bool = False,
        show_snapshot: bool = True,
        tail_logs: bool = True,
        poll_s: float = TAIL_POLL_S,
        call_s: float = FRONT_CALL_S,
        heartbeat_s: float = HEARTBEAT_S,
        silent_after_s: float = SILENT_AFTER_S,
        reconnect_s: float = RECONNECT_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.record = record
        self.socket_path = socket_path
        self.sink = sink
        self.from_start = from_start
        self.show_snapshot = show_snapshot
        self.tail_logs = tail_logs
        self.poll_s = poll_s
        self.results_dir = Path(record.results_dir)
        self.results_path = record.results_path
        self.log_dir = self.results_dir / "logs"
        self.unscrub = unscrubber(self.results_dir)
        self._caller = Caller(socket_path, self.unscrub, timeout_s=call_s)
        self.heartbeat_s, self.silent_after_s, self.reconnect_s = heartbeat_s, silent_after_s, reconnect_s
        self.clock = clock
        self.silent_since: float | None = None  # when the daemon stopped answering (the clock's time)
        self.silent_why = ""  # SILENT_WHY or LOST_WHY while silent
        self.reconnects = 0
        self._cells: tuple[ev.CellState, ...] = ()
        self._seq = 0
        self._tail: LogTail | None = None
        self._redactor: Redactor | None = None
        self._detach = asyncio.Event()
        self.snapshots = 0
        self.resyncs = 0
        self.events = 0
        self.first_snapshot: dict[str, Any] | None = None
        self.sweep_time = 0.0  # the sweep's elapsed seconds at the event being handed on
        self.gone: str | None = None  # why the daemon no longer serves the sweep (GONE_*)
        self.stopping = False  # asked to stop after the cell in flight (its pause is no pause to resume)
        self._resyncing = False  # the next snapshot follows a reconnection

    def gone_message(self) -> str | None:
        """Why commands can no longer reach the sweep (its daemon is gone) and what goes on from
        here; None while the daemon serves."""
        return None if self.gone is None else gone_text(self.record, self.gone)

    def gone_brief(self) -> str | None:
        return None if self.gone is None else gone_brief(self.record, self.gone)

    def _went(self, why: str) -> str:
        if self.gone is None:
            self.gone = why
        return gone_text(self.record, self.gone)

    # ------------------------------------------------------------------ is it answering
    def unanswered_message(self) -> str | None:
        """While the daemon lives but does not answer: what a refused command says; else None."""
        if self.silent_since is None or self.gone is not None:
            return None
        for_s = max(0.0, self.clock() - self.silent_since)
        if self.silent_why == LOST_WHY:
            return (f"lost the connection to the sweep daemon {for_s:.0f} s ago (its process still runs); "
                    "reconnecting. Nothing was sent; try again once it is back")  # fmt: skip
        return (f"the sweep daemon has not answered for {for_s:.0f} s (stopped or stuck; its process still "
                "runs). Nothing was sent; it is shown here as soon as it answers again")  # fmt: skip

    def _silent(self, why: str) -> None:
        if self.gone is not None:
            return
        if self.silent_since is None:
            self.silent_since = self.clock()
        elif self.silent_why == why:
            return
        self.silent_why = why
        text = ("lost the connection to the sweep daemon (its process still runs): reconnecting"
                if why == LOST_WHY else
                f"the sweep daemon does not answer (for {self.silent_after_s:g} s; its process still runs): "
                "the view goes on, commands wait until it answers")  # fmt: skip
        self._emit(ev.Notice("warning", text))
        self._emit(ev.DaemonContact(False, why))

    def _answering(self) -> None:
        if self.silent_since is None:
            return
        was = self.silent_why
        self.silent_since, self.silent_why = None, ""
        self._emit(ev.Notice("info", "reconnected to the sweep daemon" if was == LOST_WHY
                             else "the sweep daemon answers again"))  # fmt: skip
        self._emit(ev.DaemonContact(True))

    async def _heartbeat(self) -> None:
        """Ask the daemon for its status every ``heartbeat_s`` on a connection of its own; an answer
        later than ``silent_after_s`` marks it not answering, the next answer answering again."""
        reader: asyncio.StreamReader | None = None
        writer: asyncio.StreamWriter | None = None
        ping = encode_frame({"op": "call", "id": 0, "method": "status", "args": to_wire([]), "kwargs": to_wire({})})
        try:
            while True:
                await asyncio.sleep(self.heartbeat_s)
                try:
                    if writer is None:
                        reader, writer = await asyncio.wait_for(
                            asyncio.open_unix_connection(str(self.socket_path), limit=MAX_FRAME + 1),
                            self.silent_after_s)  # fmt: skip
                    assert reader is not None and writer is not None
                    writer.write(ping)
                    await asyncio.wait_for(writer.drain(), self.silent_after_s)
                    decode_frame(await asyncio.wait_for(reader.readuntil(b"\n"), self.silent_after_s))
                except asyncio.TimeoutError:
                    if writer is not None:
                        writer.close()  # a late answer must not be read as the next one's
                    reader = writer = None
                    if self.silent_why != LOST_WHY:
                        self._silent(SILENT_WHY)
                    continue
                except (OSError, asyncio.IncompleteReadError, ProtocolError):
                    if writer is not None:
                        writer.close()
                    reader = writer = None
                    continue  # a broken connection: the stream finds out whether the daemon lives
                self._answering()
        finally:
            if writer is not None:
                writer.close()

    # ------------------------------------------------------------------ following
    async def run(self) -> RemoteSummary:
        if self.gone is not None:  # asked to follow again (the TUI's "run queued cells") after the end
            raise DaemonGone(self._went(self.gone))
        reader, writer = await self._open_stream(first=True)
        poller = asyncio.ensure_future(self._poll_logs()) if self.tail_logs else None
        heartbeat = asyncio.ensure_future(self._heartbeat())
        detach = asyncio.ensure_future(self._detach.wait())
        read: asyncio.Future[bytes] | None = None
        try:
            while True:
                read = asyncio.ensure_future(reader.readuntil(b"\n"))
                done, _ = await asyncio.wait({read, detach}, return_when=asyncio.FIRST_COMPLETED)
                if detach in done:
                    read.cancel()
                    return RemoteSummary(0, detached=True)
                try:
                    line = read.result()
                except (asyncio.IncompleteReadError, ConnectionError):
                    writer.close()
                    if await asyncio.to_thread(daemon_died, self.record.pid):
                        return self._after_death()
                    self._silent(LOST_WHY)  # the daemon lives: connect again (a fresh snapshot)
                    reconnected = await self._reconnect(detach)
                    if reconnected is None:
                        if self._detach.is_set():
                            return RemoteSummary(0, detached=True)
                        return self._after_death()
                    reader, writer = reconnected
                    continue
                frame = decode_frame(line)
                kind = frame.get("t")
                if kind == "snapshot":
                    self._on_snapshot(frame)
                elif kind == "event":
                    self._on_event(frame)
                elif kind == "state":
                    self.stopping = bool(frame.get("stopping"))
                elif kind == "end":
                    self._flush_log()
                    self._went(GONE_STOPPED if frame.get("aborted") else GONE_FINISHED)
                    return RemoteSummary(int(frame.get("exit_code") or 0), finished=True, gone=self.gone)
                elif kind == "error":
                    raise ProtocolError(str(frame.get("error")))
        finally:
            detach.cancel()
            heartbeat.cancel()
            if read is not None and not read.done():
                read.cancel()  # cancelled while waiting (the app quit): its end is never awaited
            if poller is not None:
                poller.cancel()
            writer.close()
            self._caller.close()

    async def _open_stream(self, *, first: bool) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        """A stream connection, its hello sent (from the journal's start only the first time)."""
        try:
            reader, writer = await asyncio.open_unix_connection(str(self.socket_path), limit=MAX_FRAME + 1)
        except OSError as exc:
            if await asyncio.to_thread(daemon_died, self.record.pid):
                raise DaemonGone(self._went(self._death_why())) from None
            raise DaemonGone(f"the sweep daemon does not answer ({exc.strerror or exc})") from None
        since = "start" if self.from_start and first else "now"
        writer.write(encode_frame({"op": "hello", "mode": "stream", "from": since}))
        try:
            await writer.drain()
        except ConnectionError:  # the daemon closed at this very moment (its sweep ended, or it died)
            writer.close()
            raise DaemonGone(self._went(self._death_why()) if await asyncio.to_thread(daemon_died, self.record.pid)
                             else "the sweep daemon closed the connection (its sweep may have just ended)") from None
        return reader, writer

    async def _reconnect(
        self, detach: asyncio.Future[Any]
    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
        """Connect again every ``reconnect_s`` while the daemon process lives; None once it is gone
        (or the client detached)."""
        while not detach.done():
            await asyncio.sleep(self.reconnect_s)
            if not pid_alive(self.record.pid):
                return None
            try:
                opened = await self._open_stream(first=False)
            except DaemonGone:
                continue
            self.reconnects += 1
            self._resyncing = True  # its snapshot stands for what was missed
            self._answering()
            return opened
        return None

    def detach(self) -> None:
        """Stop following; the sweep goes on in its daemon."""
        self._detach.set()

    def _death_why(self) -> str:
        """Why the daemon process is gone: its record says how the sweep ended when it ended while the
        stream was down (finished or stopped); otherwise it was killed."""
        record = read_record(record_path(self.socket_path.parent, self.record.id))
        if record is not None and record.ended:
            return GONE_STOPPED if record.outcome == "stopped" else GONE_FINISHED
        return GONE_KILLED

    def _after_death(self) -> RemoteSummary:
        """The stream broke and the daemon is gone: a sweep that ended meanwhile is finished, not lost."""
        why = self._death_why()
        message = self._went(why)
        if why == GONE_KILLED:
            self._emit(ev.Notice("error", message))
            return RemoteSummary(1, lost=True, gone=self.gone)
        self._flush_log()
        self._emit(ev.Notice("info", f"{message} (it ended while this view was reconnecting: the table may miss "
                                     f"its last cells; specdec results {home_short(self.record.results_dir)})"))
        return RemoteSummary(0, finished=True, gone=self.gone)

    def _emit(self, event: ev.Event) -> None:
        self.events += 1
        self.sink(event)

    def _on_snapshot(self, frame: dict[str, Any]) -> None:
        self.snapshots += 1
        data = {k: from_wire(v, self.unscrub) for k, v in frame.items() if k not in ("v", "t")}
        self._seq = int(data.get("seq") or 0)
        if isinstance(data.get("elapsed_s"), (int, float)) and not self.from_start:
            self.sweep_time = float(data["elapsed_s"])
        self._cells = tuple(data.get("cells") or ())
        self.stopping = bool(data.get("stopping"))
        server = data.get("server") or {}
        resync = bool(frame.get("resync")) or self._resyncing
        self._resyncing = False
        if resync:
            self.resyncs += 1
        if self.first_snapshot is None:
            self.first_snapshot = data
            if server.get("log_path") and self.tail_logs:
                self._follow(Path(server["log_path"]), from_tail=True)
        if resync:
            if frame.get("resync"):
                self._emit(ev.Notice("warning", f"this client fell behind; {data.get('dropped', 0)} events skipped"))
            self._emit(ev.QueueChanged(self._cells))
            self._emit(ev.SweepPaused(bool(data.get("paused"))))
            return
        if not self.show_snapshot:
            return
        self._emit(ev.SweepStarted(str(data.get("name") or ""), str(self.results_path), self._cells))
        if server:
            self._emit(ev.ServerStarting(str(server.get("run") or ""), tuple(server.get("argv") or ()),
                                         str(server.get("log_path") or ""), bool(server.get("reused"))))  # fmt: skip
            if server.get("state") == "ready":
                self._emit(ev.ServerReady(str(server.get("run") or ""), float(server.get("startup_s") or 0.0),
                                          server.get("pid"), str(server.get("log_path") or "")))  # fmt: skip
        current = data.get("current")
        if current:
            cell = next((c for c in self._cells if c.key == current), None)
            if cell is not None:
                # how long it has run already: a view that attaches mid-cell counts its ETA from the cell's start
                since, now = data.get("current_since_s"), data.get("elapsed_s")
                age = now - since if isinstance(since, (int, float)) and isinstance(now, (int, float)) else 0.0
                self._emit(ev.CellStarted(cell.key, cell.run, cell.workload, age_s=max(0.0, float(age))))
        if data.get("paused"):
            self._emit(ev.SweepPaused(True))
        gpu = frame.get("gpu")
        if gpu is not None:
            self._emit(from_wire(gpu, self.unscrub))

    def _on_event(self, frame: dict[str, Any]) -> None:
        at = frame.get("at")
        if isinstance(at, (int, float)):
            self.sweep_time = float(at)
        event = from_wire(frame.get("e"), self.unscrub)
        if not isinstance(event, ev.Event):
            raise ProtocolError("an event frame without an event")
        seq = int(frame.get("seq") or 0)
        if isinstance(event, (ev.QueueChanged, ev.SweepStarted)) and seq >= self._seq:
            self._cells, self._seq = event.cells, seq
        if isinstance(event, ev.ServerStarting) and self.tail_logs and event.log_path:
            self._flush_log()
            self._follow(Path(event.log_path), from_tail=event.reused)
        elif isinstance(event, (ev.ServerStopped, ev.CrashDetected, ev.CellFinished)):
            self._flush_log()  # the server's last lines before what ended it
        self._emit(event)

    # ------------------------------------------------------------------ the log, from its file
    def _follow(self, path: Path, *, from_tail: bool) -> None:
        if self._tail is not None and self._tail.path == path:
            return
        if self._redactor is None:
            self._redactor = sweep_redactor(self.record)
        emit = self._emit_lines
        self._tail = LogTail.from_tail(path, emit, self._redactor) if from_tail else LogTail(path, emit, self._redactor)

    def _emit_lines(self, lines: tuple[str, ...], first_lineno: int) -> None:
        self._emit(ev.ServerLog(lines, first_lineno))

    def _flush_log(self) -> None:
        if self._tail is not None:
            self._tail.poll()

    async def _poll_logs(self) -> None:
        while True:
            self._flush_log()
            await asyncio.sleep(self.poll_s)

    # ------------------------------------------------------------------ commands (ControllerLike)
    def _reply(self, method: str, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The daemon's reply; DaemonGone at once (no connection tried) once the daemon is known gone,
        saying why when a call finds it gone; DaemonUnresponsive at once while it does not answer, and
        when a call's answer takes longer than ``call_s`` (then it shows as not answering)."""
        if self.gone is None and self.silent_since is not None and not pid_alive(self.record.pid):
            self._went(self._death_why())
        if self.gone is not None:
            raise DaemonGone(self._went(self.gone))
        silent = self.unanswered_message()
        if silent is not None:
            raise DaemonUnresponsive(silent)
        try:
            return self._caller.reply(method, *args, **kwargs)
        except DaemonUnresponsive:
            self._silent(SILENT_WHY)
            raise DaemonUnresponsive(
                f"the sweep daemon did not answer within {self._caller.timeout_s:g} s (its process still runs); "
                "the command may still take effect when it answers"
            ) from None
        except DaemonGone:
            if not pid_alive(self.record.pid):
                raise DaemonGone(self._went(self._death_why())) from None
            self._silent(LOST_WHY)
            raise DaemonUnresponsive(self.unanswered_message() or "the sweep daemon does not answer") from None

    def _call(self, method: str, *args: Any) -> Any:
        reply = self._reply(method, *args)
        if not reply.get("ok"):
            name, message = (reply.get("error") or ["RuntimeError", "failed"])[:2]
            raise _ERRORS.get(str(name), RuntimeError)(str(message))
        return from_wire(reply.get("value"), self.unscrub)

    def _write(self, method: str, *args: Any, **kwargs: Any) -> Any:
        reply = self._reply(method, *args, **kwargs)
        seq = int(reply.get("seq") or 0)
        if reply.get("cells") is not None and seq >= self._seq:
            self._cells, self._seq = tuple(from_wire(reply["cells"], self.unscrub)), seq
        if not reply.get("ok"):
            name, message = (reply.get("error") or ["RuntimeError", "failed"])[:2]
            raise _ERRORS.get(str(name), RuntimeError)(str(message))
        return from_wire(reply.get("value"), self.unscrub)

    def pause(self) -> None:
        self._write("pause")

    def resume(self) -> None:
        self._write("resume")

    def skip_current(self) -> None:
        self._write("skip_current")

    def retry_writes(self) -> None:
        self._write("retry_writes")

    def abort(self) -> None:
        """Stop the sweep at once (the cell in flight is not recorded), as the controller's abort."""
        self._write("stop", now=True)

    def stop(self, now: bool = False) -> str:
        return str(self._write("stop", now=now))

    def requeue(self, key: str, run: RunSpec | None = None, workload: Workload | None = None, *,
                force: bool = False) -> str:  # fmt: skip
        return str(self._write("requeue", key, run, workload, force=force))

    def edit_cell(self, key: str, run: RunSpec | None = None, workload: Workload | None = None) -> None:
        self._write("edit_cell", key, run, workload)

    def update_workload(self, name: str, workload: Workload) -> None:
        self._write("update_workload", name, workload)

    def insert_cell(self, index: int, run: RunSpec, workload: Workload) -> str:
        return str(self._write("insert_cell", index, run, workload))

    def duplicate_cell(self, key: str) -> str:
        return str(self._write("duplicate_cell", key))

    def remove_cell(self, key: str) -> None:
        self._write("remove_cell", key)

    def move_cell(self, key: str, delta: int) -> None:
        self._write("move_cell", key, delta)

    def add_rule(self, match: dict[str, Any], reason: str) -> None:
        self._write("add_rule", match, reason)

    def save_queue(self, path: Path) -> Path:
        """The daemon writes the queue as a sweep file (its hidden values stay real)."""
        return Path(self._write("save_queue", str(Path(path).expanduser().resolve())))

    def snapshot(self) -> tuple[ev.CellState, ...]:
        return self._cells

    def verdict_for(self, run: RunSpec, workload: Workload) -> Any:
        return self._call("verdict_for", run, workload)

    def cell(self, key: str) -> Cell:
        value = self._call("cell", key)
        if not isinstance(value, Cell):
            raise KeyError(key)
        return value

    def result(self, key: str) -> CellResult | None:
        value = self._call("result", key)
        return value if isinstance(value, CellResult) else None

    def current_sweep(self) -> Sweep:
        value = self._call("current_sweep")
        if not isinstance(value, Sweep):
            raise ValueError("the daemon sent no sweep")
        return value

    def status(self) -> dict[str, Any]:
        return dict(self._call("status"))
