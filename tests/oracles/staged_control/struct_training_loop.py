from jl import *
W = np.zeros((2, 2)); b = np.zeros(2)
x = np.array([1.0, 2.0]); y = np.array([3.0, -1.0])
def fit(W, b):
    loss = 0.0
    for _ in range(10):
        err = W @ x + b - y
        W = W - 0.05 * np.outer(err, x)
        b = b - 0.05 * err
        loss = (err * err).sum()
    return W, b, loss
W, b, l = fit(W, b)
line(rnd(l, 8))
line(np.vectorize(rnd)(W), " ", np.vectorize(rnd)(b))
W, b, l = fit(W, b)
line(rnd(l, 12))
