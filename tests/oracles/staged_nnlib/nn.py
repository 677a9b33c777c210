"""Shared helpers of the staged_nnlib oracles: NNlib's conv (PyTorch, float64), pooling (NumPy loops
in Julia index order), the softmax family, Julia printing (from ../nnlib_host/nnlib_common.py) and
writing tests/programs/staged/<area>/NAME.out.

Layout (DESIGN decision 4): a Julia array of size (d1, ..., dn) is the C-order NumPy array of shape
(dn, ..., d1) with the same memory; `vec(A)` is `a.flatten()`; a Julia Matrix is `a.T`.
"""
import itertools
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "nnlib_host"))
from nnlib_common import jl, jl_mat, jl_round, jl_vec, julia_array, julia_vec  # noqa: E402,F401

PROGRAMS = os.path.normpath(os.path.join(HERE, "..", "..", "programs", "staged"))


def write(area, name, lines):
    path = os.path.join(PROGRAMS, area, name + ".out")
    with open(path, "w") as f:
        f.write("".join(line + "\n" for line in lines))
    print("wrote", os.path.relpath(path, os.path.join(PROGRAMS, "..", "..", "..")))


def ramp(n, mod, shift=0.0, scale=1.0):
    """Julia's collect(0.0:n-1) .% mod .* scale .+ shift (the programs' input data)."""
    return [(i % mod) * scale + shift for i in range(n)]


def jsize(y):
    return "(" + ", ".join(str(d) for d in reversed(y.shape)) + ")"


def jtuple(t):
    return "(" + ", ".join(str(d) for d in t) + ("," if len(t) == 1 else "") + ")"


def exact_vec(y):
    """vec(y) printed, asserting that every value is a multiple of 1/4096 (exact in any sum order)."""
    v = julia_vec(y)
    assert all(abs(a * 4096 - round(a * 4096)) == 0 for a in v), "inexact: choose other data"
    return jl_vec(v)


def rvec(y, d):
    return jl_vec([jl_round(v, d) for v in julia_vec(y)])


def rmat(m, d):
    """round.(M; digits=d) of a Julia matrix given as the NumPy array of its memory."""
    return jl_mat([[jl_round(v, d) for v in row] for row in np.asarray(m).T])


def expand(nd, p):
    return (p,) * nd if isinstance(p, int) else tuple(p)


def conv(x, w, stride=1, pad=0, dilation=1, flipped=False, groups=1):
    """NNlib.conv(x, w; ...) (flipped=false is true convolution) of the Julia arrays whose memory
    is x, w; NNlib's pad (w_lo, w_hi, h_lo, h_hi, ...) is F.pad's order, stride/dilation reversed."""
    nd = x.ndim - 2
    stride, dilation, pad = expand(nd, stride), expand(nd, dilation), expand(nd, pad)
    if len(pad) == nd:
        pad = tuple(p for p in pad for _ in (0, 1))
    xt, wt = torch.tensor(x), torch.tensor(w)
    if not flipped:
        wt = torch.flip(wt, dims=list(range(2, 2 + nd)))
    xt = F.pad(xt, pad)
    op = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[nd]
    return op(xt, wt, stride=tuple(reversed(stride)), dilation=tuple(reversed(dilation)), groups=groups).numpy()


def pool(x, k, pad=0, stride=None, mode="max", count_include_pad=True):
    """NNlib's maxpool (max over the in-bounds part of each window) or meanpool ((1/prod(k)) * sum,
    padding counting as zeros; sum / in-bounds count with count_include_pad=False), looping in Julia
    index order."""
    nd = len(k)
    stride = expand(nd, k if stride is None else stride)
    pad = expand(nd, pad)
    if len(pad) == nd:
        pad = tuple(p for p in pad for _ in (0, 1))
    xj = x.transpose()
    insize = xj.shape[:nd]
    out = tuple((insize[i] + pad[2 * i] + pad[2 * i + 1] - k[i]) // stride[i] + 1 for i in range(nd))
    y = np.zeros(out + xj.shape[nd:], dtype=x.dtype)
    alpha = 1.0 / int(np.prod(k))
    for o in itertools.product(*(range(n) for n in out)):
        for c, b in itertools.product(range(xj.shape[nd]), range(xj.shape[nd + 1])):
            vals = []
            for rt in itertools.product(*(range(n) for n in reversed(k))):  # NNlib's order: kw innermost
                t = tuple(reversed(rt))
                i = tuple(o[d] * stride[d] - pad[2 * d] + t[d] for d in range(nd))
                if all(0 <= i[d] < insize[d] for d in range(nd)):
                    vals.append(xj[i + (c, b)])
            if mode == "max":  # NNlib's `if xv > m; m = xv; end` from -floatmax: NaN never wins
                m = -np.finfo(x.dtype).max if np.issubdtype(x.dtype, np.floating) else np.iinfo(x.dtype).min
                for v in vals:
                    m = v if v > m else m
                y[o + (c, b)] = m
            else:
                y[o + (c, b)] = alpha * sum(vals) if count_include_pad else sum(vals) / len(vals)
    return y.transpose()


def axes(a, dims):
    """NumPy axes of the memory array for Julia dims (an Int, a tuple, or None for `:`)."""
    if dims is None:
        return tuple(range(a.ndim))
    dims = (dims,) if isinstance(dims, int) else dims
    return tuple(a.ndim - d for d in dims if d <= a.ndim)


def softmax(a, dims=1):
    """NNlib's softmax: exp.(x .- max) ./ sum; where the max is +Inf, 1 at the Inf entries (then
    normalized by their count, as the sum does) and 0 elsewhere."""
    ax = axes(a, dims)
    m = a.max(axis=ax, keepdims=True)
    with np.errstate(invalid="ignore"):
        e = np.where(np.isinf(m) & (m > 0), np.where(a == np.inf, 1.0, 0.0), np.exp(a - m))
    return e / e.sum(axis=ax, keepdims=True)


def logsoftmax(a, dims=1):
    ax = axes(a, dims)
    m = a.max(axis=ax, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        s = a - m - np.log(np.exp(a - m).sum(axis=ax, keepdims=True))
        return np.where(np.isinf(m) & (m > 0), np.where(a == np.inf, 0.0, -np.inf), s)


def logsumexp(a, dims=None):
    ax = axes(a, dims)
    m = a.max(axis=ax, keepdims=True)
    r = m + np.log(np.exp(a - m).sum(axis=ax, keepdims=True))
    return float(r.reshape(())) if dims is None else r
