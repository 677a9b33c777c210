# The implicit-parameter style of Flux 0.14 against the explicit style on the same model and data:
# Flux.params, gradient(() -> loss, ps) giving Grads indexed by the arrays, and Flux.update!(opt, ps, gs)
# with the old optimisers of Flux.Optimise (their state kept in the optimiser) against
# Flux.setup/Flux.update! with the same Optimisers rule, five steps each, on the host and inside a
# compiled training step. Float64 models agree within 1e-12 (the same formulas), Float32 within 1e-5.
using Flux, Optimisers


function model(T)
    m = Chain(Dense(3 => 4, tanh), Dense(4 => 2))
    return T == Float64 ? f64(m) : m
end


x = randn(3, 6)
y = randn(2, 6)
loss(m, x, y) = Flux.mse(m(x), y)

# ---- params and Grads ----
m = model(Float64)
ps = Flux.params(m)
println(typeof(ps), " ", length(ps), " ", ps[1] === m[1].weight, " ", ps[2] === m[1].bias, " ", ps[4] === m[2].bias,
        " ", m[2].weight in ps, " ", x in ps)
gs = gradient(() -> loss(m, x, y), ps)
ge = gradient(mm -> loss(mm, x, y), m)[1]
println(typeof(gs), " ", length(gs), " ", gs[m[1].weight] == ge.layers[1].weight, " ", gs[m[1].bias] == ge.layers[1].bias,
        " ", gs[m[2].weight] == ge.layers[2].weight, " ", gs[m[2].bias] == ge.layers[2].bias, " ", haskey(gs, m[1].bias),
        " ", haskey(gs, x))
# a parameter the loss does not read gets nothing; params of several things, each array once
extra = zeros(3)
ps2 = Flux.params(m[1], extra, m[1].weight)
gs2 = gradient(() -> sum(abs2, m[1](x)), ps2)
println(length(ps2), " ", gs2[extra] === nothing, " ", size(gs2[m[1].weight]))
l, gs3 = withgradient(() -> loss(m, x, y), ps)
println(l ≈ loss(m, x, y), " ", gs3[m[1].bias] == gs[m[1].bias])
println(length(Flux.params(Chain(Conv((3, 3), 1 => 2), BatchNorm(2), Dense(2 => 1)))))

# ---- training: old optimisers with implicit params against Optimisers rules with the explicit style ----
pairs_of_rules() = (("Descent", Flux.Optimise.Descent(0.1), Optimisers.Descent(0.1)),
                    ("Momentum", Flux.Optimise.Momentum(0.05, 0.8), Optimisers.Momentum(0.05, 0.8)),
                    ("Nesterov", Flux.Optimise.Nesterov(0.05, 0.8), Optimisers.Nesterov(0.05, 0.8)),
                    ("RMSProp", Flux.Optimise.RMSProp(0.01, 0.9), Optimisers.RMSProp(0.01, 0.9)),
                    ("Adam", Flux.Optimise.Adam(0.01), Optimisers.Adam(0.01)),
                    ("AdaGrad", Flux.Optimise.AdaGrad(0.1), Optimisers.AdaGrad(0.1)),
                    ("AdamW", Flux.Optimise.AdamW(0.01, (0.9, 0.999), 0.01),
                     Optimisers.OptimiserChain(Optimisers.Adam(0.01), Optimisers.WeightDecay(0.01))))

function implicit_step!(m, opt, x, y)
    ps = Flux.params(m)
    l, gs = withgradient(() -> loss(m, x, y), ps)
    Flux.update!(opt, ps, gs)
    return l
end
function explicit_step!(m, st, x, y)
    l, g = withgradient(loss, m, x, y)
    Flux.update!(st, m, g[1])
    return l
