# A pooling window larger than the padded input is NNlib's DimensionMismatch.
using NNlib
x = ones(2, 2, 1, 1)
println(size(maxpool(x, (3, 3); pad=1)))
maxpool(x, (3, 3))
