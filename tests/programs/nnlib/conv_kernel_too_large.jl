# The dilated kernel must fit in the padded input.
using NNlib
x = ones(4, 4, 1, 1)
w = ones(3, 3, 1, 1)
println(size(conv(x, w; dilation=2, pad=1)))
conv(x, w; dilation=2)
