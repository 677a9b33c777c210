#!/usr/bin/env python3
"""GPU peers for bench/gpu/check.sh: VGG19 (torch_bench.py's layers: 16 conv3x3+relu, 5 maxpools,
dense 25088-4096-4096-1000) forward and SGD training step in JAX and PyTorch, and juxla's exported
StableHLO compiled and run by JAX's XLA. Each command prints one JSON line (times in seconds, the
median over the timed runs). TF32 is on in all three, as it is in JAX by default and in juxla where
precision_config allows it.

  peers.py jax   fwd|train BATCH RUNS
  peers.py torch fwd|train BATCH RUNS
  peers.py xla   MODULE.mlir [--generic GENERIC.mlir] [--inputs DIR] [--entry NAME] RUNS
"""
import json
import os
import re
import statistics
import sys
import time

CFG = [64, 64, 'M', 128, 128, 'M', 256, 256, 256, 256, 'M', 512, 512, 512, 512, 'M', 512, 512, 512, 512, 'M']


def emit(**kw):
    print(json.dumps(kw), flush=True)


def timed(fn, runs, sync):
    t0 = time.perf_counter()
    sync(fn())  # the compiling call
    first = time.perf_counter() - t0
    sync(fn())  # warm-up
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        sync(fn())
        ts.append(time.perf_counter() - t0)
    return first, statistics.median(ts)


def jax_vgg(mode, batch, runs):
    import jax
    import jax.numpy as jnp
    key = jax.random.PRNGKey(0)
    params, c = [], 3
    for v in CFG:
        if v == 'M':
            continue
        key, k = jax.random.split(key)
        params.append((jax.random.normal(k, (3, 3, c, v), jnp.float32) * (2 / (9 * c)) ** 0.5, jnp.zeros((v,), jnp.float32)))
        c = v
    for n_in, n_out in [(512 * 7 * 7, 4096), (4096, 4096), (4096, 1000)]:
        key, k = jax.random.split(key)
        params.append((jax.random.normal(k, (n_in, n_out), jnp.float32) * (2 / n_in) ** 0.5, jnp.zeros((n_out,), jnp.float32)))

    def forward(params, x):  # NHWC, HWIO: XLA's preferred layouts on the GPU
        i = 0
        for v in CFG:
            if v == 'M':
                x = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), 'VALID')
            else:
                w, b = params[i]
                x = jax.lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
                x = jax.nn.relu(x + b)
                i += 1
        x = x.reshape(x.shape[0], -1)
        for j, (w, b) in enumerate(params[i:]):
            x = x @ w + b
            if j < 2:
                x = jax.nn.relu(x)
        return x

    key, kx, ky = jax.random.split(key, 3)
    x = jax.random.normal(kx, (batch, 224, 224, 3), jnp.float32)
    if mode == 'fwd':
        f = jax.jit(forward)
        first, t = timed(lambda: f(params, x), runs, lambda y: y.block_until_ready())
    else:
        labels = jax.nn.one_hot(jax.random.randint(ky, (batch,), 0, 1000), 1000)

        def loss(params, x, y):
            return -jnp.mean(jnp.sum(jax.nn.log_softmax(forward(params, x)) * y, axis=1))

        @jax.jit
        def step(params, x, y):
            l, g = jax.value_and_grad(loss)(params, x, y)
            return jax.tree_util.tree_map(lambda p, d: p - 0.01 * d, params, g), l

        state = [params]

        def run():
            state[0], l = step(state[0], x, labels)
            return l
        first, t = timed(run, runs, lambda l: l.block_until_ready())
    emit(peer='jax', jax=jax.__version__, case=mode, batch=batch, median_s=t, first_call_s=first,
         device=str(jax.devices()[0].device_kind))


def torch_vgg(mode, batch, runs):
    import torch
    import torch.nn as nn
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = True
    torch.backends.cuda.matmul.allow_tf32 = True
    layers, c = [], 3
    for v in CFG:
        if v == 'M':
            layers.append(nn.MaxPool2d(2, 2))
        else:
            layers += [nn.Conv2d(c, v, 3, padding=1), nn.ReLU(inplace=True)]
            c = v
    model = nn.Sequential(*layers, nn.Flatten(), nn.Linear(512 * 7 * 7, 4096), nn.ReLU(inplace=True),
                          nn.Linear(4096, 4096), nn.ReLU(inplace=True), nn.Linear(4096, 1000)).cuda()
    model = model.to(memory_format=torch.channels_last)
    x = torch.randn(batch, 3, 224, 224, device='cuda').to(memory_format=torch.channels_last)
    sync = lambda _: torch.cuda.synchronize()
    if mode == 'fwd':
        model.eval()
        with torch.no_grad():
            first, t = timed(lambda: model(x), runs, sync)
    else:
        y = torch.randint(0, 1000, (batch,), device='cuda')
        opt = torch.optim.SGD(model.parameters(), lr=0.01)

        def step():
            opt.zero_grad(set_to_none=True)
            loss = nn.functional.cross_entropy(model(x), y)
            loss.backward()
            opt.step()
            return loss
        first, t = timed(step, runs, sync)
    emit(peer='torch', torch=torch.__version__, case=mode, batch=batch, median_s=t, first_call_s=first)


