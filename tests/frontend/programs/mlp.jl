# A two-layer perceptron trained with explicit gradients.
using Flux
using Flux: onehotbatch, crossentropy

const η = 0.01f0

struct MLP
    W1::Matrix{Float32}
    b1::Vector{Float32}
    W2
end

(m::MLP)(x) = m.W2 * relu.(m.W1 * x .+ m.b1)

loss(m, x, y) = crossentropy(softmax(m(x)), y)

function train!(m, data; epochs = 10)
    for epoch in 1:epochs, (x, y) in data
        g = gradient(m -> loss(m, x, y), m)[1]
        m.W1 .-= η .* g.W1
    end
    return m
end
