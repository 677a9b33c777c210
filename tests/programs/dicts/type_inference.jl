# Key and value types as Julia infers them: one Pair type gives Dict{K,V}; mixed pairs widen
# with promote_typejoin (Int64 and Float64 join to Real, not Float64).
println(typeof(Dict("a" => 1, "b" => 2.0)))
println(typeof(Dict(1 => "x", 2 => "y")))
println(typeof(Dict([("A", 1), ("B", 2)])))
println(typeof(Dict(i => i^2 for i in 1:3)))
println(typeof(Dict(:a => 1, "b" => 2)))
println(typeof(Dict{String,Float64}("a" => 1)))
d = Dict{String,Float64}("a" => 1)
println(d["a"])
println(typeof(Dict([1 => 2.0, 3 => 4.0])))
println(Dict(i => i^2 for i in 1:3)[3])
anys = Vector{Any}(undef, 2)
anys[1] = 1 => 2
anys[2] = 3 => 4
println(typeof(Dict(anys)))
println(typeof(Dict(Dict('a' => 0x01))))
