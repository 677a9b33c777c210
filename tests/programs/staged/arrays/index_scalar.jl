# Scalar indexing in staged code: host Int indices (checked while staging), `end`, linear indexing of
# a matrix, and a staged loop index (a dynamic_slice checked into the error flag).
function picks(x, A)
    return (x[1], x[end], A[2, 3], A[end, 1], A[5], A[end])
end
function weighted(x)
    s = 0.0
    for i in 1:length(x)
        s += x[i] * i
    end
    return s
end
function corner_sum(A)
    t = 0.0
    for j in 1:size(A, 2)
        t += A[1, j] - A[end, j]
    end
    return t
end
x = [1.5, 2.0, -3.0, 4.25]
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
println(picks(x, A))
println(weighted(x))
println(corner_sum(A))
println(weighted([2, 4, 6]))
