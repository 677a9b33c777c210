# log of a negative real is a DomainError; log(0.0) is -Inf (math.jl).
println(log(1.0), " ", log(0.0), " ", log(Inf))
println(log(-1))
