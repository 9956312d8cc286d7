"""Process-tree, port and redaction helpers for the server supervisor."""

from __future__ import annotations

import errno
import re
import signal
import socket
from collections.abc import Mapping

import psutil

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

REDACTED = "***"


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


# -- redaction -----------------------------------------------------------------------------------

# A flag whose value is a secret: names ending in token / api-key / secret / password and the like.
# "tokens" (--max-total-tokens) and "tokenizer" are not secrets.
_SECRET_FLAG = re.compile(
    r"^(?:-k|-{1,2}(?:[\w-]*[-_])?(?:token|api[-_]?keys?|keys?|secrets?|pass|passwords?|passwd|passphrase|"
    r"credentials?|auth|authorization|access[-_]key|private[-_]key|key[-_]?secret))$",
    re.IGNORECASE,
)
_SECRET_HEADER = re.compile(r"^\s*(authorization|proxy-authorization|x-api-key|api-key|cookie|[\w-]*token)\s*:", re.I)
_SECRET_WORDS = {
    "KEY", "KEYS", "APIKEY", "APIKEYS", "TOKEN", "SECRET", "PASS", "PASSWORD", "PASSWD", "PASSPHRASE",
    "CREDENTIALS", "CREDENTIAL", "AUTH",
}  # fmt: skip
_SECRET_SUFFIXES = ("TOKEN", "KEY", "KEYS", "SECRET", "PASS", "PASSWORD", "PASSWD", "CREDENTIAL", "CREDENTIALS")
_ENV_ARG = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=(.*)$", re.S)
_URL_USERINFO = re.compile(r"(\b[a-z][a-z0-9+.-]*://)([^/@\s:]*):([^/@\s]*)@", re.I)
_URL_SECRET_PARAM = re.compile(
    r"([?&;](?:[\w.-]*token|api[_-]?key|apikey|key|secret|password|passwd|sig|signature|auth|"
    r"x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#\s]*",
    re.I,
)
_BEARER = re.compile(r"\b(bearer)(\s+)[^\s\"',]+", re.I)
# Values shaped like a secret wherever they appear: OpenAI/Anthropic-style "sk-" keys, Hugging Face
# "hf_" tokens, GitHub and Slack tokens, AWS access key ids.
_SECRET_SHAPE = re.compile(
    r"(?<![A-Za-z0-9_-])(?:sk-[A-Za-z0-9_-]{12,}|hf_[A-Za-z0-9]{12,}|gh[pousr]_[A-Za-z0-9]{20,}"
    r"|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16})"
)
SECRET_SHAPE_HINTS = ("sk-", "hf_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "xox", "AKIA")
# "api_key": "..." inside a JSON-valued argument (e.g. --speculative-config)
_JSON_SECRET = re.compile(r'("(?:[\w-]*token|[\w-]*api[_-]?key|[\w-]*secret|[\w-]*password)"\s*:\s*")[^"]*(")', re.I)


def _secret_name(name: str) -> bool:
    """True for an environment-style name that holds a secret (HF_TOKEN, OPENAI_API_KEY, ...)."""
    upper = name.upper()
    words = [w for w in re.split(r"[^A-Z0-9]+", upper) if w]
    if any(w in _SECRET_WORDS for w in words):
        return True
    return upper.replace("_", "").endswith(_SECRET_SUFFIXES)


def _redact_text(text: str) -> str:
    """Credentials inside free text: URL user:password, secret query parameters, bearer tokens."""
    if "://" in text or "=" in text:
        text = _URL_USERINFO.sub(lambda m: f"{m.group(1)}{m.group(2)}:{REDACTED}@", text)
        text = _URL_SECRET_PARAM.sub(lambda m: m.group(1) + REDACTED, text)
    if _SECRET_HEADER.match(text):
        name = text.split(":", 1)[0]
        return f"{name}: {REDACTED}"
    if '"' in text:
        text = _JSON_SECRET.sub(lambda m: m.group(1) + REDACTED + m.group(2), text)
    if any(hint in text for hint in SECRET_SHAPE_HINTS):
        text = _SECRET_SHAPE.sub(REDACTED, text)
    return _BEARER.sub(lambda m: f"{m.group(1)}{m.group(2)}{REDACTED}", text)


def _redact_value(value: str) -> str:
    env_like = _ENV_ARG.match(value)
    if env_like and _secret_name(env_like.group(1)):
        return f"{env_like.group(1)}={REDACTED}"
    return _redact_text(value)


def redact_argv(argv: list[str]) -> list[str]:
    """A copy of ``argv`` safe to show or record: secret flag values, secret headers, ``NAME=value``
    arguments with secret-looking names and credentials in URLs become ``***``; flag names stay."""
    out: list[str] = []
    hide_next = False
    for arg in argv:
        if hide_next:
            hide_next = False
            out.append(REDACTED)
            continue
        if arg.startswith("-") and "=" in arg:
            flag, value = arg.split("=", 1)
            if _SECRET_FLAG.match(flag):
                out.append(f"{flag}={REDACTED}")
            else:
                out.append(f"{flag}={_redact_value(value)}")
            continue
        if _SECRET_FLAG.match(arg):
            hide_next = True
            out.append(arg)
            continue
        out.append(_redact_value(arg))
    return out


def redact_env(env: Mapping[str, str]) -> dict[str, str]:
    """A copy of ``env`` with secret-looking variables (``*_TOKEN``, ``*_API_KEY``, ``*SECRET*``,
    ``*PASSWORD*``) as ``***`` and credentials in URL values (proxies) removed."""
    return {key: (REDACTED if _secret_name(key) else _redact_text(value)) for key, value in env.items()}


def signal_name(sig: int) -> str:
    """``SIGTERM`` for 15; the number when it has no name."""
    try:
        return signal.Signals(sig).name
    except ValueError:
        return str(sig)


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port that is free on ``host`` right now (the kernel picks it)."""
    family, address = _bind_host(host)
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.bind((address, 0))
        return int(sock.getsockname()[1])
