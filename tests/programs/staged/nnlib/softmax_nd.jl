# softmax of a 3-d array staged along dims=3, a tuple of dims, and all elements (dims=:).
using NNlib
along3(x) = softmax(x; dims=3)
along12(x) = softmax(x; dims=(1, 2))
everything(x) = softmax(x; dims=:)
rowsums(x) = sum(softmax(x; dims=2); dims=2)
x = reshape(collect(0.0:23.0) .% 5 .- 2, 2, 3, 4)
println(round.(vec(along3(x)); digits=10))
println(round.(vec(along12(x)); digits=10))
y = everything(x)
println(round(sum(y); digits=12), " ", size(y))
println(round.(vec(y); digits=10))
println(size(rowsums(x)), " ", round.(vec(rowsums(x)); digits=12))
