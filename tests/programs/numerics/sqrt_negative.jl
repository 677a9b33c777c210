# sqrt of a negative real is a DomainError; sqrt(Complex(x)) is the suggested fix (math.jl).
println(sqrt(4.0), " ", sqrt(0.0), " ", sqrt(-0.0))
x = -2.25
println(sqrt(x))
