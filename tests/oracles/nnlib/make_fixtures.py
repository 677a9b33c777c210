#!/usr/bin/python3
"""Expected values for src/staging/nnlib_emit*_test.cpp, from PyTorch (conv, pooling, batched_mul,
activations) and NumPy (NNlib's softmax formulas), written as C++ initializers to nnlib_conv_fixtures.inc
(conv, pooling) and nnlib_fixtures.inc (the rest).

Run with Debian's python3 (python3-torch, python3-numpy):  /usr/bin/python3 make_fixtures.py

Layouts: a Julia array of size (d1,...,dn) is the C-order array of shape (dn,...,d1) with the same
bytes, so Julia WHCN activations are torch's NCHW and Julia (kW,kH,Cin,Cout) kernels are torch's
(Cout,Cin,kH,kW) weights, and every array is written flattened in C order. NNlib's pad tuple
(w_lo, w_hi, h_lo, h_hi, ...) is exactly torch.nn.functional.pad's order (last dim first); strides
and dilations reverse. flipped=false (NNlib's default) is torch's cross-correlation with the kernel
flipped in every spatial dim. Float32 cases take float32-rounded inputs; every expected value is
computed in float64 from those inputs.
"""
import os

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20261201)


def julia_array(size, f64, lo=-1.0, hi=1.0):
    """Random Julia array of `size`, as the float64 NumPy array of the IR shape (reversed)."""
    a = rng.uniform(lo, hi, size=tuple(reversed(size)))
    return a if f64 else a.astype(np.float32).astype(np.float64)


def t(a):
    return torch.from_numpy(np.ascontiguousarray(a))


def cxx_list(values):
    return "{" + ", ".join(repr(float(v)) if np.isfinite(v) else cxx_special(v) for v in np.ravel(values)) + "}"


def cxx_special(v):
    if np.isnan(v):
        return "kNaN"
    return "kInf" if v > 0 else "-kInf"


def cxx_ints(values):
    return "{" + ", ".join(str(int(v)) for v in values) + "}"


def julia_size(a):
    return tuple(reversed(a.shape))


def expand(v, nd):
    return list(v) * nd if len(v) == 1 else list(v)


def lohi(pad, nd):
    pad = expand(pad, nd)
    return [p for p in pad for _ in range(2)] if len(pad) == nd else pad


# ---- conv ----
def nnlib_conv(x, w, stride, pad, dilation, groups, flipped):
    nd = x.ndim - 2
    xt, wt = t(x), t(w)
    if not flipped:
        wt = torch.flip(wt, dims=list(range(2, 2 + nd)))
    xt = F.pad(xt, tuple(lohi(pad, nd)))
    conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[nd]
    y = conv(xt, wt, stride=tuple(reversed(expand(stride, nd))), dilation=tuple(reversed(expand(dilation, nd))),
             groups=groups)
    return y.numpy()


CONV_CASES = [
    # name, f64, x size, w size, stride, pad, dilation, groups, flipped
    ("conv2d_true_convolution", False, (6, 5, 3, 2), (3, 3, 3, 4), [1], [0], [1], 1, False),
    ("conv2d_cross_correlation", False, (6, 5, 3, 2), (3, 3, 3, 4), [1], [0], [1], 1, True),
    ("conv2d_stride_asymmetric_pad", False, (7, 6, 2, 2), (3, 2, 2, 3), [2, 1], [1, 0, 2, 1], [1], 1, False),
    ("conv2d_dilation_f64", True, (8, 7, 2, 1), (3, 2, 2, 2), [1], [1], [2, 3], 1, False),
    ("conv2d_groups_flipped", False, (5, 5, 4, 2), (3, 3, 2, 6), [1], [1, 1], [1], 2, True),
    ("conv2d_depthwise_f64", True, (6, 5, 3, 2), (3, 3, 1, 6), [2], [1], [1], 3, False),
    ("conv1d_stride_pad", False, (9, 2, 3), (4, 2, 3), [2], [2, 1], [1], 1, False),
    ("conv1d_dilation_flipped_f64", True, (10, 3, 2), (3, 3, 2), [1], [0], [3], 1, True),
    ("conv3d_f64", True, (5, 4, 4, 2, 1), (2, 3, 2, 2, 3), [1, 2, 1], [1, 0, 0, 1, 1, 0], [1, 1, 2], 1, False),
    ("conv3d_cross_correlation", False, (4, 4, 3, 2, 2), (2, 2, 2, 2, 2), [2], [1], [1], 1, True),
]


