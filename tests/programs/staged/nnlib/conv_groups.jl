# Grouped and depthwise convolution staged: with groups=2 output block j sees input block j only;
# groups=4 on 4 channels is depthwise. Each group is compared with a plain conv of its slices.
using NNlib
grouped(x, w) = conv(x, w; groups=2)
group1(x, w) = conv(x[:, :, 1:2, :], w[:, :, :, 1:2])
depthwise(x, w) = conv(x, w; groups=4, pad=1)
last_channel(x, w) = conv(x[:, :, 4:4, :], w[:, :, :, 4:4]; pad=1)
x = reshape(collect(0.0:99.0) .% 6 .- 2.5, 5, 5, 4, 1)
w = reshape(collect(0.0:71.0) .% 5 ./ 4, 3, 3, 2, 4)
y = grouped(x, w)
println(size(y), " ", vec(y))
println(y[:, :, 1:2, :] == group1(x, w))
wd = reshape(collect(1.0:36.0) .% 4 .- 1.5, 3, 3, 1, 4)
yd = depthwise(x, wd)
println(size(yd), " ", vec(yd[:, :, 3, 1]))
println(yd[:, :, 4:4, :] == last_channel(x, wd))
