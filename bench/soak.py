"""Soak test: long sweeps on the sim with random faults, random kills of specdec, and proof that
nothing was lost and nothing was left running.

Each round writes a sweep file (a baseline run plus runs that each carry one injected fault: CUDA
crashes of several kinds, hangs, a wedged scheduler, a hostile log, malformed SSE, a slow start, a
quiet exit, OOM at start) and runs ``specdec run --headless --show-log`` on it as a subprocess. With
some probability specdec itself is killed at a random moment (SIGKILL, SIGTERM or SIGHUP) and the
sweep is continued with ``--resume``. After every specdec process ends, no process carrying the
round's unique model path may be alive 2 s later; after the last attempt, every cell must have exactly
one record, the results file must parse, and each cell's status must be the one its fault implies.
An attempt that prints nothing for ``--stall-s`` seconds is wedged: its asyncio tasks are dumped into
the round's folder, it is killed and resumed, and the round fails. specdec's output (``--show-log``)
must hold no control or escape byte.

Usage (from the repository root)::

    python bench/soak.py --minutes 30 > bench/results/soak-30min.txt

Exit status 0 when every check held, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from specdec_tui.run.results import ResultsStore  # noqa: E402

# Crash kinds of the sim (specdec_tui/sim/args.py CRASH_KINDS) and the triage labels each may get.
# The sim's NCCL traceback ends in "Cuda failure 700 'an illegal memory access was encountered'" (the
# NCCL error's cause), so either label is a right answer; which one a cell gets depends on whether that
# last line arrives within the controller's settle time (the summary counts both).
CRASH_LABELS = {
    "illegal_memory_access": ("cuda_illegal_memory_access",),
    "illegal_instruction": ("cuda_illegal_instruction",),
    "device_side_assert": ("device_side_assert",),
    "cuda_oom": ("cuda_oom",),
    "nccl_error": ("nccl_error", "cuda_illegal_memory_access"),
    "segfault": ("fatal_signal",),
}
# Fault kinds and their weights in the draw.
FAULT_WEIGHTS = {
    "none": 2.0,
    "crash": 3.0,
    "hang": 1.0,
    "hang_wedged": 0.5,
    "garbage_log": 1.0,
    "malformed_sse": 1.0,
    "slow_start": 1.0,
    "exit_quietly": 1.0,
    "oom_at_start": 1.0,
}
KILL_SIGNALS = (signal.SIGKILL, signal.SIGKILL, signal.SIGTERM, signal.SIGHUP)
ORPHAN_DEADLINE_S = 2.0
# Bytes that must never reach a terminal from specdec's output: C0 controls but tab and newline,
# DEL, ESC, and C1 controls encoded in UTF-8 (0xC2 0x80-0x9F).
UNSAFE_OUTPUT = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]")

# An attempt that shows no new output for this long is wedged: its asyncio tasks are dumped (see
# DUMPER), it is killed and the sweep resumed; the wedge is reported as an error.
STALL_S = 120.0
# Loaded into every specdec the soak starts (a sitecustomize on PYTHONPATH): on SIGUSR2, write the
# stack of every asyncio task to $SPECDEC_SOAK_DUMP, to tell where a wedged specdec waits.
DUMPER = """
import os, signal
def _dump(signum, frame):
    import asyncio, gc
    with open(os.environ["SPECDEC_SOAK_DUMP"], "w") as out:
        for loop in [o for o in gc.get_objects() if isinstance(o, asyncio.AbstractEventLoop)]:
            for task in asyncio.all_tasks(loop):
                out.write(f"== {task!r}\\n")
                task.print_stack(file=out)
if os.environ.get("SPECDEC_SOAK_DUMP"):
    signal.signal(signal.SIGUSR2, _dump)
"""

WORKLOADS = """
[[workload]]
name = "a"
prompt_tokens = [40, 120]
output_tokens = 32
requests = 3
concurrency = 1
warmup_requests = 0

