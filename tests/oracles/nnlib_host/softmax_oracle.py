#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/softmax_*.jl, logsoftmax.jl, logsumexp.jl: NNlib's src/softmax.jl
re-done in NumPy float64 with NNlib's steps (max_ = maximum over dims; when every max_ is finite
out = exp(x - max_), else out = ifelse(max_ == Inf, ifelse(x == Inf, 1, 0), exp(x - max_)); then
out / sum(out; dims). logsoftmax: out = x - max_ (Inf columns: 0 at Inf, -Inf elsewhere), minus
log(sum(exp(out))). logsumexp: max_ + log(sum(exp(x - max_)))), cross-checked with PyTorch.
A Julia array is handled as the NumPy array with its axes reversed (nnlib_common.julia_array), so
Julia's dims d is NumPy axis ndim - d.

Run: /usr/bin/python3 tests/oracles/nnlib_host/softmax_oracle.py
"""
import numpy as np
import torch

from nnlib_common import jl, jl_mat, jl_round, jl_vec, julia_array, julia_vec, write


def axes(a, dims):
    """NumPy axes of Julia dims (an int, a tuple, or None for :)."""
    if dims is None:
        return None
    dims = (dims,) if isinstance(dims, int) else dims
    return tuple(a.ndim - d for d in dims)


def softmax(a, dims=1):
    ax = axes(a, dims)
    m = np.max(a, axis=ax, keepdims=True)
    with np.errstate(invalid="ignore"):
        if np.all(np.isfinite(m)):
            out = np.exp(a - m)
        else:
            out = np.where(m == np.inf, np.where(a == np.inf, 1.0, 0.0), np.exp(a - m))
        return out / np.sum(out, axis=ax, keepdims=True)


def logsoftmax(a, dims=1):
    ax = axes(a, dims)
    m = np.max(a, axis=ax, keepdims=True)
    with np.errstate(invalid="ignore"):
        if np.all(np.isfinite(m)):
            out = a - m
        else:
            out = np.where(m == np.inf, np.where(a == np.inf, 0.0, -np.inf), a - m)
        return out - np.log(np.sum(np.exp(out), axis=ax, keepdims=True))


def logsumexp(a, dims=None):
    ax = axes(a, dims)
    m = np.max(a, axis=ax, keepdims=True)
    r = m + np.log(np.sum(np.exp(a - m), axis=ax, keepdims=True))
    return float(r.reshape(())) if dims is None else r


def mat(jl_rows):
    """A Julia matrix literal [r1; r2; ...] as the NumPy array of its memory (axes reversed)."""
    return np.asarray(jl_rows, dtype=np.float64).T


def rmat(a, d=10):
    """Julia's print of round.(A; digits=d) for the Julia matrix whose memory is a."""
    return jl_mat([[jl_round(v, d) for v in row] for row in a.T])


def rvec(a, d=10):
    return jl_vec([jl_round(v, d) for v in julia_vec(a)])


def torch_softmax(a, dims, log=False):
    f = torch.log_softmax if log else torch.softmax
    return f(torch.tensor(a), dim=a.ndim - dims).numpy()


X = mat([[1.0, 2.0, 3.0], [2.0, 2.0, 2.0], [-1.0, 0.5, 4.0]])
for d in (1, 2):
    assert np.allclose(softmax(X, d), torch_softmax(X, d), rtol=1e-14)
    assert np.allclose(logsoftmax(X, d), torch_softmax(X, d, log=True), rtol=1e-14)

# ---- softmax_dims ----
doc = softmax(mat([[1, 2, 3], [2, 2, 2]]))
write("softmax_dims", ".out", [
    rmat(softmax(X)),
    rmat(np.sum(softmax(X), axis=1, keepdims=True), 12),
    rmat(softmax(X, 2)),
    rvec(softmax(np.array([1.0, 2.0, 3.0]))),
    rmat(doc, 6),
    "true Float64 Float32",
])
assert rmat(doc, 6) == "[0.268941 0.5 0.731059; 0.731059 0.5 0.268941]"  # the docstring's printout

