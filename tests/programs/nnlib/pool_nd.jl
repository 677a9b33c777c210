# Pooling over 1 and 3 spatial dims: (W, C, N) and (W, H, D, C, N) arrays, windows given as tuples.
using NNlib
x1 = reshape(collect(0.0:19.0) .% 7 .- 3, 10, 2, 1)
println(vec(maxpool(x1, (3,))), " ", vec(maxpool(x1, (3,); stride=2, pad=1)))
println(vec(meanpool(x1, (2,))), " ", vec(meanpool(x1, (4,); stride=3)))
x3 = reshape(collect(0.0:71.0) .% 13 .- 6, 4, 3, 3, 2, 1)
m = maxpool(x3, (2, 2, 2); stride=1)
println(size(m), " ", vec(m))
a = meanpool(x3, (2, 3, 1); pad=(0, 0, 1, 1, 0, 0))
println(size(a), " ", vec(a))
