#!/usr/bin/python3
"""Times juxla's CPU backend against PyTorch (and ONNX Runtime where installed) on the cases of issue 10,
in one run, and prints one markdown table: case, juxla time, peer times, the time ratio juxla/PyTorch,
effective GFLOP/s and the fraction of the machine's float32 FMA peak, peak RSS and juxla's compile time;
with --append it appends the table, with the date, load, commit and machine, to bench/RESULTS.md.
bench/run.sh (= bench/cpu/run.sh) builds juxla and calls this; see bench/README.md ("CPU backend")."""
import argparse, datetime, shlex, filecmp, json, os, platform, re, resource, shutil, signal, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))

# Every case is KIND_BATCH. Per kind: the juxla program, the PyTorch peer, the default warmup/runs of juxla
# and of the peer (full mode, quick mode), and GFLOP per batch element (2 per multiply-add of the convs
# and dense layers; a training step counts 3x the forward).
MLP_FWD = 2.0 * (784 * 512 + 512 * 512 + 512 * 10)
LENET_FWD = 2.0 * (28 * 28 * 6 * 25 + 10 * 10 * 16 * 150 + 400 * 120 + 120 * 84 + 84 * 10)
KINDS = {
    'vgg_fwd': dict(title='VGG19 forward', program='vgg19_forward.jl', peer='vgg_fwd', gflop=lambda b: 39.26 * b,
                    runs={'full': (1, 5), 'quick': (1, 2)}, peer_runs={'full': (2, 7), 'quick': (1, 2)}, ort=True),
    'vgg_train': dict(title='VGG19 fwd+bwd+SGD', program='vgg19_train_step.jl', peer='vgg_train',
                      gflop=lambda b: 3 * 39.26 * b, runs={'full': (1, 3), 'quick': (0, 1)},
                      peer_runs={'full': (1, 3), 'quick': (1, 1)}),
    'mlp_train': dict(title='MLP 784-512-512-10 train step', program='mlp_train_step.jl', peer='mlp_train',
                      gflop=lambda b: 3 * MLP_FWD * b / 1e9, runs={'full': (5, 50), 'quick': (2, 10)},
                      peer_runs={'full': (5, 21), 'quick': (2, 10)}),
    'lenet_train': dict(title='LeNet-5 train step', program='lenet_train_step.jl', peer='cnn_train',
                        gflop=lambda b: 3 * LENET_FWD * b / 1e9, runs={'full': (5, 50), 'quick': (2, 10)},
                        peer_runs={'full': (5, 21), 'quick': (2, 10)}),
    # batch = the batch size; NTRAIN images per epoch (60000, or --epoch-ntrain)
    'fmnist_epoch': dict(title='Fashion-MNIST MLP epoch', program='fashion_mnist_epoch.jl', peer='torch_epoch.py',
                         gflop=None, runs={'full': (0, 3), 'quick': (0, 1)}, peer_runs={'full': (0, 3), 'quick': (0, 1)}),
}
ALL = 'vgg_fwd_1,vgg_fwd_8,vgg_fwd_100,vgg_train_8,mlp_train_128,lenet_train_64,fmnist_epoch_128'
QUICK = 'vgg_fwd_1,vgg_train_1,mlp_train_128,lenet_train_64,fmnist_epoch_128'

p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
p.add_argument('--juxla', required=True, help='the juxla binary (copied into --work before use)')
p.add_argument('--work', default=os.path.join(os.environ.get('TMPDIR', '/tmp'), 'juxla-bench-cpu'))
p.add_argument('--peers', default='/work/shared/peers/run.sh', help="the peers' run.sh (PyTorch)")
p.add_argument('--quick', action='store_true',
               help=f'smoke run of a few minutes: cases {QUICK}, the epoch on 6000 images, 1-2 timed runs; '
                    'appends nothing unless --append')
