# Loops over columns and rows with slices at the staged counter: `A[:, j]` reads and writes a
# column (dynamic_slice / dynamic_update_slice), `A[i, :]` a row.
function normalize_columns!(A)
    for j in 1:size(A, 2)
        A[:, j] = A[:, j] ./ sum(A[:, j])
    end
    A
end
println(normalize_columns!([1.0 2.0; 3.0 6.0]))

function row_norms!(r, A)
    for i in 1:size(A, 1)
        r[i] = sum(A[i, :] .* A[i, :])
    end
    r
end
println(row_norms!(zeros(2), [1.0 2.0 2.0; 0.0 3.0 4.0]))

# Gram-Schmidt on the columns: each column minus its projections on the earlier ones.
function gram_schmidt!(Q)
    for j in 1:size(Q, 2)
        v = Q[:, j]
        for k in 1:size(Q, 2)
            if k < j
                v = v .- sum(Q[:, k] .* v) .* Q[:, k]
            end
        end
        Q[:, j] = v ./ sqrt(sum(v .* v))
    end
    Q
end
Q = gram_schmidt!([3.0 1.0; 4.0 2.0])
println(round.(Q; digits=6))
println(round(sum(Q[:, 1] .* Q[:, 2]); digits=12) == 0)
