# A literal integer exponent lowers to Base.literal_pow(^, x, Val(n)) (intfuncs.jl), so negative
# literal powers of integers are floats while a negative exponent in a variable is a DomainError.
x = 3
println(2^-2, " ", 2^-1, " ", 10^-3, " ", 2.0^-2, " ", 3^2, " ", (-2)^-1, " ", x^-2)
p = -2
println(2.0^p, " ", 1^p)
