from jl import *
line((np.array([2.0, 4.0]), 2.0, (1, 2.0)))
line((np.array([-2.0, -0.5]), -1.0, (2, -1.0)))
x = np.array([1.0, 4.0, 2.0])
line((x * (2.0 / 4.0), True))
line((np.array([1.0, 1.5]), False))
line(np.array([1.0, 0.0, 0.0]))
line(np.array([0.0, 1.0, 2.5]))
