# batched_mul's checks in a staged call, in NNlib's order and words: the batch sizes first
# (batched_mul), then each product's inner dims (batched_gemm!).
using NNlib
m(A, B) = A ⊠ B
println(size(m(ones(2, 3, 4), ones(3, 5, 1))))
m(ones(2, 3, 4), ones(2, 5, 4))
