from jl import *
def bisect(c, tol):
    lo, hi, n = 1.0, 2.0, 0
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if mid * mid - c > 0:
            hi = mid
        else:
            lo = mid
        n += 1
    return (lo, hi, n)
line(bisect(2.0, 0.01))
line(bisect(3.0, 0.001))
line(bisect(1.0, 0.25))
