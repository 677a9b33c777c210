from jl import *
x = [0.5, 1.5, -2.0, 4.0]
line(float(sum((i + 1) * v for i, v in enumerate(x))))
A = np.array([[1.0, 2.0], [3.0, 4.0]])
lin = A.flatten(order="F")            # Julia's linear (column-major) order
line(float(sum((i + 1) * v for i, v in enumerate(lin))))
B = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
flat = B.flatten(order="F")
flat = np.array([-v + (k + 1) for k, v in enumerate(flat)])
line(flat.reshape(B.shape, order="F"))
y = [-3.5, 2.0, 1.25, -0.5]
line((max(abs(v) for v in y), float(sum(abs(v) for v in y))))
