# pisum.jl: the same loop in the same order (k*k is exact in Int64, 1.0/(k*k) one rounding).
import math


def pisum():
    s = 0.0
    for j in range(1, 501):
        s = 0.0
        for k in range(1, 10001):
            s += 1.0 / (k * k)
    return s


s = pisum()
print(repr(s))
print("true" if abs(s - 1.6449340668482264) < 2.0e-4 else "false")