p.add_argument('--cases', help=f'comma-separated KIND_BATCH cases (KIND: {", ".join(KINDS)}), or "all"; default {ALL}')
p.add_argument('--runs', type=int, help='timed runs of every case, juxla and peers (default: per case)')
p.add_argument('--warmup', type=int, help='untimed runs after the first (compiling) call, juxla and peers (default: per case)')
p.add_argument('--epoch-ntrain', type=int, help='training images of the Fashion-MNIST epoch (60000; --quick: 6000)')
p.add_argument('--append', action='store_true', help='append the table to --results (the default in full mode)')
p.add_argument('--no-append', action='store_true', help='do not append to --results')
p.add_argument('--results', default=os.path.join(root, 'bench', 'RESULTS.md'))
p.add_argument('--note', default='', help='a line to put under the table in RESULTS.md')
p.add_argument('--interp', action='store_true', help='also time the MLP step on --device=interp (reference interpreter)')
p.add_argument('--peer-blas-core', default='auto', help='OPENBLAS_CORETYPE for the PyTorch peer: auto (SkylakeX when OpenBLAS would fall back to Prescott on an AVX-512 CPU), auto-off (run.sh as it is), or a core name')
p.add_argument('--no-peers', action='store_true', help='juxla only (no PyTorch, no ONNX Runtime)')
p.add_argument('--no-ort', action='store_true', help='no ONNX Runtime')
p.add_argument('--ort-modules', help='a node_modules folder holding onnxruntime-node (default: WORK/ort/node_modules, then node\'s own search)')
p.add_argument('--install-ort', action='store_true', help='npm install onnxruntime-node@1.30.0 into WORK/ort first (as the peers README says)')
p.add_argument('--no-check', action='store_true', help='skip the tiny-size device-agreement checks')
p.add_argument('--peak', type=float, help='the float32 FMA peak in GFLOP/s (default: the highest of fma_peak.cpp before and after the cases and the nominal cores x MHz x 64)')
p.add_argument('--timeout', type=float, default=1800, help='seconds allowed to each process (default 1800)')
p.add_argument('--mem-limit-gib', type=float, default=18,
               help='address-space limit (ulimit -v) of every benchmark process, GiB, so that a case that runs out of '
                    'memory fails alone instead of waking the OOM killer on a shared machine (default 18; 0: none)')
p.add_argument('--build-dir', help='the build folder juxla came from (for its CMAKE_BUILD_TYPE); run.sh passes it')
p.add_argument('--json', help='also write every result as JSON lines to this file')
p.add_argument('--juxla-env', action='append', default=[], metavar='VAR=VALUE',
               help='set an environment variable for the juxla runs (repeatable), e.g. OMP_WAIT_POLICY=active')
a = p.parse_args()
mode = 'quick' if a.quick else 'full'
cases = []
for c in (a.cases or (QUICK if a.quick else ALL)).replace('all', ALL).split(','):
    m = re.fullmatch(r'([a-z_]+?)_(\d+)', c.strip())
    if not m or m.group(1) not in KINDS:
        p.error(f'unknown case {c!r}: KIND_BATCH with KIND one of {", ".join(KINDS)} (e.g. vgg_fwd_8)')
    cases.append((m.group(1), int(m.group(2))))
ntrain = a.epoch_ntrain or (6000 if a.quick else 60000)
append = (a.append or not a.quick) and not a.no_append
os.makedirs(a.work, exist_ok=True)
started = datetime.datetime.now(datetime.timezone.utc)


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


def busy_cpu_seconds():
    """CPU time every process has spent since boot (/proc/stat: all but idle and iowait), in seconds."""
    with open('/proc/stat') as f:
        ticks = [int(x) for x in f.readline().split()[1:]]
    return (sum(ticks[:8]) - ticks[3] - ticks[4]) / os.sysconf('SC_CLK_TCK')


def own_cpu_seconds():
    """CPU time of this script and every child it has waited for (the juxla and peer runs)."""
    return sum(getattr(resource.getrusage(w), f) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
               for f in ('ru_utime', 'ru_stime'))


def sh(cmd, **kw):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, **kw).stdout.strip()
    except OSError:
        return ''


