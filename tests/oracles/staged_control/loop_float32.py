from jl import *
x = np.array([0.5, 0.25, 2.0], dtype=np.float32)
s = np.float32(0)
for i, v in enumerate(x):
    s = np.float32(s + v * np.float32(i + 1))
line(s, " Float32")
x = np.array([1.0, 3.0, 5.0], dtype=np.float32)
a = np.float32(0.5)
for i in range(1, 3):
    x[i] = np.float32(a * x[i] + (np.float32(1) - a) * x[i - 1])
line("Float32", x)               # Julia shows the element type of a non-Float64 float vector
# Float32 times the Float64 literal 0.1 is Float64; the sum widens to Float64.
s = 0.0
for v in [1.0, 2.0]:
    s = s + float(np.float32(v)) * 0.1
line(rnd(s), " Float64")
