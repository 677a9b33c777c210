# Index vectors in staged code become gathers: repeated and unordered indices, a vector per dim, an
# index vector passed in as an argument (staged indices), and a matrix of indices (the result takes
# its shape).
function gathered(x, A, idx)
    return (x[[3, 1, 3]], A[[2, 1], :], A[:, [3, 3, 1]], x[idx], A[idx[1:2], 2], x[[1 2; 4 4]])
end
x = [1.0, 2.0, 3.0, 4.0]
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
for g in gathered(x, A, [2, 1, 4])
    println(g)
end
