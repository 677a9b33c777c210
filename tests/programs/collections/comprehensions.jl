# Comprehensions and generators: filters, several for clauses (grid or nested).
println([x^2 for x in 1:5], " ", [x for x in 1:10 if x % 3 == 0], " ", [2x for x in [1.5, 2.5]])
M = [i + 10j for i in 1:2, j in 1:3]
println(M, " ", size(M))
println([(i, j) for i in 1:3 for j in i:3])
println([i * j for i in 1:3, j in 1:3 if true])     # a filter makes the result a vector
println(sum(x^2 for x in 1:4), " ", maximum(length(s) for s in ["a", "abc", "ab"]), " ", collect(x + 1 for x in (1, 2)))
g = (x * 2 for x in 1:3 if isodd(x))
println(collect(g), " ", typeof([x for x in [1, 2]]), " ", [s for s in ["a", "b"]])
println([[i, j] for i in 1:2 for j in 1:2 if i != j], " ", Dict(i => i^2 for i in 1:3)[3])
A = [x > 2 ? "big" : "small" for x in [1, 3]]
println(A, " ", [1 for _ in 1:3], " ", length([0 for i in 1:4, j in 1:5]))
