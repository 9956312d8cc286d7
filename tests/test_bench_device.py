"""The device scripts' own pieces that can run here (bench/device/)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow  # measured 0.5 s
def test_make_venv_sees_the_base_pythons_own_packages(tmp_path: Path) -> None:
    """gpu_llamacpp_sweep.sh's venv over the device's Python: on 3.10 and 3.11 its old .pth line (a list
    comprehension) failed with NameError and the venv saw none of the device's packages."""
    venv = tmp_path / "venv"
    made = subprocess.run(
        ["bash", str(ROOT / "bench/device/make_venv.sh"), sys.executable, str(venv)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert made.returncode == 0, made.stdout + made.stderr
    # textual is installed in this interpreter's own site-packages only (a venv), not in its base's
    probe = subprocess.run(
        [str(venv / "bin/python"), "-c", "import textual, sys; print(sys.prefix)"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert probe.returncode == 0 and "Error processing line" not in probe.stderr, probe.stderr
    assert probe.stdout.strip() == str(venv)
