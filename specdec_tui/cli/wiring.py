"""Builds a Controller from a sweep: the real server session, the load-generator measurer, the
results keeper, the rule book and the GPU monitor, all sharing one backend and one event sink."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from specdec_tui.backends import get_backend
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Hardware, Sweep
from specdec_tui.run.controller import Controller
from specdec_tui.run.executor.fanout import FanoutExecutor
from specdec_tui.run.learning import RuleBook
from specdec_tui.run.measurer import LoadgenMeasurer
from specdec_tui.run.persistence import ResultsKeeper
from specdec_tui.run.protocols import GpuMonitorLike
from specdec_tui.run.repeats import REPEATS_FILENAME, RepeatingMeasurer
from specdec_tui.run.results import ResultsStore
from specdec_tui.run.session import ProcessSession

# How often the TUI's controller tries again to write results it could not write (a full disk).
WRITE_RETRY_S = 5.0


def build_controller(
    sweep: Sweep,
    *,
    results_dir: Path,
    sink: ev.EventSink,
    resume: bool = False,
    hardware: Hardware | None = None,
    gpu_monitor: GpuMonitorLike | None = None,
    rules_path: Path | None = None,
    write_retry_s: float | None = None,
    rule_book: RuleBook | None = None,
    executor: FanoutExecutor | None = None,
) -> Controller:
    """A controller for ``sweep`` writing into ``results_dir`` (results.jsonl, repeats.jsonl, logs/, and
    the rules file known_crashes.toml unless ``rules_path``). ``write_retry_s``: None stops the sweep at a
    failed results write (headless); a number waits and retries that often (the TUI).
    Raises OSError (unreadable results) or ValueError (a broken rules file)."""
    results_dir = Path(results_dir)
    log_dir = results_dir / "logs"
    backend = get_backend(sweep.server.backend)
    if executor is None:  # the TUI's and the daemon's controllers: the sweep's [executor] table
        executor = build_executor(sweep, executor_kind(sweep, None), resume=resume, no_gpu=gpu_monitor is None,
                                  hardware=hardware, gpu_monitor=gpu_monitor)  # fmt: skip
    rules = rule_book or RuleBook(Path(rules_path) if rules_path else results_dir / "known_crashes.toml", sink)
    keeper = ResultsKeeper(ResultsStore(results_dir / "results.jsonl"), sink, write_retry_s=write_retry_s)
    return Controller(
        sweep,
        sink=sink,
        session=ProcessSession(sweep, backend, log_dir=log_dir, sink=sink, gpu_monitor=gpu_monitor),
        measurer=RepeatingMeasurer(
            LoadgenMeasurer(sweep, backend, sink=sink, gpu_monitor=gpu_monitor),
            ResultsStore(results_dir / REPEATS_FILENAME), sink=sink, resume=resume,
        ),
        results=keeper,
        rules=rules,
        hardware=hardware if hardware is not None else sweep.hardware,
        log_dir=log_dir,
        gpu_monitor=gpu_monitor,
        resume=resume,
        executor=executor,
    )


def executor_kind(sweep: Sweep, chosen: str | None) -> str:
    """``--executor`` wins, then ``[executor] kind``; a sweep that lists ``[hardware] gpus`` and
    names no executor runs on GPU slots."""
    if chosen:
        return chosen
    if sweep.executor.kind == "local" and sweep.hardware.gpus is not None:
        return "slots"
    return sweep.executor.kind


def build_executor(
    sweep: Sweep, kind: str, *, resume: bool = False, no_gpu: bool = False, hardware: Hardware | None = None,
    gpu_monitor: GpuMonitorLike | None = None,
) -> FanoutExecutor | None:
    """The executor of ``kind`` (None for ``local``: the controller's own loop). Slots hand out
    ``[hardware] gpus``, else the GPUs NVML detected (``hardware``). Raises ValueError (one line)
    when slots have no GPU to hand out."""
    if kind == "local":
        return None
    spec = sweep.executor
    launcher: Any
    if kind == "slots":
        from specdec_tui.run.executor.slots import SlotLauncher

        gpus = sweep.hardware.gpus
        if gpus is None and hardware is not None and hardware.detected and hardware.gpu_count:
            gpus = tuple(range(hardware.gpu_count))
        if not gpus:
            raise ValueError("the slots executor needs GPUs: list them ([hardware] gpus = [0, 1]) or run where NVML sees them")
        launcher = SlotLauncher(gpus, monitor=gpu_monitor, poll_s=min(spec.poll_s, 0.5))
    else:
        from specdec_tui.run.executor.slurm import SlurmLauncher

        launcher = SlurmLauncher(spec, backend=sweep.server.backend, workdir=Path.cwd())
    return FanoutExecutor(launcher, python=spec.python, no_gpu=no_gpu, resume=resume)
