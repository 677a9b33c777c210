from jl import *
a, b = 1.5, 0
for _ in range(3):
    a, b = a * 2, b + 1
print(f"(a = {jl_float(a)}, b = {b})")
