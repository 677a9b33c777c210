"""Expected output of tests/programs/staged/broadcast/*.jl, written with NumPy: Julia's broadcast is
NumPy's with dimensions aligned from the first (Julia) instead of the last, so matrices here are built
in Julia's index order (A[i, j] = Julia A[i, j]) and a Julia vector against a matrix is v[:, None].
Julia-specific scalar rules (strong-zero Bool, floored division, ties-to-even rounding, promotion) are
spelled out where NumPy differs.

Run with Debian's python3:  /usr/bin/python3 tests/oracles/staged_broadcast/make_broadcast.py
"""
import math

import numpy as np

from jshow import f32, f64, i64, show, write

F32, F64 = np.float32, np.float64


def r6(x):
    """Julia's round.(x; digits = 6): round(x * 10^6) / 10^6 in x's type, ties to even."""
    x = np.asarray(x)
    step = x.dtype.type(10) ** x.dtype.type(6)
    return np.rint(x * step) / step


# ---- fused_dot.jl
def axpy(a, x, y):
    return a * x + y


def poly(x):
    return 3 * x * x - 2 * x + 1


A = np.array([[1.0, -2.0], [-3.0, 4.0]])
write("staged/broadcast/fused_dot", [
    axpy(2.0, f64(1, 2, 3), f64(0.5, -1, 4)),
    axpy(-1.5, f64(2, 4), f64(1, 1)),
    poly(f64(0, 1, -2, 0.5)),
    poly(i64(1, 2, 3)),
    F64(np.sum((f64(1, 2, 4) - f64(1.5, 2, 3)) ** 2) / 3),
    r6(np.sum(np.log(1 + np.exp(f64(0, 1, -1))))),
    (np.maximum(A, 0.0), int(np.sum(A > 0))),
])


# ---- user_functions.jl
def lerp(a, b, t):
    return a + t * (b - a)


x, y = f64(1, 2, 4), f64(5, 6, 0)
write("staged/broadcast/user_functions", [
    (x * x, lerp(x, y, 0.25), lerp(0.0, y, x / 8)),
    (f64(1, 2) + 0.5, 2 * f64(1, 2), f64(1, 2) - 0.5),
    r6(np.exp(-((f64(1, 3, -1, 5) - 1.0) / 2.0) ** 2 / 2)),
    show(i64(9, 16)) + " " + show(lerp(f32(0, 2), f32(4, 4), F32(0.5))),
    show(i64(9, 16)) + " " + show(f32(1.5) * f32(1.5)),
])


# ---- elementwise_if.jl
def hinge(v):
    return np.where(v > 1.0, 0.0, 1.0 - v)


def piecewise(v):
    return np.where(v < -1, -1.0, np.where(v > 1, 1.0, v)) * 2


def leaky(v, a):
    return np.where(v > 0, v, a * v)


v = f64(-2, -0.5, 0, 0.75, 1.5, 3)
w = f64(-2, 0.5, 2)
M1 = np.array([[1.0, -2.0], [-4.0, 3.0]])
M2 = np.array([[1.0, -2.0], [-0.5, 3.0]])
write("staged/broadcast/elementwise_if", [
    (hinge(v), piecewise(v), leaky(v, 0.1)),
    F64(hinge(w).sum() + piecewise(w).sum()),
    leaky(M1, 0.5),
    leaky(M2, 0.5) + piecewise(M2),
])


# ---- assign.jl
x = f64(0.5, 1.5, 2.5, 3.5) * 2
lines = [x.copy()]
x = ((x + 1) * 0.5) - 1
lines.append(x.copy())
x[1:3] = 0
lines.append(x.copy())
A = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
A[0:2, 1] = [-1.0, -2.0]
A[0, 0:3] += 10
lines.append(A)
lines.append(i64(4, 5, 6) * 2)
w, g = f64(8, -4), f64(1, 0.5)
for _ in range(3):
    w = w - 0.5 * g * w
lines.append(w)
write("staged/broadcast/assign", lines)


# ---- shapes.jl
A = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
col, row = f64(10, 20)[:, None], np.array([[1.0, 0.5, -1.0]])
v = f64(1, 2, 3)
X = np.arange(1.0, 9.0).reshape((2, 2, 2), order="F")
M = np.array([[100.0, 200.0], [300.0, 400.0]])
C = X + M[:, :, None]
write("staged/broadcast/shapes", [
    A + col, A * row, f64(1, 2, 3)[:, None] - np.array([[10.0, 20.0]]),
    (A + v[None, :], A - v[None, :], A * 2.0),
    i64(1, 2)[:, None] * np.array([[3, 4, 5]]) + 1,
    C.reshape(-1, order="F"),
    "(2, 2, 2)",
])


# ---- captured.jl
write("staged/broadcast/captured", [
    f64(1, 2) * 4 + 0.5, f64(1, -1) * 2.0,
    3.0 * f64(1, 2, 3) + 1.0, -1.0 * f64(1, 2, 3) + 1.0,
    f64(1, 2, 6) - 3.0, f64(3, 4) / 5.0,
    f64(0, 10) + 1 + 2 + 4,
])


