from jl import *
x = np.array([1.0, -2.0, 3.5, -0.25])
line(float(np.maximum(x, 0).sum()))
y = np.array([2.0, -4.0, 0.0, -1.0])
line(np.where(y > 0, y, 0.25 * y))
v = np.array([1, 5, 2, 8, 4])
line(int((v > v.sum() / len(v)).sum()))
line(np.clip(np.array([-3.0, 0.5, 9.0, 1.0]), 0.0, 2.0))
