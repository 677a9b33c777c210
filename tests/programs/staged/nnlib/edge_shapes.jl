# Edge shapes staged: softmax over size-1 dims (all ones), logsoftmax of large Float32 inputs, a 1-d
# grouped Float32 conv, a kernel longer than the input (padding makes it fit), a pool window lying
# wholly in padding (-floatmax, as NNlib's loop starts), logsumexp along a middle dim, and softmax over
# dims (1, 3) of a 3-d array.
using NNlib
sm(x) = softmax(x)
lsm(x) = logsoftmax(x)
grouped(x, w) = conv(x, w; groups=2, pad=1)
longk(x, w) = conv(x, w; pad=2)
padwin(x) = maxpool(x, (2,); pad=2)
lse2(x) = logsumexp(x; dims=2)
sm13(x) = softmax(x; dims=(1, 3))
println(sm([1.0 2.0 3.0]), " ", sm(reshape([5.0], 1, 1)))
y = lsm(Float32[1000, 1001, 1002])
println(eltype(y), " ", round.(Float64.(y); digits=5))
println(vec(grouped(reshape(Float32.(collect(1:12)), 3, 4, 1), reshape(Float32.(collect(1:12)) ./ 4, 3, 2, 2))))
println(vec(longk(reshape([1.0, 2.0], 2, 1, 1), reshape([1.0, 10.0, 100.0, 1000.0], 4, 1, 1))))
println(vec(padwin(reshape([1.0, 2.0, 3.0], 3, 1, 1))))
l = lse2(reshape([1.0, 2.0, 3.0, 4.0], 1, 2, 2))
println(size(l), " ", round.(vec(l); digits=10))
println(round.(vec(sm13(reshape(collect(1.0:8.0), 2, 2, 2))); digits=6))
