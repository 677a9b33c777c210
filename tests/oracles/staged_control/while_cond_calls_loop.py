from jl import *
x = np.array([3.0, 4.0]); k = 0
while (x * x).sum() > 1.0:
    x = x * 0.5; k += 1
line(k, " ", x)
line(1.0 + 2.0 + 10.0)
