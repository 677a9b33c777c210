#!/usr/bin/python3
"""Oracle for tests/programs/staged/nnlib/batched_mul*.jl, attention.jl, small_cnn.jl, cnn_loss.jl,
conv_in_loop.jl, gather_upsample_grad.jl, combos.jl, inplace_and_aliases.jl and edge_shapes.jl: batched
products by NumPy matmul per batch, convolutions by PyTorch (nn.conv), pooling by nn.pool, NNlib's gelu
(tanh_fast form) and the softmax family in float64; ∇conv_data by PyTorch autograd.

Run: /usr/bin/python3 tests/oracles/staged_nnlib/model_nnlib.py
"""
import math

import numpy as np
import torch

from nn import (conv, exact_vec, jl, jl_mat, jl_round, jl_vec, jsize, julia_array, julia_vec, logsoftmax, logsumexp,
                pool, ramp, rmat, rvec, softmax, write)


def bmm(a, b):
    """batched_mul of Julia (m,k,B) x (k,n,B) given as memory arrays (B,k,m) and (B,n,k): per batch
    the Julia product A*B is memory (B*'s memory) @ (A's memory)."""
    return np.einsum("bnk,bkm->bnm", b, a)


# ---- batched_mul ----
A = julia_array(ramp(24, 7, -3), (2, 3, 4))
B = julia_array(ramp(24, 5, 0, 0.5), (3, 2, 4))
C = bmm(A, B)
M = np.array([[1.0, 0.5], [-1.0, 2.0], [0.0, 1.5]]).T[None]  # the Julia matrix as a batch of 1 (memory)
N = np.array([[2.0, -1.0], [0.5, 1.0]]).T[None]
AM = bmm(A, np.broadcast_to(M, (4,) + M.shape[1:]))
NA = bmm(np.broadcast_to(N, (4,) + N.shape[1:]), A)
write("nnlib", "batched_mul", [
    f"{jsize(C)} {exact_vec(C)}", "true true", f"{jsize(AM)} {exact_vec(AM)}", f"{jsize(NA)} {exact_vec(NA)}",
    "Float32 Float64 true",
])

# ---- batched_mul_nd ----
A4 = julia_array(ramp(24, 5, -2), (2, 2, 3, 2))
B4 = julia_array(ramp(36, 4, 0, 0.25), (2, 3, 3, 2))
C4 = np.einsum("xbnk,xbkm->xbnm", B4, A4)
A3 = julia_array(ramp(18, 4, -1.5), (2, 3, 3))
V = julia_array(range(1, 10), (3, 3))  # memory [batch, k]
bv = np.einsum("bkm,bk->bm", A3, V)
bv1 = np.einsum("bkm,k->bm", A3, np.array([1.0, -1.0, 0.5]))
write("nnlib", "batched_mul_nd", [
    f"{jsize(C4)} {exact_vec(C4)}", "true", f"{jsize(bv)} {exact_vec(bv)}", exact_vec(bv1),
    jl_mat(np.array([[1.0, 2.0], [3.0, 4.0]]) @ np.array([[0.5, 1.0], [-1.0, 0.0]])),
])

# ---- attention ----
q = julia_array(ramp(24, 5, -0.5, 0.25), (4, 3, 2))
k = julia_array(ramp(32, 7, -0.75, 0.25), (4, 4, 2))
v = julia_array(ramp(48, 3, -1), (6, 4, 2))
scores = np.einsum("bqd,bkd->bqk", q, k) / math.sqrt(4)  # Julia (nk, nq, B): memory [b, q, k]
alpha = softmax(scores, 1)
y = np.einsum("bqk,bkd->bqd", alpha, v)
write("nnlib", "attention", [
    f"{jsize(y)} {jsize(alpha)}", rvec(y, 10), rvec(alpha[1], 10), rvec(alpha.sum(axis=2, keepdims=True), 12),
])


