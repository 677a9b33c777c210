#!/bin/sh
# usage: model_state_numpy.sh JUXLA: juxla saves a model (.npz and .npy folder), NumPy reads it back.
set -e
juxla=$1
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -c 'import numpy' 2>/dev/null || { echo "SKIP: /usr/bin/python3 has no numpy"; exit 77; }
OUTDIR=$tmp "$juxla" run "$here/model_state_numpy.jl" > "$tmp/juxla.txt"
/usr/bin/python3 "$here/model_state_numpy.py" "$tmp" > "$tmp/numpy.txt"
cat "$tmp/numpy.txt"
diff -u "$tmp/juxla.txt" "$tmp/numpy.txt"
