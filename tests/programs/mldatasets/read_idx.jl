# read_idx: IDX files (MNIST's format) plain or gzipped, written by make_idx_fixtures.py. The file is
# row-major, so sizes (2, 3, 4) give the Julia array of size (4, 3, 2) with the same bytes: x[:, r, i]
# is row r of image i.
x = read_idx("data/images.idx")
println(typeof(x), " ", size(x))
println(Int.(x[:, 1, 1]), " ", Int.(x[:, 3, 2]))
println(read_idx("data/images.idx.gz") == x)
println(read_idx("data/int32.idx"))
y = read_idx("data/float64.idx")
println(typeof(y), " ", y)
