"""The one cell context of rule matching: what a known-crash rule's keys are compared with.

``cell_context`` is what validation matches every rule against; ``crash_context`` is the match a
rule gets when a crash is learned or added by hand (the same keys, less those a crash is not taken
to depend on), so a hand-added rule is exactly as broad as a learned one."""

from __future__ import annotations

from typing import Any

from specdec_tui.domain.model import Cell, Hardware, RunSpec, Sweep

# Keys of the cell context a crash rule leaves out: the draft model is a path that names a file, and a
# crash of a drafting configuration is taken to hold whichever file of that shape it reads.
NOT_LEARNED = ("draft_model",)


def effective_hardware(sweep: Sweep, hardware: Hardware | None = None) -> Hardware:
    """The sweep's ``[hardware]``, with the fields it leaves empty filled from a detected Hardware."""
    declared = sweep.hardware
    if hardware is None:
        return declared
    merged: dict[str, Any] = {}
    from_detected = False
    for name in ("gpu_arch", "gpu_count", "gpu_memory_gib", "gpu_name"):
        value = getattr(declared, name)
        if value is None:
            value = getattr(hardware, name)
            from_detected = from_detected or value is not None
        merged[name] = value
    return Hardware(**merged, detected=from_detected)


def run_context(sweep: Sweep, run: RunSpec, hardware: Hardware | None = None) -> dict[str, Any]:
    """What rules match on: backend, model, algorithm, gpu_arch, tp and the run's scalar speculative
    parameters (``extra`` excluded). Unknown values are left out."""
    hw = effective_hardware(sweep, hardware)
    context: dict[str, Any] = {
        "backend": sweep.server.backend,
        "model": sweep.server.model,
        "algorithm": run.algorithm,
        "tp": run.effective_tp(sweep.server),
    }
    if hw.gpu_arch:
        context["gpu_arch"] = hw.gpu_arch
    for key, value in run.speculative.items():
        if key in ("algorithm", "extra") or value is None or isinstance(value, (dict, list)):
            continue
        context[key] = value
    return context


def cell_context(sweep: Sweep, cell: Cell, hardware: Hardware | None = None) -> dict[str, Any]:
    """:func:`run_context` of the cell's run (the workload does not enter a rule)."""
    return run_context(sweep, cell.run, hardware)


def crash_context(sweep: Sweep, hardware: Hardware | None, run: RunSpec) -> dict[str, Any]:
    """The match of a rule for a crash of ``run``: its :func:`run_context` without the keys in
    ``NOT_LEARNED`` (the server, the GPU, the parallelism, the drafting parameters)."""
    return {
        key: value
        for key, value in run_context(sweep, run, hardware).items()
        if key not in NOT_LEARNED and isinstance(value, (int, float, str))
    }
