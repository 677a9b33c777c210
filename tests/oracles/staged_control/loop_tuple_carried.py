from jl import *
def fib(a, b, n):
    for _ in range(n):
        a, b = b, a + b
    return a, b
line(fib(0.0, 1.0, 10))
line(fib(2.0, 1.0, 10))
line((-1.5, 8.0))
v = np.array([4.0, 8.0]); t = 0.0
for _ in range(3):
    v, t = v * 0.5, t + v.sum()
line((v, t))
line(fib(0, 1, 20)[0])
