# Products differentiated once and twice. prod's gradient is made of exclusive prefix and suffix
# products (reduce_window products), whose own vjp gives prod's Hessian; cumprod stages as one
# reduce_window product. No division anywhere, so zeros in x are exact. Oracles: the formulas.
using Zygote

# ∂²prod/∂xi∂xj is the product of the others (0 on the diagonal).
others(x, i, j) = prod((x[k] for k in eachindex(x) if k != i && k != j); init = 1.0)
hessian_by_hand(x) = [i == j ? 0.0 : others(x, i, j) for i in eachindex(x), j in eachindex(x)]
# ∂/∂xi sum(cumprod(x)) = Σ_{k >= i} Π_{j <= k, j != i} xj.
cumprod_grad_by_hand(x) = [sum(others(x[1:k], i, 0) for k in i:length(x)) for i in eachindex(x)]

for x in ([1.5, -0.5, 2.0, 0.8], [1.5, 0.0, 2.0, 0.8], [0.0, -0.5, 0.0, 0.8])
    H = jacobian(t -> gradient(prod, t)[1], x)[1]
    g = gradient(t -> sum(cumprod(t)), x)[1]
    println(H == H', " ", isapprox(H, hessian_by_hand(x); atol = 1e-14), " ",
            isapprox(g, cumprod_grad_by_hand(x); atol = 1e-14))
    println(H)
    println(g)
end
# Reverse over reverse with a scalar direction: d/dt of v ⋅ ∇prod(x + t v) at 0 is v'Hv.
x, v = [1.5, -0.5, 2.0, 0.8], [1.0, 2.0, -1.0, 0.5]
vHv = gradient(t -> sum(v .* gradient(prod, x .+ t .* v)[1]), 0.0)[1]
println(isapprox(vHv, v' * hessian_by_hand(x) * v; rtol = 1e-12))
