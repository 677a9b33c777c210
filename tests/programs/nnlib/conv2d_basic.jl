# 2-d convolution of WHCN arrays with several input and output channels and a batch of 2.
using NNlib
x = reshape(collect(0.0:119.0) .% 5 .- 2, 5, 4, 3, 2)
w = reshape(collect(0.0:35.0) .% 7 ./ 4 .- 0.5, 3, 2, 3, 2)
y = conv(x, w)
println(size(y))
println(vec(y))
println(vec(conv(x, w; flipped=true)))
# true convolution is cross-correlation with the kernel reversed in every spatial dim
println(conv(x, w) == conv(x, w[end:-1:1, end:-1:1, :, :]; flipped=true))
println(eltype(conv(Float32.(x), Float32.(w))), " ", eltype(conv(Float32.(x), w)))
