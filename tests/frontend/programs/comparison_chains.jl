a < b < c
a <= b < c
0 ≤ x ≤ 1
a == b == c
a < b > c
x === y
x !== nothing
a != b
a < b == c <= d
lo .< x .< hi
x isa Int
a in b
a ∈ b ⊆ c
T <: S <: R
