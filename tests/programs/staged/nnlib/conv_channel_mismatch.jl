# In a staged call, the kernel's input channels must still equal the input's channel count:
# NNlib's DimensionMismatch, located at the conv call with the call chain.
using NNlib
f(x, w) = conv(x, w)
println(size(f(ones(5, 5, 3, 1), ones(3, 3, 3, 2))))
f(ones(5, 5, 3, 1), ones(3, 3, 2, 2))