def conv_fixtures():
    out = ["inline const ConvCase kConvCases[] = {"]
    for name, f64, xs, ws, stride, pad, dil, groups, flipped in CONV_CASES:
        x, w = julia_array(xs, f64), julia_array(ws, f64)
        y = nnlib_conv(x, w, stride, pad, dil, groups, flipped)
        out.append(f'  {{"{name}", {str(f64).lower()}, {cxx_ints(xs)}, {cxx_ints(ws)}, {cxx_ints(julia_size(y))},\n'
                   f'   {cxx_ints(stride)}, {cxx_ints(pad)}, {cxx_ints(dil)}, {groups}, {str(flipped).lower()},\n'
                   f'   {cxx_list(x)},\n   {cxx_list(w)},\n   {cxx_list(y)}}},')
    out.append("};")
    return out


# ---- pooling ----
def nnlib_pool(kind, x, f64, window, pad, stride, count_include_pad):
    nd = x.ndim - 2
    stride = window if stride is None else expand(stride, nd)
    k, s, p = tuple(reversed(window)), tuple(reversed(stride)), tuple(lohi(pad, nd))
    pool = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}[nd]
    xt = t(x)
    if kind == "max":
        # NNlib's max starts from nextfloat(typemin(T)) = -floatmax(T); padding never wins.
        lowest = -float(np.finfo(np.float64 if f64 else np.float32).max)
        mp = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}[nd]
        return mp(F.pad(xt, p, value=lowest), k, s).numpy()
    sums = pool(F.pad(xt, p), k, s).numpy() * np.prod(window)
    if count_include_pad:
        return sums / np.prod(window)
    counts = pool(F.pad(torch.ones_like(xt), p), k, s).numpy() * np.prod(window)
    return sums / counts


POOL_CASES = [
    # name, kind, f64, x size, window, pad, stride (None: the window), count_include_pad
    ("maxpool2d_default_stride", "max", False, (6, 6, 2, 2), [2, 2], [0], None, True),
    ("maxpool2d_pad_stride_f64", "max", True, (7, 5, 2, 1), [3, 2], [1, 1, 0, 1], [2, 1], True),
    ("maxpool2d_window_in_padding", "max", False, (4, 3, 1, 1), [2, 2], [2, 0, 0, 0], [1], True),
    ("maxpool1d_pad", "max", False, (10, 2, 2), [3], [1], [2], True),
    ("maxpool3d_pad_f64", "max", True, (5, 4, 3, 2, 1), [2, 2, 2], [1, 0, 0, 1, 1, 0], [2, 1, 1], True),
    ("meanpool2d_pad_includes_pad", "mean", False, (6, 5, 3, 2), [3, 3], [1], [2], True),
    ("meanpool2d_pad_excludes_pad_f64", "mean", True, (6, 5, 3, 2), [3, 3], [1], [2], False),
    ("meanpool2d_asymmetric_pad", "mean", False, (5, 4, 2, 1), [2, 3], [0, 1, 2, 0], [1, 2], True),
    ("meanpool1d_f64", "mean", True, (8, 3, 2), [2], [0], None, True),
    ("meanpool3d", "mean", False, (4, 4, 4, 2, 1), [2, 2, 2], [0], None, True),
]


