# 2-d convolution of a WHCN batch of 2 with 3 input and 2 output channels, staged; true convolution
# equals cross-correlation with the kernel reversed in both spatial dims (reversed inside the call).
using NNlib
plain(x, w) = conv(x, w)
flipped(x, w) = conv(x, w; flipped=true)
reversed_kernel(x, w) = conv(x, w[end:-1:1, end:-1:1, :, :]; flipped=true)
x = reshape(collect(0.0:119.0) .% 5 .- 2, 5, 4, 3, 2)
w = reshape(collect(0.0:35.0) .% 7 ./ 4 .- 0.5, 3, 2, 3, 2)
y = plain(x, w)
println(size(y))
println(vec(y))
println(vec(flipped(x, w)))
println(reversed_kernel(x, w) == y)
