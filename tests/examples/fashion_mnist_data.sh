#!/bin/sh
# usage: fashion_mnist_data.sh JUXLA: MLDatasets.FashionMNIST against NumPy reading the raw bytes of
# Debian's dataset-fashion-mnist; skipped (exit 77) when the package is not installed.
set -e
juxla=$1
here=$(cd "$(dirname "$0")" && pwd)
dir=/usr/share/datasets/fashion-mnist
for f in train-images-idx3-ubyte.gz train-labels-idx1-ubyte.gz t10k-images-idx3-ubyte.gz t10k-labels-idx1-ubyte.gz; do
  [ -f "$dir/$f" ] || { echo "SKIP: $dir/$f is missing (apt-get install dataset-fashion-mnist)"; exit 77; }
done
/usr/bin/python3 -c 'import numpy' 2>/dev/null || { echo "SKIP: /usr/bin/python3 has no numpy"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$juxla" run "$here/fashion_mnist_data.jl" > "$tmp/juxla.txt"
/usr/bin/python3 "$here/fashion_mnist_data.py" > "$tmp/numpy.txt"
diff -u "$tmp/numpy.txt" "$tmp/juxla.txt"
echo "FashionMNIST matches NumPy's reading of the raw files ($(wc -l < "$tmp/juxla.txt") lines)"
