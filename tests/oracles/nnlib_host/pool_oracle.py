#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/maxpool.jl, meanpool.jl, pool_nd.jl, pool_window_too_large.jl:
NNlib's maxpool/meanpool (src/pooling.jl, src/impl/pooling_direct.jl) re-done as NumPy loops over the
Julia index order with NNlib's operations (maximum over the in-bounds part of each window; meanpool
is (1/prod(k)) * sum, padding counting as zeros, or sum / in-bounds count with
count_include_pad=false), cross-checked with PyTorch's max_pool/avg_pool (padding by F.pad with
-Inf for max and 0 for mean). Inputs are integers, so the sums are exact.

Run: /usr/bin/python3 tests/oracles/nnlib_host/pool_oracle.py
"""
import itertools

import numpy as np
import torch
import torch.nn.functional as F

from nnlib_common import jl_mat, jl_vec, julia_array, julia_vec, write


def expand(nd, p):
    return (p,) * nd if isinstance(p, int) else tuple(p)


def nnlib_pool(x, k, pad=0, stride=None, mode="max", count_include_pad=True):
    """NNlib's maxpool / meanpool of the Julia array whose memory is the NumPy array x."""
    nd = len(k)
    stride = expand(nd, k if stride is None else stride)
    pad = expand(nd, pad)
    if len(pad) == nd:
        pad = tuple(p for p in pad for _ in (0, 1))
    xj = x.transpose()  # indexed like Julia: [w, h, d..., c, n]
    insize = xj.shape[:nd]
    out = tuple((insize[i] + pad[2 * i] + pad[2 * i + 1] - k[i]) // stride[i] + 1 for i in range(nd))
    y = np.zeros(out + xj.shape[nd:])
    alpha = 1.0 / int(np.prod(k))
    for o in itertools.product(*(range(n) for n in out)):
        for c, b in itertools.product(range(xj.shape[nd]), range(xj.shape[nd + 1])):
            vals = []
            for t in itertools.product(*(range(n) for n in k)):
                i = tuple(o[d] * stride[d] - pad[2 * d] + t[d] for d in range(nd))
                if all(0 <= i[d] < insize[d] for d in range(nd)):
                    vals.append(xj[i + (c, b)])
            if mode == "max":
                y[o + (c, b)] = max(vals)
            else:
                s = sum(vals)
                y[o + (c, b)] = alpha * s if count_include_pad else s / len(vals)
    return y.transpose()


def torch_pool(x, k, pad=0, stride=None, mode="max"):
    nd = len(k)
    stride = expand(nd, k if stride is None else stride)
    pad = expand(nd, pad)
    if len(pad) == nd:
        pad = tuple(p for p in pad for _ in (0, 1))
    xt = F.pad(torch.tensor(x), pad, value=-np.inf if mode == "max" else 0.0)
    op = getattr(F, ("max_pool" if mode == "max" else "avg_pool") + f"{nd}d")
    return op(xt, tuple(reversed(k)), stride=tuple(reversed(stride))).numpy()


def pool(x, k, **kw):
    y = nnlib_pool(x, k, **kw)
    if kw.get("count_include_pad", True):
        t = torch_pool(x, k, **{a: b for a, b in kw.items() if a != "count_include_pad"})
        assert np.allclose(y, t, rtol=1e-15), (y, t)
    return y


def jsize(y):
    return "(" + ", ".join(str(d) for d in reversed(y.shape)) + ")"


def shown(y):
    return f"{jsize(y)} {jl_vec(julia_vec(y))}"


# ---- maxpool ----
x = julia_array([(i % 11) - 5.0 for i in range(48)], (4, 6, 2, 1))
z = -np.abs(x) - 1
xi = julia_array(np.arange(1, 17), (4, 4, 1, 1))
mi = pool(xi, (2, 2))
write("maxpool", ".out", [
    shown(pool(x, (2, 2))),
    shown(pool(x, (2, 3))),
    shown(pool(x, (3, 3), stride=1)),
    shown(pool(z, (2, 2), pad=1)),
    shown(pool(x, (2, 2), pad=(0, 1, 1, 0), stride=(1, 2))),
    f"{jl_mat([[int(v) for v in row] for row in mi[0, 0].T])} Int64",
])

# ---- meanpool ----
write("meanpool", ".out", [
    shown(pool(x, (2, 2), mode="mean")),
    jl_vec(julia_vec(pool(x, (2, 3), stride=1, mode="mean"))),
    shown(pool(x, (2, 2), pad=1, mode="mean")),
    jl_vec(julia_vec(pool(x, (2, 2), pad=1, mode="mean", count_include_pad=False))),
    jl_vec(julia_vec(pool(x, (3, 2), pad=(1, 0, 0, 1), stride=(2, 1), mode="mean"))),
    "Float32",
])
# PyTorch's own count_include_pad=False (symmetric padding only) agrees
t = F.avg_pool2d(torch.tensor(x), 2, stride=2, padding=1, count_include_pad=False).numpy()
assert np.allclose(t, nnlib_pool(x, (2, 2), pad=1, mode="mean", count_include_pad=False), rtol=1e-15)

# ---- pool_nd ----
x1 = julia_array([(i % 7) - 3.0 for i in range(20)], (10, 2, 1))
x3 = julia_array([(i % 13) - 6.0 for i in range(72)], (4, 3, 3, 2, 1))
write("pool_nd", ".out", [
    f"{jl_vec(julia_vec(pool(x1, (3,))))} {jl_vec(julia_vec(pool(x1, (3,), stride=2, pad=1)))}",
    f"{jl_vec(julia_vec(pool(x1, (2,), mode='mean')))} {jl_vec(julia_vec(pool(x1, (4,), stride=3, mode='mean')))}",
    shown(pool(x3, (2, 2, 2), stride=1)),
    shown(pool(x3, (2, 3, 1), pad=(0, 0, 1, 1, 0, 0), mode="mean")),
])

# ---- pool_window_too_large ----
write("pool_window_too_large", ".out", [jsize(pool(np.ones((1, 1, 2, 2)), (3, 3), pad=1))])
write("pool_window_too_large", ".err", [
    "pool_window_too_large.jl:5:1: error: DimensionMismatch: Kernel * dilation ((3 - 1) * 1 + 1) cannot be "
    "larger than input + padding (2 + 0 + 0)!",
    "maxpool(x, (3, 3))",
    "^",
])

# ---- pool_dims_mismatch: check_dims's @assert, whose message is the DimensionMismatch's repr ----
write("pool_dims_mismatch", ".out", [jsize(pool(np.ones((3, 2, 4, 4)), (2, 2)))])
write("pool_dims_mismatch", ".err", [
    'pool_dims_mismatch.jl:5:1: error: AssertionError: DimensionMismatch("Data input channel count (3 vs. 2)")',
    "maxpool(ones(4, 4, 3, 1), p)",
    "^",
])
