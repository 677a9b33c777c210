# Fit y = 3x + 2 by gradient descent, all on the host: juxla's evaluator runs the model, the loss,
# the hand-written gradients and the training loop as Julia would.
using Printf, Random

struct Linear
    w::Float64
    b::Float64
end
(m::Linear)(x) = m.w .* x .+ m.b

loss(m, x, y) = sum(abs2, m(x) .- y) / length(y)

function gradients(m, x, y)
    r = m(x) .- y
    n = length(y)
    return (2 * sum(r .* x) / n, 2 * sum(r) / n)
end

function train(m, x, y; lr = 0.1, epochs = 1000)
    for epoch in 1:epochs
        gw, gb = gradients(m, x, y)
        m = Linear(m.w - lr * gw, m.b - lr * gb)
        epoch % 200 == 0 && @printf("epoch %4d  loss %.6f\n", epoch, loss(m, x, y))
    end
    return m
end

rng = Xoshiro(42)
x = rand(rng, 200)
y = 3 .* x .+ 2 .+ 0.01 .* randn(rng, 200)
m = train(Linear(0.0, 0.0), x, y)
println("fitted w = ", round(m.w; digits = 2), ", b = ", round(m.b; digits = 2))
@assert abs(m.w - 3) < 0.05 && abs(m.b - 2) < 0.05 "the fit should recover w = 3, b = 2"
