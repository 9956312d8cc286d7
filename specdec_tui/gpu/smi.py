"""Fallback reader: ``nvidia-smi --query-gpu ... --format=csv`` where the NVML Python binding is absent."""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
from collections.abc import Callable, Mapping, Sequence

from specdec_tui.domain.exits import exit_status
from specdec_tui.gpu.state import NO_GPU, GpuProcess, GpuSnapshot, GpuState, arch_from_compute_cap_text
from specdec_tui.gpu.visible import match_uuid_prefix, unmatched_note, visible_tokens

GPU_FIELDS = (
    "index",
    "uuid",
    "name",
    "compute_cap",
    "memory.used",
    "memory.total",
    "utilization.gpu",
    "temperature.gpu",
    "power.draw",
)
APP_FIELDS = ("pid", "gpu_uuid", "used_memory")

SmiRunner = Callable[[Sequence[str]], str]


class SmiUnavailable(Exception):
    """nvidia-smi is not installed (not on PATH)."""


class SmiFailed(Exception):
    """nvidia-smi ran and failed; the message is its first line of output."""


def gpu_query_args(fields: Sequence[str] = GPU_FIELDS) -> list[str]:
    return [f"--query-gpu={','.join(fields)}", "--format=csv,noheader,nounits"]


def app_query_args() -> list[str]:
    return [f"--query-compute-apps={','.join(APP_FIELDS)}", "--format=csv,noheader,nounits"]


def run_nvidia_smi(args: Sequence[str], timeout_s: float = 10.0) -> str:
    """Run nvidia-smi with ``args`` and return its stdout."""
    exe = shutil.which("nvidia-smi")
    if exe is None:
        raise SmiUnavailable("nvidia-smi not found on PATH")
    try:
        proc = subprocess.run(
            [exe, *args], capture_output=True, text=True, timeout=timeout_s, check=False, errors="replace"
        )
    except subprocess.TimeoutExpired as exc:
        raise SmiFailed(f"nvidia-smi did not answer within {timeout_s:g} s") from exc
    except OSError as exc:
        raise SmiUnavailable(f"nvidia-smi could not run: {exc}") from exc
    if proc.returncode != 0:
        said = proc.stdout.strip() or proc.stderr.strip() or exit_status(proc.returncode)
        first = said.splitlines()[0]
        raise SmiFailed(first)
    return proc.stdout


def _value(text: str | None) -> str | None:
    """nvidia-smi writes missing values as ``[N/A]``, ``N/A``, ``[Not Supported]`` and the like."""
    if text is None:
        return None
    text = text.strip()
    if not text or text.startswith("[") or text.upper() == "N/A":
        return None
    return text


def _number(text: str | None) -> float | None:
    value = _value(text)
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        return None


def _rows(text: str) -> list[list[str]]:
    return [row for row in csv.reader(io.StringIO(text), skipinitialspace=True) if row and any(row)]


def parse_gpu_csv(text: str, fields: Sequence[str] = GPU_FIELDS) -> list[GpuState]:
    """Rows of ``--query-gpu`` (noheader, nounits) -> one GpuState each, ``index`` = nvidia-smi's."""
    states: list[GpuState] = []
    for row in _rows(text):
        cells = dict(zip(fields, row, strict=False))
        index = _number(cells.get("index"))
        if index is None:
            continue
        cap = _value(cells.get("compute_cap"))
        states.append(
            GpuState(
                index=int(index),
                nvml_index=int(index),
                uuid=_value(cells.get("uuid")),
                name=_value(cells.get("name")),
                gpu_arch=arch_from_compute_cap_text(cap),
                compute_capability=cap,
                memory_used_mib=_number(cells.get("memory.used")),
                memory_total_mib=_number(cells.get("memory.total")),
                utilization_pct=_number(cells.get("utilization.gpu")),
                temperature_c=_number(cells.get("temperature.gpu")),
                power_w=_number(cells.get("power.draw")),
            )
        )
    return states


