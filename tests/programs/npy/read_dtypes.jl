# Every supported element type read from a 1-d file made by np.save.
for name in ["f4", "f8", "i8", "i4", "u1", "b1"]
    v = read_npy("data/vec_$name.npy")
    println(name, " ", typeof(v), " ", length(v), " ", v)
end
