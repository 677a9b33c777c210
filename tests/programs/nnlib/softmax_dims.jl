# softmax normalizes along dims (default 1: each column), as exp.(x .- maximum(x; dims)) ./ sum.
using NNlib
x = [1.0 2.0 3.0; 2.0 2.0 2.0; -1.0 0.5 4.0]
y = softmax(x)
println(round.(y; digits=10))
println(round.(sum(y; dims=1); digits=12))
println(round.(softmax(x; dims=2); digits=10))
println(round.(softmax([1.0, 2.0, 3.0]); digits=10))
# NNlib's docstring example
println(round.(softmax([1 2 3; 2 2 2]); digits=6))
println(softmax([1, 2, 3]) == softmax([1.0, 2.0, 3.0]), " ", eltype(softmax([1, 2, 3])), " ", eltype(softmax(Float32[1, 2, 3])))
