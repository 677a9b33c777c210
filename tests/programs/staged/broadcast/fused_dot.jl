# Fused dotted expressions: @. and explicit dots become one elementwise expression per call.
function axpy(a, x, y)
    return @. a * x + y
end
println(axpy(2.0, [1.0, 2.0, 3.0], [0.5, -1.0, 4.0]))
println(axpy(-1.5, [2.0, 4.0], [1.0, 1.0]))
function poly(x)
    return @. 3 * x * x - 2x + 1
end
println(poly([0.0, 1.0, -2.0, 0.5]))
println(poly([1, 2, 3]))
# Dots written out, with a function of each element and a final reduction.
mse(yhat, y) = sum((yhat .- y) .^ 2) / length(y)
println(mse([1.0, 2.0, 4.0], [1.5, 2.0, 3.0]))
softplus_sum(x) = sum(@. log(1 + exp(x)))
println(round(softplus_sum([0.0, 1.0, -1.0]); digits = 6))
# @. with a matrix, and a dotted comparison used as numbers.
relu_count(A) = (@. max(A, 0.0)), sum(A .> 0)
println(relu_count([1.0 -2.0; -3.0 4.0]))
