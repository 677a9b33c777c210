from jl import *
a = np.array([1.0, 2.0]); b = np.array([3.0, 4.0])
(a if 1.0 > 0 else b)[0] = 100.0
line(a, b)
(a if -1.0 > 0 else b)[0] = 100.0
line(a, b)
