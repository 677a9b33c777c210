from jl import *
def huber(r, d):
    a = abs(r)
    return r * r / 2 if a <= d else d * (a - d / 2)
p = [1.0, 2.0, 5.0]; t = [1.5, 0.0, 5.25]
l2 = 0.0; h = 0.0
for a, b in zip(p, t):
    l2 += (a - b) ** 2; h += huber(a - b, 1.0)
line((l2, h))
line(np.sort(np.array([3.0, -1.0, 2.5, 0.0, 7.0, 2.5])))
