# SkipConnection, Parallel, Maxout and Scale (values and gradients by hand), NNlib's activations as
# Flux exports them, f32/f64 and fmap over a model, and the initialisers: glorot_uniform,
# glorot_normal, kaiming_uniform, kaiming_normal with their Float32 types, fan-in/fan-out scales
# (checked on large seeded samples), gain, and the rng and closure forms.
using Flux, NNlib, Random

apply(m, x...) = m(x...)
apply2(m, x...) = m(x...)  # a second caller keeps each under juxla's recompile warning (8)

W = [1.0 -1.0; 2.0 0.5]
d = Dense(W, [0.5, -0.5])
x = [1.0 0.0 -2.0; 2.0 1.0 1.0]
sk = SkipConnection(d, +)
# d(x) = W x + b = [-0.5 -0.5 -2.5; 2.5 0.0 -4.0], plus x
println(sk, " ", apply(sk, x))
g = gradient(m -> sum(m(x)), sk)[1]
# d/dW of sum(W x + b + x) is ones * x' = [-1 4; -1 4]
println(g.layers.weight, " ", g.layers.bias, " ", g.connection)
p = Parallel(vcat, d, Dense([1.0 1.0], false))
println(p, " ", apply(p, x), " ", p[2])
p2 = Parallel(+, a = Dense(W, false), b = Dense(W, false))
println(p2, " ", apply(p2, x, 2x) == 3 * (W * x), " ", apply(p2, (x, x)) == 2 * (W * x), " ", p2[:b] === p2.layers.b)
# the layers share W: juxla's gradient gives W's whole gradient, ones * (x + 2x)', at both places
gp = gradient((m, a, b) -> sum(m(a, b)), p2, x, 2x)
println(gp[1].layers.a.weight, " ", gp[1].layers.b.weight, " ", gp[2])
mo = Maxout(v -> 2 .* v, v -> v .^ 2)
println(apply(mo, [-1.0, 0.5, 3.0]), " ", Maxout(() -> Dense(2 => 3), 4) |> length ∘ (m -> m.layers))
sc = Flux.Scale([2.0, 3.0], [1.0, 0.0], relu)
println(sc, " ", apply(sc, [1.0 -1.0; 1.0 2.0]), " ", Flux.Scale(2), " ", Flux.Scale(2).scale)

# activations re-exported from NNlib: the same functions
println(relu === NNlib.relu, " ", σ(0.0), " ", round(gelu(1.0); digits = 6), " ", leakyrelu(-2.0), " ", softmax([0.0, log(3.0)]))

# f32 / f64: float arrays converted, the rest kept; the original unchanged
m = Chain(Dense(Float32[1 2; 3 4], Float32[0, 1], relu), BatchNorm(2))
m64 = f64(m)
println(typeof(m64[1].weight), " ", typeof(m64[2].μ), " ", m64[2].ϵ, " ", m64[1].σ, " ", typeof(m[1].weight), " ", f32(m64)[1].weight == m[1].weight)
println(apply2(m64, [1.0 2.0; 1.0 0.0]) ≈ apply2(m, Float32[1 2; 1 0]), " ", cpu(m) === m, " ", gpu(m) === m)
doubled = Flux.fmap(v -> v isa AbstractArray ? 2v : v, m[1])
println(doubled.weight, " ", doubled.bias, " ", doubled.σ)
println(Flux.trainable(m[1]), " ", Flux.trainable(Dropout(0.1)))

# initialisers: Float32 arrays scaled by the fans (fan_in, fan_out from the last two dims, times the
# receptive field), seeded
Random.seed!(42)
w = glorot_uniform(100, 200)
lim = sqrt(6 / 300)
println(typeof(w), " ", size(w), " ", maximum(abs, w) <= lim, " ", abs(sum(w) / length(w)) < 0.01 * lim, " ",
        abs(sum(abs2, w) / length(w) / (lim^2 / 3) - 1) < 0.05)
w = glorot_normal(100, 200)
println(abs(sqrt(sum(abs2, w) / length(w)) / sqrt(2 / 300) - 1) < 0.03)
w = kaiming_normal(3, 3, 16, 32)  # fan_in 3 * 3 * 16
println(size(w), " ", abs(sqrt(sum(abs2, w) / length(w)) / (sqrt(2) / 12) - 1) < 0.03)
w = kaiming_uniform(50, 60; gain = 1)
println(maximum(abs, w) <= sqrt(3 / 60), " ", maximum(abs, w) > 0.95 * sqrt(3 / 60))
w = glorot_uniform(30, 40; gain = 2)
println(maximum(abs, w) <= 2 * sqrt(6 / 70), " ", maximum(abs, w) > 1.9 * sqrt(6 / 70))
println(Flux.nfan(5), " ", Flux.nfan(4, 3), " ", Flux.nfan(3, 3, 16, 32))
println(glorot_uniform(Xoshiro(1), 3, 4) == glorot_uniform(Xoshiro(1), 3, 4), " ", glorot_uniform(Xoshiro(1), 3, 4) != glorot_uniform(Xoshiro(2), 3, 4))
init = glorot_normal(Xoshiro(5))
println(Dense(4 => 3; init = init).weight == glorot_normal(Xoshiro(5), 3, 4), " ", size(Flux.kaiming_normal(; gain = 1)(2, 5)))
println(Flux.zeros32(2), " ", Flux.ones32(1, 2), " ", typeof(Flux.randn32(2)), " ", typeof(Flux.rand32(Xoshiro(1), 2)))
