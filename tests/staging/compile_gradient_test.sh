#!/bin/bash
# `juxla compile` of functions that take gradients (issue 7): a training step is ONE module whose one
# function computes the forward pass, the backward pass and the update, with no gradient markers
# left; it parses back, and run by the interpreter it gives the numbers of `juxla run` and of the
# gradient derived by hand. A gradient through a `for` loop keeps its loops as stablehlo.while, and
# runs its forward body once.
set -euo pipefail
juxla="$1"
dir="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "$1"; cat "$2"; exit 1; }
count() { grep -c -- "$1" "$2" || true; }

m="$tmp/step.mlir"
"$juxla" compile "$dir/train_step.jl" --entry step >"$m"
[ "$(count '^module' "$m")" = 1 ] || fail "expected one module:" "$m"
[ "$(count 'func.func' "$m")" = 1 ] && grep -q '^  func.func @main(' "$m" || fail "expected one function, @main:" "$m"
! grep -q 'custom_call\|optimization_barrier' "$m" || fail "gradient markers reached the export:" "$m"
# Forward W1*x and W2*h; backward d*h', W2'*d and dh*x'.
dots=$(count 'stablehlo.dot_general' "$m")
[ "$dots" -ge 5 ] || fail "expected at least 5 stablehlo.dot_general (2 forward, 3 backward), found $dots:" "$m"
"$juxla" print "$m" >"$tmp/reprinted.mlir"
cmp -s "$m" "$tmp/reprinted.mlir" || fail "the module does not print back the same:" "$tmp/reprinted.mlir"

# The script, run, prints a @main that calls the function (renamed @step) and checks its results.
"$juxla" run --device=host "$dir/train_step.jl" >"$tmp/main.mlir"
{ sed -e '$d' -e 's/^  func.func @main(/  func.func @step(/' "$m"; cat "$tmp/main.mlir"; echo "}"; } >"$tmp/checked.mlir"
out="$("$juxla" interpret "$tmp/checked.mlir")" || fail "the compiled step disagrees with the program: $out" "$tmp/checked.mlir"
[ "$out" = "1 passed, 0 failed" ] || fail "unexpected interpreter result: $out" "$tmp/checked.mlir"

# Called with n = 10 and n = 1000, the gradient of a loop compiles once, with loops (forward, backward).
l="$tmp/loop.mlir"
"$juxla" compile "$dir/loop_grad.jl" --entry loopgrad >"$l"
[ "$(count '^module' "$l")" = 1 ] || fail "expected one module for both trip counts:" "$l"
# The trip count n is computed before the loop, so the forward loop is the one that keeps checkpoints
# (no loop that only counts): it, the backward loop over segments, a segment's recomputation and its
# sweep; the body's tanh runs in the forward loop, the recomputation and the sweep.
whiles=$(count 'stablehlo.while' "$l")
[ "$whiles" = 4 ] || fail "expected 4 stablehlo.while ops (forward, segments, recompute, sweep), found $whiles:" "$l"
tanhs=$(count 'stablehlo.tanh' "$l")
[ "$tanhs" = 3 ] || fail "expected the loop body's tanh 3 times (forward, recompute, sweep), found $tanhs:" "$l"
! grep -q 'custom_call\|optimization_barrier' "$l" || fail "gradient markers reached the export:" "$l"
echo "ok"
