# Dilated (atrous) convolution: kernel taps `dilation` apart; pad=2 with dilation=2 keeps a 3x3
# kernel's output the size of the input.
using NNlib
x = reshape(collect(0.0:48.0) .% 9 .- 4, 7, 7, 1, 1)
w = reshape([1.0, -2.0, 0.5, 0.0, 1.5, -1.0, 2.0, 0.25, -0.5], 3, 3, 1, 1)
println(size(conv(x, w; dilation=2)), " ", vec(conv(x, w; dilation=2)))
println(size(conv(x, w; dilation=(1, 2))), " ", vec(conv(x, w; dilation=(1, 2))))
y = conv(x, w; dilation=2, pad=2)
println(size(y), " ", vec(y))
println(vec(conv(x, w; dilation=2, flipped=true, stride=2)))
