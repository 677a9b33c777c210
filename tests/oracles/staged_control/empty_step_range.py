from jl import *
# y = [9.0]: 2:2:1 is empty, 1:-2:1 is [1] -> x[1] = -1.0
line(np.array([-1.0, 2.0]))
# y = [7.0, 8.0]: 2:2:2 is [2] -> x[2] = 8.0, 1:-2:2 is empty
line(np.array([1.0, 8.0, 3.0]))
