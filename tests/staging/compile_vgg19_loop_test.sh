#!/bin/bash
# `juxla compile --entry train_epoch!` of examples/vgg19_train_loop.jl (issue 9, the paper's loop) in
# a small configuration (32x32 images, VGG19's widths divided by 16, 3 batches of 2): ONE module whose
# one stablehlo.while body holds the forward pass (16 convolutions), the backward pass (15
# convolutions for the input gradients, 16 for the kernels' gradients), Momentum's update of every
# parameter (a subtract from each of the 38 loop-carried parameters: 16 conv kernels and biases,
# 3 Dense weights and biases) and the outfeed of each step's loss (println in the loop).
set -euo pipefail
juxla="$1"
example="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "$1"; cat "$2"; exit 1; }
count() { grep -c -- "$1" "$2" || true; }
# The lines of the (one) top-level while, from its first line to its closing brace.
body() { awk '/stablehlo.while/ && !on { on = 1; match($0, /^ */); ind = RLENGTH } on { print } on && $0 ~ ("^" sprintf("%" ind "s", "") "}$") { exit }' "$1"; }

m="$tmp/vgg.mlir"
VGG_IMSIZE=32 VGG_WIDTH_DIV=16 "$juxla" compile "$example" --entry 'train_epoch!' --emit=stablehlo 2 3 >"$m" 2>"$tmp/err" ||
  fail "juxla compile failed:" "$tmp/err"
[ "$(count '^module' "$m")" = 1 ] || fail "expected one module for the epoch:" "$m"
[ "$(count 'stablehlo.while' "$m")" = 1 ] || fail "expected one stablehlo.while:" "$m"
body "$m" >"$tmp/body.mlir"
b="$tmp/body.mlir"
[ "$(count 'stablehlo.gather' "$b")" -ge 2 ] || fail "the loop does not gather its batch:" "$b"
fwd=$(count 'dim_numbers = \[b, f, 0, 1\]x\[o, i, 0, 1\]->\[b, f, 0, 1\]' "$b")
bwd_data=$(count 'dim_numbers = \[b, f, 0, 1\]x\[i, o, 0, 1\]->\[b, f, 0, 1\]' "$b")
bwd_kernel=$(count 'dim_numbers = \[f, b, 0, 1\]x\[i, o, 0, 1\]->\[f, b, 0, 1\]' "$b")
[ "$fwd" = 16 ] || fail "expected the 16 forward convolutions in the loop, found $fwd:" "$b"
[ "$bwd_data" = 15 ] || fail "expected 15 input-gradient convolutions in the loop, found $bwd_data:" "$b"
[ "$bwd_kernel" = 16 ] || fail "expected 16 kernel-gradient convolutions in the loop, found $bwd_kernel:" "$b"
[ "$(count 'stablehlo.dot_general' "$b")" -ge 9 ] || fail "expected the classifier's forward and backward dot_generals in the loop:" "$b"
# The update: the first kernel (4x3x3x3) is a loop-carried value that the forward convolution reads
# (reversed: Flux's Conv flips the kernel) and that the loop returns minus Momentum's velocity.
w1=$(sed -n 's/.*stablehlo.reverse \(%iterArg_[0-9]*\), dims = \[2, 3\] : tensor<4x3x3x3xf32>.*/\1/p' "$b" | head -1)
[ -n "$w1" ] || fail "the first convolution does not read a loop-carried kernel:" "$b"
grep -q "stablehlo.subtract $w1, %[0-9]* : tensor<4x3x3x3xf32>" "$b" || fail "no update of the first kernel $w1 in the loop:" "$b"
upd=$(count 'stablehlo.subtract %iterArg_' "$b")
[ "$upd" -ge 38 ] || fail "expected an update of each of the 38 parameters in the loop, found $upd:" "$b"
[ "$(count 'stablehlo.outfeed' "$b")" -ge 1 ] || fail "no outfeed of the loss in the loop:" "$b"
"$juxla" print "$m" >"$tmp/reprinted.mlir"
cmp -s "$m" "$tmp/reprinted.mlir" || fail "the module does not print back the same:" "$tmp/reprinted.mlir"
echo "ok"
