#!/usr/bin/env bash
# The GPU machine's one check (issue 11): builds juxla with the CUDA backend, runs the GPU tests
# (cuda_tests, the conformance files and the staged programs on --device=cuda, against the
# interpreter's results), times VGG19 forward (batch 100) and one SGD training step (batch 64) in
# juxla, JAX and PyTorch, runs juxla's exported StableHLO of both through JAX's XLA (comparing the
# forward result with juxla's on the same inputs), and prints one table. Budget: under 8 minutes;
# every phase has a time limit and the table says what did not finish.
# usage: bench/gpu/check.sh [--no-build] [--quick]   (BUILD_DIR=... picks the build folder, default build-gpu/)
#   --quick: batches 8 and 8, one timed run: a smoke test of the script itself.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build-gpu}
work=$(mktemp -d /tmp/juxla-gpu-check.XXXXXX)
results=$work/results.jsonl
start=$(date +%s)
fwd_batch=100 train_batch=64 runs=5 nobuild=
for arg in "$@"; do
  case $arg in
    --no-build) nobuild=1 ;;
    --quick) fwd_batch=8 train_batch=8 runs=1 ;;
    *) echo "check.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done
log() { echo "[$(($(date +%s) - start))s] $*" >&2; }
left() { echo $((470 - ($(date +%s) - start))); }  # seconds left of the 8 minutes, with a margin
note() { printf '{"phase": "%s", "status": "%s", "detail": %s}\n' "$1" "$2" "$(python3 -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$3")" >>"$results"; }
limit() { local want=$1 l; l=$(left); [ "$l" -lt "$want" ] && want=$l; [ "$want" -lt 5 ] && want=5; echo "$want"; }

# ---- build ----
if [ -z "$nobuild" ]; then
  log "building juxla into $build"
  if ! timeout "$(limit 240)" bash -c "cmake -S '$root' -B '$build' -G Ninja -DCMAKE_BUILD_TYPE=Release >'$work/cmake.log' 2>&1 &&
      ninja -C '$build' -j 16 juxla cuda_tests conformance_interpret_tests program_tests >'$work/build.log' 2>&1"; then
    tail -30 "$work/build.log" "$work/cmake.log" >&2
    note build failed "see $work/build.log"
  else
    note build ok "$(grep -m1 'CUDA backend' "$work/cmake.log" || echo 'no CUDA backend line')"
  fi
fi
juxla=$build/src/tools/juxla
[ -x "$juxla" ] || { echo "check.sh: no juxla binary at $juxla" >&2; exit 1; }
export JUXLA_CUDA_TF32=0  # the tests compare with the interpreter with TF32 off

# ---- GPU tests ----
log "cuda_tests"
if timeout "$(limit 90)" "$build/tests/cuda_tests" --gtest_brief=1 >"$work/cuda_tests.log" 2>&1; then
  note cuda_tests ok "$(grep -E '^\[  PASSED  \]|SKIPPED' "$work/cuda_tests.log" | tr '\n' ' ')"
else
  note cuda_tests failed "$(grep -E 'FAILED|Failure|error' "$work/cuda_tests.log" | head -12 | tr '\n' ' ')"
fi

