"""The daemon's wire format: one JSON object per line, each with the protocol version ``v``.

Frames from a client: ``{"v": 1, "op": "hello", "mode": "stream", "from": "start" | "now"}`` (then
the daemon sends a snapshot and the events) or ``{"v": 1, "op": "call", "method": ..., "args": [...],
"kwargs": {...}}`` (one reply ``{"v": 1, "t": "reply", "ok": true, "value": ...}`` or ``"ok": false,
"error": [type, message]``). From the daemon: ``snapshot``, ``event``, ``state`` (``stopping``: the
sweep stops after its cell in flight), ``end``, ``reply``, ``error``.

Values are the domain's dataclasses, encoded by name (``{"__t": "CellState", ...}``) and decoded only
when the name is one of the types below: a frame never builds anything else. Every string the daemon
sends passes its :class:`Scrubber` (secrets hidden, the results folder and home folder shortened).
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any

from specdec_tui.domain import events as ev
from specdec_tui.domain.gpu import GpuState
from specdec_tui.domain.model import (
    Cell,
    ExecutorSpec,
    Hardware,
    Limits,
    Rule,
    RunSpec,
    ServerSpec,
    Sweep,
    Workload,
)
from specdec_tui.domain.record import CellResult
from specdec_tui.safety.redact import REDACTED, Redactor, redact_argv, redact_env
from specdec_tui.validate.checks import Verdict

PROTOCOL_VERSION = 1
MAX_FRAME = 1 << 20  # bytes in one line; a longer one is refused and the connection closed
RESULTS_TOKEN = "$RESULTS"  # stands for the results folder's path on the wire

_EVENT_TYPES = [
    obj for obj in vars(ev).values()
    if isinstance(obj, type) and dataclasses.is_dataclass(obj) and issubclass(obj, ev.Event) and obj is not ev.Event
]  # fmt: skip
TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        *_EVENT_TYPES, ev.CellState, GpuState, Cell, RunSpec, Workload, Sweep, ServerSpec, Rule, Limits,
        Hardware, Verdict, ExecutorSpec,
    )
}


class ProtocolError(Exception):
    """A frame that is not ours: not JSON, too long, another version, an unknown type."""


def encode_frame(frame: dict[str, Any]) -> bytes:
    frame = {"v": PROTOCOL_VERSION, **frame}
    return json.dumps(frame, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def decode_frame(line: bytes) -> dict[str, Any]:
    """One frame from one line. Raises ProtocolError."""
    if len(line) > MAX_FRAME:
        raise ProtocolError(f"frame of {len(line)} bytes (at most {MAX_FRAME})")
    try:
        frame = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ProtocolError(f"not a JSON line: {exc}") from None
    if not isinstance(frame, dict):
        raise ProtocolError("a frame is a JSON object")
    if frame.get("v") != PROTOCOL_VERSION:
        raise ProtocolError(f"protocol version {frame.get('v')!r} (this side speaks {PROTOCOL_VERSION})")
    return frame


def to_wire(value: Any, scrub: Callable[[str], str] | None = None) -> Any:
    """``value`` as JSON data; every string through ``scrub``."""
    if isinstance(value, Enum):
        value = value.value
    if isinstance(value, str):
        return scrub(value) if scrub is not None else value
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, Path):
        return {"__path": to_wire(str(value), scrub)}
    if isinstance(value, CellResult):
        return {"__t": "CellResult", "d": to_wire(value.to_dict(), scrub)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        name = type(value).__name__
        if TYPES.get(name) is not type(value):
            raise TypeError(f"{name} does not cross the socket")
        out: dict[str, Any] = {"__t": name}
        for field in dataclasses.fields(value):
            out[field.name] = to_wire(getattr(value, field.name), scrub)
        return out
    if isinstance(value, tuple):
        return {"__tuple": [to_wire(v, scrub) for v in value]}
    if isinstance(value, (list, frozenset, set)):
        items = list(value)
        if scrub is not None and items and all(isinstance(v, str) for v in items):
            items = redact_argv(items)  # an argv: the value after a secret flag is hidden too
        return [to_wire(v, scrub) for v in items]
    if isinstance(value, dict):
        if scrub is not None:  # an environment or a JSON table: secret-named string values hidden
            shown = redact_env({k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, str)})
            value = {k: shown.get(k, v) if isinstance(k, str) else v for k, v in value.items()}
        return {"__dict": [[to_wire(k, scrub), to_wire(v, scrub)] for k, v in value.items()]}
    raise TypeError(f"{type(value).__name__} does not cross the socket")


def from_wire(data: Any, unscrub: Callable[[str], str] | None = None) -> Any:
    """The value ``to_wire`` encoded. Raises ProtocolError on a shape or type name it does not know."""
    if isinstance(data, str):
        return unscrub(data) if unscrub is not None else data
    if data is None or isinstance(data, (bool, int, float)):
        return data
    if isinstance(data, list):
        return [from_wire(v, unscrub) for v in data]
    if not isinstance(data, dict):
        raise ProtocolError(f"unexpected {type(data).__name__}")
    if "__tuple" in data:
        return tuple(from_wire(v, unscrub) for v in _list(data["__tuple"]))
    if "__dict" in data:
        pairs = _list(data["__dict"])
        try:
            return {from_wire(k, unscrub): from_wire(v, unscrub) for k, v in pairs}
        except (TypeError, ValueError):
            raise ProtocolError("a dict is a list of pairs") from None
    if "__path" in data:
        return Path(str(from_wire(data["__path"], unscrub)))
    name = data.get("__t")
    if name == "CellResult":
        try:
            return CellResult.from_dict(from_wire(data.get("d"), unscrub))
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise ProtocolError(f"a CellResult that does not load: {exc}") from None
    cls = TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ProtocolError(f"unknown type {name!r}")
    names = {f.name for f in dataclasses.fields(cls) if f.init}
    kwargs = {k: from_wire(v, unscrub) for k, v in data.items() if k in names}
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise ProtocolError(f"{name}: {exc}") from None


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ProtocolError("expected a list")
    return value


class Scrubber:
    """What the daemon applies to every string it sends: the sweep's secrets (its api key, secret
    argv and environment values, credential shapes) become ``***``, the results folder becomes
    ``$RESULTS`` (the client puts its own path back) and the home folder ``~``."""

    def __init__(self, sweep: Sweep, results_dir: Path) -> None:
        argv = [*sweep.server.extra_args, *(a for run in sweep.runs for a in run.extra_args)]
        env = {**sweep.server.env, **{k: v for run in sweep.runs for k, v in run.env.items()}}
        self._redact = Redactor.for_launch(argv, env, sweep.server.api_key)
        self._results = str(Path(results_dir).resolve())
        home = os.path.expanduser("~")
        self._home = home if home not in ("", "/") else None

    def __call__(self, text: str) -> str:
        text = self._redact(text)
        if self._results in text:
            text = text.replace(self._results, RESULTS_TOKEN)
        if self._home is not None and self._home in text:
            text = text.replace(self._home, "~")
        return text


def unscrubber(results_dir: Path) -> Callable[[str], str]:
    """The client's side of :class:`Scrubber`: ``$RESULTS`` back to the results folder's path."""
    folder = str(results_dir)

    def unscrub(text: str) -> str:
        return text.replace(RESULTS_TOKEN, folder) if RESULTS_TOKEN in text else text

    return unscrub


def restore_hidden(incoming: Any, original: Any, scrub: Callable[[str], str]) -> Any:
    """``incoming`` (a RunSpec or Workload a client edited from its scrubbed copy) with every field the
    client left as it was sent taken from ``original``: a hidden secret or a shortened path stays the
    real one instead of becoming ``***``."""
    if type(incoming) is not type(original) or not dataclasses.is_dataclass(incoming):
        return incoming
    changes: dict[str, Any] = {}
    for field in dataclasses.fields(incoming):
        if not field.init:
            continue
        mine = getattr(original, field.name)
        theirs = getattr(incoming, field.name)
        if to_wire(theirs, scrub) == to_wire(mine, scrub):
            changes[field.name] = mine
        elif _holds(to_wire(theirs), REDACTED):
            raise ValueError(f"{field.name}: a hidden value ({REDACTED}) cannot be edited from an attached client")
    return dataclasses.replace(incoming, **changes)  # type: ignore[type-var]


def _holds(data: Any, needle: str) -> bool:
    if isinstance(data, str):
        return needle in data
    if isinstance(data, list):
        return any(_holds(v, needle) for v in data)
    if isinstance(data, dict):
        return any(_holds(v, needle) for v in data.values())
    return False
