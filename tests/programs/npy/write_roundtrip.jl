# write_npy writes what np.save writes for the same bytes (a Julia (d1,…,dn) array is the C-order
# (dn,…,d1) array), so the files equal the np.save fixtures byte for byte and read back equal.
arrays = [
    ("w_f64_1d", [0.5, -1.25, 3.0]),
    ("w_f32_2d", Float32.(reshape(collect(1:6), 2, 3)) ./ 4),
    ("w_i64_3d", reshape(collect(1:24), 2, 3, 4) .- 12),
    ("w_i32_2d", Int32[1 -2 3; -4 5 -6]),
    ("w_u8_4d", UInt8.(reshape(collect(0:15), 2, 2, 2, 2)) .* 0x0b),
    ("w_bool_1d", [true, false, false, true]),
]
for (name, A) in arrays
    path = tempname()
    write_npy(path, A)
    B = read_npy(path)
    println(name, " ", typeof(B) == typeof(A), " ", size(B) == size(A), " ", B == A, " ",
            filesize(path), " ", read(path) == read("data/$name.npy"))
    rm(path)
    println(isfile(path))
end
