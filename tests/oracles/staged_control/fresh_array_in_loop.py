from jl import *
line(np.array([v * (3 - (i + 1)) for i, v in enumerate([1.0, 2.0, 3.0])]))
line(np.array([5.0, 0.0]))
line(np.array([0.0, 0.0]))
def branch_then_rebind(x):
    y = np.ones(2)
    for _ in range(2):
        if x[0] >= 5.0:
            y[0] = 3.0
        y = y * 2
    return y
line(branch_then_rebind([1.0, 2.0]), " ", branch_then_rebind([6.0, 2.0]))
