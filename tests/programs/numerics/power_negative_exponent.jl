# A negative integer power of an integer is a DomainError unless the base is ±1 (intfuncs.jl).
p = -2
println((-1)^p, " ", 1^p)
println(2^p)
