from jl import *
line(1.0 + 4.0 + 9.0 + (1.0 + 4.0 + 9.0 + 16.0))
line(np.array([4.0, 8.0, 12.0]), " ", np.array([[2.0, -4.0]]))
A = np.array([[1.0, 2.0], [3.0, 4.0]])
line(A.sum(axis=0).max() * 1 + A.sum(axis=1).max() * 2)
line(2.0 * (1 + 2 + 3))
