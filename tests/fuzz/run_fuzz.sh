#!/usr/bin/env bash
# Builds the fuzz targets with clang (libFuzzer + ASan + UBSan) in BUILD/fuzz and runs one.
# usage: run_fuzz.sh SOURCE_DIR BUILD_DIR TARGET SECONDS SEED_DIR...
set -euo pipefail
src=$1 build=$2/fuzz target=$3 seconds=$4
shift 4
if ! command -v clang++ >/dev/null; then
  echo "run_fuzz.sh: clang++ is missing (scripts/install-deps.sh installs clang-14)" >&2
  exit 1
fi
# The fuzz tests share one build folder and CTest may start them together: configure and build
# under a lock, or two concurrent configures corrupt the compiler detection.
mkdir -p "$build"
(
  flock 9
  cmake -S "$src" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DJUXLA_FUZZ=ON -DJUXLA_BUILD_TESTS=OFF >/dev/null
  ninja -C "$build" "$target" >/dev/null
) 9>"$build.lock"
corpus="$build/corpus-$target"
mkdir -p "$corpus"
artifacts="$build/artifacts-$target/"
mkdir -p "$artifacts"
# Seeds are read, never written; new inputs go to $corpus. -timeout flags hangs, -rss_limit_mb blowups.
exec "$build/tests/fuzz/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=32768 \
  -print_final_stats=1 -artifact_prefix="$artifacts" "$corpus" "$@"
