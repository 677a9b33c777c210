from jl import *
x = np.array([1.0, -2.0, 3.0, -0.5, -7.0])
line(int((x < 0).sum()), " ", np.where(x < 0, 0.0, x))
line((9.0, 2))
line((5.0, 1))
line((3.0, 5.0, 3.0 / 8.0))
