d = Dict{Float32,Int}()
d[16777216] = 1
println(d[16777216])
d[16777217] = 2
