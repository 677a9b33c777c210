# logsoftmax is x .- maximum .- log(sum(exp)), stable for large inputs; exp of it is softmax.
using NNlib
x = [1.0 2.0 3.0; 2.0 2.0 2.0; -1.0 0.5 4.0]
println(round.(logsoftmax(x); digits=10))
println(round.(logsoftmax(x; dims=2); digits=10))
println(maximum(abs.(exp.(logsoftmax(x)) .- softmax(x))) < 1e-15)
z = [1000.0, 1001.0, 1002.0]
println(round.(logsoftmax(z); digits=10))
println(round.(softmax(z); digits=10))
w = reshape(collect(1.0:8.0), 2, 2, 2)
println(round.(vec(logsoftmax(w; dims=3)); digits=10), " ", round(sum(exp.(logsoftmax(w; dims=:))); digits=12))
