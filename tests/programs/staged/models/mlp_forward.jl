# An MLP forward pass with Flux's Dense layout (W is (out, in), y = W * x .+ b) on a batch of 3
# columns, staged as one call: dense -> relu -> dense -> softmax; prediction per column.
using NNlib
struct Dense
    W::Matrix{Float64}
    b::Vector{Float64}
end
dense(d::Dense, x) = d.W * x .+ d.b
function mlp(l1, l2, x)
    h = relu.(dense(l1, x))
    p = softmax(dense(l2, h))
    h, p
end
l1 = Dense([0.5 -1.0; 1.0 0.25; -0.5 0.5; 0.75 1.0], [0.0, 0.5, -0.25, 0.1])
l2 = Dense([1.0 -1.0 0.5 0.0; -0.5 1.0 0.0 1.5], [0.2, -0.1])
x = [1.0 -1.0 0.5; 2.0 0.0 -1.5]
h, p = mlp(l1, l2, x)
println(h)
println(round.(p; digits=8))
println([argmax(p[:, j]) for j in 1:3])
println(size(l1.W), " ", size(l2.W), " ", size(p))
