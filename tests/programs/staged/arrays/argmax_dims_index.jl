# Using what argmax(A; dims) gives: A[I] are the maxima, shaped like I; A[I] = X and A[I] .= x write at
# those positions; I[k] is a CartesianIndex; size, length and eltype are the array's. The array also
# crosses the boundary both ways and is printed from compiled code.
function column_maxima(A)
    I = argmax(A; dims=1)
    return A[I], I[2], size(I), length(I), eltype(I), ndims(I)
end
function clear_row_maxima!(A)
    I = argmax(A; dims=2)
    A[I] .= 0.0
    return A
end
function set_minima!(A, X)
    I = argmin(A; dims=1)
    A[I] = X
    return I
end
function show_inside(A)
    I = argmax(A; dims=1)
    println(I)
    println(I[1], " ", I[1][1], " ", I[1, 3])
    return sum(A[I])
end
function rows_of_maxima(A)
    I = argmax(A; dims=1)
    s = 0
    for k in 1:length(I)
        s += I[k][1]
    end
    return s
end
doubled(A, I) = A[I] .* 2
A = [3.0 1.0 4.0; 1.0 5.0 9.0]
println(column_maxima(A))
println(clear_row_maxima!(copy(A)))
B = copy(A)
println(set_minima!(B, [10.0 20.0 30.0]))
println(B)
println(show_inside(A))
println(rows_of_maxima(A))
I = argmax(A; dims=1)
println(A[I])
println(doubled(A, I))
C = reshape(collect(1:8), 2, 2, 2)
J = argmin(C; dims=3)
println(size(J), " ", vec(J), " ", vec(C[J]))
# chosen by a staged condition: carried out of a branch
function best_or_worst(A)
    I = sum(A) > 0 ? argmax(A; dims=1) : argmin(A; dims=1)
    return I, A[I]
end
println(best_or_worst(A))
println(best_or_worst(-A))
