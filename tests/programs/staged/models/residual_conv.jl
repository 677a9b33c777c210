# A convolutional residual block held in a struct, applied to a batch twice in one staged call:
# y = relu.(x .+ conv(relu.(conv(x, w1; pad=1) .+ b1), w2; pad=1)), then a global meanpool.
using NNlib
struct ResBlock
    w1::Array{Float64,4}
    b1::Array{Float64,4}
    w2::Array{Float64,4}
end
block(r::ResBlock, x) = relu.(x .+ conv(relu.(conv(x, r.w1; pad=1) .+ r.b1), r.w2; pad=1))
function net(r, x)
    y = block(r, block(r, x))
    y, meanpool(y, (size(y, 1), size(y, 2)))
end
x = reshape(collect(0.0:63.0) .% 5 ./ 4 .- 0.5, 4, 4, 2, 2)
r = ResBlock(reshape(collect(0.0:35.0) .% 3 ./ 8 .- 0.125, 3, 3, 2, 2), reshape([0.25, -0.5], 1, 1, 2, 1),
             reshape(collect(0.0:35.0) .% 4 ./ 8 .- 0.1875, 3, 3, 2, 2))
y, g = net(r, x)
println(size(y), " ", size(g))
println(vec(y[:, :, 1, 2]))
println(vec(g))
