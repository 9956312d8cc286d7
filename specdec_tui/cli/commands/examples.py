"""``specdec examples``: the example sweeps installed with the package, usable by name.

``specdec run demo``, ``specdec validate llamacpp-draft``, ``specdec open demo``: a sweep argument that
is not a file but names a packaged example (with or without ``.toml``) means that example, so an
installed user needs no path into site-packages.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import specdec_tui
from specdec_tui.safety.textsafe import safe_text


def examples_dir() -> Path:
    return Path(specdec_tui.__file__).resolve().parent / "sweeps"


def examples() -> list[Path]:
    """The packaged example sweep files, by name."""
    folder = examples_dir()
    try:
        return sorted(p for p in folder.glob("*.toml") if p.is_file())
    except OSError:
        return []


def resolve_sweep(arg: str) -> str:
    """``arg`` itself when it is a file (or looks like a path); else the packaged example it names."""
    path = Path(arg)
    if path.exists() or "/" in arg or "\\" in arg:
        return arg
    name = arg[: -len(".toml")] if arg.endswith(".toml") else arg
    for example in examples():
        if example.stem == name:
            return str(example)
    return arg


def not_found_hint() -> str:
    names = ", ".join(p.stem for p in examples())
    return f" (packaged examples: {names}; 'specdec examples' lists them)" if names else ""


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "examples",
        help="list the example sweeps installed with the package (run one with: specdec run NAME --headless)",
    )
    p.add_argument("--path", action="store_true", help="print the full path of each file instead")
    p.set_defaults(func=run)


def _description(path: Path) -> str:
    from specdec_tui.sweepfile.config import SweepError, load_sweep

    try:
        sweep = load_sweep(path)
    except (SweepError, OSError) as exc:
        return f"(cannot be loaded: {exc})"
    cells = len(sweep.cells())
    text = getattr(sweep, "description", "") or sweep.name
    return f"{sweep.server.backend}, {cells} cells: {text}"


def run(args: argparse.Namespace) -> int:
    found = examples()
    if not found:
        print("specdec: no example sweeps are installed with this package", file=sys.stderr)
        return 2
    if args.path:
        for path in found:
            print(path)
        return 0
    width = max(len(p.stem) for p in found)
    for path in found:
        print(safe_text(f"{path.stem:<{width}}  {_description(path)}"))
    print(f"\nrun one: specdec run NAME --headless   (files in {examples_dir()})")
    return 0
