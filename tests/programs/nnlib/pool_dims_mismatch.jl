# maxpool(x, pdims) checks x against the PoolDims it is given (NNlib's check_dims assertion).
using NNlib
p = PoolDims(ones(4, 4, 2, 1), (2, 2))
println(size(maxpool(ones(4, 4, 2, 3), p)))
maxpool(ones(4, 4, 3, 1), p)
