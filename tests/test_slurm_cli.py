"""The thin Slurm layer against recorded command output (the real commands: tests/test_slurm_real.py)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from specdec_tui.run.executor.slurm_cli import (
    JobInfo,
    SlurmClient,
    SlurmError,
    batch_script,
    parse_scontrol,
    run_command,
)

SCONTROL_CANCELLED = (
    "JobId=42 JobName=specdec-ddtree-b8 UserId=root(0) GroupId=root(0) MCS_label=N/A Priority=1 Nice=0 "
    "Account=(null) QOS=(null) JobState=CANCELLED Reason=None Dependency=(null) Requeue=0 Restarts=0 "
    "BatchFlag=1 Reboot=0 ExitCode=0:15 RunTime=00:00:07 TimeLimit=UNLIMITED NodeList=node07 BatchHost=node07\n"
)


class Recorder:
    """A runner that answers from a table and records every argv."""

    def __init__(self, answers: dict[str, tuple[int, str, str]]) -> None:
        self.answers = answers
        self.calls: list[list[str]] = []

    def __call__(self, argv: Sequence[str]) -> tuple[int, str, str]:
        self.calls.append(list(argv))
        return self.answers[argv[0]]


def test_submit_reads_the_parsable_job_id_with_or_without_a_cluster(tmp_path: Path) -> None:
    for out in ("1234\n", "1234;cluster-a\n"):
        runner = Recorder({"sbatch": (0, out, "")})
        assert SlurmClient(runner).submit(tmp_path / "job.sbatch") == "1234"
        assert runner.calls == [["sbatch", "--parsable", str(tmp_path / "job.sbatch")]]


def test_a_refused_submission_is_one_line_naming_the_script(tmp_path: Path) -> None:
    runner = Recorder({"sbatch": (1, "", "sbatch: error: Batch job submission failed: Invalid account\nmore\n")})
    with pytest.raises(SlurmError) as info:
        SlurmClient(runner).submit(tmp_path / "b.sbatch")
    assert str(info.value) == "sbatch refused b.sbatch: sbatch: error: Batch job submission failed: Invalid account"


def test_one_squeue_call_polls_every_job() -> None:
    out = "7|RUNNING|node03|None\n8|PENDING||Resources\n9|TIMEOUT|node04|TimeLimit\n"
    client = SlurmClient(Recorder({"squeue": (0, out, "")}))
    found = client.poll(["9", "7", "8"])
    assert client.calls == 1
    assert found == {
        "7": JobInfo("7", "RUNNING", "node03", ""),
        "8": JobInfo("8", "PENDING", "", "Resources"),
        "9": JobInfo("9", "TIMEOUT", "node04", "TimeLimit"),
    }
    assert found["9"].finished and not found["7"].finished and not found["8"].finished


def test_squeue_asks_for_every_state_of_exactly_these_jobs() -> None:
    runner = Recorder({"squeue": (0, "", "")})
    SlurmClient(runner).poll(["12", "3"])
    argv = runner.calls[0]
    assert "--states=all" in argv and "--jobs=3,12" in argv and "--noheader" in argv


def test_jobs_the_scheduler_forgot_are_missing_not_an_error() -> None:
    client = SlurmClient(Recorder({"squeue": (1, "", "slurm_load_jobs error: Invalid job id specified\n")}))
    assert client.poll(["5"]) == {}


def test_a_broken_squeue_is_an_error() -> None:
    client = SlurmClient(Recorder({"squeue": (1, "", "squeue: error: Unable to contact slurm controller\n")}))
    with pytest.raises(SlurmError, match="squeue failed: squeue: error: Unable to contact slurm controller"):
        client.poll(["5"])


def test_scontrol_gives_the_end_state_nodes_and_exit_code() -> None:
    client = SlurmClient(Recorder({"scontrol": (0, SCONTROL_CANCELLED, "")}))
    assert client.show("42") == JobInfo("42", "CANCELLED", "node07", "", "0:15")
    forgot = SlurmClient(Recorder({"scontrol": (1, "", "slurm_load_jobs error: Invalid job id specified\n")}))
    assert forgot.show("42") is None


def test_parse_scontrol_keeps_the_first_of_each_key() -> None:
    fields = parse_scontrol(SCONTROL_CANCELLED)
    assert fields["JobState"] == "CANCELLED" and fields["NodeList"] == "node07" and fields["ExitCode"] == "0:15"


def test_cancel_is_one_scancel_and_a_gone_job_is_fine() -> None:
    runner = Recorder({"scancel": (0, "", "")})
    SlurmClient(runner).cancel(["8", "7", "8"])
    assert runner.calls == [["scancel", "7", "8"]]
    SlurmClient(Recorder({"scancel": (1, "", "scancel: error: Invalid job id specified\n")})).cancel(["7"])
    with pytest.raises(SlurmError):
        SlurmClient(Recorder({"scancel": (1, "", "scancel: error: Access/permission denied\n")})).cancel(["7"])


def test_a_missing_command_says_so_in_one_line() -> None:
    with pytest.raises(SlurmError, match="not found: Slurm's commands are not on PATH"):
        run_command(["specdec-no-such-slurm-command"])


def test_batch_script_has_every_option_and_quotes_the_command(tmp_path: Path) -> None:
    text = batch_script(
        job_name="specdec-b8", output=tmp_path / "b8-%j.out", workdir=tmp_path,
        command=["/opt/py env/bin/python", "-m", "specdec_tui", "job", "--cell", "ddtree-b8 / chat"],
        partition="gpu", account="lab", time_limit="1:00:00", gpus=2, cpus=8,
        extra=["--qos=high", "--constraint=h100"], setup="/shared/env setup.sh",
    )  # fmt: skip
    lines = text.splitlines()
    assert lines[0] == "#!/bin/bash"
    for expected in ("#SBATCH --job-name=specdec-b8", "#SBATCH --partition=gpu", "#SBATCH --account=lab",
                     "#SBATCH --time=1:00:00", "#SBATCH --gpus=2", "#SBATCH --cpus-per-task=8",
                     "#SBATCH --qos=high", "#SBATCH --constraint=h100", "#SBATCH --no-requeue",
                     f"#SBATCH --output={tmp_path}/b8-%j.out"):  # fmt: skip
        assert expected in lines
    assert "source '/shared/env setup.sh'" in lines
    assert lines[-1] == "exec '/opt/py env/bin/python' -m specdec_tui job --cell 'ddtree-b8 / chat'"
    # every #SBATCH line comes before the first command (sbatch stops reading them there)
    first_command = next(i for i, line in enumerate(lines) if not line.startswith("#"))
    assert all(not line.startswith("#SBATCH") for line in lines[first_command:])
