"""Expected output of tests/programs/staged/linalg/*.jl with NumPy (matrices in Julia's index order:
A[i, j] here is Julia's A[i, j]; v' * A is v @ A as a 1xn row; v' * w is a scalar).

Run with Debian's python3:  /usr/bin/python3 tests/oracles/staged_broadcast/make_linalg.py
"""
import numpy as np

from jshow import f32, f64, i64, show, write

F32, F64 = np.float32, np.float64


def r6(x):
    x = np.asarray(x)
    step = x.dtype.type(10) ** x.dtype.type(6)
    r = np.rint(x * step) / step
    return r if r.ndim else r.dtype.type(r)


# ---- matmul.jl
A = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
B = np.array([[1.0, 0.0, -1.0], [2.0, 1.0, 0.5]])
M = np.array([[2.0, 1.0], [1.0, 3.0]])
v = f64(1, 0)
for _ in range(20):
    v = M @ v
    v = v / np.sqrt(np.sum(v ** 2))
W, b, X = np.array([[1.0, -1.0], [0.5, 2.0]]), f64(0, -1), np.array([[1.0, 2.0, -1.0], [0.0, 1.0, 3.0]])
write("staged/linalg/matmul", [
    A @ B, B @ A, A @ f64(1, -1),
    (B @ (A @ f64(2, 1)), (B @ A) @ f64(2, 1)),
    i64(1, 2, 3, 4).reshape(2, 2) @ i64(5, 6, 7, 8).reshape(2, 2),
    i64(1, 2, 3, 4).reshape(2, 2) @ f64(0.5, 0.25),
    np.array([[1, 2], [3, 4]], F32) @ np.array([[0.5, 0], [0, 2]], F32),
    (r6(v), r6(np.sum(v * (M @ v)))),
    np.maximum(W @ X + b[:, None], 0.0),
])

# ---- adjoint.jl
A = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
B = np.array([[1.0, -1.0], [0.0, 2.0], [2.0, 1.0]])
Q = np.array([[1.0, 2.0], [0.0, 1.0]])
x = f64(1, -1)
R = np.array([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]])
write("staged/linalg/adjoint", [
    F64(f64(1, 2, 3) @ f64(4, -5, 6)), int(i64(1, 2) @ i64(3, 4)),
    A.T @ B, A @ B.T, (f64(1, 0, -1) @ A)[None, :],
    np.outer(f64(1, 2), f64(3, 4, 5)),
    (F64(x @ (Q.T @ Q) @ x), Q.T @ Q),
    F64(np.sum((R @ f64(0.5, 1) - f64(1, 3, 3)) ** 2)),
])


# ---- array_arith.jl
def ops(A, B):
    half = (A / 2).astype(F32) if A.dtype == F32 else A / 2
    return (A + B, A - B, -A, A.dtype.type(2) * A, A * A.dtype.type(3), half)


X, Y = np.array([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]]), np.array([[2.0, 4.0, 6.0]])


def step(W):
    G = (W @ X - Y) @ X.T / 3
    return W - 0.1 * G


W1 = step(np.array([[0.0, 0.0]]))
a32 = f32(1.5, -3.0)
write("staged/linalg/array_arith", [
    ops(f64(1, 2), f64(0.5, -1)),
    ops(np.array([[1, 2], [3, 4]]), np.array([[4, 3], [2, 1]])),
    ops(np.array([[1.0, -2.0]], F32), np.array([[0.5, 0.5]], F32)),
    (a32.astype(F64) * 2.0, a32 * F32(2), a32 / F32(2), F32(2) * a32),
    r6(W1), r6(step(W1)),
    0.5 * (np.array([[1.0, 2.0], [3.0, 4.0]]) + 1.0 - np.array([[2.0, 0.0], [0.0, 2.0]])),
])


# ---- vectors.jl
A = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
v, w = f64(1, 2, 3), f64(3, 2, 1)
vi, wi = i64(1, 2), i64(3, -4)
Q = np.array([[2.0, 1.0], [1.0, 3.0]])
J, bj = np.array([[4.0, 1.0], [2.0, 5.0]]), f64(1, 2)
xj = f64(0, 0) + (bj - J @ f64(0, 0)) / f64(4, 5)
write("staged/linalg/vectors", [
    A.T @ f64(1, 0, -1),
    (v + w, v - w, 2 * v, v / 4, F64(v @ w), F64(np.sum(v * w))),
    (vi + wi, vi - wi, 2 * vi, vi / 4, int(vi @ wi), int(np.sum(vi * wi))),
    F64(f64(1, 2) @ Q @ f64(1, 2)), int(i64(1, 2) @ Q.astype(np.int64) @ i64(1, 2)),
    np.array([[1, 2], [3, 4]]) @ f64(0.5, 0.5),
    np.array([[1, 0], [0, 2]], F32) @ f32(3, 4),
    (xj, F64(np.rint(np.sum((bj - J @ xj) ** 2) * 1e9) / 1e9)),
])


# ---- transposes.jl
A = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
B = np.array([[1.0, 0.0, 2.0], [-1.0, 1.0, 0.0]])
M = np.array([[1.0, 2.0], [3.0, 4.0]])
X = np.array([[1, 2], [3, 4]])
write("staged/linalg/transposes", [
    (A.T @ B.T, A.T @ B.T, (B @ A).T, B.T @ A.T),
    F64(f64(1, -1, 2) @ A @ f64(0.5, 1.0)),
    M + M.T,
    X.T @ X - X @ X.T,
])
