from jl import *
line(np.array([v * (3 - (i + 1)) for i, v in enumerate([1.0, 2.0, 3.0])]))
line(np.array([5.0, 0.0]))
line(np.array([0.0, 0.0]))
