# Big-endian data is refused with the way to save it little-endian.
println(read_npy("data/vec_f8.npy")[2])
b = read_npy("data/big_endian_f8.npy")
