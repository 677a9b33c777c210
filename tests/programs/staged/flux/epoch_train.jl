# One epoch through a DataLoader inside a compiled function: ONE executable, the full batches one
# stablehlo.while that gathers each batch through the epoch's order, the last partial batch staged
# once more after it (docs/flux.md, "DataLoader and epochs"); and the same through Flux.train!.
# 1. shuffle = false, Float64, Descent(0.1): the epoch's losses and weights are PyTorch's SGD over
#    the batches 1:4, 5:8, 9:10 (tests/oracles/flux/epoch_sgd.py).
# 2. shuffle = true, rng = Xoshiro(7), Float32, Adam, two epochs: equal to host code stepping through
#    the batches of randperm(Xoshiro(7), 10) one call at a time (the loader's permutation), also for
#    train! and for `enumerate(loader)`.
using Flux, Random

loss(m, x, y) = Flux.logitcrossentropy(m(x), y)
function make_model(T)
    W1 = T.(cos.(reshape(1:12, 4, 3)))
    W2 = T.(sin.(reshape(1:12, 3, 4)) ./ 2)
    return Chain(Dense(W1, T.(0.1 .* (1:4)), tanh), Dense(W2, zeros(T, 3)))
end
x64 = sin.(reshape(1.0:30.0, 3, 10))
y = Flux.onehotbatch([0, 1, 2, 1, 0, 2, 2, 1, 0, 1], 0:2)

function epoch!(model, opt, loader)
    total = 0.0f0
    for (xb, yb) in loader
        l, g = Flux.withgradient(m -> loss(m, xb, yb), model)
        Flux.update!(opt, model, g[1])
        total += l
    end
    return total
end

function epoch_enumerate!(model, opt, loader)
    weighted = 0.0f0
    for (i, batch) in enumerate(loader)
        xb, yb = batch
        l, g = Flux.withgradient(m -> loss(m, xb, yb), model)
        Flux.update!(opt, model, g[1])
        weighted += i * l
    end
    return weighted
end

function step!(model, opt, xb, yb)
    l, g = Flux.withgradient(m -> loss(m, xb, yb), model)
    Flux.update!(opt, model, g[1])
    return l
end

# 1. against PyTorch
close(a, b; tol = 1e-9) = maximum(abs.(a .- b)) <= tol * max(1, maximum(abs.(b)))
m = make_model(Float64)
opt = Flux.setup(Descent(0.1), m)
loader = DataLoader((x64, y); batchsize = 4)
println("batches ", length(loader), ", last partial")
total = epoch!(m, opt, loader)
println("epoch loss sum matches PyTorch: ", close(total, 3.295065788163496))
W1 = [0.5358032947314031 0.276514157735352 -0.9143554424755002; -0.41220537208693303 0.9744397129201645 -0.8275933857026868;
      -0.9950821441892725 0.7383836011713508 -0.007254182608671117; -0.6488499707457193 -0.12955083258571878 0.8562950890095695]
println("W1 matches PyTorch: ", close(m[1].weight, W1))
println("b2 matches PyTorch: ", close(m[2].bias, [-0.0008490443003192403, 0.026122463477035666, -0.025273419176716414]))
println("sums match PyTorch: ", close(sum(m[2].weight), -0.0626873766665641), " ", close(sum(m[1].bias), 0.9968339502791888))
m = make_model(Float64)
Flux.train!(loss, m, loader, Flux.setup(Descent(0.1), m))
println("train! matches PyTorch: ", close(m[1].weight, W1))

# 2. shuffled, against host code with the same permutation
x = Float32.(x64)
reference(T) = begin
    m = make_model(T)
    opt = Flux.setup(Adam(0.01f0), m)
    rng = Xoshiro(7)
    totals, weighted = Float32[], Float32[]
    for epoch in 1:2
        perm = randperm(rng, 10)
        t, w = 0.0f0, 0.0f0
        for (i, r) in enumerate((1:4, 5:8, 9:10))
            l = step!(m, opt, x[:, perm[r]], y[:, perm[r]])
            t += l
            w += i * l
        end
        push!(totals, t)
        push!(weighted, w)
    end
    m, totals, weighted
end
mref, tref, wref = reference(Float32)
same(a, b) = maximum(abs.(a .- b)) <= 1e-5 * max(1, maximum(abs.(b)))

m = make_model(Float32)
opt = Flux.setup(Adam(0.01f0), m)
shuffled = DataLoader((x, y); batchsize = 4, shuffle = true, rng = Xoshiro(7))
totals = [epoch!(m, opt, shuffled) for epoch in 1:2]
println("epoch losses ", round.(totals; digits = 4), " equal the host loop's: ", same(totals, tref))
println("weights equal the host loop's: ", same(m[1].weight, mref[1].weight), " ", same(m[2].bias, mref[2].bias))

m = make_model(Float32)
opt = Flux.setup(Adam(0.01f0), m)
shuffled = DataLoader((x, y); batchsize = 4, shuffle = true, rng = Xoshiro(7))
weighted = [epoch_enumerate!(m, opt, shuffled) for epoch in 1:2]
println("enumerate(loader): ", same(weighted, wref), " ", same(m[1].weight, mref[1].weight))

m = make_model(Float32)
opt = Flux.setup(Adam(0.01f0), m)
shuffled = DataLoader((x, y); batchsize = 4, shuffle = true, rng = Xoshiro(7))
for epoch in 1:2
    Flux.train!(loss, m, shuffled, opt)
end
println("train!: ", same(m[1].weight, mref[1].weight), " ", same(m[2].weight, mref[2].weight))

# partial = false drops the last batch: the weights after batches 1:4 and 5:8 only
m = make_model(Float64)
Flux.train!(loss, m, DataLoader((x64, y); batchsize = 4, partial = false), Flux.setup(Descent(0.1), m))
m2 = make_model(Float64)
o2 = Flux.setup(Descent(0.1), m2)
step!(m2, o2, x64[:, 1:4], y[:, 1:4])
step!(m2, o2, x64[:, 5:8], y[:, 5:8])
println("partial = false: ", same(m[1].weight, m2[1].weight), " ", !same(m[1].weight, W1))
