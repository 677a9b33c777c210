# Block matrices and typed literals in staged code: [A B; C D] of arrays, a row of numbers next to a
# matrix, Float32[...] and Int[...] of staged numbers (converted), and hcat of columns.
function blocks(A, x)
    a, b = x[1], x[2]
    return ([A 2A; -A A], [A; a b], Float32[a b; b a], Int[length(x), 2], hcat(A[:, 2], A[:, 1], x))
end
for b in blocks([1.0 2.0; 3.0 4.0], [0.5, -1.5])
    println(b)
end
