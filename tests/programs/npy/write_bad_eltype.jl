# Strings have no .npy dtype.
write_npy(tempname(), ["a", "b"])
