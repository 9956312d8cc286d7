"""The words of a server log line, for display where space is short (records keep lines verbatim)."""

from __future__ import annotations

import re

# What a server puts before the words of a log line: process tags, timestamps, levels, file refs.
_LINE_PREFIX = re.compile(
    r"\s*(?:"
    r"\([^()]*\bpid=\d+\)"  # (VllmWorker rank=3 pid=268), (EngineCore pid=175)
    r"|\[[^\]]{0,120}\]:?"  # [2026-01-01 00:00:01 TP0], [multiproc_executor.py:470]
    r"|(?:ERROR|WARNING|WARN|INFO|CRITICAL|FATAL|DEBUG)\b"
    r"|\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?"  # ISO time
    r"|\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?"  # vLLM's 05-12 19:01:18
    r"|\d+\.\d\d\.\d{3}\.\d{3} [EWIDT]\b"  # llama.cpp's 0.01.514.210 E
    r")\s*"
)
_EXCEPTION_NAME = re.compile(r"(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception):\s+(?=\S)")


def line_core(line: str) -> str:
    """The words of a log line without its process tags, timestamps, level and exception class:
    ``(EngineCore pid=1) ERROR 05-12 19:01:18 [x.py:1] RuntimeError: CUDA error: ...`` ->
    ``CUDA error: ...``. For display where space is short; records keep the line verbatim."""
    text = line.strip()
    for _ in range(8):
        match = _LINE_PREFIX.match(text)
        if match is None or not match.group(0) or match.end() >= len(text):
            break
        text = text[match.end() :]
    match = _EXCEPTION_NAME.match(text)
    if match is not None:
        text = text[match.end() :]
    return text or line.strip()
