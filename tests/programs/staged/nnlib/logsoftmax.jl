# logsoftmax staged: x .- max .- log(sum(exp)), stable for large inputs; exp of it is softmax;
# along dims=2, dims=3 and all elements.
using NNlib
lsm(x) = logsoftmax(x)
lsm2(x) = logsoftmax(x; dims=2)
gap(x) = maximum(abs.(exp.(logsoftmax(x)) .- softmax(x)))
lsm3(x) = logsoftmax(x; dims=3)
total(x) = sum(exp.(logsoftmax(x; dims=:)))
x = [1.0 2.0 3.0; 2.0 2.0 2.0; -1.0 0.5 4.0]
println(round.(lsm(x); digits=10))
println(round.(lsm2(x); digits=10))
println(gap(x) < 1e-15)
z = [1000.0, 1001.0, 1002.0]
println(round.(lsm(z); digits=10))
w = reshape(collect(1.0:8.0), 2, 2, 2)
println(round.(vec(lsm3(w)); digits=10), " ", round(total(w); digits=12))
