#!/bin/sh
# usage: char_rnn_tiny.sh JUXLA EXAMPLES_DIR EPOCHS MAX_RATIO: a short run of examples/char_rnn.jl
# (an LSTM of 32 units over sequences of 16 characters) whose loss after EPOCHS epochs must be at
# most MAX_RATIO times the loss before training, and which must then print a 50-character sample.
set -e
juxla=$1
cd "$2"  # the example finds its text as data/char_rnn_text.txt from examples/
out=$(HIDDEN=32 SEQLEN=16 NSAMPLE=50 "$juxla" run char_rnn.jl "$3")
echo "$out"
l0=$(echo "$out" | sed -n 's/^epoch 0: loss \([0-9.]*\)$/\1/p')
ln=$(echo "$out" | sed -n "s/^epoch $3: loss \([0-9.]*\),.*/\1/p")
[ -n "$l0" ] && [ -n "$ln" ] || { echo "FAIL: no loss lines for epochs 0 and $3"; exit 1; }
awk -v a="$l0" -v b="$ln" -v r="$4" 'BEGIN { if (b + 0 <= r * a) exit 0; print "FAIL: loss " a " -> " b ", not below " r " times the first"; exit 1 }'
sample=$(echo "$out" | sed -n '/^sample:$/{n;p;}')
[ "${#sample}" -ge 40 ] || { echo "FAIL: no sample"; exit 1; }
echo "ok: loss $l0 -> $ln"
