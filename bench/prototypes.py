"""What-if prototypes for the slow spots the other benches found, measured beside the current code.

These are not product code: each row pairs a current path with a prototype of a change proposed to
the file's owner (see bench/RESULTS.md, "Proposals"), on the same input, best of ``--repeat`` by CPU
time.

- split: ``supervisor.LineSplitter.feed`` vs decoding a chunk's complete lines in one call and
  ``str.split("\\n")`` (the per-line path kept for chunks with a CR or a line that may need cutting);
- triage: ``Triage.feed`` per line vs one block prefilter over the batch (``Triage._scan_block``, the
  saved-log path, on the same lines), which finds the same fatal line;
- httpx: ``httpx.AsyncClient()`` as the controller's health check and ``run_workload`` build one per
  cell (an SSL context is created and the CA bundle loaded each time) vs ``verify=False`` (plain-http
  local servers never use TLS) vs one client kept for the sweep.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import time
from collections.abc import Callable
from pathlib import Path

from _util import Tee, human, machine, table
from log_pipeline import PIPE_CHUNK, _sglang_lines

from specdec_tui.server.supervisor import MAX_LINE_BYTES, LineSplitter
from specdec_tui.triage.classifier import Triage, TriageEvent


def cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def best(repeat: int, fn: Callable[[], object]) -> float:
    seconds = float("inf")
    for _ in range(repeat):
        c0 = cpu()
        fn()
        seconds = min(seconds, cpu() - c0)
    return seconds


class ChunkSplitter:
    """Prototype: the complete lines of a chunk decoded in one call (no CR, no over-long line)."""

    def __init__(self, max_bytes: int = MAX_LINE_BYTES) -> None:
        self.max_bytes = max_bytes
        self.reference = LineSplitter(max_bytes)
        self.partial = b""

    def feed(self, data: bytes) -> list[str]:
        last = data.rfind(b"\n")
        if last < 0 or b"\r" in data:
            return self.reference.feed(self.partial + data) if self._drain() else self.reference.feed(data)
        head = self.partial + data[:last] if self.partial else data[:last]
        self.partial = data[last + 1 :]
        lines = head.decode("utf-8", errors="replace").split("\n")
        if len(head) > self.max_bytes and max(map(len, lines)) * 4 > self.max_bytes:
            return LineSplitter(self.max_bytes).feed(head + b"\n")  # a line may need cutting
        return lines

    def _drain(self) -> bool:
        had = bool(self.partial)
        self.partial = b""
        return had


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=300_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--save", type=Path, default=None)
    args = parser.parse_args(argv)
    out = Tee(args.save)
    out(f"# prototypes: current code vs proposed changes, best of {args.repeat} (CPU time)")
    out(f"# {machine()}")

    lines = _sglang_lines(random.Random(0), args.lines - 20)
    lines[-100:-100] = [
        "[2026-05-12 11:59:59 TP0] Scheduler hit an exception: Traceback (most recent call last):",
        "RuntimeError: CUDA error: an illegal instruction was encountered",
    ]
    data = ("\n".join(lines) + "\n").encode()
    chunks = [data[i : i + PIPE_CHUNK] for i in range(0, len(data), PIPE_CHUNK)]
    n = len(lines)
    rows = []

    def split_with(factory: Callable[[], LineSplitter | ChunkSplitter]) -> int:
        splitter = factory()
        return sum(len(splitter.feed(chunk)) for chunk in chunks)

    assert split_with(LineSplitter) == split_with(ChunkSplitter) == n
    for name, fn in (
        ("split: LineSplitter.feed (current)", lambda: split_with(LineSplitter)),
        ("split: decode each chunk once + str.split (prototype)", lambda: split_with(ChunkSplitter)),
    ):
        s = best(args.repeat, fn)
        rows.append((name, f"{s * 1000:.0f} ms", human(n / s) + " lines/s"))

    def per_line() -> TriageEvent | None:
        triage = Triage("sglang")
        for line in lines:
            triage.feed(line)
        return triage.primary

    def per_batch(size: int = 1500) -> TriageEvent | None:
        triage = Triage("sglang")
        for i in range(0, n, size):
            triage._scan_block(("\n".join(lines[i : i + size]) + "\n").encode())
        return triage.primary

    a, b = per_line(), per_batch()
    assert a is not None and b is not None and (a.line, a.label) == (b.line, b.label), (a, b)
    triage_paths: tuple[tuple[str, Callable[[], object]], ...] = (
        ("triage: Triage.feed per line (current)", per_line),
        ("triage: block prefilter per 1500-line batch (prototype)", per_batch),
    )
    for name, path in triage_paths:
        s = best(args.repeat, path)
        rows.append((name, f"{s * 1000:.0f} ms", human(n / s) + " lines/s"))
    out()
    out(table(rows, ("path", f"CPU for {n:,} lines", "throughput")))

    import httpx

    async def clients(count: int, **kwargs: object) -> None:
        for _ in range(count):
            client = httpx.AsyncClient(**kwargs)  # type: ignore[arg-type]
            await client.aclose()

    rows = []
    count = 20
    for name, kwargs in (
        ("httpx.AsyncClient() (current, per cell)", {}),
        ("httpx.AsyncClient(verify=False)", {"verify": False}),
    ):
        c0, t0 = cpu(), time.perf_counter()
        asyncio.run(clients(count, **kwargs))
        rows.append(
            (
                name,
                f"{(cpu() - c0) / count * 1000:.1f} ms",
                f"{(time.perf_counter() - t0) / count * 1000:.1f} ms",
            )
        )
    out()
    out(table(rows, ("client construction", "CPU each", "wall each")))
    out.save()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
