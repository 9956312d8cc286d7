#!/usr/bin/env bash
# A second set of real llama-server failures on the device machine (an NVIDIA H200), for crash triage
# (issue 17, round 14d), none of them one of llamacpp_failures.sh's: bad downloads (an HTML page, random
# bytes, a missing path, an unknown architecture), draft-model trouble (truncated, another vocabulary),
# options the build refuses (quantized V cache without flash attention, an unknown --spec-type, a host
# address the machine does not have), GPU memory taken before the weights load, no visible GPU, slots
# that run out of context, endpoints the model does not serve, signals during load and after serving.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build SKIP_SM80=1 bash bench/device/llamacpp_failures.sh   # once: the sm_90 server
#   bash bench/device/llamacpp_failures2.sh                         # the scenarios (~3 min)
#
# Needs .device/ (carried): tiny-smollm2.gguf, as llamacpp_failures.sh. ONLY=NN[,NN] runs those alone.
set -uo pipefail

ROOT=$(pwd)
OUT=${OUT:-/tmp/llama-failures2-out}
SM90=${SM90_DIR:-/tmp/llama-build}
MODEL=$ROOT/.device/tiny-smollm2.gguf
PY=${SPECDEC_PYTHON:-/opt/torch/.venv/bin/python3}
ONLY=${ONLY:-}
WORK=/tmp/llama-failures2-files
mkdir -p "$OUT" "$WORK"

S=$SM90/bin/llama-server
[ -x "$S" ] || { echo "no $S: run MODE=build SKIP_SM80=1 bash bench/device/llamacpp_failures.sh first" >&2; exit 1; }
BASE=(-m "$MODEL" --host 127.0.0.1 -ngl 99)
# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"

gguf_patch() {  # in out mode: a copy of a GGUF with one metadata value changed (bench/device/gguf_edit.py)
    "$PY" "$ROOT/bench/device/gguf_edit.py" "$@"
}
holder() {  # MiB: another process takes all the GPU memory but MiB, and holds it 60 s
    "$PY" -c "
import sys, time, torch
free, _ = torch.cuda.mem_get_info()
x = torch.empty(free - int(sys.argv[1]) * 2**20, dtype=torch.uint8, device='cuda')
print('holding', x.numel() >> 20, 'MiB, free', torch.cuda.mem_get_info()[0] >> 20, 'MiB', flush=True)
time.sleep(60)" "$1" > "$WORK/holder.txt" 2>&1 &
    holder_pid=$!
    for _ in $(seq 60); do grep -q holding "$WORK/holder.txt" && break; sleep 1; done
    cat "$WORK/holder.txt"
}

nvidia-smi --query-gpu=name,compute_cap,driver_version,memory.used,memory.total --format=csv,noheader

if want 01; then
    step "01 the model file is an HTML error page (a download link that answered 404)"
    printf '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>404 - Not Found</title>\n</head>\n<body>\n<h1>404</h1>\n<p>Sorry, we can&#39;t find the page you are looking for.</p>\n</body>\n</html>\n' \
        > "$WORK/smollm2-135m-q8_0.gguf"
    once 01-html-model -m "$WORK/smollm2-135m-q8_0.gguf" --host 127.0.0.1 --port 8401 -ngl 99
fi

if want 02; then
    step "02 the model file is random bytes (a corrupted copy)"
    head -c 16000000 /dev/urandom > "$WORK/random.gguf"
    once 02-random-model -m "$WORK/random.gguf" --host 127.0.0.1 --port 8402 -ngl 99
fi

if want 03; then
    step "03 a model path that does not exist"
    once 03-missing-model -m "$WORK/models/smollm2-135m-instruct-q8_0.gguf" --host 127.0.0.1 --port 8403 -ngl 99
fi

if want 04; then
    step "04 the draft model (-md) is truncated"
    head -c 6000000 "$MODEL" > "$WORK/draft-partial.gguf"
    once 04-draft-truncated "${BASE[@]}" --port 8404 -c 2048 --spec-type draft-simple \
        -md "$WORK/draft-partial.gguf" -ngld 99
fi

if want 05; then
    step "05 the draft model's vocabulary differs from the target's"
    gguf_patch "$MODEL" "$WORK/draft-othervocab.gguf" vocab
    pid=$(serve 05-draft-vocab 8405 -c 2048 --spec-type draft-simple -md "$WORK/draft-othervocab.gguf" -ngld 99)
    wait_up 8405 30 && { chat 8405 20 64; chat 8405 20 64; }
    stop "$pid"
