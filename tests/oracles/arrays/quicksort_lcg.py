#!/usr/bin/python3
# Oracle for tests/programs/arrays/quicksort_10000.jl: the same LCG values, sorted by Python.
M = 2**31
x = 12345
vals = []
for _ in range(10000):
    x = (1103515245 * x + 12345) % M
    vals.append((x % 100000) / 100.0)   # Float64 in [0, 1000)
s = sorted(vals)
def show(f):
    r = repr(f)
    return r
print(len(s))
print(show(s[0]), show(s[4999]), show(s[9999]))
print(sum(1 for i in range(1, len(s)) if s[i] == s[i-1]))
print(sum(int(round(v * 100)) for v in s))
