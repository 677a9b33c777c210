# 3-d convolution of (W, H, D, C, N) arrays with per-dim stride and padding.
using NNlib
x = reshape(collect(0.0:95.0) .% 7 .- 3, 4, 4, 3, 2, 1)
w = reshape(collect(0.0:47.0) .% 5 ./ 2 .- 1, 2, 2, 2, 2, 3)
y = conv(x, w)
println(size(y), " ", vec(y[:, :, :, 1, 1]))
println(vec(conv(x, w; flipped=true)[:, :, :, 3, 1]))
z = conv(x, w; stride=(1, 2, 1), pad=(1, 0, 0, 1, 1, 0))
println(size(z), " ", vec(z[:, :, :, 2, 1]))
