"""`specdec open` and `specdec demo` up to the point where the TUI would start."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from specdec_tui.cli.commands.demo import demo_sweep_path, fresh_results_dir
from specdec_tui.cli.commands.open import check_theme
from specdec_tui.sweepfile.config import load_sweep


def specdec(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "specdec_tui", *args], capture_output=True, text=True, timeout=60, cwd=cwd
    )


def test_the_demo_sweep_ships_beside_the_package_and_loads() -> None:
    path = demo_sweep_path()
    assert path is not None and path.name == "demo.toml"
    sweep = load_sweep(path)
    assert sweep.server.backend == "sim"
    assert {w.name for w in sweep.workloads} >= {"long-context"}


def test_each_demo_gets_a_fresh_results_folder(tmp_path: Path) -> None:
    now = datetime(2026, 1, 2, 3, 4, 5)
    first = fresh_results_dir(tmp_path, now)
    assert first == tmp_path / "demo-20260102-030405"
    first.mkdir()
    second = fresh_results_dir(tmp_path, now)
    assert second == tmp_path / "demo-20260102-030405-2"


def test_theme_names_resolve_with_or_without_the_prefix() -> None:
    assert check_theme(None) is None
    assert check_theme("light") is None
    assert check_theme("specdec-high-contrast") is None
    assert check_theme("nord") is None  # a Textual theme works too (the TCSS names variables only)
    problem = check_theme("neon")
    assert problem is not None and "unknown theme 'neon'" in problem and "high-contrast" in problem


@pytest.mark.slow  # measured 1.9 s
def test_open_reports_bad_input_in_one_line(tmp_path: Path) -> None:
    missing = specdec("open", str(tmp_path / "nope.toml"), cwd=tmp_path)
    assert missing.returncode == 2
    assert missing.stderr.strip().count("\n") == 0 and "nope.toml" in missing.stderr

    bad = tmp_path / "bad.toml"
    bad.write_text('name = "x"\n[server]\nbackend = "sim"\nmodel = "m"\nbudgit = 3\n')
    result = specdec(str(bad), cwd=tmp_path)  # `specdec FILE` is `specdec open FILE`
    assert result.returncode == 2
    assert result.stderr.startswith("specdec: ") and "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0

    theme = specdec("open", str(demo_sweep_path()), "--theme", "neon", "--results", str(tmp_path / "r"), cwd=tmp_path)
    assert theme.returncode == 2 and "unknown theme 'neon'" in theme.stderr
    assert not (tmp_path / "r").exists()


@pytest.mark.slow  # measured 0.6 s
def test_open_refuses_to_mix_results_without_resume(tmp_path: Path) -> None:
    results = tmp_path / "r"
    results.mkdir()
    (results / "results.jsonl").write_text("")
    result = specdec("open", str(demo_sweep_path()), "--results", str(results), cwd=tmp_path)
    assert result.returncode == 2 and "--resume" in result.stderr
