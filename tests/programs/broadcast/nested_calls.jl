# Nested dot calls, user functions with several arguments, Ref to protect an argument, tuples
# and strings inside broadcasts.
sq(x) = x * x
addmul(a, b, c) = a + b * c
x = [1, 2, 3]
println(sq.(sq.(x)), " ", addmul.(x, 10, [1, 2, 3]), " ", addmul.(1, 2, x))
println(sqrt.(abs.(-x)) .+ 1, " ", round.(sqrt.(x); digits = 2), " ", string.(x, "!"))
println(in.(x, Ref([2, 3])), " ", getindex.(Ref([10, 20, 30]), x), " ", length.(["a", "bb", (1, 2, 3)]))
println(first.([(1, 2), (3, 4)]), " ", last.(["ab", "cd"]), " ", (x -> x > 1).(x), " ", max.(x, [3, 2, 1]))
pts = [(1, 2), (3, 4)]
println(map(p -> p[1] + p[2], pts), " ", sum.(pts), " ", (p -> p[1] * p[2]).(pts))
m = [1 2; 3 4]
println(sq.(m), " ", m .+ m', " ", exp.(zeros(2)), " ", Float32.(x), " ", Int.([1.0, 2.0]))
