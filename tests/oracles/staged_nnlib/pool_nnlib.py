#!/usr/bin/python3
"""Oracle for tests/programs/staged/nnlib/maxpool.jl, meanpool.jl, pool_nd.jl: NNlib's pooling as NumPy
loops in Julia index order (nn.pool), cross-checked with PyTorch's max_pool/avg_pool on padded input.
Inputs are integers, sums of 4 or 6 of them times 1/prod(k) (0.25, 1/6): the printed values are the
correctly rounded Float64 of alpha * sum, which both NNlib and the loop compute.

Run: /usr/bin/python3 tests/oracles/staged_nnlib/pool_nnlib.py
"""
import numpy as np
import torch
import torch.nn.functional as F

from nn import expand, jl_mat, jl_vec, jsize, julia_array, julia_vec, pool, ramp, rvec, write


def shown(y):
    return f"{jsize(y)} {jl_vec(julia_vec(y))}"


def check_torch(x, k, pad=0, stride=None, mode="max"):
    nd = len(k)
    st = expand(nd, k if stride is None else stride)
    p = expand(nd, pad)
    if len(p) == nd:
        p = tuple(v for v in p for _ in (0, 1))
    xt = F.pad(torch.tensor(x), p, value=-np.inf if mode == "max" else 0.0)
    op = getattr(F, ("max_pool" if mode == "max" else "avg_pool") + f"{nd}d")
    t = op(xt, tuple(reversed(k)), stride=tuple(reversed(st))).numpy()
    mine = pool(x, k, pad=pad, stride=stride, mode=mode)
    assert np.allclose(t, mine, rtol=0, atol=1e-12), (k, pad, stride, mode)
    return mine


x = julia_array(ramp(48, 11, -5), (4, 6, 2, 1))
z = -np.abs(x) - 1
xi = np.arange(1, 17).reshape(1, 1, 4, 4)
mi = pool(xi, (2, 2))
write("nnlib", "maxpool", [
    shown(check_torch(x, (2, 2))), shown(check_torch(x, (2, 3))), shown(check_torch(x, (3, 3), stride=1)),
    shown(check_torch(z, (2, 2), pad=1)), shown(check_torch(x, (2, 2), pad=(0, 1, 1, 0), stride=(1, 2))),
    jl_mat([[int(v) for v in row] for row in mi[0, 0].T]) + " Int64",
])

m = lambda *a, **k: check_torch(*a, mode="mean", **k)  # noqa: E731
write("nnlib", "meanpool", [
    shown(m(x, (2, 2))), jl_vec(julia_vec(m(x, (2, 3), stride=1))), shown(m(x, (2, 2), pad=1)),
    jl_vec(julia_vec(m(x, (3, 2), pad=(1, 0, 0, 1), stride=(2, 1)))),
    "Float32 " + ("true" if np.array_equal(pool(x.astype(np.float32), (2, 2), mode="mean"),
                                           m(x, (2, 2)).astype(np.float32)) else "false"),
])

x1 = julia_array(ramp(20, 7, -3), (10, 2, 1))
x3 = julia_array(ramp(72, 13, -6), (4, 3, 3, 2, 1))
a3 = m(x3, (2, 3, 1), pad=(0, 0, 1, 1, 0, 0))
write("nnlib", "pool_nd", [
    jl_vec(julia_vec(check_torch(x1, (3,)))) + " " + jl_vec(julia_vec(check_torch(x1, (3,), stride=2, pad=1))),
    jl_vec(julia_vec(m(x1, (2,)))) + " " + jl_vec(julia_vec(m(x1, (4,), stride=3))),
    shown(check_torch(x3, (2, 2, 2), stride=1)), shown(a3),
])

# ---- meanpool_exclude_pad ----  (x as in maxpool; the default's values checked with PyTorch above)
inside = pool(x, (2, 2), pad=1, mode="mean", count_include_pad=False)
t = F.avg_pool2d(torch.tensor(x), (2, 2), stride=(2, 2), padding=1, count_include_pad=False).numpy()
assert np.allclose(t, inside, rtol=0, atol=1e-12)
wide = pool(x, (3, 3), pad=1, stride=1, mode="mean", count_include_pad=False)
t = F.avg_pool2d(torch.tensor(x), (3, 3), stride=1, padding=1, count_include_pad=False).numpy()
assert np.allclose(t, wide, rtol=1e-15, atol=0)
write("nnlib", "meanpool_exclude_pad", [shown(inside), jl_vec(julia_vec(m(x, (2, 2), pad=1))), rvec(wide[0, 1], 10)])

# ---- maxpool_nan ----  (NNlib's `if xv > m; m = xv; end` from -floatmax: NaN is skipped, an all-NaN or
# all-padding window is -floatmax, and of -0.0 and 0.0 the first in the window's order stays)
xn = julia_array([np.nan, 1.0, 2.0, np.nan, -1.0, 3.0], (6, 1, 1))
xm = julia_array([1.0, np.nan, np.nan, 2.0, np.nan, np.nan, -np.inf, 5.0], (4, 2, 1, 1))
zs = julia_array([-0.0, 0.0, 0.0, -0.0, -0.0, -0.0], (6, 1, 1))
zm = julia_array([0.0, -0.0, -0.0, 0.0, -0.0, 0.0, 0.0, 0.0, -1.0, -0.0, 0.0, -2.0, 0.0, -0.0, -0.0, -3.0], (4, 2, 2, 1))
write("nnlib", "maxpool_nan", [
    jl_vec(julia_vec(pool(xn, (2,), pad=1))), jl_vec(julia_vec(pool(xn, (3,), stride=1))),
    f"{jsize(pool(xm, (2, 2)))} {jl_vec(julia_vec(pool(xm, (2, 2))))}", jl_vec(julia_vec(pool(xm, (2, 1)))),
    jl_vec(julia_vec(pool(zs, (2,)))) + " " + jl_vec(julia_vec(pool(zs, (2,), pad=1))),
    jl_vec(julia_vec(pool(zm, (2, 2)))) + " " + jl_vec(julia_vec(pool(zm, (2, 1)))),
])
