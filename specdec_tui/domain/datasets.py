"""What a workload may name: the packaged datasets, the file formats, the turns and the request APIs."""

from __future__ import annotations

BUILTIN = ("sharegpt", "gsm8k", "humaneval", "gpqa", "aime")
FORMATS = ("spec-bench", "sharegpt", "jsonl", "text")
TURNS = ("first", "all")
APIS = ("chat", "completion")


def is_builtin(name: str) -> bool:
    return name.lower() in BUILTIN
