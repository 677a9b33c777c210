# Flux-style callable layers: a Dense{F} functor (W (out, in), activation field) and a Chain whose
# call loops over its tuple of layers; the model is called, and its loss computed, in staged code.
using NNlib
struct Dense{F}
    W::Matrix{Float64}
    b::Vector{Float64}
    σ::F
end
(d::Dense)(x) = d.σ.(d.W * x .+ d.b)
struct Chain{T}
    layers::T
end
function (c::Chain)(x)
    for l in c.layers
        x = l(x)
    end
    x
end
predict(m, x) = m(x)
loss(m, x, y) = sum(abs2, m(x) .- y) / size(x, 2)
m = Chain((Dense([1.0 -0.5; 0.5 1.0; -1.0 0.25], [0.1, 0.0, -0.25], relu),
           Dense([0.5 1.0 -0.5; -1.0 0.5 0.25], [0.25, 0.0], tanh),
           Dense([2.0 -1.0], [0.5], identity)))
x = [1.0 0.0 -1.0 2.0; 0.5 -1.0 1.5 1.0]
println(round.(predict(m, x); digits=10))
println(round(loss(m, x, [1.0 0.0 0.0 1.0]); digits=10))
println(round.(predict(Chain(m.layers[1:2]), x); digits=10))
