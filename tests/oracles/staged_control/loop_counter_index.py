from jl import *
line(np.cumsum([1.0, 2.0, 3.0, 4.0]))
x = [10.0, 20.0, 30.0, 40.0]
y = np.zeros(4)
for i in range(1, 5):
    y[4 - i] = x[i - 1] + i
line(y)
line(2.0 + 4.0 + 6.0)
A = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]])
line(np.diag(A), " ", np.diag(np.fliplr(A)), " ", np.array([1, 4, 9]))