fi

if want 06; then
    step "06 a quantized V cache without flash attention"
    pid=$(serve 06-ctv-nofa 8406 -c 2048 -ctk q8_0 -ctv q8_0 -fa off)
    wait_up 8406 20 && chat 8406 10 16
    stop "$pid"
fi

if want 07; then
    step "07 GPU memory taken by another process before the weights load (fit off, so no CPU fallback)"
    for free in 400 200; do
        holder "$free"
        pid=$(serve "07-weights-oom-free$free" $((8470 + free / 100)) -c 512 -fit off)
        wait_up $((8470 + free / 100)) 20 && chat $((8470 + free / 100)) 10 16
        stop "$pid"
        kill "$holder_pid" 2>/dev/null; wait "$holder_pid" 2>/dev/null
    done
fi

if want 08; then
    step "08 CUDA_VISIBLE_DEVICES names a GPU this machine does not have"
    pid=$(CUDA_VISIBLE_DEVICES=3 serve 08-no-visible-gpu 8408 -c 2048)
    wait_up 8408 30 && { chat 8408 10 32; chat 8408 10 32; }
    stop "$pid"
fi

if want 09; then
    step "09 -np 8 with a small context (-c 1024) and 12 concurrent long requests"
    pid=$(serve 09-slots-full 8409 -c 1024 -np 8 -no-kvu)
    if wait_up 8409 30; then
        for i in $(seq 12); do chat 8409 $((10 + 8 * i)) 400 & done
        wait  # the requests (the server is no child of this shell: serve starts it from a subshell)
        chat 8409 5 16
    fi
    stop "$pid"
fi

if want 10; then
    step "10 embeddings and rerank asked of a server started without --embeddings / --rerank"
    pid=$(serve 10-no-embeddings 8410 -c 2048)
    if wait_up 8410 30; then
        post 8410 /v1/embeddings '{"input": "river stone lamp", "model": "tiny"}'
        post 8410 /v1/rerank '{"query": "lamp", "documents": ["river", "stone lamp"]}'
        chat 8410 10 16
    fi
    stop "$pid"
fi

if want 11; then
    step "11 requests, then Ctrl-C (SIGINT) while idle"
    pid=$(serve 11-sigint 8411 -c 2048)
    wait_up 8411 30 && { chat 8411 10 32; chat 8411 30 64; }
    kill -INT "$pid"
    for _ in $(seq 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    stop "$pid"
fi

if want 12; then
    step "12 --host an address this machine does not have"
    once 12-bad-host -m "$MODEL" --host 10.254.254.254 --port 8412 -ngl 99 -c 2048
fi

if want 13; then
    step "13 SIGTERM while the model is still loading"
    "$S" "${BASE[@]}" --port 8413 -c 65536 > "$OUT/13-sigterm-loading.log" 2>&1 &
    pid=$!
    sleep 0.35
    kill -TERM "$pid"
    wait "$pid"
    echo "exit $?"
fi

if want 14; then
    step "14 an unknown --spec-type value"
    once 14-bad-spec-type "${BASE[@]}" --port 8414 --spec-type eagle5
fi

if want 15; then
    step "15 a GGUF whose architecture this build does not know"
    gguf_patch "$MODEL" "$WORK/unknown-arch.gguf" arch
    once 15-unknown-arch -m "$WORK/unknown-arch.gguf" --host 127.0.0.1 --port 8415 -ngl 99
fi

if want 16; then
    step "16 a huge n_predict with a tiny context (-c 256)"
    pid=$(serve 16-npredict-tiny-ctx 8416 -c 256 -np 1)
    if wait_up 8416 30; then
        post 8416 /completion '{"prompt": "river stone lamp river stone lamp", "n_predict": 100000}'
        chat 8416 20 100000
    fi
    stop "$pid"
fi

if want 17; then
    step "17 a LoRA adapter path that does not exist"
    once 17-missing-lora "${BASE[@]}" --port 8417 -c 2048 --lora "$WORK/adapters/tiny-lora.gguf"
fi

step "done"
ls -la "$OUT"
# The paths of this machine are not worth keeping: the checkout becomes <repo>.
sed -i "s#$ROOT#<repo>#g" "$OUT"/*.log
