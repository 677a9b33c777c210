# gradient of gradient, pullbacks and Jacobians.
using Zygote

# d²/dx² x^3 = 6x.
println(gradient(x -> gradient(y -> y^3, x)[1], 2.0))
# A Hessian-vector product of f(x) = x1^2 x2 + sin(x2): H = [2x2 2x1; 2x1 -sin(x2)].
f(x) = x[1]^2 * x[2] + sin(x[2])
hv(x, v) = gradient(t -> gradient(f, x .+ t .* v)[1][1] * v[1] + gradient(f, x .+ t .* v)[1][2] * v[2], 0.0)[1]
x = [1.0, 2.0]
v = [1.0, -1.0]
H = [2x[2] 2x[1]; 2x[1] -sin(x[2])]
println(isapprox(hv(x, v), v' * H * v; rtol = 1e-12))

y, back = pullback((a, b) -> a .* b, [1.0, 2.0], [3.0, 4.0])
println(y)
println(back([1.0, 10.0]))

println(jacobian(x -> [x[1] * x[2], x[1] + 2x[2], sin(x[1])], [0.0, 3.0]))
println(jacobian(x -> x .^ 2, [1.0, 2.0, 3.0])[1])

# ignore_derivatives: the value is used, no gradient flows back through it.
println(gradient(x -> x * ignore_derivatives(x), 3.0))
