# The header promises 4 Float64 values (32 bytes); the file holds 16 bytes of data.
t = read_npy("data/truncated_f8.npy")
