#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/attention.jl and gather_upsample.jl: NNlib's src/attention.jl,
src/gather.jl and src/upsample.jl in NumPy float64 (attention cross-checked with the same formula
written in PyTorch operations).

Layouts: the Julia q (qk_dim, q_len, batch) is the NumPy (batch, q_len, qk_dim) array; NNlib splits
qk_dim into (qk_dim ÷ nheads, nheads), i.e. NumPy's last axis into (nheads, d). The scores α
(kv_len, q_len, nheads, batch) are NumPy (batch, nheads, q_len, kv_len), softmax along the last
axis; NNlib's mask m[key, query] (true = visible) is NumPy m[query, key].

Run: /usr/bin/python3 tests/oracles/nnlib_host/attention_oracle.py
"""
import numpy as np
import torch
import torch.nn.functional as F

from nnlib_common import jl, jl_mat, jl_round, jl_vec, julia_array, julia_vec, write


def attention(q, k, v, nheads=1, mask=None, bias=None):
    """NNlib.dot_product_attention on the NumPy arrays of Julia 3-d arrays; returns (x, α)."""
    B, Lq, E = q.shape
    Lk, Ev = k.shape[1], v.shape[2]
    d = E // nheads
    qh = q.reshape(B, Lq, nheads, d).transpose(0, 2, 1, 3)
    kh = k.reshape(B, Lk, nheads, d).transpose(0, 2, 1, 3)
    vh = v.reshape(B, Lk, nheads, Ev // nheads).transpose(0, 2, 1, 3)
    logits = qh @ kh.transpose(0, 1, 3, 2) / np.sqrt(d)
    if bias is not None:
        logits = logits + bias
    if mask is not None:
        logits = np.where(mask, logits, -np.inf)
    e = np.exp(logits - logits.max(axis=-1, keepdims=True))
    a = e / e.sum(axis=-1, keepdims=True)
    x = (a @ vh).transpose(0, 2, 1, 3).reshape(B, Lq, Ev)
    # the same attention with PyTorch's operations (masked_fill and softmax on the head-split tensors)
    tl = torch.tensor(qh) @ torch.tensor(kh).transpose(-1, -2) / d ** 0.5
    if bias is not None:
        tl = tl + torch.tensor(bias)
    if mask is not None:
        tl = tl.masked_fill(~torch.tensor(mask), float("-inf"))
    tx = torch.softmax(tl, dim=-1) @ torch.tensor(vh)
    assert np.allclose(tx.numpy().transpose(0, 2, 1, 3).reshape(B, Lq, Ev), x, rtol=1e-12, atol=1e-14)
    return x, a


def rvec(a, d=10):
    return jl_vec([jl_round(v, d) for v in julia_vec(a)])


def ramp(n, mod, scale, shift):
    return [(i % mod) * scale + shift for i in range(n)]


q = julia_array(ramp(24, 5, 0.25, -0.5), (4, 3, 2))
k = julia_array(ramp(32, 7, 0.25, -0.75), (4, 4, 2))
v = julia_array(ramp(48, 3, 1.0, -1.0), (6, 4, 2))
x, a = attention(q, k, v, nheads=2)
causal = np.array([[key <= query for key in range(3)] for query in range(3)])
y, b = attention(q, q, q, mask=causal)
z, _ = attention(q, k, v, bias=np.array([0.5, -0.5, 0.0, 1.0]))
write("attention", ".out", [
    "(6, 3, 2) (4, 3, 2, 2)",
    rvec(x),
    rvec(a[0, 1]),  # Julia's α[:, :, 2, 1]
    rvec(a.sum(axis=-1, keepdims=True), 12),
    "Bool" + jl_mat([[int(i <= j) for j in range(3)] for i in range(3)]),
    rvec(y),
    rvec(b[1, 0]),  # Julia's β[:, :, 1, 2]
    rvec(z),
    "(6, 3, 1, 2) (4, 3, 2, 1, 2) true",
])

# ---- gather_upsample ----
W = julia_array(np.arange(1.0, 13.0), (3, 4))  # NumPy (4, 3): row c is Julia's column c
A = julia_array(np.arange(1, 25), (2, 3, 4))


def cols(m, idx):
    """Julia's gather(m, idx) for a matrix m (NumPy rows are its columns): the picked columns."""
    return np.stack([m[i - 1] for i in idx])


g1 = cols(W, [2, 4, 2])
g2 = cols(W, [1, 3, 2, 4])  # idx [1 2; 3 4] in Julia's linear order 1, 3, 2, 4
g3 = np.stack([A[j - 1, i - 1] for i, j in [(1, 2), (3, 4)]])
up = np.repeat(np.repeat(np.array([[1.0, 3.0], [2.0, 4.0]]), 2, axis=0), 3, axis=1)  # Julia rows x cols
write("gather_upsample", ".out", [
    jl_mat(g1.T),
    f"(3, 2, 2) {jl_vec(julia_vec(g2))}",
    f"{jl_mat([[int(v) for v in row] for row in g3.T])} {jl_vec([30, 10])}",
    jl_mat(up),
    "(4, 6, 1, 1) true",
    f"{jl_vec([1, 1, 2, 2, 3, 3])} false",
])
