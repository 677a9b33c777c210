from jl import *
def kw(x):
    return float(sum(v * (i + 1) + v * 2.0 for i, v in enumerate(x)))
line(kw([1.0, 2.0]))
line(kw([0.5, -1.0, 4.0]))
