#!/usr/bin/python3
# Oracle for tests/programs/numerics/rem2pi.jl: x - 2πk for the k each rounding mode picks, computed
# exactly by mpmath from the double x and correctly rounded (Julia's rem2pi is exact-then-rounded).
import math
import mpmath
from mpmath import mpf
from oracle_util import rounded, julia_repr

TWO_PI = 2 * mpmath.pi


def rem2pi(x, mode):
    x = mpf(x)
    q = x / TWO_PI
    k = {"Nearest": mpmath.nint(q), "Down": mpmath.floor(q), "Up": mpmath.ceil(q),
         "ToZero": mpmath.floor(q) if x >= 0 else mpmath.ceil(q)}[mode]
    return rounded(x - k * TWO_PI, 0.45)


nine_pi_over_4 = 9 * math.pi / 4   # the docstring's example, as Float64 arithmetic computes it
print(rem2pi(nine_pi_over_4, "Down"), rem2pi(10.0, "Down"), rem2pi(10.0, "Nearest"), rem2pi(-10.0, "ToZero"),
      rem2pi(10.0, "Up"), rem2pi(7, "Down"))
print(rem2pi(2 * math.pi, "Down"), rem2pi(-math.pi, "Down"), rem2pi(1e15, "Nearest"), rem2pi(-1e-20, "Down"),
      julia_repr(0.5), rem2pi(100.0, "Nearest"))
