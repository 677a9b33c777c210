from jl import *
A = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
B = np.array([[1.0, 0.5], [-1.0, 2.0], [0.0, 1.0]])
line(A @ B)
line(True)
line(A.T)
M = np.array([[1.0, -2.0], [3.0, 0.5], [-1.0, 4.0]])
line((M.sum(axis=1), M.max(axis=0)))
