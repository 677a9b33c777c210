# A^p by repeated squaring (Fibonacci numbers from [1 1; 1 0]), A^0 = one(A), negative powers of
# float matrices through inv (a literal negative power is inv(A)^-p, as Base.literal_pow does, so
# [1 1; 1 0]^-1 is a float matrix while a variable -1 is a DomainError); rank from singular values.
using LinearAlgebra
F = [1 1; 1 0]
println(F^2, " ", F^10, " ", F^1 == F, " ", F^0)
println(typeof(F^3), " ", one(F), " ", one([2.5 1.0; 0.0 1.0]))
B = [2.0 1.0; 2.0 2.0]
println(B^-1, " ", B^-2 ≈ inv(B * B), " ", B^3 == B * B * B)
println(rank([1 2; 2 4]), " ", rank([1.0 0.0; 0.0 1.0]), " ", rank([1 2 3; 4 5 6; 7 8 9]), " ", rank(zeros(2, 3)))
println(F^-1, " ", typeof(F^-2))
n = -1
p = F^n
