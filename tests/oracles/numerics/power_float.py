#!/usr/bin/python3
# Oracle for power_float.jl's last line (correctly rounded, away from rounding boundaries).
import mpmath
from oracle_util import rounded

print(rounded(mpmath.mpf(1.5) ** 20), rounded(mpmath.mpf(0.9) ** 30), rounded(mpmath.mpf(1.01) ** 100),
      rounded(mpmath.mpf(2.0) ** mpmath.mpf(0.3)), rounded(mpmath.mpf(10.0) ** mpmath.mpf(0.25)))
