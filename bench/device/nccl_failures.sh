#!/usr/bin/env bash
# Real torch.distributed (NCCL) failures on a two-GPU device machine, for crash triage (issue 17): a watchdog timeout,
# a rank SIGKILLed mid-collective, collectives of different sizes, a rank that raises, a duplicate GPU, and a healthy
# run with NCCL_DEBUG=INFO. Each case runs bench/device/nccl_case.py under torchrun (two processes) and keeps what
# they printed (stdout+stderr, unedited) in $OUT/NN-case.log; nothing here classifies anything.
#
#   bash bench/device/nccl_failures.sh        # ~3 min on nvidia-h100-x2; logs.tar.gz in $OUT
set -uo pipefail

ROOT=$(pwd)
OUT=${OUT:-/tmp/nccl-failures-out}
PY=${SPECDEC_PYTHON:-/opt/torch/.venv/bin/python3}
mkdir -p "$OUT"
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
"$PY" -c "import torch; print('torch', torch.__version__, 'nccl', torch.cuda.nccl.version(), torch.cuda.device_count(), 'GPUs')"

n=1
for case in healthy skip kill mismatch raise same_device; do
    name=$(printf %02d-%s $n "$case")
    printf '\n=== [%4ds] %s ===\n' "$SECONDS" "$name"
    extra=()
    [ "$case" = healthy ] && extra=(env NCCL_DEBUG=INFO)
    [ "$case" = mismatch ] && extra=(env TORCH_DISTRIBUTED_DEBUG=DETAIL)
    timeout -s KILL 90 "${extra[@]}" "$PY" -m torch.distributed.run --nproc-per-node 2 --master-port $((29500 + n)) \
        "$ROOT/bench/device/nccl_case.py" "$case" > "$OUT/$name.log" 2>&1
    echo "exit $?"
    n=$((n + 1))
done

# The paths of this machine are not worth keeping: the checkout becomes <repo>.
sed -i "s#$ROOT#<repo>#g" "$OUT"/*.log
ls -la "$OUT"
tar -czf /tmp/nccl-logs.tar.gz -C "$OUT" . && mv /tmp/nccl-logs.tar.gz "$OUT/logs.tar.gz"
