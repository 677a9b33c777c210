function matmul!(C::Matrix{Float32}, A::Matrix{Float32}, B::Matrix{Float32})
    m, k = size(A)
    k2, n = size(B)
    @assert k == k2 "inner dimensions differ: $k vs $k2"
    fill!(C, 0f0)
    @inbounds for j in 1:n, p in 1:k
        b = B[p, j]
        @simd for i in 1:m
            C[i, j] += A[i, p] * b
        end
    end
    return C
end

A = rand(Float32, 256, 128); B = rand(Float32, 128, 64)
C = zeros(Float32, 256, 64)
t = @elapsed matmul!(C, A, B)
gflops = 2 * 256 * 128 * 64 / t / 1e9
println("matmul: ", round(gflops; digits = 2), " GFLOP/s")
