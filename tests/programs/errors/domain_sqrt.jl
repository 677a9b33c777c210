# sqrt of a negative Float64 is a DomainError (math.jl throw_complex_domainerror), not NaN.
println(sqrt(4.0))
x = -1.0
println(sqrt(x))
