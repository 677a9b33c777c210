from jl import *

def halvings(v, tol):
    n = 0
    while v >= tol:
        v = v / 2; n += 1
    return (v, n)

line(halvings(10.0, 1.0))
line(halvings(1.0, 0.001))
line(halvings(0.5, 1.0))
x = np.array([3.0, 5.0, 8.0])
steps = 0
while x.sum() > 1:
    x = x / 2; steps += 1
line(steps)
line(x)
line(3, " ", np.array([8.0, 20.0]))
