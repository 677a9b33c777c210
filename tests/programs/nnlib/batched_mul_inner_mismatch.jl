# The inner dimensions of each product must agree (NNlib's batched_gemm! message).
using NNlib
A = ones(2, 3, 4)
println(size(A ⊠ ones(3, 5, 4)))
A ⊠ ones(2, 5, 4)
