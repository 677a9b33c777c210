from jl import *
for x in [[1.0, 5.0, 2.0], [6.0, 5.0], [1.0, 2.0]]:
    line((any(v > 4.0 for v in x), all(v > 4.0 for v in x)))
line(True, " ", False)
line((5.0 - 1.0 + 4.0 - 2.0 + 3.0, False))
