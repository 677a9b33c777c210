#!/usr/bin/python3
"""Oracle for tests/programs/staged/nnlib/act_*.jl and dense_bias_act.jl: NNlib's activation formulas in
Python floats. The Float64 definitions (relu ... logcosh, NNlib's tanh_fast) are those of
../nnlib_host/activations_oracle.py, executed from its definitions section (that script writes the
host programs' files when run whole); the rest follow NNlib's src/activations.jl here.

Run: /usr/bin/python3 tests/oracles/staged_nnlib/act_nnlib.py
"""
import math
import os

import numpy as np
import torch

from nn import jl, jl_mat, jl_round, jl_vec, write

HOST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "nnlib_host", "activations_oracle.py")
DEFS = open(HOST).read().split("# ---- act_relu_family ----")[0]
exec(DEFS.replace("from nnlib_common import jl, jl_round, jl_vec, write", ""))


def logsigma(x):
    return -softplus(-x)  # noqa: F821 (from the host oracle's definitions)


def swish(x):
    return x * sigmoid_fast(x)  # noqa: F821


def rounded(values, digits=10):
    return jl_vec([jl_round(v, digits) for v in values])


# ---- act_relu_family ----
x = [-7.0, -3.0, -1.5, -0.25, 0.0, 0.5, 2.0, 7.5]
hsig = [hardsigmoid(v) for v in x]  # noqa: F821
lines = [jl_vec(r) for r in (
    [relu(v) for v in x], [leakyrelu(v) for v in x], [leakyrelu(v, 0.2) for v in x],  # noqa: F821
    [clamp(v, 0.0, 6.0) for v in x], [clamp(v, -1.0, 1.0) for v in x],  # noqa: F821
    [0.0 if v <= 1 else v for v in x], [0.0 if v <= 0.25 else v for v in x],
    [softshrink(v) for v in x], hsig, [v * h for v, h in zip(x, hsig)])]  # noqa: F821
xi = [-3, -1, 0, 2, 9]
lines.append(jl_vec([max(v, 0) for v in xi]) + " Int64 " + jl_vec([min(max(v, 0), 6) for v in xi]))
write("nnlib", "act_relu_family", lines)

# ---- act_smooth ----
x = [-20.0, -3.0, -0.5, 0.0, 0.5, 3.0, 20.0, 45.0]
t = torch.tensor(x, dtype=torch.float64)
sig = [sigma(v) for v in x]  # noqa: F821
assert np.allclose(sig, torch.sigmoid(t).numpy(), rtol=1e-14, atol=0)
cols = [sig, [logsigma(v) for v in x], [softplus(v) for v in x], [swish(v) for v in x],  # noqa: F821
        [v / (1 + abs(v)) for v in x], [elu(v) for v in x], [elu(v, 0.5) for v in x],  # noqa: F821
        [selu(v) for v in x], [celu(v) for v in x], [tanh_fast(v) for v in x]]  # noqa: F821
assert np.allclose(cols[7], torch.selu(t).numpy(), rtol=1e-14, atol=1e-15)
assert np.allclose(cols[9], np.tanh(x), rtol=1e-14, atol=1e-15)
# σ(800) = inv(1 + exp(-800)) = 1.0; σ(-800) = exp(-800)/(1 + ...) underflows to 0.0
write("nnlib", "act_smooth", [rounded(c) for c in cols] + [
    "true " + jl(sigma(800.0)) + " " + jl_vec([softplus(-800.0), softplus(800.0)])])  # noqa: F821

# ---- act_gelu ----
x = [-4.0, -3.0, -1.0, -0.5, -0.1, 0.0, 0.1, 0.5, 1.0, 2.0, 4.0]
g = [gelu(v) for v in x]  # noqa: F821
assert np.allclose(g, torch.nn.functional.gelu(torch.tensor(x, dtype=torch.float64), approximate="tanh").numpy(), rtol=1e-9, atol=1e-15)
m = np.array(g[:10]).reshape(5, 2).T  # reshape(x[1:10], 2, 5): column-major
g32 = [gelu(v) for v in (-1.0, 0.5, 2.0)]  # noqa: F821 (Float32 gelu agrees to ~1e-7, far from a 5-digit tie)
write("nnlib", "act_gelu", [
    rounded(g), "true", jl_mat([[jl_round(v, 8) for v in row] for row in m]),
    "Float32 " + rounded(g32, 5),
    rounded([v * math.tanh(softplus(v)) for v in x]),  # noqa: F821 (mish)
    rounded([v * tanh_fast(v) for v in x]),  # noqa: F821 (lisht)
    rounded([logcosh(v) for v in x]),  # noqa: F821
])

# ---- dense_bias_act ----  (W * x .+ b is exact: multiples of 1/4)
W = np.array([[0.5, -1.0, 0.25], [1.5, 0.0, -0.5], [-0.75, 1.0, 2.0], [0.0, 0.5, -1.0]])
X = np.array([[1.0, -2.0], [0.5, 1.0], [-1.0, 3.0]])
z = W @ X + np.array([0.25, -0.5, 0.0, 1.0])[:, None]
write("nnlib", "dense_bias_act", [
    jl_mat(np.maximum(z, 0.0)), jl_mat([[jl_round(sigma(v), 10) for v in row] for row in z]),  # noqa: F821
    jl_mat([[jl_round(math.tanh(v), 10) for v in row] for row in z]), "true",
])

# ---- act_float32 ----  (lines 1-3: NNlib's doctest outputs; line 4: Float32 per operation, each op
# correctly rounded from float64 -- Julia's Float32 exp/log1p are within an ulp and round these
# inputs correctly; leakyrelu's a * x is Float64 (a is 0.2) rounded once to Float32)
f32 = np.float32


def tanh_fast32(x):  # NNlib's Float32 rational approximation, in float32 arithmetic
    x2 = x * x
    n = f32(1.587199e-8)
    for c in (f32(2.2332108e-5), f32(0.0035974074), f32(0.1346604), f32(1.0)):
        n = n * x2 + c
    d = f32(8.7767893e-7)
    for c in (f32(0.0003453992), f32(0.026262015), f32(0.4679937), f32(1.0)):
        d = d * x2 + c
    return x * (n / d) if x2 < f32(66) else f32(np.sign(x))


def f32vec(vals):
    """show of a Vector{Float32}: elements untyped, but the exponent is written with f (Ryu's show uses
    expchar 'f' for Float32 unless printing a bare number), as in Float32[4.53989f-5]."""
    return "Float32[" + ", ".join(jl(f32(v)).replace("e", "f") for v in vals) + "]"


xs = [f32(v) for v in (-10.0, 1.0, 10.0, 16.0, 100.0)]
softsign = [x / (f32(1) + abs(x)) for x in xs]
softplus32 = [f32(f32(math.log1p(f32(math.exp(-abs(float(x)))))) + max(x, f32(0))) for x in xs]
misc = [softsign, softplus32, [x if x > 0 else f32(0.2 * float(x)) for x in xs],
        [x if x > 0 else f32(0.02 * float(x)) for x in xs], [x - tanh_fast32(x) for x in xs],
        [x - f32(0.5) if x - f32(0.5) > 0 else (x + f32(0.5) if x + f32(0.5) < 0 else f32(0)) for x in xs]]
write("nnlib", "act_float32", [
    "(Float32[0.46211717], Float32[0.46211714])", "(Float32[0.54983395], Float32[0.54983395], Float32[0.53333336])",
    "(Float32[-0.9999546], Float32[-1.9999092], Float32[-1.7580194], Float32[-0.9999546])",
    "(" + ", ".join(f32vec(v) for v in misc) + ")",
])
