# batched_mul with more than one batch dim (they must match) or none, and batched_vec (matrix times a vector per batch).
using NNlib
A = reshape(collect(0.0:23.0) .% 5 .- 2, 2, 2, 3, 2)
B = reshape(collect(0.0:35.0) .% 4 ./ 4, 2, 3, 3, 2)
C = batched_mul(A, B)
println(size(C), " ", vec(C))
println(C[:, :, 2, 2] == A[:, :, 2, 2] * B[:, :, 2, 2])
A3 = reshape(collect(0.0:17.0) .% 4 .- 1.5, 2, 3, 3)
V = reshape(collect(1.0:9.0), 3, 3)
println(size(batched_vec(A3, V)), " ", vec(batched_vec(A3, V)))
println(vec(batched_vec(A3, [1.0, -1.0, 0.5])))
# two matrices (no batch dims) are one plain product
println(batched_mul([1.0 2.0; 3.0 4.0], [0.5 1.0; -1.0 0.0]))
