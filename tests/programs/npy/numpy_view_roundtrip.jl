# permutedims of a C-order file's array is NumPy's view; written back, NumPy reads the transpose
# (write_npy always writes C order with Julia's shape reversed), byte for byte np.save's file.
A = read_npy("data/c_f64_2x3.npy")
P = permutedims(A)
println(size(A), " ", size(P), " ", P[2, 3], " ", A[3, 2])
path = tempname()
write_npy(path, P)
println(read(path) == read("data/c_f64_2x3_transposed.npy"), " ", read_npy(path) == P)
write_npy(path, A)
println(read(path) == read("data/c_f64_2x3.npy"))
F = read_npy("data/f_f64_2x3.npy")
write_npy(path, F)
println(read(path) == read("data/f_f64_2x3_as_c.npy"), " ", read_npy(path) == F)
rm(path)
