# A Hessian-vector product of a small CNN's loss, reverse over reverse: the gradient of
# t -> dot(∇L(t), v) differentiates the backward pass itself (select_and_scatter of the max pool,
# the transposed convolutions, the slices that unpack θ). Oracles: central differences of the
# gradient, second differences of the loss, and the symmetry of the Hessian.
using NNlib, Zygote, LinearAlgebra

# θ packs w1 (3x3x1x3), b1 (3), w2 (2x2x3x4), W (3x16) and b (3): 129 parameters.
unpack(θ) = (reshape(θ[1:27], 3, 3, 1, 3), reshape(θ[28:30], 1, 1, 3, 1), reshape(θ[31:78], 2, 2, 3, 4),
             reshape(θ[79:126], 3, 16), θ[127:129])

# conv (pad 1) -> relu -> 2x2 max pool -> conv -> tanh -> dense -> logsoftmax cross-entropy.
function features(w1, b1, x)
    z = conv(x, w1; pad = 1) .+ b1
    z, maxpool(relu.(z), (2, 2))
end
function loss(w1, b1, w2, W, b, x, y)
    _, p = features(w1, b1, x)
    h = tanh.(conv(p, w2))
    logits = W * reshape(h, :, size(h, 4)) .+ b
    -sum(y .* logsoftmax(logits)) / size(y, 2)
end
L(θ, x, y) = loss(unpack(θ)..., x, y)

x = reshape(sin.(collect(1.0:72.0) .* 1.7), 6, 6, 1, 2)
y = [1.0 0.0; 0.0 0.0; 0.0 1.0]
θ = sin.(collect(1.0:129.0) .* 2.3 .+ 0.2) .* 0.6
v = cos.(collect(1.0:129.0) .* 0.7)
u = sin.(collect(1.0:129.0) .* 0.9)

# Differences hold only away from relu's kink and from ties in a pool window: the smallest
# |pre-activation| and the smallest gap between a window's maximum and its runner-up must be far
# above what a step of ε = 1e-5 along v (|v| <= 1, |x| <= 1) moves a pre-activation: 10ε.
function margins(z)
    a = relu.(z)
    a1, a2 = a[1:2:end, 1:2:end, :, :], a[2:2:end, 1:2:end, :, :]
    a3, a4 = a[1:2:end, 2:2:end, :, :], a[2:2:end, 2:2:end, :, :]
    p, q, r, s = max.(a1, a2), min.(a1, a2), max.(a3, a4), min.(a3, a4)
    top, second = max.(p, r), max.(min.(p, r), max.(q, s))
    # A window whose elements are all relu's zeros passes no gradient: its ties do not matter.
    minimum(abs.(z)), minimum(ifelse.(top .> 0, top .- second, Inf))
end
kink, gap = margins(features(unpack(θ)[1], unpack(θ)[2], x)[1])
println("margins above 1e-3: ", kink > 1e-3, " ", gap > 1e-3)

∇L(θ) = gradient(t -> L(t, x, y), θ)[1]
hvp(v) = gradient(t -> dot(∇L(t), v), θ)[1]
Hv = hvp(v)

ε = 1e-5
fd = (∇L(θ .+ ε .* v) .- ∇L(θ .- ε .* v)) ./ (2ε)
relerr = norm(Hv .- fd) / norm(fd)
println("HVP vs differences of the gradient below 1e-6: ", relerr < 1e-6)

# v'Hv against the second difference of the loss itself.
δ = 1e-5
second = (L(θ .+ δ .* v, x, y) - 2 * L(θ, x, y) + L(θ .- δ .* v, x, y)) / δ^2
println("v'Hv vs second difference of the loss below 1e-5: ", abs(dot(v, Hv) - second) / abs(second) < 1e-5)

# The Hessian is symmetric: u'(Hv) = v'(Hu).
println("u'Hv == v'Hu: ", isapprox(dot(u, Hv), dot(v, hvp(u)); rtol = 1e-10))

println("loss ", round(L(θ, x, y); digits = 8))
println("v'Hv ", round(dot(v, Hv); digits = 6))
println("|Hv| ", round(norm(Hv); digits = 6))
println("Hv[1:3] ", round.(Hv[1:3]; digits = 6))

# The same product with the parameters as five arrays: nested gradients of several arguments.
vs = unpack(v)
dots(g) = sum(dot(g[i], vs[i]) for i in 1:5)
Hs = gradient((ps...) -> dots(gradient((qs...) -> loss(qs..., x, y), ps...)), unpack(θ)...)
println("per-array HVP == flat HVP: ", isapprox(vcat(vec.(Hs)...), Hv; rtol = 1e-12))
