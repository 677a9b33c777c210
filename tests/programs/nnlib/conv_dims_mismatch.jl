# conv(x, w, cdims) checks x against the DenseConvDims it is given (NNlib's check_dims assertion).
using NNlib
w = ones(3, 3, 2, 2)
cdims = DenseConvDims(ones(6, 5, 2, 1), w)
println(size(conv(ones(6, 5, 2, 3), w, cdims)))
conv(ones(7, 5, 2, 1), w, cdims)
