# batched_mul (⊠): C[:, :, k] = A[:, :, k] * B[:, :, k]; a batch of 1, or a plain matrix, on either
# side is used for every k. Values from tests/oracles/nnlib_host/batched_oracle.py.
using NNlib
A = reshape(collect(0.0:23.0) .% 7 .- 3, 2, 3, 4)
B = reshape(collect(0.0:23.0) .% 5 ./ 2, 3, 2, 4)
C = batched_mul(A, B)
println(size(C), " ", vec(C))
println(A ⊠ B == C, " ", C[:, :, 3] == A[:, :, 3] * B[:, :, 3])
M = [1.0 0.5; -1.0 2.0; 0.0 1.5]
println(size(A ⊠ M), " ", vec(A ⊠ M))
println(A ⊠ M == A ⊠ reshape(M, 3, 2, 1))
N = [2.0 -1.0; 0.5 1.0]
println(size(N ⊠ A), " ", vec(N ⊠ A))
println(eltype(batched_mul(Float32.(A), Float32.(B))), " ", eltype(batched_mul(Float32.(A), B)))