[[workload]]
name = "b"
prompt_tokens = [60, 200]
output_tokens = 24
requests = 4
concurrency = 2
warmup_requests = 1
"""
# Tokens the first workload ("a") produces: a crash or hang drawn below this lands in it.
FIRST_WORKLOAD_TOKENS = 3 * 32


@dataclass
class Fault:
    kind: str
    args: list[str]
    detail: str = ""  # e.g. the crash kind

    @property
    def name(self) -> str:
        return f"{self.kind}:{self.detail}" if self.detail else self.kind


@dataclass
class RoundReport:
    index: int
    cells: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    faults: list[tuple[str, Fault]] = field(default_factory=list)
    kills: list[str] = field(default_factory=list)
    orphans: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    unreadable: list[str] = field(default_factory=list)
    mismatches: list[str] = field(default_factory=list)
    survived: Counter[str] = field(default_factory=Counter)
    labels: Counter[str] = field(default_factory=Counter)  # "fault -> label of its first cell"
    not_triggered: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    wedged: list[str] = field(default_factory=list)
    unsafe_bytes: int = 0
    max_rss_mib: float = 0.0
    attempts: int = 0
    seconds: float = 0.0


def draw_fault(rng: random.Random) -> Fault:
    kinds = list(FAULT_WEIGHTS)
    kind = rng.choices(kinds, weights=[FAULT_WEIGHTS[k] for k in kinds])[0]
    if kind == "crash":
        crash = rng.choice(sorted(CRASH_LABELS))
        after = rng.randint(4, FIRST_WORKLOAD_TOKENS - 16)
        return Fault(kind, ["--sim-crash-after-tokens", str(after), "--sim-crash-kind", crash], crash)
    if kind == "hang":
        return Fault(kind, ["--sim-hang-after-tokens", str(rng.randint(2, FIRST_WORKLOAD_TOKENS - 16))])
    if kind == "hang_wedged":
        after = rng.randint(2, FIRST_WORKLOAD_TOKENS - 16)
        return Fault(kind, ["--sim-hang-after-tokens", str(after), "--sim-hang-blocks-health"])
    if kind == "garbage_log":
        return Fault(kind, ["--sim-garbage-log"])
    if kind == "malformed_sse":
        return Fault(kind, ["--sim-malformed-sse"])
    if kind == "slow_start":
        return Fault(kind, ["--sim-startup-s", f"{rng.uniform(1.5, 4.0):.1f}"])
    if kind == "exit_quietly":
        # The sim exits 0.2 s after the N-th finished request: real-time pace (about 1 s per request)
        # keeps the exit inside the run.
        code = rng.choice([0, 1, 3])
        return Fault(kind, ["--sim-exit-after-requests", "1", "--sim-exit-code", str(code), "--sim-speed", "1"],
                     f"code{code}")
    if kind == "oom_at_start":
        return Fault(kind, ["--sim-oom-at-start"])
    return Fault("none", [])


def write_sweep(path: Path, name: str, marker: str, runs: list[tuple[str, Fault]]) -> None:
    lines = [
        f'name = "{name}"',
        "[server]",
        'backend = "sim"',
        f'model = "{marker}"',
        "context_length = 4096",
        "port = 0",
        'extra_args = ["--sim-speed", "50", "--sim-startup-s", "0.1"]',
        "startup_timeout_s = 30.0",
        "[limits]",
        "hang_timeout_s = 3.0",
        "request_timeout_s = 30.0",
        "stop_grace_s = 3.0",
        WORKLOADS,
    ]
    for i, (run_name, fault) in enumerate(runs):
        lines.append("[[run]]")
        lines.append(f'name = "{run_name}"')
        if i == 0:
            lines.append('speculative = { algorithm = "none" }')
        else:
            # A distinct budget per run: a learned crash rule then covers that run only.
            lines.append(f'speculative = {{ algorithm = "ddtree", budget = {15 + i} }}')
        if fault.args:
            lines.append("extra_args = " + json.dumps(fault.args))
        lines.append("")
    path.write_text("\n".join(lines))


def marked_processes(marker: str) -> list[psutil.Process]:
    found = []
    for proc in psutil.process_iter(["cmdline"]):
        try:
            cmdline = proc.info["cmdline"] or []
        except psutil.Error:
            continue
        if any(marker in part for part in cmdline) and proc.pid != os.getpid():
            try:
                if proc.status() != psutil.STATUS_ZOMBIE:
                    found.append(proc)
            except psutil.Error:
                pass
    return found


def check_orphans(marker: str, since: float) -> list[str]:
    """Processes of this round still alive ORPHAN_DEADLINE_S after ``since`` (they are killed)."""
    while True:
        left = marked_processes(marker)
        if not left or time.monotonic() - since > ORPHAN_DEADLINE_S:
            break
        time.sleep(0.05)
    described = []
    for proc in left:
        try:
            described.append(f"pid {proc.pid} {' '.join(proc.cmdline())[:120]}")
            proc.kill()
        except psutil.Error:
            pass
    return described


def run_specdec(
    sweep: Path, results: Path, out: Path, resume: bool, kill_after: float | None, sig: signal.Signals,
    dumper_dir: Path, stall_s: float = STALL_S,
) -> tuple[int | None, float, float | None, float, str | None]:
    """One attempt. Returns (returncode, seconds, killed_at or None, peak RSS MiB of specdec, the task
    dump when it was wedged and killed, else None)."""
    argv = [sys.executable, "-m", "specdec_tui", "run", str(sweep), "--headless", "--results", str(results),
            "--no-gpu", "--show-log"]  # fmt: skip
    if resume:
        argv.append("--resume")
    dump = results.parent / f"tasks-{time.strftime('%H%M%S')}.txt"
    env = {**os.environ, "SPECDEC_SOAK_DUMP": str(dump),
           "PYTHONPATH": os.pathsep.join(p for p in (str(dumper_dir), os.environ.get("PYTHONPATH")) if p)}
    began = time.monotonic()
    peak = 0.0
    killed_at = None
    wedged = None
    last_size, last_change = -1, began
    with open(out, "ab") as stdout:
        proc = subprocess.Popen(argv, stdout=stdout, stderr=subprocess.STDOUT, cwd=results.parent, env=env)
        handle = psutil.Process(proc.pid)
        while proc.poll() is None:
            now = time.monotonic()
            try:
                peak = max(peak, handle.memory_info().rss / 2**20)
            except psutil.Error:
                pass
            size = out.stat().st_size
            if size != last_size:
                last_size, last_change = size, now
            if kill_after is not None and killed_at is None and now - began >= kill_after:
                killed_at = now
                proc.send_signal(sig)
            elif killed_at is None and now - last_change > stall_s:
                proc.send_signal(signal.SIGUSR2)
                time.sleep(2.0)
                wedged = dump.read_text(errors="replace") if dump.exists() else "(no task dump)"
                killed_at = time.monotonic()
                proc.kill()
            time.sleep(0.1)
    return proc.returncode, time.monotonic() - began, killed_at, peak, wedged


def verify(report: RoundReport, results: Path, runs: list[tuple[str, Fault]], killed: bool) -> None:
    path = results / "results.jsonl"
    raw_lines = [line for line in path.read_bytes().split(b"\n") if line.strip()] if path.exists() else []
    for number, line in enumerate(raw_lines, 1):
        try:
            json.loads(line)
        except ValueError:
            report.unreadable.append(f"{path}:{number}: {line[:80]!r}")
    records = ResultsStore(path).load()
    counts = Counter(r.key for r in records)
    expected = [f"{run} / {w}" for run, _ in runs for w in ("a", "b")]
    report.cells = len(counts)
    report.missing = [key for key in expected if counts[key] == 0]
    report.duplicates = [f"{key} x{n}" for key, n in counts.items() if n > 1]
    by_key = {r.key: r for r in records}
    report.statuses.update(r.status for r in by_key.values())
    for i, (run, fault) in enumerate(runs):
        first, second = by_key.get(f"{run} / a"), by_key.get(f"{run} / b")
        if first is None or second is None:
            continue
        problem, triggered = judge(fault, first, second, run, killed)
        if i > 0 and fault.kind in ("crash", "oom_at_start", "hang", "hang_wedged", "exit_quietly"):
            report.labels[f"{fault.name} -> {first.status}:{first.triage_label or '-'}"] += 1
        if not triggered and not problem:
            report.not_triggered[fault.name] += 1
        if problem:
            report.mismatches.append(f"{run} [{fault.name}]: {problem}")
        elif i > 0 and triggered:  # the baseline is checked, not counted as an injected fault
            report.survived[fault.name] += 1


def judge(fault: Fault, first: Any, second: Any, run: str, killed: bool) -> tuple[str | None, bool]:
    """(what is inconsistent or None, whether the fault fired) for the two cells of a faulty run."""
    after_crash = {"skipped", "invalid"}

    def lost_to_kill(cell: Any) -> bool:
        # Killed after the crash rule was written but before the cell was recorded: the resumed
        # sweep finds the run covered by its own learned rule (the cell in flight is the one lost).
        return killed and cell.status == "invalid" and any(f"in run '{run}'" in r for r in cell.reasons)

    def show(cell: Any) -> str:
        return f"{cell.workload}={cell.status}({cell.triage_label or ''})"

    kind = fault.kind
    if kind in ("none", "garbage_log", "slow_start"):
        ok = first.status == "ok" and second.status == "ok"
        return (None if ok else f"expected ok, ok; got {show(first)}, {show(second)}"), True
    if kind == "malformed_sse":
        ok = first.status == "failed" and second.status == "failed" and all(
            c.errors and not any("\x1b" in e for e in c.errors) for c in (first, second)
        )
        return (None if ok else f"expected failed with safe errors; got {show(first)}, {show(second)}"), True
    if kind in ("crash", "oom_at_start"):
        labels = CRASH_LABELS[fault.detail] if kind == "crash" else ("cuda_oom",)
        first_ok = (first.status == "crashed" and first.triage_label in labels) or lost_to_kill(first)
        ok = first_ok and second.status in after_crash
        want = "|".join(labels)
        return (None if ok else f"expected crashed({want}), skipped|invalid; got {show(first)}, {show(second)}"), True
    if kind in ("hang", "hang_wedged"):
        ok = (first.status == "hang" or lost_to_kill(first)) and second.status in after_crash
        return (None if ok else f"expected hang, skipped|invalid; got {show(first)}, {show(second)}"), True
    if kind == "exit_quietly":
        died = {"crashed", "failed"}
        fired = first.status in died or second.status in died
        # Not fired (both ok) is counted as "not triggered", not as a failure to survive it.
        ok = first.status in died | {"ok"} and second.status in died | after_crash | {"ok"}
        return (None if ok else f"expected the exit to end a cell; got {show(first)}, {show(second)}"), fired
    return f"unknown fault {kind}", True


def soak_round(
    index: int, rng: random.Random, work: Path, args: argparse.Namespace, estimate: float
) -> RoundReport:
    report = RoundReport(index)
    marker = f"sim/soak-{uuid.uuid4().hex[:12]}"
    folder = work / f"round-{index:03d}"
    folder.mkdir()
    runs: list[tuple[str, Fault]] = [("baseline", Fault("none", []))]
    for i in range(1, args.runs):
        fault = draw_fault(rng)
        runs.append((f"r{i}-{fault.kind.replace('_', '-')}", fault))
    report.faults = runs
    sweep = folder / "sweep.toml"
    write_sweep(sweep, f"soak round {index}", marker, runs)
    results = folder / "results"
    out = folder / "specdec.out"
    began = time.monotonic()
    killed = False
    for attempt in range(6):
        report.attempts += 1
        kill_after = None
        sig = rng.choice(KILL_SIGNALS)
        if attempt < 3 and rng.random() < args.kill_probability:
            kill_after = rng.uniform(0.3, estimate)  # anywhere in a sweep as long as the last one
        rc, _, killed_at, peak, wedged = run_specdec(
            sweep, results, out, attempt > 0, kill_after, sig, work / "dumper", args.stall_s
        )
        report.max_rss_mib = max(report.max_rss_mib, peak)
        ended = killed_at if killed_at is not None else time.monotonic()
        report.orphans += check_orphans(marker, ended)
        if wedged is not None:
            killed = True
            tail = out.read_text(errors="replace").splitlines()[-1:]
            report.wedged.append(f"attempt {attempt + 1}: no output for {args.stall_s:g} s after {tail}; killed")
            report.errors.append(f"attempt {attempt + 1}: specdec wedged (task dump in {folder})")
            (folder / f"wedged-attempt-{attempt + 1}.txt").write_text(wedged)
            continue
        if killed_at is not None:
            killed = True
            report.kills.append(f"{sig.name}@{kill_after:.1f}s")
            continue
        if rc not in (0, 1):
            report.errors.append(f"attempt {attempt + 1}: specdec exit status {rc}")
        break
    data = out.read_bytes() if out.exists() else b""
    report.unsafe_bytes = len(UNSAFE_OUTPUT.findall(data))
    own = [line for line in data.split(b"\n") if not line.startswith(b"   log ")]  # not the echoed server log
    if any(b"Traceback (most recent call last)" in line for line in own):
        report.errors.append("a traceback in specdec's own output")
    verify(report, results, runs, killed)
    report.seconds = time.monotonic() - began
    if not args.keep and not (report.mismatches or report.errors or report.orphans or report.missing):
        shutil.rmtree(folder, ignore_errors=True)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=2.0, help="start rounds until this much time has passed")
    parser.add_argument("--runs", type=int, default=8, help="runs per sweep (the first is a fault-free baseline)")
    parser.add_argument("--kill-probability", type=float, default=0.5,
                        help="chance to kill specdec (at a random moment) on each of a round's first 3 attempts")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--stall-s", type=float, default=STALL_S,
                        help="an attempt without new output for this long is wedged: dumped, killed, resumed")
    parser.add_argument("--workdir", type=Path, default=None, help="where rounds are written (default: a temp dir)")
    parser.add_argument("--keep", action="store_true", help="keep every round's folder, not only failed ones")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    work = args.workdir or Path(tempfile.mkdtemp(prefix="specdec-soak-"))
    work.mkdir(parents=True, exist_ok=True)
    (work / "dumper").mkdir(exist_ok=True)
    (work / "dumper" / "sitecustomize.py").write_text(DUMPER)
    print(f"soak: seed {seed}, {args.minutes:g} min, {args.runs} runs x 2 workloads per round, work dir {work}",
          flush=True)
    print(f"soak: started {time.strftime('%Y-%m-%d %H:%M:%S')}", flush=True)
    deadline = time.monotonic() + args.minutes * 60
    began = time.monotonic()
    reports: list[RoundReport] = []
    index = 0
    while time.monotonic() < deadline:
        index += 1
        estimate = reports[-1].seconds if reports else 3.0 * args.runs
        report = soak_round(index, rng, work, args, estimate)
        reports.append(report)
        bad = report.mismatches or report.errors or report.orphans or report.missing or report.duplicates
        faults = ", ".join(f.name for _, f in report.faults[1:])
        print(
            f"round {index:3d}: {report.cells:2d} cells {dict(report.statuses)} in {report.seconds:5.1f} s, "
            f"{report.attempts} attempt(s), kills [{', '.join(report.kills)}], faults [{faults}], "
            f"orphans {len(report.orphans)}, missing {len(report.missing)}, duplicates {len(report.duplicates)}, "
            f"unsafe bytes {report.unsafe_bytes}, rss {report.max_rss_mib:.0f} MiB{'  <-- CHECK' if bad else ''}",
            flush=True,
        )
        for line in report.mismatches + report.errors + report.wedged + report.orphans + report.missing + report.duplicates:
            print(f"    {line}", flush=True)
    return summarize(reports, time.monotonic() - began, work)


def summarize(reports: list[RoundReport], seconds: float, work: Path) -> int:
    injected: Counter[str] = Counter()
    survived: Counter[str] = Counter()
    not_triggered: Counter[str] = Counter()
    statuses: Counter[str] = Counter()
    kills: Counter[str] = Counter()
    labels: Counter[str] = Counter()
    for r in reports:
        labels.update(r.labels)
        injected.update(f.name for _, f in r.faults[1:])
        survived.update(r.survived)
        not_triggered.update(r.not_triggered)
        statuses.update(r.statuses)
        kills.update(k.split("@")[0] for k in r.kills)
    cells = sum(r.cells for r in reports)
    orphans = sum(len(r.orphans) for r in reports)
    missing = sum(len(r.missing) for r in reports)
    duplicates = sum(len(r.duplicates) for r in reports)
    unreadable = sum(len(r.unreadable) for r in reports)
    mismatches = sum(len(r.mismatches) for r in reports)
    errors = sum(len(r.errors) for r in reports)
    wedged = sum(len(r.wedged) for r in reports)
    unsafe = sum(r.unsafe_bytes for r in reports)
    print()
    print(f"== soak summary ({seconds / 60:.1f} min, {len(reports)} rounds, finished {time.strftime('%H:%M:%S')})")
    print(f"cells recorded:        {cells}  {dict(sorted(statuses.items()))}")
    print(f"faulty runs injected:  {sum(injected.values())}")
    print("  kind                         injected  survived  not triggered")
    for name in sorted(injected):
        print(f"  {name:<28} {injected[name]:>8}  {survived[name]:>8}  {not_triggered[name]:>13}")
    print("first cell of each faulty run (fault -> status:label):")
    for name in sorted(labels):
        print(f"  {name:<60} {labels[name]:>5}")
    print(f"specdec killed:        {sum(kills.values())}  {dict(kills)}  (each followed by --resume)")
    print(f"orphan processes:      {orphans}")
    print(f"missing records:       {missing}")
    print(f"duplicate records:     {duplicates}")
    print(f"unreadable lines:      {unreadable}")
    print(f"inconsistent statuses: {mismatches}")
    print(f"specdec errors:        {errors}  (of which wedged attempts, killed and resumed: {wedged})")
    print(f"unsafe output bytes:   {unsafe}  (control/escape bytes in specdec's headless output, --show-log on)")
    print(f"peak specdec RSS:      {max((r.max_rss_mib for r in reports), default=0):.0f} MiB")
    failed = orphans or missing or duplicates or unreadable or mismatches or errors or unsafe
    print(f"verdict:               {'FAIL' if failed else 'PASS'} (failed rounds kept under {work})")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
