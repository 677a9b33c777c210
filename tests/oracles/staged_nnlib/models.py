#!/usr/bin/python3
"""Oracle for tests/programs/staged/models/*.jl: each model's forward pass and training loop redone in
NumPy float64 with the program's operations in the program's order (matrix products may sum in another
order: the printed values are rounded, and jl_round refuses values near a rounding tie).

Run: /usr/bin/python3 tests/oracles/staged_nnlib/models.py
"""
import math

import numpy as np

from nn import conv, jl, jl_mat, jl_round, jl_vec, jsize, julia_array, julia_vec, logsoftmax, pool, softmax, write


def r(x, d=6):
    return jl(jl_round(x, d))


def rv(v, d=6):
    return jl_vec([jl_round(x, d) for x in np.ravel(v)])


def rm(m, d=6):
    return jl_mat([[jl_round(x, d) for x in row] for row in m])


def sigma(x):  # NNlib's σ, elementwise
    t = np.exp(-np.abs(x))
    return np.where(x >= 0, 1 / (1 + t), t / (1 + t))


def colsoftmax(z):  # softmax(z) of a Julia matrix z given as a NumPy matrix (dims=1: each column)
    return softmax(z.T, 1).T


# ---- mlp_forward ----
W1 = np.array([[0.5, -1.0], [1.0, 0.25], [-0.5, 0.5], [0.75, 1.0]])
b1 = np.array([0.0, 0.5, -0.25, 0.1])
W2 = np.array([[1.0, -1.0, 0.5, 0.0], [-0.5, 1.0, 0.0, 1.5]])
b2 = np.array([0.2, -0.1])
X = np.array([[1.0, -1.0, 0.5], [2.0, 0.0, -1.5]])
H = np.maximum(W1 @ X + b1[:, None], 0.0)
P = colsoftmax(W2 @ H + b2[:, None])
write("models", "mlp_forward", [
    jl_mat(H), rm(P, 8), jl_vec([int(np.argmax(P[:, j])) + 1 for j in range(3)]), "(4, 2) (2, 4) (2, 3)",
])

