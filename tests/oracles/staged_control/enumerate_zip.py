from jl import *
line(float(sum((i + 1) * v for i, v in enumerate([1.0, 2.0, 3.0]))))
line(float(np.dot([1.0, 2.0, 3.0], [4.0, 5.0, 6.0])))
