# 1-d convolution inside staged functions: NNlib's default true convolution, flipped=true
# (cross-correlation), pad with stride, asymmetric pad and dilation. Values: conv_nnlib.py.
using NNlib
plain(x, w) = conv(x, w)
flipped(x, w) = conv(x, w; flipped=true)
padstride(x, w) = conv(x, w; pad=1, stride=2)
lopad(x, w) = conv(x, w; pad=(2, 0))
dilated(x, w) = conv(x, w; dilation=3)
x = reshape(collect(0.0:13.0) .% 5 .- 2, 7, 2, 1)
w = reshape(collect(1.0:18.0) ./ 4, 3, 2, 3)
y = plain(x, w)
println(size(y), " ", eltype(y))
println(vec(y))
println(vec(flipped(x, w)))
println(size(padstride(x, w)), " ", vec(padstride(x, w)))
println(vec(lopad(x, w)))
println(vec(dilated(x, w)))