# The timings come before the long conformance and program runs, which use what time is left.
unset JUXLA_CUDA_TF32  # timings: TF32 where precision_config allows it, as JAX and PyTorch do here
# ---- juxla: VGG19 forward and training step, the modules dumped for XLA ----
run_juxla() {  # case program batch runs
  local case=$1 program=$2 batch=$3 n=$4 wrapper=$work/$1.jl
  mkdir -p "$work/$case.ir" "$work/$case.io"
  {
    echo "BENCH_BATCH = $batch"
    echo "BENCH_RUNS = $n"
    echo "BENCH_WARMUP = 1"
    echo "BENCH_DEVICE = \"cuda\""
    echo "include(\"$root/bench/cpu/$program\")"
    if [ "$case" = fwd ]; then
      # juxla's inputs and result, for running its StableHLO in XLA on the same numbers: the staged
      # call's arguments are the leaves of (convs, dense, x) in order
      cat <<EOF
const EXPORT_DIR = "$work/$case.io"
for i in 1:length(convs)
    write_npy(EXPORT_DIR * "/arg\$(2i - 2).npy", convs[i][1])
    write_npy(EXPORT_DIR * "/arg\$(2i - 1).npy", convs[i][2])
end
for i in 1:length(dense)
    write_npy(EXPORT_DIR * "/arg\$(2 * length(convs) + 2i - 2).npy", dense[i][1])
    write_npy(EXPORT_DIR * "/arg\$(2 * length(convs) + 2i - 1).npy", dense[i][2])
end
write_npy(EXPORT_DIR * "/arg\$(2 * length(convs) + 2 * length(dense)).npy", x)
write_npy(EXPORT_DIR * "/result0.npy", y)
EOF
    fi
  } >"$wrapper"
  log "juxla VGG19 $case batch $batch"
  if timeout "$(limit 150)" "$juxla" run --device=cuda --dump-ir="$work/$case.ir" "$wrapper" >"$work/juxla_$case.out" 2>"$work/juxla_$case.err"; then
    local line
    line=$(grep -m1 '^{' "$work/juxla_$case.out")
    echo "{\"peer\": \"juxla\", \"case\": \"$case\", \"batch\": $batch, \"result\": ${line:-null}}" >>"$results"
  else
    note "juxla $case" failed "$(tail -5 "$work/juxla_$case.err" | tr '\n' ' ')"
  fi
}
run_juxla fwd vgg19_forward.jl "$fwd_batch" "$runs"
run_juxla train vgg19_train_step.jl "$train_batch" "$runs"
# the same forward without the channels-last rewrite, to see which layout cuDNN runs faster here
[ "$(left)" -gt 300 ] && JUXLA_CHANNELS_LAST=0 run_juxla fwd_nchw vgg19_forward.jl "$fwd_batch" "$runs"

# ---- JAX and PyTorch ----
for peer in jax torch; do
  for case in fwd train; do
    batch=$fwd_batch
    [ "$case" = train ] && batch=$train_batch
    log "$peer VGG19 $case batch $batch"
    if ! timeout "$(limit 120)" python3 "$root/bench/gpu/peers.py" "$peer" "$case" "$batch" "$runs" >>"$results" 2>"$work/${peer}_$case.err"; then
      note "$peer $case" failed "$(tail -3 "$work/${peer}_$case.err" | tr '\n' ' ')"
    fi
  done
done