# ---- regression_gd ----
X = np.array([[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [1.0, 0.0, -1.0, 2.0, 0.5, 1.5]])
y = np.array([1.0, 2.2, 2.9, 6.1, 6.8, 9.0])
w, b, lr, n = np.zeros(2), 0.0, 0.02, 6
losses = np.zeros(5)
for step in range(1, 201):
    res = w @ X + b - y
    loss = (res ** 2).sum() / n
    w = w - lr * (2 / n) * (X @ res)
    b = b - lr * 2 * res.sum() / n
    if step == 1 or step % 50 == 0:
        losses[0 if step == 1 else step // 50] = loss
assert all(np.diff(losses) < 0)
write("models", "regression_gd", [rv(losses), "true", rv(w) + " " + r(b)])

# ---- momentum ----
A = np.array([[1.0, 2.0], [3.0, -1.0], [0.5, 0.5]])
t = np.array([1.0, 0.0, 2.0])
v, w, steps = np.zeros(2), np.zeros(2), 0


def fit(n):
    global v, w, steps
    loss = 0.0
    for _ in range(n):
        res = A @ w - t
        loss = (res * res).sum() / 2
        v = 0.9 * v + A.T @ res
        w = w - 0.05 * v
        steps += 1
    return loss


l1 = fit(30)
lines = [f"{r(l1)} {steps}", rv(w) + " " + rv(v)]
l2 = fit(70)
write("models", "momentum", lines + [f"{r(l2)} {steps} {rv(w)}"])

# ---- layers_tuple ----
layers = [(np.array([[1.0, -0.5], [0.5, 1.0], [-1.0, 0.25]]), np.array([0.1, 0.0, -0.2]), lambda z: np.maximum(z, 0.0)),
          (np.array([[0.5, 1.0, -0.5], [-1.0, 0.5, 1.0]]), np.array([0.0, 0.3]), np.tanh),
          (np.array([[2.0, -1.0]]), np.array([0.5]), sigma)]
X = np.array([[1.0, 0.0, -1.0, 2.0], [0.5, -1.0, 1.5, 1.0]])


def forward(ls, x):
    for W, bb, act in ls:
        x = act(W @ x + bb[:, None])
    return x


write("models", "layers_tuple", [
    "(1, 4) " + rm(forward(layers, X), 8), "(2, 4) " + rm(forward(layers[:2], X), 8), jl_mat(forward(layers[:1], X)),
])

# ---- train_print ----
X = np.array([[1.0, 1.0, 1.0, 1.0, 1.0], [-2.0, -1.0, 0.0, 1.0, 2.0]])
y = np.array([-2.9, -1.1, 1.0, 3.2, 4.9])
w, lines = np.zeros(2), []
for step in range(1, 201):
    res = X.T @ w - y
    loss = (res * res).sum() / 5
    if step % 50 == 0:
        lines.append(f"step {step} loss {r(loss)}")
    w = w - 0.01 * (2 / 5) * (X @ res)
write("models", "train_print", lines + [rv(w)])

# ---- logistic_regression ----
X = np.array([[0.5, 1.0, 1.5, 3.0, 3.5, 4.0, 2.0, 2.5], [1.0, 2.0, 0.5, 3.0, 2.5, 4.0, 1.0, 3.5]])
y = np.array([0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 0.0, 1.0])
w, b, n = np.zeros(2), 0.0, 8
for step in range(1, 151):
    p = sigma(w @ X + b)
    loss = -(y * np.log(p) + (1 - y) * np.log(1 - p)).sum() / n
    if step == 1:
        l0 = loss
    w = w - 0.5 * (X @ (p - y)) / n
    b = b - 0.5 * (p - y).sum() / n
assert np.array_equal(sigma(w @ X + b) > 0.5, y > 0.5)
write("models", "logistic_regression", [f"{r(l0)} {r(loss)} true", rv(w) + " " + r(b), "true"])

# ---- softmax_classifier ----
X = np.array([[1.0, 0.8, -1.0, -0.6, 0.0, 0.2], [0.0, 0.3, 1.0, 0.7, -1.0, -0.8]])
Y = np.array([[1.0, 1, 0, 0, 0, 0], [0, 0, 1, 1, 0, 0], [0, 0, 0, 0, 1, 1]])
W, b, losses = np.zeros((3, 2)), np.zeros(3), np.zeros(4)
for step in range(1, 101):
    logits = W @ X + b[:, None]
    P = colsoftmax(logits)
    loss = -(Y * logsoftmax(logits.T, 1).T).sum() / 6
    if step % 25 == 0:
        losses[step // 25 - 1] = loss
    G = (P - Y) / 6
    W = W - 1.0 * (G @ X.T)
    b = b - 1.0 * G.sum(axis=1)
P = colsoftmax(W @ X + b[:, None])
write("models", "softmax_classifier", [
    rv(losses), rm(W), rv(b), jl_vec([int(np.argmax(P[:, j])) + 1 for j in range(6)]),
])

# ---- mlp_train ----
W1 = np.array([[0.5, -0.4], [0.3, 0.8], [-0.7, 0.2], [0.1, -0.6]])
b1 = np.array([0.0, 0.1, -0.1, 0.2])
W2 = np.array([[0.3, -0.5, 0.4, 0.6]])
b2 = np.array([0.0])
X = np.array([[0.0, 0.0, 1.0, 1.0], [0.0, 1.0, 0.0, 1.0]])
Y = np.array([[0.0, 1.0, 1.0, 0.0]])
losses = np.zeros(4)
for step in range(1, 301):
    H = np.tanh(W1 @ X + b1[:, None])
    out = W2 @ H + b2[:, None]
    d = 2 * (out - Y) / 4
    if step == 1 or step % 100 == 0:
        losses[0 if step == 1 else step // 100] = ((out - Y) ** 2).sum() / 4
    dH = (W2.T @ d) * (1 - H ** 2)
    W2 = W2 - 0.2 * (d @ H.T)
    b2 = b2 - 0.2 * d.sum(axis=1)
    W1 = W1 - 0.2 * (dH @ X.T)
    b1 = b1 - 0.2 * dH.sum(axis=1)
out = W2 @ np.tanh(W1 @ X + b1[:, None]) + b2[:, None]
write("models", "mlp_train", [rv(losses, 10), rm(out, 4), rm(W2)])

# ---- adam ----
c, tt = np.array([1.0, 4.0, 0.5]), np.array([-1.0, 1.0, 2.0])
x, m, v, b1t, b2t = np.array([2.0, -1.0, 0.5]), np.zeros(3), np.zeros(3), 1.0, 1.0
for _ in range(100):
    g = 2 * c * (x - tt)
    b1t *= 0.9
    b2t *= 0.999
    m = 0.9 * m + (1 - 0.9) * g
    v = 0.999 * v + (1 - 0.999) * g ** 2
    x = x - 0.1 * (m / (1 - b1t)) / (np.sqrt(v / (1 - b2t)) + 1e-8)
f = (c * (x - tt) ** 2).sum()
write("models", "adam", [f"{r(f)} {rv(x)}", f"{r(b1t, 10)} {r(b2t, 10)}", rv(m) + " " + rv(v, 8)])

# ---- residual_conv ----  (dyadic inputs: every value a multiple of 2^-30, so exact in any order)
x = julia_array([(i % 5) / 4 - 0.5 for i in range(64)], (4, 4, 2, 2))
w1 = julia_array([(i % 3) / 8 - 0.125 for i in range(36)], (3, 3, 2, 2))
bb = julia_array([0.25, -0.5], (1, 1, 2, 1))
w2 = julia_array([(i % 4) / 8 - 0.1875 for i in range(36)], (3, 3, 2, 2))


def block(z):
    return np.maximum(z + conv(np.maximum(conv(z, w1, pad=1) + bb, 0.0), w2, pad=1), 0.0)


yy = block(block(x))
g = pool(yy, (4, 4), mode="mean")
assert all(v * 2.0 ** 30 == round(v * 2.0 ** 30) for v in julia_vec(yy) + julia_vec(g))
write("models", "residual_conv", [f"{jsize(yy)} {jsize(g)}", jl_vec(julia_vec(yy[1, 0])), jl_vec(julia_vec(g))])

# ---- chain_functors ----
chain = [(np.array([[1.0, -0.5], [0.5, 1.0], [-1.0, 0.25]]), np.array([0.1, 0.0, -0.25]), lambda z: np.maximum(z, 0.0)),
         (np.array([[0.5, 1.0, -0.5], [-1.0, 0.5, 0.25]]), np.array([0.25, 0.0]), np.tanh),
         (np.array([[2.0, -1.0]]), np.array([0.5]), lambda z: z)]
X = np.array([[1.0, 0.0, -1.0, 2.0], [0.5, -1.0, 1.5, 1.0]])
out = forward(chain, X)
write("models", "chain_functors", [
    rm(out, 10), r(((out - np.array([[1.0, 0.0, 0.0, 1.0]])) ** 2).sum() / 4, 10), rm(forward(chain[:2], X), 10),
])

# ---- epochs_host_loop ----
W, b = np.zeros((2, 3)), np.zeros(2)
X = np.array([[1.0, 0.0, 2.0, -1.0, 0.5], [0.0, 1.0, 1.0, 2.0, -1.0], [1.0, 1.0, 0.0, 0.5, 2.0]])
Y = np.array([[2.0, -1.0, 3.0, -3.0, 2.5], [1.0, 2.0, 1.0, 0.0, -0.5]])
lines = []
for epoch in range(1, 6):
    lr = 0.1 / epoch
    for i in range(10):
        E = W @ X + b[:, None] - Y
        loss = (E ** 2).sum() / 5
        W = W - lr * (2 / 5) * (E @ X.T)
        b = b - lr * (2 / 5) * E.sum(axis=1)
    lines.append(f"epoch {epoch} lr {r(lr, 4)} loss {r(loss)}")
write("models", "epochs_host_loop", lines + [rm(W, 5) + " " + rv(b, 5)])
