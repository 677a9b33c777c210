#!/usr/bin/env bash
# The whole test suite: build juxla, then run every CTest test (unit, IR text, conformance, fuzz).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
cd build
ctest --output-on-failure -j"$(nproc)" "$@"
