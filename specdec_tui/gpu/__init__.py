"""GPU monitoring through NVML (nvidia-ml-py), with nvidia-smi as a fallback.

``GpuSampler.sample()`` reads every device visible to CUDA; ``GpuMonitor`` polls it from asyncio,
tracks a server's peak memory and confirms the release after a stop; ``detect_hardware()`` feeds
validation. Without a GPU every path returns the one "no NVIDIA GPU" state instead of raising.
"""

from __future__ import annotations

from specdec_tui.gpu.monitor import (
    GpuMonitor,
    detect_hardware,
    expand_process_tree,
    hardware_from_snapshot,
    server_memory_mib,
    wait_released,
)
from specdec_tui.gpu.sampler import GpuSampler
from specdec_tui.gpu.state import (
    NO_GPU,
    GpuProcess,
    GpuSnapshot,
    GpuState,
    XidEvent,
    arch_from_compute_cap_text,
    compute_capability_to_arch,
)

__all__ = [
    "NO_GPU",
    "GpuMonitor",
    "GpuProcess",
    "GpuSampler",
    "GpuSnapshot",
    "GpuState",
    "XidEvent",
    "arch_from_compute_cap_text",
    "compute_capability_to_arch",
    "detect_hardware",
    "expand_process_tree",
    "hardware_from_snapshot",
    "server_memory_mib",
    "wait_released",
]
