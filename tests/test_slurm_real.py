"""The Slurm executor against a real single-node Slurm (slurmctld + slurmd + munge), which the
session fixture installs and starts through .ci/slurm-up.sh. Under CI a Slurm that cannot be
installed or started fails these tests with its reason; elsewhere they are skipped with it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from specdec_tui.run.results import ResultsStore

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "sweeps" / "demo.toml"
# Polls the test controller makes (real clusters: seconds; here the jobs last seconds).
FAST_POLL = '\n[executor]\npoll_s = 0.3\n'


@pytest.fixture(scope="session")
def slurm() -> Iterator[None]:
    done = subprocess.run(["bash", str(ROOT / ".ci" / "slurm-up.sh")], capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        why = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
        message = f"a single-node Slurm could not be started by .ci/slurm-up.sh: {why}"
        if os.environ.get("CI"):
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    yield


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}


def specdec(*args: str, cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "specdec_tui", *args], cwd=cwd, env=env(), capture_output=True, text=True, timeout=timeout
    )


def statuses(folder: Path) -> dict[str, str]:
    return {key: str(r.status) for key, r in ResultsStore(folder / "results.jsonl").latest().items()}


def ledger(folder: Path) -> list[dict[str, object]]:
    path = folder / "jobs.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def active_jobs(ids: list[str]) -> list[str]:
    """Our jobs that squeue lists as pending or running (squeue without --states)."""
    if not ids:
        return []
    out = subprocess.run(["squeue", "--noheader", "--format=%i", f"--jobs={','.join(ids)}"],
                         capture_output=True, text=True).stdout  # fmt: skip
    return out.split()


def wait_for(predicate, timeout: float, what: str):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def test_demo_through_slurm_records_what_a_local_run_does(slurm: None, tmp_path: Path) -> None:
    sweep = tmp_path / "demo.toml"
    sweep.write_text(DEMO.read_text() + FAST_POLL)
    local = specdec("run", str(sweep), "--headless", "--no-gpu", "--results", str(tmp_path / "local"), cwd=tmp_path)
    remote = specdec("run", str(sweep), "--headless", "--no-gpu", "--executor", "slurm",
                     "--results", str(tmp_path / "slurm"), cwd=tmp_path)  # fmt: skip
    assert local.returncode == 1, local.stderr  # 1: the two crashes the demo is built around
    assert remote.returncode == 1, remote.stdout[-3000:] + remote.stderr
    expected = statuses(tmp_path / "local")
    got = statuses(tmp_path / "slurm")
    assert got == expected  # same keys, same statuses, cell for cell
    assert sorted(k for k, s in got.items() if s == "crashed") == ["ddtree-b12 / chat", "ddtree-b8 / chat"]
    crashed = [r for r in ResultsStore(tmp_path / "slurm" / "results.jsonl").load() if r.status == "crashed"]
    assert {r.triage_label for r in crashed} == {"cuda_illegal_instruction"}
    assert all(r.first_fatal_line and "illegal instruction" in r.first_fatal_line for r in crashed)
    # one Slurm job per server job (the seven runs), each ended, none left in the queue
    jobs = ledger(tmp_path / "slurm")
    submitted = [j for j in jobs if j["state"] == "SUBMITTED"]
    assert sorted(j["job"] for j in submitted) == sorted(
        ["baseline", "ddtree-b8", "ddtree-b12", "ddtree-b15", "ddtree-b16", "ddtree-b32", "ddtree-b64"]
    )
    ended = {j["job_id"]: j for j in jobs if j["state"] != "SUBMITTED"}
    assert set(ended) == {j["job_id"] for j in submitted}
    assert all(j["keys"] == [] for j in ended.values())  # nothing left unfinished
    assert active_jobs([str(j["job_id"]) for j in submitted]) == []
    # the invalid cells were recorded by the controller, the measured ones by jobs on the node
    assert "ended" not in remote.stdout or "unfinished" not in remote.stdout


def long_sweep(tmp_path: Path) -> Path:
    """Two runs whose cells last long enough to be caught running."""
    text = DEMO.read_text().replace("requests = 4\n", "requests = 60\n", 1) + FAST_POLL
    text = text.replace("budget = [8, 12, 15, 16, 32, 64]", "budget = [16]")
    path = tmp_path / "long.toml"
    path.write_text(text)
    return path


def start(sweep: Path, results: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--executor", "slurm",
         "--results", str(results), *extra],
        cwd=sweep.parent, env=env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip


def running_ids(results: Path, count: int) -> list[str]:
    ids = [str(j["job_id"]) for j in ledger(results) if j["state"] == "SUBMITTED"]
    if len(ids) < count:
        return []
    out = subprocess.run(["squeue", "--noheader", "--format=%i %T", f"--jobs={','.join(ids)}"],
                         capture_output=True, text=True).stdout  # fmt: skip
    running = [line.split()[0] for line in out.splitlines() if line.split()[1:] == ["RUNNING"]]
    # and its cell's server is up: the job's output says the cell started
    return running if len(running) == count else []


def test_abort_cancels_every_job_and_leaves_squeue_empty(slurm: None, tmp_path: Path) -> None:
    results = tmp_path / "r"
    proc = start(long_sweep(tmp_path), results)
    try:
        ids = wait_for(lambda: running_ids(results, 2), 120, "both jobs running")
        time.sleep(1.0)
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 1, out[-3000:]
    assert active_jobs(ids) == []
    assert subprocess.run(["squeue", "--noheader"], capture_output=True, text=True).stdout.strip() == ""
    ended = {j["job_id"]: j for j in ledger(results) if j["state"] != "SUBMITTED"}
    assert set(ended) == set(ids)
    assert {j["state"] for j in ended.values()} == {"CANCELLED"}
    # the cells in flight were not recorded: --resume runs them
    assert "baseline / chat" not in statuses(results) and "ddtree-b16 / chat" not in statuses(results)


def test_a_job_cancelled_from_outside_is_recorded_and_resume_runs_only_its_cells(slurm: None, tmp_path: Path) -> None:
    results = tmp_path / "r"
    sweep = long_sweep(tmp_path)
    proc = start(sweep, results)
    try:
        wait_for(lambda: running_ids(results, 2), 120, "both jobs running")
        victim = next(str(j["job_id"]) for j in ledger(results) if j["job"] == "ddtree-b16")
        time.sleep(1.0)
        subprocess.run(["scancel", victim], check=True)
        out, _ = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 1, out[-3000:]
    ended = [j for j in ledger(results) if j["job_id"] == victim and j["state"] != "SUBMITTED"]
    assert [j["state"] for j in ended] == ["CANCELLED"]
    assert ended[0]["keys"] == ["ddtree-b16 / chat"]  # its unfinished cell, back to pending
    assert f"slurm job {victim} ended CANCELLED" in out
    got = statuses(results)
    assert got["baseline / chat"] == "ok" and "ddtree-b16 / chat" not in got
    # resume: the finished job is not submitted again, the cancelled job's cell is
    before = len(ledger(results))
    again = subprocess.run(
        [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--no-gpu", "--executor", "slurm",
         "--results", str(results), "--resume"],
        cwd=tmp_path, env=env(), capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    new = [j for j in ledger(results)[before:] if j["state"] == "SUBMITTED"]
    assert [j["job"] for j in new] == ["ddtree-b16"], again.stdout[-3000:]
    assert statuses(results)["ddtree-b16 / chat"] == "ok"
