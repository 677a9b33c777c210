from jl import *
n, total = 0, 0.0
for v in [1.0, -2.0, 3.0]:
    if v > 0:
        n += 1; total += v
line(n, " ", total)
line(n, " ", total + 0.5 + 0.25)
