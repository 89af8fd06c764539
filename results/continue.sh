#!/usr/bin/env bash
# Continue the published experiments that are not finished (results/README.md).
#
# The experiments share a 2-core machine as two slots, each one llama.cpp thread:
#   results/continue.sh ablations   # iipc-ablations: MATH, then GSM8K
#   results/continue.sh aime-agents # iipc-ablations' AIME cell, then iipc-agents (MATH, GSM8K)
# Start both in the background from the repository root, e.g.
#   nohup results/continue.sh ablations   > /dev/null 2>&1 &
#   nohup results/continue.sh aime-agents > /dev/null 2>&1 &
# Each command resumes its run folder (finished ones end at once) and appends to a log
# inside results/. MATHLOOP overrides the command (default: .venv/bin/python -m mathloop).
# The folders are those under the current directory, so a copy of this script (bash reads
# a script as it runs; do not edit the one running) works from the repository root too.
set -euo pipefail
if [[ ! -f pyproject.toml || ! -d results ]]; then
  echo "results/continue.sh: run it from the repository root (no pyproject.toml or results/ in $PWD)" >&2
  exit 2
fi
read -r -a mathloop <<< "${MATHLOOP:-.venv/bin/python -m mathloop}"
export PYTHONUNBUFFERED=1
common=(--seed 1 --n-threads 1 --quiet)

logged() {  # logged LOG COMMAND...: run COMMAND with its output appended to LOG
  local log=$1; shift
  mkdir -p "$(dirname "$log")"
  echo "=== $(date -u '+%Y-%m-%d %H:%M:%S UTC') $(git rev-parse --short HEAD 2>/dev/null || true): $*" >> "$log"
  "$@" >> "$log" 2>&1
}

ablations() {
  logged results/iipc-ablations/run.log "${mathloop[@]}" reproduce iipc-table3 \
    --benchmark math,gsm8k --limit 30 "${common[@]}" --out results/iipc-ablations
}

aime_agents() {
  logged results/iipc-ablations/aime.log "${mathloop[@]}" reproduce iipc-table3 \
    --benchmark aime --limit 10 "${common[@]}" --out results/iipc-ablations
  logged results/iipc-agents/math.log "${mathloop[@]}" run --benchmark math --per-bin 43 \
    --limit 30 --methods cr,macm --preset iipc-paper "${common[@]}" --out results/iipc-agents/math
  logged results/iipc-agents/gsm8k.log "${mathloop[@]}" run --benchmark gsm8k \
    --limit 30 --methods cr,macm --preset iipc-paper "${common[@]}" --out results/iipc-agents/gsm8k
}

case "${1:-}" in
  ablations) ablations ;;
  aime-agents) aime_agents ;;
  *) echo "usage: results/continue.sh ablations|aime-agents" >&2; exit 2 ;;
esac