def pool_fixtures():
    out = ["inline const PoolCase kPoolCases[] = {"]
    for name, kind, f64, xs, window, pad, stride, cip in POOL_CASES:
        x = julia_array(xs, f64)
        y = nnlib_pool(kind, x, f64, window, pad, stride, cip)
        st = cxx_ints(stride) if stride is not None else "{}"
        out.append(f'  {{"{name}", {str(kind == "max").lower()}, {str(f64).lower()}, {cxx_ints(xs)}, '
                   f'{cxx_ints(julia_size(y))},\n   {cxx_ints(window)}, {cxx_ints(pad)}, {st}, '
                   f'{str(stride is not None).lower()}, {str(cip).lower()},\n   {cxx_list(x)},\n   {cxx_list(y)}}},')
    out.append("};")
    return out


# ---- softmax family: NNlib's formulas in NumPy, float64 ----
def ir_axes(dims, ndim):
    if dims is None:
        return tuple(range(ndim))
    return tuple(sorted({ndim - d for d in dims if d <= ndim}))


def nnlib_softmax(x, axes, log):
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        m = np.max(x, axis=axes, keepdims=True, initial=-np.inf) if axes else x
        if log:
            out = np.where(m == np.inf, np.where(x == np.inf, 0.0, -np.inf), x - m)
            return out - np.log(np.sum(np.exp(out), axis=axes, keepdims=True) if axes else np.exp(out))
        out = np.where(m == np.inf, np.where(x == np.inf, 1.0, 0.0), np.exp(x - m))
        return out / (np.sum(out, axis=axes, keepdims=True) if axes else out)


def nnlib_logsumexp(x, axes, colon):
    m = np.max(x, axis=axes, keepdims=True, initial=-np.inf)
    r = m + np.log(np.sum(np.exp(x - m), axis=axes, keepdims=True))
    return r.reshape(()) if colon else r


SOFTMAX_CASES = [
    # name, function, f64, x size, dims (None: `:`), scale
    ("softmax_dims1", "softmax", False, (4, 3), [1], 3.0),
    ("softmax_dims2", "softmax", False, (4, 3), [2], 3.0),
    ("softmax_dims13_f64", "softmax", True, (3, 4, 2), [1, 3], 2.0),
    ("softmax_colon_f64", "softmax", True, (3, 2), None, 2.0),
    ("softmax_large_values", "softmax", False, (5, 2), [1], 1000.0),
    ("softmax_dims_past_ndims", "softmax", False, (3, 2), [3], 1.0),
    ("logsoftmax_dims1_f64", "logsoftmax", True, (4, 3), [1], 3.0),
    ("logsoftmax_dims2", "logsoftmax", False, (4, 3, 2), [2], 3.0),
    ("logsumexp_colon", "logsumexp", False, (4, 3), None, 3.0),
    ("logsumexp_dims2_f64", "logsumexp", True, (4, 3, 2), [2], 3.0),
    ("logsumexp_dims12", "logsumexp", False, (4, 3, 2), [1, 2], 3.0),
]


def softmax_fixtures():
    out = ["inline const SoftmaxCase kSoftmaxCases[] = {"]
    for name, fn, f64, xs, dims, scale in SOFTMAX_CASES:
        x = julia_array(xs, f64, -scale, scale)
        axes = ir_axes(dims, len(xs))
        if fn == "logsumexp":
            y = nnlib_logsumexp(x, axes, dims is None)
        else:
            y = nnlib_softmax(x, axes, fn == "logsoftmax")
        d = cxx_ints(dims) if dims is not None else "{}"
        out.append(f'  {{"{name}", "{fn}", {str(f64).lower()}, {cxx_ints(xs)}, {d}, {str(dims is None).lower()}, '
                   f'{cxx_ints(julia_size(y))},\n   {cxx_list(x)},\n   {cxx_list(y)}}},')
    # Non-finite inputs: a column holding +Inf, a column of -Inf only (NNlib gives NaN there), a finite one.
    x = np.array([[np.inf, 1.0, np.inf], [-np.inf, -np.inf, -np.inf], [0.5, -1.0, 2.0]])  # Julia (3,3), columns = rows here
    for fn in ("softmax", "logsoftmax"):
        y = nnlib_softmax(x, (1,), fn == "logsoftmax")
        out.append(f'  {{"{fn}_nonfinite_f64", "{fn}", true, {{3, 3}}, {{1}}, false, {{3, 3}},\n'
                   f'   {cxx_list(x)},\n   {cxx_list(y)}}},')
    out.append("};")
    return out


