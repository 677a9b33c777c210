# softmax staged along dims=1 (default, each column) and dims=2; columns sum to 1; an Int matrix
# gives Float64 (NNlib's docstring example). Values: softmax_nnlib.py.
using NNlib
cols(x) = softmax(x)
rows(x) = softmax(x; dims=2)
colsums(x) = sum(softmax(x); dims=1)
x = [1.0 2.0 3.0; 2.0 2.0 2.0; -1.0 0.5 4.0]
println(round.(cols(x); digits=10))
println(round.(colsums(x); digits=12))
println(round.(rows(x); digits=10))
println(round.(cols([1.0, 2.0, 3.0]); digits=10))
yi = cols([1 2 3; 2 2 2])
println(round.(yi; digits=6), " ", eltype(yi))
