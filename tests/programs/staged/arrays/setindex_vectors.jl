# Assignment through index vectors is a scatter: repeated indices keep the last write (Julia's order),
# staged index vectors work, and a matrix takes a vector of rows and of columns.
function scatter!(y, idx, vals)
    y[[1, 3]] = [10.0, 30.0]
    y[[2, 2, 2]] = [1.0, 2.0, 3.0]
    y[idx] = vals
    return y
end
function grid!(A, rows)
    A[rows, [2, 3]] = [1.0 2.0; 3.0 4.0]
    return A
end
y = zeros(6)
scatter!(y, [6, 4, 6], [-6.0, -4.0, 66.0])
println(y)
println(grid!(zeros(3, 3), [3, 1]))
