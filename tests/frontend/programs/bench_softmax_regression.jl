function softmax_cols(Z)
    M = maximum(Z; dims = 1)
    E = exp.(Z .- M)
    E ./ sum(E; dims = 1)
end

function train_softmax(X, Y; epochs = 50, lr = 0.5)
    K, N = size(Y, 1), size(X, 2)
    W = zeros(K, size(X, 1))
    for e in 1:epochs
        P = softmax_cols(W * X)
        W -= lr * (P - Y) * X' / N
        if e == epochs || e % 10 == 0
            ce = -sum(Y .* log.(P .+ 1e-12)) / N
            println(lpad(e, 3), "  ", round(ce; sigdigits = 4))
        end
    end
    return W
end
