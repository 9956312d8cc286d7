"""Several cells running at once (GPU slots, Slurm) each show where they run: the queue table's
reason column at 80 columns, the queue detail, and the headless printer's start line."""

from __future__ import annotations

import io
from pathlib import Path

from textual.app import App, ComposeResult

from specdec_tui.domain import events as ev
from specdec_tui.domain.status import CellStatus
from specdec_tui.headless import HeadlessPrinter
from specdec_tui.tui.widgets.queue_table import QueuePane, QueueTable


def state(key: str, status: CellStatus, where: str = "", reasons: tuple[str, ...] = ()) -> ev.CellState:
    run, workload = key.split(" / ")
    return ev.CellState(key, run, workload, status, "valid" if not reasons else "warning", reasons, where=where)


class QueueApp(App[None]):
    def compose(self) -> ComposeResult:
        yield QueuePane()


async def test_running_cells_show_their_gpu_sets_and_a_queued_one_what_it_waits_for() -> None:
    states = [
        state("a / chat", CellStatus.RUNNING, "GPU 0 · 512 MiB"),
        state("b / chat", CellStatus.RUNNING, "GPU 1,2"),
        state("c / chat", CellStatus.PENDING, "queued: slurm job 42 PENDING", ("tp 2 on 1 GPU?",)),
        state("d / chat", CellStatus.OK, "GPU 3"),  # finished: where it ran is no longer news
    ]
    app = QueueApp()
    async with app.run_test(size=(80, 24)) as pilot:
        pane = app.query_one(QueuePane)
        pane.show_states(states)
        await pilot.pause()
        table = app.query_one(QueueTable)
        reason = {s.key: str(table.get_cell(s.key, "reason")) for s in states}
        assert reason["a / chat"] == "GPU 0 · 512 MiB"
        assert reason["b / chat"] == "GPU 1,2"
        assert reason["c / chat"] == "tp 2 on 1 GPU? · queued: slurm job 42 PENDING"
        assert "GPU" not in reason["d / chat"]
        table.move_cursor(row=1)
        await pilot.pause()
        assert "running · valid · GPU 1,2" in str(pane.query_one("QueueDetail").render())


def test_the_headless_start_line_names_where_the_cell_runs() -> None:
    out = io.StringIO()
    printer = HeadlessPrinter(stream=out)
    printer(ev.CellStarted("a / chat", "a", "chat", "GPU 2"))
    printer(ev.CellStarted("b / chat", "b", "chat"))
    lines = out.getvalue().splitlines()
    assert lines[0].endswith(">> a / chat  on GPU 2") and lines[1].endswith(">> b / chat")


async def test_the_status_bar_names_where_the_jobs_servers_run_not_server_stopped(tmp_path: Path) -> None:
    """Under GPU slots or Slurm this process runs no server of its own: the status bar says where the
    running cells' servers are, and 'stopped' again only when none runs."""
    from tui_fakes import FakeController, demo_like_sweep
    from tui_harness import wait_for

    from specdec_tui.tui.app import SpecdecApp
    from specdec_tui.tui.widgets.status_bar import StatusBar

    made: dict[str, FakeController] = {}

    def factory(sink: ev.EventSink) -> FakeController:
        made["fake"] = FakeController(demo_like_sweep(), sink=sink, results_dir=tmp_path)
        return made["fake"]

    app = SpecdecApp(factory, clock=lambda: 0.0)
    async with app.run_test(size=(120, 24)) as pilot:
        await wait_for(pilot, lambda: len(app.cell_states) == 8)
        fake = made["fake"]
        first, second = list(app.cell_states)[:2]

        def bar() -> str:
            return str(app.query_one(StatusBar).render())

        fake.emit(ev.CellStarted(first, "r", "w", "GPU 0 · loading"))
        await wait_for(pilot, lambda: "server on GPU 0 │" in bar())
        fake.emit(ev.CellStarted(second, "r", "w", "GPU 1,2 · 700 MiB"))
        await wait_for(pilot, lambda: "server 2 jobs: GPU 0,1,2 │" in bar())
        fake.finish_cell(first)
        await wait_for(pilot, lambda: "server on GPU 1,2 │" in bar())
        fake.finish_cell(second)
        await wait_for(pilot, lambda: "server stopped" in bar())
