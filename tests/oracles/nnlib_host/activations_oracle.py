#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/act_*.jl: NNlib's activation functions (FluxML/NNlib.jl
src/activations.jl) re-done in Python floats with NNlib's own formulas (the same IEEE operations,
e.g. elu uses exp(x) - 1, softplus is log1p(exp(-|x|)) + relu(x), gelu is gelu_tanh with NNlib's
tanh_fast), each cross-checked against PyTorch's implementation where it has one. act_float32's
values are the outputs printed by the doctests in NNlib's src/activations.jl (checked here against a
NumPy float32 replica of the formulas).

Run: /usr/bin/python3 tests/oracles/nnlib_host/activations_oracle.py
"""
import math

import numpy as np
import torch
import torch.nn.functional as F

from nnlib_common import jl, jl_round, jl_vec, write

# ---- NNlib's definitions, Float64 ----


def relu(x):
    return 0.0 if x < 0 else x


def leakyrelu(x, a=0.01):
    return float(x) if x > 0 else a * x


def clamp(x, lo, hi):
    return float(hi) if x > hi else float(lo) if x < lo else float(x)


def hardsigmoid(x):
    return clamp((x + 3) / 6, 0, 1)


def softshrink(x, lam=0.5):
    lo, hi = x - lam, x + lam
    return (0.0 if lo < 0 else lo) if hi > 0 else hi


def sigma(x):
    t = math.exp(-abs(x))
    return 1 / (1 + t) if x >= 0 else t / (1 + t)


def sigmoid_fast(x):
    y = sigma(x)
    return 1.0 if x > 40 else 0.0 if x < -80 else y


def softplus(x):
    return math.log1p(math.exp(-abs(x))) + relu(x)


def tanh_fast(x):
    """NNlib's tanh_fast(::Float64), except that beyond |x| = 30 it is sign(x) (as NNlib's is until
    exp(2x) overflows at |x| > 354, where NNlib's turns NaN; see prelude/z_nnlib.jl)."""
    if x * x > 900.0:
        return math.copysign(1.0, x)
    exp2x = math.exp(x + x)
    y = (exp2x - 1) / (exp2x + 1)
    x2 = x * x
    c = (1.0, -0.33333333333324583, 0.13333333325511604, -0.05396823125794372, 0.02186660872609521, -0.008697141630499953)
    p = c[-1]
    for ci in reversed(c[:-1]):  # evalpoly: Horner from the highest coefficient
        p = p * x2 + ci
    ypoly = x * p
    return math.copysign(1.0, y) if x2 > 900.0 else ypoly if x2 < 0.017 else y


GELU_LAMBDA = math.sqrt(2 / math.pi)


def gelu(x):
    return x / 2 * (1 + tanh_fast(GELU_LAMBDA * (x + 0.044715 * (x * x * x))))


def selu(x):
    lam, alpha = 1.0507009873554804934193349852946, 1.6732632423543772848170429916717
    return lam * (x if x > 0 else alpha * (math.exp(x) - 1))


def elu(x, a=1.0):
    return float(x) if x >= 0 else a * (math.exp(x) - 1)


def celu(x, a=1.0):
    return float(x) if x >= 0 else a * (math.exp(x / a) - 1)


def logcosh(x):
    return x + softplus(-2 * x) - math.log(2)


def torch_of(f, xs, **kw):
    return [float(v) for v in f(torch.tensor(xs, dtype=torch.float64), **kw)]


def agree(mine, theirs, tol, what):
    assert np.allclose(mine, theirs, rtol=tol, atol=tol), f"{what}: {mine} vs {theirs}"


def rounded(values, digits=10):
    return jl_vec([jl_round(v, digits) for v in values])


# ---- act_relu_family ----
x = [-7.0, -3.0, -1.5, -0.25, 0.0, 0.5, 2.0, 7.5]
rows = {
    "relu": [relu(v) for v in x],
    "leakyrelu": [leakyrelu(v) for v in x],
    "leakyrelu02": [leakyrelu(v, 0.2) for v in x],
    "relu6": [clamp(v, 0.0, 6.0) for v in x],
    "hardtanh": [clamp(v, -1.0, 1.0) for v in x],
    "trelu": [0.0 if v <= 1 else v for v in x],
    "trelu025": [0.0 if v <= 0.25 else v for v in x],
    "softshrink": [softshrink(v) for v in x],
    "softshrink1": [softshrink(v, 1.0) for v in x],
    "hardsigmoid": [hardsigmoid(v) for v in x],
    "hardswish": [v * hardsigmoid(v) for v in x],
}
agree(rows["relu"], torch_of(F.relu, x), 0, "relu")
agree(rows["leakyrelu02"], torch_of(F.leaky_relu, x, negative_slope=0.2), 1e-15, "leakyrelu")
agree(rows["relu6"], torch_of(F.relu6, x), 0, "relu6")
agree(rows["hardtanh"], torch_of(F.hardtanh, x), 0, "hardtanh")
agree(rows["trelu"], torch_of(F.threshold, x, threshold=1.0, value=0.0), 0, "trelu")
agree(rows["softshrink"], torch_of(F.softshrink, x), 0, "softshrink")
agree(rows["hardsigmoid"], torch_of(F.hardsigmoid, x), 1e-15, "hardsigmoid")
agree(rows["hardswish"], torch_of(F.hardswish, x), 1e-15, "hardswish")
write("act_relu_family", ".out", [jl_vec(r) for r in rows.values()] + ["true true"])

