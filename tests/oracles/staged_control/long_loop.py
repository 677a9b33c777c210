from jl import *
line(0.5 * 100000 * 100001 / 2)
v = 42
for _ in range(200000):
    v = (v * 1103515245 + 12345) % 2147483648    # v stays < 2^31, products < 2^62: no Int64 wrap
line(v)
