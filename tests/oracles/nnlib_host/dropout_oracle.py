#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/dropout.jl: NNlib's dropout (src/dropout.jl): dst = rand!(rng,
similar(A, float)) then ((dst > p) * (1 / (1 - p))) * A, or with dims a draw per slice (size 1 in
the dims not listed) broadcast over A. The uniform draws are Julia's, from the Xoshiro256++ model in
tests/oracles/random/julia_random.py (rand! of 12 Float64 takes the SIMD bulk path, of 4 the scalar
one); Random.seed!(n) makes the default generator Xoshiro(n).

Run: /usr/bin/python3 tests/oracles/nnlib_host/dropout_oracle.py
"""
import os
import sys

import numpy as np

from nnlib_common import HERE, jl_mat, julia_array, write

sys.path.insert(0, os.path.join(HERE, "..", "random"))
from julia_random import Xoshiro  # noqa: E402


def dropout(draws, a, p, keep_shape=None, f32=False):
    """a is the NumPy view of the Julia matrix (indexed [col, row]); draws fill keep_shape (the
    Julia shape of the draw array) in Julia's linear order."""
    kind = np.float32 if f32 else np.float64
    val = kind(1) / (kind(1) - kind(p)) if f32 else 1 / (1 - p)
    q = julia_array(draws, keep_shape).astype(kind)
    return ((q > kind(p)) * val) * a.astype(kind)


x = julia_array([v - 6.0 for v in range(1, 13)], (3, 4))
m = lambda a: jl_mat(a.T)  # noqa: E731  Julia's print of the matrix whose NumPy view is a
d1 = dropout(Xoshiro(42).rand_f64(12), x, 0.5, (3, 4))
d2 = dropout(Xoshiro(42).rand_f64(4), x, 0.5, (1, 4))
d3 = dropout(Xoshiro(7).rand_f64(12), x, 0.25, (3, 4))
d4 = dropout(Xoshiro(1).rand_f64(12), x, 0.5, (3, 4))
d5 = dropout(Xoshiro(3).rand_f32(12), x, 0.3, (3, 4), f32=True)
write("dropout", ".out", [
    m(d1),
    m(d2),
    "true [1.0, 2.0]",
    m(d3),
    f"true {m(d4)}",
    "Float32" + m(d5),
])
