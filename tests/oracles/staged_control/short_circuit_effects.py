from jl import *
def guarded(x, j):
    return j <= len(x) and x[j - 1] > 0
line(guarded([1.0, 2.0, 3.0], 2), " ", guarded([1.0, 2.0, 3.0], 4))
for a in ([1.0, 2.0, 3.0], [-1.0, 2.0, 3.0]):
    if a[0] > 0:
        a[1] = 100.0
    if not a[0] < 0:
        a[2] = -5.0
    line(np.array(a))
