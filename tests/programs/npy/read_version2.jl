# A version 2.0 header (4-byte header length) and a float file with non-finite values.
v = read_npy("data/v2_f8.npy")
println(typeof(v), " ", v)
w = read_npy("data/special_f8.npy")
println(w)
println(isnan(w[4]), " ", signbit(w[1]), " ", w[2] == Inf, " ", w[3] == -Inf)
