#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/conv*.jl: NNlib's conv (src/conv.jl, src/impl/conv_direct.jl) by
PyTorch's conv1d/2d/3d in float64. The inputs are small multiples of 1/4, so every product and sum is
exact and the printed values do not depend on summation order.

Conventions converted here (nnlib_common's layout rule): the Julia WHCN array x is the NCHW tensor,
the Julia kernel (kw, kh, cin/groups, cout) is the OIHW weight. NNlib's default flipped=false is true
convolution, i.e. PyTorch's cross-correlation with the kernel reversed in every spatial dim. NNlib's
pad (w_lo, w_hi, h_lo, h_hi, d_lo, d_hi) is exactly F.pad's order (last dim first); stride and
dilation, one per Julia spatial dim (w, h, d), are reversed for PyTorch (d, h, w).

Run: /usr/bin/python3 tests/oracles/nnlib_host/conv_oracle.py
"""
import numpy as np
import torch
import torch.nn.functional as F

from nnlib_common import jl_vec, julia_array, julia_vec, write


def expand(nd, p):
    return (p,) * nd if isinstance(p, int) else tuple(p)


def nnlib_conv(x, w, stride=1, pad=0, dilation=1, flipped=False, groups=1):
    """NNlib.conv(x, w; ...) for x, w given as the NumPy arrays of the Julia arrays' memory."""
    nd = x.ndim - 2
    stride, dilation, pad = expand(nd, stride), expand(nd, dilation), expand(nd, pad)
    if len(pad) == nd:
        pad = tuple(p for p in pad for _ in (0, 1))
    xt, wt = torch.tensor(x), torch.tensor(w)
    if not flipped:
        wt = torch.flip(wt, dims=list(range(2, 2 + nd)))
    xt = F.pad(xt, pad)
    op = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[nd]
    y = op(xt, wt, stride=tuple(reversed(stride)), dilation=tuple(reversed(dilation)), groups=groups)
    return y.numpy()


def exact_vec(y):
    v = julia_vec(y)
    assert all(abs(a * 4096 - round(a * 4096)) == 0 for a in v), "inexact: choose other data"
    return jl_vec(v)


def jsize(y):
    return "(" + ", ".join(str(d) for d in reversed(y.shape)) + ")"


def ramp(n, mod, shift, scale=1.0):
    """Julia's collect(0.0:n-1) .% mod (then scaled and shifted as the program does)."""
    return [(i % mod) * scale + shift for i in range(n)]


# ---- conv1d ----
x = julia_array(ramp(14, 5, -2), (7, 2, 1))
w = julia_array([i / 4 for i in range(1, 19)], (3, 2, 3))
y = nnlib_conv(x, w)
ps = nnlib_conv(x, w, pad=1, stride=2)
write("conv1d", ".out", [
    f"{jsize(y)} Float64",
    exact_vec(y),
    exact_vec(nnlib_conv(x, w, flipped=True)),
    f"{jsize(ps)} {exact_vec(ps)}",
    exact_vec(nnlib_conv(x, w, pad=(2, 0))),
    exact_vec(nnlib_conv(x, w, dilation=3)),
])

# ---- conv2d_basic ----
x = julia_array(ramp(120, 5, -2), (5, 4, 3, 2))
w = julia_array([(i % 7) / 4 - 0.5 for i in range(36)], (3, 2, 3, 2))
y = nnlib_conv(x, w)
write("conv2d_basic", ".out", [
    jsize(y),
    exact_vec(y),
    exact_vec(nnlib_conv(x, w, flipped=True)),
    "true",
    "Float32 Float64",
])

# ---- conv2d_pad_stride ----
x = julia_array(ramp(60, 7, -3), (6, 5, 2, 1))
w = julia_array([(i % 5) / 2 for i in range(1, 37)], (3, 3, 2, 2))
p1, p2, p4 = nnlib_conv(x, w, pad=1), nnlib_conv(x, w, pad=(1, 0)), nnlib_conv(x, w, pad=(1, 2, 0, 1))
s2, s12 = nnlib_conv(x, w, stride=2), nnlib_conv(x, w, stride=(1, 2), pad=1)
assert np.array_equal(p2, nnlib_conv(x, w, pad=(1, 1, 0, 0)))
write("conv2d_pad_stride", ".out", [
    f"{jsize(p1)} {jsize(p2)} {jsize(p4)}",
    exact_vec(p1),
    exact_vec(p4),
    "true",
    f"{jsize(s2)} {exact_vec(s2)}",
    f"{jsize(s12)} {exact_vec(s12)}",
])

# ---- conv2d_dilation ----
x = julia_array(ramp(49, 9, -4), (7, 7, 1, 1))
w = julia_array([1.0, -2.0, 0.5, 0.0, 1.5, -1.0, 2.0, 0.25, -0.5], (3, 3, 1, 1))
d2, d12, same = nnlib_conv(x, w, dilation=2), nnlib_conv(x, w, dilation=(1, 2)), nnlib_conv(x, w, dilation=2, pad=2)
write("conv2d_dilation", ".out", [
    f"{jsize(d2)} {exact_vec(d2)}",
    f"{jsize(d12)} {exact_vec(d12)}",
    f"{jsize(same)} {exact_vec(same)}",
    exact_vec(nnlib_conv(x, w, dilation=2, flipped=True, stride=2)),
])

# ---- conv_groups ----
x = julia_array(ramp(100, 6, -2.5), (5, 5, 4, 1))
w = julia_array([(i % 5) / 4 for i in range(72)], (3, 3, 2, 4))
y = nnlib_conv(x, w, groups=2)
wd = julia_array([(i % 4) - 1.5 for i in range(1, 37)], (3, 3, 1, 4))
yd = nnlib_conv(x, wd, groups=4, pad=1)
write("conv_groups", ".out", [
    f"{jsize(y)} {exact_vec(y)}",
    "true",
    f"{jsize(yd)} {exact_vec(yd[0, 2])}",  # Julia's yd[:, :, 3, 1] is NumPy's yd[0, 2]
    "true",
])

# ---- conv3d ----
x = julia_array(ramp(96, 7, -3), (4, 4, 3, 2, 1))
w = julia_array([(i % 5) / 2 - 1 for i in range(48)], (2, 2, 2, 2, 3))
y = nnlib_conv(x, w)
z = nnlib_conv(x, w, stride=(1, 2, 1), pad=(1, 0, 0, 1, 1, 0))
write("conv3d", ".out", [
    f"{jsize(y)} {exact_vec(y[0, 0])}",
    exact_vec(nnlib_conv(x, w, flipped=True)[0, 2]),
    f"{jsize(z)} {exact_vec(z[0, 1])}",
])

# ---- the DimensionMismatch programs (messages as src/dim_helpers/DenseConvDims.jl, ConvDims.jl word them) ----
write("conv_channel_mismatch", ".out", [jsize(nnlib_conv(np.ones((1, 3, 5, 5)), np.ones((2, 3, 3, 3))))])
write("conv_channel_mismatch", ".err", [
    "conv_channel_mismatch.jl:5:1: error: DimensionMismatch: Input channels must match! (3 vs. 2)",
    "conv(x, ones(3, 3, 2, 2))",
    "^",
])
ones = np.ones((1, 1, 5, 5))
write("conv_pad_length", ".out", [jsize(nnlib_conv(ones, np.ones((1, 1, 3, 3)), pad=(1, 2)))])
write("conv_pad_length", ".err", [
    "conv_pad_length.jl:6:1: error: DimensionMismatch: Padding 3d, should be either 2d or 4d!",
    "conv(x, w; pad=(1, 1, 1))",
    "^",
])
write("conv_kernel_too_large", ".out", [jsize(nnlib_conv(np.ones((1, 1, 4, 4)), np.ones((1, 1, 3, 3)), dilation=2, pad=1))])
write("conv_kernel_too_large", ".err", [
    "conv_kernel_too_large.jl:6:1: error: DimensionMismatch: Kernel * dilation ((3 - 1) * 2 + 1) cannot be larger "
    "than input + padding (4 + 0 + 0)!",
    "conv(x, w; dilation=2)",
    "^",
])

# ---- conv_dims_api: DenseConvDims / PoolDims geometry, out = (in + lo + hi - (k - 1) * d - 1) ÷ s + 1 ----


def out_size(insize, k, stride, pad, dil=1):
    return tuple((i + pad[2 * d] + pad[2 * d + 1] - (k[d] - 1) * dil - 1) // stride + 1 for d, i in enumerate(insize))


def tup(t):
    return "(" + ", ".join(str(v) for v in t) + ")"


x = julia_array(ramp(100, 9, -4), (5, 5, 4, 1))
w = julia_array([(i % 5) / 4 for i in range(72)], (3, 3, 2, 4))
assert tuple(reversed(nnlib_conv(x, w, stride=2, pad=1, groups=2).shape[2:])) == out_size((5, 5), (3, 3), 2, (1,) * 4)
write("conv_dims_api", ".out", [
    f"{tup(out_size((5, 5), (3, 3), 2, (1,) * 4))} 4 (1, 1, 1, 1) 2",
    "true",
    "true (3, 3)",
    f"{tup(out_size((5, 5), (2, 2), 1, (0,) * 4))} true true",
    f"{tup(out_size((5, 5), (2, 2), 2, (0,) * 4))} (1, 1, 1, 1) {tup(out_size((5, 5), (3, 3), 3, (1, 1, 0, 0)))}",
])

# ---- conv_data_grad: ∇conv_data is the gradient of conv with respect to x (PyTorch autograd) ----


def conv_data(dy, x, w, **kw):
    xt = torch.tensor(x, requires_grad=True)
    nd = x.ndim - 2
    stride, dilation = expand(nd, kw.get("stride", 1)), expand(nd, kw.get("dilation", 1))
    pad = expand(nd, kw.get("pad", 0))
    if len(pad) == nd:
        pad = tuple(p for p in pad for _ in (0, 1))
    wt = torch.tensor(w)
    if not kw.get("flipped", False):
        wt = torch.flip(wt, dims=list(range(2, 2 + nd)))
    y = F.conv2d(F.pad(xt, pad), wt, stride=tuple(reversed(stride)), dilation=tuple(reversed(dilation)),
                 groups=kw.get("groups", 1))
    assert y.shape == dy.shape, (y.shape, dy.shape)
    y.backward(torch.tensor(dy))
    return xt.grad.numpy()


x = julia_array(ramp(60, 7, -3), (6, 5, 2, 1))
w = julia_array([(i % 5) / 2 for i in range(1, 37)], (3, 3, 2, 2))
dy = julia_array(ramp(18, 4, -1.5), (3, 3, 2, 1))
dx = conv_data(dy, x, w, stride=2, pad=(1, 0, 1, 1))
assert np.sum(nnlib_conv(x, w, stride=2, pad=(1, 0, 1, 1)) * dy) == np.sum(x * dx)
dyf = julia_array(ramp(8, 5, -2), (4, 1, 2, 1))
x4 = julia_array(ramp(100, 6, -2.5), (5, 5, 4, 1))
w4 = julia_array([(i % 5) / 4 for i in range(72)], (3, 3, 2, 4))
dyg = julia_array(ramp(100, 3, -1), (5, 5, 4, 1))
write("conv_data_grad", ".out", [
    f"{jsize(dx)} {exact_vec(dx)}",
    "true",
    exact_vec(conv_data(dyf, x, w, flipped=True, dilation=(1, 2))),
    exact_vec(conv_data(dyg, x4, w4, groups=2, pad=1)[0, 2]),
])

# ---- conv_dims_mismatch: check_dims's @assert, whose message is the DimensionMismatch's repr ----
write("conv_dims_mismatch", ".out", [jsize(nnlib_conv(np.ones((3, 2, 5, 6)), np.ones((2, 2, 3, 3))))])
write("conv_dims_mismatch", ".err", [
    'conv_dims_mismatch.jl:6:1: error: AssertionError: DimensionMismatch("Data input spatial size ((7, 5) vs. (6, 5))")',
    "conv(ones(7, 5, 2, 1), w, cdims)",
    "^",
])
