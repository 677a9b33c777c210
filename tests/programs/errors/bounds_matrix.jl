# BoundsError on a matrix names its size (2×3) and every index, as Base's showerror does.
A = zeros(2, 3)
A[2, 3] = 1.0
println(A[2, 3])
A[3, 1] = 2.0
