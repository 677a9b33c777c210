#!/usr/bin/env bash
# Builds the front end parse benchmark, writes the ~10 MB Julia corpus once (into the build
# folder, not the repository), and reports lex / parse / parse+print rates in MB/s.
# usage: bench/frontend/run.sh [Google Benchmark flags, e.g. --benchmark_filter=Parse]
#        BUILD_DIR=... and CORPUS_MB=... override the build folder and the corpus size.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
mb=${CORPUS_MB:-10}
cmake -S "$root" -B "$build" -G Ninja >/dev/null
ninja -C "$build" frontend_parse_bench >/dev/null
corpus=$build/bench/frontend_corpus_${mb}mb.jl
[ -f "$corpus" ] || python3 "$root/bench/frontend/gen_corpus.py" --out "$corpus" --megabytes "$mb" >&2
exec "$build/bench/frontend_parse_bench" --corpus="$corpus" "$@"
