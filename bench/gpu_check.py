"""Real-GPU check of specdec_tui.gpu, run on the device machine (an NVIDIA H200).

Prints evidence, section by section, and writes to ``--out`` (default ``$OUT``):
  query_gpu.csv, query_compute_apps.csv   recorded nvidia-smi output (fixtures for the fallback parser)
  cuda_errors.tar.gz                      real CUDA error output of bench/device/cuda_fault.py, one log
                                          per fault (fixtures for the triage classifier)
It exits 1 when a check fails. Run from the repository root: ``python3 bench/gpu_check.py``.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.metadata
import os
import platform
import shutil
import signal
import subprocess
import sys
import tarfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from specdec_tui.cli.commands import gpu as gpu_command  # noqa: E402
from specdec_tui.gpu import GpuMonitor, GpuSampler, GpuSnapshot, detect_hardware  # noqa: E402
from specdec_tui.gpu.smi import app_query_args, gpu_query_args, run_nvidia_smi, sample_with_smi  # noqa: E402

DEVICE = ROOT / "bench" / "device"
# Each fault and the text CUDA/PyTorch is expected to print for it (None: recorded, not checked).
FAULTS: dict[str, str | None] = {
    "illegal_memory_access": "an illegal memory access was encountered",
    "misaligned_address": "misaligned address",
    "trap": "unspecified launch failure",
    "brkpt": None,
    "device_side_assert": "device-side assert triggered",
    "oom": "CUDA out of memory",
}
checks: list[tuple[str, bool]] = []


def section(title: str) -> None:
    print(f"\n=== {title} ===", flush=True)


def check(what: str, ok: bool) -> None:
    checks.append((what, ok))
    print(f"[{'PASS' if ok else 'FAIL'}] {what}", flush=True)


def tool_version(name: str, flag: str = "--version") -> str:
    exe = shutil.which(name)
    if exe is None:
        return "absent"
    try:
        out = subprocess.run([exe, flag], capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"{exe}: {exc}"
    lines = [line for line in (out.stdout + out.stderr).splitlines() if line.strip()]
    return f"{exe}: {lines[-1] if name == 'nvcc' else (lines[0] if lines else '?')}"


def package_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "absent"


def environment() -> None:
    section("environment")
    import pynvml

    print("python", platform.python_version(), sys.executable)
    print("nvidia-ml-py", package_version("nvidia-ml-py"), "psutil", package_version("psutil"))
    try:
        pynvml.nvmlInit()
        cuda = pynvml.nvmlSystemGetCudaDriverVersion()
        print(
            "driver", pynvml.nvmlSystemGetDriverVersion(), f"CUDA (driver) {cuda // 1000}.{cuda % 1000 // 10}"
        )
        pynvml.nvmlShutdown()
    except pynvml.NVMLError as exc:
        print("NVML:", exc)
    try:
        import torch

        print("torch", torch.__version__, "CUDA", torch.version.cuda, "devices", torch.cuda.device_count())
    except ImportError as exc:
        print("torch: absent", exc)
    print("cupy", package_version("cupy-cuda13x"), package_version("cupy-cuda12x"))
    for tool in ("nvcc", "cmake", "ninja", "gcc", "g++", "make", "git", "ccache"):
        print(f"{tool:6}", tool_version(tool))
    usage = shutil.disk_usage("/")
    print(
        f"cores {os.cpu_count()}, disk / free {usage.free / 1024**3:.0f} GiB of {usage.total / 1024**3:.0f} GiB"
    )


def snapshot_section(sampler: GpuSampler) -> GpuSnapshot:
    section("snapshot (JSON, as `specdec gpu --json` prints it)")
    snap = sampler.sample()
    print(snap.to_json(indent=2))
    section("specdec gpu")
    gpu_command.run(argparse.Namespace(json=False, watch=None))
    hw = detect_hardware(sampler)
    section("detect_hardware()")
    print(hw)
    check(f"gpu_arch detected as sm_90 (got {hw.gpu_arch})", hw.gpu_arch == "sm_90")
    check("no error in the snapshot", snap.error is None and snap.source == "nvml")
    if not snap.gpus:
        return snap
    gpu = snap.gpus[0]
    check(
        "memory, utilisation, temperature, power all read",
        None not in (gpu.memory_total_mib, gpu.utilization_pct, gpu.temperature_c, gpu.power_w),
    )
    return snap


def cost_section(sampler: GpuSampler) -> None:
    section("sampling cost")
    times = []
    for _ in range(50):
        started = time.perf_counter()
        sampler.sample()
        times.append((time.perf_counter() - started) * 1000)
    print(f"NVML sample(): mean {sum(times) / len(times):.2f} ms, max {max(times):.2f} ms over {len(times)}")
    started = time.perf_counter()
    smi = sample_with_smi(run_nvidia_smi, os.environ)
    print(f"nvidia-smi fallback sample: {(time.perf_counter() - started) * 1000:.0f} ms, source={smi.source}")
    print(f"fallback reading: {smi.gpus[0].to_dict() if smi.gpus else smi.error}")
    check("nvidia-smi fallback reads the same GPU", bool(smi.gpus) and smi.gpus[0].gpu_arch == "sm_90")


def visible_section(snap: GpuSnapshot) -> None:
    section("CUDA_VISIBLE_DEVICES")
    uuid = snap.gpus[0].uuid or ""
    for value in (uuid[:12], "0", "GPU-ffffffff", ""):
        with GpuSampler(env={"CUDA_VISIBLE_DEVICES": value}) as sampler:
            got = sampler.sample()
        print(f"{value!r:16} -> {[g.uuid for g in got.gpus]} error={got.error!r} notes={list(got.notes)}")
        if value and value != "GPU-ffffffff":
            check(f"CUDA_VISIBLE_DEVICES={value!r} resolves to the GPU", [g.uuid for g in got.gpus] == [uuid])


def processes_of(snap: GpuSnapshot) -> dict[int, Any]:
    return {p.pid: p.to_dict() for g in snap.gpus for p in g.processes or ()}


async def attribution_section(sampler: GpuSampler, mib: int, out: Path) -> None:
    section(f"attribution: a launcher whose child holds {mib} MiB")
    samples: list[float | None] = []
    monitor = GpuMonitor(interval_s=0.2, sampler=sampler)
    monitor.callback = lambda gpus, error: samples.append(monitor.tracked_mib())
    launcher = subprocess.Popen(
        [sys.executable, str(DEVICE / "launch_holder.py"), str(mib)], stdout=subprocess.PIPE, text=True
    )
    monitor.track({launcher.pid})
    await monitor.start()
    assert launcher.stdout is not None
    line = await asyncio.wait_for(asyncio.to_thread(launcher.stdout.readline), 180)
    print("holder says:", line.strip())
    _, pid_text, reserved_text = line.split()
    holder = int(pid_text)
    try:
        await _attribution_checks(monitor, launcher, holder, int(reserved_text), mib, samples, out)
    finally:
        await monitor.stop()
        for pid in (launcher.pid, holder):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


async def _attribution_checks(
    monitor: GpuMonitor,
    launcher: subprocess.Popen[str],
    holder: int,
    reserved: int,
    mib: int,
    samples: list[float | None],
    out: Path,
) -> None:
    snap = await monitor.sample_now()
    deadline = time.monotonic() + 30
    while holder not in processes_of(snap) and time.monotonic() < deadline:
        await asyncio.sleep(0.2)
        snap = await monitor.sample_now()
    procs = processes_of(snap)
    print(f"launcher pid {launcher.pid}, holder pid {holder}, torch reserved {reserved / 2**20:.0f} MiB")
    print("processes on the GPU:", procs)
    held = procs.get(holder, {}).get("used_mib") or 0.0
    tree_mib = monitor.server_memory_mib({launcher.pid})
    print(f"holder holds {held:.0f} MiB (so {held - mib:.0f} MiB of CUDA context beyond the {mib} MiB block)")
    print(f"server_memory_mib({{launcher}}) = {tree_mib}; tracked_mib() = {monitor.tracked_mib()}")
    check("the child's PID holds at least the allocated block", held >= mib)
    check("the launcher itself holds nothing", launcher.pid not in procs)
    check("the launcher's tree is charged the child's memory", tree_mib == held)
    (out / "query_gpu.csv").write_text(run_nvidia_smi(gpu_query_args()))
    (out / "query_compute_apps.csv").write_text(run_nvidia_smi(app_query_args()))
    print("nvidia-smi --query-compute-apps:", (out / "query_compute_apps.csv").read_text().strip())

    warning = await monitor.wait_released({launcher.pid}, timeout_s=1.0)
    print("wait_released while held (1 s):", warning)
    check("wait_released times out with a warning naming the holder", f"pid {holder}" in (warning or ""))

    launcher.send_signal(signal.SIGKILL)
    launcher.wait()
    warning = await monitor.wait_released({launcher.pid}, timeout_s=1.0)
    print("launcher killed, child orphaned; wait_released (1 s):", warning)
    check("an orphaned worker still blocks the release", f"pid {holder}" in (warning or ""))

    killed_at = time.monotonic()
    os.kill(holder, signal.SIGKILL)
    result = await monitor.wait_released({launcher.pid}, timeout_s=30)
    released_s = time.monotonic() - killed_at
    print(f"holder killed; wait_released -> {result!r} after {released_s:.2f} s")
    check("the release is seen after the holder exits", result is None)
    print(
        f"peak_mib() = {monitor.peak_mib()}; {len(samples)} samples, tracked_mib() first/last:",
        samples[:3],
        samples[-3:],
    )
    check("peak memory of the tree recorded", (monitor.peak_mib() or 0) >= mib)


def faults_section(sampler: GpuSampler, out: Path) -> None:
    section("real CUDA faults (logs for triage fixtures)")
    folder = out / "cuda_errors"
    folder.mkdir(exist_ok=True)
    sampler.sample()  # the XID event set is armed by now; drain anything older
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    for kind, expected in FAULTS.items():
        started = time.monotonic()
        try:
            proc = subprocess.run(
                [sys.executable, str(DEVICE / "cuda_fault.py"), kind],
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                errors="replace",
                timeout=180,
                env=env,
            )
            text, rc = proc.stdout, str(proc.returncode)
        except subprocess.TimeoutExpired as exc:
            text, rc = str(exc.stdout or ""), "timeout"
        (folder / f"{kind}.log").write_text(text)
        keys = ("error", "Error", "Assertion", "assert")
        telling = [line for line in text.splitlines() if any(k in line for k in keys)][:6]
        print(f"--- {kind}: rc={rc} in {time.monotonic() - started:.1f} s")
        for line in telling:
            print("   ", line[:300])
        time.sleep(0.5)
        xids = sampler.sample().xid_events
        print("    XID events seen by the sampler:", [x.text() for x in xids] or "none")
        if expected is not None:
            check(f"{kind}: the child failed with {expected!r}", rc != "0" and expected in text)
    with tarfile.open(out / "cuda_errors.tar.gz", "w:gz") as tar:
        tar.add(folder, arcname="cuda_errors")
    shutil.rmtree(folder)
    after = sampler.sample()
    check("the GPU is healthy after the faults", after.error is None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path(os.environ.get("OUT", "gpu_check_out")))
    parser.add_argument("--mib", type=int, default=4096)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    environment()
    with GpuSampler() as sampler:
        snap = snapshot_section(sampler)
        if not snap.gpus:
            return 1
        cost_section(sampler)
        visible_section(snap)
        asyncio.run(attribution_section(sampler, args.mib, args.out))
        faults_section(sampler, args.out)
    section("summary")
    for what, ok in checks:
        print(f"{'PASS' if ok else 'FAIL'}  {what}")
    return 0 if all(ok for _, ok in checks) else 1


if __name__ == "__main__":
    raise SystemExit(main())
