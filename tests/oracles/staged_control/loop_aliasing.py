from jl import *
a = [2.0, 5.0, 7.0]
for i in range(3):
    a[i] = (i + 1) * a[0]          # y is x: x[1] is read after the first write
line(np.array(a))
B = np.array([[1.0, 2.0], [3.0, 4.0]])
v = B.flatten(order="F") + np.arange(1, 5)
line(v.reshape((2, 2), order="F"))
C = np.array([[1.0, 2.0], [3.0, 4.0]])
C[:, 1] *= 2
line(C)
d = [1.0, 2.0]
for i in range(2):
    d[i] += 1; d[i] *= 2
line(np.array(d))
