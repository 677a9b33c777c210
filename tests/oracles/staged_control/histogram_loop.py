from jl import *
c = [0, 0, 0, 0]
for v in [0.1, 0.5, 1.2, 3.9, 2.0, 2.5, -1.0, 7.0, 1.99]:
    k = int(np.floor((v - 0.0) / 1.0)) + 1
    c[min(max(k, 1), 4) - 1] += 1
line(np.array(c))
x = [1.0, 3.0, 2.0, 2.0, 5.0, 4.0]
m = [False] * 6
for i in range(1, 5):
    m[i] = x[i] > x[i - 1] and x[i] > x[i + 1]
# Julia prints a Vector{Bool} as Bool[0, 1, ...]
print("Bool[" + ", ".join("1" if b else "0" for b in m) + "]")
