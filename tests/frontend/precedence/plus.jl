# `+ - ∪ | ⊻ ±` are left associative; only `+` and `++` chain into one call.
a + b + c
a - b - c
a + b - c
a - b + c
a + b + c - d + e
a ∪ b ∪ c
a | b | c
a ⊻ b + c
a ± b
a ++ b ++ c
a .+ b + c
a + b * c
a * b + c
