# LinearAlgebra.norm of staged arrays: 2 (the default; of a matrix, all its elements), 1, Inf, -Inf, 0
# and a general p (rounded: Julia scales by the largest |x| first); Float32 stays Float32; gradient
# clipping by the norm.
using LinearAlgebra
function norms(x, A)
    return (norm(x), norm(x, 1), norm(x, Inf), norm(x, -Inf), norm(x, 0), round(norm(x, 3); digits=10), norm(A))
end
clip(g, c) = norm(g) > c ? g .* (c / norm(g)) : g
println(norms([2.0, -4.0, 0.0, 4.0], [1.0 2.0; 2.0 4.0]))
println(norms(Float32[3.0, 4.0], Float32[0.0 0.0; 0.0 0.0]))
println(clip([3.0, 4.0], 1.0), " ", clip([0.3, 0.4], 1.0))
