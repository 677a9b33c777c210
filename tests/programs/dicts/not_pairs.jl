println(length(Dict([(1, 2)])))
Dict([1, 2, 3])
