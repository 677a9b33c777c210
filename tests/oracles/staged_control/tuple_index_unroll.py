from jl import *
t = (np.array([1.0, 5.0]), np.array([[2.0, 7.0], [-1.0, 0.0]]), np.array([3.0]))
line(float(sum(a.max() * (k + 1) for k, a in enumerate(t))))
