from jl import *
def power(A, v):
    lam, prev, k = 0.0, np.inf, 0
    while abs(lam - prev) > 1e-12 and k < 500:
        w = A @ v
        prev = lam
        lam = (v * w).sum() / (v * v).sum()
        v = w / np.sqrt((w * w).sum())
        k += 1
    return lam, v, k
lam, v, k = power(np.array([[2.0, 1.0], [1.0, 3.0]]), np.array([1.0, 0.0]))
line(rnd(lam, 8))
line(np.array([rnd(abs(e)) for e in v]))
line(k < 500)
# The exact eigenvalue is (5 + sqrt 5)/2 = 3.618033988749895; rounding to 8 digits is robust.
assert abs(lam - (5 + np.sqrt(5)) / 2) < 1e-10
lam, v, k = power(np.diag([4.0, 1.0, 2.0]), np.ones(3))
line(rnd(lam, 8), " ", np.array([rnd(abs(e)) for e in v]))
