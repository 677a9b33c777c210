#!/usr/bin/env bash
# Times juxla's CPU backend (`juxla run --device=cpu`) against PyTorch (/work/shared/peers/run.sh and
# bench/cpu/torch_epoch.py) and ONNX Runtime (where installed) in the same run, on the cases of issue 10,
# and prints one markdown table (times, the time ratio juxla/PyTorch, GFLOP/s, the fraction of the
# float32 FMA peak measured by fma_peak.cpp, peak RSS, juxla's compile time); a full run appends it to
# bench/RESULTS.md. Before timing, it checks that the programs agree on --device=host, interp and cpu
# at tiny sizes. bench/run.sh is this script.
# usage: bench/run.sh [--quick] [--cases vgg_fwd_1,vgg_fwd_8,vgg_fwd_100,vgg_train_8,mlp_train_128,
#                     lenet_train_64,fmnist_epoch_128] [--runs N] [--warmup N] [--epoch-ntrain N]
#                     [--append | --no-append] [--results FILE] [--note TEXT] [--no-peers] [--no-ort]
#                     [--install-ort] [--no-check] [--peak GFLOPS] [--timeout S] [--json FILE] [--no-build]
#                     [--interp] [--juxla-env VAR=VALUE] [--peer-blas-core auto|auto-off|NAME]
#   --quick: a smoke run of a few minutes (VGG19 at batch 1, 1-2 timed runs, the epoch on 6000 images);
#   it appends nothing unless --append. BUILD_DIR=... picks the build folder (default build/), JUXLA=...
#   a juxla binary to use as is (no build). `bench/cpu/run_bench.py --help` describes every option.
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
exec /usr/bin/python3 "$root/bench/cpu/run_bench.py" --juxla "$juxla" --build-dir "$build" "${args[@]}"
