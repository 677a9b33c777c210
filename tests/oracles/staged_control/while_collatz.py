from jl import *

def steps(n):
    k = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        k += 1
    return k

line(np.array([steps(n) for n in [1, 6, 7, 27, 97]]))
line(sum(int(c) for n in [123, 4056, 9] for c in str(n)))