def measured(cmd, env=None, timeout=None):
    """Runs cmd in its own process group; returns (exit status, stdout, stderr, peak RSS in MiB of the
    process (ru_maxrss from wait4: this process alone, each case runs in its own), wall seconds)."""
    with tempfile.TemporaryFile('w+') as out, tempfile.TemporaryFile('w+') as err:
        t0 = time.time()
        def limit():
            if a.mem_limit_gib:
                lim = int(a.mem_limit_gib * 2**30)
                resource.setrlimit(resource.RLIMIT_AS, (lim, lim))
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env, start_new_session=True, preexec_fn=limit)
        rc, rss = None, 0
        while rc is None:
            pid, status, ru = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                rc, rss = os.waitstatus_to_exitcode(status), ru.ru_maxrss / 1024
                break
            if timeout and time.time() - t0 > timeout:
                os.killpg(proc.pid, signal.SIGKILL)
                _, status, ru = os.wait4(proc.pid, 0)
                rc, rss = 'timeout', ru.ru_maxrss / 1024
                break
            time.sleep(0.05)
        proc.returncode = rc if isinstance(rc, int) else -9
        wall = time.time() - t0
        out.seek(0); err.seek(0)
        return rc, out.read(), err.read(), rss, wall


def result_of(what, rc, out, err, rss, wall, timeout):
    if rc == 'timeout':
        return dict(error=f'{what}: timed out after {timeout:.0f} s', rss_mib=rss)
    r = last_json(out)
    if rc != 0 or r is None:
        tail = (err.strip() or out.strip())[-3000:]
        return dict(error=f'{what}: exit {rc}: {tail}', rss_mib=rss)
    r['rss_mib'] = round(rss, 1)
    r['process_s'] = round(wall, 2)
    return r


# ---- the machine ----
def cpu_model():
    with open('/proc/cpuinfo') as f:
        for line in f:
            if line.startswith('model name'):
                return line.split(':', 1)[1].strip()
    return platform.processor()


def nominal_peak():
    """cores x the clock /proc/cpuinfo states x 2 FMA units x 16 lanes x 2 flops (AVX-512)."""
    with open('/proc/cpuinfo') as f:
        mhz = [float(l.split(':')[1]) for l in f if l.startswith('cpu MHz')]
    return len(mhz) * (max(mhz) if mhz else 0) / 1000 * 64, (max(mhz) if mhz else 0)


uptime_before = sh(['uptime'])
load_before = loadavg()
busy_before, own_before, wall_before = busy_cpu_seconds(), own_cpu_seconds(), time.monotonic()
if float(load_before.split()[0]) > 0.5:
    log(f'warning: load average {load_before} before the run: other work shares the cores, so the peak and the times '
        'are low and noisy')

def measure_peak():
    exe = os.path.join(a.work, 'fma_peak')
    if not peak_runs:  # built afresh once per run
        subprocess.run(['c++', '-O2', '-mavx512f', '-pthread', os.path.join(here, 'fma_peak.cpp'), '-o', exe], check=True)
    return last_json(subprocess.run([exe], capture_output=True, text=True, check=True).stdout)


nominal, mhz = nominal_peak()
peak_runs = []  # fma_peak's figures: before the cases, and again after them
if a.peak:
    peak, peak_how = a.peak, 'given with --peak'
else:
    r = measure_peak()
    peak_runs.append(r['peak_gflops'])
    peak_detail = (f"fma_peak.cpp: {r['method']}, {r['threads']} threads; "
                   f"one core {r['one_core_gflops']} GFLOP/s = {r['implied_ghz']} GHz x 64 flops/cycle")
    peak = max(peak_runs[0], nominal)
    log(f"float32 FMA peak measured: {peak_runs[0]} GFLOP/s ({peak_detail}); nominal {nominal:.1f} at the {mhz:.0f} MHz "
        '/proc/cpuinfo states; the table divides by the higher of the two (and of a second measurement after the cases)')


juxla = os.path.join(a.work, 'juxla')
if os.path.realpath(a.juxla) != os.path.realpath(juxla):
    shutil.copy2(a.juxla, juxla)  # a rebuild during the run must not swap the binary under it