# ---- juxla's StableHLO in XLA ----
for case in fwd train; do
  entry=vgg19
  [ "$case" = train ] && entry=step
  module=$(ls -S "$work/$case.ir"/*"$entry"*.mlir 2>/dev/null | head -1)
  if [ -z "$module" ]; then
    note "xla $case" skipped "juxla dumped no module for $entry"
    continue
  fi
  extra=()  # the generic form, XLA's fallback when it does not read the pretty one
  "$juxla" print --generic "$module" >"$module.generic" 2>/dev/null && extra+=(--generic "$module.generic")
  [ "$case" = fwd ] && extra+=(--inputs "$work/$case.io")
  log "XLA on juxla's $case module $(basename "$module")"
  if ! timeout "$(limit 120)" python3 "$root/bench/gpu/peers.py" xla "$module" "$runs" "${extra[@]}" >>"$results" 2>"$work/xla_$case.err"; then
    note "xla $case" failed "$(tail -3 "$work/xla_$case.err" | tr '\n' ' ')"
  fi
done

# ---- conformance and staged programs on the GPU, in what time is left ----
export JUXLA_CUDA_TF32=0
conf=$root/../shared/conformance/stablehlo
if [ -d "$conf" ]; then
  log "conformance files on cuda and interp ($(left)s left)"
  ls "$conf"/*.mlir >"$work/conf.list"
  for device in cuda interp; do
    timeout "$(limit 100)" xargs -a "$work/conf.list" -n 40 -P 8 "$juxla" interpret --device=$device >"$work/conf_$device.log" 2>/dev/null
    passed=$(awk '/ passed, / {p += $1} END {print p + 0}' "$work/conf_$device.log")
    failed=$(awk '/ passed, / {f += $3} END {print f + 0}' "$work/conf_$device.log")
    note "conformance $device" done "$passed passed, $failed failed of $(wc -l <"$work/conf.list") files"
  done
  grep '^FAIL' "$work/conf_cuda.log" | sort >"$work/conf_cuda.fail"
  grep '^FAIL' "$work/conf_interp.log" | sort >"$work/conf_interp.fail"
  note "conformance cuda-only failures" listed "$(comm -23 "$work/conf_cuda.fail" "$work/conf_interp.fail" | head -15 | tr '\n' ' ')"
fi
log "staged programs on cuda ($(left)s left)"
(cd "$build" && timeout "$(limit 120)" ctest -R 'MatchesExpectedOnCuda' -j 12 --timeout 60 >"$work/programs.log" 2>&1)
note "programs on cuda" done "$(grep -E 'tests passed|tests failed' "$work/programs.log" | tail -1) $(grep -E '\*\*\*Failed|Timeout' "$work/programs.log" | head -8 | sed 's/.*Cuda\///' | tr '\n' ' ')"

# ---- the table ----
python3 - "$results" "$(( $(date +%s) - start ))" <<'EOF'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
times = {}
for r in rows:
    if r.get('peer') == 'juxla' and r.get('result'):
        times[('juxla', r['case'])] = r['result'].get('median_s')
    elif r.get('peer') in ('jax', 'torch'):
        times[(r['peer'], r['case'])] = r.get('median_s')
    elif r.get('peer') == 'xla':
        case = 'fwd' if 'vgg19' in r.get('module', '') else 'train'
        times[('xla', case)] = r.get('median_s')
fmt = lambda x: '-' if x is None else f'{x:.4f}'
print('\n| case | juxla (s) | JAX (s) | PyTorch (s) | XLA on juxla StableHLO (s) | juxla / JAX |')
print('|---|---|---|---|---|---|')
for case, title in (('fwd', 'VGG19 forward'), ('train', 'VGG19 training step'), ('fwd_nchw', 'VGG19 forward, JUXLA_CHANNELS_LAST=0')):
    if case == 'fwd_nchw' and ('juxla', case) not in times:
        continue
    peer = 'fwd' if case == 'fwd_nchw' else case
    j, x = times.get(('juxla', case)), times.get(('jax', peer))
    ratio = f'{j / x:.3f}' if j and x else '-'
    print(f"| {title} | {fmt(j)} | {fmt(x)} | {fmt(times.get(('torch', peer)))} | {fmt(times.get(('xla', case)))} | {ratio} |")
print()
for r in rows:
    if r.get('phase'):
        print(f"- {r['phase']}: {r['status']}: {r['detail']}")
    elif r.get('peer') == 'xla':
        print(f"- XLA ran {r['module']} ({r['form']} form) via jaxlib `{r['call']}`, inputs {r['inputs']}"
              + (f", relative difference from juxla's result {r['rel_diff_vs_juxla']}" if 'rel_diff_vs_juxla' in r else ''))
    elif r.get('peer') == 'juxla' and r.get('result'):
        res = r['result']
        print(f"- juxla {r['case']} batch {r['batch']}: compile {res.get('compile_s')} s, first call {res.get('first_call_s')} s")
    elif r.get('peer') in ('jax', 'torch'):
        print(f"- {r['peer']} {r['case']} batch {r['batch']}: first call {r['first_call_s']:.2f} s ({r.get('jax') or r.get('torch')})")
print(f"\ntotal {sys.argv[2]} s; logs in {sys.argv[1].rsplit('/', 1)[0]}")
EOF
