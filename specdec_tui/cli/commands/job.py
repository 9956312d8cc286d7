"""``specdec job``: run one server job's cells headless, where an executor placed it (a GPU slot of
this machine, or a Slurm node). It appends to the shared results file (flocked, so concurrent jobs
never tear a line), learns crash rules into the shared rules file and reads the rules other jobs
learned before each cell. The controller that started it holds the results folder's lock."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import signal
import sys
from pathlib import Path


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("job", help="run one server job's cells headless (started by the slots and slurm executors)")
    p.add_argument("--sweep", required=True, help="the queue as a sweep file (written by the controller)")
    p.add_argument("--results", required=True, metavar="DIR", help="the shared results folder")
    p.add_argument("--rules", required=True, metavar="FILE", help="the shared known-crash rules file")
    p.add_argument("--job", default="job", help="the job's name (for its output)")
    p.add_argument("--cell", action="append", default=[], metavar="KEY", help="a cell of this job (repeat)")
    p.add_argument("--free-port", action="store_true", help="take a free port (other servers share this machine)")
    p.add_argument("--no-gpu", action="store_true", help="do not sample GPUs through NVML")
    p.add_argument("--show-log", action="store_true", help="echo the server log (made safe)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from specdec_tui.domain.model import ExecutorSpec
    from specdec_tui.sweepfile.config import SweepError, load_sweep

    try:
        sweep = load_sweep(args.sweep)
    except (SweepError, OSError) as exc:
        print(f"specdec job: {exc}", file=sys.stderr)
        return 2
    if args.free_port:
        sweep.server.port = 0
    # The job runs its cells here, in this process: its own controller never places jobs again.
    sweep.executor = ExecutorSpec()
    sweep.hardware = dataclasses.replace(sweep.hardware, gpus=None)
    return asyncio.run(run_job(sweep, args))


async def run_job(sweep, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    from specdec_tui.cli.commands.run import load_datasets
    from specdec_tui.cli.launch import gpu_and_hardware
    from specdec_tui.cli.wiring import build_controller
    from specdec_tui.headless import HeadlessPrinter
    from specdec_tui.run.executor.jobs import shared_rule_book

    printer = HeadlessPrinter(show_log=args.show_log)
    gpu_monitor, hardware = gpu_and_hardware(sweep, disabled=args.no_gpu)
    await load_datasets(sweep, printer)
    try:
        controller = build_controller(
            sweep, results_dir=Path(args.results), sink=printer, resume=True, hardware=hardware,
            gpu_monitor=gpu_monitor, rules_path=Path(args.rules), write_retry_s=None,
            rule_book=shared_rule_book(Path(args.rules), printer),
        )  # fmt: skip
    except (OSError, ValueError) as exc:
        print(f"specdec job: {exc}", file=sys.stderr)
        return 2
    wanted = list(dict.fromkeys(args.cell))
    by_key = {entry.key: entry for entry in controller.entries}
    missing = [key for key in wanted if key not in by_key]
    if missing:
        print(f"specdec job: {args.sweep}: no cell {missing[0]!r}", file=sys.stderr)
        return 2
    controller.entries[:] = [by_key[key] for key in wanted]  # the queue's own list: this job's cells only
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        loop.add_signal_handler(sig, controller.abort)
    summary = await controller.run()
    print(f"job {args.job}: {dict(summary.counts)}{' (aborted)' if summary.aborted else ''}")
    return summary.exit_code
