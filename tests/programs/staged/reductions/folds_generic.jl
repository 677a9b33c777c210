# Reductions whose operator is not one StableHLO reduction (-, a user function, an `init`) run as a
# staged left fold over the elements, in Julia's order; findmax(f, x)/findmin(f, x) reduce f.(x).
pairmax(a, b) = a > b ? a : b
function folds(x)
    return (reduce(-, x), foldl(-, x; init=10.0), mapreduce(abs, -, x), reduce(pairmax, x),
            reduce(+, x; init=100.0), findmax(abs, x), findmin(v -> (v - 1)^2, x), mapfoldl(v -> 2v, *, x))
end
println(folds([1.5, -2.0, 3.0, 0.5]))
println(folds([4.0]))
