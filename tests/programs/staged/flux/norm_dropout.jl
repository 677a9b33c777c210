# BatchNorm, LayerNorm, Dropout and Embedding, and train/test mode. BatchNorm against PyTorch
# (make_fixtures.py): under a gradient it normalises with the batch's statistics, gives the input
# and γ, β their gradients and moves its running statistics (momentum 0.1, the variance with
# Bessel's correction); outside it, or after testmode!, it uses the running statistics. LayerNorm
# is Flux's (x - mean) / (std + eps). Dropout is the identity unless active (trainmode!, or under a
# gradient); active, it keeps each element with probability 1 - p, scaled by 1/(1 - p).
using Flux, Random

rel(num, den) = sqrt(num / den)
# one compile per layer, shape, mode and precision: several callers keep each under juxla's warning (8)
apply(m, x) = m(x)
bnapply(m, x) = m(x)
lnapply(m, x) = m(x)
embed(m, x) = m(x)
bnloss(m, x, w) = sum(w .* m(x))

function check(T, tag)
    tol = T == Float64 ? 1e-5 : 1e-4
    x = T.(read_npy("data/norm_x.npy"))
    w = T.(read_npy("data/norm_weights.npy"))
    γ, β = T.(read_npy("data/norm_gamma.npy")), T.(read_npy("data/norm_beta.npy"))
    bn = BatchNorm(3; initγ = _ -> γ, initβ = _ -> β)
    T == Float64 && (bn = Flux.f64(bn))  # BatchNorm's running statistics start as Float32
    println(tag, " ", typeof(bn.μ), " ", bn.γ == γ, " ", bn.μ == zeros(3), " ", bn.σ² == ones(3))
    # not training: the initial running statistics (0, 1), so y = γ x / sqrt(1 + ϵ) + β
    y0 = bnapply(bn, x)
    println(tag, " ", bn, " auto mode ", rel(sum(abs2, y0 .- (reshape(bn.γ, 1, 1, 3) .* x ./ sqrt(1 + T(1e-5)) .+ reshape(bn.β, 1, 1, 3))), sum(abs2, y0)) <= tol)
    val, g = Flux.withgradient(bnloss, bn, x, w)
    for (name, a) in (("dx", g[2]), ("dgamma", g[1].γ), ("dbeta", g[1].β), ("mean", bn.μ), ("var", bn.σ²))
        ref = read_npy("data/norm_$(tag)_$name.npy")
        println(tag, " ", name, " ", typeof(a) == typeof(ref) && rel(sum(abs2, a .- ref), sum(abs2, ref)) <= tol)
    end
    train = read_npy("data/norm_$(tag)_train.npy")
    println(tag, " train loss ", abs(val - sum(w .* train)) <= tol * abs(val))
    # trainmode!: batch statistics also outside a gradient (and the running statistics move again)
    Flux.trainmode!(bn)
    println(tag, " ", bn, " trainmode ", rel(sum(abs2, bnapply(bn, x) .- train), sum(abs2, train)) <= tol)
    bn.μ, bn.σ² = T.(read_npy("data/norm_$(tag)_mean.npy")), T.(read_npy("data/norm_$(tag)_var.npy"))
    Flux.testmode!(bn)
    test = read_npy("data/norm_$(tag)_test.npy")
    println(tag, " ", bn, " testmode ", rel(sum(abs2, bnapply(bn, x) .- test), sum(abs2, test)) <= tol)
    val2, g2 = Flux.withgradient(bnloss, bn, x, w)  # test mode also under a gradient
    println(tag, " testmode gradient ", abs(val2 - sum(w .* test)) <= tol * abs(val2), " ", bn.μ == T.(read_npy("data/norm_$(tag)_mean.npy")))
    Flux.testmode!(bn, :auto)
    println(tag, " ", bn)

    xl = T.(read_npy("data/norm_xl.npy"))
    ln = LayerNorm(4)
    yl = lnapply(ln, xl)
    ref = read_npy("data/norm_$(tag)_layernorm.npy")
    println(tag, " ", ln, " ", typeof(yl) == typeof(ref) && rel(sum(abs2, yl .- ref), sum(abs2, ref)) <= tol)
end

check(Float64, "f64")
check(Float32, "f32")

# BatchNorm's fields and options; LayerNorm's scale and activation
bn = BatchNorm(2, relu; affine = false, momentum = 0.5f0)
println(bn, " ", bn.β, " ", bn.μ, " ", bn.σ², " ", bn.momentum, " ", bn.ϵ, " ", Flux.trainable(bn))
x = reshape(Float32[1, 3, 2, 6, -1, 1, 0, 2], 2, 2, 2)  # channel 1: 1 3 -1 1, channel 2: 2 6 0 2
Flux.trainmode!(bn)
y = apply(bn, x)
# channel 1: mean 1, var 2, so (x - 1) / sqrt(2 + 1f-5), then relu; running mean 0.5 * 0 + 0.5 * 1
println(round.(y; digits = 4), " ", bn.μ, " ", round.(bn.σ²; digits = 4))
ln = LayerNorm(3, tanh; affine = false)
println(ln, " ", round.(apply(ln, [1.0, 2.0, 6.0]); digits = 6), " ", LayerNorm((2, 2)))

# Dropout: identity by default and in testmode!, active after trainmode!
d = Dropout(0.25)
x = ones(200, 100)
println(d, " ", apply(d, x) == x)
Flux.trainmode!(d)
Random.seed!(3)
y = apply(d, x)
kept = count(!=(0), y)
println(d, " ", sort(unique(y)) == [0.0, 1 / 0.75], " ", 14000 < kept < 16000)
dd = Dropout(0.5; dims = 2, active = true)
y = apply(dd, ones(3, 400))
println(dd, " ", all(y[1, :] .== y[2, :]), " ", 150 < count(!=(0), y[1, :]) < 250)
Flux.testmode!(dd)
println(dd, " ", apply(dd, x) == x)
m = Chain(Dense(2 => 2), Dropout(0.1), BatchNorm(2))
Flux.testmode!(m)
println(m, " ", m[2].active, " ", m[3].active)
Flux.trainmode!(m)
println(m[2].active, " ", m[3].active)

# Embedding: columns of the weight, by index, vector, matrix of indices, or one-hot
e = Embedding(4 => 3)
println(e, " ", size(e.weight), " ", eltype(e.weight))
e = Embedding(reshape(collect(1.0:12), 3, 4))
println(embed(e, [2, 4, 2]), " ", e(3), " ", size(embed(e, [1 2; 3 4])), " ", embed(e, Flux.onehotbatch([4, 1], 1:4)))
g = gradient((e, i) -> sum(e(i) .* [1.0, 2.0, 3.0]), e, [2, 4, 2])[1]
println(g.weight)
