from jl import *
def be(x):
    return (x[0] > 0 and x[1] > 0, x[0] > 0 or x[1] > 0, (not (x[0] > 0)) and x[1] > 0 or x[2] == 0)
for x in [[1.0, 2.0, 1.0], [1.0, -2.0, 0.0], [-1.0, 2.0, 5.0], [-1.0, -2.0, 5.0]]:
    line(be(x))
line(sum(1 for v in [0.5, 1.0, 2.5, 0.0, 3.0, 1.5] if (1.0 <= v <= 2.0) or v == 0))
def fb(x, t):
    i = 1
    while i < len(x) and x[i - 1] < t:
        i += 1
    return i
line(fb([1.0, 5.0, 2.0, 7.0], 4.0), " ", fb([1.0, 2.0], 4.0))
line(True, " ", False, " ", False)
