from jl import *

def stats(x):
    s, p, m = 0.0, 1.0, -np.inf
    for v in x:
        s += v; p *= v; m = max(m, v)
    return (s, p, m)

line(stats([1.5, -2.0, 4.0, 0.25]))
line(stats([3.0]))
line(sum(v * (i + 1) for i, v in enumerate([3, -1, 4, 1, 5])))
x = [1.0, 3.0, 2.5, 4.5]
line(float(sum((x[i] - x[i - 1]) ** 2 for i in range(1, len(x)))))
