from jl import *
def pu(x, n, limit):
    s, k = 0.0, 0
    for i in range(n):
        if s + x[i] > limit:
            break
        s += x[i]; k = i + 1
    return (s, k)
x = [1.0, 2.0, 3.0, 4.0]
line(pu(x, 4, 5.0), " ", pu(x, 2, 5.0), " ", pu(x, 0, 5.0))
A = np.array([[1.0, 9.0, 9.0], [5.0, 2.0, 9.0], [6.0, 7.0, 3.0]])
line(int(sum(1 for j in range(3) for i in range(j, 3) if A[i, j] > 4.0)))
