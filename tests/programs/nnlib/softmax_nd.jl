# softmax over a 3-d array along dims=3, a tuple of dims, and all elements (dims=:).
using NNlib
x = reshape(collect(0.0:23.0) .% 5 .- 2, 2, 3, 4)
println(round.(vec(softmax(x; dims=3)); digits=10))
println(round.(vec(softmax(x; dims=(1, 2))); digits=10))
y = softmax(x; dims=:)
println(round(sum(y); digits=12), " ", size(y))
println(round.(vec(y); digits=10))
println(size(softmax(x; dims=2)), " ", round.(vec(sum(softmax(x; dims=2); dims=2)); digits=12))
