#!/bin/bash
# juxla compile keeps loops as loops and branches as branches (issue 6): the module for n = 10 and
# n = 10^6 is the same and holds one stablehlo.while; a staged if is one stablehlo.if.
set -euo pipefail
juxla="$1"
dir="$(cd "$(dirname "$0")" && pwd)"
a="$("$juxla" compile "$dir/loop_n10.jl" --entry decay)"
b="$("$juxla" compile "$dir/loop_n1e6.jl" --entry decay)"
[ "$a" = "$b" ] || { echo "the module depends on n:"; diff <(echo "$a") <(echo "$b"); exit 1; }
whiles=$(grep -c "stablehlo.while" <<<"$a" || true)
[ "$whiles" = 1 ] || { echo "expected one stablehlo.while, found $whiles:"; echo "$a"; exit 1; }
c="$("$juxla" compile "$dir/branch.jl" --entry pick)"
ifs=$(grep -c "stablehlo.if" <<<"$c" || true)
[ "$ifs" = 1 ] || { echo "expected one stablehlo.if, found $ifs:"; echo "$c"; exit 1; }
# An entry the script never calls with arrays is an error, not silence.
if "$juxla" compile "$dir/branch.jl" --entry nosuch 2>/dev/null; then echo "compile of a missing entry succeeded"; exit 1; fi
echo "ok"
