#!/usr/bin/env bash
# Drives `specdec demo` in a real terminal (tmux, 80x24) and checks what the screen shows:
#   the sweep runs; the budget-8 and budget-12 rows turn crashed with cuda_illegal_instruction and the
#   CUDA banner appears; re-queued, budget 8 is greyed out as a learned crash; editing the long-context
#   workload down to 25000 prompt tokens makes its cells valid (and they then run); the results table
#   shows speedups; quitting prints the results folder.
#
# Usage: tests/tmux_smoke.sh            (uses `specdec` on PATH, else .venv/bin/specdec)
#        SPECDEC=/path/to/specdec KEEP=1 tests/tmux_smoke.sh   (KEEP=1 keeps the work folder)
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
SPECDEC=${SPECDEC:-$(command -v specdec || echo "$here/.venv/bin/specdec")}
command -v tmux >/dev/null || { echo "tmux_smoke: tmux is not installed" >&2; exit 2; }
[ -x "$SPECDEC" ] || { echo "tmux_smoke: no specdec at $SPECDEC" >&2; exit 2; }

session="specdec-smoke-$$"
workdir=$(mktemp -d)
screen="$workdir/screen.txt"
cleanup() {
    tmux kill-session -t "$session" 2>/dev/null || true
    if [ -z "${KEEP:-}" ]; then rm -rf "$workdir"; else echo "tmux_smoke: kept $workdir"; fi
}
trap cleanup EXIT

capture() { tmux capture-pane -p -t "$session" >"$screen"; }
fail() {
    echo "tmux_smoke: FAIL: $*" >&2
    echo "---- screen ----" >&2
    capture || true
    cat "$screen" >&2
    exit 1
}
# wait_for SECONDS REGEX [WHAT]: poll the screen until a line matches.
wait_for() {
    local deadline=$((SECONDS + $1)) pattern=$2 what=${3:-$2}
    while ((SECONDS < deadline)); do
        capture
        if grep -Eq -- "$pattern" "$screen"; then return 0; fi
        sleep 0.3
    done
    fail "timed out waiting for: $what"
}
expect() { grep -Eq -- "$1" "$screen" || fail "${2:-$1}"; }
reject() { ! grep -Eq -- "$1" "$screen" || fail "${2:-unexpected $1}"; }
keys() { tmux send-keys -t "$session" "$@"; sleep 0.4; }

# A user keymap or theme folder must not change what the script sees.
tmux new-session -d -s "$session" -x 80 -y 24 -c "$workdir" \
    "env TERM=xterm-256color SPECDEC_KEYMAP=$workdir/none.toml SPECDEC_THEMES_DIR=$workdir/none \
     '$SPECDEC' demo; echo \"specdec exited with status \$?\"; sleep 600"

echo "tmux_smoke: the demo sweep runs"
wait_for 60 'ddtree-b8' "the queue table"
wait_for 180 '■ finished' "the sweep to finish"
capture
expect '✗ crashed +ddtree-b8 +chat +ddtree b=8 +cuda_illegal_instruction' "ddtree-b8 / chat crashed with its label"
expect '✗ crashed +ddtree-b12 +chat +ddtree b=12 +cuda_illegal_instruction' "ddtree-b12 / chat crashed with its label"
expect '⚠ ddtree-b(8|12) / chat: cuda_illegal_instruction' "the CUDA banner"
expect 'simulated figures' "the sim notice in the header"
expect '• sweep finished' "the latest notification in the notification bar"
expect '⊘ invalid +baseline +long-context .*32768 \+ 256 > 32768' "long-context greyed out by context arithmetic"
expect '✓ ok +ddtree-b16 +chat' "ddtree-b16 ran"
reject 'Traceback' "a traceback on screen"

echo "tmux_smoke: the results table shows speedups"
keys 2
capture
expect 'baseline +chat +ok .*1\.00×' "the baseline at 1.00×"
expect 'ddtree-b16 +chat +ok .*[0-9]\.[0-9]{2}×' "a speedup for ddtree-b16"
expect 'ddtree-b8 +chat +cuda_illegal_instruction' "the crash label in the results"

echo "tmux_smoke: re-queuing a learned crash asks first"
keys 1
for _ in $(seq 16); do tmux send-keys -t "$session" Up; done
keys Down Down          # row 3: ddtree-b8 / chat
capture
expect 'ddtree-b8 / chat +ddtree b=8 +crashed' "the detail line on ddtree-b8 / chat"
keys r                  # a cell a learned rule greys out: r asks before retrying it
wait_for 10 'Retry \(y\) +Cancel \(n\)' "the question before retrying a learned crash"
expect 'matches a known-crash rule' "the question naming the rule"
keys n
wait_for 10 '✗ crashed +ddtree-b8 +chat' "ddtree-b8 / chat left as it was"
wait_for 60 '■ finished' "the sweep to stay settled"

echo "tmux_smoke: editing long-context down to 25000 prompt tokens makes its cells valid"
for _ in $(seq 16); do tmux send-keys -t "$session" Up; done
keys Down               # row 2: baseline / long-context
capture
expect 'baseline / long-context' "the detail line on baseline / long-context"
keys w                  # edit workload: the form opens on "prompt min"
wait_for 10 'prompt max' "the edit form"
keys Tab                # prompt max (the cursor at the end of 32768: erase it, then type)
keys BSpace BSpace BSpace BSpace BSpace
keys 2 5 0 0 0
wait_for 10 'verdict: valid' "the form's live verdict to turn valid"
keys C-s
wait_for 10 '· pending +baseline +long-context' "baseline / long-context valid and queued"
capture
for run in ddtree-b15 ddtree-b16 ddtree-b32 ddtree-b64; do
    expect "· pending +$run +long-context" "$run / long-context valid and queued"
done
# budgets 8 and 12 stay greyed out: their crash was learned, whatever the workload
expect '⊘ invalid +ddtree-b8 +long-context .*learned crash' "ddtree-b8 / long-context still a learned crash"
reject '32768 \+ 256 > 32768' "the old context reason still shown"
expect 'queued: c runs them' "the status bar offering to run the queued cells"

echo "tmux_smoke: the edited cells run"
keys c
wait_for 240 '✓ ok +baseline +long-context' "baseline / long-context to run"
wait_for 240 '■ finished' "the second pass to finish"

echo "tmux_smoke: quit prints the results folder"
keys q
wait_for 20 'specdec exited with status [01]' "specdec to exit"
expect 'results: specdec-results/demo-' "the results folder printed on exit"
results_dir=$(grep -Eo 'specdec-results/demo-[0-9-]+' "$screen" | head -n1)
[ -s "$workdir/$results_dir/results.jsonl" ] || fail "no results.jsonl in $results_dir"
[ -s "$workdir/$results_dir/known_crashes.toml" ] || fail "no learned rules in $results_dir"
echo "tmux_smoke: OK ($(wc -l <"$workdir/$results_dir/results.jsonl") result lines)"
