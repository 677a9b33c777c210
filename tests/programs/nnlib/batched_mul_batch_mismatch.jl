# Batch sizes must agree unless one of them is 1.
using NNlib
A = ones(2, 3, 4)
println(size(batched_mul(A, ones(3, 2, 1))))
batched_mul(A, ones(3, 2, 3))