# ---- act_int_inputs (hand calculation with NNlib's definitions) ----
hardswish_range = [v * hardsigmoid(v) for v in range(-5, 6)]
write("act_int_inputs", ".out", [
    "0 4 Int64",
    "6 0 Int64",
    "-1 1 Int64",
    "0 2 Int64",
    f"{jl(leakyrelu(-2))} 3.0 Float64",
    f"2.0 {jl(0.0 * (math.exp(-2) - 1))} Float64",  # elu(-2, 0) = 0.0 * (exp(-2) - 1) = -0.0
    "0.5 0.5 0.5 0.0",
    "true true Float64",
    "Float32 Float32 Float32 Float32",
    jl_vec(hardswish_range),
])

# ---- act_sigmoid_family ----
x = [-20.0, -3.0, -0.5, 0.0, 0.5, 3.0, 20.0, 45.0]
sig = [sigma(v) for v in x]
agree(sig, torch_of(torch.sigmoid, x), 1e-15, "sigmoid")
logsig = [-softplus(-v) for v in x]
agree(logsig, torch_of(F.logsigmoid, x), 1e-15, "logsigmoid")
sp = [softplus(v) for v in x]
agree(sp, torch_of(F.softplus, x), 1e-12, "softplus")  # torch returns x itself above its threshold 20
sw = [v * sigmoid_fast(v) for v in x]
agree(sw, torch_of(F.silu, x), 1e-15, "swish")
ss = [v / (1 + abs(v)) for v in x]
agree(ss, torch_of(F.softsign, x), 1e-15, "softsign")
assert sigma(-100.0) > 0 and sigmoid_fast(-100.0) == 0 and sigmoid_fast(41.0) == 1
write("act_sigmoid_family", ".out", [
    rounded(sig), rounded([sigmoid_fast(v) for v in x]), rounded(logsig), rounded(sp), rounded(sw), rounded(ss),
    "true true",
    f"true true true {jl(softplus(800.0))}",
])

# ---- act_gelu ----
x = [-4.0, -3.0, -1.0, -0.5, -0.1, 0.0, 0.1, 0.5, 1.0, 2.0, 4.0]
g = [gelu(v) for v in x]
agree(g, torch_of(F.gelu, x, approximate="tanh"), 1e-13, "gelu")
gs = [v * sigmoid_fast(math.sqrt(8 / math.pi) * v * (v * v * 0.044715 + 1)) for v in x]
assert max(abs(a - b) for a, b in zip(g, gs)) < 1e-12
erf_gelu_1 = 0.5 * (1 + math.erf(1 / math.sqrt(2)))
assert jl(erf_gelu_1) == "0.8413447460685429"
tf = [tanh_fast(v) for v in x]
assert max(abs(a - math.tanh(b)) for a, b in zip(tf, x)) < 1e-14
write("act_gelu", ".out", [
    rounded(g), "true", "true", jl(jl_round(gelu(1.0) - erf_gelu_1, 7)), rounded(tf), "true",
    " ".join(jl(v) for v in (gelu(25.0), gelu(-30.0), tanh_fast(400.0), tanh_fast(-1000.0), gelu(25.0))),
])
assert float(F.gelu(torch.tensor([25.0, -30.0], dtype=torch.float64), approximate="tanh")[0]) == 25.0

# ---- act_misc ----
x = [-5.0, -1.0, -0.25, 0.0, 0.25, 1.0, 5.0]
cols = [
    ([selu(v) for v in x], torch_of(F.selu, x)),
    ([celu(v) for v in x], torch_of(F.celu, x)),
    ([celu(v, 2.0) for v in x], torch_of(F.celu, x, alpha=2.0)),
    ([elu(v) for v in x], torch_of(F.elu, x)),
    ([elu(v, 0.5) for v in x], torch_of(F.elu, x, alpha=0.5)),
    ([logcosh(v) for v in x], [math.log(math.cosh(v)) for v in x]),
    ([v * math.tanh(softplus(v)) for v in x], torch_of(F.mish, x)),
    ([v * tanh_fast(v) for v in x], [v * math.tanh(v) for v in x]),
    ([v - tanh_fast(v) for v in x], torch_of(F.tanhshrink, x)),
]
for mine, theirs in cols:
    agree(mine, theirs, 1e-13, "act_misc")
