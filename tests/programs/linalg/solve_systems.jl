# A \ b, inv and det of 3×3 and 4×4 systems (LU with partial pivoting), rounded to 8 digits
# because LAPACK and juxla may differ in the last bit; residual checks with ≈.
using LinearAlgebra
r8(x) = round(x; digits = 8)
A = [4.0 -1.0 1.0; -1.0 4.0 -2.0; 1.0 -2.0 4.0]
b = [9.0, -15.0, 17.0]
x = A \ b
println(map(r8, x))
println(A * x ≈ b, " ", norm(A * x - b) < 1e-12)
println(r8(det(A)))
Ai = inv(A)
println(map(r8, Ai))
println(A * Ai ≈ [1.0 0.0 0.0; 0.0 1.0 0.0; 0.0 0.0 1.0], " ", Ai * A ≈ Matrix{Float64}(I, 3, 3))
M = [2.0 1.0 1.0 0.0; 4.0 3.0 3.0 1.0; 8.0 7.0 9.0 5.0; 6.0 7.0 9.0 8.0]
println(r8(det(M)), " ", map(r8, M \ [1.0, 2.0, 3.0, 4.0]))
B = [1.0 2.0; 0.0 1.0; 1.0 1.0; 2.0 5.0]
X = M \ B
println(size(X), " ", map(r8, X))
println(M * X ≈ B)
P = [0.0 2.0 1.0; 3.0 1.0 0.0; 1.0 0.0 5.0]
println(r8(det(P)), " ", map(r8, P \ [1, 2, 3]), " ", map(r8, inv(P)))
