#!/usr/bin/python3
"""Oracle for tests/programs/staged/nnlib/conv*.jl: NNlib.conv by PyTorch in float64 (nn.conv). The
inputs are small multiples of 1/4, so products and sums are exact whatever the order.

Run: /usr/bin/python3 tests/oracles/staged_nnlib/conv_nnlib.py
"""
import numpy as np

from nn import conv, exact_vec, jl, jl_vec, jsize, julia_array, julia_vec, pool, ramp, write

# ---- conv1d ----
x = julia_array(ramp(14, 5, -2), (7, 2, 1))
w = julia_array([i / 4 for i in range(1, 19)], (3, 2, 3))
y = conv(x, w)
ps = conv(x, w, pad=1, stride=2)
write("nnlib", "conv1d", [
    f"{jsize(y)} Float64", exact_vec(y), exact_vec(conv(x, w, flipped=True)),
    f"{jsize(ps)} {exact_vec(ps)}", exact_vec(conv(x, w, pad=(2, 0))), exact_vec(conv(x, w, dilation=3)),
])

# ---- conv2d_batch ----
x = julia_array(ramp(120, 5, -2), (5, 4, 3, 2))
w = julia_array(ramp(36, 7, -0.5, 0.25), (3, 2, 3, 2))
y = conv(x, w)
assert np.array_equal(conv(x, w[:, :, ::-1, ::-1].copy(), flipped=True), y)
write("nnlib", "conv2d_batch", [jsize(y), exact_vec(y), exact_vec(conv(x, w, flipped=True)), "true"])

# ---- conv2d_pad_stride ----
x = julia_array(ramp(60, 7, -3), (6, 5, 2, 1))
w = julia_array([(i % 5) / 2 for i in range(1, 37)], (3, 3, 2, 2))
a, b, c = conv(x, w, pad=1), conv(x, w, pad=(1, 0)), conv(x, w, pad=(1, 2, 0, 1))
s2, sd = conv(x, w, stride=2), conv(x, w, stride=(1, 2), pad=1)
write("nnlib", "conv2d_pad_stride", [
    f"{jsize(a)} {jsize(b)} {jsize(c)}", exact_vec(a), exact_vec(c), exact_vec(b),
    f"{jsize(s2)} {exact_vec(s2)}", f"{jsize(sd)} {exact_vec(sd)}",
])

# ---- conv2d_dilation ----
x = julia_array(ramp(49, 9, -4), (7, 7, 1, 1))
w = julia_array([1.0, -2.0, 0.5, 0.0, 1.5, -1.0, 2.0, 0.25, -0.5], (3, 3, 1, 1))
d2, d12, same = conv(x, w, dilation=2), conv(x, w, dilation=(1, 2)), conv(x, w, dilation=2, pad=2)
write("nnlib", "conv2d_dilation", [
    f"{jsize(d2)} {exact_vec(d2)}", f"{jsize(d12)} {exact_vec(d12)}", f"{jsize(same)} {exact_vec(same)}",
    exact_vec(conv(x, w, dilation=2, flipped=True, stride=2)),
])

# ---- conv3d ----  (Julia y[:, :, :, c, n] is memory y[n, c])
x = julia_array(ramp(96, 7, -3), (4, 4, 3, 2, 1))
w = julia_array(ramp(48, 5, -1, 0.5), (2, 2, 2, 2, 3))
z = conv(x, w, stride=(1, 2, 1), pad=(1, 0, 0, 1, 1, 0))
write("nnlib", "conv3d", [
    exact_vec(conv(x, w)[0, 0]), exact_vec(conv(x, w, flipped=True)[0, 2]), f"{jsize(z)} {exact_vec(z[0, 1])}",
])

# ---- conv_groups ----
x = julia_array(ramp(100, 6, -2.5), (5, 5, 4, 1))
w = julia_array(ramp(72, 5, 0, 0.25), (3, 3, 2, 4))
y = conv(x, w, groups=2)
assert np.array_equal(y[:, 0:2], conv(x[:, 0:2], w[0:2]))
wd = julia_array([(i % 4) - 1.5 for i in range(1, 37)], (3, 3, 1, 4))
yd = conv(x, wd, groups=4, pad=1)
assert np.array_equal(yd[:, 3:4], conv(x[:, 3:4], wd[3:4], pad=1))
write("nnlib", "conv_groups", [f"{jsize(y)} {exact_vec(y)}", "true", f"{jsize(yd)} {exact_vec(yd[0, 2])}", "true"])

# ---- conv_float32 ----  (sums of multiples of 1/4 below 2^20: exact in Float32 too)
x = julia_array(ramp(32, 5, -2), (4, 4, 2, 1)).astype(np.float32)
w = julia_array(ramp(36, 3, 0, 0.25), (3, 3, 2, 2)).astype(np.float32)
y = conv(x.astype(np.float64), w.astype(np.float64), pad=1)
assert np.array_equal(conv(x, w, pad=1).astype(np.float64), y)
p = pool(y, (2, 2))
write("nnlib", "conv_float32", [
    f"Float32 {jsize(y)}", jl_vec([np.float32(v) for v in julia_vec(y[0, 1])], "Float32"), "Float64 true",
    f"Float32 {jsize(p)} " + jl_vec([np.float32(v) for v in julia_vec(p)], "Float32"),
])
