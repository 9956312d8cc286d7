"""The slots executor on the sim: four GPU slots declared, jobs run at once on disjoint
CUDA_VISIBLE_DEVICES sets, and the cells and statuses match a local run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from specdec_tui.run.results import ResultsStore

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parent.parent


def specdec(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "specdec_tui", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_demo_on_four_gpu_slots_matches_a_local_run(tmp_path: Path) -> None:
    sweep = tmp_path / "demo4.toml"
    sweep.write_text((ROOT / "sweeps" / "demo.toml").read_text().replace("[hardware]", "[hardware]\ngpus = [0, 1, 2, 3]"))
    local = specdec("run", str(sweep), "--headless", "--no-gpu", "--executor", "local", "--results", str(tmp_path / "l"), cwd=tmp_path)
    slots = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "s"), cwd=tmp_path)
    assert local.returncode == 1 and slots.returncode == 1, slots.stdout[-2000:] + slots.stderr
    def got(folder: str) -> dict[str, str]:
        return {k: str(r.status) for k, r in ResultsStore(tmp_path / folder / "results.jsonl").latest().items()}
    assert got("s") == got("l")
    assert not (tmp_path / "l" / "jobs.jsonl").exists()  # --executor local ran one server at a time here, placing no job
    jobs = [json.loads(line) for line in (tmp_path / "s" / "jobs.jsonl").read_text().splitlines()]
    placed = [j for j in jobs if j["state"] == "SUBMITTED"]
    assert len(placed) == 7 and {j["executor"] for j in placed} == {"slots"}
    # the first four jobs went out at once, each on its own GPU
    assert [j["where"] for j in placed[:4]] == ["GPU 0", "GPU 1", "GPU 2", "GPU 3"]
    assert all(j["state"] == "COMPLETED" for j in jobs if j["state"] != "SUBMITTED")


def test_gpus_per_job_gives_each_job_a_set_of_that_size(tmp_path: Path) -> None:
    # llama-server has no tp flag and splits its layers over every GPU it sees: [executor] gpus_per_job is how a
    # slots job gets two of them (seen on the two-GPU H200: with tp = 1 each job got one GPU and could split nothing)
    text = (ROOT / "sweeps" / "demo.toml").read_text().replace("[hardware]", "[hardware]\ngpus = [0, 1, 2, 3]")
    sweep = tmp_path / "demo-pairs.toml"
    sweep.write_text(text + '\n[executor]\nkind = "slots"\ngpus_per_job = 2\n')
    done = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "s"), cwd=tmp_path)
    assert done.returncode == 1, done.stdout[-2000:] + done.stderr
    jobs = [json.loads(line) for line in (tmp_path / "s" / "jobs.jsonl").read_text().splitlines()]
    placed = [j["where"] for j in jobs if j["state"] == "SUBMITTED"]
    assert len(placed) == 7 and set(placed) == {"GPU 0,1", "GPU 2,3"}, placed
