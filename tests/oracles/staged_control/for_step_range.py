from jl import *
line(float(sum([1.0, 10.0, 2.0, 20.0, 3.0][0::2])))
line(float(sum([1.0, 10.0, 2.0, 20.0][0::2])))
x = np.arange(1.0, 9.0)
x[1::3] = 0.0             # Julia 2:3:8 -> 2, 5, 8
line(x)
line(1.0 * 2.0 + 3.0 * 4.0)   # 1:2:4 -> i = 1, 3
