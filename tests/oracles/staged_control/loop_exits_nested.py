from jl import *
A = np.array([[1.0, 2.0], [-1.0, 3.0], [5.0, -4.0]])
s = 0.0
for j in range(2):
    for i in range(3):
        if A[i, j] < 0:
            break
        s += A[i, j]
line(s)
def tu(v):
    k = 0
    while True:
        v *= 3; k += 1
        if v > 100:
            break
    return (k, v)
line(tu(1.0), " ", tu(50.0))
v = [1, 2, 3, 4, 5, 6, 7]
line((sum(e for e in v if e % 2), sum(1 for e in v if e % 2 == 0)))
