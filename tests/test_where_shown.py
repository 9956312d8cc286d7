"""Several cells running at once (GPU slots, Slurm) each show where they run: the queue table's
reason column at 80 columns, the queue detail, and the headless printer's start line."""

from __future__ import annotations

import io

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
