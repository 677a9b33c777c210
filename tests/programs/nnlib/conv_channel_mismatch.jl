# The kernel's input channels (times groups) must equal the input's channel count.
using NNlib
x = ones(5, 5, 3, 1)
println(size(conv(x, ones(3, 3, 3, 2))))
conv(x, ones(3, 3, 2, 2))
