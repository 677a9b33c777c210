# ≤ ≥ ≠ ≡ ≢ ∉ are Julia's other spellings of <= >= != === !== and !in (also in broadcasts and
# compiled code); == on tuples and named tuples compares their elements with ==.
println(1 ≤ 2, " ", 3 ≥ 4, " ", 1 ≠ 2, " ", :a ≡ :a, " ", 1 ≢ 1.0, " ", 3 ∉ [1, 2], " ", [1] ⊆ [1, 2])
println([1.0, 2.0] .≤ 1.5, " ", (zeros(2),) == (zeros(2),), " ", (1, 2.0) == (1, 2), " ", (1, 2) == (1, 2, 3))
println((a = [1], b = 2) == (a = [1], b = 2), " ", (a = 1,) == (b = 1,))
count_at_least(x, t) = sum(x .≥ t)
same_pair(x, y) = (x, 1) == (y, 1)
println(count_at_least([0.2, 0.7, 0.9], 0.5), " ", same_pair([1.0, 2.0], [1.0, 2.0]), " ", same_pair([1.0, 2.0], [1.0, 3.0]))
