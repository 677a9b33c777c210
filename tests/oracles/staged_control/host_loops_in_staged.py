from jl import *
k = 55; p = 243
line((1.0 * k + p + 2.0 * k + p, k, p))
line((1.0 + 0.5) * (1 + 4 + 9))