def input_types(text, entry):
    """The element types and shapes of @entry's arguments, from the module text."""
    m = re.search(r'func\.func\s+(?:public\s+)?@' + re.escape(entry) + r'\((.*?)\)\s*->', text, re.S)
    if not m:
        raise SystemExit(f'peers.py: no func.func @{entry} in the module')
    types = []
    for t in re.findall(r'tensor<([^>]*)>', m.group(1)):
        parts = t.split('x')
        types.append(([int(d) for d in parts[:-1]], parts[-1]))
    return types


def as_main(text, entry):
    """XLA runs @main: rename the entry (and its uses) when juxla named it otherwise."""
    if entry == 'main':
        return text
    return re.sub(r'@' + re.escape(entry) + r'\b', '@main', text)


def compile_with_xla(text):
    """Compiles StableHLO text with the jaxlib client; returns (executable, the call that worked)."""
    import jax
    from jax._src.lib import xla_client as xc
    client = jax.devices()[0].client
    options = xc.CompileOptions()
    errors = []
    attempts = []
    if hasattr(client, 'compile_and_load'):  # jaxlib >= 0.6: compile_and_load(module, devices, options)
        attempts.append(('client.compile_and_load(text, DeviceList, CompileOptions)',
                         lambda: client.compile_and_load(text.encode(), xc.DeviceList(tuple(jax.devices()[:1])), options)))
    attempts.append(('client.compile(text, CompileOptions)', lambda: client.compile(text, options)))
    attempts.append(('client.compile(text)', lambda: client.compile(text)))
    for name, attempt in attempts:
        try:
            return attempt(), name
        except Exception as e:  # the next signature, or the next form of the text
            errors.append(f'{name}: {type(e).__name__}: {str(e)[:300]}')
    raise RuntimeError(' | '.join(errors))


def execute(exe, args):
    import jax
    if hasattr(exe, 'execute'):
        try:
            return exe.execute(args)
        except TypeError:
            pass
    out = exe.execute_sharded([[a] for a in args])
    arrays = out.disassemble_into_single_device_arrays() if hasattr(out, 'disassemble_into_single_device_arrays') else out
    return [a[0] if isinstance(a, (list, tuple)) else a for a in arrays]


def xla_module(path, generic, inputs, entry, runs):
    import numpy as np
    import jax
    text = open(path).read()
    if entry is None:
        m = re.search(r'func\.func\s+(?:public\s+)?@([\w$.!]+)\(', text)
        entry = m.group(1)
    types = input_types(text, entry)
    dtypes = {'f32': np.float32, 'f64': np.float64, 'bf16': None, 'i32': np.int32, 'ui32': np.uint32,
              'i64': np.int64, 'ui64': np.uint64, 'i1': np.bool_}
    args, from_files = [], inputs is not None
    rng = np.random.default_rng(0)
    for k, (shape, et) in enumerate(types):
        f = os.path.join(inputs, f'arg{k}.npy') if inputs else None
        if f and os.path.exists(f):
            a = np.load(f)
            if list(a.shape) != shape:
                from_files = False
                a = None
        else:
            from_files, a = False, None
        if a is None:
            dt = dtypes.get(et) or np.float32
            a = (rng.standard_normal(shape) * 0.05).astype(dt) if np.issubdtype(dt, np.floating) else np.zeros(shape, dt)
        args.append(jax.device_put(a))
    form, exe, call = 'pretty', None, None
    try:
        exe, call = compile_with_xla(as_main(text, entry))
    except Exception as e:
        if not generic:
            raise
        form, err = 'generic', str(e)[:200]
        exe, call = compile_with_xla(as_main(open(generic).read(), entry))
    first, t = timed(lambda: execute(exe, args), runs, lambda out: [o.block_until_ready() for o in out])
    result = dict(peer='xla', module=os.path.basename(path), form=form, call=call, median_s=t, first_call_s=first,
                  inputs='juxla' if from_files else 'random')
    want = os.path.join(inputs, 'result0.npy') if inputs else None
    if from_files and want and os.path.exists(want):
        got = np.asarray(execute(exe, args)[0], dtype=np.float64)
        ref = np.load(want).astype(np.float64)
        if got.shape == ref.shape:
            result['rel_diff_vs_juxla'] = float(np.linalg.norm(got - ref) / max(np.linalg.norm(ref), 1e-30))
        else:
            result['rel_diff_vs_juxla'] = f'shape {got.shape} vs {ref.shape}'
    emit(**result)


def main(argv):
    if len(argv) < 2:
        raise SystemExit(__doc__)
    what = argv[1]
    if what in ('jax', 'torch'):
        mode, batch, runs = argv[2], int(argv[3]), int(argv[4])
        (jax_vgg if what == 'jax' else torch_vgg)(mode, batch, runs)
    elif what == 'xla':
        import argparse
        p = argparse.ArgumentParser(prog='peers.py xla')
        p.add_argument('module')
        p.add_argument('runs', type=int)
        p.add_argument('--generic')
        p.add_argument('--inputs')
        p.add_argument('--entry')
        o = p.parse_args(argv[2:])
        xla_module(o.module, o.generic, o.inputs, o.entry, o.runs)
    else:
        raise SystemExit(__doc__)


if __name__ == '__main__':
    main(sys.argv)
