"""The result of one cell (run x workload): one JSON line in the results file (DESIGN.md §6)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

# Status of a cell. ``pending`` and ``running`` exist only in the live queue, never on disk.
STATUSES = ("ok", "crashed", "failed", "skipped", "invalid", "hang")


@dataclass
class CellResult:
    run: str
    workload: str
    status: str  # ok | crashed | failed | skipped | invalid | hang
    reasons: list[str] = field(default_factory=list)  # invalid: verdict reasons; failed: why
    triage_label: str | None = None
    first_fatal_line: str | None = None
    first_fatal_lineno: int | None = None
    hint: str | None = None
    requests_ok: int = 0
    requests_failed: int = 0
    errors: list[str] = field(default_factory=list)  # distinct request error messages (server's own)
    output_tok_s: float | None = None  # total output tokens / wall time of the measured phase
    decode_tok_s_per_request: float | None = None  # mean over requests of output/(e2e - ttft)
    ttft_ms_mean: float | None = None
    ttft_ms_p50: float | None = None
    ttft_ms_p99: float | None = None
    itl_ms_mean: float | None = None
    itl_ms_p50: float | None = None
    itl_ms_p99: float | None = None
    e2e_ms_mean: float | None = None
    e2e_ms_p50: float | None = None
    e2e_ms_p99: float | None = None
    prompt_tokens_mean: float | None = None  # as the server reported them
    output_tokens_total: int = 0
    accept_length: float | None = None
    accept_rate: float | None = None
    speedup: float | None = None  # output_tok_s / the baseline run's on the same workload
    # Dataset workloads: figures per prompt category (stats.by_category), each with its speedup over
    # the same category of the baseline run on the same workload.
    categories: dict[str, dict[str, Any]] = field(default_factory=dict)
    algorithm: str = "none"
    speculative: dict[str, Any] = field(default_factory=dict)
    backend: str = ""
    model: str = ""
    argv: list[str] = field(default_factory=list)  # secrets redacted
    server_version: str | None = None
    specdec_version: str | None = None
    gpu_name: str | None = None
    gpu_arch: str | None = None
    gpu_peak_mem_mib: float | None = None
    gpu_release_warning: str | None = None
    log_path: str | None = None
    started_at: str | None = None  # ISO 8601 UTC
    duration_s: float | None = None

    @property
    def key(self) -> str:
        from .model import cell_key

        return cell_key(self.run, self.workload)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CellResult:
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})
