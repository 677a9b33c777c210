#!/usr/bin/python3
"""Times juxla's CPU backend on VGG19 forward and the MLP training step against PyTorch in the same
run, and reports GFLOP/s and the fraction of the machine's float32 FMA peak. bench/cpu/run.sh builds
juxla and calls this; see bench/README.md ("CPU backend") for the options and what is measured."""
import argparse, json, os, shutil, statistics, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
p = argparse.ArgumentParser(description=__doc__)
p.add_argument('--juxla', required=True, help='the juxla binary (copied into --work before use)')
p.add_argument('--work', default=os.path.join(os.environ.get('TMPDIR', '/tmp'), 'juxla-bench-cpu'))
p.add_argument('--peers', default='/work/shared/peers/run.sh', help="the peers' run.sh (PyTorch)")
p.add_argument('--quick', action='store_true', help='VGG19 at batch 1 on 32x32 images, fewer runs (a smoke test)')
p.add_argument('--vgg-batch', type=int); p.add_argument('--vgg-size', type=int)
p.add_argument('--vgg-runs', type=int); p.add_argument('--mlp-batch', type=int, default=128)
p.add_argument('--mlp-runs', type=int)
p.add_argument('--cases', default='vgg,mlp', help='comma-separated: vgg, mlp')
p.add_argument('--interp-vgg', action='store_true', help='also time VGG19 on --device=interp (batch 1, 32x32)')
p.add_argument('--no-interp', action='store_true', help='skip the --device=interp MLP timing')
p.add_argument('--peer-blas-core', default='auto', help='OPENBLAS_CORETYPE for the PyTorch peer: auto (SkylakeX when OpenBLAS would fall back to Prescott on an AVX-512 CPU), auto-off (run.sh as it is), or a core name')
p.add_argument('--no-peers', action='store_true'); p.add_argument('--no-check', action='store_true')
p.add_argument('--peak', type=float, help='the float32 FMA peak in GFLOP/s (default: measured by fma_peak.cpp)')
p.add_argument('--timeout', type=float, default=1800, help='seconds allowed to each juxla run (default 1800)')
p.add_argument('--json', help='also write every result as JSON lines to this file')
p.add_argument('--juxla-env', action='append', default=[], metavar='VAR=VALUE',
               help='set an environment variable for the juxla runs (repeatable), e.g. OMP_WAIT_POLICY=passive')
a = p.parse_args()
if a.quick:
    a.vgg_batch = a.vgg_batch or 1; a.vgg_size = a.vgg_size or 32
    a.vgg_runs = a.vgg_runs or 2; a.mlp_runs = a.mlp_runs or 10
a.vgg_batch = a.vgg_batch or 8; a.vgg_size = a.vgg_size or 224
a.vgg_runs = a.vgg_runs or 5; a.mlp_runs = a.mlp_runs or 50
cases = set(a.cases.split(','))
os.makedirs(a.work, exist_ok=True)
results = []


def log(*args):
    print(*args, file=sys.stderr, flush=True)


def last_json(text):
    for line in reversed(text.splitlines()):
        if line.startswith('{'):
            try:
                return json.loads(line)
            except json.JSONDecodeError:
                pass
    return None


def loadavg():
    with open('/proc/loadavg') as f:
        return ' '.join(f.read().split()[:3])


def nominal_peak():
    """cores x the clock /proc/cpuinfo states x 2 FMA units x 16 lanes x 2 flops (AVX-512)."""
    with open('/proc/cpuinfo') as f:
        mhz = [float(l.split(':')[1]) for l in f if l.startswith('cpu MHz')]
    return len(mhz) * (max(mhz) if mhz else 0) / 1000 * 64, (max(mhz) if mhz else 0)


load_before = loadavg()
if float(load_before.split()[0]) > 0.5:
    log(f'warning: load average {load_before} before the run: other work shares the cores, so the peak and the times '
        'are low and noisy')

# ---- the float32 FMA peak ----
if a.peak:
    peak, peak_how = a.peak, 'given with --peak'
