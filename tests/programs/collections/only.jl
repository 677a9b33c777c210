# only(x): the one element of a collection (Base.only), as Julia defines it for iterables, tuples,
# named tuples, Ref and Char; more or fewer elements are ArgumentErrors.
println(only([7]))
println(only((3,)))
println(only((a = 2,)))
println(only(Ref(5)))
println(only('x'))
println(only(x for x in 1:3 if x == 2))
println(only(Dict(1 => 2)))
println(only("é"))
println(only(1:1))
only([1, 2])
