#!/usr/bin/env bash
# The GPU-slots executor on a real two-GPU machine (device kind nvidia-h200-x2), run from the
# repository root on the device, .device carried (see gpu_llamacpp_sweep.sh's header). Best after
# `SETUP_ONLY=1 bash bench/device/gpu_llamacpp_sweep.sh` on the same warm machine (the build takes
# ~5 min); otherwise the first arm builds llama-server.
#
# The same sweep (SWEEP2, default bench/device/llamacpp-slots2.toml) in two arms, alternating for
# ROUNDS rounds (default 2), so the wall-time ratio is measured in one session on one machine:
#   one slot   the sweep with its [hardware] gpus = [0, 1] line made gpus = [0]: the jobs one at a time
#   two slots  the sweep as written: two jobs at once, one on each GPU
# Each arm is one gpu_llamacpp_sweep.sh run (OOM_CHECK=0; a foreign 1 GiB holder on GPU 0 throughout;
# `specdec gpu --json`; live GPU samples; its evidence check). Then a summary per arm: the sweep's own
# wall time (its "sweep finished" clock), the jobs' start lines, the llama-server PIDs the live samples
# saw on each GPU (and MiB), how long both GPUs held a server at once, whether a GPU ever held two of
# our servers at once (a set handed out before its release check), the cells' peaks and release
# warnings; at the end nvidia-smi and ps, so no llama-server is left.
# $OUT (at most 8 files come back): run.log (everything) and arms.tar.gz (each arm's own $OUT).
set -uo pipefail

ROOT=$(pwd)
OUT=${OUT:-/tmp/gpu-slots2-out}
SWEEP2=${SWEEP2:-bench/device/llamacpp-slots2.toml}
ROUNDS=${ROUNDS:-2}
ARMS=/tmp/slots2-arms
mkdir -p "$OUT"
exec > >(tee -a "$OUT/run.log") 2>&1
tee_pid=$!
finish() {
    exec 1>&- 2>&-
    wait "$tee_pid" 2>/dev/null
}
trap finish EXIT
export PYTHONUNBUFFERED=1

[ -f "$SWEEP2" ] || { echo "gpu_slots2: no $SWEEP2" >&2; exit 1; }
grep -q '^gpus = \[0, 1\]' "$SWEEP2" || { echo "gpu_slots2: $SWEEP2 has no 'gpus = [0, 1]' line" >&2; exit 1; }
rm -rf "$ARMS" && mkdir -p "$ARMS"
sed 's/^gpus = \[0, 1\]$/gpus = [0]/' "$SWEEP2" > "$ARMS/slots1.toml"
cp "$SWEEP2" "$ARMS/slots2.toml"
echo "=== machine ==="
nvidia-smi --query-gpu=index,name,memory.used,memory.total,driver_version --format=csv
nproc

rc=0
for round in $(seq 1 "$ROUNDS"); do
    for slots in 1 2; do
        arm=round$round-slots$slots
        echo
        echo "################ $arm: $ARMS/slots$slots.toml ($(grep '^gpus' "$ARMS/slots$slots.toml")) ################"
        OUT=$ARMS/$arm SWEEP=$ARMS/slots$slots.toml RESULTS_DIR=$ARMS/$arm-results OOM_CHECK=0 \
            bash "$ROOT/bench/device/gpu_llamacpp_sweep.sh" > /dev/null 2>&1
        arm_rc=$?
        # the arm's own log, without the build/venv steps (the first arm may have built)
        sed -n '/=== \[ *[0-9]*s\] specdec gpu --json ===/,$p' "$ARMS/$arm/run.log"
        echo "$arm: gpu_llamacpp_sweep.sh exit $arm_rc"
        [ "$arm_rc" -eq 0 ] || rc=1
    done
done

echo
echo "=== summary ==="
PY=${SPECDEC_VENV:-/tmp/specdec-venv}/bin/python
"$PY" - "$ARMS" <<'PYEOF' || rc=1
import json, re, sys
from collections import defaultdict
from pathlib import Path