else:
    exe = os.path.join(a.work, 'fma_peak')
    subprocess.run(['c++', '-O2', '-mavx512f', '-pthread', os.path.join(here, 'fma_peak.cpp'), '-o', exe], check=True)
    r = last_json(subprocess.run([exe], capture_output=True, text=True, check=True).stdout)
    peak = r['peak_gflops']
    peak_how = (f"measured by bench/cpu/fma_peak.cpp: {r['method']}, {r['threads']} threads; "
                f"one core {r['one_core_gflops']} GFLOP/s = {r['implied_ghz']} GHz x 2 FMA units x 16 lanes x 2 flops")
nominal, mhz = nominal_peak()
log(f'float32 FMA peak: {peak} GFLOP/s ({peak_how}); nominal {nominal:.1f} at the {mhz:.0f} MHz /proc/cpuinfo states')

juxla = os.path.join(a.work, 'juxla')
juxla_env = dict(os.environ, **dict(kv.split('=', 1) for kv in a.juxla_env))
shutil.copy2(a.juxla, juxla)  # a rebuild during the run must not swap the binary under it


def run_juxla(device, program, opts, label=None, timeout=None):
    """juxla run --device=DEVICE on a wrapper that sets BENCH_* globals and includes PROGRAM."""
    opts = dict(opts, BENCH_DEVICE=label or device, BENCH_PEAK=peak)
    name = os.path.splitext(os.path.basename(program))[0]
    wrapper = os.path.join(a.work, f'{name}_{device}.jl')
    with open(wrapper, 'w') as f:
        for k, v in opts.items():
            f.write(f'{k} = {json.dumps(v) if isinstance(v, str) else str(v).lower() if isinstance(v, bool) else v}\n')
        f.write(f'include({json.dumps(os.path.join(here, program))})\n')
    log(' '.join(a.juxla_env + [f'juxla run --device={device} {program} ']) + ' '.join(f'{k}={v}' for k, v in opts.items() if k != 'BENCH_PEAK'))
    t0 = time.time()
    try:
        proc = subprocess.run([juxla, 'run', f'--device={device}', wrapper], capture_output=True, text=True,
                              timeout=timeout or a.timeout, env=juxla_env)
    except subprocess.TimeoutExpired:
        return dict(error=f'timed out after {timeout or a.timeout:.0f} s')
    r = last_json(proc.stdout)
    if proc.returncode != 0 or r is None:
        return dict(error=f'exit {proc.returncode}: ' + (proc.stderr.strip() or proc.stdout.strip())[-2000:])
    r['process_s'] = round(time.time() - t0, 2)
    return r


def openblas_core(env_core=None):
    """The kernel set OpenBLAS picks under PyTorch with the peers' environment (None: not OpenBLAS)."""
    env = {k: v for k, v in os.environ.items() if k not in ('OPENBLAS_CORETYPE', 'OPENBLAS_L2_SIZE')}
    env['OPENBLAS_VERBOSE'] = '2'
    if env_core:
        env['OPENBLAS_CORETYPE'] = env_core
    proc = subprocess.run(['/usr/bin/python3', '-c', 'import torch; torch.ones(64, 64) @ torch.ones(64, 64)'],
                          capture_output=True, text=True, env=env)
    for line in (proc.stdout + proc.stderr).splitlines():
        if line.startswith('Core: '):
            return line[6:].strip()
    return None


# The peers' run.sh lets OpenBLAS pick its kernels. OpenBLAS 0.3.21 (Debian 12) does not know some
# newer Intel CPUs and falls back to Prescott (SSE3) kernels, 3-4x slower than its AVX-512 ones; then
# the peer is run with the same command line as run.sh but OPENBLAS_CORETYPE=SkylakeX, and says so.
peer_core = None
if not a.no_peers and a.peer_blas_core != 'auto-off':
    with open('/proc/cpuinfo') as f:
        avx512 = ' avx512f ' in f.read()
    detected = openblas_core()
    log(f'PyTorch: OpenBLAS picks {detected} kernels')
    if a.peer_blas_core not in (None, 'auto'):
        peer_core = a.peer_blas_core
    elif detected == 'Prescott' and avx512:
        peer_core = 'SkylakeX'
    if peer_core:
        log(f'PyTorch: running the peer with OPENBLAS_CORETYPE={peer_core} (OpenBLAS then picks {openblas_core(peer_core)})')


