from jl import *
line(2.5, " ", 5.0)
line(*[x for v in [[1.0, 3.0, 2.0], [9.0, 4.0, 6.0], [5.0, 5.0, 1.0], [2.0, 8.0, 8.0]] for x in (float(np.median(v)), " ")][:-1])
line(np.array([10.0, 20.0, 30.0]), " ", np.array([1.5, 1.5, 1.5]))
x = np.array([1.0, -2.0, 3.0, -0.5])
line(np.where(x > 0, x, 0.0), " ", np.where(x > 0, 0.0, -x))
