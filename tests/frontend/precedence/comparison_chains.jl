# Comparisons chain into one `comparison` node; one operator is a plain call.
a < b
a < b < c
a < b <= c == d != e
a .< b
a .< b .< c
a .< b < c
a === b
a ≤ b ≥ c
a ∈ b ∉ c
a < b | c
a == b + c
