#!/usr/bin/env bash
# Installs the Debian packages juxla builds with; only what is missing, so it is cheap to re-run.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  clang-14 libclang-rt-14-dev      # libFuzzer and the sanitizers
  googletest libgtest-dev libgmock-dev libbenchmark-dev
  libfmt-dev libcli11-dev nlohmann-json3-dev libutf8proc-dev zlib1g-dev
  libdnnl-dev
  libxbyak-dev                     # the x86 JIT assembler oneDNN uses: fused elementwise kernels (fused_jit.cpp)
  dataset-fashion-mnist            # the real data of the examples and their tests (IDX files)
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
echo "juxla: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
