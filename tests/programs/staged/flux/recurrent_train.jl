# Training an LSTM and a GRU model: ten Adam steps as one compiled function (a stablehlo.while over
# the steps, holding the gradient's forward and backward loops over the sequence) against ten
# compiled single steps on a copy of the model, in the explicit style and in the implicit style
# (Flux.params, Flux.Optimise.Adam). Float64, within 1e-10.
using Flux, Optimisers, Random

loss(m, x, y) = Flux.mse(m(x), y)
function step!(m, st, x, y)
    l, g = Flux.withgradient(loss, m, x, y)
    Flux.update!(st, m, g[1])
    return l
end
function train!(m, st, x, y, n)
    l = 0.0
    for i in 1:n
        l, g = Flux.withgradient(loss, m, x, y)
        Flux.update!(st, m, g[1])
    end
    return l
end
function train_implicit!(m, opt, x, y, n)
    ps = Flux.params(m)
    l = 0.0
    for i in 1:n
        l, gs = Flux.withgradient(() -> loss(m, x, y), ps)
        Flux.update!(opt, ps, gs)
    end
    return l
end
copyall(t::Tuple) = map(copyall, t)
copyall(a::AbstractArray) = copy(a)
weights(m) = (m[1].cell.Wi, m[1].cell.Wh, m[1].cell.bias, m[3].weight, m[3].bias)
dist(a, b) = maximum(map((u, v) -> maximum(abs.(u .- v)), weights(a), weights(b)))

Random.seed!(7)
x = randn(3, 7, 4)
y = randn(2, 4)
last_step(h) = h[:, end, :]
for (name, make) in (("lstm", () -> Chain(LSTM(3 => 5), last_step, Dense(5 => 2))),
                     ("gru", () -> Chain(GRU(3 => 5), last_step, Dense(5 => 2))))
    m1 = f64(make())
    w = copyall(weights(m1))
    m2, m3 = f64(make()), f64(make())
    for m in (m2, m3)  # the same weights as m1
        for (a, b) in zip(weights(m), w)
            a .= b
        end
    end
    l0 = loss(m1, x, y)
    st1 = Flux.setup(Optimisers.Adam(0.01), m1)
    st2 = Flux.setup(Optimisers.Adam(0.01), m2)
    l1 = train!(m1, st1, x, y, 10)
    l2 = 0.0
    for i in 1:10
        l2 = step!(m2, st2, x, y)
    end
    # implicit: the first step makes the optimiser's state, then nine in one compiled loop
    opt = Flux.Optimise.Adam(0.01)
    ps = Flux.params(m3)
    Flux.update!(opt, ps, gradient(() -> loss(m3, x, y), ps))
    l3 = train_implicit!(m3, opt, x, y, 9)
    println(name, " ", m1[1], " loss down ", l1 < l0, " loop = steps ", abs(l1 - l2) <= 1e-10, " ", dist(m1, m2) <= 1e-10,
            " implicit ", abs(l3 - l2) <= 1e-10, " ", dist(m3, m2) <= 1e-10)
end
