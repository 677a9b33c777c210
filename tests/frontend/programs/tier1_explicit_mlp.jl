# Tier-1 script: plain arrays, a hand-written backward pass, explicit updates.
const η = 0.05f0
W1 = randn(Float32, 16, 4) .* 0.1f0
b1 = zeros(Float32, 16)
W2 = randn(Float32, 3, 16) .* 0.1f0
b2 = zeros(Float32, 3)

relu(x) = max(x, 0f0)
drelu(x) = x > 0f0 ? 1f0 : 0f0

function forward(x)
    z1 = W1 * x .+ b1
    h = relu.(z1)
    ŷ = W2 * h .+ b2
    return z1, h, ŷ
end

for epoch in 1:200
    z1, h, ŷ = forward(X)
    δ2 = (ŷ .- Y) ./ size(X, 2)
    δ1 = (W2' * δ2) .* drelu.(z1)
    global W2 -= η * δ2 * h'
    global b2 -= η * vec(sum(δ2; dims = 2))
    global W1 -= η * δ1 * X'
    global b1 -= η * vec(sum(δ1; dims = 2))
    epoch % 50 == 0 && @show epoch sum(abs2, ŷ .- Y)
end
