# 3-d convolution of (W, H, D, C, N) arrays staged, with per-dim stride and asymmetric padding;
# slices of the result taken inside the staged function.
using NNlib
first_channel(x, w) = vec(conv(x, w)[:, :, :, 1, 1])
third_flipped(x, w) = vec(conv(x, w; flipped=true)[:, :, :, 3, 1])
strided(x, w) = conv(x, w; stride=(1, 2, 1), pad=(1, 0, 0, 1, 1, 0))
x = reshape(collect(0.0:95.0) .% 7 .- 3, 4, 4, 3, 2, 1)
w = reshape(collect(0.0:47.0) .% 5 ./ 2 .- 1, 2, 2, 2, 2, 3)
println(first_channel(x, w))
println(third_flipped(x, w))
z = strided(x, w)
println(size(z), " ", vec(z[:, :, :, 2, 1]))
