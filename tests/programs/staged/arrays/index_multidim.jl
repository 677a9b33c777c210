# Indexing a 3-d array: slices along each dim, fewer indices than dims (the trailing dims merge into
# the last index, as in Julia), and extra trailing 1 indices.
function parts(B)
    return (B[:, 2, :], B[1, :, 2], B[2, 3, 2], B[2, 5], B[:, 4], B[1, 2, 1, 1], size(B[:, :]))
end
B = reshape(collect(1.0:12.0), 2, 3, 2)
for p in parts(B)
    println(p)
end
