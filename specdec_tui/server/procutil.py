"""Process-tree and port helpers for the server supervisor (redaction lives in safety/redact.py)."""

from __future__ import annotations

import errno
import socket

import psutil

from specdec_tui.safety.redact import (  # noqa: F401  (re-exported: the run/ modules import them from here)
    REDACTED,
    SECRET_SHAPE_HINTS,
    _redact_text,
    _secret_name,
    redact_argv,
    redact_env,
)
from specdec_tui.server.reaper import set_child_subreaper, set_pdeathsig

__all__ = [
    "descendants",
    "port_holder",
    "port_is_free",
    "redact_argv",
    "redact_env",
    "set_child_subreaper",
    "set_pdeathsig",
]

# -- process trees -------------------------------------------------------------------------------


def descendants(pid: int) -> list[psutil.Process]:
    """All live descendants of ``pid`` (empty when it is gone)."""
    try:
        return psutil.Process(pid).children(recursive=True)
    except (psutil.NoSuchProcess, psutil.AccessDenied):
        return []


# -- ports ---------------------------------------------------------------------------------------


def _bind_host(host: str) -> tuple[int, str]:
    """(family, address) to bind for ``host``; OSError naming the host when it does not resolve."""
    if host in ("", "localhost"):
        return socket.AF_INET, "127.0.0.1"
    address = host.strip("[]")
    if ":" in address:
        return socket.AF_INET6, address
    if address.replace(".", "").isdigit():
        return socket.AF_INET, address
    try:
        infos = socket.getaddrinfo(address, None, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as exc:  # gaierror; UnicodeError: a name the IDNA codec refuses
        why = getattr(exc, "strerror", None) or str(exc)
        raise OSError(f"cannot resolve host {address!r}: {why}") from None
    family, _, _, _, sockaddr = infos[0]
    return family, str(sockaddr[0])


def port_is_free(host: str, port: int) -> bool:
    """True when a server could bind ``host:port`` now.

    SO_REUSEADDR mirrors what servers (uvicorn, llama-server) set, so sockets in TIME_WAIT left by
    our own health probes do not count as taken; a listening or bound socket does."""
    family, address = _bind_host(host)
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((address, port))
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                return False
            raise
    return True


def _describe(pid: int) -> str:
    try:
        proc = psutil.Process(pid)
        cmdline = proc.cmdline() or [proc.name()]
    except (psutil.NoSuchProcess, psutil.AccessDenied):
        return f"pid {pid}"
    text = " ".join(redact_argv(cmdline))
    if len(text) > 120:
        text = text[:119] + "…"
    return f"pid {pid} ({text})"


def port_holder(host: str, port: int) -> str | None:
    """Which process holds ``host:port`` (listening or bound), e.g. ``pid 1234 (python3 -m ...)``;
    None when the system does not say (another user's process, or no permission)."""
    _, address = _bind_host(host)
    wildcards = {"0.0.0.0", "::", address}
    try:
        connections = psutil.net_connections(kind="tcp")
    except (psutil.AccessDenied, OSError):
        return None
    owners: list[int] = []
    for conn in connections:
        if not conn.laddr or conn.laddr.port != port or conn.raddr:
            continue
        if conn.status not in (psutil.CONN_LISTEN, psutil.CONN_CLOSE, psutil.CONN_NONE):
            continue
        if address not in ("0.0.0.0", "::") and conn.laddr.ip not in wildcards:
            continue
        if conn.pid is not None and conn.pid not in owners:
            owners.append(conn.pid)
    if not owners:
        return None
    return ", ".join(_describe(pid) for pid in owners)


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port that is free on ``host`` right now (the kernel picks it)."""
    family, address = _bind_host(host)
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.bind((address, 0))
        return int(sock.getsockname()[1])
