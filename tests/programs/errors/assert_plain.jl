# @assert without a message: the AssertionError shows the condition's source text.
n = 4
@assert n % 2 == 0
println("even")
@assert n > 10
println("not reached")
