# NNlib's padding forms inside staged calls: one Int, one per spatial dim, (w_lo, w_hi, h_lo, h_hi);
# stride as an Int or per dim. Output size (in + lo + hi - k) ÷ stride + 1.
using NNlib
pad1(x, w) = conv(x, w; pad=1)
pad_per_dim(x, w) = conv(x, w; pad=(1, 0))
pad_asym(x, w) = conv(x, w; pad=(1, 2, 0, 1))
stride2(x, w) = conv(x, w; stride=2)
stride_dims(x, w) = conv(x, w; stride=(1, 2), pad=1)
x = reshape(collect(0.0:59.0) .% 7 .- 3, 6, 5, 2, 1)
w = reshape(collect(1.0:36.0) .% 5 ./ 2, 3, 3, 2, 2)
println(size(pad1(x, w)), " ", size(pad_per_dim(x, w)), " ", size(pad_asym(x, w)))
println(vec(pad1(x, w)))
println(vec(pad_asym(x, w)))
println(vec(pad_per_dim(x, w)))
println(size(stride2(x, w)), " ", vec(stride2(x, w)))
println(size(stride_dims(x, w)), " ", vec(stride_dims(x, w)))