write("act_misc", ".out", [rounded(mine) for mine, _ in cols])

# ---- act_float32: NNlib's doctest outputs, checked against a float32 replica ----
f32 = np.float32
with np.errstate(all="ignore"):
    def tanh_fast32(x):
        x = f32(x)
        x2 = x * x
        n = f32(1.587199e-8)
        for c in (f32(2.2332108e-5), f32(0.0035974074), f32(0.1346604), f32(1.0)):
            n = n * x2 + c
        d = f32(8.7767893e-7)
        for c in (f32(0.0003453992), f32(0.026262015), f32(0.4679937), f32(1.0)):
            d = d * x2 + c
        return x * (n / d) if x2 < f32(66) else np.sign(x)

    def sigma32(x):
        t = np.exp(-abs(f32(x)))
        return f32(1) / (f32(1) + t) if x >= 0 else t / (f32(1) + t)

    doc = {  # expression -> the doctest's printed Float32
        "tanh(0.5f0)": (f32(math.tanh(0.5)), "0.46211717"),
        "tanh_fast(0.5f0)": (tanh_fast32(0.5), "0.46211714"),
        "sigmoid(0.2f0)": (sigma32(0.2), "0.54983395"),
        "hardσ(0.2f0)": ((f32(0.2) + f32(3)) / f32(6), "0.53333336"),
        "elu(-10f0)": (np.exp(f32(-10)) - f32(1), "-0.9999546"),
        "elu(-10f0, 2)": (f32(2) * (np.exp(f32(-10)) - f32(1)), "-1.9999092"),
        "selu(-10f0)": (f32(1.0507009873554805) * (f32(1.6732632423543772) * (np.exp(f32(-10)) - f32(1))), "-1.7580194"),
        "softsign(100f0)": (f32(100) / (f32(1) + f32(100)), "0.990099"),
        "softplus(16f0)": (np.log1p(np.exp(f32(-16))) + f32(16), "16.0"),
    }
    for expr, (value, printed) in doc.items():
        # within one Float32 ulp: NumPy's float32 libm and Julia's differ in the last bit at times
        assert abs(f32(value) - f32(float(printed))) <= abs(np.spacing(f32(float(printed)))), f"{expr}: {value} vs {printed}"
    xs = [f32(v) for v in (-2.0, -0.5, 0.0, 0.75, 3.0)]
    assert max(abs(tanh_fast32(v) - np.tanh(v)) for v in xs) < f32(1e-6)
# NNlib's docstring shows leakyrelu(-10f0, 0.02) as -0.5f0, a slip (it was 1//20 before); by the
# definition oftf(x, a * x) it is Float32(-0.2) = -0.2f0.
write("act_float32", ".out", [
    "0.46211717 0.46211714",
    "0.54983395 0.54983395 0.53333336",
    "-0.9999546 -1.9999092",
    "-1.7580194 -0.9999546",
    "0.5 0.990099 16.0",
    f"-2.0 {jl(f32(0.02 * -10.0))}",
    "(-9.0f0, 9.0f0) (-9.5f0, 9.5f0)",
    "Float32 Float32 Float32 Float32",
    "true",
])

# ---- act_array_error ----
write("act_array_error", ".out", ["[0.0, 2.0]"])
write("act_array_error", ".err", [
    "act_array_error.jl:5:1: error: ErrorException: Use broadcasting (`relu.(x)`) to apply activation functions to arrays.",
    "relu(x)",
    "^",
])

# ---- bias_act: fast_act's substitutions and bias_act!(σ, x, b) = σ.(x .+ b), by NNlib's src/bias_act.jl ----
from nnlib_common import jl_mat  # noqa: E402

X = np.array([[-2.0, 0.5], [1.0, -0.25], [3.0, 1.5]])
b = np.array([0.5, -1.0, 0.25])[:, None]
write("bias_act", ".out", [
    "true true true",
    f"{jl_mat([[relu(v) for v in row] for row in X + b])} true",  # overwrote z
    "true",
    f"true {jl_mat([[relu(v) for v in row] for row in X])} true",  # a new array; z unchanged
    f"{jl_vec([max(v + 1, 0) for v in (-1, 2)])} Float32",
])
