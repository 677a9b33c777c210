println(first(Dict("only" => 1)))
first(Dict{String,Int}())
