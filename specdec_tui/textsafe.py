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
_CONTROLS = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")


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
