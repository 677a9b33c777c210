from jl import *
s = 0.0
for i, v in enumerate([1.0, 1.5, 0.5]):
    s += v
    line("step ", i + 1, ": ", s)
    if s > 2:
        print("  over 2")
line(s)
x = 5.0; k = 0
while x > 1:
    x /= 2; k += 1
    print(f"k = {k}")
line(k)