# ---- small_cnn ----
def tanh_fast(x):  # NNlib's Float64 tanh_fast (prelude/z_nnlib.jl), elementwise
    e = np.exp(x + x)
    y = (e - 1) / (e + 1)
    x2 = x * x
    c = (1.0, -0.33333333333324583, 0.13333333325511604, -0.05396823125794372, 0.02186660872609521, -0.008697141630499953)
    p = np.full_like(x, c[-1])
    for ci in reversed(c[:-1]):
        p = p * x2 + ci
    return np.where(x2 > 900.0, np.sign(x), np.where(x2 < 0.017, x * p, y))


def gelu(x):
    return x / 2 * (1 + tanh_fast(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))


x = julia_array([(i % 11) / 10 - 0.5 for i in range(128)], (8, 8, 1, 2))
w1 = julia_array([(i % 7) / 7 - 0.4 for i in range(72)], (3, 3, 1, 8))
b1 = julia_array([i / 20 for i in range(1, 9)], (1, 1, 8, 1))
w2 = julia_array([(i % 5) / 10 - 0.2 for i in range(288)], (3, 3, 8, 4))
W = np.array([(i % 4) - 1.5 for i in range(12)]).reshape(4, 3).T  # Julia 3x4 matrix
h = np.maximum(conv(x, w1, pad=1) + b1, 0.0)
h = pool(h, (2, 2))
h = gelu(conv(h, w2, stride=2, pad=1))
h = pool(h, (2, 2), mode="mean")
f = h.reshape(2, 4).T  # Julia reshape(h, 4, 2): memory (2, 4) -> matrix 4x2
logits = W @ f + np.array([0.1, -0.2, 0.3])[:, None]
p = softmax(logits.T, 1)  # memory of the Julia 3x2 matrix is logits.T
write("nnlib", "small_cnn", [
    "(3, 2)", rvec(logits.T, 8), rvec(p, 8), rvec(logsoftmax(logits.T, 1), 8),
    f"{int(np.argmax(p[0])) + 1} {int(np.argmax(p[1])) + 1}",
])

# ---- cnn_loss ----
x = julia_array([(i % 9) / 4 - 1 for i in range(75)], (5, 5, 1, 3))
w = julia_array([(i % 5) / 4 - 0.5 for i in range(18)], (3, 3, 1, 2))
h = np.maximum(conv(x, w), 0.0)  # (3, 3, 2, 3) Julia
h = pool(h, (3, 3), mode="mean").reshape(3, 2).T  # Julia 2x3
W = np.array([[1.0, -0.5], [-1.0, 2.0], [0.5, 0.25]])
logits = W @ h  # Julia 3x3 matrix
lp = logsoftmax(logits.T, 1).T
loss = -np.trace(lp) / 3  # y is the identity: one-hot labels 1, 2, 3
write("nnlib", "cnn_loss", [
    jl(jl_round(loss, 10)), jl_mat([[jl_round(v, 10) for v in row] for row in lp]),
    jl_vec([int(np.argmax(lp[:, j])) + 1 for j in range(3)]),
])

# ---- conv_in_loop ----  (the laplacian kernel is symmetric; multiples of 1/64: exact)
x = julia_array(ramp(36, 5, -2), (6, 6, 1, 1))
w = julia_array([0.0, 1.0, 0.0, 1.0, -4.0, 1.0, 0.0, 1.0, 0.0], (3, 3, 1, 1))
for _ in range(3):
    x = x + 0.25 * conv(x, w, pad=1)
p = pool(x, (2, 2))
write("nnlib", "conv_in_loop", [f"{jsize(p)} {exact_vec(p)}", exact_vec(x)])

# ---- gather_upsample_grad ----
src = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
u = julia_array([1.0, 2.0, 3.0, 4.0], (2, 2, 1, 1)).repeat(3, axis=2).repeat(2, axis=3)  # Julia (2, 3) scale
xg = torch.zeros(1, 1, 5, 5, dtype=torch.float64, requires_grad=True)
wg = torch.tensor(julia_array(range(1, 10), (3, 3, 1, 1)))
torch.nn.functional.conv2d(xg, torch.flip(wg, dims=[2, 3])).sum().backward()  # NNlib's true convolution
write("nnlib", "gather_upsample_grad", [
    jl_mat(src[:, [2, 0, 2]]), f"{jsize(u)} {jl_vec(julia_vec(u))}", jl_mat(xg.grad.numpy()[0, 0].T),
])

