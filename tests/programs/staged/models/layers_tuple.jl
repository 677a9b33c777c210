# A model as a tuple of layers with different activations and shapes, applied to a batch by
# `for layer in layers` (unrolled over the heterogeneous tuple) inside one staged call.
using NNlib
struct Layer{F}
    W::Matrix{Float64}
    b::Vector{Float64}
    act::F
end
apply(l::Layer, x) = l.act.(l.W * x .+ l.b)
function forward(layers, x)
    for layer in layers
        x = apply(layer, x)
    end
    x
end
layers = (Layer([1.0 -0.5; 0.5 1.0; -1.0 0.25], [0.1, 0.0, -0.2], relu),
          Layer([0.5 1.0 -0.5; -1.0 0.5 1.0], [0.0, 0.3], tanh),
          Layer([2.0 -1.0], [0.5], sigmoid))
x = [1.0 0.0 -1.0 2.0; 0.5 -1.0 1.5 1.0]
y = forward(layers, x)
println(size(y), " ", round.(y; digits=8))
h = forward(layers[1:2], x)
println(size(h), " ", round.(h; digits=8))
println(forward((layers[1],), x))
