"""Expected output of tests/programs/staged/reductions/*.jl, written next to each program as NAME.out.
Julia's reductions written with NumPy; where Julia's rules differ from NumPy's (argmax ties and NaN,
Int results of Bool sums, keepdims) they are spelled out. Run: /usr/bin/python3 reductions.py
"""
import math
import os

import numpy as np

from julia_format import CartesianIndex, jl, show

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "programs", "staged", "reductions")


def write(name, values):
    with open(os.path.join(OUT, name + ".out"), "w") as f:
        for v in values:
            f.write(show(v) + "\n")


# sum_prod_dims.jl
A = jl([1, 4, 2, 5, 3, 6], (2, 3))
B = jl(np.arange(1.0, 13.0), (2, 3, 2))
x = np.array([1.0, 2.5, 3.0, 4.0])
# round.(Int, x): Julia rounds half to even, like NumPy
counts = (int(np.sum(x > 2)), int(np.sum(np.round(x).astype(np.int64))), int(np.prod(np.round(x).astype(np.int64))), np.array([x.sum()]))
write("sum_prod_dims", [float(A.sum()), A.sum(axis=0, keepdims=True), A.sum(axis=1, keepdims=True), float(A.sum()),
                        B.sum(axis=(0, 2), keepdims=True), B.sum(axis=2, keepdims=True), A.prod(axis=1, keepdims=True),
                        float(A.prod()), counts])

# max_min_dims.jl
def extremes(M):
    return [M.max().item(), M.min().item(), M.max(axis=0, keepdims=True), M.min(axis=1, keepdims=True),
            M.max(axis=(0, 1), keepdims=True)]
N = jl([1.0, 2.0, math.nan, 3.0], (2, 2))
write("max_min_dims", extremes(jl([3.0, 0.5, -1.0, 7.0, 2.0, -4.0], (2, 3))) +
      extremes(jl([3, 8, -1, 2], (2, 2), np.int64)) +
      [(math.nan, math.nan, N.max(axis=0, keepdims=True), N.min(axis=1, keepdims=True))])  # max/min propagate NaN

# any_all.jl
xa = np.array([1.0, 2.0, 5.0])
Aa = jl([1.0, 3.0, -2.0, 4.0], (2, 2))
write("any_all", [bool((xa > 3).any()), bool((xa > 0).all()), bool((xa < 0).any()), bool((xa < 10).all()),
                  bool((Aa < 0).any()), bool((Aa > -5).all())])

# argmax_ties_nan.jl: Julia's findmax: the first maximum; a NaN is the maximum and the minimum (first NaN).
def jfind(v, want_max):
    flat = v.reshape(-1, order="F")
    for k, e in enumerate(flat):
        if isinstance(e, float) and math.isnan(e):
            best = k
            break
    else:
        best = 0
        for k, e in enumerate(flat):
            if (e > flat[best]) if want_max else (e < flat[best]):
                best = k
    if v.ndim == 1:
        key = best + 1
    else:
        i, j = np.unravel_index(best, v.shape, order="F")
        key = CartesianIndex(i + 1, j + 1)
    return flat[best].item(), key

def found(v):
    mx, mn = jfind(v, True), jfind(v, False)
    return (mx[1], mn[1], mx, mn)

M = jl([1.0, 8.0, 2.0, 3.0], (2, 2))
write("argmax_ties_nan", [found(np.array([1.0, 3.0, 3.0, -2.0, -2.0])), found(np.array([1.0, math.nan, 5.0, math.nan])),
                          found(np.array([4, 9, 9, 1], dtype=np.int64)), found(jl([1.0, 7.0, 0.0, 7.0, -3.0, -3.0], (3, 2))),
                          (CartesianIndex(2, 1), 8.0, 1)])

# mean_dims.jl
xm = np.array([1.0, -2.0, 4.0])
Am = jl([1.0, 3.0, 2.0, 6.0], (2, 2))
km = np.array([1, 2, 4])
write("mean_dims", [xm.mean(), Am.mean(), Am.mean(axis=0, keepdims=True), Am.mean(axis=1, keepdims=True), float(km.mean()),
                    np.abs(xm).mean(), (np.float32(2.0), "Float32"), Am - Am.mean(axis=0, keepdims=True)])

# mapreduce_reduce.jl
xr = np.array([1.5, -2.0, 0.5])
Ar = jl([1.0, 3.0, -4.0, 2.0], (2, 2))
write("mapreduce_reduce", [float((xr ** 2).sum()), float(xr.prod()), Ar.max(axis=1, keepdims=True), float(Ar.min()),
                           float(np.abs(xr).sum()), (Ar ** 2).sum(axis=0, keepdims=True), float(np.abs(xr).max()),
                           float((xr + 1).min()), int((xr > 0).sum()), (2 * Ar).max(axis=0, keepdims=True)])

# map_arrays.jl
xp = np.array([1.0, 2.0, 5.0])
yp = np.array([3.0, -1.0, 0.5])
Ap = jl([1, -3, -2, 4], (2, 2), np.int64)
write("map_arrays", [2 * xp + 1, xp + yp, np.abs(Ap), xp / xp.sum(), xp * yp - 1])