juxla_env = dict(os.environ, **dict(kv.split('=', 1) for kv in a.juxla_env))
commit = sh(['git', '-C', root, 'rev-parse', '--short', 'HEAD'])
dirty = sh(['git', '-C', root, 'status', '--porcelain', '--untracked-files=no', 'src', 'prelude', 'CMakeLists.txt'])
commit_note = commit + (' (the working tree had uncommitted changes in src/ or prelude/; juxla is built from the working tree)' if dirty else '')
build_type = 'build type unknown'
if a.build_dir:
    built = os.path.join(a.build_dir, 'src', 'tools', 'juxla')
    cache = os.path.join(a.build_dir, 'CMakeCache.txt')
    if os.path.exists(built) and os.path.exists(cache) and filecmp.cmp(built, a.juxla, shallow=False):
        with open(cache) as f:
            for line in f:
                if line.startswith('CMAKE_BUILD_TYPE'):
                    build_type = 'CMAKE_BUILD_TYPE ' + (line.split('=', 1)[1].strip() or '(none)')
if os.path.realpath(a.juxla) != os.path.realpath(os.path.join(a.build_dir or '/nonexistent', 'src', 'tools', 'juxla')):
    build_type += f' (binary {a.juxla})'


def run_juxla(device, program, opts, label=None):
    """juxla run --device=DEVICE on a wrapper that sets BENCH_* globals and includes PROGRAM."""
    opts = dict(opts, BENCH_DEVICE=label or device)
    name = os.path.splitext(os.path.basename(program))[0]
    wrapper = os.path.join(a.work, f'{name}_{device}.jl')
    with open(wrapper, 'w') as f:
        for k, v in opts.items():
            f.write(f'{k} = {json.dumps(v) if isinstance(v, str) else str(v).lower() if isinstance(v, bool) else v}\n')
        f.write(f'include({json.dumps(os.path.join(here, program))})\n')
    log(' '.join(a.juxla_env + [f'juxla run --device={device} {program} ']) + ' '.join(f'{k}={v}' for k, v in opts.items()))
    return result_of(f'juxla {program}', *measured([juxla, 'run', f'--device={device}', wrapper], juxla_env, a.timeout), a.timeout)


# ---- PyTorch: the peers' run.sh, with OpenBLAS's AVX-512 kernels where it would fall back to SSE3 ----
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


peer_core, torch_version = None, None
if not a.no_peers:
    torch_version = sh(['/usr/bin/python3', '-c', 'import torch; print(torch.__version__)'])
    if a.peer_blas_core != 'auto-off':
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
# run.sh's environment (see /work/shared/peers/run.sh), for torch_epoch.py and for the OpenBLAS override
PEER_ENV = ['OMP_WAIT_POLICY=passive', 'MALLOC_MMAP_MAX_=0', 'MALLOC_TRIM_THRESHOLD_=100000000000', 'MALLOC_TOP_PAD_=1000000000']


def run_peer(case, args):
    if case.endswith('.py'):  # our own peer script, run as run.sh runs torch_bench.py
        cmd = (['env', '-u', 'OPENBLAS_CORETYPE', '-u', 'OPENBLAS_L2_SIZE'] +
               ([f'OPENBLAS_CORETYPE={peer_core}'] if peer_core else []) + PEER_ENV +
               ['/usr/bin/python3', os.path.join(here, case), '--threads', '2'] + args)
    elif peer_core:  # run.sh's command line with the OpenBLAS core set
        cmd = (['env', '-u', 'OPENBLAS_L2_SIZE', f'OPENBLAS_CORETYPE={peer_core}'] + PEER_ENV +
               ['/usr/bin/python3', os.path.join(os.path.dirname(a.peers), 'torch_bench.py'), case, '--threads', '2'] +
               (['--channels-last'] if case.startswith(('vgg', 'cnn')) else []) + args)
    else:
        cmd = [a.peers, case] + args
    log(' '.join(cmd))
    return result_of(f'PyTorch {case}', *measured(cmd, None, a.timeout), a.timeout)


