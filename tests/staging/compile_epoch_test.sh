#!/bin/bash
# `juxla compile` of epochs over a DataLoader (issue 9): a user's `for (x, y) in loader` and
# Flux.train! each compile to ONE module, once for both epochs, whose one stablehlo.while gathers
# the batch from the loader's arrays and computes forward, backward and update; train! with
# `progress = true` outfeeds each step from inside the loop. The last, partial batch (20 = 2*8 + 4)
# is staged once more after the loop.
set -euo pipefail
juxla="$1"
dir="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "$1"; cat "$2"; exit 1; }
count() { grep -c -- "$1" "$2" || true; }
# The lines of the (one) top-level while, from its first line to its closing brace.
body() { awk '/stablehlo.while/ && !on { on = 1; match($0, /^ */); ind = RLENGTH } on { print } on && $0 ~ ("^" sprintf("%" ind "s", "") "}$") { exit }' "$1"; }

for entry in epoch! train!; do
  m="$tmp/$entry.mlir"
  "$juxla" compile "$dir/epoch_train.jl" --entry "$entry" >"$m" 2>/dev/null
  [ "$(count '^module' "$m")" = 1 ] || fail "$entry: expected one module for two epochs:" "$m"
  [ "$(count 'stablehlo.while' "$m")" = 1 ] || fail "$entry: expected one stablehlo.while:" "$m"
  body "$m" >"$tmp/body.mlir"
  [ "$(count 'stablehlo.gather' "$tmp/body.mlir")" -ge 2 ] || fail "$entry: the loop does not gather its batch:" "$tmp/body.mlir"
  dots=$(count 'stablehlo.dot_general' "$tmp/body.mlir")
  [ "$dots" -ge 5 ] || fail "$entry: expected forward and backward dot_generals in the loop, found $dots:" "$tmp/body.mlir"
  # Adam's update: the square root of the second moment, inside the loop.
  [ "$(count 'stablehlo.sqrt' "$tmp/body.mlir")" -ge 1 ] || fail "$entry: no update in the loop:" "$tmp/body.mlir"
  # The partial batch of 4 after the loop.
  grep -q 'tensor<4x3xf32>' "$m" || fail "$entry: no partial batch of 4 observations:" "$m"
  "$juxla" print "$m" >"$tmp/reprinted.mlir"
  cmp -s "$m" "$tmp/reprinted.mlir" || fail "$entry: the module does not print back the same:" "$tmp/reprinted.mlir"
done
[ "$(count 'stablehlo.outfeed' "$tmp/body.mlir")" -ge 1 ] || fail "train!: no progress outfeed in the loop:" "$tmp/body.mlir"
echo "ok"
