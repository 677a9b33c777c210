# Optimisers' rules against PyTorch (make_fixtures.py): three update! steps from one start with
# three given gradients, for Descent, Momentum, Nesterov, RMSProp (plain and centred), Adam (default
# and other hyperparameters), AdamW, AdaGrad, and OptimiserChains of WeightDecay, ClipGrad and
# ClipNorm with Descent; each rule's state is a Leaf of one tree, updated in place at host level and
# inside a compiled function. Float64 within 1e-10 and Float32 within 1e-5 (‖a−b‖/‖b‖). Then the
# default hyperparameters, setup's tree for a model, adjust!, freeze!/thaw!, update (copying),
# shared parameters and a missing gradient.
using Flux
using Flux: Optimisers

rel(num, den) = sqrt(num / den)
const rules = (descent = Descent(0.1), momentum = Momentum(), nesterov = Nesterov(), rmsprop = RMSProp(),
               rmsprop_centred = RMSProp(0.001; centred = true), adam = Adam(), adam_lr = Adam(0.1, (0.8, 0.9)),
               adamw = AdamW(0.01, (0.9, 0.999), 0.1), adagrad = AdaGrad(),
               weightdecay = OptimiserChain(WeightDecay(0.05), Descent(0.1)),
               clipgrad = OptimiserChain(ClipGrad(1.0), Descent(0.1)), clipnorm = OptimiserChain(ClipNorm(1.0), Descent(0.1)))

same_grad(model, g) = map(_ -> g, model)  # the gradient g for every parameter
function three_steps!(st, model, gs)
    for g in gs
        Flux.update!(st, model, same_grad(model, g))
    end
    return model
end

function check(T, tag, staged)
    tol = T == Float64 ? 1e-10 : 1e-5
    x0 = T.(read_npy("data/opt_x0.npy"))
    gs = ntuple(i -> T.(read_npy("data/opt_g$i.npy")), 3)
    model = Base.__namedtuple(keys(rules), ntuple(_ -> copy(x0), length(rules)))  # a copy of x0 per rule
    st = map(Optimisers.setup, rules, model)
    if staged
        three_steps!(st, model, gs)  # one compiled function: the loop, every rule's step
    else
        for g in gs  # host level
            Flux.update!(st, model, same_grad(model, g))
        end
    end
    ok = Bool[]
    for k in keys(rules)
        ref = read_npy("data/opt_$(tag)_$k.npy")
        a = getfield(model, k)
        push!(ok, typeof(a) == typeof(ref) && rel(sum(abs2, a .- ref), sum(abs2, ref)) <= tol)
    end
    println(tag, staged ? " compiled " : " host ", all(ok) ? "all match" : "mismatch: $(keys(rules)[.!ok])")
    return st
end

check(Float64, "f64", false)
check(Float32, "f32", false)
check(Float64, "f64", true)
st = check(Float32, "f32", true)
println(st.adam, " ", st.descent)

# Flux's and Optimisers' default hyperparameters
println(Descent(), " ", Momentum(), " ", Nesterov(), " ", RMSProp(), " ", Adam())
println(AdamW(), " ", AdaGrad(), " ", WeightDecay(), " ", ClipGrad(), " ", ClipNorm())
println(Adam(; beta = (0.5, 0.6)), " ", OptimiserChain(ClipGrad(), Adam(0.01)))

# setup's tree: a Leaf per parameter array, () for the rest (functions, no bias, BatchNorm's statistics)
m = Chain(Dense(Float32[1 2; 3 4], false, relu), BatchNorm(2))
st = Flux.setup(Momentum(0.1), m)
println(st)
println(Flux.trainables(m) == [m[1].weight, m[2].β, m[2].γ])
# one step by hand: Momentum's velocity 0.1 * g, subtracted
g = (layers = ((weight = Float32[1 1; 2 2], bias = nothing, σ = nothing), nothing),)
st2, m2 = Flux.update!(st, m, g)
println(st2 === st, " ", m2 === m, " ", m[1].weight, " ", st.layers[1].weight.state)
# adjust!: the learning rate or a field by name, the state kept; freeze! stops updates
Flux.adjust!(st, 0.5)
println(st.layers[1].weight.rule, " ", st.layers[2].γ.rule)
Flux.adjust!(st; rho = 0.0)
println(st.layers[1].weight)
Flux.freeze!(st.layers[1])
Flux.update!(st, m, g)
println(m[1].weight, " ", st.layers[1].weight)
Flux.thaw!(st)
Flux.update!(st, m, g)
println(m[1].weight)
# update copies: the model and the state are left as they were
w0 = copy(m[1].weight)
st3, m3 = Optimisers.update(st, m, map(x -> x isa Array ? 2x : x, g.layers[1]) |> l -> (layers = (l, nothing),))
println(m[1].weight == w0, " ", m3[1].weight != w0, " ", st3.layers[1].weight.state != st.layers[1].weight.state)
# a parameter used twice has one Leaf and takes one step with its whole gradient: here 1 + 2 per
# element, so Descent(0.5) subtracts 1.5 (juxla's gradient gives that total at both places)
shared = Float32[1, 2]
tied = (a = shared, b = shared)
st = Optimisers.setup(Descent(0.5), tied)
println(st.a === st.b)
g = gradient(t -> sum(t.a .* 1) + sum(t.b .* 2), tied)[1]
Flux.update!(st, tied, g)
println(shared)
Flux.update!(st, tied, (a = nothing, b = nothing))
println(shared, " ", Flux.update!(st, tied, nothing)[2] === tied)
