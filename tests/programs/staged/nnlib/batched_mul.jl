# batched_mul (⊠) staged: C[:, :, k] = A[:, :, k] * B[:, :, k]; a plain matrix on either side is
# used for every k; the result checked against per-slice products inside the staged call.
using NNlib
bmul(A, B) = batched_mul(A, B)
box(A, B) = A ⊠ B
slice_ok(A, B) = batched_mul(A, B)[:, :, 3] == A[:, :, 3] * B[:, :, 3]
A = reshape(collect(0.0:23.0) .% 7 .- 3, 2, 3, 4)
B = reshape(collect(0.0:23.0) .% 5 ./ 2, 3, 2, 4)
C = bmul(A, B)
println(size(C), " ", vec(C))
println(box(A, B) == C, " ", slice_ok(A, B))
M = [1.0 0.5; -1.0 2.0; 0.0 1.5]
println(size(box(A, M)), " ", vec(box(A, M)))
N = [2.0 -1.0; 0.5 1.0]
println(size(box(N, A)), " ", vec(box(N, A)))
C32 = bmul(Float32.(A), Float32.(B))
println(eltype(C32), " ", eltype(bmul(Float32.(A), B)), " ", C32 == Float32.(C))
