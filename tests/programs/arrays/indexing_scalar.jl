# Scalar indexing: 1-based, column-major linear positions, `end`, and setindex! converting.
x = [10, 20, 30, 40, 50]
println(x[1], " ", x[end], " ", x[end - 1], " ", x[begin])
x[2] = 21
x[end] = 5.0          # converted to Int64
println(x, " ", typeof(x))
M = [1 2 3; 4 5 6]    # rows are written row by row, stored by columns
println(M[1, 2], " ", M[2, 1], " ", M[2, 3], " ", M[end, end], " ", M[end, 1])
println(M[1], " ", M[2], " ", M[3], " ", M[6])   # linear: down the columns
M[2, 2] = 50
M[5] = 30               # linear position 5 is row 1, column 3
println(M)
println(M[2, 2, 1], " ", M[1, 3, 1, 1])          # trailing 1s are allowed
A = reshape(collect(1:24), 2, 3, 4)
println(A[2, 3, 4], " ", A[1, 2, 3], " ", A[13], " ", A[2, 5])   # A[2, 5]: the last index spans dims 2:3
f = [1.5, 2.5]
f[1] = 3
println(f, " ", typeof(f[1]))
s = ["a", "b"]
s[2] = "z"
println(s, " ", lastindex(s), " ", firstindex(s), " ", lastindex(M, 2))
