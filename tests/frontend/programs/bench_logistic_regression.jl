# Logistic regression by batch gradient descent, written out by hand.
using Random, LinearAlgebra

Random.seed!(42)
const N, D = 1000, 20
X = randn(Float32, D, N)
w_true = randn(Float32, D)
y = Float32.(σ.(w_true' * X) .> 0.5f0)

σ(z) = 1f0 / (1f0 + exp(-z))

function fit(X, y; η = 0.1f0, iters = 200)
    w = zeros(Float32, size(X, 1))
    b = 0f0
    for it in 1:iters
        p = σ.(w' * X .+ b)
        g = p .- y
        w .-= η .* (X * g') ./ length(y)
        b -= η * sum(g) / length(y)
        it % 50 == 0 && @printf("%4d %.5f\n", it, -mean(@. y * log(p) + (1 - y) * log(1 - p)))
    end
    w, b
end

ŵ, b̂ = fit(X, y)
accuracy = mean((σ.(ŵ' * X .+ b̂) .> 0.5f0) .== y)
