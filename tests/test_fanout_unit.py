"""The fan-out driver with the real Controller and a fake launcher whose "jobs" write their cells'
results into the results file the way ``specdec job`` does (no processes, no sleeps beyond the
driver's own poll interval, which is set to a few milliseconds)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import pytest
from test_controller_unit import build, statuses

from specdec_tui.domain import events as ev
from specdec_tui.domain.status import CellStatus
from specdec_tui.run.executor.fanout import FanoutExecutor, Handle
from specdec_tui.run.executor.jobs import JobLedger, LedgerEntry, ServerJob, group_jobs
from specdec_tui.run.executor.slurm_cli import JobInfo
from specdec_tui.run.results import ResultsStore


class FakeLauncher:
    """Each job runs for ``polls`` polls, then writes its cells (all, or ``cut`` of them) and ends."""

    kind = "slurm"
    poll_s = 0.005

    def __init__(self, results: Path, *, polls: int = 2, ends: dict[str, tuple[str, int]] | None = None) -> None:
        self.store = ResultsStore(results)
        self.polls = polls
        self.ends = ends or {}  # job name -> (final state, cells recorded before it ends)
        self.started: list[str] = []
        self.cancelled: list[str] = []
        self.adopted: list[str] = []
        self.seen: dict[str, int] = {}
        self.running_views: list[dict[str, str]] = []  # key -> where, of the running cells, per poll
        self.controller = None

    def free_for(self, job: ServerJob) -> bool:
        return True

    def argv_options(self) -> dict[str, bool]:
        return {"free_port": True}

    async def start(self, job: ServerJob, argv: list[str], output: Path) -> Handle:
        assert argv[1:4] == ["-m", "specdec_tui", "job"] and "--free-port" in argv
        assert [argv[i + 1] for i, a in enumerate(argv) if a == "--cell"] == job.keys
        self.started.append(job.name)
        return Handle(job, str(100 + len(self.started)))

    async def poll(self, handles: Sequence[Handle]) -> dict[str, JobInfo]:
        if self.controller is not None:
            self.running_views.append(
                {e.key: e.where for e in self.controller.entries if e.status == CellStatus.RUNNING}
            )
        out = {}
        for handle in handles:
            n = self.seen[handle.job_id] = self.seen.get(handle.job_id, 0) + 1
            if n <= self.polls:
                out[handle.job_id] = JobInfo(handle.job_id, "RUNNING", f"node{handle.job_id}")
                continue
            state, recorded = self.ends.get(handle.job.name, ("COMPLETED", len(handle.job.keys)))
            for key in handle.job.keys[:recorded]:  # the record a job writes: the cell's full identity
                result = self.controller._new_result(self.controller.queue.entry(key), CellStatus.OK)
                result.output_tok_s = 10.0
                self.store.append(result)
            out[handle.job_id] = JobInfo(handle.job_id, state, f"node{handle.job_id}", "TimeLimit" if state == "TIMEOUT" else "")
        return out

    async def cancel(self, handles: Sequence[Handle]) -> None:
        self.cancelled += [h.job_id for h in handles]
        for handle in handles:
            self.ends[handle.job.name] = ("CANCELLED", 0)
            self.seen[handle.job_id] = self.polls

    async def finished(self, handle: Handle) -> str | None:
        return None

    def ended(self) -> bool:
        return False

    async def adopt(self, job: ServerJob, entry: LedgerEntry) -> Handle | None:
        self.adopted.append(entry.job_id)
        return Handle(job, entry.job_id)


def setup(tmp_path: Path, **kw):  # type: ignore[no-untyped-def]
    controller, events, session, _measurer = build(tmp_path, resume=kw.pop("resume", False))
    launcher = FakeLauncher(tmp_path / "results.jsonl", **kw)
    launcher.controller = controller
    controller.executor = FanoutExecutor(launcher, resume=controller._resume)
    return controller, events, session, launcher


def test_jobs_run_at_once_each_cell_shown_where_it_runs_and_every_result_adopted(tmp_path: Path) -> None:
    controller, events, session, launcher = setup(tmp_path)
    summary = asyncio.run(controller.run())
    assert launcher.started == ["base", "ng", "ng-same"]  # one job per run, all placed at once
    assert statuses(controller) == {k: "ok" for k in statuses(controller)} and len(statuses(controller)) == 6
    assert session.starts == []  # no server in the controller's process
    busiest = max(launcher.running_views, key=len)
    assert busiest == {"base / w1": "node101 (job 101)", "ng / w1": "node102 (job 102)", "ng-same / w1": "node103 (job 103)"}
    finished = [e.result.key for e in [x for x in events if isinstance(x, ev.CellFinished)]]
    assert sorted(finished) == sorted(statuses(controller))
    assert summary.exit_code == 0
    ended = [e for e in JobLedger(tmp_path).load() if e.state != "SUBMITTED"]
    assert sorted(e.state for e in ended) == ["COMPLETED"] * 3 and all(e.keys == [] for e in ended)


@pytest.mark.slow  # 0.33 s
def test_a_job_the_scheduler_kills_is_recorded_and_its_unfinished_cells_go_back_to_pending(tmp_path: Path) -> None:
    controller, events, _session, launcher = setup(tmp_path, ends={"ng": ("TIMEOUT", 1)})
    summary = asyncio.run(controller.run())
    got = statuses(controller)
    assert got["ng / w1"] == "ok" and got["ng / w2"] == "pending"
    entry = controller.queue.entry("ng / w2")
    assert entry.where == "slurm job 102 ended TIMEOUT (TimeLimit)"
    assert launcher.started.count("ng") == 1  # not placed again in this pass
    ended = [e for e in JobLedger(tmp_path).load() if e.job == "ng" and e.state != "SUBMITTED"]
    assert [(e.state, e.reason, e.keys) for e in ended] == [("TIMEOUT", "TimeLimit", ["ng / w2"])]
    assert any("ended TIMEOUT" in n.text and "--resume" in n.text for n in events if isinstance(n, ev.Notice))
    assert summary.exit_code == 1
    # resume: the finished cells are skipped, only the killed job's cell is placed
    controller2, _events2, _session2, launcher2 = setup(tmp_path, resume=True)
    asyncio.run(controller2.run())
    assert launcher2.started == ["ng"]
    assert statuses(controller2)["ng / w2"] == "ok"


def test_abort_cancels_every_job_and_leaves_their_cells_pending(tmp_path: Path) -> None:
    controller, _events, _session, launcher = setup(tmp_path, polls=10_000)

    async def go() -> None:
        task = asyncio.create_task(controller.run())
        while len(launcher.running_views) < 3:
            await asyncio.sleep(0.005)
        controller.abort()
        await task

    asyncio.run(go())
    assert sorted(launcher.cancelled) == ["101", "102", "103"]
    assert set(statuses(controller).values()) == {"pending"}
    assert ResultsStore(tmp_path / "results.jsonl").load() == []


def test_resume_follows_jobs_an_earlier_controller_left_running(tmp_path: Path) -> None:
    ledger = JobLedger(tmp_path)
    ledger.append(LedgerEntry("base", "77", "slurm", ["base / w1", "base / w2"]))
    controller, _events, _session, launcher = setup(tmp_path, resume=True)
    asyncio.run(controller.run())
    assert launcher.adopted == ["77"]
    assert launcher.started == ["ng", "ng-same"]  # base is followed, not submitted again
    assert set(statuses(controller).values()) == {"ok"}


def test_group_jobs_keeps_queue_order_and_unique_names() -> None:
    from specdec_tui.domain.model import RunSpec

    a, b, odd = (RunSpec(name=n, speculative={"algorithm": "none"}) for n in ("a", "b", "a/b c"))
    jobs = group_jobs([("a / x", a), ("b / x", b), ("a / y", a), ("a/b c / x", odd)])
    assert [(j.name, j.keys) for j in jobs] == [("a", ["a / x", "a / y"]), ("b", ["b / x"]), ("a-b-c", ["a/b c / x"])]


def test_one_jobs_slow_release_check_holds_up_neither_the_other_jobs_nor_the_end_of_the_sweep(tmp_path: Path) -> None:
    """The release check of a job's GPU set runs beside the driver's loop: while "base"'s set waits
    for its memory to go, the other jobs end and their results are adopted; the sweep ends only once
    that check is done, and its warning is said."""
    controller, events, _session, launcher = setup(tmp_path, polls=1)
    gate = asyncio.Event()
    seen_while_waiting: dict[str, str] = {}

    async def finished(handle: Handle) -> str | None:
        if handle.job.name != "base":
            return None
        await gate.wait()
        return "GPU memory still held 30 s after the server stopped: pid 7 (512 MiB)"

    launcher.finished = finished  # type: ignore[method-assign]
    launcher.seen = {"102": -3, "103": -3}  # ng and ng-same end three polls after base

    async def go() -> None:
        run = asyncio.create_task(controller.run())
        for _ in range(2000):
            await asyncio.sleep(0.005)
            if all(s == "ok" for s in statuses(controller).values()):
                break
        seen_while_waiting.update(statuses(controller))
        assert not run.done()  # the sweep waits for base's release check
        gate.set()
        await asyncio.wait_for(run, timeout=10)

    asyncio.run(go())
    assert seen_while_waiting == {k: "ok" for k in seen_while_waiting} and len(seen_while_waiting) == 6
    assert any("job base: GPU memory still held" in n.text for n in events if isinstance(n, ev.Notice))
