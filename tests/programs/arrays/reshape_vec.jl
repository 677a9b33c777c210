# reshape and vec share memory with the original array; `:` stands for the one inferred size.
a = collect(1:6)
M = reshape(a, 2, 3)
println(M, " ", typeof(M))
M[1, 2] = 30            # writes through to a
println(a)
println(reshape(a, 3, :), " ", reshape(a, :, 2), " ", reshape(a, (1, 6)))
B = reshape(1:8, 2, 2, 2)
println(B, " ", size(B))
v = vec(M)
v[end] = 60
println(v, " ", M, " ", typeof(v))
println(reshape(M, 6), " ", vec([1 2; 3 4]))
println(reshape([5], 1, 1), " ", size(reshape(Int[], 0, 3)))
