"""Expected output of tests/programs/staged_only/arrays/dims_functions.jl (reverse with dims, any/all
with dims) and tests/programs/staged/arrays/dropdims_repeat.jl (dropdims; repeat with inner/outer is
np.repeat per dim, then np.tile).
Run: /usr/bin/python3 staged_only.py
"""
import os

import numpy as np

from julia_format import jl, show

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "programs", "staged_only", "arrays")

B = jl(np.arange(1.0, 7.0), (1, 2, 3))
A = jl([1.0, 4.0, -2.0, 5.0, 3.0, -6.0], (2, 3))
x = np.array([1, 2], dtype=np.int64)
inner_outer = np.tile(np.repeat(A, 2, axis=1), (2, 1))


def write(path, values):
    with open(path, "w") as f:
        for v in values:
            f.write(show(v) + "\n")


write(os.path.join(OUT, "dims_functions.out"),
      [A[::-1, :], A[:, ::-1], A[::-1, ::-1], (A < 0).any(axis=1, keepdims=True), (A > -5).all(axis=0, keepdims=True)])
write(os.path.join(HERE, "..", "..", "programs", "staged", "arrays", "dropdims_repeat.out"),
      [B[0], B[:, 1:2, :].reshape(3), np.repeat(x, 2), inner_outer, np.tile(x.reshape(2, 1), (2, 2)),
       np.tile(x.reshape(2, 1, 1), (1, 1, 3)).shape])
