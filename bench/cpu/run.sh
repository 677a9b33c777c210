#!/usr/bin/env bash
# Times juxla's CPU backend (`juxla run --device=cpu`) on VGG19 forward (batch 8, 224x224) and the
# 784-512-512-10 MLP training step (batch 128), PyTorch on the same cases in the same run
# (/work/shared/peers/run.sh), and prints GFLOP/s, the fraction of the float32 FMA peak (measured
# by fma_peak.cpp) and the speed ratio juxla/PyTorch. Before timing, it checks that the benchmark
# programs give the same numbers on --device=host, interp and cpu at tiny sizes.
# usage: bench/cpu/run.sh [--quick] [--vgg-batch B] [--vgg-size S] [--vgg-runs N] [--mlp-batch B]
#                         [--mlp-runs N] [--cases vgg,mlp] [--interp-vgg] [--no-interp] [--no-peers]
#                         [--no-check] [--peak GFLOPS] [--timeout S] [--json FILE] [--no-build]
#                         [--juxla-env VAR=VALUE] [--peer-blas-core auto|auto-off|NAME]
#   --quick: VGG19 at batch 1 on 32x32 images (the smoke test; PyTorch's VGG19 stays at 224x224,
#   so that row compares GFLOP/s). BUILD_DIR=... picks the build folder (default build/), JUXLA=...
#   a juxla binary to use as is (no build).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
args=()
nobuild=${JUXLA:+1}
for arg in "$@"; do
  if [ "$arg" = --no-build ]; then nobuild=1; else args+=("$arg"); fi
done
juxla=${JUXLA:-$build/src/tools/juxla}
if [ -z "$nobuild" ]; then
  # the build folder is shared: one build at a time
  flock /tmp/juxla-build.lock ninja -C "$build" juxla >/dev/null
fi
[ -x "$juxla" ] || { echo "run.sh: no juxla binary at $juxla" >&2; exit 1; }
case " $* " in *" --no-peers "*) ;; *)
  # the peer: Debian's PyTorch, with OpenBLAS under it as the peers README measured it (without
  # libopenblas0 Debian's torch multiplies with the reference BLAS, at a few GFLOP/s)
  if ! /usr/bin/python3 -c 'import torch' 2>/dev/null; then
    echo "installing Debian's python3-torch (once)..." >&2
    apt-get install -y -qq python3-torch python3-numpy >/dev/null
  fi
  if [ ! -e /usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3 ]; then
    echo "installing Debian's libopenblas0-pthread for PyTorch's BLAS (once)..." >&2
    apt-get install -y -qq libopenblas0-pthread >/dev/null
  fi;;
esac
exec /usr/bin/python3 "$root/bench/cpu/run_bench.py" --juxla "$juxla" "${args[@]}"
