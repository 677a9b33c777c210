from jl import *
line(-1.0, " ", 0.0, " ", 1.0)
def pw(t):
    if t < -1: return -1.0
    if t < 0: return t * t - 1
    if t < 2: return t / 2 - 1
    return float(np.sqrt(t)) - 1
line(pw(-3.0), " ", pw(-0.5), " ", pw(1.0), " ", pw(4.0))
c = [0, 0, 0]
for s in [95.0, 80.0, 60.0, 90.0, 74.5, 75.0]:
    c[0 if s >= 90 else 1 if s >= 75 else 2] += 1
line(np.array(c))
