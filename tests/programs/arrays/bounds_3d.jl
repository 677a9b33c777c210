# A 3-dimensional array names its size with ×; a `:` index shows as the range it stands for (1:3).
A = zeros(Int, 2, 3, 4)
println(size(A[:, 1, 2]))
A[1, :, 5]
