# Nested loops over i, j (and k): the inner loop is a stablehlo.while inside the outer one's body.
function matmul!(C, A, B)
    for i in 1:size(A, 1), j in 1:size(B, 2)
        acc = 0.0
        for k in 1:size(A, 2)
            acc += A[i, k] * B[k, j]
        end
        C[i, j] = acc
    end
    C
end
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
B = [1.0 0.5; -1.0 2.0; 0.0 1.0]
C = matmul!(zeros(2, 2), A, B)
println(C)
println(C == A * B)

function transpose_into!(T, A)
    for j in 1:size(A, 2)
        for i in 1:size(A, 1)
            T[j, i] = A[i, j]
        end
    end
    T
end
println(transpose_into!(zeros(3, 2), A))

# Row sums and column maxima from one double loop.
function rowcol!(r, m, A)
    for i in 1:size(A, 1)
        for j in 1:size(A, 2)
            r[i] += A[i, j]
            m[j] = max(m[j], A[i, j])
        end
    end
    r, m
end
println(rowcol!(zeros(3), fill(-Inf, 2), [1.0 -2.0; 3.0 0.5; -1.0 4.0]))
