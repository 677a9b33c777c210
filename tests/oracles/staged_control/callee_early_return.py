from jl import *
x = [1.0, 5.0, 3.0, 9.0]
def firstabove(t):
    for i, v in enumerate(x):
        if v > t:
            return i + 1
    return 0
line(sum(firstabove(t) for t in [0.0, 2.0, 4.0, 6.0, 10.0]))
line(np.clip(np.array([2.0, -3.0, 0.5]), -1.0, 1.0))
