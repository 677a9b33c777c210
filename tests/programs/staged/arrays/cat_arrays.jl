# Concatenation of staged arrays: vcat/hcat of vectors and matrices, cat along a new third dim,
# the literal forms [A; B] and [A B], and mixing a vector with a number.
function joined(x, y, A)
    C = cat(A, 2 .* A; dims=3)
    return (vcat(x, y), hcat(x, y), [A; A], [A x], C[:, :, 2], size(C), [x; 9.0], vcat(A, [7.0 8.0]))
end
x = [1.0, 2.0]
y = [3.0, 4.0]
A = [1.0 2.0; 3.0 4.0]
for j in joined(x, y, A)
    println(j)
end