# ---- ONNX Runtime (npm onnxruntime-node) on VGG19 forward, where node and the package are there ----
ort_dir = os.path.join(a.work, 'ort')
ort_modules = a.ort_modules or os.path.join(ort_dir, 'node_modules')
ort_env = dict(os.environ, NODE_PATH=':'.join(x for x in (ort_modules, os.environ.get('NODE_PATH')) if x))
ort_state = None  # None: not wanted; else a string saying what it is or why it is missing
if not a.no_peers and not a.no_ort and any(KINDS[k].get('ort') for k, _ in cases):
    if not shutil.which('node'):
        ort_state = 'not installed (no node)'
    else:
        if a.install_ort and not os.path.isdir(os.path.join(ort_modules, 'onnxruntime-node')):
            os.makedirs(ort_dir, exist_ok=True)
            log('installing onnxruntime-node@1.30.0 into ' + ort_dir)
            subprocess.run(['npm', 'install', '--no-audit', '--no-fund', 'onnxruntime-node@1.30.0'], cwd=ort_dir,
                           env=dict(os.environ, ONNXRUNTIME_NODE_INSTALL='skip'), check=False)
        v = sh(['node', '-e', "console.log(require('onnxruntime-node').env.versions.common)"], env=ort_env)
        if not v:
            ort_state = 'not installed (npm onnxruntime-node; --install-ort installs it)'
        else:
            onnx = os.path.join(ort_dir, 'vgg19.onnx')
            if not (os.path.exists(onnx) and os.path.exists(onnx + '.input.bin')):
                log('exporting VGG19 to ONNX for ONNX Runtime: ' + onnx)
                os.makedirs(ort_dir, exist_ok=True)
                subprocess.run(['/usr/bin/python3', os.path.join(os.path.dirname(a.peers), 'torch_bench.py'), 'export_onnx',
                                '--batch', '8', '--out', onnx], check=False, capture_output=True)
            ort_state = f'onnxruntime-node {v}' if os.path.exists(onnx) else 'the ONNX export failed'
            ort_env['ONNX_FILE'] = onnx


def run_ort(batch, warmup, runs):
    cmd = ['node', os.path.join(os.path.dirname(a.peers), 'ort_bench.js'), str(batch), str(runs), '2', str(warmup)]
    log('ONNX_FILE=' + ort_env['ONNX_FILE'] + ' ' + ' '.join(cmd))
    return result_of('ONNX Runtime', *measured(cmd, ort_env, a.timeout), a.timeout)


# ---- correctness: the benchmark programs compute the same on every device (tiny sizes) ----
failures = []


def agree(what, rs, keys, rtol):
    bad = [r for r in rs if 'error' in r]
    if bad:
        failures.append(f'{what}: {bad[0]["error"]}'); return
    for k in keys:
        vals = [float(r[k]) for r in rs]
        if any(abs(v - vals[0]) > rtol * max(1e-30, abs(vals[0])) for v in vals):
            failures.append(f'{what}: {k} differs between devices: ' + ', '.join(f'{r["device"]} {r[k]}' for r in rs))
    log(f'check {what}: ' + '; '.join(f'{r["device"]}: ' + ', '.join(f'{k}={r[k]}' for k in keys) for r in rs))


def agree_losses(what, rs, rtol=1e-4):
    def losses(r):  # "Float32[2.34897, 2.24284, ...]"
        return [float(v) for v in r['losses'].split('[', 1)[1].rstrip(']').split(',')]
    if any('error' in r for r in rs):
        return
    for r in rs[1:]:
        if any(abs(u - v) > rtol * abs(v) for u, v in zip(losses(r), losses(rs[0]))):
            failures.append(f'{what}: losses differ: {rs[0]["device"]} {rs[0]["losses"]}, {r["device"]} {r["losses"]}')


