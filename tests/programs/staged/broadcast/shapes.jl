# Broadcasting arrays of different shapes: a vector against a matrix (along columns), a 1xn row
# against a matrix, a column against a row (an outer sum), and size-1 dimensions stretching.
addcol(A, v) = A .+ v
addrow(A, r) = A .* r
outer(c, r) = c .- r
println(addcol([1.0 2.0 3.0; 4.0 5.0 6.0], [10.0, 20.0]))
println(addrow([1.0 2.0 3.0; 4.0 5.0 6.0], [1.0 0.5 -1.0]))
println(outer([1.0, 2.0, 3.0], [10.0 20.0]))
# The row from a transpose and from reshape; a 1x1 matrix stretches both ways.
function mixed(A, v)
    r = reshape(v, 1, 3)
    return A .+ r, A .- v', A .* [2.0;;]
end
println(mixed([1.0 2.0 3.0; 4.0 5.0 6.0], [1.0, 2.0, 3.0]))
# Scalars of other types join without changing the array's element type.
intgrid(c, r) = c .* r .+ 1
println(intgrid([1, 2], [3 4 5]))
# Three-dimensional against a matrix: the matrix lines up with the first two dimensions.
cube(X, M) = X .+ M
C = cube(reshape(collect(1.0:8.0), 2, 2, 2), [100.0 200.0; 300.0 400.0])
println(vec(C))
println(size(C))
