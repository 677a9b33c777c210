# zip stops at the shortest collection; enumerate counts from 1; both destructure in for loops.
# (A vector of Tuple{Int64, Char, Bool} prints its type: Bool is not "implicit" in typeinfo_prefix.)
a = [10, 20, 30]
b = ["x", "y"]
for (i, s) in zip(a, b)
    print(i, s, " ")
end
println()
println(collect(zip(a, b)), " ", length(zip(a, b)), " ", collect(zip(1:3, "abc", [true, false, true])))
for (k, v) in enumerate(a)
    print(k, "=>", v, " ")
end
println()
println(collect(enumerate("hé!")), " ", length(enumerate(a)))
for (i, (x, y)) in enumerate(zip([1, 2], [3, 4]))
    print(i, ":", x * y, " ")
end
println()
println(sum(x * y for (x, y) in zip(1:3, 4:6)), " ", [i * c for (i, c) in enumerate([5, 6])])
println(map(t -> t[1] + t[2], zip([1, 2], [10, 20])), " ", first(zip(a, b)), " ", isempty(zip(Int[], a)))
d = Dict(k => v for (k, v) in zip(["one", "two"], [1, 2]))
println(d["two"], " ", length(d))
