#!/usr/bin/env bash
# The main job: build juxla, print an example program and optimize it, then run a Julia script on the host.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh >/dev/null
example=examples/mlp_forward.mlir
echo "== juxla print $example"
./build/src/tools/juxla print "$example"
echo
echo "== juxla opt $example --passes=inline,canonicalize,cse,dce"
./build/src/tools/juxla opt "$example" --passes=inline,canonicalize,cse,dce
echo
echo "== juxla run examples/linear_regression.jl (a Julia script on the host evaluator)"
./build/src/tools/juxla run examples/linear_regression.jl
