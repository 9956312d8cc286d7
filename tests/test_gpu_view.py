"""The H200 findings of issue 17: the GPU view's stale marker, sparkline scale, per-process list (ours or
not), 'starting' instead of 0 MiB, the server's own exit status."""

from __future__ import annotations

import dataclasses
import io

from specdec_tui.domain import events as ev
from specdec_tui.gpu.monitor import with_process_names
from specdec_tui.gpu.state import GpuProcess, GpuSnapshot, GpuState
from specdec_tui.headless import HeadlessPrinter
from specdec_tui.tui.widgets.gpu_pane import MIN_SPAN_MIB, process_rows, spark_scale


def test_sparkline_scale_follows_the_window_so_small_changes_show() -> None:
    # 708 MiB on a 143771 MiB H200: on 0..total every sample rounds to the lowest block
    lo, hi = spark_scale([700.0, 708.0, 716.0], 143771.0)
    assert hi - lo == MIN_SPAN_MIB and lo <= 700 and hi >= 716
    lo, hi = spark_scale([1000.0, 60000.0], 143771.0)
    assert (lo, hi) == (1000.0, 60000.0)
    assert spark_scale([10.0], 143771.0)[0] == 0.0  # never below zero
    assert spark_scale([143760.0], 143771.0)[1] == 143771.0  # never above the total


def test_process_rows_mark_ours_and_not_ours_largest_first() -> None:
    gpu = GpuState(0, processes=(GpuProcess(7, 300.0, name="python3"), GpuProcess(42, 708.0, name="llama-server")))
    text = process_rows(gpu, {42}).plain.splitlines()
    assert "42" in text[0] and "llama-server" in text[0] and text[0].endswith("ours")
    assert "7" in text[1] and text[1].endswith("not ours")
    many = GpuState(0, processes=tuple(GpuProcess(p, float(p)) for p in range(1, 8)))
    assert process_rows(many, ()).plain.splitlines()[-1].strip() == "… 3 more"
    assert "not listed" in process_rows(GpuState(0, processes=None, processes_error="no permission"), ()).plain


def test_process_names_are_filled_in_and_cached() -> None:
    import os

    snap = GpuSnapshot(gpus=(GpuState(0, processes=(GpuProcess(os.getpid(), 10.0), GpuProcess(2**22 + 7, 5.0))),),
                       source="nvml")  # fmt: skip
    names: dict[int, str | None] = {}
    named = with_process_names(snap, names)
    procs = named.gpus[0].processes or ()
    assert procs[0].name and procs[1].name is None  # a pid this host cannot see has no name
    assert set(names) == {os.getpid(), 2**22 + 7}
    assert named.gpus[0].to_dict()["processes"][0]["name"] == procs[0].name


def _printed(*events: ev.Event) -> str:
    out = io.StringIO()
    printer = HeadlessPrinter(stream=out, live_every_s=0.0, width=200)
    for event in events:
        printer(event)
    return out.getvalue()


def test_headless_says_starting_not_zero_mib() -> None:
    gpus = (GpuState(0, memory_used_mib=1142.0, memory_total_mib=143771.0),)
    starting = _printed(ev.GpuSample(gpus, 0.0, None, (42,), "starting"))
    assert "server starting, no memory attributed yet" in starting and "0 MiB" not in starting.split("(")[0]
    ready = _printed(ev.GpuSample(gpus, 708.0, None, (42,), "ready"))
    assert "server holds 708 MiB" in ready


def test_server_stopped_names_who_ended_the_server() -> None:
    assert ev.ServerStopped("r", -6, "crashed", False).status_text() == (
        "exit status -6 (SIGABRT), on its own before the stop"
    )
    assert ev.ServerStopped("r", 134, "crashed", False).status_text().startswith("exit status 134 (SIGABRT)")
    assert ev.ServerStopped("r", -15, "failed to start", True).status_text() == (
        "exit status -15 (SIGTERM), from specdec's stop"
    )
    assert "from specdec" not in ev.ServerStopped("r", -6, "crashed", True).status_text()
    printed = _printed(ev.ServerStopped("r", -15, "failed to start", True))
    assert "server stopped: failed to start (exit status -15 (SIGTERM), from specdec's stop)" in printed


async def test_gpu_pane_marks_stale_figures_and_lists_processes() -> None:
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    from specdec_tui.tui.widgets.gpu_pane import GpuPane, MemorySpark

    now = [100.0]

    class PaneApp(App[None]):
        def compose(self) -> ComposeResult:
            yield GpuPane(clock=lambda: now[0])

    gpu = GpuState(0, name="NVIDIA H200", memory_used_mib=1850.0, memory_total_mib=143771.0, utilization_pct=9.0,
                   processes=(GpuProcess(42, 708.0, name="llama-server"), GpuProcess(9, 1142.0, name="python3")))
    app = PaneApp()
    async with app.run_test(size=(80, 24)) as pilot:
        pane = app.query_one(GpuPane)
        for used in (1850.0, 1860.0, 1900.0):
            pane.show_sample([dataclasses.replace(gpu, memory_used_mib=used)], 708.0, None, (42,), "ready")
        await pilot.pause()
        state = app.query_one("#gpu-state", Static)
        assert "stale" not in str(state.render())
        procs = str(app.query_one(".gpu-procs", Static).render())
        assert "llama-server" in procs and "python3" in procs and "not ours" in procs
        spark = app.query_one(MemorySpark)
        rendered = str(spark.render())
        assert ".." in rendered and rendered.strip()[0] in MemorySpark.BLOCKS  # labelled, never blank
        now[0] += 12.0  # the sweep ended: no more samples
        pane.refresh_age()
        await pilot.pause()
        assert "stale: last sample 12 s ago" in str(state.render())
        pane.show_sample([gpu], 0.0, None, (42,), "starting")
        await pilot.pause()
        assert "stale" not in str(state.render())
        assert "server starting" in str(app.query_one("#gpu-server", Static).render())
