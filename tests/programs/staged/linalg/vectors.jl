# Vector arithmetic and products mixing matrices and vectors: A' * x is a Vector, x' * A a 1xn row,
# sums of products, and an Int matrix with a Float vector.
atx(A, x) = A' * x
println(atx([1.0 2.0; 3.0 4.0; 5.0 6.0], [1.0, 0.0, -1.0]))
vecops(v, w) = (v + w, v - w, 2v, v / 4, v' * w, sum(v .* w))
println(vecops([1.0, 2.0, 3.0], [3.0, 2.0, 1.0]))
println(vecops([1, 2], [3, -4]))
quad(A, x) = x' * A * x
println(quad([2.0 1.0; 1.0 3.0], [1.0, 2.0]))
println(quad([2 1; 1 3], [1, 2]))
mixed(A, x) = A * x
println(mixed([1 2; 3 4], [0.5, 0.5]))
println(mixed(Float32[1.0 0.0; 0.0 2.0], Float32[3.0, 4.0]))
# Residual norm after one Jacobi step for a 2x2 diagonal-dominant system.
function jacobi(A, b, x)
    d = [A[1, 1], A[2, 2]]
    r = b - A * x
    x = x + r ./ d
    return x, round(sum((b - A * x) .^ 2); digits = 9)
end
println(jacobi([4.0 1.0; 2.0 5.0], [1.0, 2.0], [0.0, 0.0]))
