from jl import *
for x in [[1.0, 5.0, 2.0], [6.0, 5.0], [1.0, 2.0]]:
    line((any(v > 4.0 for v in x), all(v > 4.0 for v in x)))
line(True, " ", False)
line((5.0 - 1.0 + 4.0 - 2.0 + 3.0, False))
def until_small(v):
    k = 0
    while True:
        v = v / 3; k += 1
        if v < 1:
            return (k, v)
line(until_small(81.0), " ", until_small(0.5))