kinds = {k for k, _ in cases}
if not a.no_check:
    if 'vgg_fwd' in kinds:
        tiny = dict(BENCH_BATCH=2, BENCH_SIZE=32, BENCH_WIDTH=16, BENCH_CHECK=True)
        rs = [run_juxla(d, 'vgg19_forward.jl', tiny) for d in ('host', 'interp', 'cpu')]
        for r in rs:
            if 'error' not in r and r['output_size'] != '(1000, 2)':
                failures.append(f'vgg19 tiny: output size {r["output_size"]} on {r["device"]}')
        agree('vgg19 forward, batch 2, 32x32, channels / 16', rs, ['sum', 'sum_abs', 'y1', 'y_end'], 1e-4)
    if 'vgg_train' in kinds:
        tiny = dict(BENCH_BATCH=2, BENCH_SIZE=32, BENCH_WIDTH=16, BENCH_CHECK=True)
        rs = [run_juxla(d, 'vgg19_train_step.jl', tiny) for d in ('host', 'cpu')]
        agree('vgg19 train step, batch 2, 32x32, channels / 16, 3 steps', rs, ['sum_w1', 'sum_abs_wlast'], 1e-4)
        agree_losses('vgg19 train step', rs)
    if 'mlp_train' in kinds:
        rs = [run_juxla(d, 'mlp_train_step.jl', dict(BENCH_BATCH=8, BENCH_CHECK=True)) for d in ('host', 'interp', 'cpu')]
        agree('mlp train step, batch 8, 5 steps', rs, ['sum_W1', 'sum_b3'], 1e-4)
        agree_losses('mlp train step', rs)
    if 'lenet_train' in kinds:
        rs = [run_juxla(d, 'lenet_train_step.jl', dict(BENCH_BATCH=8, BENCH_CHECK=True)) for d in ('host', 'interp', 'cpu')]
        agree('lenet-5 train step, batch 8, 5 steps', rs, ['sum_w1', 'sum_abs_w_last'], 1e-4)
        agree_losses('lenet-5 train step', rs)
    if 'fmnist_epoch' in kinds:
        rs = [run_juxla(d, 'fashion_mnist_epoch.jl', dict(BENCH_BATCH=64, BENCH_NTRAIN=200, BENCH_CHECK=True))
              for d in ('host', 'cpu')]
        agree('fashion-mnist epoch, 200 images, batch 64 (3 full + 1 partial), 2 epochs', rs, ['sum_w1', 'sum_abs_w_last'], 1e-4)
        agree_losses('fashion-mnist epoch', rs)
    for f in failures:
        log('CHECK FAILED: ' + f)

# ---- timings: every case in its own processes ----
rows = []
for kind, batch in cases:
    K = KINDS[kind]
    jw, jr = K['runs'][mode]
    pw, pr = K['peer_runs'][mode]
    if kind.startswith('vgg') and batch >= 32:  # minutes per call on 2 cores: 1 warmup + 2 timed runs
        jw, jr, pw, pr = 1, 2, 1, 2
    if a.warmup is not None:
        jw = pw = a.warmup
    if a.runs is not None:
        jr = pr = a.runs
    opts = dict(BENCH_BATCH=batch, BENCH_RUNS=jr, BENCH_WARMUP=jw)
    if kind == 'fmnist_epoch':
        opts['BENCH_NTRAIN'] = ntrain
        gflop = 3 * MLP_FWD * ntrain / 1e9
    else:
        gflop = K['gflop'](batch)
    row = dict(kind=kind, batch=batch, gflop=gflop, title=K['title'])
    row['juxla'] = run_juxla('cpu', K['program'], opts)
    if not a.no_peers:
        if kind == 'fmnist_epoch':
            row['pytorch'] = run_peer(K['peer'], ['--batch', str(batch), '--ntrain', str(ntrain), '--runs', str(pr), '--warmup', str(pw)])
        else:
            row['pytorch'] = run_peer(K['peer'], ['--batch', str(batch), '--runs', str(pr), '--warmup', str(pw)])
        if K.get('ort') and ort_state and ort_state.startswith('onnxruntime'):
            row['ort'] = run_ort(batch, pw, pr)
    rows.append(row)
    log(json.dumps(row))
    if kind == 'mlp_train' and a.interp:
        rows.append(dict(kind=kind, batch=batch, gflop=gflop, title=K['title'] + ' (interp)',
                         juxla=run_juxla('interp', K['program'], dict(BENCH_BATCH=batch, BENCH_RUNS=3, BENCH_WARMUP=1))))


