#!/usr/bin/python3
"""The PyTorch peer of bench/cpu/fashion_mnist_epoch.jl: one epoch of Fashion-MNIST training of a
784-512-512-10 relu MLP (nn.Linear layers), batches of 128 from a shuffling DataLoader over a
TensorDataset (the last batch partial), cross-entropy (mean over the batch), Adam(lr 1e-3), in
PyTorch's eager loop: zero_grad, forward, backward, step per batch. Float32, 2 threads.

The data are Debian's dataset-fashion-mnist IDX files (/usr/share/datasets/fashion-mnist/*.gz), read
with gzip and NumPy as MLDatasets does (x / 255 in Float32); loading them is not timed. Epoch 1 is
timed too (first_call_s, for symmetry with juxla's compiling call); then WARMUP more epochs, then RUNS
epochs timed; prints one JSON line with the median time of one epoch, the mean loss of each epoch
and the test accuracy after the last one.

usage: /usr/bin/python3 torch_epoch.py [--batch 128] [--runs 3] [--warmup 0] [--ntrain 60000]
                                        [--threads 2] [--loader dataloader|batched]
  --loader batched: a DataLoader that takes whole batches (BatchSampler over a RandomSampler, one
  index_select per batch) instead of the default per-sample fetch and collate (what users write).
Run it as /work/shared/peers/run.sh runs torch_bench.py (OMP_WAIT_POLICY=passive, the MALLOC_*
settings, OPENBLAS_CORETYPE unset); bench/cpu/run_bench.py does."""
import argparse, gzip, json, os, statistics, sys, time
import numpy as np
import torch, torch.nn as nn, torch.nn.functional as F

p = argparse.ArgumentParser()
p.add_argument('--batch', type=int, default=128); p.add_argument('--runs', type=int, default=3)
p.add_argument('--warmup', type=int, default=0); p.add_argument('--ntrain', type=int, default=60000)
p.add_argument('--threads', type=int, default=2)
p.add_argument('--loader', choices=['dataloader', 'batched'], default='dataloader')
p.add_argument('--dir', default='/usr/share/datasets/fashion-mnist')
a = p.parse_args()
torch.set_num_threads(a.threads)
torch.manual_seed(1234)


def read_idx(path):
    """An IDX file (gzipped or not) as a NumPy array in the file's (C) order."""
    opener = gzip.open if path.endswith('.gz') else open
    with opener(path, 'rb') as f:
        data = f.read()
    ndim = data[3]
    dims = [int.from_bytes(data[4 + 4 * i:8 + 4 * i], 'big') for i in range(ndim)]
    assert data[2] == 0x08, 'only UInt8 IDX files'
    return np.frombuffer(data, dtype=np.uint8, offset=4 + 4 * ndim).reshape(dims)


def load(prefix):
    x = read_idx(os.path.join(a.dir, prefix + '-images-idx3-ubyte.gz'))
    y = read_idx(os.path.join(a.dir, prefix + '-labels-idx1-ubyte.gz'))
    return torch.from_numpy(x.reshape(len(x), 784).astype(np.float32) / np.float32(255)), torch.from_numpy(y.astype(np.int64))


x_train, y_train = load('train')
x_train, y_train = x_train[:a.ntrain].contiguous(), y_train[:a.ntrain].contiguous()
x_test, y_test = load('t10k')
ds = torch.utils.data.TensorDataset(x_train, y_train)
g = torch.Generator(); g.manual_seed(7)
if a.loader == 'dataloader':
    loader = torch.utils.data.DataLoader(ds, batch_size=a.batch, shuffle=True, generator=g)
else:  # whole batches: one index_select per batch (PyTorch 1.13's DataLoader fetches sample by sample)
    sampler = torch.utils.data.BatchSampler(torch.utils.data.RandomSampler(ds, generator=g), a.batch, drop_last=False)

    class Batched:
        def __iter__(self):
            for ids in sampler:
                ids = torch.as_tensor(ids)
                yield x_train.index_select(0, ids), y_train.index_select(0, ids)

        def __len__(self):
            return len(sampler)
    loader = Batched()

model = nn.Sequential(nn.Linear(784, 512), nn.ReLU(), nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 10))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)


def train_epoch():
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        opt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        total += loss.item(); n += 1
    return total / n


losses = []
t0 = time.perf_counter(); losses.append(train_epoch()); first_s = time.perf_counter() - t0
for _ in range(a.warmup):
    losses.append(train_epoch())
ts = []
for _ in range(a.runs):
    t0 = time.perf_counter(); losses.append(train_epoch()); ts.append(time.perf_counter() - t0)
model.eval()
with torch.no_grad():
    acc = (model(x_test).argmax(1) == y_test).float().mean().item()
gflop = 3 * 2.0 * (784 * 512 + 512 * 512 + 512 * 10) * a.ntrain / 1e9
print(json.dumps(dict(case='fmnist_mlp_epoch', batch=a.batch, ntrain=a.ntrain, threads=torch.get_num_threads(),
                      loader=a.loader, median_s=statistics.median(ts), min_s=min(ts), runs=len(ts),
                      all_s=[round(t, 4) for t in ts], first_call_s=round(first_s, 4), gflop=round(gflop, 4),
                      epoch_losses=[round(l, 4) for l in losses], test_accuracy=round(acc, 4), torch=torch.__version__,
                      OPENBLAS_CORETYPE=os.environ.get('OPENBLAS_CORETYPE'))))