def run_peer(case, args):
    cmd = [a.peers, case] + args
    if peer_core:  # run.sh's command line (see /work/shared/peers/run.sh) with the OpenBLAS core set
        cmd = (['env', '-u', 'OPENBLAS_L2_SIZE', f'OPENBLAS_CORETYPE={peer_core}', 'OMP_WAIT_POLICY=passive', 'MALLOC_MMAP_MAX_=0',
                'MALLOC_TRIM_THRESHOLD_=100000000000', 'MALLOC_TOP_PAD_=1000000000', '/usr/bin/python3',
                os.path.join(os.path.dirname(a.peers), 'torch_bench.py'), case, '--threads', '2'] +
               (['--channels-last'] if case.startswith(('vgg', 'cnn')) else []) + args)
    log(' '.join(cmd))
    proc = subprocess.run(cmd, capture_output=True, text=True)
    r = last_json(proc.stdout)
    if proc.returncode != 0 or r is None:
        return dict(error=f'exit {proc.returncode}: ' + proc.stderr.strip()[-2000:])
    return r


# ---- correctness: the benchmark programs compute the same on every device (tiny sizes) ----
failures = []
if not a.no_check:
    def agree(what, rs, keys, rtol):
        bad = [r for r in rs if 'error' in r]
        if bad:
            failures.append(f'{what}: {bad[0]["error"]}'); return
        for k in keys:
            vals = [float(r[k]) for r in rs]
            ref = vals[0]
            if any(abs(v - ref) > rtol * max(1e-30, abs(ref)) for v in vals):
                failures.append(f'{what}: {k} differs between devices: ' + ', '.join(f'{r["device"]} {r[k]}' for r in rs))
        log(f'check {what}: ' + '; '.join(f'{r["device"]}: ' + ', '.join(f'{k}={r[k]}' for k in keys) for r in rs))
    if 'vgg' in cases:
        tiny = dict(BENCH_BATCH=2, BENCH_SIZE=32, BENCH_WIDTH=16, BENCH_CHECK=True)
        rs = [run_juxla(d, 'vgg19_forward.jl', tiny) for d in ('host', 'interp', 'cpu')]
        for r in rs:
            if 'error' not in r and r['output_size'] != '(1000, 2)':
                failures.append(f'vgg19 tiny: output size {r["output_size"]} on {r["device"]}')
        agree('vgg19 forward, batch 2, 32x32, channels / 16', rs, ['sum', 'sum_abs', 'y1', 'y_end'], 1e-4)
    if 'mlp' in cases:
        small = dict(BENCH_BATCH=8, BENCH_CHECK=True)
        rs = [run_juxla(d, 'mlp_train_step.jl', small) for d in ('host', 'interp', 'cpu')]
        agree('mlp train step, batch 8, 5 steps', rs, ['sum_W1', 'sum_b3'], 1e-4)
        def losses(r):  # "Float32[2.34897, 2.24284, ...]"
            return [float(v) for v in r['losses'].split('[', 1)[1].rstrip(']').split(',')]
        for r in rs:
            if 'error' not in r and 'error' not in rs[0] and any(
                    abs(u - v) > 1e-4 * abs(v) for u, v in zip(losses(r), losses(rs[0]))):
                failures.append(f'mlp losses differ: {rs[0]["device"]} {rs[0]["losses"]}, {r["device"]} {r["losses"]}')
    for f in failures:
        log('CHECK FAILED: ' + f)

# ---- timings ----
rows = []  # (juxla result, peer result or None)
if 'vgg' in cases:
    vopts = dict(BENCH_BATCH=a.vgg_batch, BENCH_SIZE=a.vgg_size, BENCH_RUNS=a.vgg_runs, BENCH_WARMUP=1)
    peer = None if a.no_peers else run_peer('vgg_fwd', ['--batch', str(a.vgg_batch)])
    if peer and 'error' not in peer:
        peer['gflop'] = 39.26 * a.vgg_batch  # VGG19 at 224x224 (torch_bench.py has no other size)
    rows.append((run_juxla('cpu', 'vgg19_forward.jl', vopts), peer))
    if a.interp_vgg:
        rows.append((run_juxla('interp', 'vgg19_forward.jl', dict(BENCH_BATCH=1, BENCH_SIZE=32, BENCH_RUNS=1, BENCH_WARMUP=0)), None))
