# The file functions data programs use: isfile, filesize, read (bytes), tempname, rm.
p = "data/vec_u1.npy"
println(isfile(p), " ", isfile("data"), " ", isfile("data/absent.npy"))
println(filesize(p), " ", filesize("data/absent.npy"))
b = read(p)
println(typeof(b), " ", length(b), " ", b[1:8], " ", b[end-3:end])
t = tempname()
println(isfile(t), " ", t != tempname())
write_npy(t, [1.5])
println(isfile(t), " ", filesize(t))
rm(t)
println(isfile(t))
rm("data/absent.npy")
