# 3-d and 4-d files in both orders: Julia's size is NumPy's shape reversed for C order, the same
# for Fortran order, and vec walks the file's bytes in order.
A = read_npy("data/c_i32_2x3x4.npy")
println(typeof(A), " ", size(A))
println(A[1, 1, 1], " ", A[4, 3, 2], " ", A[2, 1, 2], " ", sum(A))
println(vec(A)[1:6])
B = read_npy("data/f_f32_2x2x3x2.npy")
println(typeof(B), " ", size(B))
println(B[1, 2, 3, 2], " ", B[2, 1, 1, 1], " ", sum(B))
C = read_npy("data/c_u8_2x1x3x2.npy")
println(typeof(C), " ", size(C))
println(Int(C[2, 3, 1, 2]), " ", Int(C[1, 1, 1, 1]), " ", sum(Int.(C)))
D = read_npy("data/c_b1_3x2.npy")
println(typeof(D), " ", size(D), " ", D)
