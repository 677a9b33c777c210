# Tuple destructuring: plain, swap, nested, slurping, and in loops.
t = (1, 2, 3)
a, b, c = t
println(a + b + c)
a, b = b, a
println((a, b))
x, (y, z) = (10, (20, 30))
println(x, " ", y, " ", z)
first_one, rest... = t
println(first_one, " ", rest)
p, q = [100, 200, 300]   # extra elements are ignored
println(p + q)
_, second = (:skip, :keep)
println(second)

# Destructuring in for loops and function arguments.
for (name, value) in [("a", 1), ("b", 2)]
    print(name, "=", value, " ")
end
println()

# Tuples: indexing, length, concatenation by splatting, equality, comparison.
tt = (1, "two", 3.0)
println(tt[2], " ", length(tt), " ", tt[end], " ", (tt..., :four))
println((1, 2) == (1, 2), " ", (1, 2) < (1, 3), " ", (1, 2) === (1, 2))
println(typeof(tt))
single = (42,)
println(single, " ", length(single), " ", typeof(single))

# Destructuring a Pair and the value of a destructuring assignment.
k, v = :key => "val"
println(k, " ", v)
val = (m, n) = (7, 8)
println(val, " ", m * n)
