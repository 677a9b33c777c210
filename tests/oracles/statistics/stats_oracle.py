#!/usr/bin/python3
"""Oracle for tests/programs/statistics: Julia's Statistics algorithms (Statistics.jl source)
re-done with Python floats (the same IEEE operations), printed by Julia's rules, written to the
.out files. Data is chosen so that every sum is exact (then Julia's pairwise/SIMD summation and a
plain loop agree); the oracle asserts that.

- mean(A) = sum(A) / n; var(A) = sum(abs2(x - m)) / (n - 1) (n when corrected=false); std = sqrt(var)
- median: middle of the central order statistic(s); middle(a, b) = a/2 + b/2; middle(x::Int) = Float64(x)
- quantile (alpha = beta = 1, Statistics.jl 000764d): m = 1 - p, aleph = fma(n, p, m),
  j = clamp(trunc(aleph), 1, n - 1), γ = clamp(aleph - j, 0, 1), a = v[j], b = v[j+1] of the sorted
  data; a + γ*(b - a) when a ≈ b, else (1 - γ)*a + γ*b
- cov(x, y) = dot(x - mx, y - my) / (n - 1); cor = corm's xy / max(xx, yy) / sqrt(min/max), clamped

Run: /usr/bin/python3 tests/oracles/statistics/stats_oracle.py
"""
import math
import os
import sys
from fractions import Fraction

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.normpath(os.path.join(HERE, "..", "..", "programs", "statistics"))


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from julia_show import jl_float  # noqa: E402  (Julia's shortest float printing)

def jl(x):
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, int):
        return str(x)
    return jl_float(np.float64(x))


def jl_f32(x):
    return jl_float(np.float32(x))


def exact_sum(xs):
    s = 0.0
    for x in xs:
        s += x
    assert Fraction(s) == sum(Fraction(x) for x in xs), "inexact sum: choose other data"
    return s


def mean(xs):
    return exact_sum([float(x) for x in xs]) / len(xs)


def var(xs, corrected=True, m=None):
    m = mean(xs) if m is None else m
    return exact_sum([(float(x) - m) ** 2 for x in xs]) / (len(xs) - (1 if corrected else 0))


def middle(a, b=None):
    if b is None:
        return float(a)
    return a / 2 + b / 2


def median(xs):
    v = sorted(xs)
    n = len(v)
    mid = (1 + n) // 2  # Julia's div(first + last, 2) on 1-based indices
    return middle(v[mid - 1]) if n % 2 else middle(v[mid - 1], v[mid])


def fma(a, b, c):
    return float(Fraction(a) * Fraction(b) + Fraction(c))  # one rounding, as fma


def isapprox(a, b):
    if isinstance(a, int) and isinstance(b, int):
        return a == b  # rtol is 0 for integers
    return a == b or abs(a - b) <= math.sqrt(2.0 ** -52) * max(abs(a), abs(b))


def quantile(xs, p, sorted_=False):
    v = list(xs) if sorted_ else sorted(xs)
    n = len(v)
    m = 1.0 + p * (1.0 - 1.0 - 1.0)
    aleph = fma(n, p, m)
    j = min(max(int(math.trunc(aleph)), 1), n - 1)
    g = min(max(aleph - j, 0.0), 1.0)
    if n == 1:
        a = b = v[0]
    else:
        a, b = v[j - 1], v[j]
    if math.isfinite(a) and math.isfinite(b) and isapprox(a, b):
        return a + g * (b - a)
    return (1 - g) * a + g * b


def vec(xs):
    return "[" + ", ".join(jl(x) for x in xs) + "]"


def row(xs):
    return "[" + " ".join(jl(x) for x in xs) + "]"


def col(xs):
    return "[" + "; ".join(jl(x) for x in xs) + ";;]"


def write_out(name, lines):
    with open(os.path.join(PROGRAMS, name + ".out"), "w") as f:
        f.write("".join(line + "\n" for line in lines))


def mean_var_std():
    x = [1.5, 2.25, -0.75, 4.0]
    y = [2, 4, 4, 4, 5, 5, 7, 9]
    f32 = np.float32(exact_sum([1.0, 2.0, 4.0])) / np.float32(3)
    write_out("mean_var_std", [
        f"{jl(mean(x))} {jl(var(x))} {jl(math.sqrt(var(x)))}",
        f"{jl(var(x, False))} {jl(math.sqrt(var(x, False)))}",
        f"{jl(mean([1, 2, 3, 4]))} Float64",
        f"{jl_f32(f32)} Float32 Float32",
        f"{jl(mean(range(1, 11)))} {jl(mean([1, 4, 9]))} {jl(mean([1.0, 2.0]))}",
        f"{jl(var(y))} {jl(math.sqrt(var(y, False)))} Float64",
        f"{jl(mean([2, 4]))}",
        f"{jl(var([1.0, 3.0], m=2.0))} {jl(var([1.0, 3.0], m=2.0))} {jl(var([1.0, 3.0], m=0.0))}",
        "true true",  # mean(Float64[]) is 0/0; var of one value divides 0 by 0
    ])


