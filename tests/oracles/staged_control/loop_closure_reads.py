from jl import *
line(2.0 * (1.0 + 3.0))
A = np.array([[1.0, 4.0], [3.0, 6.0]])
c = [2.0, 5.0]
line(float(sum(((A[:, j] - c[j]) ** 2).sum() for j in range(2))))
line(float(sum(1.0 - k + 0.5 * k * k for k in range(4))))
