#!/usr/bin/env bash
# Times `juxla run` on the micro-benchmark programs (tests/programs/microbench/) against the same
# algorithms in plain Python (tests/oracles/microbench/, run by /usr/bin/python3) in the same run.
# usage: bench/evaluator/run.sh [PROGRAM...]      (default: all five; e.g. `run.sh pisum fib`)
#        BUILD_DIR=... picks the build folder (default build/), REPEAT=N the runs per program (5).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja >/dev/null
ninja -C "$build" juxla >/dev/null
exec /usr/bin/python3 "$root/bench/evaluator/time_programs.py" --juxla "$build/src/tools/juxla" \
  --programs "$root/tests/programs/microbench" --peers "$root/tests/oracles/microbench" \
  --repeat "${REPEAT:-5}" "$@"
