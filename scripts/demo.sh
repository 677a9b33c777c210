#!/usr/bin/env bash
# The main job: build juxla, then print an example program and run the optimization pipeline on it.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh >/dev/null
example=examples/mlp_forward.mlir
echo "== juxla print $example"
./build/src/tools/juxla print "$example"
echo
echo "== juxla opt $example --passes=inline,canonicalize,cse,dce"
./build/src/tools/juxla opt "$example" --passes=inline,canonicalize,cse,dce
