"""The async side: a poller that re-arms after each sample, peak memory of a server's process tree,
the release check after a stop, and hardware detection for validation."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterable

import psutil

from specdec_tui.domain.model import Hardware
from specdec_tui.gpu.sampler import GpuSampler
from specdec_tui.gpu.state import MIB, GpuSnapshot, GpuState, XidEvent

log = logging.getLogger(__name__)

MAX_XID_HISTORY = 200

# Called with the sample's devices and its error, as events.GpuSample holds them.
SampleCallback = Callable[[list[GpuState], str | None], None]


def expand_process_tree(pids: Iterable[int]) -> set[int]:
    """The PIDs and all their living descendants (a server's workers hold the GPU, not its launcher)."""
    roots = set(pids)
    tree = set(roots)
    for pid in roots:
        try:
            tree.update(child.pid for child in psutil.Process(pid).children(recursive=True))
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return tree


def server_memory_mib(snapshot: GpuSnapshot, pids: set[int]) -> float | None:
    """MiB the process trees rooted at ``pids`` hold now; None when per-process memory is unknown."""
    return snapshot.memory_of(expand_process_tree(pids))


def release_warning(snapshot: GpuSnapshot, held: dict[int, float], timeout_s: float) -> str:
    holders = ", ".join(f"pid {pid} ({mib:.0f} MiB)" for pid, mib in sorted(held.items()))
    return f"GPU memory still held {timeout_s:g} s after the server stopped: {holders}"


def unconfirmed_reason(snapshot: GpuSnapshot) -> str | None:
    """Why a release cannot be confirmed from this snapshot (None when it can)."""
    broken = [g for g in snapshot.gpus if g.error]
    if broken:
        return "; ".join(f"GPU {g.index}: {g.error}" for g in broken)
    unknown = [g for g in snapshot.gpus if g.processes is None]
    if unknown:
        return "; ".join(f"GPU {g.index}: {g.processes_error or 'process list unavailable'}" for g in unknown)
    return None


def hardware_from_snapshot(snapshot: GpuSnapshot) -> Hardware:
    """Hardware for validation; fields stay None when no GPU is visible.

    ``gpu_memory_gib`` is per device (the smallest visible one): what a single rank can use.
    ``gpu_arch`` and ``gpu_name`` are the first visible device's (CUDA device 0).
    """
    gpus = [g for g in snapshot.gpus if g.error is None] or list(snapshot.gpus)
    if not gpus:
        return Hardware(detected=True)
    totals = [g.memory_total_mib for g in gpus if g.memory_total_mib is not None]
    return Hardware(
        gpu_arch=gpus[0].gpu_arch,
        gpu_count=len(snapshot.gpus),
        gpu_memory_gib=round(min(totals) * MIB / 1024**3, 2) if totals else None,
        gpu_name=gpus[0].name,
        detected=True,
    )


def detect_hardware(sampler: GpuSampler | None = None) -> Hardware:
    """Look at the visible GPUs once (blocking); all None, ``detected=True``, without a GPU."""
    if sampler is not None:
        return hardware_from_snapshot(sampler.sample())
    with GpuSampler() as own:
        return hardware_from_snapshot(own.sample())


class GpuMonitor:
    """Samples in a worker thread every ``interval_s`` after the previous sample finished.

    Each sample goes to ``callback(gpus, error)``; ``tracked_mib()`` then holds the memory of the
    tracked process trees in that sample. Descendants seen while tracked are remembered, so workers
    that outlive their launcher still count (and still block a release).
    """

    def __init__(
        self,
        callback: SampleCallback | None = None,
        *,
        interval_s: float = 1.0,
        sampler: GpuSampler | None = None,
        release_poll_s: float = 0.25,
        release_timeout_s: float = 30.0,
    ) -> None:
        self.callback = callback
        self.interval_s = interval_s
        self.release_poll_s = release_poll_s
        self.release_timeout_s = release_timeout_s
        self._owns_sampler = sampler is None
        self.sampler = sampler if sampler is not None else GpuSampler()
        self._task: asyncio.Task[None] | None = None
        self._tracked: frozenset[int] = frozenset()
        self._tree: set[int] = set()  # tracked roots plus every descendant seen so far
        self._peak: float | None = None
        self.latest: GpuSnapshot | None = None
        self.latest_server_mib: float | None = None
        self.xid_history: list[XidEvent] = []

    # -- lifecycle ---------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    async def start(self, callback: SampleCallback | None = None) -> None:
        """Start polling on the running loop (a no-op when already polling)."""
        if callback is not None:
            self.callback = callback
        if not self.running:
            self._task = asyncio.get_running_loop().create_task(self._poll(), name="gpu-monitor")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._owns_sampler:
            await asyncio.to_thread(self.sampler.close)

    async def _poll(self) -> None:
        while True:
            await self.sample_now()
            await asyncio.sleep(self.interval_s)

    # -- tracking ----------------------------------------------------------------------------------

    def track(self, pids: Iterable[int]) -> None:
        """Measure these processes (and their descendants) from now on; replaces the previous set."""
        self._tracked = frozenset(pids)
        self._tree = set(self._tracked)

    def tracked_tree(self) -> frozenset[int]:
        """The tracked roots and every descendant seen so far: the processes that are ours."""
        return frozenset(self._tree)

    def peak_mib(self) -> float | None:
        """The most GPU memory the tracked trees held in any sample since ``reset_peak``."""
        return self._peak

    def reset_peak(self) -> None:
        self._peak = None

    def tracked_mib(self) -> float | None:
        """MiB the tracked trees held in the latest sample (None: nothing tracked, or unknown)."""
        return self.latest_server_mib

    def server_memory_mib(self, pids: set[int] | None = None) -> float | None:
        """MiB held by ``pids`` (default: the tracked trees) in the latest sample."""
        if self.latest is None:
            return None
        wanted = self._tree if pids is None else expand_process_tree(pids) | self._known_tree(pids)
        return self.latest.memory_of(wanted)

    def _known_tree(self, pids: Iterable[int]) -> set[int]:
        return set(self._tree) if set(pids) & self._tracked else set()

    # -- sampling ----------------------------------------------------------------------------------

    def _sample_blocking(self, roots: frozenset[int]) -> tuple[GpuSnapshot, set[int]]:
        try:
            snapshot = self.sampler.sample()
        except Exception as exc:  # a sampler bug must not end the poller; show it instead
            log.exception("GPU sampler failed")
            snapshot = GpuSnapshot(error=f"GPU sampler failed: {type(exc).__name__}: {exc}")
        tree = expand_process_tree(roots) if roots else set()
        return snapshot, tree

    async def sample_now(self) -> GpuSnapshot:
        """Take one sample now, update the peak and emit it; returns the snapshot."""
        roots = self._tracked
        snapshot, tree = await asyncio.to_thread(self._sample_blocking, roots)
        server_mib: float | None = None
        if roots and roots == self._tracked:
            self._tree |= tree
            server_mib = snapshot.memory_of(self._tree)
            if server_mib is not None and (self._peak is None or server_mib > self._peak):
                self._peak = server_mib
        self._publish(snapshot, server_mib)
        return snapshot

    def _publish(self, snapshot: GpuSnapshot, server_mib: float | None) -> None:
        """Make this the latest sample and hand it to the callback."""
        self.latest, self.latest_server_mib = snapshot, server_mib
        if snapshot.xid_events:
            self.xid_history.extend(snapshot.xid_events)
            del self.xid_history[:-MAX_XID_HISTORY]
        self._emit(snapshot)

    def _emit(self, snapshot: GpuSnapshot) -> None:
        if self.callback is None:
            return
        try:
            self.callback(list(snapshot.gpus), snapshot.error)
        except Exception:
            log.exception("GPU sample callback failed")

    # -- release check -----------------------------------------------------------------------------

    async def wait_released(self, pids: set[int], timeout_s: float | None = None) -> str | None:
        """Poll until these processes and their descendants hold no GPU memory.

        Returns None once released (or when there is no GPU to hold memory), else a one-line warning:
        on timeout (default ``release_timeout_s``), or when the driver cannot say which processes
        hold memory. With one argument it is a supervisor release hook as it stands.

        Each of its samples is also the latest one (to the callback): the views see the stopping
        server's memory go, and the one that confirms the release, not a sample from before the stop.
        """
        if timeout_s is None:
            timeout_s = self.release_timeout_s
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout_s
        roots = frozenset(pids)
        known = set(roots) | self._known_tree(roots)
        while True:
            snapshot, tree = await asyncio.to_thread(self._sample_blocking, roots)
            known |= tree
            releasing_tracked = bool(roots) and bool(roots & self._tracked)
            self._publish(snapshot, snapshot.memory_of(known) if releasing_tracked else self.latest_server_mib)
            if not snapshot.available or not snapshot.gpus:
                return None
            reason = unconfirmed_reason(snapshot)
            if reason is not None:
                return f"GPU memory release not confirmed: {reason}"
            held = snapshot.holders(known)
            if not held:
                return None
            remaining = deadline - loop.time()
            if remaining <= 0:
                return release_warning(snapshot, held, timeout_s)
            await asyncio.sleep(min(self.release_poll_s, remaining))

    def release_hook(self, timeout_s: float) -> Callable[[set[int]], Awaitable[str | None]]:
        """``wait_released`` with its timeout bound, in the shape the supervisor's release_hooks take."""

        async def hook(pids: set[int]) -> str | None:
            return await self.wait_released(pids, timeout_s)

        return hook


async def wait_released(pids: set[int], timeout_s: float, sampler: GpuSampler | None = None) -> str | None:
    """One-off release check with its own monitor (see ``GpuMonitor.wait_released``)."""
    monitor = GpuMonitor(sampler=sampler)
    try:
        return await monitor.wait_released(pids, timeout_s)
    finally:
        if sampler is None:
            await asyncio.to_thread(monitor.sampler.close)
