from jl import *
def wtr(x):
    y = np.array(x)
    for _ in range(2):
        y[0] = 5.0
        if x[0] > 0:
            y = y + np.array(x)
    return y
line(wtr([1.0, 2.0]), " ", wtr([-1.0, 2.0]))
