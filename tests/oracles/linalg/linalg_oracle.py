#!/usr/bin/python3
"""Oracle for tests/programs/linalg/{solve_systems,norms}: NumPy (LAPACK) results, rounded as
Julia's round(x; digits=d) does (round(x * 10^d) / 10^d, ties to even) so that the last-bit
differences between LAPACK's blocked LU/SVD and juxla's plain loops do not show, printed by
Julia's rules (shortest round-trip digits, matrices as [a b; c d]).

Run: /usr/bin/python3 tests/oracles/linalg/linalg_oracle.py
"""
import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.normpath(os.path.join(HERE, "..", "..", "programs", "linalg"))


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from julia_show import jl_float  # noqa: E402  (Julia's shortest float printing)

def jl(x):
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, int):
        return str(x)
    return jl_float(np.float64(x))


def rnd(x, digits):
    scale = 10.0 ** digits
    y = round(float(x) * scale) / scale  # Python's round is ties-to-even, as RoundNearest
    assert y != 0 or x == 0, "a value rounds to zero: its sign would depend on the last bit"
    return y


def vec(xs, digits):
    return "[" + ", ".join(jl(rnd(x, digits)) for x in xs) + "]"


def mat(m, digits):
    return "[" + "; ".join(" ".join(jl(rnd(x, digits)) for x in row) for row in m) + "]"


def write_out(name, lines):
    with open(os.path.join(PROGRAMS, name + ".out"), "w") as f:
        f.write("".join(line + "\n" for line in lines))


def solve_systems():
    A = np.array([[4.0, -1.0, 1.0], [-1.0, 4.0, -2.0], [1.0, -2.0, 4.0]])
    b = np.array([9.0, -15.0, 17.0])
    M = np.array([[2.0, 1.0, 1.0, 0.0], [4.0, 3.0, 3.0, 1.0], [8.0, 7.0, 9.0, 5.0], [6.0, 7.0, 9.0, 8.0]])
    B = np.array([[1.0, 2.0], [0.0, 1.0], [1.0, 1.0], [2.0, 5.0]])
    P = np.array([[0.0, 2.0, 1.0], [3.0, 1.0, 0.0], [1.0, 0.0, 5.0]])
    X = np.linalg.solve(M, B)
    write_out("solve_systems", [
        vec(np.linalg.solve(A, b), 8),
        "true true",
        jl(rnd(np.linalg.det(A), 8)),
        mat(np.linalg.inv(A), 8),
        "true true",
        f"{jl(rnd(np.linalg.det(M), 8))} {vec(np.linalg.solve(M, np.array([1.0, 2.0, 3.0, 4.0])), 8)}",
        f"(4, 2) {mat(X, 8)}",
        "true",
        f"{jl(rnd(np.linalg.det(P), 8))} {vec(np.linalg.solve(P, np.array([1.0, 2.0, 3.0])), 8)} "
        f"{mat(np.linalg.inv(P), 8)}",
    ])


def norms():
    v = np.array([3.0, -4.0, 12.0, 0.0])
    A = np.array([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]])
    x = np.array([1.0, 2.0, 2.0])
    write_out("norms", [
        f"{jl(rnd(np.linalg.norm(v), 10))} {jl(np.abs(v).sum())} {jl(np.abs(v).max())} {jl(np.abs(v).min())} "
        f"{jl(float(np.count_nonzero(v)))}",
        f"{jl(rnd(np.sum(np.abs(v) ** 3) ** (1 / 3), 10))} {jl(rnd(np.sum(np.abs(v) ** 0.5) ** 2, 10))} "
        f"{jl(rnd(math.sqrt(14), 10))}",
        # norm(A) of a matrix is the 2-norm of its elements, norm(A, p) the p-norm of its elements
        f"{jl(rnd(np.linalg.norm(A), 10))} {jl(rnd(np.abs(A).sum(), 10))} {jl(np.abs(A).max())}",
        f"{jl(np.linalg.norm(A, 1))} {jl(np.linalg.norm(A, np.inf))} {jl(rnd(np.linalg.norm(A, 2), 10))} "
        f"{jl(rnd(np.linalg.norm(np.diag([2.0, -3.0]), 2), 10))}",
        vec(np.linalg.svd(A, compute_uv=False), 10),
        f"{vec(x * (1 / np.linalg.norm(x)), 10)} {vec(np.array([1.0, -3.0]) * (1 / 4.0), 10)} "
        f"{jl(rnd(1.0, 10))}",
        "Float32 Float64 5.0",
    ])


if __name__ == "__main__":
    solve_systems()
    norms()
