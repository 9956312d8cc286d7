"""Themes loaded from TOML files into Textual ``Theme`` objects.

Looked for in the ``themes/`` folder beside the package (a checkout or an install that ships it),
inside the package, and in the user's folder (``$SPECDEC_THEMES_DIR`` or ``~/.config/specdec/themes``).
A later folder overrides an earlier one by theme name.
"""

from __future__ import annotations

import os
import sys
from dataclasses import fields
from pathlib import Path

from textual.theme import Theme

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib

import specdec_tui

THEME_PREFIX = "specdec-"
DEFAULT_THEME = "specdec-dark"
_COLOUR_KEYS = ("primary", "secondary", "warning", "error", "success", "accent", "foreground", "background",
                "surface", "panel", "boost")
_THEME_FIELDS = {f.name for f in fields(Theme)}


class ThemeFileError(ValueError):
    """A theme file that cannot be used; the message names the file and the key."""


def theme_dirs() -> list[Path]:
    package = Path(specdec_tui.__file__).resolve().parent
    user = os.environ.get("SPECDEC_THEMES_DIR")
    return [
        package.parent / "themes",
        package / "themes",
        Path(user) if user else Path.home() / ".config" / "specdec" / "themes",
    ]


def load_theme_file(path: Path) -> Theme:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ThemeFileError(f"{path}: cannot read: {exc}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ThemeFileError(f"{path}: {exc}") from exc
    unknown = sorted(set(data) - _THEME_FIELDS)
    if unknown:
        raise ThemeFileError(f"{path}: unknown key '{unknown[0]}'")
    name = data.get("name") or f"{THEME_PREFIX}{path.stem}"
    if not isinstance(name, str):
        raise ThemeFileError(f"{path}: 'name' must be a string")
    if not isinstance(data.get("primary"), str):
        raise ThemeFileError(f"{path}: 'primary' (a colour) is required")
    for key in _COLOUR_KEYS:
        if key in data and not isinstance(data[key], str):
            raise ThemeFileError(f"{path}: '{key}' must be a colour string")
    variables = data.get("variables", {})
    if not isinstance(variables, dict) or not all(isinstance(v, str) for v in variables.values()):
        raise ThemeFileError(f"{path}: [variables] must map names to strings")
    data = {**data, "name": name, "variables": dict(variables)}
    try:
        theme = Theme(**data)
        theme.to_color_system().generate()  # parses every colour: a bad one fails here, not mid-run
    except Exception as exc:  # Textual raises several error types for unparsable colours
        raise ThemeFileError(f"{path}: {exc}") from exc
    return theme


def load_themes(dirs: list[Path] | None = None) -> tuple[list[Theme], list[str]]:
    """Every theme found, and one line per theme file that could not be loaded."""
    themes: dict[str, Theme] = {}
    problems: list[str] = []
    for folder in dirs if dirs is not None else theme_dirs():
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.toml")):
            try:
                theme = load_theme_file(path)
            except ThemeFileError as exc:
                problems.append(str(exc))
                continue
            themes[theme.name] = theme
    return list(themes.values()), problems


def resolve_theme_name(name: str, available: set[str] | dict[str, Theme]) -> str | None:
    """``dark`` finds ``specdec-dark``; a full name is used as it is."""
    for candidate in (name, f"{THEME_PREFIX}{name}"):
        if candidate in available:
            return candidate
    return None
