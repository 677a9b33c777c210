"""Shared helpers of the nnlib_host oracles: Julia's printing of numbers, vectors and matrices, the
layout rule between Julia arrays and NumPy/PyTorch ones, Julia's round(x; digits), and writing the
expected-output files of tests/programs/nnlib.

Layout: a Julia array of size (d1, ..., dn) is column-major, so its memory is the C-order NumPy
array of shape (dn, ..., d1). Julia's WHCN activations are NCHW tensors and Julia's conv weights
(kw, kh, cin, cout) are OIHW tensors; `vec(A)` in Julia is `a.flatten()` (C order) in NumPy.
"""
import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.normpath(os.path.join(HERE, "..", "..", "programs", "nnlib"))

sys.path.insert(0, os.path.join(HERE, ".."))
from julia_show import jl_float  # noqa: E402  (Julia's shortest float printing)


def jl(x):
    """Julia's print of one value: Bool, Int, Float64 (or Float32 when given np.float32)."""
    if isinstance(x, (bool, np.bool_)):
        return "true" if x else "false"
    if isinstance(x, (int, np.integer)):
        return str(int(x))
    if isinstance(x, np.float32):
        return jl_float(x)
    return jl_float(np.float64(x))


def jl_vec(values, prefix=""):
    """Julia's print of a Vector: [a, b, c] (prefix is the element type shown for Float32[...])."""
    return prefix + "[" + ", ".join(jl(v) for v in values) + "]"


def jl_mat(m):
    """Julia's print of a Matrix (2-d NumPy array indexed [row, col]): [a b; c d], and [a; b;;] for
    a single column (so that it does not read back as a Vector)."""
    body = "; ".join(" ".join(jl(v) for v in row) for row in m)
    return "[" + body + (";;]" if len(m[0]) == 1 else "]")


def jl_round(x, digits):
    """Julia's round(x; digits) for a Float64: round(x * 10^d) / 10^d with ties to even. The oracle
    refuses values within 1e-3 units of the last digit of a tie, where the last-ulp differences of
    exp/log between libraries could flip the rounding."""
    sc = 10.0 ** digits
    y = float(x) * sc
    frac = y - math.floor(y)
    assert abs(frac - 0.5) > 1e-3, f"{x!r} is too close to a rounding tie at {digits} digits"
    r = round(y) / sc
    return math.copysign(0.0, x) if r == 0 else r  # Julia keeps the sign of a zero: round(-0.2) == -0.0


def julia_array(flat, julia_size):
    """The NumPy array holding the same memory as a Julia array of size julia_size filled with `flat`
    in Julia's linear (column-major) order."""
    return np.asarray(flat, dtype=np.float64).reshape(tuple(reversed(julia_size)))


def julia_vec(a):
    """Julia's vec(A) of the Julia array whose memory is the NumPy array a."""
    return [float(v) for v in np.asarray(a).flatten()]


def write(name, ext, lines):
    path = os.path.join(PROGRAMS, name + ext)
    with open(path, "w") as f:
        f.write("".join(line + "\n" for line in lines))
    print("wrote", os.path.relpath(path, os.path.join(PROGRAMS, "..", "..", "..")))
