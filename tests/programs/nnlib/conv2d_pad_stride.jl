# NNlib's padding forms: one Int for all sides, one per spatial dim, or (w_lo, w_hi, h_lo, h_hi);
# stride as an Int or one per spatial dim. Output size (in + lo + hi - k) ÷ stride + 1.
using NNlib
x = reshape(collect(0.0:59.0) .% 7 .- 3, 6, 5, 2, 1)
w = reshape(collect(1.0:36.0) .% 5 ./ 2, 3, 3, 2, 2)
println(size(conv(x, w; pad=1)), " ", size(conv(x, w; pad=(1, 0))), " ", size(conv(x, w; pad=(1, 2, 0, 1))))
println(vec(conv(x, w; pad=1)))
println(vec(conv(x, w; pad=(1, 2, 0, 1))))
println(conv(x, w; pad=(1, 0)) == conv(x, w; pad=(1, 1, 0, 0)))
println(size(conv(x, w; stride=2)), " ", vec(conv(x, w; stride=2)))
println(size(conv(x, w; stride=(1, 2), pad=1)), " ", vec(conv(x, w; stride=(1, 2), pad=1)))
