# 1-d convolution of (width, channels, batch) arrays; NNlib's default is true convolution (the
# kernel reversed), flipped=true is cross-correlation. Values from tests/oracles/nnlib_host/conv_oracle.py.
using NNlib
x = reshape(collect(0.0:13.0) .% 5 .- 2, 7, 2, 1)
w = reshape(collect(1.0:18.0) ./ 4, 3, 2, 3)
y = conv(x, w)
println(size(y), " ", eltype(y))
println(vec(y))
println(vec(conv(x, w; flipped=true)))
println(size(conv(x, w; pad=1, stride=2)), " ", vec(conv(x, w; pad=1, stride=2)))
println(vec(conv(x, w; pad=(2, 0))))
println(vec(conv(x, w; dilation=3)))
