# Non-scalar indexing: ranges, `:`, integer vectors and Bool masks select and keep shape.
x = [10, 20, 30, 40, 50]
println(x[2:4], " ", x[:], " ", x[end:-1:1], " ", x[[1, 3, 3]], " ", x[1:0])
println(x[[true, false, true, false, true]], " ", x[x .> 25])
M = [1 2 3; 4 5 6]
println(M[:, 2], " ", M[1, :], " ", M[:, [1, 3]], " ", M[2:2, :])
println(M[:, :] == M, " ", size(M[1:1, 2:3]), " ", M[:])
println(M[[1 2; 2 1]])       # a matrix of linear indices gives a matrix
y = copy(x)
y[2:3] = [0, 0]
y[[1, 5]] .= -1
println(y, " ", x)
M[1, :] = [7, 8, 9]
M[:, 3] .= 0
println(M)
z = collect(1:6)
z[z .> 3] .= 100
println(z)
A = reshape(collect(1:8), 2, 2, 2)
println(A[:, :, 2], " ", A[2, :, :], " ", A[1, 2, :])