if not a.peak:
    peak_runs.append(measure_peak()['peak_gflops'])
    peak = max(peak_runs + [nominal])
    peak_how = ('the highest of fma_peak.cpp before and after the cases (' + ', '.join(f'{x:.1f}' for x in peak_runs) +
                f' GFLOP/s; {peak_detail}) and the nominal {nominal:.1f} (cores x {mhz:.0f} MHz x 64 flops/cycle)')


# ---- the table ----
def fmt_s(x):
    return '—' if x is None else f'{x:.3g}'


def fmt_mib(x):
    return '—' if not x else f'{x / 1024:.2f} GiB' if x >= 1024 else f'{x:.0f} MiB'


def case_name(row):
    if row['kind'] == 'fmnist_epoch':
        return f"{row['title']} ({ntrain} images, batch {row['batch']}, Adam)"
    return f"{row['title']}, batch {row['batch']}"


def ok(r):
    return r is not None and 'error' not in r


lines = ['| case | juxla s | PyTorch s | ONNX Runtime s | juxla / PyTorch time | juxla GFLOP/s | of peak | '
         'PyTorch GFLOP/s | of peak | juxla peak RSS | PyTorch peak RSS | juxla compile s |',
         '|---|---|---|---|---|---|---|---|---|---|---|---|']
notes = []
for row in rows:
    j, t, o = row['juxla'], row.get('pytorch'), row.get('ort')
    g = row['gflop']
    cells = [case_name(row)]
    if ok(j):
        cells.append(fmt_s(j['median_s']))
    else:
        cells.append('**failed**'); notes.append(f"{case_name(row)}: {j['error'].strip().splitlines()[-1][:300] if j['error'].strip() else j['error']}")
    if t is None:
        cells.append('—')
    elif ok(t):
        cells.append(fmt_s(t['median_s']))
    else:
        cells.append('failed'); notes.append(f"{case_name(row)}, PyTorch: {t['error'].strip().splitlines()[-1][:300]}")
    if KINDS[row['kind']].get('ort') and not a.no_peers:
        if ok(o):
            cells.append(fmt_s(o['median_s']))
        elif o is not None:
            cells.append('failed'); notes.append(f"{case_name(row)}, ONNX Runtime: {o['error'].strip().splitlines()[-1][:300]}")
        else:
            cells.append('— (not installed)' if ort_state and 'not installed' in ort_state else '—')
    else:
        cells.append('—')
    cells.append(f"**{j['median_s'] / t['median_s']:.3g}**" if ok(j) and ok(t) else '—')
    for r in (j,):
        cells += [f"{g / r['median_s']:.3g}", f"{g / r['median_s'] / peak:.1%}"] if ok(r) else ['—', '—']
    cells += [f"{g / t['median_s']:.3g}", f"{g / t['median_s'] / peak:.1%}"] if ok(t) else ['—', '—']
    cells.append(fmt_mib(j.get('rss_mib')))
    cells.append(fmt_mib(t.get('rss_mib')) if t else '—')
    if ok(j):
        # juxla's own count (staging, passes, planning) when the program reports it
        comp = j['compile_s'] if 'compile_s' in j else j['first_call_s'] - j['median_s']
        cells.append(f"{max(comp, 0):.2g} (first call {j['first_call_s']:.3g})")
    else:
        cells.append('—')
    lines.append('| ' + ' | '.join(cells) + ' |')
    if ok(j) and row['kind'] == 'fmnist_epoch':
        notes.append(f"Fashion-MNIST epoch: juxla epoch losses {j.get('epoch_losses')}, test accuracy {j.get('test_accuracy')}"
                     + (f"; PyTorch {t.get('epoch_losses')}, test accuracy {t.get('test_accuracy')} ({t.get('loader')} loader)" if ok(t) else ''))
    if ok(o) and o.get('max_abs_diff_vs_torch', 0) > 1e-2:
        notes.append(f"{case_name(row)}: ONNX Runtime's output differs from torch's by {o['max_abs_diff_vs_torch']}")

