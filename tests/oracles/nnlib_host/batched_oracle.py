#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/batched_mul*.jl: NNlib's batched_mul and batched_vec
(src/batched/batchedmul.jl) by torch.bmm in float64 on the Julia arrays' memory. A Julia (m, n, b)
array is the NumPy (b, n, m) array, i.e. the batch of transposed matrices, so the Julia product
A[:, :, k] * B[:, :, k] is (B_np[k] @ A_np[k]) in NumPy's view: C_np = bmm(B_np, A_np).
Inputs are multiples of 1/4: the products are exact.

Run: /usr/bin/python3 tests/oracles/nnlib_host/batched_oracle.py
"""
import numpy as np
import torch

from nnlib_common import jl_mat, jl_vec, julia_array, julia_vec, write


def batched_mul(a, b):
    """NNlib.batched_mul of Julia arrays given as NumPy arrays of their memory (3-d, batch 1 broadcast)."""
    nb = max(a.shape[0], b.shape[0])
    at = torch.tensor(a).expand(nb, *a.shape[1:])
    bt = torch.tensor(b).expand(nb, *b.shape[1:])
    return torch.bmm(bt, at).numpy()


def jsize(y):
    return "(" + ", ".join(str(d) for d in reversed(y.shape)) + ")"


def shown(y):
    v = julia_vec(y)
    assert all(a * 16 == round(a * 16) for a in v)
    return f"{jsize(y)} {jl_vec(v)}"


# ---- batched_mul ----
A = julia_array([(i % 7) - 3.0 for i in range(24)], (2, 3, 4))
B = julia_array([(i % 5) / 2 for i in range(24)], (3, 2, 4))
M = np.array([[1.0, 0.5], [-1.0, 2.0], [0.0, 1.5]]).T[None]  # the Julia matrix M as a batch of 1
N = np.array([[2.0, -1.0], [0.5, 1.0]]).T[None]
C = batched_mul(A, B)
# C[:, :, 3] == A[:, :, 3] * B[:, :, 3], checked with NumPy's matmul on Julia-shaped slices
assert np.array_equal(C[2].T, A[2].T @ B[2].T)
write("batched_mul", ".out", [
    shown(C),
    "true true",
    shown(batched_mul(A, M)),
    "true",
    shown(batched_mul(N, A)),
    "Float32 Float64",
])

# ---- batched_mul_nd: the batch dims (3, 2) flattened to 6, as NNlib reshapes them ----
A4 = julia_array([(i % 5) - 2.0 for i in range(24)], (2, 2, 3, 2))
B4 = julia_array([(i % 4) / 4 for i in range(36)], (2, 3, 3, 2))
C4 = batched_mul(A4.reshape(6, 2, 2), B4.reshape(6, 3, 2)).reshape(2, 3, 3, 2)
A3 = julia_array([(i % 4) - 1.5 for i in range(18)], (2, 3, 3))
V = julia_array(np.arange(1.0, 10.0), (3, 3))
bv = batched_mul(A3, V.reshape(3, 1, 3)).reshape(3, 2)  # batched_vec: column k of V times A3[:, :, k]
bv1 = batched_mul(A3, np.array([1.0, -1.0, 0.5]).reshape(1, 1, 3)).reshape(3, 2)
write("batched_mul_nd", ".out", [
    shown(C4),
    "true",
    shown(bv),
    jl_vec(julia_vec(bv1)),
    jl_mat(np.array([[1.0, 2.0], [3.0, 4.0]]) @ np.array([[0.5, 1.0], [-1.0, 0.0]])),
])

# ---- the DimensionMismatch programs ----
write("batched_mul_batch_mismatch", ".out", [jsize(batched_mul(np.ones((4, 3, 2)), np.ones((1, 2, 3))))])
write("batched_mul_batch_mismatch", ".err", [
    "batched_mul_batch_mismatch.jl:5:1: error: DimensionMismatch: batch size mismatch: A != B",
    "batched_mul(A, ones(3, 2, 3))",
    "^",
])
write("batched_mul_inner_mismatch", ".out", [jsize(batched_mul(np.ones((4, 3, 2)), np.ones((4, 5, 3))))])
write("batched_mul_inner_mismatch", ".err", [
    "batched_mul_inner_mismatch.jl:5:1: error: DimensionMismatch: A1 has size (2,3), B1 has size (2,5), "
    "C1 has size (2, 5)",
    "A ⊠ ones(2, 5, 4)",
    "^",
])
