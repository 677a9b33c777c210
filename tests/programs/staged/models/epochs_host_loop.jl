# Training driven from the host: each epoch calls a staged train step on the model struct with a
# decaying learning rate (a number argument, so one compiled step serves every epoch); the model's
# arrays are updated in place and the host prints the loss per epoch.
struct Linear
    W::Matrix{Float64}
    b::Vector{Float64}
end
function epoch!(m::Linear, X, Y, lr)
    n = size(X, 2)
    loss = 0.0
    for i in 1:10
        E = m.W * X .+ m.b .- Y
        loss = sum(E .^ 2) / n
        m.W .-= lr .* (2 / n) .* (E * X')
        m.b .-= lr .* (2 / n) .* vec(sum(E; dims=2))
    end
    loss
end
m = Linear(zeros(2, 3), zeros(2))
X = [1.0 0.0 2.0 -1.0 0.5; 0.0 1.0 1.0 2.0 -1.0; 1.0 1.0 0.0 0.5 2.0]
Y = [2.0 -1.0 3.0 -3.0 2.5; 1.0 2.0 1.0 0.0 -0.5]
for epoch in 1:5
    lr = 0.1 / epoch
    println("epoch ", epoch, " lr ", round(lr; digits=4), " loss ", round(epoch!(m, X, Y, lr); digits=6))
end
println(round.(m.W; digits=5), " ", round.(m.b; digits=5))
