from jl import *
line(1.0 + 2.0)
line(1.0 + 2.0 + 3.5)
A = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]])
line(float(np.triu(A).sum()))
line(np.array([1.0, -0.5]) * 2 ** 3)
line(np.array([1.0, -0.5]) * 2 ** 5)
