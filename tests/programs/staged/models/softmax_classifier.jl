# A softmax classifier (Flux layout W (classes, features)) trained by a staged loop: logits W x .+ b,
# cross-entropy with one-hot labels, gradient (softmax - y) x' / n; the loss every 25 steps kept in
# an array, then the predicted classes by argmax of each column.
using NNlib
function train!(W, b, X, Y, lr, losses)
    n = size(X, 2)
    for step in 1:100
        logits = W * X .+ b
        P = softmax(logits)
        loss = -sum(Y .* logsoftmax(logits)) / n
        if step % 25 == 0
            losses[step ÷ 25] = loss
        end
        G = (P .- Y) ./ n
        W .-= lr .* (G * X')
        b .-= lr .* vec(sum(G; dims=2))
    end
    losses
end
X = [1.0 0.8 -1.0 -0.6 0.0 0.2; 0.0 0.3 1.0 0.7 -1.0 -0.8]
Y = [1.0 1.0 0.0 0.0 0.0 0.0; 0.0 0.0 1.0 1.0 0.0 0.0; 0.0 0.0 0.0 0.0 1.0 1.0]
W = zeros(3, 2)
b = zeros(3)
losses = train!(W, b, X, Y, 1.0, zeros(4))
println(round.(losses; digits=6))
println(round.(W; digits=6))
println(round.(b; digits=6))
P = softmax(W * X .+ b)
println([argmax(P[:, j]) for j in 1:6])
