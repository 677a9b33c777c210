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
