from jl import *
x = [1.0, 2.0, 3.0, 4.0]
odd = lambda n: float(sum(x[i - 1] for i in range(1, n + 1, 2)))
line(odd(4), " ", odd(3), " ", odd(0))
def down(n):
    s = 0.0
    for i in range(n, 0, -1):
        s = 10 * s + [1.0, 2.0, 3.0][i - 1]
    return s
line(down(3), " ", down(0))