uptime_after = sh(['uptime'])
finished = datetime.datetime.now(datetime.timezone.utc)
# Other work: CPU time spent by processes other than this run's, as a share of the cores over the run
# (the load average counts this run's own threads, and those of the minute before it started).
other_share = max(0.0, (busy_cpu_seconds() - busy_before) - (own_cpu_seconds() - own_before)) / (
    max(1e-9, time.monotonic() - wall_before) * (os.cpu_count() or 1))
shown, skip = [], False
for arg in sys.argv[1:]:  # the user's options (without what run.sh adds)
    if skip:
        skip = False
    elif arg in ('--juxla', '--build-dir'):
        skip = True
    elif not arg.startswith(('--juxla=', '--build-dir=')):
        shown.append(arg)
header = [
    f"### {started:%Y-%m-%d %H:%M}–{finished:%H:%M} UTC, `{shlex.join(['bench/run.sh'] + shown)}`"
    f"{' (quick: small sizes, few runs)' if a.quick else ''}",
    '',
    f"- machine: {cpu_model()}, {os.cpu_count()} cores; float32 FMA peak {peak:.1f} GFLOP/s: {peak_how}",
    f"- load: before `{uptime_before.strip()}`; after `{uptime_after.strip()}`; other processes used "
    f"{100 * other_share:.1f}% of the cores during the run"
    + (' — **busy: other work shared the cores, figures are low and noisy**' if other_share > 0.05 else ''),
    f"- juxla {commit_note}, {build_type}" + (f", with {' '.join(a.juxla_env)}" if a.juxla_env else ''),
    ('- peers: none (--no-peers)' if a.no_peers else
     f"- peers: PyTorch {torch_version} (/work/shared/peers/run.sh, 2 threads"
     + (f", OPENBLAS_CORETYPE={peer_core} as OpenBLAS 0.3.21 falls back to Prescott here" if peer_core else '') + ')'
     + f"; ONNX Runtime: {ort_state or 'not run'}"),
    '',
]
footer = [
    '',
    'Times are medians of the timed runs, in seconds. juxla / PyTorch is the time ratio (below 1: '
    'juxla faster). GFLOP/s counts 2 per multiply-add of the convolutions and dense layers, a training step 3x the '
    'forward. Peak RSS is the whole process (ru_maxrss from wait4; each case runs in its own process, with its data and '
    'model). juxla compile s is the time juxla counts as compiling the case\'s call (Base.__compile_seconds(): '
    'staging, passes and the CPU plan), beside the whole first call (which also runs it and first touches the '
    'executable\'s arena); PyTorch runs eagerly (no compile).',
]
if failures:
    notes = ['CHECK FAILED: ' + f.splitlines()[0][:300] for f in failures] + notes
if a.note:
    notes.insert(0, a.note)
table = '\n'.join(header + lines + footer + ([''] + ['- ' + n for n in notes] if notes else [])) + '\n'
print(table)
if append:
    new = not os.path.exists(a.results)
    with open(a.results, 'a') as f:
        if new:
            f.write('# Benchmark results\n\nAppended by `bench/run.sh` (bench/README.md, "CPU backend"); newest last. '
                    'Every figure belongs with the machine, build and load it was measured with.\n')
        f.write('\n' + table)
    log(f'appended to {a.results}')
if a.json:
    with open(a.json, 'w') as f:
        f.write(json.dumps(dict(peak_gflops=peak, peak_how=peak_how, peak_measured=peak_runs, nominal_peak_gflops=nominal, uptime_before=uptime_before, uptime_after=uptime_after,
                                commit=commit_note, peer_openblas_core=peer_core, ort=ort_state, check_failures=failures)) + '\n')
        for r in rows:
            f.write(json.dumps(r) + '\n')
if failures or any(not ok(r['juxla']) for r in rows):
    sys.exit(1)