# ---- batched_mul: Julia C[:,:,k] = A[:,:,k] * B[:,:,k]; in IR layout C_ir = B_ir @ A_ir ----
BATCHED_CASES = [
    # name, f64, A size, B size
    ("batched_mul", False, (3, 4, 5), (4, 2, 5)),
    ("batched_mul_f64", True, (2, 3, 4), (3, 5, 4)),
    ("batched_mul_broadcast_A", True, (3, 4, 1), (4, 2, 5)),
    ("batched_mul_broadcast_B", False, (3, 4, 5), (4, 2, 1)),
    ("batched_mul_matrix_A", False, (3, 4), (4, 2, 5)),
    ("batched_mul_matrix_B_f64", True, (3, 4, 5), (4, 2)),
]


def ir3(a):
    return a if a.ndim == 3 else a[None, :, :]


def batched_fixtures():
    out = ["inline const BatchedCase kBatchedCases[] = {"]
    for name, f64, sa, sb in BATCHED_CASES:
        a, b = julia_array(sa, f64), julia_array(sb, f64)
        ta, tb = t(ir3(a)), t(ir3(b))
        batch = max(ta.shape[0], tb.shape[0])
        c = torch.bmm(tb.expand(batch, -1, -1), ta.expand(batch, -1, -1)).numpy()
        out.append(f'  {{"{name}", {str(f64).lower()}, {cxx_ints(sa)}, {cxx_ints(sb)}, {cxx_ints(julia_size(c))},\n'
                   f'   {cxx_list(a)},\n   {cxx_list(b)},\n   {cxx_list(c)}}},')
    out.append("};")
    return out


# ---- activations: torch in float64 on the same inputs ----
def activations():
    return {
        "relu": lambda x: F.relu(x),
        "sigmoid": torch.sigmoid,
        "tanh": torch.tanh,
        "elu": lambda x: F.elu(x, alpha=1.0),
        "elu_alpha_half": lambda x: F.elu(x, alpha=0.5),
        "leakyrelu": lambda x: F.leaky_relu(x, 0.01),
        "leakyrelu_a02": lambda x: F.leaky_relu(x, 0.2),
        "gelu": lambda x: F.gelu(x, approximate="tanh"),
        "swish": F.silu,
        "softplus": lambda x: torch.log1p(torch.exp(-x.abs())) + F.relu(x),  # torch's own switches at x > 20
    }


def activation_fixtures():
    out = ["inline const ActivationCase kActivationCases[] = {"]
    for f64 in (False, True):
        x = julia_array((5, 4), f64, -6.0, 6.0)
        x.flat[:4] = [0.0, 1e-3, -1e-3, 30.0]  # around zero, and large enough for softplus's tail
        if not f64:
            x = x.astype(np.float32).astype(np.float64)
        for name, fn in activations().items():
            y = fn(t(x)).numpy()
            out.append(f'  {{"{name}", {str(f64).lower()}, {{5, 4}},\n   {cxx_list(x)},\n   {cxx_list(y)}}},')
    out.append("};")
    return out


def main():
    header = ["// Generated by tests/oracles/nnlib/make_fixtures.py (PyTorch " + torch.__version__ + ", NumPy " +
              np.__version__ + "); do not edit.", "// Julia sizes; data flattened in IR (row-major) order.", ""]
    files = {"nnlib_conv_fixtures.inc": (conv_fixtures, pool_fixtures),
             "nnlib_fixtures.inc": (softmax_fixtures, batched_fixtures, activation_fixtures)}
    for name, parts in files.items():
        lines = list(header)
        for part in parts:
            lines += part() + [""]
        with open(os.path.join(HERE, name), "w") as f:
            f.write("\n".join(lines))


if __name__ == "__main__":
    main()
