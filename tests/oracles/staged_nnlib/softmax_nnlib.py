#!/usr/bin/python3
"""Oracle for tests/programs/staged/nnlib/softmax_*.jl, logsoftmax.jl, logsumexp.jl: NNlib's softmax
family in NumPy float64 (nn.softmax/logsoftmax/logsumexp), cross-checked with torch.softmax where the
inputs are finite. Printed rounded (round(x; digits)), refusing values near a rounding tie.

Run: /usr/bin/python3 tests/oracles/staged_nnlib/softmax_nnlib.py
"""
import numpy as np
import torch

from nn import jl, jl_mat, jl_round, jl_vec, julia_array, julia_vec, logsoftmax, logsumexp, ramp, rmat, rvec, softmax, write


def mat(rows):
    """A Julia matrix literal [r1; r2; ...] as the NumPy array of its memory."""
    return np.asarray(rows, dtype=np.float64).T


def check(a, dims):
    ax = tuple(range(a.ndim)) if dims is None else tuple(a.ndim - d for d in ((dims,) if isinstance(dims, int) else dims))
    t = torch.tensor(a)
    e = torch.exp(t - torch.amax(t, dim=ax, keepdim=True))
    ref = (e / e.sum(dim=ax, keepdim=True)).numpy()
    mine = softmax(a, dims)
    assert np.allclose(ref, mine, rtol=1e-14, atol=0)
    return mine


x = mat([[1.0, 2.0, 3.0], [2.0, 2.0, 2.0], [-1.0, 0.5, 4.0]])
yi = check(mat([[1, 2, 3], [2, 2, 2]]), 1)
write("nnlib", "softmax_dims", [
    rmat(check(x, 1), 10), rmat(check(x, 1).sum(axis=1, keepdims=True), 12), rmat(check(x, 2), 10),
    rvec(check(np.array([1.0, 2.0, 3.0]), 1), 10), rmat(yi, 6) + " Float64",
])

x3 = julia_array(ramp(24, 5, -2), (2, 3, 4))
y = check(x3, None)
rs = check(x3, 2).sum(axis=1, keepdims=True)
write("nnlib", "softmax_nd", [
    rvec(check(x3, 3), 10), rvec(check(x3, (1, 2)), 10), f"{jl(jl_round(y.sum(), 12))} (2, 3, 4)", rvec(y, 10),
    f"(2, 1, 4) {rvec(rs, 12)}",
])

inf = np.inf
p = mat([[1.0, 2.0], [3.0, inf]])
write("nnlib", "softmax_inf", [
    jl_vec(softmax(np.array([1.0, inf, 2.0, inf]))), jl_vec(logsoftmax(np.array([1.0, inf, 2.0]))),
    rmat(softmax(mat([[1.0, -inf], [2.0, 3.0]])), 10),
    jl_vec(softmax(np.array([-inf, 0.0]))) + " " + jl_vec(softmax(np.array([-inf, -inf]))),
    jl_mat(softmax(mat([[inf, 1.0], [0.0, inf]]), 2).T), rmat(softmax(p), 6) + " " + rmat(softmax(p, 2), 6),
])

w = julia_array(range(1, 9), (2, 2, 2))
z = np.array([1000.0, 1001.0, 1002.0])
gap = np.abs(np.exp(logsoftmax(x)) - softmax(x)).max()
assert gap < 1e-15
write("nnlib", "logsoftmax", [
    rmat(logsoftmax(x), 10), rmat(logsoftmax(x, 2), 10), "true", rvec(logsoftmax(z), 10),
    rvec(logsoftmax(w, 3), 10) + " " + jl(jl_round(np.exp(logsoftmax(w, None)).sum(), 12)),
])

write("nnlib", "logsumexp", [
    jl(jl_round(logsumexp(x), 10)) + " Float64", rmat(logsumexp(x, 1), 10), rmat(logsumexp(x, 2), 10),
    jl(jl_round(logsumexp(np.array([1000.0, 1000.0])), 10)) + " " + jl(logsumexp(np.array([-inf, 0.0])))
    + " " + jl(logsumexp(np.array([2.0]))),
    "(1, 2, 1) " + rvec(logsumexp(w, (1, 3)), 10),
])
