# A file without the \x93NUMPY magic string.
x = read_npy("data/not_npy.npy")
