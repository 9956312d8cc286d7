"""Helpers of the contract tests: the pinned releases' sources (cached by ``.ci/server_sources.py``,
``make server-sources``), the facts read from them, and an argparse parser rebuilt from those facts.

A missing cache fails the test with the command that fills it; it is never skipped.
"""

from __future__ import annotations

import argparse
import difflib
import importlib.util
import itertools
import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from specdec_tui.backends.server_facts import ServerFacts, extract_facts, load_tables
from specdec_tui.domain.model import RunSpec, ServerSpec, Sweep
from specdec_tui.sweepfile.config import load_sweep

ROOT = Path(__file__).resolve().parent.parent


@cache
def _fetcher() -> Any:
    spec = importlib.util.spec_from_file_location("server_sources", ROOT / ".ci" / "server_sources.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sources(backend: str, version: str) -> Path:
    path: Path = _fetcher().source_dir(backend, version)
    if not (path / "WHEEL.json").is_file():
        pytest.fail(
            f"{backend} {version}: its released sources are not cached in {path}; "
            "run `make server-sources` (python .ci/server_sources.py) once, with network access"
        )
    return path


@cache
def facts(backend: str, version: str) -> ServerFacts:
    return extract_facts(backend, version, sources(backend, version))


def wheel_info(backend: str, version: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((sources(backend, version) / "WHEEL.json").read_text())
    return data


def table_diff(backend: str, version: str) -> str:
    """A unified diff of the shipped table against the one read from the release ('' when equal)."""
    shipped = load_tables().get(backend, {}).get(version)
    fresh = facts(backend, version).table()
    if shipped == fresh:
        return ""
    a = json.dumps(shipped, indent=1, sort_keys=True).splitlines()
    b = json.dumps(fresh, indent=1, sort_keys=True).splitlines()
    lines = difflib.unified_diff(
        a, b, f"server_facts.json [{backend} {version}]", f"{backend} {version} wheel source", lineterm="", n=1
    )
    return "\n".join(itertools.islice(lines, 200))


class ParseError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # argparse would print and exit 2, as the server does
        raise ParseError(message)


def parser_for(facts_: ServerFacts) -> argparse.ArgumentParser:
    """An argparse parser with exactly the release's option strings, value-taking and choices
    (allow_abbrev off: our argv must spell every flag in full)."""
    parser = _Parser(prog=f"{facts_.backend} {facts_.version}", allow_abbrev=False, add_help=False)
    for i, (name, flag) in enumerate(sorted(facts_.flags.items())):
        dest = f"opt{i}"
        if flag.takes_value:
            choices = [str(c) for c in flag.choices] if flag.choices is not None else None
            parser.add_argument(name, dest=dest, choices=choices)
        else:
            parser.add_argument(name, dest=dest, action="store_true")
    return parser


@cache
def _cached_parser(backend: str, version: str) -> argparse.ArgumentParser:
    return parser_for(facts(backend, version))


def parse(facts_: ServerFacts, options: list[str]) -> argparse.Namespace:
    return _cached_parser(facts_.backend, facts_.version).parse_args(options)


# -- what the adapters are asked to build ---------------------------------------------------------
EXAMPLE_DIRS = (ROOT / "sweeps", ROOT / "specdec_tui" / "sweeps")


def example_sweeps(backend: str) -> list[tuple[str, Sweep]]:
    out = []
    seen: set[Path] = set()
    for directory in EXAMPLE_DIRS:
        for path in sorted(directory.glob("*.toml")):
            if path.resolve() in seen:
                continue  # specdec_tui/sweeps is a link to sweeps/
            seen.add(path.resolve())
            sweep = load_sweep(path)
            if sweep.server.backend == backend:
                out.append((f"{directory.name}/{path.name}", sweep))
    return out


# One value per speculative key, chosen inside what the servers accept.
KEY_VALUES: dict[str, list[Any]] = {
    "draft_model": ["org/draft-model"],
    "num_steps": [3],
    "topk": [1, 4],
    "num_draft_tokens": [4, 16],
    "budget": [16],
    "block_size": [16],
    "ngram_min": [1],
    "ngram_max": [8],
}


def speculative_grid(algorithms: list[str]) -> Iterator[dict[str, Any]]:
    """Every algorithm with no key, each key alone, each pair of keys, and all keys at once."""
    keys = list(KEY_VALUES)
    for algorithm in ["none", *algorithms]:
        for size in (0, 1, 2):
            for combo in itertools.combinations(keys, size):
                for values in itertools.product(*(KEY_VALUES[k] for k in combo)):
                    yield {"algorithm": algorithm, **dict(zip(combo, values, strict=True))}
        yield {"algorithm": algorithm, **{k: v[0] for k, v in KEY_VALUES.items()}}


def server(backend: str, version: str | None, **kw: Any) -> ServerSpec:
    defaults: dict[str, Any] = {"model": "org/target-model", "context_length": 8192, "port": 30000}
    defaults.update(kw)
    return ServerSpec(backend=backend, version=version, **defaults)


def run_of(spec: dict[str, Any]) -> RunSpec:
    return RunSpec(name="r", speculative=dict(spec))


def presence_table(names: list[str], versions: list[str], present: Any) -> str:
    """A readable name x version grid ('yes' / 'MISSING')."""
    width = max(len(n) for n in names)
    lines = [" " * width + "  " + "  ".join(f"{v:>8}" for v in versions)]
    for name in names:
        marks = ["yes" if present(name, v) else "MISSING" for v in versions]
        lines.append(f"{name:<{width}}  " + "  ".join(f"{m:>8}" for m in marks))
    return "\n".join(lines)


__all__ = [
    "ParseError",
    "example_sweeps",
    "facts",
    "parse",
    "presence_table",
    "run_of",
    "server",
    "sources",
    "speculative_grid",
    "table_diff",
    "wheel_info",
]
