# Iterating a staged array element by element while staging: destructuring, splatting into vcat and
# max, first, Tuple, isempty, isapprox, and comprehensions over host ranges (one vector of the staged
# values; a 2-d comprehension gives a matrix).
function pieces(x, A)
    a, b, c = x
    return (a + c, vcat(x...), max(x...), first(x), Tuple(x), isempty(x), isapprox(x, x .+ 1e-12),
            [x[i]^2 for i in 1:3], [v * 2 for v in x], [A[i, j] + i for i in 1:2, j in 1:2],
            [sum(A[:, j]) for j in 1:size(A, 2)])
end
for p in pieces([1.0, -2.0, 3.0], [1.0 2.0; 3.0 4.0])
    println(p)
end
