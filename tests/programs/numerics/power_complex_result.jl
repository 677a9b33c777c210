# A negative float to a non-integer power would be complex: a DomainError (math.jl).
println((-8.0)^3.0)
y = 1 / 3
println((-8.0)^y)
