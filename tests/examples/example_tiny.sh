#!/bin/sh
# usage: example_tiny.sh JUXLA EXAMPLE.jl EPOCHS NTRAIN MIN_PERCENT: a short run of a Fashion-MNIST
# example whose final test accuracy must pass MIN_PERCENT; skipped (exit 77) without the data.
set -e
juxla=$1 example=$2
[ -f /usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz ] ||
  { echo "SKIP: Debian's dataset-fashion-mnist is not installed"; exit 77; }
out=$(EPOCHS=$3 NTRAIN=$4 "$juxla" run "$example")
echo "$out"
acc=$(echo "$out" | sed -n 's/^test accuracy: \([0-9.]*\)%$/\1/p')
[ -n "$acc" ] || { echo "FAIL: no test accuracy line"; exit 1; }
awk -v a="$acc" -v m="$5" 'BEGIN { if (a + 0 > m + 0) exit 0; print "FAIL: test accuracy " a "% <= " m "%"; exit 1 }'
