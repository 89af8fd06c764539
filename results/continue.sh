#!/usr/bin/env bash
# Continue the published experiments that are not finished (results/README.md).
#
#   results/continue.sh                  # every experiment below, in this order
#   results/continue.sh aime agents-math # only these
#
# Experiments, in priority order:
#   ablations-math   iipc-ablations, MATH cell     (issue 13)
#   aime             iipc-ablations, AIME cell     (issue 12's quick look)
#   ablations-gsm8k  iipc-ablations, GSM8K cell    (issue 13)
#   agents-math      iipc-agents, MATH (CR, MACM)  (issue 13)
#   agents-gsm8k     iipc-agents, GSM8K (CR, MACM) (issue 13)
#   consensus-math   consensus, MATH               (issue 26)
#   voting-math      vote(pot), MATH               (issue 26)
#   consensus-gsm8k  consensus, GSM8K              (issue 26)
#   voting-gsm8k     vote(pot), GSM8K              (issue 26)
#   relay-saved      relay-math500 under the essay's saved run, 500 problems (issue 28;
#                    one process on both cores: bench/relay_arrangements.py)
#   mixed-math       the mixed vote, PoT, CoT and one_shot_python, MATH (issue 41; one
#   mixed-gsm8k      process on both cores, consensus rounds decoded together); GSM8K;
#   mixed-math500    and the first 200 MATH-500 problems in --seed 1 order
#
# By name only, never in the default queue (issue 57's one measurement, to start once the
# solver's design set has chosen: bench/solver_design.py, docs/decisions.md):
#   fresh-math       the solver's candidates and the single-sample methods on 200 MATH test
#                    problems no run has touched (runs/bench-data/math-fresh.jsonl, written
#                    by bench/fresh_sets.py when missing; --per-bin 6 --limit 200)
#   fresh-gsm8k      the same on 100 such GSM8K test problems (--limit 100)
#
# On the 2-core machine start two copies, one per core (each runs llama.cpp on one thread):
#   nohup results/continue.sh > /dev/null 2>&1 &
#   nohup results/continue.sh > /dev/null 2>&1 &
# A run folder has one writer at a time, so a copy that reaches an experiment the other is
# running is refused at once and moves on to the next: the two share the queue. Each
# command resumes its run folder (finished ones end at once; one packed as FOLDER.zip is
# skipped) and appends to a log inside results/. MATHLOOP overrides the command (default:
# .venv/bin/python -m mathloop), PYTHON the interpreter of bench/ scripts (.venv/bin/python). The
# folders are those under the current directory, so a copy of this script (bash reads a
# script as it runs; do not edit the one running) works from the repository root too.
set -uo pipefail
if [[ ! -f pyproject.toml || ! -d results ]]; then
  echo "results/continue.sh: run it from the repository root (no pyproject.toml or results/ in $PWD)" >&2
  exit 2
fi
read -r -a mathloop <<< "${MATHLOOP:-.venv/bin/python -m mathloop}"
if ! command -v "${mathloop[0]}" > /dev/null 2>&1; then
  echo "results/continue.sh: cannot start ${mathloop[0]} (MATHLOOP=${mathloop[*]}); on a" \
    "fresh machine run 'make setup' once first (it installs mathloop and pulls the default" \
    "model), or point MATHLOOP at a mathloop command" >&2
  exit 2
fi
read -r -a python <<< "${PYTHON:-.venv/bin/python}"
export PYTHONUNBUFFERED=1
common=(--seed 1 --n-threads 1 --quiet)
agents=(--methods cr,macm --preset iipc-paper --limit 30 "${common[@]}")
# Issue 26: the same 60 problems, the same preset (its LLM judge), one method per folder.
sixty=(--preset iipc-paper --limit 30 "${common[@]}")

logged() {  # logged LOG COMMAND...: run COMMAND with its output appended to LOG
  local log=$1; shift
  mkdir -p "$(dirname "$log")"
  echo "=== $(date -u '+%Y-%m-%d %H:%M:%S UTC') $(git rev-parse --short HEAD 2>/dev/null || true): $*" >> "$log"
  "$@" >> "$log" 2>&1
}

packed() {  # packed FOLDER: true (and says so) when FOLDER is finished and packed as FOLDER.zip
  [[ ! -d "$1" && -f "$1.zip" ]] || return 1
  echo "results/continue.sh: $1 is finished and packed ($1.zip); nothing to do" >&2
}

