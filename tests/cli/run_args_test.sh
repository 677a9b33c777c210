#!/usr/bin/env bash
# `juxla run FILE ARGS...` gives the script ARGS; `--` passes arguments that start with a dash.
set -euo pipefail
juxla=$1
dir=$(cd "$(dirname "$0")" && pwd)
expect() {
  local want=$1; shift
  local got
  got=$("$juxla" run "$dir/args.jl" "$@")
  if [ "$got" != "$want" ]; then
    printf 'juxla run args.jl %s\n--- got:\n%s\n--- want:\n%s\n' "$*" "$got" "$want" >&2
    exit 1
  fi
}
expect $'Vector{String} 0'
expect $'Vector{String} 2\n"8"\n"two words"' 8 "two words"
expect $'Vector{String} 2\n"--epochs"\n"3"' -- --epochs 3
echo "run_args_test: ok"
