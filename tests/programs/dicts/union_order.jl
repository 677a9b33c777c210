println(Union{Int64, Nothing})
println(typeof(Dict(1 => nothing, 2 => 3)))