if 'mlp' in cases:
    mopts = dict(BENCH_BATCH=a.mlp_batch, BENCH_RUNS=a.mlp_runs, BENCH_WARMUP=5)
    peer = None if a.no_peers else run_peer('mlp_train', ['--batch', str(a.mlp_batch), '--runs', '21', '--warmup', '5'])
    if peer and 'error' not in peer:
        peer['gflop'] = 3 * 2.0 * (784 * 512 + 512 * 512 + 512 * 10) * a.mlp_batch / 1e9
    rows.append((run_juxla('cpu', 'mlp_train_step.jl', mopts), peer))
    if not a.no_interp:
        rows.append((run_juxla('interp', 'mlp_train_step.jl', dict(BENCH_BATCH=a.mlp_batch, BENCH_RUNS=3, BENCH_WARMUP=1)), peer))

# ---- the table ----
def shape(r):
    if r.get('case') == 'vgg19_fwd':
        return f"{r['batch']}x3x{r['size']}x{r['size']}" + (f"/{r['width']}" if r.get('width', 1) != 1 else '')
    return f"batch {r['batch']}"

print(f'float32 FMA peak: {peak:.1f} GFLOP/s ({peak_how}); nominal {nominal:.1f} GFLOP/s at the {mhz:.0f} MHz /proc/cpuinfo states')
print(f'load average {load_before} before the run, {loadavg()} after')
if a.juxla_env:
    print('juxla runs with ' + ' '.join(a.juxla_env))
if peer_core:
    print(f'PyTorch peer run with OPENBLAS_CORETYPE={peer_core} (OpenBLAS picks {openblas_core()} by itself here)')
print(f"{'case':<11} {'device':<7} {'shape':<14} {'juxla s':>10} {'GFLOP/s':>9} {'of peak':>8}   "
      f"{'PyTorch s':>10} {'GFLOP/s':>9} {'of peak':>8}   {'juxla/PyTorch':>13}")
for j, t in rows:
    if 'error' in j:
        print(f"{'?':<11} error: {j['error'].splitlines()[-1] if j['error'] else ''}"); continue
    line = (f"{j['case']:<11} {j['device']:<7} {shape(j):<14} {j['median_s']:>10.4g} {j['gflops']:>9.4g} "
            f"{j['gflops'] / peak:>8.2%}   ")
    if t and 'error' not in t:
        tg = t['gflop'] / t['median_s']
        same = j['case'] != 'vgg19_fwd' or (j['size'] == 224 and j.get('width', 1) == 1)
        ratio = j['gflops'] / tg  # speed: = PyTorch's time / juxla's time when the shapes are the same
        line += f"{t['median_s']:>10.4g} {tg:>9.4g} {tg / peak:>8.2%}   {ratio:>12.4g}x" + ('' if same else ' (GFLOP/s; PyTorch at 224x224)')
    elif t:
        line += f"PyTorch failed: {t['error'].splitlines()[-1] if t['error'] else ''}"
    print(line)
print('juxla/PyTorch is the speed ratio (PyTorch time / juxla time on the same work; above 1 juxla is faster).')
for j, t in rows:
    results.append(dict(juxla=j, pytorch=t))
if a.json:
    with open(a.json, 'w') as f:
        f.write(json.dumps(dict(peak_gflops=peak, peak_how=peak_how, nominal_peak_gflops=nominal, loadavg_before=load_before, loadavg_after=loadavg(), peer_openblas_core=peer_core, check_failures=failures)) + '\n')
        for r in results:
            f.write(json.dumps(r) + '\n')
if failures:
    print('CHECK FAILED:\n  ' + '\n  '.join(failures))
    sys.exit(1)
