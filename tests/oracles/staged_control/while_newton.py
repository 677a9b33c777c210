from jl import *

def newton(a):
    x, k = a, 0
    while abs(x * x - a) > 1e-10 * a:
        x = (x + a / x) / 2
        k += 1
    return x, k

x, k = newton(2.0); line(rnd(x, 8), " ", k)
x, k = newton(1.0e6); line(rnd(x, 6), " ", k)
x, k = newton(1.0); line(x, " ", k)

out = []
for v in [8.0, 27.0, 2.0]:
    y = v
    while abs(y ** 3 - v) > 1e-9:
        y = y - (y ** 3 - v) / (3 * y ** 2)
    out.append(rnd(y))
line(np.array(out))
