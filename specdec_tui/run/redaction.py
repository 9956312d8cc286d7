"""Hides a launch's secrets in what its server prints (log lines, fatal lines, reasons)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

from specdec_tui.backends.base import LaunchPlan
from specdec_tui.domain.model import ServerSpec
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.server.procutil import REDACTED, SECRET_SHAPE_HINTS, _redact_text, _secret_name, redact_argv

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
        if _may_hold_credentials(text):
            text = _redact_text(text)
        return text

    def lines(self, lines: list[str]) -> tuple[str, ...]:
        """Log lines made safe to show: one pass over the whole batch, line by line only when the
        batch holds a control character, a known secret or something that looks like a credential."""
        joined = "\n".join(lines)  # the lines hold no newline, so a hit is a hit in some line
        printable = " ".join(lines).isprintable() or _UNSAFE.search(joined) is None
        if printable and not any(value in joined for value in self._values) and not _may_hold_credentials(joined):
            return tuple(lines)
        return tuple(self(safe_text(line)) for line in lines)

    @classmethod
    def for_launch(cls, plan: LaunchPlan | None, server: ServerSpec) -> Redactor:
        secrets = [server.api_key or ""]
        argv = plan.argv if plan is not None else []
        for arg, shown in zip(argv, redact_argv(argv), strict=True):
            if arg != shown:
                secrets.extend(_hidden_parts(arg, shown))
        env = {**os.environ, **server.env, **(plan.env if plan is not None else {})}
        secrets.extend(value for name, value in env.items() if _secret_name(name))
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
# What textsafe.safe_text changes: C0/C1 controls (ESC included) but tab; newline cannot occur in a line.
_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _may_hold_credentials(line: str) -> bool:
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
