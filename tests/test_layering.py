"""The core never imports Textual: each core module is imported alone in a fresh interpreter."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import pytest

import specdec_tui


def core_modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(specdec_tui.__path__, prefix="specdec_tui."):
        if info.name.startswith("specdec_tui.tui") or info.name.endswith("__main__"):
            continue
        # Command modules that exist to open the TUI import it lazily, inside their run().
        names.append(info.name)
    return sorted(names)


def test_there_are_core_modules() -> None:
    names = core_modules()
    assert "specdec_tui.run.controller" in names and "specdec_tui.triage.classifier" in names


@pytest.mark.slow  # measured 7.2 s
@pytest.mark.parametrize("module", core_modules())
def test_core_module_does_not_import_textual(module: str) -> None:
    code = (
        "import importlib, sys\n"
        f"importlib.import_module({module!r})\n"
        "bad = sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.'))\n"
        "print(','.join(bad))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "", f"{module} imports {proc.stdout.strip()}"
