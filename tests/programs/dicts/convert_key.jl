d = Dict{Int,Int}()
d[1] = 2
d["a"] = 1
