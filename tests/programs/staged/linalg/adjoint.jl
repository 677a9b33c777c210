# Products with adjoints: v'w is a scalar, A'B, A*B', x' * A is a 1xn row, and outer products v * w'.
dot_(v, w) = v' * w
println(dot_([1.0, 2.0, 3.0], [4.0, -5.0, 6.0]))
println(dot_([1, 2], [3, 4]))
atb(A, B) = A' * B
abt(A, B) = A * B'
A = [1.0 2.0; 3.0 4.0; 5.0 6.0]
B = [1.0 -1.0; 0.0 2.0; 2.0 1.0]
println(atb(A, B))
println(abt(A, B))
row(x, A) = x' * A
println(row([1.0, 0.0, -1.0], A))
outer(v, w) = v * w'
println(outer([1.0, 2.0], [3.0, 4.0, 5.0]))
# A quadratic form and a Gram matrix inside one staged function.
function forms(A, x)
    return x' * (A' * A) * x, A' * A
end
println(forms([1.0 2.0; 0.0 1.0], [1.0, -1.0]))
# transpose of a matrix used in a broadcast against a product.
resid(A, x, y) = sum((A * x .- y) .^ 2)
println(resid([1.0 1.0; 1.0 2.0; 1.0 3.0], [0.5, 1.0], [1.0, 3.0, 3.0]))
