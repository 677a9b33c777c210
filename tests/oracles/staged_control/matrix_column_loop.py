from jl import *
A = np.array([[1.0, 2.0], [3.0, 6.0]])
line(A / A.sum(axis=0))
B = np.array([[1.0, 2.0, 2.0], [0.0, 3.0, 4.0]])
line((B * B).sum(axis=1))
Q = np.array([[3.0, 1.0], [4.0, 2.0]])
for j in range(2):
    v = Q[:, j].copy()
    for k in range(j):
        v = v - (Q[:, k] * v).sum() * Q[:, k]
    Q[:, j] = v / np.sqrt((v * v).sum())
line(np.vectorize(rnd)(Q))
line(True)
