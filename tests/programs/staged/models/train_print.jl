# Staged printing inside a training loop: println of the step and the loss every 50 steps runs
# from compiled code (outfeed) in step order, then the final weights are printed by the host.
function train!(w, X, y, lr)
    n = length(y)
    for step in 1:200
        r = X' * w .- y
        loss = sum(r .* r) / n
        if step % 50 == 0
            println("step ", step, " loss ", round(loss; digits=6))
        end
        w .-= lr .* (2 / n) .* (X * r)
    end
    w
end
X = [1.0 1.0 1.0 1.0 1.0; -2.0 -1.0 0.0 1.0 2.0]
y = [-2.9, -1.1, 1.0, 3.2, 4.9]
w = train!(zeros(2), X, y, 0.01)
println(round.(w; digits=6))
