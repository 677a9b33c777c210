# Comprehension variables are local to the comprehension.
i = 100
squares = [i^2 for i in 1:4]
println(squares)
println(i)

# A comprehension can read outer locals and globals.
offset = 10
println([k + offset for k in 1:3])

function shifted(v, d)
    return [x + d for x in v]
end
println(shifted([1, 2, 3], 5))

# A filtered comprehension and a generator consumed by sum.
println([x for x in 1:10 if x % 3 == 0])
println(sum(x * x for x in 1:5))

# A 2-d comprehension: the first iterator varies fastest along rows.
println([10r + c for r in 1:2, c in 1:3])

# Comprehension over a tuple and a string.
println([2t for t in (1, 2, 3)])
println([c for c in "abc"])

# Nested comprehensions.
println([[j for j in 1:k] for k in 1:3])
