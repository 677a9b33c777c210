#!/usr/bin/env bash
# VGG19 in juxla against PyTorch with the same weights (issue 9): make_reference.py (Debian's
# python3-torch) writes weights, inputs, logits, loss and gradients to a folder; check.jl compares
# juxla's forward pass and training step, in Float32 and in Float64, each in a process of its own.
# usage: bench/vgg19/run.sh [BATCH (2)] [FOLDER (a temporary one)]; about 4 minutes on 2 cores.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
batch=${1:-2}
dir=${2:-$(mktemp -d /tmp/juxla-vgg19.XXXXXX)}
flock /tmp/juxla-build.lock ninja -C "$build" juxla >/dev/null
/usr/bin/python3 -c 'import torch' 2>/dev/null || apt-get install -y -qq python3-torch python3-numpy >/dev/null
/usr/bin/python3 "$root/bench/vgg19/make_reference.py" "$dir" "$batch"
status=0
for precision in f32 f64; do
  "$build/src/tools/juxla" run "$root/bench/vgg19/check.jl" "$dir" "$precision" 2> >(grep -v 'has been compiled' >&2) || status=1
done
[ -n "${2:-}" ] || rm -rf "$dir"
exit $status
