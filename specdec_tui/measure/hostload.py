"""Was the host busy while a cell was measured? CPU time of the client, the server tree and the rest.

A benchmark measured on a starved host is not a measurement of the server: a cell that took 6 minutes
because another process held the CPU looks like a 0.02x speed-up. ``HostMeter`` samples, at the start
and the end of a cell, the load average, the host's busy CPU time, the CPU time of this process (the
load generator runs in it) and of the server's process tree, and ``warnings`` turns them into
one-line reasons to distrust the cell.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from typing import Any

import psutil

# Other processes used at least this many cores on average while the host was this busy: oversubscribed.
OTHER_CORES_LIMIT = 0.5
HOST_BUSY_LIMIT = 0.9
# The load generator used this share of one core: its own timings may lag the stream.
CLIENT_CORE_LIMIT = 0.8
# A load average this many times the CPU count (our own server and client included) is suspect.
LOAD_PER_CPU_LIMIT = 2.0


def _tree_cpu_s(pid: int | None) -> float | None:
    """User + system CPU seconds of a process and its live children; None when it is gone."""
    if pid is None:
        return None
    try:
        root = psutil.Process(pid)
        procs = [root, *root.children(recursive=True)]
    except (psutil.Error, OSError):
        return None
    total = 0.0
    for proc in procs:
        try:
            times = proc.cpu_times()
        except (psutil.Error, OSError):
            continue
        total += times.user + times.system
    return total


def _load1() -> float | None:
    try:
        return os.getloadavg()[0]
    except (OSError, AttributeError):
        return None


def _host_busy_s() -> float | None:
    try:
        times = psutil.cpu_times()
    except (psutil.Error, OSError):
        return None
    idle = times.idle + getattr(times, "iowait", 0.0)
    return sum(times) - idle  # type: ignore[arg-type]


@dataclass
class _Sample:
    wall: float
    load1: float | None
    host_busy_s: float | None
    client_cpu_s: float
    server_cpu_s: float | None


def _sample(server_pid: int | None) -> _Sample:
    own = psutil.Process().cpu_times()
    return _Sample(time.monotonic(), _load1(), _host_busy_s(), own.user + own.system, _tree_cpu_s(server_pid))


class HostMeter:
    """``start()`` when the measured requests begin, ``stop()`` when they end, then ``figures()``."""

    def __init__(self, server_pid: int | None, cpus: int | None = None) -> None:
        self.server_pid = server_pid
        self.cpus = cpus or psutil.cpu_count() or 1
        self._start: _Sample | None = None
        self._end: _Sample | None = None

    def start(self) -> None:
        self._start = _sample(self.server_pid)

    def stop(self) -> None:
        if self._start is not None:
            self._end = _sample(self.server_pid)

    def figures(self) -> dict[str, Any]:
        start, end = self._start, self._end
        if start is None or end is None:
            return {}
        wall = max(end.wall - start.wall, 1e-9)
        out: dict[str, Any] = {"cpus": self.cpus, "wall_s": round(wall, 3)}
        if start.load1 is not None and end.load1 is not None:
            out["load1_start"] = round(start.load1, 2)
            out["load1_end"] = round(end.load1, 2)
        client = max(end.client_cpu_s - start.client_cpu_s, 0.0)
        out["client_cpu_s"] = round(client, 3)
        server: float | None = None
        if start.server_cpu_s is not None and end.server_cpu_s is not None:
            server = max(end.server_cpu_s - start.server_cpu_s, 0.0)
            out["server_cpu_s"] = round(server, 3)
        if start.host_busy_s is not None and end.host_busy_s is not None:
            busy = max(end.host_busy_s - start.host_busy_s, 0.0)
            out["host_busy"] = round(min(busy / (self.cpus * wall), 1.0), 3)  # share of all CPUs
            out["other_cores"] = round(max(busy - client - (server or 0.0), 0.0) / wall, 3)
        return out


def warnings(figures: dict[str, Any], send_lag_s: float | None = None) -> list[str]:
    """One-line reasons to distrust a cell measured under these host figures."""
    out: list[str] = []
    cpus = figures.get("cpus") or 1
    busy, other = figures.get("host_busy"), figures.get("other_cores")
    load = figures.get("load1_end")
    if busy is not None and other is not None and busy >= HOST_BUSY_LIMIT and other >= OTHER_CORES_LIMIT:
        out.append(
            f"host oversubscribed: its {cpus} CPUs were {busy:.0%} busy and other processes used "
            f"{other:.1f} cores; the figures measure the contention, not the server"
        )
    elif load is not None and load > LOAD_PER_CPU_LIMIT * cpus:
        out.append(f"host oversubscribed: load average {load:.1f} on {cpus} CPUs")
    wall = figures.get("wall_s") or 0.0
    client = figures.get("client_cpu_s")
    if client is not None and wall > 0 and client / wall >= CLIENT_CORE_LIMIT:
        out.append(
            f"the load generator used {client / wall:.0%} of a core: its timings may lag the server"
        )
    if send_lag_s is not None and send_lag_s > 0.05:
        out.append(f"the client fell behind its request schedule by up to {send_lag_s * 1000:.0f} ms")
    return out
