# A Fortran-order (2, 3) file has the same shape in Julia, and A[i, j] is NumPy's a[i-1, j-1].
A = read_npy("data/f_f64_2x3.npy")
println(typeof(A))
println(size(A))
println(A)
println(A[1, 2], " ", A[2, 3])
println(vec(A))
