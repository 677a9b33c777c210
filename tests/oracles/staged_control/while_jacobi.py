from jl import *
A = np.array([[4.0, 1.0, 0.0], [1.0, 5.0, 2.0], [0.0, 2.0, 6.0]])
b = np.array([5.0, 8.0, 8.0])
x = np.zeros(3); delta = np.inf; steps = 0
while delta > 1e-12:
    xn = b.copy()
    for i in range(3):
        for j in range(3):
            if j != i:
                xn[i] -= A[i, j] * x[j]
        xn[i] /= A[i, i]
    delta = np.abs(xn - x).max()
    x = xn; steps += 1
line(np.array([rnd(v, 9) for v in x]))
line(steps)
line(bool(np.abs(A @ x - b).max() < 1e-10))
# The exact solution is (1, 1, 1); the rounded iterate must be it.
assert all(rnd(v, 9) == 1.0 for v in x)
