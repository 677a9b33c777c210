from jl import *
A = np.array([[2.0, 0.5], [0.5, 1.0], [1.0, -1.0]])
b = np.array([1.0, 2.0, 0.5])
w = np.zeros(2)
losses = []
for k in range(1, 101):
    lr = 0.2 / (1 + 0.05 * k)
    r = A @ w - b
    w = w - lr * (A.T @ r)
    losses.append((r * r).sum() / 2)
line(rnd(losses[0]), " ", rnd(losses[-1]))
line(np.array([rnd(v) for v in w]))
line(rnd(losses[-1]))
line(True)
