T = Vector{Int
