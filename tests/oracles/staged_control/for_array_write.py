from jl import *
x = np.array([1.0, -2.0, 0.5, 3.0])
line(np.array([x[i] * x[i] + (i + 1) for i in range(4)]))
line(x)
v = [4.0, 0.0, 8.0, 2.0]
for i in range(1, 4):
    v[i] = (v[i] + v[i - 1]) / 2
line(np.array(v))
