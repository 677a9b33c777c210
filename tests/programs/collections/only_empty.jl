println(only(Set([4])))
only(Int[])
