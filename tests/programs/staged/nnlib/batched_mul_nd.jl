# batched_mul staged with two batch dims, with none (a plain product), and batched_vec.
using NNlib
bmul(A, B) = batched_mul(A, B)
bvec(A, v) = batched_vec(A, v)
A = reshape(collect(0.0:23.0) .% 5 .- 2, 2, 2, 3, 2)
B = reshape(collect(0.0:35.0) .% 4 ./ 4, 2, 3, 3, 2)
C = bmul(A, B)
println(size(C), " ", vec(C))
println(C[:, :, 2, 2] == A[:, :, 2, 2] * B[:, :, 2, 2])
A3 = reshape(collect(0.0:17.0) .% 4 .- 1.5, 2, 3, 3)
V = reshape(collect(1.0:9.0), 3, 3)
println(size(bvec(A3, V)), " ", vec(bvec(A3, V)))
println(vec(bvec(A3, [1.0, -1.0, 0.5])))
println(bmul([1.0 2.0; 3.0 4.0], [0.5 1.0; -1.0 0.0]))