# keepdims_softmax.jl (round(x; digits=6) as Python's correctly rounded round)
def r6(a):
    return np.vectorize(lambda v: round(float(v), 6) + 0.0)(a)
X = jl([1.0, 3.0, 2.0, 2.0, 0.0, -1.0], (2, 3))
e = np.exp(X - X.max(axis=0, keepdims=True))
m = X.sum(axis=1, keepdims=True) / 3
d = X - m
write("keepdims_softmax", [r6(e / e.sum(axis=0, keepdims=True)), r6(d / np.sqrt((d ** 2).sum(axis=1, keepdims=True) / 3))])

# int_types.jl: Base.add_sum/mul_prod widen Int8/Int16/Int32 to Int64 and UInt8 to UInt64.
write("int_types", [300, (600, "Int64", "Int64", 300, "Int8", "UInt64", "Float32", 90000, "Int64")])

# reduce_in_loop.jl
xl = np.array([2.0, -4.0, 1.0])
for _ in range(2):
    xl = xl / np.abs(xl).max() + xl.sum() / 3
xh, count = np.array([8.0, -8.0, 16.0]), 0
while np.abs(xh).sum() > 5.0:
    xh, count = xh / 2, count + 1
write("reduce_in_loop", [r6(xl), (xh, count)])

# folds_generic.jl: Julia's reduce/foldl over a short array is the left fold op(op(x1, x2), x3)...
from functools import reduce as pyreduce


def folds(xs):
    xs = [float(v) for v in xs]
    mx = max(range(len(xs)), key=lambda k: (abs(xs[k]), -k))
    mn = min(range(len(xs)), key=lambda k: ((xs[k] - 1) ** 2, k))
    return (pyreduce(lambda a, b: a - b, xs), pyreduce(lambda a, b: a - b, xs, 10.0),
            pyreduce(lambda a, b: a - b, [abs(v) for v in xs]), max(xs), pyreduce(lambda a, b: a + b, xs, 100.0),
            (abs(xs[mx]), mx + 1), ((xs[mn] - 1) ** 2, mn + 1), pyreduce(lambda a, b: a * b, [2 * v for v in xs]))


write("folds_generic", [folds([1.5, -2.0, 3.0, 0.5]), folds([4.0])])

# norms.jl (values where Julia's scaled norms and the plain formulas agree exactly)
def norms(x, A, f32=False):
    t = np.float32 if f32 else float
    a = np.abs(np.array(x, dtype=np.float64))
    p3 = round(float((a ** 3).sum() ** (1 / 3)), 10)
    return (t(np.sqrt((a ** 2).sum())), t(a.sum()), t(a.max()), t(a.min()), t(np.count_nonzero(a)),
            t(p3) if not f32 else np.float32(float((a ** 3).sum()) ** (1 / 3)), t(np.sqrt((np.array(A) ** 2).sum())))


def clip(g, c):
    g = np.array(g)
    n = np.sqrt((g ** 2).sum())
    return g * (c / n) if n > c else g


write("norms", [norms([2.0, -4.0, 0.0, 4.0], [[1.0, 2.0], [2.0, 4.0]]),
                norms([3.0, 4.0], [[0.0, 0.0], [0.0, 0.0]], True),
                show(clip([3.0, 4.0], 1.0)) + " " + show(clip([0.3, 0.4], 1.0))])

# cumulative.jl: Base.add_sum widens Bool and Int8 to Int64.
xc = np.array([1.0, -2.0, 3.0, 0.5])
Ac = jl([1, 4, 2, 5, 3, 6], (2, 3), np.int64)
write("cumulative", [np.cumsum(xc), np.cumprod(xc), np.cumsum(Ac, axis=0), np.cumsum(Ac, axis=1), np.cumprod(Ac, axis=1),
                     Ac, np.cumsum(np.array([1, 0, 1], dtype=np.int64)), np.cumsum(np.array([100, 100, 100], dtype=np.int64))])

# variance_dims.jl: Statistics' var divides by n - 1 (corrected) or n.
xv = np.array([1.0, -2.0, 3.0, 6.0])
Av = jl([1.0, 3.0, 2.0, 6.0, 4.0, 8.0], (2, 3))
kv = jl([1, 3, 5, 2, 6, 4], (3, 2), np.int64).astype(np.float64)
fv = jl([1.0, 3.0, 2.0, 6.0], (2, 2), np.float32)
write("variance_dims", [(float(xv.var(ddof=1)), float(xv.std(ddof=1))),
                        Av.var(axis=0, ddof=1, keepdims=True), Av.std(axis=1, ddof=1, keepdims=True),
                        Av.var(axis=1, keepdims=True), kv.var(axis=0, ddof=1, keepdims=True),
                        np.sqrt(fv.var(axis=0, ddof=1, keepdims=True, dtype=np.float32)).astype(np.float32),
                        Av.var(axis=(0, 1), ddof=1, keepdims=True)])
