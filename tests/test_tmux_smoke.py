"""Run tests/tmux_smoke.sh: the real `specdec demo` in tmux at 80x24, checked from the screen."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("tmux_smoke.sh")


@pytest.mark.slow
def test_demo_in_a_real_terminal() -> None:
    if shutil.which("tmux") is None:
        if os.environ.get("CI"):
            pytest.fail("CI is set but tmux is missing")
        pytest.skip("needs tmux")
    specdec = Path(sys.executable).with_name("specdec")
    env = {**os.environ, "SPECDEC": str(specdec)}
    proc = subprocess.run(["bash", str(SCRIPT)], capture_output=True, text=True, timeout=400, env=env)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert "tmux_smoke: OK" in proc.stdout