table3() {  # table3 BENCHMARK LIMIT LOG: one cell of iipc-ablations
  logged "results/iipc-ablations/$3" "${mathloop[@]}" reproduce iipc-table3 \
    --benchmark "$1" --limit "$2" "${common[@]}" --out results/iipc-ablations
}

# Issue 41: the four methods on one folder per benchmark, mathloop's defaults (no preset).
mixed() {  # mixed BENCHMARK OPTION...: one benchmark of results/mixed-vote
  local benchmark=$1; shift
  if packed "results/mixed-vote/$benchmark"; then return 0; fi
  logged "results/mixed-vote/$benchmark.log" "${mathloop[@]}" run --benchmark "$benchmark" "$@" \
    --seed 1 --methods consensus,pot,cot,one_shot_python --batch-sequences 2 --quiet \
    --out "results/mixed-vote/$benchmark"
}

# Issue 57: the solver's candidates beside the single-sample methods, one folder per benchmark.
fresh_methods=consensus,pot_once,pot,cot,one_shot_python
fresh() {  # fresh NAME BENCHMARK OPTION...: one benchmark of results/solver-fresh
  local name=$1 benchmark=$2; shift 2
  local data="runs/bench-data/$name-fresh.jsonl" log="results/solver-fresh/$name.log"
  if packed "results/solver-fresh/$name"; then return 0; fi
  if [[ ! -f "$data" ]]; then logged "$log" "${python[@]}" bench/fresh_sets.py || return 1; fi
  logged "$log" "${mathloop[@]}" run --benchmark "$benchmark" --data "$data" "$@" \
    --seed 1 --methods "$fresh_methods" --batch-sequences 2 --quiet --out "results/solver-fresh/$name"
}

run_experiment() {
  case "$1" in
    ablations-math) table3 math 30 run.log ;;
    aime) table3 aime 10 aime.log ;;
    ablations-gsm8k) table3 gsm8k 30 gsm8k.log ;;
    agents-math) logged results/iipc-agents/math.log "${mathloop[@]}" run --benchmark math \
      --per-bin 43 "${agents[@]}" --out results/iipc-agents/math ;;
    agents-gsm8k) logged results/iipc-agents/gsm8k.log "${mathloop[@]}" run \
      --benchmark gsm8k "${agents[@]}" --out results/iipc-agents/gsm8k ;;
    consensus-math) logged results/consensus/math.log "${mathloop[@]}" run --benchmark math \
      --per-bin 43 --methods consensus "${sixty[@]}" --out results/consensus/math ;;
    consensus-gsm8k) logged results/consensus/gsm8k.log "${mathloop[@]}" run --benchmark gsm8k \
      --methods consensus "${sixty[@]}" --out results/consensus/gsm8k ;;
    voting-math) logged results/voting/math.log "${mathloop[@]}" run --benchmark math \
      --per-bin 43 --methods 'vote(pot)' "${sixty[@]}" --out results/voting/math ;;
    voting-gsm8k) logged results/voting/gsm8k.log "${mathloop[@]}" run --benchmark gsm8k \
      --methods 'vote(pot)' "${sixty[@]}" --out results/voting/gsm8k ;;
    mixed-math) mixed math --per-bin 43 --limit 30 ;;
    mixed-gsm8k) mixed gsm8k --limit 30 ;;
    mixed-math500) mixed math500 --limit 200 ;;
    fresh-math) fresh math math --per-bin 6 --limit 200 ;;
    fresh-gsm8k) fresh gsm8k gsm8k --limit 100 ;;
    relay-saved) logged results/relay-math500-saved/run.log "${mathloop[@]}" reproduce \
      relay-math500 --limit 500 --seed 1 --quiet --out results/relay-math500-saved ;;
    *) echo "results/continue.sh: unknown experiment $1" >&2; return 2 ;;
  esac
}

all=(ablations-math aime ablations-gsm8k agents-math agents-gsm8k
  consensus-math voting-math consensus-gsm8k voting-gsm8k relay-saved
  mixed-math mixed-gsm8k mixed-math500)
by_name=(fresh-math fresh-gsm8k)
for name in "${@:-${all[@]}}"; do
  case " ${all[*]} ${by_name[*]} " in *" $name "*) ;; *)
    echo "usage: results/continue.sh [${all[*]} ${by_name[*]}]" >&2; exit 2 ;;
  esac
done
status=0
for name in "${@:-${all[@]}}"; do
  # Refused (the other copy is writing it) or failed: its log says which; go on.
  run_experiment "$name" || { status=1; echo "results/continue.sh: $name did not finish (see its log)" >&2; }
done
exit "$status"
