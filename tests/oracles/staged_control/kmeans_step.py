from jl import *
X = np.array([[0.0, 1.0, 0.5, 9.0, 10.0, 8.0], [0.0, 0.5, 1.0, 9.0, 8.0, 10.0]])
C = np.array([[1.0, 7.0], [1.0, 7.0]])
def assign(X, C):
    d = ((X[:, :, None] - C[:, None, :]) ** 2).sum(axis=0)    # points x centres
    return d.argmin(axis=1) + 1
lab = assign(X, C)
line(lab)
C2 = np.zeros_like(C)
for k in (1, 2):
    C2[:, k - 1] = X[:, lab == k].sum(axis=1) / max((lab == k).sum(), 1)
line(C2)
line(assign(X, C2))
