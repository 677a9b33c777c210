# Vector p-norms, the Frobenius norm of a matrix, operator norms, normalize; rounded to 10 digits.
using LinearAlgebra
r(x) = round(x; digits = 10)
v = [3.0, -4.0, 12.0, 0.0]
println(norm(v), " ", norm(v, 1), " ", norm(v, Inf), " ", norm(v, -Inf), " ", norm(v, 0))
println(r(norm(v, 3)), " ", r(norm(v, 0.5)), " ", r(norm([1, 2, 3])))
A = [1.0 -2.0 3.0; 4.0 5.0 -6.0]
println(r(norm(A)), " ", r(norm(A, 1)), " ", norm(A, Inf))
println(opnorm(A, 1), " ", opnorm(A, Inf), " ", r(opnorm(A)), " ", r(opnorm([2.0 0.0; 0.0 -3.0])))
println(map(r, svdvals(A)))
println(map(r, normalize([1.0, 2.0, 2.0])), " ", normalize([1.0, -3.0], 1), " ", r(norm(normalize([5.0, 1.0, 7.0]))))
println(typeof(norm(Float32[1, 2])), " ", typeof(norm([1, 2])), " ", norm(Float32[3, 4]))
