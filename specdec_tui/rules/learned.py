"""Learned known-crash rules: a TOML file beside the results that grows each time a configuration
crashes, so the same cells are flagged on the next pass and in later sweeps using that directory.

The file holds ``[[rule]]`` tables like a sweep's (``match``, ``reason``) plus what was learned:
``learned_at``, ``label``, ``first_fatal_line`` and the run, workload and sweep it came from.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterator, Mapping
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import tomli_w

from specdec_tui.domain.model import Rule
from specdec_tui.safety.safeio import RULES_FILE_LIMIT, UnreadableFile, read_capped, strip_bom
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.sweepfile.config import SweepError, atomic_write_text, loads_toml, rules_from_dict

RULES_FILENAME = "known_crashes.toml"
META_KEYS = ("learned_at", "label", "first_fatal_line", "hint", "run", "workload", "sweep")
_HEADER = (
    "# Known-crash rules learned by specdec-tui from crashes of runs whose results are in this folder.\n"
    "# Cells that match a rule are marked invalid by `specdec validate --rules` and skipped by the runner.\n"
    "# Copy a [[rule]] (match and reason) into a sweep file to keep it with the sweep.\n"
)


def rules_path(results_dir: str | Path) -> Path:
    """Where the learned rules of a results folder live."""
    return Path(results_dir) / RULES_FILENAME


def load_rules_file(path: str | Path) -> list[Rule]:
    """The rules in a learned-rules file; ``[]`` when it does not exist, SweepError when it is broken."""
    try:
        raw = read_capped(path, RULES_FILE_LIMIT, "rules file")
    except FileNotFoundError:
        return []
    except UnreadableFile as exc:
        raise SweepError(str(exc), path=path) from None
    return _parse_rules(_decode(raw, path), path)


def _decode(raw: bytes, path: str | Path) -> str:
    try:
        return strip_bom(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise SweepError("invalid TOML: the file is not UTF-8 text", path=path, line=line) from None


def _parse_rules(text: str, path: str | Path) -> list[Rule]:
    return rules_from_dict(loads_toml(text, path), path, meta_keys=META_KEYS)


def _normal(value: Any) -> Any:
    if isinstance(value, str):
        return ("s", value.casefold())
    if isinstance(value, bool):
        return ("b", value)
    if isinstance(value, (int, float)):
        return ("n", float(value))
    if isinstance(value, list):
        return ("l", tuple(_normal(v) for v in value))
    return ("o", repr(value))


def same_match(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """True when two matches test the same keys with the same values (text case-insensitively)."""
    return a.keys() == b.keys() and all(_normal(a[k]) == _normal(b[k]) for k in a)


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Serialise writers of one rules file (two sweeps sharing a results folder)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        yield
        return
    lock_path = path.with_name(f".{path.name}.lock")
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def learn_rule(path: str | Path, match: Mapping[str, Any], reason: str, **meta: Any) -> Rule:
    """Record that cells matching ``match`` crash, unless an identical match is already recorded.

    ``match`` holds backend, model, algorithm, gpu_arch, tp and the run's scalar speculative values;
    keys whose value is None are left out. ``meta`` keys are those of META_KEYS (``learned_at``
    defaults to now, UTC). Returns the rule as stored (the existing one for a duplicate). The file is
    rewritten atomically; a broken existing file raises SweepError and is left untouched."""
    unknown = sorted(set(meta) - set(META_KEYS))
    if unknown:
        raise TypeError(f"learn_rule: unknown metadata {', '.join(unknown)} (known: {', '.join(META_KEYS)})")
    target = Path(path)
    clean_match = {k: v for k, v in match.items() if v is not None}
    table: dict[str, Any] = {"match": clean_match, "reason": reason}
    meta.setdefault("learned_at", datetime.now(timezone.utc).isoformat(timespec="seconds"))
    for key in META_KEYS:
        if meta.get(key) is not None:
            table[key] = str(meta[key])
    # Check it the way the loader will, so a learned rule can always be read back.
    rules_from_dict({"rule": [table]}, target, meta_keys=META_KEYS)

    target.parent.mkdir(parents=True, exist_ok=True)
    with _locked(target):
        try:
            old_text = _decode(read_capped(target, RULES_FILE_LIMIT, "rules file"), target)
        except FileNotFoundError:
            old_text = ""
        existing = _parse_rules(old_text, target)
        for rule in existing:
            if same_match(rule.match, clean_match):
                return rule
        snippet = _table_text(table)
        if not old_text.strip():
            new_text = _HEADER + "\n" + snippet
        else:
            new_text = old_text + ("" if old_text.endswith("\n") else "\n") + "\n" + snippet
        rules = _parse_rules(new_text, target)  # never write what cannot be read back
        atomic_write_text(target, new_text)
    return rules[-1]


def _toml_value(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + " }"
    return tomli_w.dumps({"v": value}).split(" = ", 1)[1].rstrip("\n")


def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _toml_value(key)


def _table_text(table: Mapping[str, Any]) -> str:
    lines = ["[[rule]]"]
    lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in table.items()]
    return "\n".join(lines) + "\n"


def rule_to_toml(rule: Rule) -> str:
    """A ``[[rule]]`` snippet to paste into a sweep file (match and reason; what was learned goes in
    comments, made safe to show)."""
    comments = []
    if rule.meta.get("label") or rule.meta.get("learned_at"):
        parts = [p for p in (rule.meta.get("label"), rule.meta.get("learned_at")) if p]
        comments.append("# learned: " + ", ".join(parts))
    if rule.meta.get("first_fatal_line"):
        comments.append("# first fatal line: " + safe_text(rule.meta["first_fatal_line"], limit=200))
    if rule.meta.get("run"):
        comments.append("# from run: " + safe_text(rule.meta["run"], limit=200))
    return (
        "\n".join(comments)
        + ("\n" if comments else "")
        + _table_text({"match": rule.match, "reason": rule.reason})
    )
