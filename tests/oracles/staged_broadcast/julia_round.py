"""Julia's round(x, mode; digits = d) (base/floatfuncs.jl): the exact x * 10^d (or x / 10^-d) is
rounded to an integer R in the mode, then R / 10^d (or R * 10^-d) is computed in x's float type; x
comes back unchanged when it is already a multiple of the step at its precision."""
import math
from fractions import Fraction

import numpy as np

F64 = np.float64


def jround_digits(x, d, mode="nearest", kind=F64):
    if not math.isfinite(float(x)):
        return kind(x)
    eps = abs(float(np.spacing(kind(x))))
    if (d >= 0 and eps * 10.0 ** d >= 4) or (d < 0 and eps >= 4 * 10.0 ** -d):
        return kind(x)  # already a multiple of the step at x's precision
    exact = Fraction(float(x)) * Fraction(10) ** d
    fl = exact.numerator // exact.denominator
    if mode == "down":
        r = fl
    elif mode == "up":
        r = -((-exact.numerator) // exact.denominator)
    elif mode == "tozero":
        r = fl if exact >= 0 else -((-exact.numerator) // exact.denominator)
    else:
        diff = exact - fl
        r = fl + 1 if diff > Fraction(1, 2) or (diff == Fraction(1, 2) and fl % 2 == 1) else fl
    step = kind(10) ** kind(abs(d))
    out = kind(r) / step if d >= 0 else kind(r) * step
    if out == 0:  # the integer 0 carries x's sign through the division
        out = kind(math.copysign(0.0, float(x)))
    return kind(out)
