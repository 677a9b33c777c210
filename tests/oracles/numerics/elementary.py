#!/usr/bin/python3
# Oracle for tests/programs/numerics/elementary.jl and trig.jl (run: elementary.py elementary|trig).
# Values are correctly rounded by mpmath and checked to lie < 0.4 ulp from the double they round to,
# so Julia's functions (errors well under an ulp) give the same double. sqrt is exact (IEEE).
# Julia's composite definitions are followed: log(b, x) = log(x) / log(b), sec(x) = inv(cos(x)).
import sys
import numpy as np
import mpmath
from mpmath import mpf
from oracle_util import julia_repr, rounded, rounded32

M = mpmath


def line(*vals):
    print(" ".join(vals))


def f(v):
    return float(rounded(v, 0.45))


def f32(x):
    return mpf(float(np.float32(x)))


def elementary():
    line(rounded(M.sqrt(2), 0.5), rounded(M.sqrt(10), 0.5), julia_repr(float(M.cbrt(27))), rounded(-M.cbrt(8)),
         rounded(M.cbrt(mpf(0.001))), rounded(M.hypot(3, 4)), rounded(M.hypot(mpf(1e300), mpf(1e300))))
    line(rounded(M.exp(2)), rounded(M.exp(-1)), rounded(M.exp(3)), rounded(M.log(mpf(0.5))),
         rounded(M.log10(2)), rounded(M.log10(7)))
    line(julia_repr(f(M.log(8)) / f(M.log(2))), julia_repr(f(M.log(27)) / f(M.log(3))), rounded(M.log(1024, 2)),
         rounded(M.log10(1000)))
    line(rounded(M.log1p(mpf(1e-10))), rounded(M.expm1(mpf(1e-10))), rounded(M.log1p(mpf(-0.5))))
    line(rounded(M.cosh(1)), rounded(M.asinh(1)), rounded(M.cosh(2)), rounded(M.tanh(2)), rounded(M.asinh(2)),
         rounded(M.acosh(3)))
    line(rounded32(M.sqrt(f32((2))), 0.5), rounded32(M.exp(f32((2)))),
         rounded32(M.log(f32((3)))), rounded32(M.tanh(f32((2)))))
    line("5.0", "Float32", "Float64", "Float16")  # hypot promotes its arguments first (by hand)


def trig():
    line(rounded(M.sin(1)), rounded(M.tan(1)), rounded(M.sin(mpf(-0.5))), rounded(M.sin(2)), rounded(M.tan(2)),
         rounded(M.sin(100)))
    line(rounded(M.atan(1)), rounded(M.asin(mpf(0.25))), rounded(M.acos(mpf(0.25))), rounded(M.atan2(-1, -1)),
         rounded(M.atan2(0, -1)), rounded(M.atan2(3, -4)))
    line(julia_repr(1.0 / f(M.cos(2))), julia_repr(1.0 / f(M.sin(2))), julia_repr(1.0 / f(M.tan(2))),
         "0.0", rounded(M.sin(mpf(np.pi))), "-Inf")  # sin(π), cot(π) are exact in mathconstants.jl
    line(rounded32(M.sin(f32((2)))), rounded32(M.cos(f32((3)))),
         rounded32(M.atan(f32((0.5)))))


{"elementary": elementary, "trig": trig}[sys.argv[1]]()
