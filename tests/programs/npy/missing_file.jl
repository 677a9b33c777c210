println(size(read_npy("data/v2_f8.npy")))
A = read_npy("data/missing.npy")
