# Dict from zip, from tuples and from a generator; counting, any/all/count over pairs; sorted views.
d = Dict(zip(["x", "y", "z"], [3, 1, 2]))
println(typeof(d), " ", d["x"] + d["y"] + d["z"])
println(sort(collect(d)))
println(sort(collect(keys(d))), " ", sort(collect(values(d))))
println(sort(collect(d); by = p -> p.second))
sq = Dict(i => i * i for i in 1:5 if isodd(i))
println(length(sq), " ", sq[5], " ", haskey(sq, 2))
println(count(p -> p.second > 1, sq), " ", any(p -> p.first == 3, sq), " ", all(p -> p.second >= p.first, sq))
println(sum(p -> p.second, sq), " ", sum(keys(sq)), " ", minimum(values(sq)))
t = Dict([(1, "one"), (2, "two")])
println(typeof(t), " ", t[2])
e = Dict{Symbol,Float64}()
e[:a] = 1
e[:b] = 2.5
println(e[:a], " ", typeof(e[:a]), " ", sort(string.(collect(keys(e)))))
println(get(e, :c, nothing) === nothing, " ", get(e, :a, 0.0))
println(Dict(1 => 2) == Dict(1 => 2), " ", Dict(1 => 2) == Dict(1 => 3), " ", Dict(1 => 2) == Dict(2 => 2))
