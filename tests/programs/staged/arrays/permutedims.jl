# permutedims and transposes of staged arrays: a matrix, a 3-d array with a permutation (then read
# back by index), a vector (the 1×n matrix), and transpose/adjoint of a matrix.
function permuted(A, B, v)
    P = permutedims(B, (3, 1, 2))
    return (permutedims(A), size(P), P[2, 1, 3], P[:, 2, 1], permutedims(v), transpose(A), A')
end
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
B = reshape(collect(1:12), 2, 3, 2)
for p in permuted(A, B, [7, 8, 9])
    println(p)
end
