#!/usr/bin/env bash
# Installs what is missing, then configures and builds juxla in ./build (Ninja, RelWithDebInfo).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
ninja -C build
