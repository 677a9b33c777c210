# sortperm (stable), issorted, searchsorted* on sorted vectors, partialsort.
v = [30, 10, 20, 10]
p = sortperm(v)
println(p, " ", v[p], " ", sortperm(v; rev = true))
println(sortperm(["b", "a", "c"]), " ", sortperm([2.5, -1.0, 0.0]; by = abs))
println(issorted([1, 2, 2, 3]), " ", issorted([3, 1]), " ", issorted([3, 2, 1]; rev = true), " ", issorted(Int[]))
println(issorted(["a", "bb", "ccc"]; by = length), " ", issorted([1, 3, 2]; lt = (a, b) -> a > b))
s = [1, 2, 2, 2, 5, 9]
println(searchsortedfirst(s, 2), " ", searchsortedlast(s, 2), " ", searchsorted(s, 2))
println(searchsortedfirst(s, 4), " ", searchsortedlast(s, 4), " ", searchsorted(s, 4))
println(searchsortedfirst(s, 0), " ", searchsortedlast(s, 10), " ", searchsortedfirst(s, 10))
println(partialsort([5, 2, 8, 1, 9], 2), " ", partialsort([5, 2, 8, 1, 9], 1:3))