# ---- combos ----  (integers and quarters: exact; Float16 sums of 1..9 are exact too)
Ai = np.arange(1, 13).reshape(2, 3, 2)  # Julia reshape(1:12, 2, 3, 2): memory (batch, col, row)
Bi = np.arange(1, 13).reshape(2, 2, 3)
Ci = np.einsum("bnk,bkm->bnm", Bi, Ai)
x3 = julia_array([i % 7 for i in range(48)], (4, 3, 2, 2, 1))
m3 = pool(x3, (2, 2, 2), stride=(1, 2, 1), pad=(1, 0, 0, 1, 0, 0), mode="mean")
xc = julia_array([(i % 5) - 2 for i in range(128)], (8, 4, 4, 1))
wc = julia_array([(i % 3) - 1 for i in range(36)], (3, 3, 2, 2))
yc = conv(xc, wc, groups=2, stride=2, dilation=2, pad=(2, 1, 0, 2))
hh = conv(julia_array(range(1, 10), (3, 3, 1, 1)), np.ones((1, 1, 2, 2)), pad=1)
write("nnlib", "combos", [
    jl_vec([int(v) for v in Ci.flatten()]) + " Int64", "Float32 true",
    rmat(softmax(np.array([[1.0, 2, 3], [4, 4, 4]]).T, 2), 6),
    exact_vec(pool(julia_array(range(1, 9), (8, 1, 1)), (2,), stride=3)),
    f"{jsize(m3)} {exact_vec(m3)}", f"{jsize(yc)} {exact_vec(yc)}", f"Float16 {jsize(hh)} {exact_vec(hh)}",
])

# ---- inplace_and_aliases ----
x16 = julia_array(range(1, 17), (4, 4, 1, 1))
v2 = julia_array([float(i * i) for i in range(1, 17)], (4, 4, 1, 1))
write("nnlib", "inplace_and_aliases", [
    exact_vec(conv(x16, np.full((1, 1, 2, 2), 0.25), stride=2)),
    exact_vec(conv(v2, julia_array([1.0, -1.0], (2, 1, 1, 1)))), exact_vec(pool(x16, (2, 2))),
    rmat(softmax(np.array([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]).T, 2), 6),
    rvec(logsoftmax(np.array([1.0, 2.0, 3.0])), 6),
])

# ---- edge_shapes ----  (softmax, logsoftmax, logsumexp by nn; the Float32 logsoftmax agrees with the
# float64 one to ~1e-7, far from a 5-digit tie, which jl_round checks)
xg = julia_array([float(i) for i in range(1, 13)], (3, 4, 1))
wg = julia_array([i / 4 for i in range(1, 13)], (3, 2, 2))
lz = logsumexp(julia_array([1.0, 2.0, 3.0, 4.0], (1, 2, 2)), 2)
write("nnlib", "edge_shapes", [
    "[1.0 1.0 1.0] [1.0;;]", "Float32 " + rvec(logsoftmax(np.array([1000.0, 1001.0, 1002.0])), 5),
    jl_vec([np.float32(v) for v in julia_vec(conv(xg, wg, groups=2, pad=1))], "Float32"),
    exact_vec(conv(julia_array([1.0, 2.0], (2, 1, 1)), julia_array([1.0, 10.0, 100.0, 1000.0], (4, 1, 1)), pad=2)),
    jl_vec(julia_vec(pool(julia_array([1.0, 2.0, 3.0], (3, 1, 1)), (2,), pad=2))),
    f"{jsize(lz)} {rvec(lz, 10)}", rvec(softmax(julia_array(range(1, 9), (2, 2, 2)), (1, 3)), 6),
])
