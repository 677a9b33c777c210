# Logistic regression trained by a staged loop: p = σ(w'x + b), mean binary cross-entropy, its
# gradient X (p - y) / n; the loss at the first and last step, the weights and the accuracy.
using NNlib
function fit!(w, b, X, y, lr, steps)
    n = length(y)
    first_loss = 0.0
    loss = 0.0
    for step in 1:steps
        p = sigmoid.(vec(w' * X) .+ b[1])
        loss = -sum(y .* log.(p) .+ (1 .- y) .* log.(1 .- p)) / n
        if step == 1
            first_loss = loss
        end
        w .-= lr .* (X * (p .- y)) ./ n
        b[1] -= lr * sum(p .- y) / n
    end
    first_loss, loss
end
predict(w, b, X) = sigmoid.(vec(w' * X) .+ b[1]) .> 0.5
X = [0.5 1.0 1.5 3.0 3.5 4.0 2.0 2.5; 1.0 2.0 0.5 3.0 2.5 4.0 1.0 3.5]
y = [0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 0.0, 1.0]
w = [0.0, 0.0]
b = [0.0]
l0, l = fit!(w, b, X, y, 0.5, 150)
println(round(l0; digits=6), " ", round(l; digits=6), " ", l < l0)
println(round.(w; digits=6), " ", round(b[1]; digits=6))
println(predict(w, b, X) == (y .> 0.5))
