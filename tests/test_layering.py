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


def import_cycles() -> list[list[str]]:
    """Every group of specdec_tui modules that import one another in a circle (strongly connected
    components of grimp's import graph, TYPE_CHECKING and function-level imports included)."""
    import grimp

    graph = grimp.build_graph("specdec_tui")
    modules = sorted(graph.modules)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m) & set(modules)) for m in modules}
    # Tarjan's algorithm, iterative (no recursion limit on long chains).
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    for root in modules:
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1 or node in edges[node]:
                    cycles.append(sorted(group))
    return cycles


def test_no_import_cycles_between_modules() -> None:
    cycles = import_cycles()
    assert not cycles, "modules importing each other in a circle: " + "; ".join(" <-> ".join(c) for c in cycles)


def test_the_cycle_finder_finds_a_cycle(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The finder itself can fail: a two-module circle in a throwaway package is reported."""
    import grimp

    package = tmp_path / "circlepkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from circlepkg import b\n")
    (package / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from circlepkg import a\n")
    (package / "c.py").write_text("from circlepkg import a\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    real_build = grimp.build_graph
    monkeypatch.setattr(grimp, "build_graph", lambda name, **kw: real_build("circlepkg", cache_dir=None))
    assert import_cycles() == [["circlepkg.a", "circlepkg.b"]]