# ---- softmax_nd ----
x3 = julia_array([(i % 5) - 2.0 for i in range(24)], (2, 3, 4))
all_ = softmax(x3, None)
sm2 = softmax(x3, 2)
write("softmax_nd", ".out", [
    rvec(softmax(x3, 3)),
    rvec(softmax(x3, (1, 2))),
    f"{jl(jl_round(float(np.sum(all_)), 12))} (2, 3, 4)",
    rvec(all_),
    f"(2, 3, 4) {rvec(np.sum(sm2, axis=1, keepdims=True), 12)}",
])
assert np.allclose(softmax(x3, 3), torch_softmax(x3, 3), rtol=1e-14)

# ---- logsoftmax ----
z = np.array([1000.0, 1001.0, 1002.0])
w = julia_array(np.arange(1.0, 9.0), (2, 2, 2))
write("logsoftmax", ".out", [
    rmat(logsoftmax(X)),
    rmat(logsoftmax(X, 2)),
    "true",
    rvec(logsoftmax(z)),
    rvec(softmax(z)),
    f"{rvec(logsoftmax(w, 3))} {jl(jl_round(float(np.sum(np.exp(logsoftmax(w, None)))), 12))}",
])
assert np.allclose(logsoftmax(z), torch.log_softmax(torch.tensor(z), 0).numpy(), rtol=1e-14)

# ---- logsumexp ----
assert abs(logsumexp(X) - float(torch.logsumexp(torch.tensor(X).flatten(), 0))) < 1e-14
write("logsumexp", ".out", [
    jl(jl_round(logsumexp(X), 10)),
    rmat(logsumexp(X, 1)),
    rmat(logsumexp(X, 2)),
    f"{jl(jl_round(logsumexp(np.array([1000.0, 1000.0])), 10))} {jl(logsumexp(np.array([-np.inf, 0.0])))} "
    f"{jl(logsumexp(np.array([2.0])))}",
    f"(1, 2, 1) {rvec(logsumexp(w, (1, 3)))}",
])

# ---- softmax_inf ----
with np.errstate(invalid="ignore"):
    nan_col = softmax(np.array([-np.inf, -np.inf]))
nnlib_test = mat([[1.0, 2.0], [3.0, np.inf]])
write("softmax_inf", ".out", [
    jl_vec(julia_vec(softmax(np.array([1.0, np.inf, 2.0, np.inf])))),
    jl_vec(julia_vec(logsoftmax(np.array([1.0, np.inf, 2.0])))),
    rmat(softmax(mat([[1.0, -np.inf], [2.0, 3.0]]))),
    f"{jl_vec(julia_vec(softmax(np.array([-np.inf, 0.0]))))} {jl_vec(julia_vec(nan_col))}",
    jl_mat(softmax(mat([[np.inf, 1.0], [0.0, np.inf]]), 2).T),
    f"{rmat(softmax(nnlib_test), 6)} {rmat(softmax(nnlib_test, 2), 6)}",
])
# NNlib's test/softmax.jl expects these (≈) for softmax(Float32[1 2; 3 Inf]) with dims=1 and dims=2
assert np.allclose(softmax(nnlib_test).T, [[0.11920292, 0.0], [0.880797, 1.0]], atol=1e-6)
assert np.allclose(softmax(nnlib_test, 2).T, [[0.26894143, 0.7310586], [0.0, 1.0]], atol=1e-6)

# ---- softmax_number_error ----
write("softmax_number_error", ".out", ["[0.5, 0.5]"])
write("softmax_number_error", ".err", [
    "softmax_number_error.jl:4:1: error: ErrorException: `softmax(x)` called with a number, but it expects an "
    "array. Usually this is because a layer like `Dense(3,4,softmax)` is broadcasting it like an activation "
    "function; `softmax` needs to be outside the layer.",
    "softmax(2.0)",
    "^",
])
