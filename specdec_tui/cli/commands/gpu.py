"""``specdec gpu``: the GPUs a CUDA program started here would see, with per-process memory."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from specdec_tui.domain.gpu import UNKNOWN_PROCESS
from specdec_tui.gpu import GpuSampler, GpuSnapshot
from specdec_tui.safety.textsafe import safe_text

NA = "N/A"
CLEAR = "\x1b[H\x1b[2J"


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "gpu",
        help="show the visible GPUs (NVML), their memory and the processes holding it",
        description="Print one snapshot of the GPUs visible to CUDA (CUDA_VISIBLE_DEVICES order).",
    )
    parser.add_argument("--json", action="store_true", help='print {"gpus": [...], "error": ...} as JSON')
    parser.add_argument(
        "--watch",
        nargs="?",
        type=_positive_seconds,
        const=2.0,
        default=None,
        metavar="SECONDS",
        help="refresh every SECONDS (default 2) until interrupted; with --json, one JSON line each",
    )
    parser.set_defaults(func=run)


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be more than 0 seconds")
    return value


def _num(value: float | None, fmt: str, unit: str = "") -> str:
    return NA if value is None else f"{value:{fmt}}{unit}"


def format_snapshot(snapshot: GpuSnapshot) -> str:
    """The human table; values the driver does not offer are shown as N/A."""
    if not snapshot.gpus:
        sentence = snapshot.error or "no NVIDIA GPU visible"
        return f"{safe_text(sentence)}. GPU monitoring is off; everything else works without a GPU."
    rows = [("GPU", "NAME", "ARCH", "MEMORY MiB", "UTIL", "TEMP", "POWER")]
    for gpu in snapshot.gpus:
        memory = f"{_num(gpu.memory_used_mib, '.0f')} / {_num(gpu.memory_total_mib, '.0f')}"
        rows.append(
            (
                str(gpu.index),
                safe_text(gpu.name or NA) + (" (MIG)" if gpu.mig else ""),
                gpu.gpu_arch or NA,
                memory,
                _num(gpu.utilization_pct, ".0f", "%"),
                _num(gpu.temperature_c, ".0f", "C"),
                _num(gpu.power_w, ".0f", " W"),
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    unnamed = 0
    for gpu in snapshot.gpus:
        head = f"GPU {gpu.index} {gpu.uuid or ''}".rstrip()
        if gpu.error:
            lines.append(f"{head}: {safe_text(gpu.error)}")
        elif gpu.processes is None:
            lines.append(f"{head}: processes {NA} ({safe_text(gpu.processes_error or 'unavailable')})")
        elif gpu.processes:
            for proc in gpu.processes:
                name = safe_text(proc.name or UNKNOWN_PROCESS, limit=40)
                unnamed += proc.name is None
                lines.append(f"{head}: pid {proc.pid} {name} {_num(proc.used_mib, '.0f', ' MiB')}")
        else:
            lines.append(f"{head}: no processes")
        for xid in gpu.xid_events:
            lines.append(f"{head}: {safe_text(xid.text())}")
    if unnamed:
        lines.append(f"note: {UNKNOWN_PROCESS}: a process this host cannot see (another container's PID namespace)")
    lines.extend(f"note: {safe_text(n)}" for n in snapshot.notes)
    if snapshot.source == "nvidia-smi":
        lines.append("note: read through nvidia-smi (the NVML Python binding is unavailable)")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    sampler = GpuSampler()
    try:
        if args.watch is None:
            _show(sampler.sample(), as_json=args.json, clear=False)
            return 0
        clear = sys.stdout.isatty() and not args.json
        while True:
            started = time.monotonic()
            _show(sampler.sample(), as_json=args.json, clear=clear)
            time.sleep(max(0.0, args.watch - (time.monotonic() - started)))
    except KeyboardInterrupt:
        return 0
    finally:
        sampler.close()


def _show(snapshot: GpuSnapshot, *, as_json: bool, clear: bool) -> None:
    text = snapshot.to_json() if as_json else format_snapshot(snapshot)
    print((CLEAR if clear else "") + text, flush=True)