def parse_apps_csv(text: str) -> list[tuple[int, str | None, float | None]]:
    """Rows of ``--query-compute-apps=pid,gpu_uuid,used_memory`` -> (pid, uuid, MiB)."""
    apps: list[tuple[int, str | None, float | None]] = []
    for row in _rows(text):
        if len(row) < 3 or not row[0].strip().isdigit():
            continue
        apps.append((int(row[0]), _value(row[1]), _number(row[2])))
    return apps


def snapshot_from_csv(
    gpu_csv: str,
    apps_csv: str | None,
    env: Mapping[str, str],
    apps_error: str | None = None,
    fields: Sequence[str] = GPU_FIELDS,
) -> GpuSnapshot:
    """Build a snapshot from recorded nvidia-smi output, in ``CUDA_VISIBLE_DEVICES`` order."""
    physical = parse_gpu_csv(gpu_csv, fields)
    apps = parse_apps_csv(apps_csv) if apps_csv is not None else None
    notes: list[str] = []
    chosen: list[GpuState] = []
    tokens = visible_tokens(env)
    if tokens is None:
        chosen = list(physical)
    else:
        uuids = [g.uuid for g in physical]
        for pos, token in enumerate(tokens):
            hit: int | None = None
            if token.kind == "index":
                hit = next((i for i, g in enumerate(physical) if g.index == token.index), None)
            elif token.kind == "gpu_uuid":
                hit = match_uuid_prefix(token.text, uuids)
            if hit is None or physical[hit] in chosen:
                if token.kind in ("mig_uuid", "mig_legacy"):
                    notes.append(f"{token.text!r}: MIG instances need NVML (nvidia-ml-py) to be resolved")
                else:
                    notes.append(unmatched_note(token, len(tokens) - pos - 1))
                break
            chosen.append(physical[hit])
    states: list[GpuState] = []
    for pos, gpu in enumerate(chosen):
        procs: tuple[GpuProcess, ...] | None = None
        if apps is not None:
            procs = tuple(GpuProcess(pid, mib) for pid, uuid, mib in apps if uuid == gpu.uuid)
        states.append(
            GpuState(
                index=pos,
                nvml_index=gpu.nvml_index,
                uuid=gpu.uuid,
                name=gpu.name,
                gpu_arch=gpu.gpu_arch,
                compute_capability=gpu.compute_capability,
                memory_used_mib=gpu.memory_used_mib,
                memory_total_mib=gpu.memory_total_mib,
                utilization_pct=gpu.utilization_pct,
                temperature_c=gpu.temperature_c,
                power_w=gpu.power_w,
                processes=procs,
                processes_error=None if apps is not None else (apps_error or "process list unavailable"),
            )
        )
    error = None
    if not physical:
        error = f"{NO_GPU}: nvidia-smi lists no devices"
    elif not states:
        error = f"{NO_GPU} visible: " + (notes[0] if notes else "CUDA_VISIBLE_DEVICES is empty")
    return GpuSnapshot(gpus=tuple(states), error=error, source="nvidia-smi", notes=tuple(notes))


def sample_with_smi(runner: SmiRunner, env: Mapping[str, str]) -> GpuSnapshot:
    """One snapshot through nvidia-smi. Raises SmiUnavailable when it is not installed."""
    fields: Sequence[str] = GPU_FIELDS
    try:
        gpu_csv = runner(gpu_query_args(fields))
    except SmiFailed as exc:
        # Drivers before compute_cap existed reject the whole query; ask again without it.
        if "compute_cap" not in str(exc):
            return GpuSnapshot(error=f"nvidia-smi failed: {exc}", source=None)
        fields = tuple(f for f in GPU_FIELDS if f != "compute_cap")
        try:
            gpu_csv = runner(gpu_query_args(fields))
        except SmiFailed as exc2:
            return GpuSnapshot(error=f"nvidia-smi failed: {exc2}", source=None)
    apps_csv: str | None
    apps_error: str | None = None
    try:
        apps_csv = runner(app_query_args())
    except SmiFailed as exc:
        apps_csv, apps_error = None, f"nvidia-smi could not list processes: {exc}"
    return snapshot_from_csv(gpu_csv, apps_csv, env, apps_error, fields)