# ---- promotion.jl: NumPy's dtype rules agree with Julia's for these (Float32 with a Python float
# scalar stays float32 in NumPy, so the Float64 case is cast explicitly).
a, b = np.array([True, True, False]), np.array([True, False, False])
n = i64(4, 9, 16)
m = i64(-7, 0, 5)
write("staged/broadcast/promotion", [
    f32(1.5, -0.25).astype(F64) * 2.0, f32(1.5, -0.25) * F32(2), f32(1.5, -0.25) * F32(2),
    i64(1, 3, -7) / i64(2, 4, 2),
    (a.astype(np.int64) + b, a & b, a & b, ~a),
    (f64(1, 2, 3) > f64(3, 2, 1), f64(1, 2, 3) == f64(3, 2, 1), f64(1, 2, 3) <= 1),
    (i64(1, 2).astype(F32) + f32(0.5, 0.25), i64(1, 2) + f64(0.125, 1.0), f32(0.5, 0.25).astype(F64) + f64(0.125, 1.0)),
    (n // 2, n % 3, n ** 2, np.sqrt(n.astype(F64))),
    (np.trunc(m / 2).astype(np.int64), np.fmod(m, 3), m ** 3),
])


# ---- math_functions.jl
x = f64(-1.5, 0.25, 2.0)
lines = [r6(t) for t in (
    (np.exp(x), np.expm1(x), np.exp2(x), np.log(np.abs(x) + 1), np.log1p(np.abs(x)), np.log2(x ** 2 + 1),
     np.log10(np.abs(x) + 0.5)),
    (np.sin(x), np.cos(x), np.tan(x), np.arctan(x), np.arctan2(x, 2.0), np.arcsin(x / 4), np.arccos(x / 4)),
    (np.sinh(x), np.cosh(x), np.tanh(x), np.arcsinh(x), np.sqrt(np.abs(x)), np.cbrt(x), 1 / (x + 3)))
    for t in t]
lines.append(show(r6(np.tanh(f32(-1, 0.5)))) + " " + show(r6(np.sqrt(f64(4, 2)))) + " " + show(r6(np.exp(f64(0, 1)))))
x32 = f32(0.5, 2.0)
lines.append((r6(np.tanh(x32)), r6(np.sqrt(x32)), r6(np.exp(x32))))
n = i64(-3, 4)
lines.append((r6(np.sqrt(np.abs(n).astype(F64))), r6(np.exp(n.astype(F64))), np.abs(n).astype(F64), np.sign(n).astype(F64), (n * n).astype(F64)))  # round(n; digits) is float(n) rounded
write("staged/broadcast/math_functions", lines)


# ---- division.jl: (div, rem, fld, mod, cld)
def divs(x, y):
    x, y = np.broadcast_arrays(x, y)
    isf = x.dtype.kind == "f"
    tdiv = np.trunc(x / y) if isf else np.array([int(a / b) if b else 0 for a, b in zip(x, y)], dtype=np.int64)
    rem = np.fmod(x, y)
    if isf:
        mod = np.array([math.copysign(0.0, b) if r == 0 else (r + b if (r < 0) != (b < 0) else r)
                        for r, b in zip(rem, y)])
        fld = np.round((x - mod) / y)
        cld = -np.floor(-x / y)
    else:
        fld, mod = x // y, x % y
        cld = -((-x) // y)
    return (tdiv.astype(x.dtype), rem, fld.astype(x.dtype), mod.astype(x.dtype), cld.astype(x.dtype))


write("staged/broadcast/division", [
    divs(i64(7, -7, 7, -7, 0), i64(3, 3, -3, -3, 2)),
    divs(i64(7, -7, 8), i64(4)),
    divs(f64(7.5, -7.5, 6.0), f64(2, 2, -3)),
    (i64(0, 1, 5, 6, -1) - 1) % 5 + 1,
])


# ---- conversions.jl
def rounds(x):
    return (np.rint(x).astype(np.int64), np.floor(x).astype(np.int64), np.ceil(x).astype(np.int64),
            np.trunc(x).astype(np.int64), np.rint(x))


c = f64(1.5, -2.0, 0.0, 3.0)
write("staged/broadcast/conversions", [
    show(f64(0.1, -2.5).astype(F32)) + " " + show(f32(0.1, 3.0).astype(F64)) + " " + show(i64(4, -2)),
    rounds(f64(2.5, 3.5, -2.5, -0.5, 1.7, -1.7)),
    rounds(f32(0.5, 1.5, -7.25)),
    (f64(3, -4), f64(3, -4), f32(3, -4) / F32(2)),
    ((c > 0).astype(np.int64), (c < 0).astype(F64), int(np.sum(c > 0))),
])


# ---- minmax_select.jl: NumPy's maximum/minimum propagate NaN like Julia's max/min; clip too.
x, y = f64(-2, 0.5, 3, np.nan), f64(0, 1, 1, 0)
s1, s2 = f64(-2, np.nan, 3), f64(1, 2, 0)


def strong_mask(v):
    """Julia: (v > 0) * v with Bool * Float = ifelse(b, v, copysign(0, v))."""
    return np.where(v > 0, v, np.copysign(0.0, v))


write("staged/broadcast/minmax_select", [
    np.maximum(f64(-1.5, 0, 2), 0.0), np.maximum(i64(-3, 4), 0),
    (np.maximum(x, y), np.minimum(x, y), np.minimum(np.maximum(x, -1.0), 1.0), np.minimum(np.maximum(x, y), 2.0)),
    (np.where(s1 > s2, s1, s2), np.where(np.isnan(s1), 0.0, s1), np.where(s1 > 0, 1, -1).astype(np.int64)),
    strong_mask(f64(-np.inf, 2, np.nan, np.inf)),
])


# ---- predicates.jl
x = f64(1, np.nan, -np.inf, 0, -0.0, 2.5)
x2 = f64(1, np.nan, -np.inf, np.inf, 0.5)
n = i64(-2, 3, 0, 7, 10)
write("staged/broadcast/predicates", [
    (np.isnan(x), np.isinf(x), np.isfinite(x), x == 0, np.signbit(x), np.isfinite(x) & (x == np.floor(x))),
    (int(np.isnan(x2).sum()), int(np.isfinite(x2).sum()), int(np.isinf(x2).sum())),
    F64(np.where(np.isfinite(f64(1, np.nan, -np.inf, 2.5)), f64(1, np.nan, -np.inf, 2.5), 0.0).sum()),
    (n % 2 == 0, n % 2 != 0, int((n % 2 == 0).sum())),
])


# ---- dotted_ops.jl (Julia's ÷ and % truncate: np.trunc / np.fmod; .\ is s / x)
x, s = f64(1, 2, 4), 2.0
n, m = i64(7, -8, 9), i64(2, 3, -4)
a, b = np.array([True, False, True, False]), np.array([True, True, False, False])
u = f64(1.5, -2.0, 0.0)
x3, y3 = f64(1, 2, 3), f64(3, 2, 1)
write("staged/broadcast/dotted_ops", [
    (x + s, s - x, x * s, x / s, s / x, x ** 2, s ** x, s / x),
    ((np.trunc(n / m)).astype(np.int64), np.fmod(n, m), np.trunc(n / 3).astype(np.int64), np.fmod(-7, n),
     n & m, n | m, n ^ m, n << 1, n >> 1),
    (x3 == y3, x3 != y3, x3 < y3, x3 <= y3, x3 > y3, x3 >= y3, x3 < 2.0, 2 <= x3),
    (a & b, a | b, ~a, a ^ b, a == b),
    (-u, u, ~(u > 0), -u),
])


# ---- ranges.jl
write("staged/broadcast/ranges", [
    f64(1, 1, 2) * np.arange(1, 4), i64(2, 3) * np.arange(1, 3),
    np.arange(0, 5, 2) + 0.5, f64(1, 10)[:, None] * np.arange(1, 4)[None, :].astype(F64),
    f64(1, 1, 1) + f64(0, 0.5, 1),
])


# ---- in_control_flow.jl
y = f64(0, 1, 2)
for _ in range(3):
    y = 0.5 * y + 0.25 * y ** 2
x = f64(10, 20, 2)
for _ in range(4):
    x = np.maximum(f64(2, 0.5, 1) * x - 1.0, 0.0)
h, cnt = f64(3, -7), 0
while np.max(np.abs(h)) > 1:
    h, cnt = h / 2, cnt + 1
write("staged/broadcast/in_control_flow", [
    y, f64(1, 2, 3) * 2, f64(4, -5, 6) / 2, x, (cnt, h),
])


# ---- round_digits.jl (Julia's exact-product rounding, julia_round.py)
from julia_round import jround_digits  # noqa: E402

MODES = ((3, "nearest"), (2, "down"), (2, "up"), (2, "tozero"), (-1, "nearest"), (-1, "down"), (-1, "up"),
         (-2, "tozero"))
lines = []
for vals in ([0.0005, 0.0015, 0.0025, -0.0005, 1.005, 2.675, 0.285, -1.005],
             [1.15, 0.29, -0.29, 4.35, 1e300, -7.0, 15.0, 25.0],
             [0.1 + 0.2, 1 / 3, 2 / 3, 125.0, -125.0, 3.5e-5, 123456.789, 0.07]):
    for d, mode in MODES:
        lines.append(np.array([jround_digits(v, d, mode) for v in vals]))
v32 = [F32(v) for v in (0.125, 2.675, 1.005, -0.375, 15.0, 1.15)]
lines.append(tuple(np.array([jround_digits(v, d, mode, F32) for v in v32], dtype=F32)
                   for d, mode in ((2, "nearest"), (1, "down"), (1, "up"), (-1, "nearest"))))
write("staged/broadcast/round_digits", lines)


# ---- tuples.jl (hand-checkable: elementwise over the tuples)
write("staged/broadcast/tuples", [
    (F64(1.0 * 2 + 1.0), F64(2.0 * 2 + 3.0)),
    ((1, 5), (9, 19, 29), (0, 5)),
    "(Float32, Int64, Float32, Bool)",
])
