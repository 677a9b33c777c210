# `in` and `isa` are comparison operators.
x in xs
x isa T
x in a < b
a isa B in C
x in xs && y in ys
x ∈ 1:3
x in a + b
x isa Vector{Int}
