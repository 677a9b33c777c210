# Without a message, AssertionError names the condition as it was written.
n = -1
@assert n + 1 == 0
@assert n >= 0
println("not reached")
