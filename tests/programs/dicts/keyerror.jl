d = Dict("a" => 1)
println(d["a"])
println(d["x"])
