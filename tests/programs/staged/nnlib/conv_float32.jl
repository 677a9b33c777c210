# Float32 convolution and pooling staged: results stay Float32, a Float32 input with a Float64
# kernel promotes to Float64; inputs are small multiples of 1/4 so every sum is exact.
using NNlib
f(x, w) = conv(x, w; pad=1)
pooled(x, w) = maxpool(conv(x, w; pad=1), (2, 2))
x = reshape(Float32.(collect(0.0:31.0) .% 5 .- 2), 4, 4, 2, 1)
w = reshape(Float32.(collect(0.0:35.0) .% 3 ./ 4), 3, 3, 2, 2)
y = f(x, w)
println(eltype(y), " ", size(y))
println(vec(y[:, :, 2, 1]))
println(eltype(f(x, Float64.(w))), " ", f(x, Float64.(w)) == Float64.(y))
p = pooled(x, w)
println(eltype(p), " ", size(p), " ", vec(p))
