# gather picks slices by index (Flux's Embedding); upsample_nearest repeats each element (Flux's Upsample).
using NNlib
W = reshape(collect(1.0:12.0), 3, 4)
println(gather(W, [2, 4, 2]))
println(size(gather(W, [1 2; 3 4])), " ", vec(gather(W, [1 2; 3 4])))
A = reshape(collect(1:24), 2, 3, 4)
println(gather(A, [(1, 2), (3, 4)]), " ", gather([10, 20, 30], [3, 1]))
x = reshape([1.0, 2.0, 3.0, 4.0], 2, 2, 1, 1)
println(upsample_nearest(x, (2, 3))[:, :, 1, 1])
println(size(upsample_nearest(x; size=(4, 6))), " ", upsample_nearest(x; size=(4, 6)) == upsample_nearest(x, (2, 3)))
println(upsample_nearest([1, 2, 3], (2,)), " ", NNlib.within_gradient(x))
