# A tall A \ b is the least-squares solution (Julia: pivoted QR); Float32 systems stay Float32.
# Values rounded (r) since QR/LU rounding differs from LAPACK's in the last bits.
using LinearAlgebra
r(x) = round(x; digits = 6)
A = [1.0 1.0; 1.0 2.0; 1.0 3.0]
x = A \ [1.0, 2.0, 2.0]
println(map(r, x), " ", size(x))
println(map(r, [1.0 0.0; 0.0 1.0; 1.0 1.0] \ [1.0 2.0; 3.0 4.0; 5.0 6.0]))
println(r(norm(A' * (A * x - [1.0, 2.0, 2.0]))) == 0.0)
F = Float32[2 1; 1 3]
y = F \ Float32[3, 5]
println(typeof(y), " ", map(r, y))
println(typeof(inv(F)), " ", map(r, inv(F)), " ", typeof(det(F)), " ", r(det(F)))
println(typeof(F * F), " ", F * F, " ", typeof(F * [1.0, 1.0]))
println(typeof([1 2; 3 4] \ [1, 1]), " ", map(r, [1 2; 3 4] \ [1, 1]), " ", typeof(det([1 2; 3 4])))
