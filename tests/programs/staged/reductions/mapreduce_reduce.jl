# mapreduce / reduce / sum(f, x) / maximum(f, x) in staged code: +, *, max and min become one
# reduction; reduce(+) of Bools counts them (true + true is 2).
function folds(x, A)
    return (mapreduce(abs2, +, x), reduce(*, x), reduce(max, A; dims=2), reduce(min, A), sum(abs, x),
            sum(v -> v^2, A; dims=1), maximum(abs, x), minimum(v -> v + 1, x), reduce(+, x .> 0),
            mapreduce(v -> 2v, max, A; dims=1))
end
for f in folds([1.5, -2.0, 0.5], [1.0 -4.0; 3.0 2.0])
    println(f)
end
