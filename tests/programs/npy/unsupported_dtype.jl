# complex128 has no Julia element type juxla reads.
z = read_npy("data/complex_c16.npy")
