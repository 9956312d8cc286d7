"""The sweep daemon's socket server: it hosts one Controller (built by the caller, with this server's
:meth:`SweepServer.sink` as its event sink), runs it, and serves clients on a Unix socket.

- Only the daemon's own user may connect (``SO_PEERCRED``); anyone else gets one refusal frame.
- A stream client first gets a snapshot, then (``from: start``) the journal's events so far, then
  every event as it happens. Each client has a bounded queue: a client too slow to keep up loses
  its queued events and gets a fresh snapshot instead (``resync``); the controller never waits.
- A call runs one controller command on the loop (so two clients' edits never interleave) and
  replies with its value and the queue as it is after it.
- Server log lines never cross the socket: clients read the per-launch log file from an offset.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import socket
import struct
import threading
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from specdec_tui.daemon.journal import Journal
from specdec_tui.daemon.wire import (
    MAX_FRAME,
    ProtocolError,
    decode_frame,
    encode_frame,
    from_wire,
    restore_hidden,
    to_wire,
)
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import RunSpec, Workload
from specdec_tui.domain.status import CellStatus
from specdec_tui.run.controller import Controller

CLIENT_QUEUE = 2_000  # frames waiting for one client before it is resynced
END_DRAIN_S = 5.0  # how long the end of the sweep waits for clients to take their last frames
HELLO_TIMEOUT_S = 10.0
# Events not journaled: GPU samples (the snapshot holds the latest) and server log lines (a file).
_NOT_JOURNALED = (ev.GpuSample, ev.ServerLog)
# Commands a client may call, and those that change the queue (their reply carries it).
READ_METHODS = frozenset({"snapshot", "verdict_for", "cell", "result", "current_sweep", "status"})
WRITE_METHODS = frozenset({
    "pause", "resume", "skip_current", "retry_writes", "abort", "stop", "requeue", "edit_cell",
    "update_workload", "insert_cell", "duplicate_cell", "remove_cell", "move_cell", "add_rule", "save_queue",
})  # fmt: skip
# Commands whose first argument is a cell's key: refused with a clear answer once that cell is gone.
CELL_METHODS = frozenset({"requeue", "edit_cell", "duplicate_cell", "remove_cell", "move_cell", "cell", "result"})
# Errors a command may raise that go back to the client as themselves (the TUI shows their text).
_CLIENT_ERRORS = (ValueError, KeyError, IndexError, LookupError, RuntimeError, OSError)


def peer_uid(sock: socket.socket) -> int:
    """The user id of the process at the other end of a Unix socket (SO_PEERCRED)."""
    creds = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", creds)
    return int(uid)


class ClientQueue:
    """Frames waiting for one client. ``coalesce`` events replace the one of their slot still waiting;
    past ``limit`` frames everything waiting is dropped and the client is owed a snapshot."""

    def __init__(self, limit: int = CLIENT_QUEUE) -> None:
        self.limit = limit
        self._items: deque[list[Any]] = deque()
        self._slots: dict[Any, list[Any]] = {}
        self._ready = asyncio.Event()
        self.resync = False
        self.dropped = 0
        self.closed = False

    def put(self, frame: bytes, slot: Any = None) -> None:
        if self.closed:
            return
        if slot is not None:
            waiting = self._slots.get(slot)
            if waiting is not None:
                waiting[1] = frame
                return
        if len(self._items) >= self.limit:
            self.dropped += len(self._items)
            self._items.clear()
            self._slots.clear()
            self.resync = True
        item = [slot, frame]
        self._items.append(item)
        if slot is not None:
            self._slots[slot] = item
        self._ready.set()

    def close(self) -> None:
        self.closed = True
        self._ready.set()

    async def get(self) -> bytes | None:
        """The next frame; None once closed and empty. A resync owed comes back as ``b""``."""
        while True:
            if self.resync:
                self.resync = False
                return b""
            if self._items:
                slot, frame = self._items.popleft()
                if slot is not None and self._slots.get(slot) is not None and self._slots[slot][1] is frame:
                    del self._slots[slot]
                return bytes(frame)
            if self.closed:
                return None
            self._ready.clear()
            await self._ready.wait()


class SweepServer:
    """Serves one sweep. ``build(sink)`` makes the controller; :meth:`serve` runs it to the end."""

    def __init__(
        self,
        build: Callable[[ev.EventSink], Controller],
        *,
        socket_path: Path,
        sweep_id: str,
        scrub: Callable[[str], str],
        journal: Journal,
        allowed_uid: int | None = None,
        client_queue: int = CLIENT_QUEUE,
        on_listening: Callable[[], None] | None = None,
    ) -> None:
        self.socket_path = socket_path
        self.sweep_id = sweep_id
        self.scrub = scrub
        self.journal = journal
        self.allowed_uid = os.getuid() if allowed_uid is None else allowed_uid
        self.client_queue = client_queue
        self.on_listening = on_listening
        self.seq = 0
        self.clients: set[ClientQueue] = set()
        self.refused = 0
        self.protocol_errors = 0
        self.summary: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_thread: int | None = None
        self._server_info: dict[str, Any] = {}
        self._gpu: bytes | None = None
        self._current: str | None = None
        self._current_since = 0.0  # the sweep's elapsed seconds when the cell in flight started
        self._paused = False
        self._stop_after_cell = False
        self._finished = False
        self._gone_cells: dict[str, str] = {}  # a key no longer in the queue: what took it away
        self.controller = build(self.sink)

    # ------------------------------------------------------------------ events out
    def sink(self, event: ev.Event) -> None:
        """The controller's event sink: safe from any thread (handed to the loop)."""
        if self._loop is not None and threading.get_ident() != self._loop_thread:
            self._loop.call_soon_threadsafe(self._publish, event)
            return
        self._publish(event)

    def _publish(self, event: ev.Event) -> None:
        self._track(event)
        if isinstance(event, ev.ServerLog):
            return  # clients read the log file itself
        self.seq += 1
        at = round(self._elapsed(), 3)
        frame = encode_frame({"t": "event", "seq": self.seq, "at": at, "e": to_wire(event, self.scrub)})
        if isinstance(event, ev.GpuSample):
            self._gpu = frame
        if not isinstance(event, _NOT_JOURNALED):
            self.journal.append(frame)
        slot = (type(event).__name__, getattr(event, "key", None)) if event.coalesce else None
        for client in self.clients:
            client.put(frame, slot)

    def _elapsed(self) -> float:
        """The sweep's elapsed seconds (0 for events the controller sends while it is being built)."""
        return self.controller.elapsed_s if hasattr(self, "controller") else 0.0

    def _track(self, event: ev.Event) -> None:
        if isinstance(event, ev.ServerStarting):
            self._server_info = {"run": event.run, "log_path": event.log_path, "state": "starting",
                                 "argv": event.argv, "reused": event.reused}  # fmt: skip
        elif isinstance(event, ev.ServerReady):
            self._server_info.update(state="ready", pid=event.pid, startup_s=event.startup_s)
        elif isinstance(event, ev.ServerStopped):
            self._server_info = {}
        elif isinstance(event, ev.CellStarted):
            self._current = event.key
            self._current_since = self._elapsed()
        elif isinstance(event, ev.CellFinished):
            self._current = None
        elif isinstance(event, ev.SweepPaused):
            self._paused = event.paused
        elif isinstance(event, ev.QueueChanged) and self._stop_after_cell and not self._running_cell():
            self.controller.abort()

    @property
    def finished(self) -> bool:
        """The controller's run is over (the end frame is on its way to the clients)."""
        return self._finished

    def _running_cell(self) -> bool:
        return any(entry.status == CellStatus.RUNNING for entry in self.controller.entries)

    def snapshot(self) -> dict[str, Any]:
        c = self.controller
        results = [e.result for e in c.entries if e.result is not None]
        data = {
            "t": "snapshot",
            "seq": self.seq,
            "id": self.sweep_id,
            "name": c.sweep.name,
            "results_path": str(c.results_path),
            "state": c.state,
            "paused": self._paused,
            "stopping": self._stop_after_cell,
            "current": self._current,
            "current_since_s": self._current_since,
            "cells": c.snapshot(),
            "results": results,
            "server": self._server_info,
            "elapsed_s": c.elapsed_s,
            "journal_truncated": self.journal.truncated,
            "finished": self._finished,
        }
        frame = {k: to_wire(v, self.scrub) for k, v in data.items()}
        if self._gpu is not None:
            frame["gpu"] = decode_frame(self._gpu)["e"]
        return frame

    def status(self) -> dict[str, Any]:
        cells = self.controller.snapshot()
        done = sum(1 for cell in cells if CellStatus(cell.status).finished)
        return {"id": self.sweep_id, "name": self.controller.sweep.name, "state": self.controller.state,
                "paused": self._paused, "stopping": self._stop_after_cell, "done": done, "total": len(cells),
                "current": self._current, "elapsed_s": self.controller.elapsed_s}  # fmt: skip

    # ------------------------------------------------------------------ commands in
    def stop(self, now: bool = False) -> str:
        """Stop the sweep: at once (the cell in flight is not recorded), or after the cell in flight."""
        if now or not self._running_cell():
            self.controller.abort()
            return "stopping now"
        if not self._stop_after_cell:
            self._stop_after_cell = True
            # Stream clients learn it before the pause it causes (a late one from its snapshot).
            frame = encode_frame({"t": "state", "stopping": True})
            for client in self.clients:
                client.put(frame)
            self.controller.pause()
            self.sink(ev.Notice("warning", f"asked to stop: the sweep ends after {self._current or 'the cell in flight'}"))
        return "stopping after the cell in flight"

    async def call(self, method: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
        if method in CELL_METHODS and args:
            self._check_cell(str(args[0]))
        if method not in WRITE_METHODS:
            return await self._call(method, args, kwargs)
        before = [entry.key for entry in self.controller.entries]
        try:
            return await self._call(method, args, kwargs)
        finally:
            after = {entry.key for entry in self.controller.entries}
            how = "removed from the queue" if method == "remove_cell" else f"renamed by an edit ({method})"
            for key in before:
                if key not in after:
                    self._gone_cells[key] = how
            for key in after:
                self._gone_cells.pop(key, None)

    def _check_cell(self, key: str) -> None:
        """KeyError, with a sentence a client can show, when ``key`` names no cell of the queue now
        (another client removed or renamed it since this one last saw the queue)."""
        if any(entry.key == key for entry in self.controller.entries):
            return
        how = self._gone_cells.get(key)
        if how is not None:
            raise KeyError(f"{key}: that cell was {how} by another client; nothing was changed")
        raise KeyError(f"{key}: no such cell in the queue; nothing was changed")

    async def _call(self, method: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
        c = self.controller
        if method == "status":
            return self.status()
        if method == "stop":
            return self.stop(*args, **kwargs)
        if method == "resume" and self._stop_after_cell:
            raise ValueError("the sweep is stopping after the cell in flight (asked to stop); it cannot be resumed")
        if method == "save_queue":
            from specdec_tui.sweepfile.config import save_sweep

            path = Path(str(args[0])).expanduser()
            await asyncio.to_thread(save_sweep, c.current_sweep(), path)
            return str(path)
        if method in ("requeue", "edit_cell"):
            key = str(args[0])
            cell = c.cell(key)
            args = [key, *(self._restored(a, cell.run, cell.workload) for a in args[1:])]
            kwargs = {k: self._restored(v, cell.run, cell.workload) for k, v in kwargs.items()}
        elif method == "update_workload":
            original = next((e.workload for e in c.entries if e.workload.name == args[0]), None)
            args = [args[0], self._restored(args[1], None, original)]
        elif method == "insert_cell":
            args = [args[0], self._restored(args[1], self._closest_run(args[1]), None),
                    self._restored(args[2], None, self._closest_workload(args[2]))]  # fmt: skip
        elif method == "add_rule":
            args = [dict(args[0]), str(args[1])]
            kwargs = {}
        return getattr(c, method)(*args, **kwargs)

    def _restored(self, value: Any, run: RunSpec | None, workload: Workload | None) -> Any:
        if isinstance(value, RunSpec) and run is not None:
            return restore_hidden(value, run, self.scrub)
        if isinstance(value, Workload) and workload is not None:
            return restore_hidden(value, workload, self.scrub)
        if isinstance(value, (RunSpec, Workload)):
            return restore_hidden(value, dataclasses.replace(value), self.scrub)
        return value

    def _closest_run(self, run: Any) -> RunSpec | None:
        return _closest(run, [e.run for e in self.controller.entries], self.scrub)

    def _closest_workload(self, workload: Any) -> Workload | None:
        return _closest(workload, [e.workload for e in self.controller.entries], self.scrub)

    # ------------------------------------------------------------------ the socket
    async def serve(self) -> Any:
        """Listen, run the controller to its end, let clients take the last frames, stop listening."""
        self._loop = asyncio.get_running_loop()
        self._loop_thread = threading.get_ident()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._streaming: set[asyncio.Task[Any]] = set()
        tasks = self._tasks
        with contextlib.suppress(FileNotFoundError):
            self.socket_path.unlink()
        old_umask = os.umask(0o177)
        try:
            server = await asyncio.start_unix_server(self._client, path=str(self.socket_path), limit=MAX_FRAME + 1)
        finally:
            os.umask(old_umask)
        os.chmod(self.socket_path, 0o600)
        try:
            if self.on_listening is not None:
                self.on_listening()
            self.summary = await self.controller.run()
        finally:
            self._finished = True
            end = encode_frame({"t": "end", "exit_code": getattr(self.summary, "exit_code", 1),
                                "aborted": bool(getattr(self.summary, "aborted", True))})  # fmt: skip
            for client in self.clients:
                client.put(end)
                client.close()
            server.close()
            with contextlib.suppress(FileNotFoundError):
                self.socket_path.unlink()
            # Idle call connections are closed; stream clients get END_DRAIN_S to take their last frames.
            for task in [t for t in tasks if t not in self._streaming]:
                task.cancel()
            if self._streaming:
                await asyncio.wait(list(self._streaming), timeout=END_DRAIN_S)
            for task in list(tasks):
                task.cancel()
            self.journal.close()
        return self.summary

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            sock = writer.get_extra_info("socket")
            if sock is None or peer_uid(sock) != self.allowed_uid:
                self.refused += 1
                writer.write(encode_frame({"t": "error", "error": "refused: another user's sweep"}))
                return
            while True:
                try:
                    line = await asyncio.wait_for(reader.readuntil(b"\n"), HELLO_TIMEOUT_S)
                except asyncio.TimeoutError:
                    return
                frame = decode_frame(line)
                op = frame.get("op")
                if op == "hello" and frame.get("mode") == "stream":
                    if task is not None:
                        self._streaming.add(task)
                    await self._stream(frame, reader, writer)
                    return
                if op == "call":
                    await self._reply(frame, writer)
                    continue
                raise ProtocolError(f"unknown op {op!r}")
        except (asyncio.IncompleteReadError, ConnectionError, BrokenPipeError):
            pass
        except asyncio.LimitOverrunError:
            self.protocol_errors += 1
            with contextlib.suppress(ConnectionError, RuntimeError):
                writer.write(encode_frame({"t": "error", "error": f"frame longer than {MAX_FRAME} bytes"}))
        except ProtocolError as exc:
            self.protocol_errors += 1
            with contextlib.suppress(ConnectionError, RuntimeError):
                writer.write(encode_frame({"t": "error", "error": str(exc)}))
        except asyncio.CancelledError:
            pass
        finally:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer.drain(), 1.0)
            writer.close()
            if task is not None:
                self._tasks.discard(task)
                self._streaming.discard(task)

    async def _reply(self, frame: dict[str, Any], writer: asyncio.StreamWriter) -> None:
        method = frame.get("method")
        if not isinstance(method, str) or method not in READ_METHODS | WRITE_METHODS:
            raise ProtocolError(f"unknown method {method!r}")
        args = from_wire(frame.get("args") or [])
        kwargs = from_wire(frame.get("kwargs") or {"__dict": []})
        if not isinstance(args, list) or not isinstance(kwargs, dict):
            raise ProtocolError("args is a list and kwargs a dict")
        reply: dict[str, Any] = {"t": "reply", "id": frame.get("id")}
        try:
            value = await self.call(method, args, kwargs)
            reply.update(ok=True, value=to_wire(value, self.scrub))
        except _CLIENT_ERRORS as exc:
            # A KeyError's str() is its key quoted: its own words go back instead.
            text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
            reply.update(ok=False, error=[type(exc).__name__, self.scrub(text)])
        except TypeError as exc:  # wrong arguments for the method
            reply.update(ok=False, error=["ValueError", self.scrub(f"{method}: {exc}")])
        if method in WRITE_METHODS:
            reply.update(seq=self.seq, cells=to_wire(self.controller.snapshot(), self.scrub))
        writer.write(encode_frame(reply))
        await writer.drain()

    async def _stream(self, hello: dict[str, Any], reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        queue = ClientQueue(self.client_queue)
        # Snapshot, replay and registration happen in one step of the loop: no event is lost or doubled.
        writer.write(encode_frame(self.snapshot()))
        if hello.get("from") == "start":
            for frame in self.journal.window():
                queue.put(frame)
        self.clients.add(queue)
        if self._finished:
            queue.close()
        watcher = asyncio.ensure_future(_until_closed(reader))
        try:
            while True:
                waiting = await queue.get()
                if waiting is None:
                    break
                frame = waiting
                if frame == b"":
                    frame = encode_frame({**self.snapshot(), "resync": True, "dropped": queue.dropped})
                writer.write(frame)
                drain = asyncio.ensure_future(writer.drain())
                done, _ = await asyncio.wait({drain, watcher}, return_when=asyncio.FIRST_COMPLETED)
                if watcher in done:
                    drain.cancel()
                    break
                drain.result()
        finally:
            self.clients.discard(queue)
            watcher.cancel()


async def _until_closed(reader: asyncio.StreamReader) -> None:
    """Returns when the client hangs up (a stream client sends nothing after its hello)."""
    with contextlib.suppress(Exception):
        while await reader.read(4096):
            pass


def _closest(value: Any, candidates: list[Any], scrub: Callable[[str], str]) -> Any:
    """The candidate sharing the most fields with ``value`` (its hidden values are restored from it)."""
    if not dataclasses.is_dataclass(value):
        return None
    wire = to_wire(value, scrub)

    def shared(candidate: Any) -> int:
        other = to_wire(candidate, scrub)
        return sum(1 for k, v in wire.items() if other.get(k) == v)

    return max(candidates, key=shared, default=None)
