# Reshaping and reversing staged arrays: reshape with a `:` size, a tuple size, vec, reverse of a
# vector and of a matrix (every dim, Julia's default), all keeping Julia's column-major order.
function shaped(x, A)
    return (reshape(x, 2, :), reshape(x, (3, 2)), reshape(A, :), vec(A'), reverse(x), reverse(A), reshape(x, 1, 2, 3)[1, :, 3])
end
x = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
A = [1 2 3; 4 5 6]
for v in shaped(x, A)
    println(v)
end
