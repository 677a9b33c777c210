# permutedims copies with dimensions reordered; transpose of a matrix swaps rows and columns.
M = [1 2 3; 4 5 6]
P = permutedims(M)
println(P, " ", size(P), " ", typeof(P))
P[1, 1] = 100            # a copy: M is unchanged
println(M[1, 1])
println(permutedims([1, 2, 3]), " ", size(permutedims([1, 2, 3])))
A = reshape(collect(1:24), 2, 3, 4)
B = permutedims(A, (3, 1, 2))
println(size(B), " ", B[4, 2, 3] == A[2, 3, 4], " ", B[1, 1, 2] == A[1, 2, 1])
C = permutedims(A, [2, 1, 3])
println(size(C), " ", C[:, :, 1])
println(transpose(M) == permutedims(M), " ", size(transpose(M)), " ", M' == P)
T = copy(transpose([1.0 2.0; 3.0 4.0]))
println(T, " ", typeof(T))
println(reverse([1, 2, 3]), " ", reverse([1, 2, 3, 4, 5], 2, 4), " ", reverse(1:4))
r = [1, 2, 3]
reverse!(r)
println(r)
