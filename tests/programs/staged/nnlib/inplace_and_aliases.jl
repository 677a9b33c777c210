# NNlib calls on arrays made or aliased inside the staged call, and in-place forms whose writes the
# caller sees: a kernel built in the function, conv of a reshape of a vector, maxpool written into
# a caller's array with .=, softmax! and logsoftmax! into preallocated outputs.
using NNlib
local_kernel(x) = conv(x, ones(2, 2, 1, 1) ./ 4; stride=2)
of_vector(v) = conv(reshape(v, 4, 4, 1, 1), reshape([1.0, -1.0], 2, 1, 1, 1))
pool_into!(y, x) = (y .= maxpool(x, (2, 2)); nothing)
sm!(out, x) = softmax!(out, x; dims=2)
lsm!(out, x) = logsoftmax!(out, x)
println(vec(local_kernel(reshape(collect(1.0:16.0), 4, 4, 1, 1))))
println(vec(of_vector(collect(1.0:16.0) .^ 2)))
y = zeros(2, 2, 1, 1)
pool_into!(y, reshape(collect(1.0:16.0), 4, 4, 1, 1))
println(vec(y))
o = zeros(2, 3)
sm!(o, [1.0 2.0 3.0; 0.0 0.0 0.0])
println(round.(o; digits=6))
o2 = zeros(3)
lsm!(o2, [1.0, 2.0, 3.0])
println(round.(o2; digits=6))
