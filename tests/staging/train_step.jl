# `juxla compile --entry step` prints one module whose @main computes the loss, its gradient and the
# update together (tests/staging/compile_gradient_test.sh). Run with `juxla run`, the script prints
# a @main for `juxla interpret` that calls that module's function (renamed @step) on these inputs
# and checks its results against this run's and against the gradient derived by hand.
using Zygote
function loss(W1, b1, W2, x, y)
    h = tanh.(W1 * x .+ b1)
    sum(abs2, W2 * h .- y) / ignore_derivatives(sum(abs2, y))
end
function step(W1, b1, W2, x, y)
    g = gradient((W1, b1, W2) -> loss(W1, b1, W2, x, y), W1, b1, W2)
    (W1 .- 0.1 .* g[1], b1 .- 0.1 .* g[2], W2 .- 0.1 .* g[3])
end
W1 = reshape(sin.(1.0:12.0), 4, 3)
b1 = cos.(1.0:4.0) ./ 2
W2 = reshape(sin.(2.0:9.0) ./ 3, 2, 4)
x = reshape(cos.(1.0:15.0), 3, 5)
y = reshape(sin.(3.0:12.0), 2, 5)
stepped = step(W1, b1, W2, x, y)

# By hand: r = W2 h - y, d = 2r / |y|², dW2 = d h', dh = (W2'd) .* (1 - h²), dW1 = dh x', db1 = Σ dh.
h = tanh.(W1 * x .+ b1)
d = 2 .* (W2 * h .- y) ./ sum(abs2, y)
dh = (W2' * d) .* (1 .- h .^ 2)
byhand = (W1 .- 0.1 .* (dh * x'), b1 .- 0.1 .* vec(sum(dh; dims = 2)), W2 .- 0.1 .* (d * h'))

# A Julia array of size (d1, ..., dn) is the IR tensor<dn x ... x d1> with the same element order;
# `vec(a)` prints as a dense literal. (Top-level code: `juxla compile` would stage a function or
# comprehension that takes arrays, and staged code does not print to strings.)
irtype(dims) = "tensor<" * join(reverse(collect(dims)), "x") * "xf64>"
constants = (("a1", W1), ("a2", b1), ("a3", W2), ("a4", x), ("a5", y), ("ran1", stepped[1]), ("ran2", stepped[2]),
             ("ran3", stepped[3]), ("byhand1", byhand[1]), ("byhand2", byhand[2]), ("byhand3", byhand[3]))
println("  func.func @main() {")
for (name, a) in constants
    println("    %", name, "_flat = stablehlo.constant dense<", vec(a), "> : tensor<", length(a), "xf64>")
    println("    %", name, " = stablehlo.reshape %", name, "_flat : (tensor<", length(a), "xf64>) -> ", irtype(size(a)))
end
types = join(map(irtype, (size(W1), size(b1), size(W2), size(x), size(y))), ", ")
outtypes = join(map(irtype, (size(W1), size(b1), size(W2))), ", ")
println("    %r:3 = call @step(%a1, %a2, %a3, %a4, %a5) : (", types, ") -> (", outtypes, ")")
for i in 1:3
    println("    check.expect_almost_eq %r#", i - 1, ", %ran", i, ", tolerance = 1.0e-12 : ", irtype(size(stepped[i])))
    println("    check.expect_almost_eq %r#", i - 1, ", %byhand", i, ", tolerance = 1.0e-12 : ", irtype(size(stepped[i])))
end
println("    return")
println("  }")