arms = Path(sys.argv[1])
walls: dict[int, list[float]] = defaultdict(list)
problems = []
for arm in sorted(p for p in arms.iterdir() if p.is_dir() and not p.name.endswith("-results")):
    slots = int(arm.name.rsplit("slots", 1)[1])
    log = (arm / "run.log").read_text(errors="replace") if (arm / "run.log").is_file() else ""
    m = re.search(r"^\[(\d+):(\d+\.\d)\] sweep finished: (.*)$", log, re.M)
    wall = int(m.group(1)) * 60 + float(m.group(2)) if m else None
    print(f"\n{arm.name}: sweep wall {wall} s ({m.group(3) if m else 'no sweep finished line'})")
    if wall is None:
        problems.append(f"{arm.name}: no 'sweep finished' line")
    else:
        walls[slots].append(wall)
    for line in log.splitlines():
        if re.match(r"^\[[\d:.]+\] (info: job|warning)", line):
            print("  " + line)
    # live samples: which llama-server PIDs held memory on which GPU, and when
    live = [json.loads(x) for x in (arm / "gpu-live.jsonl").read_text().splitlines() if x.strip()] \
        if (arm / "gpu-live.jsonl").is_file() else []
    per_gpu: dict[int, dict[int, float]] = defaultdict(dict)  # gpu -> pid -> max MiB
    both = 0
    for s in live:
        servers = [p for p in s["processes"] if "llama-server" in (p.get("name") or "")]
        gpus_now = defaultdict(set)
        for p in servers:
            per_gpu[p["gpu"]][p["pid"]] = max(per_gpu[p["gpu"]].get(p["pid"], 0), p.get("used_mib") or 0)
            gpus_now[p["gpu"]].add(p["pid"])
        if len(gpus_now) >= 2:
            both += 1
        for gpu, pids in gpus_now.items():
            if len(pids) > 1:
                problems.append(f"{arm.name}: GPU {gpu} held {len(pids)} llama-servers at once at t={s['t']}")
    on_two = [pid for pid in per_gpu.get(0, {}) if pid in per_gpu.get(1, {})]
    if on_two:
        problems.append(f"{arm.name}: llama-server PIDs {on_two} seen on both GPUs")
    for gpu in sorted(per_gpu):
        mib = sorted(per_gpu[gpu].values())
        print(f"  live GPU {gpu}: {len(per_gpu[gpu])} llama-server PIDs {sorted(per_gpu[gpu])}, "
              f"MiB {mib[0]:.0f}-{mib[-1]:.0f}")
    foreign = [p for s in live for p in s["processes"] if "llama-server" not in (p.get("name") or "")]
    print(f"  live: {len(live)} samples, {both} with a llama-server on both GPUs; "
          f"other holders: {sorted({(p['gpu'], p['pid'], p['name'], p.get('used_mib')) for p in foreign})}")
    if slots == 2 and not both:
        problems.append(f"{arm.name}: no sample had servers on both GPUs")
    if slots == 1 and 1 in per_gpu:
        problems.append(f"{arm.name}: one slot (gpus = [0]) but a server held memory on GPU 1")
    if live:
        last = [p for p in live[-1]["processes"] if "llama-server" in (p.get("name") or "")]
        if last:
            problems.append(f"{arm.name}: the last live sample still shows {last}")
    rows = {}
    res = arm / "results.jsonl"
    for line in res.read_text().splitlines() if res.is_file() else []:
        if line.strip():
            row = json.loads(line)
            rows[(row["run"], row["workload"])] = row
    peaks = [r.get("gpu_peak_mem_mib") for r in rows.values()]
    warns = [(k, r["gpu_release_warning"]) for k, r in rows.items() if r.get("gpu_release_warning")]
    status = sorted({r.get("status") for r in rows.values()})
    print(f"  cells: {len(rows)} {status}; peaks MiB {min(p or 0 for p in peaks) if peaks else '-'}-"
          f"{max(p or 0 for p in peaks) if peaks else '-'}; release warnings {warns or 'none'}")
    if len(rows) != 12 or status != ["ok"]:
        problems.append(f"{arm.name}: {len(rows)} cells, status {status}")
    if warns or re.search(r"release check|release not confirmed|still hold", log):
        problems.append(f"{arm.name}: a release warning")

print()
for slots in sorted(walls):
    print(f"{slots} slot(s): sweep wall {walls[slots]} s")
if walls.get(1) and walls.get(2):
    ratios = [b / a for a, b in zip(walls[1], walls[2])]
    print(f"two slots / one slot, per round: {[round(r, 3) for r in ratios]}; "
          f"median-of-rounds walls {sorted(walls[1])[len(walls[1]) // 2]} s / {sorted(walls[2])[len(walls[2]) // 2]} s")
for p in problems:
    print(f"PROBLEM: {p}")
sys.exit(1 if problems else 0)
PYEOF

echo
echo "=== after: nvidia-smi, llama-server processes ==="
nvidia-smi --query-compute-apps=gpu_uuid,pid,process_name,used_memory --format=csv
nvidia-smi --query-gpu=index,memory.used --format=csv
if pgrep -a llama-server; then
    echo "LEFT OVER: llama-server processes above"
    rc=1
else
    echo "no llama-server process left"
fi
tar -czf "$OUT/arms.tar.gz" -C "$ARMS" . 2>/dev/null
ls -la "$OUT"
echo "gpu_slots2 done in $SECONDS s, exit $rc"
exit "$rc"