def median_quantile():
    v = [10.0, 2.0, 7.0, 4.0, 1.0]
    write_out("median_quantile", [
        f"{jl(median([3, 1, 2]))} {jl(median([4, 1, 3, 2]))} {jl(median([1.5, -2.0]))}",
        # median(r::AbstractRange) is mean(r): (1 + 4) / 2
        f"{jl(mean([1, 2, 3, 4]))} {jl(median([7]))} Float64 {jl(median([5.0, 1.0, 1.0, 3.0, 9.0]))}",
        " ".join(jl(quantile(v, p)) for p in (0.5, 0.25, 0.9, 0.3)),
        vec([quantile(v, p) for p in (0.0, 0.1, 1.0)]),
        f"{jl(quantile([1, 2, 3, 4], 0.5))} {jl(quantile([1, 2, 3, 4], 0.4))} {jl(quantile([3.0], 0.7))}",
        jl(quantile([1.0, 2.0, 4.0, 8.0], 0.75, sorted_=True)),
        f"{jl(middle(1, 4))} {jl(middle(-1.0, 8.0))} {jl(middle(7))} {jl(middle(2.5))}",
        "true",  # quantile and median work on a copy
        vec([quantile(list(range(0, 21)), p) for p in (0.1, 0.5, 0.9)]),
        jl(quantile([math.sqrt(1), math.sqrt(3), math.sqrt(2)], 0.3)),
    ])


def dims_reductions():
    A = [[1.0, 2.0, 6.0], [3.0, 6.0, 9.0]]
    cols = list(zip(*A))
    B = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]  # column-major 2×2×2
    S = [[1.0, 5.0], [3.0, 9.0]]
    M = [[1, 5, 2], [4, 3, 8]]
    write_out("dims_reductions", [
        f"{jl(mean([a for r in A for a in r]))} {row([mean(c) for c in cols])} {col([mean(r) for r in A])}",
        "(1, 3) (2, 1)",
        f"{row([var(c) for c in cols])} {col([var(r) for r in A])}",
        row([math.sqrt(var(c)) for c in zip(*S)]),
        col([median(r) for r in M]),
        f"[{jl(mean([1, 2, 3, 4]))};;]",
        f"(2, 2, 1) {vec([mean([B[i], B[i + 4]]) for i in range(4)])}",
    ])


def cov_cor():
    def cov(x, y, corrected=True):
        mx, my = mean(x), mean(y)
        return exact_sum([(a - mx) * (b - my) for a, b in zip(x, y)]) / (len(x) - (1 if corrected else 0))

    def cor(x, y):
        mx, my = mean(x), mean(y)
        xx = yy = xy = 0.0
        for a, b in zip(x, y):
            xi, yi = a - mx, b - my
            xx += xi * xi
            yy += yi * yi
            xy += xi * yi
        return min(max(xy / max(xx, yy) / math.sqrt(min(xx, yy) / max(xx, yy)), -1.0), 1.0)

    x, y, z = [1.0, 2.0, 3.0, 4.0], [2.0, 4.0, 6.0, 8.0], [4.0, 3.0, 2.0, 1.0]
    write_out("cov_cor", [
        f"{jl(cov(x, y))} {jl(cov(x, z))} {jl(cov(x, y, False))} {jl(var(x))}",
        f"{jl(cor(x, y))} {jl(cor(x, z))} 1.0",
        jl(cor([1.0, 2.0, 3.0], [1.0, 3.0, 2.0])),
        jl(cov([1, 2, 3], [1, 2, 5])),
    ])


def doc_examples():
    def range_var(a, step, b, corrected=True):
        n = len(range(a, b + 1, step))
        last = a + (n - 1) * step
        m = a / 2 + last / 2
        f = a - m
        vv = f * f * n / (n - 1) + f * step * n + step * step * n * (2 * n - 1) / 6
        return vv if corrected else vv * (n - 1) / n

    write_out("doc_examples", [
        "10.5",  # the docstring values of Statistics.jl (000764d)
        "1.3820881233139908 1.3820881233139908",
        "[1.3820881233139908; 2.2285192400943226;;]",
        "[2.0 3.0] [1.5; 3.5;;]",
        "5.5 5.95",
        f"{jl(range_var(1, 1, 10))} {jl(math.sqrt(range_var(1, 1, 10)))} {jl(range_var(2, 3, 20))} "
        f"{jl(range_var(1, 1, 10, False))}",
        "true NaN",  # sum(Int[]) / 0 and zero(Int) / 0
        f"{jl(median([1, 2, 3, 4]))} {jl(median([1.0, 2.0, 3.0]))}",
    ])


def cov_matrix():
    def center(cols):
        return [[v - mean(c) for v in c] for c in cols]

    def gram(cols):
        return [[exact_sum([a * b for a, b in zip(ci, cj)]) for cj in cols] for ci in cols]

    def mat(m):
        return "[" + "; ".join(" ".join(jl(v) for v in r) for r in m) + "]"

    def cov(cols, corrected=True):
        n = len(cols[0])
        return [[v / (n - (1 if corrected else 0)) for v in r] for r in gram(center(cols))]

    def cor(cols):
        x = center(cols)
        c = gram(x)
        sd = [math.sqrt(exact_sum([v * v for v in col])) for col in x]
        k = len(cols)
        return [[1.0 if i == j else min(max(c[max(i, j)][min(i, j)] / (sd[max(i, j)] * sd[min(i, j)]), -1.0), 1.0)
                 for j in range(k)] for i in range(k)]

    X = [[1.0, 2.0, 0.0], [2.0, 4.0, 1.0], [3.0, 6.0, 0.0], [4.0, 8.0, 1.0]]
    cols = [list(c) for c in zip(*X)]
    rows2 = [[1, 2], [3, 4], [5, 0]]  # dims = 2: the rows are the variables
    Y = [[1.0, 2.0], [2.0, 1.0], [3.0, 3.0]]
    write_out("cov_matrix", [
        mat(cov(cols)),
        mat(cor(cols)),
        mat(cov(cols, False)),
        mat(cov([[float(v) for v in r] for r in rows2])),
        mat(cor([list(c) for c in zip(*Y)])),
    ])


if __name__ == "__main__":
    cov_matrix()
    doc_examples()
    mean_var_std()
    median_quantile()
    dims_reductions()
    cov_cor()
