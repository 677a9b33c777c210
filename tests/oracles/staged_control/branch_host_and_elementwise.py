from jl import *
def soft(v):
    return 1 + (v - 1) / 2 if v > 1 else (-1.0 if v < -1 else v)
line(np.array([max(v, 0.0) + soft(v) for v in [-2.0, -0.5, 0.5, 3.0]]))
line(20.0, " ", 6.0, " ", np.float32(4.0))
