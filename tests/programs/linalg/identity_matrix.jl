# Dense identity matrices from I: Matrix(I, m, n) keeps I's Bool, Matrix{T}(λI, m, n) converts;
# ≈ between arrays compares the norm of the difference (rtol √eps of the float type).
using LinearAlgebra
println(Matrix(I, 2, 3), " ", typeof(Matrix(I, 2, 2)))
println(Matrix{Float64}(2I, 2, 2), " ", Matrix{Int}(I, 3, 1))
A = [2.0 1.0; 1.0 3.0]
println(A * inv(A) ≈ Matrix{Float64}(I, 2, 2), " ", A ≈ A .+ 1e-9, " ", A ≈ A .+ 1e-3)
println([1.0, 2.0] ≈ [1.0, 2.0 + 1e-12], " ", [1.0, 2.0] ≈ [1.0, 2.1], " ", [1, 2] ≈ [1, 2])
println(isapprox([1.0, 2.0], [1.1, 2.0]; atol = 0.2), " ", isapprox([1.0, 2.0], [1.1, 2.0]; rtol = 0.01))
println(Float32[1, 2] ≈ [1.0, 2.0 + 1e-6], " ", [1.0, 2.0] ≈ [1.0, 2.0 + 1e-6])
