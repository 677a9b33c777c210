# Grouped convolution: with groups=g, output channel block j sees only input channel block j;
# groups equal to the channel count is depthwise convolution.
using NNlib
x = reshape(collect(0.0:99.0) .% 6 .- 2.5, 5, 5, 4, 1)
w = reshape(collect(0.0:71.0) .% 5 ./ 4, 3, 3, 2, 4)
y = conv(x, w; groups=2)
println(size(y), " ", vec(y))
# group 1 is an ordinary convolution of the first two channels with the first two kernels
println(y[:, :, 1:2, :] == conv(x[:, :, 1:2, :], w[:, :, :, 1:2]))
wd = reshape(collect(1.0:36.0) .% 4 .- 1.5, 3, 3, 1, 4)
yd = conv(x, wd; groups=4, pad=1)
println(size(yd), " ", vec(yd[:, :, 3, 1]))
println(yd[:, :, 4:4, :] == conv(x[:, :, 4:4, :], wd[:, :, :, 4:4]; pad=1))
