from jl import *
x = [1.0, -2.0, 3.0]
line((float(sum(v for v in x if v > 0)), sum(1 for v in x if v > 0)))
line(0.0 + 1.5 + 2.0)
