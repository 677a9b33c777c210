# Gradient descent on a tiny linear regression, the whole 200-step loop staged as one call with the
# learning rate as an argument: y ≈ w' x + b, mean squared error, hand-written gradient; the loss
# of steps 1, 50, 100, 200 is recorded in an array. Values: tests/oracles/staged_nnlib/models.py.
function train!(w, b, X, y, lr, losses)
    n = size(X, 2)
    for step in 1:200
        r = vec(w' * X) .+ b[1] .- y
        loss = sum(r .^ 2) / n
        w .-= lr .* (2 / n) .* (X * r)
        b[1] -= lr * 2 * sum(r) / n
        if step == 1 || step % 50 == 0
            losses[step == 1 ? 1 : step ÷ 50 + 1] = loss
        end
    end
    losses
end
X = [0.0 1.0 2.0 3.0 4.0 5.0; 1.0 0.0 -1.0 2.0 0.5 1.5]
y = [1.0, 2.2, 2.9, 6.1, 6.8, 9.0]
w = zeros(2)
b = [0.0]
losses = train!(w, b, X, y, 0.02, zeros(5))
println(round.(losses; digits=6))
println(issorted(losses; rev=true))
println(round.(w; digits=6), " ", round(b[1]; digits=6))
