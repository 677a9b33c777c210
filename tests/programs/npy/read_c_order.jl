# A C-order (2, 3) file is the Julia 3×2 array with the same bytes; permutedims gives NumPy's view.
A = read_npy("data/c_f64_2x3.npy")
println(typeof(A))
println(size(A))
println(A)
println(permutedims(A))
println(A[1, 2], " ", A[3, 1], " ", A[2, 2])
println(vec(A))
