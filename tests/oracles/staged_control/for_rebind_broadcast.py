from jl import *
x = np.array([1.0, -0.5, 3.0])
line(x * 32)
line(x)
z = np.array([1.0, 1.0, 1.0])
for i in range(1, 4):
    z = z + np.array([1.0, 2.0, 0.5]) * i
line(z)
A = np.array([[1.0, 1.0], [0.0, 1.0]])
v = np.array([1.0, 0.0])
for i in range(1, 5):
    v = A @ v + i
line(v)
