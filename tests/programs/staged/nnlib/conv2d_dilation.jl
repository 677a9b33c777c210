# Dilated convolution staged: taps `dilation` apart; pad=2 with dilation=2 keeps a 3x3 kernel's
# output the input's size; dilation with stride on the flipped (cross-correlation) form.
using NNlib
dil2(x, w) = conv(x, w; dilation=2)
dil12(x, w) = conv(x, w; dilation=(1, 2))
same(x, w) = conv(x, w; dilation=2, pad=2)
strided(x, w) = conv(x, w; dilation=2, flipped=true, stride=2)
x = reshape(collect(0.0:48.0) .% 9 .- 4, 7, 7, 1, 1)
w = reshape([1.0, -2.0, 0.5, 0.0, 1.5, -1.0, 2.0, 0.25, -0.5], 3, 3, 1, 1)
println(size(dil2(x, w)), " ", vec(dil2(x, w)))
println(size(dil12(x, w)), " ", vec(dil12(x, w)))
y = same(x, w)
println(size(y), " ", vec(y))
println(vec(strided(x, w)))
