println(only(Int[1]))
only((1, 2))
