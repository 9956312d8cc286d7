"""A thin layer over Slurm's own commands: ``sbatch --parsable``, ``squeue``, ``scontrol show job``
and ``scancel``. No accounting (``sacct``): small clusters often run without it.

Every call goes through one runner (argv -> exit status, stdout, stderr), the seam unit tests replace.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

# (exit status, stdout, stderr) of a command
Runner = Callable[[Sequence[str]], tuple[int, str, str]]

# States after which a job runs no more (squeue/scontrol spell them this way).
FINAL_STATES = frozenset({
    "COMPLETED", "CANCELLED", "FAILED", "TIMEOUT", "NODE_FAIL", "PREEMPTED", "BOOT_FAIL", "DEADLINE",
    "OUT_OF_MEMORY", "REVOKED", "SPECIAL_EXIT",
})  # fmt: skip
SQUEUE_FORMAT = "%i|%T|%N|%r"
COMMAND_TIMEOUT_S = 60.0


class SlurmError(Exception):
    """A Slurm command could not be run or said no; the message is one line naming the command."""


@dataclass(frozen=True)
class JobInfo:
    """What the scheduler says about one job."""

    job_id: str
    state: str  # RUNNING, PENDING, COMPLETED, CANCELLED, TIMEOUT, NODE_FAIL, ... (first word only)
    nodes: str = ""  # the node list ("" while pending)
    reason: str = ""  # why pending, or why it ended ("None" is dropped)
    exit_code: str = ""  # "0:0" (status:signal), from scontrol only

    @property
    def finished(self) -> bool:
        return self.state in FINAL_STATES


def run_command(argv: Sequence[str]) -> tuple[int, str, str]:
    """The real runner. Raises SlurmError when the program is missing or does not answer in time."""
    try:
        done = subprocess.run(
            list(argv), capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S, stdin=subprocess.DEVNULL, check=False
        )
    except FileNotFoundError:
        raise SlurmError(f"{argv[0]} not found: Slurm's commands are not on PATH (run on a login node)") from None
    except subprocess.TimeoutExpired:
        raise SlurmError(f"{argv[0]} did not answer within {COMMAND_TIMEOUT_S:.0f} s") from None
    return done.returncode, done.stdout, done.stderr


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


def _state(text: str) -> str:
    # "CANCELLED by 0" -> "CANCELLED"; scontrol may add "+" for a requeue in progress.
    return text.split()[0].rstrip("+") if text.strip() else "UNKNOWN"


def _reason(text: str) -> str:
    text = text.strip()
    return "" if text in ("None", "(null)") else text


class SlurmClient:
    """sbatch / squeue / scontrol / scancel, each one call, each raising SlurmError with one line."""

    def __init__(self, runner: Runner = run_command) -> None:
        self._run = runner
        self.calls = 0  # commands run so far (the polling cost)

    def _call(self, argv: Sequence[str]) -> tuple[int, str, str]:
        self.calls += 1
        return self._run(argv)

    def submit(self, script: Path) -> str:
        """Submit a batch script; its job id. Raises SlurmError with sbatch's own complaint."""
        rc, out, err = self._call(["sbatch", "--parsable", str(script)])
        job_id = _first_line(out).split(";")[0]  # "123" or "123;cluster"
        if rc != 0 or not job_id.isdigit():
            raise SlurmError(f"sbatch refused {script.name}: {_first_line(err) or _first_line(out) or f'exit {rc}'}")
        return job_id

    def poll(self, job_ids: Iterable[str]) -> dict[str, JobInfo]:
        """The state of these jobs in one ``squeue`` call. A job the scheduler no longer lists (purged
        after MinJobAge) is missing from the answer: ask :meth:`show`, which may know it longer."""
        ids = sorted(set(job_ids), key=lambda j: (len(j), j))
        if not ids:
            return {}
        rc, out, err = self._call(
            ["squeue", "--noheader", "--states=all", f"--jobs={','.join(ids)}", f"--format={SQUEUE_FORMAT}"]
        )
        if rc != 0:
            if "invalid job id" in err.lower():  # none of them is known any more
                return {}
            raise SlurmError(f"squeue failed: {_first_line(err) or f'exit {rc}'}")
        found: dict[str, JobInfo] = {}
        for line in out.splitlines():
            parts = line.strip().split("|")
            if len(parts) != 4 or not parts[0]:
                continue
            job_id = parts[0].split("_")[0]
            found[job_id] = JobInfo(job_id, _state(parts[1]), parts[2].strip(), _reason(parts[3]))
        return found

    def show(self, job_id: str) -> JobInfo | None:
        """``scontrol show job``: the job's state, nodes, reason and exit code; None when the
        controller has forgotten it."""
        rc, out, err = self._call(["scontrol", "show", "job", "--oneliner", job_id])
        if rc != 0:
            if "invalid job id" in (err + out).lower():
                return None
            raise SlurmError(f"scontrol show job {job_id} failed: {_first_line(err) or f'exit {rc}'}")
        fields = parse_scontrol(out)
        if not fields.get("JobState"):
            return None
        return JobInfo(
            job_id,
            _state(fields["JobState"]),
            _reason(fields.get("NodeList", "")),
            _reason(fields.get("Reason", "")),
            fields.get("ExitCode", ""),
        )

    def cancel(self, job_ids: Iterable[str]) -> None:
        """``scancel`` these jobs (one call). A job already gone is not an error."""
        ids = sorted(set(job_ids))
        if not ids:
            return
        rc, _out, err = self._call(["scancel", *ids])
        if rc != 0 and "invalid job id" not in err.lower() and "already completing" not in err.lower():
            raise SlurmError(f"scancel failed: {_first_line(err) or f'exit {rc}'}")


def parse_scontrol(text: str) -> dict[str, str]:
    """``Key=Value`` pairs of one ``scontrol show job --oneliner`` line (values may hold spaces only
    in fields we do not read, such as Command; those are cut at the space)."""
    fields: dict[str, str] = {}
    for token in text.split():
        key, sep, value = token.partition("=")
        if sep and key and key not in fields:
            fields[key] = value
    return fields


def batch_script(
    *,
    job_name: str,
    output: Path,
    workdir: Path,
    command: Sequence[str],
    partition: str | None = None,
    account: str | None = None,
    time_limit: str | None = None,
    gpus: int | None = None,
    cpus: int | None = None,
    extra: Sequence[str] = (),
    setup: str | None = None,
) -> str:
    """The text of one job's batch script: #SBATCH lines, the setup script sourced, then ``command``."""
    import shlex

    lines = ["#!/bin/bash", f"#SBATCH --job-name={job_name}", f"#SBATCH --output={output}",
             f"#SBATCH --chdir={workdir}", "#SBATCH --nodes=1", "#SBATCH --ntasks=1",
             # Never requeued by Slurm: a job killed by the scheduler is recorded, and resume resubmits.
             "#SBATCH --no-requeue"]  # fmt: skip
    if partition:
        lines.append(f"#SBATCH --partition={partition}")
    if account:
        lines.append(f"#SBATCH --account={account}")
    if time_limit:
        lines.append(f"#SBATCH --time={time_limit}")
    if gpus:
        lines.append(f"#SBATCH --gpus={gpus}")
    if cpus:
        lines.append(f"#SBATCH --cpus-per-task={cpus}")
    lines.extend(f"#SBATCH {line}" for line in extra)
    lines.append("set -e")
    if setup:
        lines.append(f"source {shlex.quote(setup)}")
    lines.append("exec " + " ".join(shlex.quote(part) for part in command))
    return "\n".join(lines) + "\n"