end
# (the same steps under several names keep each under juxla's recompile warning: one compile per
# rule and precision)
istep1!(m, opt, x, y) = implicit_step!(m, opt, x, y)
istep2!(m, opt, x, y) = implicit_step!(m, opt, x, y)
istep3!(m, opt, x, y) = implicit_step!(m, opt, x, y)
estep1!(m, st, x, y) = explicit_step!(m, st, x, y)
estep2!(m, st, x, y) = explicit_step!(m, st, x, y)
estep3!(m, st, x, y) = explicit_step!(m, st, x, y)
twin(m) = Chain(Dense(copy(m[1].weight), copy(m[1].bias), tanh), Dense(copy(m[2].weight), copy(m[2].bias)))
dist(a, b) = max(maximum(abs.(a[1].weight .- b[1].weight)), maximum(abs.(a[1].bias .- b[1].bias)),
                 maximum(abs.(a[2].weight .- b[2].weight)), maximum(abs.(a[2].bias .- b[2].bias)))

for T in (Float64, Float32)
    tol = T == Float64 ? 1e-12 : 1e-5
    xt, yt = T.(x), T.(y)
    for (k, item) in enumerate(pairs_of_rules())
        name, old, new = item
        m0 = model(T)
        m1, m2, m3 = twin(m0), twin(m0), twin(m0)
        st = Flux.setup(new, m2)
        istep!, estep! = k <= 3 ? (istep1!, estep1!) : k <= 6 ? (istep2!, estep2!) : (istep3!, estep3!)
        # implicit: the first step from the host (it makes the optimiser's state), four compiled ones;
        # explicit: five compiled steps
        p1 = Flux.params(m1)
        Flux.update!(old, p1, gradient(() -> loss(m1, xt, yt), p1))
        l1 = l2 = zero(T)
        for i in 1:4
            l1 = istep!(m1, old, xt, yt)
        end
        for i in 1:5
            l2 = estep!(m2, st, xt, yt)
        end
        # five steps from the host with a fresh optimiser of the same kind: the gradients are compiled,
        # update! runs in the evaluator
        opt3 = pairs_of_rules()[k][2]
        for i in 1:5
            p3 = Flux.params(m3)
            g3 = gradient(() -> loss(m3, xt, yt), p3)
            Flux.update!(opt3, p3, g3)
        end
        println(T, " ", rpad(name, 9), typeof(l1), " ", abs(l1 - l2) <= tol * abs(l2), " ", dist(m1, m2) <= tol,
                " host ", dist(m3, m2) <= tol, " moved ", dist(m1, m0) > 100 * tol)
    end
end

# the optimiser keeps one state per parameter, keyed by the array itself, made in compiled code
m = model(Float32)
opt = Flux.Optimise.Adam(0.01)
for i in 1:3
    implicit_step!(m, opt, Float32.(x), Float32.(y))
end
println(opt, " ", length(opt.state), " ", opt.state[1].first === m[1].weight, " ", opt.state[4].first === m[2].bias, " ",
        opt.state[1].second[3] ≈ [0.9^4, 0.999^4])
println(Flux.Optimise.Descent(), " ", Flux.Optimise.Momentum(), " ", Flux.Optimise.AdamW())

# a whole training loop in one compiled function (a stablehlo.while over the steps), once the
# optimiser has its state; the same loop in the explicit style
function train_implicit!(m, opt, x, y, n)
    ps = Flux.params(m)
    l = zero(eltype(x))
    for i in 1:n
        l, gs = withgradient(() -> loss(m, x, y), ps)
        Flux.update!(opt, ps, gs)
    end
    return l
end
function train_explicit!(m, st, x, y, n)
    l = zero(eltype(x))
    for i in 1:n
        l, g = withgradient(loss, m, x, y)
        Flux.update!(st, m, g[1])
    end
    return l
end
m0 = model(Float64)
m1, m2 = twin(m0), twin(m0)
opt = Flux.Optimise.Adam(0.01)
implicit_step!(m1, opt, x, y)
st = Flux.setup(Optimisers.Adam(0.01), m2)
explicit_step!(m2, st, x, y)
l1 = train_implicit!(m1, opt, x, y, 20)
l2 = train_explicit!(m2, st, x, y, 20)
println("loop ", abs(l1 - l2) <= 1e-12 * l2, " ", dist(m1, m2) <= 1e-12, " ", l2 < loss(m0, x, y), " ",
        opt.state[1].second[3] ≈ [0.9^22, 0.999^22])
