#!/usr/bin/env bash
# Rewrites tests/conformance/known_failures.txt from what `juxla interpret` reports now.
# Use it after making the interpreter pass more files; review the diff before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/conformance/known_failures.txt
{
  echo "# Conformance files the interpreter does not pass yet: \`file.mlir: reason\`, one per line."
  echo "# A listed file that passes fails the test (remove it), so this list only shrinks."
  ./build/src/tools/juxla interpret ../shared/conformance/stablehlo/*.mlir 2>/dev/null |
    sed -n -E 's#^(FAIL|MALFORMED) [^ ]*/([^/: ]+\.mlir)(:[0-9]+:[0-9]+)?: (.*)$#\2: \4#p' | sort
} > "$out.tmp" || true
mv "$out.tmp" "$out"
echo "$(grep -vc '^#' "$out") known failures"
