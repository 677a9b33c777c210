# identity passes a staged array through, so NNlib's dot_product_attention (which applies
# identity as its default function) stages. Expected: hand / NumPy (softmax over the keys of
# k'q / sqrt(4), then v times the weights).
using NNlib
f(x) = identity(x) .* 2
println(f([1.0, 2.0]))
g(q, k, v) = dot_product_attention(q, k, v)[1]
q = reshape(collect(1.0:8.0) ./ 8, 4, 2, 1)
println(round.(g(q, q, q); digits=4))
