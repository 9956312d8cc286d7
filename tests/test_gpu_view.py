"""The H200 findings of issue 17: the GPU view's stale marker, sparkline scale, per-process list (ours or
not), 'starting' instead of 0 MiB, the server's own exit status."""

from __future__ import annotations

import dataclasses
import io
from pathlib import Path

from specdec_tui.domain import events as ev
from specdec_tui.domain.gpu import UNKNOWN_PROCESS
from specdec_tui.gpu.names import process_name, with_process_names
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


def test_process_names_are_filled_in_and_cached(tmp_path: Path) -> None:
    import os

    snap = GpuSnapshot(gpus=(GpuState(0, processes=(GpuProcess(os.getpid(), 10.0), GpuProcess(2**22 + 7, 5.0))),),
                       source="nvml")  # fmt: skip
    names: dict[int, str | None] = {}
    named = with_process_names(snap, names)
    procs = named.gpus[0].processes or ()
    assert procs[0].name and procs[1].name is None  # a pid this host cannot see has no name
    assert set(names) == {os.getpid(), 2**22 + 7}
    listed = named.gpus[0].to_dict()["processes"]
    assert listed[0]["name"] == procs[0].name
    assert listed[1]["name"] == UNKNOWN_PROCESS == "unknown"  # said plainly, not null


def test_process_name_falls_back_to_proc_comm_then_nvml(tmp_path: Path) -> None:
    foreign = 2**22 + 9  # no such pid here: psutil cannot name it
    (tmp_path / str(foreign)).mkdir()
    (tmp_path / str(foreign) / "comm").write_text("llama-server\n")
    assert process_name(foreign, proc=tmp_path) == "llama-server"

    class Nvml:
        def nvmlSystemGetProcessName(self, pid: int) -> bytes:
            if pid != foreign + 1:
                raise RuntimeError("NVMLError_NotFound")
            return b"/opt/ollama/bin/ollama"

    assert process_name(foreign + 1, Nvml(), proc=tmp_path) == "ollama"
    assert process_name(foreign + 2, Nvml(), proc=tmp_path) is None
    assert process_name(foreign + 2, object(), proc=tmp_path) is None  # a binding without the call


def _printed(*events: ev.Event) -> str:
    out = io.StringIO()
    printer = HeadlessPrinter(stream=out, live_every_s=0.0, width=200)
    for event in events:
        printer(event)
    return out.getvalue()


def test_headless_says_starting_not_zero_mib() -> None:
    gpus = (GpuState(0, memory_used_mib=1142.0, memory_total_mib=143771.0),)
    starting = _printed(ev.GpuSample(gpus, 0.0, None, (42,), "starting"))
    assert "server starting, no GPU memory attributed to it yet" in starting
    assert "0 MiB" not in starting.split("(")[0]
    ready = _printed(ev.GpuSample(gpus, 708.0, None, (42,), "ready"))
    assert "server holds 708 MiB" in ready


def test_headless_says_stopping_while_the_server_stops_not_no_memory() -> None:
    """H200: 'gpu: server holds no GPU memory' was printed as the stop began (the server was no longer
    counted, but it still held its memory)."""
    gpus = (GpuState(0, memory_used_mib=1850.0, memory_total_mib=143771.0),)
    printed = _printed(
        ev.GpuSample(gpus, 708.0, None, (42,), "ready"),
        ev.GpuSample(gpus, 708.0, None, (42,), "stopping"),  # same memory: printed because the state changed
        ev.GpuSample(gpus, 0.0, None, (42,), "stopping"),
        ev.GpuSample((dataclasses.replace(gpus[0], memory_used_mib=1142.0),), None, None, (), "stopped"),
    ).splitlines()
    words = [line.split("gpu: ", 1)[1].split(" (GPU")[0] for line in printed]
    assert words == [
        "server holds 708 MiB",
        "server stopping, still holds 708 MiB",
        "server stopping, its GPU memory released",
        "no server running",
    ]
    assert "no GPU memory" not in "\n".join(printed)
    # At the live rate (a line at most every second) a change of state is still printed at once, so the
    # sweep's last line says what the last sample saw; a change of memory alone waits.
    out = io.StringIO()
    printer = HeadlessPrinter(stream=out, live_every_s=2.0, width=200)
    for state, mib in (("ready", 708.0), ("ready", 900.0), ("stopping", 900.0), ("stopped", None)):
        printer(ev.GpuSample(gpus, mib, None, (42,) if mib else (), state))
    assert [line.split("gpu: ")[1].split(" (")[0] for line in out.getvalue().splitlines()] == [
        "server holds 708 MiB", "server stopping, still holds 900 MiB", "no server running",
    ]
    unknown = _printed(ev.GpuSample(gpus, None, None, (42,), "ready"))
    assert "server's GPU memory unknown" in unknown


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


LLAMA_FATAL = "0.01.514.210 E ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9000.00 MiB on device 0: cudaMalloc failed: out of memory"


def test_headless_notes_show_a_fatal_line_without_the_servers_prefix() -> None:
    from specdec_tui.domain.record import CellResult
    from specdec_tui.headless import final_table

    crashed = CellResult(run="ngl99", workload="short", status="crashed", triage_label="cuda_oom",
                         first_fatal_line=LLAMA_FATAL, first_fatal_lineno=41)  # fmt: skip
    table = final_table([crashed], width=200)
    note = next(line for line in table.splitlines() if line.startswith("  ngl99 / short:"))
    assert note == "  ngl99 / short: crashed: cuda_oom: " + LLAMA_FATAL.removeprefix("0.01.514.210 E ")
    assert crashed.first_fatal_line == LLAMA_FATAL  # the record keeps it verbatim
    printed = _printed(ev.CellFinished(crashed))
    assert f"log line 41: {LLAMA_FATAL}" in printed  # the event's own line: verbatim, to grep the log
