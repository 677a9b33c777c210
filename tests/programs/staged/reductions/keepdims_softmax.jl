# Reductions with `dims` feeding broadcasts, as in an ML model: a column softmax written by hand,
# centering and scaling rows (the reduced dims stay with size 1, so the broadcasts line up).
function colsoftmax(X)
    e = exp.(X .- maximum(X; dims=1))
    return e ./ sum(e; dims=1)
end
function standardize_rows(X)
    m = sum(X; dims=2) ./ size(X, 2)
    d = X .- m
    return d ./ sqrt.(sum(d .^ 2; dims=2) ./ size(X, 2))
end
X = [1.0 2.0 0.0; 3.0 2.0 -1.0]
println(round.(colsoftmax(X); digits=6))
println(round.(standardize_rows(X); digits=6))
