# Dict construction, lookup, insertion and the type Julia gives each.
d = Dict("a" => 1, "b" => 2)
println(typeof(d))
println(d["a"], " ", d["b"])
d["c"] = 3
println(length(d))
println(haskey(d, "c"), " ", haskey(d, "z"))
println(get(d, "z", -1))
println(get(d, "a", -1))
d["a"] = 10
println(d["a"], " ", length(d))
println(Dict("x" => 1))
println(Dict{String,Int}())
println(isempty(Dict()), " ", isempty(d))
println(typeof(Dict()))
println(Dict(:k => 1.5))
println(repr(Dict(1 => "one")))
