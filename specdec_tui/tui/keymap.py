"""The user's keymap: a TOML file mapping binding ids to keys, applied with ``App.set_keymap``.

``$SPECDEC_KEYMAP`` names the file, else ``~/.config/specdec/keymap.toml``. Either a flat table or a
``[keys]`` table::

    [keys]
    "queue.edit" = "enter,e"
    "sweep.pause" = ["space", "p"]
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib


def keymap_path() -> Path:
    configured = os.environ.get("SPECDEC_KEYMAP")
    return Path(configured) if configured else Path.home() / ".config" / "specdec" / "keymap.toml"


def load_keymap(path: Path, known_ids: Iterable[str]) -> tuple[dict[str, str], list[str]]:
    """The keymap and one line per problem (file unreadable, unknown id, bad value); a missing file
    is an empty keymap, not a problem."""
    if not path.exists():
        return {}, []
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        return {}, [f"{path}: cannot read: {exc}"]
    except tomllib.TOMLDecodeError as exc:
        return {}, [f"{path}: {exc}"]
    table = data.get("keys", data) if set(data) <= {"keys"} else data
    if not isinstance(table, dict):
        return {}, [f"{path}: [keys] must be a table"]
    known = set(known_ids)
    keymap: dict[str, str] = {}
    problems: list[str] = []
    for binding_id, value in table.items():
        if binding_id not in known:
            problems.append(f"{path}: unknown binding id '{binding_id}'")
            continue
        if isinstance(value, list) and value and all(isinstance(v, str) and v for v in value):
            keymap[binding_id] = ",".join(value)
        elif isinstance(value, str) and value.strip():
            keymap[binding_id] = value.strip()
        else:
            problems.append(f"{path}: '{binding_id}' must be a key string or a list of them")
    return keymap, problems
