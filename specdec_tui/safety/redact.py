"""The one redactor: hides secrets in anything shown or stored (argv, environment, free text, and
the lines a server prints). Patterns and functions live here only; ``server.procutil`` re-exports the
argv/env functions for its old importers."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping, Sequence

from specdec_tui.safety.textsafe import has_unsafe, safe_text

REDACTED = "***"

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


# -- what a server prints -------------------------------------------------------------------------

# Shorter secret values are not hidden in server output: "1" or "true" would blank out half a log.
MIN_SECRET_LEN = 6


class Redactor:
    """Hides a launch's secrets in what its server prints: the values it was given (api key, secret
    argv values, secret environment values) and credentials in free text (URL user:password,
    ``?token=``, bearer tokens)."""

    def __init__(self, secrets: Iterable[str]) -> None:
        values = sorted({s for s in secrets if len(s) >= MIN_SECRET_LEN}, key=len, reverse=True)
        self._values = tuple(values)  # longest first: a secret that contains another goes whole
        self._known = re.compile("|".join(map(re.escape, values))) if values else None

    def __call__(self, text: str) -> str:
        # Substring tests first: much faster than the alternation on lines that hold no secret.
        if self._known is not None and any(value in text for value in self._values):
            text = self._known.sub(REDACTED, text)
        if may_hold_credentials(text):
            text = _redact_text(text)
        return text

    def lines(self, lines: list[str]) -> tuple[str, ...]:
        """Log lines made safe to show: one pass over the whole batch, line by line only when the
        batch holds a control character, a known secret or something that looks like a credential."""
        joined = "\n".join(lines)  # the lines hold no newline, so a hit is a hit in some line
        if not has_unsafe(joined, newlines=True) and not any(value in joined for value in self._values) \
                and not may_hold_credentials(joined):
            return tuple(lines)
        return tuple(self(safe_text(line)) for line in lines)

    @classmethod
    def for_launch(
        cls, argv: Sequence[str], env: Mapping[str, str], api_key: str | None = None, *, inherit_env: bool = True
    ) -> Redactor:
        """The redactor of one server launch: its api key, the values ``redact_argv`` hides in its
        argv, and its secret-named environment values (the inherited environment's too, by default)."""
        secrets = [api_key or ""]
        argv = list(argv)
        for arg, shown in zip(argv, redact_argv(argv), strict=True):
            if arg != shown:
                secrets.extend(_hidden_parts(arg, shown))
        full_env = {**os.environ, **env} if inherit_env else dict(env)
        secrets.extend(value for name, value in full_env.items() if _secret_name(name))
        return cls(secrets)


def _hidden_parts(arg: str, shown: str) -> list[str]:
    """The parts of ``arg`` that ``shown`` (its redacted form) replaced by ``***``."""
    pattern = "(.*?)".join(re.escape(piece) for piece in shown.split(REDACTED))
    match = re.fullmatch(pattern, arg, re.S)
    return [part for part in match.groups() if part] if match else [arg]


_HEADER_START = re.compile(
    r"^[ \t]*(?:authorization|proxy-authorization|x-api-key|api-key|cookie|[\w-]*token)[ \t]*:", re.M
)
# Words without which _HEADER_START cannot match ("#token:" in SGLang's decode lines is not a header).
_HEADER_WORDS = ("authorization", "api-key", "cookie", "-token", "_token", "\ntoken")


def may_hold_credentials(line: str) -> bool:
    """A cheap test (a server can print 100k lines/s) for what ``_redact_text`` looks for, in one line
    or in a batch of lines joined by newlines."""
    low = "\n" + line.lower()
    return (
        ("://" in line and "@" in line)
        or any(hint in line for hint in SECRET_SHAPE_HINTS)
        or "bearer" in low
        or ("=" in line and ("?" in line or "&" in line or ";" in line))
        or ('"' in line and ('token"' in low or 'key"' in low or 'secret"' in low or 'password"' in low))
        or (any(word in low for word in _HEADER_WORDS) and _HEADER_START.search(low) is not None)
    )
