#!/usr/bin/env bash
# Prints lines of code per folder and the number of ops in the op table, so growth stays visible.
# Fails when a source file passes the hard limit (files should stay under ~800 lines).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${JUXLA_MAX_FILE_LINES:-1000}
printf '%-24s %8s %6s\n' folder lines files
for dir in src/* include tests/* examples bench; do
  [ -d "$dir" ] || continue
  files=$(find "$dir" -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.def' -o -name '*.jl' \) | sort)
  [ -n "$files" ] || continue
  lines=$(cat $files | wc -l)
  printf '%-24s %8d %6d\n' "$dir" "$lines" "$(echo "$files" | wc -l)"
done
echo "ops in src/ir/ops.def: $(grep -c '^X(' src/ir/ops.def)"
too_long=$(find src include tests examples -type f \( -name '*.cpp' -o -name '*.h' \) -exec wc -l {} + |
           awk -v limit="$limit" '$2 != "total" && $1 > limit {print $2 " (" $1 " lines)"}')
if [ -n "$too_long" ]; then
  echo "files over $limit lines:" >&2
  echo "$too_long" >&2
  exit 1
fi
