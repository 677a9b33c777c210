# A 2-4-1 MLP with tanh hidden units trained by hand-written backpropagation in one staged loop on
# XOR-like data (mean squared error); the loss at steps 1, 100, 300 and the rounded outputs.
struct MLP
    W1::Matrix{Float64}
    b1::Vector{Float64}
    W2::Matrix{Float64}
    b2::Vector{Float64}
end
forward(m::MLP, X) = m.W2 * tanh.(m.W1 * X .+ m.b1) .+ m.b2
function train!(m::MLP, X, Y, lr, losses)
    n = size(X, 2)
    for step in 1:300
        H = tanh.(m.W1 * X .+ m.b1)
        out = m.W2 * H .+ m.b2
        d = 2 .* (out .- Y) ./ n
        if step == 1 || step % 100 == 0
            losses[step == 1 ? 1 : step ÷ 100 + 1] = sum((out .- Y) .^ 2) / n
        end
        dH = (m.W2' * d) .* (1 .- H .^ 2)
        m.W2 .-= lr .* (d * H')
        m.b2 .-= lr .* vec(sum(d; dims=2))
        m.W1 .-= lr .* (dH * X')
        m.b1 .-= lr .* vec(sum(dH; dims=2))
    end
    losses
end
m = MLP([0.5 -0.4; 0.3 0.8; -0.7 0.2; 0.1 -0.6], [0.0, 0.1, -0.1, 0.2], [0.3 -0.5 0.4 0.6], [0.0])
X = [0.0 0.0 1.0 1.0; 0.0 1.0 0.0 1.0]
Y = [0.0 1.0 1.0 0.0]
losses = train!(m, X, Y, 0.2, zeros(4))
println(round.(losses; digits=10))
println(round.(forward(m, X); digits=4))
println(round.(m.W2; digits=6))
