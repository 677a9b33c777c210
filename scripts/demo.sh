#!/usr/bin/env bash
# The main job: build juxla, print an example program and optimize it, then run a Julia script on the
# host evaluator and again compiled (staged into StableHLO and run by the CPU backend).
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
echo "== juxla run --device=host examples/linear_regression.jl (a Julia script on the host evaluator)"
./build/src/tools/juxla run --device=host examples/linear_regression.jl
echo
echo "== juxla run examples/linear_regression.jl (the training loop compiled into one StableHLO function, run on the CPU backend)"
./build/src/tools/juxla run examples/linear_regression.jl
echo
echo "== juxla compile examples/linear_regression.jl --entry train (its first lines; the epochs are one stablehlo.while)"
module_text="$(./build/src/tools/juxla compile examples/linear_regression.jl --entry train)"
head -n 12 <<<"$module_text"
