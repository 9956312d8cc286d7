"""Make untrusted bytes from a server safe to show: no control or escape sequence reaches a terminal."""

from __future__ import annotations

import re

# CSI, OSC (terminated by BEL or ST), other two-byte ESC sequences, and C0/C1 controls except tab.
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI ... final byte
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC ... BEL or ST (or unterminated)
    r"|\x1b[PX^_][^\x1b]*(?:\x1b\\)?"  # DCS, SOS, PM, APC strings
    r"|\x1b[@-Z\\-_]"  # other Fe escapes
    r"|\x1b"  # a lone ESC
)
# What safe_text escapes: C0 and C1 controls (ESC and newline included) but tab. The one definition of
# an unsafe character: every other fast "is this line safe as it is?" test uses has_unsafe.
_CONTROLS = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")
_CONTROLS_BUT_NEWLINE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def has_unsafe(text: str, *, newlines: bool = False) -> bool:
    """Whether :func:`safe_text` would change ``text`` (a control or escape character in it). With
    ``newlines``, a newline is not counted: for a batch of lines joined by newlines."""
    if text.isprintable():  # the common case, much faster than a regex search
        return False
    return (_CONTROLS_BUT_NEWLINE if newlines else _CONTROLS).search(text) is not None


def strip_ansi(text: str) -> str:
    """Remove terminal escape sequences (colour, OSC title/clipboard, ...), keep the text."""
    if "\x1b" not in text:
        return text
    return _ESCAPES.sub("", text)


def safe_text(data: bytes | str, limit: int | None = None) -> str:
    """Printable text: invalid UTF-8 replaced, escapes stripped, other controls shown as ``\\xNN``."""
    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    if limit is not None and len(text) > limit:
        text = text[:limit] + f"… [{len(text) - limit} more chars]"
    text = strip_ansi(text)
    if _CONTROLS.search(text):
        text = _CONTROLS.sub(lambda m: f"\\x{ord(m.group()):02x}", text)
    return text


def safe_number(value: float | int | None, digits: int = 1, *, empty: str = "") -> str:
    """A number as a short, printable cell: ``empty`` for None, NaN and infinities (not ``nan``/``inf``);
    magnitudes of 1e15 and beyond (and 300-digit integers) in exponent form."""
    if value is None or isinstance(value, bool):
        return empty
    if isinstance(value, int) and abs(value) < 10**15:
        return str(value)
    try:
        number = float(value)
    except (OverflowError, ValueError, TypeError):
        return empty
    if number != number or number in (float("inf"), float("-inf")):
        return empty
    if abs(number) >= 1e15:
        return f"{number:.{max(digits, 3)}e}"
    return f"{number:.{digits}f}"


def safe_data(value: object, limit: int | None = None) -> object:
    """``value`` (JSON-like: dicts, lists, strings, numbers) with every string through :func:`safe_text`,
    keys included, and non-finite floats as None; for exports and anything else printed from records."""
    if isinstance(value, str):
        return safe_text(value, limit)
    if isinstance(value, float):
        return value if value == value and value not in (float("inf"), float("-inf")) else None
    if isinstance(value, dict):
        return {safe_text(str(k), limit): safe_data(v, limit) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [safe_data(v, limit) for v in value]
    return value
