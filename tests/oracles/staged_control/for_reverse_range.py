from jl import *
c = [1.0, -3.0, 0.5, 2.0]
p = 0.0
for v in reversed(c):
    p = p * 2.0 + v
line(p)
line(np.cumsum([1.0, 2.0, 3.0, 4.0][::-1])[::-1])
line(np.array([9.0, 8.0, 7.0]))
s = 0.0
for v in [5.0, 3.0, 1.0]:
    s = 10 * s + v
line((s, 3))
